"""The memory gym in Chromium: one Farm Path and one Flash Field session, keyboard only."""

from playwright.sync_api import Page, expect

COLUMNS = "abcde"


def index_of(cell: str) -> int:
    return (int(cell[1]) - 1) * 5 + COLUMNS.index(cell[0])


def show_and_read(page: Page) -> list[str]:
    """Press "Show the cards" and read the exposed squares (in their order) while shown."""
    show = page.locator("#session [data-gym-show] button")
    expect(show).to_be_focused()
    page.keyboard.press("Enter")
    exposure = page.locator("[data-gym-exposure]")
    expect(exposure).to_be_visible()
    cells = page.evaluate(
        """Array.from(document.querySelectorAll('[data-gym-exposure] [data-step]'))
             .sort((a, b) => a.dataset.step - b.dataset.step).map((el) => el.dataset.cell)"""
    )
    # After the exposure the animals are gone from the page, not merely hidden.
    expect(page.locator("[data-gym-answer]")).to_be_visible(timeout=15_000)
    expect(page.locator("#session .animal")).to_have_count(0)
    expect(page.locator("[data-gym-exposure]")).to_have_count(0)
    return cells


def tap_with_keys(page: Page, cells: list[str]) -> None:
    """Move with the arrow keys from the focused square to each cell and press Enter."""
    for cell in cells:
        here = int(page.evaluate("document.activeElement.value"))
        target = index_of(cell)
        for _ in range(abs(target // 5 - here // 5)):
            page.keyboard.press("ArrowDown" if target > here else "ArrowUp")
        for _ in range(abs(target % 5 - here % 5)):
            page.keyboard.press("ArrowRight" if target % 5 > here % 5 else "ArrowLeft")
        assert int(page.evaluate("document.activeElement.value")) == target
        page.keyboard.press("Enter")


def start(page: Page, server: str, drill: str, mode: str) -> None:
    page.goto(server + "/gym/")
    button = page.locator(f"li.gym-drill:has(h3:text-is('{drill}')) button[value='{mode}']")
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#session h1")).to_contain_text(drill)


def test_one_farm_path_session(page: Page, server, assert_accessible):
    page.goto(server + "/gym/")
    expect(page.locator("h1")).to_have_text("Memory gym")
    assert_accessible(page)
    start(page, server, "Farm Path", "test-forward")
    expect(page.locator("[data-gym-play]")).to_be_visible()
    assert_accessible(page)
    # lengths 2, 2, 3, 3 right; both trials of length 4 answered backwards: span 3
    for trial, (length, right) in enumerate(
        [(2, True), (2, True), (3, True), (3, True), (4, False), (4, False)], start=1
    ):
        expect(page.locator("#session .gym-count")).to_have_text(str(length))
        cells = show_and_read(page)
        assert len(cells) == length
        if trial == 1:
            assert_accessible(page)
        tap_with_keys(page, cells if right else list(reversed(cells)))
        if trial < 6:
            # Every square right, only the order wrong: the message says so.
            expected = "Right!" if right else "but not in the order they lit up"
            expect(page.locator(".gym-feedback")).to_contain_text(expected)
            expect(page.locator("#session tbody tr")).to_have_count(trial)
    expect(page.locator("#summary-heading")).to_have_text("Session over")
    expect(page.locator(".gym-level")).to_have_text("3")
    assert_accessible(page)
    page.locator("a", has_text="Progress in Farm Path").click()
    expect(page.locator("svg.chart")).to_have_count(3)
    expect(page.locator("table.results tbody tr")).to_have_count(1)
    assert_accessible(page)


def test_one_flash_field_session(page: Page, server, assert_accessible):
    start(page, server, "Flash Field", "training")
    expect(page.locator("#session .gym-lives")).to_have_text("3")
    cells = show_and_read(page)
    assert len(cells) == 3
    assert_accessible(page)
    tap_with_keys(page, cells)  # the 3rd tap sends the answer by itself
    expect(page.locator(".gym-feedback")).to_contain_text("Right!")
    expect(page.locator("#session .gym-count")).to_have_text("4")
    for lives in (2, 1):
        show_and_read(page)
        page.locator("[data-gym-answer] button[type=submit]").click()  # "Done", nothing found
        expect(page.locator("#session .gym-lives")).to_have_text(str(lives))
    show_and_read(page)
    page.locator("[data-gym-answer] button[type=submit]").click()
    expect(page.locator("#summary-heading")).to_have_text("Session over")
    expect(page.locator(".gym-level")).to_have_text("1")
    assert_accessible(page)


def test_without_javascript_the_drills_say_they_need_it(browser, server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(server + "/gym/")
    # (Chromium still parses <noscript> as raw text when Playwright turns scripts off,
    # so read the markup rather than the rendered text.)
    assert "they need JavaScript" in page.locator("noscript").first.inner_html()
    page.locator("li.gym-drill:has(h3:text-is('Flash Field')) button").click()
    expect(page.locator("#session h1")).to_contain_text("Flash Field")
    assert "it needs JavaScript" in page.locator("#session noscript").inner_html()
    expect(page.locator("[data-gym-play]")).to_be_hidden()
    context.close()


def test_one_farm_n_back_session_with_the_keyboard(page: Page, server, assert_accessible):
    start(page, server, "Farm Look-Back", "position")
    expect(page.locator("[data-gym-show] button")).to_be_focused()
    page.keyboard.press("Enter")
    # the first card is shown; the answer buttons are live at once
    expect(page.locator("[data-gym-exposure] .animal")).to_have_count(1)
    expect(page.locator("button[data-match='position']")).to_be_visible()
    assert_accessible(page)
    page.keyboard.press("a")
    expect(page.locator("button[data-match='position']")).to_have_attribute("aria-pressed", "true")
    # the card is taken off the page after half a second, then the stream runs by itself
    expect(page.locator("#session .animal")).to_have_count(0, timeout=2000)
    expect(page.locator(".gym-step")).to_contain_text("Card 2 of", timeout=5000)
    expect(page.locator("#summary-heading")).to_have_text("Session over", timeout=90_000)
    assert_accessible(page)


def test_one_feature_pairs_game_with_the_keyboard(page: Page, server, assert_accessible):
    from training.gym.drills import pairs_partner
    from training.models import GymTrial

    start(page, server, "Animal Pairs", "colour")
    expect(page.locator(".gym-pairs-status")).to_contain_text("Pairs found: 0 of 2")
    assert_accessible(page)
    trial = GymTrial.objects.get()
    partner = pairs_partner(dict(zip(trial.targets, trial.animals, strict=True)), "colour")
    a = min(partner)
    b = min(c for c in partner if c not in (a, partner[a]))
    names = {c: "abcde"[c % 5] + str(c // 5 + 1) for c in partner}
    page.locator("[data-gym-pairs] button.cell").first.focus()

    def flip(cell: int, *, last: bool = False) -> None:
        tap_with_keys(page, [names[cell]])
        if last:
            return
        # wait for the swapped farm: the card is face up and has the focus again
        turned = page.locator(f"#session button.cell.face-up[value='{cell}']")
        expect(turned).to_be_visible()
        expect(turned).to_be_focused()

    flip(a)
    expect(page.locator("#session .animal")).to_have_count(1)
    flip(b)  # no pair: both shown, then turned back after a second
    expect(page.locator("#session .animal")).to_have_count(2)
    expect(page.locator("#session .animal")).to_have_count(0, timeout=3000)
    assert_accessible(page)
    flip(a)
    flip(partner[a])
    expect(page.locator(".gym-pairs-status")).to_contain_text("Pairs found: 1 of 2")
    flip(b)
    flip(partner[b], last=True)
    expect(page.locator("#summary-heading")).to_have_text("Session over")
    expect(page.locator(".gym-efficiency")).to_have_text("0.89")  # (8/3) / 3 moves
    assert_accessible(page)
