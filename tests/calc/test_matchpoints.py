"""Matchpoints: worked examples, Neuberg, artificial and weighted lines, properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.calc.matchpoints import (
    Artificial,
    Weighted,
    format_number,
    matchpoint,
    matchpoints,
    neuberg,
    parse_traveller,
)
from arbiter.i18n import InputError

scores = st.integers(-760, 760).map(lambda n: n * 10)
travellers = st.lists(scores, min_size=1, max_size=30)


def test_a_plain_board():
    board = matchpoint([420, 450, -50, 420, 400])
    assert board.top == 8
    assert [line.ns_mp for line in board.lines] == [5, 8, 0, 5, 2]
    assert [line.ew_mp for line in board.lines] == [3, 0, 8, 3, 6]
    assert board.lines[0].ns_percent == 62.5
    assert not board.neuberg


def test_the_ebu_neuberg_example_ten_results_where_eleven_were_expected():
    # EBU Laws & Ethics, "The Neuberg Formula - the Principle": top 20, each score 1.1 times
    board = matchpoint([520, 500, 490, 480, 460, 450, 430, 420, 400, -50], expected=11)
    assert [round(line.ns_mp, 1) for line in board.lines] == [
        19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1,
    ]  # fmt: skip
    assert board.neuberg and board.top == 20


def test_neuberg_formula_and_its_other_scale():
    assert neuberg(18, 10, 11) == pytest.approx(19.9)
    assert neuberg(9, 10, 11, per_beat=1) == pytest.approx(9.95)
    assert neuberg(7, 8, 8) == 7
    with pytest.raises(ValueError):
        neuberg(1, 0, 5)


def test_an_artificial_line_is_not_compared_and_the_rest_is_scaled():
    board = matchpoint([420, 450, -50, Artificial(60, 40)])
    assert board.compared == 3 and board.expected == 4 and board.top == 6
    artificial = board.lines[3]
    assert (artificial.ns_percent, artificial.ew_percent) == (60, 40)
    # 450 beats both others: 4 of 4, Neuberg: (4 + 1) × 4/3 - 1 = 5.667 of 6
    assert board.lines[1].ns_mp == pytest.approx(5 * 4 / 3 - 1)


def test_a_weighted_line_is_compared_component_by_component():
    weighted = Weighted(((0.3, 420), (0.7, -50)))
    board = matchpoint([420, 450, -50, 420, 400, 140, -100, weighted])
    line = board.lines[-1]
    assert line.components == (10, 3)
    assert line.ns_mp == pytest.approx(0.3 * 10 + 0.7 * 3)
    # the 450 beats both components: 2 full points against the weighted line
    assert board.lines[1].ns_mp == 14


def test_acbl_scale_gives_the_same_percentages():
    two = matchpoint([420, 450, -50, 420])
    one = matchpoint([420, 450, -50, 420], per_beat=1)
    assert [line.ns_mp for line in one.lines] == [1.5, 3, 0, 1.5]
    assert [line.ns_percent for line in one.lines] == [line.ns_percent for line in two.lines]


def test_reading_a_traveller():
    entries = parse_traveller("420, +450 -50; 60/40 G+/G- a/a 60%/60%")
    assert entries[:3] == [420, 450, -50]
    assert entries[3] == Artificial(60, 40, "60/40")
    assert (entries[4].ns_percent, entries[4].ew_percent) == (60, 40)
    assert (entries[5].ns_percent, entries[5].ew_percent) == (50, 50)
    assert (entries[6].ns_percent, entries[6].ew_percent) == (60, 60)
    custom = parse_traveller("G+/G-", {"+": 65.0, "": 50.0, "-": 35.0})
    assert custom[0].ns_percent == 65


@pytest.mark.parametrize("text", ["", "420, 45", "420, abc", "420, 9000", "G++/G-", "120/40"])
def test_bad_travellers_are_refused(text):
    with pytest.raises(InputError):
        parse_traveller(text)


def test_bad_boards_are_refused():
    with pytest.raises(InputError):
        matchpoint([])
    with pytest.raises(InputError):
        matchpoint([420, 450, 100], expected=2)
    with pytest.raises(InputError):
        Weighted(((0.5, 420), (0.4, -50)))
    with pytest.raises(InputError):
        Weighted(((1.0, 425),))


def test_format_number():
    assert format_number(63.5) == "63,5"
    assert format_number(63.5, "en") == "63.5"
    assert format_number(100.0) == "100"
    assert format_number(-0.001) == "0"
    assert format_number(1 / 3, "en") == "0.33"


# -- properties -----------------------------------------------------------------------------


@given(travellers)
def test_a_board_hands_out_n_times_n_minus_one(ns_scores):
    n = len(ns_scores)
    assert sum(matchpoints(ns_scores)) == n * (n - 1)
    board = matchpoint(ns_scores)
    assert sum(line.ns_mp for line in board.lines) == pytest.approx(n * (n - 1))


@given(travellers)
def test_the_two_sides_at_a_table_add_up_to_a_hundred(ns_scores):
    for line in matchpoint(ns_scores).lines:
        assert line.ns_percent + line.ew_percent == pytest.approx(100)
        assert 0 <= line.ns_percent <= 100


@given(travellers)
def test_neuberg_with_n_equal_to_n_is_the_identity(ns_scores):
    plain = matchpoint(ns_scores)
    same = matchpoint(ns_scores, expected=len(ns_scores))
    assert [line.ns_mp for line in plain.lines] == [line.ns_mp for line in same.lines]
    for mp in matchpoints(ns_scores):
        assert neuberg(mp, len(ns_scores), len(ns_scores)) == mp


@given(travellers, st.integers(0, 10))
def test_neuberg_keeps_the_board_total_on_the_larger_top(ns_scores, missing):
    n, big_n = len(ns_scores), len(ns_scores) + missing
    board = matchpoint(ns_scores, expected=big_n)
    # each of n results is scaled to a board of N: the real results hand out n(N - 1)
    assert sum(line.ns_mp for line in board.lines) == pytest.approx(n * (big_n - 1))


@given(
    travellers,
    st.lists(st.tuples(st.integers(1, 10), scores), min_size=1, max_size=4),
)
def test_a_weighted_line_keeps_the_board_total(ns_scores, parts):
    total = sum(weight for weight, _ in parts)
    weighted = Weighted(tuple((weight / total, ns) for weight, ns in parts))
    board = matchpoint([*ns_scores, weighted])
    n = len(ns_scores) + 1
    assert sum(line.ns_mp for line in board.lines) == pytest.approx(n * (n - 1))


@given(travellers, scores)
def test_a_weighted_line_of_one_component_is_that_score(ns_scores, ns):
    with_weight = matchpoint([*ns_scores, Weighted(((1.0, ns),))])
    plain = matchpoint([*ns_scores, ns])
    for a, b in zip(with_weight.lines, plain.lines, strict=True):
        assert a.ns_mp == pytest.approx(b.ns_mp)


@given(travellers)
def test_a_better_score_never_earns_fewer_matchpoints(ns_scores):
    mps = matchpoints(ns_scores)
    for a, mp_a in zip(ns_scores, mps, strict=True):
        for b, mp_b in zip(ns_scores, mps, strict=True):
            if a > b:
                assert mp_a > mp_b
