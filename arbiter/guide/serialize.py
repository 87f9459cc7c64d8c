"""The guide's results as plain JSON-ready data, in one language.

The command line's ``--json`` and the web API share this, so a script sees the same
shape wherever it asks. The shape is documented in ``docs/json.md``; the TypedDicts
below are that shape for the type checker (and for the web page built on it).
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

from arbiter.guide.interview import Asked, Decided, Result
from arbiter.guide.model import FollowUp, Options, Question, Ruling, Topic
from arbiter.guide.story import answer_key
from arbiter.guide.summary import topic_summary
from arbiter.i18n import Lang, Text


class LawRefJSON(TypedDict):
    ref: str
    law: int
    title: str


class OptionJSON(TypedDict):
    id: str
    text: str
    consequences: str
    laws: list[str]
    outcome: dict[str, Any]


class OptionsJSON(TypedDict):
    """The non-offending side's choices (10C1), read out before the ruling."""

    chooser: str
    intro: str | None
    choices: list[OptionJSON]


class FollowUpJSON(TypedDict):
    kind: str
    text: str
    laws: list[str]


class ExceptionMarkJSON(TypedDict):
    line: str
    applies: bool


class StepJSON(TypedDict):
    """One answered question of the story."""

    node: str
    topic: str
    key: str
    question: str
    answer: str
    answer_text: str | None
    source: str
    exception: ExceptionMarkJSON | None


class ExceptionLineJSON(TypedDict):
    """One line of the exceptions screen."""

    key: str
    node: str
    line: str
    question: str
    law: str | None
    usual: str
    applies: str


class HandedOverJSON(TypedDict):
    node: str
    ruling: str | None
    outcome: dict[str, Any]
    laws: list[str]


class HandoffJSON(TypedDict):
    topic: str
    at: str | None
    carry: list[str] | None
    keep: list[str]


class ChainPartJSON(TypedDict):
    """One topic of the story; all but the last with the ruling that handed over."""

    topic: str
    segment: str
    law: str
    title: str
    entered_at: str
    ruling: HandedOverJSON | None
    handoff: HandoffJSON | None


class AnswerJSON(TypedDict):
    id: str
    text: str


class QuestionJSON(TypedDict):
    node: str
    question: str
    law: str | None
    help: str | None
    options: OptionsJSON | None
    answers: list[AnswerJSON]


class NextTopicJSON(TypedDict):
    topic: str
    law: str | None
    title: str | None
    key: str
    answer: str


class RegulatedJSON(TypedDict):
    """A regulated value the ruling depends on, from the regulation profile."""

    key: str
    label: str
    value: Any
    source: str
    profile: str
    organiser_may_change: bool


class WalkCore(TypedDict):
    """What every result holds, a question or a ruling, in the JSON and on the page."""

    lang: Lang
    topic: dict[str, Any]  # arbiter.guide.summary.topic_summary
    facts: dict[str, str]
    path: list[StepJSON]
    unused_answers: list[str]
    chain: list[ChainPartJSON]


class _WalkJSON(WalkCore):
    """The JSON's: with the progress as numbers (the page says it in words)."""

    progress: dict[str, int]


class AskedJSON(_WalkJSON, QuestionJSON):
    """The walk stopped at a question (or at an exceptions screen)."""

    status: Literal["question"]
    exceptions: list[ExceptionLineJSON] | None


class DecidedJSON(_WalkJSON):
    """The walk reached the final ruling."""

    status: Literal["ruling"]
    node: str
    headline: str
    ruling: str
    outcome: dict[str, Any]
    laws: list[LawRefJSON]
    options: OptionsJSON | None
    tell: list[str]
    notes: list[str]
    leave: str
    director_stays: bool
    afterwards: list[FollowUpJSON]
    see: str | None
    next_topic: NextTopicJSON | None
    regulation: list[RegulatedJSON]


ResultJSON = AskedJSON | DecidedJSON


def _t(text: Text | None, lang: Lang) -> str | None:
    return None if text is None else text.get_lang(lang)


def law_refs(refs: tuple[str, ...] | list[str], lang: Lang) -> list[LawRefJSON]:
    from arbiter.laws.catalogue import catalogue
    from arbiter.laws.refs import LawRef

    cat = catalogue()
    out: list[LawRefJSON] = []
    for ref in refs:
        parsed = LawRef.parse(ref)
        out.append(
            {"ref": ref, "law": parsed.law, "title": cat.get(parsed.law).title.get_lang(lang)}
        )
    return out


