"""``arbiter calc revoke``: text in Dutch by default, JSON, and exit code 2 for bad input."""

from __future__ import annotations

import json

import pytest

from tests.calc.play_helpers import bad_input, pbn_path, run, run_json

FACTS = {
    "revoker": "defender",
    "established": True,
    "revoke_trick": 5,
    "revoke_trick_won_by": "offender",
    "offending_side_tricks_after": 2,
}


def test_facts_text_is_dutch_and_explains_the_walk(capsys):
    code, out, err = run(capsys, "calc", "revoke", "--facts", json.dumps(FACTS))
    assert code == 0 and not err
    assert out.startswith("Verzaking: 2 slagen over te dragen")
    assert "stap 6:" in out and "stap 7:" in out and out.count(" nee\n") == 7
    assert "64A1" in out and "64C" in out


def test_facts_text_in_english(capsys):
    code, out, _ = run(capsys, "calc", "revoke", "--facts", json.dumps(FACTS), "--lang", "en")
    assert code == 0 and out.startswith("Revoke: 2 tricks to transfer")


def test_not_established_must_be_corrected(capsys):
    data = run_json(
        capsys, "calc", "revoke", "--facts", json.dumps({**FACTS, "established": False})
    )
    assert data["must_correct"] is True and data["step"] is None and data["tricks"] == 0
    assert data["steps"] == []


# -- issue 10 family 12: a revoke that is not yet established ------------------------------


def test_not_established_needs_only_who_revoked(capsys):
    """The trick, its winner and the tricks after cannot matter to a correction (62A):
    they are not asked for, not shown, and no trick transfer or 64C reminder is printed."""
    facts = json.dumps({"revoker": "defender", "established": False})
    code, out, err = run(capsys, "calc", "revoke", "--facts", facts)
    assert code == 0 and not err
    assert out.startswith("Verzaking: herstellen, er gaan geen slagen over")
    assert "over te dragen" not in out and "64C" not in out and "stap" not in out
    assert "slag " not in out and "Gegevens: een tegenspeler verzaakte; niet voldongen." in out
    assert "grote strafkaart (62B1)" in out and "Artikelen: 62A, 62B1" in out


def test_not_established_defender_gets_a_major_penalty_card_in_json(capsys):
    data = run_json(
        capsys, "calc", "revoke", "--facts", json.dumps({**FACTS, "established": False}),
        "--lang", "en",
    )  # fmt: skip
    assert data["penalty_card"] == "major" and data["reminder"] is None
    assert {"62A", "62B1"} <= set(data["laws"]) and "major penalty card" in data["explanation"]
    assert data["facts"] == {"revoker": "defender", "established": False}


@pytest.mark.parametrize("revoker", ["declarer", "dummy"])
def test_not_established_declarer_or_dummy_card_goes_back_without_penalty(capsys, revoker):
    facts = json.dumps({"revoker": revoker, "established": False})
    data = run_json(capsys, "calc", "revoke", "--facts", facts, "--lang", "en")
    assert data["penalty_card"] is None and "62B2" in data["laws"] and "62B1" not in data["laws"]
    assert "without rectification" in data["explanation"] and data["reminder"] is None


def test_established_still_needs_the_table_facts(capsys):
    facts = json.dumps({"revoker": "defender", "established": True, "revoke_trick": 5})
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--facts", facts)
    assert "Gegevens ontbreken: revoke_trick_won_by, offending_side_tricks_after." in err_nl
    assert "Missing facts: revoke_trick_won_by, offending_side_tricks_after." in err_en


def test_established_keeps_the_64c_reminder_and_no_penalty_card(capsys):
    data = run_json(capsys, "calc", "revoke", "--facts", json.dumps(FACTS))
    assert data["penalty_card"] is None and "64C" in data["reminder"]


def test_pbn_text_shows_revoke_correction_and_score(capsys):
    code, out, _ = run(capsys, "calc", "revoke", "--pbn", pbn_path("revoke_trick5.pbn"))
    assert code == 0
    assert "Slag 5: West (tegenspeler) speelde ♠9 op ♥" in out
    assert "Voldongen" in out and "63A1" in out
    assert "Gecorrigeerd: 12 slagen" in out and "Score NZ: +680 (gespeeld: +620)" in out


