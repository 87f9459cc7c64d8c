"""The board in the guide, and the ruling of a call linked to its call (issue 15).

On the real web app (``create_app``: the guide with the log as its plugin), on SQLite and
PostgreSQL: a guide page opened for a call (``?call=ID``) or a board of an event
(``?event=&board=``) shows that board (dealer, vulnerability, the hands) only to a user
who may see the event; the facts screen has the dealer filled and the card pickers the
real hands; a card that is not in the offender's hand is refused with its holder named;
and the ruling saved from the guide is linked to its call (``ruled``), which its page
shows.
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbiter.log.calls import CallService
from tests.log.conftest import PASSWORD, login

web_app = pytest.importorskip("arbiter.server")
RECORDS = Path(__file__).parent.parent / "pbn" / "formats" / "bridgecomposer_hand_records.pbn"
# board 16 of that file: dealer W, EW vulnerable; North ♠53 ♥AKJ97 ♦74 ♣K432
NORTH_16 = ["♠5", "♠3", "♥A", "♥H", "♥B", "♥9", "♥7", "♦7", "♦4", "♣H", "♣4", "♣3", "♣2"]


@pytest.fixture
def club(db_url, tmp_path, monkeypatch):
    """The app on ``db_url``: club A's event with the hand records, director dirk of club
    A, director bea of club B, and a call from table 5 on board 16."""
    from arbiter.log.auth import Accounts
    from arbiter.log.hands import HandService

    monkeypatch.setenv("ARBITER_DATABASE_URL", db_url)
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path / "data"))
    app = web_app.create_app()
    log = app.state.arbiter_log
    accounts = Accounts(log.store)
    accounts.add_user("dirk", PASSWORD, "director", clubs=["A"])
    accounts.add_user("bea", PASSWORD, "director", clubs=["B"])
    event = log.service.create_event({"club": "A", "date": "2026-11-21"}, "t")
    HandService(log.store).import_file(event["id"], RECORDS.read_bytes(), "spellen.pbn", "t")
    calls = CallService(log.store)
    token = calls.table_token(event["id"], 5)
    made, _new = calls.call(token, 5, 16, 2)
    yield app, event["id"], made["id"], token
    log.store.dispose()


def client(app, user: str | None = None) -> TestClient:
    c = TestClient(app, follow_redirects=False)
    if user:
        assert login(c, user, PASSWORD).status_code == 303
    return c


def words(page: str) -> str:
    """A page's board as text (tags out)."""
    found = re.search(r'<section class="tboard".*?</section>', page, re.S)
    return re.sub(r"<[^>]+>", "", found[0]) if found else ""


def csrf(c: TestClient) -> str:
    return re.search(r'name="csrf_token" value="([^"]+)"', c.get("/log").text)[1]


def test_the_board_is_shown_only_to_who_may_see_the_event(club):
    app, event_id, call_id, _token = club
    url = f"/nl/t/penalty-card?call_id={call_id}"
    plain = client(app).get("/nl/t/penalty-card")
    for who in (None, "bea"):  # not signed in, another club's director: the guide alone
        page = client(app, who).get(url)
        assert page.status_code == 200
        assert 'id="tboard"' not in page.text and "♥A H B 9 7" not in page.text
        assert page.text.count("<section") == plain.text.count("<section")
    page = client(app, "dirk").get(url)
    assert page.status_code == 200
    board = re.search(r'<section class="tboard".*?</section>', page.text, re.S)[0]
    assert "Tafel 5 · spel 16 · geroepen" in board
    assert "gever W" in board and "OW kwetsbaar" in board
    assert "♥</span> A H B 9 7" in board  # North's hearts, as a Dutch director reads them
    assert f'href="/log/new?call_id={call_id}">Vastleggen zonder de gids' in board
    # every link onward keeps the call; English the same board in English words
    links = re.findall(r'href="(/nl/t/penalty-card[^"]*)"', page.text)
    assert links and all(f"call_id={call_id}" in link for link in links)
    en = client(app, "dirk").get(f"/en/t/penalty-card?call_id={call_id}").text
    assert "Table 5 · board 16" in en and "dealer W" in en and "EW vulnerable" in en
    # from a ruling of the event: the board by event and number, no call
    by_board = client(app, "dirk").get(f"/nl/t/penalty-card?event={event_id}&board=17").text
    assert "Spel 17 · gever N · niemand kwetsbaar" in words(by_board)
    assert f'href="/log/new?event={event_id}&amp;board=17"' in by_board
    # a board without a hand record: number, dealer and vulnerability, no hands
    bare = client(app, "dirk").get(f"/nl/t/penalty-card?event={event_id}&board=3").text
    assert "Spel 3 · gever Z · OW kwetsbaar" in words(bare) and "tb-hands" not in bare
    # nonsense in the context is left out, never an error
    assert client(app, "dirk").get("/nl/t/penalty-card?call_id=x&board=-1").status_code == 200
    assert (
        client(app, "bea").get(f"/nl/t/penalty-card?event={event_id}&board=16").text.count("tboard")
        == 0
    )


