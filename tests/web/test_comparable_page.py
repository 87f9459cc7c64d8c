"""The comparable-call page (Law 23A): tap controls for the meanings, the answer part by
part, the same outcome as the command line and the API; and in a real browser on a
phone-sized screen, a whole test by tapping."""

from __future__ import annotations

import json
import re
from html import escape, unescape

import pytest

from arbiter.bridge.meaning_text import presets
from tests.web.conftest import screenshot
from tests.web.test_e2e import _layout_problems


def tap_and_wait(page, locator) -> None:
    """Tap and wait for the page the form posts to (the same address, so the URL does not
    change: wait for the navigation itself)."""
    with page.expect_navigation():
        locator.tap()
    page.wait_for_load_state()


def _data(html: str) -> dict:
    blob = re.search(r'<script type="application/json" id="meaning-data">(.*?)</script>', html)
    assert blob is not None
    return json.loads(unescape(blob.group(1)) if "&#" in blob.group(1) else blob.group(1))


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_page_carries_the_presets_for_the_tap_controls(client, lang):
    page = client.get(f"/{lang}/calc/comparable")
    assert page.status_code == 200
    assert "/static/meaning.js" in page.text and "/static/meaning.css" in page.text
    data = _data(page.text)
    assert [p["id"] for p in data["presets"]] == list(presets())
    takeout = next(p for p in data["presets"] if p["id"] == "takeout-double")
    assert takeout["suits"] == ["♠", "♥", "♦", "♣"] and "@" not in takeout["name"]
    assert len(takeout["meanings"]["♥"]["types"]) == 2
    assert takeout["meanings"]["♥"]["types"][0]["lengths"]["H"] == [0, 2]
    assert {p["id"] for p in data["purposes"]} >= {"ask_major", "transfer", "relay"}
    assert data["values"] == {}


def test_a_posted_test_shows_each_part_and_keeps_the_meanings(client, capsys):
    from arbiter.cli.main import main

    form = {"withdrawn": "open1-major:♠", "replacement": "overcall1:♠"}
    page = client.post("/en/calc/comparable", data=form)
    assert page.status_code == 200
    for key in ("same_meaning", "subset", "same_purpose"):
        assert f'data-part="{key}"' in page.text
    assert 'class="verdict no"' in page.text
    assert "Not comparable: none of the three conditions of Law 23A holds." in page.text
    assert "♠ A10864" in page.text  # the hand that breaks the subset, as a diagram
    data = _data(page.text)
    assert data["values"]["withdrawn"]["preset"] == "open1-major:♠"
    assert data["values"]["replacement"]["types"][0]["hcp"] == [8, 16]
    assert main(["calc", "comparable", "open1-major:♠", "--replacement", "overcall1:♠",
                 "--lang", "en"]) == 0  # fmt: skip
    printed = capsys.readouterr().out.rstrip("\n")
    assert f'id="calc-out">{escape(printed)}</pre>' in page.text


def test_options_are_listed_and_bad_meanings_named(client):
    page = client.post(
        "/nl/calc/comparable",
        data={"withdrawn": "open-pass", "candidate": "1nt-response\nresponse-new-suit:♠"},
    )
    assert page.status_code == 200 and 'id="options"' in page.text
    assert "1SA 1SA-antwoord 6-9: deelverzameling (23A2)" in page.text
    assert "1♠ Nieuwe kleur op 1-niveau (antwoord): niet vergelijkbaar" in page.text
    bad = client.post("/en/calc/comparable", data={"withdrawn": "banana", "replacement": "hcp=40"})
    assert bad.status_code == 422 and "Unknown word" in bad.text
    assert _data(bad.text)["values"] == {}
    empty = client.post("/nl/calc/comparable", data={"withdrawn": "open-pass"})
    assert empty.status_code == 422 and "Andere biedingen nagaan" in empty.text
    assert "--candidate" not in empty.text  # the field's name, not the command line's


