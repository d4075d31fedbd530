"""WebSocket routes of the whole site, gathered from the apps."""

from games.routing import websocket_urlpatterns as games_ws
from play.routing import websocket_urlpatterns as play_ws

websocket_urlpatterns = [*games_ws, *play_ws]
