"""Seats and sides: clockwise arithmetic, parsing and names in both languages."""

from __future__ import annotations

import pytest

from arbiter.bridge import Seat, SeatError, Side, SideError

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def test_values_are_clockwise_from_north() -> None:
    assert [int(seat) for seat in (N, E, S, W)] == [0, 1, 2, 3]
    assert list(Seat) == [N, E, S, W]


@pytest.mark.parametrize(
    ("seat", "partner", "lho", "rho"),
    [(N, S, E, W), (E, W, S, N), (S, N, W, E), (W, E, N, S)],
)
def test_partner_lho_rho(seat: Seat, partner: Seat, lho: Seat, rho: Seat) -> None:
    assert seat.partner is partner
    assert seat.lho is lho
    assert seat.rho is rho


def test_side_of_each_seat() -> None:
    assert [seat.side for seat in Seat] == [Side.NS, Side.EW, Side.NS, Side.EW]


@pytest.mark.parametrize(
    ("other", "relation"), [(N, "self"), (E, "lho"), (S, "partner"), (W, "rho")]
)
def test_relation_from_north(other: Seat, relation: str) -> None:
    assert N.relation_to(other) == relation


def test_relation_from_west() -> None:
    assert [W.relation_to(other) for other in Seat] == ["lho", "partner", "rho", "self"]


def test_after_wraps_both_ways() -> None:
    assert W.after(1) is N
    assert N.after(-1) is W
    assert E.after(4) is E
    assert S.after(7) is E


@pytest.mark.parametrize(
    ("seat", "nl_abbr", "en_abbr", "nl_name", "en_name"),
    [
        (N, "N", "N", "Noord", "North"),
        (E, "O", "E", "Oost", "East"),
        (S, "Z", "S", "Zuid", "South"),
        (W, "W", "W", "West", "West"),
    ],
)
def test_abbr_and_name(seat: Seat, nl_abbr: str, en_abbr: str, nl_name: str, en_name: str) -> None:
    assert seat.abbr("nl") == nl_abbr
    assert seat.abbr("en") == en_abbr
    assert seat.name("nl") == nl_name
    assert seat.name("en") == en_name
    assert seat.abbr() == nl_abbr  # Dutch is the default language
    assert seat.name() == nl_name


def test_name_method_keeps_enum_identity() -> None:
    # ``name`` is the bilingual display name; the enum identifier is still there.
    assert E._name_ == "EAST"
    assert repr(E) == "<Seat.EAST: 1>"
    assert Seat["EAST"] is E


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("N", N),
        ("n", N),
        ("noord", N),
        ("Noord", N),
        ("NOORD", N),
        ("north", N),
        ("North", N),
        ("O", E),
        ("o", E),
        ("Oost", E),
        ("E", E),
        ("e", E),
        ("east", E),
        ("EAST", E),
        ("Z", S),
        ("z", S),
        ("Zuid", S),
        ("S", S),
        ("s", S),
        ("south", S),
        ("W", W),
        ("w", W),
        ("West", W),
        ("west", W),
        ("  z  ", S),
    ],
)
def test_parse_accepts(text: str, seat: Seat) -> None:
    assert Seat.parse(text) is seat


@pytest.mark.parametrize("text", ["Q", "", "   ", "NO", "noorden", "x", "0", "N Z"])
def test_parse_rejects(text: str) -> None:
    with pytest.raises(SeatError):
        Seat.parse(text)


def test_parse_rejects_non_string() -> None:
    with pytest.raises(TypeError):
        Seat.parse(0)  # type: ignore[arg-type]


def test_side_seats_and_other() -> None:
    assert Side.NS.seats == (N, S)
    assert Side.EW.seats == (E, W)
    assert Side.NS.other is Side.EW
    assert Side.EW.other is Side.NS


def test_side_abbr_and_name() -> None:
    assert Side.NS.abbr("nl") == "NZ"
    assert Side.EW.abbr("nl") == "OW"
    assert Side.NS.abbr("en") == "NS"
    assert Side.EW.abbr("en") == "EW"
    assert Side.NS.name("nl") == "Noord-Zuid"
    assert Side.EW.name("en") == "East-West"


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("NZ", Side.NS),
        ("nz", Side.NS),
        ("NS", Side.NS),
        ("ns", Side.NS),
        ("ZN", Side.NS),
        ("SN", Side.NS),
        ("N-Z", Side.NS),
        ("n/s", Side.NS),
        ("noord-zuid", Side.NS),
        ("North South", Side.NS),
        ("OW", Side.EW),
        ("ow", Side.EW),
        ("EW", Side.EW),
        ("ew", Side.EW),
        ("WO", Side.EW),
        ("WE", Side.EW),
        ("oost-west", Side.EW),
        ("East-West", Side.EW),
    ],
)
def test_side_parse_accepts(text: str, side: Side) -> None:
    assert Side.parse(text) is side


@pytest.mark.parametrize("text", ["", "NO", "NE", "NW", "NN", "OE", "N", "NZW", "X", "noord-oost"])
def test_side_parse_rejects(text: str) -> None:
    with pytest.raises(SideError):
        Side.parse(text)


def test_side_parse_says_why_two_seats_are_not_a_side() -> None:
    with pytest.raises(SideError) as info:
        Side.parse("NO")
    assert "partners" in info.value.message("nl")
    assert "partners" in info.value.message("en")
    assert "Oost" in info.value.message("nl")
    assert "East" in info.value.message("en")
