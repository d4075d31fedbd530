"""Under daphne (``make run``) a request line or a header line over 16 KB gets a 414
or 431 page in the three languages instead of a dropped connection; a long request
under the limit still reaches Django (config/daphne_limits.py)."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit


def _exchange(url: str, request: bytes) -> bytes:
    parts = urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=10) as sock:
        sock.sendall(request)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
            if b"</html>" in chunk or b"</p>\n" in chunk:
                break
    return b"".join(chunks)


def test_a_request_line_over_16_kb_is_a_414(embedded):
    answer = _exchange(embedded.url, b"GET /" + b"a" * 17000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 414 ")
    text = answer.decode()
    assert "This address is too long" in text and "Ten adres jest za długi" in text


def test_a_header_over_16_kb_is_a_431(embedded):
    request = b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 20000 + b"\r\n\r\n"
    answer = _exchange(embedded.url, request)
    assert answer.startswith(b"HTTP/1.1 431 ")
    assert "Borra las cookies de este sitio" in answer.decode()


def test_a_long_address_under_the_limit_reaches_django(embedded):
    request = (
        b"GET /" + b"a" * 12000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: pl\r\n\r\n"
    )
    answer = _exchange(embedded.url, request).decode(errors="replace")
    assert answer.startswith("HTTP/1.1 404 ")
