"""``arbiter calc board 13``: dealer and vulnerability that a board number fixes (Law 2).

For a board whose markings are lost or doubted, or to check an entry in the scoring
programme: the standard 16-board cycle, so board 17 is marked as board 1.
"""

from __future__ import annotations

import argparse
import json

from arbiter.calc.scoring import board_info, parse_board_number
from arbiter.i18n import Lang, Text, parse_lang

TITLE = Text.of("Gever en kwetsbaarheid", "Dealer and vulnerability")
DESCRIPTION = Text.of(
    "Gever en kwetsbaarheid bij een spelnummer (art. 2), bv. als de markering van een bord "
    "ontbreekt.",
    "Dealer and vulnerability of a board number (Law 2), e.g. when a board's markings are missing.",
)
LABELS: dict[str, Text] = {
    "number": Text.of("Spelnummer", "Board number"),
}
HELP: dict[str, Text] = {
    "number": Text.of(
        "1, 2, 3, …; spel 17 heeft de markering van spel 1",
        "1, 2, 3, …; board 17 has the markings of board 1",
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("number", help="board number (1, 2, ...)")


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    info = board_info(parse_board_number(args.number))
    cycle = (info.number - 1) % 16 + 1
    note = ""
    if cycle != info.number:
        note = (
            f" (zoals spel {cycle}: de reeks herhaalt zich elke 16 spellen)"
            if lang == "nl"
            else f" (as board {cycle}: the cycle repeats every 16 boards)"
        )
    text = info.describe().get_lang(lang).rstrip(".") + note + "."
    if args.json:
        data = {
            "lang": lang,
            "board": info.number,
            "same_as": cycle,
            "dealer": info.dealer.abbr("en"),
            "dealer_name": info.dealer.name(lang),
            "vulnerability": info.vulnerability.value,
            "vulnerable": {
                "NS": info.vulnerability.value in ("NS", "both"),
                "EW": info.vulnerability.value in ("EW", "both"),
            },
            "short": info.format(lang),
            "text": text,
        }
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(text)
        print(info.format(lang))
    return 0
