"""SecuenzooS memory puzzles from the table modes (On the Trail, Trailbusters, Time
Trail) and "Try it again" for a seen-animal look-back mark. Each source game is
replayed from its own moves, and what a page shows is checked against the move log:
only cards every player saw turned over (the table puzzles) or cards the player saw
(their own mark), and the answer is the square the engine's farm holds the animal on."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.labels import animal_label
from games.modes import get_mode
from games.secuenzoo.animals import ALL_ANIMALS
from games.secuenzoo.farm import CORNER_CELLS, cell_name, parse_cell
from play import services as play
from play.models import Match
from play.services import SeatPlan
from puzzles import logic, services, zoo_look_back, zoo_memory
from puzzles.models import Attempt, Puzzle, Review
from tests.leaks import leaked_animals
from tests.puzzles.test_zoo_look_back import TT_SEAT0_ROUND1, bot_game, time_trail_placing

TABLE = [
    ("zoo-on-the-trail", 2),
    ("zoo-trailbusters", 3),
    ("zoo-time-trail", 2),
    # The big tables (R-Z4: up to 5 players): every mode at 4 and at 5.
    ("zoo-on-the-trail", 4),
    ("zoo-on-the-trail", 5),
    ("zoo-trailbusters", 4),
    ("zoo-trailbusters", 5),
    ("zoo-time-trail", 4),
    ("zoo-time-trail", 5),
]


def public_reveals(mode_key: str, players: int, seed: int, moves: int):
    """Replay the bots' game ``moves`` moves (as make_puzzles plays it), reading only the
    move log: every "reveal <square>" is public, with the animal the engine's farm holds
    there. Returns the reveals [square, code] and the engine at the end."""
    mode = get_mode(mode_key)
    match = mode.new(players=players, seed=seed)
    bot = mode.bot("strong", seed)
    reveals = []
    for _ in range(moves):
        seat = match.to_act()[0]
        text = str(bot.choose(match, seat))
        match.apply(seat, text)
        words = text.split()
        if words[0] == "reveal":
            cell = words[1]
            reveals.append([cell, ALL_ANIMALS[match.engine.farm[parse_cell(cell)]].code])
    return reveals, match.engine


def is_run_of(part: list, whole: list) -> bool:
    return any(whole[i : i + len(part)] == part for i in range(len(whole) - len(part) + 1))


@pytest.mark.parametrize(("mode_key", "players"), TABLE)
@pytest.mark.parametrize("seed", [1, 2])
def test_table_memory_shows_public_reveals_only_and_the_farm_confirms_the_answer(
    mode_key, players, seed
):
    puzzles = logic.zoo_memory_puzzles(mode_key, seed, players=players)
    assert puzzles
    for puzzle in puzzles:
        assert puzzle.mode == mode_key and puzzle.theme == "memory"
        _zoo, mode, n, s, moves = puzzle.source.split(":")
        assert (mode, int(n), int(s)) == (mode_key, players, seed)
        reveals, engine = public_reveals(mode_key, players, seed, int(moves))
        shown = puzzle.state["reveals"]
        assert len(shown) >= 4
        # The cards, in order, are a run of public reveals: no placement, no deck.
        assert is_run_of(shown, reveals)
        ask = puzzle.state["ask"]
        assert [animal for _c, animal in shown].count(ask) == 1
        (answer,) = puzzle.answers
        cell = parse_cell(answer)
        assert ALL_ANIMALS[engine.farm[cell]].code == ask  # the engine's farm
        assert cell not in engine.face_up  # face down again at question time
        assert [answer, ask] in shown
        assert set(puzzle.answers) <= set(logic.choices(puzzle))


@pytest.fixture
def kid_client(client, django_user_model):
    kid = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    client.force_login(kid)
    client.kid = kid
    return client


@pytest.mark.django_db
@pytest.mark.parametrize("players", [3, 5])
def test_the_study_page_of_a_table_puzzle_holds_only_what_everyone_saw(kid_client, players):
    made = logic.zoo_memory_puzzles("zoo-trailbusters", 1, players=players)[0]
    puzzle = services.store_puzzle(made)
    assert puzzle.mode == "zoo-trailbusters"
    attempt = services.serve(user=kid_client.kid, theme="memory")
    url = reverse("puzzles:attempt", args=[attempt.token])
    study = kid_client.get(url).content.decode()
    assert "Watch the cards everyone saw turn over" in study
    shown = puzzle.state["reveals"]
    assert f"{len(shown)} cards to remember." in study
    _zoo, mode, n, s, moves = puzzle.source.split(":")
    _reveals, engine = public_reveals(mode, int(n), int(s), int(moves))
    engine.face_up = []
    cells = {parse_cell(c) for c, _a in shown}
    assert leaked_animals(study, engine, shown=cells) == []
    question = kid_client.get(url, {"ready": "1"}).content.decode()
    assert leaked_animals(question, engine, shown={parse_cell(puzzle.answers[0])}) == []
    name = animal_label(puzzle.state["ask"]).name
    assert f"Which square holds the {name}?" in question
    response = kid_client.post(
        reverse("puzzles:answer", args=[attempt.token]), {"action": puzzle.answers[0]}
    )
    assert response.status_code == 303
    assert "Yes! That is the square." in kid_client.get(response["Location"]).content.decode()


def finished_time_trail(host):
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
    return match, actions


@pytest.mark.django_db
def test_try_again_on_a_seen_animal_mark_makes_the_players_own_memory_puzzle(
    client, django_user_model
):
    host = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    other = django_user_model.objects.create_user(username="kid2", password="pw-kid2-123456")
    match, actions = finished_time_trail(host)
    client.force_login(host)
    page = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    mark = Review.objects.get(match=match).marks[0]
    assert mark["kind"] == "seen-animal" and mark["seat"] == 0 and mark["again"] is True
    assert "Try it again" in page
    url = reverse("puzzles:try-again", args=[match.pk, mark["step"]])
    # Another child may not turn this move into a puzzle.
    client.force_login(other)
    assert client.post(url).status_code == 403  # as for a Sequence move of someone else
    assert not Attempt.objects.exists()
    client.force_login(host)
    response = client.post(url)
    assert response.status_code == 303
    attempt = Attempt.objects.get(user=host)
    assert attempt.kind == Attempt.Kind.AGAIN
    puzzle = attempt.puzzle
    assert puzzle.answers == [mark["square"]]
    # The engine, replayed from the move log to the marked move, holds the animal there.
    engine = get_mode("zoo-time-trail").new(players=2, seed="zl0")
    for seat, text in actions[: mark["step"]]:
        engine.apply(seat, text)
    farm = engine.engine.farm
    assert ALL_ANIMALS[farm[parse_cell(mark["square"])]].code == mark["animal"]
    assert puzzle.state["ask"] == mark["animal"]
    # Every card shown is one seat 0 saw: a reveal by anyone, or its own placement.
    saw = set()
    for seat, text in actions[: mark["step"]]:
        words = text.split()
        if words[0] == "reveal":
            saw.add((words[1], ALL_ANIMALS[farm[parse_cell(words[1])]].code))
        elif words[0] == "place" and seat == 0:
            saw.add((words[2], words[1]))
    assert puzzle.state["reveals"]
    assert all(tuple(r) in saw for r in puzzle.state["reveals"])
    # The other child cannot open it, and it is never served to anyone else.
    page_url = reverse("puzzles:attempt", args=[attempt.token])
    study = client.get(page_url).content.decode()
    assert "Here are the cards you saw in your game" in study
    client.force_login(other)
    assert client.get(page_url).status_code == 404
    assert Puzzle.objects.count() == 1
    with pytest.raises(services.PuzzleError):
        services.serve(user=other, theme="memory")
    # The host's answer: the marked square is right.
    client.force_login(host)
    response = client.post(
        reverse("puzzles:answer", args=[attempt.token]), {"action": mark["square"]}
    )
    assert response.status_code == 303
    assert "Yes! That is the square." in client.get(response["Location"]).content.decode()


@pytest.mark.django_db
def test_make_puzzles_stores_table_memory_puzzles_with_their_source_mode():
    from django.core.management import call_command

    call_command(
        "make_puzzles",
        games=0,
        hard_games=0,
        team_games=0,
        solo_games=0,
        trail_games=0,
        zoo_games=4,
        seed=1,
    )
    rows = list(Puzzle.objects.all())
    assert {p.mode for p in rows} == {"zoo-on-the-trail", "zoo-trailbusters", "zoo-time-trail"}
    assert all(p.theme == "memory" and p.source.startswith(f"zoo:{p.mode}:") for p in rows)
    # Games 0 to 3 (seeds 1000 to 1003) are played at 2, 3, 4 and 5 players.
    tables = {(p.mode, p.source.split(":")[2], p.source.split(":")[3]) for p in rows}
    for mode in zoo_memory.TABLE_MODES:
        assert {(n, s) for m, n, s in tables if m == mode} == {
            ("2", "1000"),
            ("3", "1001"),
            ("4", "1002"),
            ("5", "1003"),
        }


def seat_sightings(mode_key: str, players: int, seed: str, actions: list, seat: int):
    """From the move log alone: the cards ``seat`` saw before the end of ``actions``
    (every reveal, its own placements, the Solo corners at the start), and the engine."""
    match = get_mode(mode_key).new(players=players, seed=seed)
    farm = match.engine.farm
    saw = set()
    if mode_key == "zoo-solo":
        saw |= {(cell_name(c), ALL_ANIMALS[farm[c]].code) for c in CORNER_CELLS}
    for who, text in actions:
        match.apply(who, text)
        words = text.split()
        if words[0] == "reveal":
            saw.add((words[1], ALL_ANIMALS[match.engine.farm[parse_cell(words[1])]].code))
        elif words[0] == "place" and who == seat:
            saw.add((words[2], words[1]))
    return saw, match.engine


@pytest.mark.parametrize(
    ("mode_key", "players"),
    [("zoo-on-the-trail", 3), ("zoo-trailbusters", 2), ("zoo-time-trail", 2), ("zoo-solo", 1)],
)
def test_every_mark_becomes_a_memory_puzzle_of_what_the_player_saw(mode_key, players):
    made = dict.fromkeys(zoo_look_back.ZOO_KINDS, 0)
    for seed in ("zm0", "zm1", "zm2"):
        actions = bot_game(mode_key, players, seed)
        found = zoo_look_back.review_marks(
            mode_key, players=players, seed=seed, actions=actions, seats=[0], max_marks=20
        )
        for mark in (m.to_dict() for m in found):
            assert mark["again"] is True  # both kinds: "Try it again"
            item = zoo_memory.mark_memory(
                mode_key, players=players, seed=seed, actions=actions, mark=mark
            )
            assert item is not None  # the button is never a dead end
            made[mark["kind"]] += 1
            saw, engine = seat_sightings(mode_key, players, seed, actions[: mark["step"]], 0)
            shown = item["state"]["reveals"]
            assert len(shown) >= 3
            assert all((cell, animal) in saw for cell, animal in shown)
            assert [a for _c, a in shown].count(mark["animal"]) == 1
            assert item["answers"] == [mark["square"]]
            cell = parse_cell(mark["square"])
            assert ALL_ANIMALS[engine.farm[cell]].code == mark["animal"]
            assert cell not in engine.face_up
    assert made["seen-animal"] >= 3
    if mode_key in ("zoo-solo", "zoo-time-trail"):  # the modes with an order bonus
        assert made["order-broken"] >= 1
    else:
        assert made["order-broken"] == 0


def test_try_again_on_a_solo_order_mark_asks_for_the_peeked_animal():
    # The hand-built Solo run of test_zoo_look_back (seed "lz"): c1 broke the order while
    # the purple horse on a1, shown at the peek, fitted track 2. The peek showed the four
    # corner blocks row by row: a1 purple horse first, then b1, d1, e1, a2, b2, d2, e2,
    # a4, b4 (10 cards at most; a1 has no sighting before it).
    actions = [[0, t] for t in ["peek-done", "reveal c2", "reveal c1", "reveal c3"]]
    (mark,) = [
        m.to_dict()
        for m in zoo_look_back.review_marks(
            "zoo-solo", players=1, seed="lz", actions=actions, seats=[0]
        )
    ]
    assert (mark["kind"], mark["square"], mark["animal"]) == ("order-broken", "a1", "Po")
    item = zoo_memory.mark_memory("zoo-solo", players=1, seed="lz", actions=actions, mark=mark)
    assert item is not None
    assert item["answers"] == ["a1"] and item["state"]["ask"] == "Po"
    assert [c for c, _a in item["state"]["reveals"]] == [
        "a1",
        "b1",
        "d1",
        "e1",
        "a2",
        "b2",
        "d2",
        "e2",
        "a4",
        "b4",
    ]
    assert item["state"]["reveals"][0] == ["a1", "Po"]


def time_trail_order_game() -> list[list]:
    """test_zoo_look_back's Time Trail game where seat 1's e5 lost the order bonus."""
    reveals = [[1, t] for t in ["no-restrict", "reveal d2", "reveal d1", "reveal c3"]]
    return [*time_trail_placing(), *TT_SEAT0_ROUND1, *reveals, [1, "reveal e5"]]


def test_try_again_on_a_time_trail_order_mark_is_checked_by_the_engine_again():
    actions = time_trail_order_game()
    mark = {
        "step": len(actions) - 1,
        "seat": 1,
        "kind": "order-broken",
        "square": "a1",
        "animal": "Po",
        "ago": 1,
        "again": True,
    }
    item = zoo_memory.mark_memory(
        "zoo-time-trail", players=2, seed="lz", actions=actions, mark=mark
    )
    assert item is not None
    # What seat 1 saw, in order: its placements b1, a2, a4, b5 (the two before a1's
    # sighting: a4 purple pig, b5 blue pig), seat 0's five reveals, its own three.
    assert item["state"]["reveals"] == [
        ["a4", "Pp"],
        ["b5", "Bp"],
        ["a1", "Po"],
        ["b2", "Bc"],
        ["e2", "Rr"],
        ["c1", "Yc"],
        ["e4", "Ph"],
        ["d2", "Bo"],
        ["d1", "Rp"],
        ["c3", "Gh"],
    ]
    assert item["answers"] == ["a1"] and item["state"]["ask"] == "Po"
    assert item["state"]["shown"] == "mine"
    # A mark the engine does not give again makes no puzzle: another square that seat 1
    # saw (c1 yellow cow fits track 4 too, but a1 is the one named), another kind, a move
    # that was in order (d1 red pig fitted track 2), or another seat.
    for wrong in (
        {**mark, "square": "c1", "animal": "Yc"},
        {**mark, "kind": "seen-animal"},
        {**mark, "step": len(actions) - 2},
        {**mark, "seat": 0},
    ):
        assert (
            zoo_memory.mark_memory(
                "zoo-time-trail", players=2, seed="lz", actions=actions, mark=wrong
            )
            is None
        )


def finished_order_match(host):
    """The order game, played to its end by the strong bot for both seats; ``host`` is
    seat 1 (its only mark: the lost order of e5, worked out by hand)."""
    mode = get_mode("zoo-time-trail")
    actions = time_trail_order_game()
    engine = mode.new(players=2, seed="lz")
    for seat, text in actions:
        engine.apply(seat, text)
    bot = mode.bot("strong", 7)
    while not engine.is_over():
        seat = engine.to_act()[0]
        text = str(bot.choose(engine, seat))
        engine.apply(seat, text)
        actions.append([seat, text])
    match = play.match_create(
        host=host,
        mode_key="zoo-time-trail",
        players=2,
        seats=[SeatPlan("bot", "strong"), SeatPlan("host")],
        seed="lz",
    )
    for seat, text in actions:
        match.refresh_from_db()
        play.match_act(match=match, seat=seat, action=text, version=match.version)
    match.refresh_from_db()
    assert match.status == Match.Status.FINISHED
    return match


@pytest.mark.django_db
def test_try_again_on_an_order_mark_through_the_replay(client, django_user_model):
    # The order game above, played to its end by the strong bot for both seats; the
    # child is seat 1. Its only mark is the lost order of e5 (worked out by hand in
    # test_zoo_look_back); "Try it again" makes the memory puzzle of a1's purple horse.
    host = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    match = finished_order_match(host)
    client.force_login(host)
    page = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    (mark,) = Review.objects.get(match=match).marks
    assert (mark["seat"], mark["kind"], mark["square"], mark["animal"]) == (
        1,
        "order-broken",
        "a1",
        "Po",
    )
    assert "You saw a purple horse on a1 1 turn ago." in page
    assert "for the 5 bonus points." in page and "Try it again" in page
    response = client.post(reverse("puzzles:try-again", args=[match.pk, mark["step"]]))
    assert response.status_code == 303
    attempt = Attempt.objects.get(user=host)
    assert attempt.kind == Attempt.Kind.AGAIN
    assert attempt.puzzle.answers == ["a1"] and attempt.puzzle.state["ask"] == "Po"
    wrong = client.post(reverse("puzzles:answer", args=[attempt.token]), {"action": "c1"})
    assert wrong.status_code == 303
    assert "Yes! That is the square." not in client.get(wrong["Location"]).content.decode()
    attempt.refresh_from_db()
    assert attempt.correct is False
