"""ASGI applications for bench_serving.py: the project's with the bare benchmark page
added, and, for comparison, the same site behind the handler this project used before
(``OneThreadASGIHandler`` below: every request's sync work on one shared thread)."""

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.handlers.asgi import ASGIHandler

from config.asgi import application

settings.ROOT_URLCONF = "tests.bench.bench_urls"


class OneThreadASGIHandler(ASGIHandler):
    """The old config/http.py: the whole sync middleware chain and the view in one
    hand-off to asgiref's single shared sync thread, no per-request context. Cheaper
    per request, but one slow request holds up every other one in the process."""

    async def __call__(self, scope, receive, send):
        await self.handle(scope, receive, send)

    def load_middleware(self, is_async=False):
        super().load_middleware(is_async=False)

    async def get_response_async(self, request):
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)


one_thread_application = OneThreadASGIHandler()

__all__ = ["application", "one_thread_application"]
