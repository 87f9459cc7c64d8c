"""The board in the appeal report: the hand diagram from the event's hand record, the
double-dummy table as help, the auction in W N E S columns and the play so far, in the
print view and the PDF; nothing of them without a hand record or table data."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter.log import report
from arbiter.log.hands import Analyser, HandService
from arbiter.log.report_board import LED, figures
from tests.log.conftest import a_ruling

BIGDEAL = (Path(__file__).parent.parent / "pbn" / "formats" / "bigdeal.pbn").read_bytes()
# board 12 of BIGDEAL: dealer West, NS vulnerable;
# N AQ86.KJ7.AJT7.A6  E KT97.T.KQ65.T932  S 43.Q42.9432.QJ84  W J52.A98653.8.K75
FACTS = {
    "dealer": "W",
    "auction": "pas 1♠",
    "call": "1♥",
    "offender": "O",
    "replacement": "2♥",
    "play": "O: ♣2 ♣H ♣A ♣4; N: ♦A ♦5 ♦2 ♦8; ♠A ♠7 ♠3 ♠2; Z: ♥2",
}


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


@pytest.fixture
def board12(store, svc, event):
    """A ruling on board 12 with the table data above, and the event's analysed hand record."""
    hands = HandService(store)
    hands.import_file(event["id"], BIGDEAL, "zitting.pbn", "dirk")
    Analyser(hands).run_pending()
    r = svc.add_ruling(event["id"], a_ruling(facts=FACTS), "jan")
    return r["id"], hands.hand(event["id"], 12)


def test_the_figures_are_those_of_the_forms(svc, board12):
    ruling_id, hand = board12
    deal, dd, auction, play = figures(svc.ruling(ruling_id, "nl"), hand, "nl")
    # the diagram: North on top, West and East beside the centre, South below
    assert deal.rows[0][1] == "Noord\n♠ A V 8 6\n♥ H B 7\n♦ A B 10 7\n♣ A 6"
    assert deal.rows[1][0].startswith("West\n♠ B 5 2\n♥ A 9 8 6 5 3")
    assert deal.rows[1][1] == "Spel 12\nGever: West\nKwetsbaar: NZ"
    assert deal.rows[2][1].startswith("Zuid\n♠ 4 3") and deal.plain and deal.first_bold
    # double dummy as help: tricks per declarer, par, the law that leaves it to the director
    assert dd.header == ("", "SA", "♠", "♥", "♦", "♣") and dd.rows[0][0] == "Noord"
    assert dd.notes[0].startswith("Par: +120 voor NZ") and "12C1" in dd.notes[1]
    # the auction from the dealer (West) in the columns W N O Z, the irregular call marked
    assert auction.header == ("West", "Noord", "Oost", "Zuid")
    assert auction.rows == [("pas", "1♠", "1♥*", "")] and auction.marked == {(0, 2)}
    assert auction.notes == ["* de onregelmatige bieding (Oost); vervangen door 2♥."]
    # the play: each card under its player, the card led marked; the third trick's leader
    # found in the hand record (North holds ♠A)
    assert play.rows[0] == ("1", "♣A", "♣4", f"{LED}♣2", "♣H")
    assert play.rows[1] == ("2", "♦8", f"{LED}♦A", "♦5", "♦2")
    assert play.rows[2] == ("3", "♠2", f"{LED}♠A", "♠7", "♠3")
    assert play.rows[3] == ("4", "", "", "", f"{LED}♥2")
    assert play.marked == {(0, 3), (1, 2), (2, 2), (3, 4)}


def test_the_auction_starts_under_the_dealer_and_an_offender_out_of_turn_keeps_his_column():
    r = {"board": 3, "facts": {"auction": "1♥", "call": "1♠", "offender": "W"}}
    (auction,) = figures(r, None, "en")  # board 3: South deals (from the board number)
    assert auction.rows == [("", "", "", "1♥"), ("1♠*", "", "", "")]
    assert auction.marked == {(1, 0)} and "(West)" in auction.notes[0]
    r = {"board": 1, "facts": {"dealer": "O", "auction": "pas pas pas 1SA pas"}}
    (auction,) = figures(r, None, "nl")
    assert auction.rows == [("", "", "pas", "pas"), ("pas", "1SA", "pas", "")]
    assert not auction.marked and not auction.notes


