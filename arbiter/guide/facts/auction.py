"""Facts of the auction worked out from the calls (Laws 19, 22, 27-39): whose turn it
was, whether a bid was insufficient, a double admissible, a call legal.

One implementation with ``arbiter calc auction`` (:mod:`arbiter.calc.auction_facts`); the
table of facts that uses them is :data:`arbiter.guide.facts.FACTS`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.guide.facts.inputs import NO, YES, _yes_no
from arbiter.i18n import InputError

# -- derived facts ---------------------------------------------------------------------


def _auction(inputs: Mapping[str, Any]) -> Any:
    from arbiter.bridge import Auction

    # No calls given with the irregular call: it was the first call (see FIRST_CALL).
    return Auction(inputs["dealer"], tuple(inputs.get("auction", ())))  # checks every call


def _auction_facts(inputs: Mapping[str, Any]) -> Any:
    """The auction calculator's facts of the irregular call: one implementation of Laws
    19, 27 and 28-39 for the guide and ``arbiter calc auction`` alike."""
    from arbiter.bridge import PASS
    from arbiter.calc.auction_facts import auction_facts

    # Facts that need no call or no offender (whose turn; sufficiency of a bid) declare no
    # such input: they get a pass, and the player whose turn it is (or the dealer).
    auction = _auction(inputs)
    offender = inputs.get("offender", auction.turn or auction.dealer)
    return auction_facts(auction, offender, inputs.get("call", PASS))


#: The facts of an irregular call can also be worked out without ``auction``: when the
#: dealer, the offender and the call are given and no calls before it, the call was the
#: first of the board (the facts screen leaves the auction empty; no ``--fact auction=``).
FIRST_CALL = ("dealer", "offender", "call")


_AFTER_FINAL_PASS = (
    "Het bieden was al afgelopen: dit is een bieding na de afsluitende pas (artikel 39).",
    "The auction had already ended: this is a call after the final pass (Law 39).",
)


def call_turn(inputs: Mapping[str, Any]) -> str:
    """At whose turn, seen from the offender, the call out of turn was made."""
    facts, offender = _auction_facts(inputs), inputs["offender"]
    if facts.relation is None:
        raise InputError(*_AFTER_FINAL_PASS)
    if facts.relation == "self":
        raise InputError(
            f"{offender.name('nl')} was aan de beurt: dit is geen bieding voor de beurt.",
            f"{offender.name('en')} was in turn: this is not a call out of rotation.",
        )
    return facts.relation


def call_in_turn(inputs: Mapping[str, Any]) -> str:
    facts = _auction_facts(inputs)
    if facts.relation is None:
        raise InputError(*_AFTER_FINAL_PASS)
    return _yes_no(facts.relation == "self")


def offender_called_before(inputs: Mapping[str, Any]) -> str:
    return _yes_no(_auction_facts(inputs).called_before)


def call_kind(inputs: Mapping[str, Any]) -> str:
    return inputs["call"].kind.name.lower()


def bid_insufficient(inputs: Mapping[str, Any]) -> str:
    call = inputs["call"]
    if not call.is_bid:
        raise InputError(
            f"{call.format('nl')} is geen bod; alleen een bod kan onvoldoende zijn.",
            f"{call.format('en')} is not a bid; only a bid can be insufficient.",
        )
    return _insufficient(inputs)


def call_insufficient(inputs: Mapping[str, Any]) -> str:
    """Whether the call is an insufficient bid; a pass, double or redouble never is. For
    a call out of rotation that must be repeated after RHO's pass (31A1): the last bid has
    not changed, so the repeated bid is insufficient exactly when the call was."""
    if not inputs["call"].is_bid:
        return NO
    return _insufficient(inputs)


def _insufficient(inputs: Mapping[str, Any]) -> str:
    """Whether the bid is insufficient; refused after the auction's final pass."""
    facts = _auction_facts(inputs)
    if facts.insufficient is None:
        raise InputError(*_AFTER_FINAL_PASS)
    return _yes_no(facts.insufficient)


def lowest_sufficient(inputs: Mapping[str, Any]) -> str:
    lowest = _auction_facts(inputs).lowest_sufficient if inputs["call"].is_bid else None
    return "-" if lowest is None else lowest.format("nl")


def double_inadmissible(inputs: Mapping[str, Any]) -> str:
    """Whether the offender's double or redouble is not permitted by Law 19 (Law 36).

    Judged from the offender's own seat, so that a double out of turn (36B4) is checked
    against the bid it was aimed at (the auction calculator does this).
    """
    call = inputs["call"]
    if not (call.is_double or call.is_redouble):
        raise InputError(
            f"{call.format('nl')} is geen doublet of redoublet.",
            f"{call.format('en')} is not a double or redouble.",
        )
    facts = _auction_facts(inputs)
    if facts.turn is None:
        raise InputError(*_AFTER_FINAL_PASS)
    not_permitted = {"double_not_permitted", "redouble_not_permitted"}
    return _yes_no(bool(not_permitted & set(facts.inadmissible)))


def _legality(inputs: Mapping[str, Any], call: Any) -> str:
    """Whether ``call`` by the offender is itself legal at this point of the auction, and
    if not, which law it falls under first: out of turn (28-32; an insufficient bid out of
    turn is 31 too, 27A2), an insufficient bid (27), an inadmissible double (36)."""
    facts = _auction_facts({**inputs, "call": call})
    if facts.relation is None:
        raise InputError(*_AFTER_FINAL_PASS)
    if not facts.in_turn:
        return "out_of_turn"
    if facts.insufficient:
        return "insufficient"
    if {"double_not_permitted", "redouble_not_permitted"} & set(facts.inadmissible):
        return "inadmissible"
    return "legal"


def call_legality(inputs: Mapping[str, Any]) -> str:
    """The irregular call itself: legal, or out of turn, insufficient, inadmissible (25A2:
    a call the player meant stands, but its own law applies to it)."""
    return _legality(inputs, inputs["call"])


def replacement_legality(inputs: Mapping[str, Any]) -> str:
    """The call that replaces it (25A1: the intended call is subject to its own law)."""
    return _legality(inputs, inputs["replacement"])


def double_permitted(inputs: Mapping[str, Any]) -> str:
    """The other way round from ``double_inadmissible``, for questions that ask whether
    the double or redouble was permitted (19A1, 19B1)."""
    return NO if double_inadmissible(inputs) == YES else YES


def auction_end(inputs: Mapping[str, Any]) -> str:
    """How the calls given end the auction (Law 22): a contract, passed out, or still open."""
    auction = _auction(inputs)
    if not auction.is_over:
        return "open"
    return "passed_out" if auction.is_passed_out else "contract"
