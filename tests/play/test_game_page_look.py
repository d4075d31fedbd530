"""The game page as a child uses it (issue 13): the Sequence board drawn as the
lessons draw it, outcome sentences of every mode in plain words, SecuenzooS guidance
by phase, whose tokens and restriction cards are whose, the lobby's list of games.
Expected texts are written by hand from the rules, not recomputed by the code."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from play import services
from play.models import Match
from play.pages import outcome_text, solo_outcome_text
from play.services import SeatPlan
from tests.play.test_all_modes import finish_with_bots

pytestmark = pytest.mark.django_db


def new_match(user, mode: str, players: int = 2, **extra) -> Match:
    seats = [SeatPlan("host")] + [SeatPlan("bot", bot_level="casual")] * (players - 1)
    return services.match_create(
        host=user, mode_key=mode, players=players, seats=seats, seed="look-seed-42", **extra
    )


def page(client, user, match: Match, query: str = "") -> str:
    client.force_login(user)
    return client.get(reverse("play:match", args=[match.pk]) + query).content.decode()


def play_until(match: Match, done) -> Match:
    """Apply bot moves for every seat until ``done(state)``."""
    moves = 0
    while not done(services.engine_of(match)):
        state = services.engine_of(match)
        seat = state.to_act()[0]
        action = state.mode.bot("casual", moves).choose(state, seat)
        services.match_act(match=match, seat=seat, action=str(action))
        match.refresh_from_db()
        moves += 1
        assert moves < 500
    return match


# --- The Sequence board ----------------------------------------------------------------


def test_chips_carry_their_team_letter_and_the_last_move_is_marked(client, users):
    match = new_match(users[0], "sequence-classic")
    state = services.engine_of(match)
    move = next(a for a in state.legal_actions(0).texts() if a.startswith("place"))
    services.match_act(match=match, seat=0, action=move)
    match.refresh_from_db()
    html = page(client, users[0], match)
    square = move.split()[2]
    tag = re.search(rf'<span id="square-{square}" class="([^"]+)"[^>]*aria-label="([^"]+)"', html)
    assert tag, square
    classes, label = tag.groups()
    # Seat 0 plays blue (side 0): a chip with the letter B in a disc of its own, the
    # card face still drawn under it, and the last move said and shown by a mark.
    assert "seq-card" in classes and "last-move" in classes
    assert label.endswith("blue chip, last move"), label
    body = html[tag.end() : html.index('id="square-', tag.end())]
    assert (
        '<span class="chip chip-blue" aria-hidden="true"><span class="chip-mark">B</span>' in body
    )
    assert 'class="card-face suit-' in body
    assert '<span class="mark mark-last" aria-hidden="true">◆</span>' in html
    # The status says the move in words: who, which card (by its name), where.
    said = r"Last move: player0, played (10|[2-9]|ace|king|queen) of (hearts|spades|diamonds|clubs)"
    assert re.search(said + rf" on {square}\.", html), html[html.index("Last move") :][:120]


def test_the_last_move_names_a_bot_by_its_number_in_one_line(client, users):
    """Issue 17 (a phone): "Last move: Bot 2 (Beginner), ..." took two lines above the
    farm; the line says "Bot 2" (the level is in the players list), the players list and
    the screen reader's announcement keep the level."""
    match = new_match(users[0], "sequence-classic")
    match = play_until(match, lambda state: 0 in state.to_act() and state.last_action(0))
    html = page(client, users[0], match)
    line = re.search(r'<p class="play-last">([^<]*)</p>', html)
    assert line, html
    assert line.group(1).startswith("Last move: Bot 2, played "), line.group(1)
    assert "Bot 2 (Casual)" in html  # the players list


def test_a_trail_cards_worth_reads_as_polish_for_a_masculine_trop():
    """Issue 17: "Trop kształtu warta 1" (feminine "warta", after the masculine "Trop");
    the lessons say "wartość", so does the trail card."""
    from django.utils import translation
    from django.utils.translation import gettext

    with translation.override("pl"):
        assert gettext("Shape trail") == "Trop kształtu"
        assert gettext("worth %(value)s") % {"value": 1} == "wartość 1"


