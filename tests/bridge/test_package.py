"""The package's public surface and its promise to load light."""

from __future__ import annotations

import subprocess
import sys

import arbiter.bridge


def test_all_names_resolve() -> None:
    for name in arbiter.bridge.__all__:
        assert getattr(arbiter.bridge, name) is not None, name
    assert len(set(arbiter.bridge.__all__)) == len(arbiter.bridge.__all__)


def test_import_uses_only_the_standard_library() -> None:
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import arbiter.bridge\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "extra = sorted(m for m in new - set(sys.stdlib_module_names) - {'arbiter'}\n"
        "               if not m.startswith('_'))\n"
        "print(','.join(extra))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
    assert "yaml" not in result.stdout
