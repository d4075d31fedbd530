"""The one settings module. Every deployment choice is read from the environment.

Embedded default (nothing to install): SQLite under var/, the in-memory channel
layer, a local-memory cache. ``DATABASE_URL`` and ``REDIS_URL`` switch to
PostgreSQL and Redis. See README.md, "Configuration".
"""

from __future__ import annotations

import os
import sys
from datetime import timedelta
from pathlib import Path

from django.conf import global_settings
from django.utils.csp import CSP
from django.utils.translation import gettext_lazy as _

from config.env import ConfigError, channel_layers_from_url, database_from_url, env_bool, env_list

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"

DEBUG = env_bool("DJANGO_DEBUG", default=False)
# The test suite runs with DEBUG off (as Django's test runner forces) and may use the
# development key; a server never does.
TESTING = "pytest" in sys.modules

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not (DEBUG or TESTING):
        raise ConfigError("Set DJANGO_SECRET_KEY (or DJANGO_DEBUG=1 for a development server).")
    SECRET_KEY = "dev-only-insecure-key-never-use-in-production-0123456789abcdef"

ALLOWED_HOSTS = env_list(
    "DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"] if DEBUG or TESTING else []
)
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",  # naturaltime: "5 minutes ago" with the right Polish case
    "channels",
    "django_htmx",
    "games",
    "training",
    "teach",
    "play",
    "puzzles",
    "axes",
    "django_tasks_db",
]

# Background work (bots' turns, a look's end) goes through Django's tasks framework
# to a queue kept in the database (django-tasks-db): `manage.py db_worker` runs it,
# started by `make run` beside daphne and by `make prod` as its own process. A task
# is enqueued in the same transaction as the move that calls for it, so a crash
# between the two cannot lose it (play.tasks).
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}

# Every middleware here is async-capable, so under daphne a request pays no thread
# hand-off until it reaches a sync view.
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    # Reads a POST body before the CSRF check does: an unreadable one is a 400 page.
    "config.middleware.UnreadableBodyPage",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # The user's chosen time zone, else the device's (the tz cookie), else UTC.
    "config.timezones.TimeZoneMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "config.middleware.MethodNotAllowedPage",
    "config.middleware.DatabaseUnavailablePage",
    # After every header-setting middleware, so a static file gets every header a page
    # gets (CSP, nosniff, frame options, referrer) and a static miss falls through to the
    # translated 404 page. Behind nginx (make prod) nginx serves /static/ itself; this is
    # the embedded set-up's. A static answer returns here, before django-axes. Before
    # DebugErrorPages, which answers 404 for any address the URLconf does not know
    # (/static/ is not in it): after it, make run served no stylesheet at all.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # DEBUG only (make run): translated 404 and 400 pages, the debug page for real errors.
    "config.middleware.DebugErrorPages",
    # Last, as django-axes asks: turns a locked-out log-in into the 429 page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.csp",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "training.menu.site_menu",
            ],
            "builtins": ["django.templatetags.i18n", "django.templatetags.static"],
        },
    }
]

