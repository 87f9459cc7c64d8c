"""Suits and denominations: bidding order, symbols, letters, names and parsing."""

from __future__ import annotations

import pytest

from arbiter.bridge import Denom, DenomError, Suit, SuitError
from arbiter.i18n import Lang

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def test_values_follow_bidding_order() -> None:
    assert [int(s) for s in (C, D, H, S)] == [0, 1, 2, 3]
    assert [int(d) for d in Denom] == [0, 1, 2, 3, 4]
    assert max(Denom) is Denom.NOTRUMP


def test_suit_and_denom_convert() -> None:
    for suit in Suit:
        assert suit.denom.suit is suit
        assert int(suit.denom) == int(suit)
    assert Denom.NOTRUMP.suit is None


def test_symbols() -> None:
    assert [suit.symbol for suit in Suit] == ["♣", "♦", "♥", "♠"]
    assert [denom.symbol for denom in Denom] == ["♣", "♦", "♥", "♠", None]


def test_letters() -> None:
    assert [suit.letter("nl") for suit in Suit] == ["K", "R", "H", "S"]
    assert [suit.letter("en") for suit in Suit] == ["C", "D", "H", "S"]
    assert [denom.letter("nl") for denom in Denom] == ["K", "R", "H", "S", "SA"]
    assert [denom.letter("en") for denom in Denom] == ["C", "D", "H", "S", "NT"]


def test_names() -> None:
    assert [d.name("nl") for d in Denom] == [
        "klaveren",
        "ruiten",
        "harten",
        "schoppen",
        "sans atout",
    ]
    assert [d.name("en") for d in Denom] == ["clubs", "diamonds", "hearts", "spades", "no trump"]
    assert [s.name("en") for s in Suit] == ["clubs", "diamonds", "hearts", "spades"]


def test_format() -> None:
    assert [d.format("nl") for d in Denom] == ["♣", "♦", "♥", "♠", "SA"]
    assert [d.format("en") for d in Denom] == ["♣", "♦", "♥", "♠", "NT"]
    assert H.format("en") == "♥"


def test_major_minor() -> None:
    assert [s.is_major for s in Suit] == [False, False, True, True]
    assert [s.is_minor for s in Suit] == [True, True, False, False]
    assert [d.is_major for d in Denom] == [False, False, True, True, False]
    assert [d.is_minor for d in Denom] == [True, True, False, False, False]


SUIT_SPELLINGS = [
    ("♣", C),
    ("♦", D),
    ("♥", H),
    ("♠", S),
    ("♧", C),
    ("♢", D),
    ("♡", H),
    ("♤", S),
    ("♣\ufe0f", C),
    ("♦\ufe0f", D),
    ("♥\ufe0f", H),
    ("♠\ufe0f", S),
    ("C", C),
    ("c", C),
    ("K", C),
    ("k", C),
    ("D", D),
    ("R", D),
    ("r", D),
    ("H", H),
    ("h", H),
    ("S", S),
    ("s", S),
    ("klaveren", C),
    ("Klaveren", C),
    ("ruiten", D),
    ("harten", H),
    ("schoppen", S),
    ("SCHOPPEN", S),
    ("clubs", C),
    ("club", C),
    ("diamonds", D),
    ("diamond", D),
    ("hearts", H),
    ("heart", H),
    ("spades", S),
    ("spade", S),
    (" Spade ", S),
]


@pytest.mark.parametrize(("text", "suit"), SUIT_SPELLINGS)
def test_suit_parse_accepts(text: str, suit: Suit) -> None:
    assert Suit.parse(text) is suit


@pytest.mark.parametrize(("text", "suit"), SUIT_SPELLINGS)
def test_denom_parse_accepts_every_suit_spelling(text: str, suit: Suit) -> None:
    assert Denom.parse(text) is suit.denom


@pytest.mark.parametrize(
    "text",
    [
        "SA",
        "sa",
        "NT",
        "nt",
        "N",
        "n",
        "sans",
        "Sans Atout",
        "sans atout",
        "notrump",
        "no trump",
        "No Trump",
        "no-trump",
        "notrumps",
    ],
)
def test_denom_parse_notrump(text: str) -> None:
    assert Denom.parse(text) is Denom.NOTRUMP


@pytest.mark.parametrize("text", ["SA", "NT", "N", "", "Z", "B", "♥♥", "hartenn", "1"])
def test_suit_parse_rejects(text: str) -> None:
    with pytest.raises(SuitError):
        Suit.parse(text)


@pytest.mark.parametrize("text", ["", "Z", "B", "T", "X", "ZT", "1", "sans troef", "♥♠"])
def test_denom_parse_rejects(text: str) -> None:
    with pytest.raises(DenomError):
        Denom.parse(text)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_every_format_and_letter_and_name_parses_back(lang: Lang) -> None:
    for suit in Suit:
        for text in (suit.symbol, suit.letter(lang), suit.name(lang)):
            assert Suit.parse(text) is suit
    for denom in Denom:
        for text in (denom.format(lang), denom.letter(lang), denom.name(lang)):
            assert Denom.parse(text) is denom
