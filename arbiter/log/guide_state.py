"""The guide's part of a ruling: its topic, the answers given and the table data.

A ruling saved from the guide carries the state the guide was in. That state arrives in a
guide page's query string (``a=node:choice,...`` plus one parameter per table-data input),
travels through the ruling form as hidden fields, is stored as the ruling's ``topic``,
``answers`` and ``facts``, and is shown back in words (questions and answers, table data
with their labels), never as ids. Everything that knows the shape of that state is here,
so that a richer state changes this module and not the pages, the report or the exports.
A story across topics is one state: the first topic, and answers of later topics keyed
``topic:node`` (``ruling: next`` where the director went on).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from arbiter.i18n import Lang


@dataclass(frozen=True)
class GuideState:
    """``answers``: ``((node, choice), ...)`` in the order given; ``facts``: ``((input,
    value), ...)`` as typed in the guide (``dealer=N``, ``auction=1♠``)."""

    topic: str = ""
    answers: tuple[tuple[str, str], ...] = ()
    facts: tuple[tuple[str, str], ...] = ()

    # -- in ----------------------------------------------------------------------------

    @classmethod
    def from_query(cls, params: Mapping[str, str]) -> GuideState:
        """From a guide page's query string: ``topic``, ``a`` and the table-data inputs."""
        from arbiter.guide.facts import INPUTS

        return cls(
            topic=(params.get("topic") or "").strip(),
            answers=_pairs(params.get("a") or params.get("answers") or "", ":"),
            facts=tuple((name, params[name]) for name in INPUTS if params.get(name)),
        )

    @classmethod
    def from_form(cls, form: Mapping[str, Any]) -> GuideState:
        """From the ruling form's hidden fields (:meth:`hidden`)."""
        return cls(
            topic=str(form.get("topic") or "").strip(),
            answers=_pairs(str(form.get("answers") or ""), ":"),
            facts=_pairs(str(form.get("facts") or ""), "="),
        )

    @classmethod
    def from_record(cls, r: Mapping[str, Any]) -> GuideState:
        """From a stored ruling (``LogService.ruling``)."""
        return cls(
            topic=r.get("topic") or "",
            answers=tuple((r.get("answers") or {}).items()),
            facts=tuple((r.get("facts") or {}).items()),
        )

    # -- out ---------------------------------------------------------------------------

    def __bool__(self) -> bool:
        return bool(self.topic)

    def hidden(self) -> dict[str, str]:
        """The ruling form's hidden fields; the service reads these texts as they are."""
        return {
            "topic": self.topic,
            "answers": ",".join(f"{node}:{choice}" for node, choice in self.answers),
            "facts": "\n".join(f"{name}={value}" for name, value in self.facts),
        }

    def service_input(self) -> dict[str, Any]:
        """``topic``, ``answers``, ``facts`` as :class:`~arbiter.log.service.LogService`
        takes them."""
        return {
            "topic": self.topic or None,
            "answers": dict(self.answers),
            "facts": dict(self.facts),
        }

    def query(self) -> str:
        """The guide's query string for this state (``a=...&dealer=...``)."""
        params = [("a", ",".join(f"{n}:{c}" for n, c in self.answers))] if self.answers else []
        return urlencode(params + list(self.facts), safe=":,")

    def guide_url(self, lang: Lang, context: Mapping[str, Any] | None = None) -> str:
        """The guide page of this state: the ruling, with its what-ifs; ``context``
        (``event``, ``board``, ``table``, ``call_id``: :data:`arbiter.web.state.CONTEXT`)
        lets the guide show the board's hand record to those who may see the event."""
        query = "&".join(p for p in (self.query(), urlencode(list((context or {}).items()))) if p)
        return f"/{lang}/t/{self.topic}" + (f"?{query}" if query else "")

    def topic_title(self, lang: Lang) -> str | None:
        from arbiter.log.records import topic_title

        return topic_title(self.topic, lang)

    def path_lines(self, lang: Lang) -> list[tuple[str, str]]:
        """(question, answer) in the director's words, walked again through the guide along
        the story (``arbiter decide``'s walk); a question of a later topic of the story is
        headed by that topic's title.

        If the guide's content has changed so that the stored answers no longer fit, the
        stored ids are shown as they are: the record stays readable.
        """
        if not self.topic:
            return []
        from arbiter.guide.chain import walk_chain
        from arbiter.guide.library import library
        from arbiter.guide.serialize import path
        from arbiter.i18n import InputError

        try:
            lib = library()
            res = walk_chain(
                lib.topic(self.topic), dict(self.answers), dict(self.facts), lib.topics
            )
            lines = []
            for p in path(res, lang):
                question = p["question"]
                if p["topic"] != self.topic:
                    question = f"{lib.topic(p['topic']).title.get_lang(lang)}: {question}"
                lines.append((question, p["answer_text"] or p["answer"]))
            return lines
        except (InputError, KeyError):
            return list(self.answers)

    def fact_lines(self, lang: Lang) -> list[tuple[str, str]]:
        """(label, value) of the table data, each value as the guide writes it in ``lang``
        (seats by name, calls and cards in the language's letters)."""
        from arbiter.guide.facts import INPUTS

        lines = []
        for name, value in self.facts:
            definition = INPUTS.get(name)
            if definition is None:
                lines.append((name, value))
                continue
            label = definition.text.get_lang(lang)
            lines.append((label[:1].upper() + label[1:], _shown(definition, value, lang)))
        return lines

    def decided(self, lang: Lang) -> dict[str, Any] | None:
        """The guide's ruling for this state, as the form shows it above the fields: its
        text, laws, the path and the table data in words, the outcome in words; None while
        the answers do not reach a ruling."""
        from arbiter.guide import outcome_words
        from arbiter.log import validate as v

        c = v.Collector()
        hidden = self.hidden()
        g = v.guide_ruling(c, hidden["topic"], hidden["answers"], hidden["facts"])
        if g is None:
            return None
        return {
            "topic": self.topic,
            "topic_title": self.topic_title(lang),
            "text": g.text.get(lang) or g.text.get("nl"),
            "laws": g.laws,
            "path": self.path_lines(lang),
            "facts": self.fact_lines(lang),
            "outcome": outcome_words.describe(g.outcome, lang),
            "guide_url": self.guide_url(lang),
        }


