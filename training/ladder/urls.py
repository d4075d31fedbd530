from django.urls import path

from training.ladder import views

urlpatterns = [
    path("", views.ladder, name="ladder"),
    path("runs/", views.run_start, name="ladder-start"),
    path("runs/<int:run_id>/", views.run_page, name="ladder-run"),
    path("runs/<int:run_id>/act/", views.run_act, name="ladder-act"),
    path("runs/<int:run_id>/abandon/", views.run_abandon, name="ladder-abandon"),
    path("runs/<int:run_id>/replay/", views.run_replay, name="ladder-replay"),
]
