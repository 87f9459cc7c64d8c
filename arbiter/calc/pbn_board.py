"""A board from a PBN record, as the calculators need it: the deal, the contract, the play
in the order the cards were played, and where the file disagrees with itself.

The PBN reader (:mod:`arbiter.bridge.pbn`) gives the Play section as the file writes it:
a row per trick, always starting with the same seat. Here the rows are put in the order
played (each trick is led by the winner of the one before, which needs the trump) and
replayed through :class:`~arbiter.calc.play.PlayedBoard`, which refuses an impossible
play. How the play ended is read the way the bridge world writes it:

* 13 complete tricks: played out;
* ``*`` before that: a claim or concession; Result gives declarer's total (PBN 3.6);
* ``-`` cards to the end and a Result tag, without ``*``: also a claim. Online platforms
  and scoring programs (BBO, RealBridge, Bridgemate exports) write claims this way;
* ``+``, or ``-`` cards without a Result: play is still going on (or was abandoned).

Where the file gives something arbiter also works out (the result, the score, the
contract after the auction, dealer and vulnerability by board number), the two are
compared and every difference is reported as a note: the file may be wrong, or the
players may have agreed on a different number of tricks (``^`` in Result).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbiter.bridge import Auction, AuctionError, Card, Contract, Denom, Seat, pbn
from arbiter.calc.play import TRICKS, Deal, PlayedBoard, trick_winner
from arbiter.calc.scoring import Result, Vulnerability, board_info, ns_score
from arbiter.i18n import InputError, Text

__all__ = [
    "PbnBoard",
    "board_from_record",
    "checks",
    "choose",
    "read_pbn",
    "read_pbn_file",
]


@dataclass(frozen=True)
class PbnBoard:
    """One board from a PBN file: the deal always, the contract and play when recorded.

    ``record`` is the PBN record it was read from; ``notes`` say where the file
    disagrees with itself or with arbiter (result, score, contract, dealer).
    """

    number: int | None
    dealer: Seat | None
    vulnerability: Vulnerability | None
    deal: Deal
    contract: Contract | None
    played: PlayedBoard | None
    record: pbn.PbnRecord | None = None
    notes: tuple[Text, ...] = ()


def read_pbn_file(
    path: str | Path,
    board: int | None = None,
    with_play: bool = True,
    *,
    table: str | None = None,
    room: str | None = None,
    player: str | None = None,
    record: int | None = None,
) -> PbnBoard:
    """Read one board from the PBN file at ``path``; see :func:`choose` for the selection.

    ``with_play=False`` skips the play record (for the double-dummy table, which needs
    only the deal: a wrong play record should not stop it).
    """
    records = pbn.read_file(path).records
    return _chosen(records, board, with_play, table=table, room=room, player=player, record=record)


def read_pbn(
    text: str,
    board: int | None = None,
    with_play: bool = True,
    *,
    table: str | None = None,
    room: str | None = None,
    player: str | None = None,
    record: int | None = None,
) -> PbnBoard:
    """Read one board from PBN text; see :func:`read_pbn_file`."""
    records = pbn.read(text).records
    return _chosen(records, board, with_play, table=table, room=room, player=player, record=record)


def _chosen(
    records: tuple[pbn.PbnRecord, ...], board: int | None, with_play: bool, **selection: Any
) -> PbnBoard:
    """The board of the record the selection picks (file and text read the same way)."""
    chosen = choose(records, board=board, with_play=with_play, **selection)
    return board_from_record(chosen, with_play)


def choose(
    records: tuple[pbn.PbnRecord, ...],
    *,
    board: int | None = None,
    table: str | None = None,
    room: str | None = None,
    player: str | None = None,
    record: int | None = None,
    with_play: bool = True,
) -> pbn.PbnRecord:
    """The one record the director means.

    Without any choice: the first record with a deal. Otherwise the records that fit
    every choice (:func:`arbiter.bridge.pbn.select`); when several fit, as when a board
    was played at several tables, the deal alone does not need a choice if they all have
    the same deal, and the play does if more than one of them has a play record: the
    message lists them.
    """
    with_deal = [r for r in records if r.tag("Deal") is not None]
    if not with_deal:
        raise pbn.PbnError(
            "geen spel gevonden in de PBN-tekst (geen [Deal ...]-tag).",
            "no board found in the PBN text (no [Deal ...] tag).",
        )
    chosen = (board, table, room, player, record)
    if all(value is None for value in chosen):
        return with_deal[0]
    found = pbn.select(
        records if record is not None else with_deal,
        board=board,
        table=table,
        room=room,
        player=player,
        record=record,
    )
    if len(found) == 1:
        return found[0]
    if not with_play and len({r.value("Deal") for r in found}) == 1:
        return found[0]
    if with_play:
        played = [r for r in found if r.tag("Play") is not None]
        if len(played) == 1:
            return played[0]
        found = played or found
    what_nl = f"spel {board}" if board is not None else "deze keuze"
    what_en = f"board {board}" if board is not None else "this choice"
    raise pbn.PbnError(
        f"{what_nl} staat {len(found)} keer in het bestand (een record per tafel). Kies "
        "er één op tafel, zaal, speler of recordnummer:" + pbn.listing(found, "nl"),
        f"{what_en} is in the file {len(found)} times (a record per table). Choose one by "
        "table, room, player or record number:" + pbn.listing(found, "en"),
    )


def checks(record: pbn.PbnRecord) -> tuple[Text, ...]:
    """Where the record disagrees with itself, without replaying the play: dealer and
    vulnerability against the board number, the auction against the rules, the Dealer
    tag, and the Contract and Declarer tags. For hand records and traveller files, where
    there is nothing to replay."""
    number, dealer = record.board, record.dealer
    vulnerability = None if record.vulnerable is None else Vulnerability(record.vulnerable)
    notes = list(_number_notes(number, dealer, vulnerability))
    if dealer is None and number is not None:
        dealer = board_info(number).dealer
    return (*notes, *_auction_notes(record, dealer))


def board_from_record(record: pbn.PbnRecord, with_play: bool = True) -> PbnBoard:
    """The board of ``record``: deal, dealer, vulnerability (from the board number where
    the file leaves them out), contract, the play replayed, and the notes."""
    deal = record.deal
    number = record.board
    dealer = record.dealer
    vulnerability = None if record.vulnerable is None else Vulnerability(record.vulnerable)
    notes = list(_number_notes(number, dealer, vulnerability))
    if number is not None and (dealer is None or vulnerability is None):
        info = board_info(number)
        # Seat.NORTH is 0: test for None, never for truth
        dealer = info.dealer if dealer is None else dealer
        vulnerability = info.vulnerability if vulnerability is None else vulnerability
    contract = None
    played = None
    if with_play:
        contract = record.contract
        notes = list(checks(record))
        if contract is not None and record.play is not None:
            played, play_notes = _played(record, deal, contract)
            notes += play_notes
            notes += _score_notes(record, played, vulnerability)
    return PbnBoard(number, dealer, vulnerability, deal, contract, played, record, tuple(notes))


# -- the play in the order played -----------------------------------------------------------


def _fail(record: pbn.PbnRecord, error: InputError, tag: str, line: int | None) -> pbn.PbnError:
    return pbn.PbnError.placed(
        error, line=line, record=record.index, board=record.board_label, tag=tag
    )


def _in_order(
    record: pbn.PbnRecord, contract: Contract, leader_first: bool = False
) -> list[tuple[Seat, Card, int]]:
    """The known cards in the order played: (seat, card, line).

    ``leader_first``: read each row as written from that trick's leader (one producer,
    rpbridge, writes the Play section so), not in PBN's fixed order from the Play tag's
    seat (3.6)."""
    play = record.play
    assert play is not None
    leader = contract.opening_leader
    if play.first is not leader:
        raise _fail(
            record,
            InputError(
                f"het spelverloop begint met {play.first.name('nl')}, maar de uitkomst is "
                f"van de LT van de leider: {leader.name('nl')} (41A).",
                f"the play record starts with {play.first.name('en')}, but the opening lead "
                f"is made by declarer's LHO: {leader.name('en')} (41A).",
            ),
            "Play",
            play.line,
        )
    order: list[tuple[Seat, Card, int]] = []
    stopped_at: int | None = None  # the first trick that is not complete
    for number, row in enumerate(play.tricks, 1):
        if leader_first:
            items = list(row)
        else:
            by_seat = {item.seat: item for item in row}
            items = [by_seat[leader.after(i)] for i in range(4)]
        known = 0
        while known < 4 and items[known].card is not None:
            known += 1
        if stopped_at is not None:
            known = 0
        wrong = any(item.card is not None for item in items[known:])
        if wrong or any(item.lead_out_of_turn for item in items):
            raise _fail(record, _order_error(number, items, known, stopped_at), "Play", row[0].line)
        cards = [card for card in (item.card for item in items[:known]) if card is not None]
        order += [(leader.after(i), card, items[i].line) for i, card in enumerate(cards)]
        if known < 4:
            stopped_at = number if stopped_at is None else stopped_at
            continue
        leader = trick_winner(leader, cards, contract.denom.suit)
    return order


def _order_error(
    number: int, items: list[pbn.PbnCard], known: int, stopped_at: int | None
) -> InputError:
    if any(item.lead_out_of_turn for item in items):
        return InputError(
            f"slag {number} begint met een uitkomst uit de verkeerde hand (^L); zo'n "
            "spelverloop kan arbiter niet naspelen.",
            f"trick {number} starts with a lead out of turn (^L); arbiter cannot replay "
            "such a play.",
        )
    if stopped_at is not None:
        return InputError(
            f"slag {number} heeft kaarten, maar slag {stopped_at} is niet af.",
            f"trick {number} has cards, but trick {stopped_at} is not complete.",
        )
    missing = items[known].seat
    return InputError(
        f"slag {number}: de kaart van {missing.name('nl')} is onbekend ('-'), maar na hem "
        "is nog gespeeld; alleen aan het eind (bij een claim) mogen kaarten ontbreken.",
        f"trick {number}: {missing.name('en')}'s card is unknown ('-'), but cards were "
        "played after it; cards may only be missing at the end (after a claim).",
    )


def _played(
    record: pbn.PbnRecord, deal: Deal, contract: Contract
) -> tuple[PlayedBoard, list[Text]]:
    """Replay the record's play; the notes where its Result differs from the cards."""
    play = record.play
    assert play is not None
    try:
        board, claim = _replayed(record, deal, contract, leader_first=False)
        notes = list(_revoke_marks(play, board, leader_first=False))
    except InputError as error:
        # rpbridge writes every row from its trick's leader: if the file does not replay
        # in PBN's order but does so, it was written so (a wrong file fails both ways)
        try:
            board, claim = _replayed(record, deal, contract, leader_first=True)
        except InputError:
            raise error from None
        notes = [_LEADER_FIRST, *_revoke_marks(play, board, leader_first=True)]
    given = record.result
    declared = None if given is None else given.declarer
    if given is not None and declared is not None and not claim:
        won = board.tricks_won(contract.side)
        if board.finished and declared != won:
            notes.append(_result_differs(given, declared, won))
        elif not board.finished and declared != won:
            notes.append(
                Text.of(
                    f"Result in het bestand geeft {declared} slagen voor de leider, maar in de "
                    f"{len(board.complete_tricks)} gespeelde slagen won de leider er {won}.",
                    f"The file's Result gives declarer {declared} tricks, but declarer won "
                    f"{won} of the {len(board.complete_tricks)} tricks played.",
                )
            )
    return board, notes


