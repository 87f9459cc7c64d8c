"""The story as one value (issue 23): one codec for the query string, the ruling form,
the stored record and the offline page, each round-tripping; the walk memoised."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.guide.story import (
    BOARD_KEYS,
    Story,
    answer_key,
    parse_answers,
    parse_board,
    parse_facts,
    walk_story,
)
from arbiter.i18n import InputError

topics = st.from_regex(r"[a-z][a-z0-9-]{0,12}", fullmatch=True)
nodes = st.from_regex(r"[a-z][a-z0-9_]{0,8}(\.[a-z][a-z0-9_]{0,8})?", fullmatch=True)
keys = st.one_of(nodes, st.builds(lambda t, v, n: f"{t}{v}:{n}", topics,
                                  st.sampled_from(["", ".2", ".3"]), nodes))
choices = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)
fact_values = st.text(st.sampled_from("NOZW 1234567♠♥♦♣SAKQJT pasdoublet,=&?%+"), min_size=1,
                      max_size=20).map(str.strip).filter(bool)
inputs = st.sampled_from(["dealer", "auction", "offender", "call", "cards", "declarer"])
boards = st.lists(st.tuples(st.sampled_from(BOARD_KEYS), st.integers(1, 999_999_999)),
                  max_size=3, unique_by=lambda p: p[0])
stories = st.builds(
    lambda topic, answers, facts, board, profile, lang: Story(
        topic, tuple(answers.items()), (),
        tuple((k, str(v)) for k, v in sorted(board, key=lambda p: BOARD_KEYS.index(p[0]))),
        profile, lang).with_facts(facts),
    topics, st.dictionaries(keys, choices, max_size=8),
    st.dictionaries(inputs, fact_values, max_size=4), boards,
    st.sampled_from(["NBB", "EBU", "WBF", "ACBL"]), st.sampled_from(["nl", "en"]))


@given(stories)
def test_the_query_string_round_trips(story):
    params = dict(parse_qsl(story.query(), keep_blank_values=True))
    assert Story.from_query(story.topic, params, story.lang) == story
    assert story.url().startswith(f"/{story.lang}/t/{story.topic}")


@given(stories)
def test_the_form_and_the_record_and_json_round_trip(story):
    form = Story.from_form(story.hidden(), story.lang)
    # the board goes in the form's own fields, the profile is the event's
    assert form == story.without_board().with_profile("NBB")
    record = {**story.record(), **dict(story.board)}
    assert Story.from_record(record, story.lang) == story
    assert Story.from_json(story.to_json()) == story


def test_facts_are_their_own_parameters_in_input_order():
    story = Story.from_query("insufficient-bid", {"call": "1♥", "dealer": "N",
                                                  "a": "insufficient:yes", "utm": "x"})
    assert story.facts == (("dealer", "N"), ("call", "1♥"))
    assert story.query() == "a=insufficient:yes&dealer=N&call=1%E2%99%A5"
    assert story.url().startswith("/nl/t/insufficient-bid?a=")


def test_the_default_profile_and_a_bad_board_stay_out_of_the_url():
    story = Story.from_query("revoke", {"profile": "nbb", "event": "x", "board": "7"})
    assert story.profile == "NBB" and story.board == (("board", "7"),)
    assert story.query() == "board=7"
    assert Story.from_query("revoke", {"profile": "ebu"}).query() == "profile=EBU"
    assert Story.from_query("revoke", {"profile": "nope"}).profile == "NBB"


def test_empty_values_are_not_given():
    assert parse_facts({"dealer": "  ", "call": ""}) == ()
    assert parse_answers(" , ") == ()
    assert parse_board({"board": "0", "event": "2147483648999"}) == ()


@pytest.mark.parametrize(
    "raw", ["nocolon", "A:b", "a:B", "a:b:c:d", "a_b:c:d", "a.x:b:c", "a:b,a:c", "1a:b", "a: b c"]
)
def test_malformed_answers_are_input_errors_naming_the_form(raw):
    with pytest.raises(InputError) as caught:
        parse_answers(raw)
    assert caught.value.accepted


@pytest.mark.parametrize("topic", ["", "Revoke", "a b", "../x"])
def test_a_topic_id_is_checked(topic):
    with pytest.raises(InputError):
        Story.from_query(topic, {})


def test_answers_of_later_topics_of_a_chain():
    """After a handoff, a question of the next topic is ``topic:question:answer`` (and
    ``topic.2:...`` when the story comes back to a topic), the key ``decide`` uses."""
    raw = "in_turn:no,call-out-of-turn:turn:lho,penalty-card.2:dummy.looked:no"
    story = Story.from_query("insufficient-bid", {"a": raw})
    assert story.answers == (
        ("in_turn", "no"),
        ("call-out-of-turn:turn", "lho"),
        ("penalty-card.2:dummy.looked", "no"),
    )
    assert story.query() == f"a={raw}"
    assert answer_key("insufficient-bid", "", "x") == "x"
    assert answer_key("insufficient-bid", "insufficient-bid", "x") == "x"
    assert answer_key("insufficient-bid", "penalty-card.2", "x") == "penalty-card.2:x"


def test_too_many_answers_and_too_long_facts():
    with pytest.raises(InputError):
        parse_answers(",".join(f"q{i}:a" for i in range(100)))
    with pytest.raises(InputError):
        parse_facts({"auction": "pas " * 200})


def test_the_walk_is_one_per_state():
    """A page shows where every other answer would lead, and a save checks the ruling:
    each state is walked once, whatever the order of the answers or the language."""
    from arbiter.guide.story import _walk

    _walk.cache_clear()
    a = Story("insufficient-bid", (("insufficient", "yes"), ("in_turn", "yes")))
    b = Story("insufficient-bid", (("in_turn", "yes"), ("insufficient", "yes")), lang="en",
              profile="EBU")
    assert walk_story(a) is walk_story(b)
    assert _walk.cache_info().misses == 1 and _walk.cache_info().hits == 1
