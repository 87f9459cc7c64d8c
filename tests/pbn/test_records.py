"""PBN records: tags read on demand, errors placed by record, board, line and tag, the
contract after the auction, notes kept to their own board, and the choice of a record."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import Card, Contract, Denom, Seat, pbn
from arbiter.bridge.pbn import PbnError
from arbiter.i18n import InputError

FORMATS = Path(__file__).parent / "formats"
DEAL = '[Deal "N:AKQJ63.AQ3.A7.KJ .T8742.T9863.A64 85.KJ6.KQ2.T9872 T9742.95.J54.Q53"]'


def one(text: str) -> pbn.PbnRecord:
    (record,) = pbn.read(text).records
    return record


def test_a_bad_tag_is_only_refused_when_it_is_read():
    record = one(f'[Board "5"]\n{DEAL}\n[Declarer "S"]\n[Contract "4S"]\n[Result "NS 14"]\n')
    assert record.deal.hand(Seat.NORTH) >= {Card.parse("♠A")}
    assert record.contract == Contract(4, Denom.SPADES, 0, Seat.SOUTH)
    with pytest.raises(PbnError) as caught:
        record.result  # noqa: B018
    error = caught.value
    assert (error.record, error.board, error.line, error.tag) == (1, 5, 5, "Result")
    assert error.message("nl").startswith("PBN, regel 5, record 1 (spel 5), tag Result: ")
    assert error.message("en").startswith("PBN, line 5, record 1 (board 5), tag Result: ")
    with pytest.raises(PbnError):
        record.validate()


def test_errors_in_json_carry_their_place():
    record = one('[Board "2"]\n[Vulnerable "E"]\n')
    with pytest.raises(PbnError) as caught:
        record.validate()
    data = caught.value.to_json("en")
    assert (data["line"], data["record"], data["board"], data["tag"]) == (2, 1, 2, "Vulnerable")
    assert data["error"] == "PbnError" and "Vulnerability 'E'" in data["message"]


def test_a_record_without_a_full_deal_says_so_when_the_deal_is_needed():
    record = one('[Board "1"]\n[Deal "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"]\n')
    assert record.hands[Seat.NORTH] is None
    with pytest.raises(PbnError) as caught:
        record.deal  # noqa: B018
    assert (caught.value.tag, caught.value.line) == ("Deal", 2)
    assert one('[Board "1"]\n').hands is None


def test_the_contract_and_declarer_come_from_the_auction_when_the_tags_are_missing():
    record = one(f'[Board "1"]\n[Dealer "N"]\n{DEAL}\n[Auction "N"]\n1S Pass 2D Pass\n4S X AP\n')
    assert record.contract == Contract(4, Denom.SPADES, 1, Seat.NORTH)
    without_declarer = one(f'[Dealer "N"]\n{DEAL}\n[Contract "4SX"]\n[Auction "N"]\n1S X 4S AP\n')
    assert without_declarer.contract == Contract(4, Denom.SPADES, 1, Seat.NORTH)


def test_a_contract_without_declarer_and_no_auction_is_refused_at_the_declarer_tag():
    record = one(f'[Board "3"]\n{DEAL}\n[Contract "3NT"]\n')
    with pytest.raises(PbnError) as caught:
        record.contract  # noqa: B018
    assert caught.value.tag == "Declarer" and "no declarer" in caught.value.message("en")


def test_passed_out_by_tag_or_by_auction_and_then_no_result():
    assert one(f'{DEAL}\n[Contract "Pass"]\n[Result ""]\n').passed_out
    record = one(f'[Dealer "E"]\n{DEAL}\n[Auction "E"]\nAP\n[Result "?"]\n')
    assert record.passed_out and record.contract is None and record.result is None


def test_an_unfinished_or_irregular_auction_gives_no_contract():
    assert one(f'{DEAL}\n[Auction "N"]\n1S Pass +\n').auction_contract is None
    assert one(f'{DEAL}\n[Auction "N"]\n1D 1C AP\n').auction_contract is None  # insufficient
    assert one(f'{DEAL}\n[Auction "N"]\n1D ^I 1C AP\n').auction_contract is None
    assert one(f'{DEAL}\n[Auction "N"]\n1D ^S 1H AP\n').auction_contract is None


def test_notes_belong_to_their_own_section_and_board():
    # endplay 0.5.12 gives board 2's 1D the note of board 1's 1C
    text = (
        f'[Board "1"]\n{DEAL}\n[Auction "N"]\n1C =1= AP\n[Note "1:short club"]\n'
        '[Play "E"]\nD2 =1= - - -\n[Note "1:count"]\n\n'
        f'[Board "2"]\n{DEAL}\n[Auction "N"]\n1D =1= AP\n'
    )
    first, second = pbn.read(text).records
    assert first.auction.calls[0].note == "short club"
    assert first.play.tricks[0][0].note == "count"
    assert second.auction.calls[0].note == ""  # a reference without its note


def test_players_table_room_and_label():
    record = one(
        '[Board "7"]\n[North "Müller, A"]\n[South "?"]\n[East "Jansen"]\n[West "-"]\n'
        '[Table "12"]\n[Room "Closed"]\n'
    )
    assert record.players == {Seat.NORTH: "Müller, A", Seat.EAST: "Jansen"}
    assert (record.table, record.room) == ("12", "Closed")
    assert (
        record.label("nl") == "record 1: spel 7, tafel 12, zaal Closed, Müller, A – ? / Jansen – ?"
    )
    assert record.label("en").startswith("record 1: board 7, table 12, room Closed")


def test_optimum_tricks_from_the_table_or_from_double_dummy_tricks():
    table = '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 7\nS C 9\n'
    record = one(f"{DEAL}\n{table}")
    assert record.optimum_tricks == {Seat.NORTH: {Denom.NOTRUMP: 7}, Seat.SOUTH: {Denom.CLUBS: 9}}
    tricks = one(f'{DEAL}\n[DoubleDummyTricks "77667775576677566775"]\n').optimum_tricks
    assert tricks[Seat.SOUTH][Denom.HEARTS] == 5
    assert one(f'{DEAL}\n[OptimumScore "EW -300"]\n').optimum_score == 300


def test_section_tables_read_on_demand_and_refused_with_their_place():
    record = one(f'[Board "4"]\n{DEAL}\n[ScoreTable "Rank;Names_NS"]\n1 "Smith, J;Jones, K"\n2\n')
    assert record.section_table("TotalScoreTable") is None
    with pytest.raises(PbnError) as caught:
        record.section_table("ScoreTable")
    assert (caught.value.tag, caught.value.record, caught.value.board) == ("ScoreTable", 1, 4)


# -- the choice of a record -------------------------------------------------------------------

TEAMS = pbn.read_file(FORMATS / "realbridge_teams.pbn").records


def test_select_by_board_table_player_and_record():
    assert len(pbn.select(TEAMS, board=11)) == 8
    (table4,) = pbn.select(TEAMS, board=11, table="4")
    assert table4.index == 2 and table4.players[Seat.NORTH].startswith("Sanne Mulder")
    assert pbn.select(TEAMS, player="rimstedt")[0].table == "13"
    assert pbn.select(TEAMS, record=3) == [TEAMS[2]]


def test_select_by_room_in_dutch_or_english():
    records = pbn.read_file(FORMATS / "teams_two_rooms.pbn").records
    assert [r.room for r in pbn.select(records, room="gesloten")] == ["Closed"]
    assert [r.room for r in pbn.select(records, room="OPEN")] == ["Open"]


def test_select_player_ignores_case_and_accents():
    records = pbn.read(
        '[Board "1"]\n[North "Müller"]\n\n[Board "1"]\n[PairNS "Jansen-de Wit"]\n'
    ).records
    assert pbn.select(records, player="muller")[0].index == 1
    assert pbn.select(records, player="DE WIT")[0].index == 2


@pytest.mark.parametrize(
    ("choice", "nl", "en"),
    [
        ({"board": 12}, "Spel 12 staat niet in het bestand", "Board 12 is not in the file"),
        ({"record": 9}, "record 9 bestaat niet", "record 9 does not exist: the file has 8"),
        ({"table": "99"}, "Geen record met tafel '99'", "No record with table '99'"),
        ({"player": "nobody"}, "Geen record met speler", "No record with player 'nobody'"),
        ({"room": "open"}, "Geen record met zaal", "No record with room 'open'"),
    ],
)
def test_select_says_what_is_there_when_nothing_fits(choice, nl, en):
    with pytest.raises(PbnError) as caught:
        pbn.select(TEAMS, **choice)
    assert nl.lower() in caught.value.message("nl").lower()
    assert en.lower() in caught.value.message("en").lower()


def test_select_lists_the_tables_when_the_choice_does_not_fit():
    with pytest.raises(PbnError) as caught:
        pbn.select(TEAMS, table="99")
    listing = caught.value.message("en").splitlines()[1:]
    assert len(listing) == 8 and listing[0].startswith("  record 1: board 11, table 1")
    with pytest.raises(PbnError) as caught:
        pbn.select(())
    assert "no game at all" in caught.value.message("en")


def test_board_numbers_offered_when_the_board_is_not_there():
    records = pbn.read('[Board "3"]\n\n[Board "1"]\n\n[Board "3"]\n').records
    with pytest.raises(PbnError) as caught:
        pbn.select(records, board=2)
    assert caught.value.accepted == ("1", "3")


# -- files ------------------------------------------------------------------------------------


def test_files_in_utf8_latin1_and_windows_1252(tmp_path):
    text = '[Board "1"]\n[North "Chorzów €"]\n'
    for encoding in ("utf-8", "utf-8-sig", "cp1252"):
        path = tmp_path / f"{encoding}.pbn"
        path.write_bytes(text.encode(encoding))
        assert pbn.read_file(path).records[0].players[Seat.NORTH] == "Chorzów €"
    path = tmp_path / "latin1.pbn"
    path.write_bytes('[Board "1"]\n[North "\xe9\x81"]\n'.encode("latin-1"))
    assert pbn.read_file(path).records[0].players[Seat.NORTH] == "é\x81"


def test_a_missing_file_and_a_file_too_big(tmp_path, monkeypatch):
    with pytest.raises(InputError) as caught:
        pbn.read_file(tmp_path / "nothing.pbn")
    assert caught.value.message("nl").startswith("Kan PBN-bestand")
    big = tmp_path / "big.pbn"
    big.write_bytes(b"%" * 101)
    monkeypatch.setattr("arbiter.bridge.pbn.records.MAX_BYTES", 100)
    with pytest.raises(InputError) as caught:
        pbn.read_file(big)
    assert "no PBN file of a session" in caught.value.message("en")


def test_version_and_export_of_the_file():
    found = pbn.read_file(FORMATS / "pbn21_features.pbn")
    assert (found.version, found.export) == (None, False)
    found = pbn.read_file(FORMATS / "realbridge_teams.pbn")
    assert (found.version, found.export) == ("2.1", True)
