"""PBN tag values, tag by tag: every form PBN 2.1 defines, the forms real files use, and
the errors, each naming its tag and line."""

from __future__ import annotations

import pytest

from arbiter.bridge import Call, Card, Denom, Seat
from arbiter.bridge.pbn import PbnError, Tag, Token
from arbiter.bridge.pbn import values as v

DEAL = "N:AKQJ63.AQ3.A7.KJ .T8742.T9863.A64 85.KJ6.KQ2.T9872 T9742.95.J54.Q53"


def tag(name: str, value: str, *data: str, line: int = 7) -> Tag:
    tokens = []
    for row, text in enumerate(data):
        tokens += [Token(part, line + 1 + row) for part in text.split()]
    return Tag(name, value, line, tuple(tokens), value)


def refused(func, *args) -> PbnError:
    with pytest.raises(PbnError) as caught:
        func(*args)
    error = caught.value
    assert error.message("nl") != error.message("en")
    return error


# -- Board, Dealer, Declarer, Vulnerable -----------------------------------------------------


@pytest.mark.parametrize(
    ("value", "number"), [("1", 1), ("01", 1), ("36", 36), ("?", None), ("", None)]
)
def test_board(value, number):
    assert v.board_number(tag("Board", value)) == number


@pytest.mark.parametrize("value", ["0", "-1", "5a", "one"])
def test_board_refused(value):
    error = refused(v.board_number, tag("Board", value))
    assert (error.tag, error.line) == ("Board", 7)


@pytest.mark.parametrize(
    ("value", "seat"),
    [
        ("N", Seat.NORTH),
        ("e", Seat.EAST),
        ("S", Seat.SOUTH),
        (" W ", Seat.WEST),
        ("?", None),
        ("", None),
    ],
)
def test_dealer(value, seat):
    assert v.seat(tag("Dealer", value)) is seat


@pytest.mark.parametrize("value", ["Black", "X", "NE"])
def test_dealer_refused(value):
    assert "is not a seat" in refused(v.seat, tag("Dealer", value)).message("en")


def test_declarer_with_the_caret_of_a_swapped_dummy_and_empty_when_passed_out():
    assert v.declarer(tag("Declarer", "S")) == (Seat.SOUTH, False)
    assert v.declarer(tag("Declarer", "^N")) == (Seat.NORTH, True)
    assert v.declarer(tag("Declarer", "")) == (None, False)
    assert refused(v.declarer, tag("Declarer", "White")).tag == "Declarer"


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("None", "none"),
        ("Love", "none"),  # endplay 0.5.12 refuses it
        ("-", "none"),
        ("NS", "NS"),
        ("ns", "NS"),
        ("EW", "EW"),
        ("All", "both"),
        ("Both", "both"),
        ("both", "both"),
        ("?", None),
        ("", None),
    ],
)
def test_vulnerable_every_standard_spelling(value, code):
    assert v.vulnerable(tag("Vulnerable", value)) == code


def test_vulnerable_refused():
    error = refused(v.vulnerable, tag("Vulnerable", "E"))
    assert error.accepted == ("None", "NS", "EW", "All")


# -- Deal -----------------------------------------------------------------------------------


def test_deal_from_any_first_seat_in_any_case():
    hands = v.deal_hands(
        tag("Deal", "w:kqt2.at.j6542.85 .63.akq987.a9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4")
    )
    assert hands is not None and Card.parse("♠K") in hands[Seat.WEST]
    assert len(hands[Seat.NORTH]) == 13


def test_deal_with_hands_left_out_and_an_end_position():
    hands = v.deal_hands(tag("Deal", "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"))
    assert hands[Seat.NORTH] is None and hands[Seat.SOUTH] is None and len(hands[Seat.EAST]) == 13
    end = v.deal_hands(tag("Deal", "N:AK... .AK.. ..AK. ...QJ"))
    assert end is not None and all(len(h) == 2 for h in end.values())


