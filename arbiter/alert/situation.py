"""What the auction itself says about a call: the facts no one has to be asked.

A :class:`Situation` is the auction so far plus the call in question. From it come the
*features* an alert rule may test (the call's kind and level, whether it is the opening,
whether it falls in the first bidding round, whether the four level has been reached,
who opened, whether the opponents came in ...). They are plain strings, numbers and
booleans, so rules can be written as data and checked by the validator against
:data:`FEATURES`.

Only legal situations exist: the auction must be legal (``Auction`` checks that) and the
call must be one the next player may make; otherwise :class:`AlertInputError` says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.bridge import Auction, AuctionError, Call, CallError, Seat
from arbiter.i18n import InputError, Lang

__all__ = ["FEATURES", "AlertInputError", "Situation", "canonical", "situation"]


class AlertInputError(InputError):
    """An auction or call the Alerteerwijzer cannot judge (unknown, illegal, after the end)."""


#: Every feature a rule may test, with the values it can take (``int`` for numbers,
#: ``bool`` for yes/no, a tuple of strings for a choice) and what it means.
FEATURES: dict[str, tuple[Any, str]] = {
    "kind": (("pass", "double", "redouble", "bid"), "the kind of call"),
    "call": ("call", "the call itself: 1C ... 7NT, P, X, XX"),
    "level": (int, "the level of a bid, 0 for pass, double and redouble"),
    "denom": (("C", "D", "H", "S", "NT", "none"), "the denomination of a bid"),
    "opening": (bool, "the call is the opening bid (the first bid of the auction)"),
    "first_round": (
        bool,
        "the call is in the first bidding round counted from the opening bid: the opening "
        "and the three calls after it (calls before the opening count as first round too)",
    ),
    "level4": (
        bool,
        "the call is a bid at the four level or higher (above 3NT), or one was made before it",
    ),
    "opening_call": ("call", "the opening bid, or none before it"),
    "side": (
        ("opening", "defending", "none"),
        "the caller's side: the side that opened, the other side, or none yet",
    ),
    "role": (
        ("opener", "responder", "defender", "none"),
        "the caller's seat relative to the opener",
    ),
    "first_response": (bool, "the call is responder's first call, right after the opening"),
    "intervention": (
        bool,
        "the other side made a bid, double or redouble between the opening and this call",
    ),
    "response_call": (
        "call",
        "responder's first call (two calls after the opening), once it has been made; none before",
    ),
    "opener_rebid": (bool, "the call is opener's second call, right after responder's first"),
    "doubled_call": ("call", "for a double or redouble: the bid it applies to"),
    "doubled_denom": (("suit", "NT", "none"), "the kind of bid doubled or redoubled"),
    "doubled_level": (int, "the level of the bid doubled or redoubled, 0 if none"),
}


def canonical(call: Call | None) -> str:
    """A call as rules write it: ``1C`` ... ``7NT``, ``P``, ``X``, ``XX``; ``none``."""
    if call is None:
        return "none"
    if call.is_pass:
        return "P"
    if call.is_double:
        return "X"
    if call.is_redouble:
        return "XX"
    assert call.level is not None and call.denom is not None
    return f"{call.level}{_DENOM_CODES[int(call.denom)]}"


_DENOM_CODES = ("C", "D", "H", "S", "NT")
CALL_CODES: frozenset[str] = frozenset(
    ["none", "P", "X", "XX", *(f"{lv}{d}" for lv in range(1, 8) for d in _DENOM_CODES)]
)


@dataclass(frozen=True)
class Situation:
    """The auction before the call, the call, and the features worked out from them."""

    auction: Auction
    call: Call
    dealer_given: bool = True
    features: dict[str, Any] = field(default_factory=dict)

    @property
    def caller(self) -> Seat:
        return self.auction.seat_of(len(self.auction.calls))

    def describe(self, lang: Lang) -> list[str]:
        """What the auction decided, in a few short phrases for the trail."""
        f = self.features
        nl = lang == "nl"
        out: list[str] = []
        if f["opening"]:
            out.append("openingsbod" if nl else "opening bid")
        elif f["side"] == "none":
            out.append("vóór de opening" if nl else "before the opening")
        else:
            role = {
                "opener": ("openaar", "opener"),
                "responder": ("partner van de openaar", "opener's partner"),
                "defender": ("tegenpartij van de openaar", "opener's opponent"),
            }[f["role"]]
            out.append(role[0] if nl else role[1])
        if f["side"] != "none":
            out.append(
                ("eerste biedronde" if nl else "first bidding round")
                if f["first_round"]
                else ("na de eerste biedronde" if nl else "after the first round")
            )
        if f["level4"]:
            out.append("4-niveau bereikt" if nl else "four level reached")
        return out


def situation(dealer: Seat | str | None, auction_text: str, call_text: str) -> Situation:
    """Read the auction and the call; refuse what cannot happen at a table."""
    if isinstance(dealer, Seat):
        seat, dealer_given = dealer, True
    elif dealer and dealer.strip():
        seat, dealer_given = Seat.parse(dealer), True
    else:
        seat, dealer_given = Seat.NORTH, False  # the alert rules do not depend on the dealer
    try:
        auction = Auction.parse(seat, auction_text or "")
    except AuctionError as error:
        raise AlertInputError(error.text["nl"], error.text["en"], error.accepted) from None
    if not (call_text or "").strip():
        raise AlertInputError(
            "Geef de bieding op waar het om gaat.",
            "Give the call in question.",
            ("1♣", "1SA", "pas", "X", "XX"),
        )
    try:
        call = Call.parse(call_text)
    except CallError as error:
        raise AlertInputError(error.text["nl"], error.text["en"], error.accepted) from None
    try:
        auction.append(call)
    except AuctionError as error:
        # After the final pass nothing can be called: offer the auction before that pass.
        accepted = error.accepted or (Auction(seat, auction.calls[:-1]).format("nl"),)
        raise AlertInputError(
            f"Deze bieding kan hier niet: {error.text['nl']}",
            f"This call cannot be made here: {error.text['en']}",
            accepted,
        ) from None
    return Situation(auction, call, dealer_given, _features(auction, call))


def _features(auction: Auction, call: Call) -> dict[str, Any]:
    calls = (*auction.calls, call)
    me = len(calls) - 1
    opening_index = next((i for i, c in enumerate(calls) if c.is_bid), None)
    last_bid = auction.last_bid
    level4 = any(c.is_bid and (c.level or 0) >= 4 for c in calls)
    if opening_index is None or opening_index > me:
        side, role, first_round = "none", "none", True
    else:
        distance = me - opening_index
        side = "opening" if distance % 2 == 0 else "defending"
        role = {0: "opener", 2: "responder"}.get(distance % 4, "defender")
        first_round = distance < 4
    opening = opening_index == me
    intervention = opening_index is not None and any(
        not calls[i].is_pass for i in range(opening_index + 1, me) if (i - opening_index) % 2 == 1
    )
    doubled = last_bid if (call.is_double or call.is_redouble) else None
    response = opening_index + 2 if opening_index is not None else None
    return {
        "kind": call.kind.value,
        "call": canonical(call),
        "level": call.level or 0,
        "denom": canonical(call)[1:] if call.is_bid else "none",
        "opening": opening,
        "first_round": first_round,
        "level4": level4,
        "opening_call": canonical(calls[opening_index]) if opening_index is not None else "none",
        "side": side,
        "role": role,
        "first_response": role == "responder"
        and opening_index is not None
        and me - opening_index == 2,
        "intervention": intervention,
        "response_call": canonical(calls[response]) if response is not None and response < me
        else "none",
        "opener_rebid": role == "opener" and response is not None and me == response + 2,
        "doubled_call": canonical(doubled),
        "doubled_denom": _denom_kind(doubled),
        "doubled_level": (doubled.level or 0) if doubled is not None else 0,
    }


def _denom_kind(bid: Call | None) -> str:
    if bid is None:
        return "none"
    return "NT" if canonical(bid).endswith("NT") else "suit"
