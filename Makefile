# Two commands: `make run` serves the app, `make test` checks everything.
# The interpreter is found once, when .venv is created: PYTHON if set, else a working
# python3.13 / python3.12 / python3 (>= 3.12) on PATH, else the newest pyenv version
# >= 3.12 (pyenv's shims fail unless a version is selected, so the binaries are used).

SHELL := /bin/bash
.DEFAULT_GOAL := help
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 8000
# make prod creates the demo accounts too; DEMO=0 for a real school's server.
DEMO ?= 1
CHROMIUM := /usr/bin/chromium

.PHONY: help run prod test lint chromium nginx clean

help:
	@echo "make run    set up .venv, migrate, compile translations, demo accounts, serve on http://$(HOST):$(PORT)"
	@echo "make prod   the production layout on http://$(HOST):$(PORT): nginx, gunicorn, daphne, PostgreSQL, Redis"
	@echo "make test   ruff, migrations check, mypy, pytest (unit, integration, consumers), then the browser tests"
	@echo "make clean  remove .venv and var/"

define FIND_PYTHON
ok() { "$$1" -c 'import sys; sys.exit(sys.version_info < (3, 12))' >/dev/null 2>&1; }; \
if [ -n "$${PYTHON:-}" ]; then ok "$$PYTHON" && { echo "$$PYTHON"; exit 0; }; \
  echo "PYTHON=$$PYTHON is not a working Python >= 3.12" >&2; exit 1; fi; \
for c in python3.13 python3.12 python3; do \
  p=$$(command -v $$c 2>/dev/null) && ok "$$p" && { echo "$$p"; exit 0; }; done; \
root=$$(pyenv root 2>/dev/null || echo "$$HOME/.pyenv"); \
for p in $$(ls -d "$$root"/versions/3.* 2>/dev/null | sort -rV); do \
  for c in "$$p"/bin/python3.*; do ok "$$c" && { echo "$$c"; exit 0; }; done; done; \
exit 1
endef

$(PY):
	@py=$$( $(FIND_PYTHON) ) || { \
	  echo "No Python 3.12 or newer found (tried \$$PYTHON, python3.13, python3.12, python3, pyenv versions)." >&2; \
	  echo "Install one (e.g. 'pyenv install 3.13') or run: make PYTHON=/path/to/python3.12 run" >&2; \
	  exit 1; }; \
	echo "Creating $(VENV) with $$py ($$("$$py" --version))"; \
	"$$py" -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	@mkdir -p var
	$(PY) manage.py migrate --noinput
	$(PY) manage.py compiletranslations
	$(PY) manage.py collectstatic --noinput -v0
	$(PY) manage.py puzzle_set
	$(PY) manage.py demo_accounts
	@# The background worker (bots' turns, looks that end) runs beside daphne and stops with it.
	DJANGO_DEBUG=$${DJANGO_DEBUG:-1} $(PY) manage.py worker -- --no-reload --interval 0.3 & \
	trap "kill $$! 2>/dev/null" EXIT INT TERM; \
	DJANGO_DEBUG=$${DJANGO_DEBUG:-1} $(BIN)/daphne -b $(HOST) -p $(PORT) config.asgi:application

# The production layout (deploy/prod.py): nginx on one address in front of gunicorn
# (HTTP) and daphne (WebSockets), on the running PostgreSQL and Redis
# (DATABASE_URL, REDIS_URL; local servers by default). Ctrl-C stops it all.
prod: $(STAMP) nginx
	$(PY) deploy/prod.py --host $(HOST) --port $(PORT) $(if $(filter 1,$(DEMO)),--demo-accounts)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(PY) manage.py makemigrations --check --dry-run
	DJANGO_DEBUG=1 $(BIN)/mypy

test: lint chromium
	$(PY) manage.py compiletranslations --check
	$(BIN)/pytest --ignore=tests/e2e -p no:playwright
	DJANGO_ALLOW_ASYNC_UNSAFE=true $(BIN)/pytest tests/e2e

# The browser tests drive Debian's Chromium (Playwright cannot download browsers here).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's chromium for the browser tests..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "The browser tests need $(CHROMIUM). Install it with: sudo apt-get install -y chromium" >&2; exit 1; \
	  fi; \
	fi

# nginx (and wrk, for tests/bench/bench_serving.py) from Debian.
nginx:
	@if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ] || ! command -v wrk >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's nginx and wrk..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx wrk >/dev/null; \
	  else \
	    echo "The production layout needs nginx. Install it with: sudo apt-get install -y nginx wrk" >&2; exit 1; \
	  fi; \
	fi

clean:
	rm -rf $(VENV) var
