"""docs/coverage.md is generated from the content and must match what is shipped."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_coverage_doc_is_current():
    spec = importlib.util.spec_from_file_location("coverage_table",
                                                  ROOT / "scripts" / "coverage_table.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    expected = module.table()
    actual = (ROOT / "docs" / "coverage.md").read_text(encoding="utf-8")
    assert actual == expected, (
        "docs/coverage.md is out of date: run "
        "`.venv/bin/python scripts/coverage_table.py > docs/coverage.md`"
    )
