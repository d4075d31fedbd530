"""Puzzles in Chromium: a wrong pick, the hint and the answer, then a right answer;
the whole page (goal, board, hand, swap button, feedback, buttons) on screen without
scrolling and uncovered at phone, tablet and laptop sizes;
"Try it again" from the look back of a finished game; a memory puzzle; a best-trail
puzzle (study, five picks by mouse and keyboard, feedback) whose farm, trail card and
button fit 375x667 and 1280x800 without scrolling; the puzzle page at 375x667 in
Spanish and Polish and for Dogs and Numbers; the memory pages at 375x667; axe-clean."""

from __future__ import annotations

import pytest
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from playwright.sync_api import Browser, expect

from games.sequence import State
from play import services as play
from play.services import SeatPlan
from puzzles import logic, services
from tests.e2e import test_play as play_e2e

SIZES = [(375, 667), (768, 1024), (1366, 768), (1280, 800)]
BOARD = "xbbb5x/10/10/10/10/10/10/10/10/x8x"


def person(django_user_model, name: str):
    hashed = PBKDF2PasswordHasher().encode(play_e2e.PASSWORD, f"e2e-{name}", iterations=1000)
    return django_user_model.objects.create(username=name, password=hashed)


def store_puzzle():
    state = State.from_notation(f"classic:2:2 {BOARD} 5S,2H,JD,4H,6H|2C,3C -|- 90 0 -|- 5")
    return services.store_puzzle(logic.find_puzzle("sequence-classic", state))


def settle(page) -> None:
    """Wait until the phone's feedback sheet has slid up (every animation finished)."""
    page.evaluate("Promise.all(document.getAnimations().map((a) => a.finished))")
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def in_view(page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return (
        box is not None
        and box["y"] >= 0
        and box["y"] + box["height"] <= size["height"] + 1
        and box["x"] + box["width"] <= size["width"] + 1
    )


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_puzzle_wrong_then_hint_then_answer(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    kid = person(django_user_model, f"kid{width}")
    store_puzzle()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    assert_accessible(page)
    page.get_by_role("button", name="Next puzzle").click()
    expect(page.locator("h1")).to_have_text("Keep your wild card")
    assert_accessible(page)
    page.locator("#card-JD").click()
    expect(page.locator("#card-JD")).to_have_attribute("aria-pressed", "true")
    page.locator("#square-e1").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("a plain card does it too")
    expect(feedback).to_contain_text("Hint:")
    expect(page.locator("#square-e1")).to_have_attribute("aria-label", "e1, 5 of spades, your pick")
    settle(page)
    assert_accessible(page)
    for selector in ("#puzzle-feedback", ".puzzle-next", "#square-e1"):
        assert in_view(page, selector), (selector, width, height)
    # The whole board and the hand too, at every size (the phone's header is one row).
    assert in_view(page, ".seq-board"), (width, height)
    assert in_view(page, ".puzzle-hand .card-row"), (width, height)
    page.get_by_role("button", name="Show the answer").click()
    expect(feedback).to_contain_text("The answer: Play 5 of spades on e1.")
    settle(page)
    assert in_view(page, ".puzzle-next button"), (width, height)
    assert_accessible(page)
    context.close()


def test_try_it_again_from_the_look_back(
    browser: Browser, server, django_user_model, assert_accessible
):
    from tests.puzzles.test_look_back import play_game

    kid = person(django_user_model, "kidlook")
    actions, seed = play_game("lb-5")
    match = play.match_create(
        host=kid,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "strong")],
        seed=seed,
    )
    for seat, text in actions:
        match.refresh_from_db()
        play.match_act(match=match, seat=seat, action=text, version=match.version)
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + f"/play/{match.pk}/replay/")
    expect(page.locator(".look-back")).to_contain_text("would have blocked it")
    assert_accessible(page)
    page.get_by_role("button", name="Try it again").first.click()
    expect(page.locator(".puzzle-goal")).to_contain_text("four in a row")
    assert_accessible(page)
    context.close()


