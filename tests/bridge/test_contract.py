"""Contracts: formatting and the seats that follow from the declarer."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter.bridge import Call, Contract, Denom, Seat, Side


@pytest.mark.parametrize(
    ("contract", "nl", "en"),
    [
        (Contract(4, Denom.SPADES, 1, Seat.SOUTH), "4♠X door Z", "4♠X by S"),
        (Contract(3, Denom.NOTRUMP, 0, Seat.NORTH), "3SA door N", "3NT by N"),
        (Contract(1, Denom.CLUBS, 2, Seat.EAST), "1♣XX door O", "1♣XX by E"),
        (Contract(7, Denom.HEARTS, 0, Seat.WEST), "7♥ door W", "7♥ by W"),
    ],
)
def test_format(contract: Contract, nl: str, en: str) -> None:
    assert contract.format("nl") == nl
    assert contract.format("en") == en
    assert str(contract) == nl


def test_derived_seats() -> None:
    contract = Contract(4, Denom.HEARTS, 0, Seat.EAST)
    assert contract.bid == Call.parse("4♥")
    assert contract.side is Side.EW
    assert contract.dummy is Seat.WEST
    assert contract.opening_leader is Seat.SOUTH


@pytest.mark.parametrize(
    "args",
    [
        (0, Denom.HEARTS, 0, Seat.EAST),
        (8, Denom.HEARTS, 0, Seat.EAST),
        (4, Denom.HEARTS, 3, Seat.EAST),
        (4, Denom.HEARTS, -1, Seat.EAST),
    ],
)
def test_invalid_values(args: tuple[object, ...]) -> None:
    with pytest.raises(ValueError):
        Contract(*args)  # type: ignore[arg-type]


def test_invalid_types() -> None:
    with pytest.raises(TypeError):
        Contract(4, "H", 0, Seat.EAST)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Contract(4, Denom.HEARTS, 0, "O")  # type: ignore[arg-type]


def test_immutable() -> None:
    contract = Contract(4, Denom.HEARTS, 0, Seat.EAST)
    with pytest.raises(dataclasses.FrozenInstanceError):
        contract.level = 5  # type: ignore[misc]
