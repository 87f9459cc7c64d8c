"""Facts worked out from table data."""

from __future__ import annotations

import pytest

from arbiter.guide.facts import FACTS, INPUTS, Facts, parse_inputs
from arbiter.i18n import InputError


class facts:
    """``facts(dealer="N", ...)["turn_of"]``: one derived fact, computed on demand."""

    def __init__(self, **raw: str) -> None:
        self.facts = Facts(parse_inputs(raw))

    def __getitem__(self, name: str) -> str | None:
        return self.facts.get(name)


@pytest.mark.parametrize(
    ("dealer", "auction", "offender", "turn_of"),
    [
        ("N", "", "E", "rho"),  # North to call; East calls: skipped his RHO (North)
        ("N", "", "S", "partner"),
        ("N", "", "W", "lho"),
        ("N", "pas", "S", "rho"),  # East to call
        ("W", "1♣ pas", "N", "lho"),  # East to call, North's LHO
    ],
)
def test_turn_of(dealer, auction, offender, turn_of):
    derived = facts(dealer=dealer, auction=auction, offender=offender, call="1♥")
    assert derived["turn_of"] == turn_of
    assert derived["call_in_turn"] == "no"


def test_call_in_turn_is_no_call_out_of_turn():
    derived = facts(dealer="N", auction="pas", offender="E", call="1♥")
    assert derived["call_in_turn"] == "yes"
    with pytest.raises(InputError) as info:
        derived["turn_of"]
    assert "not a call out of rotation" in info.value.message("en")


def test_call_after_the_final_pass():
    with pytest.raises(InputError) as info:
        facts(dealer="N", auction="1♥ pas pas pas", offender="E", call="X")["turn_of"]
    assert "Law 39" in info.value.message("en")


def test_offender_called_before():
    assert (
        facts(dealer="N", auction="1♥ pas", offender="N", call="1♠")["offender_called_before"]
        == "yes"
    )
    assert (
        facts(dealer="N", auction="1♥", offender="W", call="1♠")["offender_called_before"] == "no"
    )


@pytest.mark.parametrize(
    ("call", "kind"), [("pas", "pass"), ("X", "double"), ("XX", "redouble"), ("3SA", "bid")]
)
def test_call_kind(call, kind):
    assert facts(call=call)["call_kind"] == kind


def test_insufficient_and_lowest_sufficient():
    derived = facts(dealer="N", auction="1♠", offender="E", call="1♥")
    assert derived["bid_insufficient"] == "yes"
    assert derived["lowest_sufficient"] == "2♥"
    derived = facts(dealer="N", auction="1♠", offender="E", call="1SA")
    assert derived["bid_insufficient"] == "no"


def test_pass_cannot_be_insufficient():
    with pytest.raises(InputError):
        facts(dealer="N", auction="1♠", offender="E", call="pas")["bid_insufficient"]


@pytest.mark.parametrize(
    ("card", "honour"), [("♥10", "yes"), ("HB", "yes"), ("♠9", "no"), ("2♣", "no"), ("SA", "yes")]
)
def test_honour(card, honour):
    assert facts(card=card)["honour"] == honour


def test_revoke_facts():
    derived = facts(
        revoker="defender",
        established="ja",
        revoke_trick="5",
        revoke_trick_won_by="offender",
        offending_side_tricks_after="2",
    )
    assert derived["revoke_transfer"] == "2"
    assert derived["revoke_in_trick_12"] == "no"
    assert derived["offending_side_won_later"] == "yes"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("revoke_trick", "14"),
        ("revoke_trick", "x"),
        ("established", "maybe"),
        ("revoker", "partner"),
        ("exposed_count", "0"),
        ("card", "♥1"),
        ("call", "8♠"),
    ],
)
def test_bad_input_values(name, value):
    with pytest.raises(InputError) as info:
        parse_inputs({name: value})
    assert info.value.accepted


