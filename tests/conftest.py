"""For every test: a data folder of its own (``$ARBITER_DATA_DIR``), so that no test reads
or changes the user's own (an imported law text, the log's SQLite file, certificates),
and no law text a developer imported changes what the tests see."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True, scope="session")
def _own_data_folder(tmp_path_factory):
    patch = pytest.MonkeyPatch()
    patch.setenv("ARBITER_DATA_DIR", str(tmp_path_factory.mktemp("data-folder")))
    yield
    patch.undo()