def options(opts: Options | None, lang: Lang) -> OptionsJSON | None:
    if opts is None:
        return None
    return {
        "chooser": opts.chooser,
        "intro": _t(opts.intro, lang),
        "choices": [
            {
                "id": o.id,
                "text": o.text.get_lang(lang),
                "consequences": o.consequences.get_lang(lang),
                "laws": list(o.laws),
                "outcome": o.outcome,
            }
            for o in opts.choices
        ],
    }


def _followup(f: FollowUp, lang: Lang) -> FollowUpJSON:
    return {"kind": f.kind, "text": f.text.get_lang(lang), "laws": list(f.laws)}


def facts(found: dict[str, str], lang: Lang) -> dict[str, str]:
    """The facts worked out; a call among them (``lowest_sufficient``) in the language
    asked (2NT, not 2SA, in English), the other calls checked for 23A
    (``comparable_options``) as a line. The others are answer ids."""
    from arbiter.guide.facts import value_text

    out = dict(found)
    for name in ("lowest_sufficient", "comparable_options"):
        if name in out:
            out[name] = value_text(name, out[name], lang)
    return out


def _segments(result: Result) -> dict[str, Topic]:
    """Segment key → topic, for every topic of the story."""
    out = {part.segment or part.topic.id: part.topic for part in result.parts}
    out[result.segment or result.topic.id] = result.topic
    return out


def path(result: Result, lang: Lang) -> list[StepJSON]:
    """Every answered question of the story, earlier topics first. ``key`` is how the
    answer is named in ``--answer KEY=CHOICE`` and in URLs (``topic:node`` after a
    handoff)."""
    topics = _segments(result)
    first = result.parts[0].topic.id if result.parts else result.topic.id
    out: list[StepJSON] = []
    for step in result.steps:
        segment = step.segment or result.topic.id
        node = topics[segment].nodes[step.node]
        assert isinstance(node, Question)
        answer = node.answer(step.answer)
        out.append(
            {
                "node": step.node,
                "topic": segment.partition(".")[0],
                "key": answer_key(first, segment, step.node),
                "question": node.text.get_lang(lang),
                "answer": step.answer,
                "answer_text": _t(answer.text if answer else None, lang),
                "source": step.source,
                # a rare case of the law: confirmed absent (its usual answer) or ticked
                "exception": None if node.exception is None else {
                    "line": node.exception.text.get_lang(lang),
                    "applies": step.answer != node.exception.usual,
                },
            }
        )
    return out


def exceptions(res: Asked, lang: Lang) -> list[ExceptionLineJSON]:
    """The exceptions screen ("Bijzonderheden?"): each rare case of this stage with its
    answer key, the line, and the answer a tick gives and the one "none of these" gives.
    Answering every line (``--answer KEY=usual`` for each) is the one tap "Niets hiervan"."""
    out: list[ExceptionLineJSON] = []
    for q in res.exceptions:
        assert q.exception is not None
        usual = q.exception.usual
        other = next(a.id for a in q.answers if a.id != usual)
        out.append({
            "key": res.key(q.id),
            "node": q.id,
            "line": q.exception.text.get_lang(lang),
            "question": q.text.get_lang(lang),
            "law": q.law,
            "usual": usual,
            "applies": other,
        })
    return out


def chain(result: Result, lang: Lang) -> list[ChainPartJSON]:
    """The topics of the story in order, each with where it was entered and, for all
    but the current one, the ruling that handed over."""
    out: list[ChainPartJSON] = []
    entered: str | None = None  # where the last handoff entered the current topic
    for part in result.parts:
        handoff = part.ruling.handoff
        assert handoff is not None  # a part is a ruling that handed the story over
        entered = handoff.at
        out.append(
            {
                "topic": part.topic.id,
                "segment": part.segment or part.topic.id,
                "law": part.topic.law,
                "title": part.topic.title.get_lang(lang),
                "entered_at": part.entry,
                "ruling": {
                    "node": part.ruling.id,
                    "ruling": None if part.ruling.relay else part.ruling.text.get_lang(lang),
                    "outcome": part.ruling.outcome,
                    "laws": list(part.ruling.laws),
                },
                "handoff": {
                    "topic": handoff.topic,
                    "at": handoff.at,
                    "carry": None if handoff.carry is None else list(handoff.carry),
                    "keep": list(handoff.keep),
                },
            }
        )
    out.append(
        {
            "topic": result.topic.id,
            "segment": result.segment or result.topic.id,
            "law": result.topic.law,
            "title": result.topic.title.get_lang(lang),
            "entered_at": entered or result.topic.start,
            "ruling": None,
            "handoff": None,
        }
    )
    return out


