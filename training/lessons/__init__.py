"""Learn: interactive lessons for every rule of every game (PRODUCT.md section 1).

- ``rules``: the rule registry (every docs/rules.md id, title and statement in en/es/pl).
- ``content``: lessons and steps as data (``data/<game>.py``), loaded and validated.
- ``checking``: every answer judged by the engines (``games.sequence``,
  ``games.secuenzoo``); a wrong answer carries the id of the rule it breaks.
- ``services`` (writes: answers, hints, resets, reviews), ``selectors`` (reads: the
  map, a lesson's state, due reviews), ``review`` (FSRS scheduling), ``display``,
  ``views``, ``urls``.
"""
