"""Read topic files into the content model.

One YAML file per topic in ``content/``, plus ``content/_shared.yaml`` with what several
topics use: fragments (small sub-flows such as "did dummy draw attention?"), follow-ups
(the right to appeal) and texts (when the director may leave). A fragment is copied into
each topic that uses it, with node ids prefixed by the using node's id, so every topic
is a self-contained graph that the validator and the interview treat alike.

The loader reports every schema problem it finds (file, node, what is wrong) instead of
stopping at the first; the validator then checks the graph.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbiter.guide.loader_paths import CONTENT_DIR, SHARED_FILE
from arbiter.guide.model import (
    Answer,
    FollowUp,
    Node,
    Option,
    Options,
    Question,
    Ruling,
    Topic,
)
from arbiter.guide.problems import Problem, problem
from arbiter.guide.vocabulary import CHOOSERS, FOLLOWUP_KINDS, PHASES, check_outcome_value
from arbiter.i18n import LANGS, Text
from arbiter.yamlio import load_yaml

ID = re.compile(r"^[a-z][a-z0-9_]*$")
TOPIC_ID = re.compile(r"^[a-z][a-z0-9-]*$")


@dataclass
class Shared:
    texts: dict[str, Text]
    followups: dict[str, FollowUp]
    fragments: dict[str, dict[str, Any]]


class _Reader:
    """Collects problems while turning raw YAML into model objects for one file."""

    def __init__(self, file: str, shared: Shared | None) -> None:
        self.file = file
        self.shared = shared
        self.problems: list[Problem] = []

    def bad(self, node: str | None, nl: str, en: str) -> None:
        self.problems.append(problem(self.file, node, nl, en))

    def text(self, raw: Any, node: str | None, what: str) -> Text:
        if isinstance(raw, dict) and set(raw) == {"use"} and self.shared is not None:
            name = raw["use"]
            if name in self.shared.texts:
                return self.shared.texts[name]
            self.bad(
                node,
                f"{what}: gedeelde tekst '{name}' bestaat niet",
                f"{what}: shared text '{name}' does not exist",
            )
            return Text.of("", "")
        if not isinstance(raw, dict):
            self.bad(
                node,
                f"{what} moet een tekst zijn met nl en en",
                f"{what} must be a text with nl and en",
            )
            return Text.of("", "")
        for lang in LANGS:
            value = raw.get(lang)
            if not isinstance(value, str) or not value.strip():
                self.bad(
                    node,
                    f"{what}: tekst in taal '{lang}' ontbreekt",
                    f"{what}: text in language '{lang}' is missing",
                )
        extra = set(raw) - set(LANGS)
        if extra:
            self.bad(
                node,
                f"{what}: onbekende talen {sorted(extra)}",
                f"{what}: unknown languages {sorted(extra)}",
            )
        return Text({k: str(v).strip() for k, v in raw.items() if k in LANGS})

    def keys(self, raw: dict, allowed: set[str], required: set[str], node: str | None) -> bool:
        ok = True
        for key in sorted(required - set(raw)):
            self.bad(
                node, f"verplicht veld '{key}' ontbreekt", f"required field '{key}' is missing"
            )
            ok = False
        for key in sorted(set(raw) - allowed):
            self.bad(node, f"onbekend veld '{key}'", f"unknown field '{key}'")
        return ok

    def laws(self, raw: Any, node: str | None, what: str) -> tuple[str, ...]:
        if raw is None:
            return ()
        if isinstance(raw, str | int):
            raw = [raw]
        if not isinstance(raw, list):
            self.bad(
                node, f"{what} moet een lijst artikelen zijn", f"{what} must be a list of laws"
            )
            return ()
        return tuple(str(item) for item in raw)

    # -- nodes -------------------------------------------------------------------------

    def question(self, node_id: str, raw: dict, resolve_next) -> Question:
        self.keys(
            raw,
            {"question", "law", "help", "fact", "answers", "options"},
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
            self.keys(item, {"id", "text", "next"}, {"id", "text", "next"}, node_id)
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
            target = resolve_next(str(item.get("next", "")), node_id)
            answers.append(
                Answer(
                    answer_id,
                    self.text(item.get("text"), node_id, f"antwoord/answer {answer_id}"),
                    target,
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
        )

    def ruling(self, node_id: str, raw: dict) -> Ruling:
        self.keys(
            raw,
            {"ruling", "outcome", "laws", "leave", "options", "tell", "afterwards", "see",
             "regulation"},
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
            see=raw.get("see"),
            regulation=tuple(str(k) for k in (raw.get("regulation") or ())),
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
        self.keys(raw, {"fragment", "exits"}, {"fragment", "exits"}, node_id)
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

        return self.nodes(fragment["nodes"], rename, resolve)


def load_shared(directory: str | Path = CONTENT_DIR) -> tuple[Shared, list[Problem]]:
    path = Path(directory) / SHARED_FILE
    reader = _Reader(SHARED_FILE, None)
    raw = load_yaml(path) or {}
    texts = {
        name: reader.text(value, f"texts.{name}", "text")
        for name, value in (raw.get("texts") or {}).items()
    }
    followups = {
        name: reader.followup(f"followups.{name}", value)
        for name, value in (raw.get("followups") or {}).items()
    }
    fragments = {}
    for name, frag in (raw.get("fragments") or {}).items():
        if not isinstance(frag, dict) or not {"entry", "exits", "nodes"} <= set(frag):
            reader.bad(
                f"fragments.{name}",
                "een fragment heeft entry, exits en nodes",
                "a fragment has entry, exits and nodes",
            )
            continue
        fragments[name] = frag
    return Shared(texts, followups, fragments), reader.problems


def load_topic(path: Path, shared: Shared) -> tuple[Topic | None, list[Problem]]:
    """Read one topic file; returns the topic (None if unusable) and the problems found."""
    reader = _Reader(path.name, shared)
    try:
        raw = load_yaml(path)
    except Exception as exc:  # yaml.YAMLError and decoding errors: name the file, go on
        reader.bad(None, f"geen geldige YAML: {exc}", f"not valid YAML: {exc}")
        return None, reader.problems
    if not isinstance(raw, dict):
        reader.bad(
            None, "het bestand moet een veld met velden zijn", "the file must hold a mapping"
        )
        return None, reader.problems
    reader.keys(
        raw,
        {"id", "law", "laws", "phase", "title", "summary", "keywords", "start", "nodes"},
        {"id", "law", "phase", "title", "summary", "start", "nodes"},
        None,
    )
    topic_id = str(raw.get("id", ""))
    if not TOPIC_ID.match(topic_id):
        reader.bad(None, f"topic-id '{topic_id}' is ongeldig", f"topic id '{topic_id}' is invalid")
    if not path.stem.endswith(topic_id):
        reader.bad(
            None,
            f"bestandsnaam moet eindigen op de id '{topic_id}'",
            f"file name must end with the id '{topic_id}'",
        )
    phase = raw.get("phase")
    if phase not in PHASES:
        reader.bad(
            None,
            f"fase '{phase}' onbekend (mogelijk: {', '.join(PHASES)})",
            f"phase '{phase}' unknown (accepted: {', '.join(PHASES)})",
        )
    raw_nodes = raw.get("nodes")
    if not isinstance(raw_nodes, dict) or not raw_nodes:
        reader.bad(
            None,
            "'nodes' moet een niet-lege lijst knopen zijn",
            "'nodes' must be a non-empty mapping of nodes",
        )
        return None, reader.problems
    for raw_id in raw_nodes:
        if not ID.match(str(raw_id)):
            reader.bad(
                str(raw_id),
                "knoop-id is ongeldig (kleine letters, cijfers, _)",
                "node id is invalid (lower case, digits, _)",
            )
    nodes = reader.nodes(raw_nodes, lambda n: n, lambda target, _node: target)
    keywords = {
        lang: tuple(str(k) for k in words) for lang, words in (raw.get("keywords") or {}).items()
    }
    topic = Topic(
        id=topic_id,
        law=str(raw.get("law", "")),
        laws=reader.laws(raw.get("laws"), None, "laws"),
        phase=str(phase),
        title=reader.text(raw.get("title"), None, "title"),
        summary=reader.text(raw.get("summary"), None, "summary"),
        start=str(raw.get("start", "")),
        nodes=nodes,
        keywords=keywords,
        file=path.name,
    )
    return topic, reader.problems


def topic_files(directory: str | Path = CONTENT_DIR) -> list[Path]:
    return sorted(p for p in Path(directory).glob("*.yaml") if not p.name.startswith("_"))
