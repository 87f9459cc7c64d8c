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
from pathlib import Path
from typing import Any

from arbiter.guide.loading import CONTENT_DIR, SHARED_FILE
from arbiter.guide.loading.fields import Shared
from arbiter.guide.loading.nodes import ID, NodeReader
from arbiter.guide.model import StoryCue, Topic
from arbiter.guide.problems import Problem
from arbiter.guide.vocabulary import PHASES
from arbiter.i18n import LANGS
from arbiter.yamlio import load_yaml

TOPIC_ID = re.compile(r"^[a-z][a-z0-9-]*$")


def load_shared(directory: str | Path = CONTENT_DIR) -> tuple[Shared, list[Problem]]:
    path = Path(directory) / SHARED_FILE
    reader = NodeReader(SHARED_FILE, None)
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
    implications = reader.implications("implications", raw.get("implications"))
    return Shared(texts, followups, fragments, implications), reader.problems


def load_topic(path: Path, shared: Shared) -> tuple[Topic | None, list[Problem]]:
    """Read one topic file; returns the topic (None if unusable) and the problems found."""
    reader = NodeReader(path.name, shared)
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
        {
            "id",
            "law",
            "laws",
            "phase",
            "title",
            "summary",
            "keywords",
            "story",
            "start",
            "nodes",
            "inputs",
            "tap_facts",
            "implications",
        },
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
    for relay_id, relay in reader.relays.items():
        if relay_id in nodes:
            reader.bad(relay_id, "knoop-id bestaat al", "node id already exists")
        nodes.setdefault(relay_id, relay)
    raw_inputs = raw.get("inputs") or []
    if not isinstance(raw_inputs, list):
        reader.bad(None, "inputs is een lijst tafelgegevens", "inputs is a list of table data")
        raw_inputs = []
    raw_taps = raw.get("tap_facts") or []
    if not isinstance(raw_taps, list):
        reader.bad(None, "tap_facts is een lijst tafelgegevens",
                   "tap_facts is a list of table data")  # fmt: skip
        raw_taps = []
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
        story=_story(reader, raw.get("story")),
        file=path.name,
        inputs=tuple(str(i) for i in raw_inputs),
        tap_facts=tuple(str(i) for i in raw_taps),
        implications=(*shared.implications,
                      *reader.implications("implications", raw.get("implications"))),
    )
    return topic, reader.problems


def _story(reader: NodeReader, raw: Any) -> tuple[StoryCue, ...]:
    """``story``: a list of cues ``{nl: [...], en: [...], answers: {q: a}, calls: ...}``;
    node and answer ids are checked by the validator, once the nodes are known."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        reader.bad(None, "'story' moet een lijst zijn", "'story' must be a list")
        return ()
    cues = []
    for i, item in enumerate(raw):
        where = f"story[{i}]"
        if not isinstance(item, dict):
            reader.bad(where, "moet een veld met velden zijn", "must be a mapping")
            continue
        reader.keys(item, {*LANGS, "answers", "calls"}, set(), where)
        words: dict[str, tuple[str, ...]] = {}
        for lang in LANGS:
            phrases = item.get(lang) or []
            if not isinstance(phrases, list) or not all(isinstance(p, str) for p in phrases):
                reader.bad(where, f"'{lang}' moet een lijst woorden zijn",
                           f"'{lang}' must be a list of phrases")  # fmt: skip
                phrases = []
            words[lang] = tuple(p.strip() for p in phrases if p.strip())
        answers = item.get("answers") or {}
        if not isinstance(answers, dict):
            reader.bad(where, "'answers' moet vraag: antwoord zijn",
                       "'answers' must map question to answer")  # fmt: skip
            answers = {}
        calls = item.get("calls")
        if not any(words.values()) and calls is None:
            reader.bad(where, "geen woorden en geen 'calls'", "no words and no 'calls'")
        cues.append(
            StoryCue(
                words=words,
                calls=None if calls is None else str(calls),
                answers=tuple((str(k), str(v)) for k, v in answers.items()),
            )
        )
    return tuple(cues)


def topic_files(directory: str | Path = CONTENT_DIR) -> list[Path]:
    return sorted(p for p in Path(directory).glob("*.yaml") if not p.name.startswith("_"))
