# Set-up and everyday commands. Everything installs itself on a fresh machine:
# a private uv in .tools/, the project and its locked dependencies in .venv/.
PYTHON ?= python3
UV := .tools/bin/uv
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := .venv

.PHONY: run test lint bench check

$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/pip install --quiet --disable-pip-version-check uv

.venv/.synced: pyproject.toml uv.lock | $(UV)
	$(UV) sync --locked --python 3.11 --compile-bytecode --quiet
	touch $@

## run: start the product (the interactive ruling guide, in Dutch)
run: .venv/.synced
	.venv/bin/arbiter

## test: lint, validate all content, run every test
test: .venv/.synced
	.venv/bin/ruff check arbiter tests bench
	.venv/bin/arbiter check
	.venv/bin/python -m pytest

check: .venv/.synced
	.venv/bin/arbiter check

## bench: print start-up and validation timings
bench: .venv/.synced
	.venv/bin/python bench/startup.py