def test_moves_are_said_in_words_and_a_placement_names_no_animal():
    from play.display import move_words

    assert move_words("reveal b2 @1", "secuenzoo") == "turned over b2 (trail 2)"
    assert move_words("place Rp c3", "secuenzoo") == "put a card face down on c3"
    assert move_words("end", "secuenzoo") == "ended the turn"
    assert move_words("peek-done", "secuenzoo") == "memorised the corners"
    assert move_words("place 7H c3", "sequence", "classic") == "played 7 of hearts on c3"
    assert move_words("remove JS d4", "sequence", "classic") == (
        "played jack of spades and took the chip off d4"
    )
    assert move_words("dead 5C", "sequence", "classic") == "swapped the dead card 5 of clubs"


def test_the_chosen_cards_squares_are_buttons_and_the_hand_looks_like_cards(client, users):
    match = new_match(users[0], "sequence-classic")
    hand = services.engine_of(match).view(0)["hand"]
    card = next(c for c in hand if c[0] != "J")
    html = page(client, users[0], match, f"?card={card}")
    legal = re.findall(
        r'<button type="submit" id="square-(\w+)" name="action" value="([^"]+)"', html
    )
    assert legal and all(value.split()[1] == card for _, value in legal)
    assert html.count('class="mark mark-legal"') == len(legal)
    assert "where your card can go" in html  # the board's key
    # In the hand a heart is red, a spade black, each named in full for screen readers.
    for code in hand:
        colour = "red" if code[-1] in "HD" else "black"
        button = re.search(rf'id="card-{code}-1" class="([^"]+)" aria-label="([^"]+)"', html)
        assert button, code
        suit = {"H": "of hearts", "D": "of diamonds", "S": "of spades", "C": "of clubs"}
        # A jack also says what it does: "jack of diamonds, wild card".
        assert button.group(2).split(", ")[0].endswith(suit[code[-1]])
        after = html[button.end() : html.index("</button>", button.end())]
        assert "card-face suit-" in after and f" {colour}" in after


def test_a_locked_chip_shows_our_lock():
    from games.templatetags.boards import seq_board

    square = {
        "cell": "b1",
        "corner": False,
        "last": False,
        "variant": "classic",
        "symbol": "2S",
        "text": "2 of spades",
        "chip": {"slug": "red", "mark": "R"},
        "locked": True,
        "action": "",
        "label": "b1, 2 of spades, red chip, locked",
    }
    html = str(seq_board([[square]], "action"))
    chip = (
        '<span class="chip chip-red chip-locked" aria-hidden="true">'
        '<span class="chip-mark">R</span>'
    )
    assert chip in html
    assert '<svg class="lock" aria-hidden="true" focusable="false"><use href="' in html
    assert "ui.svg#lock" in html and "🔒" not in html


# --- Outcome sentences -----------------------------------------------------------------


def finished(user, mode: str, players: int, outcome: dict, teams=None) -> Match:
    match = new_match(user, mode, players, teams=teams)
    match.status, match.outcome = Match.Status.FINISHED, outcome
    return match


def test_outcome_sentences_say_who_won_and_with_what(users):
    user = users[0]
    alone = finished(user, "sequence-classic", 2, {"winners": [0], "reason": "sequences"})
    seats = list(alone.seats.all())
    view = {"seat_sides": [0, 1], "sequences": [["a1-e1", "a2-e2"], []]}
    assert outcome_text(alone, seats, view) == "player0 won by making 2 sequences."
    team = finished(user, "sequence-classic", 4, {"winners": [1, 3], "reason": "sequences"}, 2)
    seats = list(team.seats.all())
    view = {"seat_sides": [0, 1, 0, 1], "sequences": [[], ["a1-e1", "b2-f6"]]}
    assert outcome_text(team, seats, view) == (
        "The green team won: Bot 2 (Casual) and Bot 4 (Casual). Together they made 2 sequences."
    )
    draw = finished(user, "sequence-classic", 2, {"winners": [], "reason": "no-play-round"})
    assert "draw" in outcome_text(draw, list(draw.seats.all()), {})
    race = finished(
        user, "zoo-on-the-trail", 3, {"winners": [2], "scores": [3, 4, 6], "reason": "rounds-over"}
    )
    assert outcome_text(race, list(race.seats.all()), {}) == (
        "Both rounds on the trail are over. Bot 3 (Casual) won with 6 points."
    )
    tie = finished(
        user, "zoo-trailbusters", 2, {"winners": [0, 1], "scores": [5, 5], "reason": "x"}
    )
    assert outcome_text(tie, list(tie.seats.all()), {}) == (
        "Every trail is finished. player0 and Bot 2 (Casual) share the win with 5 points each."
    )


