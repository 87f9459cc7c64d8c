"""The corpus of PBN files in the forms other programs write (tests/pbn/README.md: our own
files recreating each producer's quirks): every good file reads record for record, the
boards are what the files say, and the files of errors against the standard are refused
game by game where arbiter uses what is wrong."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.bridge import Denom, Seat, pbn
from arbiter.calc.pbn_board import board_from_record, checks
from arbiter.calc.play import play_status
from arbiter.i18n import InputError

FORMATS = Path(__file__).parent / "formats"
GOOD = sorted(p for p in FORMATS.glob("*.pbn") if "errors" not in p.name)

# records per file, and the records arbiter cannot replay (with the reason's tag)
COUNTS = {
    "bbo_pairs.pbn": 8,
    "bigdeal.pbn": 15,
    "bigdeal_deepfinesse.pbn": 14,
    "bridgecomposer_curly_comments.pbn": 2,
    "bridgecomposer_empty_line_in_comment.pbn": 1,
    "bridgecomposer_hand_records.pbn": 15,
    "bridgecomposer_three_records_crlf.pbn": 3,
    "impossible_play.pbn": 1,
    "kops_pairs.pbn": 14,
    "pbn10_features.pbn": 14,
    "pbn20_features.pbn": 11,
    "pbn21_features.pbn": 2,
    "realbridge_teams.pbn": 8,
    "teams_two_rooms.pbn": 2,
}
NOT_REPLAYED = {
    ("pbn10_features.pbn", 4): "a lead out of turn (^L) accepted by the declarer",
    ("impossible_play.pbn", 1): "trick 3: South plays ♠5, a card of North's",
}


def test_every_file_of_the_corpus_is_listed_in_the_readme():
    readme = (Path(__file__).parent / "README.md").read_text(encoding="utf-8")
    files = sorted(p.name for p in FORMATS.glob("*.pbn")) + sorted(
        p.name for p in (Path(__file__).parent / "broken").glob("*.pbn")
    )
    assert all(f"`{name}`" in readme for name in files)
    assert set(COUNTS) == {p.name for p in GOOD}


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.name)
def test_every_record_of_a_good_file_reads_and_every_full_board_replays(path):
    records = pbn.read_file(path).records
    assert len(records) == COUNTS[path.name]
    for record in records:
        record.validate()
        checks(record)
        hands = record.hands
        if hands is None or any(h is None or len(h) != 13 for h in hands.values()):
            continue
        if (path.name, record.index) in NOT_REPLAYED:
            with pytest.raises(pbn.PbnError) as caught:
                board_from_record(record)
            assert caught.value.tag == "Play"
            continue
        board = board_from_record(record)
        assert board.deal == record.deal


def test_the_impossible_play_is_refused_at_the_trick_and_line():
    (record,) = pbn.read_file(FORMATS / "impossible_play.pbn").records
    with pytest.raises(pbn.PbnError) as caught:
        board_from_record(record)
    error = caught.value
    lines = (FORMATS / "impossible_play.pbn").read_text().splitlines()
    assert lines[error.line - 1] == "S5 S2 SK SA"
    assert "Trick 3: it is South's turn, who plays ♠5, but that card is in North's hand" in (
        error.message("en")
    )
    assert "Slag 3: " in error.message("nl") and error.tag == "Play"


def test_result_ns_11_of_the_pbn_21_features_file_is_a_claim_after_trick_4():
    record = pbn.read_file(FORMATS / "pbn21_features.pbn").records[1]
    assert record.result.text == "NS 11" and record.result.declarer == 11
    board = board_from_record(record)
    assert board.played.claim and board.played.declarer_tricks() == 11
    assert play_status(board.played) == {
        "nl": "Geclaimd na slag 4: de leider maakte 11 slagen (5♣X=)",
        "en": "Claimed after trick 4: declarer took 11 tricks (5♣X=)",
    }
    assert record.score == 550 and board.notes == ()


def test_bbo_claims_are_dashes_with_a_result_and_an_abandoned_board_goes_on():
    records = pbn.read_file(FORMATS / "bbo_pairs.pbn").records
    claimed = board_from_record(records[6]).played  # board 2, 3NT by N, 12 tricks
    assert records[6].play.end is None and claimed.claim
    assert play_status(claimed)["en"] == (
        "Claimed after trick 11 (trick 12 had begun): declarer took 12 tricks (3NT+3)"
    )
    early = board_from_record(records[2]).played  # a claim after trick 8
    assert play_status(early)["en"].startswith("Claimed after trick 8 (trick 9 had begun)")
    abandoned = board_from_record(records[3])  # no Contract tag: from the auction, 3NTX by W
    assert abandoned.contract.format("en") == "3NTX by W" and records[3].result is None
    assert records[3].value("Contract") is None
    assert play_status(abandoned.played)["nl"] == "Het spel is nog bezig: 6 slagen gespeeld."
    assert records[1].auction.calls[0].note.startswith("Opening -- 5+ C")


def test_realbridge_board_11_at_eight_tables_with_its_own_double_dummy_table():
    records = pbn.read_file(FORMATS / "realbridge_teams.pbn").records
    assert {r.board for r in records} == {11} and len({r.table for r in records}) == 8
    for record in records:
        assert record.optimum_tricks == pbn.values.double_dummy_tricks(
            record.tag("DoubleDummyTricks")
        )
        assert record.optimum_tricks[Seat.NORTH][Denom.NOTRUMP] == 7
        assert record.optimum_score == 90
    table4 = board_from_record(pbn.select(records, table="4")[0])
    assert play_status(table4.played)["en"].startswith("Claimed after trick 7 (trick 8 had begun)")
    assert records[0].passed_out and board_from_record(records[0]).played is None


def test_kops_latin1_one_record_per_table_without_play():
    records = pbn.read_file(FORMATS / "kops_pairs.pbn").records
    assert records[0].value("Event").startswith("Turniej czwartkowy Chorzów")
    assert len(pbn.select(records, board=1)) == 4
    assert pbn.select(records, board=1, player="Para-8")[0].contract.format("en") == "3NT by E"
    assert all(r.play is None for r in records)


def test_bridgecomposer_comment_with_braces_and_an_empty_line():
    first, second = pbn.read_file(FORMATS / "bridgecomposer_curly_comments.pbn").records
    assert first.value("Deal") is not None and first.tag("CommentIsClosed") is not None
    assert second.value("Scoring") is None and second.optimum_tricks[Seat.NORTH][Denom.CLUBS] == 4
    (alone,) = pbn.read_file(FORMATS / "bridgecomposer_empty_line_in_comment.pbn").records
    assert alone.board == 3 and alone.optimum_score is not None


def test_features_double_hash_hidden_and_plus():
    records = pbn.read_file(FORMATS / "pbn20_features.pbn").records
    assert [r.value("Event") for r in records[:3]] == ["Najaarsdrive"] * 3
    assert records[2].game.value("Hidden") == "WNE"  # "#": the previous game's value
    plus = [r for r in records if r.play is not None and r.play.end == "+"]
    assert [r.index for r in plus] == [6, 7, 8, 9, 10, 11]  # 10: end position, 11: a lead
    assert all(not board_from_record(r).played.finished for r in plus[:4])
    assert len(plus[4].hands[Seat.NORTH]) == 2 and plus[4].contract is None
    assert plus[5].hands[Seat.NORTH] is None and plus[5].play.tricks[0][0].next


# -- the files of errors against the standard, game by game -------------------------------------

# The game numbers arbiter refuses, with the tag it names. The other games are read: their
# error is one a verifier reports but arbiter has no use for (a date, a round, a line over
# 80 characters, a second suffix), or arbiter reads the import format more freely (1N,
# a double space), or it is a fact arbiter reports as a note instead (an auction against
# the rules, a declarer that does not fit the auction, a revoke mark the cards deny).
# The game numbers arbiter refuses, with the tag it names (None: the text itself). The
# other games are read: their error is one a verifier reports but arbiter has no use for (a
# date, a round, a line over 80 characters, unknown tags, a rubber history), or it is a
# fact arbiter reports as a note instead (an auction against the rules or not starting
# with the dealer, a declarer that does not fit the auction, a revoke mark the cards deny).
REFUSED = {
    "pbn10_errors.pbn": {
        2: "Event", 3: "Event", 7: "Dealer", 8: "Vulnerable", 9: "Deal", 10: "Deal",
        11: "Deal", 12: "Deal", 13: "Deal", 14: "Deal", 15: "Declarer", 16: "Contract",
        17: "Result", 18: None, 22: "Auction", 23: "Play", 24: "Play", 26: "Result",
        27: "Score", 28: "Score", 30: "Note", 31: "Play",
    },
    "pbn20_errors.pbn": {
        2: "Play", 3: "Play", 4: "Auction", 5: "ActionTable", 6: "ActionTable", 7: None,
        8: None, 9: "ActionTable", 10: "ScoreTable",
    },
    "pbn21_errors.pbn": {2: "OptimumScore"},
}  # fmt: skip
NOTED = {  # games read, with what arbiter notes about them
    ("pbn10_errors.pbn", 19): "The auction starts with South, but the dealer is East.",
    ("pbn10_errors.pbn", 20): "The file's contract (4♠ by W) differs from the auction (4♠ by E)",
    ("pbn10_errors.pbn", 21): "The auction in the file is irregular",
    ("pbn10_errors.pbn", 25): "The file marks a revoke (^R) by South in trick 1",
    ("pbn20_errors.pbn", 11): "Vulnerability both vulnerable does not fit board 2",
}


def games(name: str) -> dict[int, str]:
    text = pbn.decode((FORMATS / name).read_bytes())
    parts = re.split(r"(?m)^% =+ game (\d+) =+\s*$", text)
    return {int(n): body for n, body in zip(parts[1::2], parts[2::2], strict=True)}


def outcome(body: str) -> tuple[str | None, list[str]]:
    """Read a game as arbiter would: every tag, every table, the board if it has a deal."""
    notes: list[str] = []
    for record in pbn.read(body).records:
        record.validate()
        for name in ("ActionTable", "ScoreTable", "TotalScoreTable"):
            record.section_table(name)
        notes += [n["en"] for n in checks(record)]
        hands = record.hands
        if hands and all(h is not None and len(h) == 13 for h in hands.values()):
            notes += [n["en"] for n in board_from_record(record).notes]
    return None, notes


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_standards_error_files_game_by_game(name):
    for number, body in games(name).items():
        wanted = REFUSED[name].get(number, "read")
        try:
            _, notes = outcome(body)
        except InputError as error:
            assert isinstance(error, pbn.PbnError), (number, error)
            assert wanted != "read", (number, error.message("en"))
            assert error.tag == wanted, (number, error.message("en"))
            assert error.line is not None and error.record is not None
            continue
        assert wanted == "read", (number, "was read, expected refused at", wanted)
        noted = NOTED.get((name, number))
        if noted is not None:
            assert any(note.startswith(noted) for note in notes), (number, notes)
