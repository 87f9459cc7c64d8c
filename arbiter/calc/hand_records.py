"""A session's hand records: the deal of every board, checked as a whole before any is used.

Clubs deal their boards with a dealing machine and get the session's deals as a PBN file
(Big Deal, BridgeComposer, the dealing machine's own program, a scoring program's
export). Before the log stores them for an event, every board is checked, and one bad
board refuses the whole file, with the board and the line named, so that nothing is
stored half:

* every record with a deal has a board number, and every numbered record a full deal:
  four hands of 13 cards, 52 different cards (the reader checks the cards);
* dealer and vulnerability, where the file gives them, are those the board number fixes
  (Law 2, the 16-board cycle); where it does not, they come from the number;
* one deal per board: a board given twice with another deal, or one deal under two
  board numbers (a dealing-machine mix-up), is refused. A board repeated with the same
  deal (a scoring program's file with a record per table) is read once.

Records that have neither a board number nor a deal (a file's header game, a comment
left on its own) are passed over. Only the tags a hand record needs are read: a wrong
Result or Score of a played record does not stop an import of deals.

The double-dummy analysis of a board (:func:`analyse`) is separate: it takes DDS a
fraction of a second a board, so the log runs it in the background after the import.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import Any

from arbiter.bridge import Denom, Seat, pbn
from arbiter.bridge.deal import Deal
from arbiter.calc.double_dummy import double_dummy
from arbiter.calc.hand_formats import (
    FORMATS_EN,
    FORMATS_NL,
    FormatError,
    Found,
    detect,
    json_boards,
    lin_boards,
)
from arbiter.calc.scoring import Vulnerability, board_info
from arbiter.i18n import InputError

__all__ = ["HandRecord", "analyse", "read_hand_records"]

#: More boards than any session has: a file with more is not one session's hand records.
MAX_BOARDS = 200


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One board of a session: number, dealer, vulnerability, deal, and where it was read."""

    board: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal
    line: int  # the line of the record's first tag in the file

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.board,
            "dealer": self.dealer.abbr("en"),
            "vulnerability": self.vulnerability.value,
            "deal": self.deal.to_pbn(),
        }


@dataclass(frozen=True, slots=True)
class _Entry:
    """One board as read from a file of any format, with a way to place a problem."""

    board: int
    deal: Deal
    dealer: Seat | None  # as given in the file
    vulnerability: Vulnerability | None  # as given in the file
    line: int
    place: Callable[[str, str, str], InputError]  # (field, nl, en) -> a placed error


def read_hand_records(text: str, name: str | None = None) -> tuple[HandRecord, ...]:
    """Every board of ``text``, in board order. The format is found from the content
    (PBN, BBO's LIN, endplay's JSON; ``name``'s extension only for a file that is none of
    them: :func:`~arbiter.calc.hand_formats.detect`). Refused at the first board that is
    wrong (its board and line named; for PBN also record and tag), or when there is no
    board."""
    fmt = detect(text, name)
    if fmt == "pbn":
        entries = _pbn_entries(text)
    else:
        entries = _found_entries(fmt, lin_boards(text) if fmt == "lin" else json_boards(text))
    return _checked(entries, fmt)


def _pbn_entries(text: str) -> Iterator[_Entry]:
    found = pbn.read(text)
    for record in found.records:
        if record.tag("Board") is None and record.tag("Deal") is None:
            continue
        board = record.board
        if board is None:
            raise pbn.PbnError(
                "dit record heeft een spelverdeling maar geen spelnummer (tag Board).",
                "this record has a deal but no board number (Board tag).",
                line=record.line,
                record=record.index,
                tag="Board",
                accepted=('[Board "1"]',),
            )
        try:
            deal = record.deal  # a PbnError with the Deal tag's line when not full
        except pbn.PbnError as error:  # no Deal tag at all: the record's own line
            raise pbn.PbnError.placed(error, line=record.line) from None
        given = record.vulnerable
        yield _Entry(
            board,
            deal,
            record.dealer,
            None if given is None else Vulnerability(given),
            record.line,
            partial(_placed, record),
        )


def _found_entries(fmt: str, found: list[Found]) -> Iterator[_Entry]:
    """LIN and JSON boards (:mod:`~arbiter.calc.hand_formats`) with their deal checked
    by the same reader as PBN's (52 different cards, 13 a hand)."""
    for item in found:

        def place(_field: str, nl: str, en: str, item: Found = item) -> InputError:
            return FormatError(fmt, nl, en, line=item.line, board=item.board)

        if item.board is None or item.board < 1:
            raise place(
                "board",
                "dit spel heeft een spelverdeling maar geen spelnummer"
                + (" (ah|Board 1|)." if fmt == "lin" else ' ("board_num": 1).'),
                "this board has a deal but no board number"
                + (" (ah|Board 1|)." if fmt == "lin" else ' ("board_num": 1).'),
            )
        if item.deal is None:
            nl, en = item.problem or ("de spelverdeling ontbreekt.", "the deal is missing.")
            raise place("deal", nl, en)
        try:
            deal = Deal.parse_pbn(item.deal)
        except InputError as error:
            raise place("deal", error.text["nl"], error.text["en"]) from None
        vul = None if item.vulnerability is None else Vulnerability(item.vulnerability)
        yield _Entry(item.board, deal, item.dealer, vul, item.line, place)


