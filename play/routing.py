from django.urls import path

from play.consumers import MatchConsumer
from play.invitations import InvitationsConsumer

websocket_urlpatterns = [
    path("ws/play/invitations/", InvitationsConsumer.as_asgi()),
    path("ws/play/<int:match_id>/", MatchConsumer.as_asgi()),
]