def test_solo_says_the_score_against_the_target():
    view = {
        "games": [
            {"game": 1, "target": 15, "score": 18, "reached": True},
            {"game": 2, "target": 19, "score": 21, "reached": True},
        ]
    }
    assert solo_outcome_text(view) == (
        "You scored 21 points and needed 19. You made it! You reached 2 of the 6 targets."
    )
    missed = {"games": [{"game": 1, "target": 15, "score": 14, "reached": False}]}
    assert solo_outcome_text(missed) == ("You scored 14 points and needed 15. Try again!")


def test_solo_played_from_play_ends_with_its_score_not_a_draw(client, users):
    match = services.match_create(
        host=users[0], mode_key="zoo-solo", players=1, seats=[SeatPlan("host")], seed="solo-end-7"
    )
    finish_with_bots(match)
    match.refresh_from_db()
    html = page(client, users[0], match)
    games = services.engine_of(match).view(0)["games"]
    last = games[-1]
    assert "draw" not in html
    assert f"You scored {last['score']} points and needed {last['target']}." in html


# --- SecuenzooS guidance, tokens and restriction cards -----------------------------------


def test_placing_says_what_to_do(client, users):
    match = new_match(users[0], "zoo-on-the-trail", 3)
    match = play_until(match, lambda s: 0 in s.to_act())
    html = page(client, users[0], match)
    assert "Put one of your animal cards face down on an empty square." in html


def test_on_the_trail_shows_every_token_and_whose_restriction_cards(client, users):
    match = new_match(users[0], "zoo-on-the-trail", 2)
    match = play_until(match, lambda s: s.view(0)["phase"] == "turn" and 0 in s.to_act())
    html = page(client, users[0], match)
    assert "A wrong animal sends it back to your marker." in html  # the guidance
    assert html.count("You: marker") == 1 and html.count("You: lead token") == 1
    # A token is narrow (a fifth of the trail card): a bot is "Bot 2" there, its level
    # is in the players list and on its restriction cards.
    assert "Bot 2: marker" in html and "(Casual): marker" not in html
    assert "Your restriction cards" in html and "Bot 2 (Casual)'s restriction cards" in html
    # The mover's cards are in effect, said in words; the other player's are not.
    mine = html.index("Your restriction cards")
    theirs = html.index("Bot 2 (Casual)'s restriction cards")
    # (Not "these cards count": a card may count only on another kind of trail; looked
    # at, Solo: "these cards count" stood over "Only counts on shape trails".)
    note = html.index("In play on this turn: each card says where it counts.")
    assert mine < note < theirs
    assert html.count("In play on this turn") == 1


def test_the_solo_peek_has_a_countdown_and_a_done_button(client, users):
    match = services.match_create(
        host=users[0], mode_key="zoo-solo", players=1, seats=[SeatPlan("host")], seed="peek-9"
    )
    html = page(client, users[0], match)
    assert "Look at the 16 animals in the four corners" in html
    form = re.search(r'<form [^>]*class="peek-form"[^>]*data-submit-after="(\d+)"', html)
    assert form and 80 <= int(form.group(1)) <= 90
    assert re.search(r"data-countdown>(\d+)<", html)
    assert 'name="action" value="peek-done"' in html and "I have memorised them" in html


def test_the_solo_look_ends_on_the_server_when_its_time_is_up(client, users):
    """A reload after the 90 seconds never shows the corners again: the server shows
    them face down (a GET writes nothing), and the worker's task stores that at the
    deadline (play.tasks.look_over), not only the page's clock."""
    from datetime import timedelta

    from django.utils import timezone

    from play.tasks import look_over

    match = services.match_create(
        host=users[0], mode_key="zoo-solo", players=1, seats=[SeatPlan("host")], seed="peek-9"
    )
    assert len(services.engine_of(match).view(0)["peek"]) == 16  # the corners' look
    Match.objects.filter(pk=match.pk).update(turn_started_at=timezone.now() - timedelta(seconds=80))
    assert 'class="peek-form"' in page(client, users[0], match)  # 10 s left: still up
    Match.objects.filter(pk=match.pk).update(turn_started_at=timezone.now() - timedelta(seconds=91))
    html = page(client, users[0], match)
    assert 'class="peek-form"' not in html  # shown over...
    match.refresh_from_db()
    assert match.actions == [] and match.version == 1  # ...without a write
    assert look_over.call(match.pk, match.version) is True  # the worker, at the deadline
    match.refresh_from_db()
    assert match.actions == [[0, "peek-done"]] and match.version == 2
    assert services.engine_of(match).view(0)["peek"] in (None, [])  # nothing shown
    assert look_over.call(match.pk, 1) is False  # the same task again: nothing more
    match.refresh_from_db()
    assert len(match.actions) == 1


