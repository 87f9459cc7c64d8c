"""One irregularity, one story: walk a topic and the topics its rulings hand over to.

A ruling (or an answer) with a ``handoff`` passes the story on to another topic. The
state of a chain is the answers per segment plus the table data shared by all of them;
answers in the first topic are named ``node``, in a later topic ``topic:node``, and in a
topic the story comes back to (a revoke whose corrected card is a new penalty card, after
a penalty card that was not played) ``topic.2:node`` for its second visit. The walk opens
each next topic with what is already known:

* the table data, and the facts the earlier topics established (the answer to a question
  with ``fact: NAME`` is that fact), all of them unless the handoff's ``carry`` names
  which;
* the answers the handoff says mean the same thing there (``same``).

A handoff either follows at once (``follow``: the ruling is not complete without the
next topic; an answer's handoff always does) or waits: the ruling stands on its own, the
next topic is offered, and the walk goes on there when the director says so, by the
answer ``next`` to that ruling (``--answer free_lead=next``) or by answering a question
of the next topic.

So no question is asked twice. The validator proves that no chain loops: a story may
come back to a topic, but never to the same place with the same answers known.

How the parts combine into one ruling (``combined``): the final ruling gives the
rectification, the outcome, the options, when the director may leave and the headline;
the earlier rulings add their laws always, and their ``tell``, ``notes`` and
``afterwards`` unless the handoff's ``keep`` leaves them out (a later part that undoes
what an earlier one said). Duplicates are dropped; the right to appeal comes last.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from arbiter.guide.facts import FACTS, SHORTHANDS, Facts, parse_inputs
from arbiter.guide.interview import (
    Asked,
    Decided,
    Part,
    Result,
    Step,
    check_answers,
    unused_answers,
    walk_segment,
)
from arbiter.guide.model import NEXT, FollowUp, Handoff, Question, Ruling, Topic
from arbiter.guide.story import answer_key
from arbiter.i18n import InputError, Text

MAX_SEGMENTS = 12  # longer than any story; a guard, the validator rules out loops


def segment_key(topic_id: str, visit: int) -> str:
    """How a segment is named in answer keys: the topic id, ``topic.2`` on a second visit."""
    return topic_id if visit == 1 else f"{topic_id}.{visit}"


def split_answers(
    first: Topic, answers: Mapping[str, str], topics: Mapping[str, Topic]
) -> dict[str, dict[str, str]]:
    """Answers by segment key; ``topic:node`` keys go to that topic, plain ones to the
    first. Unknown topics, questions and answers are input errors."""
    out: dict[str, dict[str, str]] = {}
    for key, choice in answers.items():
        segment, sep, node = key.partition(":")
        if not sep:
            segment, node = first.id, key
        topic_id, _, visit = segment.partition(".")
        if topic_id not in topics or (visit and not (visit.isdigit() and int(visit) >= 2)):
            raise InputError(
                f"Onbekend onderwerp '{segment}' in antwoord '{key}'.",
                f"Unknown topic '{segment}' in answer '{key}'.",
                accepted=tuple(topics),
            )
        out.setdefault(segment, {})[node] = choice
    for segment, given in out.items():
        topic = topics[segment.partition(".")[0]]
        check_answers(topic, {k: v for k, v in given.items() if not _goes_on(topic, k, v)})
    return out


def _goes_on(topic: Topic, node_id: str, choice: str) -> bool:
    """``RULING=next``: go on with the topic this ruling hands over to."""
    node = topic.nodes.get(node_id)
    if not isinstance(node, Ruling) or node.handoff is None:
        return False
    if choice != NEXT:
        raise InputError(
            f"Bij beslissing '{node_id}' kunt u alleen verder: '{NEXT}'.",
            f"At ruling '{node_id}' you can only go on: '{NEXT}'.",
            accepted=(NEXT,),
        )
    return True


def _continues(
    ruling: Ruling,
    own: Mapping[str, str],
    next_key: str,
    by_topic: Mapping[str, Mapping[str, str]],
) -> bool:
    """Whether the walk goes on past a handing-over ruling."""
    handoff = ruling.handoff
    assert handoff is not None
    return (
        handoff.follow
        or ruling.relay
        or own.get(ruling.id) == NEXT
        or bool(by_topic.get(next_key))
    )


def _carry(
    handoff: Handoff, given: Mapping[str, Any], known: Mapping[str, str]
) -> tuple[dict[str, Any], dict[str, str]]:
    """The table data and established facts that go over to the next topic."""
    if handoff.carry is None:
        return dict(given), dict(known)
    names = set(handoff.carry)
    for shorthand, stands_for in SHORTHANDS.items():
        if shorthand in names:
            names.update(stands_for)
    return (
        {k: v for k, v in given.items() if k in names},
        {k: v for k, v in known.items() if k in names},
    )


def same_answers(
    handoff: Handoff, path: tuple[Step, ...], facts: Facts, known: Mapping[str, str]
) -> dict[str, str]:
    """The target's questions the story already answers (a handoff's ``same``)."""
    answered = {s.node: s.answer for s in path}
    out: dict[str, str] = {}
    for same in handoff.same:
        if not all(_fact(name, facts, known) == value for name, value in same.when):
            continue
        if same.fact is not None:
            value = _fact(same.fact, facts, known)
        else:
            value = same.answer if same.answer is not None else answered.get(same.source or "")
        if value is not None:
            out[same.node] = value
    return out


def _fact(name: str, facts: Facts, known: Mapping[str, str]) -> str | None:
    value = facts.get(name) if name in FACTS else None
    return value if value is not None else known.get(name)


def established(topic: Topic, path: tuple[Step, ...]) -> dict[str, str]:
    """The facts a walked path established: each answered question with ``fact:``."""
    out = {}
    for step in path:
        node = topic.nodes[step.node]
        if isinstance(node, Question) and node.fact:
            out[node.fact] = step.answer
    return out


def walk_chain(
    topic: Topic,
    answers: Mapping[str, str],
    inputs: Mapping[str, object] | None = None,
    topics: Mapping[str, Topic] | None = None,
) -> Result:
    """Walk ``topic`` and every topic its rulings hand over to, to the next question or
    to the final ruling; the earlier topics' rulings are the result's ``parts``."""
    if topics is None:
        from arbiter.guide.library import library

        topics = library().topics
    by_topic = split_answers(topic, answers, topics)
    given = parse_inputs(inputs or {})
    known: dict[str, str] = {}
    carried: dict[str, str] = {}
    parts: list[Part] = []
    visits = {topic.id: 1}
    current, entry, current_given = topic, topic.start, given
    walked: dict[str, tuple[Step, ...]] = {}
    while True:
        key = segment_key(current.id, visits[current.id])
        own = by_topic.get(key, {})
        facts = Facts(current_given)
        seg = walk_segment(current, entry, own, facts, carried, known, key)
        node, path = seg.node, seg.path
        walked[key] = path
        # the topic the story is in now speaks from its own table data: after 25 -> 27
        # the call is the intended one, not the table's unintended call (issue 22, 6)
        facts_now = facts.summary()
        known.update(established(current, path))
        target_id = node.handoff.topic if isinstance(node, Ruling) and node.handoff else ""
        next_key = segment_key(target_id, visits.get(target_id, 0) + 1)
        if (
            isinstance(node, Ruling)
            and node.handoff is not None
            and _continues(node, own, next_key, by_topic)
        ):
            if len(parts) >= MAX_SEGMENTS:
                raise InputError(  # the validator rules this out for shipped content
                    "Deze keten van onderwerpen houdt niet op.",
                    "This chain of topics does not end.",
                )
            handoff = node.handoff
            parts.append(Part(current, node, path, entry, key))
            carried = same_answers(handoff, path, facts, known)
            current_given, known = _carry(handoff, current_given, known)
            current = topics[handoff.topic]
            visits[current.id] = visits.get(current.id, 0) + 1
            entry = handoff.at or current.start
            continue
        unused = _unused(topic, by_topic, walked, {p.ruling.id for p in parts})
        if isinstance(node, Question):
            return Asked(current, node, path, facts_now, unused, tuple(parts), current_given, key,
                         carried, seg.exceptions)  # fmt: skip
        assert isinstance(node, Ruling)
        return Decided(current, node, path, facts_now, unused, tuple(parts), current_given, key)


def _unused(
    first: Topic,
    by_topic: Mapping[str, Mapping[str, str]],
    walked: Mapping[str, tuple[Step, ...]],
    passed: set[str],
) -> tuple[str, ...]:
    out: list[str] = []
    for segment, given in by_topic.items():
        path = walked.get(segment, ())
        for node in unused_answers(given, path):
            if given[node] == NEXT and segment in walked and node in passed:
                continue  # a "go on" at a ruling the story went on from
            out.append(answer_key(first.id, segment, node))
    return tuple(out)


# -- the combined ruling ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Combined:
    """The parts of a chain's ruling that come from more than one topic."""

    laws: tuple[str, ...]
    tell: tuple[Text, ...]
    notes: tuple[Text, ...]
    afterwards: tuple[FollowUp, ...]


