"""The Alerteerwijzer's engine: features from the auction, three-valued conditions, the
question flow (questions only where the auction cannot decide), answers, bad input."""

from __future__ import annotations

import pytest

from arbiter.alert import AlertInputError, Asked, Decided, check, regulation, situation
from arbiter.alert.conditions import evaluate, facts_in
from arbiter.alert.engine import decide, parse_answers
from arbiter.alert.serialize import handoffs, result_json
from arbiter.guide.interview import walk
from arbiter.guide.library import library
from tests.alert.cases import CASES


@pytest.mark.parametrize(
    ("profile", "dealer", "auction", "call", "answers", "rule", "questions"),
    CASES,
    ids=[f"{c[0]}-{c[2] or 'open'}-{c[3]}-{c[5]}" for c in CASES],
)
def test_case(profile, dealer, auction, call, answers, rule, questions):
    result = check(profile, dealer, auction, call, answers)
    assert isinstance(result, Decided), result
    assert result.rule.id == rule
    assert len(result.steps) == questions  # the answers the outcome rests on
    assert not result.unused


def test_questions_are_asked_one_at_a_time_in_rule_order():
    asked = check(None, "N", "", "1♣")
    assert isinstance(asked, Asked) and asked.fact.id == "short_minor"
    asked = check(None, "N", "", "1♣", {"short_minor": "nee"})
    assert isinstance(asked, Asked) and asked.fact.id == "meaning"
    assert [s.fact.id for s in asked.steps] == ["short_minor"]


def test_no_question_when_the_auction_decides():
    result = check(None, None, "1♠ pas 3♠ pas", "4SA")
    assert isinstance(result, Decided) and result.rule.id == "level4" and not result.steps


def test_an_answer_the_path_does_not_need_is_reported():
    result = check(None, None, "1♥ pas 2♥ pas", "4♥", {"meaning": "artificial"})
    assert isinstance(result, Decided) and result.unused == ("meaning",)


@pytest.mark.parametrize(
    ("auction", "call", "expected"),
    [
        ("", "1♥", {"opening": True, "first_round": True, "role": "opener", "side": "opening"}),
        ("pas", "pas", {"opening": False, "side": "none", "role": "none", "kind": "pass"}),
        (
            "1SA pas",
            "2♣",
            {
                "role": "responder",
                "first_response": True,
                "intervention": False,
                "opening_call": "1NT",
                "call": "2C",
                "denom": "C",
                "level": 2,
            },
        ),
        (
            "1SA 2♦",
            "X",
            {
                "role": "responder",
                "intervention": True,
                "doubled_call": "2D",
                "doubled_denom": "suit",
                "doubled_level": 2,
                "kind": "double",
            },
        ),
        ("1SA", "X", {"role": "defender", "side": "defending", "doubled_denom": "NT"}),
        ("1♥ pas 2♥", "pas", {"first_round": True, "role": "defender"}),
        ("1♥ pas 2♥ pas", "4♥", {"first_round": False, "level4": True, "role": "opener"}),
        ("4♥ X", "XX", {"level4": True, "kind": "redouble", "doubled_call": "4H"}),
        ("pas 1♠", "2♠", {"role": "defender", "first_round": True, "intervention": False}),
        ("1♣ pas 1♥ 1♠", "pas", {"role": "opener", "first_round": False, "intervention": True}),
    ],
)
def test_features_from_the_auction(auction, call, expected):
    features = situation("N", auction, call).features
    for key, value in expected.items():
        assert features[key] == value, key


def test_three_valued_conditions():
    features = {"opening": False, "level4": True}
    # an unknown fact does not force a question when another part is false
    assert evaluate({"meaning": "artificial", "opening": True}, features, {}) is False
    assert evaluate({"opening": False, "meaning": "artificial"}, features, {}) == "meaning"
    assert evaluate({"any": [{"meaning": "x"}, {"level4": True}]}, features, {}) is True
    assert evaluate({"any": [{"meaning": "x"}, {"level4": False}]}, features, {}) == "meaning"
    assert evaluate({"any": [{"opening": True}, {"level4": False}]}, features, {}) is False
    assert evaluate({"not": {"level4": True}}, features, {}) is False
    assert evaluate({"not": {"meaning": "x"}}, features, {}) == "meaning"
    assert evaluate({"not": {"meaning": "x"}}, features, {"meaning": "y"}) is True
    assert evaluate({"all": [{"level4": True}, {"level4": [True, False]}]}, features, {})
    assert evaluate({"level": {"min": 2, "max": 3}}, {"level": 3}, {}) is True
    assert evaluate({"level": {"min": 4}}, {"level": 3}, {}) is False
    assert evaluate({}, features, {}) is True
    assert facts_in({"all": [{"a": 1}, {"not": {"b": 2}}], "opening": True}) == ["a", "b"]


