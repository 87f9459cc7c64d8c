"""Adjusted scores: artificial with the 12C2(c) exception, weighted, IMPed, split."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.bridge import Denom, Seat
from arbiter.calc.adjusted import (
    AssignedScore,
    artificial,
    imp_assigned,
    matchpoint_assigned,
    parse_kind,
    split,
)
from arbiter.calc.imps import imps
from arbiter.calc.matchpoints import matchpoint
from arbiter.calc.scoring import Result, Vulnerability, ns_score
from arbiter.i18n import InputError

OTHERS = [420, 450, -50, 420, 400, 140, -100]


@pytest.mark.parametrize(
    ("kind", "percent", "imp"),
    [("avg-minus", 40, -3), ("G", 50, 0), ("gemiddeld-plus", 60, 3), ("A+", 60, 3)],
)
def test_artificial_scores_of_the_laws(kind, percent, imp):
    score = artificial(kind)
    assert (score.percent, score.imps, score.profile) == (percent, imp, "NBB")
    assert not score.session_exception


def test_the_session_exception_for_the_non_offending_side():
    score = artificial("avg-plus", "NBB", 63.5)
    assert score.percent == 63.5 and score.session_exception
    assert "12C2(c)" in score.laws
    assert "63,5" in score.explanation["nl"] and "63.5" in score.explanation["en"]
    assert artificial("avg-plus", "NBB", 60).percent == 60  # more than 60 %, not 60 itself
    assert artificial("avg-plus", "NBB", 45).percent == 60


def test_the_session_exception_for_the_offending_side():
    assert artificial("avg-minus", "NBB", 35.2).percent == 35.2
    assert artificial("avg-minus", "NBB", 40).percent == 40
    assert artificial("avg-minus", "NBB", 55).percent == 40


def test_average_has_no_session_exception():
    assert artificial("avg", "NBB", 70).percent == 50
    assert artificial("avg", "NBB", 30).percent == 50


@pytest.mark.parametrize("bad", ["avg++", "top", ""])
def test_unknown_kinds(bad):
    with pytest.raises(InputError):
        parse_kind(bad)


def test_bad_session_and_profile():
    with pytest.raises(InputError):
        artificial("avg-plus", "NBB", 101)
    with pytest.raises(InputError) as info:
        artificial("avg-plus", "FIFA")
    assert "NBB" in info.value.accepted


def test_reading_a_weighted_score():
    assigned = AssignedScore.parse("30% 4♠=, 70% 4♠-1", Seat.NORTH)
    assert [c.percent for c in assigned.components] == [30, 70]
    assert [c.result for c in assigned.components] == [
        Result.parse("4♠= N"),
        Result.parse("4♠-1 N"),
    ]
    mixed = AssignedScore.parse("20 % 4♥X-1 O; 80 % 4♠= N")
    assert [c.result.declarer for c in mixed.components] == [Seat.EAST, Seat.NORTH]
    thirds = AssignedScore.parse("33,3% 3SA=, 33,3% 3SA-1, 33,3% 3SA+1")
    assert sum(c.percent for c in thirds.components) == pytest.approx(100)
    assert AssignedScore.parse("4♠=").components[0].percent == 100


@pytest.mark.parametrize(
    "text",
    [
        "30% 4♠=, 60% 4♠-1",  # 90 %
        "60% 4♠=, 60% 4♠-1",  # 120 %
        "30% 4♠=, 70%",
        "30% 4♠=, 70% 7♠+1",
        "0% 4♠=, 100% 4♠-1",
        "abc% 4♠=",
        "%",
    ],
)
def test_bad_weighted_scores(text):
    with pytest.raises(InputError):
        AssignedScore.parse(text, Seat.NORTH)


def test_weights_not_adding_up_say_so_in_both_languages():
    with pytest.raises(InputError) as info:
        AssignedScore.parse("30% 4♠=, 60% 4♠-1")
    assert "90 %" in info.value.text["nl"] and "100 %" in info.value.text["nl"]
    assert "90 %" in info.value.text["en"] and "must be 100 %" in info.value.text["en"]


def test_matchpointing_a_weighted_score_against_a_traveller():
    assigned = AssignedScore.parse("30% 4♠=, 70% 4♠-1", Seat.NORTH)
    scored = matchpoint_assigned(assigned, Vulnerability.NONE, OTHERS)
    # 420: beats 4, ties 2 -> 10 of 14; -50: beats 1 -> 2, ties 1 -> 3 of 14
    assert [c.ns_value for c in scored.components] == [10, 3]
    assert scored.ns_mp == pytest.approx(5.1)
    assert scored.ns_percent + scored.ew_percent == pytest.approx(100)
    assert len(scored.traveller.lines) == len(OTHERS) + 1


def test_imping_a_weighted_score_weights_the_imps_not_the_scores():
    assigned = AssignedScore.parse("30% 4♠=, 70% 4♠-1", Seat.NORTH)
    scored = imp_assigned(assigned, Vulnerability.NONE, -420)
    assert [c.ns_value for c in scored.components] == [13, 9]
    assert scored.ns_imps == pytest.approx(0.3 * 13 + 0.7 * 9)
    assert scored.ew_imps == -scored.ns_imps
    # weighting the scores first would give imps(0.3*420 + 0.7*-50 + 420) = imps(511) = 11
    assert round(scored.ns_imps) != imps(0.3 * 420 + 0.7 * -50 + 420)


def test_a_split_score_is_shown_both_ways():
    scored = split(
        AssignedScore.parse("4♠= N"),
        AssignedScore.parse("4♠-1 N"),
        Vulnerability.NONE,
        others=[420, 450, -50],
    )
    assert scored.ns_result == 50
    assert scored.ew_result == pytest.approx(100 - 100 * 1 / 6)
    assert not scored.balancing
    teams = split(
        AssignedScore.parse("4♠= N"),
        AssignedScore.parse("4♠-1 N"),
        Vulnerability.NS,
        other_table=170,
    )
    assert (teams.ns_result, teams.ew_result) == (10, 7)
    balanced = split(
        AssignedScore.parse("4♠= N"), AssignedScore.parse("4♠= N"), Vulnerability.NS, other_table=0
    )
    assert balanced.balancing
    with pytest.raises(InputError):
        split(AssignedScore.parse("4♠= N"), AssignedScore.parse("4♠= N"), Vulnerability.NS)


results = st.builds(
    lambda level, denom, doubled, tricks, seat: Result.from_tricks(
        level, denom, doubled, tricks, seat
    ),
    st.integers(1, 7),
    st.sampled_from(list(Denom)),
    st.sampled_from([0, 1, 2]),
    st.integers(0, 13),
    st.sampled_from(list(Seat)),
)
vulnerabilities = st.sampled_from(list(Vulnerability))
others = st.lists(st.integers(-300, 300).map(lambda n: n * 10), min_size=1, max_size=20)


@given(results, vulnerabilities, others)
def test_a_single_hundred_percent_component_is_that_result_at_matchpoints(result, vul, field):
    assigned = AssignedScore.single(result)
    scored = matchpoint_assigned(assigned, vul, field)
    plain = matchpoint([*field, ns_score(result, vul)])
    assert scored.ns_mp == pytest.approx(plain.lines[-1].ns_mp)
    assert scored.ns_percent == pytest.approx(plain.lines[-1].ns_percent)


@given(results, vulnerabilities, st.integers(-300, 300).map(lambda n: n * 10))
def test_a_single_hundred_percent_component_is_that_result_at_imps(result, vul, other):
    scored = imp_assigned(AssignedScore.single(result), vul, other)
    assert scored.ns_imps == imps(ns_score(result, vul) - other)
