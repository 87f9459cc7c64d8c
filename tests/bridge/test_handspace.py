"""The hand space: counts checked against combinatorics, example hands for every cell."""

from __future__ import annotations

from math import comb

import pytest

from arbiter.bridge import Rank, Suit
from arbiter.bridge.handspace import (
    MAX_HCP,
    TOTAL_HANDS,
    cell_counts,
    example_hand,
    format_hand,
    format_shape,
    hand_hcp,
    shapes,
)


def test_every_hand_is_counted_once():
    counts = cell_counts()
    assert len(shapes()) == len(counts) == 560
    assert sum(sum(row) for row in counts.values()) == TOTAL_HANDS == comb(52, 13)


def test_point_counts_at_the_ends():
    counts = cell_counts()
    by_hcp = [sum(row[p] for row in counts.values()) for p in range(MAX_HCP + 1)]
    assert by_hcp[0] == comb(36, 13)  # no ace, king, queen or jack: 36 cards left
    assert by_hcp[MAX_HCP] == 4  # every ace, king and queen and one of the four jacks
    assert by_hcp[1] == 4 * comb(36, 12)  # one jack and twelve spot cards


@pytest.mark.parametrize("length", [0, 4, 5, 13])
def test_suit_length_counts(length):
    counts = cell_counts()
    spades = sum(sum(row) for shape, row in counts.items() if shape[Suit.SPADES] == length)
    assert spades == comb(13, length) * comb(39, 13 - length)


def test_an_example_hand_exists_exactly_for_the_cells_real_hands_occupy():
    cells = 0
    for shape, row in cell_counts().items():
        for hcp, n in enumerate(row):
            if n:
                hand = example_hand(shape, hcp)
                assert hand_hcp(hand) == hcp
                assert tuple(len(hand[s]) for s in Suit) == shape
                assert len({(s, r) for s, ranks in hand.items() for r in ranks}) == 13
                cells += 1
            else:
                with pytest.raises(ValueError):
                    example_hand(shape, hcp)
    assert cells == 15152


def test_impossible_lengths_are_refused():
    with pytest.raises(ValueError):
        example_hand((4, 4, 4, 4), 10)


def test_formatting():
    hand = {Suit.SPADES: (Rank.ACE, Rank.KING), Suit.HEARTS: (Rank.QUEEN, Rank.TEN)}
    assert format_hand(hand, "nl") == "♠ AH ♥ V10 ♦ - ♣ -"
    assert format_hand(hand, "en") == "♠ AK ♥ Q10 ♦ - ♣ -"
    assert format_shape((3, 3, 2, 5)) == "5-2-3-3"


def test_example_hands_spread_points_over_the_long_suits():
    hand = example_hand((3, 3, 2, 5), 12)
    assert hand_hcp({Suit.SPADES: hand[Suit.SPADES]}) >= 4  # the five-card suit has honours


def test_pbn():
    from arbiter.bridge.handspace import format_pbn

    hand = {Suit.SPADES: (Rank.ACE, Rank.TEN, Rank.TWO), Suit.CLUBS: (Rank.KING,)}
    assert format_pbn(hand) == "AT2...K"
