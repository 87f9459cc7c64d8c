"""Revokes found in a played board (a PBN record): which, established or not, what each costs.

A director who has the board's record (from a scoring program, a BBO hand record, or
typed in) should not have to answer the revoke questions by hand: the cards say who
revoked, in which trick, who won it and what the offending side won afterwards. This
module reads the record, replays it through :mod:`arbiter.calc.play` (which refuses an
impossible play), and applies the Law 63 test for establishment and the 004 table of
:mod:`arbiter.calc.revoke` to each revoke. The table itself is not repeated here.

Establishment (2017 Law 63A): the offender or his partner played to the following trick
(63A1), or the play ended in a claim or concession after the revoke (63A3, 63A4: the
record does not say which side claimed, and either establishes it once agreed).
A revoke on the record's last trick with nothing after it is not established and must be
corrected (62A). When both sides revoked on the same trick and only one side has played
to the next, both are corrected (62C3).

The record is read by :mod:`arbiter.calc.pbn_board` (through :mod:`arbiter.bridge.pbn`);
:class:`PbnBoard`, :func:`read_pbn` and :func:`read_pbn_file` are imported from there and
kept here for the callers that know them by this module.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from arbiter.bridge import Card, Contract, Seat, Side, Suit
from arbiter.calc.pbn_board import PbnBoard, read_pbn, read_pbn_file
from arbiter.calc.play import PlayedBoard
from arbiter.calc.revoke import RevokeFacts, Revoker, RevokeResult, Winner, transfer
from arbiter.calc.scoring import Result, Vulnerability, ns_score
from arbiter.i18n import Text

__all__ = [
    "PbnBoard",
    "RevokeAnalysis",
    "RevokeFinding",
    "analyse",
    "read_pbn",
    "read_pbn_file",
]


# -- analysis ------------------------------------------------------------------------------


@dataclass(frozen=True)
class RevokeFinding:
    """One revoke in the record and what it costs under the 004 table.

    ``result`` is final when play has ended; while it goes on, it is the transfer if the
    offending side wins no further trick, and ``if_more_tricks`` the transfer if it does,
    so the director can tell the players both (seed 000, step 1 of the established
    revoke: "als/dan").
    """

    trick: int
    seat: Seat
    card: Card
    suit_led: Suit
    role: Revoker
    trick_winner: Seat | None
    established: bool
    established_by: str | None  # "63A1" (play to the next trick), "63A3/63A4" (claim)
    facts: RevokeFacts
    result: RevokeResult
    if_more_tricks: RevokeResult | None = None
    notes: tuple[Text, ...] = ()

    @property
    def side(self) -> Side:
        return self.seat.side


@dataclass(frozen=True)
class RevokeAnalysis:
    """Every revoke of a played board and the corrected number of tricks and score."""

    board: PlayedBoard
    vulnerability: Vulnerability | None
    revokes: tuple[RevokeFinding, ...]
    tricks_as_played: int | None  # declarer's tricks, claim included; None: play goes on
    to_defenders: int  # tricks transferred from declarer's side
    to_declarer: int  # tricks transferred from the defenders
    corrected_tricks: int | None
    score_as_played: int | None  # North-South scores; None without vulnerability
    corrected_score: int | None
    notes: tuple[Text, ...] = field(default=())

    @property
    def finished(self) -> bool:
        return self.board.finished


def _role(seat: Seat, contract: Contract) -> Revoker:
    if seat is contract.declarer:
        return "declarer"
    if seat is contract.dummy:
        return "dummy"
    return "defender"


def _winner(seat: Seat, winner: Seat | None) -> Winner:
    if winner is seat:
        return "offender"
    if winner is seat.partner:
        return "offender_partner"  # a trick won by dummy is not won by declarer (64A note)
    return "non_offending_side"


def analyse(
    board: PlayedBoard,
    vulnerability: Vulnerability | None = None,
    notes: Iterable[Text] = (),
) -> RevokeAnalysis:
    """Find every revoke, decide establishment and apply the table to each.

    Tricks are transferred revoke by revoke (64A) and added up; the total can never
    take more tricks from a side than it won after its first revoke, nor leave a
    number outside 0-13. The score is North-South's, as a traveller lists it. ``notes``
    (where the PBN file disagrees with itself, :attr:`PbnBoard.notes`) come first among
    the analysis's notes.
    """
    contract = board.contract
    tricks = board.tricks
    raw: list[tuple[int, Seat, Card, Suit, bool, str | None]] = []
    for trick in tricks:
        for play in trick.plays:
            if not play.revoke:
                continue
            established, how = _established(board, trick.number, play.seat)
            raw.append((trick.number, play.seat, play.card, trick.suit_led, established, how))
    notes_by_index: dict[int, list[Text]] = {i: [] for i in range(len(raw))}
    _both_sides_same_trick(raw, notes_by_index)

    findings: list[RevokeFinding] = []
    for index, (number, seat, card, led, established, how) in enumerate(raw):
        trick = tricks[number - 1]
        side = seat.side
        after = _side_tricks_after(board, number, side)
        others = [r for r in raw if r[1].side is not side and r[4]]
        earlier_same = [r for r in raw[:index] if r[1] is seat and r[3] is led and r[4]]
        facts = RevokeFacts(
            revoker=_role(seat, contract),
            established=established,
            revoke_trick=number,
            revoke_trick_won_by=_winner(seat, trick.winner),
            offending_side_tricks_after=after,
            both_sides_revoked=established and bool(others),
            same_player_same_suit_again=bool(earlier_same),
        )
        result = transfer(facts)
        more = None
        if established and not board.finished:
            # play goes on: what if the offending side wins one more trick?
            more = transfer(replace(facts, offending_side_tricks_after=after + 1))
            if more.tricks == result.tricks:
                more = None
        findings.append(
            RevokeFinding(
                number,
                seat,
                card,
                led,
                facts.revoker,
                trick.winner,
                established,
                how,
                facts,
                result,
                more,
                tuple(notes_by_index[index]),
            )
        )
    analysis = _totals(board, vulnerability, tuple(findings))
    return replace(analysis, notes=(*notes, *analysis.notes))


def _established(board: PlayedBoard, number: int, seat: Seat) -> tuple[bool, str | None]:
    """Law 63A: a play by the offender or his partner to the next trick, or a claim."""
    if number < len(board.tricks) and board.tricks[number].played_by(seat.side):
        return True, "63A1"
    if board.claim:
        return True, "63A3/63A4"
    return False, None


def _both_sides_same_trick(
    raw: list[tuple[int, Seat, Card, Suit, bool, str | None]],
    notes: dict[int, list[Text]],
) -> None:
    """62C3: both sides revoked on one trick and only one side has played to the next:
    both revokes must be corrected, so neither counts as established."""
    conflict = {
        a[0]
        for a in raw
        for b in raw
        if a[0] == b[0] and a[1].side is not b[1].side and a[4] != b[4]
    }
    for index, (number, seat, card, led, _established, _how) in enumerate(raw):
        if number in conflict:
            raw[index] = (number, seat, card, led, False, None)
            notes[index].append(
                Text.of(
                    "Beide partijen verzaakten in deze slag en slechts één partij speelde "
                    "al naar de volgende slag: beide verzakingen worden hersteld (62C3).",
                    "Both sides revoked on this trick and only one side has played to the "
                    "next trick: both revokes are corrected (62C3).",
                )
            )


def _side_tricks_after(board: PlayedBoard, number: int, side: Side) -> int:
    """Tricks ``side`` won after trick ``number``: played ones plus its share of a claim."""
    played = sum(1 for t in board.tricks[number:] if t.winner is not None and t.winner.side is side)
    return played + board.claimed_tricks(side)


def _totals(
    board: PlayedBoard, vulnerability: Vulnerability | None, findings: tuple[RevokeFinding, ...]
) -> RevokeAnalysis:
    contract = board.contract
    declarer_side = contract.side
    as_played = board.declarer_tricks()
    counted = [f for f in findings if f.established and not f.result.must_correct]
    to_defenders = sum(f.result.tricks for f in counted if f.side is declarer_side)
    to_declarer = sum(f.result.tricks for f in counted if f.side is not declarer_side)
    notes: list[Text] = []
    corrected = None
    if as_played is not None:
        # never more than the offending side won from its first revoke on (64A)
        cap_decl = _won_from_first_revoke(board, counted, declarer_side)
        cap_def = _won_from_first_revoke(board, counted, declarer_side.other)
        if to_defenders > cap_decl or to_declarer > cap_def:
            notes.append(
                Text.of(
                    "De overdracht is beperkt tot de slagen die de overtredende partij vanaf "
                    "de verzaakslag won.",
                    "The transfer is limited to the tricks the offending side won from the "
                    "revoke trick on.",
                )
            )
        to_defenders, to_declarer = min(to_defenders, cap_decl), min(to_declarer, cap_def)
        corrected = as_played - to_defenders + to_declarer
    if any(f.result.must_correct and f.established for f in findings):
        notes.append(
            Text.of(
                "Een verzaking in de 12e slag wordt hersteld als dat nog kan (62D): speel "
                "slag 12 en 13 opnieuw met de juiste kaart; het resultaat kan veranderen.",
                "A revoke on trick 12 is corrected while that is possible (62D): replay "
                "tricks 12 and 13 with the correct card; the result may change.",
            )
        )
    score_as_played = corrected_score = None
    if vulnerability is not None and as_played is not None and corrected is not None:
        score_as_played = _ns_score(contract, as_played, vulnerability)
        corrected_score = _ns_score(contract, corrected, vulnerability)
    return RevokeAnalysis(
        board,
        vulnerability,
        findings,
        as_played,
        to_defenders,
        to_declarer,
        corrected,
        score_as_played,
        corrected_score,
        tuple(notes),
    )


def _won_from_first_revoke(board: PlayedBoard, counted: list[RevokeFinding], side: Side) -> int:
    own = [f.trick for f in counted if f.side is side]
    if not own:
        return 0
    return sum(
        1 for t in board.tricks[min(own) - 1 :] if t.winner is not None and t.winner.side is side
    ) + board.claimed_tricks(side)


def _ns_score(contract: Contract, tricks: int, vulnerability: Vulnerability) -> int:
    result = Result.from_tricks(
        contract.level, contract.denom, contract.doubled, tricks, contract.declarer
    )
    return ns_score(result, vulnerability)