def _checked(entries: Iterator[_Entry], fmt: str) -> tuple[HandRecord, ...]:
    """The checks every hand record gets, whatever its format: dealer and vulnerability
    of the board number, one deal per board, at most :data:`MAX_BOARDS`."""
    boards: dict[int, HandRecord] = {}
    by_deal: dict[Deal, HandRecord] = {}
    nl_from, en_from = ("record vanaf", "record from") if fmt == "pbn" else ("vanaf", "from")
    for entry in entries:
        board, deal = entry.board, entry.deal
        expected = board_info(board)
        if entry.dealer is not None and entry.dealer is not expected.dealer:
            raise entry.place(
                "Dealer",
                f"gever {entry.dealer.name('nl')} past niet bij spel {board}: volgens het "
                f"spelnummer geeft {expected.dealer.name('nl')}.",
                f"dealer {entry.dealer.name('en')} does not fit board {board}: by the board "
                f"number {expected.dealer.name('en')} deals.",
            )
        have = entry.vulnerability
        if have is not None and have is not expected.vulnerability:
            raise entry.place(
                "Vulnerable",
                f"kwetsbaarheid {have.format('nl')} past niet bij spel {board}: volgens "
                f"het spelnummer {expected.vulnerability.format('nl')}.",
                f"vulnerability {have.format('en')} does not fit board {board}: by the "
                f"board number {expected.vulnerability.format('en')}.",
            )
        hand = HandRecord(board, expected.dealer, expected.vulnerability, deal, entry.line)
        earlier = boards.get(board)
        if earlier is not None:
            if earlier.deal != deal:
                raise entry.place(
                    "Deal",
                    f"spel {board} staat al in het bestand ({nl_from} regel {earlier.line}) "
                    "met een andere verdeling: één verdeling per spel.",
                    f"board {board} is already in the file ({en_from} line {earlier.line}) "
                    "with another deal: one deal per board.",
                )
            continue  # the same board again (a record per table): read once
        twin = by_deal.get(deal)
        if twin is not None:
            raise entry.place(
                "Deal",
                f"spel {board} heeft dezelfde verdeling als spel {twin.board} ({nl_from} "
                f"regel {twin.line}): twee spellen met één verdeling.",
                f"board {board} has the same deal as board {twin.board} ({en_from} line "
                f"{twin.line}): two boards with one deal.",
            )
        boards[board] = by_deal[deal] = hand
        if len(boards) > MAX_BOARDS:
            raise InputError(
                f"Meer dan {MAX_BOARDS} spellen: dit is geen spelverdelingsbestand van één "
                "zitting.",
                f"More than {MAX_BOARDS} boards: this is no hand-record file of one session.",
            )
    if not boards:
        if fmt == "pbn":
            raise pbn.PbnError(
                "geen enkel spel met een spelverdeling gevonden. Een spelverdelingsbestand "
                "heeft per spel een record met Board en Deal.",
                "no board with a deal found. A hand-record file has a record with Board and "
                "Deal for every board.",
                accepted=('[Board "1"] [Dealer "N"] [Vulnerable "None"] [Deal "N:..."]',),
            )
        raise FormatError(
            fmt,
            f"geen enkel spel met een spelverdeling gevonden. Gebruik {FORMATS_NL}.",
            f"no board with a deal found. Use {FORMATS_EN}.",
        )
    return tuple(boards[number] for number in sorted(boards))


def _placed(record: pbn.PbnRecord, tag: str, nl: str, en: str) -> pbn.PbnError:
    found = record.tag(tag)
    return pbn.PbnError(
        nl,
        en,
        line=record.line if found is None else found.line,
        record=record.index,
        board=record.board_label,
        tag=tag,
    )


# -- double dummy --------------------------------------------------------------------------

#: Denominations in the order a double-dummy table shows them (and JSON stores them).
DENOMS = (Denom.NOTRUMP, Denom.SPADES, Denom.HEARTS, Denom.DIAMONDS, Denom.CLUBS)
DENOM_KEYS = {Denom.NOTRUMP: "NT", Denom.SPADES: "S", Denom.HEARTS: "H", Denom.DIAMONDS: "D",
              Denom.CLUBS: "C"}  # fmt: skip


def analyse(deal: Deal, vulnerability: Vulnerability, dealer: Seat) -> dict[str, Any]:
    """Tricks for each declarer and denomination, and par, as stored with a board:
    ``{"tricks": {"N": {"NT": 9, "S": 8, ...}, ...}, "par": {"score": 400,
    "contracts": ["3NT= by N/S"]}}`` (score for North-South). DDS is called through
    :func:`~arbiter.calc.double_dummy.double_dummy`, which serialises every call."""
    result = double_dummy(deal, vulnerability, dealer)
    return {
        "tricks": {
            seat.abbr("en"): {DENOM_KEYS[d]: result.tricks[seat][d] for d in DENOMS}
            for seat in Seat
        },
        "par": {
            "score": result.par_score,
            "contracts": [c.format("en") for c in result.par],
            "contracts_nl": [c.format("nl") for c in result.par],
        },
    }