#: The note on a file whose play rows start with each trick's leader.
_LEADER_FIRST = Text.of(
    "Het spelverloop in dit bestand begint elke slag bij wie uitkwam (zo schrijft "
    "rpbridge het), niet steeds bij dezelfde speler zoals PBN voorschrijft (3.6); zo "
    "gelezen.",
    "This file's play starts every trick with its leader (as rpbridge writes it), not "
    "always with the same player as PBN prescribes (3.6); read that way.",
)


def _replayed(
    record: pbn.PbnRecord, deal: Deal, contract: Contract, leader_first: bool
) -> tuple[PlayedBoard, bool]:
    """The play replayed (and whether it ended in a claim), rows read in PBN's order or
    ``leader_first``; a placed :class:`~arbiter.bridge.pbn.PbnError` if it cannot be."""
    play = record.play
    assert play is not None
    order = _in_order(record, contract, leader_first)
    complete = len(order) // 4 if len(order) < 4 * TRICKS else TRICKS
    given = record.result
    result_tag = record.tag("Result")
    if play.end == "*":
        claim = complete < TRICKS
    elif play.end == "+":
        claim = False
    else:
        claim = complete < TRICKS and given is not None
    declared = None if given is None else given.declarer
    at: list[int | None] = [play.line]
    done = [False]

    def cards() -> Iterator[tuple[Seat, Card]]:
        for seat, card, line in order:
            at[0] = line
            yield seat, card
        done[0] = True

    try:
        board = PlayedBoard.replay(
            deal, contract, cards(), claim=claim, result=declared if claim else None
        )
    except InputError as error:
        if done[0]:
            line = None if result_tag is None else result_tag.line
            raise _fail(record, error, "Result", line) from None
        raise _fail(record, error, "Play", at[0]) from None
    return board, claim


