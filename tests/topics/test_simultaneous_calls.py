"""Simultaneous calls (33): the 2017 text of Law 33 (with 28B, 29-32 and 85B), and the AAP
of seed 000."""

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Decided
from arbiter.guide.library import library
from tests.topics.harness import (
    Case,
    topic_tests,
)

TOPIC = "simultaneous-calls"
IN_TURN = {"one_in_turn": "yes"}

CASES = [
    Case({**IN_TURN, "other_seat": "rho", "legal_after": "yes"}, "in_rotation",
         {"rectification": "simultaneous_call_in_rotation", "call_stands": True,
          "auction_continues": True},
         {"33"}, "Law 33: the next player's call counts as made after the call in turn"),
    Case({**IN_TURN, "other_seat": "rho", "legal_after": "insufficient"},
         "now_insufficient", {"rectification": "treat_as_insufficient_bid"}, {"33", "27"},
         "Law 33 with 27: taken after the call in turn, the bid is insufficient"),
    Case({**IN_TURN, "other_seat": "rho", "legal_after": "inadmissible"},
         "now_inadmissible", {"rectification": "treat_as_inadmissible_double"},
         {"33", "36"},
         "Law 33 with 36: taken after the call in turn, the double is not permitted"),
    Case({**IN_TURN, "other_seat": "partner"}, "out_of_turn_rho_turn",
         {"rectification": "treat_as_call_out_of_turn"}, {"33", "31A"},
         "Law 33: partner's call comes after the call in turn: at RHO's turn, 30A/31A/32A"),
    Case({**IN_TURN, "other_seat": "lho"}, "out_of_turn_partner_turn",
         {"rectification": "treat_as_call_out_of_turn"}, {"33", "31B"},
         "Law 33: RHO's call comes after the call in turn: at partner's turn, 30B/31B/32B"),
    Case({"one_in_turn": "no"}, "both_out_of_turn",
         {"rectification": "treat_as_calls_out_of_turn"}, {"29", "85B"},
         "Law 33 needs a call in turn; otherwise both are calls out of rotation (29-32)"),
    Case({"one_in_turn": "not_simultaneous"}, "not_simultaneous",
         {"rectification": "not_simultaneous"}, {"28B"},
         "Law 28B: not simultaneous; the calls are taken in their order"),
]

# Table data: North deals and calls; another player calls at the same moment. Entered
# with that other player as the offender, turn_of places him relative to North.
FACT_CASES = [
    Case({**IN_TURN, "legal_after": "yes"}, "in_rotation", {"call_stands": True}, {"33"},
         "facts: East called together with North: East is next, in rotation",
         facts={"dealer": "N", "auction": "", "offender": "E"}),
    Case(IN_TURN, "out_of_turn_rho_turn", {"rectification": "treat_as_call_out_of_turn"},
         {"31A"}, "facts: South called together with his partner North",
         facts={"dealer": "N", "auction": "", "offender": "S"}),
    Case(IN_TURN, "out_of_turn_partner_turn", {"rectification": "treat_as_call_out_of_turn"},
         {"31B"}, "facts: West called together with North, his LHO",
         facts={"dealer": "N", "auction": "", "offender": "W"}),
]

# Worked example from public teaching material, retold: Bridge Base Forums, Laws forum,
# "Simultaneous opening calls out of rotation" (2016,
# https://forumstest.bridgebase.com/forums/topic/74225-simultaneous-opening-calls-out-of-rotation).
# South deals; before he calls, West passes and East opens 1NT at exactly the same moment.
# Neither was in turn, so Law 33 (which needs a call by the player in turn) does not
# settle it: both are calls out of rotation and go through Laws 29-32. (The thread applies
# the 2008 text of Law 30 to the details; we take only the point that both are calls out
# of rotation, which Law 33 of 2017 leaves unchanged.)
WORKED_EXAMPLES = [
    Case({"one_in_turn": "no"}, "both_out_of_turn",
         {"rectification": "treat_as_calls_out_of_turn"}, {"29"},
         "Bridge Base Forums 'Simultaneous opening calls out of rotation' (2016) "
         "https://forumstest.bridgebase.com/forums/topic/74225-simultaneous-opening-calls-"
         "out-of-rotation"),
]


# The story goes on at once, with what is known: the other call is judged as made after
# the call in turn (issue 10). The table data of this topic are the calls before the call
# in turn, so they do not carry; the turn does, as an answer.
STORIES = [
    # South called together with his partner North (dealer): at RHO's (East's) turn now.
    Case({**IN_TURN, "call-out-of-turn:mispull_rho": "no", "call-out-of-turn:rho_must_pass": "no",
          "call-out-of-turn:acted_rho": "no", "call-out-of-turn:rho_called": "no",
          "call-out-of-turn:kind_rho": "bid",
          "call-out-of-turn:choice_bid_rho": "decline",
          "call-out-of-turn:offender_call_31a": "rho_passed",
          "call-out-of-turn:still_insufficient": "no"}, "repeat_bid",
         {"offender_must_repeat_call": True}, {"33", "31A1"},
         "Laws 33 and 31A: partner's call at RHO's turn", topic="call-out-of-turn",
         facts={"dealer": "N", "auction": "", "offender": "S"}),
    # East's 1♥ together with North's 1♠: East's bid is now insufficient: 27 at LHO's
    # choice (insufficient and in turn are known).
    Case({**IN_TURN, "other_seat": "rho", "legal_after": "insufficient",
          "insufficient-bid:mispull": "no", "insufficient-bid:lho_called": "no",
          "insufficient-bid:lho_choice": "accept"}, "accepted", {"accepted": True},
         {"33", "27A1"}, "Laws 33 and 27A1: LHO accepts the bid made insufficient",
         topic="insufficient-bid"),
]


def test_the_turn_after_the_call_in_turn_is_carried() -> None:
    result = walk_chain(library().topic(TOPIC), {**IN_TURN, "other_seat": "lho",
                                                 "call-out-of-turn:mispull_partner": "no"}, {})
    assert not isinstance(result, Decided) and result.topic.id == "call-out-of-turn"
    turn = next(s for s in result.path if s.node == "turn")
    assert (turn.answer, turn.source) == ("partner", "carried")


TestTopic = topic_tests(
    TOPIC,
    CASES,
    more=FACT_CASES + STORIES,
    worked=WORKED_EXAMPLES,
)