def test_a_memory_puzzle_study_then_ask(
    browser: Browser, server, django_user_model, assert_accessible
):
    kid = person(django_user_model, "kidmemory")
    puzzle = services.store_puzzle(logic.memory_puzzles(3)[0])
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Which square was it?").click()
    expect(page.locator(".memory-frame").first).to_be_visible()
    assert_accessible(page)
    page.screenshot(path="/tmp/puz_memory_study.png")
    page.get_by_role("link", name="Ask me now").click()
    expect(page.locator(".puzzle-goal")).to_contain_text("Which square holds the")
    assert_accessible(page)
    page.screenshot(path="/tmp/puz_memory_ask.png")
    page.locator(f"#square-{puzzle.answers[0]}").click()
    expect(page.locator("#puzzle-feedback")).to_contain_text("Yes! That is the square.")
    assert in_view(page, "#puzzle-feedback") and in_view(page, ".puzzle-next")
    assert_accessible(page)
    page.screenshot(path="/tmp/puz_memory_done.png")
    context.close()


def trail_fits(page, *selectors: str) -> list[str]:
    """The selectors not wholly inside the viewport (no scrolling: the page is at top)."""
    assert page.evaluate("window.scrollY") == 0
    return [s for s in selectors if not in_view(page, s)]


@pytest.mark.parametrize(("width", "height"), [(375, 667), (1280, 800)])
def test_a_trail_puzzle_study_pick_five_then_feedback(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    from tests.puzzles.test_trail_pages import MATCH_NO_ORDER, store_hand_puzzle

    kid = person(django_user_model, f"kidtrail{width}")
    store_hand_puzzle()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Find the best five animals").click()
    # Study: the whole farm face up, the trail card, the restriction cards, "I'm ready".
    expect(page.locator(".trail-countdown")).to_be_visible()
    expect(page.locator(".farm .animal")).to_have_count(25)
    page.screenshot(path=f"/tmp/puz_trail_study_{width}.png")
    assert trail_fits(page, ".farm", ".trail", ".restrictions", ".trail-actions .button") == []
    assert_accessible(page)
    # When the countdown ends (jumped to here), every animal is covered.
    page.evaluate("document.getAnimations().forEach((a) => a.finish())")
    hidden = page.locator(".farm .animal").evaluate_all(
        "all => all.filter((e) => getComputedStyle(e).visibility === 'hidden').length"
    )
    assert hidden == 25
    page.screenshot(path=f"/tmp/puz_trail_covered_{width}.png")
    page.get_by_role("link", name="I'm ready").click()
    # The question: the farm face down, nothing of it in the page.
    expect(page.locator(".puzzle-goal")).to_contain_text("Pick five squares")
    expect(page.locator(".farm .animal")).to_have_count(0)
    assert trail_fits(page, ".farm", ".trail", ".restrictions", "#trail-check") == []
    expect(page.locator("#trail-check")).to_be_disabled()
    assert_accessible(page)
    picks = MATCH_NO_ORDER.split()  # the right five, horse first: 1 point, not 2
    page.get_by_role("button", name=f"{picks[0]}, face down").click()
    expect(page.locator(f"#square-{picks[0]}")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f"#square-{picks[0]}")).to_be_focused()
    for cell in picks[1:]:  # by keyboard: the focused square, then Enter
        page.locator(f"#square-{cell}").focus()
        page.keyboard.press("Enter")
        expect(page.locator(f"#square-{cell}")).to_have_attribute(
            "aria-label", f"{cell}, your pick {picks.index(cell) + 1}"
        )
    expect(page.locator("#trail-left")).to_have_text("Ready to check.")
    expect(page.locator("#trail-check")).to_be_enabled()
    expect(page.locator("#trail-check")).to_be_focused()
    assert trail_fits(page, ".farm", ".trail", "#trail-check") == []
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_trail_picked_{width}.png")
    page.get_by_role("button", name="Check my trail").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("You got 1 point. The best was 2 points.")
    expect(feedback).to_contain_text("Hint:")
    expect(page.locator(f"#square-{picks[0]}")).to_have_count(0)  # now pictures, not buttons
    expect(page.get_by_role("img", name="e2, yellow horse, your pick 1")).to_be_visible()
    assert trail_fits(page, "#puzzle-feedback", ".puzzle-next", ".farm") == []
    assert_accessible(page)
    page.get_by_role("button", name="Show the answer").click()
    expect(feedback).to_contain_text("A best trail: ")
    expect(page.locator(".farm .cell.right")).to_have_count(5)
    assert trail_fits(page, "#puzzle-feedback", ".puzzle-next button") == []
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_trail_answer_{width}.png")
    context.close()


