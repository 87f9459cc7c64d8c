"""Files broken on purpose, through the calculators as a director uses them: exit code 2,
the line, record and tag named in Dutch and English, no Python text, and nothing of the
good records lost."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import pbn
from arbiter.calc.pbn_board import board_from_record
from tests.calc.play_helpers import bad_input, run, run_json

BROKEN = Path(__file__).parent / "broken"

# file -> (line, tag named in the message, what that line of the file holds)
REFUSED = {
    "auction_bad_call.pbn": (21, "Auction", "1Z"),
    "board_not_number.pbn": (7, "Board", '"5a"'),
    "claim_result_too_high.pbn": (18, "Result", '[Result "13"]'),
    "contract_unreadable.pbn": (17, "Contract", "4 spades"),
    "deal_14_cards.pbn": (14, "Deal", "KJ4 "),
    "dealer_unknown.pbn": (12, "Dealer", '[Dealer "X"]'),
    "note_without_number.pbn": (21, "Note", '[Note "forcing"]'),
    "play_after_end.pbn": (26, "Play", "DJ DA D6 DQ"),
    "play_bad_card.pbn": (22, "Play", "SX"),
    "play_unknown_then_known.pbn": (23, "Play", "S7 - H4 D2"),
    "result_ns14.pbn": (18, "Result", '[Result "NS 14"]'),
    "result_words.pbn": (18, "Result", '[Result "made"]'),
    "tag_without_value.pbn": (4, "Event", "[Event]"),
    "text_outside_tag.pbn": (2, None, "Generated"),
    "unclosed_comment.pbn": (16, None, "{ the lead was slow"),
    "unclosed_string.pbn": (5, "Site", "Utrecht"),
    "vulnerable_unknown.pbn": (13, "Vulnerable", '[Vulnerable "E"]'),
}
PYTHON_WORDS = ("Traceback", "invalid literal", "KeyError", "ValueError", "NoneType", "object has")


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_broken_file_is_refused_with_line_record_and_tag_in_both_languages(capsys, name):
    line, tag, _ = REFUSED[name]
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--pbn", str(BROKEN / name))
    assert f"regel {line}, record 1" in err_nl and f"line {line}, record 1" in err_en
    if tag is not None:
        assert f"tag {tag}:" in err_nl and f"tag {tag}:" in err_en
    assert not any(word in err_nl + err_en for word in PYTHON_WORDS)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_line_named_is_the_line_that_is_wrong(name):
    line, tag, holds = REFUSED[name]
    with pytest.raises(pbn.PbnError) as caught:
        for record in pbn.read_file(BROKEN / name).records:
            record.validate()
            board_from_record(record)
    assert (caught.value.line, caught.value.tag, caught.value.record) == (line, tag, 1)
    text = (BROKEN / name).read_text(encoding="utf-8").splitlines()
    assert holds in text[line - 1]


@pytest.mark.parametrize(
    "name", ["deal_14_cards.pbn", "unclosed_comment.pbn", "board_not_number.pbn"]
)
def test_the_double_dummy_table_refuses_the_same_files(capsys, name):
    err_nl, err_en = bad_input(capsys, "calc", "dd", "--pbn", str(BROKEN / name))
    assert "PBN, regel" in err_nl and "PBN, line" in err_en


def test_only_the_broken_record_is_refused(capsys):
    path = str(BROKEN / "second_record_broken.pbn")
    data = run_json(capsys, "calc", "revoke", "--pbn", path, "--board", "5", "--lang", "en")
    assert data["board"] == 5 and data["tricks_as_played"] == 10
    err_nl, err_en = bad_input(capsys, "calc", "revoke", "--pbn", path, "--board", "6")
    assert "regel 46, record 2 (spel 6), tag Deal: Ongeldige deal: ♣H komt 2 keer voor" in err_nl
    assert "line 46, record 2 (board 6), tag Deal: Invalid deal: ♣K appears 2 times" in err_en
    with pytest.raises(pbn.PbnError):
        pbn.read_file(path).records[1].validate()


def test_a_broken_table_of_the_file_is_a_note_for_the_double_dummy_table(capsys):
    path = str(BROKEN / "optimum_table_bad_row.pbn")
    code, out, _ = run(capsys, "calc", "dd", "--pbn", path, "--lang", "en")
    assert code == 0
    assert "The file's own double-dummy data cannot be read: PBN, line" in out
    assert "tag OptimumResultTable" in out
    code, out, _ = run(capsys, "calc", "revoke", "--pbn", path)
    assert code == 0 and "Gespeeld: 10 slagen" in out
    with pytest.raises(pbn.PbnError) as caught:
        pbn.read_file(path).records[0].validate()
    assert caught.value.tag == "OptimumResultTable"


def test_a_broken_score_table_only_matters_when_it_is_read():
    (record,) = pbn.read_file(BROKEN / "score_table_short_row.pbn").records
    record.validate()
    with pytest.raises(pbn.PbnError) as caught:
        record.section_table("ScoreTable")
    assert (caught.value.tag, caught.value.line) == ("ScoreTable", 35)
