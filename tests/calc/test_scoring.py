"""Duplicate scores against the complete oracle table, results, boards and vulnerability."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from arbiter.bridge import Denom, Seat
from arbiter.calc.scoring import (
    Result,
    Vulnerability,
    board_info,
    ns_score,
    parse_board_number,
    score,
    score_lines,
    vulnerability_option,
)
from arbiter.i18n import InputError

TABLE = Path(__file__).with_name("data") / "scoring_table.csv"
DENOMS = {"C": Denom.CLUBS, "D": Denom.DIAMONDS, "H": Denom.HEARTS, "S": Denom.SPADES}
DENOMS["NT"] = Denom.NOTRUMP


def oracle_rows() -> list[dict[str, str]]:
    with TABLE.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_the_oracle_table_is_complete():
    rows = oracle_rows()
    assert len(rows) == 7 * 5 * 3 * 2 * 14
    keys = {(r["level"], r["denom"], r["doubled"], r["vulnerable"], r["tricks"]) for r in rows}
    assert len(keys) == len(rows)


def test_every_score_equals_the_oracle_row_by_row():
    wrong = []
    for row in oracle_rows():
        result = Result.from_tricks(
            int(row["level"]),
            DENOMS[row["denom"]],
            len(row["doubled"]),  # type: ignore[arg-type]
            int(row["tricks"]),
        )
        assert result.over == int(row["over"])
        got = score(result, bool(int(row["vulnerable"])))
        if got != int(row["score"]):
            wrong.append((dict(row), got))
    assert wrong == []


def test_score_lines_add_up_to_the_score_for_every_row():
    for row in oracle_rows()[::7]:
        result = Result.from_tricks(
            int(row["level"]), DENOMS[row["denom"]], len(row["doubled"]), int(row["tricks"])
        )
        vulnerable = bool(int(row["vulnerable"]))
        assert sum(line.points for line in score_lines(result, vulnerable)) == int(row["score"])


@pytest.mark.parametrize(
    ("text", "vulnerable", "expected"),
    [
        ("1NT=", False, 90),
        ("1SA=", True, 90),
        ("3NT=", False, 400),
        ("3SA=", True, 600),
        ("4♠=", False, 420),
        ("4♥=", True, 620),
        ("5♣=", False, 400),
        ("2♠+1", False, 140),
        ("2♥X=", False, 470),
        ("1♣XX+1", False, 430),
        ("1♣XX+1", True, 630),
        ("4♠X-3", True, -800),
        ("4♠X-3", False, -500),
        ("4♠X-4", False, -800),
        ("4♠X-4", True, -1100),
        ("4♠X-5", False, -1100),
        ("4♠XX-1", True, -400),
        ("3SA-2", False, -100),
        ("3SA-2", True, -200),
        ("6♦=", False, 920),
        ("6♦=", True, 1370),
        ("7NTXX=", True, 2980),
        ("7SA=", True, 2220),
        ("7♠X-13", True, -3800),
        ("7♠XX-13", True, -7600),
    ],
)
def test_well_known_scores(text, vulnerable, expected):
    assert score(Result.parse(text), vulnerable) == expected


@pytest.mark.parametrize(
    ("text", "level", "denom", "doubled", "over", "declarer"),
    [
        ("4♠X=", 4, Denom.SPADES, 1, 0, None),
        ("3SA-2", 3, Denom.NOTRUMP, 0, -2, None),
        ("3NT-2", 3, Denom.NOTRUMP, 0, -2, None),
        ("4HXX+1", 4, Denom.HEARTS, 2, 1, None),
        ("6♦=", 6, Denom.DIAMONDS, 0, 0, None),
        ("6R=", 6, Denom.DIAMONDS, 0, 0, None),
        ("4K-1", 4, Denom.CLUBS, 0, -1, None),
        ("2 harten x +1", 2, Denom.HEARTS, 1, 1, None),
        ("4♠X= N", 4, Denom.SPADES, 1, 0, Seat.NORTH),
        ("4♠X-1 door O", 4, Denom.SPADES, 1, -1, Seat.EAST),
        ("4sx-1 by e", 4, Denom.SPADES, 1, -1, Seat.EAST),
        ("5♦X−2 Z", 5, Denom.DIAMONDS, 1, -2, Seat.SOUTH),
        ("4♥️=", 4, Denom.HEARTS, 0, 0, None),
    ],
)
def test_results_are_read_in_dutch_and_english(text, level, denom, doubled, over, declarer):
    result = Result.parse(text)
    assert (result.level, result.denom, result.doubled, result.over, result.declarer) == (
        level,
        denom,
        doubled,
        over,
        declarer,
    )


def test_result_formats_round_trip():
    for text in ("4♠X=", "3SA-2", "4♥XX+1", "6♦= door N", "1♣-7 door W"):
        result = Result.parse(text)
        assert Result.parse(result.format("nl")) == result
        assert Result.parse(result.format("en")) == result
    assert Result.parse("3SA-2").format("en") == "3NT-2"
    assert Result.parse("4♠X= O").format("en") == "4♠X= by E"


@pytest.mark.parametrize(
    "text", ["7♠+1", "1♣-8", "4♠+4", "6SA+2", "7NT-14", "", "4♠", "pas=", "8♠=", "4♠= Q", "X="]
)
def test_impossible_or_unreadable_results_are_refused(text):
    with pytest.raises(InputError) as info:
        Result.parse(text)
    assert info.value.text["nl"] and info.value.text["en"]


def test_an_impossible_result_names_the_tricks_and_the_range():
    with pytest.raises(InputError) as info:
        Result.parse("7♠+1")
    assert "14" in info.value.text["nl"] and "13" in info.value.text["en"]
    assert info.value.accepted == ("7♠-13 … 7♠=",)


def test_every_possible_result_can_be_built_and_no_other():
    for level in range(1, 8):
        for over in range(-20, 10):
            possible = 0 <= 6 + level + over <= 13
            if possible:
                assert Result(level, Denom.SPADES, 0, over).tricks == 6 + level + over
            else:
                with pytest.raises(InputError):
                    Result(level, Denom.SPADES, 0, over)


def test_ns_score_turns_an_east_west_result_round():
    assert ns_score(Result.parse("4♠= N"), Vulnerability.NONE) == 420
    assert ns_score(Result.parse("4♠= O"), Vulnerability.NS) == -420
    assert ns_score(Result.parse("4♠= O"), Vulnerability.EW) == -620
    assert ns_score(Result.parse("4♠X-1"), Vulnerability.BOTH, Seat.WEST) == 200
    with pytest.raises(InputError):
        ns_score(Result.parse("4♠="), Vulnerability.NONE)


# The standard cycle, written out as on the boards: dealer and who is vulnerable.
CYCLE = [
    ("N", "none"), ("E", "NS"), ("S", "EW"), ("W", "both"),
    ("N", "NS"), ("E", "EW"), ("S", "both"), ("W", "none"),
    ("N", "EW"), ("E", "both"), ("S", "none"), ("W", "NS"),
    ("N", "both"), ("E", "none"), ("S", "NS"), ("W", "EW"),
]  # fmt: skip


@pytest.mark.parametrize("number", range(1, 49))
def test_board_info_follows_the_sixteen_board_cycle(number):
    info = board_info(number)
    dealer, vul = CYCLE[(number - 1) % 16]
    assert info.dealer.abbr("en") == dealer
    assert info.vulnerability.value == vul


def test_board_info_text():
    assert board_info(1).format("nl") == "N, niemand kwetsbaar"
    assert board_info(1).format("en") == "N, none vulnerable"
    assert board_info(13).format("nl") == "N, allen kwetsbaar"
    assert board_info(2).format("nl") == "O, NZ kwetsbaar"
    assert board_info(3).describe()["en"] == "Board 3: dealer South, EW vulnerable."


@pytest.mark.parametrize("bad", [0, -1, True, "3"])
def test_there_is_no_board_zero(bad):
    with pytest.raises(InputError):
        board_info(bad)


@pytest.mark.parametrize("bad", ["0", "-3", "x", "", "1.5"])
def test_board_numbers_typed_by_a_user(bad):
    with pytest.raises(InputError):
        parse_board_number(bad)
    assert parse_board_number(" 17 ") == 17


def test_vulnerability_words():
    assert Vulnerability.parse("niemand") is Vulnerability.NONE
    assert Vulnerability.parse("NZ") is Vulnerability.NS
    assert Vulnerability.parse("e/w") is Vulnerability.EW
    assert Vulnerability.parse("allen") is Vulnerability.BOTH
    assert Vulnerability.parse("-") is Vulnerability.NONE
    with pytest.raises(InputError):
        Vulnerability.parse("sometimes")
    assert Vulnerability.of(True, False) is Vulnerability.NS


def test_vulnerability_option_relative_and_absolute():
    assert vulnerability_option("ja") == (Vulnerability.BOTH, True)
    assert vulnerability_option("no") == (Vulnerability.NONE, True)
    assert vulnerability_option("OW") == (Vulnerability.EW, False)
    assert vulnerability_option(None, 13) == (Vulnerability.BOTH, False)
    assert vulnerability_option(None) == (None, False)
    with pytest.raises(InputError):
        vulnerability_option("ja", 3)
    with pytest.raises(InputError):
        vulnerability_option("misschien")
