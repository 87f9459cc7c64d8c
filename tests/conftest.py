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


def pytest_collection_modifyitems(items) -> None:
    """Under pytest-xdist (``--dist loadgroup``), every test that drives Chromium runs in
    one worker: one browser at a time, and the other workers keep the cores for the
    rest. The long page scans (a module with ``BROWSER_LANE = "scan"``: a thousand pages
    each, about five minutes together) run in a second lane beside it, so that the one
    browser lane is not the whole suite's critical path. Without xdist the mark does
    nothing."""
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            lane = getattr(item.module, "BROWSER_LANE", "")
            item.add_marker(pytest.mark.xdist_group(f"browser-{lane}" if lane else "browser"))