def test_pbn_json(capsys):
    data = run_json(capsys, "calc", "revoke", "--pbn", pbn_path("revoke_trick5.pbn"))
    assert data["board"] == 5 and data["contract"] == "4♠" and data["declarer"] == "S"
    (revoke,) = data["revokes"]
    assert revoke["seat"] == "W" and revoke["card"] == "♠9" and revoke["trick_winner"] == "W"
    assert revoke["established_by"] == "63A1" and revoke["tricks"] == 2
    assert revoke["facts"]["offending_side_tricks_after"] == 2
    assert (data["score_as_played"], data["corrected_score"]) == (620, 680)


def test_pbn_without_revoke(capsys):
    code, out, _ = run(capsys, "calc", "revoke", "--pbn", pbn_path("no_revoke.pbn"), "--lang", "en")
    assert code == 0 and "No revoke found." in out


def test_board_number_chooses_the_board(capsys):
    data = run_json(capsys, "calc", "revoke", "--pbn", pbn_path("no_revoke.pbn"), "--board", "3")
    assert data["board"] == 3


@pytest.mark.parametrize(
    ("name", "nl", "en"),
    [
        ("bad_51_cards.pbn", "51 kaarten", "51 cards"),
        ("bad_53_cards.pbn", "53 kaarten", "53 cards"),
        ("bad_duplicate_card.pbn", "komt 2 keer voor", "appears 2 times"),
        ("bad_play_card_twice.pbn", "al gespeeld", "already played"),
        ("bad_play_card_not_in_hand.pbn", "in de hand van Noord", "in North's hand"),
        ("does-not-exist.pbn", "Kan PBN-bestand", "Cannot read PBN file"),
    ],
)
def test_bad_pbn_exit_2_in_both_languages(capsys, name, nl, en):
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--pbn", pbn_path(name))
    assert nl in err_nl and en in err_en


@pytest.mark.parametrize(
    ("facts", "nl", "en"),
    [
        ('{"revoker": ', "geen geldige JSON", "not valid JSON"),
        ("[1, 2]", "JSON-object", "JSON object"),
        (json.dumps({**FACTS, "revoke_trick": "5"}), "'revoke_trick'", "'revoke_trick'"),
        (json.dumps({**FACTS, "established": "yes"}), "'established'", "'established'"),
        (json.dumps({**FACTS, "revoke_trick": True}), "'revoke_trick'", "'revoke_trick'"),
        (json.dumps({**FACTS, "revoker": 3}), "'revoker'", "'revoker'"),
        (
            json.dumps({**FACTS, "both_side_revoked": True}),
            "both_side_revoked",
            "both_side_revoked",
        ),
        (json.dumps({"revoker": "defender"}), "Gegevens ontbreken", "Missing facts"),
        (json.dumps({**FACTS, "revoker": "kibitzer"}), "kibitzer", "kibitzer"),
        (json.dumps({**FACTS, "offending_side_tricks_after": 9}), "8 slagen", "8 tricks"),
    ],
)
def test_bad_facts_exit_2_naming_the_field(capsys, facts, nl, en):
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--facts", facts)
    assert nl in err_nl and en in err_en


def test_bad_input_as_json(capsys):
    code, out, _ = run(capsys, "calc", "revoke", "--facts", "{", "--json", "--lang", "en")
    assert code == 2
    data = json.loads(out)
    assert data["error"] == "InputError" and "not valid JSON" in data["message"]


def test_facts_and_pbn_are_exclusive_and_one_is_needed(capsys):
    bad_input(capsys, "calc", "revoke")
    bad_input(
        capsys, "calc", "revoke", "--facts", json.dumps(FACTS), "--pbn", pbn_path("no_revoke.pbn")
    )


def test_not_established_from_the_play_needs_no_trick(capsys):
    """The play-at-the-table way in: who revoked and who is declarer decide a correction;
    the trick and its winner are not asked for, and no 64C reminder is printed."""
    code, out, err = run(
        capsys, "calc", "revoke", "--revoker", "W", "--declarer", "Z", "--established", "nee"
    )
    assert code == 0 and not err
    assert out.startswith("Verzaking: herstellen") and "64C" not in out and "slag " not in out
    assert "grote strafkaart (62B1)" in out
    data = run_json(
        capsys, "calc", "revoke", "--revoker", "N", "--declarer", "S", "--established", "no"
    )
    assert data["penalty_card"] is None and data["reminder"] is None and "62B2" in data["laws"]
    assert data["facts"] == {"revoker": "dummy", "established": False}
