"""Lead restrictions (26): protocol "Voorspeelbeperkingen" of seed 000 and 2017 Law 26."""

import pytest

from arbiter.guide.interview import walk
from arbiter.guide.library import library
from tests.topics.harness import (
    Case,
    topic_tests,
)

TOPIC = "lead-restrictions"
DEFENDER = {"reason": "other", "defender": "yes"}
FIRST = {**DEFENDER, "first_turn": "yes"}
NONE = {"lead_restriction": "none"}

CASES = [
    Case({"reason": "none"}, "no_withdrawn_call", NONE, {"26B", "16A1(a)"},
         "Law 26: a restriction only follows a withdrawn call"),
    Case({"reason": "unintended"}, "no_restriction_unintended",
         {**NONE, "unauthorized_information": True}, {"25A1"},
         "Law 25A1: the lead restrictions of 26 do not apply"),
    Case({"reason": "comparable"}, "no_restriction_comparable",
         {**NONE, "unauthorized_information": False, "adjusted_score": "possible"},
         {"26A", "23A", "23C"},
         "000 Voorspeelbeperkingen A: comparable call, no restriction; 16C not, but 23C"),
    Case({"reason": "other", "defender": "no"}, "no_restriction_declaring", NONE, {"26B"},
         "000 Voorspeelbeperkingen B: only when the offender becomes a defender"),
    Case({**DEFENDER, "first_turn": "later"}, "wait_first_turn",
         {"lead_restriction": "26B"}, {"26B"},
         "000 Voorspeelbeperkingen B: at partner's first turn to lead (may be the opening "
         "lead); the director stays until it is resolved"),
    Case({**DEFENDER, "first_turn": "passed"}, "right_lost", NONE, {"26B"},
         "Law 26B: the right exists only at partner's first turn to lead"),
    Case({**FIRST, "suits": "no"}, "no_suit_left", NONE, {"26B"},
         "000 Voorspeelbeperkingen B note: a suit the offender specified in the legal auction "
         "cannot be prohibited"),
    Case({**FIRST, "suits": "yes", "declarer_choice": "prohibit"}, "prohibited",
         {"lead_restriction": "26B", "unauthorized_information": True}, {"26B", "59"},
         "000 Voorspeelbeperkingen B / 2017 26B: prohibit one suit while partner keeps the "
         "lead; AAP: 26B before the penalty card"),
    Case({**FIRST, "suits": "yes", "declarer_choice": "none"}, "no_prohibition", NONE,
         {"26B"}, "Law 26B: 'may' prohibit; declarer may also choose nothing (10C1)"),
]


@pytest.mark.parametrize(("offender", "defends"), [("W", "yes"), ("N", "no"), ("Z", "no")])
def test_the_seats_say_whether_the_offender_defends(offender: str, defends: str) -> None:
    result = walk(library().topic(TOPIC), {"reason": "other"},
                  {"offender": offender, "declarer": "Z"})  # fmt: skip
    step = next(s for s in result.path if s.node == "defender")
    assert (step.answer, step.source) == (defends, "fact")


def test_the_director_stays_until_the_restriction_is_done() -> None:
    """Issue 10, family 8: the protocol says the director MUST stay until the lead
    restriction has been imposed and carried out (seed 000, also when that takes the
    whole play); not "preferably stay"."""
    ruling = library().topic(TOPIC).nodes["wait_first_turn"]
    assert ruling.director_stays
    for lang in ("nl", "en"):
        leave = ruling.leave.get_lang(lang).lower()
        assert "voorkeur" not in leave and "preferably" not in leave
        assert "must leave" not in leave and "moet u weg" not in leave


def test_declarer_may_only_prohibit() -> None:
    """2017 26B (amended): declarer prohibits one suit; there is no option to require one."""
    from arbiter.guide.library import library

    question = library().topic(TOPIC).nodes["declarer_choice"]
    assert question.options is not None
    assert question.options.chooser == "declarer"
    assert {c.id for c in question.options.choices} == {"prohibit", "none"}


def test_penalty_card_comes_after_lead_restriction() -> None:
    """AAP: with a 26B restriction and a penalty card, the restriction goes first."""
    from arbiter.guide.library import library

    ruling = library().topic(TOPIC).nodes["prohibited"]
    assert any("penalty card" in t.get("en") and "first" in t.get("en") for t in ruling.notes)


# Worked example from public discussion of the 2017 Laws (extra cases on existing paths;
# retold in our own words). NZ Bridge directors' forum, "Law 26" (answer by Nick Whitten,
# 2020): an insufficient 2♥ overcall, which showed spades and a minor, was replaced by a
# pass, so the offender's partner was barred and 26B could apply. Declarer wanted to demand
# a spade lead. Under 26B as amended after publication declarer may only prohibit one
# suit, and since the offender specified no suit in the legal auction he may prohibit any
# one, at the offender's partner's first turn to lead.
NZ_26 = "NZ Bridge forum, 'Law 26', https://preview.nzbridge.co.nz/forums,forum,11,286,Law+26.html"
WORKED_EXAMPLES = [
    Case({**FIRST, "suits": "yes", "declarer_choice": "prohibit"}, "prohibited",
         {"lead_restriction": "26B"}, {"26B"}, f"{NZ_26}: prohibit one suit, never demand"),
    # The same answer: if the offender has the opening lead himself, the right comes only
    # when his partner first gets the lead.
    Case({**DEFENDER, "first_turn": "later"}, "wait_first_turn", {"lead_restriction": "26B"},
         {"26B"}, f"{NZ_26}: the restriction waits for partner's first turn to lead"),
]


# -- issue 11: who leads first is known at the end of the auction ---------------------------

@pytest.mark.parametrize(("offender", "declarer", "first_turn", "ruling"), [
    ("O", "Z", "yes", "declarer_choice"),  # East is declarer's RHO: West makes the lead
    ("W", "Z", "later", "wait_first_turn"),  # West leads himself: partner's turn is later
])  # fmt: skip
def test_the_seats_tell_who_leads_first_at_the_handoff(offender, declarer, first_turn, ruling):
    """A call after the final pass (39C) hands over at the end of the auction: the seats
    then tell whether the offender's partner makes the opening lead; not asked again."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from tests.topics.test_call_after_final_pass import DEFENDER

    answers = {**DEFENDER, "defender_kind": "double", "lho_called": "no",
               "lead-restrictions:suits": "yes"}  # fmt: skip
    facts = {"offender": offender, "declarer": declarer}
    res = walk_chain(library().topic("call-after-final-pass"), answers, facts)
    step = next(s for s in res.path if s.node == "first_turn")
    assert (step.answer, step.source) == (first_turn, "carried")
    here = res.question.id if hasattr(res, "question") else res.ruling.id
    assert here == ruling


def test_without_seats_or_opened_directly_the_question_stays():
    """Without declarer's seat nothing tells it; opened on its own (perhaps in mid-play,
    when partner's first lead may have come) the seats do not answer it either."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from tests.topics.test_call_after_final_pass import DEFENDER

    answers = {**DEFENDER, "defender_kind": "double", "lho_called": "no"}
    res = walk_chain(library().topic("call-after-final-pass"), answers, {"offender": "O"})
    assert res.question.id == "first_turn"
    direct = walk_chain(library().topic(TOPIC), {"reason": "other"},
                        {"offender": "O", "declarer": "Z"})  # fmt: skip
    assert direct.question.id == "first_turn"


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
