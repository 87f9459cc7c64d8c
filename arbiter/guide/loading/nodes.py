"""Reading a topic's nodes: questions, rulings, their handoffs, options and follow-ups,
and the shared fragments copied in under the using node's id.

A fragment is copied into each topic that uses it, with node ids prefixed by the using
node's id, so every topic is a self-contained graph that the validator and the interview
treat alike.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from arbiter.guide.loading.fields import FieldReader, Shared
from arbiter.guide.model import (
    KEEP_PARTS,
    Answer,
    ExceptionLine,
    FollowUp,
    Handoff,
    Implication,
    Node,
    Option,
    Options,
    Question,
    Ruling,
    Same,
)
from arbiter.guide.vocabulary import CHOOSERS, FOLLOWUP_KINDS, check_outcome_value
from arbiter.i18n import Text

ID = re.compile(r"^[a-z][a-z0-9_]*$")


class NodeReader(FieldReader):
    """A file's nodes, each read with the problems it has."""

    def __init__(self, file: str, shared: Shared | None) -> None:
        super().__init__(file, shared)
        self.relays: dict[str, Ruling] = {}  # rulings made from answers' handoffs

    def question(self, node_id: str, raw: dict, resolve_next) -> Question:
        self.keys(
            raw,
            {"question", "law", "help", "fact", "answers", "options", "assume", "definition",
             "exception"},
            {"question", "answers"},
            node_id,
        )
        answers = []
        raw_answers = raw.get("answers")
        if not isinstance(raw_answers, list) or len(raw_answers) < 2:
            self.bad(
                node_id,
                "een vraag heeft minstens twee antwoorden nodig",
                "a question needs at least two answers",
            )
            raw_answers = raw_answers if isinstance(raw_answers, list) else []
        seen: set[str] = set()
        for item in raw_answers:
            if not isinstance(item, dict):
                self.bad(
                    node_id,
                    "elk antwoord is een veld met id, text en next",
                    "each answer is a mapping with id, text and next",
                )
                continue
            if "handoff" in item and "next" not in item:
                self.keys(item, {"id", "text", "handoff", "laws"}, {"id", "text"}, node_id)
            else:
                self.keys(item, {"id", "text", "next", "laws"}, {"id", "text", "next"}, node_id)
            answer_id = str(item.get("id", ""))
            if not ID.match(answer_id):
                self.bad(
                    node_id,
                    f"antwoord-id '{answer_id}' is ongeldig (kleine letters, cijfers, _)",
                    f"answer id '{answer_id}' is invalid (lower case, digits, _)",
                )
            if answer_id in seen:
                self.bad(
                    node_id,
                    f"antwoord '{answer_id}' komt twee keer voor",
                    f"answer '{answer_id}' occurs twice",
                )
            seen.add(answer_id)
            if "handoff" in item and "next" not in item:
                target = f"{node_id}.{answer_id}"
                self.relays[target] = self.relay(target, raw.get("law"), item["handoff"])
            else:
                target = resolve_next(str(item.get("next", "")), node_id)
            answers.append(
                Answer(
                    answer_id,
                    self.text(item.get("text"), node_id, f"antwoord/answer {answer_id}"),
                    target,
                    self.laws(item.get("laws"), node_id, f"antwoord/answer {answer_id}: laws"),
                )
            )
        law = raw.get("law")
        return Question(
            id=node_id,
            text=self.text(raw.get("question"), node_id, "question"),
            law=None if law is None else str(law),
            answers=tuple(answers),
            help=None if raw.get("help") is None else self.text(raw["help"], node_id, "help"),
            fact=raw.get("fact"),
            options=None if raw.get("options") is None else self.options(node_id, raw["options"]),
            assume=None if raw.get("assume") is None else str(raw["assume"]),
            definition=None if raw.get("definition") is None else str(raw["definition"]),
            exception=self.exception(node_id, raw.get("exception")),
        )

    def exception(self, node_id: str, raw: Any) -> ExceptionLine | None:
        """``exception: {usual: ANSWER, text: {nl, en}}``: the question is a line of the
        exceptions screen (the validator checks the answers)."""
        if raw is None:
            return None
        if not isinstance(raw, dict):
            self.bad(node_id, "exception is een veld met usual en text",
                     "exception is a mapping with usual and text")  # fmt: skip
            return None
        self.keys(raw, {"usual", "text"}, {"usual", "text"}, node_id)
        return ExceptionLine(str(raw.get("usual", "")), self.text(raw.get("text"), node_id,
                                                                   "exception"))

    def implications(self, where: str, raw: Any) -> tuple[Implication, ...]:
        """``implications: [{when: {fact: value}, then: {fact: value}}, ...]``; the names
        and values are checked by the validator, which knows the facts."""
        if raw is None:
            return ()
        if not isinstance(raw, list):
            self.bad(where, "implications is een lijst", "implications is a list")
            return ()
        out = []
        for i, item in enumerate(raw):
            spot = f"{where}[{i}]"
            if not isinstance(item, dict):
                self.bad(spot, "een implicatie heeft when en then",
                         "an implication has when and then")  # fmt: skip
                continue
            self.keys(item, {"when", "then"}, {"when", "then"}, spot)
            parts = []
            for key in ("when", "then"):
                value = item.get(key)
                if not isinstance(value, dict) or not value:
                    self.bad(spot, f"{key} is een veld feit: waarde",
                             f"{key} is a mapping fact: value")  # fmt: skip
                    value = {}
                parts.append(tuple((str(k), str(v)) for k, v in value.items()))
            if all(parts):
                out.append(Implication(parts[0], parts[1]))
        return tuple(out)

    def relay(self, node_id: str, law: Any, raw: Any) -> Ruling:
        """The ruling node an answer's handoff stands for: it has no text of its own and
        is never the end of a walk that follows handoffs."""
        return Ruling(
            id=node_id,
            text=Text.of(
                "Dit valt onder een ander onderwerp; daar gaat het verder.",
                "This belongs to another topic; it continues there.",
            ),
            outcome={"rectification": "handed_over"},
            laws=() if law is None else (str(law),),
            leave=Text.of("Zie het onderwerp hierna.", "See the next topic."),
            handoff=self.handoff(node_id, raw),
            relay=True,
        )

    def handoff(self, node_id: str, raw: Any) -> Handoff | None:
        if isinstance(raw, str):
            raw = {"topic": raw}
        if not isinstance(raw, dict) or not isinstance(raw.get("topic"), str):
            self.bad(
                node_id,
                "handoff heeft een 'topic' nodig (een onderwerp-id)",
                "a handoff needs a 'topic' (a topic id)",
            )
            return None
        self.keys(raw, {"topic", "at", "carry", "same", "keep", "follow"}, {"topic"}, node_id)
        if not isinstance(raw.get("follow", False), bool):
            self.bad(node_id, "follow is true of false", "follow is true or false")
        carry = raw.get("carry")
        if carry is not None and not isinstance(carry, list):
            self.bad(node_id, "carry is een lijst namen", "carry is a list of names")
            carry = []
        keep = raw.get("keep", list(KEEP_PARTS))
        if not isinstance(keep, list) or not set(map(str, keep)) <= set(KEEP_PARTS):
            self.bad(
                node_id,
                f"keep is een lijst uit {', '.join(KEEP_PARTS)}",
                f"keep is a list taken from {', '.join(KEEP_PARTS)}",
            )
            keep = list(KEEP_PARTS)
        same = []
        raw_same = raw.get("same") or {}
        if isinstance(raw_same, dict):  # {question: answer or {from/answer, when}, ...}
            raw_same = [
                {"node": k, **v} if isinstance(v, dict) else {"node": k, "answer": v}
                for k, v in raw_same.items()
            ]
        if not isinstance(raw_same, list):
            self.bad(node_id, "same is een lijst of een veld", "same is a list or a mapping")
            raw_same = []
        for item in raw_same:
            if not isinstance(item, dict) or "node" not in item:
                self.bad(node_id, "elk same-item heeft een 'node'", "each same item has a 'node'")
                continue
            self.keys(item, {"node", "answer", "from", "fact", "when"}, {"node"}, node_id)
            if sum(key in item for key in ("answer", "from", "fact")) != 1:
                self.bad(
                    node_id,
                    f"same '{item['node']}': geef 'answer' of 'from' (of 'fact'), één ervan",
                    f"same '{item['node']}': give 'answer' or 'from' (or 'fact'), one of them",
                )
            when = item.get("when") or {}
            if not isinstance(when, dict):
                self.bad(node_id, "when is een veld feit: waarde", "when is a mapping fact: value")
                when = {}
            same.append(
                Same(
                    node=str(item["node"]),
                    answer=None if item.get("answer") is None else str(item["answer"]),
                    source=None if item.get("from") is None else str(item["from"]),
                    when=tuple((str(k), str(v)) for k, v in when.items()),
                    fact=None if item.get("fact") is None else str(item["fact"]),
                )
            )
        return Handoff(
            topic=raw["topic"],
            at=None if raw.get("at") is None else str(raw["at"]),
            carry=None if carry is None else tuple(str(c) for c in carry),
            same=tuple(same),
            keep=tuple(str(k) for k in keep),
            follow=raw.get("follow") is True,
        )

    def headline(self, node_id: str, raw: Any) -> tuple[Text, ...]:
        if raw is None:
            return ()
        items = raw if isinstance(raw, list) else [raw]
        return tuple(self.text(item, node_id, "headline") for item in items)

    def ruling(self, node_id: str, raw: dict) -> Ruling:
        if "see" in raw:
            self.bad(
                node_id,
                "'see' heet nu 'handoff: {topic: ...}'",
                "'see' is now 'handoff: {topic: ...}'",
            )
            raw = {k: v for k, v in raw.items() if k != "see"}
        self.keys(
            raw,
            {
                "ruling",
                "outcome",
                "laws",
                "leave",
                "options",
                "tell",
                "afterwards",
                "handoff",
                "regulation",
                "notes",
                "headline",
            },
            {"ruling", "outcome", "laws", "leave"},
            node_id,
        )
        outcome = self.outcome(node_id, raw.get("outcome"))
        if "rectification" not in outcome:
            self.bad(node_id, "outcome mist 'rectification'", "outcome lacks 'rectification'")
        laws = self.laws(raw.get("laws"), node_id, "laws")
        if not laws:
            self.bad(
                node_id,
                "een beslissing noemt minstens één artikel",
                "a ruling cites at least one law",
            )
        options = None
        if raw.get("options") is not None:
            options = self.options(node_id, raw["options"])
        tell = tuple(self.text(t, node_id, "tell") for t in (raw.get("tell") or []))
        notes = tuple(self.text(t, node_id, "notes") for t in (raw.get("notes") or []))
        afterwards = tuple(self.followup(node_id, f) for f in (raw.get("afterwards") or []))
        return Ruling(
            id=node_id,
            text=self.text(raw.get("ruling"), node_id, "ruling"),
            outcome=dict(outcome),
            laws=laws,
            leave=self.text(raw.get("leave"), node_id, "leave"),
            options=options,
            tell=tell,
            afterwards=afterwards,
            handoff=None if raw.get("handoff") is None else self.handoff(node_id, raw["handoff"]),
            regulation=tuple(str(k) for k in (raw.get("regulation") or ())),
            notes=notes,
            headline=self.headline(node_id, raw.get("headline")),
        )

    def outcome(self, node_id: str, raw: Any) -> dict[str, Any]:
        if raw is None:
            return {}
        if not isinstance(raw, dict):
            self.bad(
                node_id, "outcome moet een veld met sleutels zijn", "outcome must be a mapping"
            )
            return {}
        for key, value in raw.items():
            issue = check_outcome_value(key, value)
            if issue:
                self.bad(node_id, f"ongeldige uitkomst: {issue}", f"invalid outcome: {issue}")
        return dict(raw)

    def options(self, node_id: str, raw: Any) -> Options | None:
        if not isinstance(raw, dict):
            self.bad(
                node_id,
                "options moet chooser en choices hebben",
                "options must have chooser and choices",
            )
            return None
        self.keys(raw, {"chooser", "intro", "choices"}, {"chooser", "choices"}, node_id)
        chooser = raw.get("chooser")
        if chooser not in CHOOSERS:
            self.bad(
                node_id,
                f"chooser '{chooser}' onbekend (mogelijk: {', '.join(CHOOSERS)})",
                f"chooser '{chooser}' unknown (accepted: {', '.join(CHOOSERS)})",
            )
        choices = []
        raw_choices = raw.get("choices")
        if not isinstance(raw_choices, list) or len(raw_choices) < 2:
            self.bad(
                node_id,
                "een keuze heeft minstens twee mogelijkheden",
                "a choice needs at least two options",
            )
            raw_choices = raw_choices if isinstance(raw_choices, list) else []
        for item in raw_choices:
            if not isinstance(item, dict):
                self.bad(node_id, "elke mogelijkheid is een veld", "each option is a mapping")
                continue
            self.keys(
                item,
                {"id", "text", "consequences", "laws", "outcome"},
                {"id", "text", "consequences"},
                node_id,
            )
            choices.append(
                Option(
                    id=str(item.get("id", "")),
                    text=self.text(item.get("text"), node_id, "option"),
                    consequences=self.text(item.get("consequences"), node_id, "consequences"),
                    laws=self.laws(item.get("laws"), node_id, "option laws"),
                    outcome=self.outcome(node_id, item.get("outcome")),
                )
            )
        intro = None if raw.get("intro") is None else self.text(raw["intro"], node_id, "intro")
        return Options(str(chooser), tuple(choices), intro)

    def followup(self, node_id: str, raw: Any) -> FollowUp:
        if isinstance(raw, dict) and set(raw) == {"use"} and self.shared is not None:
            name = raw["use"]
            if name in self.shared.followups:
                return self.shared.followups[name]
            self.bad(
                node_id,
                f"gedeelde follow-up '{name}' bestaat niet",
                f"shared follow-up '{name}' does not exist",
            )
            return FollowUp("note", Text.of("", ""))
        if not isinstance(raw, dict):
            self.bad(node_id, "follow-up moet een veld zijn", "follow-up must be a mapping")
            return FollowUp("note", Text.of("", ""))
        self.keys(raw, {"kind", "text", "laws"}, {"text"}, node_id)
        kind = raw.get("kind", "note")
        if kind not in FOLLOWUP_KINDS:
            self.bad(
                node_id,
                f"soort follow-up '{kind}' onbekend",
                f"follow-up kind '{kind}' unknown (accepted: {', '.join(FOLLOWUP_KINDS)})",
            )
        return FollowUp(
            str(kind),
            self.text(raw.get("text"), node_id, "follow-up"),
            self.laws(raw.get("laws"), node_id, "follow-up laws"),
        )

    def nodes(self, raw_nodes: dict, prefix_map, resolve_next) -> dict[str, Node]:
        """Build nodes; ``prefix_map`` renames raw ids, ``resolve_next`` maps targets."""
        nodes: dict[str, Node] = {}
        for raw_id, raw in raw_nodes.items():
            node_id = prefix_map(str(raw_id))
            if not isinstance(raw, dict):
                self.bad(node_id, "een knoop is een veld met velden", "a node is a mapping")
                continue
            if "fragment" in raw:
                nodes.update(self.fragment_use(node_id, raw))
            elif "question" in raw:
                nodes[node_id] = self.question(node_id, raw, resolve_next)
            elif "ruling" in raw:
                nodes[node_id] = self.ruling(node_id, raw)

            else:
                self.bad(
                    node_id,
                    "een knoop heeft 'question', 'ruling' of 'fragment'",
                    "a node has 'question', 'ruling' or 'fragment'",
                )
        return nodes

    def fragment_use(self, node_id: str, raw: dict) -> dict[str, Node]:
        """The fragment's nodes under this node's id. ``assume`` (inner question id →
        answer) gives premises for this use only: a topic where dummy rarely draws
        attention takes "another player" as given, another topic still asks."""
        self.keys(raw, {"fragment", "exits", "assume"}, {"fragment", "exits"}, node_id)
        name = raw.get("fragment")
        fragments = self.shared.fragments if self.shared else {}
        if name not in fragments:
            self.bad(
                node_id,
                f"fragment '{name}' bestaat niet (mogelijk: {', '.join(sorted(fragments))})",
                f"fragment '{name}' does not exist (accepted: {', '.join(sorted(fragments))})",
            )
            return {}
        fragment = fragments[name]
        exits = raw.get("exits") or {}
        wanted = set(fragment["exits"])
        if set(exits) != wanted:
            self.bad(
                node_id,
                f"fragment '{name}' vraagt uitgangen {sorted(wanted)}, gegeven {sorted(exits)}",
                f"fragment '{name}' needs exits {sorted(wanted)}, given {sorted(exits)}",
            )
        entry = fragment["entry"]

        def rename(inner: str) -> str:
            return node_id if inner == entry else f"{node_id}.{inner}"

        def resolve(target: str, _node: str) -> str:
            if target.startswith("$"):
                return str(exits.get(target[1:], target))
            return rename(target)

        nodes = self.nodes(fragment["nodes"], rename, resolve)
        premises = raw.get("assume") or {}
        if not isinstance(premises, dict):
            premises = {}
            self.bad(
                node_id,
                "assume is een veld vraag: antwoord",
                "assume is a mapping question: answer",
            )
        for inner, answer in premises.items():
            target = nodes.get(rename(str(inner)))
            if not isinstance(target, Question):
                self.bad(
                    node_id,
                    f"fragment '{name}' heeft geen vraag '{inner}'",
                    f"fragment '{name}' has no question '{inner}'",
                )
                continue
            # a premise given here replaces the fragment's exception line (until every
            # topic asks its rare cases on the exceptions screen)
            nodes[target.id] = replace(target, assume=str(answer), exception=None)
        return nodes
