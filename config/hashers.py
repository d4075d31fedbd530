"""The password hasher for passwords people choose: Argon2id at OWASP's parameters.

Django's default (PBKDF2-SHA256, 1.5 million rounds) costs about 340 ms of CPU per
log-in on this project's 2-core machine: a class signing in at the start of a lesson
queues 30 of those, and no log-in can answer within the 250 ms the school-day load
test asks of every request. Argon2id is the first choice of OWASP's Password Storage
Cheat Sheet, with a minimum of 19 MiB of memory, 2 passes and 1 lane: memory-hard, so
a guess costs an attacker's GPU as much as it costs us, for a few tens of ms of our
CPU (``tests/bench/bench_hashers.py`` measures both side by side). Django's own
Argon2 hasher asks for 100 MiB and 8 lanes, too much memory for 30 log-ins at once.

Changing the parameters by subclassing is the way Django documents ("Increasing the
work factor"); the algorithm name stays ``argon2``, so hashes stored with other
parameters still verify and are re-hashed at the next log-in ("must update"), as are
PBKDF2 hashes from before (Django's hashers stay in PASSWORD_HASHERS after this one).
"""

from __future__ import annotations

from django.contrib.auth.hashers import Argon2PasswordHasher


class OwaspArgon2PasswordHasher(Argon2PasswordHasher):
    time_cost = 2
    memory_cost = 19 * 1024  # KiB
    parallelism = 1
