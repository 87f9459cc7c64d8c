"""Calls (biedingen): pass, double, redouble and the 35 bids.

A call is a value, not a position in an auction: whether it is legal or sufficient is for
:class:`arbiter.bridge.auction.Auction` to say. Bids are ordered as Law 18 ranks them
(by level, then ♣ ♦ ♥ ♠ SA), so ``<`` answers "is this bid higher?". Pass, double and
redouble have no place in that order, so comparing them raises :class:`TypeError` rather
than giving an answer that would hide a bug.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from arbiter.bridge._text import normalize, shown
from arbiter.bridge.denom import Denom, Suit
from arbiter.bridge.errors import CallError, DenomError
from arbiter.i18n import Lang

__all__ = ["ALL_BIDS", "ALL_CALLS", "DOUBLE", "PASS", "REDOUBLE", "Call", "CallKind"]

MIN_LEVEL = 1
MAX_LEVEL = 7


class CallKind(Enum):
    """The four kinds of call (Law 18 and 19)."""

    PASS = "pass"
    DOUBLE = "double"
    REDOUBLE = "redouble"
    BID = "bid"


@dataclass(frozen=True, slots=True)
class Call:
    """One call. Build bids with :meth:`bid`; use :data:`PASS`, :data:`DOUBLE`,
    :data:`REDOUBLE` for the others. A bid always has a level 1-7 and a denomination;
    other calls have neither, so an impossible call cannot be constructed.
    """

    kind: CallKind
    level: int | None = None
    denom: Denom | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, CallKind):
            raise TypeError(f"kind must be a CallKind, got {self.kind!r}")
        if self.kind is not CallKind.BID:
            if self.level is not None or self.denom is not None:
                raise ValueError(f"a {self.kind.value} has no level or denomination")
            return
        if not isinstance(self.denom, Denom):
            raise TypeError(f"a bid needs a Denom, got {self.denom!r}")
        if not isinstance(self.level, int) or isinstance(self.level, bool):
            raise TypeError(f"a bid needs an int level, got {self.level!r}")
        _check_level(self.level, f"{self.level}{self.denom.format('nl')}")

    @classmethod
    def bid(cls, level: int, denom: Denom | Suit) -> Call:
        """The bid ``level`` ``denom``; a :class:`Suit` is taken as its denomination.

        Raises :class:`CallError` for a level outside 1-7.
        """
        if isinstance(denom, Suit):
            denom = denom.denom
        return cls(CallKind.BID, level, denom)

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @property
    def is_pass(self) -> bool:
        return self.kind is CallKind.PASS

    @property
    def is_double(self) -> bool:
        return self.kind is CallKind.DOUBLE

    @property
    def is_redouble(self) -> bool:
        return self.kind is CallKind.REDOUBLE

    @property
    def bid_index(self) -> int:
        """Place of a bid on the ladder of 35 bids: 1♣ = 0, 1♦ = 1, ..., 7SA = 34.

        The difference of two indexes counts the steps between bids, which the Laws
        of insufficient bids and comparable calls care about. Raises :class:`TypeError`
        for pass, double and redouble.
        """
        level, denom = self._bid_key()
        return (level - MIN_LEVEL) * len(Denom) + int(denom)

    def _bid_key(self) -> tuple[int, Denom]:
        if self.level is None or self.denom is None:
            raise TypeError(f"only bids are ordered, not {self.kind.value}")
        return self.level, self.denom

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Call):
            return NotImplemented
        return self._bid_key() < other._bid_key()

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Call):
            return NotImplemented
        return self._bid_key() <= other._bid_key()

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Call):
            return NotImplemented
        return self._bid_key() > other._bid_key()

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Call):
            return NotImplemented
        return self._bid_key() >= other._bid_key()

    def format(self, lang: Lang = "nl") -> str:
        """``1SA``, ``2♥``, ``pas``, ``X``, ``XX`` in Dutch; ``1NT``, ``pass`` in English."""
        if self.level is not None and self.denom is not None:
            return f"{self.level}{self.denom.format(lang)}"
        return _NON_BID_TEXT[lang][self.kind]

    def __str__(self) -> str:
        return self.format("nl")

    def __repr__(self) -> str:
        return f"Call.parse({self.format('nl')!r})"

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read a call, case-insensitively, in Dutch or English.

        Pass: ``pas``, ``pass``, ``p``, ``-``. Double: ``X``, ``dbl``, ``doublet``,
        ``double``, ``d``. Redouble: ``XX``, ``rdbl``, ``redoublet``, ``redouble``, ``r``.
        A bid is a level 1-7 and any :meth:`Denom.parse` spelling, with or without a
        space: ``1SA``, ``1NT``, ``1N``, ``2♥``, ``2H``, ``3R``, ``4K``, ``2 harten``.
        """
        key = normalize(text)
        if not key:
            raise CallError("Geen bieding opgegeven.", "No call given.", CALL_ACCEPTED)
        if key in _NON_BID_WORDS:
            return _NON_BID_WORDS[key]
        match = _BID.fullmatch(key)
        if match is None:
            raise CallError(
                f"Onbekende bieding {shown(text)}.", f"Unknown call {shown(text)}.", CALL_ACCEPTED
            )
        digits, rest = match.groups()
        _check_level(int(digits), text)
        if not rest:
            raise CallError(
                f"Bod {shown(text)}: de kleur of SA ontbreekt.",
                f"Bid {shown(text)}: the denomination is missing.",
                CALL_ACCEPTED,
            )
        try:
            denom = Denom.parse(rest)
        except DenomError:
            raise CallError(
                f"Onbekende bieding {shown(text)}: {shown(rest)} is geen kleur of SA.",
                f"Unknown call {shown(text)}: {shown(rest)} is not a denomination.",
                CALL_ACCEPTED,
            ) from None
        return cls.bid(int(digits), denom)


