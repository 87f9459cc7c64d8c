"""The WBF IMP scale, Butler datum and teams totals."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.calc.imps import IMP_SCALE, butler, butler_datum, imp_band, imps, match, round_to_ten
from arbiter.i18n import InputError

# The WBF scale (Law 78B) as printed: (first, last, IMPs).
PRINTED = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]  # fmt: skip


@pytest.mark.parametrize(("first", "last", "value"), PRINTED)
def test_every_band_of_the_printed_scale(first, last, value):
    for difference in range(first, last + 10, 10):
        assert imps(difference) == value
        assert imps(-difference) == -value
    assert imp_band(value) == (first, last)


def test_the_top_of_the_scale():
    assert imps(4000) == 24 and imps(7600) == 24 and imps(-9990) == -24
    assert imp_band(24) == (4000, None)
    assert len(IMP_SCALE) == 24


def test_known_swings():
    assert imps(620 - -100) == 12
    assert imps(420 - 450) == -1
    assert imps(1430 - 680) == 13
    assert imps(15) == 0  # between steps: the band begins at its first figure


@given(st.integers(-8000, 8000))
def test_imps_are_antisymmetric(difference):
    assert imps(-difference) == -imps(difference)


@given(st.integers(-8000, 8000), st.integers(0, 8000))
def test_imps_are_monotone(difference, more):
    assert imps(difference + more) >= imps(difference)


def test_round_to_ten_rounds_halves_away_from_zero():
    assert round_to_ten(302.5) == 300
    assert round_to_ten(305) == 310
    assert round_to_ten(-305) == -310
    assert round_to_ten(-4) == 0


def test_butler_example_from_dutch_club_practice():
    # ilovebridge.nl "Butler-regels uitgelegd": best (+450) and worst (-800) dropped,
    # (420 - 50 + 420 + 420) / 4 = 302.5, datum 300
    result = butler([450, 420, -800, -50, 420, 420])
    assert result.datum == 300 and result.mean == 302.5
    assert result.dropped == (-800, 450)
    assert [line.ns_imps for line in result.lines] == [4, 3, -15, -8, 3, 3]


def test_butler_datum_trim():
    assert butler_datum([100, 200, 300], trim=0)[0] == 200
    assert butler_datum([0, 100, 200, 7600], trim=1)[0] == 150
    with pytest.raises(InputError):
        butler_datum([420, 450], trim=1)
    with pytest.raises(InputError):
        butler_datum([420, 450, 400], trim=-1)


def test_a_teams_match_in_imps_and_total_points():
    result = match([(620, -100), (420, 450), (-50, 140)])
    assert [board.imps for board in result.boards] == [12, -1, -5]
    assert result.imps == 6
    assert result.total_points == 720 - 30 - 190
    with pytest.raises(InputError):
        match([])
    with pytest.raises(InputError):
        match([(625, 0)])
