"""Insufficient bid (27): protocol 4.2 of seed 000 and the 2017 text of Law 27."""

import pytest

from arbiter.guide.chain import walk_chain
from arbiter.guide.facts import FACTS
from arbiter.guide.interview import Decided
from arbiter.guide.library import library
from arbiter.guide.serialize import result as serialize
from tests.topics.harness import (
    Case,
    check_case,
    topic_tests,
)
from tests.topics.unasked import unasked_premises

TOPIC = "insufficient-bid"
START = {"insufficient": "yes", "in_turn": "yes", "mispull": "no", "lho_called": "no"}
# Issue 22: the rare cases confirmed absent on the exceptions screen (the table data settle
# whether the bid was in turn).
NONE = {"mispull": "no", "lho_called": "no"}
DECLINED = {**START, "lho_choice": "decline"}
PASS_REST = {"offender_partner_must_pass": "rest_of_auction", "lead_restriction": "26B"}
NO_RECT = {"offender_partner_must_pass": "no", "lead_restriction": "none"}

CASES = [
    Case({"insufficient": "no"}, "not_insufficient", {"rectification": "no_irregularity"}, {"18D"},
         "Law 18D: a bid that is higher is sufficient"),
    Case({"insufficient": "yes", "in_turn": "no"}, "out_of_turn",
         {"rectification": "treat_as_call_out_of_turn"}, {"27A2", "31"}, "Law 27A2"),
    # AAP: how did he come to it? A mis-pull is 25A, before 27 (issue 10, family 1).
    Case({"insufficient": "yes", "in_turn": "yes", "mispull": "yes"}, "mispull.yes", {}, set(),
         "Law 25A1: an unintended call may be replaced; LHO has no choice"),
    # 000 4.2: LHO called after the insufficient bid (27A1 de facto), or accepts when
    # asked; a premature replacement is then cancelled.
    Case({**START, "lho_called": "yes"}, "accepted", {"accepted": True, **NO_RECT}, {"27A1"},
         "000 4.2: LHO called after the insufficient bid: 27A1 de facto"),
    Case({**START, "lho_choice": "accept"}, "accepted", {"accepted": True, **NO_RECT}, {"27A1"},
         "000 4.2 10A/10C: LHO accepts; a premature replacement is cancelled"),
    # 7A-7C / 27C: what replaces the bid (already on the table, or made now) decides.
    Case({**DECLINED, "replacement": "lowest_same"}, "no_rectification_b1a",
         {**NO_RECT, "unauthorized_information": False, "adjusted_score": "possible"},
         {"27B1(a)", "27D"}, "000 4.2 10A: lowest sufficient bid, same denomination(s): no "
         "rectification, NOS may call back (27D)"),
    Case({**DECLINED, "replacement": "comparable"}, "no_rectification_b1b",
         {**NO_RECT, "unauthorized_information": False}, {"27B1(b)", "23A", "27D"},
         "000 4.2 9B / Law 27B1(b): a comparable call, no further rectification"),
    Case({**DECLINED, "replacement": "other"}, "partner_passes", PASS_REST,
         {"27B2", "26B", "16C", "72C"},
         "000 4.2 10A/10C: another bid or pass: partner passes for the rest"),
    Case({**DECLINED, "replacement": "double", "double_next": "no"}, "double_cancelled",
         {**PASS_REST, "call_cancelled": True, "offender_may_not_double": True},
         {"27B3", "26B", "72C"},
         "000 4.2 8A: a double/redouble is cancelled, partner passes, 26B, 72C"),
    # Law 27C with 27B3: a call put down after the double is the replacement; a later
    # call is a change of that replacement (25B). Issue 10, family 4.
    Case({**DECLINED, "replacement": "double", "double_next": "one"}, "double_then_call",
         {**PASS_REST, "offender_may_not_double": True}, {"27C", "27B3", "26B"},
         "Law 27C with 27B3: the call after the double stands, partner passes"),
    Case({**DECLINED, "replacement": "double", "double_next": "more"}, "double_then_changed",
         {**PASS_REST, "offender_may_not_double": True}, {"27C", "27B3", "25B"},
         "Laws 27C, 27B3, 25B: the first call after the double stands; a later one is a "
         "change of call"),
    Case({**DECLINED, "replacement": "insufficient"}, "insufficient_again", PASS_REST,
         {"27B4", "27B3"}, "Law 27B4: LHO may accept; otherwise as 27B3"),
]

