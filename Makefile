# Set-up and everyday commands. Everything installs itself on a fresh machine:
# a private uv in .tools/, the project and its locked dependencies in .venv/, and for the
# tests Debian's chromium (browser tests), the sqlite3 program (the SQLite backup of
# docs/deploy.md) and a throwaway PostgreSQL server on loopback.
PYTHON ?= python3
UV := .tools/bin/uv
HOST ?= 0.0.0.0
PORT ?= 8000
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := .venv

.PHONY: run test lint check bench guide

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/pip install --quiet --disable-pip-version-check uv

.venv/.synced: pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --python 3.11 --compile-bytecode --quiet
	.venv/bin/python -m compileall -q arbiter  # the project itself: start-up without compiling
	touch $@

## run: start the product: the web app on http://localhost:$(PORT) with its SQLite log
run: .venv/.synced
	.venv/bin/arbiter serve --host $(HOST) --port $(PORT)

## guide: the ruling guide on the command line (Dutch; --lang en for English)
guide: .venv/.synced
	.venv/bin/arbiter

## test: lint, type-check (mypy, settings in pyproject.toml), validate all content, run every test (SQLite and PostgreSQL, real browser)
# The tests run in TEST_WORKERS processes (pytest-xdist): each has its own PostgreSQL
# database on the one server and its own Chromium; a worker that runs out of tests takes
# some from another's queue (--dist worksteal), so a long browser test at the end does not
# leave two workers idle. Test modules are written to __pycache__ with pytest's rewritten
# assertions, so that a second run collects in a few seconds. One worker more than the
# machine has cores (measured on 2 cores: 3 and 4 workers take the same 11 minutes, the
# cores busy 98% of the time), at most 8.
TEST_WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ $$n -gt 7 ] && n=7; echo $$((n + 1)))
test: .venv/.synced
	bash scripts/ci/install-chromium.sh
	bash scripts/ci/install-sqlite3.sh
	.venv/bin/ruff check arbiter tests bench scripts
	.venv/bin/mypy
	.venv/bin/arbiter check
	set -e; PG="$$(bash scripts/ci/start-postgres.sh)"; eval "$$PG"; \
	status=0; ARBITER_REQUIRE_BROWSER=1 PYTHONDONTWRITEBYTECODE= .venv/bin/python -m pytest \
	    -n $(TEST_WORKERS) --dist worksteal --durations=10 || status=$$?; \
	bash scripts/ci/stop-postgres.sh; exit $$status

check: .venv/.synced
	.venv/bin/arbiter check

## bench: print the benchmarks' figures
bench: .venv/.synced
	.venv/bin/python bench/startup.py
	.venv/bin/python bench/questions.py
	.venv/bin/python bench/calc_scores.py
	.venv/bin/python bench/calc_play.py
	.venv/bin/python bench/pbn_read.py
	.venv/bin/python bench/hands.py
	.venv/bin/python bench/calc_comparable.py
	.venv/bin/python bench/claim.py
	.venv/bin/python bench/calc_load.py
	.venv/bin/python bench/log_bench.py
	.venv/bin/python bench/web_load.py
	.venv/bin/python bench/web_limits.py
	.venv/bin/python bench/lanes.py
	.venv/bin/python bench/alert.py
	.venv/bin/python bench/browser_load.py
