"""The weighted score with double dummy on the web without a browser: the form filled in
from a link's query, candidates from taps (tricks left empty: double dummy), the form
shown again as filled in, the API, and the page's word for offline."""

from __future__ import annotations

import json
from html import escape

from arbiter.calc import service

ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
DEAL_6 = "N:AQJ7.AQT92.K76.3 9842.J54.JT94.A2 T5.K76.AQ3.KT974 K63.83.852.QJ865"


def test_a_link_fills_the_form_and_computes_nothing(client):
    form = client.get("/nl/calc/weighted", params={"deal": DEAL_6, "board": "6"})
    assert form.status_code == 200 and 'id="calc-result"' not in form.text
    assert 'name="board" value="6"' in form.text
    assert f'class="typed-only" name="deal" value="{DEAL_6}"' in form.text
    assert 'name="deal.N" value="♠A ♠V ♠B ♠7' in form.text  # the hands, as the picker shows them
    assert 'name="_way" value="deal" id="way-1" checked' in form.text
    # unknown names are left out; any calculator takes its inputs this way
    other = client.get("/en/calc/score", params={"result": "4SX=", "nonsense": "1"})
    assert other.status_code == 200 and 'name="result.level" value="4" checked' in other.text
    assert "nonsense" not in other.text


def test_candidates_by_taps_an_empty_tricks_field_is_double_dummy(client):
    taps = {
        "_way": "deal", "deal": ONE_SUIT_EACH, "board": "1",
        "candidates.1.pct": "60", "candidates.1.level": "4", "candidates.1.denom": "S",
        "candidates.1.dbl": "", "candidates.1.over": "", "candidates.1.seat": "N",
        "candidates.2.pct": "", "candidates.2.level": "4", "candidates.2.denom": "H",
        "candidates.2.dbl": "X", "candidates.2.over": "", "candidates.2.seat": "O",
        "other_table": "420",
    }  # fmt: skip
    page = client.post("/nl/calc/weighted", data=taps)
    assert page.status_code == 200, page.text[-800:]
    expected = service.calculator("weighted").run({
        "deal": ONE_SUIT_EACH, "board": "1", "candidates": "60% 4♠ N, 40% 4♥X O",
        "other_table": "420"}).text("nl")  # fmt: skip
    assert f'id="calc-out">{escape(expected)}</pre>' in page.text
    # the table: 4♠+3 by North (510) and 4♥X+3 by East (-890) against 420
    assert "<td>4♠ N</td>" in page.text and "<td>4♥X O</td>" in page.text
    assert '<td class="num">+510</td>' in page.text and '<td class="num">-890</td>' in page.text
    head = 'class="judge-help" role="note"><b>Hulp bij uw oordeel, niet de uitspraak.</b>'
    assert head in page.text
    # the form again as tapped: the tricks stay empty, the second weight is the rest
    assert 'name="candidates.1.over" value=""' in page.text
    assert 'name="candidates.1.over" value="" inputmode="numeric" autocomplete="off" ' \
        'spellcheck="false" placeholder="DD"' in page.text  # empty: double dummy
    assert 'name="candidates.2.pct" value="40"' in page.text
    assert 'class="typed-only" name="candidates" value="60% 4♠ N, 40% 4♥X O"' in page.text


def test_a_given_result_and_typed_candidates_show_as_taps(client):
    page = client.post("/en/calc/weighted", data={
        "_way": "deal", "_typed": "1", "deal": ONE_SUIT_EACH, "board": "2",
        "candidates": "50% 7♠ N, 30% 6♦X Z, 20% 7♥X-7 O",
        "traveller": "1440\n2210\n-1510"})  # fmt: skip
    assert page.status_code == 200
    assert 'name="candidates.3.over" value="-7"' in page.text  # given
    assert 'name="candidates.1.over" value=""' in page.text  # double dummy
    assert "Help to your judgement, not the ruling." in page.text
    assert "4.5 mp of 6: NS 75 %, EW 25 %." in page.text


def test_bad_weights_are_named_on_the_page_in_its_language(client):
    data = {"_way": "deal", "_typed": "1", "deal": ONE_SUIT_EACH, "board": "1",
            "candidates": "50% 4♠ N, 40% 4♠-1 N"}  # fmt: skip
    nl = client.post("/nl/calc/weighted", data=data)
    en = client.post("/en/calc/weighted", data=data)
    assert nl.status_code == en.status_code == 422
    assert "De gewichten tellen op tot 90 %" in nl.text
    assert "The weights add up to 90 %" in en.text


def test_the_api_gives_the_table_as_json(client):
    sent = client.post("/api/v1/calc/weighted", json={"lang": "en", "args": {
        "deal": ONE_SUIT_EACH, "board": 3, "candidates": "70% 3NT S, 30% 3NTX S",
        "other_table": -400}})  # fmt: skip
    assert sent.status_code == 200, sent.text
    body = sent.json()
    result = body.get("result", body)
    assert [c["ns_imps"] for c in result["candidates"]] == [-2, -18]
    assert abs(result["ns_imps"] + 6.8) < 1e-9 and result["laws"] == ["12C1(c)", "12C1(e)"]
    schema = client.get("/openapi.json").json()
    assert "CalcWeightedArgs" in json.dumps(schema)


def test_offline_the_page_says_the_solver_is_on_the_laptop(client):
    page = client.get("/nl/calc/weighted")
    assert 'data-calc="weighted" data-serial' in page.text
    words = page.text.split('id="calc-words">')[1].split("</script>")[0]
    assert "de double-dummyberekening draait daar" in json.loads(words)["offline_dd"]
    assert 'data-calc="score" data-serial' not in client.get("/nl/calc/score").text


def test_a_split_score_shows_a_table_for_each_side(client):
    page = client.post("/nl/calc/weighted", data={
        "_way": "deal", "_typed": "1", "deal": ONE_SUIT_EACH, "board": "2",
        "candidates": "7♠ N", "ew_candidates": "7♠-1 N", "other_table": "2210"})  # fmt: skip
    assert page.status_code == 200
    assert "<h3>Voor Noord-Zuid</h3>" in page.text and "<h3>Voor Oost-West</h3>" in page.text
    assert page.text.count('<table class="wtable">') == 2
    assert "Splitscore (12C1(e)): NZ krijgt 0 IMP, OW 20 IMP." in page.text
