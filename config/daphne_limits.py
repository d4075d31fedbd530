"""Oversized requests under daphne (``make run``) get an answer: a 414 page for a
request line over 16 KB, a 431 page for a header line over 16 KB, in the three
languages, as nginx gives in the production layout.

Twisted's HTTP channel (under daphne) drops such a connection without a word:
``LineReceiver.lineLengthExceeded`` just closes it, so the browser shows a network
error. There is no supported setting for this in daphne or Twisted, so one method of
``twisted.web.http.HTTPChannel`` is replaced when daphne serves the app
(``config/asgi.py``); the limit itself (``MAX_LENGTH``, 16,384 bytes) stays Twisted's.
``tests/config/test_daphne_limits.py`` checks both answers against a real daphne and
that a long request under the limit still reaches Django.
"""

from __future__ import annotations

from typing import Any

PAGES = {
    414: (
        "URI Too Long",
        "This address is too long. Go back and try a shorter link.",
        "Esta dirección es demasiado larga. Vuelve atrás y prueba un enlace más corto.",
        "Ten adres jest za długi. Wróć i spróbuj krótszego linku.",
    ),
    431: (
        "Request Header Fields Too Large",
        "Your browser sent too much data. Clear this site's cookies and try again.",
        "Tu navegador envió demasiados datos. Borra las cookies de este sitio y vuelve a "
        "intentarlo.",
        "Przeglądarka wysłała za dużo danych. Usuń pliki cookie tej strony i spróbuj ponownie.",
    ),
}


def response(status: int) -> bytes:
    reason, en, es, pl = PAGES[status]
    body = (
        f'<!doctype html><meta charset="utf-8"><title>{status}</title>'
        f'<p lang="en">{en}</p><p lang="es">{es}</p><p lang="pl">{pl}</p>\n'
    ).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/html; charset=utf-8\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    ).encode()
    return head + body


def install() -> None:
    """Answer an over-long line instead of dropping the connection (idempotent)."""
    from twisted.web import http

    if getattr(http.HTTPChannel.lineLengthExceeded, "answers_oversized", False):
        return

    def lineLengthExceeded(self: Any, line: bytes) -> None:
        # Twisted keeps "still reading the request line" in a name-mangled flag.
        first_line = getattr(self, "_HTTPChannel__first_line", True)
        self.transport.write(response(414 if first_line else 431))
        self.loseConnection()

    lineLengthExceeded.answers_oversized = True  # type: ignore[attr-defined]  # the mark that stops a second patch
    http.HTTPChannel.lineLengthExceeded = lineLengthExceeded  # type: ignore[method-assign]  # the patch
