"""``arbiter calc dd``: the double-dummy table and par of a deal.

    arbiter calc dd --pbn board.pbn [--board 5]
    arbiter calc dd --deal "N:AKQ.... ... ... ..." [--vul NZ --dealer N]

An aid to judge likely results (for an assigned score, 12C1, or the result "without the
revokes", 64C2), never the ruling; the output says so every time. Par needs the dealer
and the vulnerability: from the PBN file, from ``--board``, or given; without them only
the table is shown. The solver (and endplay) is loaded only by this command.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arbiter.bridge import Denom, Seat
from arbiter.i18n import InputError, Lang, Text, parse_lang

TITLE = Text.of("Double dummy en par", "Double dummy and par")
DESCRIPTION = Text.of(
    "Double-dummytabel en par van een spelverdeling: een hulpmiddel bij het inschatten van "
    "resultaten, geen beslissing.",
    "Double-dummy table and par of a deal: an aid to judge likely results, not a ruling.",
)
LABELS: dict[str, Text] = {
    "pbn": Text.of("PBN-bestand", "PBN file"),
    "deal": Text.of("Spelverdeling (PBN)", "Deal (PBN)"),
    "board": Text.of("Spelnummer", "Board number"),
    "vul": Text.of("Kwetsbaar", "Vulnerable"),
    "dealer": Text.of("Gever", "Dealer"),
}
HELP: dict[str, Text] = {
    "pbn": Text.of(
        "de inhoud van een PBN-bestand met de spelverdeling",
        "the contents of a PBN file with the deal",
    ),
    "deal": Text.of(
        "in plaats van een bestand: N:AKQJ.T98.765.432 ... (T = 10)",
        "instead of a file: N:AKQJ.T98.765.432 ... (T = 10)",
    ),
    "board": Text.of(
        "spel in het bestand; geeft ook gever en kwetsbaarheid",
        "board in the file; also gives dealer and vulnerability",
    ),
    "vul": Text.of("niemand/NZ/OW/allen", "none/NS/EW/all"),
    "dealer": Text.of("N/O/Z/W", "N/E/S/W"),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--pbn", help="PBN file")
    source.add_argument("--deal", help='PBN deal: "N:AKQJ.T98.765.432 ..."')
    parser.add_argument("--board", help="board number (in the file; or for dealer and vul)")
    parser.add_argument("--vul", help="niemand/NZ/OW/allen (none/NS/EW/all)")
    parser.add_argument("--dealer", help="N/O/Z/W (N/E/S/W)")


def compute(args: argparse.Namespace) -> Any:
    from arbiter.calc.double_dummy import double_dummy
    from arbiter.calc.play import Deal
    from arbiter.calc.scoring import Vulnerability, board_info

    number = None
    if args.board is not None:
        if not args.board.strip().isdigit() or int(args.board) < 1:
            raise InputError(
                f"Spelnummer '{args.board}' is geen getal vanaf 1.",
                f"Board number '{args.board}' is not a number from 1.",
                accepted=("1, 2, 3, …",),
            )
        number = int(args.board)
    dealer = vulnerability = None
    if args.pbn is not None:
        from arbiter.calc.revoke_pbn import read_pbn_file

        board = read_pbn_file(args.pbn, number, with_play=False)
        deal, dealer, vulnerability = board.deal, board.dealer, board.vulnerability
    else:
        deal = Deal.parse_pbn(args.deal)
        if number is not None:
            info = board_info(number)
            dealer, vulnerability = info.dealer, info.vulnerability
    if args.vul is not None:
        vulnerability = Vulnerability.parse(args.vul)
    if args.dealer is not None:
        dealer = Seat.parse(args.dealer)
    return double_dummy(deal, vulnerability, dealer)


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    result = compute(args)
    if args.json:
        print(json.dumps(to_json(result, lang), ensure_ascii=False, indent=2))
    else:
        print(render(result, lang))
    return 0


#: Denominations as codes in JSON, the same in every language.
_DENOM_CODE = {
    Denom.CLUBS: "C",
    Denom.DIAMONDS: "D",
    Denom.HEARTS: "H",
    Denom.SPADES: "S",
    Denom.NOTRUMP: "NT",
}


def to_json(result: Any, lang: Lang) -> dict[str, Any]:
    """Seats, denominations and contracts are codes (English); the note is in ``lang``."""
    from arbiter.calc.double_dummy import DISCLAIMER

    return {
        "deal": result.deal.to_pbn(),
        "denominations": [_DENOM_CODE[d] for d in Denom],
        "tricks": {
            seat.abbr("en"): {_DENOM_CODE[d]: result.tricks[seat][d] for d in Denom}
            for seat in Seat
        },
        "dealer": None if result.dealer is None else result.dealer.abbr("en"),
        "vulnerability": None if result.vulnerability is None else result.vulnerability.value,
        "par_score_ns": result.par_score,
        "par": [p.format("en") for p in result.par],
        "note": DISCLAIMER.get_lang(lang),
    }


def render(result: Any, lang: Lang) -> str:
    from arbiter.calc.double_dummy import DISCLAIMER

    nl = lang == "nl"
    header = "Slagen per leider (dubbeldummy)" if nl else "Tricks per declarer (double dummy)"
    width = max(len(seat.name(lang)) for seat in Seat)
    lines = [header, " " * width + "".join(f"{d.format(lang):>4}" for d in Denom)]
    for seat in Seat:
        row = "".join(f"{result.tricks[seat][d]:>4}" for d in Denom)
        lines.append(f"{seat.name(lang):<{width}}{row}")
    lines.append("")
    if result.par_score is None:
        lines.append(
            "Geen par: geef de gever en de kwetsbaarheid (--dealer, --vul of --board)."
            if nl
            else "No par: give the dealer and vulnerability (--dealer, --vul or --board)."
        )
    else:
        contracts = ", ".join(p.format(lang) for p in result.par) or "-"
        side = "NZ" if nl else "NS"
        lines.append(
            f"Par: {contracts}; {side} {result.par_score:+d} "
            f"({result.vulnerability.format(lang)}, "
            f"{'gever' if nl else 'dealer'} {result.dealer.abbr(lang)})"
        )
    lines += ["", DISCLAIMER.get_lang(lang)]
    return "\n".join(lines)
