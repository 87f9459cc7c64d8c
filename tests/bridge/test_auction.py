"""Auctions: turns, sufficiency, Law 19 doubles, Law 22 end, declarer, parsing."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter.bridge import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Auction,
    AuctionError,
    Call,
    CallProblem,
    Contract,
    Denom,
    Seat,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def auction(text: str, dealer: Seat = N) -> Auction:
    return Auction.parse(dealer, text)


def call(text: str) -> Call:
    return Call.parse(text)


# -- turns ---------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", list(Seat))
def test_turn_order_from_every_dealer(dealer: Seat) -> None:
    a = Auction(dealer)
    expected = [dealer, dealer.lho, dealer.partner, dealer.rho, dealer, dealer.lho]
    seen = []
    for next_call in ["1♣", "pas", "1♥", "pas", "2♥", "pas"]:
        seen.append(a.turn)
        a = a.append(call(next_call))
    assert seen == expected
    assert [a.seat_of(i) for i in range(6)] == expected
    assert a.turn is dealer.partner


def test_turn_is_none_after_the_end() -> None:
    assert auction("1♣ pas pas pas").turn is None
    assert auction("pas pas pas pas", dealer=W).turn is None


def test_seat_of() -> None:
    a = auction("1♥ pas 1♠", dealer=E)
    assert a.seat_of(0) is E
    assert a.seat_of(2) is W
    assert a.seat_of(3) is N  # the next call, not yet made
    assert a.seat_of(-1) is W
    assert a.seat_of(-3) is E
    with pytest.raises(IndexError):
        a.seat_of(-4)


def test_calls_by() -> None:
    a = auction("1♣ pas 1♥ X 1♠ pas 2♠ pas", dealer=S)
    assert a.calls_by(S) == (call("1♣"), call("1♠"))
    assert a.calls_by(W) == (PASS, PASS)
    assert a.calls_by(N) == (call("1♥"), call("2♠"))
    assert a.calls_by(E) == (DOUBLE, PASS)
    assert Auction(N).calls_by(N) == ()


def test_last_bid_and_bidder() -> None:
    empty = Auction(N)
    assert empty.last_bid is None
    assert empty.last_bid_by is None
    a = auction("pas 1♥ X pas", dealer=W)
    assert a.last_bid == call("1♥")
    assert a.last_bid_by is N


# -- sufficiency ---------------------------------------------------------------------------


def test_every_bid_is_sufficient_at_the_start() -> None:
    a = auction("pas pas")
    assert a.is_sufficient(call("1♣"))


@pytest.mark.parametrize(
    ("text", "sufficient"),
    [("1♥", False), ("1♠", False), ("1♣", False), ("1SA", True), ("2♣", True), ("7♠", True)],
)
def test_sufficiency_after_one_spade(text: str, sufficient: bool) -> None:
    assert auction("1♠ pas").is_sufficient(call(text)) is sufficient


def test_sufficiency_looks_past_doubles_and_passes() -> None:
    a = auction("1♥ X XX pas")
    assert not a.is_sufficient(call("1♥"))
    assert a.is_sufficient(call("1♠"))


@pytest.mark.parametrize("non_bid", [PASS, DOUBLE, REDOUBLE])
def test_sufficiency_of_non_bid_raises(non_bid: Call) -> None:
    with pytest.raises(TypeError):
        auction("1♠").is_sufficient(non_bid)


@pytest.mark.parametrize(
    ("text", "denom", "expected"),
    [
        ("1♠", Denom.HEARTS, "2♥"),
        ("1♠", Denom.NOTRUMP, "1SA"),
        ("1♠", Denom.SPADES, "2♠"),
        ("1♠", Denom.CLUBS, "2♣"),
        ("", Denom.CLUBS, "1♣"),
        ("pas pas", Denom.NOTRUMP, "1SA"),
        ("1♣ X", Denom.DIAMONDS, "1♦"),
        ("3SA", Denom.NOTRUMP, "4SA"),
        ("3SA", Denom.CLUBS, "4♣"),
        ("7♥", Denom.SPADES, "7♠"),
        ("7♥", Denom.NOTRUMP, "7SA"),
    ],
)
def test_lowest_sufficient(text: str, denom: Denom, expected: str) -> None:
    assert auction(text).lowest_sufficient(denom) == call(expected)


def test_no_sufficient_bid_above_seven() -> None:
    assert all(auction("7SA").lowest_sufficient(d) is None for d in Denom)
    assert auction("7♥").lowest_sufficient(Denom.HEARTS) is None
    assert auction("7♥").lowest_sufficient(Denom.CLUBS) is None


# -- Law 19: double and redouble ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "allowed"),
    [
        ("", False),  # nothing to double
        ("pas", False),
        ("1♥", True),  # RHO's bid
        ("1♥ pas", False),  # partner's bid
        ("1♥ pas pas", True),  # LHO's bid, passes since: balancing double
        ("1♥ X", False),  # already doubled (by partner)
        ("1♥ X pas", False),  # already doubled, intervening double
        ("1♥ X XX", False),  # redoubled
        ("1♥ X XX pas", False),
        ("1♥ pas 2♥", True),  # LHO raised: double the new bid
        ("1♥ 1♠", True),  # RHO overcalled
        ("1♥ 1♠ pas", False),  # own side's bid (partner overcalled)
        ("1♥ X 2♥", True),  # the raise after a double is a new, undoubled bid
    ],
)
def test_can_double(text: str, allowed: bool) -> None:
    a = auction(text)
    assert a.can_double() is allowed
    expected = None if allowed else CallProblem.DOUBLE_NOT_PERMITTED
    assert a.legal_problem(DOUBLE) is expected


@pytest.mark.parametrize(
    ("text", "allowed"),
    [
        ("", False),
        ("1♥", False),  # not doubled
        ("1♥ X", True),  # own side's bid doubled by RHO
        ("1♥ X pas pas", True),  # own side's bid doubled by LHO, passes since
        ("1♥ X pas", False),  # the double is partner's
        ("1♥ X XX", False),  # already redoubled
        ("1♥ X XX pas pas", False),
        ("1♥ pas pas X", True),  # LHO's balancing double of our 1♥
        ("1♥ X 2♥", False),  # a bid came after the double
    ],
)
def test_can_redouble(text: str, allowed: bool) -> None:
    a = auction(text)
    assert a.can_redouble() is allowed
    expected = None if allowed else CallProblem.REDOUBLE_NOT_PERMITTED
    assert a.legal_problem(REDOUBLE) is expected


def test_nothing_allowed_after_the_end() -> None:
    a = auction("1♥ pas pas pas")
    assert not a.can_double()
    assert not a.can_redouble()
    for c in (PASS, DOUBLE, REDOUBLE, call("7SA")):
        assert a.legal_problem(c) is CallProblem.AUCTION_ENDED
        assert not a.is_legal(c)
    assert a.legal_calls() == ()


def test_legal_problem_codes_are_plain_strings() -> None:
    assert CallProblem.INSUFFICIENT == "insufficient"
    assert CallProblem.DOUBLE_NOT_PERMITTED == "double_not_permitted"
    assert CallProblem.REDOUBLE_NOT_PERMITTED == "redouble_not_permitted"
    assert CallProblem.AUCTION_ENDED == "auction_ended"
    assert auction("1♠").legal_problem(call("1♥")) == "insufficient"


def test_legal_problem_none_for_legal_calls() -> None:
    a = auction("1♠")
    for c in (PASS, DOUBLE, call("1SA"), call("2♥"), call("7SA")):
        assert a.legal_problem(c) is None
        assert a.is_legal(c)


def test_legal_calls() -> None:
    assert auction("7SA").legal_calls() == (PASS, DOUBLE)
    assert auction("7SA X").legal_calls() == (PASS, REDOUBLE)
    assert auction("7SA pas").legal_calls() == (PASS,)
    assert len(Auction(N).legal_calls()) == 36  # pass and all 35 bids
    assert auction("6SA X").legal_calls()[:2] == (PASS, REDOUBLE)
    assert auction("6SA X").legal_calls()[2:] == tuple(call(f"7{d}") for d in "♣♦♥♠N")


# -- append ------------------------------------------------------------------------------


def test_append_returns_a_new_auction() -> None:
    a = auction("1♥")
    b = a.append(PASS)
    assert a.calls == (call("1♥"),)
    assert b.calls == (call("1♥"), PASS)
    assert b.dealer is a.dealer


@pytest.mark.parametrize(
    ("text", "bad", "words_nl", "words_en"),
    [
        ("1♠", "1♥", ("onvoldoende", "2♥", "art. 27"), ("insufficient", "2♥", "Law 27")),
        ("1♠ pas", "X", ("doublet", "eigen partij"), ("double", "own side")),
        ("1♠ X", "X", ("al gedoubleerd",), ("already doubled",)),
        ("1♠", "XX", ("redoublet",), ("redouble",)),
        ("1♠ pas pas pas", "pas", ("afgelopen", "art. 39"), ("ended", "Law 39")),
    ],
)
def test_append_refuses_with_a_clear_message(
    text: str, bad: str, words_nl: tuple[str, ...], words_en: tuple[str, ...]
) -> None:
    a = auction(text)
    with pytest.raises(AuctionError) as info:
        a.append(call(bad))
    nl, en = info.value.message("nl"), info.value.message("en")
    assert call(bad).format("nl") in nl
    assert call(bad).format("en") in en
    assert nl != en
    for word in words_nl:
        assert word in nl
    for word in words_en:
        assert word in en


def test_refused_call_names_the_seat() -> None:
    with pytest.raises(AuctionError) as info:
        auction("1♠", dealer=W).append(call("1♥"))
    assert "Noord" in info.value.message("nl")
    assert "North" in info.value.message("en")
    assert "West" in info.value.message("nl")  # who made the last bid


def test_refused_call_lists_what_is_accepted() -> None:
    with pytest.raises(AuctionError) as info:
        auction("1♠").append(call("1♥"))
    assert info.value.accepted == ("pas", "pass", "X", "1SA…7SA", "1NT…7NT")
    with pytest.raises(AuctionError) as info:
        auction("7SA pas").append(DOUBLE)
    assert info.value.accepted == ("pas", "pass")


def test_insufficient_with_no_bid_left_in_that_denomination() -> None:
    with pytest.raises(AuctionError) as info:
        auction("7SA").append(call("7♠"))
    assert "geen voldoende bod in schoppen" in info.value.message("nl")
    assert "No sufficient bid in spades" in info.value.message("en")


# -- Law 22: the end of the auction -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "over", "passed_out"),
    [
        ("", False, False),
        ("pas", False, False),
        ("pas pas pas", False, False),
        ("pas pas pas pas", True, True),
        ("1♣", False, False),
        ("1♣ pas pas", False, False),
        ("1♣ pas pas pas", True, False),
        ("1♣ X pas pas", False, False),
        ("1♣ X pas pas pas", True, False),
        ("1♣ X XX pas pas pas", True, False),
        ("pas 1♣ pas pas", False, False),
        ("pas 1♣ pas pas pas", True, False),
        ("pas pas pas 1♣ pas pas pas", True, False),
    ],
)
def test_is_over(text: str, over: bool, passed_out: bool) -> None:
    a = auction(text)
    assert a.is_over is over
    assert a.is_passed_out is passed_out


# -- contract and declarer ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "text", "expected"),
    [
        (N, "1♥ pas 4♥ pas pas pas", Contract(4, Denom.HEARTS, 0, N)),
        (N, "1♣ pas 1♥ pas 4♥ pas pas pas", Contract(4, Denom.HEARTS, 0, S)),
        # East named hearts first, but for the other side: South declares.
        (N, "1♣ 1♥ 2♥ pas pas pas", Contract(2, Denom.HEARTS, 0, S)),
        (N, "1♠ 2♥ pas 4♥ pas pas pas", Contract(4, Denom.HEARTS, 0, E)),
        (E, "1SA pas 2♣ pas 2♥ pas 3SA pas pas pas", Contract(3, Denom.NOTRUMP, 0, E)),
        (N, "1♣ X pas pas pas", Contract(1, Denom.CLUBS, 1, N)),
        (N, "1♣ X XX pas pas pas", Contract(1, Denom.CLUBS, 2, N)),
        (N, "1♣ X 1♥ pas pas pas", Contract(1, Denom.HEARTS, 0, S)),
        (W, "pas pas 1♣ pas 1♥ X XX pas pas pas", Contract(1, Denom.HEARTS, 2, W)),
        (N, "1♠ X pas pas XX pas pas pas", Contract(1, Denom.SPADES, 2, N)),
        (S, "4♠ X 5♥ pas pas X pas pas pas", Contract(5, Denom.HEARTS, 1, N)),
    ],
)
def test_final_contract(dealer: Seat, text: str, expected: Contract) -> None:
    assert auction(text, dealer).final_contract() == expected


def test_final_contract_passed_out_is_none() -> None:
    assert auction("pas pas pas pas").final_contract() is None


@pytest.mark.parametrize("text", ["", "1♣ pas pas", "pas pas pas"])
def test_final_contract_while_bidding_raises(text: str) -> None:
    with pytest.raises(AuctionError) as info:
        auction(text).final_contract()
    assert "niet afgelopen" in info.value.message("nl")
    assert "not ended" in info.value.message("en")


# -- parsing, formatting, construction -----------------------------------------------------


def test_parse_separators_and_spellings() -> None:
    expected = (call("1♥"), PASS, call("1♠"), PASS, call("1SA"), DOUBLE)
    for text in (
        "1♥ pas 1♠ pas 1SA X",
        "1♥, pas, 1♠, pas, 1SA, X",
        "1H pass 1S p 1NT dbl",
        "1 harten - 1 schoppen pas 1 sans atout doublet",
        "  1h;p;1s ;p,1n   x ",
        "1 ♥ pas 1 ♠ pas 1 no trump X",
    ):
        assert auction(text).calls == expected, text


def test_parse_dealer_as_text() -> None:
    assert Auction.parse("O", "1♥").dealer is E
    assert Auction.parse("west", "").dealer is W
    assert Auction.parse("West", "").calls == ()


@pytest.mark.parametrize("text", ["1♥ pas 1Z", "1♥ pas 8♠", "1♥ pas 1", "1♥ pas hmm"])
def test_parse_bad_call_names_its_position(text: str) -> None:
    with pytest.raises(AuctionError) as info:
        auction(text)
    assert "Bieding 3" in info.value.message("nl")
    assert "Call 3" in info.value.message("en")
    assert info.value.accepted


def test_parse_illegal_sequence_names_its_position() -> None:
    with pytest.raises(AuctionError) as info:
        auction("1♥ pas 1♠ 1♦")
    assert "Bieding 4" in info.value.message("nl")
    assert "Call 4" in info.value.message("en")
    assert "1♦" in info.value.message("nl")


def test_parse_refuses_calls_after_the_end() -> None:
    with pytest.raises(AuctionError) as info:
        auction("pas pas pas pas 1♣")
    assert "art. 39" in info.value.message("nl")


def test_format() -> None:
    a = auction("1SA pas 2♣ X pas pas XX")
    assert a.format("nl") == "1SA pas 2♣ X pas pas XX"
    assert a.format("en") == "1NT pass 2♣ X pass pass XX"
    assert str(a) == a.format("nl")
    assert Auction(N).format("en") == ""


def test_repr_evaluates_back() -> None:
    a = auction("1SA pas 2♣ X", dealer=W)
    assert repr(a) == "Auction.parse(Seat.WEST, '1SA pas 2♣ X')"
    assert eval(repr(a), {"Auction": Auction, "Seat": Seat}) == a


def test_constructor_checks_legality() -> None:
    assert Auction(N, [call("1♥"), PASS]).calls == (call("1♥"), PASS)  # type: ignore[arg-type]
    with pytest.raises(AuctionError):
        Auction(N, (call("1♥"), call("1♣")))
    with pytest.raises(AuctionError):
        Auction(N, (PASS, DOUBLE))
    with pytest.raises(AuctionError):
        Auction(N, (PASS,) * 5)
    with pytest.raises(TypeError):
        Auction("N", ())  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Auction(N, ("1♥",))  # type: ignore[arg-type]


def test_immutable_and_hashable() -> None:
    a = auction("1♥ pas")
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.calls = ()  # type: ignore[misc]
    assert a == Auction(N, (call("1♥"), PASS))
    assert a != Auction(E, (call("1♥"), PASS))
    assert len({a, auction("1H p")}) == 1
