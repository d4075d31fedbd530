from django.urls import path

from puzzles import views

app_name = "puzzles"

urlpatterns = [
    path("", views.home, name="home"),
    path("start/", views.start, name="start"),
    path("p/<str:token>/", views.attempt, name="attempt"),
    path("p/<str:token>/answer/", views.answer, name="answer"),
    path("p/<str:token>/show/", views.show_answer, name="show"),
    path("again/<int:match_id>/<int:move>/", views.try_again, name="try-again"),
]
