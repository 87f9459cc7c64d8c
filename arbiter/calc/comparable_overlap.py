"""Counting the hands two meanings share, exactly: every shape and point value at once.

A meaning is, per shape, a bit mask of the HCP values it allows
(:mod:`arbiter.bridge.meaning`); with the number of real hands of each shape and point
value (:func:`arbiter.bridge.handspace.cell_counts`) the overlap of two meanings is a
sum over at most 560 shapes, without dealing a hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from arbiter.bridge.handspace import Lengths, cell_counts
from arbiter.bridge.meaning import Meaning

_SPREAD = 0.05  # the strength compared is the middle 90 %: 5 % cut off at each end


@cache
def _prefix() -> dict[Lengths, tuple[int, ...]]:
    """Per shape, running totals of the hand counts over HCP: ``p[h]`` = hands below h."""
    table = {}
    for shape, row in cell_counts().items():
        running = [0]
        for n in row:
            running.append(running[-1] + n)
        table[shape] = tuple(running)
    return table


def _mass(prefix: tuple[int, ...], mask: int) -> int:
    """How many hands of one shape have an HCP value whose bit is set in ``mask``.

    Walks the runs of set bits (a point range is one run), not the bits one by one.
    """
    total = 0
    while mask:
        start = (mask & -mask).bit_length() - 1
        rest = mask >> start
        length = (~rest & (rest + 1)).bit_length() - 1
        total += prefix[start + length] - prefix[start]
        mask &= ~(((1 << length) - 1) << start)
    return total


def _add_to(hist: list[int], row: tuple[int, ...], mask: int) -> None:
    """Add the hands of one shape, per HCP value set in ``mask``, to ``hist``."""
    while mask:
        low = mask & -mask
        hcp = low.bit_length() - 1
        hist[hcp] += row[hcp]
        mask ^= low


@dataclass(frozen=True)
class Overlap:
    """How the hands of a replacement call and a withdrawn call overlap."""

    replacement: int  # hands that fit the replacement
    withdrawn: int  # hands that fit the withdrawn call
    both: int
    shape_fits: int  # replacement hands whose shape the withdrawn call allows
    in_range: int  # replacement hands with an HCP value within the withdrawn call's range
    strength: tuple[int, int]  # replacement's HCP, middle 90 %
    withdrawn_range: tuple[int, int]
    replacement_only: tuple[Lengths, int] | None  # the most common cell, if any
    withdrawn_only: tuple[Lengths, int] | None


def count_overlap(withdrawn: Meaning, replacement: Meaning) -> Overlap:
    """The hands each call allows, those both allow, and the figures the test compares."""
    counts = cell_counts()
    w_masks, r_masks = withdrawn.masks, replacement.masks
    r_total = w_total = both = shape_fits = 0
    r_hist = [0] * len(next(iter(counts.values())))
    w_bits = 0
    best_r: tuple[int, Lengths, int] | None = None
    best_w: tuple[int, Lengths, int] | None = None
    prefixes = _prefix()
    for shape in r_masks.keys() | w_masks.keys():
        row, prefix = counts[shape], prefixes[shape]
        r, w = r_masks.get(shape, 0), w_masks.get(shape, 0)
        w_bits |= w
        _add_to(r_hist, row, r)
        r_mass = _mass(prefix, r)
        r_total += r_mass
        if w:
            shape_fits += r_mass
        w_total += _mass(prefix, w)
        both += _mass(prefix, r & w)
        best_r = _most_common(row, shape, r & ~w, best_r)
        best_w = _most_common(row, shape, w & ~r, best_w)
    w_low, w_high = (w_bits & -w_bits).bit_length() - 1, w_bits.bit_length() - 1
    return Overlap(
        r_total,
        w_total,
        both,
        shape_fits,
        sum(r_hist[w_low : w_high + 1]),
        (_quantile(r_hist, _SPREAD), _quantile(r_hist, 1 - _SPREAD)),
        (w_low, w_high),
        None if best_r is None else (best_r[1], best_r[2]),
        None if best_w is None else (best_w[1], best_w[2]),
    )


def _quantile(hist: list[int], q: float) -> int:
    """The HCP value at which a share ``q`` of the hands in ``hist`` is reached."""
    total = sum(hist)
    running = 0
    for hcp, n in enumerate(hist):
        running += n
        if running >= q * total:
            return hcp
    return len(hist) - 1


def _most_common(
    row: tuple[int, ...], shape: Lengths, mask: int, best: tuple[int, Lengths, int] | None
) -> tuple[int, Lengths, int] | None:
    while mask:
        low = mask & -mask
        hcp = low.bit_length() - 1
        if best is None or row[hcp] > best[0]:
            best = (row[hcp], shape, hcp)
        mask ^= low
    return best
