"""The dashboard's fixed parts (the course it shapes lines against, the board's fixed
columns) are made once per language and process (``teach.glance.course``,
``teach.dashboard.columns``): each language gets its own names, and an assignment's
column is never kept."""

from __future__ import annotations

import pytest
from django.utils import translation

from teach.dashboard import columns
from teach.glance import course


def names(made) -> list[str]:
    return [name for _game, name, _lessons in made.games] + [name for _d, name in made.drills]


@pytest.mark.parametrize("order", [("en", "es", "pl"), ("pl", "es", "en")])
def test_each_language_gets_its_own_course_and_columns(order):
    seen = {}
    for language in order:
        with translation.override(language):
            seen[language] = (names(course()), [c.label for c in columns([])])
            # The second call in a language is the same course, and equal columns.
            assert course() is course()
            assert [c.label for c in columns([])] == seen[language][1]
    # The ladder's column, as the catalogues say it.
    assert "Rungs cleared" in seen["en"][1]
    assert "Peldaños superados" in seen["es"][1]
    assert "Pokonane szczeble" in seen["pl"][1]
    assert seen["en"][0] != seen["es"][0] != seen["pl"][0]
    assert seen["en"][1] != seen["es"][1] != seen["pl"][1]


@pytest.mark.django_db
def test_assignment_columns_follow_the_assignments_given(people):
    from django.utils import timezone

    from teach import services

    assignment = services.assignment_create(
        classroom=people["classroom"], teacher=people["owner"], kind="lesson",
        target="seq-board", due_on=timezone.localdate(),
    )  # fmt: skip
    with translation.override("en"):
        without = columns([])
        with_one = columns([assignment])
    assert len(with_one) == len(without) + 1
    assert with_one[-1].key == f"assignment-{assignment.pk}"
    assert columns([]) == without  # the kept fixed columns did not take it in
