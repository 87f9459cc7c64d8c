"""PBN records: a game of the file with its tags read into bridge values, and selection.

A :class:`PbnRecord` wraps one :class:`~arbiter.bridge.pbn.syntax.Game` and reads each
tag when it is first asked for, with :mod:`arbiter.bridge.pbn.values`. So a double-dummy
table of a board is not refused because its play record is wrong, and a wrong tag is
reported with its record, board, line and tag. :meth:`PbnRecord.validate` reads every tag
arbiter knows at once: for importing a whole file of hand records, where nothing may be
stored half.

A file often holds the same board more than once: one record per table, as online
platforms and scoring programs export a board's results. :func:`select` picks records by
board, table, room, player or record number, and says what is there when nothing fits.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Literal, TypeVar

from arbiter.bridge.auction import Auction
from arbiter.bridge.card import Card
from arbiter.bridge.contract import Contract, Doubled
from arbiter.bridge.deal import Deal, four_hands
from arbiter.bridge.denom import Denom
from arbiter.bridge.errors import AuctionError
from arbiter.bridge.pbn import values
from arbiter.bridge.pbn.errors import PbnError
from arbiter.bridge.pbn.syntax import Game, Tag, parse
from arbiter.bridge.seat import Seat
from arbiter.i18n import InputError, Lang

__all__ = ["MAX_BYTES", "PbnFile", "PbnRecord", "decode", "listing", "read", "read_file", "select"]

MAX_BYTES = 20_000_000  # a season of results is a few megabytes; this is no PBN file
T = TypeVar("T")
_NO_NAME = ("", "?", "-")


def _placed(method: Callable[[PbnRecord], T]) -> Callable[[PbnRecord], T]:
    """Give every error of a record's reader the record and board number."""

    def wrapper(self: PbnRecord) -> T:
        try:
            return method(self)
        except InputError as error:
            raise PbnError.placed(error, record=self.index, board=self.board_label) from None

    wrapper.__name__ = method.__name__
    wrapper.__doc__ = method.__doc__
    return wrapper