# Issue 22: insufficient is the topic's definition; in turn, meant and not yet accepted
# are the lines of one exceptions screen, answered by the director.
PREMISED = [
    Case({"in_turn": "yes", **NONE, "lho_choice": "decline", "replacement": "other"},
         "partner_passes", PASS_REST, {"27B2"},
         "definition: the bid is insufficient; exceptions confirmed absent"),
]

# Table data answer the premises (facts): 1♠ by North, then 1♥ by East.
ONE_HEART = {"dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"}
FACT_CASES = [
    Case({**NONE, "lho_choice": "accept"}, "accepted", {"accepted": True}, {"27A1"},
         "facts: East's 1♥ over 1♠ is insufficient and in turn", facts=ONE_HEART),
    Case({}, "not_insufficient", {"rectification": "no_irregularity"}, {"18D"},
         "facts: 2♥ over 1♠ is sufficient", facts={**ONE_HEART, "call": "2♥"}),
    # West's 1♥ at East's (his partner's) turn: out of rotation too; on in 29 (31B).
    Case({"call-out-of-turn:mispull_partner": "no", "call-out-of-turn:acted_partner": "no",
          "call-out-of-turn:choice_bid_other": "decline",
          "call-out-of-turn:offender_call_31b": "other"}, "partner_once_31b",
         {"offender_partner_must_pass": "once"}, {"27A2", "31B2"},
         "facts: West's 1♥ at East's turn is out of rotation (27A2, 31)",
         facts={**ONE_HEART, "offender": "W"}, topic="call-out-of-turn"),
]

# Issue 17: the meanings of the insufficient bid and of its replacement answer what
# replaces it (the 23A test of `arbiter calc comparable`); another insufficient bid needs
# no meanings (27B4). East's natural 1♥ overcall over North's 1♠.
OVERCALL = {**ONE_HEART, "withdrawn_meaning": "overcall1:♥"}
MEANING_CASES = [
    Case({**NONE, "lho_choice": "decline"}, "no_rectification_b1a", NO_RECT, {"27B1(a)"},
         "27B1(a): natural 2♥ for natural 1♥, the lowest bid in the same strain",
         facts={**OVERCALL, "replacement": "2♥", "replacement_meaning": "overcall2:♥"}),
    Case({**NONE, "lho_choice": "decline"}, "partner_passes", PASS_REST, {"27B2"},
         "27B2: a 2♦ that may hold far more than an overcall is not comparable",
         facts={**OVERCALL, "replacement": "2♦", "replacement_meaning": "two-over-one:♦"}),
    Case({**NONE, "lho_choice": "decline", "double_next": "no"}, "double_cancelled",
         PASS_REST, {"27B3"},
         "27B3: a takeout double of spades is not comparable with a heart overcall",
         facts={**OVERCALL, "replacement": "X", "replacement_meaning": "takeout-double:♠"}),
    Case({**NONE, "lho_choice": "decline"}, "insufficient_again", PASS_REST, {"27B4"},
         "27B4: 1♦ is insufficient again, known from the calls alone",
         facts={**ONE_HEART, "replacement": "1♦"}),
    # 1♣ Stayman over partner's 1NT (RHO passed), replaced by 2♣ Stayman: 27B1(b).
    Case({**NONE, "lho_choice": "decline"}, "no_rectification_b1b", NO_RECT, {"27B1(b)", "23C"},
         "27B1(b): Stayman for Stayman, the same meaning",
         facts={"dealer": "N", "auction": "1SA pas", "offender": "Z", "call": "1♣",
                "replacement": "2♣", "withdrawn_meaning": "stayman",
                "replacement_meaning": "stayman"}),
    # The director's own answer overrules the computed test (a judgement, 23A).
    Case({**NONE, "lho_choice": "decline", "replacement": "comparable"},
         "no_rectification_b1b", NO_RECT,
         {"27B1(b)"}, "the director judges the 2♦ comparable herself",
         facts={**OVERCALL, "replacement": "2♦", "replacement_meaning": "two-over-one:♦"}),
]


