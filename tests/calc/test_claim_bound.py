"""The claim search's worst case, bounded by positions, not seconds (issue 24).

A whole deal claimed without a statement makes every order of the four suits a line;
some such deals need millions of positions. The search stops after ``limit_nodes``
positions, so it costs at most that much work however busy the machine is, and the same
claim gets the same answer each time (which lets the web reuse it).
"""

from __future__ import annotations

import pytest

from arbiter.bridge import Contract, Denom, Seat
from arbiter.calc.claim import Position, Statement, check_claim
from arbiter.calc.claim import engine as engine_module
from arbiter.calc.claim.check import ClaimTooLarge
from arbiter.calc.play import Deal

WORST = "N:K6.AJ3.JT4.T9652 J9754.7.AK763.J8 AT.T964.Q952.A74 Q832.KQ852.8.KQ3"


def whole_deal() -> Position:
    contract = Contract(4, Denom.HEARTS, 0, Seat.EAST)
    return Position.from_play(Deal.parse_pbn(WORST), contract, [], claimer=Seat.EAST)


def test_the_worst_case_stops_at_its_count_of_positions(monkeypatch):
    engines = []
    real = engine_module.Engine.__init__

    def keep(self, *args, **kwargs):
        real(self, *args, **kwargs)
        engines.append(self)

    monkeypatch.setattr(engine_module.Engine, "__init__", keep)
    answers = []
    for _ in range(2):
        with pytest.raises(ClaimTooLarge) as refused:
            check_claim(whole_deal(), Statement(), limit=600, limit_nodes=40_000)
        answers.append(refused.value.message("en"))
    assert answers[0] == answers[1] and "too many ways to play" in answers[0]
    assert "Double dummy the claimer makes" in answers[0]
    assert all(40_000 < e.nodes <= 40_000 + 1024 for e in engines), [e.nodes for e in engines]
