"""WSGI entry point: the HTTP side of the production layout (gunicorn, deploy/).

Plain HTTP only; WebSockets (``/ws/``) go to daphne on ``config.asgi``.
"""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()

from config.warm import warm  # noqa: E402

# gunicorn loads this module in its master (``preload_app``): every worker it forks
# starts with the views imported and the templates compiled (config/warm.py).
warm()