@pytest.mark.parametrize("case", MEANING_CASES, ids=lambda c: c.source[:40])
def test_meanings_answer_the_replacement(case: Case) -> None:
    check_case(TOPIC, case)


def test_the_ruling_records_the_comparable_test() -> None:
    facts = {**OVERCALL, "replacement": "2♦", "replacement_meaning": "two-over-one:♦"}
    data = serialize(walk_chain(library().topic(TOPIC), {**NONE, "lho_choice": "decline"},
                                facts), "en")  # fmt: skip
    assert data["node"] == "partner_passes"
    record = data["outcome"]["comparable_call"]
    assert record["comparable"] is False and record["decided_by"] is None
    assert record["replacement"]["preset"] == "two-over-one:♦"


# The mis-pull goes on in changed-call, with the intent known (issue 10, family 1).
STORIES = [
    Case({"mispull": "yes", "changed-call:partner_called": "no",
          "changed-call:lho_over": "no"},
         "unintended_replaced",
         {"call_cancelled": True, **NO_RECT}, {"25A1"},
         "Law 25A1: the mis-pulled 1♥ is replaced by the intended 2♥, no rectification",
         facts={**ONE_HEART, "replacement": "2♥"}, topic="changed-call"),
    # The premature double, then 2♣, then 3NT (EBU forum case): LHO accepts the 3NT by
    # calling over it, and partner still passes for the rest of the auction (27B3).
    Case({**DECLINED, "replacement": "double", "double_next": "more",
          "changed-call:substituted_barred": "lho_called"}, "change_accepted_barred",
         {"accepted": True, "offender_partner_must_pass": "rest_of_auction"},
         {"27C", "27B3", "25B1"}, "Laws 27C, 27B3 and 25B1", topic="changed-call"),
]


def test_a_mispull_is_screened_before_lho_chooses() -> None:
    """Issue 10, family 1: the mis-pull question (25A) comes before LHO's choice (27A1).
    Issue 22 (NBB protocol, first check): it is asked, never taken silently: a line of
    the exceptions screen with 'LHO already called', one tap when neither applies."""
    topic = library().topic(TOPIC)
    result = walk_chain(topic, {}, ONE_HEART)
    assert [(s.node, s.source) for s in result.path] == [("insufficient", "fact"),
                                                         ("in_turn", "fact")]
    assert [q.id for q in result.exceptions] == ["mispull", "lho_called"]
    on = walk_chain(topic, NONE, ONE_HEART)
    assert on.question.id == "lho_choice" and not on.exceptions
    assert [s.source for s in on.path] == ["fact", "fact", "answer", "answer"]
    bare = walk_chain(topic, {})
    assert [(s.node, s.source) for s in bare.path] == [("insufficient", "definition")]
    assert [q.id for q in bare.exceptions] == ["in_turn", "mispull", "lho_called"]


def test_the_mispull_goes_to_changed_call_with_the_intent_known() -> None:
    """Issue 22 (Akaroa handbook): away from the table East says the 1♥ card came out when
    he reached for 2♥. 25A1 comes first: the intended 2♥ replaces it, LHO has no choice,
    no rectification; the intent is not asked again."""
    topic = library().topic(TOPIC)
    res = walk_chain(topic, {"mispull": "yes", "changed-call:partner_called": "no",
                             "changed-call:lho_over": "no"},
                     {**ONE_HEART, "replacement": "2♥"})
    assert isinstance(res, Decided) and res.ruling.id == "unintended_replaced"
    assert ("intent", "unintended", "carried") in [(s.node, s.answer, s.source)
                                                    for s in res.path]
    assert res.ruling.outcome["lead_restriction"] == "none"


