# ruff: noqa: E501  (SVG path data reads best on one line)
"""Draws static/icons/dogs.svg: one small picture per Sequence Dogs breed (our own
drawings, no outside artwork), a head drawn from a few traits (coat, ears, muzzle,
markings) so that breeds a child may confuse look different.

    python games/data/make_dog_pictures.py      # rewrites static/icons/dogs.svg

tests/games/test_dog_pictures.py checks the file is this script's output and has a
picture for every breed in games.labels.BREEDS.
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "static" / "icons" / "dogs.svg"

C = {
    "black": "#262626",
    "brown": "#7a4a21",
    "choc": "#553014",
    "tan": "#c98b4a",
    "gold": "#e2a94b",
    "cream": "#f2e2bd",
    "white": "#fbfbf8",
    "grey": "#8f98a3",
    "silver": "#c6ccd4",
    "red": "#b5532a",
    "apricot": "#eab27c",
}

# code: (coat, second colour, ears, muzzle, marking)
# ears: up, flop, long, fold, bat; muzzle: short, mid, long;
# marking: "", blaze, mask, spots, fluff, beard, saddle, eyebrows, wrinkles, patch
TRAITS: dict[str, tuple[str, str, str, str, str]] = {
    "AFG": ("cream", "tan", "long", "long", "fluff"),
    "AKI": ("red", "white", "up", "mid", "mask"),
    "MLM": ("grey", "white", "up", "mid", "mask"),
    "AUS": ("silver", "white", "fold", "mid", "patch"),
    "BAS": ("tan", "white", "long", "mid", "blaze"),
    "BEA": ("tan", "white", "flop", "mid", "saddle"),
    "BER": ("black", "white", "flop", "mid", "blaze"),
    "BIC": ("white", "white", "flop", "short", "fluff"),
    "BLO": ("red", "red", "long", "long", "wrinkles"),
    "BCO": ("black", "white", "fold", "mid", "blaze"),
    "BOS": ("black", "white", "bat", "short", "blaze"),
    "BOX": ("tan", "black", "fold", "short", "mask"),
    "BUL": ("white", "tan", "fold", "short", "wrinkles"),
    "BTE": ("white", "white", "up", "long", "patch"),
    "CKC": ("white", "red", "long", "short", "patch"),
    "CHI": ("tan", "cream", "bat", "short", ""),
    "CHO": ("red", "black", "up", "short", "fluff"),
    "COC": ("gold", "gold", "long", "mid", ""),
    "DAC": ("red", "red", "flop", "long", ""),
    "DAL": ("white", "black", "flop", "mid", "spots"),
    "DOB": ("black", "tan", "up", "long", "eyebrows"),
    "FRB": ("cream", "black", "bat", "short", "wrinkles"),
    "GSD": ("tan", "black", "up", "long", "mask"),
    "GOL": ("gold", "gold", "flop", "mid", ""),
    "DAN": ("grey", "grey", "fold", "long", ""),
    "GRE": ("silver", "white", "fold", "long", ""),
    "IRS": ("red", "red", "long", "long", ""),
    "JRT": ("white", "brown", "fold", "mid", "patch"),
    "LAB": ("black", "black", "flop", "mid", ""),
    "MAL": ("white", "white", "long", "short", "fluff"),
    "SCH": ("grey", "silver", "fold", "mid", "beard"),
    "NEW": ("black", "black", "flop", "mid", "fluff"),
    "PAP": ("white", "brown", "bat", "short", "blaze"),
    "COR": ("apricot", "white", "up", "mid", "blaze"),
    "POM": ("apricot", "apricot", "up", "short", "fluff"),
    "POO": ("white", "white", "long", "long", "fluff"),
    "PUG": ("cream", "black", "fold", "short", "mask"),
    "ROT": ("black", "tan", "fold", "mid", "eyebrows"),
    "COL": ("gold", "white", "fold", "long", "blaze"),
    "STB": ("white", "red", "flop", "mid", "patch"),
    "SAM": ("white", "white", "up", "mid", "fluff"),
    "SHE": ("gold", "white", "fold", "long", "blaze"),
    "SHB": ("red", "cream", "up", "mid", "mask"),
    "SHI": ("cream", "brown", "long", "short", "beard"),
    "HUS": ("grey", "white", "up", "mid", "mask"),
    "VIZ": ("red", "red", "long", "long", "eyebrows"),
    "WEI": ("silver", "silver", "long", "long", ""),
    "WES": ("white", "white", "up", "short", "beard"),
    "WHI": ("silver", "white", "fold", "long", "blaze"),
    "YOR": ("tan", "choc", "up", "short", "beard"),
}

INK = "#1f1f1f"


def _ears(kind: str, coat: str) -> str:
    fill = f'fill="{coat}" stroke="{INK}" stroke-width="1.2"'
    if kind == "up":
        return f'<path d="M9 17 L11 4 L18 11 Z" {fill}/><path d="M31 17 L29 4 L22 11 Z" {fill}/>'
    if kind == "bat":
        return f'<path d="M10 16 L5 3 L18 10 Z" {fill}/><path d="M30 16 L35 3 L22 10 Z" {fill}/>'
    if kind == "fold":
        return f'<path d="M9 16 L12 6 L19 11 L13 14 Z" {fill}/><path d="M31 16 L28 6 L21 11 L27 14 Z" {fill}/>'
    if kind == "long":
        return (
            f'<ellipse cx="8" cy="23" rx="4.5" ry="11" {fill}/>'
            f'<ellipse cx="32" cy="23" rx="4.5" ry="11" {fill}/>'
        )
    return (  # flop
        f'<ellipse cx="9" cy="18" rx="4.5" ry="7" transform="rotate(20 9 18)" {fill}/>'
        f'<ellipse cx="31" cy="18" rx="4.5" ry="7" transform="rotate(-20 31 18)" {fill}/>'
    )


def _dog(code: str) -> str:
    coat_name, second_name, ears, muzzle, marking = TRAITS[code]
    coat, second = C[coat_name], C[second_name]
    parts = []
    if marking == "fluff":
        parts.append(
            f'<circle cx="20" cy="21" r="15" fill="{coat}" stroke="{INK}" stroke-width="1"/>'
        )
    parts.append(_ears(ears, second if marking in ("mask", "saddle") and ears == "flop" else coat))
    head_ry = {"short": 11, "mid": 12, "long": 13}[muzzle]
    parts.append(
        f'<ellipse cx="20" cy="21" rx="11" ry="{head_ry}" fill="{coat}" stroke="{INK}" stroke-width="1.2"/>'
    )
    if marking == "blaze":
        parts.append(f'<path d="M18 10 L22 10 L25 33 L15 33 Z" fill="{second}"/>')
    if marking == "patch":
        parts.append(f'<ellipse cx="14" cy="17" rx="5" ry="6" fill="{second}"/>')
    if marking == "saddle":
        parts.append(f'<path d="M12 13 Q20 8 28 13 L26 18 Q20 15 14 18 Z" fill="{C["black"]}"/>')
    if marking == "spots":
        for x, y, r in ((13, 14, 1.8), (26, 13, 1.5), (29, 22, 1.7), (11, 24, 1.4), (22, 10, 1.2)):
            parts.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{second}"/>')
    muzzle_rx, muzzle_ry, muzzle_cy = {"short": (5, 4, 27), "mid": (6, 5, 28), "long": (5, 7, 29)}[
        muzzle
    ]
    muzzle_fill = (
        second
        if marking in ("mask", "eyebrows")
        else (C["white"] if marking in ("blaze", "patch", "saddle") else coat)
    )
    parts.append(
        f'<ellipse cx="20" cy="{muzzle_cy}" rx="{muzzle_rx}" ry="{muzzle_ry}" '
        f'fill="{muzzle_fill}" stroke="{INK}" stroke-width=".8"/>'
    )
    if marking == "eyebrows":
        parts.append(
            f'<circle cx="15.5" cy="16" r="1.6" fill="{second}"/><circle cx="24.5" cy="16" r="1.6" fill="{second}"/>'
        )
    if marking == "wrinkles":
        parts.append(
            f'<path d="M15 14 Q20 12 25 14 M16 16.5 Q20 15 24 16.5" fill="none" stroke="{INK}" stroke-width=".8"/>'
        )
    if marking == "beard":
        parts.append(
            f'<path d="M14 30 Q20 40 26 30 Z" fill="{second}" stroke="{INK}" stroke-width=".8"/>'
        )
    eye = INK if coat_name != "black" else "#f6f6f6"
    parts.append(
        f'<circle cx="15.5" cy="19" r="1.7" fill="{eye}"/><circle cx="24.5" cy="19" r="1.7" fill="{eye}"/>'
    )
    nose_y = muzzle_cy - muzzle_ry + 1.8
    parts.append(f'<ellipse cx="20" cy="{nose_y}" rx="2.6" ry="1.8" fill="{INK}"/>')
    if coat_name == "black":
        parts.append(
            f'<ellipse cx="20" cy="{nose_y}" rx="2.6" ry="1.8" fill="none" stroke="#f6f6f6" stroke-width=".6"/>'
        )
    return f'<symbol id="dog-{code}" viewBox="0 0 40 40">{"".join(parts)}</symbol>'


def sprite() -> str:
    body = "\n".join(_dog(code) for code in TRAITS)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg">\n'
        "<!-- Sequence Dogs breed pictures, drawn by games/data/make_dog_pictures.py. -->\n"
        f"{body}\n</svg>\n"
    )


if __name__ == "__main__":
    OUT.write_text(sprite())
    print(f"wrote {OUT} ({len(TRAITS)} pictures)")
