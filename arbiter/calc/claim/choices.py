"""What each player may play in the claim engine: every legal card for a defender, and
for the claimer's side the cards a careless but not irrational player might choose where
the line is silent (Law 70, footnote), each marked with the kind of choice it is.

:class:`NormalPlay` is the part of :class:`~arbiter.calc.claim.engine.Engine` that lists
these cards; the engine searches them.
"""

from __future__ import annotations

from arbiter.calc.claim.cards import SUIT_MASK, highest, lowest
from arbiter.calc.claim.steps import Choice, Lead, card_classes, kept_orders, orders_of


class NormalPlay:
    """The cards each seat may play from a position. ``side``: the claimer's two seats;
    ``free``: the claimer's side plays every legal card too (double dummy)."""

    trump: int
    side: tuple[int, int]
    free: bool
    _classes: dict[tuple[int, int], list[int]]

    def _ours(self, seat: int) -> bool:
        return seat in self.side

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
                    found = classes[key] = card_classes(mine, live & suit_mask)
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
        suits = {next(s for s in order if s in held) for order in kept_orders(step.suit, orders)
                 if held & set(order)}  # fmt: skip
        for suit in sorted(suits):
            out += self._cash(hand & SUIT_MASK[suit], step.careless, i)
        if len(suits) > 1:
            return [Choice(c.card, "open", i) for c in out]
        return out

    def _held(self, hand: int, step: Lead, hands) -> set[int]:
        return {s for s in range(4) if step.suit >> s & 1 and hand & SUIT_MASK[s]}

    def _after_lead(
        self, line: tuple[Lead, ...], done: tuple[int, ...], opt: Choice, hand: int = 0
    ) -> tuple[int, tuple[int, ...]]:
        """The step of the line that made the lead, and the state after it. ``hand``:
        the leader's cards before the lead (the rest keeps the orders that lead so)."""
        i = opt.step
        if i < 0 or line[i].kind in ("cash", "draw"):
            return i, done
        if line[i].kind == "rest":
            suit = opt.card // 13
            held = self._held(hand, line[i], ())
            kept = 0
            for bit, order in enumerate(orders_of(line[i].suit)):
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
