"""Change of call (25): protocol "Wijzigen bieding" of seed 000 and the 2017 text of Law 25."""

import pytest

from tests.topics.harness import Case, check_case, check_covers_every_path

TOPIC = "changed-call"
START = {"partner_called": "no"}
UNINTENDED = {**START, "intent": "unintended"}
INTENDED = {**START, "intent": "intended"}
SUBSTITUTED = {**INTENDED, "substituted": "yes"}
NO_RESTRICTION = {"lead_restriction": "none", "offender_partner_must_pass": "no"}

CASES = [
    Case({"partner_called": "yes"}, "too_late",
         {"call_stands": True, **NO_RESTRICTION}, {"25A4", "25A5"},
         "Law 25A4/25A5: no substitution once partner has called or the auction period ended"),
    # 4A-6A: unintended call (25A)
    Case({**UNINTENDED, "intended_legal": "yes", "lho_over": "no"}, "unintended_replaced",
         {"call_cancelled": True, "auction_continues": True, **NO_RESTRICTION},
         {"25A1", "25A2", "16C2"},
         "000 Wijzigen bieding 4A-6A: unintended, the card may be replaced, nothing else; "
         "25A1: no 26 lead restriction"),
    Case({**UNINTENDED, "intended_legal": "yes", "lho_over": "yes"}, "unintended_lho_called",
         {"call_cancelled": True, **NO_RESTRICTION}, {"25A1", "25A6"},
         "Law 25A6 / AAP (actions after the irregularity): LHO may withdraw his call"),
    Case({**UNINTENDED, "intended_legal": "no"}, "unintended_irregular",
         {"rectification": "unintended_replaced_then_own_law"}, {"25A1", "27"},
         "Law 25A1: the intended call is subject to the appropriate law"),
    # 4B: intended, not yet substituted
    Case({**INTENDED, "substituted": "no"}, "intended_stands",
         {"call_stands": True, "auction_continues": True, **NO_RESTRICTION}, {"25A2"},
         "000 Wijzigen bieding 4B: the call may not be changed, the auction continues"),
    # 5B-7B: intended, already substituted before the director came
    Case({**SUBSTITUTED, "lho_called": "yes"}, "change_accepted",
         {"accepted": True, "call_stands": True, "lead_restriction": "26B",
          "unauthorized_information": True}, {"25B1", "16C2", "26B"},
         "Law 25B1: LHO calling intentionally over the substitute accepts it (AAP: 25B1)"),
    Case({**SUBSTITUTED, "lho_called": "no", "lho_choice": "accept"}, "change_accepted",
         {"accepted": True, "lead_restriction": "26B", "offender_partner_must_pass": "no"},
         {"25B1", "16C2", "26B"},
         "000 Wijzigen bieding 5B-6B: LHO accepts, first call withdrawn, 16C, 26B; "
         "director stays until the lead restriction is resolved"),
    Case({**SUBSTITUTED, "lho_called": "no", "lho_choice": "decline"}, "original_stands",
         {"accepted": False, "call_cancelled": True, "lead_restriction": "26B",
          "unauthorized_information": True}, {"25B2", "16C2", "26B"},
         "000 Wijzigen bieding 7B: change cancelled, original call stands, 16C and 26B"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case(case: Case) -> None:
    check_case(TOPIC, case)


def test_every_path_has_a_case() -> None:
    check_covers_every_path(TOPIC, CASES)


def test_director_stays_for_lead_restriction() -> None:
    """000 6B/7B: the director stays at the table until the lead restriction is resolved."""
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    for ruling in ("change_accepted", "original_stands"):
        node = topic.nodes[ruling]
        assert node.see == "lead-restrictions"
        assert "lead restriction" in node.leave.get("en")


# Worked examples from public discussion of the 2017 Laws (extra cases on existing paths;
# retold in our own words).
WORKED_EXAMPLES = [
    # EBU TD forum, "LAW 25: Changes of Call": the dealer meant to open 2♥ but put down
    # 2NT; his LHO passed and his partner announced the 2NT range, which is how the dealer
    # noticed. His partner had not called yet, and how he noticed does not matter (25A3):
    # he may replace 2NT with 2♥, and LHO may take back his pass (25A6).
    Case({**UNINTENDED, "intended_legal": "yes", "lho_over": "yes"}, "unintended_lho_called",
         {"call_cancelled": True, **NO_RESTRICTION}, {"25A1", "25A6"},
         "EBU TD forum, 'LAW 25: Changes of Call', "
         "https://forums.ebu.co.uk/discussion/comment/10946"),
    # WBF Laws Committee commentary on the 2017 Laws, example 19 (quoted on the BBO
    # forums): after 1♥ - 4♣ (a splinter) North decides not to try for slam and passes,
    # forgetting that nobody has bid 4♥ yet. For a moment he meant to pass: a loss of
    # concentration, not a mechanical error, so the pass stands (25A2).
    Case({**INTENDED, "substituted": "no"}, "intended_stands",
         {"call_stands": True, **NO_RESTRICTION}, {"25A2"},
         "WBF commentary on Law 25A, example 19, quoted in BBO forums 'Relay or transfer', "
         "https://www4.dal12.sl.bridgebase.com/forums/topic/91547-relay-or-transfer/"
         "page__view__new"),
]


@pytest.mark.parametrize("case", WORKED_EXAMPLES, ids=lambda c: c.id)
def test_worked_examples(case: Case) -> None:
    check_case(TOPIC, case)
