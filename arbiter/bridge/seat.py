"""Seats (windrichtingen) and sides (partijen).

The numbering is clockwise from North because the turn to call and to play passes
clockwise (Law 17C, Law 44): the next player is always ``seat + 1`` modulo four, which is
what the auction and play code rely on.
"""

from __future__ import annotations

import re
from enum import Enum, IntEnum
from typing import Literal

from arbiter.bridge._text import normalize, shown
from arbiter.bridge.errors import SeatError, SideError
from arbiter.i18n import Lang

__all__ = ["Relation", "Seat", "Side"]

Relation = Literal["self", "lho", "partner", "rho"]
"""What one seat is to another: LT = ``"lho"``, partner, RT = ``"rho"``."""

_RELATIONS: tuple[Relation, ...] = ("self", "lho", "partner", "rho")


class Seat(IntEnum):
    """A seat at the table, numbered clockwise from North."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    # ``name`` deliberately shadows Enum.name with the bilingual display name, as on the
    # other bridge types; the identifier stays available as ``_name_``.

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return Seat((self + 2) % 4)

    @property
    def lho(self) -> Seat:
        """Left-hand opponent (linkertegenstander, LT): the next seat clockwise."""
        return Seat((self + 1) % 4)

    @property
    def rho(self) -> Seat:
        """Right-hand opponent (rechtertegenstander, RT): the previous seat clockwise."""
        return Seat((self + 3) % 4)

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return Side.NS if self % 2 == 0 else Side.EW

    def after(self, steps: int) -> Seat:
        """The seat ``steps`` turns later clockwise (negative: earlier).

        The auction uses this to find who made call *i*: ``dealer.after(i)``.
        """
        return Seat((self + steps) % 4)

    def relation_to(self, other: Seat) -> Relation:
        """What ``other`` is, seen from this seat: ``N.relation_to(E) == "lho"``.

        Laws speak of LHO/RHO/partner of the offender; this answers that directly.
        """
        return _RELATIONS[(other - self) % 4]

    def abbr(self, lang: Lang = "nl") -> str:
        """One letter: N O Z W in Dutch, N E S W in English."""
        return _SEAT_ABBR[lang][self]

    # the name in a language replaces Enum.name on purpose (the identifier is _name_);
    # typeshed types Enum.name as a property, so the method is an incompatible override
    def name(self, lang: Lang = "nl") -> str:  # type: ignore[override]
        """Full name: Noord/Oost/Zuid/West or North/East/South/West."""
        return _SEAT_NAME[lang][self]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read a seat, case-insensitively, in Dutch or English.

        Accepts N/O/Z/W, N/E/S/W and the full names. The letters never collide: Dutch
        uses O and Z where English uses E and S, and both use N and W.
        """
        key = normalize(text)
        if not key:
            raise SeatError("Geen windrichting opgegeven.", "No seat given.", SEAT_ACCEPTED)
        try:
            return _SEAT_WORDS[key]
        except KeyError:
            raise SeatError(
                f"Onbekende windrichting {shown(text)}.",
                f"Unknown seat {shown(text)}.",
                SEAT_ACCEPTED,
            ) from None


class Side(Enum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this side, in clockwise order from North or East."""
        return (Seat.NORTH, Seat.SOUTH) if self is Side.NS else (Seat.EAST, Seat.WEST)

    @property
    def other(self) -> Side:
        """The opponents."""
        return Side.EW if self is Side.NS else Side.NS

    def abbr(self, lang: Lang = "nl") -> str:
        """NZ/OW in Dutch, NS/EW in English."""
        return _SIDE_ABBR[lang][self]

    # the name in a language replaces Enum.name on purpose (the identifier is _name_);
    # typeshed types Enum.name as a property, so the method is an incompatible override
    def name(self, lang: Lang = "nl") -> str:  # type: ignore[override]
        """Full name: Noord-Zuid/Oost-West or North-South/East-West."""
        return "-".join(seat.name(lang) for seat in self.seats)

    @classmethod
    def parse(cls, text: str) -> Side:
        """Read a side: NZ/OW, NS/EW, or two partner seats such as ``noord-zuid``.

        A side is read as two seats so that every seat spelling works and order does not
        matter (``ZN``); two seats that are not partners (``NO``) are refused.
        """
        key = normalize(text)
        if not key:
            raise SideError("Geen partij opgegeven.", "No side given.", SIDE_ACCEPTED)
        parts = [part for part in _SIDE_SEPARATORS.split(key) if part]
        if len(parts) == 1 and len(parts[0]) == 2:
            parts = list(parts[0])
        if len(parts) != 2:
            raise _unknown_side(text)
        try:
            first, second = (Seat.parse(part) for part in parts)
        except SeatError:
            raise _unknown_side(text) from None
        if first.partner is not second:
            raise SideError(
                f"{shown(text)} is geen partij: {first.name('nl')} en {second.name('nl')} "
                "zijn geen partners.",
                f"{shown(text)} is not a side: {first.name('en')} and {second.name('en')} "
                "are not partners.",
                SIDE_ACCEPTED,
            )
        return first.side


def _unknown_side(text: str) -> SideError:
    return SideError(
        f"Onbekende partij {shown(text)}.", f"Unknown side {shown(text)}.", SIDE_ACCEPTED
    )


SEAT_ACCEPTED: tuple[str, ...] = (
    "N/O/Z/W",
    "N/E/S/W",
    "noord/oost/zuid/west",
    "north/east/south/west",
)
SIDE_ACCEPTED: tuple[str, ...] = ("NZ/OW", "NS/EW", "noord-zuid/oost-west", "north-south/east-west")

_SEAT_ABBR: dict[Lang, tuple[str, ...]] = {"nl": ("N", "O", "Z", "W"), "en": ("N", "E", "S", "W")}
_SEAT_NAME: dict[Lang, tuple[str, ...]] = {
    "nl": ("Noord", "Oost", "Zuid", "West"),
    "en": ("North", "East", "South", "West"),
}
_SEAT_WORDS: dict[str, Seat] = {
    word.casefold(): seat
    for table in (_SEAT_ABBR, _SEAT_NAME)
    for names in table.values()
    for seat, word in zip(Seat, names, strict=True)
}
_SIDE_ABBR: dict[Lang, dict[Side, str]] = {
    "nl": {Side.NS: "NZ", Side.EW: "OW"},
    "en": {Side.NS: "NS", Side.EW: "EW"},
}
_SIDE_SEPARATORS = re.compile(r"[\s\-/+&]+")
