from typing import Any

from django import template
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from games.templatetags.boards import seq_board

register = template.Library()


@register.simple_tag
def puzzle_board_squares(rows: list[list[dict[str, Any]]], marks: dict[str, str]) -> SafeString:
    """The play board's squares with the lessons' marks: the child's pick (dashed, ✗ or
    ✓) and, once shown, the answer (solid, ✓); each also named in the square's label."""
    if marks:
        rows = [[dict(sq) for sq in row] for row in rows]
        for row in rows:
            for sq in row:
                mark = marks.get(sq["cell"])
                if mark == "pick":
                    sq["label"] += ", " + _("your pick")
                elif mark in ("answer", "both"):
                    sq["label"] += ", " + _("the answer")
    html = str(seq_board(rows, "action"))
    for cell, mark in marks.items():
        anchor = f'id="square-{cell}" class="'
        css = {"pick": "mine", "answer": "right", "both": "right"}[mark]
        sign = {"pick": "✗", "answer": "✓", "both": "✓"}[mark]
        tone = {"pick": "mark-mine", "answer": "mark-right", "both": "mark-right"}[mark]
        start = html.find(anchor)
        if start < 0:
            continue
        html = html.replace(anchor, anchor + css + " ", 1)
        close = _square_end(html, start)
        html = (
            html[:close]
            + f'<span class="mark {tone}" aria-hidden="true">{sign}</span>'
            + html[close:]
        )
    return mark_safe(html)


def _square_end(html: str, start: int) -> int:
    """The index of the closing tag of the square element opened at ``start``."""
    tag = "button" if html.rfind("<button", 0, start) > html.rfind("<span", 0, start) else "span"
    depth, i = 0, html.rfind("<", 0, start)
    while True:
        nxt_open = html.find(f"<{tag}", i + 1)
        nxt_close = html.find(f"</{tag}>", i + 1)
        if nxt_open != -1 and nxt_open < nxt_close:
            depth += 1
            i = nxt_open
        else:
            if depth == 0:
                return nxt_close
            depth -= 1
            i = nxt_close


@register.inclusion_tag("puzzles/_look_back.html", takes_context=True)
def look_back(context: dict[str, Any], match: Any) -> dict[str, Any]:
    """The look back's marks on the viewer's own moves of a finished match (stored once;
    computed here only if the background job has not finished yet)."""
    from puzzles.messages import MARKS, zoo_mark
    from puzzles.models import Review
    from puzzles.services import review_match

    request = context.get("request")
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated or match.status != "finished":
        return {"marks": None}
    mine = {s.number for s in match.seats.all() if s.user_id == user.pk}
    if not mine:
        return {"marks": None}
    review = Review.objects.filter(match=match).first() or review_match(match.pk)
    solo = match.mode == "zoo-solo"
    marks = [
        {
            "step": m["step"],
            "shown_step": m["step"],
            "move": m["step"] + 1,
            "text": (
                zoo_mark(m, solo) if "animal" in m else MARKS[m["kind"]] % {"square": m["square"]}
            ),
            # Every mark has "Try it again" (SecuenzooS: a memory puzzle of both kinds).
            "again": m.get("again", True),
        }
        for m in (review.marks if review else [])
        if m["seat"] in mine
    ]
    return {"marks": marks, "match": match, "csrf_token": context.get("csrf_token")}


@register.inclusion_tag("puzzles/_summary.html")
def puzzle_summary(user: Any) -> dict[str, Any]:
    """A student's puzzles for the teacher: the rating and the puzzles solved per
    theme (first try or later)."""
    from django.db.models import Count, Q

    from puzzles.messages import THEME_TITLES
    from puzzles.models import Attempt, PuzzlePlayer

    player = PuzzlePlayer.objects.filter(user=user).first()
    solved = dict(
        Attempt.objects.filter(user=user)
        .filter(Q(correct=True) | Q(solved_later=True))
        .values_list("puzzle__theme")
        .annotate(n=Count("puzzle", distinct=True))
    )
    themes = [
        {"title": THEME_TITLES[t], "solved": n} for t, n in solved.items() if t in THEME_TITLES
    ]
    return {"player": player, "themes": themes}