@pytest.mark.parametrize(
    ("value", "en"),
    [
        ("W:KQT2.AT.J6542.852 .63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4", "has 14 cards"),
        (
            "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 A8654.KQ5.T.QJT6 J973.J98742.3.K4",
            "appears 2 times",
        ),
        ("W:vKQT2.AT.J6542.85 .63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4", "is not a rank"),
        ("W:QT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -", "not hold the same number"),
        ("W:- - - -", "no hand given"),
        ("W:KQT2.AT.J6542.85  - -", "3 hands instead of 4"),
        ("KQT2.AT.J6542.85 - - -", "does not start with a seat"),
    ],
)
def test_deal_refused_with_the_reason(value, en):
    error = refused(v.deal_hands, tag("Deal", value))
    assert (error.tag, error.line) == ("Deal", 7)
    assert en in error.message("en")


# -- Contract, Result, Score --------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("4S", (4, Denom.SPADES, 0)),
        ("3NT", (3, Denom.NOTRUMP, 0)),
        ("3N", (3, Denom.NOTRUMP, 0)),
        ("5Cx", (5, Denom.CLUBS, 1)),
        ("6DXX", (6, Denom.DIAMONDS, 2)),
        ("3NR", (3, Denom.NOTRUMP, 2)),
        ("7nt", (7, Denom.NOTRUMP, 0)),
        ("Pass", "pass"),
        ("pass", "pass"),
        ("NT", Denom.NOTRUMP),
        ("?", None),
        ("", None),
    ],
)
def test_contract(value, expected):
    assert v.contract_bid(tag("Contract", value)) == expected


@pytest.mark.parametrize("value", ["5Hearts", "5NoTrump", "8S", "4 spades", "4SXXX"])
def test_contract_refused(value):
    assert "cannot be read" in refused(v.contract_bid, tag("Contract", value)).message("en")


@pytest.mark.parametrize(
    ("value", "declarer", "expected"),
    [
        ("11", Seat.NORTH, (11, 11, 2, False)),
        ("9", Seat.EAST, (9, 4, 9, False)),
        ("NS 11", Seat.NORTH, (11, 11, None, False)),
        ("NS 11", Seat.EAST, (2, 11, None, False)),
        ("EW 2", Seat.SOUTH, (11, None, 2, False)),
        ("NS 9 EW 4", Seat.SOUTH, (9, 9, 4, False)),
        ("EW 4 NS 9", Seat.WEST, (4, 9, 4, False)),
        ("^10", Seat.SOUTH, (10, 10, 3, True)),
        ("^NS 10", Seat.SOUTH, (10, 10, None, True)),
        ("ns 7", Seat.SOUTH, (7, 7, None, False)),
        ("EW 3", None, (None, None, 3, False)),
        ("8", None, (8, None, None, False)),
    ],
)
def test_result_in_every_standard_form(value, declarer, expected):
    found = v.result(tag("Result", value), declarer)
    assert found is not None
    assert (found.declarer, found.ns, found.ew, found.caret) == expected
    assert found.text == value


@pytest.mark.parametrize("value", ["?", "", "^"])
def test_result_unknown_or_not_applicable(value):
    assert v.result(tag("Result", value), Seat.SOUTH) is None


@pytest.mark.parametrize(
    ("value", "en"),
    [
        ("14", "more than 13 tricks"),
        ("NS 14", "more than 13 tricks"),
        ("NS 9 EW 5", "more than 13 tricks together"),
        ("NS 9 NS 4", "names NS twice"),
        ("C-2", "is not a number of tricks"),
        ("made", "is not a number of tricks"),
        ("NS 9 and more", "is not a number of tricks"),
    ],
)
def test_result_refused(value, en):
    error = refused(v.result, tag("Result", value), Seat.SOUTH)
    assert (error.tag, error.line) == ("Result", 7) and en in error.message("en")


@pytest.mark.parametrize(
    ("value", "declarer", "ns"),
    [
        ("NS 620", None, 620),
        ("NS +620", None, 620),
        ("EW -300", None, 300),
        ("NS 120 EW -120", None, 120),
        ("EW 100 NS -100", None, -100),
        ("420", Seat.SOUTH, 420),
        ("420", Seat.EAST, -420),
        ("420", None, None),
        ("?", None, None),
    ],
)
def test_score_and_optimum_score_as_north_south_points(value, declarer, ns):
    assert v.side_score(tag("Score", value), declarer) == ns


@pytest.mark.parametrize("value", ["EW", "100 points", "NS 100 EW 100"])
def test_score_refused(value):
    assert refused(v.side_score, tag("OptimumScore", value)).tag == "OptimumScore"


