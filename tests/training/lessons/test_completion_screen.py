"""Issue 12, N5 and issue 18: a lesson's end is a celebration (the stars drawn big, a
cheer, what was learned, a big "Next lesson"), with the rules played in words behind a
disclosure; no rule id shows, only in a link's address."""

from __future__ import annotations

import html as html_module
import re

import pytest
from django.urls import reverse

from tests.training.lessons.forms import answer_forms, has_peek
from tests.training.lessons.test_memory_views import reach
from training.lessons.checking import solutions
from training.lessons.content import get_lesson
from training.lessons.rules import RULES

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("slug", ["seq-board", "zoo-farm"])
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_completion_screen_celebrates_and_names_rules_in_words(client, slug, language):
    lesson = get_lesson(slug)
    reach(client, lesson, lesson.steps[-1])
    last = lesson.steps[-1]
    url = reverse("lesson-answer", args=[slug, last.slug])
    if has_peek(last):
        client.post(url, {"seen": "1"})
    for data in answer_forms(last, solutions(last)[0]):
        client.post(url, data)
    html = client.get(
        reverse("lesson", args=[slug]), headers={"Accept-Language": language}
    ).content.decode()
    start = html.index('class="complete celebrate"')
    complete = html[start : html.index("</section>", start)]
    rules_url = reverse("lesson-rules")
    assert lesson.rules
    words = html_module.unescape(re.sub(r"<[^>]+>", " ", complete))
    for rule in lesson.rules:
        assert rule not in words  # no id on the screen
        assert RULES[rule].title_text(language) in words
    assert f'<a href="{rules_url}" class="rule-link small">' in complete
    assert 'class="button button-big"' in complete  # the next lesson, or the map
    assert complete.count('class="big-star ') == 3
