"""Matchpoints for one board's traveller (de scorestaat van een spel).

Each North-South result earns 2 matchpoints for every result it beats and 1 for every
tie, so a board with n results has a top of 2(n - 1) and hands out n(n - 1) points in
all; a percentage is matchpoints / top × 100, and the two sides at a table always add up
to 100 % (the NBB and EBU scale; ACBL's 1 and ½ give the same percentages).

Three things a director meets that plain ranking does not cover:

* an **artificial** adjusted score (12C2: 60/40, 50/50, ...) is not a result: it takes
  no part in the comparison and gets its percentage directly;
* a **weighted** assigned score (12C1(c): "30 % 4♠=, 70 % 4♠-1") is compared component by
  component with the other results and the matchpoints are weighted; the other tables
  score against it with the same weights, so the board total stays n(n - 1);
* a board with **fewer results** than the others (a fouled board, an artificial score,
  a board not played) is scaled up with the Neuberg formula: with n results where N were
  expected, MP' = (MP + 1) × N / n - 1 on the 2-per-beat scale. That is the WBF/EBU
  formula: it treats each result as if it had occurred N/n times.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate

from arbiter.bridge._text import shown
from arbiter.i18n import InputError

__all__ = [
    "MAX_SCORE",
    "Artificial",
    "Entry",
    "Line",
    "Traveller",
    "Weighted",
    "check_score",
    "format_number",
    "matchpoint",
    "matchpoints",
    "neuberg",
    "parse_traveller",
]

MAX_SCORE = 7600
"""No duplicate score is larger: 7SAXX= vulnerable is 2980, 13 down redoubled vulnerable 7600."""


@dataclass(frozen=True, slots=True)
class Artificial:
    """An artificial adjusted score (12C2): percentages given directly, not compared.

    The two need not add up to 100: average-plus to both sides is 60/60.
    """

    ns_percent: float
    ew_percent: float
    label: str = ""

    def __post_init__(self) -> None:
        for value in (self.ns_percent, self.ew_percent):
            if not 0 <= value <= 100:
                raise InputError(
                    f"Percentage {value} ligt niet tussen 0 en 100.",
                    f"Percentage {value} is not between 0 and 100.",
                    ("0-100",),
                )


@dataclass(frozen=True, slots=True)
class Weighted:
    """A weighted North-South score (12C1(c)): ``(weight, ns_score)`` with weights summing to 1."""

    components: tuple[tuple[float, int], ...]
    label: str = ""

    def __post_init__(self) -> None:
        if not self.components:
            raise InputError("Een gewogen score zonder resultaten.", "A weighted score is empty.")
        total = sum(weight for weight, _ in self.components)
        if any(weight <= 0 for weight, _ in self.components) or abs(total - 1) > 1e-9:
            raise InputError(
                f"De gewichten tellen op tot {total * 100:g} %, niet tot 100 %.",
                f"The weights add up to {total * 100:g} %, not to 100 %.",
                ("30% 4♠=, 70% 4♠-1",),
            )
        for _, ns in self.components:
            check_score(ns)

    @property
    def mean(self) -> float:
        """The weighted mean NS score (what total-points scoring would use)."""
        return sum(weight * ns for weight, ns in self.components)


Entry = int | Weighted | Artificial
"""One line of a traveller: a North-South score, a weighted score or an artificial score."""


@dataclass(frozen=True, slots=True)
class Line:
    """One traveller line with its matchpoints and percentages for both sides.

    ``components`` holds, for a weighted score, each component's own North-South
    matchpoints (already Neuberg-scaled), before weighting.
    """

    entry: Entry
    ns_mp: float
    ew_mp: float
    ns_percent: float
    ew_percent: float
    components: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Traveller:
    """A matchpointed board: the lines in input order, the top and the counts used.

    ``compared`` results took part in the comparison; ``expected`` is the count the top is
    based on. When they differ the Neuberg formula was applied (``neuberg``).
    """

    lines: tuple[Line, ...]
    top: float
    compared: int
    expected: int
    per_beat: float = 2

    @property
    def neuberg(self) -> bool:
        return 0 < self.compared < self.expected


def format_number(value: float, lang: str = "nl", digits: int = 2) -> str:
    """``63,5`` in Dutch, ``63.5`` in English; at most ``digits`` decimals, no trailing zeros."""
    text = f"{round(value, digits):.{digits}f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    return text.replace(".", ",") if lang == "nl" else text


def check_score(ns: int) -> int:
    """Refuse what cannot be a duplicate score: not a multiple of 10, or beyond 7600."""
    if isinstance(ns, bool) or not isinstance(ns, int) or ns % 10 or abs(ns) > MAX_SCORE:
        raise InputError(
            f"{ns!r} is geen bridgescore: scores zijn veelvouden van 10, "
            f"hooguit {MAX_SCORE} groot.",
            f"{ns!r} is not a bridge score: scores are multiples of 10, "
            f"at most {MAX_SCORE} in size.",
            ("420", "-50", "+1100"),
        )
    return ns


def neuberg(mp: float, compared: int, expected: int, per_beat: float = 2) -> float:
    """Scale matchpoints earned among ``compared`` results to a board of ``expected``.

    MP' = (MP + h) × N / n - h with h half the points for a beat (1 on the 2-per-beat
    scale): the WBF/EBU formula. With n = N it is the identity.
    """
    if compared < 1 or expected < compared:
        raise ValueError(f"need 1 <= compared <= expected, got {compared}, {expected}")
    half = per_beat / 2
    return (mp + half) * expected / compared - half


def matchpoints(scores: Sequence[int], per_beat: float = 2) -> list[float]:
    """Matchpoints for plain North-South scores: ``per_beat`` per result beaten, half per tie."""
    ordered = sorted(scores)
    half = per_beat / 2
    return [
        per_beat * bisect_left(ordered, s)
        + half * (bisect_right(ordered, s) - bisect_left(ordered, s) - 1)
        for s in scores
    ]


def matchpoint(
    entries: Sequence[Entry], expected: int | None = None, per_beat: float = 2
) -> Traveller:
    """Matchpoint a traveller of scores, weighted scores and artificial scores.

    ``expected`` is the number of results the board should have had (default: the number
    of lines, artificial ones included). The results actually compared are Neuberg-scaled
    to it when there are fewer.
    """
    if not entries:
        raise InputError("Geen scores opgegeven.", "No scores given.", ("420,450,-50",))
    expected = len(entries) if expected is None else expected
    if isinstance(expected, bool) or not isinstance(expected, int) or expected < len(entries):
        raise InputError(
            f"Het spel heeft {len(entries)} regels; het verwachte aantal resultaten "
            f"({expected}) kan niet kleiner zijn.",
            f"The board has {len(entries)} lines; the expected number of results "
            f"({expected}) cannot be smaller.",
            (f"≥ {len(entries)}",),
        )
    real = [_components(entry) for entry in entries]
    pool = sorted((ns, weight) for comps in real if comps for weight, ns in comps)
    keys = [ns for ns, _ in pool]
    cumulative = [0.0, *accumulate(weight for _, weight in pool)]
    compared = sum(1 for comps in real if comps)
    top = per_beat * (expected - 1)
    scale = per_beat / 2
    lines = []
    for entry, comps in zip(entries, real, strict=True):
        if not comps:
            assert isinstance(entry, Artificial)
            lines.append(
                Line(
                    entry,
                    top * entry.ns_percent / 100,
                    top * entry.ew_percent / 100,
                    entry.ns_percent,
                    entry.ew_percent,
                )
            )
            continue
        per_component = []
        for _, ns in comps:
            lo, hi = bisect_left(keys, ns), bisect_right(keys, ns)
            raw = 2 * cumulative[lo] + (cumulative[hi] - cumulative[lo])
            raw -= sum(w * (2 if ns > other else 1 if ns == other else 0) for w, other in comps)
            raw *= scale
            if compared < expected:
                raw = neuberg(raw, compared, expected, per_beat)
            per_component.append(raw)
        ns_mp = sum(w * mp for (w, _), mp in zip(comps, per_component, strict=True))
        ns_pct = 50.0 if top == 0 else 100 * ns_mp / top
        lines.append(
            Line(
                entry,
                ns_mp,
                top - ns_mp,
                ns_pct,
                100 - ns_pct,
                tuple(per_component) if isinstance(entry, Weighted) else (),
            )
        )
    return Traveller(tuple(lines), top, compared, expected, per_beat)


def _components(entry: Entry) -> tuple[tuple[float, int], ...]:
    if isinstance(entry, Artificial):
        return ()
    if isinstance(entry, Weighted):
        return entry.components
    return ((1.0, check_score(entry)),)


_SPLIT = re.compile(r"[\s,;]+")
_NUMBER = re.compile(r"[+-]?[0-9]+")
_PAIR = re.compile(r"([0-9]+(?:[.,][0-9]+)?)%?/([0-9]+(?:[.,][0-9]+)?)%?")


def parse_traveller(text: str, averages: Mapping[str, float] | None = None) -> list[Entry]:
    """Read a traveller: North-South scores and artificial scores, separated by commas.

    ``420, 450, -50`` are scores; ``60/40`` (or ``60%/40%``) is an artificial score with
    the NS percentage first; ``G+/G-``, ``A+/A-``, ``G/G`` use ``averages`` (default
    60, 50 and 40 %, the Laws' values; pass a regulation profile's values instead).
    """
    names = {"+": 60.0, "": 50.0, "-": 40.0} if averages is None else dict(averages)
    entries: list[Entry] = []
    for token in (t for t in _SPLIT.split(text.strip()) if t):
        token = token.replace("−", "-").replace("–", "-")
        if _NUMBER.fullmatch(token):
            entries.append(check_score(int(token)))
            continue
        pair = _PAIR.fullmatch(token)
        if pair:
            ns, ew = (float(p.replace(",", ".")) for p in pair.groups())
            entries.append(Artificial(ns, ew, token))
            continue
        sides = token.casefold().split("/")
        keys = [k for k in map(_average_key, sides) if k is not None and k in names]
        if len(sides) == 2 and len(keys) == 2:
            ns, ew = (names[k] for k in keys)
            entries.append(Artificial(ns, ew, token.upper()))
            continue
        raise InputError(
            f"{shown(token)} is geen score: geef NZ-scores (420, -50) of een "
            "kunstmatige score (60/40, G+/G-).",
            f"{shown(token)} is not a score: give NS scores (420, -50) or an "
            "artificial score (60/40, A+/A-).",
            ("420", "-50", "60/40", "G+/G-", "A+/A-", "G/G"),
        )
    if not entries:
        raise InputError("Geen scores opgegeven.", "No scores given.", ("420,450,-50",))
    return entries


def _average_key(text: str) -> str | None:
    """``g+``/``a+``/``avg+`` → ``+``; ``g``/``a``/``avg`` → ``""``; ``g-`` → ``-``."""
    match = re.fullmatch(r"(?:g|a|avg|gem)([+-]?)", text.strip())
    return None if match is None else match.group(1)
