"""gunicorn settings for the production layout (deploy/prod.py passes bind and workers).

Sync workers: one request per worker at a time, so a slow request (a log-in's
password hash, a slow query) holds its own worker only and nginx hands the next
request to an idle one. A worker killed or stuck past ``timeout`` is replaced.
"""

import os

workers = int(os.environ.get("WEB_CONCURRENCY", "0")) or (2 * (os.cpu_count() or 1) + 1)
worker_class = "sync"
timeout = 30
graceful_timeout = 10
# nginx is the only client: trust its X-Forwarded-* headers.
forwarded_allow_ips = "127.0.0.1,::1"
accesslog = None
errorlog = "-"
loglevel = "warning"
# Import Django once in the master: workers fork ready (and a replaced one is quick).
preload_app = True

# nginx is the one limit on request size (large_client_header_buffers 4 16k: a longer
# request line is its 414 page, a longer header line its 431). gunicorn's own limits
# are lower (4,094 and 8,190 bytes) and would answer first with an English page, so
# the line is left to nginx (0: gunicorn caps any positive value at 8,190) and a
# header line may be as long as nginx lets through.
limit_request_line = 0
limit_request_field_size = 16 * 1024
