"""The supplemental sections (PBN 5): tables such as OptimumResultTable, and the
double-dummy tricks of DoubleDummyTricks."""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.bridge.deal import TRICKS
from arbiter.bridge.denom import Denom
from arbiter.bridge.pbn.syntax import Tag
from arbiter.bridge.pbn.values.codes import DENOMS, SEATS, UNKNOWN, pbn_error
from arbiter.bridge.seat import Seat


@dataclass(frozen=True, slots=True)
class Column:
    """A table column (5.2): name, ``+``/``-`` order, minimum width and alignment."""

    name: str
    order: str = ""
    width: int | None = None
    align: str = ""


@dataclass(frozen=True, slots=True)
class PbnTable:
    """A supplemental table: its columns and its rows of elements (strings as written)."""

    name: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    line: int
    row_lines: tuple[int, ...] = ()

    def column(self, name: str) -> int | None:
        """Index of the column ``name`` (case-insensitive), or ``None``."""
        wanted = name.lower()
        return next((i for i, c in enumerate(self.columns) if c.name.lower() == wanted), None)


_COLUMN = re.compile(r"([+-]?)([^\\]*)(?:\\(\d+)([LR]?))?")


def table(tag: Tag) -> PbnTable:
    """A table section (5.2): the tag value names the columns (``Declarer;Result\\2R``),
    the data fill them row by row, any number of elements to a line."""
    columns: list[Column] = []
    for part in tag.value.split(";"):
        match = _COLUMN.fullmatch(part.strip())
        if match is None or not match.group(2).strip():
            raise pbn_error(
                tag,
                tag.line,
                f"kolomnaam '{part[:20]}' is niet te lezen.",
                f"column name '{part[:20]}' cannot be read.",
                "Declarer;Denomination\\2R;Result\\2R",
            )
        order, name, width, align = match.groups()
        columns.append(Column(name.strip(), order, int(width) if width else None, align or ""))
    size = len(columns)
    if len(tag.data) % size:
        cut = tag.data[len(tag.data) - len(tag.data) % size]
        raise pbn_error(
            tag,
            cut.line,
            f"de tabel heeft {size} kolommen, maar {len(tag.data)} elementen: de laatste rij "
            "is niet vol.",
            f"the table has {size} columns but {len(tag.data)} elements: the last row is not full.",
        )
    data = tag.data
    rows = tuple(tuple(t.text for t in data[i : i + size]) for i in range(0, len(data), size))
    lines = tuple(data[i].line for i in range(0, len(data), size))
    return PbnTable(tag.name, tuple(columns), rows, tag.line, lines)


def optimum_result_table(tag: Tag) -> dict[Seat, dict[Denom, int]]:
    """OptimumResultTable (5.7): double-dummy tricks per declarer and denomination.

    The columns are found by name, so their order does not matter; a table with fewer
    than 20 rows gives what it has."""
    found = table(tag)
    columns = [found.column(name) for name in ("Declarer", "Denomination", "Result")]
    where = [column for column in columns if column is not None]
    if len(where) < len(columns):
        raise pbn_error(
            tag,
            tag.line,
            "de kolommen Declarer, Denomination en Result ontbreken.",
            "the columns Declarer, Denomination and Result are missing.",
            "Declarer;Denomination\\2R;Result\\2R",
        )
    tricks: dict[Seat, dict[Denom, int]] = {}
    for row, line in zip(found.rows, found.row_lines, strict=True):
        who, denom, number = (row[i] for i in where)
        if (
            who.upper() not in SEATS
            or denom.upper() not in DENOMS
            or not number.isdigit()
            or int(number) > TRICKS
        ):
            raise pbn_error(
                tag,
                line,
                f"rij '{' '.join(row)[:30]}' is geen leider, kleur en aantal slagen (0-13).",
                f"row '{' '.join(row)[:30]}' is not a declarer, denomination and tricks (0-13).",
                "N NT 9",
                "E S 10",
            )
        tricks.setdefault(SEATS[who.upper()], {})[DENOMS[denom.upper()]] = int(number)
    return tricks


_DD_ORDER = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
_DD_DENOMS = (Denom.NOTRUMP, Denom.SPADES, Denom.HEARTS, Denom.DIAMONDS, Denom.CLUBS)


def double_dummy_tricks(tag: Tag) -> dict[Seat, dict[Denom, int]] | None:
    """DoubleDummyTricks (BridgeComposer, Bridgewebs, RealBridge; not in the standard):
    20 hexadecimal digits, declarers N S E W, denominations NT S H D C."""
    value = tag.value.strip()
    if value in UNKNOWN:
        return None
    if not re.fullmatch(r"[0-9a-dA-D]{20}", value):
        raise pbn_error(
            tag,
            tag.line,
            f"'{value[:24]}' is geen 20 cijfers 0-9/a-d (leiders N Z O W, kleuren SA ♠ ♥ ♦ ♣).",
            f"'{value[:24]}' is not 20 digits 0-9/a-d (declarers N S E W, denominations NT S "
            "H D C).",
            "89967899674347643476",
        )
    digits = iter(value)
    return {who: {denom: int(next(digits), 16) for denom in _DD_DENOMS} for who in _DD_ORDER}
