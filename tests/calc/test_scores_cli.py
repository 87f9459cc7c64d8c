"""``arbiter calc score|board|matchpoints|imps|adjusted``: JSON, text, and exit code 2."""

from __future__ import annotations

import json

import pytest

from arbiter.cli.main import main


def run_json(capsys, *argv: str) -> dict:
    code = main(["calc", *argv, "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    return json.loads(out)


def run_text(capsys, *argv: str) -> str:
    code = main(["calc", *argv])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


# -- score and board ------------------------------------------------------------------------


def test_score_json(capsys):
    data = run_json(capsys, "score", "4♠X=", "--vul", "ja")
    assert data["score"] == 790 and data["vulnerable"] is True
    assert data["by_vulnerability"] == {"not_vulnerable": 590, "vulnerable": 790}
    assert sum(line["points"] for line in data["lines"]) == 790
    assert [line["key"] for line in data["lines"]] == ["contract", "game", "insult"]
    assert data["ns_score"] is None and data["declarer"] is None


def test_score_from_the_board_and_declarer(capsys):
    data = run_json(capsys, "score", "3SA-2", "--board", "13", "--declarer", "O", "--lang", "en")
    assert data["board"]["vulnerability"] == "both" and data["board"]["dealer"] == "N"
    assert data["score"] == -200 and data["ns_score"] == 200
    assert data["result"] == "3NT-2" and data["declarer"] == "E"


def test_score_on_a_board_where_only_one_side_is_vulnerable_needs_the_declarer(capsys):
    assert main(["calc", "score", "4♥=", "--board", "2"]) == 2
    assert "leider" in capsys.readouterr().err
    data = run_json(capsys, "score", "4♥= W", "--board", "2")
    assert data["score"] == 420 and data["ns_score"] == -420


def test_score_text_explains_in_both_languages(capsys):
    nl = run_text(capsys, "score", "6♦=", "--vul", "nee")
    assert "klein slem" in nl and "+920" in nl
    en = run_text(capsys, "score", "6♦=", "--vul", "no", "--lang", "en")
    assert "small slam" in en and "+920" in en
    both = run_text(capsys, "score", "1NT=")
    assert "niet kwetsbaar: +90" in both and "kwetsbaar: +90" in both


def test_board_json_and_text(capsys):
    data = run_json(capsys, "board", "13")
    assert data["dealer"] == "N" and data["vulnerability"] == "both"
    assert data["short"] == "N, allen kwetsbaar"
    assert data["vulnerable"] == {"NS": True, "EW": True}
    text = run_text(capsys, "board", "17", "--lang", "en")
    assert "dealer North, none vulnerable" in text and "board 1" in text


# -- matchpoints and imps -------------------------------------------------------------------


def test_matchpoints_json(capsys):
    data = run_json(capsys, "matchpoints", "--scores", "420,450,-50,420,400")
    assert data["top"] == 8 and not data["neuberg"]
    assert [line["ns_mp"] for line in data["lines"]] == [5, 8, 0, 5, 2]
    assert all(line["ns_percent"] + line["ew_percent"] == 100 for line in data["lines"])
    assert "Top = 2" in data["explanation"]


def test_matchpoints_neuberg_and_artificial(capsys):
    data = run_json(capsys, "matchpoints", "--scores", "420,450,-50", "--neuberg-of", "5")
    assert data["neuberg"] and data["compared"] == 3 and data["expected"] == 5
    data = run_json(capsys, "matchpoints", "420", "-50", "G+/G-", "--lang", "en")
    assert data["lines"][2]["kind"] == "artificial" and data["lines"][2]["ns_percent"] == 60
    assert "Neuberg" in data["explanation"]


def test_imps_two_tables(capsys):
    data = run_json(capsys, "imps", "620", "-100")
    assert data["imps"] == 12 and data["difference"] == 720
    text = run_text(capsys, "imps", "620", "-100", "--lang", "en")
    assert "+12 IMPs" in text


def test_imps_butler_and_match(capsys):
    data = run_json(capsys, "imps", "--butler", "450,420,-800,-50,420,420")
    assert data["datum"] == 300
    assert [line["ns_imps"] for line in data["lines"]] == [4, 3, -15, -8, 3, 3]
    data = run_json(capsys, "imps", "--match", "620/-100, 420/450")
    assert data["imps"] == 11 and data["total_points"] == 690


# -- adjusted -------------------------------------------------------------------------------


def test_adjusted_weighted_against_a_traveller(capsys):
    data = run_json(
        capsys,
        "adjusted",
        "--weighted",
        "30% 4♠=, 70% 4♠-1",
        "--declarer",
        "N",
        "--vul",
        "no",
        "--traveller",
        "420,450,-50,420,400,140,-100",
    )
    assert data["mode"] == "assigned"
    assert [c["ns_mp"] for c in data["components"]] == [10, 3]
    assert data["ns_mp"] == pytest.approx(5.1)
    assert data["ns_percent"] + data["ew_percent"] == pytest.approx(100)


def test_adjusted_weighted_at_imps_and_split(capsys):
    data = run_json(
        capsys, "adjusted", "--weighted", "30% 4♠= N, 70% 4♠-1 N", "--vul", "nee",
        "--other-table", "-420",
    )  # fmt: skip
    assert data["ns_imps"] == pytest.approx(10.2)
    data = run_json(
        capsys, "adjusted", "--weighted", "4♠= N", "--ew-weighted", "4♠-1 N", "--board", "5",
        "--other-table", "170", "--lang", "en",
    )  # fmt: skip
    assert data["mode"] == "split" and not data["balancing"]
    assert (data["ns_result"], data["ew_result"]) == (10, 7)
    assert "do not balance" in data["explanation"]


def test_adjusted_artificial_with_the_session_exception(capsys):
    data = run_json(capsys, "adjusted", "--artificial", "avg-plus", "--profile", "NBB",
                    "--session", "63.5")  # fmt: skip
    assert data["percent"] == 63.5 and data["session_exception"]
    assert data["imps"] == 3 and "12C2(c)" in data["laws"]
    text = run_text(capsys, "adjusted", "--artificial", "G-", "--session", "35,5")
    assert "35,5 %" in text


# -- bad input: exit code 2 with a message in the user's language ----------------------------

BAD = [
    (
        ["adjusted", "--weighted", "30% 4♠=, 60% 4♠-1", "--declarer", "N", "--vul", "nee"],
        "100 %",
        "100 %",
    ),
    (["score", "7♠+1", "--vul", "nee"], "14 slagen", "14 tricks"),
    (["adjusted", "--artificial", "avg-plus", "--profile", "FIFA"], "FIFA", "FIFA"),
    (["matchpoints", "--scores", "420,450", "--profile", "FIFA"], "NBB", "NBB"),
    (["board", "0"], "vanaf 1", "from 1"),
    (["score", "4♠=", "--board", "0"], "vanaf 1", "from 1"),
    (["matchpoints", "--scores", "420,45"], "veelvouden van 10", "multiples of 10"),
    (["imps", "1", "2", "3"], "twee", "two"),
    (["adjusted", "--weighted", "60% 4♠= N, 40% 5♦X-2 O", "--vul", "ja"], "beide", "both"),
    (["adjusted", "--weighted", "4♠= N"], "kwetsbaarheid", "Vulnerability"),
    (["adjusted"], "--artificial", "--artificial"),
    (["score", "4♠X= N", "--declarer", "Z", "--vul", "ja"], "twee keer", "twice"),
]


@pytest.mark.parametrize(("argv", "nl", "en"), BAD)
def test_bad_input_exits_2_in_dutch_and_english(capsys, argv, nl, en):
    assert main(["calc", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Fout: ") and nl in err
    assert main(["calc", *argv, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Error: ") and en in err


@pytest.mark.parametrize(("argv", "nl", "en"), BAD)
def test_bad_input_as_json(capsys, argv, nl, en):
    assert main(["calc", *argv, "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data["error"] == "InputError" or data["error"].endswith("Error")
    assert nl in data["message"] or nl in " ".join(data["accepted"])


def test_a_single_difference_is_fine(capsys):
    assert run_json(capsys, "imps", "620")["imps"] == 12


def test_every_error_lists_what_is_accepted(capsys):
    assert main(["calc", "adjusted", "--weighted", "30% 4♠=, 60% 4♠-1", "--declarer", "N",
                 "--vul", "nee", "--json"]) == 2  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert "30% 4♠=, 70% 4♠-1" in data["accepted"]
