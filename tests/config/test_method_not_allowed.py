"""A wrong HTTP method gets a 405 page in the user's language (config/middleware.py)."""

import pytest
from django.urls import reverse


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("en", "This address only answers a form that is sent from its page."),
        ("es", "Esta dirección solo responde a un formulario enviado desde su página."),
        ("pl", "Ten adres odpowiada tylko na formularz wysłany z jego strony."),
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
    assert "This address only answers" not in response.content.decode()
