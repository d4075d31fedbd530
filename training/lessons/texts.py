"""Lesson and rule texts: written in English in the data, translated through gettext.

``t("…")`` in ``training/lessons/data/*.py`` is a :class:`LessonText`: the English msgid
with the message context ``lesson`` (rules use ``rule``). Its translations live in
``training/locale/<lang>/LC_MESSAGES/django.po`` like every other text of the app, so
``compiletranslations --check``, Poedit or Weblate see them. A fourth language is one new
set of .po files and a line in ``settings.LANGUAGES``.

Reading a text: ``str(text)`` in the active language, ``text["pl"]`` in a given one (a
text behaves as a read-only mapping language -> translation, as the old dicts did).

The old three-language form ``t(en, es, pl)`` still works (the inline translations are
used only while the catalogue lacks the msgid); ``manage.py lessonmessages`` moves them
into the catalogues and rewrites the call to ``t(en)``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from django.conf import settings
from django.utils import translation
from django.utils.translation import pgettext

LESSON_CONTEXT = "lesson"
RULE_CONTEXT = "rule"


def language_codes() -> tuple[str, ...]:
    return tuple(code for code, _name in settings.LANGUAGES)


class LessonText(Mapping):
    """One user-facing text: an English msgid, translated when read."""

    __slots__ = ("context", "inline", "msgid", "params")

    def __init__(
        self,
        msgid: str,
        context: str = LESSON_CONTEXT,
        inline: dict[str, str] | None = None,
        params: dict[str, object] | None = None,
    ) -> None:
        self.msgid = msgid
        self.context = context
        self.inline = inline or {}
        self.params = params or {}

    def translate(self) -> str:
        """The text in the active language (English when no catalogue has it)."""
        out = pgettext(self.context, self.msgid)
        if out == self.msgid and self.inline:  # an old t(en, es, pl) not yet converted
            out = self.inline.get((translation.get_language() or "en")[:2], out)
        return out % self.params if self.params else out

    def __str__(self) -> str:
        return self.translate()

    def __html__(self) -> str:  # templates escape it like any str
        from django.utils.html import escape

        return str(escape(self.translate()))

    def __getitem__(self, language: str) -> str:
        if language not in language_codes():
            raise KeyError(language)
        with translation.override(language):
            return self.translate()

    def __iter__(self) -> Iterator[str]:
        return iter(language_codes())

    def __len__(self) -> int:
        return len(language_codes())

    def __repr__(self) -> str:
        return f"LessonText({self.msgid!r}, context={self.context!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LessonText):
            return (self.context, self.msgid, self.params) == (
                other.context,
                other.msgid,
                other.params,
            )
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # unhashable on purpose: mutable, equal by value


class Verbatim(LessonText):
    """A text that is the same in every language (a number such as "24"): never looked up."""

    __slots__ = ()

    def translate(self) -> str:
        return self.msgid


def t(en: str, es: str | None = None, pl: str | None = None, **params: object) -> LessonText:
    """One lesson text, in English. ``params`` fill ``%(name)s`` placeholders after
    translation. ``es``/``pl``: the old inline form (see the module docstring)."""
    inline = {k: v for k, v in (("es", es), ("pl", pl)) if v is not None}
    return LessonText(en, LESSON_CONTEXT, inline, params)


def verbatim(text: str) -> Verbatim:
    return Verbatim(text)


def rule_text(en: str | tuple[str, ...]) -> LessonText:
    """A rule title or statement (the old form was a tuple (en, es, pl))."""
    if isinstance(en, tuple):
        return LessonText(en[0], RULE_CONTEXT, dict(zip(("es", "pl"), en[1:], strict=False)))
    return LessonText(en, RULE_CONTEXT)
