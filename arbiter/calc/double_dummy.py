"""Double-dummy analysis of a deal: tricks per declarer and denomination, and par.

An aid for judging what was likely at the table (an assigned adjusted score under 12C1,
the result "without the revokes" of 64C), never the ruling: real players do not see all
four hands. Every text that shows these figures says so.

The solver is DDS through endplay. Two facts shape this module (see STACK-NOTES):
``import endplay`` costs half a second or more (it pulls in matplotlib), so it is
imported inside the functions that need it; and DDS is not thread-safe (two threads in
``calc_dd_table`` crash the process), so every call into it holds one module-level lock.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from arbiter.bridge import Denom, Seat, Side
from arbiter.calc.play import Deal
from arbiter.calc.scoring import Vulnerability
from arbiter.i18n import InputError, Lang, Text

if TYPE_CHECKING:
    from endplay.types import Deal as EndplayDeal

    from arbiter.bridge.pbn import PbnRecord

__all__ = [
    "DDS_LOCK",
    "DISCLAIMER",
    "DoubleDummy",
    "ParContract",
    "double_dummy",
    "file_notes",
    "with_file_check",
]

#: Held around every call into DDS: it is not thread-safe.
DDS_LOCK = threading.Lock()

DISCLAIMER = Text.of(
    "Dubbeldummy: wat er te halen is als iedereen alle kaarten ziet. Een hulpmiddel om "
    "waarschijnlijke uitslagen in te schatten, nooit de uitspraak zelf.",
    "Double dummy: what can be made when everyone sees all the cards. An aid to judge "
    "likely results, never the ruling itself.",
)

# endplay numbers denominations the DDS way: spades 0 ... clubs 3, no trump 4.
_ENDPLAY_DENOM = {
    Denom.SPADES: 0,
    Denom.HEARTS: 1,
    Denom.DIAMONDS: 2,
    Denom.CLUBS: 3,
    Denom.NOTRUMP: 4,
}
# ... but DDS's par contracts number them differently: no trump 0, spades 1 ... clubs 4.
_PAR_DENOM = {
    0: Denom.NOTRUMP,
    1: Denom.SPADES,
    2: Denom.HEARTS,
    3: Denom.DIAMONDS,
    4: Denom.CLUBS,
}
_PAIRS = {4: (Seat.NORTH, Seat.SOUTH), 5: (Seat.EAST, Seat.WEST)}
_ENDPLAY_VUL = {
    Vulnerability.NONE: 0,
    Vulnerability.BOTH: 1,
    Vulnerability.NS: 2,
    Vulnerability.EW: 3,
}


@dataclass(frozen=True, slots=True)
class ParContract:
    """A par contract: level, denomination, doubled, by which side, tricks over/under."""

    level: int
    denom: Denom
    doubled: bool
    side: Side
    declarers: tuple[Seat, ...]
    over: int  # overtricks (+) or undertricks (-)

    def format(self, lang: Lang = "nl") -> str:
        seats = "/".join(seat.abbr(lang) for seat in self.declarers)
        word = "door" if lang == "nl" else "by"
        over = "=" if self.over == 0 else f"{self.over:+d}"
        return (
            f"{self.level}{self.denom.format(lang)}{'X' if self.doubled else ''}{over} "
            f"{word} {seats}"
        )


@dataclass(frozen=True)
class DoubleDummy:
    """Tricks for each declarer in each denomination, and par for NS."""

    deal: Deal
    tricks: dict[Seat, dict[Denom, int]]
    par_score: int | None  # for North-South; None when not asked
    par: tuple[ParContract, ...]
    vulnerability: Vulnerability | None
    dealer: Seat | None
    notes: tuple[Text, ...] = ()  # where a PBN file's own table or par differs

    def table(self) -> list[list[int]]:
        """Rows N, E, S, W; columns ♣ ♦ ♥ ♠ SA (bidding order)."""
        return [[self.tricks[seat][denom] for denom in Denom] for seat in Seat]


def _endplay_deal(deal: Deal) -> EndplayDeal:
    from endplay import config
    from endplay.types import Deal as EDeal

    config.use_unicode = False
    return EDeal(deal.to_pbn())


#: Deals solved and kept, least recently used out: a table costs DDS most of a second of
#: CPU, and the same deal comes back (a hand record analysed again, the same boards
#: played by several clubs, a director asking twice). About 2 kB each.
KEPT = 2048


@lru_cache(maxsize=KEPT)
def double_dummy(
    deal: Deal, vulnerability: Vulnerability | None = None, dealer: Seat | None = None
) -> DoubleDummy:
    """Solve ``deal``; with ``vulnerability`` and ``dealer``, the par score as well (the
    same question again gets the answer kept: a solution depends on nothing else).

    Par needs both, because who may bid first and who is vulnerable decide it.
    """
    from endplay.dds import calc_dd_table, par

    edeal = _endplay_deal(deal)
    with DDS_LOCK:
        table = calc_dd_table(edeal)
        result = None
        if vulnerability is not None and dealer is not None:
            from endplay.types import Player, Vul

            result = par(table, Vul(_ENDPLAY_VUL[vulnerability]), Player(int(dealer)))
    tricks = {
        seat: {
            denom: int(table._data.resTable[_ENDPLAY_DENOM[denom]][int(seat)]) for denom in Denom
        }
        for seat in Seat
    }
    contracts: list[ParContract] = []
    score = None
    if result is not None:
        score = int(result.score)
        data = result._data
        for i in range(data.number):
            raw = data.contracts[i]
            code = int(raw.seats)  # 0-3 one seat, 4 both N and S, 5 both E and W
            seats = _PAIRS[code] if code in _PAIRS else (Seat(code),)
            contracts.append(
                ParContract(
                    int(raw.level),
                    _PAR_DENOM[int(raw.denom)],
                    int(raw.underTricks) > 0,
                    seats[0].side,
                    seats,
                    int(raw.overTricks) - int(raw.underTricks),
                )
            )
    return DoubleDummy(deal, tricks, score, tuple(contracts), vulnerability, dealer)


def with_file_check(result: DoubleDummy, record: PbnRecord) -> DoubleDummy:
    """``result`` with notes comparing it to the table and par the PBN record carries."""
    return replace(result, notes=(*result.notes, *file_notes(result, record)))


def file_notes(result: DoubleDummy, record: PbnRecord) -> tuple[Text, ...]:
    """Compare the record's own double-dummy table (OptimumResultTable, or
    DoubleDummyTricks) and par (OptimumScore) with arbiter's; say where they differ.

    A dealing program or platform computed those with its own solver, on its own idea of
    the deal; a difference means one of the two is wrong about the deal, and the
    director should know before using either. A table the file writes badly is reported,
    not refused: the director asked for arbiter's table, which stands.
    """
    try:
        given = record.optimum_tricks
        par = record.optimum_score
    except InputError as error:
        return (
            Text.of(
                f"De eigen dubbeldummygegevens van het bestand zijn niet te lezen: "
                f"{error.message('nl')}",
                f"The file's own double-dummy data cannot be read: {error.message('en')}",
            ),
        )
    name = "OptimumResultTable" if record.tag("OptimumResultTable") else "DoubleDummyTricks"
    notes: list[Text] = []
    if given:
        wrong = [
            (seat, denom, tricks, result.tricks[seat][denom])
            for seat in Seat
            for denom in Denom
            if (tricks := given.get(seat, {}).get(denom)) is not None
            and tricks != result.tricks[seat][denom]
        ]
        cells = sum(len(row) for row in given.values())
        if not wrong:
            notes.append(
                Text.of(
                    f"De dubbeldummytabel in het bestand ({name}, {cells} vakken) is gelijk "
                    "aan die van arbiter.",
                    f"The file's double-dummy table ({name}, {cells} cells) equals arbiter's.",
                )
            )
        else:
            shown_nl = "; ".join(
                f"{s.abbr('nl')} {d.format('nl')} {f} (arbiter {a})" for s, d, f, a in wrong
            )
            shown_en = "; ".join(
                f"{s.abbr('en')} {d.format('en')} {f} (arbiter {a})" for s, d, f, a in wrong
            )
            notes.append(
                Text.of(
                    f"De dubbeldummytabel in het bestand ({name}) wijkt in {len(wrong)} van "
                    f"{cells} vakken af van die van arbiter: {shown_nl}. Controleer of het "
                    "bestand bij dit spel hoort.",
                    f"The file's double-dummy table ({name}) differs from arbiter's in "
                    f"{len(wrong)} of {cells} cells: {shown_en}. Check that the file belongs "
                    "to this board.",
                )
            )
    if par is not None and result.par_score is not None and _same_conditions(result, record):
        if par == result.par_score:
            notes.append(
                Text.of(
                    f"De par in het bestand (OptimumScore, NZ {par:+d}) is gelijk aan die van "
                    "arbiter.",
                    f"The file's par (OptimumScore, NS {par:+d}) equals arbiter's.",
                )
            )
        else:
            notes.append(
                Text.of(
                    f"De par in het bestand (OptimumScore) is NZ {par:+d}, arbiter komt op NZ "
                    f"{result.par_score:+d}.",
                    f"The file's par (OptimumScore) is NS {par:+d}; arbiter finds NS "
                    f"{result.par_score:+d}.",
                )
            )
    return tuple(notes)


def _same_conditions(result: DoubleDummy, record: PbnRecord) -> bool:
    """Par depends on dealer and vulnerability: compare only under the file's own."""
    try:
        vulnerable, dealer = record.vulnerable, record.dealer
    except InputError:
        return False
    return (vulnerable is None or result.vulnerability == Vulnerability(vulnerable)) and (
        dealer is None or result.dealer is dealer
    )
