"""Walk a topic from the answers so far to the next question or to the ruling.

The walk is a pure function of (topic, answers, table data): that is what makes every
state addressable (a URL, a ``decide`` command line, a test case) and back/undo trivial.
``walk`` stays inside one topic; :func:`arbiter.guide.chain.walk_chain` follows the
handoffs from topic to topic, using the same segment walk. ``Interview`` adds the ordered
answer list an interactive shell needs.

A question is answered, in this order, by the director, by a fact worked out from the
table data, by what an earlier topic of the story already established (``carried``), or
by the topic's own premise (``assume``, shown and correctable); otherwise it is asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, get_args

from arbiter.guide.facts import FACTS, Facts, parse_inputs
from arbiter.guide.model import Implication, Node, Question, Ruling, Topic
from arbiter.guide.story import answer_key
from arbiter.i18n import InputError

#: Who answered a question: the director; the table data; an earlier answer or table fact
#: through an implication or the same fact earlier in the topic (``derived``); an earlier
#: topic of the story (``carried``); the topic's own definition (``definition``, shown on
#: the first question's screen); an old-style premise (``default``, being phased out).
Source = Literal["answer", "fact", "derived", "carried", "definition", "default"]
SOURCES: tuple[Source, ...] = get_args(Source)
#: The sources the director has seen: every step of a ruling must have one of them.
SEEN = ("answer", "fact", "derived", "carried", "definition")


@dataclass(frozen=True, slots=True)
class Step:
    """One answered question on the path, and who answered it (one of ``SOURCES``)."""

    node: str
    answer: str
    source: str
    segment: str = ""  # the topic it belongs to: its id, or ``topic.2`` on a second visit


@dataclass(frozen=True, slots=True)
class Part:
    """A finished segment of a chain: a topic walked to a ruling that handed over."""

    topic: Topic
    ruling: Ruling
    path: tuple[Step, ...]
    entry: str
    segment: str = ""  # as in ``Step.segment``


@dataclass(frozen=True, slots=True)
class Asked:
    topic: Topic
    question: Question
    path: tuple[Step, ...]
    facts: dict[str, str] = field(default_factory=dict)
    unused: tuple[str, ...] = ()
    parts: tuple[Part, ...] = ()  # earlier topics of the story, each with its ruling
    given: Mapping[str, Any] = field(default_factory=dict)  # parsed table data
    segment: str = ""  # the current topic's key in answers (see ``Step.segment``)
    carried: Mapping[str, str] = field(default_factory=dict)  # the handoff's answers here
    #: The exceptions screen: the rare cases of this stage, ``question`` first, asked
    #: together ("Bijzonderheden?"); empty for an ordinary question.
    exceptions: tuple[Question, ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every answered question of the story, earlier topics first."""
        return (*(s for p in self.parts for s in p.path), *self.path)

    @property
    def first(self) -> str:
        """The topic the story started in (its answers have plain keys)."""
        return self.parts[0].topic.id if self.parts else self.topic.id

    def key(self, node: str) -> str:
        """The answer key of a question (or ruling) of the topic the story is in now."""
        return answer_key(self.first, self.segment or self.topic.id, node)


@dataclass(frozen=True, slots=True)
class Decided:
    topic: Topic
    ruling: Ruling
    path: tuple[Step, ...]
    facts: dict[str, str] = field(default_factory=dict)
    unused: tuple[str, ...] = ()
    parts: tuple[Part, ...] = ()
    given: Mapping[str, Any] = field(default_factory=dict)
    segment: str = ""

    @property
    def steps(self) -> tuple[Step, ...]:
        return (*(s for p in self.parts for s in p.path), *self.path)

    @property
    def first(self) -> str:
        return self.parts[0].topic.id if self.parts else self.topic.id

    def key(self, node: str) -> str:
        return answer_key(self.first, self.segment or self.topic.id, node)


Result = Asked | Decided


def check_answers(topic: Topic, answers: Mapping[str, str]) -> None:
    """Unknown nodes or choices are input errors that list what is accepted."""
    questions = {nid: n for nid, n in topic.nodes.items() if isinstance(n, Question)}
    for node_id, choice in answers.items():
        question = questions.get(node_id)
        if question is None:
            raise InputError(
                f"Onderwerp '{topic.id}' heeft geen vraag '{node_id}'.",
                f"Topic '{topic.id}' has no question '{node_id}'.",
                accepted=tuple(questions),
            )
        if question.answer(choice) is None:
            raise InputError(
                f"Vraag '{node_id}' heeft geen antwoord '{choice}'.",
                f"Question '{node_id}' has no answer '{choice}'.",
                accepted=tuple(a.id for a in question.answers),
            )


@dataclass(frozen=True, slots=True)
class Segment:
    """Where the walk of one topic stopped: a question nobody answers (with the rest of
    its exceptions screen, when it is a rare case) or a ruling."""

    node: Node
    path: tuple[Step, ...]
    exceptions: tuple[Question, ...] = ()


