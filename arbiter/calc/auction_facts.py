"""Facts about an irregular call, worked out from the auction: whose turn it was, at whose
turn (seen from the offender) the call came, whether he had called before, whether a bid
is insufficient and what the lowest sufficient bid in its denomination is, and whether
the call is inadmissible (Laws 36-39). From those, the guide topic it belongs to.

A director at the table mixes these up easily (a bid at LHO's turn by a player who
already called is a change of call, not a call out of turn: 31C / 25), so the program
works them out from the calls instead of asking.

The calls before the irregularity must be a legal auction (checked by
:class:`arbiter.bridge.Auction`, which also names the problem of a call). The irregular
call itself may be anything a player can put on the table, including a bid above seven
("8♠"), which :class:`arbiter.bridge.Call` refuses to build; it is read here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from arbiter.bridge import Auction, Call, Denom, Relation, Seat
from arbiter.bridge.call import MAX_LEVEL
from arbiter.bridge.errors import CallError, DenomError
from arbiter.i18n import InputError, Lang, Text

__all__ = [
    "AuctionFacts",
    "BidAboveSeven",
    "IrregularCall",
    "auction_facts",
    "parse_irregular",
    "split_marked",
]

Inadmissible = Literal[
    "double_not_permitted",
    "redouble_not_permitted",
    "bid_above_seven",
    "after_final_pass",
    "obliged_to_pass",
]

#: Law that governs each inadmissible call (Law 35 lists them).
INADMISSIBLE_LAW: dict[str, str] = {
    "after_final_pass": "39",
    "bid_above_seven": "38",
    "double_not_permitted": "36",
    "redouble_not_permitted": "36",
    "obliged_to_pass": "37",
}


@dataclass(frozen=True, slots=True)
class BidAboveSeven:
    """A bid of eight or more: never a legal call, but it can be made (Law 38)."""

    level: int
    denom: Denom

    def format(self, lang: Lang = "nl") -> str:
        return f"{self.level}{self.denom.format(lang)}"


IrregularCall = Call | BidAboveSeven

_SEPARATORS = re.compile(r"[\s,;]+")
_BID = re.compile(r"([0-9]{1,3}) ?(.+)")


def parse_irregular(text: str) -> IrregularCall:
    """Read the irregular call: any :meth:`Call.parse` spelling, or a bid above seven."""
    try:
        return Call.parse(text)
    except CallError as error:
        match = _BID.fullmatch(text.strip())
        if match is None or int(match.group(1)) <= MAX_LEVEL:
            raise
        try:
            denom = Denom.parse(match.group(2))
        except DenomError:
            raise error from None
        return BidAboveSeven(int(match.group(1)), denom)


def _split_calls(text: str) -> list[str]:
    """Split calls, keeping a level apart from its denomination together ("2 harten")."""
    tokens = [t for t in _SEPARATORS.split(text) if t]
    calls: list[str] = []
    i = 0
    while i < len(tokens):
        if tokens[i].isdigit():
            for width in (3, 2):
                chunk = " ".join(tokens[i : i + width])
                if i + width <= len(tokens):
                    try:
                        parse_irregular(chunk)
                    except InputError:
                        continue
                    calls.append(chunk)
                    i += width
                    break
            else:
                calls.append(tokens[i])
                i += 1
        else:
            calls.append(tokens[i])
            i += 1
    return calls


def split_marked(text: str) -> tuple[str, str]:
    """``"1♥ pas 1♠ 1♦*"`` → (``"1♥ pas 1♠"``, ``"1♦"``): the marked call must be the last."""
    stripped = text.strip()
    if stripped.count("*") != 1 or not stripped.endswith("*"):
        raise InputError(
            "Markeer precies één bieding met * en zet die als laatste: de biedingen na de "
            "onregelmatigheid horen er niet bij.",
            "Mark exactly one call with * and put it last: the calls after the irregularity "
            "do not belong in the list.",
            accepted=("1♥ pas 1♠ 1♦*",),
        )
    calls = _split_calls(stripped[:-1])
    if not calls:
        raise InputError("Geen bieding voor de *.", "No call before the *.", ("1♥ pas 1♠ 1♦*",))
    return " ".join(calls[:-1]), calls[-1]


@dataclass(frozen=True)
class AuctionFacts:
    """Everything the guide asks about an irregular call that the calls can answer."""

    auction: Auction
    offender: Seat
    call: IrregularCall
    turn: Seat | None  # whose turn it was; None after the final pass
    relation: Relation | None  # at whose turn, seen from the offender ("self": in turn)
    in_rotation_by_28a: bool  # at RHO's turn while RHO had to pass: deemed in turn (28A)
    called_before: bool
    insufficient: bool | None  # None when the call is not a bid (or above seven)
    lowest_sufficient: Call | None
    inadmissible: tuple[Inadmissible, ...]
    topic: str | None  # guide topic id; None when the guide has none for it
    law: str | None  # the law it is filed under; None when nothing is irregular
    laws: tuple[str, ...]
    explanation: tuple[Text, ...]

    @property
    def in_turn(self) -> bool:
        return self.relation == "self" or self.in_rotation_by_28a

    @property
    def call_kind(self) -> str:
        if isinstance(self.call, BidAboveSeven):
            return "bid"
        return self.call.kind.value


def _double_problem(auction: Auction, offender: Seat, call: Call) -> Inadmissible | None:
    """Law 19 for a double or redouble by ``offender``, in turn or not: of the last action
    (only passes since), by an opponent of the offender, of the right kind."""
    calls = auction.calls
    index = next((i for i in range(len(calls) - 1, -1, -1) if not calls[i].is_pass), None)
    by_opponent = index is not None and auction.seat_of(index).side is not offender.side
    if call.is_double:
        ok = by_opponent and index is not None and calls[index].is_bid
        return None if ok else "double_not_permitted"
    ok = by_opponent and index is not None and calls[index].is_double
    return None if ok else "redouble_not_permitted"


def auction_facts(
    auction: Auction,
    offender: Seat,
    call: IrregularCall,
    must_pass: Seat | None = None,
) -> AuctionFacts:
    """Work out the facts of ``call`` by ``offender`` after the legal ``auction``.

    ``must_pass``: a player obliged to pass at this point by an earlier rectification
    (for Law 37, and for 28A when it is his turn and his LHO calls instead).
    """
    turn = auction.turn
    notes: list[Text] = []
    inadmissible: list[Inadmissible] = []
    relation: Relation | None = None if turn is None else offender.relation_to(turn)
    called_before = bool(auction.calls_by(offender))
    by_28a = False
    if turn is None:
        inadmissible.append("after_final_pass")
        notes.append(
            Text.of(
                "Het bieden was al afgelopen: een bieding na de afsluitende pas (39).",
                "The auction had ended: a call after the final pass (39).",
            )
        )
    if isinstance(call, BidAboveSeven):
        inadmissible.append("bid_above_seven")
        notes.append(
            Text.of(
                f"{call.format('nl')} is een bod boven zeven (38).",
                f"{call.format('en')} is a bid above seven (38).",
            )
        )
    elif (call.is_double or call.is_redouble) and turn is not None:
        problem = _double_problem(auction, offender, call)
        if problem is not None:
            inadmissible.append(problem)
            what_nl = "doublet" if call.is_double else "redoublet"
            what_en = "double" if call.is_double else "redouble"
            notes.append(
                Text.of(
                    f"Dit {what_nl} is volgens artikel 19 niet toegestaan: ontoelaatbaar (36).",
                    f"Law 19 does not permit this {what_en}: inadmissible (36).",
                )
            )
    is_pass = isinstance(call, Call) and call.is_pass
    if must_pass is offender and not is_pass and turn is not None:
        inadmissible.append("obliged_to_pass")
        notes.append(
            Text.of(
                f"{offender.name('nl')} moest passen: een andere bieding is ontoelaatbaar (37).",
                f"{offender.name('en')} had to pass: any other call is inadmissible (37).",
            )
        )
    if relation == "rho" and turn is not None and must_pass is turn:
        by_28a = True
        notes.append(
            Text.of(
                f"{turn.name('nl')} (RT) moest passen: een bieding van zijn LT op die beurt "
                "geldt als op de beurt (28A).",
                f"{turn.name('en')} (RHO) had to pass: a call by his LHO at that turn counts "
                "as in rotation (28A).",
            )
        )
    insufficient = lowest = None
    if isinstance(call, Call) and call.is_bid and turn is not None:
        insufficient = not auction.is_sufficient(call)
        assert call.denom is not None
        lowest = auction.lowest_sufficient(call.denom)
        if insufficient:
            last, by = auction.last_bid, auction.last_bid_by
            assert last is not None and by is not None
            low_nl = lowest.format("nl") if lowest else "geen"
            low_en = lowest.format("en") if lowest else "none"
            notes.append(
                Text.of(
                    f"Onvoldoende: het laatste bod was {last.format('nl')} van {by.name('nl')}; "
                    f"laagste voldoende bod in {call.denom.name('nl')}: {low_nl}.",
                    f"Insufficient: the last bid was {last.format('en')} by {by.name('en')}; "
                    f"lowest sufficient bid in {call.denom.name('en')}: {low_en}.",
                )
            )
    topic, law, laws = _topic(call, relation, by_28a, called_before, insufficient, inadmissible)
    if turn is not None and relation != "self" and not by_28a:
        notes.insert(0, _turn_note(turn, offender, relation, called_before))
    return AuctionFacts(
        auction,
        offender,
        call,
        turn,
        relation,
        by_28a,
        called_before,
        insufficient,
        lowest,
        tuple(inadmissible),
        topic,
        law,
        laws,
        tuple(notes),
    )


def _turn_note(turn: Seat, offender: Seat, relation: Relation | None, before: bool) -> Text:
    words = {
        "rho": ("de rechtertegenstander (RT)", "the right-hand opponent (RHO)"),
        "partner": ("de partner", "the partner"),
        "lho": ("de linkertegenstander (LT)", "the left-hand opponent (LHO)"),
    }
    nl, en = words[relation or "rho"]
    text_nl = f"{turn.name('nl')} was aan de beurt: {nl} van {offender.name('nl')}."
    text_en = f"It was {turn.name('en')}'s turn: {en} of {offender.name('en')}."
    if relation == "lho":
        if before:
            text_nl += " De overtreder had al geboden: dit is een wijziging van bieding (25, 31C)."
            text_en += " The offender had called before: this is a change of call (25, 31C)."
        else:
            text_nl += " De overtreder had nog niet geboden (30B1, 31B)."
            text_en += " The offender had not called before (30B1, 31B)."
    return Text.of(text_nl, text_en)


def _topic(
    call: IrregularCall,
    relation: Relation | None,
    by_28a: bool,
    called_before: bool,
    insufficient: bool | None,
    inadmissible: list[Inadmissible],
) -> tuple[str | None, str | None, tuple[str, ...]]:
    """The guide topic and laws. Inadmissible calls come first: 39 and 38 whatever the
    turn, 36 even out of turn (36B4), 37 for a player who had to pass."""
    for kind in (
        "after_final_pass",
        "bid_above_seven",
        "double_not_permitted",
        "redouble_not_permitted",
        "obliged_to_pass",
    ):
        if kind in inadmissible:
            law = INADMISSIBLE_LAW[kind]
            return INADMISSIBLE_TOPIC[law], law, ("35", law)
    in_turn = relation == "self" or by_28a
    if not in_turn:
        assert isinstance(call, Call)
        if relation == "lho" and called_before:
            specific = "30B2" if call.is_pass else ("31C" if call.is_bid else "25")
            return "changed-call", "25", ("25", specific)
        section = {"pass": "30", "bid": "31", "double": "32", "redouble": "32"}[call.kind.value]
        part = "A" if relation == "rho" else ("B1" if call.is_pass else "B")
        laws: tuple[str, ...] = ("29", f"{section}{part}")
        if insufficient:
            laws += ("27",)
        return "call-out-of-turn", "29", laws
    if insufficient:
        return "insufficient-bid", "27", ("27",) + (("28A",) if by_28a else ())
    return None, None, (("28A",) if by_28a else ())


#: The guide's topic for each law of an inadmissible call, by its stable id (the guide
#: uses the calculators, not the other way round: ``tests/calc/test_auction_facts.py``
#: checks that each topic exists and is filed under its law).
INADMISSIBLE_TOPIC = {
    "36": "inadmissible-double",
    "37": "action-violating-obligation-to-pass",
    "38": "bid-above-seven",
    "39": "call-after-final-pass",
}


def parse_auction(dealer: Seat, text: str) -> Auction:
    """The calls before the irregularity, as a legal auction (AuctionError if not)."""
    return Auction.parse(dealer, text)
