"""The steps of a line and the cards of a play, as the claim engine takes and gives them.

A :class:`Lead` is one step of the claimer's stated line; a :class:`Choice` one card the
claimer's side may normally play; a :class:`Play` one card of the worked line. The small
helpers here keep the state of the unordered ``rest`` step (every order of its suits
still possible) and group the cards that are equivalent in play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations
from typing import Literal

from arbiter.calc.claim.cards import SUIT_MASK

LeadKind = Literal["draw", "cash", "ruff", "give", "finesse", "rest"]
ChoiceKind = Literal["order", "open", "guess", "discard", "overruff"]


@dataclass(frozen=True, slots=True)
class Lead:
    """One step of a line, as the engine needs it.

    ``draw``: lead trumps (from the top) while an opponent holds one. ``cash``: lead the
    suit until the claimer's side has none (from the top; ``careless``: the lowest card
    may come first). ``ruff``: lead the suit (lowest) from one hand for the other hand to
    ruff, ``count`` times; ``ruffer`` names the seat that must ruff, or -1 for either.
    ``give``: lead the suit (lowest) and duck in the other hand, ``count`` times.
    ``finesse``: lead the suit (lowest) from the hand opposite ``card``, which the other
    hand plays if it wins the trick so far. ``rest``: the suits of the bit mask ``suit``
    in *any* order, as the ``cash`` steps of one order would play them: the worst of all
    the orders in one search (the orders still consistent with the leads so far are the
    step's state).
    """

    kind: LeadKind
    suit: int
    count: int = 1
    ruffer: int = -1
    card: int = -1
    top: bool = False  # cash: "from the top" was stated
    careless: bool = False  # cash: the lowest card may be led first

    def key(self, done: int, ours: int) -> tuple[object, ...]:
        if self.kind == "rest":
            held = [s for s in range(4) if ours & SUIT_MASK[s]]
            kept = kept_orders(self.suit, done)
            orders = {tuple(s for s in order if s in held) for order in kept}
            return ("rest", tuple(sorted(orders)), self.careless)
        return (self.kind, self.suit, self.count - done, self.ruffer, self.card, self.careless)


@dataclass(frozen=True, slots=True)
class Play:
    """One card of the worked line: who played it, and whether it was a choice of the
    claimer's side that cost a trick (then ``choice`` says what kind, ``better`` the card
    that would have given more)."""

    seat: int
    card: int
    choice: ChoiceKind | None = None
    better: int = -1


@dataclass(frozen=True, slots=True)
class Choice:
    """A card the claimer's side may normally play, and what kind of choice it is."""

    card: int
    kind: ChoiceKind | None = None
    step: int = -1  # a lead: the step of the line it carries out


def card_classes(mine: int, live: int) -> list[int]:
    """The lowest card of each run of ``mine`` among the ``live`` cards of one suit."""
    out = []
    run = False
    while live:
        low = live & -live
        if low & mine:
            if not run:
                out.append(low.bit_length() - 1)
                run = True
        else:
            run = False
        live ^= low
    return out


def start_state(line: tuple[Lead, ...]) -> tuple[int, ...]:
    """The state of each step before play: nothing done; for the rest, every order (a
    bit for each order of :func:`orders_of`)."""
    return tuple((1 << len(orders_of(step.suit))) - 1 if step.kind == "rest" else 0
                 for step in line)  # fmt: skip


@cache
def orders_of(suits: int) -> tuple[tuple[int, ...], ...]:
    """Every order of the suits in the bit mask ``suits``."""
    return tuple(permutations(s for s in range(4) if suits >> s & 1))


def kept_orders(suits: int, kept: int) -> list[tuple[int, ...]]:
    """The orders whose bits are set in ``kept``."""
    return [order for i, order in enumerate(orders_of(suits)) if kept >> i & 1]