def _revoke_marks(
    play: pbn.PbnPlay, board: PlayedBoard, leader_first: bool = False
) -> Iterator[Text]:
    """The file's own revoke marks (``^R``, PBN 3.9) against the revokes in the cards."""
    leaders = [t.leader for t in board.tricks]
    marked = {
        (number, leaders[number - 1].after(i) if leader_first else item.seat)
        for number, row in enumerate(play.tricks, 1)
        for i, item in enumerate(row)
        if item.revoke and (not leader_first or number <= len(leaders))
    }
    found = {(t.number, p.seat) for t in board.tricks for p in t.plays if p.revoke}
    for number, seat in sorted(marked - found):
        yield Text.of(
            f"Het bestand markeert een verzaking (^R) van {seat.name('nl')} in slag {number}; "
            "volgens de kaarten is dat geen verzaking.",
            f"The file marks a revoke (^R) by {seat.name('en')} in trick {number}; by the "
            "cards it is no revoke.",
        )
    for number, seat in sorted(found - marked) if marked else ():
        yield Text.of(
            f"Volgens de kaarten verzaakte {seat.name('nl')} in slag {number}; het bestand "
            "markeert daar geen verzaking (^R).",
            f"By the cards {seat.name('en')} revoked in trick {number}; the file does not mark "
            "it (^R).",
        )


