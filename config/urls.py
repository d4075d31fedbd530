from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
    path("teach/", include("teach.urls")),
    path("play/", include("play.urls")),
    path("puzzles/", include("puzzles.urls")),
    path("", include("training.urls")),
]
