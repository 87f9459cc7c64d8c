"""Inadmissible double or redouble (36): the 2017 texts of Laws 19, 35A and 36 (with 25A
and 16C), and the AAP of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "inadmissible-double"
LIVE = {"inadmissible": "yes", "after_lead": "no", "unintended": "no"}
PASS_REST = {"offender_partner_must_pass": "rest_of_auction", "lead_restriction": "26B",
             "call_cancelled": True, "accepted": False}

CASES = [
    Case({"inadmissible": "yes", "after_lead": "yes"}, "discovered_late",
         {"rectification": "scored_without_inadmissible_call", "adjusted_score": "none"},
         {"36C"},
         "Law 36C: found after the opening lead: scored as if it had not been made"),
    Case({"inadmissible": "yes", "after_lead": "no", "unintended": "yes"},
         "unintended_call", {"rectification": "treat_as_unintended_call"}, {"25A1"},
         "AAP: ask the offender how it happened; a mechanical error is Law 25A"),
    Case({**LIVE, "lho_called": "yes"}, "cancelled_with_later_calls",
         {"call_cancelled": True, "offender_partner_must_pass": "no",
          "lead_restriction": "none", "auction_continues": True},
         {"36A", "16C"},
         "Law 36A: LHO called: the double and all later calls cancelled, no 26B"),
    Case({**LIVE, "lho_called": "no", "in_turn": "yes"}, "cancelled_in_turn",
         {**PASS_REST, "adjusted_score": "possible"}, {"36B1", "36B2", "36B3", "26B", "72C"},
         "Law 36B1-3: cancelled, legal call, partner passes throughout, 72C and 26B"),
    Case({**LIVE, "lho_called": "no", "in_turn": "no"}, "cancelled_out_of_turn",
         PASS_REST, {"36B4", "26B", "72C"},
         "Law 36B4: out of rotation: back to the player in turn; partner passes throughout"),
    Case({"inadmissible": "no", "permitted_turn": "yes"}, "no_irregularity",
         {"rectification": "no_irregularity", "call_stands": True}, {"19A1"},
         "Law 19: a permitted double in turn is no irregularity"),
    Case({"inadmissible": "no", "permitted_turn": "no"}, "out_of_turn_legal",
         {"rectification": "treat_as_call_out_of_turn"}, {"32"},
         "Law 32: a permitted double out of turn is a call out of rotation"),
]

# Table data answers whether the double is permitted (Law 19, seen from the doubler's
# seat) and whether it was made in turn.
FACT_CASES = [
    Case({"after_lead": "no", "unintended": "no", "lho_called": "no"}, "cancelled_in_turn",
         PASS_REST, {"36B2"},
         "facts: North 1♦, East pass, South doubles his partner's bid in turn",
         facts={"dealer": "N", "auction": "1♦ pas", "offender": "S", "call": "X"}),
    Case({"after_lead": "no", "unintended": "no", "lho_called": "no"},
         "cancelled_out_of_turn", PASS_REST, {"36B4"},
         "facts: North 1♥, South doubles it at East's turn",
         facts={"dealer": "N", "auction": "1♥", "offender": "S", "call": "X"}),
    Case({}, "no_irregularity", {"rectification": "no_irregularity"}, {"19A1"},
         "facts: North 1♥, East doubles in turn",
         facts={"dealer": "N", "auction": "1♥", "offender": "E", "call": "X"}),
    Case({}, "out_of_turn_legal", {"rectification": "treat_as_call_out_of_turn"}, {"32"},
         "facts: North 1♥, East pass, West doubles 1♥ at South's turn",
         facts={"dealer": "N", "auction": "1♥ pas", "offender": "W", "call": "X"}),
    Case({"after_lead": "no", "unintended": "no", "lho_called": "yes"},
         "cancelled_with_later_calls", {"lead_restriction": "none"}, {"36A"},
         "facts: redouble with no double to redouble (East redoubles North's 1♠)",
         facts={"dealer": "N", "auction": "1♠", "offender": "E", "call": "XX"}),
]

# Worked examples from public teaching material, retold.
#
# bridgeregler.dk (Danish TD blog), "Når man dobler makker"
# (https://bridgeregler.dk/blog/naar-man-dobler-makker/): at a club evening South doubled
# his own partner's diamond bid. The blog's answer: such a double can never be accepted;
# if West nevertheless calls over it, West's call is cancelled too (36A), the auction
# goes back to South and continues as if nothing happened, and there are no lead
# restrictions.
#
# Queensland Bridge Association, director Q&A no. 15 (updated August 2017,
# http://qldbridge.com/director/qldQandA.php?first=15&last=21): does the auction go on
# when the next player calls over an inadmissible double? No: 36A cancels the double and
# every later call.
WORKED_EXAMPLES = [
    Case({"after_lead": "no", "unintended": "no", "lho_called": "yes"},
         "cancelled_with_later_calls",
         {"call_cancelled": True, "lead_restriction": "none",
          "offender_partner_must_pass": "no"},
         {"36A"},
         "bridgeregler.dk 'Når man dobler makker' "
         "https://bridgeregler.dk/blog/naar-man-dobler-makker/",
         facts={"dealer": "N", "auction": "1♦ pas", "offender": "S", "call": "X"}),
    Case({**LIVE, "lho_called": "yes"}, "cancelled_with_later_calls",
         {"call_cancelled": True, "auction_continues": True}, {"36A"},
         "Queensland Bridge Association director Q&A 15 (2017) "
         "http://qldbridge.com/director/qldQandA.php?first=15&last=21"),
]


# Issue 10: the offender's partner's first lead (26B) is part of the story. The 36B ruling
# offers the lead-restrictions topic, which knows that the double was withdrawn and not
# replaced by a comparable call (36B has no comparable call): it starts at "defender".
STORIES = [
    Case({**LIVE, "lho_called": "no", "in_turn": "yes", "cancelled_in_turn": "next",
          "lead-restrictions:defender": "yes", "lead-restrictions:first_turn": "yes",
          "lead-restrictions:suits": "yes", "lead-restrictions:declarer_choice": "prohibit"},
         "prohibited", {"lead_restriction": "26B"}, {"36B1", "36B3", "26B"},
         "EBU newsletter 19: partner's double doubled; declarer prohibits spades at the "
         "partner's first lead", topic="lead-restrictions"),
    Case({**LIVE, "lho_called": "no", "in_turn": "no", "cancelled_out_of_turn": "next",
          "lead-restrictions:defender": "no"},
         "no_restriction_declaring", {}, {"36B4", "26B"},
         "Law 26B: no restriction when the offender becomes declarer or dummy",
         topic="lead-restrictions"),
]


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES + STORIES, worked=WORKED_EXAMPLES)
