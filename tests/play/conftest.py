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
