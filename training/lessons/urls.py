from django.urls import path

from training.lessons import views

urlpatterns = [
    path("", views.lesson_map, name="lessons"),
    path("rules/", views.rules_page, name="lesson-rules"),
    path("review/", views.review_page, name="lesson-review"),
    path("review/<int:card_id>/answer/", views.review_answer, name="lesson-review-answer"),
    path("<slug:lesson>/", views.lesson_page, name="lesson"),
    path("<slug:lesson>/reset/", views.lesson_reset, name="lesson-reset"),
    path("<slug:lesson>/<slug:step>/answer/", views.lesson_answer, name="lesson-answer"),
    path("<slug:lesson>/<slug:step>/hint/", views.lesson_hint, name="lesson-hint"),
]
