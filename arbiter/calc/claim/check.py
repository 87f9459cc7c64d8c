"""A claim checked line by line: the figures a director weighs, never the ruling.

For each line of :mod:`arbiter.calc.claim.lines` the engine plays the cards with the
defenders at their best and the claimer's side making its normal choices at their worst
(doubtful points go against the claimer, 70A); the worst line is marked and played out
card by card. Double dummy (DDS) is the reference: what the claimer could make seeing
all four hands. No line can take more than that.

Speed: the worst of all orders is one search (the unordered rest), of at most
``LIMIT_NODES`` positions; each line's own count is then searched between that worst and
double dummy. Lines are counted until ``budget`` seconds have passed; a line not counted
by then shows the range it lies in (the worst is always exact).
"""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter

from arbiter.bridge import Card, Seat
from arbiter.calc.claim.cards import card_of, index, mask
from arbiter.calc.claim.engine import Engine, OutOfTime
from arbiter.calc.claim.lines import Line, Plan, plan
from arbiter.calc.claim.position import Position
from arbiter.calc.claim.statement import Statement
from arbiter.calc.claim.steps import ChoiceKind, Play
from arbiter.i18n import InputError

__all__ = [
    "ClaimCheck",
    "ClaimTooLarge",
    "LineCount",
    "PlayedCard",
    "PlayedTrick",
    "check_claim",
]

#: Seconds spent counting the lines one by one (the worst is always counted).
BUDGET = 1.2
#: Positions searched for the worst line before a check gives up: a position that large
#: (a claim early in the play) is for the director's own judgement. Counted, not timed,
#: so that the same claim gets the same answer however busy the machine is (and a kept
#: answer may be reused); about 4 s of one core here (some 125,000 positions a second).
#: The worst case is a whole deal without a statement: every order of the four suits is
#: a line, and some deals need more than two million positions (30 s) without an end.
LIMIT_NODES = 500_000
#: Seconds after which a check gives up all the same (a machine so busy that the
#: positions above take longer): the server stays free for others.
LIMIT = 20.0


class ClaimTooLarge(InputError):
    """The worst line could not be found within :data:`LIMIT_NODES` positions."""


@dataclass(frozen=True)
class LineCount:
    """A line and its tricks from the claim on: ``low == high`` when counted."""

    line: Line
    low: int
    high: int

    @property
    def exact(self) -> bool:
        return self.low == self.high


@dataclass(frozen=True)
class PlayedCard:
    """A card of the worst line. ``choice``: a normal choice of the claimer's side that
    cost a trick (``guess``, ``order``, ``open``, ``discard``, ``overruff``), with
    ``better`` the card that would have given more."""

    seat: Seat
    card: Card
    choice: ChoiceKind | None = None
    better: Card | None = None
    before_claim: bool = False


@dataclass(frozen=True)
class PlayedTrick:
    number: int  # counted from the claim: 1 is the trick in progress or the next one
    leader: Seat
    cards: tuple[PlayedCard, ...]
    winner: Seat


@dataclass(frozen=True)
class ClaimCheck:
    """What the check found. Tricks are counted from the claim on (the trick in progress
    included); ``position.won`` adds the tricks won before, when known."""

    position: Position
    statement: Statement
    plan: Plan
    lines: tuple[LineCount, ...]
    worst: int
    worst_play: tuple[PlayedTrick, ...]
    double_dummy: int | None
    claimed: int
    trump_known: bool
    top_down: bool
    seconds: float

    @property
    def left(self) -> int:
        return self.position.left

    @property
    def complete(self) -> bool:
        """Every line counted exactly within the time."""
        return all(count.exact for count in self.lines)

    @property
    def at_stake(self) -> int:
        """Tricks of the claim the worst normal line does not make."""
        return max(0, self.claimed - self.worst)

    @property
    def conceded_safe(self) -> int:
        """Tricks conceded that no normal line loses (Law 71)."""
        return max(0, self.worst - self.claimed)

    @property
    def guesses(self) -> bool:
        return any(c.choice == "guess" for t in self.worst_play for c in t.cards)

    @property
    def laws(self) -> tuple[str, ...]:
        """The laws the figures rest on, in law order."""
        laws = ["68C", "70A", "70D1"]
        if self.plan.trump_unmentioned:
            laws.append("70C")
        if self.guesses:
            laws.append("70E1")
        if self.top_down:
            laws.append("70E2")
        if self.conceded_safe:
            laws.append("71")
        return tuple(sorted(laws))


