"""Dependencies point one way: the shells (cli, web) use the services, never each other.

Read from the source with ``ast``, every import counts, also one inside a function (the
web once imported the command line that way, lazily, to run the calculators).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "arbiter"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module_name(path).rsplit(".", 0 if path.name == "__init__.py" else 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def test_imports_are_read_also_inside_functions_and_relative(tmp_path):
    sample = PACKAGE / "web" / "_layer_probe.py"
    source = "def f():\n    from ..cli import calc\n    import arbiter.cli.main\n"
    try:
        sample.write_text(source, encoding="utf-8")
        assert {"arbiter.cli", "arbiter.cli.calc", "arbiter.cli.main"} <= imports(sample)
    finally:
        sample.unlink()


@pytest.mark.parametrize("layer", ["web", "log", "calc", "guide", "laws", "bridge"])
def test_no_module_below_the_shells_imports_the_command_line(layer):
    offenders = {
        module_name(path): sorted(name for name in imports(path) if name.startswith("arbiter.cli"))
        for path in sorted((PACKAGE / layer).rglob("*.py"))
    }
    offenders = {module: names for module, names in offenders.items() if names}
    assert not offenders, f"arbiter/{layer} must not import arbiter.cli: {offenders}"


@pytest.mark.parametrize("layer", ["calc", "guide", "laws", "bridge"])
def test_services_and_domain_import_no_shell(layer):
    offenders = {
        module_name(path): sorted(n for n in imports(path) if n.startswith("arbiter.web"))
        for path in sorted((PACKAGE / layer).rglob("*.py"))
    }
    assert not {m: n for m, n in offenders.items() if n}


def test_calculator_declarations_load_nothing_heavy():
    """``arbiter calc score`` starts quickly: no endplay, pydantic or web stack at import."""
    import subprocess
    import sys

    code = (
        "import sys; from arbiter.calc import service; service.calculators();"
        "import arbiter.cli.calc;"
        "print(sorted(m for m in ('endplay', 'pydantic', 'fastapi', 'starlette', 'yaml')"
        " if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout  # fmt: skip
    assert out.strip() == "[]", out