def test_a_trail_puzzle_with_reduced_motion_shows_the_farm_without_a_countdown(
    browser: Browser, server, django_user_model
):
    from tests.puzzles.test_trail_pages import store_hand_puzzle

    kid = person(django_user_model, "kidtrailcalm")
    store_hand_puzzle()
    context = browser.new_context(viewport={"width": 375, "height": 667}, reduced_motion="reduce")
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Find the best five animals").click()
    expect(page.locator(".trail-countdown")).to_be_hidden()
    animal = page.locator(".farm .animal").first
    assert animal.evaluate("e => getComputedStyle(e).animationName") == "none"
    expect(animal).to_be_visible()
    context.close()


def store_dead_puzzle():
    """The dead-card position of tests/puzzles/test_logic.py: 2S can never be played
    (both of its squares are taken), so the answer is to swap it; 2H on e6 is wrong."""
    state = State.from_notation(f"classic:2:2 {BOARD} 2H,3H,4H,6H,7H|2C,3C -|- 90 0 -|- 5")
    cells = bytearray(state.cells)
    for cell in state.variant.card_cells[state.variant.card_index["2S"]]:
        cells[cell] = cells[cell] or 2
    data = state.to_dict()
    data["cells"] = list(cells)
    data["cells"][4] = 2  # e1 green: no sequence for blue to make
    data["hands"][0] = ["2S", "2H", "3H", "4H", "6H"]
    return services.store_puzzle(logic.find_puzzle("sequence-classic", State.from_dict(data)))


def not_on_screen(page, *selectors: str) -> list[str]:
    """The selectors (every match) not wholly inside the viewport, with the page at its
    top and no sideways scroll; a selector that matches nothing counts as missing."""
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    size = page.viewport_size
    out = []
    for selector in selectors:
        boxes = page.locator(selector).evaluate_all(
            "all => all.map((e) => { const r = e.getBoundingClientRect();"
            " return [r.left, r.top, r.right, r.bottom]; })"
        )
        if not boxes or any(
            left < -1 or top < -1 or right > size["width"] + 1 or bottom > size["height"] + 1
            for left, top, right, bottom in boxes
        ):
            out.append(selector)
        elif selector in ON_TOP and not page.locator(selector).evaluate_all(ON_TOP_JS):
            out.append(selector + " (covered)")
    return out


