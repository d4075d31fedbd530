"""Every teacher page renders in English, Spanish and Polish."""

import pytest
from django.urls import reverse

from teach import services

WORDS = {"en": "Classes", "es": "Clases", "pl": "Klasy"}
TITLES = {"en": "Your classes", "es": "Tus clases", "pl": "Twoje klasy"}


@pytest.mark.parametrize("lang", ["en", "es", "pl"])
def test_teacher_pages_render_in_every_language(client, people, lang):
    c = people["classroom"]
    e = people["enrollment"]
    services.assignment_create(
        classroom=c, teacher=people["owner"], kind="drill-sessions", target="farm-path",
        count=3, due_on=c.created_at.date(),
    )  # fmt: skip
    client.force_login(people["owner"])
    headers = {"Accept-Language": lang}
    assert client.get(reverse("home"), headers=headers)["Location"] == reverse("teach-classes")
    home = client.get(reverse("teach-classes"), headers=headers).content.decode()
    assert TITLES[lang] in home and WORDS[lang] in home
    for url in [
        reverse("teach-dashboard", args=[c.pk]),
        reverse("teach-dashboard", args=[c.pk]) + "?open=sequence&sort=time&dir=desc&period=7",
        reverse("teach-settings", args=[c.pk]),
        reverse("teach-students", args=[c.pk]),
        reverse("teach-students-add", args=[c.pk]),
        reverse("teach-student", args=[c.pk, e.pk]),
        reverse("teach-export", args=[c.pk]),
    ]:
        response = client.get(url, headers=headers)
        assert response.status_code == 200, url
        assert f'lang="{lang}"' in response.content.decode() or url.endswith(".csv")
    client.force_login(people["student"])
    home = client.get(reverse("home"), headers=headers).content.decode()
    assert {"en": "Your assignments", "es": "Tus tareas", "pl": "Twoje zadania"}[lang] in home
    join = client.get(reverse("teach-join"), headers=headers).content.decode()
    assert {"en": "Join a class", "es": "Entrar en una clase", "pl": "Dołącz do klasy"}[
        lang
    ] in join
