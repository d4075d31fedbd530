"""One student's page for their teachers: the dashboard row in detail, history and
the gym's own charts."""

from __future__ import annotations

from django.utils import formats, timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from teach import dashboard, presenter
from teach.display import assignment_label
from teach.glance import course
from teach.models import Classroom, Enrollment
from teach.names import GAME_NAMES, drill_name
from teach.struggles import stuck_steps
from training.gym.charts import line_chart
from training.lessons.content import GAMES, load
from training.models import Drill, GymSession, LadderRun, Learner, Result

HISTORY = 30


def student_detail(*, classroom: Classroom, enrollment: Enrollment, period: int) -> dict:
    board = dashboard.dashboard(
        classroom=classroom,
        period=period,
        open_games=tuple(GAMES),
        enrollment_ids=[enrollment.pk],
        archived=enrollment.archived_at is not None,
    )
    row = board.rows[0]
    known = course()
    line = presenter.student_line(
        row,
        course=known,
        assignments=[(a.pk, assignment_label(a), a.due_on) for a in board.assignments],
        stuck=stuck_steps([enrollment.student_id]).get(enrollment.student_id, ()),
        now=timezone.now(),
    )
    learner = Learner.objects.filter(user_id=enrollment.student_id).first()
    games = []
    for game in GAMES:
        lessons = [{"lesson": x, "cell": row.cells[f"lesson-{x.slug}"]} for x in load()[game]]
        games.append(
            {
                "game": game,
                "name": GAME_NAMES[game],
                "summary": row.cells[f"game-{game}"],
                "lessons": lessons,
            }
        )
    charts = []
    for drill in Drill:
        sessions = (
            list(
                GymSession.objects.filter(
                    learner=learner, drill=drill.value, finished=True, level__isnull=False
                ).order_by("finished_at")
            )
            if learner
            else []
        )
        if not sessions:
            continue
        levels = [s.level for s in sessions]
        labels = [
            formats.date_format(timezone.localtime(s.finished_at), "SHORT_DATE_FORMAT")
            for s in sessions
            if s.finished_at is not None  # every finished session has it
        ]
        desc = ngettext(
            "%(count)s session: level %(first)s first, %(last)s last.",
            "%(count)s sessions: level %(first)s first, %(last)s last.",
            len(levels),
        )
        charts.append(
            {
                "name": drill_name(drill),
                "svg": line_chart(
                    chart_id=f"chart-{drill.value}",
                    title=_("Level per session: %(drill)s") % {"drill": drill_name(drill)},
                    desc=desc
                    % {"count": len(levels), "first": f"{levels[0]:g}", "last": f"{levels[-1]:g}"},
                    values=levels,
                    x_labels=labels,
                ),
                "rows": list(zip(labels, levels, strict=True)),
            }
        )
    results = list(Result.objects.filter(learner=learner)[:HISTORY]) if learner else []
    drills = dict(known.drills)
    for r in results:
        r.words = presenter.activity_words(  # type: ignore[attr-defined]  # for the template
            r.activity, r.subject, lessons=known.lessons, drills=drills
        )
    runs = list(LadderRun.objects.filter(learner=learner)[:10]) if learner else []
    return {
        "classroom": classroom,
        "enrollment": enrollment,
        "row": row,
        "line": line,
        "board": board,
        "games": games,
        "ladder_cells": [row.cells["rung-reached"]] + [row.cells[f"rung-{n}"] for n in range(1, 7)],
        "drill_cells": [
            (drill_name(d), row.cells[f"drill-{d.value}"], row.cells[f"trend-{d.value}"])
            for d in Drill
        ],
        "charts": charts,
        "time_ms": row.cells["time"].value,
        "last_cell": row.cells["last"],
        "results": results,
        "runs": runs,
    }