def combined(result: Decided) -> Combined:
    """Final ruling first for the laws; the story's order for what to say and to do."""
    final = result.ruling
    laws = list(final.laws)
    # laws an answer on the way brings in (30C: an artificial pass dealt with as a bid)
    for topic, path in [*((p.topic, p.path) for p in result.parts), (result.topic, result.path)]:
        for step in path:
            node = topic.nodes.get(step.node)
            for answer in node.answers if isinstance(node, Question) else ():
                if answer.id == step.answer:
                    laws += [law for law in answer.laws if law not in laws]
    tell: list[Text] = []
    notes: list[Text] = []
    afterwards: list[FollowUp] = []
    for part in result.parts:
        ruling, keep = part.ruling, part.ruling.handoff.keep if part.ruling.handoff else ()
        laws += [law for law in ruling.laws if law not in laws]
        if ruling.relay:
            continue
        tell += list(ruling.tell) if "tell" in keep else []
        notes += list(ruling.notes) if "notes" in keep else []
        afterwards += list(ruling.afterwards) if "afterwards" in keep else []
    tell += final.tell
    notes += final.notes
    afterwards += final.afterwards
    unique: list[FollowUp] = []
    for item in afterwards:
        if item not in unique:
            unique.append(item)
    unique.sort(key=lambda f: f.kind == "appeal")  # stable: the appeal last
    return Combined(tuple(laws), _dedupe(tell), _dedupe(notes), tuple(unique))


def _dedupe(texts: list[Text]) -> tuple[Text, ...]:
    out: list[Text] = []
    for text in texts:
        if text not in out:
            out.append(text)
    return tuple(out)
