"""Profile the class dashboard in process: a class of N students built as the bench
builds it (``tests.teach.test_dashboard.full_progress``), the page rendered through
Django's test client under cProfile, with the query count and the time of each part.

    DJANGO_DEBUG=0 .venv/bin/python tests/bench/profile_dashboard.py [--students 30,100]
        [--repeat 5] [--profile]

The warm-up view fills the dashboard's caches (``teach.glance``, ``teach.views``), so the
timed views are repeat views of the class; with ``--uncached`` the class's version is
bumped before each timed view, so each is a first view with every student's own
progress cached; ``--write``: also one student's ``progress_version`` (the next in
turn), as a student's write does; ``--cold``: every student's. Times are wall clock
and, steadier on a shared machine, CPU (``time.process_time``).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--students", default="30,100")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument(
        "--uncached",
        action="store_true",
        help="a new version of the class before each timed view: first views, as after a write",
    )
    parser.add_argument("--write", action="store_true", help="as --uncached, one student wrote")
    parser.add_argument("--cold", action="store_true", help="as --uncached, every student wrote")
    args = parser.parse_args()
    args.uncached = args.uncached or args.write or args.cold
    tmp = tempfile.mkdtemp()
    os.environ.update(
        {
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DJANGO_SECRET_KEY": "bench-" + "x" * 60,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECURE_SSL": "0",
            "DJANGO_ALLOWED_HOSTS": "testserver",
            "DATABASE_URL": f"sqlite:///{tmp}/profile.sqlite3",
        }
    )
    os.environ.pop("REDIS_URL", None)
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.db.models import F
    from django.test import Client
    from django.urls import reverse
    from django.utils import timezone

    from teach import services
    from teach.glance import bump
    from teach.models import Enrollment
    from tests.teach.test_dashboard import full_progress
    from training.models import Learner, User

    call_command("migrate", verbosity=0)
    teacher = User.objects.create(username="prof-teacher", role="teacher")
    client = Client()
    client.force_login(teacher)
    now = timezone.now()
    for size in [int(n) for n in args.students.split(",")]:
        classroom = services.classroom_create(owner=teacher, name=f"Class {size}")
        for i in range(size):
            user = User.objects.create(username=f"c{size}-{i}")
            Enrollment.objects.create(classroom=classroom, student=user, real_name=f"Student {i}")
            full_progress(Learner.objects.create(user=user), now)
        services.assignment_create(
            classroom=classroom, teacher=teacher, kind="lesson", target="seq-board",
            due_on=timezone.localdate(),
        )  # fmt: skip
        url = reverse("teach-dashboard", args=[classroom.pk])
        client.get(url)  # warm: templates, translations, course
        client.get("/accounts/login/")
        learners = list(
            Learner.objects.filter(user__enrollments__classroom=classroom).values_list(
                "pk", flat=True
            )
        )

        def wrote(turn: int, classroom=classroom, learners=learners) -> None:
            """What students' writes do to the class's caches (the bench's ``new_version``)."""
            bump([classroom.pk])
            if args.cold:
                Learner.objects.filter(pk__in=learners).update(
                    progress_version=F("progress_version") + 1
                )
            elif args.write:
                Learner.objects.filter(pk=learners[turn % len(learners)]).update(
                    progress_version=F("progress_version") + 1
                )

        times, bare, cpu, bare_cpu = [], [], [], []
        for turn in range(args.repeat):
            if args.uncached:
                wrote(turn)
            start, started = time.perf_counter(), time.process_time()
            queries: list[str] = []
            with connection.execute_wrapper(
                lambda execute, sql, params, many, context, queries=queries: (
                    queries.append(sql) or execute(sql, params, many, context)
                )
            ):
                response = client.get(url)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - started)
            start, started = time.perf_counter(), time.process_time()
            client.get("/accounts/login/")
            bare.append(time.perf_counter() - start)
            bare_cpu.append(time.process_time() - started)
        assert response.status_code == 200
        print(
            f"{size} students: dashboard median {statistics.median(times) * 1000:.1f} ms "
            f"({min(times) * 1000:.1f}-{max(times) * 1000:.1f}), {len(queries)} queries, "
            f"{len(response.content) // 1024} KiB; login page "
            f"{statistics.median(bare) * 1000:.1f} ms"
        )
        print(
            f"  CPU: dashboard median {statistics.median(cpu) * 1000:.1f} ms "
            f"({min(cpu) * 1000:.1f}-{max(cpu) * 1000:.1f}); login page "
            f"{statistics.median(bare_cpu) * 1000:.1f} ms"
        )
        # Each view over the login page right after it: steadier on a loaded machine.
        ratios = [t / b for t, b in zip(times, bare, strict=True)]
        print(
            f"  view over login page, paired: x{statistics.median(ratios):.1f} "
            f"({min(ratios):.1f}-{max(ratios):.1f})"
        )
        enrollment = classroom.enrollments.first()
        drawer = reverse("teach-drawer", args=[classroom.pk, enrollment.pk, "sequence"])
        opened = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            assert client.get(drawer).status_code == 200
            opened.append(time.perf_counter() - start)
        print(f"  one drawer's lessons: median {statistics.median(opened) * 1000:.1f} ms")
        if args.profile:
            if args.uncached:
                wrote(args.repeat)
            profile = cProfile.Profile()
            profile.enable()
            client.get(url)
            profile.disable()
            stats = pstats.Stats(profile).sort_stats("cumulative")
            stats.print_stats(r"teach/|template/(loader_tags|defaulttags)|translation", 40)
            stats.sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
