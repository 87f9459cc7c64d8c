"""``arbiter calc matchpoints --scores "420,450,-50"``: a board's matchpoints and percentages.

Scores are North-South scores, one per table; an artificial score is written ``60/40``
or ``G+/G-`` and gets its percentage directly. ``--neuberg-of N`` scales a board that was
played fewer times than N; artificial scores trigger the same scaling by themselves.
Negative scores can also be given as arguments (``arbiter calc matchpoints 420 -50``).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arbiter.calc.matchpoints import (
    Artificial,
    Traveller,
    Weighted,
    format_number,
    matchpoint,
    parse_traveller,
)
from arbiter.i18n import InputError, Lang, Text, parse_lang
from arbiter.laws.profiles import Profile, profile

TITLE = Text.of("Matchpunten", "Matchpoints")
DESCRIPTION = Text.of(
    "Matchpunten en percentages van een spel; met Neuberg als er resultaten ontbreken of "
    "een arbitrale score is gegeven.",
    "Matchpoints and percentages of a board; with Neuberg when results are missing or an "
    "adjusted score was given.",
)
LABELS: dict[str, Text] = {
    "score": Text.of("NZ-scores, één per regel", "NS scores, one per line"),
    "scores": Text.of("NZ-scores op één regel", "NS scores on one line"),
    "neuberg_of": Text.of("Neuberg: aantal resultaten", "Neuberg: number of results"),
    "profile": Text.of("Reglement", "Regulations"),
}
HELP: dict[str, Text] = {
    "score": Text.of(
        "één NZ-score per tafel: 420, -50, 60/40 of G+/G-",
        "one NS score per table: 420, -50, 60/40 or G+/G-",
    ),
    "scores": Text.of(
        "in plaats van het veld hierboven: 420,450,-50,60/40",
        "instead of the field above: 420,450,-50,60/40",
    ),
    "neuberg_of": Text.of(
        "het aantal resultaten dat het spel had moeten hebben",
        "the number of results the board should have had",
    ),
    "profile": Text.of(
        "reglementsprofiel: NBB (standaard), WBF, EBU, ACBL",
        "regulation profile: NBB (default), WBF, EBU, ACBL",
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("score", nargs="*", help="NS scores (instead of --scores)")
    parser.add_argument("--scores", help='NS scores: "420,450,-50,60/40"')
    parser.add_argument("--neuberg-of", help="the number of results the board should have")
    parser.add_argument("--profile", help="regulation profile: NBB (default), WBF, EBU, ACBL")


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    rules = profile(args.profile)
    text = ",".join([*(args.score or []), *([args.scores] if args.scores else [])])
    entries = parse_traveller(text, averages_of(rules))
    expected = parse_count(args.neuberg_of, "--neuberg-of") if args.neuberg_of else None
    traveller = matchpoint(entries, expected, rules.matchpoints_per_beat)
    if args.json:
        print(json.dumps(to_json(traveller, rules, lang), ensure_ascii=False, indent=2))
    else:
        print(render(traveller, rules, lang))
    return 0


def averages_of(rules: Profile) -> dict[str, float]:
    """The profile's artificial percentages keyed as :func:`parse_traveller` wants them."""
    pct = rules.artificial_percent
    return {"+": pct["average_plus"], "": pct["average"], "-": pct["average_minus"]}


def parse_count(text: str, option: str) -> int:
    value = str(text).strip()
    if not value.isdigit() or int(value) < 1:
        raise InputError(
            f"{option} {value!r} is geen aantal: geef een geheel getal vanaf 1.",
            f"{option} {value!r} is not a count: give a whole number from 1.",
            ("1, 2, 3, …",),
        )
    return int(value)


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


def to_json(traveller: Traveller, rules: Profile, lang: Lang) -> dict[str, Any]:
    return {
        "lang": lang,
        "profile": rules.name,
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


def render(traveller: Traveller, rules: Profile, lang: Lang) -> str:
    head = (
        ("score", "NZ mp", "OW mp", "NZ %", "OW %")
        if lang == "nl"
        else ("score", "NS mp", "EW mp", "NS %", "EW %")
    )
    rows = [head]
    for line in traveller.lines:
        rows.append(
            (
                entry_text(line.entry, lang),
                format_number(line.ns_mp, lang),
                format_number(line.ew_mp, lang),
                format_number(line.ns_percent, lang),
                format_number(line.ew_percent, lang),
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    table = [
        "  ".join(cell.rjust(width) for cell, width in zip(row, widths, strict=True))
        for row in rows
    ]
    return "\n".join([*table, "", explanation(traveller, lang), f"({rules.name})"])
