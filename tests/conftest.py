"""For every test: a data folder of its own (``$ARBITER_DATA_DIR``), so that no test reads
or changes the user's own (an imported law text, the log's SQLite file, certificates),
and no law text a developer imported changes what the tests see.

The summary line of the log's tests (how many passed on SQLite and on PostgreSQL) is
counted here, from the reports: with pytest-xdist they arrive in the controller, which
loads this file but not the log's own conftest."""

from __future__ import annotations

import os
from collections import Counter

import pytest

_passed: Counter[str] = Counter()


@pytest.fixture(autouse=True, scope="session")
def _own_data_folder(tmp_path_factory):
    patch = pytest.MonkeyPatch()
    patch.setenv("ARBITER_DATA_DIR", str(tmp_path_factory.mktemp("data-folder")))
    yield
    patch.undo()


@pytest.fixture(autouse=True, scope="session")
def _one_playwright():
    """Set up first, so torn down last: after every browser of the session has closed."""
    yield
    from tests import driver

    driver.stop()


def pytest_runtest_logreport(report) -> None:
    backend = dict(report.user_properties).get("backend")  # set by tests/log's db_url
    if report.when == "call" and report.passed and backend:
        _passed[backend] += 1


def pytest_terminal_summary(terminalreporter) -> None:
    if _passed:
        skipped = "" if os.environ.get("ARBITER_TEST_POSTGRES_URL") else (
            " (ARBITER_TEST_POSTGRES_URL not set: PostgreSQL skipped)")  # fmt: skip
        terminalreporter.write_line(
            f"ruling log: {_passed['sqlite']} tests passed on SQLite, "
            f"{_passed['postgresql']} on PostgreSQL{skipped}"
        )
