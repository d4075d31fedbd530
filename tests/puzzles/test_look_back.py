"""The look back: marks on hand-built positions known by hand, on a whole game, stored
after the game ends, shown on the replay to the player only, and "Try it again"."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from games.modes import find_tokens, get_mode
from games.sequence import State
from games.sequence.state import Action
from games.sequence.variants import cell_name
from play import services as play
from play.models import Match
from play.services import SeatPlan
from puzzles import logic
from puzzles.models import Attempt, Review

BLUE_FOUR = "xbbb5x/10/10/10/10/10/10/10/10/x8x"
GREEN_FOUR = "xggg5x/10/10/10/10/10/10/10/10/x8x"


def position(board: str, hand: str) -> State:
    return State.from_notation(f"classic:2:2 {board} {hand}|2C,3C -|- 90 0 -|- 5")


@pytest.mark.parametrize(
    ("board", "hand", "played", "kind"),
    [
        (BLUE_FOUR, "5S,2H,3H,4H,6H", "place 2H e6", "missed-sequence"),
        (BLUE_FOUR, "5S,2H,JD,4H,6H", "wild JD e1", "wild-spent"),
        (GREEN_FOUR, "5S,2H,3H,4H,6H", "place 2H e6", "missed-block"),
        (GREEN_FOUR, "5S,2H,JD,4H,6H", "wild JD e1", "wild-spent"),
    ],
)
def test_a_mark_names_the_better_square(board, hand, played, kind):
    mark = logic._mark_for(position(board, hand), Action.parse(played))
    assert (mark.kind, mark.square) == (kind, "e1")


@pytest.mark.parametrize(
    ("board", "hand", "played"),
    [
        (BLUE_FOUR, "5S,2H,3H,4H,6H", "place 5S e1"),
        (GREEN_FOUR, "5S,2H,3H,4H,6H", "place 5S e1"),
        (GREEN_FOUR, "2H,3H,4H,6H,7H", "place 2H e6"),  # nothing could block: no mark
        ("x8x/10/10/10/10/10/10/10/10/x8x", "2H,3H,4H,6H,7H", "place 2H e6"),
    ],
)
def test_a_good_or_forced_move_is_not_marked(board, hand, played):
    assert logic._mark_for(position(board, hand), Action.parse(played)) is None


def play_game(seed: str, mode_key: str = "sequence-classic") -> tuple[list[list], str]:
    mode = get_mode(mode_key)
    state = mode.new(players=2, seed=seed)
    bots = [mode.bot("beginner", 5), mode.bot("strong", 2)]
    actions = []
    while not state.is_over():
        seat = state.to_act()[0]
        text = str(bots[seat].choose(state, seat))
        state.apply(seat, text)
        actions.append([seat, text])
    return actions, seed


def test_marks_of_a_whole_game_are_few_own_and_true():
    actions, seed = play_game("lb-5")
    marks = logic.review_marks(
        "sequence-classic", players=2, teams=None, seed=seed, actions=actions, seats=[0]
    )
    assert 1 <= len(marks) <= logic.MAX_MARKS
    assert [logic.MARK_KINDS.index(m.kind) for m in marks] == sorted(
        logic.MARK_KINDS.index(m.kind) for m in marks
    )
    for mark in marks:
        assert mark.seat == 0 and actions[mark.step][0] == 0
        before = logic.position_before(
            "sequence-classic", players=2, teams=None, seed=seed, actions=actions, step=mark.step
        )
        assert mark.kind == "missed-block"
        assert logic.open_threats(before, 0)
        assert not logic.blocks(before, Action.parse(actions[mark.step][1]), 0)


@pytest.mark.parametrize("mode_key", ["sequence-dogs", "sequence-numbers"])
def test_marks_of_dogs_and_numbers_games_are_true_by_the_engine(mode_key):
    """The look back of the other two Sequence modes: every mark of whole bot games is
    on the player's own move and says what the position before it shows: a move on the
    named square completes a sequence (the engine's record of sequences) while the move
    played did not; or the other side had an open four, the named square stops it, the
    move played did not; or a plain card on the named square did what the wild card
    did."""
    total = 0
    for n in range(12):  # marks are rare: 3 of these 12 games in each mode have some
        actions, seed = play_game(f"lb-{n}", mode_key)
        marks = logic.review_marks(
            mode_key, players=2, teams=None, seed=seed, actions=actions, seats=[0]
        )
        assert len(marks) <= logic.MAX_MARKS
        total += len(marks)
        for mark in marks:
            assert mark.seat == 0 and actions[mark.step][0] == 0
            before = logic.position_before(
                mode_key, players=2, teams=None, seed=seed, actions=actions, step=mark.step
            )
            played = Action.parse(actions[mark.step][1])
            on_square = [
                a
                for a in before.legal_actions()
                if a.cell >= 0 and cell_name(a.cell) == mark.square
            ]
            assert on_square, mark
            if mark.kind == "missed-sequence":
                assert not logic.completes(before, played)
                assert any(logic.completes(before, a) for a in on_square)
            elif mark.kind == "missed-block":
                assert logic.open_threats(before, 0)
                assert not logic.blocks(before, played, 0)
                assert any(logic.blocks(before, a, 0) for a in on_square)
            else:
                assert mark.kind == "wild-spent" and played.kind == "wild"
                assert any(a.kind == "place" for a in on_square)
    assert total >= 3


def run_worker() -> None:
    """What ``manage.py db_worker`` does once the queued tasks are due."""
    DBTaskResult.objects.update(run_after=timezone.now() - timedelta(seconds=1))
    call_command("db_worker", "--batch", "--no-startup-delay", "--no-reload", "--interval", "0")


@pytest.fixture
def finished_match(django_user_model, monkeypatch):
    # The worker closes old connections between tasks; the test database stays open.
    monkeypatch.setattr(
        "django_tasks_db.management.commands.db_worker.close_old_connections", lambda: None
    )
    host = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    actions, seed = play_game("lb-5")
    match = play.match_create(
        host=host,
        mode_key="sequence-classic",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("bot", "strong")],
        seed=seed,
    )
    for seat, text in actions:
        match.refresh_from_db()
        play.match_act(match=match, seat=seat, action=text, version=match.version)
    match.refresh_from_db()
    assert match.status == Match.Status.FINISHED
    return host, match


@pytest.mark.django_db
def test_the_look_back_is_queued_with_the_last_move_and_stored_by_the_worker(finished_match):
    _host, match = finished_match
    queued = DBTaskResult.objects.filter(task_path="puzzles.tasks.look_back")
    assert [r.args_kwargs["args"] for r in queued] == [[match.pk]]
    assert not Review.objects.filter(match=match).exists()  # nothing computed in the move
    run_worker()
    review = Review.objects.get(match=match)
    assert review.marks and all(m["seat"] == 0 for m in review.marks)


@pytest.mark.django_db
def test_the_replay_shows_the_marks_to_the_player_and_try_it_again_makes_a_puzzle(
    finished_match, client, django_user_model
):
    host, match = finished_match
    run_worker()
    client.force_login(host)
    page = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    assert "A look back" in page and "would have blocked it" in page
    # The opponent's hand and the draw pile never show.
    assert not find_tokens(page, play.engine_of(match).hidden_tokens(0))
    step = Review.objects.get(match=match).marks[0]["step"]
    response = client.post(reverse("puzzles:try-again", args=[match.pk, step]))
    assert response.status_code == 303
    attempt = Attempt.objects.get(user=host)
    assert attempt.kind == Attempt.Kind.AGAIN
    assert attempt.puzzle.theme in ("block", "block-remove")
    assert client.get(response["Location"]).status_code == 200
    # No mark at that step, or someone else's game: refused.
    assert client.post(reverse("puzzles:try-again", args=[match.pk, 0])).status_code == 404
    other = django_user_model.objects.create_user(username="kid2", password="pw-kid2-123456")
    client.force_login(other)
    assert "A look back" not in client.get(reverse("play:replay", args=[match.pk])).content.decode()
    assert client.post(reverse("puzzles:try-again", args=[match.pk, step])).status_code == 403


@pytest.mark.django_db
def test_the_replay_computes_the_look_back_once_if_no_worker_has_yet(finished_match, client):
    host, match = finished_match
    client.force_login(host)
    page = client.get(reverse("play:replay", args=[match.pk])).content.decode()
    assert "would have blocked it" in page
    assert Review.objects.filter(match=match).count() == 1
    run_worker()  # the queued task finds it stored
    assert Review.objects.filter(match=match).count() == 1


# --- team games: "missed-team" ---------------------------------------------------------


def team_position() -> State:
    # Four players, two teams: seats 0 and 2 blue, 1 and 3 green (R-S11). Blue has b1
    # c1 d1 (a1 is a corner); 5S on e1 finishes a1-e1. Seat 0 is to move.
    return State.from_notation(
        f"classic:4:2 {BLUE_FOUR} 5S,2H,3H,4H,6H|2C,3C|7C,8C|9C,10C -|-|-|- 90 0 -|- 5"
    )


@pytest.mark.parametrize(
    ("placed", "kind"),
    [
        # b1 c1 d1 all placed by the partner (seat 2): 3 of theirs against 1 (e1).
        ({1: 2, 2: 2, 3: 2}, "missed-team"),
        # two by the partner, one by seat 0: 2 against 2 (e1 counted): not mostly theirs.
        ({1: 2, 2: 2, 3: 0}, "missed-sequence"),
        ({1: 0, 2: 0, 3: 2}, "missed-sequence"),
    ],
)
def test_a_missed_sequence_on_the_partners_line_is_missed_team(placed, kind):
    placers = [-1] * 100
    for cell, seat in placed.items():
        placers[cell] = seat
    mark = logic._mark_for(team_position(), Action.parse("place 2H e6"), placers)
    assert (mark.kind, mark.square) == (kind, "e1")
    # Without who placed the chips (a two-player game), it is the plain mark.
    plain = logic._mark_for(team_position(), Action.parse("place 2H e6"))
    assert plain.kind == "missed-sequence"


def play_team_game(seed: str = "team-23") -> list[list]:
    """Four players: seat 0 the beginner bot, seats 1, 2, 3 strong (n = 23)."""
    mode = get_mode("sequence-classic")
    state = mode.new(players=4, seed=seed)
    bots = [mode.bot("beginner", 23)] + [mode.bot("strong", 23 + s) for s in (1, 2, 3)]
    actions = []
    while not state.is_over():
        seat = state.to_act()[0]
        text = str(bots[seat].choose(state, seat))
        state.apply(seat, text)
        actions.append([seat, text])
    return actions


def test_missed_team_in_a_whole_team_game_is_true_by_the_move_log():
    actions = play_team_game()
    marks = logic.review_marks(
        "sequence-classic", players=4, teams=None, seed="team-23", actions=actions, seats=[0]
    )
    team = [m for m in marks if m.kind == "missed-team"]
    assert [(m.step, m.square) for m in team] == [(44, "g5")]  # found once, seed team-23
    mark = team[0]
    assert actions[mark.step][0] == 0
    before = logic.position_before(
        "sequence-classic", players=4, teams=None, seed="team-23", actions=actions, step=44
    )
    played = Action.parse(actions[44][1])
    assert not logic.completes(before, played)
    # Who placed each chip, read from the move log alone (placements and removals).
    placed: dict[str, int] = {}
    for seat, text in actions[:44]:
        kind, _card, *square = text.split()
        if kind in ("place", "wild"):
            placed[square[0]] = seat
        elif kind == "remove":
            placed.pop(square[0], None)
    finishing = [
        a
        for a in before.legal_actions()
        if a.cell >= 0 and cell_name(a.cell) == "g5" and logic.completes(before, a)
    ]
    assert finishing
    window = logic.formed_windows(before, finishing[0])[0]
    names = [cell_name(c) for c in window if cell_name(c) != "g5"]
    owners = [placed[n] for n in names if n in placed]  # corners belong to nobody
    assert owners.count(2) > 1 + owners.count(0), (names, owners)


@pytest.mark.django_db
def test_try_it_again_on_missed_team_makes_a_team_puzzle(django_user_model, monkeypatch):
    host = django_user_model.objects.create_user(username="kid1", password="pw-kid1-123456")
    actions = play_team_game()
    match = play.match_create(
        host=host,
        mode_key="sequence-classic",
        players=4,
        seats=[SeatPlan("host")] + [SeatPlan("bot", "strong")] * 3,
        seed="team-23",
    )
    for seat, text in actions:
        match.refresh_from_db()
        play.match_act(match=match, seat=seat, action=text, version=match.version)
    match.refresh_from_db()
    assert match.status == Match.Status.FINISHED
    from puzzles import services

    review = services.review_match(match.pk)
    assert {"step": 44, "seat": 0, "kind": "missed-team", "square": "g5"} in review.marks
    attempt = services.try_again(user=host, match=match, step=44)
    assert attempt.kind == Attempt.Kind.AGAIN and attempt.puzzle.theme == "team"
    assert attempt.puzzle.answers and all(a.endswith(" g5") for a in attempt.puzzle.answers)
    _a, right, _first = services.answer(attempt=attempt, action=attempt.puzzle.answers[0])
    assert right


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "You could have helped your partner's line here: g5 would have made a sequence."),
        ("es", "Aquí podías ayudar a la línea de tu pareja: en g5 hacías una secuencia."),
        ("pl", "Tu można było pomóc linii drużyny: na polu g5 powstałaby sekwencja."),
    ],
)
def test_the_missed_team_mark_speaks_three_languages(language, words):
    from django.utils import translation

    from puzzles.messages import MARKS

    with translation.override(language):
        assert MARKS["missed-team"] % {"square": "g5"} == words
