"""Bridge domain types: seats, suits, cards, calls, auctions and contracts.

Small immutable values with exact parsing and formatting in Dutch and English. Only the
standard library is imported, so the command line can load this package at start-up.
Every parser raises a subclass of :class:`BridgeInputError` (itself an
:class:`arbiter.i18n.InputError`) that says in both languages what was wrong.
"""

from arbiter.bridge.auction import Auction, CallProblem
from arbiter.bridge.call import ALL_BIDS, ALL_CALLS, DOUBLE, PASS, REDOUBLE, Call, CallKind
from arbiter.bridge.card import DECK, Card, Rank, all_cards
from arbiter.bridge.contract import Contract, Doubled
from arbiter.bridge.denom import Denom, Suit
from arbiter.bridge.errors import (
    AuctionError,
    BridgeInputError,
    CallError,
    CardError,
    DenomError,
    RankError,
    SeatError,
    SideError,
    SuitError,
)
from arbiter.bridge.seat import Relation, Seat, Side

__all__ = [
    "ALL_BIDS",
    "ALL_CALLS",
    "DECK",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Auction",
    "AuctionError",
    "BridgeInputError",
    "Call",
    "CallError",
    "CallKind",
    "CallProblem",
    "Card",
    "CardError",
    "Contract",
    "Denom",
    "DenomError",
    "Doubled",
    "Rank",
    "RankError",
    "Relation",
    "Seat",
    "SeatError",
    "Side",
    "SideError",
    "Suit",
    "SuitError",
    "all_cards",
]
