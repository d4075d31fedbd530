from django.urls import path

from play import views

app_name = "play"

urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("join/<str:token>/", views.invite, name="invite"),
    path("code/", views.join_by_code, name="join-code"),
    path("<int:match_id>/", views.match_page, name="match"),
    path("<int:match_id>/join/", views.join, name="join"),
    path("<int:match_id>/decline/", views.decline, name="decline"),
    path("<int:match_id>/seat/<int:number>/invite/", views.invite_seat, name="invite-seat"),
    path("<int:match_id>/leave/", views.leave, name="leave"),
    path("<int:match_id>/act/", views.act, name="act"),
    path("<int:match_id>/ready/", views.ready, name="ready"),
    path("<int:match_id>/seat/<int:number>/bot/", views.hand_to_bot, name="hand-to-bot"),
    path("<int:match_id>/replay/", views.replay, name="replay"),
    path("<int:match_id>/again/", views.again, name="again"),
]
