"""SecuenzooS: the farm is turned face up when the game is over, and not before."""

import pytest

from games.modes import get_mode, hidden_tokens


@pytest.mark.parametrize("key", ["zoo-solo", "zoo-on-the-trail"])
def test_the_farm_turns_face_up_at_the_end_only(key):
    mode = get_mode(key)
    players = 1 if key == "zoo-solo" else 2
    state = mode.new(players=players, seed=20261205)
    bots = {s: mode.bot("strong", seed=s) for s in range(players)}
    hidden_seen = False
    while state.outcome() is None:
        view = state.view(0)
        face_down = [sq for sq in view["farm"] if sq["card"] and not sq["face_up"]]
        if view.get("phase") not in ("peek",) and face_down:
            # Before the end a face-down card shows no animal.
            assert all(sq["animal"] is None for sq in face_down if not sq.get("shown_at_end"))
            assert not any(sq.get("shown_at_end") for sq in view["farm"])
            hidden_seen = True
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    assert hidden_seen
    for seat in (0, None):
        farm = state.view(seat)["farm"]
        assert all(sq["animal"] for sq in farm if sq["card"])
        assert any(sq.get("shown_at_end") for sq in farm)
    assert not any(len(t) == 2 for t in hidden_tokens(state, 0))  # no animal code hidden
