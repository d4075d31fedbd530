"""WebSocket routes of the whole site, gathered from the apps."""

from games.routing import websocket_urlpatterns as games_ws
from play.routing import websocket_urlpatterns as play_ws
from teach.routing import websocket_urlpatterns as teach_ws

websocket_urlpatterns = [*games_ws, *teach_ws, *play_ws]
