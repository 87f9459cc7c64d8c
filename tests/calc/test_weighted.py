"""``arbiter calc weighted``: candidates scored on the deal, weighted (12C1(c)).

The deal gives every hand one whole suit (North spades, East hearts, South diamonds, West
clubs), so its double-dummy tricks can be stated without a solver: with its own suit as
trumps a side takes all 13 tricks; in the other side's suit or in no trump it takes none
(tests/calc/test_double_dummy.py proves the table). Every score below is worked out by
hand from the scoring table (Law 77) and the IMP scale (Law 78B).
"""

from __future__ import annotations

import pytest

from arbiter.bridge import Seat
from arbiter.calc import service
from arbiter.calc.candidates import parse_candidates
from arbiter.i18n import InputError
from tests.calc.play_helpers import bad_input, run, run_json

ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def weighted(capsys, *args: str) -> dict:
    return run_json(capsys, "calc", "weighted", "--deal", ONE_SUIT_EACH, *args)


def test_double_dummy_tricks_decide_a_candidate_without_result_not_vulnerable_and_vulnerable(
    capsys,
):
    # board 1: nobody vulnerable. 4♠ by North takes 13 tricks: 4♠+3 = 120 + 300 + 90 = 510.
    # 4♥X by East takes 13 too: 4♥X+3 = 240 + 300 + 50 + 3 × 100 = 890 for East-West.
    out = weighted(capsys, "--board", "1", "--candidates", "60% 4♠ N, 40% 4♥X O")
    rows = out["candidates"]
    assert [(r["contract"], r["declarer"], r["dd_tricks"], r["result"], r["ns_score"])
            for r in rows] == [("4♠", "N", 13, "4♠+3", 510),
                               ("4♥X", "E", 13, "4♥X+3", -890)]  # fmt: skip
    assert [r["result_given"] for r in rows] == [False, False]
    assert out["weighted_ns_score"] == pytest.approx(0.6 * 510 - 0.4 * 890)  # -50
    assert out["unit"] is None and out["vulnerability"] == "none" and out["dealer"] == "N"
    # board 2: North-South vulnerable. 4♠+3 vulnerable = 120 + 500 + 90 = 710.
    out = weighted(capsys, "--board", "2", "--candidates", "4♠ N")
    assert out["candidates"][0]["ns_score"] == 710 and out["candidates"][0]["percent"] == 100
    assert out["weighted_ns_score"] == 710 and out["dealer"] == "E"
    assert out["par"] == ["7♠= by N/S"] and out["par_score_ns"] == 2210
    assert out["laws"] == ["12C1(c)", "12C1(e)"]


def test_a_slam_doubled_and_a_given_result_weighted_in_matchpoints(capsys):
    # board 2, NS vulnerable. 7♠ N: 13 tricks, 210 + 500 + 1500 = 2210. 6♦X Z: 13 tricks,
    # 6♦X+1 vulnerable = 240 + 500 + 750 + 50 + 200 = 1740. 7♥X-7 by East as given (not
    # vulnerable): 100 + 200 + 200 + 4 × 300 = 1700 for North-South.
    # Against 1440, 2210, -1510 (top 6): 2210 beats two and ties one: 5; 1740 and 1700
    # beat two: 4 each. Weighted 0.5 × 5 + 0.3 × 4 + 0.2 × 4 = 4.5 mp = 75 %.
    out = weighted(capsys, "--board", "2", "--candidates", "50% 7♠ N, 30% 6♦X Z, 20% 7♥X-7 O",
                   "--traveller", "1440,2210,-1510")  # fmt: skip
    rows = out["candidates"]
    assert [r["ns_score"] for r in rows] == [2210, 1740, 1700]
    assert [r["result"] for r in rows] == ["7♠=", "6♦X+1", "7♥X-7"]
    assert [r["result_given"] for r in rows] == [False, False, True]
    assert [r["dd_tricks"] for r in rows] == [13, 13, 13]
    assert [r["ns_mp"] for r in rows] == [5, 4, 4]
    assert out["weighted_ns_score"] == pytest.approx(1967)
    assert out["unit"] == "matchpoints" and out["top"] == 6
    assert out["ns_mp"] == pytest.approx(4.5) and out["ns_percent"] == pytest.approx(75)
    assert out["ew_percent"] == pytest.approx(25)