def test_the_facts_screen_fills_the_dealer_and_offers_the_real_hands(club):
    app, _event_id, call_id, _token = club
    dirk = client(app, "dirk")
    facts = dirk.get(f"/nl/t/insufficient-bid/facts?call_id={call_id}").text
    assert re.search(r'name="dealer" value="W" checked', facts)  # board 16: West deals
    assert f'name="call_id" value="{call_id}"' in facts  # the form keeps the call
    # the guide alone: no dealer chosen
    assert not re.search(r'name="dealer" value="\w" checked', client(app).get(
        f"/nl/t/insufficient-bid/facts?call_id={call_id}").text)  # fmt: skip
    # a dealer the director gave is never overwritten
    given = dirk.get(f"/nl/t/insufficient-bid/facts?dealer=N&call_id={call_id}").text
    assert re.search(r'name="dealer" value="N" checked', given)
    card = dirk.get(f"/nl/t/penalty-card/facts?call_id={call_id}").text
    hands = re.search(r'data-hands="([^"]+)"', card)[1].replace("&#34;", '"')
    import json

    picker = json.loads(hands)
    assert picker["holder"] == "offender"
    assert [h["seat"] for h in picker["hands"]] == ["N", "O", "Z", "W"]
    assert picker["hands"][0]["cards"] == NORTH_16


def test_a_card_not_in_the_offenders_hand_is_refused(club):
    app, _event_id, call_id, _token = club
    dirk = client(app, "dirk")
    wrong = dirk.get(f"/nl/t/penalty-card?offender=N&cards=%E2%99%A0A&call_id={call_id}")
    assert wrong.status_code == 422
    assert "♠A zit niet in de hand van Noord maar in die van Zuid (spel 16)" in wrong.text
    en = dirk.get(f"/en/t/penalty-card?offender=N&cards=SA&call_id={call_id}")
    assert en.status_code == 422 and "is not in North's hand but in South's" in unescape(en.text)
    mixed = dirk.get(f"/nl/t/penalty-card?cards=%E2%99%A0A%20%E2%99%A05&call_id={call_id}")
    assert mixed.status_code == 422 and "uit verschillende handen" in mixed.text
    right = dirk.get(f"/nl/t/penalty-card?offender=N&cards=%E2%99%A05&call_id={call_id}")
    assert right.status_code == 200
    # without the board (the guide alone) the same card is the director's word
    assert client(app).get("/nl/t/penalty-card?offender=N&cards=SA&call_id=1").status_code == 200


def test_a_call_opens_the_guide_and_its_ruling_is_linked(club):
    app, event_id, call_id, _token = club
    dirk = client(app, "dirk")
    opened = dirk.post(f"/log/calls/{call_id}/open", data={"csrf_token": csrf(dirk)})
    assert opened.status_code == 303 and opened.headers["location"] == f"/nl/?call_id={call_id}"
    home = dirk.get(opened.headers["location"]).text
    assert "Tafel 5 · spel 16" in home
    assert f'href="/nl/t/penalty-card?call_id={call_id}"' in home
    assert f'<input type="hidden" name="call_id" value="{call_id}">' in home  # search keeps it
    found = dirk.get(f"/nl/?q=strafkaart&call_id={call_id}").text
    assert re.search(rf'href="/nl/t/penalty-card\?[^"]*call_id={call_id}"', found)
    # walk to a ruling: the save link carries the call, the form has its table and board
    ruling = dirk.get("/nl/t/penalty-card?a=situation:exposed,holder:defender,dummy:other,"
                      f"seen:yes,major:now&offender=W&cards=%E2%99%A0H&call_id={call_id}")
    save = re.search(r'href="(/log/new\?[^"]+)" data-action', ruling.text)
    assert save, "no ruling reached: penalty-card's questions changed"
    form = dirk.get(save[1].replace("&amp;", "&"))
    assert form.status_code == 200
    assert f'name="call_id" value="{call_id}"' in form.text
    assert re.search(r'name="table"[^>]*value="5"', form.text)
    assert re.search(r'name="board"[^>]*value="16"', form.text)
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.text))
    fields.update(event=str(event_id), table="5", board="16", round="2", called_at="20:14")
    import html

    fields = {k: html.unescape(v) for k, v in fields.items()}
    saved = dirk.post("/log/rulings", data=fields)
    assert saved.status_code == 303, saved.text
    ruling_id = int(re.search(r"/log/rulings/(\d+)", saved.headers["location"])[1])
    call = CallService(app.state.arbiter_log.store).get(call_id)
    assert call["status"] == "ruled" and call["ruling_id"] == ruling_id
    page = dirk.get(f"/log/rulings/{ruling_id}").text
    assert re.search(r"Oproep</dt><dd[^>]*>tafel 5, geroepen om \d\d:\d\d, geopend door dirk", page)
    # "open in the guide" from the ruling shows the board again
    guide = re.search(r'href="(/nl/t/penalty-card\?[^"]+)"', page)[1].replace("&amp;", "&")
    assert f"event={event_id}" in guide and "board=16" in guide
    assert "Tafel 5 · spel 16 · gever W" in words(dirk.get(guide).text)
    # the same form sent again (same uid) saves one ruling and keeps the link
    assert dirk.post("/log/rulings", data=fields).status_code == 303
    assert CallService(app.state.arbiter_log.store).get(call_id)["ruling_id"] == ruling_id
    # a second ruling for the same call is saved, and the call keeps its first ruling
    other = {**fields, "uid": "00000000-0000-4000-8000-000000000001"}
    assert dirk.post("/log/rulings", data=other).status_code == 303
    assert CallService(app.state.arbiter_log.store).get(call_id)["ruling_id"] == ruling_id
    # another club's director cannot start a ruling from this call
    assert client(app, "bea").get(f"/log/new?call_id={call_id}").status_code == 404


