"""``arbiter calc claim`` in every shell: text in both languages labelled as help to
judgement, JSON, the web API, a PBN hand record with its play; bad input exits 2 with a
message in the user's language."""

from __future__ import annotations

import json

import pytest

from tests.calc.play_helpers import bad_input, pbn_path, run, run_json

WBU = ["calc", "claim", "--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "4♥",
       "--declarer", "Z", "--won", "9", "--statement", "de rest is hoog"]  # fmt: skip
DEAL = "N:AT963.K4.KQ74.Q3 74.AQ972.96.AT42 QJ2.J6.T8532.865 K85.T853.AJ.KJ97"


def test_text_in_dutch_says_it_is_help_and_shows_the_worst(capsys):
    code, out, _ = run(capsys, *WBU)
    assert code == 0
    assert out.startswith("Hulp bij uw oordeel, geen beslissing: u beslist (70A)")
    assert "0 slagen (slechtste):" in out and "2 slagen:" in out
    assert "Dubbeldummy: 2 slagen." in out
    assert "dan gaan er 3 slagen naar de tegenpartij" in out
    assert "(4♥-1)" in out and "Artikelen: 68C, 70A, 70C, 70D1" in out
    assert "kleurvolgorde: ♥2, niet ♦A" in out


def test_text_in_english(capsys):
    code, out, _ = run(capsys, *WBU, "--lang", "en")
    assert code == 0
    assert out.startswith("Help for your judgement, not the ruling: you decide (70A)")
    assert "0 tricks (worst):" in out and "Laws: 68C, 70A, 70C, 70D1" in out
    assert "3 tricks go to the opponents" in out


def test_json(capsys):
    data = run_json(capsys, *WBU, "--lang", "en")
    assert data["worst"] == 0 and data["double_dummy"] == 2 and data["claimed"] == 3
    assert data["at_stake"] == 3 and data["complete"]
    assert data["position"]["outstanding_trumps"] == ["♥A"]
    assert data["total"]["worst"] == {"claimer_side": 9, "result": "4♥-1", "declarer": 9}
    assert {tuple(line["order"]): line["tricks"] for line in data["lines"]}[("♥", "♦", "♠")] == 0
    assert [line["worst"] for line in data["lines"]].count(True) == 3
    assert data["worst_play"][0]["cards"][0] == {
        "seat": "S", "card": "♥2", "choice": "open", "better": "♦A", "before_claim": False,
    }  # fmt: skip
    assert data["laws"] == ["68C", "70A", "70C", "70D1"]
    assert data["help"].startswith("Help for your judgement")


def test_whole_deal_and_the_cards_played(capsys):
    data = run_json(capsys, "calc", "claim", "--deal", DEAL, "--contract", "4♠",
                    "--declarer", "Z", "--claimer", "O", "--played",
                    "♥10 ♥H ♥A ♥6 ♥V ♥B ♥3 ♥4 ♣A ♣5 ♣7 ♣3 ♥9 ♠2 ♥5 ♦4 ♦2 ♦A ♦V ♦6")  # fmt: skip
    assert data["position"]["claimer"] == "E" and data["position"]["won"] == 4
    assert data["position"]["left"] == 8 and data["position"]["leader"] == "W"
    assert data["worst"] <= data["double_dummy"]


def test_a_pbn_hand_record_with_a_claim(capsys):
    data = run_json(capsys, "calc", "claim", "--pbn", pbn_path("claim_after_10.pbn"))
    assert data["position"]["left"] == 3 and data["position"]["won"] == 6
    assert data["claimed"] == 3  # Result 9 = 6 won + 3 claimed
    assert data["position"]["contract"] == "4♠"


def test_the_web_api_gives_what_the_command_line_gives(capsys):
    from fastapi.testclient import TestClient

    from arbiter.web.app import create_app

    _, out, _ = run(capsys, *WBU, "--json", "--lang", "en")
    expected = json.loads(out)
    args = {"deal": "Z:.2.AK. .A..AK 432... 5..2.2", "contract": "4♥", "declarer": "Z",
            "won": "9", "statement": "de rest is hoog"}  # fmt: skip
    with TestClient(create_app(plugins=()), raise_server_exceptions=False) as client:
        got = client.post("/api/v1/calc/claim", json={"args": args, "lang": "en"})
        assert got.status_code == 200, got.text
        result = got.json()["result"]
        page = client.post("/nl/calc/claim", data=args)
    for data in (result, expected):
        data.pop("seconds")
    assert result == expected
    assert page.status_code == 200 and "Hulp bij uw oordeel" in page.text


BAD = [
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--declarer", "Z"], "--contract"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "4♥"], "--declarer"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "4♥", "--declarer", "Z",
      "--statement", "blah"], "troef trekken / draw trumps"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "3SA", "--declarer", "Z",
      "--statement", "troef trekken"], "sans atout"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "4♥", "--declarer", "Z",
      "--played", "♥2"], "--played"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2", "--contract", "4♥", "--declarer", "Z"], "Z:"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "4♥", "--declarer", "Z",
      "--won", "11"], "0-10"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "4♥", "--declarer", "Z",
      "--claimed", "4"], "0-3"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--contract", "9♥", "--declarer", "Z"], "4♥"),
    (["--deal", DEAL, "--contract", "4♠", "--declarer", "Z", "--played", "♠A"], "West"),
    (["--deal", "Z:.2.AK. .A..AK 432... 5..2.2", "--pbn", pbn_path("claim_after_10.pbn")],
     "--pbn"),
]  # fmt: skip


@pytest.mark.parametrize(("argv", "named"), BAD)
def test_bad_input_exits_2_in_both_languages(capsys, argv, named):
    nl, en = bad_input(capsys, "calc", "claim", *argv)
    assert named in nl + en
