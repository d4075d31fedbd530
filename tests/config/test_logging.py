"""One handler: with DJANGO_DEBUG=1 a warning is printed once, not twice."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import logging, django
django.setup()
logging.getLogger("django.request").warning("probe-django")
logging.getLogger("django.request").info("probe-info")
logging.getLogger("training").warning("probe-app")
"""


@pytest.mark.parametrize("debug", ["1", "0"])
def test_a_warning_is_printed_once(debug):
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_DEBUG": debug,
        "DJANGO_SECRET_KEY": "logging-test-" + "x" * 40,
    }
    env.pop("DJANGO_LOG_LEVEL", None)
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout + done.stderr
    assert out.count("probe-django") == 1, out
    assert out.count("probe-app") == 1, out
    assert "probe-info" not in out  # WARNING is the default level
