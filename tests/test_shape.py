"""Modules small enough to hold in one's head: none under arbiter/ above 600 lines.

A module that grows past the limit is split by what it holds (issue 9), not waved
through; a file that cannot be split yet stands in ``TOO_LONG`` with the reason, and
leaves it when it is split (the test says so, so the list cannot go stale).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "arbiter"
LIMIT = 600

#: Modules allowed above the limit for now, each with why (path relative to the repo).
TOO_LONG: dict[str, str] = {}


def lines(path: Path) -> int:
    """Lines as ``wc -l`` counts them (a last line without newline counts too)."""
    return len(path.read_text(encoding="utf-8").splitlines())


def too_long(package: Path, root: Path) -> dict[str, int]:
    """Every Python module under ``package`` above the limit, with its line count."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        count = lines(path)
        if count > LIMIT:
            found[path.relative_to(root).as_posix()] = count
    return found


def test_the_check_finds_a_long_module(tmp_path):
    package = tmp_path / "arbiter" / "sub"
    package.mkdir(parents=True)
    (package / "short.py").write_text("x = 1\n" * LIMIT, encoding="utf-8")
    (package / "long.py").write_text("x = 1\n" * LIMIT + "y = 2", encoding="utf-8")
    assert too_long(tmp_path / "arbiter", tmp_path) == {"arbiter/sub/long.py": LIMIT + 1}


def test_no_module_under_arbiter_is_above_the_limit():
    found = too_long(PACKAGE, ROOT)
    unexpected = {path: n for path, n in found.items() if path not in TOO_LONG}
    assert not unexpected, (
        f"modules above {LIMIT} lines: {unexpected}; split each by what it holds "
        "(small modules named for what they hold)"
    )


def test_the_allow_list_holds_only_modules_still_too_long():
    stale = sorted(path for path in TOO_LONG if path not in too_long(PACKAGE, ROOT))
    assert not stale, f"no longer above {LIMIT} lines (or gone): remove from TOO_LONG: {stale}"