def test_no_ruling_rests_on_an_unasked_premise() -> None:
    assert unasked_premises(TOPIC) == set()


def test_several_premature_replacements_say_which_call_stands() -> None:
    """Issue 10, family 4: 1♠ replaced by a double, then 2♣, then 3NT: the double is
    cancelled (27B3), 2♣ stands (27C), 3NT is a change of 2♣ (25B), and the obligation
    to pass of 27B3 stays for the whole auction."""
    topic = library().topic(TOPIC)
    answers = {**DECLINED, "replacement": "double", "double_next": "more",
               "changed-call:substituted_barred": "yes",
               "changed-call:lho_choice_barred": "decline"}
    data = serialize(walk_chain(topic, answers, {"dealer": "N", "auction": "1♦ 1♠",
                                                 "offender": "Z", "call": "1♠"}), "en")
    first = data["chain"][0]["ruling"]
    assert "double or redouble is cancelled" in first["ruling"]
    assert "first call the offender put down after it stands" in first["ruling"]
    assert data["node"] == "original_stands_barred"  # LHO does not accept the 3NT
    assert data["outcome"]["offender_partner_must_pass"] == "rest_of_auction"
    assert data["outcome"]["call_cancelled"] is True  # the 3NT; 2♣ stands
    assert {"27B3", "27C", "25B2"} <= {law["ref"] for law in data["laws"]}


def test_lowest_sufficient_says_what_it_is() -> None:
    """Issue 10, family 9: the fact is the next bid in the strain named; its label says
    so and says when 27B1(a) needs the specified denomination instead."""
    text = FACTS["lowest_sufficient"].text
    assert "genoemde" in text.get_lang("nl") and "27B1(a)" in text.get_lang("nl")
    assert "named" in text.get_lang("en") and "specified" in text.get_lang("en")


# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words). Source: the Welsh Bridge Union's directors' question
# page, answer by Tony on the 2017 insufficient-bid rules,
# https://directors.welshbridgeunion.org/?p=893. Opener bid 1♣ (natural) and his partner,
# who had not seen it and thought he was opening, also bid 1♣. LHO does not accept.
WBU_1C = "WBU directors' Q&A on Law 27 (1♣ - 1♣), https://directors.welshbridgeunion.org/?p=893"
WORKED_EXAMPLES = [
    # With a natural club suit, 2♣ is the lowest sufficient bid that specifies clubs:
    # no further rectification, only 27D afterwards.
    Case({**DECLINED, "replacement": "lowest_same"}, "no_rectification_b1a", NO_RECT,
         {"27B1(a)", "27D"}, f"{WBU_1C}: 2♣ replaces 1♣ (27B1(a))"),
    # A limit raise to 3♣ (say 11-12 points) describes a subset of the hands that open
    # 1♣: a comparable call, no rectification either.
    Case({**DECLINED, "replacement": "comparable"}, "no_rectification_b1b", NO_RECT,
         {"27B1(b)", "23A"}, f"{WBU_1C}: 3♣ as a comparable call (27B1(b))"),
    # Any other call bars the opener for the rest of the auction.
    Case({**DECLINED, "replacement": "other"}, "partner_passes", PASS_REST, {"27B2", "26B"},
         f"{WBU_1C}: any other call silences partner (27B2)"),
    # If the 1♣ was artificial (strong or short), it specified no denomination: 27B1(a)
    # cannot apply and there is probably no comparable call, so partner will be barred.
    Case({**DECLINED, "replacement": "other"}, "partner_passes", PASS_REST, {"27B2"},
         f"{WBU_1C}: artificial 1♣, no denomination specified (27B2)"),
]


TestTopic = topic_tests(
    TOPIC,
    CASES,
    more=PREMISED + FACT_CASES + STORIES,
    worked=WORKED_EXAMPLES,
)
