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

from dataclasses import dataclass
from typing import Any

from arbiter.bridge import Denom, Seat, pbn
from arbiter.bridge.deal import Deal
from arbiter.calc.double_dummy import double_dummy
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


def read_hand_records(text: str) -> tuple[HandRecord, ...]:
    """Every board of the PBN ``text``, in board order; :class:`pbn.PbnError` at the first
    board that is wrong (its board, line and tag named), or when there is no board."""
    found = pbn.read(text)
    boards: dict[int, HandRecord] = {}
    by_deal: dict[Deal, HandRecord] = {}
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
        expected = board_info(board)
        dealer = _checked_dealer(record, expected.dealer)
        vulnerability = _checked_vulnerability(record, expected.vulnerability)
        hand = HandRecord(board, dealer, vulnerability, deal, record.line)
        earlier = boards.get(board)
        if earlier is not None:
            if earlier.deal != deal:
                raise _placed(
                    record,
                    "Deal",
                    f"spel {board} staat al in het bestand (record vanaf regel "
                    f"{earlier.line}) met een andere verdeling: één verdeling per spel.",
                    f"board {board} is already in the file (record from line "
                    f"{earlier.line}) with another deal: one deal per board.",
                )
            continue  # the same board again (a record per table): read once
        twin = by_deal.get(deal)
        if twin is not None:
            raise _placed(
                record,
                "Deal",
                f"spel {board} heeft dezelfde verdeling als spel {twin.board} (record vanaf "
                f"regel {twin.line}): twee spellen met één verdeling.",
                f"board {board} has the same deal as board {twin.board} (record from line "
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
        raise pbn.PbnError(
            "geen enkel spel met een spelverdeling gevonden. Een spelverdelingsbestand "
            "heeft per spel een record met Board en Deal.",
            "no board with a deal found. A hand-record file has a record with Board and "
            "Deal for every board.",
            accepted=('[Board "1"] [Dealer "N"] [Vulnerable "None"] [Deal "N:..."]',),
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


def _checked_dealer(record: pbn.PbnRecord, expected: Seat) -> Seat:
    given = record.dealer
    if given is not None and given is not expected:
        raise _placed(
            record,
            "Dealer",
            f"gever {given.name('nl')} past niet bij spel {record.board}: volgens het "
            f"spelnummer geeft {expected.name('nl')}.",
            f"dealer {given.name('en')} does not fit board {record.board}: by the board "
            f"number {expected.name('en')} deals.",
        )
    return expected


def _checked_vulnerability(record: pbn.PbnRecord, expected: Vulnerability) -> Vulnerability:
    given = record.vulnerable
    if given is not None and Vulnerability(given) is not expected:
        have = Vulnerability(given)
        raise _placed(
            record,
            "Vulnerable",
            f"kwetsbaarheid {have.format('nl')} past niet bij spel {record.board}: volgens "
            f"het spelnummer {expected.format('nl')}.",
            f"vulnerability {have.format('en')} does not fit board {record.board}: by the "
            f"board number {expected.format('en')}.",
        )
    return expected


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
