"""Every lesson step fits the screen: at 375x667, 768x1024, 1366x768 and 1280x800 the
goal, the whole board or farm (and the hand, the seats, the trail cards), the feedback
after an answer and the step's buttons lie inside the viewport without scrolling; during
a look at the farm, the countdown and the trail too. Every step of every lesson is
walked: its first state (with the previous step's "Right!"), the look and the state
after it, a wrong answer, and the lesson's end. The steps are answered through the
session's own requests (as the no-JavaScript forms do); each state is then loaded in
the page and measured at the four sizes by resizing the window.

``FIT_REPORT=1`` prints every state that does not fit."""

from __future__ import annotations

import os

import pytest
from playwright.sync_api import Page, expect

from tests.training.lessons.forms import answer_forms, has_peek
from training.lessons.checking import FARM_CELLS, candidate_answers, check, solutions
from training.lessons.content import all_lessons, get_lesson

SIZES = [(375, 667), (768, 1024), (1366, 768), (1280, 800)]
LANGUAGES = {"en": "en-GB", "es": "es-ES", "pl": "pl-PL"}
# Spanish and Polish words are longer: one lesson of each game in those languages too.
OTHER_LANGUAGE_LESSONS = [
    "seq-board",
    "dogs-cards",
    "num-math-1",
    "zoo-colour-trails",
    "zoo-on-the-trail",  # the round-2 hand-over: four seats under a long verdict
]

# What must be seen at once (CSS selectors inside the lesson). Every match is measured.
MEASURE = """
(names) => {
  const root = document.getElementById('lesson');
  const found = [];
  // The verdict's sheet, stuck to the screen's foot, covers what lies under it.
  const sheet = root.querySelector('.status.status-shown');
  const stuck = sheet && getComputedStyle(sheet).position === 'sticky';
  const sheetTop = stuck ? sheet.getBoundingClientRect().top : Infinity;
  const add = (name, el) => {
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;  // not shown at this size
    const seen = Math.min(r.bottom, window.innerHeight);
    const covered = (!stuck || sheet.contains(el)) ? 0 : Math.max(0, seen - sheetTop);
    found.push({name, top: r.top, bottom: r.bottom, left: r.left, right: r.right, covered});
  };
  for (const [name, selector, firstOnly] of names) {
    const all = [...root.querySelectorAll(selector)];
    (firstOnly ? all.slice(0, 1) : all).forEach((el) => add(name, el));
  }
  return {found, height: window.innerHeight, width: window.innerWidth,
          scrollY: window.scrollY};
}
"""
UNDER = "under the verdict"  # the sheet stuck to the foot of a phone or tablet covers it
SHOTS = os.environ.get("FIT_SHOTS")  # a folder: a screenshot of every state and size
PARTS = [
    ["goal", ".goal-box"],
    ["board", ".seq-board"],
    ["farm", ".lesson-farm"],
    ["hand", ".step-form .hand"],
    ["seats", ".deal-ring"],
    ["table", ".zoo-table"],
    ["trail cards", ".trail-cards"],
    ["choices", ".choices"],
    ["feedback", ".feedback"],
    ["button", ".step-form button.button"],
    ["countdown", ".countdown"],
    ["look trail", "form[data-submit-after] .trail", True],  # the student's own trail
    ["complete", "#complete-heading"],
    ["next lesson", ".complete .button"],
]


def measure(page: Page, where: str) -> tuple[int, list[tuple[int, str]]]:
    """Measure the page at the four sizes; the misfits as sentences."""
    misfits = []
    page.wait_for_load_state("load")  # every stylesheet applied
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(60)  # the stage re-fits on resize (lessons.js)
        # the verdict's sheet has slid up (the stars of the lesson's end may still count)
        page.wait_for_function(
            "() => !document.getAnimations().some((a) => a.playState === 'running'"
            " && !a.effect.target.closest('.big-stars'))"
        )
        page.evaluate("() => window.scrollTo(0, 0)")
        result = page.evaluate(MEASURE, PARTS)
        if SHOTS:
            name = where.replace("/", "-").replace(" ", "-")
            page.screenshot(path=f"{SHOTS}/{name}-{width}x{height}.png")
        assert result["found"], f"{where}: nothing to measure"
        for part in result["found"]:
            over = max(
                part["bottom"] - result["height"],
                -part["top"],
                part["right"] - result["width"],
                -part["left"],
            )
            if over > 1:
                misfits.append(
                    (width, f"{where} @{width}x{height}: {part['name']} off by {over:.0f}px")
                )
            elif part["covered"] > 1:
                misfits.append(
                    (
                        width,
                        f"{where} @{width}x{height}: {part['name']} {UNDER} by"
                        f" {part['covered']:.0f}px",
                    )
                )
    return len(SIZES), misfits


def wrong_answer(step) -> str | None:  # type: ignore[no-untyped-def]
    """A wrong answer, one action long when there is one."""
    if step.kind in ("farm", "memory"):
        right = set(solutions(step)[0].split(","))
        return ",".join([c for c in FARM_CELLS if c not in right][:5])
    if step.kind in ("demo", "turns"):
        return None
    wrong = [a for a in candidate_answers(step)[:60] if not check(step, a).correct]
    if not wrong:
        return None
    return min(wrong, key=lambda a: a.count(";") + a.count(","))


