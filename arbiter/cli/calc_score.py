"""``arbiter calc score 4♠X= --vul ja`` : the duplicate score of a result, step by step.

The director checks a score that a player disputes, or scores an assigned result; so
the output shows every part of the figure (trick score, bonuses, over- and undertricks)
and, when the declarer is known, the North-South score a traveller lists. Without
``--vul`` or ``--board`` both vulnerabilities are shown.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.scoring import (
    BoardInfo,
    Result,
    Vulnerability,
    board_info,
    parse_board_number,
    score,
    score_lines,
    vulnerability_option,
)
from arbiter.i18n import InputError, Lang, Text, parse_lang

TITLE = Text.of("Score van een resultaat", "Score of a result")
DESCRIPTION = Text.of(
    "Duplicatescore van een resultaat, opgebouwd uit slagpunten, premies en over- of onderslagen.",
    "Duplicate score of a result, built up from trick score, bonuses and over- or undertricks.",
)
LABELS: dict[str, Text] = {
    "result": Text.of("Resultaat", "Result"),
    "vul": Text.of("Kwetsbaar", "Vulnerable"),
    "board": Text.of("Spelnummer", "Board number"),
    "declarer": Text.of("Leider", "Declarer"),
}
HELP: dict[str, Text] = {
    "result": Text.of("bv. 4♠X=, 3SA-2, 4♥XX+1, 6♦= N", "e.g. 4♠X=, 3NT-2, 4♥XX+1, 6♦= N"),
    "vul": Text.of(
        "ja/nee (leidende partij) of niemand/NZ/OW/allen; leeg: beide scores",
        "yes/no (declaring side) or none/NS/EW/all; empty: both scores",
    ),
    "board": Text.of(
        "de kwetsbaarheid volgt uit het spelnummer", "vulnerability from the board number"
    ),
    "declarer": Text.of("N/O/Z/W: dan ook de NZ-score", "N/E/S/W: then also the NS score"),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("result", nargs="+", help="4♠X=, 3SA-2, 4HXX+1, 6♦= N")
    parser.add_argument("--vul", help="ja/nee (declaring side) or niemand/NZ/OW/allen")
    parser.add_argument("--board", help="board number: vulnerability from the board")
    parser.add_argument("--declarer", help="N/O/Z/W (N/E/S/W)")


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    data = compute(" ".join(args.result), args.vul, args.board, args.declarer)
    if args.json:
        print(json.dumps(to_json(data, lang), ensure_ascii=False, indent=2))
    else:
        print(render(data, lang))
    return 0


def resolve_declarer(result: Result, declarer: str | None) -> Result:
    """The result with ``--declarer`` applied; a conflict with the text is an error."""
    if declarer is None:
        return result
    seat = Seat.parse(declarer)
    if result.declarer is not None and result.declarer is not seat:
        raise InputError(
            f"De leider staat twee keer opgegeven: {result.declarer.abbr('nl')} in het "
            f"resultaat en {seat.abbr('nl')} bij --declarer.",
            f"Declarer is given twice: {result.declarer.abbr('en')} in the result and "
            f"{seat.abbr('en')} with --declarer.",
            ("4♠X= N", "--declarer N"),
        )
    return result.with_declarer(seat)


def compute(text: str, vul: str | None, board: str | None, declarer: str | None) -> dict[str, Any]:
    """Everything the output needs, as plain values."""
    result = resolve_declarer(Result.parse(text), declarer)
    number = parse_board_number(board) if board is not None else None
    info = board_info(number) if number is not None else None
    vulnerability, relative = vulnerability_option(vul, number)
    vulnerable: bool | None = None
    if vulnerability is not None:
        if relative or vulnerability in (Vulnerability.NONE, Vulnerability.BOTH):
            vulnerable = vulnerability is Vulnerability.BOTH
        elif result.declarer is None:
            raise InputError(
                f"Alleen {vulnerability.format('nl')}: zeg wie de leider was "
                "(--declarer of '4♠= N').",
                f"Only {vulnerability.format('en')}: say who declared (--declarer or '4♠= N').",
                ("--declarer N/O/Z/W", "--declarer N/E/S/W"),
            )
        else:
            vulnerable = vulnerability.is_vulnerable(result.declarer.side)
    return {
        "result": result,
        "board": info,
        "vulnerable": vulnerable,
        "scores": {False: score(result, False), True: score(result, True)},
    }


def _ns(result: Result, points: int) -> int | None:
    if result.declarer is None:
        return None
    return points if result.declarer.side.value == "NS" else -points


def _board_json(info: BoardInfo | None, lang: Lang) -> dict[str, Any] | None:
    if info is None:
        return None
    return {
        "number": info.number,
        "dealer": info.dealer.abbr("en"),
        "vulnerability": info.vulnerability.value,
        "text": info.describe().get_lang(lang),
    }


def to_json(data: dict[str, Any], lang: Lang) -> dict[str, Any]:
    result: Result = data["result"]
    vulnerable = data["vulnerable"]
    points = None if vulnerable is None else data["scores"][vulnerable]
    lines = score_lines(result, bool(vulnerable)) if vulnerable is not None else ()
    return {
        "lang": lang,
        "result": result.format(lang, declarer=False),
        "level": result.level,
        "denomination": result.denom.letter("en"),
        "doubled": result.doubled,
        "over": result.over,
        "tricks": result.tricks,
        "declarer": None if result.declarer is None else result.declarer.abbr("en"),
        "board": _board_json(data["board"], lang),
        "vulnerable": vulnerable,
        "score": points,
        "ns_score": None if points is None else _ns(result, points),
        "lines": [
            {"key": line.key, "points": line.points, "text": line.text.get_lang(lang)}
            for line in lines
        ],
        "by_vulnerability": {
            "not_vulnerable": data["scores"][False],
            "vulnerable": data["scores"][True],
        },
        "explanation": render(data, lang),
    }


def render(data: dict[str, Any], lang: Lang) -> str:
    result: Result = data["result"]
    info: BoardInfo | None = data["board"]
    out = []
    if info is not None:
        out.append(info.describe().get_lang(lang))
    cases = [data["vulnerable"]] if data["vulnerable"] is not None else [False, True]
    for vulnerable in cases:
        points = data["scores"][vulnerable]
        state = {
            "nl": ("niet kwetsbaar", "kwetsbaar"),
            "en": ("not vulnerable", "vulnerable"),
        }[lang][vulnerable]
        out.append(f"{result.format(lang)}, {state}: {points:+d}")
        for line in score_lines(result, vulnerable):
            out.append(f"  {line.points:>6}  {line.text.get_lang(lang)}")
        label = "totaal voor de leidende partij" if lang == "nl" else "total for declaring side"
        out.append(f"  {points:>6}  {label}")
        ns = _ns(result, points)
        if ns is not None:
            out.append(f"  NZ-score: {ns:+d}" if lang == "nl" else f"  NS score: {ns:+d}")
    if data["vulnerable"] is None:
        out.append(
            "Geef --vul ja/nee of --board N voor één score."
            if lang == "nl"
            else "Give --vul yes/no or --board N for a single score."
        )
    return "\n".join(out)
