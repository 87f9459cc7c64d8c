"""Typed input errors for the bridge domain types.

Every parser in :mod:`arbiter.bridge` raises one of these when the text it was given is
not something it can read. They all subclass :class:`arbiter.i18n.InputError`, so a shell
catches one type, prints the message in the user's language and lists what would have
been accepted. One subclass per type lets callers (and tests) tell *which* part of the
input was wrong without parsing message text.

The classes stay bare on purpose: the message belongs next to the parser that knows what
went wrong; this module only fixes the taxonomy.
"""

from __future__ import annotations

from arbiter.i18n import InputError

__all__ = [
    "AuctionError",
    "BridgeInputError",
    "CallError",
    "CardError",
    "DenomError",
    "MeaningError",
    "RankError",
    "SeatError",
    "SideError",
    "SuitError",
]


class BridgeInputError(InputError):
    """Base class: a bridge term (seat, card, call, auction...) that could not be read."""


class SeatError(BridgeInputError):
    """Not a seat (windrichting): N/O/Z/W, N/E/S/W or a full name."""


class SideError(BridgeInputError):
    """Not a side (partij): NZ/OW or NS/EW."""


class SuitError(BridgeInputError):
    """Not a suit (kleur)."""


class DenomError(BridgeInputError):
    """Not a denomination (speelsoort): a suit or no trump (sans atout)."""


class RankError(BridgeInputError):
    """Not a card rank (rang): A, K/H, Q/V, J/B, 10/T, 9 down to 2."""


class CardError(BridgeInputError):
    """Not a card: a suit together with a rank."""


class CallError(BridgeInputError):
    """Not a call (bieding): pass, double, redouble or a bid of level 1 to 7."""


class AuctionError(BridgeInputError):
    """An auction (bieding) that cannot be read, or a call it does not allow."""


class MeaningError(BridgeInputError):
    """A meaning of a call (points, suit lengths, kind, purpose) that cannot be read."""
