"""The SecuenzooS look back: "You saw a blue rabbit on c1 1 turn ago." Hand-built games
whose mark is worked out by hand from the printed farm, trail cards and restriction
cards (comments), a hidden-information game (the fitting animal was never shown to the
player: no mark), bot games of every zoo mode checked against the move log, and the
replay page."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from django.utils import translation

from games.modes import get_mode
from play import services as play
from play.models import Match
from play.services import SeatPlan
from puzzles import logic, zoo_look_back
from puzzles.models import Review

# On the Trail, 2 players, seed "lz2". Seat 1 places first. Hands: seat 0 red rabbit,
# yellow pig, purple hen, green hen; seat 1 yellow hen, blue hen, blue horse, green pig.
# The first track of round 1 is "purple or blue" (C1-03); seat 0 holds "no yellow" and
# "no hens" (a shape card bites on a colour trail), seat 1 "no red" and "no rabbits".
# Fixed squares: c1 blue rabbit, a1 purple horse, e2 is seat 0's yellow pig below.
LZ2_PLACING = [
    [1, "place Bo b1"],  # blue horse: fits seat 0, but only seat 1 sees it placed
    [0, "place Rr d1"],
    [1, "place Yh a2"],
    [0, "place Yp e2"],
    [1, "place Bh a4"],
    [0, "place Ph e4"],  # a hen: seat 0 may not use it
    [1, "place Gp b5"],
    [0, "place Gh d5"],
]


def marks(mode: str, players: int, seed: str, actions: list[list], seats=(0,)) -> list[dict]:
    found = logic.review_marks(
        mode, players=players, teams=None, seed=seed, actions=actions, seats=list(seats)
    )
    return [m.to_dict() for m in found]


def test_a_wrong_animal_while_a_fitting_one_was_never_shown_gives_no_mark():
    # Seat 0 turns over its own red rabbit (red: not purple or blue). The blue horse on
    # b1 and the purple horse on a1 would have fitted, but seat 0 never saw them, and
    # none of its own four cards fits: nothing it saw could have helped.
    actions = [*LZ2_PLACING, [0, "reveal d1"]]
    assert marks("zoo-on-the-trail", 2, "lz2", actions) == []


@pytest.mark.parametrize("miss", ["reveal e2", "pass"])
def test_a_miss_after_everyone_saw_a_fitting_animal_names_it(miss):
    # Seat 0 misses (d1 red rabbit), turn over (clock 7 -> 8). Seat 1 turns over the blue
    # rabbit on c1: blue fits, but seat 1 may not use rabbits, so its turn ends (8 -> 9).
    # Seat 0 then turns over its yellow pig on e2 (or passes) while c1 is face-down
    # again: the blue rabbit fitted seat 0's first track, seen 1 turn before.
    actions = [
        *LZ2_PLACING,
        [0, "reveal d1"],
        [0, "end"],
        [1, "reveal c1"],
        [1, "end"],
        [0, miss],
    ]
    assert marks("zoo-on-the-trail", 2, "lz2", actions) == [
        {
            "step": 12,
            "seat": 0,
            "kind": "seen-animal",
            "square": "c1",
            "animal": "Br",
            "ago": 1,
            "again": True,  # a seen animal: "Try it again" as a memory puzzle
        }
    ]
    # Seat 1 missed on c1 (a rabbit) while its own blue horse (b1) and blue hen (a4)
    # fitted its first track: the one placed last is named, seen at the start.
    (mark,) = marks("zoo-on-the-trail", 2, "lz2", actions, seats=(1,))
    assert (mark["step"], mark["square"], mark["animal"], mark["ago"]) == (10, "a4", "Bh", -1)


def test_an_own_placement_counts_as_seen_at_the_start():
    # On the Trail, seed "lz": the first track is "pig, hen or rabbit" (S2-01); seat 0
    # holds "no purple". Seat 0 placed a red pig on d1, a red rabbit on e2, a purple hen
    # on e4 (purple: no) and a blue hen on d5, the last one placed. It then turns over the
    # yellow cow on c1 (a cow: no). The freshest fitting square it saw: d5.
    actions = [
        [1, "place Yh b1"],
        [0, "place Rp d1"],
        [1, "place Yr a2"],
        [0, "place Rr e2"],
        [1, "place Pp a4"],
        [0, "place Ph e4"],
        [1, "place Bp b5"],
        [0, "place Bh d5"],
        [0, "reveal c1"],
    ]
    (mark,) = marks("zoo-on-the-trail", 2, "lz", actions)
    assert (mark["step"], mark["square"], mark["animal"], mark["ago"]) == (8, "d5", "Bh", -1)


def test_time_trail_a_reveal_that_brings_the_card_no_closer():
    # Time Trail, seed "lz", both seats place their first legal card in order. Round 1:
    # seat 0 (card PB/PB/RG/RY/RPG) turns over a1 purple horse, b2 blue cow, e2 red
    # rabbit, c1 yellow cow, e4 purple hen: 5 fit, turn over. Seat 1 (PB/RG/YG/YP/RPB)
    # turns over a4 purple pig, d1 red pig, c1 yellow cow, c2 yellow pig, d5 blue hen.
    # Round 2, seat 0's card is the shape card S2-04: pig/hen/horse, pig/horse, pig/cow,
    # horse, rabbit. a5 green rabbit fits the rabbit track; b4 blue rabbit then fits
    # nothing more. Seen face-down then, fitting, freshest (seat 1's turn, 1 turn ago),
    # lowest square first: c1 yellow cow (the pig/cow track).
    match = get_mode("zoo-time-trail").new(players=2, seed="lz")
    actions = []
    while match.engine.phase == "place":
        seat = match.to_act()[0]
        text = str(match.engine.legal_actions()[0])
        match.apply(seat, text)
        actions.append([seat, text])
    assert actions[1] == [0, "place Rp d1"]
    turns = [
        (0, ["no-restrict", "reveal a1", "reveal b2", "reveal e2", "reveal c1", "reveal e4"]),
        (1, ["no-restrict", "reveal a4", "reveal d1", "reveal c1", "reveal c2", "reveal d5"]),
    ]
    for seat, texts in turns:
        for text in [*texts, "end"]:
            match.apply(seat, text)
            actions.append([seat, text])
    assert match.engine.round == 2 and match.engine.phase == "choose"
    for text in ["no-restrict", "reveal a5", "reveal b4"]:
        match.apply(0, text)
        actions.append([0, text])
    # The rabbit first also lost the order bonus (R-Z12): the rabbit track, the last,
    # is taken, so whatever fills tracks 1 to 4 in order makes five match at track 4
    # and ends the turn. A seen animal for track 1 (pig, hen or horse) kept it: seat 1
    # turned over a4 purple pig, d1 red pig, c2 yellow pig and d5 blue hen 1 turn ago;
    # the lowest square is d1. The missed animal comes first, then the broken order.
    found = marks("zoo-time-trail", 2, "lz", actions)
    assert [(m["step"], m["kind"], m["square"], m["animal"], m["ago"]) for m in found] == [
        (len(actions) - 1, "seen-animal", "c1", "Yc", 1),
        (len(actions) - 2, "order-broken", "d1", "Rp", 1),
    ]


def test_solo_a_peeked_square_is_seen_at_the_start():
    # Solo, seed "lz": round 1 card PB/PB/RG/RY/RPG, restriction cards "no green" (no
    # effect on a colour card) and "no pigs". c2 purple cow, c3 purple rabbit, c1 green
    # cow fit three tracks; c4 red pig is a pig: it fits nothing. The corners were shown
    # at the start; the lowest corner square that fits a free track: a1 purple horse.
    actions = [[0, t] for t in ["peek-done", "reveal c2", "reveal c3", "reveal c1", "reveal c4"]]
    (mark,) = marks("zoo-solo", 1, "lz", actions)
    assert (mark["step"], mark["square"], mark["animal"], mark["ago"]) == (4, "a1", "Po", -1)


def test_solo_a_reveal_that_breaks_the_order_while_a_seen_animal_kept_it():
    # Same run: c2 purple cow fits track 1 (purple or blue) in its own place. c1 green
    # cow fits a track (red or green), not track 2 (purple or blue): the order bonus is
    # lost. A corner seen at the start fitted track 2: a1 purple horse (lowest square).
    # c3 purple rabbit next fits track 2, not track 3; the order was already lost: no
    # second mark. A move in order is not marked.
    reveals = ["peek-done", "reveal c2", "reveal c1", "reveal c3"]
    found = marks("zoo-solo", 1, "lz", [[0, t] for t in reveals])
    assert [(m["step"], m["kind"], m["square"], m["animal"], m["ago"]) for m in found] == [
        (2, "order-broken", "a1", "Po", -1)
    ]
    in_order = ["peek-done", "reveal c2", "reveal c3"]
    assert marks("zoo-solo", 1, "lz", [[0, t] for t in in_order]) == []


def time_trail_placing() -> list[list]:
    """Time Trail, seed "lz", 2 players: both seats place their first legal card in order.
    Farm (row 1 to 5): a1 purple horse, b1 yellow hen, c1 yellow cow, d1 red pig, e1
    green cow; a2 yellow rabbit, b2 blue cow, c2 yellow pig, d2 blue horse, e2 red
    rabbit; a3 green horse, b3 purple cow, c3 green hen, d3 red cow, e3 yellow horse;
    a4 purple pig, b4 blue rabbit, c4 purple rabbit, d4 red horse, e4 purple hen; a5
    green rabbit, b5 blue pig, c5 green pig, d5 blue hen, e5 red hen. Seat 1 placed b1,
    a2, a4, b5."""
    match = get_mode("zoo-time-trail").new(players=2, seed="lz")
    actions = []
    while match.engine.phase == "place":
        seat = match.to_act()[0]
        text = str(match.engine.legal_actions()[0])
        match.apply(seat, text)
        actions.append([seat, text])
    assert [t for s, t in actions if s == 1] == [
        "place Yh b1",
        "place Yr a2",
        "place Pp a4",
        "place Bp b5",
    ]
    return actions


#: Round 1 of seat 0 (card PB/PB/RG/RY/RPG): a1, b2, e2, c1, e4 fit tracks 1 to 5 in
#: order; everyone sees them, then they go face down.
TT_SEAT0_ROUND1 = [
    [0, t]
    for t in ["no-restrict", "reveal a1", "reveal b2", "reveal e2", "reveal c1", "reveal e4", "end"]
]


def test_time_trail_a_reveal_that_loses_the_order_bonus():
    # Seat 1, round 1, card C1-03: purple or blue / red or green / yellow or green /
    # yellow or purple / red, purple or blue; no restriction. d2 blue horse fits track 1,
    # d1 red pig track 2, c3 green hen track 3: three in order. The next track wants
    # yellow or purple. e5 red hen does not fit it, but fits track 5: four animals now
    # match, so the next yellow or purple animal makes five match and ends the turn with
    # tracks 1 to 4 in order only. The order bonus is lost by e5. Before it, the purple
    # horse on a1 (seen turned over by seat 0, 1 turn ago; the lowest square of that
    # turn) fitted track 4 and kept the bonus (then any red, purple or blue for track 5).
    # e5 brought the card closer (4 match, were 3): no "seen animal" mark.
    reveals = [[1, t] for t in ["no-restrict", "reveal d2", "reveal d1", "reveal c3"]]
    actions = [*time_trail_placing(), *TT_SEAT0_ROUND1, *reveals, [1, "reveal e5"]]
    assert marks("zoo-time-trail", 2, "lz", actions, seats=(1,)) == [
        {
            "step": len(actions) - 1,
            "seat": 1,
            "kind": "order-broken",
            "square": "a1",
            "animal": "Po",
            "ago": 1,
            "again": True,
        }
    ]
    # Turning over the purple horse on a1 instead fits track 4: in order, no mark.
    in_order = [*time_trail_placing(), *TT_SEAT0_ROUND1, *reveals, [1, "reveal a1"]]
    assert marks("zoo-time-trail", 2, "lz", in_order, seats=(1,)) == []


def test_time_trail_order_reachable_by_hand():
    from games.secuenzoo.animals import Animal
    from games.secuenzoo.trails import card

    c = card("C1-03")  # PB / RG / YG / YP / RPB
    a = Animal.parse
    three = [a("Bo"), a("Rp"), a("Gh")]  # tracks 1, 2, 3 in order
    down = [a("Po"), a("Bp"), a("Rh")]
    # Po (track 4) then Bp (track 5): in order, five match only at the fifth.
    assert zoo_look_back.order_reachable(c, [], three, down)
    # After Rh (track 5, not 4) four match: Po makes five with tracks 1-4 in order only.
    assert not zoo_look_back.order_reachable(c, [], [*three, a("Rh")], down[:2])
    # Nothing left for track 4: lost.
    assert not zoo_look_back.order_reachable(c, [], three, [a("Bp")])


def bot_game(mode_key: str, players: int, seed: str) -> list[list]:
    mode = get_mode(mode_key)
    match = mode.new(players=players, seed=seed)
    bots = [mode.bot("beginner", 3), mode.bot("casual", 4)]
    actions = []
    while not match.is_over():
        seat = match.to_act()[0]
        text = str(bots[seat % 2].choose(match, seat))
        match.apply(seat, text)
        actions.append([seat, text])
    return actions


@pytest.mark.parametrize(
    ("mode_key", "players"),
    [("zoo-on-the-trail", 3), ("zoo-trailbusters", 2), ("zoo-time-trail", 2), ("zoo-solo", 1)],
)
def test_every_mark_of_a_bot_game_names_a_square_the_player_saw(mode_key, players):
    """Checked against the move log alone: the square was turned over earlier by anyone,
    placed by the player, or (Solo) a corner of the peek; it was not turned over again
    in the player's turn before the mark."""
    total = 0
    for n in range(3):
        seed = f"zl{n}"
        actions = bot_game(mode_key, players, seed)
        found = marks(mode_key, players, seed, actions)
        assert len(found) <= logic.MAX_MARKS
        assert len({m["square"] for m in found}) == len(found)
        total += len(found)
        farm = get_mode(mode_key).new(players=players, seed=seed)
        for seat, text in actions:
            farm.apply(seat, text)
        for mark in found:
            assert actions[mark["step"]][0] == 0
            earlier = actions[: mark["step"]]
            square = mark["square"]
            shown = any(re.fullmatch(rf"reveal {square}( @\d)?", t) for _s, t in earlier)
            placed = any(s == 0 and t.endswith(f" {square}") for s, t in earlier)
            corner = mode_key == "zoo-solo" and square[0] != "c" and square[1] != "3"
            assert shown or placed or corner, (seed, mark)
            if mark["ago"] == zoo_look_back.AT_THE_START:
                assert placed or corner
            else:
                assert shown
            cell = "abcde".index(square[0]) + 5 * (int(square[1]) - 1)
            assert farm.engine.farm[cell] == _animal_index(mark["animal"])
    assert total >= 1


