"""The step-kind registry, the shown examples, the memory steps and each accuracy fix
of issue 12, with expected answers worked out by hand from the rulebooks and the
board/farm data (not recomputed with the checker's code)."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings

from games.secuenzoo.trails import load_deck, matchable_hands
from training.lessons.checking import BadAnswer, check, computed, correct_options, solutions
from training.lessons.content import MAX_STEPS, MIN_STEPS, all_lessons, get_lesson
from training.lessons.kinds import REGISTRY, Kind, register
from training.lessons.rules import RULES

STEPS = [(lesson, step) for lesson in all_lessons() for step in lesson.steps]


def step(lesson: str, slug: str):  # type: ignore[no-untyped-def]
    found = get_lesson(lesson).step(slug)
    assert found is not None, f"{lesson}/{slug}"
    return found


# ------------------------------------------------------------------ registry
def test_every_kind_has_its_partial_and_a_kind_is_registered_once():
    templates = Path(settings.BASE_DIR) / "templates"
    for name, kind in REGISTRY.items():
        assert kind.name == name
        assert (templates / kind.template).is_file(), kind.template
    with pytest.raises(ValueError):

        @register
        class Again(Kind):
            name = "cell"
            template = "x.html"


def test_every_step_kind_validates_its_own_data():
    for lesson, s in STEPS:
        s.kind_class.validate(s)  # raises on a shown move the engine refuses, etc.
        assert s.kind in REGISTRY, f"{lesson.slug}/{s.slug}"


# ------------------------------------------------------------------ examples
def test_every_lesson_opens_with_a_shown_example_and_has_4_to_8_steps():
    for lesson in all_lessons():
        assert MIN_STEPS == 4 and MAX_STEPS == 8
        assert MIN_STEPS <= len(lesson.steps) <= MAX_STEPS, lesson.slug
        assert lesson.steps[0].kind == "demo", lesson.slug
        assert all(s.kind != "demo" for s in lesson.steps[1:]), lesson.slug
        text = lesson.steps[0].text["en"]
        assert text.count(". ") == 0 and text.endswith("."), "one sentence"


def test_an_example_only_accepts_going_on():
    example = step("seq-sequences", "example")
    assert check(example, "seen").correct
    with pytest.raises(BadAnswer):
        check(example, "g3")


# ----------------------------------------------------- pinned by hand: Sequence
@pytest.mark.parametrize(
    ("lesson", "slug", "answer", "rule"),
    [
        # the 5♣ squares are b2 (green chip) and d4 (classic board data)
        ("seq-placing", "open-square", "d4", None),
        ("seq-placing", "open-square", "b2", "R-S15"),
        ("seq-placing", "open-square", "a1", "R-S1"),
        # six blue chips b3..g3: the five on the right start at c3
        ("seq-locked", "choose-window", "c3", None),
        ("seq-locked", "choose-window", "b3", "R-S4"),  # a row of five, not the asked one
        ("seq-locked", "choose-window", "a3", "R-S4"),  # a3 is not blue: no window
        # locked b3-f3, nine in the row: only f3-j3 shares one square with it
        ("seq-winning", "second-sequence", "f3", None),
        ("seq-winning", "second-sequence", "d3", "R-S3"),
        ("seq-winning", "second-sequence", "e3", "R-S3"),
    ],
)
def test_sequence_answers_pinned_by_hand(lesson, slug, answer, rule):
    verdict = check(step(lesson, slug), answer)
    assert verdict.correct == (rule is None)
    assert verdict.rule == rule


# ---------------------------------------------------- pinned by hand: SecuenzooS
# The lesson farm (helpers.FARM): square (row r, column c), 0-based, holds colour
# RYPBG[(r + c) % 5] and shape pig/cow/hen/rabbit/horse[(r + 2c) % 5]. Trail C4-01
# asks blue, purple, yellow, red, green, one colour per track.
IN_ORDER = "b3,c1,b1,e2,e1"  # blue horse, purple horse, yellow hen, red horse, green rabbit


def test_trailbusters_two_owners_needs_each_reveal_on_the_next_track():
    s = step("zoo-trailbusters", "two-owners")
    assert check(s, IN_ORDER).correct
    verdict = check(s, ",".join(reversed(IN_ORDER.split(","))))  # same five, any order
    assert not verdict.correct and verdict.rule == "R-Z31"


def test_solo_round_scores_a_match_that_is_not_in_order():
    s = step("zoo-solo", "play-a-round")  # "No red" does not bite here, "No horses" does
    in_order = "d1,b2,b1,a1,e1"  # blue cow, purple rabbit, yellow hen, red pig, green rabbit
    shuffled = "b1,d1,b2,a1,e1"
    assert check(s, in_order).correct
    assert check(s, shuffled).correct  # Solo still scores the card's value (R-Z51)
    assert computed(["solo-points", "C4-01", "Yh Bc Pr Rp Gr", "!R!o"]) == 4  # value 4
    assert computed(["solo-points", "C4-01", "Bc Pr Yh Rp Gr", "!R!o"]) == 5  # +1 in order
    verdict = check(s, "d1,c1,b1,a1,e1")  # c1 is the purple horse
    assert not verdict.correct and verdict.rule == "R-Z16"


def test_time_trail_score_names_the_restriction_taken_and_scores_29():
    s = step("zoo-time-trail", "score")
    assert "“No yellow”" in s.goal["en"] and "«Sin amarillos»" in s.goal["es"]
    assert "Wziąłeś" not in s.goal["pl"] and "B/P/Y/R/G" not in s.goal["en"]
    assert s.data["compute"][3] == "!Y"
    # 25 - 6 revealed = 19 face-down, +5 restriction taken, +5 order (the red cow in
    # between does not break it, R-Z12)
    right = [s.data["options"][i]["value"] for i in correct_options(s)]
    assert right == [29]


def test_trail_value_hint_is_true_card_by_card():
    s = step("zoo-matching-order", "value")
    assert "fewest options" not in s.hint["en"]
    deck = load_deck()
    for low in deck:
        for high in deck:
            if low.value < high.value:
                assert matchable_hands(low.tracks) > matchable_hands(high.tracks)


def test_trailbusters_closing_hint_does_not_claim_every_token_completed_a_card():
    s = step("zoo-trailbusters", "closing")
    assert "Every token" not in s.hint["en"] and "even if that is none" in s.hint["en"]


def test_r_s3_translations_credit_each_rulebook_with_its_own_words():
    seeds = Path(settings.BASE_DIR).parent.parent / "shared" / "seeds"
    s = step("seq-winning", "translations")
    text = s.text["en"]
    assert "cualquiera de los fichas" in text and "cualquiera de los espacios" in text
    assert "classic Spanish rulebook says “cualquiera de los espacios”" in text
    if seeds.is_dir():  # the rulebooks, when this checkout sits next to them
        numbers = next(seeds.glob("003_*")).read_text()
        classic_es = next(seeds.glob("004_*")).read_text()
        assert "cualquiera de los fichas" in numbers
        assert "cualquiera de los espacios" in classic_es


@pytest.mark.parametrize("rule_id", ["R-S4", "R-S6", "R-S7", "R-Z13", "R-Z14"])
def test_project_decisions_say_in_this_app(rule_id):
    statement = RULES[rule_id].statement
    assert "this app" in statement["en"]
    assert "esta app" in statement["es"]
    assert "tej aplikacji" in statement["pl"]


def test_smaller_wording_fixes():
    plus = step("num-plus-minus", "plus")
    assert "anywhere" not in plus.hint["en"] and "open square" in plus.hint["en"]
    counts = step("seq-board", "player-counts")
    assert "2 or 3 players play alone" in counts.hint["en"]
    dead = get_lesson("seq-dead")
    assert "you may swap" in dead.learned["en"] and "do not have to" in dead.learned["en"]
    farm = get_lesson("zoo-farm")
    assert all("R-Z6" not in s.rules for s in farm.steps)
    assert "counter-clockwise" in farm.learned["en"]
    assert any("R-Z6" in s.rules for s in get_lesson("zoo-restrictions").steps)


# ------------------------------------------------------------------- memory
def test_memory_step_judges_each_reveal_at_once():
    s = step("zoo-solo", "corner-peek")  # farm shuffled_farm(3), trail C4-01, !R!o
    # read off the step's farm by hand: a3 Bh, a1 Pr, c1 Yr, e2 Rr, b1 Gp, b2 Go, c3 Bc
    assert check(s, "a3,a1,c1,e2,b1").correct
    verdict = check(s, "b2")  # a green horse: "No horses" bites at the first reveal
    assert not verdict.correct and verdict.rule == "R-Z16"
    verdict = check(s, "a3,c3")  # two blues for one blue track
    assert not verdict.correct and verdict.rule == "R-Z3"
    with pytest.raises(BadAnswer):
        check(s, "a3,a1")  # still fine so far: not an answer yet
    assert solutions(s)  # the engine finds one


def test_docs_rules_md_defines_exactly_the_registered_ids():
    import re

    text = (Path(settings.BASE_DIR) / "docs" / "rules.md").read_text()
    defined = set(re.findall(r"^- (R-[SDNZ]\d+) ", text, flags=re.M))
    assert defined == set(RULES)
    assert len(RULES) == 53


def test_lesson_texts_use_one_term_per_idea_and_neutral_polish():
    import re

    texts = [text for lesson in all_lessons() for text in lesson.texts()]
    texts += [r.statement for r in RULES.values()] + [r.title for r in RULES.values()]
    for text in texts:
        assert not re.search(r"\w+(łeś|łaś)\b", text["pl"]), text["pl"]  # «Zagrałeś»
        assert "narożn" not in text["pl"], text["pl"]  # GLOSSARY: róg
        assert "intento" not in text["es"], text["es"]  # a run is «serie»
        assert "revel" not in text["es"], text["es"]  # reveal is «destapar»
        assert "camino de" not in text["es"], text["es"]  # a trail is «rastro»
        for language in ("en", "es", "pl"):
            assert not re.search(r"\b[RYPBG]/[RYPBG]/[RYPBG]\b", text[language]), text


def test_time_trail_steps_show_a_restriction_that_does_not_bite_but_still_pays():
    """R-Z11 by hand: a shape card on a shape trail, a colour card on a colour trail
    (R-Z19) has no effect, and taking it still earns +5 (R-Z42)."""
    from training.lessons.kinds.turns import replay

    for slug in ("one-round", "order-bonus"):
        s = step("zoo-time-trail", slug)
        view = replay(s, ["restrict"]).state.view(0)
        assert view["restriction"]["kind"] == view["trail"]["type"]
        assert "R-Z11" in s.rules


# ------------------------------------------- pinned by hand: dealing and turns
# Deal tables (rulebooks): classic 2 players 7 cards, 4 players 6; Dogs 2-3 players 5,
# 4-6 players 4. The dealer is the last seat; the cards go round from seat 0, the
# player on the dealer's left, who also plays first.
@pytest.mark.parametrize(
    ("lesson", "slug", "answer", "rule"),
    [
        # 2 players, 10 of 14 cards dealt: two more rounds, seat 0 then the dealer
        ("seq-placing", "who-starts", "give 0;give 1;give 0;give 1;done;start 0", None),
        ("seq-placing", "who-starts", "give 1", "R-S13"),
        ("seq-placing", "who-starts", "give 0;give 0", "R-S13"),
        ("seq-placing", "who-starts", "give 0;give 1;done", "R-S12"),  # 6 each, not 7
        ("seq-placing", "who-starts", "give 0;give 1;give 0;give 1;give 0", "R-S12"),
        ("seq-placing", "who-starts", "give 0;give 1;give 0;give 1;done;start 1", "R-S13"),
        # 4 players, 16 of 24 dealt: seats 0, 1, 2, 3 twice more
        (
            "seq-teams",
            "deal-four",
            "give 0;give 1;give 2;give 3;give 0;give 1;give 2;give 3;done;start 0",
            None,
        ),
        ("seq-teams", "deal-four", "give 0;give 1;give 2;give 3;done", "R-S12"),  # 5 each
        ("seq-teams", "deal-four", "give 0;give 2", "R-S13"),
        ("seq-teams", "deal-four", "give 3", "R-S13"),  # the dealer is served last
        # Dogs, 2 players, 4 of 10 dealt; 6 players, 18 of 24 dealt
        (
            "dogs-dealing",
            "deal-two",
            "give 0;give 1;give 0;give 1;give 0;give 1;done;start 0",
            None,
        ),
        ("dogs-dealing", "deal-two", "give 0;give 1;give 0;give 1;done", "R-S12"),  # 4, not 5
        (
            "dogs-dealing",
            "deal-six",
            "give 0;give 1;give 2;give 3;give 4;give 5;done;start 0",
            None,
        ),
        ("dogs-dealing", "deal-six", "give 0;give 1;give 2;give 3;give 4;give 5;give 0", "R-S12"),
        (
            "dogs-dealing",
            "deal-six",
            "give 0;give 1;give 2;give 3;give 4;give 5;done;start 5",
            "R-S13",
        ),
    ],
)
def test_deal_answers_pinned_by_hand(lesson, slug, answer, rule):
    verdict = check(step(lesson, slug), answer)
    assert verdict.correct == (rule is None)
    assert verdict.rule == rule


# Classic board: 9H i3/e7, 2S b1/g9, 5D f3, 6D g3, 4D e3/j8, 2D c3/j6, 7H i5/d6,
# KC a8/e8, KH g2/g6, 9D h5/f10; Numbers 8+16 and 41-17 make 24 (g2/g6), 14+1 makes 15
# (f6/i9); Dogs Saint Bernard c4/c8. The draw piles are written in the step (top first).
@pytest.mark.parametrize(
    ("lesson", "slug", "answer", "rule"),
    [
        ("seq-drawing", "draw-one", "place 9H i3;draw", None),
        ("seq-drawing", "draw-one", "place 2S g9;draw", None),
        ("seq-drawing", "draw-one", "place 9H i3;next", "R-S9"),  # green played and drew first
        ("seq-drawing", "draw-one", "discard 9H", "R-S6"),  # a card can be played
        ("seq-drawing", "draw-one", "place 9H a1", "R-S1"),
        # the pile's top card is the 6♦: it finishes c3-g3 on the next turn
        ("seq-drawing", "loss-of-card", "place 5D f3;draw;place 6D g3;draw", None),
        ("seq-drawing", "loss-of-card", "place 5D f3;next", "R-S9"),
        ("seq-drawing", "loss-of-card", "place 9C a5;draw;place 6D g3;draw", "R-S2"),
        # JS has no green chip to take; 4D (e3, j8) and 2S (b1, g9) are dead; 2D comes next
        ("seq-drawing", "no-play", "discard JS;draw", None),
        ("seq-drawing", "no-play", "discard 2S;draw", None),
        ("seq-drawing", "no-play", "dead 4D;discard 2D;draw", None),
        ("seq-drawing", "no-play", "dead 4D;dead 2S", "R-S14"),  # once a turn
        ("seq-drawing", "no-play", "remove JS c3", "R-S5"),  # c3 is blue, the own side
        ("seq-drawing", "no-play", "discard JS;next", "R-S9"),
        ("seq-drawing", "no-play", "place 4D e3", "R-S15"),
        # green discarded last turn (idle 1): a second discard draws the game
        ("seq-drawing", "keep-going", "dead 4D;place 7H i5;draw", None),
        ("seq-drawing", "keep-going", "discard 4D", "R-S6"),
        ("seq-drawing", "keep-going", "dead 4D;discard JS", "R-S6"),  # 7H can be played
        ("seq-remove", "still-draw", "remove JH d5;draw", None),
        ("seq-remove", "still-draw", "remove JH d5;next", "R-S7"),
        ("seq-remove", "still-draw", "remove JH c6", "R-S5"),  # c6 is blue
        ("seq-remove", "remove-and-use", "remove JS g3;draw;place 6D g3;draw", None),
        ("seq-remove", "remove-and-use", "remove JS h7;draw;place 6D g3", "R-S15"),
        ("seq-remove", "remove-and-use", "remove JS g3;next", "R-S7"),
        ("seq-dead", "once-per-turn", "dead 4D;place 7H i5", None),
        ("seq-dead", "once-per-turn", "dead 2S;place 7H d6", None),
        ("seq-dead", "once-per-turn", "dead 4D;dead 2S", "R-S14"),
        ("seq-dead", "once-per-turn", "discard 4D", "R-S14"),  # allowed, but no chip placed
        ("seq-dead", "once-per-turn", "remove JS d7", "R-S5"),  # c7-g7 is locked
        ("seq-table-talk", "penalty", "penalty 2S;place 6D g3;draw", None),
        ("seq-table-talk", "penalty", "penalty KH;place 6D g3;draw", None),
        ("seq-table-talk", "penalty", "penalty 6D;place KH g2;draw", "R-S2"),
        ("seq-table-talk", "penalty", "penalty 2S;place 6D g3;next", "R-S9"),
        ("seq-rebuilt-deck", "empty-deck", "place 9H e7;draw", None),
        ("seq-rebuilt-deck", "empty-deck", "place 9H e7;next", "R-S9"),
        ("seq-rebuilt-deck", "whose-piles", "place KC a8;draw;place KC e8;draw", None),
        ("seq-rebuilt-deck", "whose-piles", "place KC e8;draw;place KC a8;draw", None),
        ("seq-rebuilt-deck", "whose-piles", "place KC a8;draw;place KC a8", "R-S15"),
        ("seq-rebuilt-deck", "then", "place KH g6;draw;place KH g2", None),  # one wins: 3 sides
        ("seq-rebuilt-deck", "then", "place KH g2;next", "R-S9"),
    ],
)
def test_table_answers_pinned_by_hand(lesson, slug, answer, rule):
    verdict = check(step(lesson, slug), answer)
    assert verdict.correct == (rule is None), verdict
    assert verdict.rule == rule


@pytest.mark.parametrize(
    ("lesson", "slug", "answer", "rule"),
    [
        ("seq-board", "both-copies", "7H i5;7H d6", None),
        ("seq-board", "both-copies", "7H i5;2S b1", "R-S10"),  # 2S, the drawn card: not a 7♥
        ("seq-winning", "translations", "9D h5;7H i5", None),
        ("seq-winning", "translations", "9D f10;7H i5", "R-S20"),  # f10: the other 9♦
        ("dogs-no-corners", "deck", "STB c8;STB c4", None),
        ("num-cards", "deck", "41-17 g6;8+16 g2", None),
        ("num-flipped", "why-flip", "f6", None),
        ("num-flipped", "why-flip", "i9", "R-S2"),  # a 15, but no sequence there
        ("seq-teams", "team-chips", "g3", None),
        ("seq-teams", "team-chips", "i10", "R-S2"),
    ],
)
def test_new_board_steps_pinned_by_hand(lesson, slug, answer, rule):
    verdict = check(step(lesson, slug), answer)
    assert verdict.correct == (rule is None)
    assert verdict.rule == rule


def test_a_card_not_drawn_in_time_is_lost_and_the_hand_stays_short():
    """R-S9 by hand: blue's hand after forgetting to draw is one card short of green's."""
    from training.lessons.kinds.table import replay

    s = step("seq-drawing", "draw-one")
    after = replay(s, ["place 9H i3", "next"]).state
    assert [len(hand) for hand in after.hands] == [1, 2]  # blue 2S only; green KC gone, QC+6D
    kept = replay(s, ["place 9H i3", "draw"]).state
    assert [len(hand) for hand in kept.hands] == [2, 2]


def test_the_rebuilt_pile_is_made_of_every_discard_pile():
    """R-S19: blue's K♣ and green's discarded K♣ are the whole new pile, so blue draws a
    K♣ whatever the shuffle; in 'then' red's K♥ comes back the same way."""
    from training.lessons.kinds.table import replay

    state = replay(step("seq-rebuilt-deck", "whose-piles"), ["place KC a8", "draw"]).state
    names = state.variant.card_names
    assert [names[c] for c in state.hands[0]] == ["KC"]
    assert state.discards[0] == [] and state.discards[1][-1] == state.variant.card("9S")
    state = replay(step("seq-rebuilt-deck", "then"), ["place KH g2", "draw"]).state
    assert [names[c] for c in state.hands[0]] == ["KH"]


def test_the_penalty_step_takes_the_teammates_card_too():
    from training.lessons.kinds.table import replay

    state = replay(step("seq-table-talk", "penalty"), ["penalty 2S"]).state
    names = state.variant.card_names
    assert [names[c] for c in state.hands[0]] == ["6D", "KH"]
    assert [names[c] for c in state.hands[2]] == ["9S"]  # seat 2, blue's teammate: 8S given
    assert [names[c] for c in state.discards[2]] == ["8S"]
    assert len(state.pile) == 3  # nothing drawn for a penalty
