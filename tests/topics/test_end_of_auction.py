"""End of the auction (22, 17D, 34): the 2017 texts of Laws 22, 17D and 34 (with 25A5 and
39), and the AAP of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "end-of-auction"
CONTRACT = {"state": "contract", "out_of_rotation": "no"}

CASES = [
    Case({"state": "contract", "out_of_rotation": "yes"}, "reverts",
         {"rectification": "auction_reverts_to_missed_player", "call_cancelled": True,
          "unauthorized_information": True, "auction_continues": True},
         {"17D3", "34", "16C"},
         "Law 17D3 (via 34): a pass out of rotation that cost a player his turn does not "
         "end the auction; later passes cancelled, 16C"),
    Case({**CONTRACT, "call_after": "yes"}, "call_after_final_pass",
         {"rectification": "treat_as_call_after_final_pass", "call_cancelled": True},
         {"39A"}, "Law 22A and 39A: a call after the final pass is cancelled"),
    Case({**CONTRACT, "call_after": "no"}, "auction_over",
         {"rectification": "auction_ended_contract", "auction_continues": False},
         {"22A", "17D1"},
         "Law 22A: last bid is the contract; 17D1: Clarification Period until the lead is "
         "faced"),
    Case({"state": "passed_out", "unintended_pass": "yes"}, "unintended",
         {"rectification": "treat_as_unintended_call"}, {"25A5", "17D2"},
         "Law 22B 'but see Law 25' and 25A5: an unintended pass until the end of the "
         "auction period"),
    Case({"state": "passed_out", "unintended_pass": "no"}, "passed_out",
         {"rectification": "board_passed_out", "redeal": False}, {"22B", "17D2"},
         "Law 22B: four passes, hands back unplayed, no redeal; 17D2"),
    Case({"state": "open"}, "not_ended",
         {"rectification": "auction_not_ended", "auction_continues": True}, {"22A"},
         "Law 22A: fewer than three passes after the last call: the auction goes on"),
]

# Table data: the calls on the table decide the first question.
FACT_CASES = [
    Case({"out_of_rotation": "no", "call_after": "no"}, "auction_over",
         {"rectification": "auction_ended_contract"}, {"22A"},
         "facts: 1♥ and three passes is a contract",
         facts={"dealer": "N", "auction": "1♥ pas pas pas"}),
    Case({"unintended_pass": "no"}, "passed_out", {"rectification": "board_passed_out"},
         {"22B"}, "facts: four passes is a pass-out",
         facts={"dealer": "N", "auction": "pas pas pas pas"}),
    Case({}, "not_ended", {"rectification": "auction_not_ended"}, {"22A"},
         "facts: 1♥ pass has not ended", facts={"dealer": "N", "auction": "1♥ pas"}),
]

# Worked example from public teaching material, retold: Hellenic Bridge Federation laws
# commentary on Law 17, example 15 (https://laws.hellasbridge.org/comment_law_17). West
# deals and passes, North opens 1♥, East and South pass; then North passes although it
# is West's turn, and East passes too. On the table there are three passes after 1♥, but
# West never had his second turn, so the auction is not over: it goes back to West, the
# passes after his missed turn are cancelled, East (who only passed over the pass out of
# turn) is no offender, and only North's pass can be a source of unauthorized
# information. The cards as laid out read as 1♥ followed by three passes.
WORKED_EXAMPLES = [
    Case({"out_of_rotation": "yes"}, "reverts",
         {"rectification": "auction_reverts_to_missed_player", "call_cancelled": True},
         {"17D3", "16C"},
         "Hellenic Bridge Federation, commentary on Law 17, example 15 "
         "https://laws.hellasbridge.org/comment_law_17",
         facts={"dealer": "W", "auction": "pas 1♥ pas pas pas"}),
]


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES, worked=WORKED_EXAMPLES)