def _result_differs(given: pbn.PbnResult, declared: int, won: int) -> Text:
    if given.caret:
        return Text.of(
            f"De spelers kwamen {declared} slagen voor de leider overeen (Result met ^), maar "
            f"volgens de kaarten won de leider er {won}; hier telt arbiter de kaarten.",
            f"The players agreed on {declared} tricks for declarer (Result with ^), but by "
            f"the cards declarer won {won}; arbiter counts the cards here.",
        )
    return Text.of(
        f"Result in het bestand ({declared} slagen voor de leider) wijkt af van de kaarten: "
        f"de leider won er {won}; arbiter telt de kaarten.",
        f"The file's Result ({declared} tricks for declarer) differs from the cards: "
        f"declarer won {won}; arbiter counts the cards.",
    )


# -- where the file disagrees with itself -----------------------------------------------------


def _number_notes(
    number: int | None, dealer: Seat | None, vulnerability: Vulnerability | None
) -> Iterator[Text]:
    """Dealer and vulnerability against the usual cycle of board numbers."""
    if number is None:
        return
    info = board_info(number)
    if dealer is not None and dealer is not info.dealer:
        yield Text.of(
            f"Gever {dealer.abbr('nl')} past niet bij spel {number}: volgens het gewone schema "
            f"geeft {info.dealer.abbr('nl')}.",
            f"Dealer {dealer.abbr('en')} does not fit board {number}: by the usual cycle "
            f"{info.dealer.abbr('en')} deals.",
        )
    if vulnerability is not None and vulnerability is not info.vulnerability:
        yield Text.of(
            f"Kwetsbaarheid {vulnerability.format('nl')} past niet bij spel {number}: volgens "
            f"het gewone schema {info.vulnerability.format('nl')}.",
            f"Vulnerability {vulnerability.format('en')} does not fit board {number}: by the "
            f"usual cycle {info.vulnerability.format('en')}.",
        )


