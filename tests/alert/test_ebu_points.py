"""The EBU profile on four points it had wrong (issue 22), each against the Blue Book:
the reply to Stayman and the completion of a transfer are not alerted (4E, 4G); a double
of an artificial bid is alerted unless it shows the suit doubled (4B2(d)); above 3NT an
ace-asking bid is not alerted, not even in the first round (the rule's own text)."""

from __future__ import annotations

import pytest

from arbiter.alert.engine import Asked, Decided, check
from arbiter.alert.situation import situation


def decided(auction: str, call: str, answers: dict[str, str]) -> Decided:
    result = check("EBU", "N", auction, call, answers)
    assert isinstance(result, Decided), f"still asks {result.fact.id}"  # type: ignore[union-attr]
    assert not result.unused
    return result


@pytest.mark.parametrize(
    ("auction", "call"),
    [("1NT pass 2C pass", "2D"), ("1NT pass 2C pass", "2H"), ("2NT pass 3C pass", "3S")],
)
def test_the_usual_reply_to_stayman_is_not_alerted(auction, call):
    first = check("EBU", "N", auction, call, {})
    assert isinstance(first, Asked) and first.fact.id == "stayman_reply"
    assert decided(auction, call, {"stayman_reply": "yes"}).rule.decision == "no_alert"


def test_another_reply_to_stayman_is_alerted_when_artificial():
    result = decided("1NT pass 2C pass", "2D", {"stayman_reply": "no", "meaning": "artificial"})
    assert result.rule.decision == "alert"


@pytest.mark.parametrize(
    ("auction", "call"),
    [("1NT pass 2D pass", "2H"), ("1NT pass 2H pass", "2S"), ("2NT pass 3D pass", "3H")],
)
def test_completing_a_transfer_is_not_alerted(auction, call):
    assert decided(auction, call, {"transfer_completed": "yes"}).rule.decision == "no_alert"


def test_after_intervention_the_general_rules_decide():
    result = decided("1NT pass 2D X", "2H", {"meaning": "natural"})
    assert result.rule.id == "natural"


def test_a_double_of_an_artificial_bid_showing_that_suit_is_not_alerted():
    result = decided("1NT pass 2C", "X", {"doubled_shows_suit": "no", "double_type": "shows_suit"})
    assert result.rule.decision == "no_alert"
    assert "4B2(d)" in result.rule.article


@pytest.mark.parametrize("meaning", ["takeout", "penalty", "other"])
def test_any_other_double_of_an_artificial_bid_is_alerted(meaning):
    result = decided("1NT pass 2C", "X", {"doubled_shows_suit": "no", "double_type": meaning})
    assert result.rule.decision == "alert"


def test_a_takeout_double_of_a_natural_or_pass_or_correct_bid_is_not_alerted():
    for auction in ("1H", "2D pass 2S"):
        result = decided(auction, "X", {"doubled_shows_suit": "yes", "double_type": "takeout"})
        assert result.rule.decision == "no_alert", auction


def test_gerber_is_not_alerted_but_a_texas_transfer_is():
    gerber = decided("1NT pass", "4C", {"meaning": "artificial", "ace_asking": "yes"})
    assert gerber.rule.decision == "no_alert"
    texas = decided("1NT pass", "4D", {"meaning": "artificial", "ace_asking": "no"})
    assert texas.rule.decision == "alert" and texas.rule.id == "above-3nt-first-round"
    assert "Gerber" in texas.rule.text["en"]  # the exception stated beside the rule


@pytest.mark.parametrize(
    ("auction", "call", "response", "rebid"),
    [
        ("1NT pass 2C pass", "2D", "2C", True),
        ("pass 1NT pass 2D pass", "2H", "2D", True),
        ("1NT pass", "2C", "none", False),
        ("1NT pass 2C pass 2D pass", "2NT", "2C", False),
        ("1NT 2C", "X", "none", False),
    ],
)
def test_the_auction_tells_responders_call_and_openers_rebid(auction, call, response, rebid):
    features = situation("N", auction, call).features
    assert features["response_call"] == response and features["opener_rebid"] is rebid
