"""``arbiter calc matchpoints --scores "420,450,-50"``: a board's matchpoints and percentages.

Scores are North-South scores, one per table; an artificial score is written ``60/40``
or ``G+/G-`` and gets its percentage directly. ``--neuberg-of N`` scales a board that was
played fewer times than N; artificial scores trigger the same scaling by themselves.
Negative scores can also be given as arguments (``arbiter calc matchpoints 420 -50``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arbiter.calc.matchpoints import (
    Artificial,
    Traveller,
    Weighted,
    format_number,
    matchpoint,
    parse_traveller,
)
from arbiter.calc.service.declare import Calculator, Input
from arbiter.calc.service.inputs import NEUBERG_OF, PROFILE
from arbiter.i18n import Lang, Text
from arbiter.laws.profiles import Profile


def averages_of(rules: Profile) -> dict[str, float]:
    """The profile's artificial percentages keyed as :func:`parse_traveller` wants them."""
    pct = rules.artificial_percent
    return {"+": pct["average_plus"], "": pct["average"], "-": pct["average_minus"]}


def entry_text(entry: Any, lang: Lang) -> str:
    if isinstance(entry, Artificial):
        ns, ew = format_number(entry.ns_percent, lang), format_number(entry.ew_percent, lang)
        return entry.label or f"{ns}/{ew}"
    if isinstance(entry, Weighted):
        return entry.label or "; ".join(
            f"{format_number(w * 100, lang)}% {s:+d}" for w, s in entry.components
        )
    return f"{entry:+d}"


def _kind(entry: Any) -> str:
    if isinstance(entry, Artificial):
        return "artificial"
    return "weighted" if isinstance(entry, Weighted) else "score"


def explanation(traveller: Traveller, lang: Lang) -> str:
    """How the figures were reached, in a few sentences."""
    beat, tie = traveller.per_beat, traveller.per_beat / 2
    n, big_n = traveller.compared, traveller.expected
    top = format_number(traveller.top, lang)
    artificial = sum(1 for line in traveller.lines if isinstance(line.entry, Artificial))
    if lang == "nl":
        parts = [
            f"Elke NZ-score krijgt {format_number(beat)} matchpunt{'' if beat == 1 else 'en'} "
            f"per score die hij verslaat en {format_number(tie)} per gelijke score. Top = "
            f"{format_number(beat)} × ({big_n} - 1) = {top}; percentage = matchpunten / "
            "top × 100; NZ en OW aan één tafel samen 100 %."
        ]
        if artificial:
            parts.append(
                f"{artificial} kunstmatige score(s) doen niet mee in de vergelijking en "
                "krijgen hun percentage direct (12C2)."
            )
        if traveller.neuberg:
            parts.append(
                f"Er zijn {n} resultaten vergeleken waar er {big_n} verwacht werden: "
                f"Neuberg, MP' = (MP + {format_number(tie)}) × {big_n}/{n} - "
                f"{format_number(tie)}."
            )
        return " ".join(parts)
    parts = [
        f"Each NS score gets {format_number(beat, 'en')} matchpoint{'' if beat == 1 else 's'} "
        "for every score it "
        f"beats and {format_number(tie, 'en')} for every tie. Top = "
        f"{format_number(beat, 'en')} × ({big_n} - 1) = {top}; percentage = matchpoints / "
        "top × 100; NS and EW at one table add up to 100 %."
    ]
    if artificial:
        parts.append(
            f"{artificial} artificial score(s) take no part in the comparison and get "
            "their percentage directly (Law 12C2)."
        )
    if traveller.neuberg:
        parts.append(
            f"{n} results were compared where {big_n} were expected: Neuberg, MP' = "
            f"(MP + {format_number(tie, 'en')}) × {big_n}/{n} - {format_number(tie, 'en')}."
        )
    return " ".join(parts)


@dataclass(frozen=True)
class MatchpointsOutcome:
    traveller: Traveller
    rules: Profile

    def as_json(self, lang: Lang) -> dict[str, Any]:
        traveller = self.traveller
        return {
            "lang": lang,
            "profile": self.rules.name,
            "per_beat": traveller.per_beat,
            "top": traveller.top,
            "compared": traveller.compared,
            "expected": traveller.expected,
            "neuberg": traveller.neuberg,
            "lines": [
                {
                    "kind": _kind(line.entry),
                    "entry": entry_text(line.entry, lang),
                    "ns_score": line.entry if isinstance(line.entry, int) else None,
                    "ns_mp": round(line.ns_mp, 4),
                    "ew_mp": round(line.ew_mp, 4),
                    "ns_percent": round(line.ns_percent, 4),
                    "ew_percent": round(line.ew_percent, 4),
                    "components": [round(mp, 4) for mp in line.components],
                }
                for line in traveller.lines
            ],
            "explanation": explanation(traveller, lang),
        }

    def text(self, lang: Lang) -> str:
        head = (
            ("score", "NZ mp", "OW mp", "NZ %", "OW %")
            if lang == "nl"
            else ("score", "NS mp", "EW mp", "NS %", "EW %")
        )
        rows: list[tuple[str, ...]] = [head]
        for line in self.traveller.lines:
            numbers = (line.ns_mp, line.ew_mp, line.ns_percent, line.ew_percent)
            rows.append((entry_text(line.entry, lang), *(format_number(n, lang) for n in numbers)))
        widths = [max(len(row[i]) for row in rows) for i in range(5)]
        table = [
            "  ".join(cell.rjust(width) for cell, width in zip(row, widths, strict=True))
            for row in rows
        ]
        return "\n".join([*table, "", explanation(self.traveller, lang), f"({self.rules.name})"])


def compute(
    score: Sequence[str] | None, scores: str | None, neuberg_of: int | None, profile: Profile
) -> MatchpointsOutcome:
    text = ",".join([*(score or []), *([scores] if scores else [])])
    entries = parse_traveller(text, averages_of(profile))
    traveller = matchpoint(entries, neuberg_of, profile.matchpoints_per_beat)
    return MatchpointsOutcome(traveller, profile)


_SCORES_HINT = Text.of(
    "één NZ-score per tafel: 420, -50, 60/40 of G+/G-",
    "one NS score per table: 420, -50, 60/40 or G+/G-",
)

CALCULATOR = Calculator(
    name="matchpoints",
    title=Text.of("Matchpunten", "Matchpoints"),
    description=Text.of(
        "Matchpunten en percentages van een spel; met Neuberg als er resultaten ontbreken "
        "of een arbitrale score is gegeven.",
        "Matchpoints and percentages of a board; with Neuberg when results are missing or "
        "an adjusted score was given.",
    ),
    inputs=(
        Input(
            "score",
            "scores",
            Text.of("NZ-scores, één per regel", "NS scores, one per line"),
            _SCORES_HINT,
            many=True,
            positional=True,
            example="420",
        ),
        Input(
            "scores",
            "scores",
            Text.of("NZ-scores op één regel", "NS scores on one line"),
            Text.of(
                "in plaats van het veld hierboven: 420,450,-50,60/40",
                "instead of the field above: 420,450,-50,60/40",
            ),
            example="420,450,-50,60/40",
            form=False,  # the field above takes the same on a form
        ),
        NEUBERG_OF,
        PROFILE,
    ),
    compute=compute,
)