VAR_DIR.mkdir(exist_ok=True)
DATABASES = {
    "default": database_from_url(
        os.environ.get("DATABASE_URL"), sqlite_default=VAR_DIR / "db.sqlite3"
    )
}
if TESTING and DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # Tests on SQLite use a file, not Django's shared-cache in-memory database: live
    # games and consumers use several threads at once, and shared-cache table locks
    # fail at once ("database table is locked") where a file waits (busy timeout).
    DATABASES["default"].setdefault("TEST", {"NAME": str(VAR_DIR / f"test-{os.getpid()}.sqlite3")})
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = os.environ.get("REDIS_URL", "")
CHANNEL_LAYERS = channel_layers_from_url(REDIS_URL)
CACHES = {
    "default": (
        {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    ),
    # Template fragments that are a pure function of their key (base.html's header and
    # language buttons, a lesson step's fixed parts): kept in each process, no network
    # round trip. With DEBUG on (make run) nothing is kept, so an edited template shows.
    "fragments": {
        "BACKEND": (
            "django.core.cache.backends.dummy.DummyCache"
            if DEBUG
            else "django.core.cache.backends.locmem.LocMemCache"
        ),
        "LOCATION": "fragments",
        "OPTIONS": {"MAX_ENTRIES": 5000},
    },
}

AUTH_USER_MODEL = "training.User"
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"  # the home page sends teachers on to their classes
LOGOUT_REDIRECT_URL = "home"
# django-axes first: a locked-out log-in is refused before any password is checked.
# training.auth.UserBackend reads a request's user with their learner (one query);
# ModelBackend stays listed, last, only so sessions made before it keep working.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "training.auth.UserBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Chosen passwords: Argon2id at OWASP's parameters (config/hashers.py); Django's own
# hashers after it, so older hashes (PBKDF2) still verify and are re-hashed at log-in.
# Tests create many users: a fast hash keeps a password test under a second. Servers
# (the browser tests' daphne included) keep the real ones.
# Passwords a teacher issues (teach/hashers.py): fast, peppered, never preferred, so the
# student's first log-in re-hashes them with the first hasher.
PASSWORD_HASHERS = [
    *(
        ["django.contrib.auth.hashers.MD5PasswordHasher"]
        if TESTING
        else [
            "config.hashers.OwaspArgon2PasswordHasher",
            *(
                h
                for h in global_settings.PASSWORD_HASHERS
                if not h.endswith(".Argon2PasswordHasher")
            ),
        ]
    ),
    "teach.hashers.IssuedPasswordHasher",
]

# Log-in limits (django-axes), on /accounts/login/ and /admin/login/ alike. A school
# class shares one IP address, so a lock is per username AND address: a child who
# forgets a password locks neither the class nor, from elsewhere, the account. Each
# wrong try while locked restarts the wait; a good log-in forgets earlier failures.
# Attempts live in the database, so every server process sees the same lock. Behind
# DJANGO_PROXY_COUNT proxies (make prod: 1, nginx) the client's address is the one the
# nearest proxy appended to X-Forwarded-For; with 0 it is the connection's address.
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "training.views.locked_out"
AXES_USERNAME_CALLABLE = "training.views.login_username"
PROXY_COUNT = int(os.environ.get("DJANGO_PROXY_COUNT", "0"))
AXES_CLIENT_IP_CALLABLE = "config.client.client_address"
# No table of every successful log-in and log-out (the attempts table is enough).
AXES_DISABLE_ACCESS_LOG = True

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("es", _("Spanish")), ("pl", _("Polish"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "static"
# Hashed, compressed names after collectstatic (make run and make prod run it), so
# static answers can be cached for a year; tests render with plain names.
if not TESTING:
    STORAGES = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
    }

# Content Security Policy: only our own files; scripts need the per-request nonce
# that {% htmx_script %} adds. No inline styles or scripts anywhere.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF, CSP.NONCE],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "object-src": [CSP.NONE],
}

# HTTPS hardening is on whenever debugging is off; DJANGO_SECURE_SSL=0 turns it off
# for a production-like server on plain http (the browser tests use this).
SECURE_SSL = env_bool("DJANGO_SECURE_SSL", default=not (DEBUG or TESTING))
SECURE_SSL_REDIRECT = SECURE_SSL
SESSION_COOKIE_SECURE = SECURE_SSL
CSRF_COOKIE_SECURE = SECURE_SSL
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", 31536000 if SECURE_SSL else 0))
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_SSL
SECURE_HSTS_PRELOAD = SECURE_SSL
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
# Sessions live on the server (database, read through the cache), so logging out ends
# one for good: a cookie copied before log-out is worth nothing after it (a shared
# school computer). A password change ends the user's other sessions (Django's session
# auth hash). Run `manage.py clearsessions` now and then to drop expired rows.
SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
LANGUAGE_COOKIE_SAMESITE = "Lax"

# One handler, on the root logger. Django's default "django" logger has its own console
# handler when DEBUG is on: it is emptied here (everything propagates to the root), or
# every warning would be printed twice.
LOG_LEVEL = os.environ.get("DJANGO_LOG_LEVEL", "WARNING")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"client_errors_on_one_line": {"()": "config.logfilters.ClientErrorsOnOneLine"}},
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django": {"handlers": [], "level": LOG_LEVEL, "propagate": True},
        # A 403 or 400 is one line, without a traceback (config.logfilters).
        "django.request": {"filters": ["client_errors_on_one_line"], "propagate": True},
    },
}
