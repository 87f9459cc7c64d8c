"""Hand-written items: the YAML files in ``items/`` (one per subject, in our own words).

Each file has ``items`` and optionally a ``set`` with its ``title`` (a series such as the
lesson's self-test a-h). An item:

    - id: seed-002.a              # unique, [a-z0-9][a-z0-9.-]*
      kind: statement             # statement | case
      topic: penalty-card         # a topic of the guide (progress is kept per topic)
      title: {nl, en}             # optional
      prompt: {nl, en}            # the situation and what is asked
      answer: false               # statement: true | false
      choices:                    # case: four, ids a-d, each {id, text, why}
      key: c                      # case: the right choice
      explanation: {nl, en}       # shown after every answer
      laws: ["50B"]               # at least one
      source: "seed 002, zelftoets a"   # where the answer comes from
      guide: {answers, facts, ruling}   # optional: a walk of the topic that decides it

Problems are collected, each naming the file and item, so ``arbiter check`` can list
them all at once.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from arbiter.i18n import LANGS, Text
from arbiter.laws.refs import LawRef
from arbiter.train.model import FALSE, KINDS, TRUE, Choice, Item
from arbiter.yamlio import load_yaml

ITEMS_DIR = Path(__file__).resolve().parent / "items"
ID = re.compile(r"^[a-z0-9][a-z0-9.-]*$")
CHOICE_IDS = ("a", "b", "c", "d")
STATEMENT_CHOICES = (
    Choice(TRUE, Text.of("Juist", "True")),
    Choice(FALSE, Text.of("Onjuist", "False")),
)


class WrittenError(ValueError):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


def _optional_text(raw: Any, where: str, problems: list[str]) -> Text | None:
    return None if raw is None else _text(raw, where, problems)


def _text(raw: Any, where: str, problems: list[str]) -> Text:
    if not isinstance(raw, dict) or any(not isinstance(raw.get(x), str) or not raw[x].strip()
                                        for x in LANGS):  # fmt: skip
        problems.append(f"{where}: needs a text in both languages ({', '.join(LANGS)})")
        return Text.of("", "")
    return Text.of(raw["nl"].strip(), raw["en"].strip())


def _item(raw: Any, file: str, set_id: str | None, topics: set[str],
          problems: list[str]) -> Item | None:  # fmt: skip
    if not isinstance(raw, dict):
        problems.append(f"{file}: an item must be a mapping")
        return None
    item_id = str(raw.get("id", ""))
    where = f"{file}: {item_id or '?'}"
    if not ID.match(item_id):
        problems.append(f"{where}: id must match {ID.pattern}")
    kind = raw.get("kind")
    if kind not in KINDS:
        problems.append(f"{where}: kind must be one of {', '.join(KINDS)}")
        return None
    topic = raw.get("topic")
    if topic not in topics:
        problems.append(f"{where}: unknown topic {topic!r}")
    laws = raw.get("laws") or []
    if not laws:
        problems.append(f"{where}: needs at least one law")
    for law in laws:
        try:
            LawRef.parse(str(law))
        except ValueError:
            problems.append(f"{where}: {law!r} is not a law reference")
    source = raw.get("source")
    if not isinstance(source, str) or not source.strip():
        problems.append(f"{where}: needs a source (a seed or a law)")
    choices: tuple[Choice, ...]
    if kind == "statement":
        answer = raw.get("answer")
        if not isinstance(answer, bool):
            problems.append(f"{where}: a statement needs answer: true or false")
        choices, key = STATEMENT_CHOICES, TRUE if answer else FALSE
    else:
        raw_choices = raw.get("choices") or []
        ids = [c.get("id") if isinstance(c, dict) else None for c in raw_choices]
        if tuple(ids) != CHOICE_IDS:
            problems.append(f"{where}: a case needs four choices with ids a, b, c, d in order")
        key = str(raw.get("key"))
        if key not in CHOICE_IDS:
            problems.append(f"{where}: key must be one of a, b, c, d")
        choices = tuple(
            Choice(str(c.get("id")), _text(c.get("text"), f"{where} choice {c.get('id')}",
                                           problems),
                   None if c.get("id") == key else
                   _text(c.get("why"), f"{where} choice {c.get('id')} why", problems))
            for c in raw_choices if isinstance(c, dict)
        )  # fmt: skip
        texts = [c.text.get("nl") for c in choices] + [c.text.get("en") for c in choices]
        if len(set(texts)) != len(texts):
            problems.append(f"{where}: two choices have the same text")
    guide = raw.get("guide")
    if guide is not None and not (isinstance(guide, dict) and isinstance(guide.get("answers"), dict)
                                  and isinstance(guide.get("ruling"), str)):  # fmt: skip
        problems.append(f"{where}: guide needs answers (a mapping) and ruling")
    return Item(
        id=item_id, kind=kind, topic=str(topic), origin="written", set=set_id,
        prompt=_text(raw.get("prompt"), f"{where} prompt", problems),
        title=_optional_text(raw.get("title"), f"{where} title", problems),
        choices=choices, key=str(key),
        explanation=_text(raw.get("explanation"), f"{where} explanation", problems),
        laws=tuple(str(x) for x in laws), source=str(source or ""),
        guide=(
            (tuple((str(k), str(v)) for k, v in guide["answers"].items()),
             tuple((str(k), str(v)) for k, v in (guide.get("facts") or {}).items()),
             guide["ruling"])
            if isinstance(guide, dict) and isinstance(guide.get("answers"), dict) else None
        ),
    )  # fmt: skip


def read(directory: Path = ITEMS_DIR, topics: set[str] | None = None) -> tuple[list[Item], dict[str, Text]]:  # noqa: E501
    """The written items in file order, and the titles of their sets; raises
    :class:`WrittenError` listing every problem."""
    if topics is None:
        from arbiter.guide.library import library

        topics = set(library().topics)
    problems: list[str] = []
    items: list[Item] = []
    sets: dict[str, Text] = {}
    for path in sorted(directory.glob("*.yaml")):
        try:
            data = load_yaml(path)
        except Exception as error:
            problems.append(f"{path.name}: not valid YAML: {error}")
            continue
        if not isinstance(data, dict) or not isinstance(data.get("items"), list):
            problems.append(f"{path.name}: needs a list 'items'")
            continue
        set_id = data.get("set")
        if set_id is not None:
            sets[str(set_id)] = _text(data.get("title"), f"{path.name} title", problems)
        for raw in data["items"]:
            item = _item(raw, path.name, set_id, topics, problems)
            if item is not None:
                items.append(item)
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            problems.append(f"{item.id}: the id is used twice")
        seen.add(item.id)
    if problems:
        raise WrittenError(problems)
    return items, sets
