"""The figures behind the arithmetic calculators, for the page to calculate offline.

Scores, board markings, IMPs and matchpoints are a few tables and a little arithmetic.
``static/calc-port.js`` does the arithmetic in the phone when the laptop cannot be
reached; the tables come from here, read from (or measured on) the Python that answers
online, so a changed figure changes both. ``tests/web/test_calc_offline.py`` runs both
over every contract and many travellers and compares them.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from arbiter.bridge import Denom, Doubled
from arbiter.calc import scoring
from arbiter.calc.imps import IMP_SCALE
from arbiter.calc.matchpoints import MAX_SCORE
from arbiter.calc.scoring import Result, board_info, score


def _points(
    level: int, denom: Denom, doubled: Doubled = 0, over: int = 0, vul: bool = False
) -> int:
    return score(Result(level, denom, doubled, over), vul)


@cache
def tables() -> dict[str, Any]:
    from arbiter.calc.service.matchpoints import averages_of
    from arbiter.laws.profiles import profile, profile_names

    denoms = {"C": Denom.CLUBS, "D": Denom.DIAMONDS, "H": Denom.HEARTS, "S": Denom.SPADES,
              "NT": Denom.NOTRUMP}  # fmt: skip
    trick = {
        code: {
            # the first trick bid and each further one (only notrump's first differs)
            "first": scoring._contract_points(Result(1, d)),
            "next": scoring._contract_points(Result(2, d)) - scoring._contract_points(Result(1, d)),
        }
        for code, d in denoms.items()
    }
    return {
        "trick": trick,
        "game": list(scoring._GAME_BONUS),
        "game_from": 100,  # a contract worth this many trick points is a game (Law 77)
        "part_score": scoring._PART_SCORE_BONUS,
        "slam": {str(level): list(bonus) for level, bonus in scoring._SLAM_BONUS.items()},
        "insult": list(scoring._INSULT),
        # per undertrick, undoubled; doubled: first, second and third, fourth and later
        "down": [-_points(1, Denom.CLUBS, 0, -1, v) for v in (False, True)],
        "doubled_down": [list(row) for row in scoring._DOUBLED_DOWN],
        # per overtrick when doubled (twice that redoubled)
        "doubled_over": [
            _points(1, Denom.CLUBS, 1, 1, v) - _points(1, Denom.CLUBS, 1, 0, v)
            for v in (False, True)
        ],
        "cycle": [
            [board_info(n).dealer.abbr("en"), board_info(n).vulnerability.value]
            for n in range(1, 17)
        ],
        "imp_scale": list(IMP_SCALE),
        "max_score": MAX_SCORE,
        "profiles": {
            name: {
                "per_beat": profile(name).matchpoints_per_beat,
                "averages": averages_of(profile(name)),
                "butler_trim": profile(name).butler_trim,
            }
            for name in profile_names()
        },
    }
