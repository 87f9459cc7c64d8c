"""Call after the final pass (39): the 2017 texts of Laws 35D and 39 (with 22, 26B, 12 and
16C), and the AAP of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "call-after-final-pass"
LIVE = {"ended": "contract", "played_on": "no"}
DEFENDER = {**LIVE, "who": "defender"}

CASES = [
    Case({"ended": "open"}, "not_after_final_pass",
         {"rectification": "not_a_call_after_final_pass"}, {"22A"},
         "Law 22A/17D3: the auction had not ended; not Law 39"),
    Case({"ended": "passed_out"}, "after_passout",
         {"rectification": "cancelled_board_passed_out", "call_cancelled": True},
         {"39A", "22B"}, "Law 39A: cancelled; 22B: the board stays passed out"),
    Case({**LIVE, "who": "declaring"}, "declaring_side",
         {"rectification": "cancelled_no_further_rectification", "lead_restriction": "none"},
         {"39A", "39B", "16C"},
         "Law 39B: any call by the future declarer or dummy: no further rectification"),
    Case({**DEFENDER, "defender_kind": "pass"}, "defender_pass",
         {"rectification": "cancelled_no_further_rectification", "lead_restriction": "none"},
         {"39A", "39B"}, "Law 39B: a pass by a defender: no further rectification"),
    Case({"ended": "contract", "played_on": "yes", "same_strain": "yes"}, "rescore",
         {"rectification": "scored_as_real_contract", "adjusted_score": "none"}, {"39A"},
         "Law 39A: the call did not count; only the double differs: score the real "
         "contract"),
    Case({"ended": "contract", "played_on": "yes", "same_strain": "no"}, "wrong_contract",
         {"rectification": "adjusted_score_wrong_contract", "adjusted_score": "assigned"},
         {"39A", "12A1", "12C1(b)"},
         "Law 39A with 12A1/12C1: another contract was played: adjusted score"),
]
for kind in ("bid", "double", "redouble"):
    CASES += [
        Case({**DEFENDER, "defender_kind": kind, "lho_called": "yes"},
             "defender_lho_called",
             {"rectification": "cancelled_no_further_rectification",
              "lead_restriction": "none"},
             {"39B"}, f"Law 39B: a defender's {kind}, LHO called before rectification"),
        Case({**DEFENDER, "defender_kind": kind, "lho_called": "no"}, "defender_action",
             {"rectification": "cancelled_lead_restriction", "lead_restriction": "26B",
              "call_cancelled": True},
             {"39A", "39C", "26B"},
             f"Law 39C: a defender's {kind}, LHO has not called: 26B may apply"),
    ]

# Table data: the calls before the late call show whether the auction had ended, and the
# late call itself what kind it was.
FACT_CASES = [
    Case({"played_on": "no", "who": "defender", "lho_called": "no"}, "defender_action",
         {"lead_restriction": "26B"}, {"39C"},
         "facts: 4♠ passed out by three passes, then East doubles",
         facts={"dealer": "N", "auction": "4♠ pas pas pas", "call": "X"}),
    Case({}, "after_passout", {"call_cancelled": True}, {"39A"},
         "facts: four passes, then a bid",
         facts={"dealer": "N", "auction": "pas pas pas pas", "call": "1♣"}),
    Case({}, "not_after_final_pass", {"rectification": "not_a_call_after_final_pass"},
         {"22A"}, "facts: only two passes after 1♥: the auction was still open",
         facts={"dealer": "N", "auction": "1♥ pas pas", "call": "X"}),
]

# Worked example from public teaching material, retold: Warrington Bridge Club, TD pages,
# "The Auction is Over" (http://www.bridgewebs.com/warrington/page2.html). The auction
# had ended in 3♥ after three passes, but one player then bid 3♠, the others passed, and
# the board was played in 3♠ before anyone noticed. Three passes end the auction; the
# later 3♠ does not count, so the contract was 3♥. The 3♠ result cannot stand and the
# director cannot wind the board back: an adjusted score.
WORKED_EXAMPLES = [
    Case({"played_on": "yes", "same_strain": "no"}, "wrong_contract",
         {"adjusted_score": "assigned"}, {"39A", "12A1"},
         "Warrington Bridge Club TD pages 'The Auction is Over' "
         "http://www.bridgewebs.com/warrington/page2.html",
         facts={"dealer": "N", "auction": "pas 1SA 2♠ pas 3♥ pas pas pas", "call": "3♠"}),
]


# Issue 10: 39C sends the director to the lead restriction (26B) at once; the lead
# restrictions topic knows the call was withdrawn (not replaced) and that the offender is
# a defender, and asks only about the first lead and the suits.
STORIES = [
    Case({**DEFENDER, "defender_kind": "double", "lho_called": "no",
          "lead-restrictions:first_turn": "yes", "lead-restrictions:suits": "yes",
          "lead-restrictions:declarer_choice": "prohibit"},
         "prohibited", {"lead_restriction": "26B"}, {"39A", "39C", "26B"},
         "39C with 26B: East doubles after the final pass; West is on lead; declarer "
         "prohibits a suit", topic="lead-restrictions"),
    Case({**DEFENDER, "defender_kind": "bid", "lho_called": "no",
          "lead-restrictions:first_turn": "later"},
         "wait_first_turn", {}, {"39C", "26B"},
         "39C with 26B: the offender leads first; the restriction waits for partner's first "
         "lead", topic="lead-restrictions"),
]


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES + STORIES, worked=WORKED_EXAMPLES)
