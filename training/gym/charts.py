"""Server-rendered SVG line charts, readable without JavaScript.

Each chart is an ``<svg role="img">`` with a ``<title>`` and a ``<desc>`` that says
what it shows in words; the page puts the same numbers in a table beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

WIDTH, HEIGHT = 640, 240
LEFT, RIGHT, TOP, BOTTOM = 48, 16, 16, 36


def _nice_max(value: float) -> float:
    for step in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000):
        if value <= step * 5:
            return float(step * max(1, -(-value // step)))
    return float(value)


def line_chart(
    *,
    chart_id: str,
    title: str,
    desc: str,
    values: Sequence[float | None],
    rolling: list[float] | None = None,
    target: float | None = None,
    y_max: float | None = None,
    x_labels: list[str] | None = None,
) -> SafeString:
    """A line of ``values`` (one point per session), an optional dashed rolling mean
    and an optional target line. Missing values (None) leave a gap."""
    present = [v for v in values if v is not None]
    top = y_max or _nice_max(max([*present, *(rolling or []), target or 0, 1]))
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    count = len(values)

    def x(i: int) -> float:
        return LEFT + (plot_w / 2 if count == 1 else plot_w * i / (count - 1))

    def y(v: float) -> float:
        return TOP + plot_h * (1 - v / top)

    def n(v: float) -> str:
        return f"{v:.1f}"

    parts = [
        f'<svg class="chart" id="{escape(chart_id)}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-labelledby="{escape(chart_id)}-t {escape(chart_id)}-d">'
        f'<title id="{escape(chart_id)}-t">{escape(title)}</title>'
        f'<desc id="{escape(chart_id)}-d">{escape(desc)}</desc>'
    ]
    for k in range(5):
        value = top * k / 4
        label = f"{value:g}" if value < 100 else f"{value:.0f}"
        parts.append(
            f'<line class="grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{n(y(value))}" '
            f'y2="{n(y(value))}"/><text class="axis" x="{LEFT - 6}" y="{n(y(value) + 4)}" '
            f'text-anchor="end">{label}</text>'
        )
    if target is not None:
        parts.append(
            f'<line class="target" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{n(y(target))}" '
            f'y2="{n(y(target))}"/>'
        )
    if not count:
        parts.append(
            f'<text class="empty" x="{WIDTH // 2}" y="{HEIGHT // 2}" '
            f'text-anchor="middle">{escape(desc)}</text>'
        )
    points = [(x(i), y(v)) for i, v in enumerate(values) if v is not None]
    if len(points) > 1:
        path = " ".join(f"{n(px)},{n(py)}" for px, py in points)
        parts.append(f'<polyline class="series" points="{path}"/>')
    for px, py in points:
        parts.append(f'<circle class="point" cx="{n(px)}" cy="{n(py)}" r="4"/>')
    if rolling and len(rolling) > 1:
        path = " ".join(f"{n(x(i))},{n(y(v))}" for i, v in enumerate(rolling))
        parts.append(f'<polyline class="rolling" points="{path}"/>')
    if x_labels:
        shown = {0, count - 1, *range(0, count, max(1, count // 6))}
        for i in sorted(shown):
            parts.append(
                f'<text class="axis" x="{n(x(i))}" y="{HEIGHT - 12}" '
                f'text-anchor="middle">{escape(x_labels[i])}</text>'
            )
    parts.append("</svg>")
    return mark_safe("".join(parts))  # every text above went through escape()
