"""A ruling's structured outcome in words, in Dutch and English.

The outcome (``{"rectification": "replaced_lowest_same_denomination", "accepted":
False}``) is what the log stores and what programs read; a director and an appeals
committee read words. The words are data, in ``outcome_words.yaml`` beside the vocabulary
(:mod:`arbiter.guide.vocabulary`) they describe; :func:`problems` lists any key, value or
rectification code without words, and the tests require it to be empty.

An outcome stored long ago may hold a code the content no longer uses: it is shown as the
code itself, so an old record stays readable.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from arbiter.i18n import Lang

WORDS_FILE = Path(__file__).with_name("outcome_words.yaml")
_YES_NO = {"nl": ("nee", "ja"), "en": ("no", "yes")}


@dataclass(frozen=True)
class Line:
    """One outcome field: its key and value (as stored) and both in words."""

    key: str
    value: Any
    label: str
    text: str

    def __str__(self) -> str:
        return f"{self.label}: {self.text}"


@cache
def _words() -> dict[str, Any]:
    from arbiter.yamlio import load_yaml

    return load_yaml(WORDS_FILE)


def _pick(pair: Any, lang: Lang) -> str | None:
    if isinstance(pair, list) and len(pair) == 2:
        return str(pair[0 if lang == "nl" else 1])
    return None


def label(key: str, lang: Lang) -> str:
    """The field's name in words (the key itself when it has none)."""
    field = _words()["fields"].get(key) or {}
    return _pick(field.get("label"), lang) or key


def value_text(key: str, value: Any, lang: Lang) -> str:
    """The value in words: yes/no, a number as it is, a listed value or a rectification
    code by its words (the value itself when it has none)."""
    if isinstance(value, bool):
        return _YES_NO[lang][value]
    if isinstance(value, int):
        return str(value)
    if key == "rectification":
        return _pick(_words()["rectifications"].get(value), lang) or str(value)
    if key == "comparable_call" and isinstance(value, dict):
        return _comparable_text(value, lang)
    values = (_words()["fields"].get(key) or {}).get("values") or {}
    return _pick(values.get(str(value)), lang) or str(value)


def describe(outcome: Mapping[str, Any], lang: Lang) -> list[Line]:
    """Every field of ``outcome`` in words, the rectification first, then in the
    vocabulary's order (unknown keys last, as stored)."""
    from arbiter.guide.vocabulary import OUTCOME_FIELDS

    order = {key: i for i, key in enumerate(OUTCOME_FIELDS)}
    keys = sorted(outcome, key=lambda k: (order.get(k, len(order)), k))
    return [Line(k, outcome[k], label(k, lang), value_text(k, outcome[k], lang)) for k in keys]


def text(outcome: Mapping[str, Any], lang: Lang, sep: str = "; ") -> str:
    """The whole outcome as one line of words (CSV, plain text)."""
    return sep.join(str(line) for line in describe(outcome, lang))


def used_rectifications() -> set[str]:
    """Every rectification code in the content (rulings and their options)."""
    from arbiter.guide.library import library
    from arbiter.guide.model import Ruling

    codes: set[str] = set()
    for topic in library().topics.values():
        for node in topic.nodes.values():
            if not isinstance(node, Ruling):
                continue
            outcomes = [node.outcome] + [
                o.outcome for o in (node.options.choices if node.options else ())
            ]
            codes.update(o["rectification"] for o in outcomes if "rectification" in o)
    return codes


def problems() -> list[str]:
    """What has no words yet: a key, a listed value, a rectification code in the content,
    or a pair that is not [nl, en]. Empty when complete."""
    from arbiter.guide.vocabulary import OUTCOME_FIELDS

    words = _words()
    fields, codes = words.get("fields") or {}, words.get("rectifications") or {}
    found = []
    for key, kind in OUTCOME_FIELDS.items():
        field = fields.get(key)
        if field is None or _pick(field.get("label"), "nl") is None:
            found.append(f"field '{key}' has no label [nl, en]")
            continue
        if isinstance(kind, tuple):
            values = field.get("values") or {}
            found += [
                f"value '{key}: {value}' has no words [nl, en]"
                for value in kind
                if _pick(values.get(value), "nl") is None
            ]
    found += [
        f"field '{key}' is not in the vocabulary" for key in fields if key not in OUTCOME_FIELDS
    ]
    found += [
        f"rectification '{code}' has no words [nl, en]"
        for code in sorted(used_rectifications())
        if _pick(codes.get(code), "nl") is None
    ]
    return found


def _comparable_text(record: dict[str, Any], lang: Lang) -> str:
    """The 23A test a ruling recorded (``outcome.comparable_call``) in one line: the
    replacement, and comparable by which part or not."""
    from arbiter.calc.comparable import PART_LAWS, PART_NAMES

    replacement = (record.get("replacement") or {}).get("preset") or (
        record.get("replacement") or {}
    ).get("spec", "?")
    part = record.get("decided_by")
    if part in PART_NAMES:
        verdict = ("vergelijkbaar: " if lang == "nl" else "comparable: ") + (
            f"{PART_NAMES[part][lang]} ({PART_LAWS[part]})"
        )
    else:
        verdict = "niet vergelijkbaar" if lang == "nl" else "not comparable"
    return f"{replacement}: {verdict}"