def test_the_api_answers_as_the_command_line(client, capsys):
    from arbiter.cli.main import main

    args = {"withdrawn": "stayman", "replacement": "stayman-2nt", "candidate": ["open1nt"]}
    got = client.post("/api/v1/calc/comparable", json={"args": args, "lang": "en"})
    assert got.status_code == 200, got.text
    main(["calc", "comparable", "stayman", "--replacement", "stayman-2nt", "--candidate",
          "open1nt", "--lang", "en", "--json"])  # fmt: skip
    printed = json.loads(capsys.readouterr().out)
    assert got.json()["result"] == printed
    assert printed["verdict"]["decided_by"] == "same_purpose"
    assert printed["record"]["parts"]["same_purpose"] == {"answer": True, "by": "computed"}
    listing = client.post("/api/v1/calc/comparable", json={"args": {"presets": True}})
    assert [p["id"] for p in listing.json()["result"]["presets"]] == list(presets())


# -- in a real browser ----------------------------------------------------------------------


@pytest.mark.e2e
def test_a_whole_test_by_tapping_on_a_phone(phone):
    phone.goto("/nl/calc/comparable")
    withdrawn = phone.locator('[data-input="withdrawn"] .meaning-editor')
    withdrawn.locator("select.me-preset").select_option("open1-major")  # a pick: 2 taps
    withdrawn.locator('button[data-suit="♠"]').tap()
    replacement = phone.locator('[data-input="replacement"] .meaning-editor')
    replacement.locator("select.me-preset").select_option("overcall1")
    replacement.locator('button[data-suit="♠"]').tap()
    assert phone.input_value('input[name="withdrawn"]') == "preset=open1-major:♠ 1♠ hcp=12-19 ♠=5+"
    assert phone.input_value('input[name="replacement"]') == "preset=overcall1:♠ 1♠ hcp=8-16 ♠=5+"
    found = _layout_problems(phone)
    assert found["scroll"] <= 0 and not found["small"] and not found["tiny"], found
    screenshot(phone, "comparable-form")
    tap_and_wait(phone, phone.locator("form.calcform button[type=submit]"))
    assert "Niet vergelijkbaar" in phone.locator("#verdict .outcome").inner_text()
    screenshot(phone, "comparable-verdict")
    # the editors show the posted meanings again; four taps on + lift the overcall to 12
    replacement = phone.locator('[data-input="replacement"] .meaning-editor')
    assert replacement.locator("select.me-preset").input_value() == "overcall1"
    plus = replacement.locator(".me-row").first.locator(".me-stepper").first.locator("button")
    for _ in range(4):
        plus.nth(1).tap()
    assert phone.input_value('input[name="replacement"]').endswith("1♠ hcp=12-16 ♠=5+")
    tap_and_wait(phone, phone.locator("form.calcform button[type=submit]"))
    assert phone.locator("#verdict .outcome").inner_text().startswith("Vergelijkbaar")
    assert 'data-part="subset"' in phone.content()
    found = _layout_problems(phone)
    assert found["scroll"] <= 0 and not found["small"] and not found["tiny"], found


@pytest.mark.e2e
def test_candidates_and_two_hand_types_by_tapping(phone):
    phone.goto("/en/calc/comparable")
    withdrawn = phone.locator('[data-input="withdrawn"] .meaning-editor')
    withdrawn.locator("select.me-preset").select_option("takeout-double")
    withdrawn.locator('button[data-suit="♥"]').tap()
    withdrawn.locator(".me-tabs button", has_text="Hand type 2").tap()
    plus = withdrawn.locator(".me-row").first.locator(".me-stepper").first.locator("button")
    plus.nth(1).tap()  # the strong hand type from 18
    assert phone.input_value('input[name="withdrawn"]').endswith("| hcp=18+")
    adder = phone.locator('[data-input="candidate"] .meaning-editor')
    for preset, suit in (("overcall1", "♠"), ("open1nt", None)):
        adder.locator("select.me-preset").select_option(preset)
        if suit:
            adder.locator(f'button[data-suit="{suit}"]').tap()
        adder.locator("button", has_text="Add").tap()
    assert phone.input_value('textarea[name="candidate"]') == "overcall1:♠\nopen1nt"
    tap_and_wait(phone, phone.locator("form.calcform button[type=submit]"))
    options = phone.locator("#options li").all_inner_texts()
    assert len(options) == 2 and all(": " in line for line in options)
    found = _layout_problems(phone)
    assert found["scroll"] <= 0 and not found["small"] and not found["tiny"], found
    screenshot(phone, "comparable-options")
