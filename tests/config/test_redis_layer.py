"""A channel-layer group message crosses two OS processes through Redis (CI pass)."""

import os
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

ROOT = Path(__file__).resolve().parents[2]

LISTENER = textwrap.dedent(
    """
    import asyncio, sys, django
    django.setup()
    from channels.layers import get_channel_layer

    async def main(group):
        layer = get_channel_layer()
        channel = await layer.new_channel()
        await layer.group_add(group, channel)
        print("ready", flush=True)
        message = await asyncio.wait_for(layer.receive(channel), timeout=20)
        print("got", message["text"], flush=True)

    asyncio.run(main(sys.argv[1]))
    """
)


@pytest.mark.redis
def test_group_message_crosses_two_processes_through_redis():
    layer = get_channel_layer()
    assert type(layer).__name__ == "RedisChannelLayer"
    group = f"test-{uuid.uuid4().hex}"
    payload = uuid.uuid4().hex
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "DJANGO_DEBUG": "1"}
    listener = subprocess.Popen(
        [sys.executable, "-c", LISTENER, group],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert listener.stdout.readline().strip() == "ready", listener.stderr.read()
        deadline = time.monotonic() + 10
        async_to_sync(layer.group_send)(group, {"type": "test.message", "text": payload})
        out, err = listener.communicate(timeout=max(1, deadline - time.monotonic()))
    finally:
        listener.kill()
    assert listener.pid != os.getpid()
    assert out.strip() == f"got {payload}", err