def post(page: Page, server: str, lesson, step, forms) -> None:  # type: ignore[no-untyped-def]
    token = page.locator("input[name=csrfmiddlewaretoken]").first.input_value()
    url = f"{server}/learn/{lesson.slug}/{step.slug}/answer/"
    for data in forms:
        response = page.request.post(
            url, form={**data, "csrfmiddlewaretoken": token}, max_redirects=0
        )
        assert response.status < 500, (step.slug, data, response.status)


def walk(page: Page, server: str, slug: str) -> tuple[int, list[str]]:
    """Every state of the lesson measured: (states, misfits)."""
    lesson = get_lesson(slug)
    url = f"{server}/learn/{slug}/"
    states, misfits = 0, []

    def look(where: str, kind: str = "complete") -> None:
        nonlocal states
        page.goto(url)
        count, bad = measure(page, f"{slug}/{where} ({kind})")
        states += count
        misfits.extend(sentence for _, sentence in bad)

    for step in lesson.steps:
        look(f"{step.slug} start", step.kind)
        if has_peek(step):
            post(page, server, lesson, step, [{"seen": "1"}])
            look(f"{step.slug} after the look", step.kind)
        wrong = wrong_answer(step)
        if wrong is not None:
            post(page, server, lesson, step, answer_forms(step, wrong)[:5])
            look(f"{step.slug} wrong", step.kind)
            page.goto(url)  # the feedback is read once; the step starts afresh
        forms = answer_forms(step, solutions(step)[0])
        post(page, server, lesson, step, forms)
    look("complete")
    return states, misfits


CASES = [(lesson.slug, "en") for lesson in all_lessons()] + [
    (slug, language) for language in ("es", "pl") for slug in OTHER_LANGUAGE_LESSONS
]


@pytest.mark.parametrize(("slug", "language"), CASES, ids=[f"{s}-{lang}" for s, lang in CASES])
def test_every_step_fits_the_four_screens(browser, server, slug, language):
    context = browser.new_context(locale=LANGUAGES[language])
    page = context.new_page()
    try:
        states, misfits = walk(page, server, slug)
    finally:
        context.close()
    if os.environ.get("FIT_REPORT"):
        print(f"\n{slug}-{language}: {len(misfits)} misfits in {states} states")
        print("\n".join(misfits))
    assert not misfits, f"{len(misfits)} of {states} states do not fit:\n" + "\n".join(misfits)


@pytest.mark.parametrize("touch", [False, True])
def test_the_instruction_matches_the_device(browser, server, touch):
    """A touch screen reads "Tap a square."; a keyboard and mouse the arrow-key line."""
    lesson = get_lesson("seq-board")
    context = browser.new_context(
        viewport={"width": 375, "height": 667}, has_touch=touch, is_mobile=touch
    )
    page = context.new_page()
    try:
        page.goto(f"{server}/learn/{lesson.slug}/")
        post(page, server, lesson, lesson.steps[0], [{"answer": "seen"}])
        page.goto(f"{server}/learn/{lesson.slug}/")
        assert lesson.steps[1].kind == "cell"
        keys = page.get_by_text("Click a square, or move with the arrow keys and press Enter.")
        tap = page.get_by_text("Tap a square.")
        if touch:
            expect(tap).to_be_visible()
            expect(keys).to_be_hidden()
        else:
            expect(keys).to_be_visible()
            expect(tap).to_be_hidden()
    finally:
        context.close()


STAR_ANIMATIONS = """() => document.getAnimations()
  .filter((a) => a.effect.target.closest('.big-stars'))
  .map((a) => a.effect.target.className)"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_the_lessons_end_counts_its_stars_up_unless_motion_is_reduced(browser, server, motion):
    """The won stars pop in one after another (0.35 s apart); with reduced motion they
    simply stand there. Either way the three stars, the cheer, the one line learned and
    the next lesson show."""
    lesson = get_lesson("seq-board")
    context = browser.new_context(viewport={"width": 375, "height": 667}, reduced_motion=motion)
    page = context.new_page()
    try:
        page.goto(f"{server}/learn/{lesson.slug}/")
        for step in lesson.steps:
            post(page, server, lesson, step, answer_forms(step, solutions(step)[0]))
        page.goto(f"{server}/learn/{lesson.slug}/")
        expect(page.locator(".big-star.won")).to_have_count(3)  # every step right at once
        expect(page.locator(".cheer")).to_have_text("Brilliant! Every step right.")
        expect(page.locator(".learned")).to_be_visible()
        expect(page.locator(".celebrate-actions .button-big")).to_contain_text("Next lesson:")
        animated = page.evaluate(STAR_ANIMATIONS)
        if motion == "reduce":
            assert animated == []
        else:
            assert sorted(animated) == [f"big-star big-star-{n} won" for n in (1, 2, 3)]
            delays = page.evaluate(
                "() => [...document.querySelectorAll('.big-star.won')]"
                ".map((s) => getComputedStyle(s).animationDelay)"
            )
            assert delays == ["0s", "0.35s", "0.7s"]  # one after another: counting up
    finally:
        context.close()
