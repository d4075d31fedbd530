"""``{% once %}``: a part of a page drawn once per process for each key, its few
per-request values (holes) filled in on every request (issue 22).

    {% once "site_header" site_menu.key user.is_authenticated with name=user.username %}
      ... {{ name }} ...
    {% endonce %}

The first time a key is met, the block is drawn with each hole's variable bound to a
marker, and the result is kept split at the markers. Every later request with the
same key joins the kept text with its own hole values, escaped as ``{{ name }}``
escapes them: no template node runs. The key is the block's name, the values after
it, and what any block depends on: the active language, the script prefix and the
URL configuration. Whatever else the block shows must be in its key: anything not in
it would be shared by every request with that key.

A hole may only be written as ``{{ name }}`` (a filter or a test on it would act on
the marker, not the value). A block with a hole whose value is None is drawn every
time, as it is with ``DEBUG`` on (an edited template shows at once).
"""

from __future__ import annotations

import re
from typing import Any

from django import template
from django.conf import settings
from django.urls import get_script_prefix, get_urlconf
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

register = template.Library()

#: Drawn blocks by key: a tuple of text and hole names, alternating (text first).
_DRAWN: dict[tuple[Any, ...], tuple[str, ...]] = {}
#: Cleared past this many keys (the keys are few: languages x menus x log-in states).
LIMIT = 4096
_MARK = re.compile("\ue000(\\w+)\ue001")


def clear() -> None:
    """Forget every drawn block (tests; an edited template under a running server)."""
    _DRAWN.clear()


def _marker(name: str) -> SafeString:
    return mark_safe(f"\ue000{name}\ue001")


class OnceNode(template.Node):
    def __init__(self, name: str, keys: list, holes: dict, nodelist: template.NodeList) -> None:
        self.name = name
        self.keys = keys
        self.holes = holes
        self.nodelist = nodelist

    def render(self, context: template.Context) -> str:
        values = {name: value.resolve(context) for name, value in self.holes.items()}
        if settings.DEBUG or any(value is None for value in values.values()):
            with context.push(**values):
                return self.nodelist.render(context)
        key = (
            self.name,
            get_language(),
            get_script_prefix(),
            get_urlconf(),
            settings.ROOT_URLCONF,
            *(value.resolve(context) for value in self.keys),
        )
        parts = _DRAWN.get(key)
        if parts is None:
            with context.push(**{name: _marker(name) for name in self.holes}):
                parts = tuple(_MARK.split(self.nodelist.render(context)))
            unknown = set(parts[1::2]) - set(self.holes)
            if unknown:
                raise template.TemplateSyntaxError(f"{{% once %}}: unknown holes {unknown}")
            if len(_DRAWN) >= LIMIT:
                _DRAWN.clear()
            _DRAWN[key] = parts
        filled: dict[str, str]
        if context.autoescape:
            filled = {name: conditional_escape(value) for name, value in values.items()}
        else:
            filled = {name: str(value) for name, value in values.items()}
        return mark_safe(
            "".join(part if i % 2 == 0 else filled[part] for i, part in enumerate(parts))
        )


@register.tag("once")
def do_once(parser: template.base.Parser, token: template.base.Token) -> OnceNode:
    """``{% once "name" key ... [with hole=value ...] %}...{% endonce %}``"""
    bits = token.split_contents()
    if len(bits) < 2 or bits[1][0] not in "\"'" or bits[1][-1] != bits[1][0]:
        raise template.TemplateSyntaxError("{% once %} needs a quoted name first")
    name = bits[1][1:-1]
    rest = bits[2:]
    keys: list = []
    holes: dict = {}
    if "with" in rest:
        at = rest.index("with")
        rest, pairs = rest[:at], rest[at + 1 :]
        for pair in pairs:
            hole, sep, value = pair.partition("=")
            if not sep or not hole.isidentifier():
                raise template.TemplateSyntaxError(f"{{% once %}}: bad hole {pair!r}")
            holes[hole] = parser.compile_filter(value)
    keys = [parser.compile_filter(bit) for bit in rest]
    nodelist = parser.parse(("endonce",))
    parser.delete_first_token()
    return OnceNode(name, keys, holes, nodelist)