# -- Note, Auction, Play ------------------------------------------------------------------


def test_notes_by_number_and_a_note_without_number_refused():
    assert v.notes([tag("Note", "1:non-forcing"), tag("Note", "2: two suits")]) == {
        1: "non-forcing",
        2: "two suits",
    }
    assert refused(v.notes, [tag("Note", "forcing", line=9)]).line == 9


def calls(found: v.PbnAuction) -> list[str]:
    return [f"{c.seat.abbr('en')}:{c.call.format('en')}" for c in found.calls]


def test_auction_with_notes_nags_suffixes_and_all_pass():
    found = v.auction(
        tag("Auction", "W", "- 1D 1S 3H ! =1= $13", "4S 4NT =2= X Pass", "Pass 5C X 5H", "X AP"),
        {1: "non-forcing", 2: "two suits"},
    )
    assert calls(found)[:3] == ["N:1♦", "E:1♠", "S:3♥"]
    assert len(found.calls) == 15 and all(c.call.is_pass for c in found.calls[-3:])
    three_h = found.calls[2]
    assert (three_h.note, three_h.nags, three_h.line) == ("non-forcing", (1, 13), 8)
    assert found.calls[4].note == "two suits" and found.end is None


@pytest.mark.parametrize(
    ("rows", "count"),
    [(("AP",), 4), (("1C Pass AP",), 4), (("1C AP",), 4), (("Pass 1C Pass Pass AP",), 5)],
)
def test_all_pass_stands_for_the_passes_that_end_the_auction(rows, count):
    # endplay 0.5.12 always adds three passes: 3 for "AP" alone, 5 calls for "1C Pass AP"
    found = v.auction(tag("Auction", "N", *rows), {})
    assert len(found.calls) == count


def test_auction_marks_and_ends():
    found = v.auction(tag("Auction", "N", "1D ^S ^I 1C", "*"), {})
    assert [c.call.format("en") for c in found.calls] == ["1♦", "1♣"]
    assert found.skipped == (Seat.EAST,) and found.calls[1].seat is Seat.SOUTH
    assert found.calls[1].insufficient and found.end == "*"
    assert v.auction(tag("Auction", "N", "1S Pass +"), {}).end == "+"
    glued = v.auction(tag("Auction", "N", "1C=1= Pass"), {1: "short"})
    assert glued.calls[0].note == "short"


@pytest.mark.parametrize(
    ("rows", "en"),
    [
        (("1Z",), "'1Z' is not a call"),
        (("- 1",), "'1' is not a call"),
        (("1S Pass + Pass",), "comes after the end ('+')"),
        (("1S - Pass",), "may only come before the first call"),
        (("$3 1S",), "does not follow a call"),
        (("1S $256",), "not between $0 and $255"),
        (("1S =a=",), "is not a call, card or annotation"),
        (('1S "quoted"',), "is not a call, card or annotation"),
    ],
)
def test_auction_refused_with_the_line(rows, en):
    error = refused(v.auction, tag("Auction", "N", *rows), {})
    assert (error.tag, error.line) == ("Auction", 8) and en in error.message("en")


def test_auction_without_a_seat_refused():
    assert refused(v.auction, tag("Auction", "?"), {}).tag == "Auction"


def test_play_rows_by_seat_with_unknown_cards_and_the_end():
    found = v.play(
        tag("Play", "W", "SK =1= H3 S4 S3", "C5 C2 C6 CK", "-  -  -  H2", "*"), {1: "top"}
    )
    assert found.first is Seat.WEST and found.end == "*" and len(found.tricks) == 3
    first = found.tricks[0]
    assert [(p.seat, p.card) for p in first] == [
        (Seat.WEST, Card.parse("♠K")),
        (Seat.NORTH, Card.parse("♥3")),
        (Seat.EAST, Card.parse("♠4")),
        (Seat.SOUTH, Card.parse("♠3")),
    ]
    assert first[0].note == "top" and found.tricks[2][0].card is None and found.known == 9


def test_play_plus_marks_the_card_to_play_next_and_cards_of_that_trick_may_follow():
    found = v.play(tag("Play", "E", "D3 DA S5 D4", "S3 C3 +  SA"), {})
    assert found.end == "+" and found.tricks[1][2].next and found.tricks[1][3].card is not None


