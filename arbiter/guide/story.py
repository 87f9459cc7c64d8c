"""A ruling's walk as one value: the story, its one codec, and its one walk.

A story is what the director told the guide: the topic she started in, her answers (by
answer key, in the order given), the table data she gave, the board of the log it came
from, the regulation profile and the language. Everything else (which question comes
next, the ruling, the topics the story went through) is worked out from it by
:func:`walk_story`, so a story is enough to show any page again, to save a ruling and to
check it later.

Every shell reads and writes stories through this module and nothing else:

* a guide page's query string (``a=insufficient:yes,in_turn:yes&dealer=N&auction=1♥``,
  with ``call_id=17`` or ``event=4&board=7`` when it came from a board of the log, and
  ``profile=EBU`` when it is not the default) and the ruling form's hidden fields;
* the stored log record (``topic``, ``answers``, ``facts``);
* the offline page, whose JavaScript twin (``web/static/story.js``) is tested against this
  codec on a shared set of examples (``tests/guide/story_examples.json``).

Answer keys: ``node`` in the first topic, ``topic:node`` in a later topic of the story,
``topic.2:node`` on a second visit (see :func:`answer_key`). A question id may hold dots
(``dummy.looked``, a shared fragment's question).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from arbiter.i18n import InputError

if TYPE_CHECKING:
    from arbiter.guide.interview import Result

#: Longer than any story; longer answer lists are refused, not walked.
MAX_ANSWERS = 64
MAX_FACT_LENGTH = 400
#: Where a walk came from in the log, in this order: a table call, or event and board
#: (with table and round when known). Not part of the walk: a story with or without it
#: rules the same; it lets the guide show the board and link the saved ruling.
BOARD_KEYS = ("call_id", "event", "table", "board", "round")
MAX_BOARD_NUMBER = 999_999_999
DEFAULT_PROFILE = "NBB"
LANGS = ("nl", "en")

_TOPIC = re.compile(r"^[a-z][a-z0-9-]*$")
_KEY = re.compile(r"^(?:[a-z][a-z0-9-]*(?:\.[0-9]+)?:)?[a-z][a-z0-9_.]*$")
_CHOICE = re.compile(r"^[a-z][a-z0-9_]*$")


def answer_key(first: str, segment: str, node: str) -> str:
    """How an answer is named in a story: ``node`` in the first topic, ``topic:node`` in a
    later one (``--answer penalty-card:choice=require``). ``segment`` is the topic id, or
    ``topic.2`` on a second visit; an empty segment is the first topic."""
    return node if segment in ("", first) else f"{segment}:{node}"


def split_key(key: str) -> tuple[str, str]:
    """``(segment, node)`` of an answer key; the segment is empty for the first topic."""
    segment, sep, node = key.partition(":")
    return (segment, node) if sep else ("", key)


@dataclass(frozen=True, slots=True)
class Story:
    """What the director told the guide; see the module's docstring."""

    topic: str
    answers: tuple[tuple[str, str], ...] = ()
    facts: tuple[tuple[str, str], ...] = ()  # table data, in INPUTS order
    board: tuple[tuple[str, str], ...] = ()  # in BOARD_KEYS order
    profile: str = DEFAULT_PROFILE
    lang: str = "nl"

    # -- views -----------------------------------------------------------------------

    @property
    def answer_map(self) -> dict[str, str]:
        return dict(self.answers)

    @property
    def fact_map(self) -> dict[str, str]:
        return dict(self.facts)

    @property
    def board_map(self) -> dict[str, str]:
        return dict(self.board)

    @property
    def walk_key(self) -> tuple[str, tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
        """What the walk depends on: not the board, the profile or the language."""
        return (self.topic, tuple(sorted(self.answers)), self.facts)

    # -- changes ---------------------------------------------------------------------

    def with_answers(self, answers: Iterable[tuple[str, str]]) -> Story:
        return replace(self, answers=tuple(answers))

    def with_answer(self, key: str, choice: str) -> Story:
        """The answer added, or changed in place when the key was answered already."""
        given = dict(self.answers)
        if key in given:
            return replace(self, answers=tuple((k, choice if k == key else c)
                                               for k, c in self.answers))  # fmt: skip
        return replace(self, answers=(*self.answers, (key, choice)))

    def with_facts(self, facts: Iterable[tuple[str, str]] | Mapping[str, str]) -> Story:
        items = facts.items() if isinstance(facts, Mapping) else facts
        return replace(self, facts=_fact_order(dict(items)))

    def with_lang(self, lang: str) -> Story:
        return replace(self, lang=lang)

    def with_profile(self, profile: str) -> Story:
        return replace(self, profile=profile)

    def without_board(self) -> Story:
        return replace(self, board=())

    def without_facts(self) -> Story:
        return replace(self, facts=())

    def key(self) -> tuple[object, ...]:
        """Everything a page of this story shows depends on (the page cache's key)."""
        return (self.topic, self.answers, self.facts, self.board, self.profile, self.lang)

    # -- the query string and the form ------------------------------------------------

    def query(self) -> str:
        """The query string (no '?'): answers, table data, board, profile; empty for the
        start of a topic without any."""
        parts = []
        if self.answers:
            parts.append("a=" + ",".join(f"{key}:{choice}" for key, choice in self.answers))
        parts += [f"{name}={quote(value, safe='')}" for name, value in self.facts]
        parts += [f"{name}={value}" for name, value in self.board]
        if self.profile != DEFAULT_PROFILE:
            parts.append(f"profile={self.profile}")
        return "&".join(parts)

    def board_query(self) -> str:
        """Only the board (``call_id=17``), for links that start a new walk from it."""
        return "&".join(f"{name}={value}" for name, value in self.board)

    def url(self, suffix: str = "", topic: str | None = None) -> str:
        """The guide page of this story (``suffix``: ``/facts``, ``/flow``)."""
        path = f"/{self.lang}/t/{topic or self.topic}{suffix}"
        query = self.query()
        return f"{path}?{query}" if query else path

    @classmethod
    def from_query(cls, topic: str, params: Mapping[str, str], lang: str = "nl") -> Story:
        """From a guide page's query string (or the same names in a form). Bad answers and
        table data are refused with a message; a bad board or profile is left out, since
        the walk does not need them."""
        return cls(
            topic=_topic(topic),
            answers=parse_answers(params.get("a", "")),
            facts=parse_facts(params),
            board=parse_board(params),
            profile=parse_profile(params.get("profile")),
            lang=lang if lang in LANGS else "nl",
        )

    def hidden(self) -> dict[str, str]:
        """The ruling form's hidden fields (the log service reads these texts). The board
        has fields of its own on the form, and a ruling's profile is its event's."""
        return {
            "topic": self.topic,
            "answers": ",".join(f"{key}:{choice}" for key, choice in self.answers),
            "facts": "\n".join(f"{name}={value}" for name, value in self.facts),
        }

    @classmethod
    def from_form(cls, form: Mapping[str, Any], lang: str = "nl") -> Story | None:
        """From the ruling form's hidden fields; ``None`` without a topic. Lenient: what
        the log service checks (and names in its message) is kept as it was typed."""
        topic = str(form.get("topic") or "").strip()
        if not topic:
            return None
        return cls(
            topic=topic,
            answers=lenient_pairs(str(form.get("answers") or ""), ":"),
            facts=lenient_pairs(str(form.get("facts") or ""), "="),
            profile=parse_profile(str(form.get("profile") or "")),
            lang=lang,
        )

    # -- the stored record -----------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """``topic``, ``answers``, ``facts`` as the log stores them, and ``profile`` as
        the stored ruling carries it (its event's)."""
        return {
            "topic": self.topic,
            "answers": dict(self.answers),
            "facts": dict(self.facts),
            "profile": self.profile,
        }

    @classmethod
    def from_record(cls, r: Mapping[str, Any], lang: str = "nl") -> Story | None:
        """From a stored ruling; ``None`` for a ruling saved without the guide."""
        topic = r.get("topic") or ""
        if not topic:
            return None
        board = tuple((name, str(r[name])) for name in BOARD_KEYS if r.get(name))
        return cls(
            topic=str(topic),
            answers=tuple((str(k), str(v)) for k, v in (r.get("answers") or {}).items()),
            facts=tuple((str(k), str(v)) for k, v in (r.get("facts") or {}).items()),
            board=board,
            profile=str(r.get("profile") or DEFAULT_PROFILE),
            lang=lang,
        )

    # -- the offline page --------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The plain shape the offline walker reads and writes (``story.js``)."""
        return {
            "topic": self.topic,
            "answers": [list(pair) for pair in self.answers],
            "facts": [list(pair) for pair in self.facts],
            "board": [list(pair) for pair in self.board],
            "profile": self.profile,
            "lang": self.lang,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Story:
        return cls(
            topic=_topic(str(data.get("topic", ""))),
            answers=tuple((str(k), str(v)) for k, v in data.get("answers") or ()),
            facts=tuple((str(k), str(v)) for k, v in data.get("facts") or ()),
            board=tuple((str(k), str(v)) for k, v in data.get("board") or ()),
            profile=str(data.get("profile") or DEFAULT_PROFILE),
            lang=str(data.get("lang") or "nl"),
        )

    # -- the walk ----------------------------------------------------------------------

    def walk(self) -> Result:
        """The next question or the ruling (see :func:`walk_story`)."""
        return walk_story(self)


def walk_story(story: Story) -> Result:
    """Walk the story through its topics, to the next question or to the final ruling.

    Memoised on what the walk depends on, so that a page that shows where every other
    answer would lead, and a save that checks the ruling, walk each state once."""
    return _walk(*story.walk_key)


@lru_cache(maxsize=4096)
def _walk(topic: str, answers: tuple[tuple[str, str], ...],
          facts: tuple[tuple[str, str], ...]) -> Result:  # fmt: skip
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    lib = library()
    return walk_chain(lib.topic(topic), dict(answers), dict(facts), lib.topics)


# -- parsing ---------------------------------------------------------------------------


def _topic(topic: str) -> str:
    topic = topic.strip()
    if not _TOPIC.fullmatch(topic):
        raise InputError(
            f"'{topic[:40]}' is geen onderwerp-id.",
            f"'{topic[:40]}' is not a topic id.",
            accepted=("insufficient-bid", "revoke"),
        )
    return topic


def parse_answers(raw: str) -> tuple[tuple[str, str], ...]:
    """``key:choice`` pairs separated by commas; the last ``:`` parts the choice from its
    key (which may name a later topic: ``penalty-card:choice:require``)."""
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
        key, _, choice = pair.rpartition(":")
        if not (_KEY.fullmatch(key) and _CHOICE.fullmatch(choice)):
            raise InputError(
                f"'{pair[:40]}' heeft niet de vorm vraag:antwoord.",
                f"'{pair[:40]}' is not of the form question:answer.",
                accepted=("insufficient:yes,in_turn:no", "penalty-card:choice:require"),
            )
        if key in seen:
            raise InputError(
                f"Vraag '{key}' is twee keer beantwoord.",
                f"Question '{key}' is answered twice.",
                accepted=(f"{key}:…",),
            )
        seen.add(key)
        out.append((key, choice))
    return tuple(out)


def _fact_order(values: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """In INPUTS order; a name that is no input stays (last), so that the walk names it in
    its message rather than drop it without a word."""
    from arbiter.guide.facts import INPUTS

    known = [(name, values[name]) for name in INPUTS if name in values]
    return (*known, *((k, v) for k, v in values.items() if k not in INPUTS))


def parse_facts(params: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """Table-data inputs from query or form parameters, in INPUTS order; an empty value
    counts as not given. Their values are checked by the walk, which names the input."""
    from arbiter.guide.facts import INPUTS

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
        if any(ord(ch) < 32 for ch in value.strip()):
            raise InputError(
                f"Gegeven '{name}' bevat een regeleinde of een ander stuurteken.",
                f"Fact '{name}' holds a line break or another control character.",
                accepted=(INPUTS[name].example,),
            )
        out.append((name, value.strip()))
    return tuple(out)


def parse_board(params: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """The board of the log a walk came from: whole numbers 1-999999999 only. Anything
    else is left out, not refused: the guide works without it."""
    out = []
    for name in BOARD_KEYS:
        value = (params.get(name) or "").strip()
        if value.isascii() and value.isdigit() and 0 < int(value) <= MAX_BOARD_NUMBER:
            out.append((name, str(int(value))))
    return tuple(out)


def parse_profile(raw: str | None) -> str:
    """A regulation profile's name (NBB, WBF, EBU, ACBL); the default for anything else,
    which is left out of the URL again."""
    from arbiter.laws.profiles import profile_names

    name = (raw or "").strip().upper()
    return name if name in profile_names() else DEFAULT_PROFILE


def lenient_pairs(text: str, sep: str) -> tuple[tuple[str, str], ...]:
    """``key:choice,...`` or ``name=value`` lines as pairs, blanks skipped. A pair without
    its separator is kept as a key without a value, so the log service names it in its
    message (the form shows what was typed, never drops it)."""
    out = []
    # answers are separated by commas (never in a key or choice), table data by lines
    # (an auction may hold commas: "1♠, pas")
    parts = text.replace("\n", ",").split(",") if sep == ":" else text.splitlines()
    for part in parts:
        if not part.strip():
            continue
        if sep == ":":
            key, _, value = part.rpartition(":") if ":" in part else (part, "", "")
        else:
            key, _, value = part.partition("=")
        out.append((key.strip(), value.strip()))
    return tuple(out)
