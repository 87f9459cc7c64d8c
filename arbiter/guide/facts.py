"""Facts the program can work out from table data, so the director is asked less.

The user may give *inputs* (``--fact dealer=N --fact auction="1♥ pas" ...``): the dealer,
the calls before the irregularity, the irregular call and who made it, an exposed card,
the facts of a revoke. From those, *derived facts* are computed; a question whose
``fact`` names a derived fact is answered by it and not asked. A derived fact's value is
always one of the answer ids of the questions that use it (the validator checks this), or
``None`` when the inputs it needs are missing. Some derived facts are only information
for the director (``lowest_sufficient``), shown with the ruling.

Imports of the bridge types are local so that ``arbiter topics`` does not pay for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from arbiter.i18n import InputError, Text

YES, NO = "yes", "no"


def _yes_no(flag: bool) -> str:
    return YES if flag else NO


# -- inputs ----------------------------------------------------------------------------


def _seat(value: str) -> Any:
    from arbiter.bridge import Seat

    return Seat.parse(value)


def _call(value: str) -> Any:
    from arbiter.bridge import Call

    return Call.parse(value)


def _card(value: str) -> Any:
    from arbiter.bridge import Card

    return Card.parse(value)


def _cards(value: str) -> Any:
    from arbiter.bridge import Card

    cards = tuple(Card.parse(part) for part in value.replace(",", " ").split())
    if not cards or len(set(cards)) != len(cards):
        raise InputError(
            f"'{value}' is geen rij verschillende kaarten.",
            f"'{value}' is not a list of different cards.",
            accepted=("♥9 ♥10", "SA HV", "♣3"),
        )
    return cards


def _calls(value: str) -> Any:
    from arbiter.bridge import Call

    return tuple(Call.parse(part) for part in value.replace(",", " ").split())


def _bool(value: str) -> bool:
    word = value.strip().lower()
    if word in {"yes", "ja", "true", "1", "j", "y"}:
        return True
    if word in {"no", "nee", "false", "0", "n"}:
        return False
    raise InputError(
        f"'{value}' is geen ja of nee.",
        f"'{value}' is not yes or no.",
        accepted=("ja/nee", "yes/no", "true/false"),
    )


def _int_range(low: int, high: int) -> Callable[[str], int]:
    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            number = None
        if number is None or not low <= number <= high:
            raise InputError(
                f"'{value}' is geen getal van {low} tot en met {high}.",
                f"'{value}' is not a number from {low} to {high}.",
                accepted=(f"{low}-{high}",),
            )
        return number

    parse.values = tuple(str(n) for n in range(low, high + 1))  # type: ignore[attr-defined]
    return parse


def _choice(*values: str) -> Callable[[str], str]:
    def parse(value: str) -> str:
        word = value.strip().lower()
        if word not in values:
            raise InputError(
                f"'{value}' is geen geldige waarde.",
                f"'{value}' is not a valid value.",
                accepted=values,
            )
        return word

    parse.values = values  # type: ignore[attr-defined]
    return parse


@dataclass(frozen=True, slots=True)
class InputDef:
    name: str
    parse: Callable[[str], Any]
    text: Text
    example: str


# -- the comparable call (23A): meanings the director enters --------------------------


def _meaning(value: str) -> Any:
    from arbiter.bridge.meaning_text import parse_meaning

    return parse_meaning(value)


def _meanings(value: str) -> Any:
    """Several meanings, one per line or separated by ';' (a meaning itself uses spaces,
    commas and '|')."""
    parts = [part for part in value.replace("\n", ";").split(";") if part.strip()]
    if not parts:
        raise InputError(
            "Geen betekenissen opgegeven.",
            "No meanings given.",
            accepted=("simple-raise:♥; 1nt-response",),
        )
    return tuple(_meaning(part) for part in parts)


#: The comparable-call test of Law 23A, as table data: both meanings (and other calls to
#: check), and the director's own judgement of parts 1 and 3 where she overrules the
#: computed proposal (part 2, the subset, is exact). See docs/calc.md.
COMPARABLE_INPUTS = (
    InputDef(
        "withdrawn_meaning",
        _meaning,
        Text.of(
            "betekenis van de ingetrokken bieding (voorinstelling of hcp=… ♠=…)",
            "meaning of the withdrawn call (preset or hcp=… ♠=…)",
        ),
        "open1-major:♠",
    ),
    InputDef(
        "replacement_meaning",
        _meaning,
        Text.of(
            "betekenis van de vervangende bieding (voorinstelling of hcp=… ♠=…)",
            "meaning of the replacement call (preset or hcp=… ♠=…)",
        ),
        "overcall1:♠",
    ),
    InputDef(
        "candidates",
        _meanings,
        Text.of(
            "andere biedingen om na te gaan, gescheiden door ';'",
            "other calls to check, separated by ';'",
        ),
        "simple-raise:♥; 1nt-response",
    ),
    InputDef(
        "same_meaning_judged",
        _bool,
        Text.of(
            "uw oordeel: zelfde of soortgelijke betekenis (23A1)",
            "your judgement: same or similar meaning (23A1)",
        ),
        "yes",
    ),
    InputDef(
        "same_purpose_judged",
        _bool,
        Text.of("uw oordeel: zelfde doel (23A3)", "your judgement: same purpose (23A3)"),
        "no",
    ),
)


INPUTS: dict[str, InputDef] = {
    d.name: d
    for d in (
        InputDef("dealer", _seat, Text.of("gever van het spel", "dealer of the board"), "N"),
        InputDef(
            "auction",
            _calls,
            Text.of(
                "de biedingen vóór de onregelmatigheid, vanaf de gever",
                "the calls before the irregularity, starting with the dealer",
            ),
            "1♥ pas 1♠",
        ),
        InputDef("call", _call, Text.of("de onregelmatige bieding", "the irregular call"), "1♦"),
        InputDef(
            "replacement",
            _call,
            Text.of(
                "de bieding die de onregelmatige vervangt",
                "the call that replaces the irregular one",
            ),
            "2♥",
        ),
        InputDef(
            "offender",
            _seat,
            Text.of(
                "de overtreder: wie de bieding deed, de kaart toonde of verzaakte",
                "the offender: who made the call, showed the card or revoked",
            ),
            "W",
        ),
        InputDef("declarer", _seat, Text.of("de leider", "declarer"), "Z"),
        InputDef("cards", _cards, Text.of(
            "de kaart(en) die één speler toonde, of tegelijk in één slag speelde",
            "the card(s) one player exposed, or played to one trick at the same time"),
            "♥9 ♥10"),
        InputDef("card", _card, Text.of("de getoonde kaart", "the exposed card"), "♥10"),
        InputDef(
            "exposed_count",
            _int_range(1, 13),
            Text.of(
                "aantal getoonde kaarten van deze speler", "number of cards this player exposed"
            ),
            "1",
        ),
        InputDef(
            "exposed_how",
            _choice("accidental", "deliberate"),
            Text.of(
                "hoe de kaart open kwam: accidental (per ongeluk) of deliberate (bewust gespeeld)",
                "how the card was exposed: accidental or deliberate (deliberately played)",
            ),
            "accidental",
        ),
        InputDef(
            "revoker",
            _choice("declarer", "dummy", "defender"),
            Text.of("wie verzaakte", "who revoked"),
            "defender",
        ),
        InputDef(
            "established",
            _bool,
            Text.of("is de verzaking voldongen (63A)?", "is the revoke established (63A)?"),
            "yes",
        ),
        InputDef(
            "revoke_trick",
            _int_range(1, 13),
            Text.of("in welke slag werd verzaakt", "the trick in which the revoke happened"),
            "7",
        ),
        InputDef(
            "revoke_trick_won_by",
            _choice("offender", "offender_partner", "non_offending_side"),
            Text.of("wie won de verzaakslag", "who won the revoke trick"),
            "offender",
        ),
        InputDef(
            "revoke_trick_winner",
            _seat,
            Text.of("wie de verzaakslag won", "who won the revoke trick"),
            "O",
        ),
        InputDef(
            "offending_side_tricks_after",
            _int_range(0, 12),
            Text.of(
                "slagen van de overtreders ná de verzaakslag",
                "tricks the offending side won after the revoke trick",
            ),
            "2",
        ),
        InputDef(
            "failure_to_play_exposed_card",
            _bool,
            Text.of(
                "verzaakt door een open kaart niet te spelen (strafkaart, blinde; 64B3)",
                "revoke by failing to play a faced card (penalty card, dummy; 64B3)",
            ),
            "no",
        ),
        InputDef(
            "same_player_same_suit_again",
            _bool,
            Text.of(
                "tweede verzaking van dezelfde speler in dezelfde kleur (64B2)",
                "second revoke by the same player in the same suit (64B2)",
            ),
            "no",
        ),
        *COMPARABLE_INPUTS,
        InputDef(
            "both_sides_revoked",
            _bool,
            Text.of(
                "hebben beide partijen verzaakt op dit spel (64B7)",
                "did both sides revoke on this board (64B7)",
            ),
            "no",
        ),
    )
}


def tap_values(name: str) -> tuple[str, ...]:
    """The values of an input that can be offered as taps (a few words, a small number,
    yes/no); empty for seats, calls, cards and free text, which need their own pickers."""
    parse = INPUTS[name].parse
    if parse is _bool:
        return (YES, NO)
    return tuple(getattr(parse, "values", ()))


def parse_inputs(raw: Mapping[str, str]) -> dict[str, Any]:
    """Parse user inputs by name; unknown names and bad values raise InputError."""
    parsed: dict[str, Any] = {}
    for name, value in raw.items():
        definition = INPUTS.get(name)
        if definition is None:
            raise InputError(
                f"Onbekend gegeven '{name}'.", f"Unknown fact '{name}'.", accepted=tuple(INPUTS)
            )
        parsed[name] = definition.parse(value) if isinstance(value, str) else value
    return _expand(parsed)


#: Inputs that stand for others: the cards one player exposed (or played to one trick)
#: give their number, and the card itself when there is one.
SHORTHANDS: dict[str, tuple[str, ...]] = {"cards": ("card", "exposed_count")}


def _expand(parsed: dict[str, Any]) -> dict[str, Any]:
    cards = parsed.get("cards")
    if cards is None:
        return parsed
    derived: dict[str, Any] = {"exposed_count": len(cards)}
    if len(cards) == 1:
        derived["card"] = cards[0]
    for name, value in derived.items():
        if name in parsed and parsed[name] != value:
            raise InputError(
                f"'{name}' spreekt 'cards' tegen.",
                f"'{name}' contradicts 'cards'.",
                accepted=(f"{name}={value}",),
            )
    return {**derived, **parsed}


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
    facts = _auction_facts(inputs)
    if facts.insufficient is None:
        raise InputError(*_AFTER_FINAL_PASS)
    return _yes_no(facts.insufficient)


def lowest_sufficient(inputs: Mapping[str, Any]) -> str:
    lowest = _auction_facts(inputs).lowest_sufficient if inputs["call"].is_bid else None
    return "-" if lowest is None else lowest.format("nl")


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


# -- the comparable call (23A) ------------------------------------------------------------


def _judged(inputs: Mapping[str, Any]) -> tuple[tuple[str, bool], ...]:
    pairs = (("same_meaning", "same_meaning_judged"), ("same_purpose", "same_purpose_judged"))
    return tuple((part, bool(inputs[name])) for part, name in pairs if name in inputs)


@lru_cache(maxsize=64)
def _compare(withdrawn: Any, replacement: Any, judged: tuple[tuple[str, bool], ...]) -> Any:
    from arbiter.calc.comparable import compare

    return compare(withdrawn, replacement, judged=dict(judged))


def comparable_verdict(inputs: Mapping[str, Any]) -> Any:
    """The 23A test of the replacement's meaning against the withdrawn call's (the same
    computation as ``arbiter calc comparable``), with the director's own judgement of
    parts 1 and 3 where she gave it; ``None`` without both meanings."""
    if "withdrawn_meaning" not in inputs or "replacement_meaning" not in inputs:
        return None
    return _compare(inputs["withdrawn_meaning"], inputs["replacement_meaning"], _judged(inputs))


def comparable_record(inputs: Mapping[str, Any]) -> dict[str, Any] | None:
    """What a ruling records of the test (``outcome.comparable_call``): the verdict as the
    log keeps it (language-free, reads back with ``from_record``)."""
    verdict = comparable_verdict(inputs)
    return None if verdict is None else verdict.to_record()


def ruling_outcome(outcome: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """A ruling's structured outcome as shown and logged: the topic's own fields, and
    ``comparable_call`` (the 23A test, :func:`comparable_record`) when both meanings were
    given."""
    record = comparable_record(given)
    return dict(outcome) if record is None else {**outcome, "comparable_call": record}


def withdrawn_irregularity(inputs: Mapping[str, Any]) -> str | None:
    """Which irregularity the withdrawn call was, for the consequences of a call that is
    not comparable: out of turn (30B1(b)(ii), 31A2(b), 32A2(b)) or insufficient (27B2).
    Open for a call that was neither (a changed call, say): the director answers."""
    facts = _auction_facts(inputs)
    if facts.relation is None:
        raise InputError(*_AFTER_FINAL_PASS)
    if not facts.in_turn:
        return "out_of_turn"
    return "insufficient" if facts.insufficient else None


def withdrawn_artificial(inputs: Mapping[str, Any]) -> str | None:
    """An artificial pass out of turn is dealt with as a bid (30C). Its meaning says so
    when it is artificial; a natural pass may still be a pass of partner's artificial
    call, so then the question stays (its premise: no)."""
    return YES if inputs["withdrawn_meaning"].kind == "artificial" else None


def comparable_options(inputs: Mapping[str, Any]) -> str:
    """The other calls the director checked (``candidates``), each with the part of 23A
    that makes it comparable, so she can tell the offender his options without advising
    him which to choose. Kept language-free (``spec => key``, one per line); shown with
    :func:`comparable_options_text`."""
    from arbiter.calc.comparable import compare_all

    verdicts = compare_all(inputs["withdrawn_meaning"], inputs["candidates"])
    return "\n".join(
        f"{v.replacement.spec()} => {v.decided_by.key if v.decided_by else '-'}"
        for v in verdicts
    )


def comparable_options_text(value: str, lang: str) -> str:
    from arbiter.bridge.meaning_text import parse_meaning
    from arbiter.calc.comparable import PART_LAWS, PART_NAMES

    lines = []
    for line in value.splitlines():
        spec, _, key = line.rpartition(" => ")
        meaning = parse_meaning(spec)
        label = meaning.label(lang)  # type: ignore[arg-type]
        if key in PART_NAMES:
            part = f"{PART_NAMES[key][lang]} ({PART_LAWS[key]})"  # type: ignore[index]
        else:
            part = "niet vergelijkbaar" if lang == "nl" else "not comparable"
        lines.append(f"{label}: {part}")
    return "; ".join(lines)


def _part(index: int) -> Callable[[Mapping[str, Any]], str]:
    return lambda inputs: _yes_no(comparable_verdict(inputs).parts[index].answer)


def same_meaning(inputs: Mapping[str, Any]) -> str:
    """Part 1 as the deciding part: a similar meaning (a proposal, a judgement) gives way
    to an exact subset, as in the calculator's verdict, so the topic's ruling cites the
    part the record names (23A2 rather than 23A1)."""
    verdict = comparable_verdict(inputs)
    part = verdict.decided_by
    return _yes_no(part is not None and part.key == "same_meaning")


def replacement_comparable(inputs: Mapping[str, Any]) -> str:
    """Comparable or another call: the answer ids of the call-out-of-turn questions that
    ask what the offender's new call is (30B1(b), 31A2, 31B, 32A2, 32B)."""
    return "comparable" if comparable_verdict(inputs).comparable else "other"


