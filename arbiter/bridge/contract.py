"""The final contract (eindcontract) of an auction.

Kept apart from :mod:`arbiter.bridge.auction` because most of the rulings after the
auction (leads out of turn, claims, revokes) need only the contract and the declarer,
not the calls that led to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arbiter.bridge.call import MAX_LEVEL, MIN_LEVEL, Call
from arbiter.bridge.denom import Denom
from arbiter.bridge.seat import Seat, Side
from arbiter.i18n import Lang

__all__ = ["Contract", "Doubled"]

Doubled = Literal[0, 1, 2]
"""0 = undoubled, 1 = doubled (gedoubleerd), 2 = redoubled (geredoubleerd)."""


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: level, denomination, doubled state and declarer (leider)."""

    level: int
    denom: Denom
    doubled: Doubled
    declarer: Seat

    def __post_init__(self) -> None:
        if not isinstance(self.denom, Denom) or not isinstance(self.declarer, Seat):
            raise TypeError("Contract needs a Denom and a Seat")
        if self.level not in range(MIN_LEVEL, MAX_LEVEL + 1):
            raise ValueError(f"contract level must be 1-7, got {self.level!r}")
        if self.doubled not in (0, 1, 2):
            raise ValueError(f"doubled must be 0, 1 or 2, got {self.doubled!r}")

    @property
    def bid(self) -> Call:
        """The final bid, without the doubled state."""
        return Call.bid(self.level, self.denom)

    @property
    def side(self) -> Side:
        """The declaring side."""
        return self.declarer.side

    @property
    def dummy(self) -> Seat:
        """Dummy (de blinde): declarer's partner."""
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """Who makes the opening lead (uitkomst): declarer's left-hand opponent (Law 41A)."""
        return self.declarer.lho

    def format(self, lang: Lang = "nl") -> str:
        """``4♠X door Z`` in Dutch, ``4♠X by S`` in English; ``3SA door N``."""
        word = "door" if lang == "nl" else "by"
        return f"{self.bid.format(lang)}{'X' * self.doubled} {word} {self.declarer.abbr(lang)}"

    def __str__(self) -> str:
        return self.format("nl")
