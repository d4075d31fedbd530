import os

import pytest


def pytest_collection_modifyitems(config, items):
    """Tests marked ``redis`` or ``postgres`` run in the CI pass that provides them."""
    needs = {
        "redis": (os.environ.get("REDIS_URL"), "set REDIS_URL (the CI pass does)"),
        "postgres": (
            os.environ.get("DATABASE_URL", "").startswith("postgres"),
            "set DATABASE_URL=postgres://... (the CI pass does)",
        ),
    }
    for item in items:
        for marker, (available, how) in needs.items():
            if marker in item.keywords and not available:
                item.add_marker(pytest.mark.skip(reason=f"needs {marker}: {how}"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After every fixture is gone (the database flush of a transactional test
    included), close the connection: async tests share it through Django's
    context-local connections, and a later test without database access would meet
    it in its consumers (``close_old_connections``)."""
    yield
    from asgiref.sync import SyncToAsync
    from django.db import connections
    from pytest_django.plugin import blocking_manager_key

    with item.session.config.stash[blocking_manager_key].unblock():
        connections.close_all()
        # asgiref's one sync thread (consumers' database calls) keeps its own.
        SyncToAsync.single_thread_executor.submit(connections.close_all).result()


@pytest.fixture(autouse=True)
def _english_between_tests():
    """Each test starts in the default language: a consumer or view that activated
    another one in this thread must not change what a later test reads."""
    yield
    from django.utils import translation

    translation.deactivate()


@pytest.fixture(autouse=True)
def _fresh_channel_layer():
    """Each test gets channel layers of its own. A Redis layer keeps one asyncio lock
    for its receives: a socket a test left receiving holds it on that test's event
    loop, which is gone with the test, and every later socket of the session failed
    with "bound to a different event loop" (CI's PostgreSQL + Redis pass)."""
    yield
    from channels.layers import channel_layers

    channel_layers.backends.clear()
