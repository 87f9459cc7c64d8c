"""Boards from PBN records in the calculators: how play ended (played out, claimed, going
on), the choice of a record when a board was played at several tables, and every place
where the file disagrees with itself or with arbiter (result, score, contract, dealer,
its own double-dummy table and par)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import pbn
from arbiter.calc.double_dummy import double_dummy, file_notes
from arbiter.calc.pbn_board import board_from_record, choose, read_pbn, read_pbn_file
from arbiter.calc.play import play_status
from tests.calc.play_helpers import DATA, bad_input, run, run_json

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"
TEAMS = str(FORMATS / "realbridge_teams.pbn")
TEAMS_TEXT = Path(TEAMS).read_text(encoding="utf-8")
TRICK5 = (DATA / "revoke_trick5.pbn").read_text(encoding="utf-8")
HEAD, _, PLAY = TRICK5.partition('[Play "W"]\n')
ROWS = PLAY.splitlines()


def board(rows: list[str], result: str | None) -> str:
    head = HEAD.replace('[Result "10"]\n', "" if result is None else f'[Result "{result}"]\n')
    return head + '[Play "W"]\n' + "\n".join(rows) + "\n"


# -- how play ended ---------------------------------------------------------------------


def test_dashes_to_the_end_with_a_result_are_a_claim_not_play_going_on():
    # 11 tricks played, the last two written as "-" the way BBO and scorers write a claim
    text = board([*ROWS[:11], "- - - -", "- - - -"], "NS 10")
    played = read_pbn(text).played
    assert played.claim and played.declarer_tricks() == 10
    assert play_status(played) == {
        "nl": "Geclaimd na slag 11: de leider maakte 10 slagen (4♠=)",
        "en": "Claimed after trick 11: declarer took 10 tricks (4♠=)",
    }


def test_a_claim_in_the_middle_of_a_trick_says_the_trick_had_begun():
    text = board([*ROWS[:6], "- S6 - -", "*"], "10")  # North leads trick 7
    played = read_pbn(text).played
    assert play_status(played)["en"] == (
        "Claimed after trick 6 (trick 7 had begun): declarer took 10 tricks (4♠=)"
    )


def test_dashes_without_a_result_and_a_plus_mean_play_goes_on():
    going_on = read_pbn(board([*ROWS[:6], "- - - -"], None)).played
    assert not going_on.claim and not going_on.finished
    assert play_status(going_on)["nl"] == "Het spel is nog bezig: 6 slagen gespeeld."
    plus = read_pbn(board([*ROWS[:6], "+ - - -"], "4")).played  # a partial result
    assert not plus.claim and play_status(plus)["en"] == "Play is still going on: 6 tricks played."


def test_played_out_and_played_out_with_a_star():
    assert play_status(read_pbn(TRICK5).played)["en"] == "As played: 10 tricks for declarer (4♠=)"
    assert not read_pbn(board([*ROWS, "*"], "10")).played.claim


def test_the_revoke_calculator_reports_a_claim_in_both_languages(capsys):
    path = FORMATS / "bbo_pairs.pbn"
    code, out, _ = run(capsys, "calc", "revoke", "--pbn", str(path), "--record", "7")
    assert code == 0
    assert "Geclaimd na slag 11 (slag 12 was begonnen): de leider maakte 12 slagen (3SA+3)" in out
    assert "nog bezig" not in out
    data = run_json(capsys, "calc", "revoke", "--pbn", str(path), "--record", "7", "--lang", "en")
    assert data["claim"] and data["claimed_after_trick"] == 11 and data["finished"]
    assert data["status"].startswith("Claimed after trick 11") and data["tricks_as_played"] == 12


def test_result_ns_11_of_a_played_board_is_read_by_the_revoke_calculator(capsys):
    path = str(FORMATS / "pbn21_features.pbn")
    data = run_json(capsys, "calc", "revoke", "--pbn", path, "--board", "16", "--lang", "en")
    assert data["tricks_as_played"] == 11 and data["claimed_after_trick"] == 4
    assert data["score_as_played"] == 550


# -- the choice of a record ---------------------------------------------------------------


def test_a_board_at_several_tables_must_be_chosen_for_its_play(capsys):
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--pbn", TEAMS, "--board", "11")
    assert "Spel 11 staat 7 keer in het bestand (een record per tafel)" in err_nl
    assert "Choose one by table, room, player or record number:" in err_en
    assert "  record 2: board 11, table 4, Sanne Mulder" in err_en
    assert "record 1:" not in err_en  # table 1 passed the board out: nothing to check


@pytest.mark.parametrize(
    ("option", "value", "table"),
    [("--table", "13", "13"), ("--player", "mulder", "4"), ("--record", "4", "30")],
)
def test_the_record_is_chosen_by_table_player_or_number(capsys, option, value, table):
    data = run_json(capsys, "calc", "revoke", "--pbn", TEAMS, "--board", "11", option, value)
    expected = read_pbn_file(TEAMS, 11, table=table)
    assert (
        data["contract"] == f"{expected.contract.bid.format('en')}{'X' * expected.contract.doubled}"
    )
    assert data["declarer"] == expected.contract.declarer.abbr("en")


def test_room_chooses_between_open_and_closed(capsys):
    path = str(FORMATS / "teams_two_rooms.pbn")
    data = run_json(capsys, "calc", "revoke", "--pbn", path, "--room", "gesloten", "--lang", "en")
    assert data["contract"] == "4♥" and data["declarer"] == "N"
    data = run_json(capsys, "calc", "revoke", "--pbn", path, "--room", "open")
    assert data["contract"] == "5♥" and data["declarer"] == "S"


def test_a_wrong_record_number_is_refused(capsys):
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--pbn", TEAMS, "--record", "x")
    assert "Recordnummer 'x' is geen getal vanaf 1." in err_nl
    err_nl, err_en = bad_input(capsys, "calc", "dd", "--pbn", TEAMS, "--record", "12")
    assert "Record 12 does not exist: the file has 8 records" in err_en


def test_the_deal_alone_needs_no_choice_when_every_table_has_the_same_deal():
    records = pbn.read_file(TEAMS).records
    assert choose(records, board=11, with_play=False) is records[0]
    assert choose(records, board=11, table="4").table == "4"
    assert choose(records) is records[0]  # no choice at all: the first record, as before


def test_a_single_record_with_play_among_several_is_taken():
    records = pbn.read(HEAD + "\n\n" + TRICK5).records
    assert choose(records, board=5) is records[1]


# -- where the file disagrees ---------------------------------------------------------------


def notes_en(text: str) -> list[str]:
    return [note["en"] for note in read_pbn(text).notes]


def test_a_result_that_differs_from_the_cards_is_a_note_and_the_cards_count():
    found = read_pbn(TRICK5.replace('[Result "10"]', '[Result "9"]'))
    assert found.played.declarer_tricks() == 10
    assert [n["en"] for n in found.notes] == [
        "The file's Result (9 tricks for declarer) differs from the cards: declarer won 10; "
        "arbiter counts the cards."
    ]
    agreed = notes_en(TRICK5.replace('[Result "10"]', '[Result "^9"]'))
    assert agreed[0].startswith("The players agreed on 9 tricks for declarer (Result with ^)")


def test_a_score_that_differs_from_the_tricks_is_a_note():
    assert notes_en(TRICK5.replace('[Result "10"]', '[Result "10"]\n[Score "NS 620"]')) == []
    assert notes_en(TRICK5.replace('[Result "10"]', '[Result "10"]\n[Score "NS 650"]')) == [
        "The file's Score: NS +650; with 10 tricks and NS vulnerable it is NS +620."
    ]


def test_contract_dealer_and_vulnerability_against_auction_and_board_number():
    auction = '[Auction "E"]\n1S Pass 4S AP\n[Play "W"]'
    text = TRICK5.replace('[Play "W"]', auction).replace('[Contract "4S"]', '[Contract "4H"]')
    text = text.replace('[Vulnerable "NS"]', '[Vulnerable "EW"]')
    notes = notes_en(text)
    assert (
        "Vulnerability EW vulnerable does not fit board 5: by the usual cycle NS vulnerable."
        in notes
    )
    assert "The auction starts with East, but the dealer is North." in notes
    assert "The file's contract (4♥ by S) differs from the auction (4♠ by E)." in notes


def test_an_irregular_auction_and_a_revoke_mark_the_cards_deny():
    text = TRICK5.replace('[Play "W"]', '[Auction "N"]\n1S Pass 1H AP\n[Play "W"]')
    text = text.replace("ST SA H2 S5", "^R ST SA H2 S5")
    notes = notes_en(text)
    assert any(n.startswith("The auction in the file is irregular:") for n in notes)
    assert "The file marks a revoke (^R) by West in trick 1; by the cards it is no revoke." in notes


def test_notes_come_with_the_revoke_analysis(capsys, tmp_path):
    path = tmp_path / "b.pbn"
    path.write_text(TRICK5.replace('[Result "10"]', '[Result "9"]'), encoding="utf-8")
    data = run_json(capsys, "calc", "revoke", "--pbn", str(path), "--lang", "en")
    assert data["notes"][0].startswith("The file's Result (9 tricks for declarer) differs")
    _, out, _ = run(capsys, "calc", "revoke", "--pbn", str(path))
    assert "Result in het bestand (9 slagen voor de leider) wijkt af van de kaarten" in out


# -- the file's own double-dummy table and par ------------------------------------------------


def test_the_files_table_and_par_are_compared_with_arbiters(capsys):
    data = run_json(capsys, "calc", "dd", "--pbn", TEAMS, "--board", "11", "--lang", "en")
    assert data["file_check"] == [
        "The file's double-dummy table (OptimumResultTable, 20 cells) equals arbiter's.",
        "The file's par (OptimumScore, NS +90) equals arbiter's.",
    ]
    _, out, _ = run(capsys, "calc", "dd", "--pbn", TEAMS, "--table", "4")
    assert "De dubbeldummytabel in het bestand (OptimumResultTable, 20 vakken) is gelijk" in out


def test_a_table_that_differs_is_named_cell_by_cell():
    record = pbn.read_file(TEAMS).records[1]
    text = TEAMS_TEXT.replace("N  S  6\n", "N  S  9\n", 1)
    text = text.replace('[OptimumScore "NS +90"]', '[OptimumScore "NS +120"]', 1)
    changed = pbn.read(text).records[0]
    found = board_from_record(record, with_play=False)
    result = double_dummy(found.deal, found.vulnerability, found.dealer)
    notes = [n["en"] for n in file_notes(result, changed)]
    assert notes[0].startswith(
        "The file's double-dummy table (OptimumResultTable) differs from arbiter's in 1 of 20 "
        "cells: N ♠ 9 (arbiter 6)."
    )
    assert notes[1] == "The file's par (OptimumScore) is NS +120; arbiter finds NS +90."


def test_par_is_not_compared_under_another_dealer_or_vulnerability(capsys):
    data = run_json(capsys, "calc", "dd", "--pbn", TEAMS, "--table", "4", "--vul", "allen")
    assert len(data["file_check"]) == 1 and "par" not in data["file_check"][0]