def _pairs(text: str, sep: str) -> tuple[tuple[str, str], ...]:
    """``node:choice,topic:node:choice`` (the last ``:`` parts the answer from its
    question, which may name a later topic of the story) or ``name=value`` lines, as
    pairs; blanks skipped. A pair without its separator is kept as a question without an
    answer, so the service names it in its message."""
    out = []
    for part in text.replace("\n", ",").split(","):
        if not part.strip():
            continue
        if sep == ":":
            key, _, value = part.rpartition(":") if ":" in part else (part, "", "")
        else:
            key, _, value = part.partition("=")
        out.append((key.strip(), value.strip()))
    return tuple(out)


def _shown(definition: Any, value: str, lang: Lang) -> str:
    """A table-data value in ``lang``: parsed by its input, then written as the guide
    writes it; a value that does not parse is shown as typed."""
    from arbiter.i18n import InputError

    try:
        parsed = definition.parse(value)
    except (InputError, ValueError):
        return value
    return _display(parsed, lang, value)


def _display(parsed: Any, lang: Lang, typed: str) -> str:
    if isinstance(parsed, bool):
        return {"nl": ("nee", "ja"), "en": ("no", "yes")}[lang][parsed]
    if isinstance(parsed, tuple | list):
        return " ".join(_display(p, lang, str(p)) for p in parsed)
    name = getattr(parsed, "name", None)
    if callable(name) and hasattr(parsed, "abbr"):  # a seat
        return name(lang)
    fmt = getattr(parsed, "format", None)
    if callable(fmt) and not isinstance(parsed, str):  # a call or a card
        try:
            return fmt(lang)
        except TypeError:
            return typed
    if isinstance(parsed, str):
        from arbiter.log.labels import words

        word = words(lang)(f"fact_{parsed}")
        return word if word != f"fact_{parsed}" else parsed
    return str(parsed)
