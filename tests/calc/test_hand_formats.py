"""Hand records in the formats endplay reads besides PBN (BBO's LIN, endplay's JSON):
the same boards as the PBN file they were written from, the same checks, a refused file
named by format, line and board in both languages; Dealer scripts and unknown files
refused with the accepted formats named."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import pbn
from arbiter.calc.hand_formats import FormatError, detect
from arbiter.calc.hand_records import read_hand_records
from arbiter.i18n import InputError

HERE = Path(__file__).parent / "hand_files"
LIN = (HERE / "bbo_session.lin").read_text()  # boards 1-4, board 2 from two tables
VUGRAPH = (HERE / "vugraph_one_line.lin").read_text()  # boards 1-2 on one line, qx|o1|
JSON = (HERE / "endplay_boards.json").read_text()  # boards 1-3
DEALER = (HERE / "session.dlr").read_text()
PBN = (Path(__file__).parent.parent / "pbn" / "formats" / "bigdeal.pbn").read_text()
FROM_PBN = {b.board: b for b in read_hand_records(PBN)}  # the deals these files hold


@pytest.mark.parametrize(
    ("text", "name", "fmt", "boards"),
    [
        (LIN, "zitting.lin", "lin", [1, 2, 3, 4]),
        (LIN, None, "lin", [1, 2, 3, 4]),  # from the content alone
        (VUGRAPH, "vugraph.txt", "lin", [1, 2]),
        (JSON, "spellen.json", "json", [1, 2, 3]),
        (JSON, "spellen.txt", "json", [1, 2, 3]),
        (PBN, "zitting.lin", "pbn", list(range(1, 16))),  # content before extension
    ],
)
def test_each_format_gives_the_boards_of_the_pbn_file(text, name, fmt, boards):
    assert detect(text, name) == fmt
    found = read_hand_records(text, name)
    assert [b.board for b in found] == boards
    for b in found:
        same = FROM_PBN[b.board]
        assert (b.deal, b.dealer, b.vulnerability) == (same.deal, same.dealer, same.vulnerability)
    if fmt == "lin" and text is LIN:
        assert [b.line for b in found] == [1, 2, 4, 5]  # board 2's second table: read once


def refused(text: str, name: str | None = None) -> InputError:
    with pytest.raises(InputError) as caught:
        read_hand_records(text, name)
    return caught.value


def test_a_wrong_lin_board_is_named_by_line_and_board_in_both_languages():
    error = refused(LIN.replace("sv|e|", "sv|b|"))  # board 3 is East-West vulnerable
    assert isinstance(error, FormatError) and (error.line, error.board) == (4, 3)
    assert error.message("nl").startswith(
        "LIN, regel 4, spel 3: Kwetsbaarheid allen kwetsbaar past niet bij spel 3"
    )
    assert error.message("en").startswith(
        "LIN, line 4, board 3: Vulnerability both vulnerable does not fit board 3"
    )
    error = refused(LIN.replace("md|4S358TQ", "md|1S358TQ", 1))  # board 2: East deals
    assert error.message("en").startswith("LIN, line 2, board 2: Dealer South does not fit")
    board4 = LIN.splitlines()[4]
    other = board4.replace("md|2", "md|3").replace("Board 4|sv|b|", "Board 1|sv|o|")
    error = refused(LIN.replace(board4, other))  # board 1 again, with board 4's deal
    assert error.message("en").startswith(
        "LIN, line 5, board 1: Board 1 is already in the file (from line 1) with another deal"
    )
    again = LIN.splitlines()[0].replace("Board 1|", "Board 17|")  # 17 deals as 1 does
    error = refused(LIN + again + "\n")
    assert error.message("nl").startswith(
        "LIN, regel 6, spel 17: Spel 17 heeft dezelfde verdeling als spel 1 (vanaf regel 1)"
    )


@pytest.mark.parametrize(
    ("change", "line", "board", "nl", "en"),
    [
        (
            ("S8QH478TKD468QC5Q,", "S8QH478TKD468QC5QA,"),
            1,
            1,
            "Zuid heeft 14 kaarten",
            "South has 14 cards",
        ),
        (
            ("S7H5JD29TKC3468KA", "S8H5JD29TKC3468KA"),
            1,
            1,
            "is niet te lezen",
            "cannot be read",
        ),  # ♠8 twice, ♠7 nowhere: endplay cannot make the fourth hand
        (
            (
                "C27JA,S29TQH79KD468C48T,S578JKH8DJAC3569K,",
                "C27JA,S29TQH79KD468C48T,S578JKH8DJAC3569K,SAKQJT98765432",
            ),
            5,
            4,
            "♠2 komt 2 keer voor",
            "♠2 appears 2 times",
        ),  # the fourth hand given, and wrong
        (("sv|n|", "sv|x|"), 2, 2, "Kwetsbaarheid sv|x| bestaat niet", "vulnerability sv|x|"),
        (("ah|Board 3|", "ah|Bord|"), 4, None, "geen spelnummer", "no board number"),
    ],
)
def test_a_bad_lin_deal_is_refused_where_it_stands(change, line, board, nl, en):
    error = refused(LIN.replace(*change, 1))
    assert (error.line, error.board) == (line, board)
    assert nl.lower() in error.message("nl").lower() and en.lower() in error.message("en").lower()


def test_a_bad_json_file_is_named_by_line():
    error = refused(JSON.replace('"board_num": 2', '"board_num": 5'))  # board 2's deal as 5
    assert isinstance(error, FormatError) and error.board == 5
    assert error.message("en").startswith("JSON, line 456, board 5: Dealer East does not fit")
    error = refused(JSON.replace('"dealer": "south"', '"dealer": "zuid"'))
    assert error.message("nl").startswith('JSON, regel 686, spel 3: Gever "zuid" bestaat niet')
    error = refused(JSON[:-40], "spellen.json")  # cut off
    assert error.message("nl").startswith("JSON, regel ") and "Geen geldige JSON" in (
        error.message("nl")
    )
    error = refused('[{"board": 1}]', "spellen.json")
    assert "Item 1 of the list is not a board" in error.message("en")


def test_a_dealer_script_and_an_unknown_file_are_refused_with_the_formats_named():
    for text, name in ((DEALER, "zitting.dlr"), (DEALER, None)):
        error = refused(text, name)
        assert "Dealer-script" in error.message("nl") and "Dealer script" in error.message("en")
        assert "LIN van Bridge Base Online (.lin)" in error.message("nl")
        assert "endplay's JSON (.json)" in error.message("en")
    for text in ("Spel 1: N deelt\nschoppen aas heer\n", "dealer north\nspades AKQ\n"):
        error = refused(text, "spellen.txt")
        assert error.message("nl").startswith("Dit bestand is geen spelverdelingsbestand")
    assert "PBN (.pbn), LIN from Bridge Base Online (.lin)" in error.message("en")
    assert error.accepted and any(a.startswith(".lin:") for a in error.accepted)
    # a named format whose content has no board says so in that format's terms
    assert refused("% leeg\n", "leeg.lin").message("en").startswith("LIN: No board with a deal")
    assert isinstance(refused("% leeg\n", "leeg.pbn"), pbn.PbnError)
