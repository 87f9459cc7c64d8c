"""Every guide state has an address: parsing and writing the URL, and bad input."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.i18n import InputError
from arbiter.web.state import State, parse_answers, parse_facts, parse_state, topic_url

ids = st.from_regex(r"[a-z][a-z0-9_]{0,8}(\.[a-z][a-z0-9_]{0,8})?", fullmatch=True)
choices = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)


@given(st.dictionaries(ids, choices, max_size=8))
def test_answers_round_trip(answers):
    state = State(tuple(answers.items()))
    query = state.query()
    params = dict(part.split("=", 1) for part in query.split("&")) if query else {}
    assert parse_state(params) == state


def test_facts_are_their_own_parameters_in_input_order():
    state = parse_state({"call": "1♥", "dealer": "N", "a": "insufficient:yes", "utm": "x"})
    assert state.facts == (("dealer", "N"), ("call", "1♥"))
    assert state.query() == "a=insufficient:yes&dealer=N&call=1%E2%99%A5"
    assert topic_url("nl", "insufficient-bid", state).startswith("/nl/t/insufficient-bid?a=")


def test_empty_values_are_not_given():
    assert parse_facts({"dealer": "  ", "call": ""}) == ()
    assert parse_answers(" , ") == ()


@pytest.mark.parametrize(
    "raw", ["nocolon", "A:b", "a:B", "a:b:c:d", "a_b:c:d", "a.x:b:c", "a:b,a:c", "1a:b", "a: b c"]
)
def test_malformed_answers_are_input_errors_naming_the_form(raw):
    with pytest.raises(InputError) as caught:
        parse_answers(raw)
    assert caught.value.accepted


def test_answers_of_later_topics_of_a_chain():
    """After a handoff, a question of the next topic is ``topic:question:answer`` (and
    ``topic.2:...`` when the story comes back to a topic), the key ``decide`` uses."""
    raw = "in_turn:no,call-out-of-turn:turn:lho,penalty-card.2:dummy.looked:no"
    state = parse_state({"a": raw})
    assert state.answers == (
        ("in_turn", "no"),
        ("call-out-of-turn:turn", "lho"),
        ("penalty-card.2:dummy.looked", "no"),
    )
    assert state.query() == f"a={raw}"


def test_too_many_answers_and_too_long_facts():
    with pytest.raises(InputError):
        parse_answers(",".join(f"q{i}:a" for i in range(100)))
    with pytest.raises(InputError):
        parse_facts({"auction": "pas " * 200})
