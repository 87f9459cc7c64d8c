"""The guide's content model: topics made of question and ruling nodes.

These are plain frozen data; the loader builds them from the YAML files, the validator
proves them sound, and the interview walks them. Nothing here reads files.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.i18n import Text
from arbiter.laws.refs import LawRef


@dataclass(frozen=True, slots=True)
class Answer:
    id: str
    text: Text
    next: str
    #: Laws the ruling rests on when the story takes this answer (an artificial pass out of
    #: turn is dealt with as a bid under 31 because of 30C): cited with the ruling reached.
    laws: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Option:
    """One choice for the non-offending side, read out with its consequences (10C1)."""

    id: str
    text: Text
    consequences: Text
    laws: tuple[str, ...] = ()
    outcome: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Options:
    chooser: str
    choices: tuple[Option, ...]
    intro: Text | None = None


@dataclass(frozen=True, slots=True)
class Same:
    """An answer the story so far already gives in the topic a handoff opens.

    Either a fixed ``answer``, or the answer given to the question ``source`` of the
    topic handing over (a fragment both topics use, for instance), or the value of the
    ``fact`` when the story hands over (nothing when the table data do not settle it).
    ``when`` limits it to stories whose facts have these values (fact name, value).
    """

    node: str  # a question of the target topic
    answer: str | None = None
    source: str | None = None  # a question of the topic that hands over
    when: tuple[tuple[str, str], ...] = ()
    #: Or the value of this fact at the moment of the handoff (known then, not later: who
    #: leads first is known from the seats at the end of the auction, not in mid-play).
    fact: str | None = None


#: What of a ruling that hands over stays in the combined ruling (its laws always do).
KEEP_PARTS = ("tell", "notes", "afterwards")


@dataclass(frozen=True, slots=True)
class Handoff:
    """Where a ruling (or an answer) hands the story over to another topic.

    The target topic opens at ``at`` (its start by default) with what is already known:
    the table data and the established facts named in ``carry`` (``None``: all of them),
    and the answers in ``same``. ``keep`` names what of the handing-over ruling still
    applies in the combined ruling.

    ``follow``: the ruling is not complete without the next topic, so the walk goes on at
    once (an answer's handoff always does). Otherwise the ruling stands on its own and the
    next topic is offered: the director goes on when the story does (answer ``next`` to the
    ruling, or answer a question of the next topic).
    """

    topic: str
    at: str | None = None
    carry: tuple[str, ...] | None = None
    same: tuple[Same, ...] = ()
    keep: tuple[str, ...] = KEEP_PARTS
    follow: bool = False


#: The answer that continues a story at a ruling whose handoff does not follow at once.
NEXT = "next"


@dataclass(frozen=True, slots=True)
class ExceptionLine:
    """A rare case of the law, asked as one line on the exceptions screen.

    A director does not want five questions about things that almost never happen (dummy
    drew attention first, an opponent said it was his lead, ...), but a ruling must not
    rest on them unasked either. So the rare cases of a stage are asked together on one
    screen, "Bijzonderheden?": she ticks what applies, or taps "Niets hiervan" once. A
    tick is the question's other answer, no tick its ``usual`` answer; both are answers
    she gave (source ``answer``), and the record says which cases were confirmed absent.
    """

    usual: str  # the answer when the line does not apply
    text: Text  # the line, said as the exception ("Een tegenstander zei dat hij mocht")


@dataclass(frozen=True, slots=True)
class Implication:
    """What one set of fact values says about another fact: ``when`` all hold, ``then``.

    An answer or a table fact that settles a question elsewhere must answer it there too,
    never be contradicted by a premise or a later answer ("who revoked: dummy" means a
    revoke by dummy, 64B3). The validator proves over every path that no step's value
    contradicts what the earlier steps imply.
    """

    when: tuple[tuple[str, str], ...]
    then: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Question:
    """A question the director answers at the table.

    ``fact`` names a fact the program can work out from table data (see
    :mod:`arbiter.guide.facts`); when the user supplied that data, the fact answers the
    question and it is not asked.
    ``options`` is set when the answer is a player's choice: the director reads every
    option with its consequences first (10C1), and each option id is an answer id.
    """

    id: str
    text: Text
    law: str | None
    answers: tuple[Answer, ...]
    help: Text | None = None
    fact: str | None = None
    options: Options | None = None
    # The answer taken when neither the director nor the table data gives one: the
    # topic's own premise ("the bid is insufficient"), shown in the trail and correctable.
    # Being replaced by ``definition`` and ``exception`` (issue 22).
    assume: str | None = None
    #: The topic's own definition, taken because the director chose the topic (she picked
    #: "Verzaking", so a revoke is claimed): shown on the first question's screen with
    #: its own source (``definition``), and changed there. Only at the start of a topic.
    definition: str | None = None
    #: A rare case, asked as a line of the exceptions screen (see ``ExceptionLine``).
    exception: ExceptionLine | None = None

    def answer(self, answer_id: str) -> Answer | None:
        return next((a for a in self.answers if a.id == answer_id), None)


@dataclass(frozen=True, slots=True)
class FollowUp:
    kind: str
    text: Text
    laws: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Ruling:
    """Where a path ends: the rectification, what to read out and what to do next."""

    id: str
    text: Text
    outcome: dict[str, Any]
    laws: tuple[str, ...]
    leave: Text
    options: Options | None = None
    tell: tuple[Text, ...] = ()
    afterwards: tuple[FollowUp, ...] = ()
    handoff: Handoff | None = None  # another topic takes the story over from here
    regulation: tuple[str, ...] = ()  # regulation-profile values the ruling depends on
    notes: tuple[Text, ...] = ()  # for the director's eyes, not to be said aloud
    headline: tuple[Text, ...] = ()  # one-line templates, the first that can be filled
    relay: bool = False  # made from an answer's handoff: no ruling text of its own

    @property
    def see(self) -> str | None:
        """The topic this ruling hands over to (the single-topic views link to it)."""
        return None if self.handoff is None else self.handoff.topic

    @property
    def director_stays(self) -> bool:
        """The director stays while something the ruling set up is still to be carried out."""
        o = self.outcome
        return bool(
            o.get("penalty_card", "none") != "none"
            or o.get("lead_restriction", "none") != "none"
            or o.get("offender_partner_must_pass", "no") != "no"
        )


Node = Question | Ruling


@dataclass(frozen=True, slots=True)
class StoryCue:
    """Words a director uses to tell what happened, and the questions they answer.

    Search (:mod:`arbiter.guide.find`) reads a description such as "uitgekomen terwijl
    partner aan de beurt was"; a cue whose words occur in it (word stems, in order) finds
    the topic and opens it with ``answers`` given. ``calls`` names a call situation that
    counts as these words when the text holds calls ("1♥ over 1♠" is ``insufficient``).
    The director sees every answer so given in the trail and can change it.
    """

    words: dict[str, tuple[str, ...]]  # language → phrases
    answers: tuple[tuple[str, str], ...] = ()
    calls: str | None = None


@dataclass(frozen=True, slots=True)
class Topic:
    id: str
    law: str
    phase: str
    title: Text
    summary: Text
    start: str
    nodes: dict[str, Node]
    laws: tuple[str, ...] = ()
    keywords: dict[str, tuple[str, ...]] = field(default_factory=dict)
    story: tuple[StoryCue, ...] = ()  # search: words that answer questions (see StoryCue)
    file: str = ""  # the content file's name, for messages
    # The table data its questions can use, in the order a director gives them: what
    # the facts screen asks first.
    inputs: tuple[str, ...] = ()
    # Table data the question page offers as rows of taps above the question (a subset of
    # ``inputs``): the facts that settle most of the topic's questions at once.
    tap_facts: tuple[str, ...] = ()
    #: What facts say about other facts (the shared ones and the topic's own), so that a
    #: question an earlier answer or the table data settles is answered, not asked.
    implications: tuple[Implication, ...] = ()

    def entry(self) -> dict[str, Any]:
        """Plain data for lists and search: what ``arbiter topics`` shows, nothing more."""
        return {
            "id": self.id,
            "law": self.law,
            "laws": list(dict.fromkeys([self.law, *self.laws])),
            "phase": self.phase,
            "title": dict(self.title),
            "summary": dict(self.summary),
            "keywords": {lang: list(words) for lang, words in self.keywords.items()},
            "inputs": list(self.inputs),
        }

    @property
    def sort_key(self) -> tuple[int, str, str]:
        ref = LawRef.parse(self.law)
        return (ref.law, ref.sub, self.id)

    def node(self, node_id: str) -> Node | None:
        return self.nodes.get(node_id)
