"""A school day, for Locust (headless; run by tests/bench/bench_school_day.py).

Simulated students sign in, then, with think time between tasks (3-8 s) and a short
pause between the taps inside one (1-3 s, PAUSE): play lesson steps
(the page, then answers judged by the engine: a wrong square and the right one),
gym trials (Farm Peek: show, then answer), ladder reveals, and live games against a
bot over the game's WebSocket. Simulated teachers keep their class's live dashboard
open (its WebSocket) and reload the page now and then.

Accounts come from the driver: ``student{n}`` / ``teacher{n}`` with PASSWORD, teacher
``n`` owning class ``n`` of CLASS_SIZE students. A live move is timed from sending
the frame to the answer showing the move (the next version): the request type "WS".
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
import time
from contextlib import closing

import websocket  # websocket-client: plain sockets, which gevent makes cooperative
from locust import HttpUser, between, events, task

PASSWORD = "a-school-day-1"
CLASS_SIZE = int(os.environ.get("SCHOOL_CLASS_SIZE", "30"))
THINK = (
    float(os.environ.get("SCHOOL_THINK_MIN", "3")),
    float(os.environ.get("SCHOOL_THINK_MAX", "8")),
)
PAUSE = (1.0, 3.0)
LIVE_MOVES = int(os.environ.get("SCHOOL_LIVE_MOVES", "4"))

LESSON = "/learn/seq-board/"
ANSWER = "/learn/seq-board/two-squares/answer/"
WRONG, RIGHT = "b1", "d6"  # the goal asks for a 7♥ square: b1 is the 2♠, d6 a 7♥
_students = itertools.count(1)
_teachers = itertools.count(1)

VERSION = re.compile(r'name="version" value="(\d+)"')
SEAT = re.compile(r'name="seat" value="(\d+)"')
ACTION = re.compile(r'name="action" value="([^"]+)"')
CELL = re.compile(r'name="cell" value="(\w\d)" class="cell face-down"')
TRIAL = re.compile(r"/gym/trials/(\d+)/show/")


class Visitor(HttpUser):
    abstract = True
    wait_time = between(*THINK)

    def sign_in(self, username: str) -> None:
        page = self.client.get("/accounts/login/", name="sign in page")
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text)
        self.client.post(
            "/accounts/login/",
            {"username": username, "password": PASSWORD, "csrfmiddlewaretoken": token[1]},
            name="sign in",
            allow_redirects=False,
        )
        self.token = self.client.cookies.get("csrftoken", "")

    def pause(self) -> None:
        """A child reads, then taps: the pause between two requests of one task."""
        time.sleep(random.uniform(*PAUSE))

    def post(self, path: str, data: dict, name: str, htmx: bool = True):
        headers = {"X-CSRFToken": self.token, "Referer": self.host + path}
        if htmx:
            headers["HX-Request"] = "true"
        return self.client.post(path, data, headers=headers, name=name, allow_redirects=False)

    def ws(self, path: str) -> websocket.WebSocket:
        """A WebSocket on plain (gevent-patched) sockets: waiting on it yields to the
        other simulated users. (``websockets.sync`` waits in a thread of its own, which
        under Locust's gevent loop held every other user's clock: the first run's
        seconds-long p99s at 30 students were partly the load generator's.)"""
        cookie = "; ".join(f"{k}={v}" for k, v in self.client.cookies.items())
        base = self.host.replace("http://", "ws://")
        return websocket.create_connection(
            base + path, origin=self.host, cookie=cookie, timeout=30, enable_multithread=False
        )


def receive(socket: websocket.WebSocket, timeout: float) -> str:
    """The next text frame, or TimeoutError after ``timeout`` seconds."""
    socket.settimeout(timeout)
    try:
        return socket.recv()
    except websocket.WebSocketTimeoutException as exc:
        raise TimeoutError from exc


def _timed(name: str, started: float, error: Exception | None = None) -> None:
    events.request.fire(
        request_type="WS",
        name=name,
        response_time=(time.perf_counter() - started) * 1000,
        response_length=0,
        exception=error,
        context={},
    )


def _sessions() -> dict[str, str]:
    path = os.environ.get("SCHOOL_SESSIONS", "")
    return json.loads(open(path).read()) if path else {}


SESSIONS = _sessions()
#: One student in SIGN_IN_EVERY signs in with a password as the load starts; the
#: others signed in earlier in the day (their session cookie comes from the driver),
#: as a class's log-ins are spread over the morning, not all in one second.
SIGN_IN_EVERY = int(os.environ.get("SCHOOL_SIGN_IN_EVERY", "10"))


class Student(Visitor):
    weight = CLASS_SIZE

    def on_start(self) -> None:
        number = next(_students)
        name = f"student{number}"
        if number % SIGN_IN_EVERY and name in SESSIONS:
            self.client.cookies.set("sessionid", SESSIONS[name])
            self.client.get("/", name="home")
            self.token = self.client.cookies.get("csrftoken", "")
        else:
            self.sign_in(name)
        self.run = ""
        self.past_example = False

    @task(4)
    def lesson_steps(self) -> None:
        self.client.get(LESSON, name="lesson page")
        self.pause()
        if not self.past_example:  # the lesson opens with a demo: "Got it"
            self.post(LESSON + "example/answer/", {"answer": "seen"}, "lesson answer (demo)")
            self.past_example = True
            self.pause()
        self.post(ANSWER, {"answer": WRONG}, "lesson answer (wrong)")
        self.pause()
        self.post(ANSWER, {"answer": RIGHT}, "lesson answer (right)")

    @task(3)
    def gym_trial(self) -> None:
        made = self.post(
            "/gym/sessions/", {"drill": "farm-peek", "mode": "training"}, "gym start", htmx=False
        )
        page = self.client.get(made.headers.get("Location", "/gym/"), name="gym session")
        trial, version = TRIAL.search(page.text), VERSION.search(page.text)
        if not (trial and version):
            return
        headers = {"X-CSRFToken": self.token, "Referer": self.host, "HX-Request": "true"}
        with self.client.post(
            f"/gym/trials/{trial[1]}/show/",
            {},
            headers=headers,
            name="gym show",
            catch_response=True,
        ) as shown:
            # 409: this trial was shown in an earlier visit that never answered (a run
            # stopped mid-trial): the page says "answer it", and so does the student.
            if shown.status_code == 409:
                shown.success()
        self.pause()  # the farm shows, then hides: the child taps what they saw
        self.post(
            f"/gym/trials/{trial[1]}/answer/",
            {"version": version[1], "cells": "", "times": ""},
            "gym answer",
        )

    @task(3)
    def ladder_reveals(self) -> None:
        if not self.run:
            made = self.post("/ladder/runs/", {}, "ladder start", htmx=False)
            self.run = made.headers.get("Location", "")
            if not self.run:
                return
        page = self.client.get(self.run, name="ladder run")
        for _ in range(3):
            version = VERSION.search(page.text)
            if not version:
                self.run = ""
                return
            cells = CELL.findall(page.text)
            if 'name="action" value="peek-done"' in page.text:
                data = {"action": "peek-done"}
            elif cells:
                data = {"action": "reveal", "cell": cells[len(cells) // 2]}
            elif 'name="action" value="next"' in page.text:
                data = {"action": "next"}
            else:
                self.run = ""
                return
            self.pause()
            page = self.post(self.run + "act/", {**data, "version": version[1]}, "ladder reveal")

    @task(2)
    def live_game(self) -> None:
        made = self.post(
            "/play/",
            {"mode": "sequence-classic", "players": "2", "seat_1": "bot:casual"},
            "new game",
            htmx=False,
        )
        where = made.headers.get("Location", "")
        match = re.search(r"/play/(\d+)/", where)
        if not match:
            return
        with closing(self.ws(f"/ws/play/{match[1]}/")) as socket:
            html = ""
            for _ in range(LIVE_MOVES):
                deadline = time.monotonic() + 20
                while not ACTION.search(html) and time.monotonic() < deadline:
                    html = receive(socket, 20)  # the bot's move, then my turn
                found, seat, version = ACTION.search(html), SEAT.search(html), VERSION.search(html)
                if not (found and seat and version):
                    return
                frame = {"seat": int(seat[1]), "version": int(version[1]), "action": found[1]}
                started = time.perf_counter()
                socket.send(json.dumps(frame))
                error = None
                try:
                    while True:
                        html = receive(socket, 10)
                        shown = VERSION.search(html)
                        if shown and int(shown[1]) > int(version[1]):
                            break
                except Exception as exc:
                    error = exc
                _timed("live move", started, error)
                if error:
                    return
                if not ACTION.search(html):
                    html = ""
                time.sleep(THINK[0] / 2)


class Teacher(Visitor):
    weight = 1

    def on_start(self) -> None:
        self.number = next(_teachers)
        name = f"teacher{self.number}"
        if name in SESSIONS:
            self.client.cookies.set("sessionid", SESSIONS[name])
            self.token = ""
        else:
            self.sign_in(name)
        self.path = f"/teach/classes/{self.number}/"
        self.socket = self.ws(f"/ws/teach/classes/{self.number}/")

    def on_stop(self) -> None:
        self.socket.close()

    @task
    def dashboard(self) -> None:
        self.client.get(self.path, name="teacher dashboard")
        try:  # live updates that came meanwhile
            while True:
                receive(self.socket, 0.001)
        except TimeoutError:
            pass
