"""A student's page for their teacher speaks teacher words: lesson and step titles,
never slugs, and why the student may need help."""

from __future__ import annotations

from datetime import timedelta

from django.urls import reverse
from django.utils import timezone

from training.lessons.content import get_lesson
from training.models import Learner, LessonStepState, Result


def test_activity_by_titles_and_help_reasons(client, people):
    learner = Learner.objects.create(user=people["student"])
    lesson = get_lesson("seq-board")
    step = lesson.steps[1]
    now = timezone.now()
    Result.objects.create(
        learner=learner, activity="lesson-step", subject=f"{lesson.slug}/{step.slug}", score=0,
        max_score=1, passed=False, started_at=now - timedelta(seconds=20), finished_at=now,
        duration_ms=20000,
    )  # fmt: skip
    LessonStepState.objects.create(learner=learner, lesson=lesson.slug, step=step.slug, mistakes=3)
    client.force_login(people["owner"])
    url = reverse("teach-student", args=[people["classroom"].pk, people["enrollment"].pk])
    html = client.get(url).content.decode()
    assert f"{lesson.slug}/{step.slug}" not in html and "Lesson step" not in html
    assert "Lesson “The board and the cards”, step 2" in html
    assert "Stuck in “The board and the cards”, step 2: 3 wrong answers." in html
    # In Spanish too
    client.cookies["django_language"] = "es"
    html = client.get(url, headers={"Accept-Language": "es"}).content.decode()
    assert "paso 2" in html and "Atascado en" in html
