"""A URL configuration without the lessons (tests/training/test_remembered_urls.py)."""

urlpatterns: list = []
