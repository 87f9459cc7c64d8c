"""Facts the program can work out from table data, so the director is asked less.

The user may give *inputs* (``--fact dealer=N --fact auction="1♥ pas" ...``): the dealer,
the calls before the irregularity, the irregular call and who made it, an exposed card,
the facts of a revoke. From those, *derived facts* are computed; a question whose
``fact`` names a derived fact is answered by it and not asked. A derived fact's value is
always one of the answer ids of the questions that use it (the validator checks this), or
``None`` when the inputs it needs are missing. Some derived facts are only information
for the director (``lowest_sufficient``), shown with the ruling.

This module holds the table of facts (``FACTS``) and ``Facts``; the inputs and their
parsers are in :mod:`~arbiter.guide.facts.inputs`, the facts by subject in
:mod:`~arbiter.guide.facts.auction`, :mod:`~arbiter.guide.facts.play` and
:mod:`~arbiter.guide.facts.comparable`, their values in words in
:mod:`~arbiter.guide.facts.words`. What the rest of arbiter uses of them is importable
from here too (``INPUTS``, ``SHORTHANDS``, ``InputDef``, ``parse_inputs``, ``tap_values``,
``ruling_outcome``, ``value_text``).

Imports of the bridge types are local so that ``arbiter topics`` does not pay for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from arbiter.guide.facts.auction import (
    FIRST_CALL,
    auction_end,
    bid_insufficient,
    call_in_turn,
    call_insufficient,
    call_kind,
    call_legality,
    call_turn,
    double_inadmissible,
    double_permitted,
    lowest_sufficient,
    offender_called_before,
    replacement_legality,
)
from arbiter.guide.facts.comparable import (
    _part,
    comparable_options,
    insufficient_replacement,
    replacement_comparable,
    ruling_outcome,  # noqa: F401 (re-exported)
    same_meaning,
    withdrawn_artificial,
    withdrawn_irregularity,
)
from arbiter.guide.facts.inputs import (  # noqa: F401 (INPUTS ... tap_values: re-exported)
    INPUTS,
    NO,
    SHORTHANDS,
    YES,
    InputDef,
    _yes_no,
    parse_inputs,
    tap_values,
)
from arbiter.guide.facts.play import (
    _flag,
    exposed_kind,
    exposed_more_than_one,
    first_lead_turn,
    honour,
    offender_role,
    penalty_status,
    revoke_established,
    revoke_faced,
    revoke_in_trick_12,
    revoke_transfer,
    revoke_trick_won_by,
    revoker,
)
from arbiter.guide.facts.words import value_text  # noqa: F401 (re-exported)
from arbiter.i18n import InputError, Text


@dataclass(frozen=True, slots=True)
class FactDef:
    """A fact worked out from table data.

    ``inputs`` are what it needs; ``alternatives`` are other sets of inputs that are
    enough on their own (the role of the offender from two seats, say). ``derive`` may
    return None when the inputs given do not settle it (a revoke by a defender without
    knowing whether it was a faced card).
    """

    name: str
    inputs: tuple[str, ...]
    derive: Callable[[Mapping[str, Any]], str | None]
    text: Text
    values: tuple[str, ...] = ()  # empty: information only, answers no question
    alternatives: tuple[tuple[str, ...], ...] = ()
    #: A judgement made explicit (the comparable call): the director's own answer to a
    #: question it answers is taken over it, not reported as a contradiction.
    judgement: bool = False

    @property
    def input_sets(self) -> tuple[tuple[str, ...], ...]:
        return (self.inputs, *self.alternatives)

    def ready(self, given: Mapping[str, Any] | set[str]) -> bool:
        """Whether one of its sets of inputs is given."""
        return any(all(name in given for name in names) for names in self.input_sets)


_MEANINGS = ("withdrawn_meaning", "replacement_meaning")

#: The comparable-call facts: each part of 23A (topic comparable-call), and the answer to
#: the replacement questions of call-out-of-turn and insufficient-bid. They are the
#: director's judgement made explicit: her own answer to such a question is taken over
#: the computed one (``judgement``), and ``same_meaning_judged``/``same_purpose_judged``
#: overrule parts 1 and 3 for every question at once.
COMPARABLE_FACTS = (
    FactDef(
        "same_meaning",
        _MEANINGS,
        same_meaning,
        Text.of("zelfde of soortgelijke betekenis (23A1)", "same or similar meaning (23A1)"),
        (YES, NO),
        judgement=True,
    ),
    FactDef(
        "subset",
        _MEANINGS,
        _part(1),
        Text.of(
            "deelverzameling van de betekenissen van de ingetrokken bieding (23A2)",
            "subset of the withdrawn call's meanings (23A2)",
        ),
        (YES, NO),
        judgement=True,
    ),
    FactDef(
        "same_purpose",
        _MEANINGS,
        _part(2),
        Text.of("zelfde doel (23A3)", "same purpose (23A3)"),
        (YES, NO),
        judgement=True,
    ),
    FactDef(
        "replacement_comparable",
        _MEANINGS,
        replacement_comparable,
        Text.of("de vervangende bieding is vergelijkbaar (23A)",
                "the replacement call is comparable (23A)"),
        ("comparable", "other"),
        judgement=True,
    ),
    FactDef(
        "withdrawn_irregularity",
        ("dealer", "auction", "offender", "call"),
        withdrawn_irregularity,
        Text.of("de ingetrokken bieding was onvoldoende of voor de beurt",
                "the withdrawn call was insufficient or out of turn"),
        ("insufficient", "out_of_turn"),
        alternatives=(FIRST_CALL,),
    ),
    FactDef(
        "withdrawn_artificial",
        ("withdrawn_meaning",),
        withdrawn_artificial,
        Text.of("de ingetrokken pas was kunstmatig (30C)",
                "the withdrawn pass was artificial (30C)"),
        (YES, NO),
    ),
    FactDef(
        "comparable_options",
        ("withdrawn_meaning", "candidates"),
        comparable_options,
        Text.of("andere biedingen (opsommen, niet adviseren)",
                "other calls (list them, do not advise)"),
    ),
    FactDef(
        "insufficient_replacement",
        ("dealer", "auction", "call", "replacement"),
        insufficient_replacement,
        Text.of(
            "wat het onvoldoende bod vervangt (27B1-27B4)",
            "what replaces the insufficient bid (27B1-27B4)",
        ),
        ("lowest_same", "comparable", "other", "double", "insufficient"),
        alternatives=((*FIRST_CALL, "replacement"),),
        judgement=True,
    ),
)


FACTS: dict[str, FactDef] = {
    f.name: f
    for f in (
        FactDef(
            "turn_of",
            ("dealer", "auction", "offender"),
            call_turn,
            Text.of(
                "aan wiens beurt (gezien vanaf de overtreder)",
                "at whose turn (seen from the offender)",
            ),
            ("rho", "partner", "lho"),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "call_in_turn",
            ("dealer", "auction", "offender"),
            call_in_turn,
            Text.of("de overtreder was aan de beurt", "the offender was in turn"),
            (YES, NO),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "offender_called_before",
            ("dealer", "auction", "offender"),
            offender_called_before,
            Text.of("overtreder had al eerder geboden", "offender had called before"),
            (YES, NO),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "call_kind",
            ("call",),
            call_kind,
            Text.of("soort bieding", "kind of call"),
            ("pass", "bid", "double", "redouble"),
        ),
        FactDef(
            "bid_insufficient",
            ("dealer", "auction", "call"),
            bid_insufficient,
            Text.of("het bod is onvoldoende", "the bid is insufficient"),
            (YES, NO),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "call_insufficient",
            ("dealer", "auction", "call"),
            call_insufficient,
            Text.of(
                "de bieding is een onvoldoende bod (een pas of doublet nooit)",
                "the call is an insufficient bid (a pass or double never is)",
            ),
            (YES, NO),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "lowest_sufficient",
            ("dealer", "auction", "call"),
            lowest_sufficient,
            # The next bid in the strain NAMED. 27B1(a) asks for the denomination(s) the
            # bid SPECIFIED: the same for a natural bid, not for an artificial one.
            Text.of(
                "laagste voldoende bod in de genoemde speelsoort (voor 27B1(a) alleen als "
                "het bod natuurlijk was: telt de aangeduide speelsoort)",
                "lowest sufficient bid in the strain named (for 27B1(a) only if the bid "
                "was natural: the denomination specified counts)",
            ),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "double_inadmissible",
            ("dealer", "auction", "offender", "call"),
            double_inadmissible,
            Text.of(
                "het doublet of redoublet is niet toegestaan (19)",
                "the double or redouble is not permitted (19)",
            ),
            (YES, NO),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "double_permitted",
            ("dealer", "auction", "offender", "call"),
            double_permitted,
            Text.of(
                "het doublet of redoublet is toegestaan (19)",
                "the double or redouble is permitted (19)",
            ),
            (YES, NO),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "call_legality",
            ("dealer", "auction", "offender", "call"),
            call_legality,
            Text.of(
                "de bieding zelf: reglementair, voor de beurt, onvoldoende of ontoelaatbaar",
                "the call itself: legal, out of turn, insufficient or inadmissible",
            ),
            ("legal", "out_of_turn", "insufficient", "inadmissible"),
            alternatives=(FIRST_CALL,),
        ),
        FactDef(
            "replacement_legality",
            ("dealer", "auction", "offender", "replacement"),
            replacement_legality,
            Text.of(
                "de vervangende bieding: reglementair, voor de beurt, onvoldoende of "
                "ontoelaatbaar",
                "the replacement call: legal, out of turn, insufficient or inadmissible",
            ),
            ("legal", "out_of_turn", "insufficient", "inadmissible"),
            alternatives=((*FIRST_CALL, "replacement"),),
        ),
        FactDef(
            "auction_end",
            ("dealer", "auction"),
            auction_end,
            Text.of(
                "stand van het bieden: contract, voorbijgepast of nog open",
                "state of the auction: contract, passed out or still open",
            ),
            ("contract", "passed_out", "open"),
        ),
        FactDef(
            "offender_role",
            ("offender", "declarer"),
            offender_role,
            Text.of("de overtreder is leider, blinde of tegenspeler",
                    "the offender is declarer, dummy or a defender"),
            ("declarer", "dummy", "defender"),
        ),
        FactDef(
            "offender_defends",
            ("offender", "declarer"),
            lambda i: _yes_no(offender_role(i) == "defender"),
            Text.of("de overtreder is tegenspeler", "the offender is a defender"),
            (YES, NO),
        ),
        FactDef(
            "offender_side",  # a card of dummy is declarer's play (45B)
            ("offender", "declarer"),
            lambda i: "defender" if offender_role(i) == "defender" else "declarer",
            Text.of("de overtreder is de leider (ook uit de blinde) of een tegenspeler",
                    "the offender is declarer (dummy included) or a defender"),
            ("declarer", "defender"),
        ),
        FactDef(
            "first_lead_turn",
            ("offender", "declarer"),
            first_lead_turn,
            Text.of(
                "bij de uitkomst: komt de partner van de overtreder uit, of hij zelf",
                "at the opening lead: the offender's partner leads, or the offender",
            ),
            ("yes", "later"),
        ),
        FactDef(
            "exposed_how",
            ("exposed_how",),
            lambda i: i["exposed_how"],
            Text.of("hoe de kaart open kwam", "how the card was exposed"),
            ("accidental", "deliberate"),
        ),
        FactDef(
            "honour",
            ("card",),
            honour,
            Text.of("de kaart is een honneur", "the card is an honour"),
            (YES, NO),
        ),
        FactDef(
            "exposed_more_than_one",
            ("exposed_count",),
            exposed_more_than_one,
            Text.of("meer dan één strafkaart", "more than one penalty card"),
            (YES, NO),
        ),
        FactDef(
            "exposed_kind",
            ("exposed_count",),
            exposed_kind,
            Text.of(
                "getoonde kaarten: twee of meer, één honneur of één lage kaart",
                "cards exposed: two or more, one honour or one low card",
            ),
            ("several", "honour", "low"),
        ),
        FactDef(
            "penalty_status",
            ("exposed_count",),
            penalty_status,
            Text.of(
                "soort strafkaart: twee of meer samen, of één grote",
                "kind of penalty card: two or more together, or one major",
            ),
            ("several", "major"),  # never "accidental": see penalty_status
        ),
        FactDef(
            "revoke_established",
            ("established",),
            revoke_established,
            Text.of("verzaking voldongen", "revoke established"),
            (YES, NO),
            alternatives=(("offending_side_tricks_after",),),
        ),
        FactDef(
            "revoker",
            ("revoker",),
            revoker,
            Text.of("wie verzaakte", "who revoked"),
            ("declarer", "dummy", "defender"),
            alternatives=(("offender", "declarer"),),
        ),
        # A revoke on this board, for a topic where it matters only as a rare case (a
        # claim that establishes an earlier revoke, 63A3/63A4): the revoke's own input
        # says so; without it the question stays open (never "no" from the table data).
        FactDef(
            "revoke_on_board",
            ("revoker",),
            lambda i: YES,
            Text.of("er werd op dit spel verzaakt", "a revoke on this board"),
            (YES, NO),
        ),
        FactDef(
            "play_over",
            ("offending_side_tricks_after",),
            lambda i: YES,
            Text.of(
                "het spel is uitgespeeld (de slagen na de verzaakslag zijn geteld)",
                "play has ended (the tricks after the revoke trick are counted)",
            ),
            (YES, NO),
        ),
        FactDef(
            "revoke_in_trick_12",
            ("revoke_trick",),
            revoke_in_trick_12,
            Text.of("verzaakt in de 12e slag", "revoke in trick 12"),
            (YES, NO),
            alternatives=(("offending_side_tricks_after",),),
        ),
        FactDef(
            "revoke_by_dummy_or_exposed_card",
            ("revoker",),
            revoke_faced,
            Text.of(
                "verzaakt door de blinde of met een open kaart",
                "revoke by dummy or with a faced card",
            ),
            (YES, NO),
            alternatives=(("offender", "declarer"),),
        ),
        FactDef(
            "both_sides_revoked",
            ("both_sides_revoked",),
            _flag("both_sides_revoked"),
            Text.of("beide partijen verzaakten", "both sides revoked"),
            (YES, NO),
        ),
        FactDef(
            "same_player_same_suit_again",
            ("same_player_same_suit_again",),
            _flag("same_player_same_suit_again"),
            Text.of("zelfde speler, zelfde kleur opnieuw", "same player, same suit again"),
            (YES, NO),
        ),
        FactDef(
            "revoke_trick_won_by",
            ("revoke_trick_won_by",),
            revoke_trick_won_by,
            Text.of("winnaar van de verzaakslag", "winner of the revoke trick"),
            ("offender", "offender_partner", "non_offending_side"),
            alternatives=(("offender", "revoke_trick_winner"),),
        ),
        FactDef(
            "offending_side_won_later",
            ("offending_side_tricks_after",),
            lambda i: _yes_no(i["offending_side_tricks_after"] > 0),
            Text.of(
                "overtredende partij won later nog een slag", "offending side won a later trick"
            ),
            (YES, NO),
        ),
        FactDef(
            "revoke_transfer",
            (
                "revoker",
                "established",
                "revoke_trick",
                "revoke_trick_won_by",
                "offending_side_tricks_after",
            ),
            revoke_transfer,
            Text.of("over te dragen slagen (64A)", "tricks to transfer (64A)"),
            alternatives=(
                ("revoker", "revoke_trick", "revoke_trick_won_by", "offending_side_tricks_after"),
                ("offender", "declarer", "revoke_trick", "revoke_trick_winner",
                 "offending_side_tricks_after"),
            ),
        ),
        *COMPARABLE_FACTS,
    )
}


class Facts:
    """Derived facts, computed on demand.

    Only the facts a walk actually needs are computed, so a contradiction in one (a call
    that was in turn, given to the call-out-of-turn topic) is reported where it matters
    and never breaks a topic that does not use that fact.
    """

    def __init__(self, inputs: Mapping[str, Any]) -> None:
        self.inputs = inputs
        self._known: dict[str, str] = {}

    def get(self, name: str) -> str | None:
        """The fact's value; None if its inputs are missing. Contradictions raise."""
        if name in self._known:
            return self._known[name]
        fact = FACTS[name]
        if not fact.ready(self.inputs):
            return None
        value = fact.derive(self.inputs)
        if value is not None:
            self._known[name] = value
        return value

    def summary(self) -> dict[str, str]:
        """Facts used so far plus the information-only facts that can be worked out."""
        for fact in FACTS.values():
            if not fact.values and fact.name not in self._known:
                try:
                    self.get(fact.name)
                except InputError:
                    continue
        return dict(self._known)