@dataclass(frozen=True, eq=False)
class PbnRecord:
    """One record (game) of a PBN file, read tag by tag on demand."""

    game: Game

    # -- place and identity -----------------------------------------------------------

    @property
    def index(self) -> int:
        """The record's number in the file, from 1."""
        return self.game.index

    @property
    def line(self) -> int:
        """The line of the record's first tag."""
        return self.game.line

    def tag(self, name: str) -> Tag | None:
        return self.game.tag(name)

    def value(self, name: str) -> str | None:
        """The tag's value, ``None`` when the tag is missing, unknown (``?``) or empty."""
        value = self.game.value(name)
        return None if value is None or value.strip() in ("", "?") else value.strip()

    @property
    def board_label(self) -> int | None:
        """The board number if the Board tag is a number (never raises: for messages)."""
        value = self.game.value("Board")
        return int(value) if value is not None and value.strip().isdigit() else None

    @cached_property
    def players(self) -> dict[Seat, str]:
        """The names at the table (West, North, East, South tags), where known."""
        names = {}
        for seat, name in (
            (Seat.NORTH, "North"),
            (Seat.EAST, "East"),
            (Seat.SOUTH, "South"),
            (Seat.WEST, "West"),
        ):
            value = self.game.value(name)
            if value is not None and value.strip() not in _NO_NAME:
                names[seat] = value.strip()
        return names

    @property
    def table(self) -> str | None:
        """The Table tag (4.4.7): which table of the event played this record."""
        return self.value("Table")

    @property
    def room(self) -> str | None:
        """The Room tag (4.1.7): ``Open`` or ``Closed`` in a teams match."""
        return self.value("Room")

    def label(self, lang: Lang = "nl") -> str:
        """``record 3: spel 11, tafel 4, Agica – Mugioiu / O. Herbst – I. Herbst``."""
        nl = lang == "nl"
        parts = [f"record {self.index}"]
        if self.board_label is not None:
            parts.append(f"{'spel' if nl else 'board'} {self.board_label}")
        if self.table is not None:
            parts.append(f"{'tafel' if nl else 'table'} {self.table}")
        if self.room is not None:
            parts.append(f"{'zaal' if nl else 'room'} {self.room}")
        names = self.players
        if names:
            ns = " – ".join(names.get(s, "?") for s in (Seat.NORTH, Seat.SOUTH))
            ew = " – ".join(names.get(s, "?") for s in (Seat.EAST, Seat.WEST))
            parts.append(f"{ns} / {ew}")
        return f"{parts[0]}: {', '.join(parts[1:])}" if len(parts) > 1 else parts[0]

    # -- identification section -------------------------------------------------------

    @cached_property
    @_placed
    def board(self) -> int | None:
        tag = self.tag("Board")
        return None if tag is None else values.board_number(tag)

    @cached_property
    @_placed
    def dealer(self) -> Seat | None:
        tag = self.tag("Dealer")
        return None if tag is None else values.seat(tag)

    @cached_property
    @_placed
    def vulnerable(self) -> values.Vulnerable | None:
        """``"none"``, ``"NS"``, ``"EW"`` or ``"both"`` (the values of the calculators'
        ``Vulnerability``), or ``None`` when the file does not say."""
        tag = self.tag("Vulnerable")
        return None if tag is None else values.vulnerable(tag)

    @cached_property
    @_placed
    def hands(self) -> dict[Seat, frozenset[Card] | None] | None:
        """The Deal tag's hands, ``None`` for a hand the file leaves out."""
        tag = self.tag("Deal")
        return None if tag is None else values.deal_hands(tag)

    @cached_property
    @_placed
    def deal(self) -> Deal:
        """The full deal; :class:`PbnError` when the record has none or only part of one."""
        hands = self.hands or {}
        full = [h for h in (hands.get(seat) for seat in Seat) if h is not None and len(h) == 13]
        if len(full) != 4:
            tag = self.tag("Deal")
            raise PbnError(
                "dit record heeft geen volledige spelverdeling (tag Deal met vier handen "
                "van 13 kaarten).",
                "this record has no full deal (a Deal tag with four hands of 13 cards).",
                line=None if tag is None else tag.line,
                tag="Deal",
            )
        return Deal(four_hands(full))

    @cached_property
    @_placed
    def declarer_tag(self) -> tuple[Seat | None, bool]:
        """The Declarer tag: the seat, and whether it is marked ``^`` (declarer and dummy
        swapped, 3.4.13)."""
        tag = self.tag("Declarer")
        return (None, False) if tag is None else values.declarer(tag)

    @cached_property
    @_placed
    def contract_tag(self) -> tuple[int, Denom, Doubled] | Literal["pass"] | Denom | None:
        tag = self.tag("Contract")
        return None if tag is None else values.contract_bid(tag)

    @cached_property
    @_placed
    def contract(self) -> Contract | None:
        """The contract with its declarer: from the Contract and Declarer tags, or, where
        those are missing, from a complete auction. ``None`` when passed out or unknown."""
        bid = self.contract_tag
        if bid is None or isinstance(bid, Denom):
            found = self.auction_contract
            return found if isinstance(found, Contract) else None
        if bid == "pass":
            return None
        declarer, _swapped = self.declarer_tag
        if declarer is None:
            found = self.auction_contract
            if isinstance(found, Contract):
                declarer = found.declarer
            else:
                tag = self.tag("Declarer") or self.tag("Contract")
                raise PbnError(
                    "bij het contract ontbreekt de leider (tag Declarer), en het bieden "
                    "zegt het ook niet.",
                    "the contract has no declarer (Declarer tag), and the auction does not "
                    "say either.",
                    line=None if tag is None else tag.line,
                    tag="Declarer",
                    accepted=("N", "E", "S", "W"),
                )
        level, denom, doubled = bid
        return Contract(level, denom, doubled, declarer)

    @property
    def passed_out(self) -> bool:
        """All four passed: ``Contract "Pass"``, or an auction of four passes."""
        return self.contract_tag == "pass" or (
            self.contract_tag is None and self.auction_contract == "pass"
        )

    @cached_property
    @_placed
    def result(self) -> values.PbnResult | None:
        tag = self.tag("Result")
        if tag is None or self.passed_out:
            return None
        declarer = self.contract.declarer if self.contract is not None else None
        return values.result(tag, declarer)

    @cached_property
    @_placed
    def score(self) -> int | None:
        """The Score tag as North-South's points (4.2.1)."""
        tag = self.tag("Score")
        if tag is None:
            return None
        declarer = self.contract.declarer if self.contract is not None else None
        return values.side_score(tag, declarer)

    # -- auction and play ---------------------------------------------------------------

    @cached_property
    def _notes(self) -> dict[str, list[Tag]]:
        """Note tags by the section they follow (3.5.5, 3.6.5)."""
        found: dict[str, list[Tag]] = {"Auction": [], "Play": []}
        section = "Auction"
        for tag in self.game.tags:
            if tag.name in found:
                section = tag.name
            elif tag.name == "Note":
                found[section].append(tag)
        return found

    @cached_property
    @_placed
    def auction(self) -> values.PbnAuction | None:
        tag = self.tag("Auction")
        if tag is None:
            return None
        return values.auction(tag, values.notes(self._notes["Auction"]))

    @cached_property
    @_placed
    def auction_contract(self) -> Contract | Literal["pass"] | None:
        """The contract the auction ends in, if it is complete and legal; ``"pass"`` when
        passed out; ``None`` otherwise (no auction, unfinished, irregular)."""
        found = self.auction
        if found is None or not found.calls or found.skipped:
            return None
        if any(call.insufficient for call in found.calls):
            return None
        try:
            legal = Auction(found.calls[0].seat, tuple(call.call for call in found.calls))
            if not legal.is_over:
                return None
            contract = legal.final_contract()
        except AuctionError:
            return None
        return "pass" if contract is None else contract

    @cached_property
    @_placed
    def play(self) -> values.PbnPlay | None:
        tag = self.tag("Play")
        if tag is None:
            return None
        return values.play(tag, values.notes(self._notes["Play"]))

    # -- supplemental sections ----------------------------------------------------------

    @cached_property
    @_placed
    def optimum_tricks(self) -> dict[Seat, dict[Denom, int]] | None:
        """The file's double-dummy table: OptimumResultTable, else DoubleDummyTricks."""
        tag = self.tag("OptimumResultTable")
        if tag is not None and tag.data:
            return values.optimum_result_table(tag)
        tag = self.tag("DoubleDummyTricks")
        return None if tag is None else values.double_dummy_tricks(tag)

    @cached_property
    @_placed
    def optimum_score(self) -> int | None:
        """OptimumScore (4.2.7) as North-South's points (the par score)."""
        tag = self.tag("OptimumScore")
        return None if tag is None else values.side_score(tag)

    def section_table(self, name: str) -> values.PbnTable | None:
        """Any table section by tag name (ScoreTable, TotalScoreTable, ActionTable, …)."""
        tag = self.tag(name)
        if tag is None:
            return None
        try:
            return values.table(tag)
        except InputError as error:
            raise PbnError.placed(error, record=self.index, board=self.board_label) from None

    def validate(self) -> PbnRecord:
        """Read every tag arbiter knows, so a bad one is found now; returns the record."""
        for name in (
            "board",
            "dealer",
            "vulnerable",
            "hands",
            "declarer_tag",
            "contract",
            "result",
            "score",
            "auction",
            "play",
            "optimum_tricks",
            "optimum_score",
        ):
            getattr(self, name)
        return self


