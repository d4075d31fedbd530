from django.urls import path

from training.gym import views

urlpatterns = [
    path("", views.gym, name="gym"),
    path("sessions/", views.session_start, name="gym-start"),
    path("sessions/<int:session_id>/", views.session_page, name="gym-session"),
    path("sessions/<int:session_id>/abandon/", views.session_abandon, name="gym-abandon"),
    path("trials/<int:trial_id>/show/", views.trial_show, name="gym-show"),
    path("trials/<int:trial_id>/answer/", views.trial_answer, name="gym-answer"),
    path("trials/<int:trial_id>/flip/", views.trial_flip, name="gym-flip"),
    path("progress/<slug:drill>/", views.progress, name="gym-progress"),
]
