"""The space of all 13-card hands, counted by shape and high-card points.

What a call shows (its *meaning*, :mod:`arbiter.bridge.meaning`) is a statement about the
caller's hand in terms of high-card points (HCP: A=4 K=3 Q=2 J=1) and suit lengths. Two
hands with the same HCP and the same four suit lengths cannot be told apart by such a
statement, so the space of hands a meaning talks about is the 560 shapes x 38 HCP values
(0-37), about 21,000 cells. That is small enough to run through completely: whether one
meaning is a subset of another (Law 23A2) is answered exactly, not by sampling.

Each cell carries the exact number of real hands in it (they add up to C(52,13)), so
shares ("90 % of the hands that make this call also fit that one") are true frequencies
at the table, and the most common hand of a region can be shown as an example.

Lengths are tuples indexed by :class:`Suit` value: ``(clubs, diamonds, hearts, spades)``.
Only the standard library is used; the tables are built once, on first use (a few ms).
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import combinations
from math import comb

from arbiter.bridge.card import Rank
from arbiter.bridge.denom import Suit
from arbiter.i18n import Lang

__all__ = [
    "MAX_HCP",
    "TOTAL_HANDS",
    "Lengths",
    "cell_counts",
    "example_hand",
    "format_hand",
    "format_pbn",
    "format_shape",
    "hand_hcp",
    "shapes",
]

Lengths = tuple[int, int, int, int]
"""Suit lengths indexed by :class:`Suit` value: clubs, diamonds, hearts, spades."""

MAX_HCP = 37
"""The most high-card points one hand can hold (four aces, kings, queens and a jack)."""

TOTAL_HANDS = comb(52, 13)
"""The number of different 13-card hands: 635,013,559,600."""

_HONOURS: tuple[tuple[Rank, int], ...] = (
    (Rank.ACE, 4),
    (Rank.KING, 3),
    (Rank.QUEEN, 2),
    (Rank.JACK, 1),
)
_SPOTS: tuple[Rank, ...] = tuple(rank for rank in Rank if rank <= Rank.TEN)[::-1]  # 10 .. 2
_SPOT_COUNT = len(_SPOTS)  # 9 cards per suit carry no points


@cache
def shapes() -> tuple[Lengths, ...]:
    """All 560 ways to split 13 cards over four suits, as (♣, ♦, ♥, ♠) lengths."""
    return tuple(
        (c, d, h, 13 - c - d - h)
        for c in range(14)
        for d in range(14 - c)
        for h in range(14 - c - d)
    )


@cache
def _suit_table() -> tuple[tuple[int, ...], ...]:
    """``table[length][hcp]``: how many holdings of one suit have that length and HCP."""
    table = [[0] * 11 for _ in range(14)]
    for k in range(len(_HONOURS) + 1):
        for honours in combinations(_HONOURS, k):
            points = sum(p for _, p in honours)
            for spots in range(_SPOT_COUNT + 1):
                table[k + spots][points] += comb(_SPOT_COUNT, spots)
    return tuple(tuple(row) for row in table)


_DIGIT = 48  # bits per coefficient: every count is below C(52,13) < 2**40
_MASK = (1 << _DIGIT) - 1


def _encode(row: tuple[int, ...]) -> int:
    """A count-per-HCP row as one integer, one coefficient per ``_DIGIT`` bits.

    Multiplying two such integers convolves the rows (Kronecker substitution), which
    lets Python's big-integer product do in C what nested loops would do slowly.
    """
    value = 0
    for points in reversed(row):
        value = (value << _DIGIT) | points
    return value


@cache
def cell_counts() -> dict[Lengths, tuple[int, ...]]:
    """For every shape, the number of hands with each HCP value 0..37.

    ``cell_counts()[(3, 3, 2, 5)][12]`` is the number of hands with five spades, two
    hearts, three diamonds, three clubs and exactly 12 HCP.
    """
    suit = [_encode(row) for row in _suit_table()]
    pairs = {(a, b): suit[a] * suit[b] for a in range(14) for b in range(14 - a)}
    counts: dict[Lengths, tuple[int, ...]] = {}
    for shape in shapes():
        c, d, h, s = shape
        value = pairs[c, d] * pairs[h, s]
        row = []
        for _ in range(MAX_HCP + 1):
            row.append(value & _MASK)
            value >>= _DIGIT
        counts[shape] = tuple(row)
    return counts


def hand_hcp(hand: dict[Suit, tuple[Rank, ...]]) -> int:
    """High-card points of a hand given as ranks per suit."""
    points = dict(_HONOURS)
    return sum(points.get(rank, 0) for ranks in hand.values() for rank in ranks)


def example_hand(lengths: Lengths, hcp: int) -> dict[Suit, tuple[Rank, ...]]:
    """A real 13-card hand with exactly these suit lengths and HCP.

    The points are spread roughly in proportion to the suit lengths and long suits get
    the higher honours, so the hand looks like one a player could hold. Raises
    :class:`ValueError` when no hand exists in that cell (e.g. 0 HCP with a 10-card suit).
    """
    return dict(_example_hand(tuple(lengths), hcp))


@lru_cache(maxsize=256)
def _example_hand(lengths: Lengths, hcp: int) -> tuple[tuple[Suit, tuple[Rank, ...]], ...]:
    if sum(lengths) != 13 or any(n < 0 for n in lengths):
        raise ValueError(f"lengths must be four numbers adding up to 13, got {lengths}")
    order = sorted(Suit, key=lambda s: -lengths[s])
    options: dict[Suit, list[tuple[tuple[Rank, ...], int]]] = {}
    for suit in order:
        n = lengths[suit]
        target = hcp * n / 13
        subsets = [
            (tuple(r for r, _ in honours), sum(p for _, p in honours))
            for k in range(max(0, n - _SPOT_COUNT), min(len(_HONOURS), n) + 1)
            for honours in combinations(_HONOURS, k)
        ]
        subsets.sort(key=lambda item: (abs(item[1] - target), -item[1]))
        options[suit] = subsets
    top = {suit: max(p for _, p in options[suit]) for suit in order}
    low = {suit: min(p for _, p in options[suit]) for suit in order}

    def search(i: int, left: int) -> list[tuple[Rank, ...]] | None:
        if i == len(order):
            return [] if left == 0 else None
        rest = order[i + 1 :]
        for honours, points in options[order[i]]:
            remaining = left - points
            if sum(low[s] for s in rest) <= remaining <= sum(top[s] for s in rest):
                found = search(i + 1, remaining)
                if found is not None:
                    return [honours, *found]
        return None

    found = search(0, hcp)
    if found is None:
        raise ValueError(f"no hand has lengths {lengths} and {hcp} HCP")
    hand: dict[Suit, tuple[Rank, ...]] = {}
    for suit, honours in zip(order, found, strict=True):
        hand[suit] = tuple(
            sorted(honours + _spread(lengths[suit] - len(honours), suit), reverse=True)
        )
    return tuple((suit, hand[suit]) for suit in sorted(Suit, reverse=True))


def _spread(n: int, suit: Suit) -> tuple[Rank, ...]:
    """``n`` spot cards spread over 10..2 (shifted a little per suit), so an example hand
    reads like a dealt one rather than ``A1098 K1098 ...``."""
    if n == 0:
        return ()
    step = _SPOT_COUNT // n
    shift = (2 * int(suit)) % step if step > 1 else 0
    return tuple(_SPOTS[(i * _SPOT_COUNT) // n + shift] for i in range(n))


def format_hand(hand: dict[Suit, tuple[Rank, ...]], lang: Lang = "nl") -> str:
    """``♠ AH1095 ♥ V2 ♦ B73 ♣ 95`` (a void is shown as ``-``), spades first."""
    parts = []
    for suit in sorted(Suit, reverse=True):
        ranks = hand.get(suit, ())
        parts.append(f"{suit.symbol} {''.join(r.symbol(lang) for r in ranks) or '-'}")
    return " ".join(parts)


def format_pbn(hand: dict[Suit, tuple[Rank, ...]]) -> str:
    """The hand in PBN: spades first, suits separated by dots, ``T`` for the ten."""
    letters = {Rank.TEN: "T", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
    return ".".join(
        "".join(letters.get(rank, str(int(rank))) for rank in hand.get(suit, ()))
        for suit in sorted(Suit, reverse=True)
    )


def format_shape(lengths: Lengths) -> str:
    """Suit lengths spades first, as directors say them: ``5-3-3-2``."""
    return "-".join(str(lengths[s]) for s in sorted(Suit, reverse=True))
