"""Benchmark: a channel-layer group message sent from sync code through Redis, as a
gunicorn sync worker sends one after a student's answer (``teach.live``), a move
(``play.events``) or a log-out (``training.live_sessions``): Channels' stock
``async_to_sync(layer.group_send)`` against ``config.layer_send.group_send`` (one event
loop kept for the process), side by side in one run.

    REDIS_URL=redis://127.0.0.1:6379/7 .venv/bin/python tests/bench/bench_send.py
        [--messages 300] [--runs 5]

Each run sends ``--messages`` messages each way from the main thread, alternating which
goes first, and measures the CPU of this process per message (``time.process_time``: all
its threads, the sends loop's included), the wall time per message and the Redis
connections opened per message (``INFO stats``). The table prints the median of the
runs with the spread (min-max).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/7")
    os.environ.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_SECRET_KEY": "bench-" + "x" * 60,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECURE_SSL": "0",
            "REDIS_URL": redis_url,
        }
    )
    import django

    django.setup()
    import redis
    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    from config import layer_send

    layer = get_channel_layer()
    client = redis.Redis.from_url(redis_url)
    event = {"type": "student.changed", "enrollment": 1, "event": "x" * 32}
    ways = {
        "stock async_to_sync": lambda: async_to_sync(layer.group_send)("bench-send", event),
        "kept loop (layer_send)": lambda: layer_send.group_send(layer, "bench-send", event),
    }
    for send in ways.values():  # warm: imports, the kept loop's connection
        send()
    found: dict[str, dict[str, list[float]]] = {
        way: {"cpu": [], "wall": [], "connections": []} for way in ways
    }
    for run in range(args.runs):
        order = list(ways) if run % 2 == 0 else list(reversed(ways))
        for way in order:
            send = ways[way]
            opened = int(client.info("stats")["total_connections_received"])
            cpu, wall = time.process_time(), time.perf_counter()
            for _ in range(args.messages):
                send()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            opened = int(client.info("stats")["total_connections_received"]) - opened
            found[way]["cpu"].append(cpu / args.messages * 1000)
            found[way]["wall"].append(wall / args.messages * 1000)
            found[way]["connections"].append(opened / args.messages)

    def spread(values: list[float], fmt: str = "{:.2f}") -> str:
        middle = statistics.median(values)
        return f"{fmt.format(middle)} ({fmt.format(min(values))}-{fmt.format(max(values))})"

    stock = statistics.median(found["stock async_to_sync"]["cpu"])
    print(
        f"\n{args.messages} group messages per run, median of {args.runs} runs (min-max)\n\n"
        "| way | CPU ms per message | wall ms per message | Redis connections per message "
        "| CPU x stock |\n| --- | --- | --- | --- | --- |"
    )
    for way, figures in found.items():
        print(
            f"| {way} | {spread(figures['cpu'])} | {spread(figures['wall'])} "
            f"| {spread(figures['connections'])} "
            f"| {statistics.median(figures['cpu']) / stock:.2f} |"
        )


if __name__ == "__main__":
    main()
