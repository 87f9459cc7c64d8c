"""A guide state in a URL, and back.

Every state of a ruling is (topic, answers, table data), and the walk is a pure function
of it, so every state has an address that can be bookmarked, shared and reloaded:

    /nl/t/insufficient-bid?a=insufficient:yes,in_turn:yes&dealer=N&auction=1%E2%99%A5

``a`` holds the answers in the order given, ``question:answer`` pairs separated by
commas (question ids may contain a dot: ``dummy.looked``); a question of a later topic
of the story (after a handoff) is ``topic:question:answer`` (``topic.2:...`` on a second
visit), as ``arbiter decide --answer topic:question=answer``. Each table-data input is
its own parameter, named as in ``arbiter decide --fact NAME=VALUE``, so the table-data
form is a plain GET form. Other parameters are ignored.

A guide walked for a board of the log carries where it came from (:data:`CONTEXT`:
``call_id=17``, or ``event=4&board=7``, with ``table`` and ``round`` when known) after the
state, on every link, so that the guide can show the board's hand record (to those who may
see the event) and the ruling saved from it is linked to the call. It is not part of the
walk: a state with or without it rules the same.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from urllib.parse import quote

from arbiter.guide.facts import INPUTS
from arbiter.i18n import InputError

_PAIR = re.compile(r"^((?:[a-z][a-z0-9-]*(?:\.[0-9]+)?:)?[a-z][a-z0-9_.]*):([a-z][a-z0-9_]*)$")
MAX_ANSWERS = 64  # deeper than any topic; longer lists are refused, not walked
MAX_FACT_LENGTH = 400
#: Where a guide walk came from in the log (numbers); see the module's docstring.
CONTEXT = ("call_id", "event", "table", "board", "round")
MAX_CONTEXT = 999_999_999


@dataclass(frozen=True)
class State:
    answers: tuple[tuple[str, str], ...] = ()
    facts: tuple[tuple[str, str], ...] = ()  # in INPUTS order
    context: tuple[tuple[str, str], ...] = ()  # in CONTEXT order

    @property
    def answer_map(self) -> dict[str, str]:
        return dict(self.answers)

    @property
    def fact_map(self) -> dict[str, str]:
        return dict(self.facts)

    @property
    def context_map(self) -> dict[str, str]:
        return dict(self.context)

    def with_answers(self, answers: Iterable[tuple[str, str]]) -> State:
        return State(tuple(answers), self.facts, self.context)

    def with_facts(self, facts: Iterable[tuple[str, str]]) -> State:
        return State(self.answers, tuple(facts), self.context)

    def without_facts(self) -> State:
        return State(self.answers, (), self.context)

    def query(self) -> str:
        """The query string (no '?'); empty for the start of a topic without facts."""
        parts = []
        if self.answers:
            parts.append("a=" + ",".join(f"{node}:{choice}" for node, choice in self.answers))
        parts += [f"{name}={quote(value, safe='')}" for name, value in self.facts]
        parts += [f"{name}={value}" for name, value in self.context]
        return "&".join(parts)

    def context_query(self) -> str:
        """Only the context (``call_id=17``), for links that start a walk."""
        return "&".join(f"{name}={value}" for name, value in self.context)

    def key(self) -> tuple:
        return (self.answers, self.facts, self.context)


def parse_answers(raw: str) -> tuple[tuple[str, str], ...]:
    raw = raw.strip().strip(",")
    if not raw:
        return ()
    pairs = [part.strip() for part in raw.split(",") if part.strip()]
    if len(pairs) > MAX_ANSWERS:
        raise InputError(
            f"Te veel antwoorden ({len(pairs)}).",
            f"Too many answers ({len(pairs)}).",
            accepted=(f"1-{MAX_ANSWERS}",),
        )
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for pair in pairs:
        match = _PAIR.match(pair)
        if match is None:
            raise InputError(
                f"'{pair[:40]}' heeft niet de vorm vraag:antwoord.",
                f"'{pair[:40]}' is not of the form question:answer.",
                accepted=("insufficient:yes,in_turn:no", "penalty-card:choice:require"),
            )
        node, choice = match.groups()
        if node in seen:
            raise InputError(
                f"Vraag '{node}' is twee keer beantwoord.",
                f"Question '{node}' is answered twice.",
                accepted=(f"{node}:…",),
            )
        seen.add(node)
        out.append((node, choice))
    return tuple(out)


def parse_facts(params: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """Table-data inputs from query or form parameters; empty values count as not given."""
    out = []
    for name in INPUTS:
        value = params.get(name)
        if value is None or not value.strip():
            continue
        if len(value) > MAX_FACT_LENGTH:
            raise InputError(
                f"Gegeven '{name}' is te lang.",
                f"Fact '{name}' is too long.",
                accepted=(f"≤ {MAX_FACT_LENGTH}",),
            )
        out.append((name, value.strip()))
    return tuple(out)


def parse_context(params: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """The log context of a walk: whole numbers 1-999999999 only. Anything else is left
    out, not refused: the context only adds to the guide, which works without it."""
    out = []
    for name in CONTEXT:
        value = (params.get(name) or "").strip()
        if value.isascii() and value.isdigit() and 0 < int(value) <= MAX_CONTEXT:
            out.append((name, str(int(value))))
    return tuple(out)


def parse_state(params: Mapping[str, str]) -> State:
    return State(parse_answers(params.get("a", "")), parse_facts(params), parse_context(params))


def topic_url(lang: str, topic_id: str, state: State | None = None, suffix: str = "") -> str:
    url = f"/{lang}/t/{topic_id}{suffix}"
    query = state.query() if state else ""
    return f"{url}?{query}" if query else url
