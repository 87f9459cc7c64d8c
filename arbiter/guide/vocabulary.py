"""The fixed vocabulary of the guide content.

A ruling's structured outcome is what the log stores, what the tests assert and what a
calculator or another program reads, so its keys and values are closed: every key used in
a content file must be declared here with the values it may take. Adding a key is a
one-line change here, and the validator then accepts it everywhere.
"""

from __future__ import annotations

from typing import Any

PHASES = ("auction", "play", "general")

#: Who makes the choice offered in a ruling's options (Law 10C).
CHOOSERS = (
    "lho",  # left-hand opponent of the offender
    "rho",
    "declarer",
    "defenders",  # either defender; 55A: the one to the left of the hand led from decides
    "nos",  # the non-offending side
    "offender",
    "director",
)

#: Kinds of follow-up, so that the ruling log can track their status.
FOLLOWUP_KINDS = (
    "check_board",  # look at the board after play (adjusted score?)
    "reserved_rights",  # 16B2: a player reserved the right to call the director back
    "lead_restriction",  # a restriction that is still to be carried out
    "pass_obligation",
    "penalty_card",
    "adjusted_score",
    "correction_period",  # 79C / 92B deadlines
    "appeal",  # 83, 92: tell the players about the right to appeal
    "procedural_penalty",
    "note",
)

#: Outcome keys with the values each may take: a tuple of strings, ``bool`` or ``int``.
OUTCOME_FIELDS: dict[str, Any] = {
    # The rectification in one code; free slug, required on every ruling.
    "rectification": str,
    # Was the irregularity accepted (by choice or de facto, 16A1(a)) or treated as legal?
    "accepted": bool,
    # The irregular call / card stands (is not withdrawn).
    "call_stands": bool,
    "call_cancelled": bool,
    "card_withdrawn": bool,
    # The card in question counts as played (45C: held, touched or named) or not.
    "card_played": bool,
    # Offender may not double or redouble when he replaces his call (27B, 36...).
    "offender_may_not_double": bool,
    # Offender must repeat his call (31A1: RHO passed after a bid out of turn).
    "offender_must_repeat_call": bool,
    "offender_partner_must_pass": ("no", "once", "rest_of_auction"),
    # The offender himself must pass too (37B2, 38C: both members of the offending side).
    "offender_must_pass": ("no", "once", "rest_of_auction"),
    # Lead restriction the declarer may impose: 26B (withdrawn call), 50D2 (penalty card).
    "lead_restriction": ("none", "26B", "50D2"),
    "penalty_card": ("none", "major", "minor"),
    # A card of declarer or dummy goes back without rectification (48A, 62B2, 45E2).
    "card_returned_to_hand": bool,
    "lead_from_correct_hand": bool,
    "declarer_becomes_dummy": bool,
    "revoke_established": bool,
    "revoke_must_be_corrected": bool,
    "tricks_transferred": int,
    "adjusted_score": ("none", "possible", "assigned", "artificial"),
    # Information from a withdrawn action or an exposed card is UI for the offending side.
    "unauthorized_information": bool,
    "play_continues": bool,
    "auction_continues": bool,
    "board_cancelled": bool,
    "board_played_normally": bool,
    "hand_restored": bool,
    "redeal": bool,
    "split_score": bool,
    "procedural_penalty": ("none", "possible"),
    # Claims and concessions (68-71): does the claim or concession stand as made, and to
    # which side go the tricks in dispute: the claimer's (the side that claimed or
    # conceded) or the opponents'.
    "claim_stands": bool,
    "tricks_awarded_to": ("claimer", "opponents"),
    # Artificial adjusted scores (12C2(a)) for the two sides by their share of the fault:
    # one side at fault (avg+ / avg-), one side partly at fault (avg+ / avg), both partly
    # at fault (avg / avg), neither at fault (avg+ / avg+), both at fault (avg- / avg-).
    "artificial_scores": (
        "nos_plus_os_minus",
        "nos_plus_os_average",
        "both_average",
        "both_plus",
        "both_minus",
    ),
    # Conduct (74, 90, 91): the director warns the player; a disciplinary penalty (91A)
    # may follow (points, suspension; 91B disqualification with the organiser's approval).
    "warning": bool,
    "disciplinary_penalty": ("none", "possible"),
    # The Law 23A test of a replacement call (issue 17): never written in the content; a
    # ruling gets it when the meanings were given (arbiter.guide.facts.ruling_outcome), as
    # Verdict.to_record() (docs/json.md).
    "comparable_call": dict,
}


def check_outcome_value(key: str, value: Any) -> str | None:
    """Return a problem description in English for a bad key/value, else None."""
    if key not in OUTCOME_FIELDS:
        return f"unknown outcome key '{key}' (known: {', '.join(sorted(OUTCOME_FIELDS))})"
    kind = OUTCOME_FIELDS[key]
    if kind is bool:
        ok = isinstance(value, bool)
    elif kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 13
    elif kind is str:
        ok = isinstance(value, str) and value.replace("_", "").isalnum() and value.islower()
    elif kind is dict:
        ok = isinstance(value, dict)
    else:
        ok = value in kind
    if ok:
        return None
    expected = kind.__name__ if isinstance(kind, type) else " | ".join(kind)
    return f"outcome '{key}' has value {value!r}; expected {expected}"
