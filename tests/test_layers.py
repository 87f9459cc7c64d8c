"""Dependencies point one way: the shells (cli, web) use the services, never each other,
and no two parts of arbiter import each other (issue 23).

Read from the source with ``ast``, every import counts, also one inside a function (the
web once imported the command line that way, lazily, to run the calculators), and a
module named in a string (the web app once loaded the log by its name).
"""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "arbiter"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, name: str | None = None) -> set[str]:
    """Every module ``path`` imports, relative imports resolved (against ``name``, the
    module's name, for a file outside the package)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    name = name or module_name(path)
    package = name.rsplit(".", 0 if path.name == "__init__.py" else 1)[0]
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


def named_modules(path: Path) -> set[str]:
    """Modules of arbiter named in a string of ``path`` (loaded by name, as importlib
    does): every string that is the name of one of arbiter's modules counts."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and node.value in MODULES}  # fmt: skip


MODULES = {module_name(p) for p in PACKAGE.rglob("*.py")}


def part(module: str) -> str:
    """The part of arbiter a module belongs to: its subpackage, or a top-level module."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def part_graph(extra: tuple[tuple[str, Path], ...] = ()) -> dict[str, dict[str, list[str]]]:
    """part → part it imports → the modules that do; ``extra``: (name, file) of modules
    to count as if they were in the package (the tests' probes, kept out of the tree)."""
    graph: dict[str, dict[str, list[str]]] = {}
    files = [(module_name(path), path) for path in sorted(PACKAGE.rglob("*.py"))]
    for here, path in [*files, *extra]:
        for name in imports(path, here) | named_modules(path):
            if not name.startswith("arbiter.") or part(name) == part(here):
                continue
            graph.setdefault(part(here), {}).setdefault(part(name), []).append(here)
    return graph


def cycles(graph: dict[str, dict[str, list[str]]]) -> list[list[str]]:
    """Every cycle between parts, each once, as the list of parts around it."""
    found: list[list[str]] = []
    seen: set[frozenset[str]] = set()

    def walk(node: str, trail: list[str]) -> None:
        for nxt in graph.get(node, {}):
            if nxt in trail:
                loop = trail[trail.index(nxt):]
                if frozenset(loop) not in seen:
                    seen.add(frozenset(loop))
                    found.append([*loop, nxt])
            elif len(trail) < 12:
                walk(nxt, [*trail, nxt])

    for start in sorted(graph):
        walk(start, [start])
    return found


def test_no_two_parts_of_arbiter_import_each_other():
    """No cycle, however long, between arbiter's parts (guide, calc, log, web, ...),
    counting imports inside functions and modules named in strings."""
    graph = part_graph()
    loops = cycles(graph)
    detail = {" -> ".join(loop): [graph[a][b][:3] for a, b in itertools.pairwise(loop)]
              for loop in loops}  # fmt: skip
    assert not loops, detail


def test_a_cycle_is_found_also_through_a_name_in_a_string(tmp_path):
    # The probes live in tmp_path, not in the package: a probe written into arbiter/ was
    # seen by the cycle test running at the same time on another pytest-xdist worker.
    probe = tmp_path / "_cycle_probe.py"
    probe.write_text('import importlib\nimportlib.import_module("arbiter.web.app")\n',
                     encoding="utf-8")
    loops = cycles(part_graph(extra=(("arbiter.laws._cycle_probe", probe),)))
    assert any("laws" in loop and "web" in loop for loop in loops), loops


def test_imports_are_read_also_inside_functions_and_relative(tmp_path):
    sample = tmp_path / "_layer_probe.py"
    sample.write_text("def f():\n    from ..cli import calc\n    import arbiter.cli.main\n",
                      encoding="utf-8")
    found = imports(sample, "arbiter.web._layer_probe")
    assert {"arbiter.cli", "arbiter.cli.calc", "arbiter.cli.main"} <= found


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


def test_topics_served_from_the_cache_load_neither_yaml_nor_pathlib(tmp_path):
    """``arbiter topics`` starts quickly: once the content is cached it imports neither
    YAML nor pathlib. Where the content lives (``arbiter/guide/loading/__init__.py``) is on
    its path, and every module of that package runs that file first: the reading itself
    must stay in the modules below it."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "ARBITER_NO_CACHE"}
    env["XDG_CACHE_HOME"] = str(tmp_path)
    code = (
        "import sys\nfrom arbiter.cli.main import main\nmain(['topics'])\n"
        "print(sorted(m for m in ('yaml', 'pathlib') if m in sys.modules), file=sys.stderr)"
    )
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           cwd=ROOT, env=env, check=True) for _ in range(2)]  # fmt: skip
    assert "yaml" in runs[0].stderr  # the first run read the content files
    assert "insufficient-bid" in runs[1].stdout
    assert runs[1].stderr.strip() == "[]", runs[1].stderr
