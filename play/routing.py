from django.urls import path

from play.consumers import MatchConsumer

websocket_urlpatterns = [
    path("ws/play/<int:match_id>/", MatchConsumer.as_asgi()),
]