@dataclass(frozen=True)
class PbnFile:
    """A PBN file read into records; ``version`` and ``export`` from its ``%`` lines."""

    records: tuple[PbnRecord, ...]
    version: str | None = None
    export: bool = False


def read(text: str) -> PbnFile:
    """Read PBN text into records (syntax checked now, tag values on demand)."""
    parsed = parse(text)
    return PbnFile(tuple(PbnRecord(game) for game in parsed.games), parsed.version, parsed.export)


def read_file(path: str | Path) -> PbnFile:
    """Read a PBN file: UTF-8 (with or without BOM), else Windows-1252 or Latin-1."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise InputError(
            f"Kan PBN-bestand '{path}' niet lezen: {error.strerror}.",
            f"Cannot read PBN file '{path}': {error.strerror}.",
        ) from None
    if len(data) > MAX_BYTES:
        raise InputError(
            f"PBN-bestand '{path}' is {len(data) // 1_000_000} MB; meer dan "
            f"{MAX_BYTES // 1_000_000} MB is geen PBN-bestand van een zitting of toernooi.",
            f"PBN file '{path}' is {len(data) // 1_000_000} MB; more than "
            f"{MAX_BYTES // 1_000_000} MB is no PBN file of a session or event.",
        )
    return read(decode(data))


def decode(data: bytes) -> str:
    """PBN is Latin-1 by the standard (2.2); newer programs write UTF-8, Windows ones
    Windows-1252. UTF-8 is tried first: Latin-1 text is almost never valid UTF-8."""
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


# -- selection --------------------------------------------------------------------------------


def _fold(text: str) -> str:
    """Case and accents folded: 'Müller' is found by 'muller'."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_ROOMS = {"open": "open", "closed": "closed", "gesloten": "closed", "dicht": "closed"}


