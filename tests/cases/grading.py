"""Walk the guide for a worked case the way a director would, and grade the ruling.

A case (``data/*.yaml``, see ``docs/cases.md``) tells a story from public director material
and gives, for every question the story settles, the answer it supplies, each with a
one-line reason. The walk is the director's (``walk_chain``, as in ``arbiter decide`` and
the web): it takes the topics' premises and the facts the table data settle, follows the
handoffs, and answers only the question the guide asks, until there is a ruling; it never
looks at the node graph. When the story continues in a second topic (``then``), the walk
goes on there.

Grades, worst first:

* ``cannot_walk``: the guide asks a question the story cannot answer (except the
  non-offending side's choice after the read-out of its options, 10C1, when the story
  expects those options: the source's ruling is that read-out, and it is graded as one);
* ``premise``: the ruling (or the question the walk stopped at) rests on a premise, a fact
  or an earlier topic's answer the guide took without asking, and the story says otherwise
  (issue 22: right only when reached by answering what the guide asks);
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

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Asked, Decided, Step, answer_key
from arbiter.guide.library import library
from arbiter.guide.model import NEXT, Options, Question, Ruling, Topic
from arbiter.laws.refs import LawRef
from arbiter.yamlio import load_yaml

DATA = Path(__file__).resolve().parent / "data"

GRADES = ("right", "partly", "wrong", "premise", "cannot_walk")
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
    premises: list[str] = field(default_factory=list)  # premises the story contradicts
    see: str | None = None
    path: list[tuple[str, str, str]] = field(default_factory=list)  # node, answer, source


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
            lines.extend(f"  [{part.topic}] PREMISE: {p}" for p in part.premises)
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


@dataclass
class Segment:
    """One topic of the walked story: its path and the ruling it ended on."""

    topic: Topic
    path: tuple[Step, ...]
    ruling: Ruling


def _segments(state: Asked | Decided) -> list[Segment]:
    """The story's topics walked to a ruling: the earlier parts, and the last topic too
    when the walk ended on a ruling."""
    done = [Segment(p.topic, p.path, p.ruling) for p in state.parts]
    if isinstance(state, Decided):
        done.append(Segment(state.topic, state.path, state.ruling))
    return done


def _table(case: Case, start: int) -> dict[str, str]:
    """The table data of a story walked from part ``start``: one set for the whole story,
    as the director enters it; a later part adds what it needs but cannot change what an
    earlier part entered (the chain has one table)."""
    merged: dict[str, str] = {}
    for part in case.parts[start:]:
        for key, value in part.table.items():
            merged.setdefault(key, value)
    return merged


def walk_story(
    case: Case, start: int = 0
) -> tuple[list[Segment], int, tuple[Topic, Question, tuple[Step, ...]] | None]:
    """Walk the story from part ``start`` as the director does in ``arbiter decide`` and
    the web: the chain walk, which takes the topics' premises, follows handoffs and carries
    what the story knows. Only the question the guide asks is answered, from the case's
    part for the topic the story is in; at a ruling that offers the next topic of the
    story the director goes on (``next``).

    Returns the segments walked to a ruling, the index of the case part the last segment
    belongs to, and, when the walk stopped at a question the story cannot answer, that
    question with its topic and the path walked in that topic (None when it ended on a
    ruling)."""
    first = case.parts[start]
    topic = library().topic(first.topic)
    table = _table(case, start)
    answers: dict[str, str] = {}
    while True:
        state = walk_chain(topic, answers, table, library().topics)
        index = start + len(state.parts)
        part = case.parts[index] if index < len(case.parts) else None
        if isinstance(state, Asked):
            segments = _segments(state)
            question: Question = state.question
            if (
                part is None
                or part.topic != state.topic.id
                or question.answer(part.answers.get(question.id, "")) is None
            ):  # not answered by the story, or by an answer the question does not have
                return segments, index, (state.topic, question, state.path)
            answers[answer_key(topic.id, state.segment, question.id)] = part.answers[question.id]
            continue
        assert isinstance(state, Decided)
        ruling = state.ruling
        following = case.parts[index + 1] if index + 1 < len(case.parts) else None
        if (
            following is not None
            and part is not None
            and part.topic == state.topic.id
            and ruling.handoff is not None
            and ruling.handoff.topic == following.topic
        ):
            answers[answer_key(topic.id, state.segment, ruling.id)] = NEXT
            continue
        return _segments(state), index, None


def _effective(segment: Segment) -> tuple[dict[str, Any], list[str], list[dict[str, Any]]]:
    """The segment's effective outcome (the ruling's, completed by the outcome of the
    options chosen on the way), the laws cited (the ruling's, its follow-ups' and the
    chosen options'), and the options offered."""
    chosen_outcome, chosen_laws, offered = _chosen(segment.topic, segment.path)
    ruling = segment.ruling
    if ruling.options is not None:
        offered.append(_offered(ruling.options))
    outcome = {**chosen_outcome, **ruling.outcome}
    cited = [*ruling.laws, *(r for f in ruling.afterwards for r in f.laws), *chosen_laws]
    return outcome, cited, offered


def _chosen(
    topic: Topic, path: tuple[Step, ...]
) -> tuple[dict[str, Any], list[str], list[dict[str, Any]]]:
    """The options offered on the way, and the outcome and laws of those chosen."""
    outcome: dict[str, Any] = {}
    laws: list[str] = []
    offered: list[dict[str, Any]] = []
    for step in path:
        node = topic.nodes[step.node]
        if isinstance(node, Question) and node.options is not None:
            offered.append(_offered(node.options))
            for opt in node.options.choices:
                if opt.id == step.answer:
                    outcome.update(opt.outcome)
                    laws.extend(opt.laws)
    return outcome, laws, offered


def _premises(part: Part, path: tuple[Step, ...], res: PartResult) -> None:
    """A step the guide took as a premise (or from the table data or an earlier topic)
    while the story says otherwise: the ruling rests on something the director was never
    asked. A premise that agrees with the story is fine for now."""
    for step in path:
        said = part.answers.get(step.node)
        if said is None or said == step.answer or step.source == "answer":
            continue
        what = {"default": "premise", "fact": "table data", "carried": "earlier topic"}
        res.premises.append(
            f"{step.node}={step.answer!r} taken as {what.get(step.source, step.source)} "
            f"without asking; the story says {said!r} ({part.why.get(step.node, '')})"
        )


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
    if res.premises:
        res.grade = "premise"
    elif res.contradictions:
        res.grade = "wrong"
    elif res.missing:
        res.grade = "partly"


def _stops_at_the_choice(part: Part | None, topic: Topic, question: Question) -> bool:
    """The story ends where the non-offending side chooses: the guide asks for the choice
    after the director has read out every option (10C1), and the source's ruling is that
    read-out (it names the options, not what was chosen)."""
    return (
        part is not None
        and part.topic == topic.id
        and question.options is not None
        and question.id not in part.answers
        and bool(part.expect.options)
    )


def _grade_read_out(
    part: Part, topic: Topic, question: Question, path: tuple[Step, ...]
) -> PartResult:
    """Grade the read-out of a choice as the ruling: its options, its laws and those of
    every option, and what was chosen on the way there."""
    assert question.options is not None
    res = PartResult(topic=part.topic, grade="right", ruling=f"{question.id} (read-out)",
                     path=[(s.node, s.answer, s.source) for s in path])  # fmt: skip
    _premises(part, path, res)
    outcome, chosen_laws, offered = _chosen(topic, path)
    cited = [question.law, *(law for c in question.options.choices for law in c.laws)]
    _check(part, res, outcome, [law for law in [*cited, *chosen_laws] if law],
           [_offered(question.options), *offered])  # fmt: skip
    return res


def grade_case(case: Case) -> Grade:
    """Walk the story and grade every topic of it: the worst part decides.

    When a ruling does not hand over to the topic the story continues in, the director
    starts that topic afresh, and so does the walk."""
    results: list[PartResult] = []
    start = 0
    while start < len(case.parts):
        segments, index, asked = walk_story(case, start)
        for offset, segment in enumerate(segments):
            at = start + offset
            part = case.parts[at] if at < len(case.parts) else None
            if part is None or part.topic != segment.topic.id:
                results.append(
                    PartResult(
                        segment.topic.id,
                        "cannot_walk",
                        ruling=segment.ruling.id,
                        asked=f"(the story does not continue in {segment.topic.id})",
                    )
                )
                continue
            res = PartResult(
                topic=part.topic,
                grade="right",
                ruling=segment.ruling.id,
                see=segment.ruling.handoff.topic if segment.ruling.handoff else None,
                path=[(s.node, s.answer, s.source) for s in segment.path],
            )
            _premises(part, segment.path, res)
            _check(part, res, *_effective(segment))
            nxt = case.parts[at + 1].topic if at + 1 < len(case.parts) else None
            if nxt is not None and res.see != nxt:
                where = f"hands over to {res.see}" if res.see else "does not hand over"
                res.missing.append(f"second topic {nxt}: the ruling {where}")
                if res.grade == "right":
                    res.grade = "partly"
            results.append(res)
        if asked is not None:
            topic, question, path = asked
            part = case.parts[index] if index < len(case.parts) else None
            if _stops_at_the_choice(part, topic, question):
                assert part is not None
                results.append(_grade_read_out(part, topic, question, path))
                start = index + 1
                continue
            res = PartResult(topic.id, "cannot_walk", asked=question.id)
            res.path = [(s.node, s.answer, s.source) for s in path]
            if part is not None and part.topic == topic.id:
                given = part.answers.get(question.id)
                if given is not None:
                    accepted = ", ".join(a.id for a in question.answers)
                    res.asked = f"{question.id} (the story's {given!r} is not one of {accepted})"
                # a premise the story contradicts may have led to the question
                _premises(part, path, res)
                if res.premises:
                    res.grade = "premise"
            results.append(res)
            start = index + 1
        else:
            start = max(index + 1, start + len(segments))
    grade = max((r.grade for r in results), key=_RANK.__getitem__)
    return Grade(case, grade, results)


def search_rank(case: Case, limit: int = 3) -> int | None:
    """Where the director's search words put the case's first topic (1 = first), or None
    when it is not among the first ``limit`` hits."""
    from arbiter.guide.find import find

    hits = [h.topic for h in find(case.search, limit=limit)]
    return hits.index(case.topic) + 1 if case.topic in hits else None
