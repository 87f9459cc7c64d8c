"""The penalty card itself and what the other parts share: the kinds, owners and turns,
the check that no card is listed twice, and 50B's rule that two or more are all major."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from arbiter.bridge import Card, Suit
from arbiter.i18n import InputError, Text

Owner = Literal["defender", "declarer", "dummy"]
Kind = Literal["none", "minor", "major"]
Phase = Literal["play", "auction"]
Turn = Literal["holder_plays", "holder_leads", "partner_leads"]

OWNERS: tuple[Owner, ...] = ("defender", "declarer", "dummy")
TURNS: tuple[Turn, ...] = ("holder_plays", "holder_leads", "partner_leads")


def cards_text(cards: Iterable[Card], lang: Literal["nl", "en"]) -> str:
    """``♠3 ♥K``: the cards as the texts name them."""
    return " ".join(card.format(lang) for card in cards)


def suits_text(suits: Iterable[Suit]) -> str:
    """``♠♥``: the suits of an option's id."""
    return "".join(suit.symbol for suit in suits)


@dataclass(frozen=True, slots=True)
class PenaltyCard:
    """A defender's card face up on the table as a penalty card."""

    card: Card
    major: bool

    @property
    def kind(self) -> Kind:
        return "major" if self.major else "minor"


def unique(cards: Sequence[Card], what: Text) -> None:
    """Refuse a card listed twice: a typing slip that would otherwise count it twice."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise InputError(
                f"{card.format('nl')} staat twee keer bij {what['nl']}.",
                f"{card.format('en')} is listed twice in {what['en']}.",
            )
        seen.add(card)


def check_penalty(cards: Sequence[PenaltyCard]) -> tuple[PenaltyCard, ...]:
    """The holder's penalty cards as the Laws see them: each once, and all major when there
    are two or more (50B), whatever the caller marked."""
    cards = tuple(cards)
    unique([p.card for p in cards], Text.of("de strafkaarten", "the penalty cards"))
    if len(cards) >= 2 and not all(p.major for p in cards):
        # 50B: two or more penalty cards are all major
        cards = tuple(PenaltyCard(p.card, True) for p in cards)
    return cards