class FactValues(Protocol):
    """Where a fact's value is looked up: the table's :class:`Facts`, or none at all (the
    validator checks the implications on answers alone)."""

    def get(self, name: str) -> str | None: ...


def _contradiction(node: Question, choice: str, follows: str, nl: str, en: str) -> InputError:
    """An answer against what the table or earlier answers give, said in the question's
    and the answers' own words (an id such as 'yes' or 'step0' means nothing at a table);
    what would be accepted is the answer id, for the CLI and the API."""

    def said(answer_id: str, lang: str) -> str:
        answer = node.answer(answer_id)
        return answer.text.get(lang, answer_id) if answer is not None else answer_id

    question = {lang: node.text.get(lang, node.id) for lang in ("nl", "en")}
    return InputError(
        f"Het antwoord '{said(choice, 'nl')}' op '{question['nl']}' spreekt {nl} tegen: "
        f"daaruit volgt '{said(follows, 'nl')}'.",
        f"The answer '{said(choice, 'en')}' to '{question['en']}' contradicts {en}, from "
        f"which '{said(follows, 'en')}' follows.",
        accepted=(follows,),
    )


def implied(
    name: str,
    facts: FactValues,
    known: Mapping[str, str],
    implications: tuple[Implication, ...],
    depth: int = 0,
) -> str | None:
    """The value the implications give fact ``name``, from the table data and the facts
    known so far (``None``: they do not settle it)."""
    for implication in implications:
        for then_name, value in implication.then:
            if then_name == name and all(
                fact_value(when, facts, known, implications, depth + 1) == wanted
                for when, wanted in implication.when
            ):
                return value
    return None


def fact_value(
    name: str,
    facts: FactValues,
    known: Mapping[str, str],
    implications: tuple[Implication, ...] = (),
    depth: int = 0,
) -> str | None:
    """A fact's value: from the table data, from an answer of the story so far, or from
    what those imply (``depth`` bounds chains of implications; the validator rules out
    loops)."""
    value = facts.get(name) if name in FACTS else None
    if value is None:
        value = known.get(name)
    if value is None and depth < 6:
        value = implied(name, facts, known, implications, depth)
    return value


def settle(
    node: Question,
    answers: Mapping[str, str],
    facts: Facts,
    carried: Mapping[str, str],
    known: Mapping[str, str],
    local: Mapping[str, str],
    implications: tuple[Implication, ...],
    premises: bool,
) -> tuple[str, str] | None:
    """The answer to a question and who gave it (one of ``SOURCES``), or ``None`` when
    nobody did and the director must be asked.

    ``known`` holds the facts earlier topics established, ``local`` those of this topic's
    walk so far. A director's answer that contradicts the table data, or what earlier
    answers imply, is reported rather than silently resolved: one of the two is wrong and
    the director must know which.
    """
    table = facts.get(node.fact) if node.fact else None
    derived = None
    if node.fact is not None and table is None:
        story = {**known, **local}
        derived = local.get(node.fact)
        if derived is None:
            derived = implied(node.fact, facts, story, implications)
        if derived is not None and node.answer(derived) is None:
            derived = None  # a value this question does not offer: it says nothing here
    if node.id in answers:
        choice = answers[node.id]
        # A judgement the data only propose (the comparable call, 23A) is hers.
        overrules = node.fact is not None and FACTS.get(node.fact) is not None and (
            FACTS[node.fact].judgement)
        if table is not None and table != choice and not overrules:
            raise _contradiction(node, choice, table, "de tafelgegevens", "the table data")
        if derived is not None and derived != choice and not overrules:
            raise _contradiction(node, choice, derived, "een eerder antwoord of de "
                                 "tafelgegevens", "an earlier answer or the table data")
        return choice, "answer"
    if table is not None:
        return table, "fact"
    if node.id in carried:
        return carried[node.id], "carried"
    if node.fact and node.fact in known and node.answer(known[node.fact]):
        return known[node.fact], "carried"
    if derived is not None:
        return derived, "derived"
    if premises and node.definition is not None:
        return node.definition, "definition"
    if premises and node.assume is not None:
        return node.assume, "default"
    return None


def walk_segment(
    topic: Topic,
    entry: str,
    answers: Mapping[str, str],
    facts: Facts,
    carried: Mapping[str, str] | None = None,
    known: Mapping[str, str] | None = None,
    segment: str = "",
    premises: bool = True,
) -> Segment:
    """From ``entry`` to the first question nobody answers, or to a ruling.

    ``carried`` holds answers an earlier topic gives (a handoff's ``same``), ``known``
    the facts it established (fact name → value). A question that is a rare case
    (``exception``) opens the exceptions screen: every rare case met from here on the
    usual answers, up to the next question that must be asked or a ruling.
    """
    carried = carried or {}
    known = known or {}
    local: dict[str, str] = {}
    path: list[Step] = []
    node: Node = topic.nodes[entry]
    implications = topic.implications
    while isinstance(node, Question):
        settled = settle(node, answers, facts, carried, known, local, implications, premises)
        if settled is None:
            if node.exception is not None:
                screen = _screen(topic, node, answers, facts, carried, known, local, premises)
                return Segment(node, tuple(path), screen)
            return Segment(node, tuple(path))
        choice, source = settled
        path.append(Step(node.id, choice, source, segment or topic.id))
        if node.fact:
            local[node.fact] = choice
        answer = node.answer(choice)
        assert answer is not None  # checked above; the validator checks facts and maps
        node = topic.nodes[answer.next]
    return Segment(node, tuple(path))


