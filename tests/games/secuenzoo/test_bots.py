"""Bots see only their seat's views; memory helps (R-Z4: remembering is the player's job)."""

from __future__ import annotations

from games.secuenzoo.bots import Memory, MemoryBot, RandomBot, make_bot, play
from games.secuenzoo.on_the_trail import OnTheTrail
from games.secuenzoo.solo import SoloRun
from games.secuenzoo.time_trail import TimeTrail
from games.secuenzoo.trailbusters import Trailbusters


def test_memory_keeps_what_views_showed() -> None:
    run = SoloRun.new(3)
    memory = Memory()
    memory.observe(run.view())
    assert len(memory.recall()) == 16  # the peek
    run.apply("peek-done")
    run.apply("reveal c3")
    memory.observe(run.view())
    assert memory.recall()[12] == run.farm[12]


def test_forgetting_memory_decays() -> None:
    memory = Memory(decay=0.5)
    memory.note(0, 7)
    assert memory.recall() == {0: 7}
    for _ in range(30):
        memory.tick()
    assert memory.recall() == {}


def test_bots_only_use_views() -> None:
    state = TimeTrail.new(2, seed=4)
    bots = [make_bot("perfect", 0, 1), make_bot("random", 1, 1)]
    for bot in bots:
        assert not any(isinstance(v, TimeTrail) for v in vars(bot).values())
    outcome = play(state, bots)
    assert outcome is not None
    assert not any(isinstance(v, TimeTrail) for bot in bots for v in vars(bot).values())


def test_perfect_memory_beats_random_at_every_mode() -> None:
    for cls in (OnTheTrail, Trailbusters, TimeTrail):
        wins = 0
        for seed in range(6):
            bots: list[RandomBot | MemoryBot] = [
                make_bot("perfect", 0, seed),
                make_bot("random", 1, seed),
            ]
            outcome = play(cls.new(2, seed), bots)
            assert outcome is not None
            wins += 0 in outcome.winners
        assert wins >= 5, cls.MODE


def test_push_your_luck_passes_with_progress_and_no_known_animal() -> None:
    state = OnTheTrail.new(2, seed=1)
    while state.phase == "place":
        state.apply(state.legal_actions()[0])
    bot = MemoryBot(state.to_move, seed=0, caution=0.9)
    view = state.view(state.to_move)
    view["leads"][state.to_move] = 3  # three tracks gained this turn, nothing remembered
    assert str(bot.act(view)) == "pass"
    fresh = state.view(state.to_move)
    assert str(bot.act(fresh)).startswith("reveal")  # nothing to lose yet: go for it
