"""Issue 12, S7: a wrong option of a choice step says in plain words why it is wrong
(its own explanation, in the three languages), not just "Not quite"."""

from __future__ import annotations

import pytest

from tests.training.lessons.test_memory_views import reach
from training.lessons.checking import correct_options
from training.lessons.content import all_lessons, get_lesson

pytestmark = pytest.mark.django_db

WRONG = [
    (lesson, s, i)
    for lesson in all_lessons()
    for s in lesson.steps
    if s.kind == "choice"
    for i in range(len(s.data["options"]))
    if i not in correct_options(s)
]


@pytest.mark.parametrize(
    ("lesson", "s", "index"), WRONG, ids=[f"{w[0].slug}/{w[1].slug}/{w[2]}" for w in WRONG]
)
def test_every_wrong_option_has_its_own_reason_in_three_languages(lesson, s, index):
    why = s.data["options"][index].get("why")
    assert why and set(why) == {"en", "es", "pl"} and all(why.values())
    assert len({why["en"], why["es"], why["pl"]}) == 3  # really translated


@pytest.mark.parametrize(
    ("lesson", "s", "index"), WRONG, ids=[f"{w[0].slug}/{w[1].slug}/{w[2]}" for w in WRONG]
)
@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_a_wrong_option_says_why_on_the_page(client, lesson, s, index, language):
    url = reach(client, lesson, s)
    headers = {"Accept-Language": language}
    response = client.post(url, {"answer": str(index)}, headers=headers)
    html = client.get(response["Location"], headers=headers).content.decode()
    why = s.data["options"][index]["why"][language]
    assert why.replace("“", "").replace("”", "")[:30] in html.replace("“", "").replace("”", "")
    assert "That is not the right answer." not in html


def test_the_reason_also_comes_with_htmx_and_names_the_rule_as_a_link(client):
    lesson = get_lesson("seq-table-talk")
    s = lesson.step("coaching")
    url = reach(client, lesson, s)
    wrong = next(i for i in range(3) if i not in correct_options(s))
    html = client.post(url, {"answer": str(wrong)}, headers={"HX-Request": "true"}).content
    html = html.decode()
    assert s.data["options"][wrong]["why"]["en"] in html
    assert '#R-S9" class="rule-link small rule-miss"' in html


def test_an_option_without_its_own_reason_gets_the_rule_s_sentence():
    from training.lessons.content import Step
    from training.lessons.kinds.choice import ChoiceKind

    text = {"en": "x", "es": "x", "pl": "x"}
    step = Step(
        slug="t",
        kind="choice",
        rules=("R-S9",),
        goal=text,
        hint=text,
        data={"options": [{"text": text, "correct": True}, {"text": text}]},
    )
    said = ChoiceKind().explain(step, "1")
    assert said.startswith("If you forget to draw before the next player draws")
    assert ChoiceKind().explain(step, "9") == ""