def _screen(
    topic: Topic,
    first: Question,
    answers: Mapping[str, str],
    facts: Facts,
    carried: Mapping[str, str],
    known: Mapping[str, str],
    local: Mapping[str, str],
    premises: bool,
) -> tuple[Question, ...]:
    """The rare cases asked together with ``first``: walking on as though none applied
    (each its usual answer), every further rare case nobody answers, until a question that
    must be asked or a ruling."""
    screen: list[Question] = []
    local = dict(local)
    node: Node = first
    while isinstance(node, Question):
        try:
            settled = settle(node, answers, facts, carried, known, local,
                             topic.implications, premises)  # fmt: skip
        except InputError:
            break  # reported when the walk gets there
        if settled is None:
            if node.exception is None:
                break
            screen.append(node)
            choice = node.exception.usual
        else:
            choice = settled[0]
        if node.fact:
            local[node.fact] = choice
        answer = node.answer(choice)
        if answer is None:
            break
        node = topic.nodes[answer.next]
    return tuple(screen)


def walk(
    topic: Topic,
    answers: Mapping[str, str],
    inputs: Mapping[str, object] | None = None,
    premises: bool = False,
) -> Result:
    """Follow the answers (and facts from ``inputs``) from the start node, in one topic:
    a ruling that hands over ends this walk (``walk_chain`` goes on).

    Every question without an answer or a fact is asked, premises too, unless
    ``premises``: then a premise (``assume``) is taken as ``walk_chain`` takes it (the
    director's walk in ``decide``, the API and the log; the single-topic web pages and
    the offline guide ask every question until they show premises themselves)."""
    check_answers(topic, answers)
    given = parse_inputs(inputs or {})
    facts = Facts(given)
    seg = walk_segment(topic, topic.start, answers, facts, premises=premises)
    node, path = seg.node, seg.path
    unused = unused_answers(answers, path)
    if isinstance(node, Question):
        return Asked(topic, node, path, facts.summary(), unused, given=given, segment=topic.id,
                     exceptions=seg.exceptions)
    assert isinstance(node, Ruling)
    return Decided(topic, node, path, facts.summary(), unused, given=given, segment=topic.id)


def unused_answers(answers: Mapping[str, str], path: tuple[Step, ...]) -> tuple[str, ...]:
    on_path = {step.node for step in path}
    return tuple(node for node in answers if node not in on_path)


class Interview:
    """An interactive walk along the story: answer, go back one answer, start again.

    Handoffs are followed, so the questions of the next topic come after the ruling that
    hands over, without asking again what is known.
    """

    def __init__(self, topic: Topic, inputs: Mapping[str, object] | None = None) -> None:
        self.topic = topic
        self.inputs = dict(inputs or {})
        self.answers: dict[str, str] = {}  # answer keys (see ``answer_key``) in order given

    def current(self) -> Result:
        from arbiter.guide.chain import walk_chain

        return walk_chain(self.topic, self.answers, self.inputs)

    def answer(self, choice: str) -> Result:
        """Answer the current question; at a ruling that offers the next topic of the
        story, ``next`` goes on there."""
        from arbiter.guide.model import NEXT

        state = self.current()
        if isinstance(state, Decided) and state.ruling.handoff is not None and choice == NEXT:
            key = answer_key(self.topic.id, state.segment, state.ruling.id)
        elif not isinstance(state, Asked):
            raise InputError(
                "Er is al een beslissing; ga terug of begin opnieuw.",
                "There is a ruling already; go back or restart.",
            )
        else:
            key = answer_key(self.topic.id, state.segment, state.question.id)
        self.answers = {**self.answers, key: choice}
        try:
            return self.current()
        except InputError:
            self.answers.pop(key)
            raise

    def back(self) -> Result:
        """Undo the last answer the user gave on the current story (facts stay); a "go
        on" to the next topic counts as an answer."""
        state = self.current()
        first = self.topic.id
        relevant = {answer_key(first, s.segment, s.node) for s in state.steps
                    if s.source == "answer"}  # fmt: skip
        relevant |= {answer_key(first, p.segment, p.ruling.id) for p in state.parts}
        given = [key for key in self.answers if key in relevant]
        if given:
            self.answers.pop(given[-1])
        return self.current()

    def restart(self) -> Result:
        self.answers = {}
        return self.current()
