"""A played board: the deal, the contract, and the cards in the order they were played.

Our own model rather than endplay's ``Deal.play``, because endplay accepts a revoke, a
card from the wrong hand and a card played twice without a word, and a revoke ruling
stands or falls on exactly those facts. Replaying here checks every card (it must be in
the hand of the player whose turn it is, and not played before, and the right player
must lead), and marks every card played while the player could have followed suit: the
revoke of Law 61A. What a revoke *costs* is for :mod:`arbiter.calc.revoke_pbn`.

The deal itself (:class:`Deal`) is a bridge domain type, in :mod:`arbiter.bridge.deal`;
it is imported from here too, as before. Only the standard library and the bridge types
are used; endplay is never imported here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arbiter.bridge import Card, Contract, Seat, Side, Suit
from arbiter.bridge.deal import TRICKS, Deal
from arbiter.i18n import InputError, Text

__all__ = ["TRICKS", "Deal", "Played", "PlayedBoard", "Trick", "play_status", "trick_winner"]

def trick_winner(leader: Seat, cards: Sequence[Card], trump: Suit | None) -> Seat:
    """Who wins a complete trick: the highest trump, else the highest card of the suit led."""
    best, best_index = cards[0], 0
    for index in range(1, len(cards)):
        card = cards[index]
        if card.suit is best.suit:
            if card.rank > best.rank:
                best, best_index = card, index
        elif card.suit is trump:
            best, best_index = card, index
    return leader.after(best_index)


@dataclass(frozen=True, slots=True)
class Played:
    """One card played. ``revoke``: the player held a card of the suit led (Law 61A)."""

    seat: Seat
    card: Card
    revoke: bool = False


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick, complete (four cards and a winner) or the one in progress."""

    number: int
    leader: Seat
    plays: tuple[Played, ...]
    winner: Seat | None

    @property
    def complete(self) -> bool:
        return len(self.plays) == 4

    @property
    def suit_led(self) -> Suit:
        return self.plays[0].card.suit

    def card_of(self, seat: Seat) -> Card | None:
        """The card ``seat`` played to this trick, or ``None`` if he has not played yet."""
        return next((p.card for p in self.plays if p.seat is seat), None)

    def played_by(self, side: Side) -> bool:
        """Whether a player of ``side`` has played to this trick (Law 63A1 turns on it)."""
        return any(p.seat.side is side for p in self.plays)


@dataclass(frozen=True, slots=True)
class PlayedBoard:
    """A deal, its contract and the tricks as played (possibly cut short by a claim).

    Build it with :meth:`replay`, which refuses an impossible play. ``result`` is
    declarer's total number of tricks when the record gives it; it is required when the
    play ends in a claim, because the claimed tricks are not in the cards.
    """

    deal: Deal
    contract: Contract
    tricks: tuple[Trick, ...]
    claim: bool = False
    result: int | None = None

    @property
    def trump(self) -> Suit | None:
        return self.contract.denom.suit

    @property
    def complete_tricks(self) -> tuple[Trick, ...]:
        return tuple(t for t in self.tricks if t.complete)

    @property
    def finished(self) -> bool:
        """All thirteen tricks played, or the rest settled by a claim."""
        return self.claim or len(self.complete_tricks) == TRICKS

    def tricks_won(self, side: Side) -> int:
        """Tricks won by ``side`` in the cards played (claimed tricks not included)."""
        return sum(1 for t in self.tricks if t.winner is not None and t.winner.side is side)

    def claimed_tricks(self, side: Side) -> int:
        """Tricks ``side`` gets from the claim: 0 without a claim."""
        if not self.claim or self.result is None:
            return 0
        declarer_side = self.contract.side
        declarer_claimed = self.result - self.tricks_won(declarer_side)
        if side is declarer_side:
            return declarer_claimed
        return TRICKS - len(self.complete_tricks) - declarer_claimed

    def declarer_tricks(self) -> int | None:
        """Declarer's tricks as the board was played (claim included), or ``None`` while
        play is still going on."""
        if not self.finished:
            return None
        side = self.contract.side
        return self.tricks_won(side) + self.claimed_tricks(side)

    @classmethod
    def replay(
        cls,
        deal: Deal,
        contract: Contract,
        plays: Iterable[Card | tuple[Seat, Card]],
        *,
        claim: bool = False,
        result: int | None = None,
    ) -> PlayedBoard:
        """Replay the cards in order; :class:`InputError` for an impossible play.

        Each item is a card (the player is then the one whose turn it is) or a
        ``(seat, card)`` pair, whose seat is checked: the opening leader is declarer's
        LHO (Law 41A), each later trick is led by the winner of the one before (44G), and
        play goes clockwise (44B). A card must be in that player's hand and not played
        before.
        """
        remaining = [set(deal.hands[seat]) for seat in Seat]
        counts = [[0, 0, 0, 0] for _ in Seat]
        for seat in Seat:
            for card in deal.hands[seat]:
                counts[seat][card.suit] += 1
        played_in: dict[Card, int] = {}
        trump = contract.denom.suit
        tricks: list[Trick] = []
        leader = contract.opening_leader
        current: list[Played] = []
        for item in plays:
            number = len(tricks) + 1
            if number > TRICKS:
                raise InputError(
                    "Meer dan 13 slagen in het spelverloop.",
                    "More than 13 tricks in the play record.",
                )
            turn = leader.after(len(current))
            if isinstance(item, tuple):
                seat, card = item
                if seat is not turn:
                    raise _wrong_player(number, seat, turn, bool(current), bool(tricks))
            else:
                card = item
            if card in played_in:
                raise InputError(
                    f"Slag {number}: {card.format('nl')} is al gespeeld in slag {played_in[card]}.",
                    f"Trick {number}: {card.format('en')} was already played in trick "
                    f"{played_in[card]}.",
                )
            if card not in remaining[turn]:
                owner = deal.holder(card)
                raise InputError(
                    f"Slag {number}: {turn.name('nl')} is aan de beurt en speelt "
                    f"{card.format('nl')}, maar die kaart zit in de hand van "
                    f"{owner.name('nl')}.",
                    f"Trick {number}: it is {turn.name('en')}'s turn, who plays "
                    f"{card.format('en')}, but that card is in {owner.name('en')}'s hand.",
                )
            revoke = bool(current) and (
                card.suit is not current[0].card.suit and counts[turn][current[0].card.suit] > 0
            )
            remaining[turn].discard(card)
            counts[turn][card.suit] -= 1
            played_in[card] = number
            current.append(Played(turn, card, revoke))
            if len(current) == 4:
                winner = trick_winner(leader, [p.card for p in current], trump)
                tricks.append(Trick(number, leader, tuple(current), winner))
                leader, current = winner, []
        if current:
            tricks.append(Trick(len(tricks) + 1, leader, tuple(current), None))
        board = cls(deal, contract, tuple(tricks), claim, result)
        board._check_result()
        return board

    def _check_result(self) -> None:
        if self.result is None:
            if self.claim:
                raise InputError(
                    "Het spel eindigt met een claim, maar het aantal slagen van de leider "
                    "(Result) ontbreekt.",
                    "Play ends in a claim but declarer's number of tricks (Result) is missing.",
                )
            return
        side = self.contract.side
        won = self.tricks_won(side)
        if self.claim:
            low, high = won, won + TRICKS - len(self.complete_tricks)
        elif self.finished:
            low = high = won
        else:
            return
        if not low <= self.result <= high:
            raise InputError(
                f"Het resultaat ({self.result} slagen voor de leider) past niet bij het "
                f"spelverloop (mogelijk: {low}-{high}).",
                f"The result ({self.result} tricks for declarer) does not fit the play "
                f"record (possible: {low}-{high}).",
                accepted=(f"{low}-{high}",),
            )


