from django.urls import path

from teach.consumers import DashboardConsumer

websocket_urlpatterns = [
    path("ws/teach/classes/<int:class_id>/", DashboardConsumer.as_asgi()),
]