def test_answers_in_both_languages_and_aliases():
    reg = regulation()
    assert parse_answers(reg, {"short_minor": "Ja", "nt_range": "nee"}) == {
        "short_minor": "yes",
        "nt_range": "no",
    }
    assert parse_answers(reg, {"meaning": "kunstmatig"}) == {"meaning": "artificial"}
    assert parse_answers(reg, {" Meaning ": "NATURAL"}) == {"meaning": "natural"}
    with pytest.raises(AlertInputError) as error:
        parse_answers(reg, {"colour": "red"})
    assert "Onbekende vraag 'colour'" in error.value.text["nl"]
    assert "meaning" in error.value.accepted
    with pytest.raises(AlertInputError) as error:
        parse_answers(reg, {"meaning": "blue"})
    assert error.value.accepted == ("natural", "unexpected", "artificial")
    assert "not an answer to 'meaning'" in error.value.text["en"]


@pytest.mark.parametrize(
    ("auction", "call", "nl", "en"),
    [
        ("", "1Q", "Onbekende bieding '1Q'", "Unknown call '1Q'"),
        ("", "8♥", "te hoog", "too high"),
        ("", "", "Geef de bieding op", "Give the call"),
        ("1♥ pas", "1♣", "onvoldoende bod (art. 27)", "insufficient bid (Law 27)"),
        ("1♥", "XX", "redoublet niet toegestaan", "redouble not permitted"),
        ("1♥ pas", "X", "doublet niet toegestaan", "double not permitted"),
        ("1♥ pas pas pas", "pas", "al afgelopen (art. 39)", "already ended (Law 39)"),
        ("1♥ 1♥", "pas", "Bieding 2", "Call 2"),
        ("1♥ zz", "pas", "Onbekende bieding 'zz'", "Unknown call 'zz'"),
    ],
)
def test_bad_input_says_what_is_accepted(auction, call, nl, en):
    with pytest.raises(AlertInputError) as error:
        check(None, "N", auction, call)
    assert nl in error.value.text["nl"] and en in error.value.text["en"]
    assert error.value.accepted


def test_bad_dealer():
    with pytest.raises(Exception) as error:
        check(None, "Q", "", "1♥")
    assert "accepted" in dir(error.value) and error.value.accepted


def test_decide_is_pure():
    reg, sit = regulation(), situation("N", "1SA pas", "2♣")
    first = decide(reg, sit, {"meaning": "artificial"})
    second = decide(reg, sit, {"meaning": "artificial"})
    assert first == second and isinstance(first, Decided)


def test_handoffs_carry_the_table_data_and_walk_in_the_guide():
    result = check(None, "N", "1SA pas", "2♣", {"meaning": "artificial"})
    links = handoffs(result, "nl")
    assert [h["topic"] for h in links] == ["misinformation", "unauthorized-information"]
    assert links[0]["facts"] == {"dealer": "N", "auction": "1SA pas", "call": "2♣"}
    assert links[0]["answers"] == {"what": "alert"}
    assert links[1]["answers"] == {"source": "partner"}
    for h in links:
        res = walk(library().topic(h["topic"]), h["answers"], h["facts"])
        assert [s.answer for s in res.path][: len(h["answers"])] == list(h["answers"].values())
    no_alert = check(None, None, "1♥ pas 2♥ pas", "4♥")
    links = handoffs(no_alert, "en")
    assert links[0]["answers"] == {} and "dealer" not in links[0]["facts"]
    assert links[0]["facts"]["auction"] == "1♥ pass 2♥ pass"
    assert handoffs(check(None, None, "", "1♣"), "nl") == []


def test_result_json_in_both_languages():
    result = check(None, "Z", "", "1SA", {"nt_range": "ja"})
    nl, en = result_json(result, "nl"), result_json(result, "en")
    assert nl["decision"] == en["decision"] == "alert"
    assert nl["decision_text"] == "Alerteren" and en["decision_text"] == "Alert"
    assert nl["input"] == {"dealer": "Z", "auction": "", "call": "1SA", "caller": "Z"}
    assert en["input"]["dealer"] == "S" and en["input"]["call"] == "1NT"
    assert nl["rule"]["source"]["url"].startswith("https://")
    assert any("niet kunnen nagaan" in c for c in nl["caveats"])
    assert nl["answers"][0]["fact"] == "nt_range"
    question = result_json(check(None, None, "", "1SA"), "en")
    assert question["status"] == "question" and question["question"]["id"] == "nt_range"
    assert [a["id"] for a in question["question"]["answers"]] == ["yes", "no"]
