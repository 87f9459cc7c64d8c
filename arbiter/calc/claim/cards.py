"""Cards as bits, for the claim checker's play engine.

A hand is a Python int with one bit per card: bit ``13 * suit + rank - 2``, clubs lowest
(the order of :class:`~arbiter.bridge.Suit` and :class:`~arbiter.bridge.Rank`). Within a
suit a higher bit is a higher card, so "the highest card of a suit in a hand" is one
``bit_length`` and "does this card beat that one" is one comparison. The engine plays
thousands of tricks per check; plain ints keep that fast without a compiled extension.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter.bridge import Card, Rank, Suit

__all__ = [
    "SUIT_MASK",
    "bit",
    "card_of",
    "cards_of",
    "highest",
    "index",
    "lowest",
    "mask",
    "suit_of",
]

#: The 13 bits of each suit, indexed by ``int(Suit)``.
SUIT_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))


def index(card: Card) -> int:
    """The bit number of ``card``."""
    return 13 * int(card.suit) + int(card.rank) - 2


def bit(card: Card) -> int:
    return 1 << index(card)


def card_of(i: int) -> Card:
    return Card(Suit(i // 13), Rank(i % 13 + 2))


def suit_of(i: int) -> int:
    return i // 13


def mask(cards: Iterable[Card]) -> int:
    out = 0
    for card in cards:
        out |= bit(card)
    return out


def cards_of(hand: int) -> list[Card]:
    """The cards of a bit hand, lowest bit first."""
    out = []
    while hand:
        low = hand & -hand
        out.append(card_of(low.bit_length() - 1))
        hand ^= low
    return out


def highest(bits: int) -> int:
    """Bit number of the highest card in ``bits`` (which must not be empty)."""
    return bits.bit_length() - 1


def lowest(bits: int) -> int:
    """Bit number of the lowest card in ``bits`` (which must not be empty)."""
    return (bits & -bits).bit_length() - 1
