"""The table that draws by hand (R-S18, R-S9, R-S19, R-S6 at a real table) and dealing
one card at a time (R-S12, R-S13): each position written in one line of notation,
every expected hand, pile and turn worked out by hand from the rulebooks ("LOSS OF
CARD", "TABLE TALK", the deal table) and the classic board (5S e1, 6S f1, 2C e2/g4)."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.sequence import Deal, Game, State, get_variant

from .conftest import pos, refused


def names(state: State, seat: int) -> list[str]:
    return [state.variant.card_names[c] for c in state.hands[seat]]


# R-S18 by hand --------------------------------------------------------------------
def test_r_s18_by_hand_the_player_draws_and_the_draw_ends_the_turn() -> None:
    state = pos(hands="5S,6S|2C", draw="KC,QC,AC", turn="0h")
    state.apply("place 5S e1")
    assert names(state, 0) == ["6S"]  # nothing drawn yet
    assert state.to_move == 0 and state.to_draw
    assert [str(a) for a in state.legal_actions()] == ["draw"]
    assert state.to_notation().split()[5] == "0hw"
    refused(state, "place 6S f1", "R-S15", "one-card")
    refused(state, "dead 6S", "R-S14", "dead-after-play")
    state.apply("draw")
    assert names(state, 0) == ["6S", "KC"]
    assert state.to_notation().split()[4:6] == ["QC,AC", "1h"]
    refused(state, "draw", "R-S18", "nothing-to-draw")  # green has not played yet


def test_r_s18_a_table_that_draws_by_itself_has_no_draw_action() -> None:
    state = pos(hands="5S,6S|2C")
    refused(state, "draw", "R-S18", "auto-draw")
    refused(state, "penalty 6S", "R-S9", "table-rule")


def test_r_s7_by_hand_a_remove_card_still_draws() -> None:
    state = pos("x8x/10/2g7/10/10/10/10/10/10/x8x", "JS,2C|5S", draw="KC,QC", turn="0h")
    state.apply("remove JS c3")
    assert state.to_draw and names(state, 0) == ["2C"]
    state.apply("draw")
    assert names(state, 0) == ["2C", "KC"] and state.to_move == 1


# R-S9 loss of card -----------------------------------------------------------------
def test_r_s9_not_drawing_before_the_next_player_has_played_and_drawn_loses_the_card() -> None:
    state = pos(hands="5S,6S|2C", draw="KC,QC,AC", turn="0h")
    state.apply("place 5S e1")
    refused(state, "place 2C e2", "R-S15", "one-card")  # without a seat: blue's turn
    assert [str(a) for a in state.legal_actions(seat=1)] == ["place 2C e2", "place 2C g4"]
    assert [str(a) for a in state.legal_actions(seat=0)] == ["draw"]
    state.apply("place 2C e2", seat=1)  # green goes on before blue has drawn
    assert state.owed == 0 and state.to_move == 1 and state.to_draw
    assert state.to_notation().split()[5] == "1hwo0"
    assert state.last_lost == -1
    state.apply("draw")  # green draws the top card: blue's card is lost
    assert state.last_lost == 0 and state.owed == -1
    assert names(state, 1) == ["KC"] and names(state, 0) == ["6S"]
    assert state.to_notation().split()[4:6] == ["QC,AC", "0h"]
    with pytest.raises(IllegalAction) as error:
        state.apply("draw", seat=0)
    assert (error.value.rule, error.value.code) == ("R-S18", "nothing-to-draw")
    # for the rest of the game blue plays with one card fewer than green
    state.apply("place 6S f1")
    state.apply("draw")
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 1


def test_r_s9_a_late_draw_before_the_next_player_has_drawn_is_in_time() -> None:
    state = pos(hands="5S,6S|2C", draw="KC,QC,AC", turn="0h")
    state.apply("place 5S e1")
    state.apply("place 2C e2", seat=1)
    state.apply("draw", seat=0)  # blue remembers while green has not drawn yet
    assert names(state, 0) == ["6S", "KC"] and state.owed == -1
    state.apply("draw")
    assert names(state, 1) == ["QC"] and state.last_lost == -1
    assert state.to_notation().split()[5] == "0h"


def test_r_s9_a_refused_move_of_the_next_player_changes_nothing() -> None:
    state = pos(hands="5S,6S|2C", draw="KC,QC,AC", turn="0h")
    state.apply("place 5S e1")
    before = state.to_dict()
    with pytest.raises(IllegalAction) as error:
        state.apply("place 2C f1", seat=1)
    assert (error.value.rule, error.value.code) == ("R-S15", "wrong-square")
    assert state.to_dict() == before
    three = pos(
        hands="5S,6S|2C|3C",
        discards="-|-|-",
        draw="KC,QC",
        turn="0h",
        seqs="-|-|-",
        table="classic:3:3",
    )
    three.apply("place 5S e1")
    assert list(three.legal_actions(seat=2)) == []
    before = three.to_dict()
    with pytest.raises(IllegalAction) as error:  # only the next player may go on
        three.apply("place 3C d2", seat=2)
    assert (error.value.rule, error.value.code) == ("R-S13", "not-your-turn")
    assert three.to_dict() == before


def test_r_s9_table_talk_each_team_member_gives_up_a_card_not_replaced() -> None:
    table = "classic:4:2"
    state = pos(
        hands="5S,6S|2C,3C|7S,8S|4C,9C",
        discards="-|-|-|-",
        draw="KC,QC",
        turn="0h",
        table=table,
    )
    state.apply("penalty 6S", seat=0)
    state.apply("penalty 8S", seat=2)  # the teammate (seats 0 and 2 are blue)
    assert names(state, 0) == ["5S"] and names(state, 2) == ["7S"]
    assert state.to_notation().split()[3] == "6S|-|8S|-"  # onto their own discard piles
    assert state.to_notation().split()[4:6] == ["KC,QC", "0h"]  # no card drawn, same turn
    refused(state, "penalty 6S", "R-S15", "card-not-in-hand")


# R-S19 and R-S6 by hand ------------------------------------------------------------
def test_r_s19_by_hand_the_draw_rebuilds_an_empty_pile_from_every_discard_pile() -> None:
    state = pos(hands="5S,6S|2C", discards="JD|JC,JD", draw="0", turn="0h")
    state.apply("place 5S e1")
    assert state.pile == [] and len(state.discards[0]) == 2
    state.apply("draw")
    assert state.discards == [[], []] and state.shuffles == 1
    drawn = names(state, 0)[1]
    pile = sorted([drawn] + [state.variant.card_names[c] for c in state.pile])
    assert pile == ["5S", "JC", "JD", "JD"]


def test_r_s6_by_hand_discard_then_draw_and_a_round_without_a_chip_is_drawn() -> None:
    state = pos("xg7x/10/10/10/10/10/10/10/6g3/x8x", "2S|5S", draw="KC,QC", turn="0dh")
    state.apply("discard 2S")
    assert state.to_draw and state.idle == 1
    state.apply("draw")
    assert names(state, 0) == ["KC"] and state.to_notation().split()[5] == "1i1h"
    last = pos("xg7x/10/10/10/10/10/10/10/6g3/x8x", "2S|5S", draw="KC,QC", turn="0di1h")
    last.apply("discard 2S")
    assert last.outcome() == (None, "no-play-round") and not last.to_draw
    refused(last, "draw", "R-S6", "game-over")


def test_by_hand_positions_round_trip_and_refuse_a_seat_owing_itself() -> None:
    for turn in ("0h", "0hw", "1ho0", "1hwo0", "0dhw"):
        assert pos(hands="5S,6S|2C", turn=turn).to_notation().split()[5] == turn
    with pytest.raises(ValueError):
        pos(hands="5S,6S|2C", turn="0ho0")
    with pytest.raises(ValueError):
        pos(hands="5S,6S|2C", turn="0ho2")
    state = pos(hands="5S,6S|2C", turn="1hwo0")
    assert State.from_dict(state.to_dict()) == state
    assert state.view(1)["to_draw"] and state.view(0)["owed"] == 0
    assert "owed" not in pos(hands="5S,6S|2C").view(0)


def test_a_state_stored_before_drawing_by_hand_reads_as_an_ordinary_table() -> None:
    data = pos(hands="5S,6S|2C").to_dict()
    for key in ("by_hand", "to_draw", "owed", "last_lost"):
        del data[key]
    state = State.from_dict(data)
    assert not state.by_hand and state.owed == -1
    state.apply("place 5S e1")
    assert len(state.hands[0]) == 2  # drawn for the player (R-S18)


# R-S12, R-S13: dealing one card at a time ------------------------------------------
@pytest.mark.parametrize(
    ("variant", "players", "each"),
    [("classic", 2, 7), ("classic", 4, 6), ("classic", 12, 3), ("dogs", 2, 5), ("dogs", 6, 4)],
)
def test_r_s12_the_deal_order_goes_round_from_the_dealers_left(variant, players, each) -> None:
    game = Game(variant, players)
    assert game.dealer == players - 1
    assert game.deal_order() == tuple(list(range(players)) * each)
    state = game.new_state(seed=4)
    assert [len(hand) for hand in state.hands] == [each] * players
    assert len(state.pile) == len(get_variant(variant).deck) - each * players


def test_r_s13_the_first_card_goes_left_of_the_dealer_then_clockwise() -> None:
    deal = Deal(Game("classic", 4))
    with pytest.raises(IllegalAction) as error:
        deal.give(3)  # the dealer serves themself last
    assert (error.value.rule, error.value.code) == ("R-S13", "deal-order")
    deal.give(0)
    with pytest.raises(IllegalAction) as error:
        deal.give(2)  # skipping seat 1
    assert (error.value.rule, error.value.code) == ("R-S13", "deal-order")
    assert deal.counts == [1, 0, 0, 0] and deal.next_seat == 1


def test_r_s12_the_deal_stops_at_the_tables_count() -> None:
    deal = Deal(Game("classic", 4), dealt=20)  # five rounds done: 5 cards each
    assert deal.counts == [5, 5, 5, 5] and deal.next_seat == 0
    with pytest.raises(IllegalAction) as error:
        deal.finish()
    assert (error.value.rule, error.value.code) == ("R-S12", "deal-too-few")
    for seat in (0, 1, 2, 3):
        deal.give(seat)
    assert deal.complete and deal.next_seat is None  # 6 each for four players
    with pytest.raises(IllegalAction) as error:
        deal.give(0)
    assert (error.value.rule, error.value.code) == ("R-S12", "deal-too-many")
    with pytest.raises(IllegalAction) as error:
        deal.start(0)
    assert (error.value.rule, error.value.code) == ("R-S12", "deal-not-finished")
    deal.finish()
    with pytest.raises(IllegalAction) as error:
        deal.start(3)
    assert (error.value.rule, error.value.code) == ("R-S13", "not-first")
    deal.start(0)


def test_dogs_and_numbers_deal_five_to_two_or_three_and_four_to_four_or_six() -> None:
    for variant in ("dogs", "numbers"):
        for players, each in ((2, 5), (3, 5), (4, 4), (6, 4)):
            deal = Deal(Game(variant, players), dealt=players * each)
            assert deal.complete and deal.counts == [each] * players
    with pytest.raises(ValueError):
        Deal(Game("dogs", 2), dealt=11)
