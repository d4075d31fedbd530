"""One set of design tokens (issue 17, "Look"): every colour of the site, and every step
of its spacing scale, is a custom property in static/css/tokens.css; the other
stylesheets name colours and spacing lengths only through var(--token), every var()
they use is defined, and every token is used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CSS = ROOT / "static" / "css"
TOKENS = CSS / "tokens.css"
SCRIPTS = ROOT / "static" / "js"

# The CSS named colours (CSS Color Module Level 4), without the keywords that are allowed.
_NAMES = """aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
    blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk
    crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki
    darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
    darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue
    dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite
    gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
    lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
    lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
    lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
    magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
    mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream
    mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
    palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
    powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
    seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen
    steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
    yellowgreen"""
NAMED_COLOURS = set(_NAMES.split())
COLOUR_FUNCTION = re.compile(r"\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(", re.I)
HEX = re.compile(r"#[0-9a-f]{3,8}\b", re.I)
DECLARATION = re.compile(r"(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]*)(?=[;}])", re.I)
VAR_USE = re.compile(r"var\(\s*(--[\w-]+)")
SET_BY_SCRIPT = re.compile(r"""setProperty\(\s*["'](--[\w-]+)""")
#: The properties that space boxes out: margins, paddings, gaps, scroll margins and
#: paddings. Offsets (top, left, inset ...) are not among them: they place one box on
#: another (a mark on a square, a connector under a lesson stop, a skip link off screen).
SPACING = re.compile(
    r"(?:margin|padding|scroll-margin|scroll-padding)(?:-[a-z-]+)?|gap|row-gap|column-gap|grid-gap"
)
#: A number with a length unit (.5rem, 3px, 1em, 2vh); 0, auto and percentages are not.
LENGTH = re.compile(r"(?<![\w.#-])-?(\d*\.?\d+)([a-z]+)(?![\w.(-])", re.I)
#: Paper's units: the printed log-in cards (teach.css, @media print) are cut to 85 x 54 mm,
#: measured on the sheet, not on the screen's scale.
PAPER = {"mm", "cm", "q", "in", "pt", "pc"}


def _strip(css: str) -> str:
    """The stylesheet without its comments and quoted strings (content: "✓ ", fonts)."""
    css = re.sub(r"/\*.*?\*/", " ", css, flags=re.S)
    return re.sub(r'"[^"\n]*"|\'[^\'\n]*\'', '""', css)


def _declarations(css: str) -> list[tuple[str, str]]:
    """(property, value) of every declaration; selectors (.chip-red) are not values."""
    body = _strip(css)
    # A declaration follows "{" or ";": drop the selectors and at-rule preludes.
    found = []
    for block in re.findall(r"\{([^{}]*)\}", body):
        found += [(p.strip().lower(), v.strip()) for p, v in DECLARATION.findall(block + ";")]
    return found


def colour_literals(css: str) -> list[str]:
    """Every colour written out in a stylesheet's declarations: hex, rgb()/hsl()/... and
    named colours (transparent, currentColor and inherit are not colours of our own)."""
    literals = []
    for prop, value in _declarations(css):
        literals += [f"{prop}: {m}" for m in HEX.findall(value)]
        literals += [f"{prop}: {m.group()}" for m in COLOUR_FUNCTION.finditer(value)]
        words = set(re.findall(r"(?<![\w-])[a-z]+(?![\w-])", value.lower()))
        literals += [f"{prop}: {w}" for w in sorted(words & NAMED_COLOURS)]
    return literals


def spacing_literals(css: str) -> list[str]:
    """Every length written out in a spacing declaration (calc() of tokens is fine)."""
    return [
        f"{prop}: {m.group()}"
        for prop, value in _declarations(css)
        if SPACING.fullmatch(prop)
        for m in LENGTH.finditer(value)
        if float(m.group(1)) != 0 and m.group(2).lower() not in PAPER
    ]


def defined_properties(css: str) -> set[str]:
    return {p for p, _ in _declarations(css) if p.startswith("--")}


def used_properties(css: str) -> set[str]:
    return set(VAR_USE.findall(_strip(css)))


def _stylesheets() -> list[Path]:
    return sorted(p for p in CSS.glob("*.css") if p != TOKENS)


def test_the_checks_see_a_colour_in_any_spelling():
    css = """.a { color: #1d2433; border: 1px solid rgba(0, 0, 0, .2); }
    .b::after { content: "red"; background: hsl(10 50% 50%) } .chip-red { outline-color: white; }
    .c { color: transparent; border-color: currentColor; fill: inherit }
    .d { background: var(--x, #fff) }"""
    assert colour_literals(css) == [
        "color: #1d2433",
        "border: rgba(",
        "background: hsl(",
        "outline-color: white",
        "background: #fff",
    ]
    assert used_properties(css) == {"--x"}
    assert defined_properties(":root { --x: #fff; --y-z: 1px } .a { --c: var(--x) }") == {
        "--x",
        "--y-z",
        "--c",
    }


def test_the_tokens_file_is_linked_first_wherever_css_is():
    templates = [*ROOT.glob("templates/**/*.html"), *ROOT.glob("*/templates/**/*.html")]
    bases = [t for t in templates if "css/site.css" in t.read_text()]
    assert bases, "no template links site.css"
    for template in bases:
        links = re.findall(
            r"<link rel=\"stylesheet\" href=\"\{% static '([^']+)' %\}\">", template.read_text()
        )
        assert links[:2] == ["css/tokens.css", "css/site.css"], template


@pytest.mark.parametrize("sheet", _stylesheets(), ids=lambda p: p.name)
def test_no_colour_is_written_outside_the_tokens_file(sheet):
    assert colour_literals(sheet.read_text()) == []


@pytest.mark.parametrize("sheet", _stylesheets(), ids=lambda p: p.name)
def test_every_custom_property_used_is_defined(sheet):
    """Defined by tokens.css, by the stylesheet itself (a chip's --chip), or set by a
    script at run time (--board, --fit: these are always used with a fallback)."""
    by_scripts = {
        name for js in SCRIPTS.glob("*.js") for name in SET_BY_SCRIPT.findall(js.read_text())
    }
    known = (
        defined_properties(TOKENS.read_text()) | defined_properties(sheet.read_text()) | by_scripts
    )
    assert used_properties(sheet.read_text()) - known == set()


def test_every_token_is_used():
    tokens_css = TOKENS.read_text()
    used = used_properties(tokens_css).union(
        *(used_properties(p.read_text()) for p in _stylesheets())
    )
    assert defined_properties(tokens_css) - used == set()


def test_the_tokens_file_holds_only_custom_properties():
    """Tokens, not rules: every declaration in tokens.css is a custom property of :root."""
    selectors = [s.strip() for s in re.findall(r"([^{}]*)\{", _strip(TOKENS.read_text()))]
    assert selectors == [":root"]
    assert all(prop.startswith("--") for prop, _ in _declarations(TOKENS.read_text()))


def test_the_checks_see_a_spacing_length_in_any_spelling():
    css = """.a { margin: .5rem 0 auto; padding-inline: 4px; gap: 0; row-gap: var(--space-1) }
    .b { margin-top: calc(-1 * var(--space-2)); padding: var(--x, 2px) 1em; column-gap: 0px }
    .c { top: .5rem; inset: 3px; width: 40rem; font-size: .9rem; padding-bottom: 50% }
    .d { scroll-margin-top: 2vh; grid-gap: 1.1rem; margin: calc(100% - .25rem) }
    @media print { .e { gap: 4mm; padding: 3mm 4mm } }"""
    assert spacing_literals(css) == [
        "margin: .5rem",
        "padding-inline: 4px",
        "padding: 2px",
        "padding: 1em",
        "scroll-margin-top: 2vh",
        "grid-gap: 1.1rem",
        "margin: .25rem",
    ]


@pytest.mark.parametrize("sheet", _stylesheets(), ids=lambda p: p.name)
def test_no_spacing_length_is_written_outside_the_tokens_file(sheet):
    """Margins, paddings and gaps are steps of the scale (--space-N), 0, auto, or a
    calc() of steps; a length of their own would start a second scale."""
    assert spacing_literals(sheet.read_text()) == []


def test_the_spacing_scale_says_what_its_names_say():
    """--space-N is N eighths of a rem (--space-px a hairline), the steps growing."""
    scale = [(p, v) for p, v in _declarations(TOKENS.read_text()) if p.startswith("--space-")]
    assert len(scale) >= 8
    assert scale[0] == ("--space-px", "1px")
    steps = [int(p.removeprefix("--space-")) for p, _ in scale[1:]]
    assert steps == sorted(set(steps))
    for prop, value in scale[1:]:
        assert value.endswith("rem"), prop
        assert float(value.removesuffix("rem")) * 8 == int(prop.removeprefix("--space-")), prop
