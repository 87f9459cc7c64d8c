"""Every package arbiter imports is declared in pyproject.toml (issue 23: pydantic,
starlette and anyio were imported but came in only as another package's dependency)."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def third_party_imports() -> dict[str, set[str]]:
    """Top-level module name → the files of arbiter/ that import it (not the standard
    library, not arbiter itself)."""
    found: dict[str, set[str]] = {}
    for path in (ROOT / "arbiter").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top != "arbiter" and top not in sys.stdlib_module_names:
                    found.setdefault(top, set()).add(str(path.relative_to(ROOT)))
    return found


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_imported_package_is_declared():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    declared = {normalise(re.split(r"[<>=!~\[; ]", dep, maxsplit=1)[0])
                for dep in project["project"]["dependencies"]}  # fmt: skip
    dists = packages_distributions()
    missing = {}
    for module, files in third_party_imports().items():
        providers = {normalise(d) for d in dists.get(module, [module])}
        if not providers & declared:
            missing[module] = sorted(files)[:3]
    assert not missing, f"imported but not declared in pyproject.toml: {missing}"