def _wrong_player(
    number: int, seat: Seat, turn: Seat, mid_trick: bool, after_first: bool
) -> InputError:
    """Name the player who should have played, and the law that says so."""
    if mid_trick:
        return InputError(
            f"Slag {number}: {seat.name('nl')} speelt, maar {turn.name('nl')} is aan de beurt.",
            f"Trick {number}: {seat.name('en')} plays, but it is {turn.name('en')}'s turn.",
        )
    if not after_first:
        why_nl = f"de uitkomst is van de LT van de leider, {turn.name('nl')} (41A)"
        why_en = f"the opening lead is made by declarer's LHO, {turn.name('en')} (41A)"
    else:
        why_nl = f"{turn.name('nl')} won slag {number - 1} en moet voorspelen (44G)"
        why_en = f"{turn.name('en')} won trick {number - 1} and must lead (44G)"
    return InputError(
        f"Slag {number}: {seat.name('nl')} speelt voor, maar {why_nl}.",
        f"Trick {number}: {seat.name('en')} leads, but {why_en}.",
    )


def play_status(board: PlayedBoard) -> Text:
    """How far play got, as a director says it: played out, claimed after trick N (with
    declarer's total), or still going on.

    A claim is named with the number of tricks completed before it, so "geclaimd na slag
    11" is what the director sees on the record; a trick that was begun but not finished
    is mentioned, because its cards are on the table when the claim is made.
    """
    contract = board.contract
    tricks = board.declarer_tricks()
    done = len(board.complete_tricks)
    if tricks is None:
        return Text.of(
            f"Het spel is nog bezig: {done} slagen gespeeld.",
            f"Play is still going on: {done} tricks played.",
        )
    over = tricks - 6 - contract.level
    shown = "=" if over == 0 else f"{over:+d}"
    bid_nl = f"{contract.bid.format('nl')}{'X' * contract.doubled}{shown}"
    bid_en = f"{contract.bid.format('en')}{'X' * contract.doubled}{shown}"
    if not board.claim:
        return Text.of(
            f"Gespeeld: {tricks} slagen voor de leider ({bid_nl})",
            f"As played: {tricks} tricks for declarer ({bid_en})",
        )
    begun = len(board.tricks) > done
    extra_nl = f" (slag {done + 1} was begonnen)" if begun else ""
    extra_en = f" (trick {done + 1} had begun)" if begun else ""
    return Text.of(
        f"Geclaimd na slag {done}{extra_nl}: de leider maakte {tricks} slagen ({bid_nl})",
        f"Claimed after trick {done}{extra_en}: declarer took {tricks} tricks ({bid_en})",
    )
