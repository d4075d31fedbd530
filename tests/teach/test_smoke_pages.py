from django.urls import reverse


def test_teacher_pages_render(client, people):
    c = people["classroom"]
    e = people["enrollment"]
    client.force_login(people["owner"])
    assert client.get(reverse("home"))["Location"] == reverse("teach-classes")
    for url in [
        reverse("teach-classes"),
        reverse("teach-dashboard", args=[c.pk]),
        reverse("teach-dashboard", args=[c.pk]) + "?open=sequence&sort=time&dir=desc&period=7",
        reverse("teach-settings", args=[c.pk]),
        reverse("teach-students", args=[c.pk]),
        reverse("teach-students-add", args=[c.pk]),
        reverse("teach-student", args=[c.pk, e.pk]),
        reverse("teach-export", args=[c.pk]),
    ]:
        response = client.get(url)
        assert response.status_code == 200, url
