"""The position at a claim: the cards left in each hand, who is on lead, the trump suit,
the tricks already won, and who claims.

Three ways in, all ending in the same :class:`Position`:

- the cards left, typed as a PBN deal with fewer cards (``Z:AK.Q2.. ...``), with the
  player on lead (:meth:`Position.from_cards_left`);
- the whole deal and the cards played so far, replayed trick by trick with the checks of
  :class:`~arbiter.calc.play.PlayedBoard` (:meth:`Position.from_play`), which also finds
  who showed out of a suit before the claim (70E1 turns on it);
- a played board (:meth:`Position.from_played_board`): the seam for hand records, so a
  PBN hand record with its play (or another module's board) gives the position directly.

A deal may be our :class:`~arbiter.calc.play.Deal`, endplay's ``Deal`` (its ``first``,
``trump`` and the trick in progress are used when not given) or PBN text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from arbiter.bridge import Call, Card, Contract, Doubled, Seat, Side, Suit
from arbiter.bridge.deal import Hands, four_hands
from arbiter.calc.play import TRICKS, Deal, PlayedBoard, trick_winner
from arbiter.i18n import InputError, Lang

__all__ = ["Position", "parse_cards_left", "parse_contract"]

_SEATS = {"n": Seat.NORTH, "e": Seat.EAST, "o": Seat.EAST, "s": Seat.SOUTH, "z": Seat.SOUTH,
          "w": Seat.WEST}  # fmt: skip
_PBN_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RANKS = "23456789TJQKA"
# Shown after "Mogelijk:" / "Accepted:" in either language: examples, no words.
_LEFT_ACCEPTED = ("Z:AK.Q2.-.- 32.-.AK.- .KJ.3.2 Q.A.Q.3", "Z:AK.Q2.. 32..AK. .KJ.3.2 Q.A.Q.3")
_CONTRACT_ACCEPTED = ("4♥", "3SA", "3NT", "4♠X", "6♦XX")
_DOUBLED: tuple[Doubled, Doubled, Doubled] = (0, 1, 2)  # by the number of X


def parse_contract(text: str, declarer: Seat) -> Contract:
    """``4♥``, ``3SA``, ``4♠X``: the contract played by ``declarer``."""
    source = text.strip()
    match = re.fullmatch(r"(.*?)\s*(x{0,2})", source, re.IGNORECASE)
    bid_text, doubles = (match.group(1), match.group(2)) if match else (source, "")
    try:
        call = Call.parse(bid_text)
    except InputError:
        raise InputError(
            f"Contract '{source[:40]}' is niet te lezen.",
            f"Contract '{source[:40]}' cannot be read.",
            accepted=_CONTRACT_ACCEPTED,
        ) from None
    if call.level is None or call.denom is None:
        raise InputError(
            f"Contract '{source[:40]}' is geen bod.",
            f"Contract '{source[:40]}' is not a bid.",
            accepted=_CONTRACT_ACCEPTED,
        )
    return Contract(call.level, call.denom, _DOUBLED[len(doubles)], declarer)


def parse_cards_left(text: str) -> dict[Seat, list[Card]]:
    """Read the cards left in the four hands: ``Z:AK.Q2.. 32..AK. ...`` (a PBN deal with
    fewer cards, ``-`` allowed for a void), first seat then clockwise."""
    source = text.strip()
    match = re.fullmatch(r"([NESWOZnesowz])\s*:\s*(.*)", source, re.DOTALL)
    if match is None:
        raise InputError(
            f"Kaarten '{source[:40]}' beginnen niet met een windrichting en dubbele punt (Z:).",
            f"Cards '{source[:40]}' do not start with a seat and a colon (S:).",
            accepted=_LEFT_ACCEPTED,
        )
    first = _SEATS[match.group(1).lower()]
    parts = match.group(2).split()
    if len(parts) != 4:
        raise InputError(
            f"Er zijn {len(parts)} handen in plaats van 4.",
            f"There are {len(parts)} hands instead of 4.",
            accepted=_LEFT_ACCEPTED,
        )
    hands: dict[Seat, list[Card]] = {}
    for i, part in enumerate(parts):
        seat = first.after(i)
        suits = part.split(".")
        if len(suits) != 4:
            raise InputError(
                f"Hand van {seat.name('nl')} ('{part[:30]}') heeft {len(suits)} kleuren in "
                "plaats van 4 (♠.♥.♦.♣).",
                f"{seat.name('en')}'s hand ('{part[:30]}') has {len(suits)} suits instead of 4 "
                "(♠.♥.♦.♣).",
                accepted=_LEFT_ACCEPTED,
            )
        cards = []
        for suit, holding in zip(_PBN_SUITS, suits, strict=True):
            for token in re.findall(r"10|.", holding.strip("-—").upper()):
                rank = {"10": "T", "H": "K", "V": "Q", "B": "J"}.get(token, token)
                if rank not in _RANKS:
                    raise InputError(
                        f"Hand van {seat.name('nl')}: '{token}' in {suit.symbol} is geen rang.",
                        f"{seat.name('en')}'s hand: '{token}' in {suit.symbol} is not a rank.",
                        accepted=("AKQJT98765432", "AHVB1098765432"),
                    )
                cards.append(Card.parse(f"{suit.symbol}{'10' if rank == 'T' else rank}"))
        hands[seat] = cards
    return hands


@dataclass(frozen=True)
class Position:
    """The position at the claim.

    ``hands``: the cards left, by seat (cards already played to ``trick`` are not in
    them). ``leader``: who led (or is to lead) the trick in progress. ``won``: tricks the
    claimer's side has won so far, when known. ``shown_out``: opponents of the claimer
    who failed to follow to a suit before the claim (70E1).
    """

    hands: Hands
    trump: Suit | None
    leader: Seat
    claimer: Seat
    contract: Contract | None = None
    trick: tuple[Card, ...] = ()
    won: int | None = None
    shown_out: frozenset[tuple[Seat, Suit]] = field(default_factory=frozenset)

    @property
    def side(self) -> Side:
        return self.claimer.side

    @property
    def to_play(self) -> Seat:
        return self.leader.after(len(self.trick))

    @property
    def left(self) -> int:
        """Tricks still to play, the one in progress included (whoever has not played to
        it yet still holds a card for it)."""
        return max(len(hand) for hand in self.hands)

    @property
    def declarer(self) -> Seat | None:
        return None if self.contract is None else self.contract.declarer

    def hand(self, seat: Seat) -> frozenset[Card]:
        return self.hands[seat]

    def outstanding_trumps(self) -> tuple[Card, ...]:
        """The trumps the claimer's opponents still hold."""
        if self.trump is None:
            return ()
        return tuple(
            sorted(
                (c for s in Seat if s.side is not self.side for c in self.hands[s]
                 if c.suit is self.trump),
                reverse=True,
            )
        )  # fmt: skip

    def to_pbn(self) -> str:
        """The cards left as PBN, North first (the trick in progress not included)."""
        hands = []
        for seat in Seat:
            suits = []
            for suit in _PBN_SUITS:
                ranks = sorted((c.rank for c in self.hands[seat] if c.suit is suit), reverse=True)
                suits.append("".join(_RANKS[r - 2] for r in ranks))
            hands.append(".".join(suits))
        return "N:" + " ".join(hands)

    def format_hand(self, seat: Seat, lang: Lang) -> str:
        """``♠AH ♥— ♦V2 ♣—``: a hand as a director reads it."""
        parts = []
        for suit in _PBN_SUITS:
            ranks = sorted((c.rank for c in self.hands[seat] if c.suit is suit), reverse=True)
            parts.append(suit.symbol + ("".join(r.symbol(lang) for r in ranks) or "—"))
        return " ".join(parts)

    # -- building one ----------------------------------------------------------------------

    @classmethod
    def from_hands(
        cls,
        hands: Mapping[Seat, Sequence[Card]],
        *,
        trump: Suit | None,
        leader: Seat,
        claimer: Seat,
        contract: Contract | None = None,
        won: int | None = None,
    ) -> Position:
        """The cards left, checked: no card twice, every hand the same number of cards
        (a claim is checked from the start of a trick), at least one card."""
        seen: dict[Card, Seat] = {}
        problems_nl: list[str] = []
        problems_en: list[str] = []
        for seat, cards in hands.items():
            for card in cards:
                if card in seen:
                    problems_nl.append(
                        f"{card.format('nl')} zit bij {seen[card].name('nl')} en bij "
                        f"{seat.name('nl')}"
                    )
                    problems_en.append(
                        f"{card.format('en')} is with both {seen[card].name('en')} and "
                        f"{seat.name('en')}"
                    )
                seen[card] = seat
        counts = {seat: len(set(hands.get(seat, ()))) for seat in Seat}
        if len(set(counts.values())) != 1:
            shown_nl = ", ".join(f"{s.abbr('nl')} {n}" for s, n in counts.items())
            shown_en = ", ".join(f"{s.abbr('en')} {n}" for s, n in counts.items())
            problems_nl.append(f"niet evenveel kaarten in elke hand ({shown_nl})")
            problems_en.append(f"not the same number of cards in each hand ({shown_en})")
        elif not counts[Seat.NORTH]:
            problems_nl.append("er zijn geen kaarten meer")
            problems_en.append("there are no cards left")
        if problems_nl:
            raise InputError(
                "Ongeldige stand: " + "; ".join(problems_nl) + ".",
                "Invalid position: " + "; ".join(problems_en) + ".",
                accepted=_LEFT_ACCEPTED,
            )
        left = counts[Seat.NORTH]
        if won is not None and not 0 <= won <= TRICKS - left:
            raise InputError(
                f"De claimende partij kan met nog {left} slagen te spelen niet {won} slagen "
                f"hebben gewonnen (mogelijk: 0-{TRICKS - left}).",
                f"With {left} tricks left the claiming side cannot have won {won} tricks "
                f"(possible: 0-{TRICKS - left}).",
                accepted=(f"0-{TRICKS - left}",),
            )
        frozen = four_hands(hands.get(seat, ()) for seat in Seat)
        return cls(frozen, trump, leader, claimer, contract, (), won)

    @classmethod
    def from_cards_left(
        cls,
        text: str,
        *,
        trump: Suit | None,
        leader: Seat,
        claimer: Seat,
        contract: Contract | None = None,
        won: int | None = None,
    ) -> Position:
        return cls.from_hands(
            parse_cards_left(text), trump=trump, leader=leader, claimer=claimer,
            contract=contract, won=won,
        )  # fmt: skip

    @classmethod
    def from_played_board(cls, board: PlayedBoard, claimer: Seat | None = None) -> Position:
        """The position after the cards of ``board`` (the claim comes after the last card
        played); ``claimer`` defaults to declarer."""
        contract = board.contract
        claimer = contract.declarer if claimer is None else claimer
        remaining = [set(board.deal.hands[seat]) for seat in Seat]
        shown: set[tuple[Seat, Suit]] = set()
        for done in board.tricks:
            led = done.plays[0].card.suit
            for play in done.plays:
                remaining[play.seat].discard(play.card)
                if play.card.suit is not led and play.seat.side is not claimer.side:
                    shown.add((play.seat, led))
        current = board.tricks[-1] if board.tricks and not board.tricks[-1].complete else None
        leader: Seat | None
        trick: tuple[Card, ...]
        if current is not None:
            leader, trick = current.leader, tuple(p.card for p in current.plays)
        elif board.tricks:
            leader, trick = board.tricks[-1].winner, ()
        else:
            leader, trick = contract.opening_leader, ()
        if not any(remaining):
            raise InputError(
                "Alle kaarten zijn al gespeeld: er valt niets te claimen.",
                "All cards have been played: there is nothing left to claim.",
            )
        assert leader is not None
        return cls(
            four_hands(remaining),
            contract.denom.suit,
            leader,
            claimer,
            contract,
            trick,
            board.tricks_won(claimer.side),
            frozenset(shown),
        )

    @classmethod
    def from_play(
        cls,
        deal: Any,
        contract: Contract,
        plays: Iterable[Card] = (),
        claimer: Seat | None = None,
    ) -> Position:
        """The whole deal and the cards played so far from the opening lead (each checked:
        right player, card in his hand, not played before)."""
        board = PlayedBoard.replay(as_deal(deal), contract, list(plays))
        return cls.from_played_board(board, claimer)

    @classmethod
    def from_endplay(
        cls, deal: Any, *, claimer: Seat, contract: Contract | None = None
    ) -> Position:
        """An endplay ``Deal`` holding the cards left: its ``first``, ``trump`` and trick in
        progress give the leader, the trump suit and the cards already played to it."""
        hands = parse_cards_left(deal.to_pbn())
        trick = tuple(_endplay_card(c) for c in deal.curtrick)
        denom = int(deal.trump)  # endplay: spades 0 ... clubs 3, no trump 4
        trump = None if denom == 4 else _PBN_SUITS[denom]
        leader = Seat(int(deal.first))
        before = {seat: [*cards] for seat, cards in hands.items()}
        for i, card in enumerate(trick):  # as the hands were at the start of the trick
            before[leader.after(i)].append(card)
        position = cls.from_hands(
            before, trump=trump, leader=leader, claimer=claimer, contract=contract
        )
        if not trick:
            return position
        left = four_hands(hands[seat] for seat in Seat)
        return cls(left, trump, leader, claimer, contract, trick)

    def winner(self, cards: Sequence[Card]) -> Seat:
        return trick_winner(self.leader, cards, self.trump)


def _endplay_card(card: Any) -> Card:
    rank = card.rank.abbr
    return Card.parse(f"{_PBN_SUITS[int(card.suit)].symbol}{'10' if rank == 'T' else rank}")


def as_deal(deal: Any) -> Deal:
    """Our :class:`Deal` from itself, PBN text, or endplay's ``Deal``."""
    if isinstance(deal, Deal):
        return deal
    if isinstance(deal, str):
        return Deal.parse_pbn(deal)
    to_pbn = getattr(deal, "to_pbn", None)
    if callable(to_pbn):
        return Deal.parse_pbn(to_pbn())
    raise TypeError(f"not a deal: {type(deal).__name__}")