def test_a_move_from_a_page_whose_look_ran_out_is_not_stale(users):
    """The page showed the look over at version 1; a reveal made from it stores the
    look's end and the reveal in one write."""
    from datetime import timedelta

    from django.utils import timezone

    match = services.match_create(
        host=users[0], mode_key="zoo-solo", players=1, seats=[SeatPlan("host")], seed="peek-9"
    )
    Match.objects.filter(pk=match.pk).update(turn_started_at=timezone.now() - timedelta(seconds=91))
    match.refresh_from_db()
    seen = services.engine_of(services.match_as_seen(match))
    reveal = next(a for a in seen.legal_actions(0).texts() if a.startswith("reveal"))
    services.match_act(match=match, seat=0, action=reveal, version=1)
    match.refresh_from_db()
    assert [a for _, a in match.actions] == ["peek-done", reveal] and match.version == 2


def test_the_guidance_is_translated(client, users):
    match = new_match(users[0], "zoo-time-trail", 2)
    match = play_until(match, lambda s: s.view(0)["phase"] == "choose" and 0 in s.to_act())
    client.cookies["django_language"] = "pl"
    html = page(client, users[0], match)
    assert "Weź kartę ograniczenia za 5 dodatkowych punktów" in html


# --- The lobby -------------------------------------------------------------------------


def test_your_games_say_what_each_is_and_where_it_stands(client, users):
    mine = new_match(users[0], "sequence-dogs")  # seat 0 moves first: my turn
    waiting = services.match_create(
        host=users[0],
        mode_key="sequence-numbers",
        players=2,
        seats=[SeatPlan("host"), SeatPlan("open")],
    )
    done = finished(
        users[0], "zoo-on-the-trail", 2, {"winners": [0], "scores": [7, 6], "reason": "rounds-over"}
    )
    done.finished_at = done.updated_at
    done.save()
    client.force_login(users[0])
    html = client.get(reverse("play:lobby")).content.decode()
    section = html[html.index('id="mine-title"') :]
    cards = re.findall(r'<li class="my-game (.*?)</li>', section, re.S)
    assert len(cards) == 3
    # The game waiting for this player comes first, the finished one last.
    assert "Sequence Dogs" in cards[0] and "On the Trail" in cards[2]
    by_title = {re.search(r">([^<]+)</a>", c).group(1): c for c in cards}
    dogs = by_title["Sequence Dogs"]
    assert "Your turn!" in dogs and "Players: player0 and Bot 2 (Casual)." in dogs
    numbers = by_title["Sequence Numbers"]
    assert "Waiting for players to join." in numbers and "Players: player0." in numbers
    trail = by_title["SecuenzooS: On the Trail"]
    assert "Finished" in trail and "player0 won with 7 points." in trail and "Ended" in trail
    assert mine.pk and waiting.pk


def test_the_farm_has_a_key_and_frames_the_last_move(client, users):
    """Stripes (face down), plain (empty) and the last move are said in words under
    the farm, so neither the pattern nor the mark is the only cue."""
    match = new_match(users[0], "zoo-on-the-trail", 3)
    match = play_until(match, lambda s: s.last_action(0) is not None and 0 in s.to_act())
    html = page(client, users[0], match)
    for words in ("a card face down", "an empty square", "the last move"):
        assert words in html
    _seat, text = services.engine_of(match).last_action(0)
    cell = text.split()[-1]  # a bot's placement: "place b3", the animal not said
    assert re.fullmatch(r"[a-e][1-5]", cell), text
    assert re.search(rf'id="square-{cell}" class="[^"]*face-down[^"]*last-move', html)


def test_every_listed_game_where_it_is_my_turn_says_so(client, users):
    """Whose turn it is comes from each listed game, not from the home card's shorter
    list (20 games): 22 games waiting for this player all say "Your turn!"."""
    for _ in range(22):
        new_match(users[0], "sequence-classic")  # seat 0 moves first
    client.force_login(users[0])
    html = client.get(reverse("play:lobby")).content.decode()
    section = html[html.index('id="mine-title"') :]
    cards = re.findall(r'<li class="my-game (.*?)</li>', section, re.S)
    assert len(cards) == 22
    assert all("Your turn!" in card for card in cards)
    assert "Waiting for player0" not in section
    assert "Last change just now." in section and "0 minutes" not in section
