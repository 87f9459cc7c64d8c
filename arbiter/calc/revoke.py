"""How many tricks an established revoke costs: the 'Verzakingwijzer' table (64A, 64B).

The table is read top to bottom; the first step that applies decides. Steps 0-7 follow
the NBB's revoke guide (seed ``004``); a revoke that is not yet established is not in the
table at all: it must be corrected (62A), and so must a revoke in trick 12 (62D).
Whatever the transfer, 64C lets the director restore equity when the non-offending side
is not fully compensated; every result carries that reminder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from arbiter.i18n import InputError, Text

Revoker = Literal["declarer", "dummy", "defender"]
Winner = Literal["offender", "offender_partner", "non_offending_side"]

REMINDER_64C = Text.of(
    "Is de niet-overtredende partij met deze slagen niet genoeg schadeloos gesteld? Dan "
    "kent u een arbitrale score toe (64C).",
    "If these tricks do not fully compensate the non-offending side, award an adjusted "
    "score (64C).",
)


@dataclass(frozen=True)
class RevokeFacts:
    revoker: Revoker
    established: bool
    # Needed only for an established revoke: a revoke that is not established is
    # corrected whatever the trick and whoever won it (62A), so they may stay None.
    revoke_trick: int | None = None
    revoke_trick_won_by: Winner | None = None
    offending_side_tricks_after: int | None = None
    failure_to_play_exposed_card: bool = False
    same_player_same_suit_again: bool = False
    both_sides_revoked: bool = False

    def __post_init__(self) -> None:
        if self.revoker not in ("declarer", "dummy", "defender"):
            raise InputError(
                f"Onbekende verzaker '{self.revoker}'.",
                f"Unknown revoker '{self.revoker}'.",
                accepted=("declarer", "dummy", "defender"),
            )
        missing = [n for n in _TABLE_FACTS if getattr(self, n) is None]
        if self.established and missing:
            raise InputError(
                f"Gegevens ontbreken: {', '.join(missing)} (nodig bij een voldongen verzaking).",
                f"Missing facts: {', '.join(missing)} (needed for an established revoke).",
                accepted=_TABLE_FACTS,
            )
        if self.revoke_trick_won_by is not None and self.revoke_trick_won_by not in (
            "offender",
            "offender_partner",
            "non_offending_side",
        ):
            raise InputError(
                f"Onbekende winnaar '{self.revoke_trick_won_by}'.",
                f"Unknown winner '{self.revoke_trick_won_by}'.",
                accepted=("offender", "offender_partner", "non_offending_side"),
            )
        if self.revoke_trick is None:
            return
        if not 1 <= self.revoke_trick <= 13:
            raise InputError(
                "De verzaakslag moet tussen 1 en 13 liggen.",
                "The revoke trick must be between 1 and 13.",
                accepted=("1-13",),
            )
        later = 13 - self.revoke_trick
        after = self.offending_side_tricks_after
        if after is not None and not 0 <= after <= later:
            raise InputError(
                f"Na slag {self.revoke_trick} zijn er nog {later} slagen; de overtredende "
                f"partij kan er niet {self.offending_side_tricks_after} gewonnen hebben.",
                f"After trick {self.revoke_trick} there are {later} tricks left; the "
                f"offending side cannot have won {self.offending_side_tricks_after}.",
                accepted=(f"0-{later}",),
            )

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> RevokeFacts:
        names = cls.__dataclass_fields__
        unknown = set(data) - set(names)
        needed: tuple[str, ...] = ("revoker", "established")
        if data.get("established") is not False:
            needed += _TABLE_FACTS
        required = [n for n in needed if n not in data]
        if required:
            raise InputError(
                f"Gegevens ontbreken: {', '.join(required)}.",
                f"Missing facts: {', '.join(required)}.",
                accepted=tuple(names),
            )
        values = {k: v for k, v in data.items() if k in names and k not in unknown}
        for name, value in values.items():
            _check_type(name, value)
        return cls(**values)


#: The facts the table (steps 0-7) reads; an unestablished revoke needs none of them.
_TABLE_FACTS = ("revoke_trick", "revoke_trick_won_by", "offending_side_tricks_after")

# What each fact must be when it comes from outside (JSON, a form): checked by name, so
# that a director who types "7" for a trick number or "yes" for a flag is told which
# field is wrong instead of getting a wrong transfer. bool is refused where an int is
# meant: JSON true is not trick 1.
_FACT_TYPES: dict[str, tuple[type, str, str]] = {
    "revoker": (str, "tekst", "text"),
    "established": (bool, "true/false", "true/false"),
    "revoke_trick": (int, "geheel getal", "whole number"),
    "revoke_trick_won_by": (str, "tekst", "text"),
    "offending_side_tricks_after": (int, "geheel getal", "whole number"),
    "failure_to_play_exposed_card": (bool, "true/false", "true/false"),
    "same_player_same_suit_again": (bool, "true/false", "true/false"),
    "both_sides_revoked": (bool, "true/false", "true/false"),
}


def _check_type(name: str, value: Any) -> None:
    kind, nl, en = _FACT_TYPES[name]
    ok = isinstance(value, kind) and (kind is bool or not isinstance(value, bool))
    if not ok:
        raise InputError(
            f"Gegeven '{name}' moet {nl} zijn, niet {value!r}.",
            f"Fact '{name}' must be {en}, not {value!r}.",
            accepted=(f"{name}: {en}",),
        )


#: The question of each step of the table, in the order the table is read. Every step
#: before the deciding one was answered "no"; that is how a result explains itself.
STEPS: dict[int, Text] = {
    0: Text.of(
        "Verzaakt door de blinde, of met een kaart die open op tafel lag (64B3)?",
        "Revoke by dummy, or by failing to play a card faced on the table (64B3)?",
    ),
    1: Text.of("Verzaakt in de 12e slag (62D, 64B6)?", "Revoke on trick 12 (62D, 64B6)?"),
    2: Text.of(
        "Won de overtredende partij de verzaakslag niet en daarna ook geen slag (64B1)?",
        "Did the offending side win neither the revoke trick nor any later trick (64B1)?",
    ),
    3: Text.of(
        "Verzaakten beide partijen op dit spel (64B7)?",
        "Did both sides revoke on this board (64B7)?",
    ),
    4: Text.of(
        "Verzaakte dezelfde speler opnieuw in dezelfde kleur (64B2)?",
        "Did the same player revoke again in the same suit (64B2)?",
    ),
    5: Text.of(
        "Won iemand anders dan de verzaker de verzaakslag (64A2)?",
        "Was the revoke trick won by someone other than the revoker (64A2)?",
    ),
    6: Text.of(
        "Won de verzaker de verzaakslag en zijn partij daarna geen slag meer (64A1)?",
        "Did the revoker win the revoke trick and his side no later trick (64A1)?",
    ),
    7: Text.of(
        "Won de verzaker de verzaakslag en zijn partij daarna nog een slag (64A1)?",
        "Did the revoker win the revoke trick and his side a later trick (64A1)?",
    ),
}


@dataclass(frozen=True)
class RevokeResult:
    tricks: int
    step: int | None  # step of the table that decided; None when not established
    must_correct: bool
    laws: tuple[str, ...]
    explanation: Text
    # 64C holds after a transfer; a revoke that is corrected transfers nothing (None).
    reminder: Text | None = field(default_factory=lambda: REMINDER_64C)
    # 62B1: the revoke card a defender takes back becomes a major penalty card.
    penalty_card: Literal["major"] | None = None


def transfer(facts: RevokeFacts) -> RevokeResult:
    """Apply the table. Returns the transfer, the deciding step and the laws."""
    if not facts.established:
        return _correction(facts)
    if facts.revoker == "dummy" or facts.failure_to_play_exposed_card:
        # 62D1 holds for every revoke in trick 12, also for one that step 0 decides.
        trick_12 = facts.revoke_trick == 12
        return RevokeResult(
            0,
            0,
            trick_12,
            ("64B3", "64C", "62D1") if trick_12 else ("64B3", "64C"),
            Text.of(
                "Verzaakt door de blinde of met een open kaart: geen slagen overdragen.",
                "Revoke by dummy or by not playing a faced card: no tricks transferred.",
            ),
        )
    if facts.revoke_trick == 12:
        return RevokeResult(
            0,
            1,
            True,
            ("62D", "64B6"),
            Text.of(
                "Verzaking in de 12e slag: herstellen, geen slagen overdragen.",
                "Revoke in trick 12: correct it, no tricks transferred.",
            ),
        )
    won_by_os = facts.revoke_trick_won_by != "non_offending_side"
    if not won_by_os and facts.offending_side_tricks_after == 0:
        return RevokeResult(
            0,
            2,
            False,
            ("64B1",),  # 64B1: no adjustment; seed 004 prints 62B1 here by mistake
            Text.of(
                "De overtredende partij won de verzaakslag niet en daarna geen slag meer: "
                "geen slagen overdragen.",
                "The offending side won neither the revoke trick nor a later trick: no tricks "
                "transferred.",
            ),
        )
    if facts.both_sides_revoked:
        return RevokeResult(
            0,
            3,
            False,
            ("64B7", "64C2(b)"),
            Text.of(
                "Beide partijen verzaakten: geen automatische overdracht; na afloop een "
                "arbitrale score op basis van het spel zonder verzakingen.",
                "Both sides revoked: no automatic transfer; after play, an adjusted score based "
                "on the likely result without the revokes.",
            ),
        )
    if facts.same_player_same_suit_again:
        return RevokeResult(
            0,
            4,
            False,
            ("64B2", "64C2(a)"),
            Text.of(
                "Tweede verzaking van dezelfde speler in dezelfde kleur: hiervoor geen slagen "
                "overdragen.",
                "A second revoke by the same player in the same suit: no tricks for this one.",
            ),
        )
    if facts.revoke_trick_won_by != "offender":
        return RevokeResult(
            1,
            5,
            False,
            ("64A2",),
            Text.of(
                "De verzaker won de verzaakslag niet, maar zijn partij won die slag of een "
                "latere slag: één slag overdragen.",
                "The revoker did not win the revoke trick; his side won it or a later trick: "
                "one trick transferred.",
            ),
        )
    if facts.offending_side_tricks_after == 0:
        return RevokeResult(
            1,
            6,
            False,
            ("64A1",),
            Text.of(
                "De verzaker won de verzaakslag, zijn partij won daarna geen slag: één slag "
                "overdragen.",
                "The revoker won the revoke trick and his side won no later trick: one trick "
                "transferred.",
            ),
        )
    return RevokeResult(
        2,
        7,
        False,
        ("64A1",),
        Text.of(
            "De verzaker won de verzaakslag en zijn partij won daarna nog een slag: twee slagen "
            "overdragen.",
            "The revoker won the revoke trick and his side won a later trick: two tricks "
            "transferred.",
        ),
    )


def _correction(facts: RevokeFacts) -> RevokeResult:
    """62A/62B: a revoke that is not established is corrected; no trick changes hands,
    so no 64C reminder. A defender's revoke card becomes a major penalty card (62B1);
    declarer's or dummy's card goes back without rectification (62B2)."""
    if facts.revoker == "defender":
        return RevokeResult(
            0,
            None,
            True,
            ("62A", "62B1", "50B", "63A"),
            Text.of(
                "De verzaking is nog niet voldongen: de tegenspeler neemt de kaart waarmee "
                "hij verzaakte terug en speelt een reglementaire kaart. De teruggenomen "
                "kaart wordt een grote strafkaart (62B1). Lag die kaart al als strafkaart open op "
                "tafel, dan blijft ze de strafkaart die ze was (62B2).",
                "The revoke is not established: the defender takes back his revoke card and "
                "plays a legal card. The card taken back becomes a major penalty card "
                "(62B1). If the revoke card was a penalty card already face up on the "
                "table, it stays the penalty card it was (62B2).",
            ),
            reminder=None,
            penalty_card="major",
        )
    return RevokeResult(
        0,
        None,
        True,
        ("62A", "62B2", "63A"),
        Text.of(
            "De verzaking is nog niet voldongen: de leider neemt de kaart waarmee verzaakt "
            "werd terug (uit zijn hand of uit de blinde) en speelt een reglementaire "
            "kaart. De kaart gaat zonder rechtzetting terug (62B2).",
            "The revoke is not established: declarer takes back the revoke card (from his "
            "hand or from dummy) and plays a legal card. The card goes back without "
            "rectification (62B2).",
        ),
        reminder=None,
    )
