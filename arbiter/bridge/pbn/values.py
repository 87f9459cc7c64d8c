"""PBN tag values, tag by tag: the standard's forms, and the forms real files use.

Each function reads one tag's value (or section) as PBN 2.1 defines it and returns plain
values; a bad value raises :class:`~arbiter.bridge.pbn.errors.PbnError` with the line and
tag (the record number is added by :mod:`arbiter.bridge.pbn.records`). Unknown (``?``)
and not applicable (empty) values give ``None``. The functions are small and separate on
purpose: each is tested on its own against the standard and the corpus, and each could
replace a line of endplay's ``PBNDecoder._tags_to_board`` (see docs/pbn.md), where
endplay 0.5.12 reads ``Result "NS 11"`` with ``int()``, ``Result "?"`` as 0 tricks,
``Vulnerable "Love"`` not at all, and notes of one board into the next.

Besides the standard forms, what files in the wild write is read too: ``3N`` for 3NT,
``x`` for a double, board numbers with a leading zero (``01``), ``NS +620`` in
OptimumScore, a claim written as ``-`` cards without ``*``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from arbiter.bridge.call import DOUBLE, PASS, REDOUBLE, Call
from arbiter.bridge.card import Card
from arbiter.bridge.deal import TRICKS, Deal, check_partial, pbn_rank, read_pbn_hands
from arbiter.bridge.denom import Denom, Suit
from arbiter.bridge.pbn.errors import PbnError
from arbiter.bridge.pbn.syntax import Tag
from arbiter.bridge.seat import Seat, Side
from arbiter.i18n import InputError

__all__ = [
    "Column",
    "PbnAuction",
    "PbnCall",
    "PbnCard",
    "PbnPlay",
    "PbnResult",
    "PbnTable",
    "Vulnerable",
    "auction",
    "board_number",
    "contract_bid",
    "deal_hands",
    "declarer",
    "double_dummy_tricks",
    "notes",
    "optimum_result_table",
    "play",
    "result",
    "seat",
    "side_score",
    "table",
    "vulnerable",
]

Vulnerable = Literal["none", "NS", "EW", "both"]
"""Who is vulnerable, as :class:`arbiter.calc.scoring.Vulnerability` values."""

_UNKNOWN = ("", "?")  # "?" unknown, "" not applicable (PBN 3.4)
_SEATS = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}
_DENOMS = {
    "S": Denom.SPADES,
    "H": Denom.HEARTS,
    "D": Denom.DIAMONDS,
    "C": Denom.CLUBS,
    "NT": Denom.NOTRUMP,
    "N": Denom.NOTRUMP,  # "3N": BBO and scoring programs write it
}
_SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
_VULNERABLE: dict[str, Vulnerable] = {
    "NONE": "none",
    "LOVE": "none",
    "-": "none",
    "NS": "NS",
    "EW": "EW",
    "ALL": "both",
    "BOTH": "both",
}


def _error(tag: Tag | str, line: int | None, nl: str, en: str, *accepted: str) -> PbnError:
    name = tag if isinstance(tag, str) else tag.name
    return PbnError(nl, en, line=line, tag=name, accepted=accepted)


# -- identification section (3.4) ----------------------------------------------------------


def board_number(tag: Tag) -> int | None:
    """Board (3.4.4): a positive integer; ``01`` is read as 1."""
    value = tag.value.strip()
    if value in _UNKNOWN:
        return None
    if not value.isdigit() or int(value) < 1:
        raise _error(
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
    if value in _UNKNOWN:
        return None
    found = _SEATS.get(value.upper())
    if found is None:
        raise _error(
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
        raise _error(
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
    if value in _UNKNOWN:
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


def contract_bid(tag: Tag) -> tuple[int, Denom, int] | Literal["pass"] | Denom | None:
    """Contract (3.4.14): ``(level, denomination, doubled)``, ``"pass"``, or only a
    denomination (the trump of an end position, 3.10). ``3N``, ``4Sx`` and ``3NR`` (R for
    redoubled, rpbridge.net) are read too."""
    value = tag.value.strip()
    if value in _UNKNOWN:
        return None
    if value.lower() in ("pass", "passed", "ap"):
        return "pass"
    match = _CONTRACT.fullmatch(value)
    if match is not None:
        risk = (match.group(3) or "").upper().replace("*", "X").replace("R", "XX")
        return int(match.group(1)), _DENOMS[match.group(2).upper()], len(risk)
    if _TRUMP_ONLY.fullmatch(value):
        return _DENOMS[value.upper()]
    raise _error(
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
    if value in _UNKNOWN:
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
        raise _error(
            tag,
            tag.line,
            f"uitslag '{value[:20]}' is geen aantal slagen.",
            f"result '{value[:20]}' is not a number of tricks.",
            *accepted,
        )
    for side, number in parts:
        key = side.upper()
        if key in sides:
            raise _error(
                tag,
                tag.line,
                f"uitslag '{value[:20]}' noemt {key} twee keer.",
                f"result '{value[:20]}' names {key} twice.",
                *accepted,
            )
        sides[key] = _tricks(tag, number, accepted)
    if sum(sides.values()) > TRICKS:
        raise _error(
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
        own = mine if mine is not None else TRICKS - theirs  # type: ignore[operator]
    return PbnResult(text, own, ns, ew, caret)


def _tricks(tag: Tag, digits: str, accepted: Sequence[str]) -> int:
    number = int(digits)
    if number > TRICKS:
        raise _error(
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
    if value in _UNKNOWN:
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
        raise _error(
            tag,
            tag.line,
            f"score '{value[:30]}' is niet te lezen.",
            f"score '{value[:30]}' cannot be read.",
            *accepted,
        )
    scores = {side.upper(): int(points) for side, points in parts}
    if "NS" in scores and "EW" in scores and scores["NS"] != -scores["EW"]:
        raise _error(
            tag,
            tag.line,
            f"score '{value[:30]}': NZ en OW moeten tegengesteld zijn.",
            f"score '{value[:30]}': NS and EW must be opposite.",
            *accepted,
        )
    return scores["NS"] if "NS" in scores else -scores["EW"]


# -- notes, auction and play (3.5, 3.6) ----------------------------------------------------


def notes(tags: Sequence[Tag]) -> dict[int, str]:
    """Note tags (3.5.5, 3.6.5): ``"1:text"`` → ``{1: "text"}``."""
    found: dict[int, str] = {}
    for tag in tags:
        index, colon, text = tag.value.partition(":")
        if not colon or not index.strip().isdigit():
            raise _error(
                tag,
                tag.line,
                f"notitie '{tag.value[:30]}' begint niet met een nummer en dubbele punt.",
                f"note '{tag.value[:30]}' does not start with a number and a colon.",
                "1:text",
            )
        found.setdefault(int(index), text.strip())
    return found


_PIECE = re.compile(r"\^[ISRLisrl]|=\d+=|\$\d+|[!?]{1,2}|[*+]|[A-Za-z0-9-]+")


@dataclass(frozen=True, slots=True)
class _Piece:
    text: str
    line: int


def _pieces(tag: Tag) -> list[_Piece]:
    """The auction or play tokens, split where PBN lets them touch (``1C=1=``, ``SK!``)."""
    pieces: list[_Piece] = []
    for token in tag.data:
        found = _PIECE.findall(token.text)
        if token.quoted or "".join(found) != token.text:
            raise _error(
                tag,
                token.line,
                f"'{token.text[:20]}' is geen bieding, kaart of aantekening.",
                f"'{token.text[:20]}' is not a call, card or annotation.",
            )
        pieces += [_Piece(text, token.line) for text in found]
    return pieces


@dataclass(frozen=True, slots=True)
class PbnCall:
    """One call of the Auction section, with its seat, line and annotations.

    ``insufficient``: marked ``^I``, an insufficient bid the opponents accepted (3.9).
    """

    call: Call
    seat: Seat
    line: int
    note: str | None = None
    nags: tuple[int, ...] = ()
    insufficient: bool = False


@dataclass(frozen=True, slots=True)
class PbnAuction:
    """The Auction section: who called first, the calls, and how the section ends.

    ``end``: ``"*"`` no further calls will be given, ``"+"`` the auction goes on, ``None``
    the calls end the auction or simply stop. ``skipped``: seats whose turn was taken by a
    call out of rotation (``^S``).
    """

    first: Seat
    calls: tuple[PbnCall, ...]
    end: Literal["*", "+"] | None
    line: int
    skipped: tuple[Seat, ...] = ()


_CALL = re.compile(r"([1-7])(NT|N|S|H|D|C)", re.IGNORECASE)
_NON_BIDS = {"PASS": PASS, "P": PASS, "X": DOUBLE, "XX": REDOUBLE, "DBL": DOUBLE, "RDBL": REDOUBLE}


def _call(text: str) -> Call | None:
    found = _NON_BIDS.get(text.upper())
    if found is not None:
        return found
    match = _CALL.fullmatch(text)
    if match is None:
        return None
    return Call.bid(int(match.group(1)), _DENOMS[match.group(2).upper()])


def auction(tag: Tag, note_texts: Mapping[int, str]) -> PbnAuction:
    """The Auction section (3.5): calls in turn from the tag's seat; ``-`` before the first
    call for the seats before it; ``AP`` for the passes that end it; ``*`` or ``+`` at the
    end; notes ``=1=``, NAGs ``$13``, suffixes ``!?`` and ``^I``/``^S`` marks (3.9)."""
    first = seat(tag)
    if first is None:
        raise _error(
            tag,
            tag.line,
            "de tag Auction noemt niet wie als eerste bied.",
            "the Auction tag does not say who calls first.",
            "N",
            "E",
            "S",
            "W",
        )
    calls: list[PbnCall] = []
    skipped: list[Seat] = []
    turn, end, insufficient = first, None, False
    for piece in _pieces(tag):
        text = piece.text
        if end is not None:
            raise _error(
                tag,
                piece.line,
                f"'{text}' staat na het einde ('{end}') van het bieden.",
                f"'{text}' comes after the end ('{end}') of the auction.",
            )
        if text in ("*", "+"):
            end = text
        elif text == "-":
            if calls or skipped:
                raise _error(
                    tag,
                    piece.line,
                    "'-' (nog niet aan de beurt) mag alleen vóór de eerste bieding staan.",
                    "'-' (not yet this player's turn) may only come before the first call.",
                )
            turn = turn.lho
        elif text.upper() == "^S":
            skipped.append(turn)
            turn = turn.lho
        elif text.upper() == "^I":
            insufficient = True
        elif text.upper() == "AP":
            for _ in range(_passes_to_end([c.call for c in calls])):
                calls.append(PbnCall(PASS, turn, piece.line))
                turn = turn.lho
        elif text.startswith("=") or text.startswith("$") or text[0] in "!?":
            if not calls:
                raise _error(
                    tag,
                    piece.line,
                    f"aantekening '{text}' staat niet na een bieding.",
                    f"annotation '{text}' does not follow a call.",
                )
            calls[-1] = _annotate(calls[-1], text, note_texts, tag, piece.line)
        else:
            call = _call(text)
            if call is None:
                raise _error(
                    tag,
                    piece.line,
                    f"'{text[:20]}' is geen bieding.",
                    f"'{text[:20]}' is not a call.",
                    "Pass",
                    "X",
                    "XX",
                    "1C … 7NT",
                    "AP",
                    "-",
                )
            calls.append(PbnCall(call, turn, piece.line, insufficient=insufficient))
            turn, insufficient = turn.lho, False
    return PbnAuction(first, tuple(calls), end, tag.line, tuple(skipped))


def _passes_to_end(calls: Sequence[Call]) -> int:
    """How many passes ``AP`` stands for: to three after a call, or to four in all."""
    if not any(not call.is_pass for call in calls):
        return max(0, 4 - len(calls))
    trailing = 0
    for call in reversed(calls):
        if not call.is_pass:
            break
        trailing += 1
    return max(0, 3 - trailing)


_SUFFIX_NAG = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}


def _annotate(
    item: PbnCall | PbnCard, text: str, note_texts: Mapping[int, str], tag: Tag, line: int
) -> PbnCall | PbnCard:
    """Attach a note reference, NAG or suffix to the call or card before it."""
    if text.startswith("="):
        return replace(item, note=note_texts.get(int(text[1:-1]), ""))
    if text.startswith("$"):
        nag = int(text[1:])
        if nag > 255:
            raise _error(
                tag,
                line,
                f"NAG '{text}' ligt niet tussen $0 en $255.",
                f"NAG '{text}' is not between $0 and $255.",
            )
        return replace(item, nags=(*item.nags, nag))
    offset = 6 if isinstance(item, PbnCard) else 0  # card suffixes are $7-$12 (3.6.3)
    return replace(item, nags=(*item.nags, _SUFFIX_NAG[text] + offset))


@dataclass(frozen=True, slots=True)
class PbnCard:
    """One position of the Play section: the card, or ``None`` for ``-`` (unknown, or not
    played yet) and for ``+`` (``next``: the card to be played now). ``revoke`` and
    ``lead_out_of_turn`` are the marks ``^R`` and ``^L`` (3.9)."""

    card: Card | None
    seat: Seat
    line: int
    note: str | None = None
    nags: tuple[int, ...] = ()
    next: bool = False
    revoke: bool = False
    lead_out_of_turn: bool = False


@dataclass(frozen=True, slots=True)
class PbnPlay:
    """The Play section: a row of four positions per trick, the first for the tag's seat
    and the others clockwise (not in the order played: that needs the trump, see
    :mod:`arbiter.calc.pbn_play`). ``end``: ``"*"`` no further cards will be given (a
    claim or concession), ``"+"`` play goes on, ``None`` neither is written."""

    first: Seat
    tricks: tuple[tuple[PbnCard, ...], ...]
    end: Literal["*", "+"] | None
    line: int

    @property
    def known(self) -> int:
        """How many cards are written (not ``-`` or ``+``)."""
        return sum(1 for row in self.tricks for item in row if item.card is not None)


def _card(text: str) -> Card | None:
    if len(text) < 2:
        return None
    suit = _SUITS.get(text[0].upper())
    rank = pbn_rank(text[1:])
    return None if suit is None or rank is None else Card(suit, rank)


def play(tag: Tag, note_texts: Mapping[int, str]) -> PbnPlay:
    """The Play section (3.6): cards by trick, four to a row from the tag's seat; ``-`` a
    card not known or not played; ``+`` the card to play next; ``*`` the end; notes,
    NAGs, suffixes and ``^R``/``^L`` marks."""
    first = seat(tag)
    if first is None:
        raise _error(
            tag,
            tag.line,
            "de tag Play noemt niet wie de eerste kaart speelt.",
            "the Play tag does not say who plays the first card.",
            "N",
            "E",
            "S",
            "W",
        )
    cards: list[PbnCard] = []
    end: Literal["*", "+"] | None = None
    plus_row: int | None = None  # the row of "+": nothing may follow that row (3.6)
    mark = ""
    for piece in _pieces(tag):
        text = piece.text
        if end == "*" or (plus_row is not None and len(cards) >= 4 * (plus_row + 1)):
            raise _error(
                tag,
                piece.line,
                f"'{text}' staat na het einde ('{end}') van het spelverloop.",
                f"'{text}' comes after the end ('{end}') of the play.",
            )
        position = first.after(len(cards))
        if text == "*":
            end = "*"
        elif text in ("-", "+"):
            if text == "+":
                if plus_row is not None:
                    raise _error(
                        tag,
                        piece.line,
                        "het spelverloop heeft meer dan één '+'.",
                        "the play has more than one '+'.",
                    )
                plus_row, end = len(cards) // 4, "+"
            cards.append(PbnCard(None, position, piece.line, next=text == "+"))
        elif text.upper() in ("^R", "^L"):
            mark = text.upper()
        elif text.startswith("=") or text.startswith("$") or text[0] in "!?":
            if not cards:
                raise _error(
                    tag,
                    piece.line,
                    f"aantekening '{text}' staat niet na een kaart.",
                    f"annotation '{text}' does not follow a card.",
                )
            cards[-1] = _annotate(cards[-1], text, note_texts, tag, piece.line)  # type: ignore[assignment]
        else:
            card = _card(text)
            if card is None:
                raise _error(
                    tag,
                    piece.line,
                    f"'{text[:20]}' is geen kaart.",
                    f"'{text[:20]}' is not a card.",
                    "SA",
                    "HT",
                    "D2",
                    "-",
                    "*",
                )
            cards.append(
                PbnCard(
                    card, position, piece.line, revoke=mark == "^R", lead_out_of_turn=mark == "^L"
                )
            )
            mark = ""
    if len(cards) > 4 * TRICKS:
        raise _error(
            tag,
            cards[4 * TRICKS].line,
            "meer dan 13 slagen in het spelverloop.",
            "more than 13 tricks in the play.",
        )
    while len(cards) % 4:  # "*" or the end in the middle of a row: the rest is not played
        cards.append(PbnCard(None, first.after(len(cards)), cards[-1].line))
    rows = tuple(tuple(cards[i : i + 4]) for i in range(0, len(cards), 4))
    return PbnPlay(first, rows, end, tag.line)


# -- supplemental sections (5) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Column:
    """A table column (5.2): name, ``+``/``-`` order, minimum width and alignment."""

    name: str
    order: str = ""
    width: int | None = None
    align: str = ""


@dataclass(frozen=True, slots=True)
class PbnTable:
    """A supplemental table: its columns and its rows of elements (strings as written)."""

    name: str
    columns: tuple[Column, ...]
    rows: tuple[tuple[str, ...], ...]
    line: int
    row_lines: tuple[int, ...] = ()

    def column(self, name: str) -> int | None:
        """Index of the column ``name`` (case-insensitive), or ``None``."""
        wanted = name.lower()
        return next((i for i, c in enumerate(self.columns) if c.name.lower() == wanted), None)


_COLUMN = re.compile(r"([+-]?)([^\\]*)(?:\\(\d+)([LR]?))?")


def table(tag: Tag) -> PbnTable:
    """A table section (5.2): the tag value names the columns (``Declarer;Result\\2R``),
    the data fill them row by row, any number of elements to a line."""
    columns: list[Column] = []
    for part in tag.value.split(";"):
        match = _COLUMN.fullmatch(part.strip())
        if match is None or not match.group(2).strip():
            raise _error(
                tag,
                tag.line,
                f"kolomnaam '{part[:20]}' is niet te lezen.",
                f"column name '{part[:20]}' cannot be read.",
                "Declarer;Denomination\\2R;Result\\2R",
            )
        order, name, width, align = match.groups()
        columns.append(Column(name.strip(), order, int(width) if width else None, align or ""))
    size = len(columns)
    if len(tag.data) % size:
        cut = tag.data[len(tag.data) - len(tag.data) % size]
        raise _error(
            tag,
            cut.line,
            f"de tabel heeft {size} kolommen, maar {len(tag.data)} elementen: de laatste rij "
            "is niet vol.",
            f"the table has {size} columns but {len(tag.data)} elements: the last row is not full.",
        )
    data = tag.data
    rows = tuple(tuple(t.text for t in data[i : i + size]) for i in range(0, len(data), size))
    lines = tuple(data[i].line for i in range(0, len(data), size))
    return PbnTable(tag.name, tuple(columns), rows, tag.line, lines)


def optimum_result_table(tag: Tag) -> dict[Seat, dict[Denom, int]]:
    """OptimumResultTable (5.7): double-dummy tricks per declarer and denomination.

    The columns are found by name, so their order does not matter; a table with fewer
    than 20 rows gives what it has."""
    found = table(tag)
    where = [found.column(name) for name in ("Declarer", "Denomination", "Result")]
    if None in where:
        raise _error(
            tag,
            tag.line,
            "de kolommen Declarer, Denomination en Result ontbreken.",
            "the columns Declarer, Denomination and Result are missing.",
            "Declarer;Denomination\\2R;Result\\2R",
        )
    tricks: dict[Seat, dict[Denom, int]] = {}
    for row, line in zip(found.rows, found.row_lines, strict=True):
        who, denom, number = (row[i] for i in where)  # type: ignore[index]
        if (
            who.upper() not in _SEATS
            or denom.upper() not in _DENOMS
            or not number.isdigit()
            or int(number) > TRICKS
        ):
            raise _error(
                tag,
                line,
                f"rij '{' '.join(row)[:30]}' is geen leider, kleur en aantal slagen (0-13).",
                f"row '{' '.join(row)[:30]}' is not a declarer, denomination and tricks (0-13).",
                "N NT 9",
                "E S 10",
            )
        tricks.setdefault(_SEATS[who.upper()], {})[_DENOMS[denom.upper()]] = int(number)
    return tricks


_DD_ORDER = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
_DD_DENOMS = (Denom.NOTRUMP, Denom.SPADES, Denom.HEARTS, Denom.DIAMONDS, Denom.CLUBS)


def double_dummy_tricks(tag: Tag) -> dict[Seat, dict[Denom, int]] | None:
    """DoubleDummyTricks (BridgeComposer, Bridgewebs, RealBridge; not in the standard):
    20 hexadecimal digits, declarers N S E W, denominations NT S H D C."""
    value = tag.value.strip()
    if value in _UNKNOWN:
        return None
    if not re.fullmatch(r"[0-9a-dA-D]{20}", value):
        raise _error(
            tag,
            tag.line,
            f"'{value[:24]}' is geen 20 cijfers 0-9/a-d (leiders N Z O W, kleuren SA ♠ ♥ ♦ ♣).",
            f"'{value[:24]}' is not 20 digits 0-9/a-d (declarers N S E W, denominations NT S "
            "H D C).",
            "89967899674347643476",
        )
    digits = iter(value)
    return {who: {denom: int(next(digits), 16) for denom in _DD_DENOMS} for who in _DD_ORDER}
