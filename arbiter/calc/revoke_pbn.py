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

endplay's PBN reader is imported only inside :func:`read_pbn` (it pulls in matplotlib).
The deal, contract and result are read from the raw tags and checked here, because
endplay accepts a hand of 14 cards or a card twice without complaint.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from arbiter.bridge import Card, Contract, Denom, Doubled, Rank, Seat, Side, Suit
from arbiter.calc.play import TRICKS, Deal, PlayedBoard
from arbiter.calc.revoke import RevokeFacts, Revoker, RevokeResult, Winner, transfer
from arbiter.calc.scoring import Result, Vulnerability, board_info, ns_score
from arbiter.i18n import InputError, Text

__all__ = [
    "PbnBoard",
    "RevokeAnalysis",
    "RevokeFinding",
    "analyse",
    "read_pbn",
    "read_pbn_file",
]


# -- reading a PBN record -----------------------------------------------------------------


@dataclass(frozen=True)
class PbnBoard:
    """One board from a PBN file: the deal always, the contract and play when recorded."""

    number: int | None
    dealer: Seat | None
    vulnerability: Vulnerability | None
    deal: Deal
    contract: Contract | None
    played: PlayedBoard | None


def read_pbn_file(path: str | Path, board: int | None = None, with_play: bool = True) -> PbnBoard:
    """Read board ``board`` (default: the first) from the PBN file at ``path``.

    ``with_play=False`` skips the play record (for the double-dummy table, which needs only
    the deal: a wrong play record should not stop it).
    """
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as error:
        raise InputError(
            f"Kan PBN-bestand '{path}' niet lezen: {error.strerror}.",
            f"Cannot read PBN file '{path}': {error.strerror}.",
        ) from None
    except UnicodeDecodeError:
        try:
            text = Path(path).read_text(encoding="latin-1")
        except OSError as error:  # pragma: no cover - the first read succeeded
            raise InputError(str(error), str(error)) from None
    return read_pbn(text, board, with_play)


def read_pbn(text: str, board: int | None = None, with_play: bool = True) -> PbnBoard:
    """Read one board from PBN text; :class:`InputError` naming what is wrong.

    endplay's parser splits the file into boards and tags and turns the play table into
    cards in the order played; the Deal, Contract, Declarer, Vulnerable, Dealer and
    Result tags are read from their raw text here and checked.
    """
    boards = _decode(text)
    if not boards:
        raise InputError(
            "Geen spel gevonden in de PBN-tekst (geen [Deal ...]-tag).",
            "No board found in the PBN text (no [Deal ...] tag).",
        )
    if board is None:
        raw, decoded = boards[0]
    else:
        found = [(r, d) for r, d in boards if d.board_num == board]
        if not found:
            numbers = sorted({d.board_num for _, d in boards if d.board_num is not None})
            raise InputError(
                f"Spel {board} staat niet in het PBN-bestand.",
                f"Board {board} is not in the PBN file.",
                accepted=tuple(map(str, numbers)),
            )
        raw, decoded = found[0]
    return _board(raw, decoded, with_play)


def _decode(text: str) -> list[tuple[dict[str, Any], Any]]:
    """Raw tags and endplay's board, for every board in the text.

    The deal is checked before endplay builds its own, so a bad deal gets our message.
    """
    from endplay import config
    from endplay.parsers.pbn import PBNDecodeError, PBNDecoder

    config.use_unicode = False
    pairs: list[tuple[dict[str, Any], Any]] = []

    class Decoder(PBNDecoder):  # type: ignore[misc]
        def _tags_to_board(self) -> Any:
            raw: dict[str, Any] = {}
            for key, fields in self.curtags.items():
                if fields.get("value") == "#" and key in self.prevtags:
                    fields = self.prevtags[key]
                raw[key.lower()] = fields
            if "deal" not in raw:
                return None
            Deal.parse_pbn(raw["deal"]["value"])  # raises InputError with every problem
            try:
                decoded = super()._tags_to_board()
            except InputError:
                raise
            except (ValueError, RuntimeError, KeyError, IndexError) as error:
                raise InputError(
                    f"PBN-spel rond regel {self.lineno} is niet te lezen: {error}.",
                    f"PBN board near line {self.lineno} cannot be read: {error}.",
                ) from None
            pairs.append((raw, decoded))
            return decoded

    try:
        Decoder().parse_file(_Lines(text))
    except PBNDecodeError as error:
        raise InputError(
            f"PBN-fout in regel {error.lineno}: {error} ('{error.line[:40]}').",
            f"PBN error on line {error.lineno}: {error} ('{error.line[:40]}').",
        ) from None
    return pairs


class _Lines:
    """The minimal file object endplay's parser reads (it calls ``readlines``)."""

    def __init__(self, text: str) -> None:
        self._text = text

    def readlines(self) -> list[str]:
        return self._text.splitlines(keepends=True)


_CONTRACT = re.compile(r"([1-7])\s*(NT|SA|N|S|H|D|C)\s*(XX|X)?", re.IGNORECASE)
_DENOMS = {
    "nt": Denom.NOTRUMP,
    "sa": Denom.NOTRUMP,
    "n": Denom.NOTRUMP,
    "s": Denom.SPADES,
    "h": Denom.HEARTS,
    "d": Denom.DIAMONDS,
    "c": Denom.CLUBS,
}
_PBN_SEATS = {"n": Seat.NORTH, "e": Seat.EAST, "s": Seat.SOUTH, "w": Seat.WEST}