def test_without_a_hand_record_a_play_is_placed_from_declarer_or_kept_in_order():
    r = {"board": 1, "facts": {"declarer": "Z", "play": "♠2 ♠3 ♠4 ♠5; ♥2"}}
    (play,) = figures(r, None, "en")
    assert play.rows[0] == ("1", f"{LED}♠2", "♠3", "♠4", "♠5")  # West leads against South
    assert play.rows[1] == ("2", "♥2", "", "", "")  # no leader known: in order
    assert "order played" in play.notes[-1]


def test_nothing_of_the_board_without_hand_record_or_table_data(svc, event):
    r = svc.ruling(svc.add_ruling(event["id"], a_ruling(), "jan")["id"], "nl")
    assert figures(r, None, "nl") == []
    built = report.build(r, "nl")
    assert "Het spel" not in [s.heading for s in built.sections]
    text = pdf_text(report.pdf(r, "nl"))
    assert "Spelverdeling" not in text and "Spelverloop" not in text
    # table data that no longer reads (a topic changed since) are left out, not guessed
    broken = {**r, "facts": {"auction": "1♥ 9♣", "play": "♠2 ♠2"}}
    assert figures(broken, None, "nl") == []


def test_a_board_whose_analysis_is_not_done_has_no_double_dummy_table(store, svc, event):
    hands = HandService(store)
    hands.import_file(event["id"], BIGDEAL, "zitting.pbn", "dirk")
    r = svc.ruling(svc.add_ruling(event["id"], a_ruling(), "jan")["id"], "en")
    grids = figures(r, hands.hand(event["id"], 12), "en")
    assert [g.label for g in grids] == ["The deal"]


def test_the_pdf_prints_the_board(svc, board12):
    ruling_id, hand = board12
    text = pdf_text(report.pdf(svc.ruling(ruling_id, "en"), "en", hand=hand))
    for words in ("The board", "The deal", "♠ A Q 8 6", "♥ A 9 8 6 5 3", "Board 12",
                  "Dealer: West", "Vulnerable: NS", "Par: +120 for NS", "Auction",
                  "1♥*", "replaced by 2♥", "Play so far", f"{LED}♦A", "the card led"):  # fmt: skip
        assert words in text, words


def test_the_report_pages_show_the_board(app, director, event_id):
    la = app.state.arbiter_log
    la.hands.import_file(event_id, BIGDEAL, "zitting.pbn", "dirk")
    Analyser(la.hands).run_pending()
    ruling = la.service.add_ruling(event_id, a_ruling(facts=FACTS), "dirk")
    page = director.get(f"/log/rulings/{ruling['id']}/report").text
    assert "<h2>Het spel</h2>" in page and '<h3 class="grid-label">Spelverdeling</h3>' in page
    assert '<span class="red">♥</span> H B 7' in page and 'class="led"' in page
    assert "Dubbeldummy: slagen per leider" in page
    pdf = director.get(f"/log/rulings/{ruling['id']}/report.pdf?lang=en")
    assert pdf.status_code == 200 and "Vulnerable: NS" in pdf_text(pdf.content)
    # a ruling on a board the file does not have: the auction only
    other = la.service.add_ruling(event_id, a_ruling(board=20, facts=FACTS), "dirk")
    page = director.get(f"/log/rulings/{other['id']}/report").text
    assert "Spelverdeling" not in page and "Bieding" in page


def test_the_command_lines_report_has_the_board(capsys, db_url, svc, board12, tmp_path):
    from tests.log.test_hands import run_cli

    ruling_id, _hand = board12
    path = tmp_path / "rapport.pdf"
    code, _, _ = run_cli(capsys, "log", "report", str(ruling_id), "-o", str(path), "--db",
                         db_url, "--lang", "en")  # fmt: skip
    assert code == 0 and "Dealer: West" in pdf_text(path.read_bytes())


def _red_runs(data: bytes) -> int:
    """How often the PDF sets the colour of .red (#c00) for text."""
    pages = PdfReader(io.BytesIO(data)).pages
    return sum(page.get_contents().get_data().count(b"0.8 0 0 rg") for page in pages)


def test_hearts_and_diamonds_are_red_in_the_figures_only(svc, event, board12):
    ruling_id, hand = board12
    assert _red_runs(report.pdf(svc.ruling(ruling_id, "nl"), "nl", hand=hand)) > 10
    # the same ♥ in a row of text ("Oost bood 1♥ ...") stays ink, as in the print view
    plain = svc.ruling(svc.add_ruling(event["id"], a_ruling(board=20), "jan")["id"], "nl")
    assert "♥" in plain["facts_agreed"] and _red_runs(report.pdf(plain, "nl")) == 0
