"""Table data the director may give (the *inputs* of the guide's facts), and how each is read.

``--fact dealer=N --fact auction="1♥ pas"`` on the command line, the facts screen on the
web: every input declares its kind (:mod:`arbiter.kinds`: a seat, a call, the calls from
the dealer, a card, yes/no, a number between bounds, one of a few choices, a meaning)
with its choices and bounds, and has a parser that says what it accepts, in both
languages (``InputError``); ``parse_inputs`` reads them all by name. A form asks for each
by its declared kind, as for a calculator's inputs. The facts worked out from them are in
:mod:`arbiter.guide.facts`.

Imports of the bridge types are local so that ``arbiter topics`` does not pay for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from arbiter.i18n import InputError, Text
from arbiter.kinds import SEATS, Choice, Kind

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


def _play(value: str) -> Any:
    from arbiter.bridge.tricks import parse_play

    return parse_play(value)


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

    return parse


@dataclass(frozen=True, slots=True)
class InputDef:
    """One input: its name, kind and words, the parser of its text, an example; the
    choices of a choice or a yes/no, the bounds of a number. ``many``: several values in
    one text (the other calls to check, one meaning a line)."""

    name: str
    kind: Kind
    parse: Callable[[str], Any]
    text: Text
    example: str
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    many: bool = False


#: yes/no, as a tap sends it in either language (the parser reads ja/nee too).
YES_NO = (
    Choice(YES, Text.of("ja", "yes"), (YES, "ja")),
    Choice(NO, Text.of("nee", "no"), (NO, "nee")),
)


def seat(name: str, text: Text, example: str = "N") -> InputDef:
    return InputDef(name, "seat", _seat, text, example, SEATS)


def call(name: str, text: Text, example: str) -> InputDef:
    return InputDef(name, "call", _call, text, example)


def yes_no(name: str, text: Text, example: str = NO) -> InputDef:
    """A yes or no the director may leave open (then the question is asked)."""
    return InputDef(name, "bool", _bool, text, example, YES_NO)


def number(name: str, low: int, high: int, text: Text, example: str) -> InputDef:
    return InputDef(name, "int", _int_range(low, high), text, example, minimum=low, maximum=high)


def choice(name: str, choices: tuple[Choice, ...], text: Text, example: str) -> InputDef:
    return InputDef(name, "choice", _choice(*(c.value for c in choices)), text, example, choices)


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
        "meaning",
        _meaning,
        Text.of(
            "betekenis van de ingetrokken bieding (voorinstelling of hcp=… ♠=…)",
            "meaning of the withdrawn call (preset or hcp=… ♠=…)",
        ),
        "open1-major:♠",
    ),
    InputDef(
        "replacement_meaning",
        "meaning",
        _meaning,
        Text.of(
            "betekenis van de vervangende bieding (voorinstelling of hcp=… ♠=…)",
            "meaning of the replacement call (preset or hcp=… ♠=…)",
        ),
        "overcall1:♠",
    ),
    InputDef(
        "candidates",
        "meaning",
        _meanings,
        Text.of(
            "andere biedingen om na te gaan, gescheiden door ';'",
            "other calls to check, separated by ';'",
        ),
        "simple-raise:♥; 1nt-response",
        many=True,
    ),
    yes_no(
        "same_meaning_judged",
        Text.of(
            "uw oordeel: zelfde of soortgelijke betekenis (23A1)",
            "your judgement: same or similar meaning (23A1)",
        ),
        YES,
    ),
    yes_no(
        "same_purpose_judged",
        Text.of("uw oordeel: zelfde doel (23A3)", "your judgement: same purpose (23A3)"),
    ),
)


INPUTS: dict[str, InputDef] = {
    d.name: d
    for d in (
        seat("dealer", Text.of("gever van het spel", "dealer of the board")),
        InputDef(
            "auction",
            "auction",
            _calls,
            Text.of(
                "de biedingen vóór de onregelmatigheid, vanaf de gever",
                "the calls before the irregularity, starting with the dealer",
            ),
            "1♥ pas 1♠",
        ),
        call("call", Text.of("de onregelmatige bieding", "the irregular call"), "1♦"),
        call(
            "replacement",
            Text.of(
                "de bieding die de onregelmatige vervangt",
                "the call that replaces the irregular one",
            ),
            "2♥",
        ),
        seat(
            "offender",
            Text.of(
                "de overtreder: wie de bieding deed, de kaart toonde of verzaakte",
                "the offender: who made the call, showed the card or revoked",
            ),
            "W",
        ),
        seat("declarer", Text.of("de leider", "declarer"), "Z"),
        InputDef(
            "play",
            "text",
            _play,
            Text.of(
                "het spelverloop tot nu toe: per slag wie uitkwam en de kaarten in "
                "volgorde, slagen gescheiden door ';'",
                "the play so far: each trick's leader and its cards in order, tricks "
                "separated by ';'",
            ),
            "W: ♠H ♠2 ♠5 ♠A; N: ♥3",
        ),
        InputDef("cards", "cards", _cards, Text.of(
            "de kaart(en) die één speler toonde, of tegelijk in één slag speelde",
            "the card(s) one player exposed, or played to one trick at the same time"),
            "♥9 ♥10"),
        InputDef("card", "card", _card, Text.of("de getoonde kaart", "the exposed card"), "♥10"),
        number(
            "exposed_count",
            1,
            13,
            Text.of(
                "aantal getoonde kaarten van deze speler", "number of cards this player exposed"
            ),
            "1",
        ),
        choice(
            "exposed_how",
            (Choice("accidental", Text.of("per ongeluk", "accidental")),
             Choice("deliberate", Text.of("bewust", "deliberate"))),
            Text.of(
                "hoe de kaart open kwam: accidental (per ongeluk) of deliberate (bewust gespeeld)",
                "how the card was exposed: accidental or deliberate (deliberately played)",
            ),
            "accidental",
        ),
        choice(
            "revoker",
            (Choice("declarer", Text.of("leider", "declarer")),
             Choice("dummy", Text.of("blinde", "dummy")),
             Choice("defender", Text.of("tegenspeler", "defender"))),
            Text.of("wie verzaakte", "who revoked"),
            "defender",
        ),
        yes_no(
            "established",
            Text.of("is de verzaking voldongen (63A)?", "is the revoke established (63A)?"),
            YES,
        ),
        number(
            "revoke_trick",
            1,
            13,
            Text.of("in welke slag werd verzaakt", "the trick in which the revoke happened"),
            "7",
        ),
        choice(
            "revoke_trick_won_by",
            (Choice("offender", Text.of("overtreder", "offender")),
             Choice("offender_partner",
                    Text.of("partner van de overtreder", "offender's partner")),
             Choice("non_offending_side",
                    Text.of("niet-overtredende partij", "non-offending side"))),
            Text.of("wie won de verzaakslag", "who won the revoke trick"),
            "offender",
        ),
        seat(
            "revoke_trick_winner",
            Text.of("wie de verzaakslag won", "who won the revoke trick"),
            "O",
        ),
        number(
            "offending_side_tricks_after",
            0,
            12,
            Text.of(
                "slagen van de overtreders ná de verzaakslag",
                "tricks the offending side won after the revoke trick",
            ),
            "2",
        ),
        yes_no(
            "failure_to_play_exposed_card",
            Text.of(
                "verzaakt door een open kaart niet te spelen (strafkaart, blinde; 64B3)",
                "revoke by failing to play a faced card (penalty card, dummy; 64B3)",
            ),
        ),
        yes_no(
            "same_player_same_suit_again",
            Text.of(
                "tweede verzaking van dezelfde speler in dezelfde kleur (64B2)",
                "second revoke by the same player in the same suit (64B2)",
            ),
        ),
        *COMPARABLE_INPUTS,
        yes_no(
            "both_sides_revoked",
            Text.of(
                "hebben beide partijen verzaakt op dit spel (64B7)",
                "did both sides revoke on this board (64B7)",
            ),
        ),
    )
}


def tap_values(name: str) -> tuple[str, ...]:
    """The values of an input that can be offered as taps (a few words, a small number,
    yes/no); empty for seats, calls, cards and free text, which need their own pickers."""
    definition = INPUTS[name]
    if definition.kind in ("bool", "choice"):
        return tuple(c.value for c in definition.choices)
    low, high = definition.minimum, definition.maximum
    if definition.kind == "int" and low is not None and high is not None:
        return tuple(str(n) for n in range(low, high + 1))
    return ()


def parse_inputs(raw: Mapping[str, object]) -> dict[str, Any]:
    """Parse user inputs by name; unknown names and bad values raise InputError. A value
    that is no text is taken as already parsed (a chain carries parsed values over)."""
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
