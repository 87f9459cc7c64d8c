"""A deal (spelverdeling): the four hands, and how PBN writes them.

A domain type, so the PBN reader (:mod:`arbiter.bridge.pbn`), the play model and the
double-dummy solver share it. The deal is read from PBN text (``N:AKQ.T98.... ...``) with
every problem reported at once: a hand with 12 or 14 cards, a card that appears twice, a
card that is missing, so the director can fix the record in one go. PBN also writes
deals with hands left out (``-``, a hand record that shows only two hands) and end
positions; :func:`read_pbn_hands` reads those, :meth:`Deal.parse_pbn` insists on all 52
cards. Only the standard library and the bridge types are used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from arbiter.bridge.card import DECK, Card, Rank
from arbiter.bridge.denom import Suit
from arbiter.bridge.seat import Seat
from arbiter.i18n import InputError, Lang

__all__ = ["TRICKS", "Deal", "Hands", "check_partial", "four_hands", "pbn_rank", "read_pbn_hands"]

TRICKS = 13

_PBN_SEATS = {"n": Seat.NORTH, "e": Seat.EAST, "s": Seat.SOUTH, "w": Seat.WEST}
_PBN_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_PBN_RANKS: dict[str, Rank] = {
    "a": Rank.ACE,
    "k": Rank.KING,
    "q": Rank.QUEEN,
    "j": Rank.JACK,
    "t": Rank.TEN,
    **{str(int(rank)): rank for rank in Rank if rank <= Rank.TEN},
}
_PBN_LETTER = {rank: letter.upper() for letter, rank in _PBN_RANKS.items() if letter != "10"}
# Shown after "Mogelijk:" / "Accepted:" in either language: an example, no words.
_DEAL_ACCEPTED = ("N:AKQJ.T98.765.432 KQJT.AKQ.432.T98 … (♠.♥.♦.♣)",)


#: Four hands in :class:`Seat` order (North, East, South, West).
Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]


def four_hands(hands: Iterable[Iterable[Card]]) -> Hands:
    """Four hands given in Seat order, as a deal or a position holds them."""
    north, east, south, west = (frozenset(hand) for hand in hands)
    return north, east, south, west


def _seat_list(seats: Iterable[Seat], lang: Lang) -> str:
    return ", ".join(seat.name(lang) for seat in seats)


def _cards(cards: Iterable[Card], lang: Lang) -> str:
    return " ".join(card.format(lang) for card in sorted(cards))


@dataclass(frozen=True, slots=True)
class Deal:
    """The four hands, indexed by :class:`Seat`. Always 52 different cards, 13 a hand."""

    hands: Hands

    def hand(self, seat: Seat) -> frozenset[Card]:
        return self.hands[seat]

    def holder(self, card: Card) -> Seat:
        """The seat that was dealt ``card``."""
        return next(seat for seat in Seat if card in self.hands[seat])

    @classmethod
    def from_hands(cls, hands: Mapping[Seat, Sequence[Card]]) -> Deal:
        """Build a deal from four card lists, refusing anything but 52 cards, 13 a hand.

        The lists are taken as given (duplicates included) so the check can say what is
        wrong: which card is twice, which is missing, which hand has the wrong count.
        """
        problems_nl: list[str] = []
        problems_en: list[str] = []
        missing_seats = [seat for seat in Seat if seat not in hands]
        if missing_seats:
            problems_nl.append(f"hand ontbreekt: {_seat_list(missing_seats, 'nl')}")
            problems_en.append(f"missing hand: {_seat_list(missing_seats, 'en')}")
        where = _where(hands)
        total = sum(len(cards) for cards in hands.values())
        if total != len(DECK):
            problems_nl.append(f"{total} kaarten in plaats van 52")
            problems_en.append(f"{total} cards instead of 52")
        _twice(where, problems_nl, problems_en)
        missing = [card for card in DECK if card not in where]
        if missing:
            problems_nl.append(f"ontbreekt: {_cards(missing, 'nl')}")
            problems_en.append(f"missing: {_cards(missing, 'en')}")
        for seat in Seat:
            count = len(hands.get(seat, ()))
            if seat in hands and count != TRICKS:
                problems_nl.append(f"{seat.name('nl')} heeft {count} kaarten")
                problems_en.append(f"{seat.name('en')} has {count} cards")
        if problems_nl:
            raise InputError(
                "Ongeldige deal: " + "; ".join(problems_nl) + ".",
                "Invalid deal: " + "; ".join(problems_en) + ".",
                accepted=_DEAL_ACCEPTED,
            )
        return cls(four_hands(hands[seat] for seat in Seat))

    @classmethod
    def parse_pbn(cls, text: str) -> Deal:
        """Read a PBN deal: ``"N:AKQ.JT9.876.5432 ..."``, first seat then four hands clockwise.

        Each hand is four suits separated by dots in the order ♠ ♥ ♦ ♣, ranks as
        ``AKQJT98765432`` (``10`` is accepted for the ten). All four hands must be given.
        """
        hands = read_pbn_hands(text)
        return cls.from_hands({seat: cards for seat, cards in hands.items() if cards is not None})

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        """The deal as PBN text, starting with ``first`` (``"N:..."``)."""
        hands = []
        for i in range(4):
            hand = self.hands[first.after(i)]
            suits = []
            for suit in _PBN_SUIT_ORDER:
                ranks = sorted((c.rank for c in hand if c.suit is suit), reverse=True)
                suits.append("".join(_PBN_LETTER[rank] for rank in ranks))
            hands.append(".".join(suits))
        return f"{'NESW'[first]}:" + " ".join(hands)


def _where(hands: Mapping[Seat, Sequence[Card]]) -> dict[Card, list[Seat]]:
    where: dict[Card, list[Seat]] = {}
    for seat, cards in hands.items():
        for card in cards:
            where.setdefault(card, []).append(seat)
    return where


def _twice(where: dict[Card, list[Seat]], problems_nl: list[str], problems_en: list[str]) -> None:
    twice = sorted(card for card, seats in where.items() if len(seats) > 1)  # sort few
    for card in twice:
        seats = where[card]
        if len(seats) > 1:
            problems_nl.append(
                f"{card.format('nl')} komt {len(seats)} keer voor ({_seat_list(seats, 'nl')})"
            )
            problems_en.append(
                f"{card.format('en')} appears {len(seats)} times ({_seat_list(seats, 'en')})"
            )


def read_pbn_hands(text: str) -> dict[Seat, list[Card] | None]:
    """The hands of a PBN Deal value, ``None`` for a hand given as ``-`` (PBN 3.4.11).

    The cards are returned as written, duplicates included, so the caller can say what
    is wrong; :meth:`Deal.parse_pbn` and :func:`check_partial` do. The first seat may be
    any seat and the letters any case (import format).
    """
    source = text.strip()
    match = re.fullmatch(r"([NESWnesw])\s*:\s*(.*)", source, re.DOTALL)
    if match is None:
        raise InputError(
            f"Deal '{source[:40]}' begint niet met een windrichting en dubbele punt (N:).",
            f"Deal '{source[:40]}' does not start with a seat and a colon (N:).",
            accepted=_DEAL_ACCEPTED,
        )
    first = _PBN_SEATS[match.group(1).lower()]
    parts = match.group(2).split()
    if len(parts) != 4:
        raise InputError(
            f"De deal heeft {len(parts)} handen in plaats van 4.",
            f"The deal has {len(parts)} hands instead of 4.",
            accepted=_DEAL_ACCEPTED,
        )
    return {
        first.after(i): None if part == "-" else _parse_pbn_hand(part, first.after(i))
        for i, part in enumerate(parts)
    }


def check_partial(hands: Mapping[Seat, Sequence[Card] | None]) -> None:
    """Check a deal with hands left out or fewer cards (an end position, PBN 3.10).

    The given hands must hold equal numbers of cards (at most 13) and no card twice; at
    least one hand must be given.
    """
    given = {seat: cards for seat, cards in hands.items() if cards is not None}
    problems_nl: list[str] = []
    problems_en: list[str] = []
    if not given:
        problems_nl.append("geen enkele hand gegeven")
        problems_en.append("no hand given")
    _twice(_where(given), problems_nl, problems_en)
    counts = {len(cards) for cards in given.values()}
    if len(counts) > 1 or any(count > TRICKS for count in counts):
        shown_nl = ", ".join(f"{s.name('nl')} {len(c)}" for s, c in given.items())
        shown_en = ", ".join(f"{s.name('en')} {len(c)}" for s, c in given.items())
        problems_nl.append(f"de handen hebben niet evenveel kaarten ({shown_nl})")
        problems_en.append(f"the hands do not hold the same number of cards ({shown_en})")
    if problems_nl:
        raise InputError(
            "Ongeldige deal: " + "; ".join(problems_nl) + ".",
            "Invalid deal: " + "; ".join(problems_en) + ".",
            accepted=_DEAL_ACCEPTED,
        )


def _parse_pbn_hand(text: str, seat: Seat) -> list[Card]:
    suits = text.split(".")
    if len(suits) != 4:
        raise InputError(
            f"Hand van {seat.name('nl')} ('{text}') heeft {len(suits)} kleuren in plaats "
            "van 4 (♠.♥.♦.♣).",
            f"{seat.name('en')}'s hand ('{text}') has {len(suits)} suits instead of 4 (♠.♥.♦.♣).",
            accepted=_DEAL_ACCEPTED,
        )
    cards: list[Card] = []
    for suit, holding in zip(_PBN_SUIT_ORDER, suits, strict=True):
        for token in re.findall(r"10|.", holding.lower()):
            rank = _PBN_RANKS.get(token)
            if rank is None:
                raise InputError(
                    f"Hand van {seat.name('nl')}: '{token}' in {suit.symbol} is geen rang.",
                    f"{seat.name('en')}'s hand: '{token}' in {suit.symbol} is not a rank.",
                    accepted=("AKQJT98765432",),
                )
            cards.append(Card(suit, rank))
    return cards


def pbn_rank(letter: str) -> Rank | None:
    """The rank of a PBN rank letter (``A K Q J T 9 … 2``, any case, ``10`` too)."""
    return _PBN_RANKS.get(letter.lower())
