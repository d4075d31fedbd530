"""Issue 12, N5: on a lesson's completion screen every rule id is a small link to its
anchor on the rules page, never the subject of a sentence."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.training.lessons.forms import answer_forms, has_peek
from tests.training.lessons.test_memory_views import reach
from training.lessons.checking import solutions
from training.lessons.content import get_lesson

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("slug", ["seq-board", "zoo-farm"])
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_completion_screen_links_each_rule_id(client, slug, language):
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
    start = html.index('class="complete"')
    complete = html[start : html.index("</section>", start)]
    rules_url = reverse("lesson-rules")
    assert lesson.rules
    for rule in lesson.rules:
        link = re.search(
            rf'<a href="{rules_url}#{rule}" class="rule-link small" title="[^"]+">[^<]*{rule}</a>',
            complete,
        )
        assert link, rule
        # the id is nowhere else on the screen: not bare, not opening a sentence
        assert complete.count(rule) == 2  # the anchor and the link's words
    items = re.findall(r"<li>(.*?)</li>", complete, flags=re.S)
    assert items and all(not re.match(r"\s*(<[^>]+>)*\s*R-[SZ]\d", item) for item in items)