def select(
    records: Sequence[PbnRecord],
    *,
    board: int | None = None,
    table: str | None = None,
    room: str | None = None,
    player: str | None = None,
    record: int | None = None,
) -> list[PbnRecord]:
    """The records that fit every criterion given; :class:`PbnError` if none does.

    ``record`` is the record number (from 1); ``table`` matches the Table tag; ``room``
    the Room tag (``open``/``closed``, Dutch ``gesloten`` too); ``player`` a part of a
    name at the table (West/North/East/South, PairNS/PairEW), case and accents ignored.
    """
    if not records:
        raise PbnError(
            "het bestand bevat geen enkel spel (geen tags).",
            "the file holds no game at all (no tags).",
        )
    if record is not None:
        if not 1 <= record <= len(records):
            raise PbnError(
                f"record {record} bestaat niet: het bestand heeft {len(records)} records.",
                f"record {record} does not exist: the file has {len(records)} records.",
                accepted=(f"1-{len(records)}",),
            )
        found = [records[record - 1]]
    else:
        found = list(records)
    if board is not None:
        boards = sorted({r.board_label for r in found if r.board_label is not None})
        found = [r for r in found if r.board_label == board]
        if not found:
            raise PbnError(
                f"spel {board} staat niet in het bestand.",
                f"board {board} is not in the file.",
                accepted=tuple(map(str, boards)),
            )
    if table is not None:
        found = _narrow(
            found, lambda r: r.table is not None and _fold(r.table) == _fold(table), "table", table
        )
    if room is not None:
        wanted = _ROOMS.get(_fold(room).strip(), _fold(room).strip())
        found = _narrow(
            found,
            lambda r: r.room is not None and _ROOMS.get(_fold(r.room), _fold(r.room)) == wanted,
            "room",
            room,
        )
    if player is not None:
        part = _fold(player).strip()
        found = _narrow(found, lambda r: any(part in _fold(n) for n in _names(r)), "player", player)
    return found


def _names(record: PbnRecord) -> list[str]:
    pairs = [record.value(name) for name in ("PairNS", "PairEW")]
    return [*record.players.values(), *(p for p in pairs if p is not None)]


_WHAT = {
    "table": ("tafel", "table"),
    "room": ("zaal", "room"),
    "player": ("speler", "player"),
}


def _narrow(
    found: list[PbnRecord], fits: Callable[[PbnRecord], bool], what: str, wanted: str
) -> list[PbnRecord]:
    kept = [r for r in found if fits(r)]
    if kept:
        return kept
    nl, en = _WHAT[what]
    raise PbnError(
        f"geen record met {nl} '{wanted[:30]}'. Wel in het bestand:" + listing(found, "nl"),
        f"no record with {en} '{wanted[:30]}'. In the file:" + listing(found, "en"),
    )


def listing(records: Sequence[PbnRecord], lang: Lang, limit: int = 12) -> str:
    """The records as indented lines, for a message that asks to choose one."""
    lines = [f"\n  {r.label(lang)}" for r in records[:limit]]
    if len(records) > limit:
        more = len(records) - limit
        lines.append(f"\n  … {'en nog' if lang == 'nl' else 'and'} {more}")
    return "".join(lines)