def test_a_waiting_call_ruled_without_opening_and_the_call_json(club):
    app, event_id, call_id, _token = club
    store = app.state.arbiter_log.store
    svc = app.state.arbiter_log.service
    from tests.log.conftest import a_ruling

    r = svc.add_ruling(event_id, a_ruling(board=16, table=5), "dirk")
    calls = CallService(store)
    done = calls.rule(call_id, r, "dirk")
    assert done["status"] == "ruled" and done["closed_by"] == "dirk"
    assert done["ruling_id"] == r["id"] and calls.of_ruling(r["id"])["id"] == call_id
    assert calls.queue(event_id)["calls"] == []
    other_event = svc.create_event({"club": "A", "date": "2026-11-22"}, "t")
    elsewhere = svc.add_ruling(other_event["id"], a_ruling(), "dirk")
    from arbiter.i18n import InputError

    with pytest.raises(InputError, match="another event"):
        calls.rule(call_id, elsewhere, "dirk")


def test_the_revoke_calculator_takes_the_deal_from_the_hand_record(club):
    app, event_id, call_id, _token = club
    url = f"/nl/calc/revoke?event={event_id}&board=16"
    page = client(app, "dirk").get(url).text
    assert 'value="♠5 ♠3 ♥A ♥H ♥B ♥9 ♥7 ♦7 ♦4 ♣H ♣4 ♣3 ♣2"' in page  # North's hand
    assert re.search(r'name="_way" value="deal"[^>]*checked', page)
    assert "Spel 16 · gever W" in words(page) and "data-hands=" in page
    assert re.search(r'name="board"[^>]*value="16"', page)
    # from a call the same; to anyone else the empty form
    assert "♠5 ♠3 ♥A" in client(app, "dirk").get(f"/nl/calc/revoke?call_id={call_id}").text
    for who in (None, "bea"):
        other = client(app, who).get(url).text
        assert "♠5 ♠3 ♥A" not in other and 'id="tboard"' not in other
    # a calculator without a deal ignores the parameters
    imps = client(app, "dirk").get(f"/nl/calc/imps?event={event_id}&board=16")
    assert imps.status_code == 200 and "tboard" not in imps.text


def test_a_ruling_of_a_call_through_the_api(club):
    app, event_id, call_id, _token = club
    from tests.log.conftest import a_ruling

    dirk = client(app, "dirk")
    h = {"x-csrf-token": csrf(dirk)}
    made = dirk.post(f"/api/log/events/{event_id}/rulings", headers=h,
                     json={**a_ruling(board=16, table=5), "call_id": call_id})  # fmt: skip
    assert made.status_code == 201, made.text
    call = CallService(app.state.arbiter_log.store).get(call_id)
    assert call["status"] == "ruled" and call["ruling_id"] == made.json()["id"]
    # without call_id a ruling is saved as before, and links nothing
    plain = dirk.post(f"/api/log/events/{event_id}/rulings", headers=h, json=a_ruling())
    assert plain.status_code == 201
    assert CallService(app.state.arbiter_log.store).of_ruling(plain.json()["id"]) is None


def test_a_walk_from_an_event_rules_with_the_events_profile(club):
    """Issue 23: the pages take the regulation profile from the event a walk came from."""
    app, _event_id, _call_id, _token = club
    log = app.state.arbiter_log
    ebu = log.service.create_event({"club": "A", "date": "2026-11-23", "profile": "EBU"}, "t")
    appeal = "/nl/t/appeals?a=situation:disagrees"  # a ruling with the appeal period (92B)
    dirk = client(app, "dirk")
    plain = dirk.get(appeal).text
    assert 'data-profile="NBB"' in plain
    from_event = dirk.get(f"{appeal}&event={ebu['id']}&board=4").text
    assert 'data-profile="EBU"' in from_event and "(EBU)" in from_event
    assert 'data-profile="ACBL"' in dirk.get(f"{appeal}&event={ebu['id']}&board=4"
                                             "&profile=ACBL").text  # said in the URL: that one
    # who may not see the event gets the guide's own (the NBB's), as without the event
    bea = client(app, "bea").get(f"{appeal}&event={ebu['id']}&board=4").text
    assert 'data-profile="NBB"' in bea