# Nothing may cover these (the sheet at a phone's foot): the topmost element at the
# centre of each match (for the board: of each square of its last row) is inside it.
ON_TOP = {".seq-board", ".puzzle-hand .play-card", ".play-actions button"}
ON_TOP_JS = """all => all.every((e) => {
  const parts = e.classList.contains("seq-board")
    ? [...e.querySelectorAll("[id^='square-']")].slice(-10) : [e];
  return parts.every((p) => { const r = p.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && p.contains(top); });
})"""


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_whole_puzzle_page_fits_the_screen(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    """Goal, the whole board, every card, the swap button, and after a wrong answer the
    feedback with its hint and both buttons: inside the viewport without scrolling."""
    kid = person(django_user_model, f"kidfit{width}")
    store_dead_puzzle()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Next puzzle").click()
    expect(page.locator("h1")).to_have_text("The dead card")
    settle(page)
    whole = (".puzzle-goal", ".seq-board", ".puzzle-hand .play-card")
    assert not_on_screen(page, "h1", *whole) == [], (width, height)
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_fit_start_{width}x{height}.png")
    # The dead card chosen: the swap button is the submit button.
    page.locator("#card-2S").click()
    expect(page.locator("#card-2S")).to_have_attribute("aria-pressed", "true")
    settle(page)
    assert not_on_screen(page, *whole, ".play-actions button") == [], (width, height)
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_fit_card_{width}x{height}.png")
    # A wrong answer: 2H on e6.
    page.locator("#card-2H").click()
    expect(page.locator("#card-2H")).to_have_attribute("aria-pressed", "true")
    page.locator("#square-e6").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("Hint:")
    expect(page.locator("#square-e6")).to_have_attribute("aria-label", "e6, 2 of hearts, your pick")
    settle(page)
    after = (
        *whole,
        "#puzzle-feedback",
        ".puzzle-next form[action$='/show/'] button",
        ".puzzle-next button",
    )
    assert not_on_screen(page, *after) == [], (width, height)
    assert_accessible(page)
    page.screenshot(path=f"/tmp/puz_fit_wrong_{width}x{height}.png")
    page.get_by_role("button", name="Show the answer").click()
    expect(feedback).to_contain_text("The answer:")
    settle(page)
    assert not_on_screen(page, *whole, "#puzzle-feedback", ".puzzle-next button") == []
    assert_accessible(page)
    context.close()


def store_family_puzzle(family: str):
    """A puzzle of a real bot game of Dogs or Numbers ("make a sequence now"), and a
    wrong move: the same card on its other square. Returns (puzzle, card, wrong square)."""
    mode = f"sequence-{family}"
    made, _report = logic.generate([mode], 3, seed=5)
    for puzzle in made:
        words = puzzle.answers[0].split()
        if puzzle.theme != "win" or words[0] != "place":
            continue
        legal = [str(a) for a in logic.load_state(puzzle.state).legal_actions()]
        others = [a for a in legal if a.startswith(f"place {words[1]} ") and a != puzzle.answers[0]]
        if others:
            return services.store_puzzle(puzzle), words[1], others[0].split()[2]
    raise AssertionError(f"no {family} puzzle with a wrong square for its card")


def fit_report(page) -> str:
    """The board's width and the lowest edge of what is needed (for the docs)."""
    return page.evaluate(
        "() => { const b = document.querySelector('.seq-board').getBoundingClientRect();"
        " const all = [...document.querySelectorAll('.puzzle-head, .seq-board, .puzzle-hand"
        " .play-card, #puzzle-feedback, .puzzle-next > *, .play-actions button')]"
        ".map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);"
        " return Math.round(b.width) + ' px; ' + Math.round(Math.max(...all.map((r) => r.bottom)));"
        " }"
    )


PHONE_CASES = [
    ("classic", "es"),
    ("classic", "pl"),
    ("dogs", "en"),
    ("dogs", "es"),
    ("dogs", "pl"),
    ("numbers", "en"),
    ("numbers", "es"),
    ("numbers", "pl"),
]


@pytest.mark.parametrize(("family", "language"), PHONE_CASES)
def test_the_puzzle_page_fits_a_phone_in_every_language_and_family(
    browser: Browser, server, django_user_model, assert_accessible, family, language
):
    """375x667, in Spanish and Polish (longer words than English) and for Dogs (breed
    pictures) and Numbers (sums): the goal, the whole board, every card, the swap button
    (Classic's dead card), then the feedback with its hint and both buttons, and the
    answer: on the screen, uncovered, without scrolling."""
    kid = person(django_user_model, f"kidphone{family}{language}")
    if family == "classic":
        store_dead_puzzle()
        card, wrong, swap = "2H", "e6", "2S"
    else:
        _puzzle, card, wrong = store_family_puzzle(family)
        swap = ""
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    page.goto(server + "/puzzles/")
    page.locator("button[name=kind][value=rated]").click()
    expect(page.locator(".seq-board")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == language
    settle(page)
    whole = (".puzzle-goal", ".seq-board", ".puzzle-hand .play-card")
    sizes = {"start": fit_report(page)}
    assert not_on_screen(page, "h1", *whole) == [], (family, language, "start")
    assert_accessible(page)
    if swap:  # the dead card chosen: the swap button is the submit button
        page.locator(f'[id="card-{swap}"]').click()
        expect(page.locator(f'[id="card-{swap}"]')).to_have_attribute("aria-pressed", "true")
        settle(page)
        assert not_on_screen(page, *whole, ".play-actions button") == [], (family, language)
    page.locator(f'[id="card-{card}"]').click()
    expect(page.locator(f'[id="card-{card}"]')).to_have_attribute("aria-pressed", "true")
    settle(page)
    sizes["card"] = fit_report(page)
    page.screenshot(path=f"/tmp/puz_phone_card_{family}_{language}.png")
    assert not_on_screen(page, *whole) == [], (family, language, "card chosen")
    page.locator(f"#square-{wrong}").click()
    expect(page.locator("#puzzle-feedback .hint")).to_be_visible()
    settle(page)
    sizes["wrong"] = fit_report(page)
    after = (
        *whole,
        "#puzzle-feedback",
        ".puzzle-next form[action$='/show/'] button",
        ".puzzle-next button",
    )
    page.screenshot(path=f"/tmp/puz_phone_wrong_{family}_{language}.png")
    assert not_on_screen(page, *after) == [], (family, language, "wrong answer")
    assert_accessible(page)
    page.locator(".puzzle-next form[action$='/show/'] button").click()
    expect(page.locator("#puzzle-feedback .solution-text")).to_be_visible()
    settle(page)
    sizes["answer"] = fit_report(page)
    assert not_on_screen(page, *whole, "#puzzle-feedback", ".puzzle-next button") == []
    assert_accessible(page)
    print("FIT", family, language, sizes)
    context.close()


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_memory_puzzle_page_fits_a_phone(
    browser: Browser, server, django_user_model, assert_accessible, language
):
    """375x667, a SecuenzooS memory puzzle from a table game: the study page (the goal,
    the card on show, "Ask me now"); the question (the question, the whole farm); a
    wrong pick (the feedback, the hint, the answer, "Next puzzle", the whole farm with
    both marks): all on the screen at once, without scrolling."""
    kid = person(django_user_model, f"kidmemfit{language}")
    made = logic.zoo_memory_puzzles("zoo-trailbusters", 1, players=3)[0]
    puzzle = services.store_puzzle(made)
    wrong = next(c for c in made.state["cells"] if c != puzzle.answers[0])
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    context.add_cookies([{"name": "django_language", "value": language, "url": server}])
    page.goto(server + "/puzzles/")
    page.locator("button[name=theme][value=memory]").click()
    expect(page.locator(".memory-frame").first).to_be_visible()
    # The first card on show, held still.
    page.evaluate("document.getAnimations().forEach((a) => a.pause())")
    study = (".puzzle-goal", ".memory-frame:first-child", "a[href='?ready=1']")
    page.screenshot(path=f"/tmp/puz_memory_fit_study_{language}.png")
    assert not_on_screen(page, "h1", *study) == [], (language, "study")
    assert_accessible(page)
    page.locator("a[href='?ready=1']").click()
    expect(page.locator(".farm")).to_be_visible()
    ask = (".puzzle-goal", ".farm")
    page.screenshot(path=f"/tmp/puz_memory_fit_ask_{language}.png")
    assert not_on_screen(page, "h1", *ask) == [], (language, "question")
    assert_accessible(page)
    page.locator(f"#square-{wrong}").click()
    expect(page.locator("#puzzle-feedback .hint")).to_be_visible()
    done = (".farm", "#puzzle-feedback", ".puzzle-next button", ".farm .mark")
    page.screenshot(path=f"/tmp/puz_memory_fit_done_{language}.png")
    assert not_on_screen(page, ".puzzle-goal", *done) == [], (language, "answered")
    assert_accessible(page)
    context.close()


def test_try_it_again_on_a_secuenzoos_order_mark(
    browser: Browser, server, django_user_model, assert_accessible
):
    """The Time Trail game of tests/puzzles/test_zoo_memory.py whose only mark (worked
    out by hand) is the lost order bonus, the purple horse on a1: "Try it again" on the
    replay, the cards the child saw, the question, the right square. At 375x667."""
    from tests.puzzles.test_zoo_memory import finished_order_match

    kid = person(django_user_model, "kidorder")
    match = finished_order_match(kid)
    context = browser.new_context(viewport={"width": 375, "height": 667})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + f"/play/{match.pk}/replay/")
    expect(page.locator(".look-back")).to_contain_text("for the 5 bonus points")
    assert_accessible(page)
    page.get_by_role("button", name="Try it again").click()
    expect(page.locator(".puzzle-goal")).to_contain_text("Here are the cards you saw")
    expect(page.locator(".memory-frame")).to_have_count(10)
    assert_accessible(page)
    page.get_by_role("link", name="Ask me now").click()
    expect(page.locator(".puzzle-goal")).to_contain_text("Which square holds the purple horse?")
    assert not_on_screen(page, ".puzzle-goal", ".farm") == []
    page.locator("#square-a1").click()
    expect(page.locator("#puzzle-feedback")).to_contain_text("Yes! That is the square.")
    assert not_on_screen(page, "#puzzle-feedback", ".puzzle-next button", ".farm") == []
    assert_accessible(page)
    context.close()


def store_win_with_a_dead_card():
    """Blue's four needs e1 (5S); 2S is dead (both squares taken). The goal is to make a
    sequence; swapping 2S first is legal (R-S14) and the turn goes on."""
    state = State.from_notation(f"classic:2:2 {BOARD} 5S,2S,3H,4H,6H|2C,3C -|- 90 0 -|- 5")
    data = state.to_dict()
    for cell in state.variant.card_cells[state.variant.card_index["2S"]]:
        data["cells"][cell] = data["cells"][cell] or 2
    puzzle = logic.find_puzzle("sequence-classic", State.from_dict(data))
    assert puzzle.theme == "win" and puzzle.answers == ["place 5S e1"]
    return services.store_puzzle(puzzle)


@pytest.mark.parametrize(("width", "height"), [(375, 667), (1280, 800)])
def test_a_dead_card_swapped_first_then_the_sequence(
    browser: Browser, server, django_user_model, assert_accessible, width, height
):
    kid = person(django_user_model, f"kidswap{width}")
    store_win_with_a_dead_card()
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    play_e2e.log_in(page, server, kid.username)
    page.goto(server + "/puzzles/")
    page.get_by_role("button", name="Next puzzle").click()
    expect(page.locator("h1")).to_have_text("Make a sequence now")
    page.locator("#card-2S").click()
    page.locator(".play-actions button").click()
    feedback = page.locator("#puzzle-feedback")
    expect(feedback).to_contain_text("Swapping a dead card is allowed, and your turn goes on.")
    expect(page.locator("#card-2S")).to_have_count(0)
    expect(feedback).not_to_contain_text("five in a row")
    settle(page)
    whole = (".puzzle-goal", ".seq-board", ".puzzle-hand .play-card", "#puzzle-feedback")
    assert not_on_screen(page, *whole) == [], (width, height)
    assert_accessible(page)
    # The turn goes on: the card that makes the sequence, then its square.
    page.locator("#card-5S").click()
    expect(page.locator("#card-5S")).to_have_attribute("aria-pressed", "true")
    page.locator("#square-e1").click()
    expect(feedback).to_contain_text("Yes! That is the best move.")
    expect(feedback).not_to_contain_text("Swapping")
    expect(page.locator("#card-2S")).to_have_count(0)
    settle(page)
    assert not_on_screen(page, *whole, ".puzzle-next button") == [], (width, height)
    assert_accessible(page)
    context.close()
