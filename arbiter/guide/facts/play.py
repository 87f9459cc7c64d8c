"""Facts of the play worked out from seats, cards and tricks: the exposed card(s) of a
penalty card or of Law 24, the offender's role, who leads first, and the revoke table's
steps (the same table as :mod:`arbiter.calc.revoke`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from arbiter.guide.facts.inputs import NO, YES, _yes_no


def honour(inputs: Mapping[str, Any]) -> str:
    return _yes_no(inputs["card"].is_honour)


def exposed_more_than_one(inputs: Mapping[str, Any]) -> str:
    return _yes_no(inputs["exposed_count"] > 1)


def exposed_kind(inputs: Mapping[str, Any]) -> str | None:
    """Which of 24A-24C the cards exposed in the auction fall under: two or more cards
    (``several``), one honour, or one card below honour rank (``low``); open for one card
    not named."""
    if inputs["exposed_count"] > 1:
        return "several"
    card = inputs.get("card")
    if card is None:
        return None
    return "honour" if card.is_honour else "low"


def penalty_status(inputs: Mapping[str, Any]) -> str | None:
    """What a defender's exposed card(s) became (50B): ``several`` (two or more together:
    all major), ``major`` (one honour, or one card exposed by deliberate play).

    Never ``accidental`` (minor): 50B fixes the status when the card became a penalty card,
    and a single low card given now may be what is left of two or more exposed together
    (issue 10, family 10), or may have come out while he had another penalty card. The
    table data cannot tell, so the director confirms it: the question stays open."""
    if inputs["exposed_count"] > 1:
        return "several"
    card = inputs.get("card")
    if card is None:
        return None
    if card.is_honour or inputs.get("exposed_how") == "deliberate":
        return "major"
    return None


def _flag(name: str) -> Callable[[Mapping[str, Any]], str]:
    return lambda inputs: _yes_no(bool(inputs[name]))


def offender_role(inputs: Mapping[str, Any]) -> str:
    """Declarer, dummy or defender: the offender's seat seen from declarer's."""
    relation = inputs["declarer"].relation_to(inputs["offender"])
    return {"self": "declarer", "partner": "dummy"}.get(relation, "defender")


def first_lead_turn(inputs: Mapping[str, Any]) -> str | None:
    """At the end of the auction: is the offender's partner the one to make the opening
    lead (``yes``: declarer's left-hand opponent), or does the offender lead first, so
    that his partner's first turn to lead comes later (26B)? None for the declaring side.
    Only true at that moment, so only a handoff from the auction uses it."""
    relation = inputs["declarer"].relation_to(inputs["offender"])
    return {"rho": "yes", "lho": "later"}.get(relation)


def revoker(inputs: Mapping[str, Any]) -> str:
    return inputs["revoker"] if "revoker" in inputs else offender_role(inputs)


def revoke_established(inputs: Mapping[str, Any]) -> str:
    """Given flatly, or implied by a count of tricks won after the revoke trick: that is
    counted after play, when the offending side has long played to a later trick (63A1)."""
    if "established" in inputs:
        return _yes_no(bool(inputs["established"]))
    return YES


def revoke_faced(inputs: Mapping[str, Any]) -> str | None:
    """Step 0: a revoke by dummy, or by failing to play a faced card (64B3). Dummy's
    revoke settles it without the second input."""
    if revoker(inputs) == "dummy":
        return YES
    flag = inputs.get("failure_to_play_exposed_card")
    return None if flag is None else _yes_no(bool(flag))


def revoke_in_trick_12(inputs: Mapping[str, Any]) -> str | None:
    """Step 1 of the revoke table. Without the trick's number, a count of two or more
    tricks the offending side won after the revoke trick rules trick 12 out (only trick
    13 follows it); a smaller count leaves the question open."""
    if "revoke_trick" in inputs:
        return _yes_no(inputs["revoke_trick"] == 12)
    return NO if inputs["offending_side_tricks_after"] >= 2 else None


def revoke_trick_won_by(inputs: Mapping[str, Any]) -> str:
    """The winner of the revoke trick seen from the revoker; dummy is declarer's partner."""
    if "revoke_trick_won_by" in inputs:
        return inputs["revoke_trick_won_by"]
    relation = inputs["offender"].relation_to(inputs["revoke_trick_winner"])
    return {"self": "offender", "partner": "offender_partner"}.get(relation, "non_offending_side")


def revoke_transfer(inputs: Mapping[str, Any]) -> str:
    from arbiter.calc.revoke import RevokeFacts, transfer

    data = {k: v for k, v in inputs.items() if k in RevokeFacts.__dataclass_fields__}
    data["revoker"] = revoker(inputs)
    data["established"] = revoke_established(inputs) == YES
    data["revoke_trick_won_by"] = revoke_trick_won_by(inputs)
    return str(transfer(RevokeFacts.from_mapping(data)).tricks)
