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
from dataclasses import dataclass

from arbiter.bridge import Denom, Seat, Side
from arbiter.calc.play import Deal
from arbiter.calc.scoring import Vulnerability
from arbiter.i18n import Lang, Text

__all__ = ["DDS_LOCK", "DISCLAIMER", "DoubleDummy", "ParContract", "double_dummy"]

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

    def table(self) -> list[list[int]]:
        """Rows N, E, S, W; columns ♣ ♦ ♥ ♠ SA (bidding order)."""
        return [[self.tricks[seat][denom] for denom in Denom] for seat in Seat]


def _endplay_deal(deal: Deal) -> object:
    from endplay import config
    from endplay.types import Deal as EDeal

    config.use_unicode = False
    return EDeal(deal.to_pbn())


def double_dummy(
    deal: Deal, vulnerability: Vulnerability | None = None, dealer: Seat | None = None
) -> DoubleDummy:
    """Solve ``deal``; with ``vulnerability`` and ``dealer``, the par score as well.

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