def _value(raw: dict[str, Any], key: str) -> str | None:
    fields = raw.get(key)
    if fields is None:
        return None
    value = fields.get("value")
    return value.strip() if isinstance(value, str) and value.strip() not in ("", "?") else None


def _seat_tag(raw: dict[str, Any], key: str) -> Seat | None:
    value = _value(raw, key)
    if value is None:
        return None
    seat = _PBN_SEATS.get(value.lower())
    if seat is None:
        raise InputError(
            f"PBN-tag {key.capitalize()} '{value}' is geen windrichting.",
            f"PBN tag {key.capitalize()} '{value}' is not a seat.",
            accepted=("N", "E", "S", "W"),
        )
    return seat


def _board(raw: dict[str, Any], decoded: Any, with_play: bool = True) -> PbnBoard:
    deal = Deal.parse_pbn(raw["deal"]["value"])
    number = decoded.board_num
    dealer = _seat_tag(raw, "dealer")
    vul_text = _value(raw, "vulnerable")
    vulnerability = Vulnerability.parse(vul_text) if vul_text is not None else None
    if number is not None and (dealer is None or vulnerability is None):
        info = board_info(number)
        # Seat.NORTH is 0: test for None, never for truth
        dealer = info.dealer if dealer is None else dealer
        vulnerability = info.vulnerability if vulnerability is None else vulnerability
    contract = _contract(raw)
    played = None
    if with_play and contract is not None and "play" in raw:
        played = _played(raw, decoded, deal, contract)
    return PbnBoard(number, dealer, vulnerability, deal, contract, played)


def _contract(raw: dict[str, Any]) -> Contract | None:
    text = _value(raw, "contract")
    if text is None or text.lower() in ("pass", "pas", "passed"):
        return None
    match = _CONTRACT.fullmatch(text)
    if match is None:
        raise InputError(
            f"PBN-contract '{text}' is niet te lezen.",
            f"PBN contract '{text}' cannot be read.",
            accepted=("4S", "3NT", "4HX", "6DXX", "Pass"),
        )
    declarer = _seat_tag(raw, "declarer")
    if declarer is None:
        raise InputError(
            f"Bij contract '{text}' ontbreekt de leider (tag Declarer).",
            f"Contract '{text}' has no declarer (Declarer tag).",
            accepted=("N", "E", "S", "W"),
        )
    doubled: Doubled = {None: 0, "x": 1, "xx": 2}[(match.group(3) or "").lower() or None]
    return Contract(int(match.group(1)), _DENOMS[match.group(2).lower()], doubled, declarer)


_SUITS = {0: Suit.SPADES, 1: Suit.HEARTS, 2: Suit.DIAMONDS, 3: Suit.CLUBS}


def _card(card: Any, index: int) -> Card:
    suit = _SUITS.get(int(card.suit))
    if suit is None:
        raise InputError(
            f"Kaart {index + 1} van het spelverloop is onbekend ('-'): alleen aan het eind "
            "(bij een claim) mag een kaart ontbreken.",
            f"Card {index + 1} of the play record is unknown ('-'): a card may only be "
            "missing at the end (after a claim).",
        )
    return Card(suit, Rank[_RANK_NAMES[card.rank.name]])


_RANK_NAMES = {
    "R2": "TWO",
    "R3": "THREE",
    "R4": "FOUR",
    "R5": "FIVE",
    "R6": "SIX",
    "R7": "SEVEN",
    "R8": "EIGHT",
    "R9": "NINE",
    "RT": "TEN",
    "RJ": "JACK",
    "RQ": "QUEEN",
    "RK": "KING",
    "RA": "ACE",
}


def _played(raw: dict[str, Any], decoded: Any, deal: Deal, contract: Contract) -> PlayedBoard:
    first = _seat_tag(raw, "play")
    leader = contract.opening_leader
    if first is not None and first is not leader:
        raise InputError(
            f"Het spelverloop begint met {first.name('nl')}, maar de uitkomst is van de LT "
            f"van de leider: {leader.name('nl')} (41A).",
            f"The play record starts with {first.name('en')}, but the opening lead is made "
            f"by declarer's LHO: {leader.name('en')} (41A).",
        )
    cards = [_card(card, i) for i, card in enumerate(decoded.play)]
    result_text = _value(raw, "result")
    result = None
    if result_text is not None:
        if not result_text.isdigit() or int(result_text) > TRICKS:
            raise InputError(
                f"PBN-tag Result '{result_text}' is geen aantal slagen (0-13).",
                f"PBN tag Result '{result_text}' is not a number of tricks (0-13).",
                accepted=("0-13",),
            )
        result = int(result_text)
    return PlayedBoard.replay(deal, contract, cards, claim=bool(decoded.claimed), result=result)


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


def analyse(board: PlayedBoard, vulnerability: Vulnerability | None = None) -> RevokeAnalysis:
    """Find every revoke, decide establishment and apply the table to each.

    Tricks are transferred revoke by revoke (64A) and added up; the total can never
    take more tricks from a side than it won after its first revoke, nor leave a
    number outside 0-13. The score is North-South's, as a traveller lists it.
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
    return _totals(board, vulnerability, tuple(findings))


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
