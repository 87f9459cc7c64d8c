"""A session's hand records read whole: every board checked (full deal, dealer and
vulnerability by the board number, one deal per board), refused at the first bad board
with its board, line and tag, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import Denom, Seat, pbn
from arbiter.calc.double_dummy import double_dummy
from arbiter.calc.hand_records import MAX_BOARDS, analyse, read_hand_records
from arbiter.calc.scoring import Vulnerability, board_info

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"
BIGDEAL = (FORMATS / "bigdeal.pbn").read_text(encoding="utf-8")
DEAL = '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]'


def refused(text: str) -> pbn.PbnError:
    with pytest.raises(pbn.PbnError) as caught:
        read_hand_records(text)
    return caught.value


def test_a_dealing_programs_file_gives_every_board_in_order():
    boards = read_hand_records(BIGDEAL)
    assert [b.board for b in boards] == list(range(1, 16))
    for b in boards:
        info = board_info(b.board)
        assert (b.dealer, b.vulnerability) == (info.dealer, info.vulnerability)
    assert boards[2].line == 13 and boards[2].to_json()["dealer"] == "S"
    assert boards[0].to_json()["deal"].startswith("N:")


@pytest.mark.parametrize(
    ("name", "boards"),
    [
        ("kops_pairs.pbn", [1, 2, 3, 4]),  # a record per table: each board once
        ("realbridge_teams.pbn", [11]),
        ("bridgecomposer_hand_records.pbn", list(range(16, 31))),
        ("bridgecomposer_curly_comments.pbn", [1]),  # the game after the comment has no deal
    ],
)
def test_files_with_a_board_several_times_or_extra_games(name, boards):
    text = pbn.decode((FORMATS / name).read_bytes())
    assert [b.board for b in read_hand_records(text)] == boards


def test_dealer_and_vulnerability_come_from_the_number_when_the_file_is_silent():
    text = f'[Board "7"]\n{DEAL}\n'
    (board,) = read_hand_records(text)
    assert (board.dealer, board.vulnerability) == (Seat.SOUTH, Vulnerability.BOTH)


def test_a_dealer_that_does_not_fit_the_board_number_is_refused_at_its_line():
    error = refused(BIGDEAL.replace('[Dealer "S"]', '[Dealer "E"]', 1))
    assert (error.board, error.line, error.tag, error.record) == (3, 14, "Dealer", 3)
    assert error.message("nl") == (
        "PBN, regel 14, record 3 (spel 3), tag Dealer: Gever Oost past niet bij spel 3: "
        "volgens het spelnummer geeft Zuid."
    )
    assert "Dealer East does not fit board 3: by the board number South deals." in (
        error.message("en")
    )


def test_a_vulnerability_that_does_not_fit_is_refused():
    error = refused(BIGDEAL.replace('[Vulnerable "EW"]', '[Vulnerable "None"]', 1))
    assert (error.board, error.tag) == (3, "Vulnerable")
    assert "kwetsbaarheid niemand kwetsbaar past niet bij spel 3" in error.message("nl").lower()


def test_a_deal_of_the_wrong_size_is_refused_with_the_deal_tag():
    lines = BIGDEAL.splitlines()
    deal = next(i for i, line in enumerate(lines) if line.startswith('[Deal "') and i > 20)
    lines[deal] = lines[deal].replace('"N:', '"N:2', 1)  # North gets a 14th card
    error = refused("\n".join(lines))
    assert error.tag == "Deal" and error.line == deal + 1
    assert error.board is not None and error.board > 1
    assert "North has 14 cards" in error.message("en")


def test_a_board_twice_with_another_deal_names_both_lines():
    first, second = BIGDEAL.split("\n\n", 2)[:2]
    other = second.replace('[Board "2"]', '[Board "1"]').replace('[Dealer "E"]', '[Dealer "N"]')
    other = other.replace('[Vulnerable "NS"]', '[Vulnerable "None"]')
    text = first + "\n\n" + other + "\n"
    error = refused(text)
    second_deal = [i for i, line in enumerate(text.splitlines(), 1) if line.startswith("[Deal ")]
    assert (error.board, error.tag, error.line) == (1, "Deal", second_deal[1])
    assert "Board 1 is already in the file (record from line 2) with another deal" in error.message(
        "en"
    )


def test_one_deal_under_two_board_numbers_is_refused():
    first = BIGDEAL.split("\n\n", 1)[0]
    copy = first.replace('[Board "1"]', '[Board "17"]').replace("% PBN 1.0\n", "")
    copy = copy.replace('[Generator "Big Deal version 1.2"]\n', "")
    error = refused(first + "\n\n" + copy + "\n")
    assert error.board == 17 and "same deal as board 1" in error.message("en")
    assert "dezelfde verdeling als spel 1" in error.message("nl")


def test_a_deal_without_a_board_number_and_a_file_without_deals():
    error = refused(f"{DEAL}\n")
    assert error.tag == "Board" and error.line == 1
    error = refused('% only a header\n[Event "Clubavond"]\n')
    assert "No board with a deal found" in error.message("en")
    error = refused('[Event "x"]\n[Board "4"]\n[Dealer "W"]\n')
    assert (error.tag, error.board, error.line) == ("Deal", 4, 1)  # no Deal tag: the record


def test_more_boards_than_a_session_is_refused(monkeypatch):
    monkeypatch.setattr("arbiter.calc.hand_records.MAX_BOARDS", 3)
    with pytest.raises(Exception) as caught:
        read_hand_records(BIGDEAL)
    assert "More than 3 boards" in caught.value.message("en")
    assert MAX_BOARDS >= 36


def test_the_analysis_is_the_double_dummy_table_and_par():
    board = read_hand_records(BIGDEAL)[4]
    found = analyse(board.deal, board.vulnerability, board.dealer)
    direct = double_dummy(board.deal, board.vulnerability, board.dealer)
    assert found["tricks"]["N"]["NT"] == direct.tricks[Seat.NORTH][Denom.NOTRUMP]
    assert found["tricks"]["W"]["C"] == direct.tricks[Seat.WEST][Denom.CLUBS]
    assert found["par"]["score"] == direct.par_score
    assert found["par"]["contracts"] == [c.format("en") for c in direct.par]
    rows = found["tricks"].values()
    assert all(len(row) == 5 and all(0 <= n <= 13 for n in row.values()) for row in rows)
