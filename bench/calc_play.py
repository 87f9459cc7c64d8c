"""Timings of the play calculators: revoke analysis of a played board, and double dummy.

Prints, from one run on this machine:

* reading the PBN file (arbiter's own reader, :mod:`arbiter.bridge.pbn`: no endplay),
  reported apart from the analysis; and the one-time cost of importing endplay (it pulls
  in matplotlib), which only the double-dummy table needs;
* the revoke analysis of an already parsed full board (find every revoke, establishment,
  the 004 table, corrected tricks and score), per board: aim well under a millisecond;
* the replay of the 52 cards through the play model plus that analysis, per board;
* the double-dummy table of a deal (DDS through endplay, under the module lock), per deal,
  and the table plus par;
* the weighted score with double dummy (``arbiter calc weighted``, 12C1(c)) with three
  candidates and a traveller: reading the input, solving the deal, scoring, matchpointing
  and the text, per run (what a director waits for after "Bereken", less the page).

    .venv/bin/python bench/calc_play.py [--runs N]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BOARD = ROOT / "tests" / "calc" / "data" / "revoke_both_sides.pbn"


def per_item(func: Callable[[], object], runs: int, repeat: int = 5) -> float:
    """Best of ``repeat`` rounds of ``runs`` calls, in seconds per call."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(runs):
            func()
        rounds.append((time.perf_counter() - start) / runs)
    return min(rounds)


def fmt(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:8.1f} µs"
    return f"{seconds * 1e3:8.2f} ms"


def _weighted_without_dds(raw: dict[str, str], double_dummy: Callable) -> Callable[[], str]:
    """The weighted score's own work on an already solved deal: read the candidates and
    the traveller, score, matchpoint, write the table."""
    from arbiter.calc.adjusted import matchpoint_assigned
    from arbiter.calc.candidates import assigned, parse_candidates, score_candidates
    from arbiter.calc.matchpoints import parse_traveller
    from arbiter.calc.play import Deal
    from arbiter.calc.scoring import board_info
    from arbiter.calc.service.weighted import Assignment, WeightedOutcome
    from arbiter.laws.profiles import profile

    info = board_info(int(raw["board"]))
    solved = double_dummy(Deal.parse_pbn(raw["deal"]), info.vulnerability, info.dealer)
    rules = profile("NBB")

    def run() -> str:
        scored = score_candidates(
            parse_candidates(raw["candidates"]), solved.tricks, info.vulnerability
        )
        evaluation = matchpoint_assigned(
            assigned(scored), info.vulnerability, parse_traveller(raw["traveller"])
        )
        outcome = WeightedOutcome(Assignment(scored, evaluation), None, solved, info.number,
                                  info.vulnerability, rules)  # fmt: skip
        return outcome.text("nl")

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2000, help="analyses per round")
    parser.add_argument("--dd-runs", type=int, default=5, help="double-dummy tables per round")
    args = parser.parse_args()

    from arbiter.calc.play import PlayedBoard
    from arbiter.calc.revoke_pbn import analyse, read_pbn

    text = BOARD.read_text(encoding="utf-8")

    start = time.perf_counter()
    board = read_pbn(text)
    first_parse = time.perf_counter() - start
    parse = per_item(lambda: read_pbn(text), max(args.runs // 20, 10))
    start = time.perf_counter()
    import endplay.dds  # noqa: F401 - the one-time import, measured on its own

    import_time = time.perf_counter() - start

    played = board.played
    assert played is not None
    vul = board.vulnerability
    analysis = analyse(played, vul)
    assert len(analysis.revokes) == 2  # the board has a revoke by each side
    analyse_time = per_item(lambda: analyse(played, vul), args.runs)

    cards = [p.card for t in played.tricks for p in t.plays]

    def replay_and_analyse() -> object:
        again = PlayedBoard.replay(played.deal, played.contract, cards, result=played.result)
        return analyse(again, vul)

    replay_time = per_item(replay_and_analyse, args.runs)

    from arbiter.calc.double_dummy import double_dummy

    start = time.perf_counter()
    double_dummy(board.deal)
    first_dd = time.perf_counter() - start
    dd_time = per_item(lambda: double_dummy(board.deal), args.dd_runs, repeat=3)
    par_time = per_item(lambda: double_dummy(board.deal, vul, board.dealer), args.dd_runs, repeat=3)

    from arbiter.calc import service

    weighted = service.calculator("weighted")
    raw = {"deal": board.deal.to_pbn(), "board": str(board.number or 1),
           "candidates": "50% 4♠ N, 30% 3SA Z, 20% 4♥X-2 O",
           "traveller": "420,450,-50,140,-100"}  # fmt: skip
    assert len(weighted.run(raw).as_json("nl")["candidates"]) == 3
    weighted_time = per_item(lambda: weighted.run(raw).text("nl"), args.dd_runs, repeat=3)
    weighted_rest = per_item(_weighted_without_dds(raw, double_dummy), args.runs // 10)

    print(f"board: {BOARD.relative_to(ROOT)} (13 tricks, 2 revokes)")
    print(f"first PBN read (no endplay)        {fmt(first_parse)}")
    print(f"PBN read and check, per board      {fmt(parse)}")
    print(f"import endplay (once, for DDS)     {fmt(import_time)}")
    print(f"revoke analysis, parsed board      {fmt(analyse_time)}   (aim: well under 1 ms)")
    print(f"replay 52 cards + analysis         {fmt(replay_time)}")
    print(f"first double-dummy table (once)    {fmt(first_dd)}")
    print(f"double-dummy table, per deal       {fmt(dd_time)}")
    print(f"double-dummy table + par, per deal {fmt(par_time)}")
    print(f"weighted score, 3 candidates + DD  {fmt(weighted_time)}")
    print(f"  of which outside DDS               {fmt(weighted_rest)}")
    print(f"best of rounds; {args.runs} analyses and {args.dd_runs} tables a round")


if __name__ == "__main__":
    main()
