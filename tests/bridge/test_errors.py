"""Every parser refuses bad input with its own typed, bilingual error."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arbiter.bridge import (
    Auction,
    AuctionError,
    BridgeInputError,
    Call,
    CallError,
    Card,
    CardError,
    Denom,
    DenomError,
    Rank,
    RankError,
    Seat,
    SeatError,
    Side,
    SideError,
    Suit,
    SuitError,
)
from arbiter.i18n import InputError

SUBCLASSES = [
    SeatError,
    SideError,
    SuitError,
    DenomError,
    RankError,
    CardError,
    CallError,
    AuctionError,
]


@pytest.mark.parametrize("cls", SUBCLASSES)
def test_hierarchy(cls: type[BridgeInputError]) -> None:
    assert issubclass(cls, BridgeInputError)
    assert issubclass(cls, InputError)
    assert issubclass(cls, ValueError)
    # Each is its own type: catching one does not catch the others.
    assert [other for other in SUBCLASSES if issubclass(cls, other)] == [cls]


def _auction(text: str) -> object:
    return Auction.parse(Seat.NORTH, text)


BAD_INPUT: list[tuple[Callable[[str], object], str, type[BridgeInputError]]] = [
    (Seat.parse, "Q", SeatError),
    (Seat.parse, "", SeatError),
    (Seat.parse, "noordoost", SeatError),
    (Side.parse, "NO", SideError),
    (Side.parse, "", SideError),
    (Side.parse, "XY", SideError),
    (Suit.parse, "SA", SuitError),
    (Suit.parse, "", SuitError),
    (Suit.parse, "Z", SuitError),
    (Denom.parse, "Z", DenomError),
    (Denom.parse, "", DenomError),
    (Rank.parse, "1", RankError),
    (Rank.parse, "", RankError),
    (Rank.parse, "11", RankError),
    (Card.parse, "♥1", CardError),
    (Card.parse, "", CardError),
    (Card.parse, "11♥", CardError),
    (Card.parse, "AS", CardError),
    (Card.parse, "♥", CardError),
    (Call.parse, "8♠", CallError),
    (Call.parse, "1Z", CallError),
    (Call.parse, "♥1", CallError),
    (Call.parse, "", CallError),
    (Call.parse, "11♥", CallError),
    (Call.parse, "0♣", CallError),
    (Call.parse, "1", CallError),
    (Call.parse, "Q", CallError),
    (_auction, "1♥ 1Z", AuctionError),
    (_auction, "1♥ 1♣", AuctionError),
    (_auction, "pas X", AuctionError),
    (_auction, "1♥ pas X", AuctionError),
    (_auction, "1♥ XX", AuctionError),
]


@pytest.mark.parametrize(
    ("parse", "text", "error"),
    BAD_INPUT,
    ids=[f"{p.__qualname__}-{text!r}" for p, text, _ in BAD_INPUT],
)
def test_bad_input_raises_typed_bilingual_error(
    parse: Callable[[str], object], text: str, error: type[BridgeInputError]
) -> None:
    with pytest.raises(error) as info:
        parse(text)
    exc = info.value
    assert type(exc) is error
    assert isinstance(exc, ValueError)
    nl, en = exc.message("nl"), exc.message("en")
    assert nl.strip() and en.strip()
    assert nl != en
    assert exc.text["nl"] != exc.text["en"]
    assert exc.accepted, "an error should say what would have been accepted"
    assert all(isinstance(form, str) and form for form in exc.accepted)
    assert str(exc) == exc.text["en"]  # ValueError's own message is the English one
    if text.strip():
        # The message quotes the bad input; an auction error quotes the offending call.
        culprit = text.split()[-1] if error is AuctionError else text
        assert culprit in exc.text["nl"]
        assert culprit in exc.text["en"]


def test_empty_input_says_nothing_was_given() -> None:
    with pytest.raises(SeatError) as info:
        Seat.parse("  ")
    assert info.value.text["nl"] == "Geen windrichting opgegeven."
    assert info.value.text["en"] == "No seat given."


def test_accepted_lists_both_languages() -> None:
    with pytest.raises(SeatError) as info:
        Seat.parse("Q")
    accepted = " ".join(info.value.accepted)
    for form in ("O", "Z", "E", "S", "noord", "north"):
        assert form in accepted
    assert "Mogelijk:" in info.value.message("nl")
    assert "Accepted:" in info.value.message("en")


def test_long_input_is_shortened_in_the_message() -> None:
    with pytest.raises(CallError) as info:
        Call.parse("x" * 500)
    assert len(info.value.text["en"]) < 100
    assert "…" in info.value.text["en"]


def test_json_form() -> None:
    with pytest.raises(CardError) as info:
        Card.parse("♥1")
    data = info.value.to_json("en")
    assert data["error"] == "CardError"
    assert data["accepted"]
