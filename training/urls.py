from django.contrib.auth import views as auth_views
from django.urls import include, path

from training import views

urlpatterns = [
    path("", views.home, name="home"),
    path("ladder/", include("training.ladder.urls")),
    path("learn/", include("training.lessons.urls")),
    path("gym/", include("training.gym.urls")),
    path("accounts/signup/", views.signup, name="signup"),
    path("accounts/signup/teacher/", views.signup_teacher, name="signup-teacher"),
    path("accounts/login/", views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/", views.account, name="account"),
    path(
        "accounts/password/",
        views.PasswordChangeView.as_view(),
        name="password_change",
    ),
    path(
        "accounts/password/done/",
        auth_views.PasswordChangeDoneView.as_view(),
        name="password_change_done",
    ),
]
