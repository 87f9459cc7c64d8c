"""Timings of the claim checker on random positions with up to 7 cards in each hand.

Issue 15's goal: a claim check with up to 7 cards a hand answers in under 2 s on this
machine. Each position comes from a random deal of endplay's dealer (seeded, so every
run checks the same positions): a random denomination and declarer, six tricks played
with random legal cards, and the player on lead claims the rest without a statement.
That is the hardest case for the checker: with nothing stated every order of the suits
is a line (up to 24), and random cards make far more tangled endings than real claims.

Prints the distribution (min / median / p90 / max) of the wall time per check, the CPU
time of this process alongside (the machine is shared: wall time includes waiting for
a core), how many checks counted every line within the time budget, and the load
average, so the figures can be read against how busy the machine was.

    .venv/bin/python bench/claim.py [--positions 100] [--seed 15] [--cards 7]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def positions(count: int, seed: int, cards: int) -> list:
    """Random claim positions: endplay deals, ``13 - cards`` tricks of random legal play."""
    from endplay.dealer import generate_deals

    from arbiter.bridge import Contract, Denom, Seat
    from arbiter.calc.claim import Position
    from arbiter.calc.play import Deal, trick_winner

    rng = random.Random(seed)
    out = []
    for edeal in generate_deals(produce=count, seed=seed):
        deal = Deal.parse_pbn(edeal.to_pbn())
        contract = Contract(rng.randint(1, 4), rng.choice(list(Denom)), 0,
                            rng.choice(list(Seat)))  # fmt: skip
        hands = {seat: set(deal.hands[seat]) for seat in Seat}
        leader = contract.opening_leader
        plays = []
        for _ in range(13 - cards):
            trick = []
            for i in range(4):
                hand = hands[leader.after(i)]
                follow = [c for c in hand if trick and c.suit is trick[0].suit]
                card = rng.choice(sorted(follow or hand))
                hand.discard(card)
                trick.append(card)
            plays += trick
            leader = trick_winner(leader, trick, contract.denom.suit)
        out.append(Position.from_play(deal, contract, plays, claimer=leader))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--cards", type=int, default=7, help="cards left in each hand")
    args = parser.parse_args()

    from arbiter.calc.claim import Statement, check_claim

    start = time.perf_counter()
    todo = positions(args.positions, args.seed, args.cards)
    print(f"{len(todo)} positions with {args.cards} cards a hand "
          f"(dealt and played in {time.perf_counter() - start:.1f} s)")  # fmt: skip
    check_claim(todo[0], Statement())  # the solver and endplay loaded once, not timed

    walls, cpus, complete, lines = [], [], 0, []
    load_before = os.getloadavg()[0]
    for position in todo:
        wall, cpu = time.perf_counter(), time.process_time()
        result = check_claim(position, Statement())
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        complete += result.complete
        lines.append(len(result.lines))
        assert result.double_dummy is not None and result.worst <= result.double_dummy
    load_after = os.getloadavg()[0]

    def row(name: str, values: list[float]) -> str:
        ordered = sorted(values)
        p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
        return (f"{name:<10} min {ordered[0]:6.3f}  median {statistics.median(ordered):6.3f}  "
                f"p90 {p90:6.3f}  max {ordered[-1]:6.3f}  s")  # fmt: skip

    print(row("wall", walls))
    print(row("cpu", cpus))
    under = sum(w < 2.0 for w in walls)
    print(f"under 2 s: {under}/{len(walls)}; every line counted in time: "
          f"{complete}/{len(walls)}; lines per check: median {statistics.median(lines):.0f}, "
          f"max {max(lines)}")  # fmt: skip
    print(f"load average (1 min) before {load_before:.1f}, after {load_after:.1f}, "
          f"on {os.cpu_count()} cores")  # fmt: skip


if __name__ == "__main__":
    main()
