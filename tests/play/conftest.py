import pytest

from tests.play.fake_mode import FAKE


@pytest.fixture
def fake_mode(monkeypatch):
    """Register the test-only fake mode in the engine registry."""
    from games import modes

    monkeypatch.setitem(modes.MODES, FAKE.key, FAKE)
    return FAKE


@pytest.fixture
def users(django_user_model):
    return [
        django_user_model.objects.create_user(username=f"player{n}", password="pw-123456789")
        for n in range(4)
    ]


@pytest.fixture(autouse=True)
async def bot_tasks_finish():
    """A test ends only when the bot tasks it woke have stopped (they use the
    database; a task left running would touch it during a later test)."""
    yield
    import asyncio

    from play import bots

    for _ in range(500):
        if not bots.bot_tasks_running():
            break
        await asyncio.sleep(0.01)
