"""The interview: answers and facts to the next question or the ruling, back and restart."""

from __future__ import annotations

import pytest

from arbiter.guide.interview import Asked, Decided, Interview, walk
from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.i18n import InputError


@pytest.fixture
def topic():
    return library().topic("insufficient-bid")


def test_first_question_without_answers(topic):
    result = walk(topic, {})
    assert isinstance(result, Asked)
    assert result.question.id == topic.start
    assert result.path == ()


def test_answers_lead_to_ruling_with_path(topic):
    answers = {"insufficient": "yes", "in_turn": "yes", "mispull": "no", "lho_called": "yes"}
    result = walk(topic, answers)
    assert isinstance(result, Decided)
    assert result.ruling.id == "accepted"
    assert [(s.node, s.answer, s.source) for s in result.path] == [
        ("insufficient", "yes", "answer"),
        ("in_turn", "yes", "answer"),
        ("mispull", "no", "answer"),
        ("lho_called", "yes", "answer"),
    ]


def test_facts_answer_questions(topic):
    facts = {"dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"}
    result = walk(topic, {}, facts)
    assert isinstance(result, Asked)
    assert result.question.id == "mispull"  # the exceptions screen (issue 22): asked
    assert [(s.node, s.answer, s.source) for s in result.path] == [
        ("insufficient", "yes", "fact"),
        ("in_turn", "yes", "fact"),
    ]
    assert result.facts["lowest_sufficient"] == "2♥"


def test_answer_that_contradicts_facts_is_refused(topic):
    facts = {"dealer": "N", "auction": "1♠", "offender": "E", "call": "2♥"}
    with pytest.raises(InputError) as info:
        walk(topic, {"insufficient": "yes"}, facts)
    assert "contradicts the table data" in info.value.message("en")
    assert info.value.accepted == ("no",)


@pytest.mark.parametrize(
    ("answers", "facts", "fragment"),
    [
        ({"nowhere": "yes"}, {}, "has no question 'nowhere'"),
        ({"insufficient": "perhaps"}, {}, "has no answer 'perhaps'"),
        ({"accepted": "yes"}, {}, "has no question 'accepted'"),  # a ruling, not a question
        ({}, {"colour": "red"}, "Unknown fact 'colour'"),
        ({}, {"dealer": "X"}, ""),
        ({}, {"dealer": "N", "auction": "1♠ 1♥", "offender": "S", "call": "2♥"}, ""),
    ],
)
def test_bad_input_is_an_input_error_listing_what_is_accepted(topic, answers, facts, fragment):
    with pytest.raises(InputError) as info:
        walk(topic, answers, facts)
    assert fragment in info.value.message("en")
    assert info.value.message("nl") != info.value.message("en")
    assert info.value.accepted


def test_unused_answers_are_reported(topic):
    result = walk(topic, {"insufficient": "no", "lho_called": "yes"})
    assert isinstance(result, Decided)
    assert result.unused == ("lho_called",)


NONE_OF_THESE = ("yes", "no", "no")  # in turn, no mis-pull, LHO has not called (issue 22)


def test_interview_back_and_restart(topic):
    interview = Interview(topic)  # takes the topic's definition: first the exceptions
    assert interview.current().question.id == "in_turn"
    assert [q.id for q in interview.current().exceptions] == ["in_turn", "mispull",
                                                              "lho_called"]
    for choice in NONE_OF_THESE:
        state = interview.answer(choice)
    assert isinstance(state, Asked) and state.question.id == "lho_choice"
    state = interview.answer("decline")
    assert isinstance(state, Asked) and state.question.id == "replacement"
    state = interview.answer("double")
    assert isinstance(state, Asked) and state.question.id == "double_next"
    state = interview.back()
    assert isinstance(state, Asked) and state.question.id == "replacement"
    state = interview.restart()
    assert isinstance(state, Asked) and state.question.id == "in_turn"
    assert interview.back().question.id == "in_turn"  # nothing to undo: stays


def test_back_skips_fact_answers(topic):
    interview = Interview(topic, {"dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"})
    assert interview.current().question.id == "mispull"  # in_turn: the table data
    interview.answer("no")
    interview.answer("no")
    assert interview.current().question.id == "lho_choice"
    interview.answer("decline")
    assert interview.back().question.id == "lho_choice"
    assert interview.back().question.id == "lho_called"
    assert interview.back().question.id == "mispull"
    assert interview.back().question.id == "mispull"  # the facts are not undone


def test_answer_after_ruling_is_refused(topic):
    interview = Interview(topic)
    for choice in (*NONE_OF_THESE, "accept"):
        interview.answer(choice)
    with pytest.raises(InputError):
        interview.answer("decline")


def test_bad_choice_leaves_interview_unchanged(topic):
    interview = Interview(topic)
    with pytest.raises(InputError):
        interview.answer("perhaps")
    assert interview.answers == {}


def test_every_path_of_every_topic_reaches_a_ruling_with_laws():
    for topic in library().topics.values():
        found = list(paths(topic))
        assert found, topic.id
        for path in found:
            result = walk(topic, path.as_dict())
            assert isinstance(result, Decided), (topic.id, path)
            assert result.ruling.id == path.ruling
            assert result.ruling.laws


def test_a_path_against_an_implication_is_not_a_path():
    """After "who revoked: dummy" the guide answers "dummy's revoke: yes" itself, so the
    graph's path with "no" there is no path a director walks (paths() leaves it out; the
    bare graph still has it)."""
    from arbiter.guide.paths import walkable

    topic = library().topic("revoke")
    graph = {p.answers for p in paths(topic, every=True)}
    walked = {p.answers for p in paths(topic)}
    left_out = graph - walked
    assert walked < graph and left_out
    for answers in left_out:
        assert not walkable(topic, answers)
        assert ("who_est", "dummy") in answers and ("step0", "no") in answers, answers
    for path in paths(topic):
        assert isinstance(walk(topic, path.as_dict()), Decided)