def _check_level(level: int, text: str) -> None:
    """Refuse levels outside 1-7, pointing to Law 38 for a bid above seven."""
    if level > MAX_LEVEL:
        raise CallError(
            f"Niveau {level} in {shown(text)} is te hoog: een bod gaat tot en met 7. "
            "Een bod boven zeven is een onregelmatigheid (art. 38).",
            f"Level {level} in {shown(text)} is too high: bids go up to 7. "
            "A bid above seven is an irregularity (Law 38).",
            CALL_ACCEPTED,
        )
    if level < MIN_LEVEL:
        raise CallError(
            f"Niveau {level} in {shown(text)} bestaat niet: een bod heeft niveau 1 tot en met 7.",
            f"Level {level} in {shown(text)} does not exist: bids have level 1 to 7.",
            CALL_ACCEPTED,
        )


PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)

ALL_BIDS: tuple[Call, ...] = tuple(
    Call.bid(level, denom) for level in range(MIN_LEVEL, MAX_LEVEL + 1) for denom in Denom
)
"""The 35 bids from 1♣ up to 7SA, in auction order."""

ALL_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)
"""All 38 distinct calls: pass, double, redouble and the bids."""

CALL_ACCEPTED: tuple[str, ...] = (
    "pas/pass/p/-",
    "X/dbl/doublet/double/d",
    "XX/rdbl/redoublet/redouble/r",
    "1♣…7SA",
    "1NT/1N",
    "2H/2 harten",
    "3R/3D",
    "4K/4C",
)

# At most three digits, so "1111111♥" is refused as text before int() sees it.
_BID = re.compile(r"([0-9]{1,3}) ?(.*)")
_NON_BID_TEXT: dict[Lang, dict[CallKind, str]] = {
    "nl": {CallKind.PASS: "pas", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"},
    "en": {CallKind.PASS: "pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"},
}
_NON_BID_WORDS: dict[str, Call] = {
    **dict.fromkeys(("pas", "pass", "p", "-"), PASS),
    **dict.fromkeys(("x", "dbl", "doublet", "double", "d"), DOUBLE),
    **dict.fromkeys(("xx", "rdbl", "redoublet", "redouble", "r"), REDOUBLE),
}
