"""``arbiter calc imps 620 -100``: IMPs, Butler and total points.

* two scores: the North-South scores at the two tables of a teams match; the IMPs are for
  the team sitting North-South at the first table (its net score is first - second);
* one number: a difference in points;
* ``--match "620/-100, 420/450"``: several boards, with the IMP total and the total
  points (Law 78C);
* ``--butler "420,450,-50,..."``: every NS score IMPed against the datum.
"""

from __future__ import annotations

import argparse
import json
import re
from typing import Any

from arbiter.calc.imps import butler, imp_band, imps, match
from arbiter.calc.matchpoints import check_score, format_number
from arbiter.i18n import InputError, Lang, Text, parse_lang
from arbiter.laws.profiles import profile

ACCEPTED = ("arbiter calc imps 620 -100", "--butler 420,450,-50", "--match 620/-100,420/450")

TITLE = Text.of("IMPs en Butler", "IMPs and Butler")
DESCRIPTION = Text.of(
    "IMPs van een verschil of van twee tafels, Butler tegen de datum, en de totalen van een "
    "viertallenwedstrijd.",
    "IMPs of a difference or of two tables, Butler against the datum, and the totals of a "
    "teams match.",
)
LABELS: dict[str, Text] = {
    "scores": Text.of("NZ-scores of verschil", "NS scores or difference"),
    "butler": Text.of("Butler: NZ-scores", "Butler: NS scores"),
    "trim": Text.of("Weglaten voor de datum", "Trim for the datum"),
    "match": Text.of("Wedstrijd", "Match"),
    "profile": Text.of("Reglement", "Regulations"),
}
HELP: dict[str, Text] = {
    "scores": Text.of(
        "NZ-score aan tafel 1 en aan tafel 2, of één verschil in punten",
        "NS score at table 1 and at table 2, or one difference in points",
    ),
    "butler": Text.of(
        "alle NZ-scores van één spel: 420,450,-50", "all NS scores on one board: 420,450,-50"
    ),
    "trim": Text.of(
        "scores die aan elke kant niet meetellen voor de datum (standaard 1)",
        "scores left out at each end for the datum (default 1)",
    ),
    "match": Text.of(
        "per spel NZ-score tafel 1/tafel 2: 620/-100, 420/450",
        "per board NS score table 1/table 2: 620/-100, 420/450",
    ),
    "profile": Text.of(
        "reglementsprofiel: NBB (standaard), WBF, EBU, ACBL",
        "regulation profile: NBB (default), WBF, EBU, ACBL",
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "scores", nargs="*", help="NS score at table 1 and table 2, or a difference"
    )
    parser.add_argument("--butler", help='NS scores on one board: "420,450,-50"')
    parser.add_argument("--trim", help="scores left out at each end for the datum (default 1)")
    parser.add_argument("--match", help='boards of a match: "620/-100, 420/450"')
    parser.add_argument("--profile", help="regulation profile: NBB (default), WBF, EBU, ACBL")


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    modes = [bool(args.scores), args.butler is not None, args.match is not None]
    if sum(modes) != 1:
        raise InputError(
            "Geef óf twee scores (of één verschil), óf --butler, óf --match.",
            "Give either two scores (or one difference), or --butler, or --match.",
            ACCEPTED,
        )
    if args.butler is not None:
        trim = _trim(args.trim) if args.trim is not None else profile(args.profile).butler_trim
        data = _butler(scores(args.butler), trim, lang)
    elif args.match is not None:
        data = _match(args.match, lang)
    else:
        data = _difference([score_value(text) for text in args.scores], lang)
    if args.json:
        print(json.dumps({"lang": lang, **data}, ensure_ascii=False, indent=2))
    else:
        print(data["explanation"])
    return 0


_SPLIT = re.compile(r"[\s,;]+")


def score_value(text: str) -> int:
    value = text.strip().replace("−", "-").replace("–", "-")
    if not re.fullmatch(r"[+-]?[0-9]{1,5}", value):
        raise InputError(
            f"'{text}' is geen score.", f"'{text}' is not a score.", ("620", "-100", "+1100")
        )
    return int(value)


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


def _difference(values: list[int], lang: Lang) -> dict[str, Any]:
    if len(values) == 1:
        diff = values[0]
        result = imps(diff)
        band = _band_text(result, lang)
        text = (
            f"Verschil {diff:+d} punten: {result:+d} IMP (schaal {band})."
            if lang == "nl"
            else f"Difference {diff:+d} points: {result:+d} IMPs (scale {band})."
        )
        return {"mode": "difference", "difference": diff, "imps": result, "explanation": text}
    if len(values) != 2:
        raise InputError(
            f"{len(values)} scores: geef er twee (NZ aan tafel 1 en aan tafel 2) of één "
            "verschil; voor meer scores --butler of --match.",
            f"{len(values)} scores: give two (NS at table 1 and at table 2) or one "
            "difference; for more scores --butler or --match.",
            ACCEPTED,
        )
    one, two = (check_score(v) for v in values)
    diff = one - two
    result = imps(diff)
    band = _band_text(result, lang)
    if lang == "nl":
        text = (
            f"NZ aan tafel 1: {one:+d}, NZ aan tafel 2: {two:+d}. Het team dat aan tafel 1 "
            f"NZ zit, scoort netto {one:+d} - ({two:+d}) = {diff:+d}: {result:+d} IMP "
            f"(schaal {band}); het andere team {-result:+d} IMP."
        )
    else:
        text = (
            f"NS at table 1: {one:+d}, NS at table 2: {two:+d}. The team sitting NS at "
            f"table 1 nets {one:+d} - ({two:+d}) = {diff:+d}: {result:+d} IMPs "
            f"(scale {band}); the other team {-result:+d} IMPs."
        )
    return {
        "mode": "teams",
        "table1": one,
        "table2": two,
        "difference": diff,
        "imps": result,
        "explanation": text,
    }


def _match(text: str, lang: Lang) -> dict[str, Any]:
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
    result = match(boards)
    rows = []
    for number, board in enumerate(result.boards, 1):
        rows.append(
            f"  {number:>2}. {board.table1:+6d} {board.table2:+6d}  {board.difference:+6d}  "
            f"{board.imps:+3d}"
        )
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
    return {
        "mode": "match",
        "boards": [
            {"table1": b.table1, "table2": b.table2, "difference": b.difference, "imps": b.imps}
            for b in result.boards
        ],
        "imps": result.imps,
        "total_points": result.total_points,
        "explanation": "\n".join([head, *rows, tail]),
    }


def _butler(values: list[int], trim: int, lang: Lang) -> dict[str, Any]:
    result = butler(values, trim)
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
    return {
        "mode": "butler",
        "trim": trim,
        "datum": result.datum,
        "mean": result.mean,
        "used": list(result.used),
        "dropped": list(result.dropped),
        "lines": [
            {"ns_score": line.ns_score, "difference": line.difference, "ns_imps": line.ns_imps}
            for line in result.lines
        ],
        "explanation": "\n".join([head, *rows]),
    }
