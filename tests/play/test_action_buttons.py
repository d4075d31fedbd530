"""The act form's buttons (``play_tags.action_buttons``) are written in Python, not by
a template loop (a seat often has over a hundred moves): what it writes must be what
the template engine wrote, escaping included, for plain, lazy and safe values."""

from __future__ import annotations

from django.template import engines
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy, override

from play.templatetags.play_tags import action_buttons

LOOP = engines["django"].from_string(
    '{% for a in actions %}<li><button type="submit" name="action" value="{{ a.action }}"'
    ' class="button button-small">{{ a.label }}</button></li>{% endfor %}'
)


def test_the_buttons_are_the_template_loops_for_every_kind_of_value():
    actions = [
        {"action": "place 7H c3", "label": "Play 7 of hearts on c3"},
        {"action": 'x" onclick="alert(1)', "label": "<script>alert('x')</script> & more"},
        {"action": "pass", "label": gettext_lazy("Pass")},
        {"action": "remove JS d4", "label": mark_safe("<b>Take</b> d4")},
        {"action": "ąę ż", "label": "Zagraj 7♥ na c3"},
    ]
    for language in ("en", "es", "pl"):
        with override(language):
            assert action_buttons(actions) == LOOP.render({"actions": actions})
    written = action_buttons(actions)
    assert "<script>" not in written and 'onclick="' not in written
    assert "<b>Take</b>" in written  # safe HTML is left as it is, as the engine leaves it
    assert action_buttons([]) == ""
