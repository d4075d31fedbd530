"""Teacher pages' words of issue 20 (content review §4.3): one name for the print-out,
"Log-in cards" (teach#135/#139), in en, es and pl."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

CARDS = {"en": "Log-in cards", "es": "Tarjetas de acceso", "pl": "Karty logowania"}
# The print-out's old name and its translations.
SHEET = ["Log-in sheet", "log-in sheet", "Hoja de acceso", "Karta logowania", "on a sheet"]


def h1(html: str) -> str:
    return re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S).group(1).strip()


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_teacher_pages_call_the_print_out_log_in_cards(client, people, language):
    client.force_login(people["owner"])
    client.cookies.load({"django_language": language})
    classroom = people["classroom"]
    add = reverse("teach-students-add", args=[classroom.pk])
    made = client.post(add, {"names": "Zofia Wąs\nÍñigo Ruiz"})
    assert made.status_code == 200
    made = made.content.decode()
    assert h1(made) == CARDS[language]  # the page that shows the new passwords
    assert f"<title>{CARDS[language]}" in made
    reset = client.post(
        reverse("teach-student-password", args=[classroom.pk, people["enrollment"].pk])
    ).content.decode()
    assert h1(reset) == CARDS[language]
    pages = [made, reset]
    for name in ("teach-students-add", "teach-cards", "teach-dashboard", "teach-students"):
        page = client.get(reverse(name, args=[classroom.pk]))
        assert page.status_code == 200, name
        pages.append(page.content.decode())
    assert all(CARDS[language] in html for html in pages[1:])  # each page's link or heading
    assert [(i, old) for i, html in enumerate(pages) for old in SHEET if old in html] == []


NOTHING = {"en": "nothing to show", "es": "nada que mostrar", "pl": "brak danych"}


@pytest.mark.parametrize("language", ["en", "es", "pl"])
def test_the_legend_and_an_empty_cell_both_draw_a_dash(client, people, language):
    """teach#107: «·» was nearly invisible; the key says "– nothing to show" and the
    table draws the same «–» (here: Katarzyna needs no help, has no gym trend yet)."""
    client.force_login(people["owner"])
    client.cookies.load({"django_language": language})
    url = reverse("teach-dashboard", args=[people["classroom"].pk])
    html = client.get(url).content.decode()
    legend = html[html.index('class="legend"') : html.index("</ul>", html.index('class="legend"'))]
    assert f'<span class="swatch" aria-hidden="true">–</span> {NOTHING[language]}</li>' in legend
    row = re.search(r'<tr id="row-\d+">.*?</tr>', html, re.S).group(0)
    help_cell = re.search(r'<td class="help-cell"[^>]*>(.*?)</td>', row).group(1)
    assert help_cell.startswith('<span aria-hidden="true">–</span>')
    assert '<td class="trend-cell t-none"' in row and ">–</span>" in row
    assert ">·<" not in html  # no dot drawn alone anywhere on the dashboard


def test_a_lesson_not_tried_draws_a_dash():
    from teach.dashboard import LessonCell
    from teach.display import cell_html
    from teach.selectors import NOT_TRIED

    html = cell_html(1, LessonCell("l1", NOT_TRIED, 0), "en")
    assert '<span aria-hidden="true">–</span>' in html and "·" not in html
