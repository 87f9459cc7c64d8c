"""The auction and play sections (PBN 3.5, 3.6) with their notes: calls in turn and cards
by trick, each with its note, NAGs and marks (3.9)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal, TypeVar

from arbiter.bridge.call import DOUBLE, PASS, REDOUBLE, Call
from arbiter.bridge.card import Card
from arbiter.bridge.deal import TRICKS, pbn_rank
from arbiter.bridge.pbn.syntax import Tag
from arbiter.bridge.pbn.values.codes import DENOMS, SUITS, pbn_error
from arbiter.bridge.pbn.values.identification import seat
from arbiter.bridge.seat import Seat


def notes(tags: Sequence[Tag]) -> dict[int, str]:
    """Note tags (3.5.5, 3.6.5): ``"1:text"`` → ``{1: "text"}``."""
    found: dict[int, str] = {}
    for tag in tags:
        index, colon, text = tag.value.partition(":")
        if not colon or not index.strip().isdigit():
            raise pbn_error(
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
            raise pbn_error(
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
    return Call.bid(int(match.group(1)), DENOMS[match.group(2).upper()])


def auction(tag: Tag, note_texts: Mapping[int, str]) -> PbnAuction:
    """The Auction section (3.5): calls in turn from the tag's seat; ``-`` before the first
    call for the seats before it; ``AP`` for the passes that end it; ``*`` or ``+`` at the
    end; notes ``=1=``, NAGs ``$13``, suffixes ``!?`` and ``^I``/``^S`` marks (3.9)."""
    first = seat(tag)
    if first is None:
        raise pbn_error(
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
    end: Literal["*", "+"] | None = None
    turn, insufficient = first, False
    for piece in _pieces(tag):
        text = piece.text
        if end is not None:
            raise pbn_error(
                tag,
                piece.line,
                f"'{text}' staat na het einde ('{end}') van het bieden.",
                f"'{text}' comes after the end ('{end}') of the auction.",
            )
        if text in ("*", "+"):
            end = "*" if text == "*" else "+"
        elif text == "-":
            if calls or skipped:
                raise pbn_error(
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
                raise pbn_error(
                    tag,
                    piece.line,
                    f"aantekening '{text}' staat niet na een bieding.",
                    f"annotation '{text}' does not follow a call.",
                )
            calls[-1] = _annotate(calls[-1], text, note_texts, tag, piece.line)
        else:
            call = _call(text)
            if call is None:
                raise pbn_error(
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


_Item = TypeVar("_Item", "PbnCall", "PbnCard")


def _annotate(
    item: _Item, text: str, note_texts: Mapping[int, str], tag: Tag, line: int
) -> _Item:
    """Attach a note reference, NAG or suffix to the call or card before it."""
    if text.startswith("="):
        return replace(item, note=note_texts.get(int(text[1:-1]), ""))
    if text.startswith("$"):
        nag = int(text[1:])
        if nag > 255:
            raise pbn_error(
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
    suit = SUITS.get(text[0].upper())
    rank = pbn_rank(text[1:])
    return None if suit is None or rank is None else Card(suit, rank)


def play(tag: Tag, note_texts: Mapping[int, str]) -> PbnPlay:
    """The Play section (3.6): cards by trick, four to a row from the tag's seat; ``-`` a
    card not known or not played; ``+`` the card to play next; ``*`` the end; notes,
    NAGs, suffixes and ``^R``/``^L`` marks."""
    first = seat(tag)
    if first is None:
        raise pbn_error(
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
            raise pbn_error(
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
                    raise pbn_error(
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
                raise pbn_error(
                    tag,
                    piece.line,
                    f"aantekening '{text}' staat niet na een kaart.",
                    f"annotation '{text}' does not follow a card.",
                )
            cards[-1] = _annotate(cards[-1], text, note_texts, tag, piece.line)
        else:
            card = _card(text)
            if card is None:
                raise pbn_error(
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
        raise pbn_error(
            tag,
            cards[4 * TRICKS].line,
            "meer dan 13 slagen in het spelverloop.",
            "more than 13 tricks in the play.",
        )
    while len(cards) % 4:  # "*" or the end in the middle of a row: the rest is not played
        cards.append(PbnCard(None, first.after(len(cards)), cards[-1].line))
    rows = tuple(tuple(cards[i : i + 4]) for i in range(0, len(cards), 4))
    return PbnPlay(first, rows, end, tag.line)
