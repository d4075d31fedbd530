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
