"""Action violating an obligation to pass (37): the 2017 texts of Laws 35B and 37 (with 19,
36A and 16C), and the AAP of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "action-violating-obligation-to-pass"
OBLIGED = {"obliged": "yes"}
BOTH_PASS = {"rectification": "cancelled_offending_side_passes", "call_cancelled": True,
             "offender_must_pass": "rest_of_auction",
             "offender_partner_must_pass": "rest_of_auction", "lead_restriction": "26B"}
INADMISSIBLE_BOTH_PASS = {**BOTH_PASS,
                          "rectification": "inadmissible_cancelled_offending_side_passes"}
STANDS = {"rectification": "call_stands_lho_called", "call_stands": True,
          "lead_restriction": "none"}

CASES = [
    Case({"obliged": "no"}, "not_obliged", {"rectification": "no_irregularity"}, {"37"},
         "Law 37 only applies to a player required by law to pass"),
    Case({**OBLIGED, "kind": "pass"}, "passed", {"rectification": "no_irregularity"}, {"37"},
         "Law 37: a pass is what he had to do"),
    Case({**OBLIGED, "kind": "bid", "lho_called": "yes"}, "stands", STANDS, {"37A"},
         "Law 37A: LHO called before rectification: that call and all later calls stand"),
    Case({**OBLIGED, "kind": "bid", "lho_called": "no"}, "cancelled", BOTH_PASS,
         {"37B1", "37B2", "26B", "72C"},
         "Law 37B: cancelled, pass substituted, both offenders pass throughout; 72C, 26B"),
]
for kind in ("double", "redouble"):
    CASES += [
        # Review fix: 37A excepts a double or redouble that Law 19 forbids, and 37B applies
        # "when A does not apply": both offenders pass throughout (was: 36A only, no
        # pass obligation and no 26B).
        Case({**OBLIGED, "kind": kind, "also_inadmissible": "yes",
              "lho_called_inadmissible": "yes"}, "inadmissible_cancelled",
             INADMISSIBLE_BOTH_PASS, {"37A", "37B2", "36A", "26B"},
             f"Law 37A excepts a {kind} that Law 19 forbids, so 37B applies: cancelled, "
             "both offenders pass throughout; 36A cancels LHO's call too"),
        Case({**OBLIGED, "kind": kind, "also_inadmissible": "yes", "lho_called_inadmissible": "no"},
             "cancelled", BOTH_PASS, {"37B2"},
             f"Law 37B: an inadmissible {kind} by a player who must pass, LHO silent"),
        Case({**OBLIGED, "kind": kind, "also_inadmissible": "no", "lho_called": "yes"}, "stands",
             STANDS, {"37A"}, f"Law 37A: a permitted {kind}, LHO called over it"),
        Case({**OBLIGED, "kind": kind, "also_inadmissible": "no", "lho_called": "no"}, "cancelled",
             BOTH_PASS, {"37B1", "37B2"},
             f"Law 37B: a permitted {kind} by a player who must pass, LHO silent"),
    ]

# Table data answers what the player did and whether a double was also inadmissible.
FACT_CASES = [
    Case(OBLIGED, "passed", {"rectification": "no_irregularity"}, {"37"},
         "facts: the player passed",
         facts={"dealer": "N", "auction": "1♠ pas", "offender": "S", "call": "pas"}),
    Case({**OBLIGED, "lho_called": "no"}, "cancelled", BOTH_PASS, {"37B2"},
         "facts: South bids 2♠ although he had to pass",
         facts={"dealer": "N", "auction": "1♠ pas", "offender": "S", "call": "2♠"}),
    Case({**OBLIGED, "lho_called_inadmissible": "yes"}, "inadmissible_cancelled",
         INADMISSIBLE_BOTH_PASS, {"36A", "37B2"},
         "facts: South, who had to pass, doubles his partner's 1♠",
         facts={"dealer": "N", "auction": "1♠ pas", "offender": "S", "call": "X"}),
    Case({**OBLIGED, "lho_called": "yes"}, "stands", STANDS, {"37A"},
         "facts: West, who had to pass, doubles North's 1♠",
         facts={"dealer": "N", "auction": "1♠ pas pas", "offender": "W", "call": "X"}),
]

# Worked example from public teaching material, retold: EBU TD forum, "Law37, Action
# violating obligation to pass" (https://www.ebu.co.uk/forum/discussion/comment/2127/).
# A player who must pass for the rest of the auction makes a bid. There is no option to
# accept it. If the next player has already called before the director arrives, the
# auction simply goes on from there, and the offender must still pass for the rest of
# the auction. If the director is called first, the bid is cancelled and both players of
# the offending side must pass throughout.
WORKED_EXAMPLES = [
    Case({**OBLIGED, "kind": "bid", "lho_called": "yes"}, "stands", STANDS, {"37A"},
         "EBU TD forum 'Law37, Action violating obligation to pass', LHO called "
         "https://www.ebu.co.uk/forum/discussion/comment/2127/"),
    Case({**OBLIGED, "kind": "bid", "lho_called": "no"}, "cancelled", BOTH_PASS, {"37B2"},
         "EBU TD forum 'Law37, Action violating obligation to pass', director called "
         "first https://www.ebu.co.uk/forum/discussion/comment/2127/"),
]


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES, worked=WORKED_EXAMPLES)
