"""Rewrite the argument tables of docs/calc.md from the calculators' declarations.

The prose around them is kept: each table stands between ``<!-- inputs NAME -->`` and
``<!-- /inputs -->``, and only that part is replaced. ``tests/calc/test_shells.py`` fails
when the doc differs from this output, or lacks a table for a calculator.

    .venv/bin/python scripts/calc_doc.py          # rewrite docs/calc.md in place
    .venv/bin/python scripts/calc_doc.py --check  # exit 1 when it is out of date
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.calc import service  # noqa: E402
from arbiter.calc.service.declare import Calculator, Input  # noqa: E402

DOC = ROOT / "docs" / "calc.md"
BLOCK = re.compile(r"(<!-- inputs (\w+) -->\n)(.*?)(<!-- /inputs -->)", re.DOTALL)


def _kind(inp: Input) -> str:
    """``int 1..9999``, ``seat``, ``choice``; ``, required`` or ``, list``."""
    kind = inp.kind
    if inp.kind == "int":
        low = "" if inp.minimum is None else str(inp.minimum)
        high = "" if inp.maximum is None else str(inp.maximum)
        kind += f" {low}..{high}" if low or high else ""
    if inp.many:
        kind += ", list"
    return kind + (", required" if inp.required else "")


def _accepted(inp: Input) -> str:
    if callable(inp.choices):  # from data (the profiles): read now
        return ", ".join(f"`{c.spellings[0]}`" for c in inp.options())
    return ", ".join(" / ".join(f"`{w}`" for w in c.spellings) for c in inp.options())


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def table(calc: Calculator) -> str:
    """The markdown table of ``calc``'s inputs (and its either-or groups)."""
    lines = [
        "| command line | API / form | kind | what | choices | default |",
        "|---|---|---|---|---|---|",
    ]
    for inp in calc.inputs:
        cli = f"`{inp.flag}`" if inp.flag else f"`{inp.name.upper()}`" + (
            " ..." if inp.many or inp.words else ""
        )
        lines.append(
            f"| {cli} | `{inp.name}` | {_kind(inp)} | {_cell(inp.hint['en'])} | "
            f"{_cell(_accepted(inp))} | {'`' + inp.default + '`' if inp.default else ''} |"
        )
    for group in calc.one_of:
        names = " or ".join(f"`{calc.input(n).flag}`" for n in group)
        lines += ["", f"Exactly one of {names}."]
    return "\n".join(lines) + "\n"


def render(text: str) -> str:
    """``text`` with every table block regenerated."""

    def replace(match: re.Match[str]) -> str:
        return match.group(1) + table(service.calculator(match.group(2))) + match.group(4)

    return BLOCK.sub(replace, text)


def documented(text: str) -> list[str]:
    """The calculators that have a table block in ``text``."""
    return [match.group(2) for match in BLOCK.finditer(text)]


def main() -> int:
    text = DOC.read_text(encoding="utf-8")
    new = render(text)
    if "--check" in sys.argv[1:]:
        return 0 if new == text else 1
    DOC.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
