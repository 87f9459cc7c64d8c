"""The lines of a claim: every order of play that fits the statement.

The stated steps keep their order (the steps of one group in every order); the suits the
statement does not name follow in every order, each run once started (a player who
thinks all his cards are good may cash them in any order, but does not switch back and
forth between suits: that would not be "normal"). When an opponent still holds a trump
the claimer did not mention, the trump suit is just one of those suits: a line may play
the claimer's own trumps first, in between or last (70C; issue 10, family 7), and the
count follows the worst of them.

Each :class:`Line` carries the engine's steps (:class:`~arbiter.calc.claim.steps.Lead`);
``joint`` gives, per order of the stated steps, one engine line with the unnamed suits as
an unordered rest, whose value is the worst of all those orders in a single search.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from arbiter.bridge import Card, Suit
from arbiter.calc.claim.cards import index
from arbiter.calc.claim.position import Position
from arbiter.calc.claim.statement import Statement, Step, step_text
from arbiter.calc.claim.steps import Lead
from arbiter.i18n import InputError, Lang

__all__ = ["Line", "Plan", "plan"]


@dataclass(frozen=True)
class Line:
    """One order of play: the stated steps in one allowed order, then the other suits."""

    steps: tuple[Step, ...]
    rest: tuple[Suit, ...]
    leads: tuple[Lead, ...]
    prefix: int  # which order of the stated steps (lines with the same share a bound)

    def describe(self, lang: Lang, declarer: bool = True) -> str:
        parts = [step_text(step, lang, declarer) for step in self.steps]
        parts += [suit.symbol for suit in self.rest]
        return " → ".join(parts) if parts else "—"

    def codes(self) -> list[str]:
        """The line for JSON: the steps' English phrases and the suits' symbols."""
        return [step_text(s, "en") for s in self.steps] + [s.symbol for s in self.rest]


@dataclass(frozen=True)
class Plan:
    """All lines of a claim, the joint line per order of the stated steps, and what was
    assumed (``draw_added``: trumps drawn first because the director found the claimer
    knew of the outstanding trump; ``trump_unmentioned``: 70C applies)."""

    lines: tuple[Line, ...]
    joint: tuple[tuple[Lead, ...], ...]
    trump_unmentioned: bool
    draw_added: bool
    rest: tuple[Suit, ...]


def plan(
    position: Position, statement: Statement, *, trump_known: bool = False, top_down: bool = False
) -> Plan:
    """The lines of a claim from ``position`` with ``statement``.

    ``trump_known``: the director is sure the claimer knew of the outstanding trump (the
    70C2 answer "no"): every line then starts by drawing it. ``top_down``: the
    Regulating Authority or organiser deems an unstated suit played from the top (70E2);
    otherwise a careless player may lead a small card first where he holds neither ace
    nor king.
    """
    trump = position.trump
    ours = position.hands[position.claimer] | position.hands[position.claimer.partner]
    groups = [list(group) for group in statement.groups]
    for step in statement.steps:
        _check(step, position, ours)
    outstanding = bool(position.outstanding_trumps())
    mentioned = any(
        s.kind == "draw" or (s.kind == "cash" and s.suit is trump) for s in statement.steps
    )
    draw_added = trump_known and outstanding and not mentioned and trump is not None
    if draw_added:
        groups.insert(0, [Step("draw")])
    named = {s.suit for s in statement.steps if s.kind == "cash"}
    rest = tuple(
        suit for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
        if suit not in named and any(c.suit is suit for c in ours)
    )  # fmt: skip
    careless = not top_down
    prefixes = list(itertools.product(*(itertools.permutations(g) for g in groups)))
    lines: list[Line] = []
    joint: list[tuple[Lead, ...]] = []
    for number, prefix in enumerate(prefixes):
        steps = tuple(step for group in prefix for step in group)
        leads = tuple(_lead(step, position, ours, careless) for step in steps)
        mask = sum(1 << int(suit) for suit in rest)
        joint.append(leads + ((Lead("rest", mask, careless=careless),) if rest else ()))
        for order in itertools.permutations(rest):
            cash = tuple(Lead("cash", int(suit), careless=careless) for suit in order)
            lines.append(Line(steps, order, leads + cash, number))
    return Plan(
        tuple(lines), tuple(joint), outstanding and not mentioned and not trump_known,
        draw_added, rest,
    )  # fmt: skip


def _check(step: Step, position: Position, ours: frozenset[Card]) -> None:
    """A step that cannot be played from this position is a typing error: say so."""
    if step.kind in ("draw", "ruff") and position.trump is None:
        raise InputError(
            "De verklaring noemt troef, maar het contract is sans atout.",
            "The statement mentions trumps, but the contract is no trump.",
        )
    if step.kind == "finesse" and step.card is not None and step.card not in ours:
        raise InputError(
            f"Snijden op {step.card.format('nl')}: die kaart heeft de claimende partij niet.",
            f"Finesse with {step.card.format('en')}: the claiming side does not hold that card.",
        )
    if step.suit is not None and step.kind != "finesse" and not any(c.suit is step.suit
                                                                   for c in ours):  # fmt: skip
        raise InputError(
            f"De verklaring noemt {step.suit.name('nl')}, maar de claimende partij heeft "
            "geen kaarten meer in die kleur.",
            f"The statement names {step.suit.name('en')}, but the claiming side has no cards "
            "left in that suit.",
        )


def _lead(step: Step, position: Position, ours: frozenset[Card], careless: bool) -> Lead:
    trump = position.trump
    if step.kind == "draw":
        assert trump is not None
        return Lead("draw", int(trump))
    assert step.suit is not None
    suit = int(step.suit)
    if step.kind == "cash":
        return Lead("cash", suit, top=step.top, careless=careless and not step.top)
    if step.kind == "ruff":
        if step.where is None:
            ruffer = -1
        else:
            ruffer = int(position.claimer if step.where == "claimer" else position.claimer.partner)
        return Lead("ruff", suit, count=step.count, ruffer=ruffer)
    if step.kind == "give":
        return Lead("give", suit, count=step.count)
    card = step.card if step.card is not None else _finesse_card(step.suit, position, ours)
    return Lead("finesse", suit, card=index(card))


def _finesse_card(suit: Suit, position: Position, ours: frozenset[Card]) -> Card:
    """The card a finesse in ``suit`` is taken with: the claimer's side's highest card
    below the opponents' highest card of the suit."""
    theirs = [c for s in position.side.other.seats for c in position.hands[s] if c.suit is suit]
    top = max(theirs, default=None)
    below = [c for c in ours if c.suit is suit and top is not None and c < top]
    if not below:
        raise InputError(
            f"Snijden in {suit.name('nl')}: er is geen kaart om mee te snijden; noem de kaart "
            "(bijv. 'snijden op ♦V').",
            f"Finesse in {suit.name('en')}: there is no card to finesse with; name the card "
            "(e.g. 'finesse ♦Q').",
        )
    return max(below)
