"""Comparable call (23): the 2017 text of Law 23 with 26A, 27B2, 30B1, 31A2 and 32A2, and
seed 000 (protocol 4.2 for the offender questioned out of earshot; protocol
'Voorspeelbeperkingen' A for no lead restriction after a comparable call)."""

import pytest

from arbiter.guide.interview import walk
from arbiter.guide.library import library
from arbiter.guide.serialize import result as serialize
from tests.topics.harness import (
    Case,
    check_case,
    topic_tests,
)

TOPIC = "comparable-call"
NOT = {"meaning": "no", "subset": "no", "purpose": "no"}
NO_RECT = {"rectification": "comparable_call_no_rectification",
           "offender_partner_must_pass": "no", "lead_restriction": "none",
           "unauthorized_information": False, "adjusted_score": "possible"}

CASES = [
    Case({"meaning": "yes"}, "comparable_meaning", NO_RECT, {"23A1", "23B", "26A", "23C"},
         "Law 23A1 same or similar meaning; 23B no further rectification, 16C2 not; 26A"),
    Case({"meaning": "no", "subset": "yes"}, "comparable_subset", NO_RECT,
         {"23A2", "23B", "26A", "23C"},
         "Law 23A2: a subset of the possible meanings of the withdrawn call"),
    Case({"meaning": "no", "subset": "no", "purpose": "yes"}, "comparable_purpose", NO_RECT,
         {"23A3", "23B", "26A", "23C"},
         "Law 23A3: the same purpose, e.g. an asking bid or a relay"),
    Case({**NOT, "source": "insufficient"}, "not_comparable_insufficient",
         {"offender_partner_must_pass": "rest_of_auction", "lead_restriction": "26B",
          "unauthorized_information": True},
         {"27B2", "26B", "72C"},
         "Law 27B2: not comparable after an insufficient bid: partner passes throughout"),
    Case({**NOT, "source": "out_of_turn"}, "not_comparable_out_of_turn",
         {"offender_partner_must_pass": "once", "lead_restriction": "26B",
          "unauthorized_information": True},
         {"30B1(b)(ii)", "31A2(b)", "26B", "16C"},
         "Laws 30B1(b)(ii), 31A2(b), 32A2(b): not comparable after a call out of "
         "rotation: partner passes at his next turn"),
]

# Worked example from public teaching material, retold: Lincoln Bridge Club, "Laws of
# Bridge: Pass out of rotation" (https://www.bridgewebs.com/lincoln/page4.html). South
# deals, North passes out of turn, East does not accept and South opens 1♣. North's pass
# showed less than an opening hand, so a limited call such as 1NT, 2♣ or 3♣ shows part of
# what the pass could hold: comparable, and South bids on freely. A 1♠ response could also
# be an opening hand, so it is not comparable and South must pass once.
WORKED_EXAMPLES = [
    Case({"meaning": "no", "subset": "yes"}, "comparable_subset",
         {"offender_partner_must_pass": "no", "lead_restriction": "none"}, {"23A2"},
         "Lincoln Bridge Club 'Pass out of rotation', North's 1NT "
         "https://www.bridgewebs.com/lincoln/page4.html"),
    # Review fix: North passed at his partner's (the dealer's) turn, so the law is
    # 30B1(b)(ii) (pass out of rotation), not 31A2(b) (bid at RHO's turn).
    Case({**NOT, "source": "out_of_turn"}, "not_comparable_out_of_turn",
         {"offender_partner_must_pass": "once"}, {"30B1(b)(ii)"},
         "Lincoln Bridge Club 'Pass out of rotation', North's 1♠ "
         "https://www.bridgewebs.com/lincoln/page4.html"),
]


# Issue 17: the meanings answer the three parts (the same test as `arbiter calc
# comparable`). The Lincoln example again: South deals, North passes out of turn, East
# does not accept, South opens; North's new call is judged against his withdrawn pass.
LINCOLN = {"dealer": "Z", "offender": "N", "call": "pas", "withdrawn_meaning": "open-pass"}
MEANING_CASES = [
    Case({}, "comparable_subset", NO_RECT, {"23A2"},
         "Lincoln: 1NT (6-9) is a subset of a pass without opening values",
         facts={**LINCOLN, "replacement_meaning": "1nt-response"}),
    Case({}, "not_comparable_out_of_turn", {"offender_partner_must_pass": "once"}, {"30B1(b)(ii)"},
         "Lincoln: a 1♠ response may hold an opening hand: not comparable",
         facts={**LINCOLN, "replacement_meaning": "response-new-suit:♠"}),
    # The director's own judgement overrules the computed part 1 (23A1 is a judgement).
    Case({}, "comparable_meaning", NO_RECT, {"23A1"},
         "the director judges the meanings similar (same_meaning_judged)",
         facts={**LINCOLN, "replacement_meaning": "response-new-suit:♠",
                "same_meaning_judged": "ja"}),
    # The same overrule as an answer to the question: hers, not a contradiction.
    Case({"meaning": "yes"}, "comparable_meaning", NO_RECT, {"23A1"},
         "the director answers part 1 herself over the computed 'no'",
         facts={**LINCOLN, "replacement_meaning": "response-new-suit:♠"}),
    # An insufficient Stayman replaced by Stayman one level up: the same meaning.
    Case({}, "comparable_meaning", NO_RECT, {"23A1"}, "2♣ Stayman for 1♣ Stayman over 1NT",
         facts={"dealer": "N", "auction": "1SA pas", "offender": "Z", "call": "1♣",
                "withdrawn_meaning": "stayman", "replacement_meaning": "stayman"}),
]


@pytest.mark.parametrize("case", MEANING_CASES, ids=lambda c: c.facts["replacement_meaning"])
def test_meanings_answer_the_parts(case: Case) -> None:
    check_case(TOPIC, case)


def test_the_ruling_records_the_test() -> None:
    """The ruling's outcome keeps both meanings and each part (outcome.comparable_call)."""
    facts = {**LINCOLN, "replacement_meaning": "1nt-response"}
    result = walk(library().topic(TOPIC), {}, facts, premises=True)
    data = serialize(result, "nl")
    record = data["outcome"]["comparable_call"]
    assert record["comparable"] is True and record["decided_by"] == "subset"
    assert record["withdrawn"]["preset"] == "open-pass"
    assert record["parts"]["subset"] == {"answer": True, "by": "computed"}
    assert [s["source"] for s in data["path"]] == ["fact", "fact"]  # meaning, subset


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
