"""Facts of an irregular call: every relation, every inadmissible kind, the topic it goes to."""

from __future__ import annotations

import pytest

from arbiter.bridge import Auction, Call, Seat
from arbiter.bridge.errors import CallError
from arbiter.calc.auction_facts import (
    BidAboveSeven,
    auction_facts,
    parse_irregular,
    split_marked,
)
from arbiter.i18n import InputError
from tests.calc.play_helpers import bad_input, run, run_json

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def facts(calls: str, by: Seat, call: str, dealer: Seat = N, must_pass: Seat | None = None):
    return auction_facts(Auction.parse(dealer, calls), by, parse_irregular(call), must_pass)


# calls before (dealer N), offender, call → turn, relation, called before, topic, law, laws
RELATIONS = [
    # in turn and insufficient: West after 1♥ pas 1♠
    ("1♥ pas 1♠", W, "1♦", W, "self", False, "insufficient-bid", "27", ("27",)),
    # at RHO's turn: North bids while it is West's turn
    ("1♥ pas 1♠", N, "2♦", W, "rho", True, "call-out-of-turn", "29", ("29", "31A")),
    # at partner's turn: East bids while it is West's turn
    ("1♥ pas 1♠", E, "2♦", W, "partner", True, "call-out-of-turn", "29", ("29", "31B")),
    # at LHO's turn, offender had called: South "bids again" at West's turn → 25 / 31C
    ("1♥ pas 1♠", S, "2♠", W, "lho", True, "changed-call", "25", ("25", "31C")),
    # at LHO's turn, offender had not called: West bids before dealer North
    ("", W, "1♠", N, "lho", False, "call-out-of-turn", "29", ("29", "31B")),
    # a pass at partner's turn, and a pass at LHO's turn after calling (30B2)
    ("1♥", W, "pas", E, "partner", False, "call-out-of-turn", "29", ("29", "30B1")),
    ("1♥ pas", E, "pas", S, "lho", True, "changed-call", "25", ("25", "30B2")),
    # a double at RHO's turn: permitted by Law 19 for the offender, so out of turn (32A)
    ("1♥ pas", W, "X", S, "rho", False, "call-out-of-turn", "29", ("29", "32A")),
    # legal and in turn: nothing irregular
    ("1♥ pas 1♠", W, "X", W, "self", False, None, None, ()),
]


@pytest.mark.parametrize(
    ("calls", "by", "call", "turn", "relation", "before", "topic", "law", "laws"), RELATIONS
)
def test_relations(calls, by, call, turn, relation, before, topic, law, laws):
    found = facts(calls, by, call)
    assert (found.turn, found.relation, found.called_before) == (turn, relation, before)
    assert (found.topic, found.law, found.laws) == (topic, law, laws)
    assert found.inadmissible == ()


def test_insufficient_bid_and_lowest_sufficient_in_the_same_denomination():
    found = facts("1♥ pas 1♠", W, "1♦")
    assert found.insufficient is True and found.lowest_sufficient == Call.parse("2♦")
    found = facts("1♥ pas 1♠", W, "1SA")
    assert found.insufficient is False and found.lowest_sufficient == Call.parse("1SA")
    found = facts("7♠", E, "7♥")
    assert found.insufficient is True and found.lowest_sufficient is None  # none left


def test_out_of_turn_and_insufficient_goes_to_call_out_of_turn_and_cites_27():
    found = facts("1♥ pas 1♠", E, "1♦")  # East at partner West's turn, and insufficient
    assert found.topic == "call-out-of-turn" and "27" in found.laws


# calls, offender, call, must_pass → inadmissible kind, law
INADMISSIBLE = [
    ("1♥ pas 1♠", W, "XX", None, "redouble_not_permitted", "36"),
    ("1♥ pas", S, "X", None, "double_not_permitted", "36"),  # partner's bid
    ("1♥ X", S, "XX", None, None, None),  # legal: redouble of the opponents' double
    ("1♥ pas", W, "XX", None, "redouble_not_permitted", "36"),  # out of turn AND inadmissible
    ("", N, "X", None, "double_not_permitted", "36"),  # nothing to double
    ("1♥ pas 1♠", W, "8♠", None, "bid_above_seven", "38"),
    ("1♥ pas 1♠", W, "9 SA", None, "bid_above_seven", "38"),
    ("1♥ pas pas pas", E, "X", None, "after_final_pass", "39"),
    ("1♥ pas pas pas", E, "2♦", None, "after_final_pass", "39"),
    ("1♥ pas 1♠", W, "2♦", W, "obliged_to_pass", "37"),
]


@pytest.mark.parametrize(("calls", "by", "call", "must_pass", "kind", "law"), INADMISSIBLE)
def test_inadmissible_calls(calls, by, call, must_pass, kind, law):
    found = facts(calls, by, call, must_pass=must_pass)
    if kind is None:
        assert found.inadmissible == () and found.law is None
        return
    assert kind in found.inadmissible
    assert found.law == law and found.laws == ("35", law)
    # the guide has no topic filed under 36-39 (yet): then none is named
    assert found.topic is None or found.topic


