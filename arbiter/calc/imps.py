"""IMPs (Law 78B), Butler scoring and total points for teams and IMP pairs.

The WBF IMP scale turns a difference in points into 0-24 IMPs so that one huge swing
does not decide a match. The scale is written in steps of 10 because every bridge score
is a multiple of 10; a difference that falls between two steps (a weighted mean, for
instance) counts for the lower step: a band begins at its first figure (20, 50, 90, ...).

Butler scoring (IMP pairs) IMPs each North-South score against a *datum*: the mean of
the board's scores without the highest and the lowest, rounded to the nearest 10. That
is how the NBB's scoring programme and most clubs describe it; how many scores are left
out at each end (``trim``) is a choice of the organiser, one each by default.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from arbiter.calc.matchpoints import check_score
from arbiter.i18n import InputError

__all__ = [
    "IMP_SCALE",
    "ButlerLine",
    "ButlerResult",
    "MatchBoard",
    "MatchResult",
    "butler",
    "butler_datum",
    "imp_band",
    "imps",
    "match",
    "round_to_ten",
]

IMP_SCALE: tuple[int, ...] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The first point difference of 1, 2, ... 24 IMPs (WBF scale, Law 78B)."""


def imps(difference: float) -> int:
    """IMPs for a difference in points: 0-24, negative for a negative difference.

    Antisymmetric by construction (``imps(-d) == -imps(d)``) and monotone.
    """
    size = bisect_right(IMP_SCALE, abs(difference))
    return size if difference >= 0 else -size


def imp_band(value: int) -> tuple[int, int | None]:
    """The differences that give ``value`` IMPs (0-24): ``(first, last)``, last None for 24."""
    if not 0 <= value <= 24:
        raise ValueError(f"IMPs run from 0 to 24, got {value}")
    first = 0 if value == 0 else IMP_SCALE[value - 1]
    last = None if value == 24 else IMP_SCALE[value] - 10
    return first, last


def round_to_ten(value: float) -> int:
    """Round to the nearest multiple of 10, halves away from zero (so NS and EW mirror)."""
    return int(math.copysign(math.floor(abs(value) / 10 + 0.5) * 10, value))


# -- Butler ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ButlerLine:
    ns_score: int
    difference: int
    ns_imps: int


@dataclass(frozen=True, slots=True)
class ButlerResult:
    """The datum, the scores that made it, and each score's IMPs against it."""

    datum: int
    mean: float
    used: tuple[int, ...]
    dropped: tuple[int, ...]
    lines: tuple[ButlerLine, ...]


def butler_datum(scores: Sequence[int], trim: int = 1) -> tuple[int, float, tuple[int, ...]]:
    """The datum: mean without ``trim`` highest and ``trim`` lowest, rounded to 10.

    Returns ``(datum, unrounded mean, scores used)``. Raises :class:`InputError` when
    leaving out the extremes would leave nothing.
    """
    if trim < 0:
        raise InputError(
            "Het aantal weg te laten scores kan niet negatief zijn.",
            "The number of scores to leave out cannot be negative.",
            ("0", "1", "2"),
        )
    if len(scores) <= 2 * trim:
        raise InputError(
            f"Met {len(scores)} scores blijft er niets over als de {trim} hoogste en "
            f"{trim} laagste wegvallen.",
            f"With {len(scores)} scores nothing is left once the {trim} highest and "
            f"{trim} lowest are left out.",
            (f"≥ {2 * trim + 1} scores", "--trim 0"),
        )
    for ns in scores:
        check_score(ns)
    ordered = sorted(scores)
    used = tuple(ordered[trim : len(ordered) - trim])
    mean = sum(used) / len(used)
    return round_to_ten(mean), mean, used


def butler(scores: Sequence[int], trim: int = 1) -> ButlerResult:
    """Butler IMPs for every North-South score on the board (East-West get the opposite)."""
    datum, mean, used = butler_datum(scores, trim)
    ordered = sorted(scores)
    dropped = tuple(ordered[:trim] + ordered[len(ordered) - trim :]) if trim else ()
    lines = tuple(ButlerLine(ns, ns - datum, imps(ns - datum)) for ns in scores)
    return ButlerResult(datum, mean, used, dropped, lines)


# -- teams ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MatchBoard:
    """One board of a teams match: the NS score at each table, seen from the home team.

    The home team sits North-South at table 1 and East-West at table 2, so its net score
    is ``table1 - table2``.
    """

    table1: int
    table2: int

    @property
    def difference(self) -> int:
        return self.table1 - self.table2

    @property
    def imps(self) -> int:
        return imps(self.difference)


@dataclass(frozen=True, slots=True)
class MatchResult:
    """IMPs and total points (Law 78B and 78C) of a match for the home team."""

    boards: tuple[MatchBoard, ...]

    @property
    def imps(self) -> int:
        return sum(board.imps for board in self.boards)

    @property
    def total_points(self) -> int:
        """Total-points scoring (Law 78C): the net points, not converted."""
        return sum(board.difference for board in self.boards)


def match(boards: Sequence[tuple[int, int]]) -> MatchResult:
    """Score a teams match from ``(table 1 NS score, table 2 NS score)`` per board."""
    if not boards:
        raise InputError("Geen spellen opgegeven.", "No boards given.", ("620/-100, 420/450",))
    return MatchResult(tuple(MatchBoard(check_score(one), check_score(two)) for one, two in boards))
