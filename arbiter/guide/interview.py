"""Walk a topic from the answers so far to the next question or to the ruling.

The walk is a pure function of (topic, answers, table data): that is what makes every
state addressable (a URL, a ``decide`` command line, a test case) and back/undo trivial.
``Interview`` adds the ordered answer list an interactive shell needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from arbiter.guide.facts import Facts, parse_inputs
from arbiter.guide.model import Question, Ruling, Topic
from arbiter.i18n import InputError


@dataclass(frozen=True, slots=True)
class Step:
    """One answered question on the path: by the user or by a fact from table data."""

    node: str
    answer: str
    source: str  # "answer" (given by the user) or "fact" (worked out from table data)


@dataclass(frozen=True, slots=True)
class Asked:
    topic: Topic
    question: Question
    path: tuple[Step, ...]
    facts: dict[str, str] = field(default_factory=dict)
    unused: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Decided:
    topic: Topic
    ruling: Ruling
    path: tuple[Step, ...]
    facts: dict[str, str] = field(default_factory=dict)
    unused: tuple[str, ...] = ()


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


def walk(
    topic: Topic, answers: Mapping[str, str], inputs: Mapping[str, object] | None = None
) -> Result:
    """Follow the answers (and facts from ``inputs``) from the start node.

    A user's answer and a derived fact that disagree are reported rather than silently
    resolved: one of the two is wrong and the director must know which.
    """
    check_answers(topic, answers)
    facts = Facts(parse_inputs(inputs or {}))
    path: list[Step] = []
    node = topic.nodes[topic.start]
    while isinstance(node, Question):
        fact_value = facts.get(node.fact) if node.fact else None
        if node.id in answers:
            choice = answers[node.id]
            if fact_value is not None and fact_value != choice:
                raise InputError(
                    f"Antwoord '{choice}' op '{node.id}' spreekt de tafelgegevens tegen "
                    f"(die geven '{fact_value}').",
                    f"Answer '{choice}' to '{node.id}' contradicts the table data (which "
                    f"gives '{fact_value}').",
                    accepted=(fact_value,),
                )
            path.append(Step(node.id, choice, "answer"))
        elif fact_value is not None:
            choice = fact_value
            path.append(Step(node.id, choice, "fact"))
        else:
            return Asked(topic, node, tuple(path), facts.summary(), _unused(answers, path))
        answer = node.answer(choice)
        assert answer is not None  # checked above; fact values are checked by the validator
        node = topic.nodes[answer.next]
    return Decided(topic, node, tuple(path), facts.summary(), _unused(answers, path))


def _unused(answers: Mapping[str, str], path: list[Step]) -> tuple[str, ...]:
    on_path = {step.node for step in path}
    return tuple(node for node in answers if node not in on_path)


class Interview:
    """An interactive walk: answer, go back one answer, start again."""

    def __init__(self, topic: Topic, inputs: Mapping[str, object] | None = None) -> None:
        self.topic = topic
        self.inputs = dict(inputs or {})
        self.answers: dict[str, str] = {}

    def current(self) -> Result:
        return walk(self.topic, self.answers, self.inputs)

    def answer(self, choice: str) -> Result:
        state = self.current()
        if not isinstance(state, Asked):
            raise InputError(
                "Er is al een beslissing; ga terug of begin opnieuw.",
                "There is a ruling already; go back or restart.",
            )
        self.answers = {**self.answers, state.question.id: choice}
        try:
            return self.current()
        except InputError:
            self.answers.pop(state.question.id)
            raise

    def back(self) -> Result:
        """Undo the last answer the user gave on the current path (facts stay)."""
        state = self.current()
        user_steps = [s for s in state.path if s.source == "answer"]
        if user_steps:
            self.answers.pop(user_steps[-1].node, None)
        return self.current()

    def restart(self) -> Result:
        self.answers = {}
        return self.current()