def insufficient_replacement(inputs: Mapping[str, Any]) -> str | None:
    """What replaces an insufficient bid (27B1-B4), as far as the data settle it.

    Another insufficient bid is 27B4 from the calls alone. With both meanings: the lowest
    sufficient bid in the same strain when both calls are natural (then the strain named
    is the denomination specified, 27B1(a)); otherwise a comparable call (27B1(b)), which
    may be a double or redouble; a double or redouble that is not comparable (27B3); any
    other bid or a pass (27B2). An artificial insufficient bid's 27B1(a) needs the
    denomination it specified, which the meanings do not name: the comparable test
    decides then, and the director may still answer 'lowest_same' herself.
    """
    call, replacement = inputs["call"], inputs["replacement"]
    if replacement.is_bid:
        facts = _auction_facts({**inputs, "call": replacement})
        if facts.insufficient:
            return "insufficient"
    verdict = comparable_verdict(inputs)
    if verdict is None:
        return None
    natural = (
        inputs["withdrawn_meaning"].kind == "natural"
        and inputs["replacement_meaning"].kind == "natural"
    )
    if natural and call.is_bid and replacement.is_bid:
        lowest = _auction_facts(inputs).lowest_sufficient
        if lowest is not None and lowest == replacement:
            return "lowest_same"
    if verdict.comparable:
        return "comparable"
    if replacement.is_double or replacement.is_redouble:
        return "double"
    return "other"


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


