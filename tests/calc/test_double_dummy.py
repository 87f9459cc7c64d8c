"""Double-dummy table and par, on deals whose result can be stated without a solver."""

from __future__ import annotations

import threading

import pytest

from arbiter.bridge import Denom, Seat
from arbiter.calc import double_dummy as dd_module
from arbiter.calc.double_dummy import DDS_LOCK, double_dummy
from arbiter.calc.play import Deal
from arbiter.calc.scoring import Vulnerability
from tests.calc.play_helpers import bad_input, pbn_path, run, run_json

# Each hand holds one whole suit: North spades, East hearts, South diamonds, West clubs.
# With a side's own suit as trumps, declarer ruffs the opening lead and takes all 13
# tricks (the trumps are all in one hand of his side). In the opponents' suit or in no
# trump, the opening leader (declarer's LHO) or his partner runs their suit: 0 tricks.
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def expected_one_suit_each() -> dict[Seat, dict[Denom, int]]:
    own = {
        Seat.NORTH: {Denom.SPADES, Denom.DIAMONDS},
        Seat.SOUTH: {Denom.SPADES, Denom.DIAMONDS},
        Seat.EAST: {Denom.HEARTS, Denom.CLUBS},
        Seat.WEST: {Denom.HEARTS, Denom.CLUBS},
    }
    return {seat: {d: 13 if d in own[seat] else 0 for d in Denom} for seat in Seat}


def test_table_of_a_deal_with_one_suit_in_each_hand():
    result = double_dummy(Deal.parse_pbn(ONE_SUIT_EACH))
    assert result.tricks == expected_one_suit_each()
    assert result.par_score is None and result.par == ()


@pytest.mark.parametrize(
    ("vul", "dealer", "score"),
    [
        # 7♠ by North-South outranks East-West's 7♥, whoever deals: +1510 / +2210
        (Vulnerability.NONE, Seat.NORTH, 1510),
        (Vulnerability.NONE, Seat.EAST, 1510),
        (Vulnerability.BOTH, Seat.WEST, 2210),
    ],
)
def test_par_is_seven_spades_by_north_south(vul, dealer, score):
    result = double_dummy(Deal.parse_pbn(ONE_SUIT_EACH), vul, dealer)
    assert result.par_score == score
    assert {(p.level, p.denom, p.side.value, p.over) for p in result.par} == {
        (7, Denom.SPADES, "NS", 0)
    }
    assert result.par[0].declarers == (Seat.NORTH, Seat.SOUTH)


def test_one_hand_with_all_thirteen_spades_makes_thirteen_in_spades():
    # North: all spades; the rest dealt round. North (and South, with North as dummy)
    # makes all 13 tricks in spades: every trick is won by a trump or a ruff.
    deal = Deal.parse_pbn("N:AKQJT98765432... .AKQJT9.AKQJ.AKQ .8765432.T98.JT9 ..765432.8765432")
    result = double_dummy(deal)
    assert result.tricks[Seat.NORTH][Denom.SPADES] == 13
    assert result.tricks[Seat.SOUTH][Denom.SPADES] == 13
    # East and West can never take a trick with spades as trumps
    assert result.tricks[Seat.EAST][Denom.SPADES] == 0


def test_every_dds_call_holds_the_lock(monkeypatch):
    """The solver is called with the module lock held (DDS is not thread-safe)."""
    import endplay.dds as dds

    held: list[bool] = []
    real = dds.calc_dd_table

    def spy(deal):
        held.append(DDS_LOCK.locked())
        return real(deal)

    monkeypatch.setattr(dds, "calc_dd_table", spy)
    double_dummy.cache_clear()  # solved before in this process: the answer would be kept
    double_dummy(Deal.parse_pbn(ONE_SUIT_EACH))
    assert held == [True]
    assert dd_module.DDS_LOCK is DDS_LOCK


def test_two_threads_at_once_do_not_crash():
    deal = Deal.parse_pbn(ONE_SUIT_EACH)
    results: list[dict] = []
    threads = [
        threading.Thread(target=lambda: results.append(double_dummy(deal).tricks)) for _ in range(2)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected_one_suit_each()] * 2


# -- the command --------------------------------------------------------------------------


def test_command_deal_json(capsys):
    data = run_json(
        capsys, "calc", "dd", "--deal", ONE_SUIT_EACH, "--vul", "niemand", "--dealer", "N"
    )
    assert data["tricks"]["N"] == {"C": 0, "D": 13, "H": 0, "S": 13, "NT": 0}
    assert data["par_score_ns"] == 1510 and data["par"] == ["7♠= by N/S"]
    assert (
        "never the ruling"
        in run_json(capsys, "calc", "dd", "--deal", ONE_SUIT_EACH, "--lang", "en")["note"]
    )


def test_command_pbn_text_in_dutch_says_it_is_no_ruling(capsys):
    code, out, _ = run(capsys, "calc", "dd", "--pbn", pbn_path("no_revoke.pbn"))
    assert code == 0
    assert "nooit de uitspraak" in out and "Par:" in out and "gever Z" in out


def test_command_without_dealer_gives_no_par(capsys):
    code, out, _ = run(capsys, "calc", "dd", "--deal", ONE_SUIT_EACH, "--lang", "en")
    assert code == 0 and "No par" in out


@pytest.mark.parametrize(
    "argv",
    [
        ("--pbn", pbn_path("bad_51_cards.pbn")),
        ("--pbn", pbn_path("bad_53_cards.pbn")),
        ("--pbn", pbn_path("bad_duplicate_card.pbn")),
        ("--deal", ONE_SUIT_EACH.replace("AKQJT98765432...", "AKQJT9876543...")),
        ("--deal", ONE_SUIT_EACH, "--vul", "sometimes", "--dealer", "N"),
        ("--deal", ONE_SUIT_EACH, "--board", "0"),
    ],
)
def test_command_bad_input(capsys, argv):
    bad_input(capsys, "calc", "dd", *argv)


def test_command_pbn_with_a_wrong_play_record_still_gives_the_table(capsys):
    code, out, _ = run(capsys, "calc", "dd", "--pbn", pbn_path("bad_play_card_twice.pbn"))
    assert code == 0 and "Par:" in out
