"""Worked cases from public director material, walked through the guide like a director.

Each case in ``data/*.yaml`` must come out ``right`` (see ``grading.py``). A case that is
not right today carries ``known: {grade, missing}`` and runs as a strict expected failure:
when someone fixes the guide the test turns red (XPASS) and the ``known`` entry must go.
``bench/cases.py`` prints the counts per grade and per topic.
"""

from __future__ import annotations

import importlib
import re

import pytest

from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
from arbiter.i18n import InputError
from arbiter.laws.refs import LawRef
from tests.cases.grading import GRADES, Case, grade_case, load_cases, search_rank

CASES = load_cases()
MIN_CASES = 60


def _param(case: Case, marks_from: str) -> pytest.param:
    known = case.known.get(marks_from) if marks_from == "search" else case.known.get("grade")
    marks = ()
    if marks_from == "grade" and known and known != "right":
        reason = f"{known}: {case.known.get('missing', '')}"
        marks = (pytest.mark.xfail(strict=True, reason=reason),)
    if marks_from == "search" and known:
        marks = (pytest.mark.xfail(strict=True, reason=f"search: {known}"),)
    return pytest.param(case, id=case.id, marks=marks)


@pytest.mark.parametrize("case", [_param(c, "grade") for c in CASES])
def test_case_is_ruled_right(case: Case) -> None:
    graded = grade_case(case)
    assert graded.grade == "right", graded.summary()


@pytest.mark.parametrize("case", [_param(c, "search") for c in CASES])
def test_director_finds_the_topic(case: Case) -> None:
    """The words a director would type put the case's topic among the first three hits."""
    assert search_rank(case) is not None, f"'{case.search}' does not find {case.topic}"


def test_enough_cases_with_unique_ids() -> None:
    ids = [c.id for c in CASES]
    assert len(ids) >= MIN_CASES, f"only {len(ids)} cases"
    assert len(set(ids)) == len(ids), sorted({i for i in ids if ids.count(i) > 1})


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case_is_well_formed(case: Case) -> None:
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", case.id), case.id
    assert case.title and case.story and case.law_check and case.search
    assert case.sources and all(s.startswith(("http://", "https://")) for s in case.sources)
    for ref in case.laws:
        LawRef.parse(ref)
    if case.known:
        assert case.known.get("grade") in (*GRADES[1:], None), case.known
        if case.known.get("grade"):
            assert case.known.get("missing"), "say what is missing"
    for part in case.parts:
        topic = library().topic(part.topic)
        for ref in part.expect.laws:
            LawRef.parse(ref)
        for node, reason in part.why.items():
            assert reason, f"{part.topic}: answer to {node} has no reason"
        assert part.expect.outcome or part.expect.laws or part.expect.options, part.topic
        assert topic.id == part.topic


def _worked_examples() -> list[tuple[str, object]]:
    found = []
    for topic_id in library().topics:
        module = importlib.import_module(f"tests.topics.test_{topic_id.replace('-', '_')}")
        found.extend((topic_id, ex) for ex in getattr(module, "WORKED_EXAMPLES", []))
    return found


def test_no_case_repeats_a_topic_worked_example() -> None:
    """A case is a repeat when it walks the same topic to the same ruling with the same
    answers as a worked example from the same source page."""
    examples = _worked_examples()
    repeats = []
    for case in CASES:
        first = case.parts[0]
        for topic_id, ex in examples:
            if topic_id != first.topic or not any(s in ex.source for s in case.sources):
                continue
            topic = library().topic(topic_id)
            try:
                reached = walk(topic, ex.answers, ex.facts)
                mine = walk(
                    topic,
                    {k: v for k, v in first.answers.items() if k in topic.nodes},
                    first.table,
                )
            except InputError:  # answers that no longer fit a restructured topic
                continue
            if (
                isinstance(reached, Decided)
                and isinstance(mine, Decided)
                and reached.ruling.id == mine.ruling.id
            ):
                repeats.append(f"{case.id} ~ {ex.source}")
    assert not repeats, repeats
