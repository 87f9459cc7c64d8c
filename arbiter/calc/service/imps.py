"""``arbiter calc imps 620 -100``: IMPs, Butler and total points.

* two scores: the North-South scores at the two tables of a teams match; the IMPs are for
  the team sitting North-South at the first table (its net score is first - second);
* one number: a difference in points;
* ``--match "620/-100, 420/450"``: several boards, with the IMP total and the total
  points (Law 78C);
* ``--butler "420,450,-50,..."``: every NS score IMPed against the datum.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arbiter.calc.imps import ButlerResult, MatchResult, imp_band, imps
from arbiter.calc.imps import butler as butler_of
from arbiter.calc.imps import match as match_of
from arbiter.calc.matchpoints import check_score, format_number
from arbiter.calc.service.declare import Calculator, Input, Way
from arbiter.calc.service.inputs import PROFILE, score_value, score_values
from arbiter.i18n import InputError, Lang, Text
from arbiter.laws.profiles import Profile

ACCEPTED = ("arbiter calc imps 620 -100", "--butler 420,450,-50", "--match 620/-100,420/450")

_SPLIT = re.compile(r"[\s,;]+")


def scores(text: str) -> list[int]:
    """Read NS scores separated by commas or spaces; each must be a bridge score."""
    values = [check_score(score_value(t)) for t in _SPLIT.split(text.strip()) if t]
    if not values:
        raise InputError("Geen scores opgegeven.", "No scores given.", ACCEPTED)
    return values


def _trim(text: str) -> int:
    if not text.strip().isdigit():
        raise InputError(
            f"--trim '{text}' is geen aantal.", f"--trim '{text}' is not a count.", ("0", "1", "2")
        )
    return int(text)


def _band_text(value: int, lang: Lang) -> str:
    first, last = imp_band(abs(value))
    if last is None:
        return f"{first}+" if lang == "en" else f"{first} of meer"
    return f"{first}-{last}"


@dataclass(frozen=True)
class DifferenceOutcome:
    """One difference in points, or the NS scores at the two tables of a teams match."""

    difference: int
    tables: tuple[int, int] | None = None

    @property
    def imps(self) -> int:
        return imps(self.difference)

    def as_json(self, lang: Lang) -> dict[str, Any]:
        head: dict[str, Any] = {"lang": lang}
        if self.tables is None:
            head["mode"] = "difference"
        else:
            head.update(mode="teams", table1=self.tables[0], table2=self.tables[1])
        return {
            **head,
            "difference": self.difference,
            "imps": self.imps,
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        diff, result = self.difference, self.imps
        band = _band_text(result, lang)
        if self.tables is None:
            return (
                f"Verschil {diff:+d} punten: {result:+d} IMP (schaal {band})."
                if lang == "nl"
                else f"Difference {diff:+d} points: {result:+d} IMPs (scale {band})."
            )
        one, two = self.tables
        if lang == "nl":
            return (
                f"NZ aan tafel 1: {one:+d}, NZ aan tafel 2: {two:+d}. Het team dat aan tafel 1 "
                f"NZ zit, scoort netto {one:+d} - ({two:+d}) = {diff:+d}: {result:+d} IMP "
                f"(schaal {band}); het andere team {-result:+d} IMP."
            )
        return (
            f"NS at table 1: {one:+d}, NS at table 2: {two:+d}. The team sitting NS at "
            f"table 1 nets {one:+d} - ({two:+d}) = {diff:+d}: {result:+d} IMPs "
            f"(scale {band}); the other team {-result:+d} IMPs."
        )


@dataclass(frozen=True)
class MatchOutcome:
    result: MatchResult

    def as_json(self, lang: Lang) -> dict[str, Any]:
        return {
            "lang": lang,
            "mode": "match",
            "boards": [
                {"table1": b.table1, "table2": b.table2, "difference": b.difference, "imps": b.imps}
                for b in self.result.boards
            ],
            "imps": self.result.imps,
            "total_points": self.result.total_points,
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        result = self.result
        rows = [
            f"  {number:>2}. {board.table1:+6d} {board.table2:+6d}  {board.difference:+6d}  "
            f"{board.imps:+3d}"
            for number, board in enumerate(result.boards, 1)
        ]
        if lang == "nl":
            head = "spel  tafel1 tafel2  verschil IMP"
            tail = (
                f"Totaal: {result.imps:+d} IMP; totaalpunten (78C): {result.total_points:+d}, "
                "voor het team dat aan tafel 1 NZ zit."
            )
        else:
            head = "board table1 table2  difference IMPs"
            tail = (
                f"Total: {result.imps:+d} IMPs; total points (Law 78C): "
                f"{result.total_points:+d}, for the team sitting NS at table 1."
            )
        return "\n".join([head, *rows, tail])


@dataclass(frozen=True)
class ButlerOutcome:
    result: ButlerResult
    trim: int

    def as_json(self, lang: Lang) -> dict[str, Any]:
        result = self.result
        return {
            "lang": lang,
            "mode": "butler",
            "trim": self.trim,
            "datum": result.datum,
            "mean": result.mean,
            "used": list(result.used),
            "dropped": list(result.dropped),
            "lines": [
                {"ns_score": line.ns_score, "difference": line.difference, "ns_imps": line.ns_imps}
                for line in result.lines
            ],
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        result, trim = self.result, self.trim
        mean = format_number(result.mean, lang)
        if lang == "nl":
            head = (
                f"Datum: gemiddelde van {len(result.used)} scores zonder de {trim} hoogste en "
                f"{trim} laagste = {mean}, afgerond op 10: {result.datum:+d}."
            )
            rows = [
                f"  NZ {line.ns_score:+6d}: {line.difference:+6d} t.o.v. datum = "
                f"{line.ns_imps:+3d} IMP (OW {-line.ns_imps:+d})"
                for line in result.lines
            ]
        else:
            head = (
                f"Datum: mean of {len(result.used)} scores without the {trim} highest and "
                f"{trim} lowest = {mean}, rounded to 10: {result.datum:+d}."
            )
            rows = [
                f"  NS {line.ns_score:+6d}: {line.difference:+6d} against the datum = "
                f"{line.ns_imps:+3d} IMPs (EW {-line.ns_imps:+d})"
                for line in result.lines
            ]
        return "\n".join([head, *rows])


def parse_match(text: str) -> list[tuple[int, int]]:
    """``620/-100, 420/450``: per board the NS score at table 1 and at table 2."""
    boards = []
    for part in (p for p in re.split(r"[,;]+", text) if p.strip()):
        pieces = [p for p in re.split(r"[/\s]+", part.strip()) if p]
        if len(pieces) != 2:
            raise InputError(
                f"'{part.strip()}' is geen spel: schrijf NZ-score tafel 1 / NZ-score tafel 2.",
                f"'{part.strip()}' is not a board: write NS score table 1 / NS score table 2.",
                ("620/-100", "420/450"),
            )
        boards.append((score_value(pieces[0]), score_value(pieces[1])))
    return boards


def _difference(values: Sequence[int]) -> DifferenceOutcome:
    if len(values) == 1:
        return DifferenceOutcome(values[0])
    if len(values) != 2:
        raise InputError(
            f"{len(values)} scores: geef er twee (NZ aan tafel 1 en aan tafel 2) of één "
            "verschil; voor meer scores --butler of --match.",
            f"{len(values)} scores: give two (NS at table 1 and at table 2) or one "
            "difference; for more scores --butler or --match.",
            ACCEPTED,
        )
    one, two = (check_score(v) for v in values)
    return DifferenceOutcome(one - two, (one, two))


def compute(
    scores: list[int] | None,
    butler: list[int] | None,
    trim: int | None,
    match: list[tuple[int, int]] | None,
    profile: Profile,
) -> DifferenceOutcome | MatchOutcome | ButlerOutcome:
    if sum([bool(scores), butler is not None, match is not None]) != 1:
        raise InputError(
            "Geef óf twee scores (of één verschil), óf --butler, óf --match.",
            "Give either two scores (or one difference), or --butler, or --match.",
            ACCEPTED,
        )
    if butler is not None:
        trim = profile.butler_trim if trim is None else trim
        return ButlerOutcome(butler_of(butler, trim), trim)
    if match is not None:
        return MatchOutcome(match_of(match))
    return _difference(scores or [])


CALCULATOR = Calculator(
    name="imps",
    title=Text.of("IMPs en Butler", "IMPs and Butler"),
    description=Text.of(
        "IMPs van een verschil of van twee tafels, Butler tegen de datum, en de totalen van "
        "een viertallenwedstrijd.",
        "IMPs of a difference or of two tables, Butler against the datum, and the totals of "
        "a teams match.",
    ),
    inputs=(
        Input(
            "scores",
            "scores",
            Text.of("NZ-scores of verschil", "NS scores or difference"),
            Text.of(
                "NZ-score aan tafel 1 en aan tafel 2, of één verschil in punten",
                "NS score at table 1 and at table 2, or one difference in points",
            ),
            many=True,
            positional=True,
            parse=score_values,
            example="620",
        ),
        Input(
            "butler",
            "scores",
            Text.of("Butler: NZ-scores", "Butler: NS scores"),
            Text.of(
                "alle NZ-scores van één spel: 420,450,-50",
                "all NS scores on one board: 420,450,-50",
            ),
            parse=scores,
            example="420,450,-50",
        ),
        Input(
            "trim",
            "int",
            Text.of("Weglaten voor de datum", "Trim for the datum"),
            Text.of(
                "scores die aan elke kant niet meetellen voor de datum (standaard 1)",
                "scores left out at each end for the datum (default 1)",
            ),
            minimum=0,
            parse=_trim,
            example="1",
            more=True,
        ),
        Input(
            "match",
            "text",
            Text.of("Wedstrijd", "Match"),
            Text.of(
                "per spel NZ-score tafel 1/tafel 2: 620/-100, 420/450",
                "per board NS score table 1/table 2: 620/-100, 420/450",
            ),
            parse=parse_match,
            example="620/-100, 420/450",
        ),
        PROFILE,
    ),
    compute=compute,
    ways=(
        Way("teams", Text.of("Twee tafels", "Two tables"), ("scores",)),
        Way("butler", Text.of("Butler", "Butler"), ("butler", "trim")),
        Way("match", Text.of("Wedstrijd", "Match"), ("match",)),
    ),
)
