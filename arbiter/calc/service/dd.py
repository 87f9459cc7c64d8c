"""``arbiter calc dd``: the double-dummy table and par of a deal.

    arbiter calc dd --pbn board.pbn [--board 5]
    arbiter calc dd --deal "N:AKQ.... ... ... ..." [--vul NZ --dealer N]

An aid to judge likely results (for an assigned score, 12C1, or the result "without the
revokes", 64C2), never the ruling; the output says so every time. Par needs the dealer
and the vulnerability: from the PBN file, from ``--board``, or given; without them only
the table is shown. The solver (and endplay) is loaded only when a table is solved, and
DDS is not thread-safe: the web runs this calculator apart from the others (``serial``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from arbiter.bridge import Denom, Seat
from arbiter.calc.scoring import Vulnerability
from arbiter.calc.service.declare import Calculator, Input, Way
from arbiter.calc.service.inputs import BOARD, VUL_OF_DEAL
from arbiter.calc.service.inputs import seat as seat_input
from arbiter.i18n import InputError, Lang, Text

#: Denominations as codes in JSON, the same in every language.
_DENOM_CODE = {
    Denom.CLUBS: "C",
    Denom.DIAMONDS: "D",
    Denom.HEARTS: "H",
    Denom.SPADES: "S",
    Denom.NOTRUMP: "NT",
}


@dataclass(frozen=True)
class DoubleDummyOutcome:
    result: Any  # arbiter.calc.double_dummy.DoubleDummy (imported with the solver)

    def as_json(self, lang: Lang) -> dict[str, Any]:
        """Seats, denominations and contracts are codes (English); the note is in ``lang``."""
        from arbiter.calc.double_dummy import DISCLAIMER

        result = self.result
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

    def text(self, lang: Lang) -> str:
        from arbiter.calc.double_dummy import DISCLAIMER

        result, nl = self.result, lang == "nl"
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


def compute(
    pbn: str | None,
    deal: str | None,
    board: int | None,
    vul: Vulnerability | None,
    dealer: Seat | None,
) -> DoubleDummyOutcome:
    from arbiter.calc.double_dummy import double_dummy
    from arbiter.calc.play import Deal
    from arbiter.calc.scoring import board_info

    found_dealer = found_vul = None
    if pbn is not None:
        from arbiter.calc.revoke_pbn import read_pbn

        record = read_pbn(pbn, board, with_play=False)
        hands, found_dealer, found_vul = record.deal, record.dealer, record.vulnerability
    else:
        hands = Deal.parse_pbn(deal or "")
        if board is not None:
            info = board_info(board)
            found_dealer, found_vul = info.dealer, info.vulnerability
    vul = found_vul if vul is None else vul
    dealer = found_dealer if dealer is None else dealer
    return DoubleDummyOutcome(double_dummy(hands, vul, dealer))


def _board_number(text: str) -> int:
    if not text.strip().isdigit() or int(text) < 1:
        raise InputError(
            f"Spelnummer '{text}' is geen getal vanaf 1.",
            f"Board number '{text}' is not a number from 1.",
            accepted=("1, 2, 3, …",),
        )
    return int(text)


CALCULATOR = Calculator(
    name="dd",
    title=Text.of("Double dummy en par", "Double dummy and par"),
    description=Text.of(
        "Double-dummytabel en par van een spelverdeling: een hulpmiddel bij het inschatten "
        "van resultaten, geen beslissing.",
        "Double-dummy table and par of a deal: an aid to judge likely results, not a ruling.",
    ),
    inputs=(
        Input(
            "pbn",
            "pbn",
            Text.of("PBN-bestand", "PBN file"),
            Text.of(
                "de inhoud van een PBN-bestand met de spelverdeling",
                "the contents of a PBN file with the deal",
            ),
            example='[Deal "N:AKQJ.T98.765.432 ..."]',
        ),
        Input(
            "deal",
            "deal",
            Text.of("Spelverdeling (PBN)", "Deal (PBN)"),
            Text.of(
                "in plaats van een bestand: N:AKQJ.T98.765.432 ... (T = 10)",
                "instead of a file: N:AKQJ.T98.765.432 ... (T = 10)",
            ),
            example="N:AKQJ.T98.765.432 ...",
        ),
        replace(
            BOARD,
            hint=Text.of(
                "spel in het bestand; geeft ook gever en kwetsbaarheid",
                "board in the file; also gives dealer and vulnerability",
            ),
            maximum=None,
            parse=_board_number,
        ),
        VUL_OF_DEAL,
        seat_input("dealer", Text.of("Gever", "Dealer")),
    ),
    compute=compute,
    one_of=(("pbn", "deal"),),
    serial=True,
    ways=(
        Way("deal", Text.of("Spelverdeling", "Deal"), ("deal",)),
        Way("pbn", Text.of("PBN-bestand", "PBN file"), ("pbn", "board")),
    ),
)
