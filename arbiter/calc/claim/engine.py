"""The play engine of the claim checker: one line of play against the best defence.

A *line* fixes how the claimer's side leads: a list of :class:`Lead` steps, tried in
order each time that side is on lead (the first step that is not finished and that the
hand on lead can carry out gives the card). Where the line is silent, the claimer's side
plays as a careless but not irrational player might (Law 70, footnote: "normal" includes
careless or inferior play for the class of player): those choices are listed by
:meth:`Engine._follow` and the engine takes the one worst for the claimer, because
doubtful points go against the claimer (70A). The defenders are not bound by the
statement: they play every legal card, and the engine takes their best.

So the value of a line is a minimum over the defenders' cards and over the claimer's
normal choices. Two exceptions to "worst for the claimer":

- a guess (finesse or drop) in a suit in which an opponent has already shown out is
  not a guess any more (70E1): there the claimer takes the best of his normal choices;
- ``free=True`` lets the claimer's side play every legal card at its best: the engine
  then computes double dummy, which the tests compare with DDS to prove the mechanics.

The value is searched exhaustively with a memo at trick boundaries. Cards that are
equivalent (no unplayed card between them, in one hand) are tried once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations
from time import perf_counter
from typing import Literal

from arbiter.calc.claim.cards import SUIT_MASK, highest, lowest

__all__ = ["Choice", "Engine", "Lead", "OutOfTime", "Play"]


class OutOfTime(Exception):
    """The search passed its deadline (:attr:`Engine.deadline`); the memo stays valid."""


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

    def key(self, done: object, ours: int) -> tuple[object, ...]:
        if self.kind == "rest":
            held = [s for s in range(4) if ours & SUIT_MASK[s]]
            orders = {tuple(s for s in order if s in held) for order in _kept(self.suit, done)}  # type: ignore[arg-type]
            return ("rest", tuple(sorted(orders)), self.careless)
        return (self.kind, self.suit, self.count - done, self.ruffer, self.card, self.careless)  # type: ignore[operator]


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


def _classes(mine: int, live: int) -> list[int]:
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


def _start(line: tuple[Lead, ...]) -> tuple[int, ...]:
    """The state of each step before play: nothing done; for the rest, every order (a
    bit for each order of :func:`_orders`)."""
    return tuple((1 << len(_orders(step.suit))) - 1 if step.kind == "rest" else 0
                 for step in line)  # fmt: skip


@cache
def _orders(suits: int) -> tuple[tuple[int, ...], ...]:
    """Every order of the suits in the bit mask ``suits``."""
    return tuple(permutations(s for s in range(4) if suits >> s & 1))


def _kept(suits: int, kept: int) -> list[tuple[int, ...]]:
    """The orders whose bits are set in ``kept``."""
    return [order for i, order in enumerate(_orders(suits)) if kept >> i & 1]


class Engine:
    """Plays lines from one position. ``hands``: four bit hands indexed by seat (N=0);
    ``trump``: suit number or -1; ``claimer``: the claimer's seat (his partner is on his
    side). ``voids``: bits ``4 * seat + suit`` of opponents who have shown out."""

    def __init__(self, trump: int, claimer: int, *, free: bool = False) -> None:
        self.trump = trump
        self.side = (claimer % 2, claimer % 2 + 2)
        self.free = free
        self.memo: dict[tuple[object, ...], tuple[int, int]] = {}
        self.nodes = 0
        self._trump_mask = SUIT_MASK[trump] if trump >= 0 else 0
        self._watch = 0  # finesse cards of the lines seen: whether they are still there
        self._effective_cache: dict[tuple[object, ...], tuple[object, ...]] = {}
        self._lines: dict[int, tuple[Lead, ...]] = {}
        self._classes: dict[tuple[int, int], list[int]] = {}
        self._shapes: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.deadline: float | None = None  # time.perf_counter() value

    # -- the public face ---------------------------------------------------------------

    def value(
        self,
        hands: tuple[int, int, int, int],
        leader: int,
        line: tuple[Lead, ...],
        *,
        trick: tuple[int, ...] = (),
        voids: int = 0,
        guess: int | None = None,
        low: int = 0,
        high: int | None = None,
    ) -> int:
        """Tricks the claimer's side takes from here on the line against the best defence.

        Searched as a few yes/no questions ("at least t tricks?", MTD(f)) starting from
        ``guess``: each is answered with far fewer positions than the full value. ``low``
        and ``high`` are bounds known already (the worst of all lines, double dummy).
        """
        self._prepare(line)
        done = _start(line)
        left = max(h.bit_count() for h in hands)
        high = left if high is None else min(high, left)
        value = high if guess is None else min(max(guess, low), high)
        while low < high:
            beta = value + 1 if value == low else value
            value = self._search(hands, leader, voids, line, done, trick, -1, beta - 1, beta)
            if value < beta:
                high = value
            else:
                low = value
        return low

    def _prepare(self, line: tuple[Lead, ...]) -> None:
        for step in line:
            if step.kind == "finesse":
                self._watch |= 1 << step.card
        self._effective_cache.clear()  # the watched cards may have changed

    def play(
        self,
        hands: tuple[int, int, int, int],
        leader: int,
        line: tuple[Lead, ...],
        *,
        trick: tuple[int, ...] = (),
        voids: int = 0,
        value: int | None = None,
    ) -> list[Play]:
        """The cards of one worst play of the line (defence best, the claimer's normal
        choices worst), with the claimer's choices that cost a trick marked. ``value``:
        the line's value when already known (each card is then found with yes/no
        questions around it, which the memo answers quickly)."""
        if value is None:
            value = self.value(hands, leader, line, trick=trick, voids=voids)
        self._prepare(line)
        out: list[Play] = []
        done = _start(line)
        active: int = -1
        while any(hands):
            seat = (leader + len(trick)) % 4
            options = self._options(hands, leader, voids, line, done, trick, active)
            maximise = self._maximise(seat, options, trick, voids)
            chosen = None
            better = -1
            for opt in options:
                if trick:
                    next_done, next_active = done, active
                else:
                    next_active, next_done = self._after_lead(line, done, opt, hands[seat])
                h, v = self._remove(hands, voids, seat, opt.card, trick)
                child = (h, leader, v, line, next_done, (*trick, opt.card), next_active)
                if chosen is None:
                    # the first card that keeps the value: at most (min) or at least (max)
                    found = self._search(*child, value - 1, value) if maximise else (
                        self._search(*child, value, value + 1))  # fmt: skip
                    if (found >= value) if maximise else (found <= value):
                        chosen = (opt, h, v, next_done, next_active)
                        continue
                if (
                    not maximise and self._ours(seat) and not self.free and opt.kind
                    and better < 0 and self._search(*child, value, value + 1) > value
                ):  # fmt: skip
                    better = opt.card  # a normal choice that would have given more
            assert chosen is not None
            opt, hands, voids, done, active = chosen
            costly = better >= 0 and opt.kind is not None
            out.append(Play(seat, opt.card, opt.kind if costly else None, better))
            trick = (*trick, opt.card)
            if len(trick) == 4:
                winner = self._winner(leader, trick)
                value -= 1 if winner in self.side else 0
                leader, trick, active = winner, (), -1
        return out

    # -- the search ---------------------------------------------------------------------

    def _ours(self, seat: int) -> bool:
        return seat in self.side

    def _boundary(self, hands, leader, voids, line, done, alpha, beta) -> int:
        """A position between tricks, with a memo of bounds (alpha-beta, fail-soft)."""
        left = hands[leader].bit_count()
        if not left:
            return 0
        key = (self._shape(hands), leader, voids, self._effective(hands, line, done))
        found = self.memo.get(key)
        low, high = found if found is not None else self._bounds(hands, left)
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        a, b = max(alpha, low), min(beta, high)
        found = self._search(hands, leader, voids, line, done, (), -1, a, b)
        if found <= a:
            high = found
        elif found >= b:
            low = found
        else:
            low = high = found
        self.memo[key] = (low, high)
        return found

    def _bounds(self, hands, left: int) -> tuple[int, int]:
        """What the trumps settle whatever is played: every trump above all of the
        other side's trumps takes a trick (each hand plays one card a trick, so a
        side takes at least as many tricks as one of its hands holds such trumps)."""
        if self.trump < 0:
            return 0, left
        m = SUIT_MASK[self.trump]
        a, b = self.side
        ours_a, ours_b = hands[a] & m, hands[b] & m
        theirs_a, theirs_b = hands[a ^ 1] & m, hands[b ^ 1] & m
        top_theirs = (theirs_a | theirs_b).bit_length()
        top_ours = (ours_a | ours_b).bit_length()
        above_them = ~((1 << top_theirs) - 1)
        above_us = ~((1 << top_ours) - 1)
        low = max((ours_a & above_them).bit_count(), (ours_b & above_them).bit_count())
        lost = max((theirs_a & above_us).bit_count(), (theirs_b & above_us).bit_count())
        return low, left - lost

    def _shape(self, hands) -> tuple[object, ...]:
        """The position with the cards renumbered by rank among the cards still out, so
        that positions which differ only in small cards already played share the memo.
        Which hands of the claimer's side hold the ace or king of a suit is kept: the
        careless order of a suit depends on it. With a stated finesse the cards are
        kept as they are (the finesse card is named)."""
        if self._watch:
            return hands
        found = self._shapes.get(hands)
        if found is not None:
            return found
        h0, h1, h2, h3 = hands
        out = [0, 0, 0, 0]
        honours = 0
        for suit in range(4):
            m = SUIT_MASK[suit]
            live = (h0 | h1 | h2 | h3) & m
            pos = 1 << (13 * suit)
            while live:
                low = live & -live
                if h0 & low:
                    out[0] |= pos
                elif h1 & low:
                    out[1] |= pos
                elif h2 & low:
                    out[2] |= pos
                else:
                    out[3] |= pos
                pos <<= 1
                live ^= low
            tops = 0x1800 << (13 * suit)  # king and ace
            for seat in self.side:
                if hands[seat] & tops:
                    honours |= 1 << (4 * seat + suit)
        found = self._shapes[hands] = (out[0], out[1], out[2], out[3], honours)
        return found

    def _search(self, hands, leader, voids, line, done, trick, active, alpha, beta) -> int:
        """The value of the line from here, inside the window ``(alpha, beta)``: a result
        at or below alpha is an upper bound, at or above beta a lower bound."""
        self.nodes += 1
        if not self.nodes & 1023 and self.deadline is not None and perf_counter() > self.deadline:
            raise OutOfTime
        n = len(trick)
        if n == 4:
            winner = self._winner(leader, trick)
            won = 1 if winner in self.side else 0
            return won + self._boundary(hands, winner, voids, line, done, alpha - won, beta - won)
        seat = (leader + n) % 4
        options = self._options(hands, leader, voids, line, done, trick, active)
        maximise = self._maximise(seat, options, trick, voids)
        best = -1 if maximise else 99
        for opt in options:
            if n == 0:
                next_active, next_done = self._after_lead(line, done, opt, hands[seat])
            else:
                next_done, next_active = done, active
            h, v = self._remove(hands, voids, seat, opt.card, trick)
            value = self._search(
                h, leader, v, line, next_done, (*trick, opt.card), next_active, alpha, beta
            )
            if maximise:
                if value > best:
                    best = value
                    if best >= beta:
                        return best
                    alpha = max(alpha, best)
            elif value < best:
                best = value
                if best <= alpha:
                    return best
                beta = min(beta, best)
        return best

    def _pick(self, seat, scored, trick, voids):
        if self._maximise(seat, [s[1] for s in scored], trick, voids):
            return max(scored, key=lambda s: s[0])
        return min(scored, key=lambda s: s[0])

    def _maximise(self, seat: int, options, trick: tuple[int, ...], voids: int) -> bool:
        """Whether the claimer's side picks its best here: always in ``free`` mode, and at
        a guess in a suit in which an opponent has shown out (70E1)."""
        if not self._ours(seat):
            return False
        if self.free:
            return True
        if not trick or options[0].kind != "guess":
            return False
        suit = trick[0] // 13
        return any(voids >> (4 * s + suit) & 1 for s in range(4) if s not in self.side)

    def _remove(self, hands, voids, seat, card, trick):
        h = list(hands)
        h[seat] &= ~(1 << card)
        if trick and card // 13 != trick[0] // 13 and seat not in self.side:
            voids |= 1 << (4 * seat + trick[0] // 13)
        return (h[0], h[1], h[2], h[3]), voids

    def _winner(self, leader: int, trick: tuple[int, ...]) -> int:
        best, pos = trick[0], 0
        for i in range(1, 4):
            card = trick[i]
            if card // 13 == best // 13:
                if card > best:
                    best, pos = card, i
            elif card // 13 == self.trump:
                best, pos = card, i
        return (leader + pos) % 4

    def _effective(self, hands, line, done) -> tuple[object, ...]:
        """The part of the line that can still matter, so that lines which have become
        the same share the memo. It depends only on which suits each side still holds
        (and the finesse cards): cached on that."""
        ours = hands[self.side[0]] | hands[self.side[1]]
        theirs = hands[self.side[0] ^ 1] | hands[self.side[1] ^ 1]
        sig = (id(line), done, ours & self._watch, theirs & self._trump_mask)
        for s in range(4):
            sig += (bool(ours & SUIT_MASK[s]),)
        found = self._effective_cache.get(sig)
        if found is not None:
            return found
        out = []
        seen_cash: set[int] = set()
        for i, step in enumerate(line):
            if self._finished(step, done[i], hands):
                continue
            if step.kind == "cash":
                if step.suit in seen_cash:
                    continue
                seen_cash.add(step.suit)
            out.append(step.key(done[i], ours))
        found = tuple(out)
        self._effective_cache[sig] = found
        self._lines[id(line)] = line  # keep the line alive while its id is a key
        return found

    def _finished(self, step: Lead, done, hands) -> bool:
        ours = hands[self.side[0]] | hands[self.side[1]]
        if step.kind == "rest":
            return not any(ours & SUIT_MASK[s] for s in range(4) if step.suit >> s & 1)
        theirs = hands[self.side[0] ^ 1] | hands[self.side[1] ^ 1]
        suit_mask = SUIT_MASK[step.suit]
        if not ours & suit_mask:
            return True
        if step.kind == "draw":
            return not theirs & suit_mask
        if step.kind == "finesse":
            return done >= 1 or not ours & (1 << step.card)
        if step.kind in ("ruff", "give"):
            return done >= step.count
        return False

    # -- what each player may play ------------------------------------------------------

    def _options(self, hands, leader, voids, line, done, trick, active) -> list[Choice]:
        seat = (leader + len(trick)) % 4
        hand = hands[seat]
        if not self._ours(seat) or self.free:
            cards = self._legal_classes(hands, seat, trick)
            # likely winners first: the search finds the worst quickly and cuts the rest
            cards.sort(key=lambda c: (c // 13 == self.trump, c % 13), reverse=True)
            return [Choice(c) for c in cards]
        if not trick:
            return self._lead(hands, seat, line, done)
        return self._follow(hands, seat, trick, line, active, hand)

    def _legal_classes(self, hands, seat, trick) -> list[int]:
        """One card of each group of equivalent legal cards of ``seat``: cards of one
        suit with no card still out between them. (The cards of the trick in progress
        are still out for this purpose: they came from the hands at its start.)"""
        hand = hands[seat]
        if trick:
            follow = hand & SUIT_MASK[trick[0] // 13]
            if follow:
                hand = follow
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for card in trick:
            live |= 1 << card
        out: list[int] = []
        classes = self._classes
        for suit_mask in SUIT_MASK:
            mine = hand & suit_mask
            if mine:
                key = (mine, live & suit_mask)
                found = classes.get(key)
                if found is None:
                    found = classes[key] = _classes(mine, live & suit_mask)
                out += found
        return out

    def _lead(self, hands, seat, line, done) -> list[Choice]:
        hand = hands[seat]
        partner = seat ^ 2
        for i, step in enumerate(line):
            if self._finished(step, done[i], hands):
                continue
            if step.kind == "rest":
                found = self._rest(hands, hand, step, done[i], i)
                if found:
                    return found
                continue
            mine = hand & SUIT_MASK[step.suit]
            if not mine:
                continue
            kind = step.kind
            if kind == "draw":
                return [Choice(highest(mine), None, i)]
            if kind == "cash":
                return self._cash(mine, step.careless, i)
            if kind == "ruff":
                if step.ruffer >= 0 and step.ruffer != partner:
                    continue
                other = hands[partner]
                if self.trump < 0 or other & SUIT_MASK[step.suit]:
                    continue
                if not other & SUIT_MASK[self.trump]:
                    continue
                return [Choice(lowest(mine), None, i)]
            if kind == "give":
                return [Choice(lowest(mine), None, i)]
            if kind == "finesse":
                if hand >> step.card & 1 or not hands[partner] >> step.card & 1:
                    continue
                return [Choice(lowest(mine), None, i)]
        # every suit is in the line's rest; this is only a safety net
        return [Choice(lowest(hand))]

    @staticmethod
    def _cash(mine: int, careless: bool, step: int) -> list[Choice]:
        top, low = highest(mine), lowest(mine)
        # a careless player may lead the small card first, unless he holds the ace or
        # king of the suit in that hand (the idea of EBU White Book 8.70.5)
        if careless and low != top and top % 13 < 11:
            return [Choice(top, "order", step), Choice(low, "order", step)]
        return [Choice(top, None, step)]

    def _rest(self, hands, hand, step: Lead, orders, i: int) -> list[Choice]:
        """A lead in the unordered rest. Each order still possible leads the first of its
        suits this hand holds (and the claimer's side has not finished); the orders that
        lead different suits are different lines."""
        held = self._held(hand, step, hands)
        out: list[Choice] = []
        suits = {next(s for s in order if s in held) for order in _kept(step.suit, orders)
                 if held & set(order)}  # fmt: skip
        for suit in sorted(suits):
            out += self._cash(hand & SUIT_MASK[suit], step.careless, i)
        if len(suits) > 1:
            return [Choice(c.card, "open", i) for c in out]
        return out

    def _held(self, hand: int, step: Lead, hands) -> set[int]:
        return {s for s in range(4) if step.suit >> s & 1 and hand & SUIT_MASK[s]}

    def _after_lead(self, line, done, opt: Choice, hand: int = 0) -> tuple[int, tuple[object, ...]]:
        """The step of the line that made the lead, and the state after it. ``hand``:
        the leader's cards before the lead (the rest keeps the orders that lead so)."""
        i = opt.step
        if i < 0 or line[i].kind in ("cash", "draw"):
            return i, done
        if line[i].kind == "rest":
            suit = opt.card // 13
            held = self._held(hand, line[i], ())
            kept = 0
            for bit, order in enumerate(_orders(line[i].suit)):
                if done[i] >> bit & 1 and next((s for s in order if s in held), -1) == suit:
                    kept |= 1 << bit
            return i, (*done[:i], kept, *done[i + 1 :])
        return i, (*done[:i], done[i] + 1, *done[i + 1 :])

    def _follow(self, hands, seat, trick, line, active, hand) -> list[Choice]:
        """The claimer's side's normal cards when it does not lead."""
        led = trick[0] // 13
        pos = len(trick)
        leader = (seat - pos) % 4
        win, win_pos = trick[0], 0
        for i in range(1, pos):
            c = trick[i]
            if c // 13 == win // 13:
                if c > win:
                    win, win_pos = c, i
            elif c // 13 == self.trump:
                win, win_pos = c, i
        partner_wins = (leader + win_pos) % 4 in self.side
        step = line[active] if active >= 0 else None
        theirs = (hands[self.side[0] ^ 1] | hands[self.side[1] ^ 1]) & SUIT_MASK[led]
        top_theirs = highest(theirs) if theirs else -1
        have = hand & SUIT_MASK[led]
        if have:
            return self._follow_suit(have, win, led, pos, partner_wins, top_theirs, step)
        return self._void(hands, seat, hand, win, led, pos, partner_wins, top_theirs, step)

    def _follow_suit(self, have, win, led, pos, partner_wins, top_theirs, step) -> list[Choice]:
        if step is not None and step.kind == "give":
            return [Choice(lowest(have))]
        above = have & ~((2 << win) - 1) if win // 13 == led else 0
        finesse = step is not None and step.kind == "finesse" and pos == 2
        if finesse and above >> step.card & 1:
            return [Choice(step.card)]
        if partner_wins:
            if pos == 3 or win > top_theirs:
                return [Choice(lowest(have))]
            # partner's card may be beaten behind: let it run, or overtake
            return self._guess(have, have & ~((2 << top_theirs) - 1))
        if not above:
            return [Choice(lowest(have))]
        if pos == 3:
            return [Choice(lowest(above))]  # last to play: win as cheaply as possible
        masters = above & ~((2 << top_theirs) - 1) if top_theirs >= 0 else above
        if masters:
            lower = above & ~masters
            if lower:  # a finesse is possible: take it, or rise with the master
                return [Choice(lowest(lower), "guess"), Choice(lowest(masters), "guess")]
            return [Choice(lowest(masters))]
        return self._guess(have, above)

    def _void(self, hands, seat, hand, win, led, pos, partner_wins, top_theirs, step):
        discards = self._discards(hand)
        trumps = hand & SUIT_MASK[self.trump] if self.trump >= 0 and led != self.trump else 0
        over = trumps & ~((2 << win) - 1) if win // 13 == self.trump else trumps
        if not over:
            return discards
        ruffs = [Choice(lowest(over), "overruff")]
        if pos < 3 and highest(over) != lowest(over):
            ruffs.append(Choice(highest(over), "overruff"))  # ruff high: no overruff
        if step is not None and step.kind == "ruff" and step.ruffer in (-1, seat):
            return ruffs
        if partner_wins:
            if pos == 3 or win // 13 != led or win > top_theirs:
                return discards
            return [*discards, *ruffs]  # partner's card may be beaten: ruff or not
        if pos == 1:
            partner_has = hands[seat ^ 2] & SUIT_MASK[led]
            if partner_has and highest(partner_has) > top_theirs:
                return [*discards, *ruffs]  # partner behind holds the best card
        if pos == 3:
            return ruffs[:1]
        return ruffs

    def _guess(self, have: int, winners: int) -> list[Choice]:
        """Second or third hand without a sure winner: low, win as cheaply as possible,
        or high. Which is right depends on where the opponents' cards are: a guess."""
        cards = {lowest(have), highest(have)}
        if winners:
            cards.add(lowest(winners))
        if len(cards) == 1:
            return [Choice(next(iter(cards)))]
        return [Choice(c, "guess") for c in sorted(cards)]

    def _discards(self, hand: int) -> list[Choice]:
        """The lowest card of each suit: which suit to throw is the player's choice."""
        plain = hand & ~SUIT_MASK[self.trump] if self.trump >= 0 else hand
        source = plain or hand
        out = []
        for suit in range(4):
            cards = source & SUIT_MASK[suit]
            if cards:
                out.append(Choice(lowest(cards), "discard"))
        if len(out) == 1:
            return [Choice(out[0].card)]
        return out
