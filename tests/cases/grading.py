"""Walk the guide for a worked case the way a director would, and grade the ruling.

A case (``data/*.yaml``, see ``docs/cases.md``) tells a story from public director material
and gives, for every question the guide may ask, the answer the story supplies, each with
a one-line reason. The walk asks the guide for the next question, answers it from the case
and goes on until there is a ruling; it never looks at the node graph. When the story
continues in a second topic (``then``), the walk goes on there.

Grades, worst first:

* ``cannot_walk``: the guide asks a question the story cannot answer;
* ``wrong``: the ruling states an outcome value that contradicts the expected one;
* ``partly``: the rectification agrees but an element is missing: an outcome the ruling
  does not state, a law it does not cite, an option or its chooser, the second topic;
* ``right``: everything expected is there.

Outcome keys come from the fixed vocabulary (``arbiter/guide/vocabulary.py``), not from
node or ruling ids, so a case survives when other helpers cut, merge or rename questions:
only the ``answers`` keys need re-mapping, and each answer's reason says what it means.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbiter.guide.interview import Asked, Decided, walk
from arbiter.guide.library import library
from arbiter.guide.model import Options, Question, Ruling
from arbiter.laws.refs import LawRef
from arbiter.yamlio import load_yaml

DATA = Path(__file__).resolve().parent / "data"

GRADES = ("right", "partly", "wrong", "cannot_walk")
_RANK = {g: i for i, g in enumerate(GRADES)}


# -- the case data ---------------------------------------------------------------------


@dataclass(frozen=True)
class Expect:
    """What one topic's ruling must contain."""

    outcome: dict[str, Any] = field(default_factory=dict)
    laws: tuple[str, ...] = ()
    options: tuple[dict[str, Any], ...] = ()  # each {chooser, choices: [...]}


@dataclass(frozen=True)
class Part:
    """One topic of the story: where the director starts, what she answers, what she gets."""

    topic: str
    answers: dict[str, str]
    why: dict[str, str]
    expect: Expect
    table: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Case:
    id: str
    title: str
    sources: tuple[str, ...]
    laws: tuple[str, ...]
    law_check: str
    story: str
    search: str
    parts: tuple[Part, ...]  # the first topic, then the topics the story continues in
    assume: tuple[str, ...] = ()
    known: dict[str, Any] = field(default_factory=dict)  # today's grade when not right
    file: str = ""

    @property
    def topic(self) -> str:
        return self.parts[0].topic


def _text(value: Any) -> str:
    return " ".join(str(value).split()) if value is not None else ""


def _part(raw: Mapping[str, Any], table: Mapping[str, Any]) -> Part:
    answers: dict[str, str] = {}
    why: dict[str, str] = {}
    for node, given in (raw.get("answers") or {}).items():
        answers[str(node)] = str(given["a"])
        why[str(node)] = _text(given.get("why"))
    exp = raw.get("expect") or {}
    expect = Expect(
        outcome=dict(exp.get("outcome") or {}),
        laws=tuple(str(x) for x in exp.get("laws") or ()),
        options=tuple(exp.get("options") or ()),
    )
    merged = {
        **{k: str(v) for k, v in table.items()},
        **{k: str(v) for k, v in (raw.get("table") or {}).items()},
    }
    return Part(str(raw["topic"]), answers, why, expect, merged)


def load_cases(directory: Path = DATA) -> list[Case]:
    """Every case in ``data/*.yaml``, in file order."""
    cases: list[Case] = []
    for path in sorted(directory.glob("*.yaml")):
        for raw in load_yaml(path) or []:
            table = raw.get("table") or {}
            parts = [_part(raw, {})]
            then = raw.get("then")
            for nxt in [then] if isinstance(then, dict) else (then or []):
                parts.append(_part(nxt, table))
            cases.append(
                Case(
                    id=str(raw["id"]),
                    title=_text(raw.get("title")),
                    sources=tuple(str(s) for s in raw.get("sources") or ()),
                    laws=tuple(str(x) for x in raw.get("laws") or ()),
                    law_check=_text(raw.get("law_check")),
                    story=_text(raw.get("story")),
                    search=_text(raw.get("search")),
                    parts=tuple(parts),
                    assume=tuple(_text(a) for a in raw.get("assume") or ()),
                    known=dict(raw.get("known") or {}),
                    file=path.name,
                )
            )
    return cases


# -- walking and grading ---------------------------------------------------------------


