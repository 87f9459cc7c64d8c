"""Bid of more than seven (38): the 2017 texts of Laws 35C and 38 (with 22A, 26B, 72C and
16C), and the AAP of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "bid-above-seven"
BOTH_PASS = {"offender_must_pass": "rest_of_auction",
             "offender_partner_must_pass": "rest_of_auction", "call_cancelled": True}

CASES = [
    Case({"lho_called": "no", "completes": "no"}, "cancelled_passes",
         {**BOTH_PASS, "lead_restriction": "26B", "adjusted_score": "possible",
          "auction_continues": True},
         {"38B", "38C", "38D", "26B", "72C"},
         "Law 38B-D: cancelled, pass substituted, each offender passes; 26B and 72C"),
    Case({"lho_called": "no", "completes": "yes"}, "cancelled_auction_over",
         {"call_cancelled": True, "lead_restriction": "26B", "auction_continues": False},
         {"38C", "22A", "26B", "72C"},
         "Law 38C: the substituted pass may complete the auction; 38D: 26B, 72C"),
    Case({"lho_called": "yes", "completes_lho": "no"}, "lho_called_passes",
         {**BOTH_PASS, "lead_restriction": "none"}, {"38B", "38C", "38D", "16C"},
         "Law 38B: later calls cancelled too; 38D: LHO called, no 26B or 72C"),
    Case({"lho_called": "yes", "completes_lho": "yes"}, "lho_called_auction_over",
         {"call_cancelled": True, "lead_restriction": "none", "auction_continues": False},
         {"38D", "22A"},
         "Law 38D: LHO called, no 26B or 72C; 38C: the pass completes the auction"),
]

# Public teaching material: South Waikato Bridge Club, Ross P's blog series on the 2017
# Laws, "Laws of Duplicate Bridge 9" (https://www.south-waikato.bridge-club.org/node/575),
# and the Hellenic Bridge Federation's 2017 text of Law 38
# (https://laws.hellasbridge.org/law_38). Neither gives a deal, only the rule: a bid above
# seven never stands, every call after it goes too, the offending side passes from then
# on, and 26B/72C are lost when LHO has called over it. Retold as a deal of our own:
# North opens 7NT, East passes, South (written bidding) writes 8♣ and West passes before
# anyone notices. 8♣ and West's pass are cancelled, a pass replaces 8♣, so 7NT has been
# followed by three passes once West passes again, but West is free to call; no lead
# restriction, no 72C.
WORKED_EXAMPLES = [
    Case({"lho_called": "yes", "completes_lho": "no"}, "lho_called_passes",
         {**BOTH_PASS, "lead_restriction": "none"}, {"38B", "38D"},
         "South Waikato Bridge Club blog 'Laws of Duplicate Bridge 9' "
         "https://www.south-waikato.bridge-club.org/node/575 and "
         "https://laws.hellasbridge.org/law_38"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
