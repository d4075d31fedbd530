"""Reading a game socket's frames without trusting them.

A frame is the htmx ws extension's JSON (``{"headers": ..., "body": {fields}}``) or the
bare body. Anything that is not a small JSON object of plain values is refused with
``BadFrame`` (the consumer answers with the translated "bad frame" sentence and keeps
the socket): frames over ``MAX_FRAME_BYTES``, JSON nested too deep for the parser,
``NaN``/``Infinity`` and numbers too large for a float (``1e999``).
"""

from __future__ import annotations

import json
import math
from typing import Any

#: A move frame is a few hundred bytes; the page's own frames stay far below this.
MAX_FRAME_BYTES = 8 * 1024
#: Seats and versions are small non-negative integers.
MAX_INT_DIGITS = 9


class BadFrame(ValueError):
    """The frame is not one the page could have sent."""


def _no_constant(name: str) -> Any:
    raise BadFrame(f"{name} is not a number here")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise BadFrame("number out of range")
    return value


def parse_frame(text: str | bytes | None) -> dict[str, Any]:
    """The frame's body (a dict), or ``BadFrame``."""
    if not text or len(text) > MAX_FRAME_BYTES:
        raise BadFrame("empty or too large")
    try:
        frame = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except BadFrame:
        raise
    except (ValueError, RecursionError, TypeError) as error:
        raise BadFrame("not JSON") from error
    body = frame["body"] if isinstance(frame, dict) and "body" in frame else frame
    if not isinstance(body, dict):
        raise BadFrame("not an object")
    return body


def int_field(body: dict[str, Any], name: str) -> int:
    """A small non-negative integer field (an int, or digits as the form sends them)."""
    value = body.get(name)
    if isinstance(value, bool):
        raise BadFrame(name)
    if isinstance(value, int):
        if 0 <= value < 10**MAX_INT_DIGITS:
            return value
        raise BadFrame(name)
    if (
        isinstance(value, str)
        and value.isascii()
        and value.isdigit()
        and len(value) <= MAX_INT_DIGITS
    ):
        return int(value)
    raise BadFrame(name)
