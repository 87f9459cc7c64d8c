"""Hand-record files other than PBN: BBO's LIN and endplay's JSON, and which format a file is.

Clubs mostly get PBN from the dealing machine's program, but a session played or prepared
on Bridge Base Online comes as LIN (``md|3SAK...,S...,S...,|ah|Board 1|sv|o|``), and a
deal set written with endplay (the deal library arbiter uses) as its JSON. endplay reads
those formats (``endplay.parsers.lin``, ``endplay.parsers.json``); its fourth parser,
``endplay.parsers.dealer``, reads Dealer *scripts*, the conditions a deal generator works
from, which hold no deals: such a file is refused with that said.

This module only finds each board's parts and where they stand in the file (line): board
number, dealer and vulnerability as given, and the deal as endplay reads it. The checks
every hand record gets, whatever its format (52 different cards, 13 a hand, dealer and
vulnerability of the board number, one deal per board), are in
:mod:`arbiter.calc.hand_records`, which also names the place of a problem.

LIN is tokenised here rather than with ``endplay.parsers.lin.loads``: that joins the
lines (a problem could not be placed) and splits boards only at ``pn|``, which a hand
record written by a dealing program need not have. Each hand string still goes through
endplay's ``Deal.from_lin`` (the fourth hand may be left out, as BBO does).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any, Literal

from arbiter.bridge import Seat
from arbiter.i18n import InputError, Lang

__all__ = ["ACCEPTED", "Found", "detect", "json_boards", "lin_boards"]

Format = Literal["pbn", "lin", "json"]

#: The formats accepted, as error messages name them (nl, en).
FORMATS_NL = "PBN (.pbn), LIN van Bridge Base Online (.lin) of JSON van endplay (.json)"
FORMATS_EN = "PBN (.pbn), LIN from Bridge Base Online (.lin) or endplay's JSON (.json)"
ACCEPTED = (
    '.pbn: [Board "1"] [Dealer "N"] [Vulnerable "None"] [Deal "N:..."]',
    ".lin: md|3SAK...,S...,S...,|ah|Board 1|sv|o|",
    '.json: [{"deal": {"north": [...], ...}, "board_num": 1, ...}]',
)


@dataclass(frozen=True, slots=True)
class Found:
    """One board as a LIN or JSON file gives it, before the checks."""

    board: int | None
    line: int
    deal: str | None  # PBN ("N:..."), or None when the deal could not be read
    dealer: Seat | None
    vulnerability: str | None  # "none", "NS", "EW", "both"
    problem: tuple[str, str] | None = None  # why the deal could not be read (nl, en)


class FormatError(InputError):
    """A problem in a LIN or JSON hand record: placed like :class:`~arbiter.bridge.pbn.
    PbnError` (format, line, board), then what is wrong."""

    def __init__(
        self, fmt: str, nl: str, en: str, *, line: int | None = None, board: int | None = None
    ) -> None:
        self.line, self.board = line, board
        where_nl = [f"regel {line}"] if line is not None else []
        where_en = [f"line {line}"] if line is not None else []
        if board is not None:
            where_nl.append(f"spel {board}")
            where_en.append(f"board {board}")
        prefix_nl = ", ".join([fmt.upper(), *where_nl]) + ": "
        prefix_en = ", ".join([fmt.upper(), *where_en]) + ": "
        self.format = fmt
        super().__init__(
            prefix_nl + nl[:1].upper() + nl[1:], prefix_en + en[:1].upper() + en[1:], ACCEPTED
        )

    def to_json(self, lang: Lang = "nl") -> Mapping[str, object]:
        """The usual error object plus the place, as :class:`PbnError` gives it (a LIN or
        JSON file has no records or tags)."""
        return {**super().to_json(lang), "format": self.format, "line": self.line,
                "record": None, "board": self.board, "tag": None}  # fmt: skip


# -- which format ---------------------------------------------------------------------------

_LIN = re.compile(r"(?:^|\|)\s*md\|", re.MULTILINE)
_PBN = re.compile(r"^\s*\[[A-Za-z][A-Za-z0-9_]*\s+\"", re.MULTILINE)
_DEALER_SCRIPT = re.compile(r"^\s*(?:produce|generate|condition|predeal)\b", re.MULTILINE)


def detect(text: str, name: str | None = None) -> Format:
    """The file's format, from its content; the extension only decides for a file whose
    content is none of them (to say what is wrong with it). Refuses a Dealer script and
    anything else with the accepted formats named."""
    suffix = PurePath(name or "").suffix.lower()
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped[:1] in "[{" and stripped:
        try:
            json.loads(stripped)
            return "json"
        except ValueError:
            if suffix == ".json":
                return "json"  # json_boards names the line where it is not JSON
    if _LIN.search(text):
        return "lin"
    if _PBN.search(text):
        return "pbn"
    if suffix in (".lin", ".pbn"):
        return "lin" if suffix == ".lin" else "pbn"  # their readers say what is missing
    if suffix == ".dlr" or _DEALER_SCRIPT.search(text):
        raise InputError(
            "Dit is een Dealer-script: de voorwaarden waarmee een programma spellen maakt, "
            f"geen spelverdelingen. Lees de spellen zelf in: {FORMATS_NL}.",
            "This is a Dealer script: the conditions a program deals from, not the deals. "
            f"Import the deals themselves: {FORMATS_EN}.",
            ACCEPTED,
        )
    raise InputError(
        f"Dit bestand is geen spelverdelingsbestand dat arbiter kent. Gebruik {FORMATS_NL}.",
        f"This file is no hand-record file arbiter knows. Use {FORMATS_EN}.",
        ACCEPTED,
    )


# -- LIN ------------------------------------------------------------------------------------

_LIN_SEATS = {"1": Seat.SOUTH, "2": Seat.WEST, "3": Seat.NORTH, "4": Seat.EAST}
_LIN_VUL = {"o": "none", "0": "none", "-": "none", "n": "NS", "e": "EW", "b": "both"}
_STARTS_BOARD = ("qx", "pn")  # keys that open a board's line in BBO's files


def _lin_pairs(text: str) -> Iterator[tuple[str, str, int]]:
    """(key, value, line of the key) of ``key|value|`` pairs, lines counted from 1."""
    fields = text.split("|")
    line = 1
    for k in range(0, len(fields) - 1, 2):
        key, value = fields[k], fields[k + 1]
        line_of_key = line + key.count("\n") - key.lstrip().count("\n")
        line += key.count("\n") + value.count("\n")
        yield key.strip().lower(), value, line_of_key


def lin_boards(text: str) -> list[Found]:
    """Every board of a LIN file (a board from ``qx``/``pn`` or ``md`` to the next)."""
    boards: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    pending: dict[str, Any] = {}
    for key, value, line in _lin_pairs(text):
        if key == "md":
            if current is not None:
                boards.append(current)
            current = {**pending, "md": (value, line)}
            pending = {}
        elif key in _STARTS_BOARD and current is not None and not pending:
            pending = {key: (value, line)}
        elif key in ("ah", "sv", *_STARTS_BOARD):
            # after this board's md, or (already given for it) before the next board's
            target = pending if pending or current is None or key in current else current
            target.setdefault(key, (value, line))
    if current is not None:
        boards.append(current)
    return [_lin_board(b) for b in boards]


def _lin_number(parts: dict[str, Any]) -> int | None:
    for key in ("ah", "qx"):
        if key in parts:
            digits = re.search(r"\d+", parts[key][0])
            if digits:
                return int(digits.group())
    return None


def _lin_board(parts: dict[str, Any]) -> Found:
    value, line = parts["md"]
    number = _lin_number(parts)
    value = value.strip()
    dealer = _LIN_SEATS.get(value[:1])
    vul = None
    if "sv" in parts:
        given, sv_line = parts["sv"]
        vul = _LIN_VUL.get(given.strip().lower())
        if vul is None:
            raise FormatError(
                "lin",
                f"kwetsbaarheid sv|{given}| bestaat niet: o (niemand), n (NZ), e (OW) of b "
                "(allen).",
                f"vulnerability sv|{given}| does not exist: o (none), n (NS), e (EW) or b (both).",
                line=sv_line,
                board=number,
            )
    try:
        from endplay.types import Deal as EndplayDeal

        deal = EndplayDeal.from_lin(value.upper(), complete_deal=True).to_pbn()
        problem = None
    except (ValueError, IndexError, KeyError) as error:
        deal = None
        problem = (
            f"de spelverdeling md|{value}| is niet te lezen ({error}).",
            f"the deal md|{value}| cannot be read ({error}).",
        )
    return Found(number, line, deal, dealer, vul, problem)


# -- endplay's JSON -----------------------------------------------------------------------------

_JSON_VUL = {0: "none", 1: "both", 2: "NS", 3: "EW"}  # endplay.types.Vul


def json_boards(text: str) -> list[Found]:
    """Every board of a JSON file as endplay writes it (``endplay.parsers.json``): a list
    of boards, or one board."""
    from endplay.parsers import json as endplay_json
    from endplay.types import Board

    stripped = text.lstrip("\ufeff")
    try:
        loaded = endplay_json.loads(stripped)
    except json.JSONDecodeError as error:
        raise FormatError(
            "json",
            f"geen geldige JSON ({error.msg}, kolom {error.colno}).",
            f"not valid JSON ({error.msg}, column {error.colno}).",
            line=error.lineno,
        ) from None
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise FormatError(
            "json",
            f"endplay kan deze JSON niet als spellen lezen ({error}).",
            f"endplay cannot read this JSON as boards ({error}).",
        ) from None
    raw = json.loads(stripped)  # endplay 0.5 drops "dealer" (it looks for "dealer ")
    items = loaded if isinstance(loaded, list) else [loaded]
    keys = [m.start() for m in re.finditer(r'"board_num"\s*:', stripped)]
    out = []
    for index, item in enumerate(items):
        line = stripped.count("\n", 0, keys[index]) + 1 if index < len(keys) else 1
        if not isinstance(item, Board):
            raise FormatError(
                "json",
                f"onderdeel {index + 1} van de lijst is geen spel (een spel heeft deal, "
                "auction, play en board_num).",
                f"item {index + 1} of the list is not a board (a board has deal, auction, "
                "play and board_num).",
                line=line,
            )
        number = item.board_num if isinstance(item.board_num, int) else None
        deal, problem = None, None
        try:
            deal = item.deal.to_pbn()
        except (ValueError, AttributeError) as error:
            problem = (f"de spelverdeling is niet te lezen ({error}).",
                       f"the deal cannot be read ({error}).")  # fmt: skip
        dealer = _json_dealer(raw[index] if isinstance(raw, list) else raw, line, number)
        vul = _JSON_VUL.get(int(item.vul)) if item.vul is not None else None
        out.append(Found(number, line, deal, dealer, vul, problem))
    return out


def _json_dealer(item: Any, line: int, board: int | None) -> Seat | None:
    """The board's ``"dealer"`` as endplay writes it (``"west"``), read here."""
    from endplay.types import Player

    given = item.get("dealer") if isinstance(item, dict) else None
    if given is None:
        return None
    try:
        # endplay's Player counts clockwise from North, as Seat does
        return Seat(int(Player.find(str(given))))
    except (ValueError, KeyError):
        raise FormatError(
            "json",
            f'gever "{given}" bestaat niet: north, east, south of west.',
            f'dealer "{given}" does not exist: north, east, south or west.',
            line=line,
            board=board,
        ) from None