def test_weighted_imps_each_candidate_imped_then_weighted(capsys):
    # board 3: East-West vulnerable, South not. South in no trump takes 0 tricks (West
    # runs the clubs): 3SA-9 = -450, 3SAX-9 = -(100 + 200 + 200 + 6 × 300) = -2300.
    # Against -400 at the other table: -50 is -2 IMPs, -1900 is -18 IMPs (1750-1990).
    # Weighted 0.7 × -2 + 0.3 × -18 = -6.8 IMPs for North-South.
    out = weighted(capsys, "--board", "3", "--candidates", "70% 3SA Z, 30% 3SAX Z",
                   "--other-table", "-400")  # fmt: skip
    rows = out["candidates"]
    assert [(r["dd_tricks"], r["result"], r["ns_score"]) for r in rows] == [
        (0, "3SA-9", -450), (0, "3SAX-9", -2300)]  # fmt: skip
    assert [r["ns_imps"] for r in rows] == [-2, -18]
    assert [r["difference"] for r in rows] == [-50, -1900]
    assert out["unit"] == "imps" and out["other_table"] == -400
    assert out["ns_imps"] == pytest.approx(-6.8) and out["ew_imps"] == pytest.approx(6.8)


def test_the_table_is_headed_as_help_with_the_laws_in_both_languages(capsys):
    args = ("calc", "weighted", "--deal", ONE_SUIT_EACH, "--board", "2", "--candidates",
            "50% 7♠ N, 30% 6♦X Z, 20% 7♥X-7 O", "--other-table", "1430")  # fmt: skip
    code, nl, _ = run(capsys, *args)
    assert code == 0
    first = nl.splitlines()[0]
    assert first.startswith("Hulp bij uw oordeel, niet de uitspraak") and "(12C1(c))" in first
    assert "Spel 2 · gever O · NZ kwetsbaar · par 7♠= door N/Z: NZ +2210" in nl
    # one row per candidate, the columns lined up: weight, contract, DD, result, NS, IMPs
    assert " %  Contract  DD  Resultaat     NZ  IMP" in nl
    assert "50  7♠ N      13  7♠=        +2210  +13" in nl
    assert "20  7♥X O     13  7♥X-7 *    +1700   +7" in nl
    assert "Gewogen NZ-score: +1967." in nl
    assert "0,5 × 13 + 0,3 × 7 + 0,2 × 7 = 10 IMP voor NZ" in nl
    assert "* resultaat door u opgegeven" in nl and "12C1(e)" in nl and "Dubbeldummy" in nl
    code, en, _ = run(capsys, *args, "--lang", "en")
    assert code == 0 and en.startswith("Help to your judgement, not the ruling")
    assert "(Law 12C1(c))" in en and "Law 12C1(e)" in en
    assert "Board 2 · dealer E · NS vulnerable" in en
    assert "Weighted NS score: +1967." in en and "= 10 IMPs for NS, -10 IMPs for EW" in en


def test_a_pbn_file_gives_the_deal_and_its_board_the_vulnerability(capsys, tmp_path):
    path = tmp_path / "session.pbn"
    path.write_text(
        '[Board "7"]\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "' + ONE_SUIT_EACH + '"]\n\n',
        encoding="utf-8",
    )
    out = run_json(capsys, "calc", "weighted", "--pbn", str(path), "--board", "7",
                   "--candidates", "4♠ Z")  # fmt: skip
    # 4♠+3 by South, vulnerable: 710
    assert out["board"] == 7 and out["vulnerability"] == "both" and out["dealer"] == "S"
    assert out["candidates"][0]["ns_score"] == 710


def test_vul_instead_of_a_board_number_and_declarer_for_candidates_without_a_seat(capsys):
    out = weighted(capsys, "--vul", "OW", "--declarer", "W", "--candidates", "50% 5♣, 50% 5♣X-1")
    # 5♣ by West: 13 tricks, 5♣+2 vulnerable = 100 + 500 + 40 = 640 for EW; 5♣X-1 as given,
    # vulnerable: 200. Weighted for NS: 0.5 × -640 + 0.5 × 200 = -220.
    assert [r["ns_score"] for r in out["candidates"]] == [-640, 200]
    assert out["board"] is None and out["dealer"] is None and out["par"] == []
    assert out["weighted_ns_score"] == pytest.approx(-220)


def test_weights_are_read_as_the_adjusted_calculator_reads_them():
    found = parse_candidates("33,3% 4♠ N, 33,3% 4♠-1 N; 33,3% 3SA door Z")
    assert [round(c.percent, 6) for c in found] == [round(100 / 3, 6)] * 3
    assert [c.given for c in found] == [False, True, False]
    assert [c.declarer for c in found] == [Seat.NORTH, Seat.NORTH, Seat.SOUTH]
    assert parse_candidates("4♠X by E")[0].result.doubled == 1


