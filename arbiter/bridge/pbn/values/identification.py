"""The identification section (PBN 3.4): board, dealer, vulnerability, deal, declarer,
contract, result and score, one small function a tag."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from arbiter.bridge.card import Card
from arbiter.bridge.contract import Doubled
from arbiter.bridge.deal import TRICKS, Deal, check_partial, read_pbn_hands
from arbiter.bridge.denom import Denom
from arbiter.bridge.pbn.errors import PbnError
from arbiter.bridge.pbn.syntax import Tag
from arbiter.bridge.pbn.values.codes import DENOMS, SEATS, UNKNOWN, pbn_error
from arbiter.bridge.seat import Seat, Side
from arbiter.i18n import InputError

Vulnerable = Literal["none", "NS", "EW", "both"]
"""Who is vulnerable, as :class:`arbiter.calc.scoring.Vulnerability` values."""

_VULNERABLE: dict[str, Vulnerable] = {
    "NONE": "none",
    "LOVE": "none",
    "-": "none",
    "NS": "NS",
    "EW": "EW",
    "ALL": "both",
    "BOTH": "both",
}


def board_number(tag: Tag) -> int | None:
    """Board (3.4.4): a positive integer; ``01`` is read as 1."""
    value = tag.value.strip()
    if value in UNKNOWN:
        return None
    if not value.isdigit() or int(value) < 1:
        raise pbn_error(
            tag,
            tag.line,
            f"spelnummer '{value[:20]}' is geen positief geheel getal.",
            f"board number '{value[:20]}' is not a positive whole number.",
            "1, 2, 3, …",
        )
    return int(value)


def seat(tag: Tag) -> Seat | None:
    """Dealer (3.4.9), and the seat of Auction and Play: W, N, E or S, any case."""
    value = tag.value.strip()
    if value in UNKNOWN:
        return None
    found = SEATS.get(value.upper())
    if found is None:
        raise pbn_error(
            tag,
            tag.line,
            f"'{value[:20]}' is geen windrichting.",
            f"'{value[:20]}' is not a seat.",
            "N",
            "E",
            "S",
            "W",
        )
    return found


def declarer(tag: Tag) -> tuple[Seat | None, bool]:
    """Declarer (3.4.13): the seat, and whether it is written ``^S`` (declarer and dummy
    swapped, an irregularity). Empty when the board was passed out."""
    value = tag.value.strip()
    swapped = value.startswith("^")
    found = seat(Tag(tag.name, value[1:] if swapped else value, tag.line))
    return found, swapped and found is not None


def vulnerable(tag: Tag) -> Vulnerable | None:
    """Vulnerable (3.4.10): None/Love/-, NS, EW, All/Both, any case."""
    value = tag.value.strip()
    if value == "?" or not value:
        return None
    found = _VULNERABLE.get(value.upper())
    if found is None:
        raise pbn_error(
            tag,
            tag.line,
            f"kwetsbaarheid '{value[:20]}' bestaat niet in PBN.",
            f"vulnerability '{value[:20]}' does not exist in PBN.",
            "None",
            "NS",
            "EW",
            "All",
        )
    return found


def deal_hands(tag: Tag) -> dict[Seat, frozenset[Card] | None] | None:
    """Deal (3.4.11): the four hands; ``-`` for a hand left out; fewer than 13 cards a hand
    in an end position (3.10). A full deal is checked for 52 different cards, 13 a hand;
    a partial one for equal hands and no card twice."""
    value = tag.value.strip()
    if value in UNKNOWN:
        return None
    try:
        hands = read_pbn_hands(value)
        given = {s: cards for s, cards in hands.items() if cards is not None}
        if len(given) == 4 and any(len(cards) == TRICKS for cards in given.values()):
            Deal.from_hands(given)
        else:
            check_partial(hands)
    except InputError as error:
        raise PbnError.placed(error, line=tag.line, tag=tag.name) from None
    return {s: None if cards is None else frozenset(cards) for s, cards in hands.items()}


_CONTRACT = re.compile(r"([1-7])\s*(NT|N|S|H|D|C)\s*(XX|X|R|\*\*|\*)?", re.IGNORECASE)
_TRUMP_ONLY = re.compile(r"(NT|N|S|H|D|C)", re.IGNORECASE)


_DOUBLED: tuple[Doubled, Doubled, Doubled] = (0, 1, 2)  # by the number of X


def contract_bid(tag: Tag) -> tuple[int, Denom, Doubled] | Literal["pass"] | Denom | None:
    """Contract (3.4.14): ``(level, denomination, doubled)``, ``"pass"``, or only a
    denomination (the trump of an end position, 3.10). ``3N``, ``4Sx`` and ``3NR`` (R for
    redoubled, rpbridge.net) are read too."""
    value = tag.value.strip()
    if value in UNKNOWN:
        return None
    if value.lower() in ("pass", "passed", "ap"):
        return "pass"
    match = _CONTRACT.fullmatch(value)
    if match is not None:
        risk = (match.group(3) or "").upper().replace("*", "X").replace("R", "XX")
        return int(match.group(1)), DENOMS[match.group(2).upper()], _DOUBLED[len(risk)]
    if _TRUMP_ONLY.fullmatch(value):
        return DENOMS[value.upper()]
    raise pbn_error(
        tag,
        tag.line,
        f"contract '{value[:20]}' is niet te lezen.",
        f"contract '{value[:20]}' cannot be read.",
        "4S",
        "3NT",
        "4HX",
        "6DXX",
        "Pass",
    )


@dataclass(frozen=True, slots=True)
class PbnResult:
    """Result (3.4.15): tricks won, as declarer's number and per side where known.

    ``declarer`` is ``None`` when the tag gives only the other side's tricks and no
    declarer is known. ``caret``: the value starts with ``^``, the players agreed on a
    number that differs from the tricks actually won.
    """

    text: str
    declarer: int | None
    ns: int | None
    ew: int | None
    caret: bool = False


_RESULT_PART = re.compile(r"(NS|EW)\s*(\d+)", re.IGNORECASE)


def result(tag: Tag, declarer_seat: Seat | None) -> PbnResult | None:
    """Result: ``11``, ``NS 11``, ``EW 2``, ``NS 11 EW 2``, ``EW 2 NS 11``, each with an
    optional ``^``; ``?`` unknown; empty when passed out."""
    text = tag.value.strip()
    value = text[1:].strip() if text.startswith("^") else text
    if value in UNKNOWN:
        return None
    accepted = ("10", "NS 10", "EW 3", "NS 10 EW 3", "?")
    caret = text.startswith("^")
    if value.isdigit():
        number = _tricks(tag, value, accepted)
        if declarer_seat is None:
            return PbnResult(text, number, None, None, caret)
        if declarer_seat.side is Side.NS:
            return PbnResult(text, number, number, TRICKS - number, caret)
        return PbnResult(text, number, TRICKS - number, number, caret)
    sides: dict[str, int] = {}
    parts = _RESULT_PART.findall(value)
    rebuilt = " ".join(f"{side} {number}" for side, number in parts)
    if not parts or rebuilt.upper() != " ".join(value.split()).upper():
        raise pbn_error(
            tag,
            tag.line,
            f"uitslag '{value[:20]}' is geen aantal slagen.",
            f"result '{value[:20]}' is not a number of tricks.",
            *accepted,
        )
    for side, number in parts:
        key = side.upper()
        if key in sides:
            raise pbn_error(
                tag,
                tag.line,
                f"uitslag '{value[:20]}' noemt {key} twee keer.",
                f"result '{value[:20]}' names {key} twice.",
                *accepted,
            )
        sides[key] = _tricks(tag, number, accepted)
    if sum(sides.values()) > TRICKS:
        raise pbn_error(
            tag,
            tag.line,
            f"uitslag '{value[:20]}': samen meer dan 13 slagen.",
            f"result '{value[:20]}': more than 13 tricks together.",
            *accepted,
        )
    ns, ew = sides.get("NS"), sides.get("EW")
    own = None
    if declarer_seat is not None:
        mine, theirs = (ns, ew) if declarer_seat.side is Side.NS else (ew, ns)
        own = mine if mine is not None else None if theirs is None else TRICKS - theirs
    return PbnResult(text, own, ns, ew, caret)


def _tricks(tag: Tag, digits: str, accepted: Sequence[str]) -> int:
    number = int(digits)
    if number > TRICKS:
        raise pbn_error(
            tag,
            tag.line,
            f"uitslag {number}: meer dan 13 slagen.",
            f"result {number}: more than 13 tricks.",
            *accepted,
        )
    return number


_SCORE_PART = re.compile(r"(NS|EW)\s*([+-]?\d+)", re.IGNORECASE)


def side_score(tag: Tag, declarer_seat: Seat | None = None) -> int | None:
    """Score (4.2.1) and OptimumScore (4.2.7), as North-South's points.

    ``NS 620``, ``EW -620``, ``NS 620 EW -620``, ``NS +620``; a bare number is
    declarer's score (Score only). ``None`` when unknown, or when only declarer's score is
    given and there is no declarer."""
    value = tag.value.strip()
    if value in UNKNOWN:
        return None
    accepted = ("NS 620", "EW -100", "NS 620 EW -620")
    if re.fullmatch(r"[+-]?\d+", value):
        if declarer_seat is None:
            return None
        points = int(value)
        return points if declarer_seat.side is Side.NS else -points
    parts = _SCORE_PART.findall(value)
    rebuilt = " ".join(f"{side} {points}" for side, points in parts)
    if not parts or rebuilt.upper() != " ".join(value.split()).upper():
        raise pbn_error(
            tag,
            tag.line,
            f"score '{value[:30]}' is niet te lezen.",
            f"score '{value[:30]}' cannot be read.",
            *accepted,
        )
    scores = {side.upper(): int(points) for side, points in parts}
    if "NS" in scores and "EW" in scores and scores["NS"] != -scores["EW"]:
        raise pbn_error(
            tag,
            tag.line,
            f"score '{value[:30]}': NZ en OW moeten tegengesteld zijn.",
            f"score '{value[:30]}': NS and EW must be opposite.",
            *accepted,
        )
    return scores["NS"] if "NS" in scores else -scores["EW"]