# -- facts as the director reads them ------------------------------------------------------

#: Fact values in words (they are answer ids: ``out_of_turn``, ``lowest_same``), so that
#: no id shows in Dutch or English text (issue 10, family 9). Per fact first, then shared.
_VALUE_WORDS: dict[str, Text] = {
    "yes": Text.of("ja", "yes"),
    "no": Text.of("nee", "no"),
    "rho": Text.of("RT", "RHO"),
    "lho": Text.of("LT", "LHO"),
    "partner": Text.of("partner", "partner"),
    "pass": Text.of("pas", "pass"),
    "bid": Text.of("bod", "bid"),
    "double": Text.of("doublet", "double"),
    "redouble": Text.of("redoublet", "redouble"),
    "legal": Text.of("reglementair", "legal"),
    "out_of_turn": Text.of("voor de beurt", "out of turn"),
    "insufficient": Text.of("onvoldoende", "insufficient"),
    "inadmissible": Text.of("ontoelaatbaar", "inadmissible"),
    "contract": Text.of("contract", "contract"),
    "passed_out": Text.of("voorbijgepast", "passed out"),
    "open": Text.of("nog open", "still open"),
    "declarer": Text.of("leider", "declarer"),
    "dummy": Text.of("blinde", "dummy"),
    "defender": Text.of("tegenspeler", "defender"),
    "accidental": Text.of("per ongeluk", "accidentally"),
    "deliberate": Text.of("bewust", "deliberately"),
    "offender": Text.of("de overtreder", "the offender"),
    "offender_partner": Text.of("zijn partner", "his partner"),
    "non_offending_side": Text.of("de tegenpartij", "the other side"),
    "comparable": Text.of("vergelijkbaar", "comparable"),
    "several": Text.of("twee of meer", "two or more"),
    "honour": Text.of("één honneur", "one honour"),
    "low": Text.of("één lage kaart", "one low card"),
    "later": Text.of("later", "later"),
    "other": Text.of("niet vergelijkbaar", "not comparable"),
}
_FACT_VALUE_WORDS: dict[str, dict[str, Text]] = {
    # short enough for one row of taps on a phone (the revoke's tap_facts)
    "revoke_trick_won_by": {
        "offender": Text.of("verzaker", "revoker"),
        "offender_partner": Text.of("partner", "partner"),
        "non_offending_side": Text.of("tegenpartij", "opponents"),
    },
    "insufficient_replacement": {
        "lowest_same": Text.of("laagste voldoende bod in dezelfde speelsoort",
                               "lowest sufficient bid in the same denomination"),
        "comparable": Text.of("vergelijkbare bieding", "comparable call"),
        "other": Text.of("ander bod of pas", "another bid or a pass"),
        "double": Text.of("doublet of redoublet, niet vergelijkbaar",
                          "double or redouble, not comparable"),
        "insufficient": Text.of("weer onvoldoende", "insufficient again"),
    },
}


def value_text(name: str, value: str, lang: str) -> str:
    """A fact's value in the director's words: a call in the language asked (2NT, not
    2SA), an answer id in words. Unknown values are shown as they are."""
    if name == "lowest_sufficient" and value != "-":
        from arbiter.bridge import Call

        return str(Call.parse(value).format(lang))
    if name == "comparable_options":
        return comparable_options_text(value, lang) if " => " in value else value
    words = _FACT_VALUE_WORDS.get(name, {}).get(value) or _VALUE_WORDS.get(value)
    return value if words is None else words.get_lang(lang)  # type: ignore[arg-type]


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