def check_claim(
    position: Position,
    statement: Statement,
    *,
    claimed: int | None = None,
    trump_known: bool = False,
    top_down: bool = False,
    reference: bool = True,
    budget: float = BUDGET,
    limit: float = LIMIT,
    limit_nodes: int = LIMIT_NODES,
) -> ClaimCheck:
    """Check a claim: every line's tricks, the worst marked and played out, double dummy.

    ``claimed``: the tricks claimed from here (default: all that are left).
    ``reference=False`` skips double dummy (and so the solver and endplay). Lines are
    counted one by one for ``budget`` seconds; after ``limit_nodes`` positions (or
    ``limit`` seconds) without the worst line the check stops with :class:`ClaimTooLarge`.
    """
    start = perf_counter()
    left = position.left
    if claimed is None:
        claimed = left
    if not 0 <= claimed <= left:
        raise InputError(
            f"Er zijn nog {left} slagen te spelen: de claim kan er 0-{left} zijn, niet {claimed}.",
            f"There are {left} tricks left: the claim can be 0-{left}, not {claimed}.",
            accepted=(f"0-{left}",),
        )
    the_plan = plan(position, statement, trump_known=trump_known, top_down=top_down)
    dd = double_dummy(position) if reference else None
    high = left if dd is None else dd
    trump = -1 if position.trump is None else int(position.trump)
    engine = Engine(trump, int(position.claimer))
    north, east, south, west = (mask(position.hands[seat]) for seat in Seat)
    hands = (north, east, south, west)
    leader = int(position.leader)
    trick = tuple(index(c) for c in position.trick)
    voids = sum(1 << (4 * int(seat) + int(suit)) for seat, suit in position.shown_out)

    engine.deadline = start + limit
    engine.node_limit = limit_nodes
    try:
        bounds = [
            engine.value(hands, leader, joint, guess=high, high=high, trick=trick, voids=voids)
            for joint in the_plan.joint
        ]
    except OutOfTime:
        raise _too_large(position, dd) from None
    worst = min(bounds)
    engine.deadline, engine.node_limit = start + budget, None
    counts: list[LineCount] = []
    for line in the_plan.lines:
        low = bounds[line.prefix]
        if low >= high or len(the_plan.rest) <= 1:
            counts.append(LineCount(line, low, low))
            continue
        try:
            value = engine.value(
                hands,
                leader,
                line.leads,
                guess=low,
                low=low,
                high=high,
                trick=trick,
                voids=voids,
            )
            counts.append(LineCount(line, value, value))
        except OutOfTime:
            counts.append(LineCount(line, low, high))
    engine.deadline = None
    first = bounds.index(worst)
    plays = engine.play(
        hands,
        leader,
        the_plan.joint[first],
        value=worst,
        trick=trick,
        voids=voids,
    )
    return ClaimCheck(
        position, statement, the_plan, tuple(counts), worst,
        _tricks(position, plays), dd, claimed, trump_known, top_down, perf_counter() - start,
    )  # fmt: skip


def _too_large(position: Position, dd: int | None) -> ClaimTooLarge:
    cards = position.left
    ref_nl = "" if dd is None else f" Dubbeldummy maakt de claimer er {dd}."
    ref_en = "" if dd is None else f" Double dummy the claimer makes {dd}."
    return ClaimTooLarge(
        f"Met {cards} kaarten per hand zijn er te veel manieren van spelen om deze claim "
        f"na te rekenen. Beoordeel hem zelf, of geef een verklaring die meer vastlegt.{ref_nl}",
        f"With {cards} cards a hand there are too many ways to play to check this claim. "
        f"Judge it yourself, or give a statement that fixes more of the play.{ref_en}",
    )


def _tricks(position: Position, plays: list[Play]) -> tuple[PlayedTrick, ...]:
    """The worst play as tricks, the cards played before the claim first."""
    cards = [PlayedCard(position.leader.after(i), c, before_claim=True)
             for i, c in enumerate(position.trick)]  # fmt: skip
    cards += [
        PlayedCard(Seat(p.seat), card_of(p.card), p.choice,
                   card_of(p.better) if p.better >= 0 else None)
        for p in plays
    ]  # fmt: skip
    out: list[PlayedTrick] = []
    leader = position.leader
    for start in range(0, len(cards), 4):
        group = tuple(cards[start : start + 4])
        winner = _winner(leader, [c.card for c in group], position)
        out.append(PlayedTrick(len(out) + 1, leader, group, winner))
        leader = winner
    return tuple(out)


def _winner(leader: Seat, cards: list[Card], position: Position) -> Seat:
    from arbiter.calc.play import trick_winner

    return trick_winner(leader, cards, position.trump)


def double_dummy(position: Position) -> int:
    """Tricks the claimer's side makes from here double dummy (DDS, under the one lock
    every DDS call in arbiter holds: the solver is not thread-safe)."""
    from endplay import config
    from endplay.dds import solve_board
    from endplay.types import Deal, Denom, Player

    from arbiter.calc.double_dummy import DDS_LOCK

    config.use_unicode = False
    before = [set(position.hands[seat]) for seat in Seat]
    for i, card in enumerate(position.trick):
        before[position.leader.after(i)].add(card)
    deal = Deal(_pbn(before))
    deal.first = Player(int(position.leader))
    deal.trump = Denom(4 if position.trump is None else 3 - int(position.trump))
    for card in position.trick:
        deal.play(f"{'CDHS'[int(card.suit)]}{'23456789TJQKA'[int(card.rank) - 2]}")
    with DDS_LOCK:
        best = max(tricks for _, tricks in solve_board(deal))
    if position.to_play.side is position.side:
        return best
    return position.left - best


def _pbn(hands: list[set[Card]]) -> str:
    out = []
    for hand in hands:
        suits = []
        for suit in (3, 2, 1, 0):
            ranks = sorted((int(c.rank) for c in hand if int(c.suit) == suit), reverse=True)
            suits.append("".join("23456789TJQKA"[r - 2] for r in ranks))
        out.append(".".join(suits))
    return "N:" + " ".join(out)
