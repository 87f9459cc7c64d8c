"""The regulation files: they load, they are sound, and the validator catches what is not.

Every worked example (taken from a club page that quotes the regulation, named in the
data as ``source``) is walked here and must end at its rule with its decision; together
the examples reach every rule of both regulations.
"""

from __future__ import annotations

import copy

import pytest

from arbiter.alert import regulation, regulations
from arbiter.alert.engine import Decided, run_example
from arbiter.alert.loader import REGULATIONS_DIR, build, read_regulation
from arbiter.i18n import InputError
from arbiter.yamlio import load_yaml
from tests.alert.cases import CASES

REGS = regulations()
EXAMPLES = [(reg, e) for reg in REGS.values() for e in reg.examples]


def test_both_federations_are_there():
    assert set(REGS) == {"NBB", "EBU"}
    assert regulation().profile == "NBB"
    assert regulation("ebu").profile == "EBU"


@pytest.mark.parametrize(
    ("reg", "example"), EXAMPLES, ids=[f"{r.profile}-{e.id}" for r, e in EXAMPLES]
)
def test_worked_example(reg, example):
    result = run_example(reg, example)
    assert isinstance(result, Decided), f"{example.id} ({reg.sources[example.source].url})"
    assert result.rule.id == example.rule
    assert result.rule.decision == example.expect
    assert example.source in reg.sources


def test_every_nbb_rule_is_reached_by_a_worked_example_of_the_sources():
    reg = REGS["NBB"]
    reached = {run_example(reg, e).rule.id for e in reg.examples}  # type: ignore[union-attr]
    assert reached == {r.id for r in reg.rules}


@pytest.mark.parametrize("profile", sorted(REGS))
def test_every_rule_is_reached_by_an_example_or_a_case(profile):
    reg = REGS[profile]
    reached = {run_example(reg, e).rule.id for e in reg.examples}  # type: ignore[union-attr]
    reached |= {case[5] for case in CASES if case[0] == profile}
    assert reached == {r.id for r in reg.rules}


def test_nbb_version_is_stated_with_its_limits():
    reg = regulation("NBB")
    assert reg.version.effective == "2009-09-01"
    assert "2009" in reg.version.name["nl"]
    assert "WekoWijzer 139" in reg.version.status["nl"]
    assert "niet kunnen nagaan" in reg.version.status["nl"]
    assert "could not be verified" in reg.version.status["en"]
    assert reg.unverified and reg.announcements is False
    assert not [r for r in reg.rules if r.decision == "announce"]


def test_ebu_has_announcements_and_marks_unverified_rules():
    reg = regulation("EBU")
    assert reg.announcements is True
    announced = [r for r in reg.rules if r.decision == "announce"]
    assert announced and all(r.announce for r in announced)
    unverified = [r for r in reg.rules if not r.verified]
    assert unverified and all(r.note for r in unverified)


def test_every_text_in_both_languages_and_every_source_listed():
    for reg in REGS.values():
        for rule in reg.rules:
            assert rule.text["nl"] and rule.text["en"] and rule.article
            assert rule.source in reg.sources
            assert all(a in reg.sources for a in rule.also)
        for fact in reg.facts.values():
            assert fact.question["nl"] and fact.question["en"]


def test_profile_without_a_file_and_unknown_profile():
    with pytest.raises(InputError) as error:
        regulation("WBF")
    assert "WBF" in error.value.text["nl"] and error.value.accepted == ("EBU", "NBB")
    with pytest.raises(InputError) as error:
        regulation("XYZ")
    assert "Unknown regulation profile" in error.value.text["en"]


# -- the validator ----------------------------------------------------------------------------

RAW = load_yaml(f"{REGULATIONS_DIR}/nbb.yaml")


def problems_of(change) -> list[str]:
    data = copy.deepcopy(RAW)
    change(data)
    problems: list[str] = []
    build(data, problems)
    return problems


def test_the_shipped_file_has_no_problems():
    assert problems_of(lambda d: None) == []


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d["rules"][0]["when"].update(colour=True), "neither a feature"),
        (lambda d: d["rules"][0]["when"].update(meaning="blue"), "value 'blue' is not possible"),
        (lambda d: d["rules"][0]["when"].update(level="four"), "value 'four' is not possible"),
        (lambda d: d["rules"][0]["when"].update(call="1Q"), "value '1Q' is not possible"),
        (lambda d: d["rules"][0]["text"].pop("en"), "needs a text in both nl and en"),
        (lambda d: d["rules"][0].update(source="nowhere"), "'nowhere' is not in sources"),
        (lambda d: d["rules"][0].update(decision="maybe"), "is not one of alert"),
        (lambda d: d["rules"][0].update(group="other"), "group: 'other'"),
        (lambda d: d["rules"][0].update(id=d["rules"][1]["id"]), "unique lowercase id"),
        (lambda d: d["rules"].append(copy.deepcopy(d["rules"][0])), "catch-all"),
        (lambda d: d["rules"].insert(0, dict(d["rules"][-1], id="early")), "can never apply"),
        (lambda d: d["rules"][0].update(decision="announce"), "no announcements"),
        (lambda d: d["rules"][0].update(verified=False), "note: needs a text"),
        (lambda d: d["rules"][0].update(article=""), "not every article is named"),
        (lambda d: d["facts"]["meaning"].update(answers=[]), "at least two answers"),
        (lambda d: d["facts"].update(level={"question": {"nl": "x", "en": "y"}}), "feature's"),
        (lambda d: d["sources"]["reg2009"].update(url="ftp://x"), "http(s) url"),
        (lambda d: d["sections"][0].update(laws=["99"]), "not a law the catalogue knows"),
        (lambda d: d.update(profile="XX"), "profile: 'XX'"),
        (lambda d: d["version"].update(effective="2009"), "YYYY-MM-DD"),
        (lambda d: d["examples"][0].update(rule="nope"), "'nope' is not a rule"),
        (lambda d: d["examples"][0]["answers"].update(meaning="blue"), "is not a fact and answer"),
        (lambda d: d["rules"][0]["when"].update({"all": []}), "non-empty list"),
    ],
)
def test_validator_names_the_problem(change, expected):
    problems = problems_of(change)
    assert any(expected in p for p in problems), problems


def test_examples_are_checked_when_loading(tmp_path):
    data = tmp_path / "bad.yaml"
    with open(f"{REGULATIONS_DIR}/nbb.yaml", encoding="utf-8") as handle:
        text = handle.read()
    data.write_text(
        text.replace("expect: no_alert\n    rule: level4", "expect: alert\n    rule: level4", 1)
    )
    with pytest.raises(ValueError) as error:
        read_regulation(str(data))
    assert "the source says alert by 'level4'" in str(error.value)
