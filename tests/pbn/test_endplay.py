"""What endplay's PBN parser (the pinned 0.5.12) gets wrong, next to what arbiter reads.

These tests pin the reasons arbiter reads PBN with its own layer (docs/pbn.md lists them
with the upstream issues). Each asserts endplay's present behaviour *and* arbiter's
reading of the same text. When an endplay upgrade fixes one, its test fails: then the
note in docs/pbn.md goes, and arbiter could lean on endplay for that point again.
Where endplay is right, the two agree: the last test compares them on the corpus.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import Seat, pbn

endplay_pbn = pytest.importorskip("endplay.parsers.pbn")

DEAL = '[Deal "N:AKQJ63.AQ3.A7.KJ .T8742.T9863.A64 85.KJ6.KQ2.T9872 T9742.95.J54.Q53"]\n'
FORMATS = Path(__file__).parent / "formats"


def endplay_reads(text: str) -> list:
    return endplay_pbn.loads(text)


def test_result_with_a_side_is_python_text_in_endplay():
    text = f'[Board "1"]\n{DEAL}[Declarer "S"]\n[Contract "4S"]\n[Result "NS 10"]\n'
    with pytest.raises(ValueError, match="invalid literal for int"):
        endplay_reads(text)
    assert pbn.read(text).records[0].result.declarer == 10


def test_result_unknown_is_zero_tricks_in_endplay():  # endplay issue #50
    text = f'[Board "1"]\n{DEAL}[Declarer "S"]\n[Contract "4S"]\n[Result "?"]\n'
    (board,) = endplay_reads(text)
    assert board.contract.result == -10  # 0 tricks: 4S down ten
    assert pbn.read(text).records[0].result is None


def test_vulnerable_love_is_refused_by_endplay():
    text = f'[Board "1"]\n[Vulnerable "Love"]\n{DEAL}'
    with pytest.raises(ValueError, match="could not convert 'Love'"):
        endplay_reads(text)
    assert pbn.read(text).records[0].vulnerable == "none"


def test_a_second_comment_on_a_line_that_holds_an_empty_line():  # endplay issue #25
    text = f'[Board "1"]\n{{a}} {{b\n\nc}}\n{DEAL}'
    with pytest.raises(endplay_pbn.PBNDecodeError, match="Expected a tag"):
        endplay_reads(text)
    assert len(pbn.read(text).records) == 1


def test_a_second_tag_on_a_line_is_dropped_by_endplay():
    text = f'[Board "1"] [Dealer "E"]\n{DEAL}'
    (board,) = endplay_reads(text)
    assert int(board.dealer) != int(Seat.EAST)  # Dealer "E" lost
    assert pbn.read(text).records[0].dealer is Seat.EAST


def test_escaped_quotes_keep_their_backslashes_in_endplay():
    text = f'[Event "The \\"Big\\" one"]\n[Board "1"]\n{DEAL}'
    (board,) = endplay_reads(text)
    assert board.info["Event"] == 'The \\"Big\\" one'
    assert pbn.read(text).records[0].value("Event") == 'The "Big" one'


def test_notes_of_one_board_are_given_to_the_next_by_endplay():
    text = (
        f'[Board "1"]\n[Dealer "N"]\n{DEAL}[Auction "N"]\n1C =1= Pass Pass Pass\n'
        f'[Note "1:short"]\n\n[Board "2"]\n[Dealer "N"]\n{DEAL}'
        '[Auction "N"]\n1D =1= Pass Pass Pass\n'
    )
    _, second = endplay_reads(text)
    assert second.auction[0].announcement == "short"
    assert pbn.read(text).records[1].auction.calls[0].note == ""


def test_all_pass_is_always_three_passes_in_endplay():
    text = f'[Board "1"]\n[Dealer "N"]\n{DEAL}[Auction "N"]\nAP\n'
    (board,) = endplay_reads(text)
    assert len(board.auction) == 3  # a passed-out board needs four
    assert len(pbn.read(text).records[0].auction.calls) == 4
    after = f'[Board "1"]\n[Dealer "N"]\n{DEAL}[Auction "N"]\n1C Pass AP\n'
    assert len(endplay_reads(after)[0].auction) == 5  # one pass after the auction ended
    assert len(pbn.read(after).records[0].auction.calls) == 4


def test_a_tag_over_several_lines_is_refused_by_endplay():
    text = f'[\nBoard\n"1"\n]\n{DEAL}'
    with pytest.raises(endplay_pbn.PBNDecodeError):
        endplay_reads(text)
    assert pbn.read(text).records[0].board == 1


def test_hash_without_an_earlier_value_is_a_key_error_in_endplay():
    text = f'[Board "1"]\n[Hidden "#"]\n{DEAL}'
    with pytest.raises(KeyError):
        endplay_reads(text)
    assert pbn.read(text).records[0].game.value("Hidden") == ""


def test_a_repeated_section_tag_is_refused_by_endplay():
    text = f'[Board "1"]\n[Dealer "N"]\n{DEAL}[Auction "N"]\nAP\n[Auction "N"]\nAP\n'
    with pytest.raises(endplay_pbn.PBNDecodeError):
        endplay_reads(text)
    assert len(pbn.read(text).records[0].game.ignored) == 1


def test_strings_in_tables_are_cut_at_spaces_by_endplay():
    text = f'[Board "1"]\n{DEAL}[ScoreTable "Rank;Names_NS"]\n1 "Smith, J;Jones, K"\n'
    (board,) = endplay_reads(text)
    assert board.info["ScoreTable"]["rows"] == [["1", '"Smith,', "J;Jones,", 'K"']]
    table = pbn.read(text).records[0].section_table("ScoreTable")
    assert table.rows == (("1", "Smith, J;Jones, K"),)


def test_play_without_a_contract_stops_endplay():
    text = f'[Board "1"]\n{DEAL}[Play "W"]\nST SA H2 S5\n'
    with pytest.raises(RuntimeError, match="without a contract"):
        endplay_reads(text)
    assert pbn.read(text).records[0].play.known == 4


def test_endplay_accepts_a_deal_of_14_and_12_cards():
    text = f'[Board "1"]\n{DEAL.replace(".KJ .T8742", ".KJ4 .T8742").replace(".A64 ", ".A6 ")}'
    assert len(endplay_reads(text)) == 1
    with pytest.raises(pbn.PbnError, match="North has 14 cards"):
        pbn.read(text).records[0].validate()


@pytest.mark.parametrize(
    "name",
    [
        "bigdeal.pbn",
        "bridgecomposer_hand_records.pbn",
        "kops_pairs.pbn",
        "realbridge_teams.pbn",
    ],
)
def test_where_endplay_reads_a_file_the_deals_boards_and_contracts_agree(name):
    text = pbn.decode((FORMATS / name).read_bytes())
    theirs = endplay_reads(text)
    ours = pbn.read(text).records
    assert len(theirs) == len(ours)
    for board, record in zip(theirs, ours, strict=True):
        assert board.board_num == record.board
        assert board.deal.to_pbn().split(":")[1] == record.deal.to_pbn(Seat.NORTH).split(":")[1]
        contract = record.contract
        if contract is not None:
            assert (board.contract.level, int(board.contract.declarer)) == (
                contract.level,
                int(contract.declarer),
            )