@pytest.mark.parametrize(
    ("args", "nl", "en"),
    [
        (("--board", "1", "--candidates", "50% 4♠ N, 40% 4♠-1 N"),
         "De gewichten tellen op tot 90 % (50 + 40); samen moeten ze 100 % zijn.",
         "The weights add up to 90 % (50 + 40); together they must be 100 %."),
        (("--board", "1", "--candidates", "4♠ N, 4♠-1 N"),
         "2 kandidaten zonder gewicht", "2 candidates without weights"),
        (("--board", "1", "--candidates", "4♠"),
         "Bij '4♠' ontbreekt de leider", "'4♠' has no declarer"),
        (("--board", "1", "--candidates", "vier schoppen N"),
         "Kandidaat 'vier schoppen N' niet te lezen", "Cannot read candidate 'vier schoppen N'"),
        (("--board", "1", "--candidates", "120% 4♠ N"),
         "elk gewicht ligt tussen 0 en 100 %", "each weight is between 0 and 100 %"),
        (("--candidates", "4♠ N"),
         "De kwetsbaarheid ontbreekt", "The vulnerability is missing"),
        (("--board", "1", "--candidates", "4♠ N", "--traveller", "420", "--other-table", "420"),
         "niet allebei", "not both"),
        (("--board", "1", "--candidates", "8♠ N"), "8", "8"),
    ],
)  # fmt: skip
def test_bad_input_is_named_in_both_languages(capsys, args, nl, en):
    err_nl, err_en = bad_input(capsys, "calc", "weighted", "--deal", ONE_SUIT_EACH, *args)
    assert nl in err_nl and en in err_en


def test_bad_deal_and_missing_candidates(capsys):
    err_nl, err_en = bad_input(capsys, "calc", "weighted", "--deal", "N:AKQ", "--board", "1",
                               "--candidates", "4♠ N")  # fmt: skip
    assert "Traceback" not in err_nl + err_en
    calc = service.calculator("weighted")
    with pytest.raises(InputError) as error:
        calc.run({"deal": ONE_SUIT_EACH, "board": "1"})
    assert "Kandidaten" in error.value.text["nl"] and "Candidates" in error.value.text["en"]


def test_a_split_score_gives_each_side_its_own_candidates(capsys):
    # 12C1(e): North-South get 50 % 7♠ N (2210: 5 mp) and 50 % 6♦X Z (1740: 4 mp), 4.5 of
    # 6 = 75 %; East-West are scored on 7♥X-7 by East (1700 for NS: 4 mp), so EW get
    # 2 of 6 = 33.33 %. 75 + 33.33 is not 100: a split score need not balance.
    out = weighted(capsys, "--board", "2", "--candidates", "50% 7♠ N, 50% 6♦X Z",
                   "--ew-candidates", "7♥X-7 O", "--traveller", "1440,2210,-1510")  # fmt: skip
    assert [r["ns_mp"] for r in out["candidates"]] == [5, 4]
    assert [r["ns_score"] for r in out["ew"]["candidates"]] == [1700]
    assert out["split"]["unit"] == "percent" and out["split"]["balancing"] is False
    assert out["split"]["ns_result"] == pytest.approx(75)
    assert out["split"]["ew_result"] == pytest.approx(100 / 3)
    code, text, _ = run(capsys, "calc", "weighted", "--deal", ONE_SUIT_EACH, "--board", "2",
                        "--candidates", "7♠ N", "--ew-candidates", "7♠-1 N",
                        "--other-table", "2210", "--lang", "en")  # fmt: skip
    # NS: 2210 - 2210 = 0 IMPs; EW: 7♠-1 vulnerable is -100 for NS, -2310: 20 IMPs for EW
    assert code == 0 and "For North-South" in text and "For East-West" in text
    assert "Split score (Law 12C1(e)): NS get 0 IMPs, EW 20 IMPs." in text
    assert "Adjusted score, split score" not in text  # the 12C1(e) hint: already done


def test_a_split_score_needs_something_to_compare_with(capsys):
    err_nl, err_en = bad_input(capsys, "calc", "weighted", "--deal", ONE_SUIT_EACH,
                               "--board", "2", "--candidates", "7♠ N",
                               "--ew-candidates", "7♠-1 N")  # fmt: skip
    assert "Een splitscore vraagt om de andere scores" in err_nl
    assert "A split score needs the other scores" in err_en


def test_regulations_that_forbid_weighting_take_one_candidate_per_side():
    from arbiter.laws.profiles import Profile, Value, profile

    nbb = profile("NBB")
    strict = Profile("NOWEIGHT", nbb.title,
                     {**nbb.values, "weighted_scores": Value(False, "test")})  # fmt: skip
    calc = service.calculator("weighted")
    values = calc.read({"deal": ONE_SUIT_EACH, "board": "1",
                        "candidates": "60% 4♠ N, 40% 4♠-1 N"})  # fmt: skip
    with pytest.raises(InputError) as error:
        calc.compute(**{**values, "profile": strict})
    assert "staat geen gewogen score toe (12C1(c))" in error.value.text["nl"]
    assert "do not allow a weighted score (Law 12C1(c))" in error.value.text["en"]
    one = calc.compute(**{**values, "candidates": "4♠-1 N", "profile": strict})
    assert one.ns.scored[0].ns_score == -50
    assert "reglementaire manier" in one.text("nl") and "legal manner" in one.text("en")