def _animal_index(code: str) -> int:
    return "RYPBG".index(code[0]) * 5 + "pchro".index(code[1])


def test_the_words_of_a_mark():
    from puzzles.messages import zoo_mark

    base = {"square": "c1", "animal": "Br", "kind": "seen-animal"}
    assert zoo_mark({**base, "ago": 1}, solo=False) == (
        "You saw a blue rabbit on c1 1 turn ago. It was an animal you needed."
    )
    assert "2 rounds ago" in zoo_mark({**base, "ago": 2}, solo=True)
    assert "at the start" in zoo_mark({**base, "ago": -1}, solo=True)
    order = {**base, "kind": "order-broken"}
    assert zoo_mark({**order, "ago": 3}, solo=True) == (
        "You saw a blue rabbit on c1 3 rounds ago. It fitted the next track, for the bonus point."
    )
    # Time Trail counts turns, and the order is worth 5 points there (R-Z42).
    assert zoo_mark({**order, "ago": 1}, solo=False) == (
        "You saw a blue rabbit on c1 1 turn ago. It fitted the next track, for the 5 bonus points."
    )
    assert "at the start" in zoo_mark({**order, "ago": -1}, solo=False)
    with translation.override("pl"):
        assert "2 tury temu" in zoo_mark({**base, "ago": 2}, solo=False)
        assert "5 tur temu" in zoo_mark({**base, "ago": 5}, solo=False)
        assert "1 rundę temu" in zoo_mark({**base, "ago": 1}, solo=True)
        assert "niebiesk" in zoo_mark({**base, "ago": 1}, solo=False)
        assert "2 tury temu" in zoo_mark({**order, "ago": 2}, solo=False)
        assert "5 punktów premii" in zoo_mark({**order, "ago": 5}, solo=False)
    with translation.override("es"):
        assert "hace 2 turnos" in zoo_mark({**base, "ago": 2}, solo=False)
        assert "los 5 puntos extra" in zoo_mark({**order, "ago": 2}, solo=False)
        assert "conejo azul" in zoo_mark({**base, "ago": 2}, solo=False)


@pytest.mark.django_db
def test_the_replay_shows_a_zoo_mark_to_its_player_only_with_try_again(client, django_user_model):
    host = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    actions = bot_game("zoo-time-trail", 2, "zl0")
    match = play.match_create(
        host=host,
        mode_key="zoo-time-trail",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "strong")],
        seed="zl0",
    )
    for seat, text in actions:
        match.refresh_from_db()
        play.match_act(match=match, seat=seat, action=text, version=match.version)
    match.refresh_from_db()
    assert match.status == Match.Status.FINISHED
    client.force_login(host)
    page = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    stored = Review.objects.get(match=match).marks
    assert stored and all(m["seat"] == 0 for m in stored)
    assert "A look back" in page and "It was an animal you needed." in page
    assert f"on {stored[0]['square']} " in page
    assert "Try it again" in page  # a seen animal: the player's own memory puzzle
    other = django_user_model.objects.create_user(username="kid2", password="pw-kid2-123456")
    client.force_login(other)
    page = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    assert "It was an animal you needed." not in page
