"""Ranks and cards: honours, symbols per language, parsing in both orders, the deck."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter.bridge import DECK, Card, CardError, Rank, RankError, Suit, all_cards
from arbiter.i18n import Lang

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def test_rank_values() -> None:
    assert [int(rank) for rank in Rank] == list(range(2, 15))
    assert Rank.TEN == 10
    assert Rank.ACE == 14


def test_honours_are_ace_to_ten() -> None:
    honours = [rank for rank in Rank if rank.is_honour]
    assert honours == [Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]


def test_rank_symbols() -> None:
    high_to_low = sorted(Rank, reverse=True)
    small = ["9", "8", "7", "6", "5", "4", "3", "2"]
    assert [r.symbol("nl") for r in high_to_low] == ["A", "H", "V", "B", "10", *small]
    assert [r.symbol("en") for r in high_to_low] == ["A", "K", "Q", "J", "10", *small]
    assert Rank.QUEEN.symbol() == "V"


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("A", Rank.ACE),
        ("a", Rank.ACE),
        ("aas", Rank.ACE),
        ("ace", Rank.ACE),
        ("H", Rank.KING),
        ("K", Rank.KING),
        ("k", Rank.KING),
        ("heer", Rank.KING),
        ("king", Rank.KING),
        ("V", Rank.QUEEN),
        ("Q", Rank.QUEEN),
        ("vrouw", Rank.QUEEN),
        ("Queen", Rank.QUEEN),
        ("B", Rank.JACK),
        ("J", Rank.JACK),
        ("boer", Rank.JACK),
        ("jack", Rank.JACK),
        ("10", Rank.TEN),
        ("T", Rank.TEN),
        ("t", Rank.TEN),
        ("ten", Rank.TEN),
        ("tien", Rank.TEN),
        ("9", Rank.NINE),
        ("8", Rank.EIGHT),
        ("7", Rank.SEVEN),
        ("6", Rank.SIX),
        ("5", Rank.FIVE),
        ("4", Rank.FOUR),
        ("3", Rank.THREE),
        ("2", Rank.TWO),
        (" 2 ", Rank.TWO),
    ],
)
def test_rank_parse_accepts(text: str, rank: Rank) -> None:
    assert Rank.parse(text) is rank


@pytest.mark.parametrize("text", ["", "1", "0", "11", "14", "01", "X", "R", "AA", "10 0"])
def test_rank_parse_rejects(text: str) -> None:
    with pytest.raises(RankError):
        Rank.parse(text)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("♥10", Card(H, Rank.TEN)),
        ("H10", Card(H, Rank.TEN)),
        ("h10", Card(H, Rank.TEN)),
        ("HT", Card(H, Rank.TEN)),
        ("HV", Card(H, Rank.QUEEN)),
        ("HQ", Card(H, Rank.QUEEN)),
        ("HH", Card(H, Rank.KING)),
        ("SA", Card(S, Rank.ACE)),
        ("sa", Card(S, Rank.ACE)),
        ("KH", Card(C, Rank.KING)),
        ("CK", Card(C, Rank.KING)),
        ("KK", Card(C, Rank.KING)),
        ("RB", Card(D, Rank.JACK)),
        ("DJ", Card(D, Rank.JACK)),
        ("♠A", Card(S, Rank.ACE)),
        ("♠ A", Card(S, Rank.ACE)),
        ("s q", Card(S, Rank.QUEEN)),
        ("S 10", Card(S, Rank.TEN)),
        ("10♥", Card(H, Rank.TEN)),
        ("A♠", Card(S, Rank.ACE)),
        ("V♠", Card(S, Rank.QUEEN)),
        ("2 ♣", Card(C, Rank.TWO)),
        ("♡V", Card(H, Rank.QUEEN)),
        ("♥\ufe0fV", Card(H, Rank.QUEEN)),
        ("V♥\ufe0f", Card(H, Rank.QUEEN)),
        ("schoppen vrouw", Card(S, Rank.QUEEN)),
        ("harten 10", Card(H, Rank.TEN)),
        ("klaveren heer", Card(C, Rank.KING)),
        ("spade ace", Card(S, Rank.ACE)),
        ("queen of spades", Card(S, Rank.QUEEN)),
        ("Ten of Hearts", Card(H, Rank.TEN)),
    ],
)
def test_card_parse_accepts(text: str, card: Card) -> None:
    assert Card.parse(text) == card


@pytest.mark.parametrize(
    "text", ["", "♥1", "♥", "AS", "QS", "11♥", "Z10", "♥11", "X", "SZ", "10", "♥B♠", "1♥"]
)
def test_card_parse_rejects(text: str) -> None:
    with pytest.raises(CardError):
        Card.parse(text)


def test_card_parse_error_names_the_bad_part() -> None:
    with pytest.raises(CardError) as info:
        Card.parse("♥1")
    assert "rang" in info.value.message("nl")
    assert "rank" in info.value.message("en")
    with pytest.raises(CardError) as info:
        Card.parse("Z10")
    assert "kleur" in info.value.message("nl")
    assert "suit" in info.value.message("en")


@pytest.mark.parametrize(
    ("card", "nl", "en"),
    [
        (Card(S, Rank.QUEEN), "♠V", "♠Q"),
        (Card(H, Rank.TEN), "♥10", "♥10"),
        (Card(C, Rank.KING), "♣H", "♣K"),
        (Card(D, Rank.JACK), "♦B", "♦J"),
        (Card(S, Rank.ACE), "♠A", "♠A"),
        (Card(D, Rank.TWO), "♦2", "♦2"),
    ],
)
def test_card_format(card: Card, nl: str, en: str) -> None:
    assert card.format("nl") == nl
    assert card.format("en") == en
    assert str(card) == nl
    assert repr(card) == f"Card.parse({nl!r})"


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("card", DECK, ids=str)
def test_every_card_round_trips(card: Card, lang: Lang) -> None:
    assert Card.parse(card.format(lang)) == card


def test_card_repr_evaluates_back() -> None:
    for card in DECK:
        assert eval(repr(card), {"Card": Card}) == card


def test_deck() -> None:
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert all_cards() == DECK
    assert list(DECK) == sorted(DECK)
    assert DECK[0] == Card(C, Rank.TWO)
    assert DECK[-1] == Card(S, Rank.ACE)
    assert sum(card.is_honour for card in DECK) == 20


def test_cards_order_by_suit_then_rank() -> None:
    assert Card(C, Rank.ACE) < Card(D, Rank.TWO)
    assert Card(H, Rank.TEN) < Card(H, Rank.JACK)
    assert max(Card(S, Rank.TWO), Card(H, Rank.ACE)) == Card(S, Rank.TWO)


def test_card_is_immutable_and_hashable() -> None:
    card = Card(S, Rank.ACE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.rank = Rank.KING  # type: ignore[misc]
    assert {card, Card.parse("SA"), Card.parse("A♠")} == {card}


def test_card_honour() -> None:
    assert Card.parse("♣10").is_honour
    assert not Card.parse("♣9").is_honour


def test_card_requires_enums() -> None:
    with pytest.raises(TypeError):
        Card(Suit.HEARTS, 10)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Card("H", Rank.TEN)  # type: ignore[arg-type]
