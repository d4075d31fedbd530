"""Logging filters named in ``settings.LOGGING``."""

from __future__ import annotations

import logging


class ClientErrorsOnOneLine(logging.Filter):
    """A 4xx logged by ``django.request`` (a 403 from ``PermissionDenied``, a 400 from a
    bad request) is the client's doing, not a fault of ours: it keeps its one line
    ("Forbidden (Permission denied): /play/3/leave/") without the traceback Django
    attaches, so a fuzzing run or a curious pupil cannot bury real errors in the log.
    A 5xx keeps its traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if isinstance(status, int) and 400 <= status < 500:
            record.exc_info = None
            record.exc_text = None
            record.stack_info = None
        return True
