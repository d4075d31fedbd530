"""Play ladder runs through the Django test client, scanning every response."""

from __future__ import annotations

import pytest
from django.urls import reverse

from games.secuenzoo.bots import solo_perfect_reveals
from games.secuenzoo.farm import CORNER_CELLS, cell_name
from games.secuenzoo.solo import SoloRun
from tests.leaks import leaked_animals
from training.models import LadderRun


class LadderPlayer:
    """A test client that plays the ladder and checks each response for leaks."""

    def __init__(self, client) -> None:
        self.client = client
        self.responses = 0

    def run(self) -> LadderRun:
        return LadderRun.objects.get(pk=self.run_id)

    def engine(self) -> SoloRun:
        return SoloRun.from_dict(self.run().state)

    def scan(self, response) -> None:
        self.responses += 1
        html = response.content.decode()
        engine = self.engine()
        shown = set(CORNER_CELLS) if engine.phase == "peek" else set()
        if engine.is_over():  # the run is over: its farm is shown face up, nothing is hidden
            shown = set(range(25))
        assert leaked_animals(html, engine, shown=shown) == [], response.request["PATH_INFO"]

    def start(self):
        response = self.client.post(reverse("ladder-start"))
        assert response.status_code == 302
        self.run_id = LadderRun.objects.order_by("-pk").values_list("pk", flat=True)[0]
        self.scan(response)
        page = self.client.get(response["Location"])
        assert page.status_code == 200
        self.scan(page)
        return page

    def act(self, action: str, cell: str = "", *, htmx: bool = False, version=None, status=None):
        data = {"action": action, "version": self.run().version if version is None else version}
        if cell:
            data["cell"] = cell
        headers = {"HX-Request": "true"} if htmx else {}
        response = self.client.post(
            reverse("ladder-act", args=[self.run_id]), data, headers=headers
        )
        if status is not None:
            assert response.status_code == status, response.content.decode()[:2000]
        self.scan(response)
        if response.status_code == 303:
            follow = self.client.get(response["Location"])
            assert follow.status_code == 200
            self.scan(follow)
            return follow
        return response

    def play_round_perfectly(self, *, htmx: bool = False):
        for action in solo_perfect_reveals(self.engine()):
            response = self.act("reveal", cell_name(action.cell), htmx=htmx)
            assert response.status_code == 200
        return response


@pytest.fixture
def player(client):
    return LadderPlayer(client)