def test_play_marks_suffixes_and_a_short_last_row():
    found = v.play(tag("Play", "W", "CA ^R S6 C3 ! C4", "^L HA *"), {})
    assert found.tricks[0][1].revoke and found.tricks[0][2].nags == (7,)  # "!" on a card: $7
    assert found.tricks[1][0].lead_out_of_turn
    assert [p.card for p in found.tricks[1][1:]] == [None, None, None]


@pytest.mark.parametrize(
    ("rows", "line", "en"),
    [
        (("SX",), 8, "'SX' is not a card"),
        (("S1",), 8, "'S1' is not a card"),
        (("KT",), 8, "'KT' is not a card"),
        (("SA HA DA CA", "*", "S2"), 10, "comes after the end ('*')"),
        (("+ + - SA",), 8, "more than one '+'"),
        (("+ - - SA", "S2"), 9, "comes after the end ('+')"),
        (("=1= SA",), 8, "does not follow a card"),
        (("SA HA DA CA",) * 14, 21, "More than 13 tricks"),
    ],
)
def test_play_refused_with_the_line(rows, line, en):
    error = refused(v.play, tag("Play", "W", *rows), {})
    assert (error.tag, error.line) == ("Play", line) and en in error.message("en")


# -- tables ---------------------------------------------------------------------------------


def test_table_columns_with_order_width_and_alignment_and_rows_of_any_line_length():
    found = v.table(tag("ScoreTable", "-Rank\\3R;PairId_NS;Names_NS\\20L", "1 12 a 2", "7 b"))
    assert [(c.name, c.order, c.width, c.align) for c in found.columns] == [
        ("Rank", "-", 3, "R"),
        ("PairId_NS", "", None, ""),
        ("Names_NS", "", 20, "L"),
    ]
    assert found.rows == (("1", "12", "a"), ("2", "7", "b")) and found.row_lines == (8, 8)
    assert found.column("names_ns") == 2 and found.column("Score") is None


def test_table_with_a_row_too_short_refused_at_the_row():
    error = refused(v.table, tag("ActionTable", "Rank;Call;Percentage", "1 4H 100", "2 4D"))
    assert (error.tag, error.line) == ("ActionTable", 9)


def test_optimum_result_table_by_column_name():
    found = v.optimum_result_table(
        tag("OptimumResultTable", "Result\\2R;Declarer;Denomination", "9 N NT", "10 e s")
    )
    assert found == {Seat.NORTH: {Denom.NOTRUMP: 9}, Seat.EAST: {Denom.SPADES: 10}}


@pytest.mark.parametrize(
    ("value", "rows", "en"),
    [
        ("Declarer;Denomination;Result", ("N NT 14",), "is not a declarer, denomination"),
        ("Declarer;Denomination;Result", ("X NT 9",), "is not a declarer, denomination"),
        ("Declarer;Result", ("N 9",), "columns Declarer, Denomination and Result"),
    ],
)
def test_optimum_result_table_refused(value, rows, en):
    assert en in refused(v.optimum_result_table, tag("OptimumResultTable", value, *rows)).message(
        "en"
    )


def test_double_dummy_tricks_in_bridgecomposer_order():
    found = v.double_dummy_tricks(tag("DoubleDummyTricks", "63b3c63b3c492a0492a0"))
    assert found[Seat.NORTH] == {
        Denom.NOTRUMP: 6,
        Denom.SPADES: 3,
        Denom.HEARTS: 11,
        Denom.DIAMONDS: 3,
        Denom.CLUBS: 12,
    }
    assert found[Seat.WEST][Denom.DIAMONDS] == 10
    assert v.double_dummy_tricks(tag("DoubleDummyTricks", "?")) is None
    assert (
        refused(v.double_dummy_tricks, tag("DoubleDummyTricks", "63b3c")).tag == "DoubleDummyTricks"
    )


def test_call_spellings_of_the_auction():
    found = v.auction(tag("Auction", "N", "1nt x xx pass", "2N Dbl Rdbl P"), {})
    assert [c.call for c in found.calls][:3] == [
        Call.parse("1NT"),
        Call.parse("X"),
        Call.parse("XX"),
    ]
    assert found.calls[4].call == Call.parse("2NT")