def test_a_pass_by_a_player_obliged_to_pass_is_no_offence():
    found = facts("1♥ pas 1♠", W, "pas", must_pass=W)
    assert found.inadmissible == () and found.law is None


def test_28a_call_at_rho_turn_when_rho_had_to_pass_counts_as_in_rotation():
    # West must pass; North (West's LHO) bids at West's turn: in rotation (28A)
    found = facts("1♥ pas 1♠", N, "2♠", must_pass=W)
    assert found.relation == "rho" and found.in_rotation_by_28a and found.in_turn
    assert found.topic is None and "28A" in found.laws
    found = facts("1♥ pas 1♠", N, "1♦", must_pass=W)  # ...and insufficient
    assert found.topic == "insufficient-bid"


def test_a_bid_above_seven_is_read_here_although_call_refuses_it():
    with pytest.raises(CallError):
        Call.parse("8♠")
    call = parse_irregular("8♠")
    assert isinstance(call, BidAboveSeven) and call.level == 8
    assert call.format("en") == "8♠"
    with pytest.raises(InputError):
        parse_irregular("8 zebras")


def test_the_marked_call_is_split_off():
    assert split_marked("1♥ pas 1♠ 1♦*") == ("1♥ pas 1♠", "1♦")
    assert split_marked("1♥, pas, 1 ♠, 1 harten *") == ("1♥ pas 1 ♠", "1 harten")
    assert split_marked("1♥ pas 1♠ 8 sans atout*") == ("1♥ pas 1♠", "8 sans atout")
    for bad in ("1♥ pas* 1♠", "1♥ pas 1♠", "1♥* 1♦*", "*"):
        with pytest.raises(InputError):
            split_marked(bad)


# -- the command --------------------------------------------------------------------------


def auction_args(calls: str, *more: str, by: str = "W") -> tuple[str, ...]:
    """``arbiter calc auction`` with dealer North, these calls, and who called."""
    return ("calc", "auction", "--dealer", "N", "--calls", calls, *more, "--by", by)


def test_command_json(capsys):
    data = run_json(capsys, *auction_args("1♥ pas 1♠", "--irregular", "1♦"))
    assert data["topic"] == "insufficient-bid" and data["insufficient"] is True
    assert data["lowest_sufficient"] == "2♦" and data["relation"] == "self"
    assert data["calls"] == "1♥ pass 1♠" and data["turn"] == "W"


def test_command_marked_call_in_dutch(capsys):
    code, out, _ = run(capsys, *auction_args("1♥ pas 1♠ 2♠*", by="Z"))
    assert code == 0
    assert "wijziging van bieding" in out and "changed-call" in out


def test_command_bid_above_seven_and_must_pass(capsys):
    data = run_json(capsys, *auction_args("1♥ pas 1♠ 8♠*"))
    assert data["inadmissible"] == ["bid_above_seven"] and data["law"] == "38"
    data = run_json(capsys, *auction_args("1♥ pas 1♠", "--irregular", "2♦", "--must-pass", "W"))
    assert data["inadmissible"] == ["obliged_to_pass"] and data["law"] == "37"


@pytest.mark.parametrize(
    "argv",
    [
        ("--dealer", "N", "--calls", "1♥ 1♦", "--irregular", "2♦", "--by", "W"),  # illegal
        ("--dealer", "N", "--calls", "1♥ pas", "--by", "W"),  # no irregular call
        ("--dealer", "N", "--calls", "1♥ pas 1♠*", "--irregular", "2♦", "--by", "W"),
        ("--dealer", "Q", "--calls", "1♥", "--irregular", "2♦", "--by", "W"),
        ("--dealer", "N", "--calls", "1♥", "--irregular", "2♦"),  # --by missing
        ("--dealer", "N", "--calls", "1♥", "--irregular", "2 zebras", "--by", "W"),
    ],
)
def test_command_bad_input(capsys, argv):
    bad_input(capsys, "calc", "auction", *argv)


def test_command_illegal_auction_names_the_call(capsys):
    nl, en = bad_input(capsys, *auction_args("1♥ 1♦", "--irregular", "2♦"))
    assert "Bieding 2" in nl and "onvoldoende" in nl
    assert "Call 2" in en and "insufficient" in en


def test_each_inadmissible_call_names_the_guide_topic_filed_under_its_law():
    """The calculator names the guide's topics by id (calc does not import the guide:
    issue 23); each exists and is filed under the law it stands for."""
    from arbiter.calc.auction_facts import INADMISSIBLE_LAW, INADMISSIBLE_TOPIC
    from arbiter.guide.library import library

    topics = library().topics
    assert set(INADMISSIBLE_TOPIC) == set(INADMISSIBLE_LAW.values())
    for law, topic in INADMISSIBLE_TOPIC.items():
        assert topics[topic].law == law, (law, topic)