@dataclass
class PartResult:
    topic: str
    grade: str
    ruling: str | None = None  # the ruling node reached (for the report only)
    asked: str | None = None  # the question the story could not answer
    missing: list[str] = field(default_factory=list)
    contradictions: list[str] = field(default_factory=list)
    see: str | None = None
    path: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Grade:
    case: Case
    grade: str
    parts: list[PartResult]
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line per problem, for an assertion message or the to-do list."""
        lines = [f"{self.case.id}: {self.grade}"]
        for part in self.parts:
            if part.asked:
                lines.append(f"  [{part.topic}] asks '{part.asked}', which the story cannot answer")
            lines.extend(f"  [{part.topic}] WRONG: {c}" for c in part.contradictions)
            lines.extend(f"  [{part.topic}] missing: {m}" for m in part.missing)
        lines.extend(f"  {n}" for n in self.notes)
        return "\n".join(lines)


def law_covered(expected: str, cited: Iterable[str]) -> bool:
    """A cited reference covers an expected one when it is the same law and at least as
    specific: 16C2 covers 16C, but 16C does not cover 16C2 (and 6 never covers 64)."""
    want = LawRef.parse(expected)
    want_sub = want.sub.replace("(", "").replace(")", "")
    for ref in cited:
        got = LawRef.parse(ref)
        if got.law == want.law and got.sub.replace("(", "").replace(")", "").startswith(want_sub):
            return True
    return False


def _offered(opts: Options) -> dict[str, Any]:
    return {"chooser": opts.chooser, "choices": [o.id for o in opts.choices]}


def walk_part(part: Part) -> tuple[PartResult, dict[str, Any], list[str], list[dict[str, Any]]]:
    """Walk one topic, answering only what the guide asks, one question at a time.

    Returns the part's result (grade not yet set), the effective outcome (the ruling's,
    completed by the outcome of the options chosen on the way), the laws cited (the
    ruling's, its follow-ups' and the chosen options'), and the options offered.
    """
    topic = library().topic(part.topic)
    given: dict[str, str] = {}
    res = PartResult(topic=part.topic, grade="right")
    chosen_outcome: dict[str, Any] = {}
    chosen_laws: list[str] = []
    offered: list[dict[str, Any]] = []
    while True:
        state = walk(topic, given, part.table)
        if isinstance(state, Decided):
            break
        assert isinstance(state, Asked)
        question: Question = state.question
        if question.id not in part.answers:
            res.grade = "cannot_walk"
            res.asked = question.id
            res.path = [(s.node, s.answer) for s in state.path]
            return res, {}, [], offered
        given[question.id] = part.answers[question.id]
        if question.options is not None:
            offered.append(_offered(question.options))
            for opt in question.options.choices:
                if opt.id == given[question.id]:
                    chosen_outcome.update(opt.outcome)
                    chosen_laws.extend(opt.laws)
    ruling: Ruling = state.ruling
    res.ruling = ruling.id
    res.see = ruling.see
    res.path = [(s.node, s.answer) for s in state.path]
    if ruling.options is not None:
        offered.append(_offered(ruling.options))
    outcome = {**chosen_outcome, **ruling.outcome}
    cited = [*ruling.laws, *(r for f in ruling.afterwards for r in f.laws), *chosen_laws]
    return res, outcome, cited, offered


def _check(
    part: Part,
    res: PartResult,
    outcome: dict[str, Any],
    cited: list[str],
    offered: list[dict[str, Any]],
) -> None:
    for key, want in part.expect.outcome.items():
        if key not in outcome:
            res.missing.append(f"outcome {key}={want!r} not stated")
        elif outcome[key] != want:
            res.contradictions.append(f"outcome {key}={outcome[key]!r}, expected {want!r}")
    for law in part.expect.laws:
        if not law_covered(law, cited):
            res.missing.append(f"law {law} not cited")
    for want in part.expect.options:
        choices = set(want.get("choices") or ())
        same_chooser = [o for o in offered if o["chooser"] == want["chooser"]]
        if any(choices <= set(o["choices"]) for o in same_chooser):
            continue
        if any(choices <= set(o["choices"]) for o in offered):
            res.missing.append(
                f"options {sorted(choices)} offered to the wrong side (expected {want['chooser']})"
            )
        elif same_chooser:
            have = sorted({c for o in same_chooser for c in o["choices"]})
            res.missing.append(
                f"options for {want['chooser']}: {sorted(choices - set(have))} not offered"
            )
        else:
            res.missing.append(f"no choice offered to {want['chooser']} ({sorted(choices)})")
    if res.contradictions:
        res.grade = "wrong"
    elif res.missing:
        res.grade = "partly"


def grade_case(case: Case) -> Grade:
    """Walk every topic of the story and grade the whole: the worst part decides."""
    results: list[PartResult] = []
    notes: list[str] = []
    for index, part in enumerate(case.parts):
        res, outcome, cited, offered = walk_part(part)
        if res.grade != "cannot_walk":
            _check(part, res, outcome, cited, offered)
        results.append(res)
        if index + 1 < len(case.parts) and res.grade != "cannot_walk":
            nxt = case.parts[index + 1].topic
            if res.see != nxt:
                where = f"hands over to {res.see}" if res.see else "does not hand over"
                res.missing.append(f"second topic {nxt}: the ruling {where}")
                if res.grade == "right":
                    res.grade = "partly"
    grade = max((r.grade for r in results), key=_RANK.__getitem__)
    return Grade(case, grade, results, notes)


def search_rank(case: Case, limit: int = 3) -> int | None:
    """Where the director's search words put the case's first topic (1 = first), or None
    when it is not among the first ``limit`` hits."""
    from arbiter.guide.find import find

    hits = [h.topic for h in find(case.search, limit=limit)]
    return hits.index(case.topic) + 1 if case.topic in hits else None