def _auction_notes(record: pbn.PbnRecord, dealer: Seat | None) -> Iterator[Text]:
    """The Contract and Declarer tags against the auction, and the dealer against its
    first call."""
    auction = record.auction
    if auction is None:
        return
    marked = auction.skipped or any(call.insufficient for call in auction.calls)
    if auction.calls and not marked:
        try:
            Auction(auction.calls[0].seat, tuple(call.call for call in auction.calls))
        except AuctionError as error:
            yield Text.of(
                f"Het bieden in het bestand is niet regelmatig: {error.message('nl')}",
                f"The auction in the file is irregular: {error.message('en')}",
            )
    if dealer is not None and auction.calls and auction.calls[0].seat is not dealer:
        first = auction.calls[0].seat
        yield Text.of(
            f"Het bieden begint bij {first.name('nl')}, maar de gever is {dealer.name('nl')}.",
            f"The auction starts with {first.name('en')}, but the dealer is {dealer.name('en')}.",
        )
    found = record.auction_contract
    bid = record.contract_tag
    if found is None or bid is None or isinstance(bid, Denom):
        return
    contract = record.contract
    if found == "pass" and contract is not None:
        yield Text.of(
            f"Het contract in het bestand is {contract.format('nl')}, maar volgens het bieden "
            "werd er rondgepast.",
            f"The file's contract is {contract.format('en')}, but by the auction the board "
            "was passed out.",
        )
    elif isinstance(found, Contract) and found != contract:
        tag = "Pass" if contract is None else contract.format("nl")
        tag_en = "Pass" if contract is None else contract.format("en")
        yield Text.of(
            f"Het contract in het bestand ({tag}) verschilt van het bieden ({found.format('nl')}).",
            f"The file's contract ({tag_en}) differs from the auction ({found.format('en')}).",
        )


def _score_notes(
    record: pbn.PbnRecord, played: PlayedBoard, vulnerability: Vulnerability | None
) -> Iterator[Text]:
    """The Score tag against the score of the tricks as played."""
    given = record.score
    tricks = played.declarer_tricks()
    if given is None or tricks is None or vulnerability is None:
        return
    contract = played.contract
    result = Result.from_tricks(
        contract.level, contract.denom, contract.doubled, tricks, contract.declarer
    )
    computed = ns_score(result, vulnerability)
    if computed != given:
        yield Text.of(
            f"Score in het bestand: NZ {given:+d}; met {tricks} slagen en "
            f"{vulnerability.format('nl')} is het NZ {computed:+d}.",
            f"The file's Score: NS {given:+d}; with {tricks} tricks and "
            f"{vulnerability.format('en')} it is NS {computed:+d}.",
        )
