"""WSGI entry point: the HTTP side of the production layout (gunicorn, deploy/).

Plain HTTP only; WebSockets (``/ws/``) go to daphne on ``config.asgi``.
"""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()