def test_every_fact_input_is_declared():
    for fact in FACTS.values():
        for names in fact.input_sets:
            assert set(names) <= set(INPUTS), fact.name
        assert fact.text.get("nl") and fact.text.get("en")


@pytest.mark.parametrize(
    ("offender", "declarer", "role"),
    [("Z", "Z", "declarer"), ("N", "Z", "dummy"), ("O", "Z", "defender"), ("W", "S", "defender")],
)
def test_offender_role_from_two_seats(offender, declarer, role):
    derived = facts(offender=offender, declarer=declarer)
    assert derived["offender_role"] == role
    assert derived["revoker"] == role  # the revoke topic's "who revoked?" from seats


@pytest.mark.parametrize(
    ("winner", "won_by"),
    [("O", "offender"), ("W", "offender_partner"), ("N", "non_offending_side")],
)
def test_revoke_facts_from_seats_and_counts(winner, won_by):
    """Facts first for the revoke: the seats, the trick and the count after play settle
    the steps of the table (seed 004) and the transfer, as ``calc revoke`` does."""
    derived = facts(offender="O", declarer="Z", revoke_trick="5", revoke_trick_winner=winner,
                    offending_side_tricks_after="2")  # fmt: skip
    assert derived["revoke_trick_won_by"] == won_by
    assert derived["revoke_established"] == "yes"  # counted after play: established
    assert derived["play_over"] == "yes"
    assert derived["revoke_in_trick_12"] == "no"
    assert derived["revoke_by_dummy_or_exposed_card"] is None  # a defender: not settled
    assert derived["revoke_transfer"] == {"offender": "2"}.get(won_by, "1")


def test_dummys_revoke_settles_step_0_without_the_faced_card_input():
    assert facts(revoker="dummy")["revoke_by_dummy_or_exposed_card"] == "yes"
    assert facts(revoker="defender")["revoke_by_dummy_or_exposed_card"] is None
    derived = facts(revoker="defender", failure_to_play_exposed_card="ja")
    assert derived["revoke_by_dummy_or_exposed_card"] == "yes"


def test_how_the_card_was_exposed():
    assert facts(exposed_how="deliberate")["exposed_how"] == "deliberate"
    with pytest.raises(InputError):
        parse_inputs({"exposed_how": "thrown"})


def test_cards_stand_for_count_and_card():
    two = facts(cards="♦2 ♣3")  # seed 002, statement a: two small cards dropped
    assert two["exposed_more_than_one"] == "yes"
    assert two["honour"] is None  # no single card to judge: the count decides (major)
    one = facts(cards="♥10")
    assert one["exposed_more_than_one"] == "no" and one["honour"] == "yes"


@pytest.mark.parametrize("raw", [{"cards": "♥9 ♥9"}, {"cards": ""},
                                 {"cards": "♥9 ♥10", "exposed_count": "3"},
                                 {"cards": "♥9", "card": "♥10"}])
def test_cards_bad_or_contradicting(raw):
    with pytest.raises(InputError) as info:
        parse_inputs(raw)
    assert info.value.accepted


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        ({"cards": "♦2 ♣3"}, "several"),  # seed 002, statement a: two cards, all major
        ({"cards": "♥10"}, "major"),  # an honour, however it came out
        ({"cards": "♥10", "exposed_how": "accidental"}, "major"),
        ({"cards": "♣4", "exposed_how": "deliberate"}, "major"),  # led out of turn
        # One low card by accident: it may be the last of two exposed together (50B keeps
        # those major) or came out beside another penalty card; the director says which.
        ({"cards": "♣9", "exposed_how": "accidental"}, None),
        ({"cards": "♣9"}, None),  # a low card: how it came out decides
        ({"exposed_count": "1"}, None),  # which card?
        ({"exposed_count": "2"}, "several"),
    ],
)
def test_penalty_status(raw, status):
    assert facts(**raw)["penalty_status"] == status
