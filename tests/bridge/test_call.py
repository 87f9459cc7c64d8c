"""Calls: spellings, the 38 round trips, the order of bids, and refused input."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter.bridge import (
    ALL_BIDS,
    ALL_CALLS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Call,
    CallError,
    CallKind,
    Denom,
    Suit,
)
from arbiter.i18n import Lang


def bid(text: str) -> Call:
    return Call.parse(text)


def test_constants() -> None:
    assert PASS.kind is CallKind.PASS
    assert DOUBLE.kind is CallKind.DOUBLE
    assert REDOUBLE.kind is CallKind.REDOUBLE
    for call in (PASS, DOUBLE, REDOUBLE):
        assert not call.is_bid
        assert call.level is None
        assert call.denom is None
    assert PASS.is_pass and DOUBLE.is_double and REDOUBLE.is_redouble


def test_bid_constructor() -> None:
    two_hearts = Call.bid(2, Denom.HEARTS)
    assert two_hearts.is_bid
    assert two_hearts.kind is CallKind.BID
    assert (two_hearts.level, two_hearts.denom) == (2, Denom.HEARTS)
    assert Call.bid(2, Suit.HEARTS) == two_hearts
    assert Call.bid(2, Suit.HEARTS).denom is Denom.HEARTS


def test_all_calls() -> None:
    assert len(ALL_BIDS) == 35
    assert len(ALL_CALLS) == 38
    assert len(set(ALL_CALLS)) == 38
    assert ALL_BIDS[0] == Call.bid(1, Denom.CLUBS)
    assert ALL_BIDS[-1] == Call.bid(7, Denom.NOTRUMP)
    assert [call.bid_index for call in ALL_BIDS] == list(range(35))


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("pas", PASS),
        ("Pas", PASS),
        ("pass", PASS),
        ("PASS", PASS),
        ("p", PASS),
        ("P", PASS),
        ("-", PASS),
        ("X", DOUBLE),
        ("x", DOUBLE),
        ("dbl", DOUBLE),
        ("DBL", DOUBLE),
        ("doublet", DOUBLE),
        ("double", DOUBLE),
        ("d", DOUBLE),
        ("XX", REDOUBLE),
        ("xx", REDOUBLE),
        ("rdbl", REDOUBLE),
        ("redoublet", REDOUBLE),
        ("redouble", REDOUBLE),
        ("r", REDOUBLE),
        ("1SA", Call.bid(1, Denom.NOTRUMP)),
        ("1sa", Call.bid(1, Denom.NOTRUMP)),
        ("1NT", Call.bid(1, Denom.NOTRUMP)),
        ("1nt", Call.bid(1, Denom.NOTRUMP)),
        ("1N", Call.bid(1, Denom.NOTRUMP)),
        ("3 sans atout", Call.bid(3, Denom.NOTRUMP)),
        ("3 no trump", Call.bid(3, Denom.NOTRUMP)),
        ("2♥", Call.bid(2, Denom.HEARTS)),
        ("2♡", Call.bid(2, Denom.HEARTS)),
        ("2♥\ufe0f", Call.bid(2, Denom.HEARTS)),
        ("2H", Call.bid(2, Denom.HEARTS)),
        ("2h", Call.bid(2, Denom.HEARTS)),
        ("2 harten", Call.bid(2, Denom.HEARTS)),
        ("2 Hearts", Call.bid(2, Denom.HEARTS)),
        ("3R", Call.bid(3, Denom.DIAMONDS)),
        ("3D", Call.bid(3, Denom.DIAMONDS)),
        ("3♦", Call.bid(3, Denom.DIAMONDS)),
        ("4K", Call.bid(4, Denom.CLUBS)),
        ("4C", Call.bid(4, Denom.CLUBS)),
        ("4k", Call.bid(4, Denom.CLUBS)),
        ("6S", Call.bid(6, Denom.SPADES)),
        ("6 schoppen", Call.bid(6, Denom.SPADES)),
        ("7♠", Call.bid(7, Denom.SPADES)),
        ("  7 SA ", Call.bid(7, Denom.NOTRUMP)),
    ],
)
def test_parse_accepts(text: str, call: Call) -> None:
    assert Call.parse(text) == call


@pytest.mark.parametrize(
    ("call", "nl", "en"),
    [
        (PASS, "pas", "pass"),
        (DOUBLE, "X", "X"),
        (REDOUBLE, "XX", "XX"),
        (Call.bid(1, Denom.NOTRUMP), "1SA", "1NT"),
        (Call.bid(2, Denom.HEARTS), "2♥", "2♥"),
        (Call.bid(7, Denom.CLUBS), "7♣", "7♣"),
    ],
)
def test_format(call: Call, nl: str, en: str) -> None:
    assert call.format("nl") == nl
    assert call.format("en") == en
    assert call.format() == nl
    assert str(call) == nl
    assert repr(call) == f"Call.parse({nl!r})"


@pytest.mark.parametrize("lang", ["nl", "en"])
@pytest.mark.parametrize("call", ALL_CALLS, ids=str)
def test_every_call_round_trips(call: Call, lang: Lang) -> None:
    assert Call.parse(call.format(lang)) == call


def test_repr_evaluates_back() -> None:
    for call in ALL_CALLS:
        assert eval(repr(call), {"Call": Call}) == call


def test_bids_order_as_in_the_auction() -> None:
    assert bid("1♣") < bid("1♦") < bid("1♥") < bid("1♠") < bid("1SA") < bid("2♣")
    assert bid("6SA") < bid("7♣") < bid("7SA")
    assert bid("2♣") > bid("1SA")
    assert bid("3♥") <= bid("3♥") and bid("3♥") >= bid("3♥")
    assert not bid("3♥") < bid("3♥")
    assert sorted(reversed(ALL_BIDS)) == list(ALL_BIDS)
    assert max(ALL_BIDS) == bid("7SA")


@pytest.mark.parametrize(
    ("left", "right"),
    [(PASS, bid("1♣")), (bid("1♣"), DOUBLE), (REDOUBLE, DOUBLE), (PASS, PASS)],
)
def test_comparing_non_bids_raises(left: Call, right: Call) -> None:
    with pytest.raises(TypeError):
        _ = left < right
    with pytest.raises(TypeError):
        _ = left <= right
    with pytest.raises(TypeError):
        _ = left > right
    with pytest.raises(TypeError):
        _ = left >= right


def test_comparing_with_other_types_raises() -> None:
    with pytest.raises(TypeError):
        _ = bid("1♣") < 3  # type: ignore[operator]
    with pytest.raises(TypeError):
        sorted([bid("1♣"), PASS])


def test_bid_index_of_non_bid_raises() -> None:
    with pytest.raises(TypeError):
        _ = PASS.bid_index


def test_equality_and_hash() -> None:
    spellings = {Call.parse(text) for text in ("1SA", "1NT", "1N", "1 sans atout")}
    assert spellings == {Call.bid(1, Denom.NOTRUMP)}
    assert PASS != DOUBLE
    assert bid("1♥") != bid("2♥")


def test_immutable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        PASS.level = 1  # type: ignore[misc]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "  ",
        "8♠",
        "1Z",
        "♥1",
        "11♥",
        "0♣",
        "1",
        "1 ",
        "pass pass",
        "xxx",
        "2 hartenn",
        "12345♥",
        "1111111111111111111111111111111111111111♥",
        "♥",
        "SA",
        "1 ♥ ♠",
    ],
)
def test_parse_rejects(text: str) -> None:
    with pytest.raises(CallError):
        Call.parse(text)


@pytest.mark.parametrize("text", ["8♠", "11♥", "8SA", "9 harten"])
def test_level_above_seven_points_to_law_38(text: str) -> None:
    with pytest.raises(CallError) as info:
        Call.parse(text)
    assert "art. 38" in info.value.message("nl")
    assert "Law 38" in info.value.message("en")


def test_level_zero_is_refused_without_law_38() -> None:
    with pytest.raises(CallError) as info:
        Call.parse("0♣")
    assert "38" not in info.value.message("en")
    assert "1" in info.value.message("en")


@pytest.mark.parametrize("level", [0, 8, -1, 100])
def test_bid_constructor_checks_level(level: int) -> None:
    with pytest.raises(CallError):
        Call.bid(level, Denom.SPADES)


def test_direct_construction_is_checked() -> None:
    with pytest.raises(ValueError):
        Call(CallKind.PASS, 1, None)
    with pytest.raises(ValueError):
        Call(CallKind.DOUBLE, None, Denom.HEARTS)
    with pytest.raises(TypeError):
        Call(CallKind.BID, 1, None)
    with pytest.raises(TypeError):
        Call(CallKind.BID, None, Denom.HEARTS)
    with pytest.raises(TypeError):
        Call(CallKind.BID, True, Denom.HEARTS)
    with pytest.raises(TypeError):
        Call("bid", 1, Denom.HEARTS)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Call(CallKind.BID, 1, Suit.HEARTS)  # type: ignore[arg-type]
