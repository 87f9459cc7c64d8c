"""Ranks (rangen) and cards (kaarten).

Dutch and English write the court cards with different letters (heer/vrouw/boer = H V B,
king/queen/jack = K Q J). The two sets do not overlap, so a rank is read without knowing
the language. A card is written suit first, as Dutch directors do ("♠V", "schoppen
vrouw"); rank first is accepted only before a suit *symbol* ("10♥"), because with letters
"KH" would be ambiguous (klaveren heer or king of hearts). Here it is klaveren heer.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from arbiter.bridge._text import normalize, shown
from arbiter.bridge.denom import Suit
from arbiter.bridge.errors import CardError, RankError, SuitError
from arbiter.i18n import Lang

__all__ = ["DECK", "Card", "Rank", "all_cards"]


class Rank(IntEnum):
    """A card rank, valued as the card's trick-taking order (two lowest, ace highest)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def is_honour(self) -> bool:
        """Ace, king, queen, jack or ten: the honours (honneurs) of the Laws' definitions."""
        return self >= Rank.TEN

    def symbol(self, lang: Lang = "nl") -> str:
        """A H V B 10 9..2 in Dutch, A K Q J 10 9..2 in English."""
        if self >= Rank.JACK:
            return _COURT[lang][self - Rank.JACK]
        return str(int(self))

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank in either language: A, H/K, V/Q, B/J, 10/T, 9..2, or a word."""
        key = normalize(text)
        if not key:
            raise RankError("Geen rang opgegeven.", "No rank given.", RANK_ACCEPTED)
        try:
            return _RANK_WORDS[key]
        except KeyError:
            raise RankError(
                f"Onbekende rang {shown(text)}.", f"Unknown rank {shown(text)}.", RANK_ACCEPTED
            ) from None


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. Orders by suit (clubs low) and then rank, like :data:`DECK`."""

    suit: Suit
    rank: Rank

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit) or not isinstance(self.rank, Rank):
            raise TypeError(f"Card needs a Suit and a Rank, got {self.suit!r}, {self.rank!r}")

    @property
    def is_honour(self) -> bool:
        """Whether the card is an honour (A K Q J 10)."""
        return self.rank.is_honour

    def format(self, lang: Lang = "nl") -> str:
        """Suit symbol then rank: ``♠V`` in Dutch, ``♠Q`` in English, ``♥10`` in both."""
        return self.suit.symbol + self.rank.symbol(lang)

    def __str__(self) -> str:
        return self.format("nl")

    def __repr__(self) -> str:
        return f"Card.parse({self.format('nl')!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card.

        Accepted: suit then rank (``♥10``, ``H10``, ``HV``, ``SA`` = schoppen aas,
        ``KH`` = klaveren heer, ``CK``, ``s q``, ``schoppen vrouw``), rank then suit
        symbol (``10♥``, ``A♠``), and ``queen of spades``.
        """
        key = normalize(text)
        if not key:
            raise CardError("Geen kaart opgegeven.", "No card given.", CARD_ACCEPTED)
        suit_part, rank_part = _split_card(key)
        if not rank_part:
            raise CardError(
                f"Kaart {shown(text)}: de rang ontbreekt.",
                f"Card {shown(text)}: the rank is missing.",
                CARD_ACCEPTED,
            )
        try:
            suit = Suit.parse(suit_part)
        except SuitError:
            raise CardError(
                f"Onbekende kaart {shown(text)}: {shown(suit_part)} is geen kleur.",
                f"Unknown card {shown(text)}: {shown(suit_part)} is not a suit.",
                CARD_ACCEPTED,
            ) from None
        try:
            rank = Rank.parse(rank_part)
        except RankError:
            raise CardError(
                f"Onbekende kaart {shown(text)}: {shown(rank_part)} is geen rang.",
                f"Unknown card {shown(text)}: {shown(rank_part)} is not a rank.",
                CARD_ACCEPTED,
            ) from None
        return cls(suit, rank)


def _split_card(key: str) -> tuple[str, str]:
    """Split a normalised card into (suit text, rank text); see :meth:`Card.parse`."""
    if len(key) > 1 and key[-1] in _SUIT_SYMBOLS:
        return key[-1], key[:-1].strip()
    if key[0] in _SUIT_SYMBOLS:
        return key[0], key[1:].strip()
    rank_word, of, suit_word = key.partition(" of ")
    if of:
        return suit_word, rank_word
    suit_word, space, rank_word = key.partition(" ")
    if space:
        return suit_word, rank_word
    return key[0], key[1:]


def all_cards() -> tuple[Card, ...]:
    """All 52 cards in :data:`DECK` order."""
    return DECK


RANK_ACCEPTED: tuple[str, ...] = (
    "A/H/V/B/10/9…2",
    "A/K/Q/J/10/T/9…2",
    "aas/heer/vrouw/boer/tien",
    "ace/king/queen/jack/ten",
)
CARD_ACCEPTED: tuple[str, ...] = (
    "♥10",
    "H10",
    "♠V",
    "SV",
    "♠Q",
    "SQ",
    "10♥",
    "V♠",
    "schoppen vrouw",
    "queen of spades",
)

_SUIT_SYMBOLS = frozenset("♣♦♥♠")
_COURT: dict[Lang, tuple[str, ...]] = {"nl": ("B", "V", "H", "A"), "en": ("J", "Q", "K", "A")}
_RANK_SPELLINGS: dict[Rank, tuple[str, ...]] = {
    Rank.TEN: ("t", "tien", "ten"),
    Rank.JACK: ("b", "j", "boer", "jack"),
    Rank.QUEEN: ("v", "q", "vrouw", "queen"),
    Rank.KING: ("h", "k", "heer", "king"),
    Rank.ACE: ("a", "aas", "ace"),
}
_RANK_WORDS: dict[str, Rank] = {
    **{str(int(rank)): rank for rank in Rank if rank <= Rank.TEN},
    **{word: rank for rank, words in _RANK_SPELLINGS.items() for word in words},
}

DECK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
"""The 52 cards, clubs 2 up to spades ace: the same order as ``sorted()``."""
