"""A wrong HTTP method gets a 405 page in the user's language (config/middleware.py)."""

import pytest
from django.urls import reverse


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "This page only works from its own buttons."),
        ("es", "Esta página solo funciona con sus propios botones."),
        ("pl", "Ta strona działa tylko przez własne przyciski."),
    ],
)
def test_get_on_a_form_url_explains_itself(client, language, text):
    client.cookies["django_language"] = language
    response = client.get(reverse("ladder-start"))
    assert response.status_code == 405
    assert response["Allow"] == "POST"
    assert text in response.content.decode()


@pytest.mark.django_db
def test_other_responses_are_untouched(client):
    response = client.get(reverse("home"))
    assert response.status_code == 200
    assert "This page only works from its own buttons" not in response.content.decode()