def question(q: Question, lang: Lang) -> QuestionJSON:
    return {
        "node": q.id,
        "question": q.text.get_lang(lang),
        "law": q.law,
        "help": _t(q.help, lang),
        "options": options(q.options, lang),
        "answers": [{"id": a.id, "text": a.text.get_lang(lang)} for a in q.answers],
    }


def result(res: Result, lang: Lang, profile_name: str | None = None) -> ResultJSON:
    """A walk's result (one topic, or a chain of them) as JSON-ready data."""
    from arbiter.guide.progress import progress

    base: _WalkJSON = {
        "lang": lang,
        "topic": topic_summary(res.topic.entry(), lang),
        "facts": facts(res.facts, lang),
        "path": path(res, lang),
        "unused_answers": list(res.unused),
        "chain": chain(res, lang),
        "progress": progress(res).as_dict(),
    }
    if isinstance(res, Asked):
        screen = exceptions(res, lang) if res.exceptions else None
        return {"status": "question", **base, **question(res.question, lang),
                "exceptions": screen}  # fmt: skip
    assert isinstance(res, Decided)
    from arbiter.guide.chain import combined
    from arbiter.guide.facts import ruling_outcome
    from arbiter.guide.headline import headline

    r = res.ruling
    whole = combined(res)
    requested = [key for part in res.parts for key in part.ruling.regulation]
    return {
        "status": "ruling",
        **base,
        "node": r.id,
        "headline": headline(r.headline, r.text, res.given, res.facts, r.outcome, lang),
        "ruling": r.text.get_lang(lang),
        "outcome": ruling_outcome(r.outcome, res.given),
        "laws": law_refs(whole.laws, lang),
        "options": options(r.options, lang),
        "tell": [t.get_lang(lang) for t in whole.tell],
        "notes": [t.get_lang(lang) for t in whole.notes],
        "leave": r.leave.get_lang(lang),
        "director_stays": r.director_stays,
        "afterwards": [_followup(f, lang) for f in whole.afterwards],
        "see": r.see,
        "next_topic": next_topic(res, lang),
        "regulation": regulation_for(
            [*whole.laws, *(ref for f in whole.afterwards for ref in f.laws)],
            (*requested, *r.regulation),
            lang,
            profile_name,
        ),
    }


def next_topic(res: Decided, lang: Lang) -> NextTopicJSON | None:
    """The topic this ruling offers to go on with, and how: answer ``key`` with ``next``
    (``--answer free_lead=next``). None when the story ends here."""
    handoff = res.ruling.handoff
    if handoff is None:
        return None
    from arbiter.guide.library import library
    from arbiter.guide.model import NEXT

    topic = library().topics.get(handoff.topic)
    first = res.parts[0].topic.id if res.parts else res.topic.id
    segment = res.segment or res.topic.id
    return {
        "topic": handoff.topic,
        "law": topic.law if topic else None,
        "title": _t(topic.title, lang) if topic else None,
        "key": answer_key(first, segment, res.ruling.id),
        "answer": NEXT,
    }


def regulation(ruling: Ruling, lang: Lang, profile_name: str | None) -> list[RegulatedJSON]:
    """The regulated values one ruling depends on (see ``regulation_for``)."""
    refs = [*ruling.laws, *(ref for f in ruling.afterwards for ref in f.laws)]
    return regulation_for(refs, ruling.regulation, lang, profile_name)


def regulation_for(
    refs: list[str], named: tuple[str, ...], lang: Lang, profile_name: str | None
) -> list[RegulatedJSON]:
    """The regulated values a ruling depends on, from the chosen profile (NBB default),
    with their source and whether a club or organiser may set its own.

    They follow from the laws the ruling and its follow-ups cite (79C: the correction
    period, 12C2: the artificial scores, ...) plus any the content names explicitly.
    """
    if not named and not any(r.startswith(("12C2", "16B2", "79C", "92B")) for r in refs):
        return []  # the common case: no need to load the profiles
    from arbiter.laws.profiles import KEY_INFO, keys_for_laws, profile

    keys = list(dict.fromkeys([*named, *keys_for_laws(refs)]))

    chosen = profile(profile_name)
    out: list[RegulatedJSON] = []
    for key in keys:
        label, organiser = KEY_INFO[key]
        out.append(
            {
                "key": key,
                "label": label.get_lang(lang),
                "value": chosen.get(key),
                "source": chosen.source(key),
                "profile": chosen.name,
                "organiser_may_change": organiser,
            }
        )
    return out
