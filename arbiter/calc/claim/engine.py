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

from time import perf_counter

from arbiter.calc.claim.cards import SUIT_MASK
from arbiter.calc.claim.choices import NormalPlay
from arbiter.calc.claim.steps import Lead, Play, start_state

__all__ = ["Engine", "OutOfTime"]


class OutOfTime(Exception):
    """The search passed its deadline (:attr:`Engine.deadline`) or its number of
    positions (:attr:`Engine.node_limit`); the memo stays valid."""


class Engine(NormalPlay):
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
        self.node_limit: int | None = None  # a value of ``nodes``: stop there too

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
        done = start_state(line)
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
        done = start_state(line)
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

    def _boundary(self, hands, leader, voids, line, done, alpha, beta) -> int:
        """A position between tricks, with a memo of bounds (alpha-beta, fail-soft)."""
        left = hands[leader].bit_count()
        if not left:
            return 0
        key = (self._shape(hands), leader, voids, self._effective(hands, line, done))
        bounds = self.memo.get(key)
        low, high = bounds if bounds is not None else self._bounds(hands, left)
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
        if not self.nodes & 1023 and (
            (self.deadline is not None and perf_counter() > self.deadline)
            or (self.node_limit is not None and self.nodes > self.node_limit)
        ):
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

    def _remove(
        self, hands: tuple[int, int, int, int], voids: int, seat: int, card: int,
        trick: tuple[int, ...],
    ) -> tuple[tuple[int, int, int, int], int]:
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
        sig: tuple[object, ...] = (id(line), done, ours & self._watch, theirs & self._trump_mask)
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
