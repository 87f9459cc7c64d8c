"""Turn user input (a form, JSON, command-line flags) into clean values, or refuse it.

Every function here is pure and runs before the database is touched. Problems are
collected, not raised one by one: ``ValidationError`` names every bad field at once, in
Dutch and English, and carries the field names for a form or a script (``errors[i].field``).
Nothing is saved unless everything is valid.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from arbiter.i18n import InputError, Lang, Text
from arbiter.log.models import FEDNO_MAX, NAME_MAX, SHORT_MAX, TEXT_MAX

#: Field name → (Dutch label, English label). Names are the JSON keys, form fields and
#: (with ``--``) the command-line flags.
LABELS: dict[str, tuple[str, str]] = {
    "name": ("Naam", "Name"),
    "club": ("Club", "Club"),
    "date": ("Datum", "Date"),
    "session": ("Zitting", "Session"),
    "kind": ("Soort wedstrijd", "Kind of event"),
    "profile": ("Reglementsprofiel", "Regulation profile"),
    "results_published_at": ("Uitslag gepubliceerd", "Results published"),
    "uid": ("Kenmerk", "Identifier"),
    "event": ("Wedstrijd", "Event"),
    "round": ("Ronde", "Round"),
    "table": ("Tafel", "Table"),
    "board": ("Spel", "Board"),
    "called_at": ("Tijd arbiter geroepen", "Time director called"),
    "called_by": ("Geroepen door", "Called by"),
    "topic": ("Onderwerp", "Topic"),
    "answers": ("Antwoorden", "Answers"),
    "facts": ("Tafelgegevens", "Table data"),
    "title": ("Omschrijving", "Description"),
    "persons": ("Betrokkenen", "Persons involved"),
    "facts_agreed": ("Feiten (eens)", "Facts (agreed)"),
    "facts_disputed": ("Feiten (betwist)", "Facts (disputed)"),
    "director_finding": ("Vaststelling arbiter", "Director's finding"),
    "notes": ("Notities", "Notes"),
    "adjusted_score": ("Arbitrale score", "Adjusted score"),
    "appeal_status": ("Protest", "Appeal"),
    "appeal_note": ("Protest (toelichting)", "Appeal (notes)"),
    "followups": ("Nazorg", "Follow-ups"),
    "status": ("Status", "Status"),
    "resolution": ("Afhandeling", "Resolution"),
    "version": ("Versie", "Version"),
    "username": ("Gebruikersnaam", "User name"),
    "password": ("Wachtwoord", "Password"),
    "role": ("Rol", "Role"),
    "retention_days": ("Bewaartermijn (dagen)", "Retention (days)"),
}

EVENT_KINDS = ("pairs", "teams")
PERSON_ROLES = ("offender", "non_offender", "other")
APPEAL_STATUSES = ("none", "informed", "lodged", "withdrawn", "upheld", "changed")
FOLLOWUP_STATUSES = ("open", "done", "dropped")
ADJUSTED_KINDS = ("assigned", "weighted", "artificial", "split")
SEAT_LETTERS = ("N", "E", "S", "W")
ROUND_MAX, TABLE_MAX, BOARD_MAX, NUMBER_MAX = 99, 999, 999, 9999
#: The largest id a record can have: the schema's INTEGER, which PostgreSQL keeps in 32
#: bits (SQLite in 64). An id beyond it names no record on either database.
ID_MAX = 2**31 - 1
PERSONS_MAX, FOLLOWUPS_MAX = 8, 20
FOLLOWUP_TEXT_MAX = 2000
DATE_FORMS = ("2026-11-21", "21-11-2026")
TIME_FORMS = ("20:41", "2026-11-21 20:41", "21-11-2026 20:41")

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_FEDNO = re.compile(r"^[0-9A-Za-z][0-9A-Za-z.\-]*$")


class FieldError(InputError):
    """One bad field: the message starts with the field's label, ``field`` is its name."""

    def __init__(self, name: str, nl: str, en: str, accepted: Iterable[str] = ()) -> None:
        label_nl, label_en = LABELS.get(name, (name, name))
        super().__init__(f"{label_nl}: {nl}", f"{label_en}: {en}", accepted)
        self.field = name

    def item(self, lang: Lang) -> dict[str, Any]:
        return {
            "field": self.field,
            "message": self.text.get_lang(lang),
            "accepted": list(self.accepted),
        }


class ValidationError(InputError):
    """Every bad field of one input at once."""

    def __init__(self, errors: list[FieldError]) -> None:
        self.errors = errors
        super().__init__(
            "\n".join(e.message("nl") for e in errors),
            "\n".join(e.message("en") for e in errors),
        )

    @property
    def fields(self) -> list[str]:
        return [e.field for e in self.errors]

    def message(self, lang: Lang = "nl") -> str:
        return self.text.get_lang(lang)

    def to_json(self, lang: Lang = "nl") -> dict[str, Any]:
        return {
            "error": "ValidationError",
            "message": self.text.get_lang(lang),
            "accepted": [],
            "fields": [e.item(lang) for e in self.errors],
        }


class Collector:
    """Collects field errors; ``check()`` raises them all together."""

    def __init__(self) -> None:
        self.errors: list[FieldError] = []

    def run(self, name: str, parse: Callable[[], Any], default: Any = None) -> Any:
        try:
            return parse()
        except FieldError as error:
            self.errors.append(error)
        except InputError as error:
            self.errors.append(FieldError(name, error.text["nl"], error.text["en"], error.accepted))
        return default

    def fields(self) -> list[str]:
        return [e.field for e in self.errors]

    def add(self, error: FieldError) -> None:
        self.errors.append(error)

    def check(self) -> None:
        if self.errors:
            raise ValidationError(self.errors)


# -- scalar parsers --------------------------------------------------------------------


def blank(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def clean_text(name: str, value: Any, limit: int, required: bool = False) -> str | None:
    """Trimmed text without control characters (tabs and newlines stay); None if empty."""
    if blank(value):
        if required:
            raise FieldError(name, "dit veld is verplicht.", "this field is required.")
        return None
    if not isinstance(value, str):
        value = str(value)
    text = _CONTROL.sub("", unicodedata.normalize("NFC", value)).strip()
    if required and not text:  # only control characters and spaces: nothing was given
        raise FieldError(name, "dit veld is verplicht.", "this field is required.")
    if len(text) > limit:
        raise FieldError(
            name,
            f"te lang ({len(text)} tekens; ten hoogste {limit}).",
            f"too long ({len(text)} characters; at most {limit}).",
        )
    return text or None


def integer(name: str, value: Any, low: int, high: int, required: bool = False) -> int | None:
    if blank(value):
        if required:
            raise FieldError(
                name, "dit veld is verplicht.", "this field is required.", (f"{low}-{high}",)
            )
        return None
    number: int | None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    else:
        text = str(value).strip()
        number = int(text) if re.fullmatch(r"[+-]?\d{1,9}", text) else None
    if number is None or not low <= number <= high:
        shown = str(value)[:40]
        raise FieldError(
            name,
            f"'{shown}' is geen getal van {low} tot en met {high}.",
            f"'{shown}' is not a number from {low} to {high}.",
            (f"{low}-{high}",),
        )
    return number


def record_id(value: Any) -> int | None:
    """An event's, ruling's or follow-up's id from a URL, a form or the command line, or
    None when it cannot name a record (not a whole number, 0 or less, over ``ID_MAX``):
    such an id is never sent to the database, so both answer "does not exist"."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip() if value is not None else ""
        if not re.fullmatch(r"\+?[0-9]{1,10}", text):
            return None
        number = int(text)
    return number if 0 < number <= ID_MAX else None


def choice(name: str, value: Any, values: tuple[str, ...], default: str | None = None) -> str:
    if blank(value):
        if default is not None:
            return default
        raise FieldError(name, "dit veld is verplicht.", "this field is required.", values)
    word = str(value).strip().lower().replace("-", "_")
    if word not in values:
        shown = str(value)[:40]
        raise FieldError(name, f"onbekende waarde '{shown}'.", f"unknown value '{shown}'.", values)
    return word


def date(name: str, value: Any, required: bool = True) -> dt.date | None:
    if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
        return value
    if blank(value):
        if required:
            raise FieldError(name, "dit veld is verplicht.", "this field is required.", DATE_FORMS)
        return None
    text = str(value).strip()
    for pattern in ("%Y-%m-%d", "%d-%m-%Y"):
        if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{4}", text):
            try:
                return dt.datetime.strptime(text, pattern).date()
            except ValueError:
                continue
    shown = text[:40]
    raise FieldError(
        name,
        f"'{shown}' is geen datum in de vorm JJJJ-MM-DD of DD-MM-JJJJ.",
        f"'{shown}' is not a date of the form YYYY-MM-DD or DD-MM-YYYY.",
        DATE_FORMS,
    )


def when(name: str, value: Any, on: dt.date | None) -> dt.datetime | None:
    """A time (``20:41``, on the event's date) or a date and time; seconds are dropped."""
    if isinstance(value, dt.datetime):
        return value.replace(second=0, microsecond=0, tzinfo=None)
    if blank(value):
        return None
    text = str(value).strip().replace("T", " ")
    match = re.fullmatch(r"(?:(\S+)\s+)?(\d{1,2})[:.](\d{2})(?::\d{2}(?:\.\d+)?)?", text)
    if match:
        try:
            day = date(name, match[1]) if match[1] else on
        except FieldError:
            day = None
        hour, minute = int(match[2]), int(match[3])
        if day is not None and hour < 24 and minute < 60:
            return dt.datetime.combine(day, dt.time(hour, minute))
    shown = text[:40]
    raise FieldError(
        name,
        f"'{shown}' is geen tijd in de vorm UU:MM (of JJJJ-MM-DD UU:MM).",
        f"'{shown}' is not a time of the form HH:MM (or YYYY-MM-DD HH:MM).",
        TIME_FORMS,
    )


def seat(name: str, value: Any) -> str | None:
    """A seat in any spelling the bridge types read (N/O/Z/W, N/E/S/W, names) → N/E/S/W."""
    if blank(value):
        return None
    from arbiter.bridge import Seat

    try:
        parsed = Seat.parse(str(value))
    except InputError as error:
        raise FieldError(
            name, error.text["nl"], error.text["en"], ("N", "O/E", "Z/S", "W")
        ) from None
    return SEAT_LETTERS[int(parsed)]


def federation_no(name: str, value: Any) -> str | None:
    text = clean_text(name, value, FEDNO_MAX)
    if text is None:
        return None
    if not _FEDNO.fullmatch(text):
        raise FieldError(
            name,
            f"'{text}' is geen bondsnummer (cijfers en letters).",
            f"'{text}' is not a federation number (digits and letters).",
            ("12345678",),
        )
    return text


# -- structured values -----------------------------------------------------------------


@dataclass(frozen=True)
class PersonIn:
    role: str = "other"
    seat: str | None = None
    pair_no: int | None = None
    team_no: int | None = None
    name: str | None = None
    federation_no: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "role": self.role,
            "seat": self.seat,
            "pair": self.pair_no,
            "team": self.team_no,
            "name": self.name,
            "federation_no": self.federation_no,
        }

    @property
    def empty(self) -> bool:
        return not any((self.seat, self.pair_no, self.team_no, self.name, self.federation_no))


_PERSON_PARTS: dict[str, tuple[str, str]] = {
    "role": ("rol", "role"),
    "seat": ("windrichting", "seat"),
    "pair": ("paar", "pair"),
    "team": ("team", "team"),
    "name": ("naam", "name"),
    "federation_no": ("bondsnummer", "federation number"),
}


def persons(c: Collector, value: Any) -> list[PersonIn]:
    """A list of ``{role, seat, pair, team, name, federation_no}``; empty entries dropped."""
    if blank(value):
        return []
    if not isinstance(value, list | tuple):
        c.add(FieldError("persons", "verwacht een lijst.", "expected a list."))
        return []
    if len(value) > PERSONS_MAX:
        c.add(FieldError("persons", f"ten hoogste {PERSONS_MAX}.", f"at most {PERSONS_MAX}."))
        return []
    out: list[PersonIn] = []
    for i, raw in enumerate(value, start=1):
        if not isinstance(raw, Mapping):
            c.add(FieldError("persons", f"nr. {i} is geen object.", f"entry {i} is no object."))
            continue
        parsers: dict[str, Callable[[Any], Any]] = {
            "role": lambda v: choice("persons", v, PERSON_ROLES, "other"),
            "seat": lambda v: seat("persons", v),
            "pair": lambda v: integer("persons", v, 1, NUMBER_MAX),
            "team": lambda v: integer("persons", v, 1, NUMBER_MAX),
            "name": lambda v: clean_text("persons", v, NAME_MAX),
            "federation_no": lambda v: federation_no("persons", v),
        }
        values: dict[str, Any] = {}
        ok = True
        for key, parse in parsers.items():
            try:
                values[key] = parse(raw.get(key))
            except InputError as error:
                ok = False
                nl, en = _PERSON_PARTS[key]
                # strip the "Betrokkenen: " label the inner parser put in front
                inner_nl = error.text["nl"].split(": ", 1)[-1]
                inner_en = error.text["en"].split(": ", 1)[-1]
                c.add(
                    FieldError(
                        "persons",
                        f"nr. {i}, {nl}: {inner_nl}",
                        f"entry {i}, {en}: {inner_en}",
                        error.accepted,
                    )
                )
        if not ok:
            continue
        person = PersonIn(
            values["role"],
            values["seat"],
            values["pair"],
            values["team"],
            values["name"],
            values["federation_no"],
        )
        if not person.empty:
            out.append(person)
    return out


def adjusted_score(c: Collector, value: Any) -> dict[str, Any] | None:
    """``{"kind": assigned|weighted|artificial|split, "ns": ..., "ew": ..., "note": ...}``."""
    if blank(value) or (isinstance(value, Mapping) and all(blank(v) for v in value.values())):
        return None
    if not isinstance(value, Mapping):
        c.add(
            FieldError(
                "adjusted_score",
                "verwacht een object met kind, ns, ew.",
                "expected an object with kind, ns, ew.",
            )
        )
        return None
    kind = c.run(
        "adjusted_score", lambda: choice("adjusted_score", value.get("kind"), ADJUSTED_KINDS)
    )
    ns = c.run("adjusted_score", lambda: clean_text("adjusted_score", value.get("ns"), SHORT_MAX))
    ew = c.run("adjusted_score", lambda: clean_text("adjusted_score", value.get("ew"), SHORT_MAX))
    note = c.run(
        "adjusted_score", lambda: clean_text("adjusted_score", value.get("note"), TEXT_MAX)
    )
    if kind and not (ns or ew):
        c.add(
            FieldError(
                "adjusted_score",
                "geef de score voor NZ en/of OW.",
                "give the score for NS and/or EW.",
            )
        )
    return {"kind": kind, "ns": ns, "ew": ew, "note": note}


def extra_followups(c: Collector, value: Any) -> list[dict[str, str]]:
    from arbiter.guide.vocabulary import FOLLOWUP_KINDS

    if blank(value):
        return []
    if not isinstance(value, list | tuple) or len(value) > FOLLOWUPS_MAX:
        c.add(
            FieldError(
                "followups",
                f"verwacht een lijst van ten hoogste {FOLLOWUPS_MAX}.",
                f"expected a list of at most {FOLLOWUPS_MAX}.",
            )
        )
        return []
    out = []
    for raw in value:
        if not isinstance(raw, Mapping):
            c.add(FieldError("followups", "verwacht {kind, text}.", "expected {kind, text}."))
            continue
        kind = c.run("followups", partial(choice, "followups", raw.get("kind"), FOLLOWUP_KINDS))
        text = c.run(
            "followups",
            partial(clean_text, "followups", raw.get("text"), FOLLOWUP_TEXT_MAX, required=True),
        )
        if kind and text:
            out.append({"kind": kind, "text": text})
    return out


# -- the guide -------------------------------------------------------------------------


@dataclass(frozen=True)
class GuideRuling:
    """What the guide decided for a topic and answers: stored with the ruling as JSON.

    A story across topics (a handoff) is one ruling: ``topic`` is where it started,
    ``answers`` hold every topic's answers (``topic:node`` after the first, ``ruling:
    next`` where the director went on), ``node``, ``text`` and ``outcome`` are the final
    ruling's, ``laws`` and ``afterwards`` those of every part, and ``chain`` lists each
    topic with the ruling reached there, the final one last."""

    topic: str
    answers: dict[str, str]
    facts: dict[str, str]
    node: str
    text: dict[str, str]
    outcome: dict[str, Any]
    laws: list[str]
    afterwards: list[dict[str, Any]] = field(default_factory=list)
    chain: list[dict[str, str]] = field(default_factory=list)


def guide_ruling(c: Collector, topic_id: Any, answers: Any, facts: Any) -> GuideRuling | None:
    """Walk the guide as ``arbiter decide`` does, along the story: the topic must exist
    and the answers must reach a ruling."""
    from arbiter.guide.chain import combined, split_answers
    from arbiter.guide.facts import parse_inputs, ruling_outcome
    from arbiter.guide.interview import Asked
    from arbiter.guide.library import library
    from arbiter.guide.story import Story, answer_key, walk_story

    if blank(topic_id):
        if not blank(answers) and answers != {}:
            c.add(FieldError("answers", "antwoorden zonder onderwerp.", "answers without a topic."))
        return None
    topic_id = str(topic_id).strip()
    lib = library()
    topic = lib.topics.get(topic_id)
    if topic is None:
        shown = topic_id[:60]
        c.add(
            FieldError(
                "topic",
                f"onbekend onderwerp '{shown}'.",
                f"unknown topic '{shown}'.",
                tuple(lib.topics),
            )
        )
        return None
    answer_map = c.run("answers", lambda: _str_map("answers", answers))
    fact_map = c.run("facts", lambda: _str_map("facts", facts))
    if answer_map is None or fact_map is None:
        return None
    try:
        split_answers(topic, answer_map, lib.topics)
    except InputError as error:
        c.add(FieldError("answers", error.text["nl"], error.text["en"], error.accepted))
        return None
    try:
        parse_inputs(fact_map)
        # the one memoised walk: a form page, its preview and the save walk it once
        result = walk_story(Story(topic.id, tuple(answer_map.items()),
                                  tuple(fact_map.items())))
    except InputError as error:
        # Answers are known to fit the topic: what is left is table data that cannot be
        # read, contradicts itself, or contradicts an answer.
        c.add(FieldError("facts", error.text["nl"], error.text["en"], error.accepted))
        return None
    if isinstance(result, Asked):
        q = result.question
        key = answer_key(topic.id, result.segment, q.id)
        c.add(
            FieldError(
                "answers",
                f"de antwoorden leiden nog niet tot een beslissing; open vraag '{key}': "
                f"{q.text.get_lang('nl')}",
                f"the answers do not reach a ruling yet; open question '{key}': "
                f"{q.text.get_lang('en')}",
                tuple(f"{key}={a.id}" for a in q.answers),
            )
        )
        return None
    ruling = result.ruling
    # The answers on the story's path, named as ``decide`` names them; a "go on" at a
    # ruling that offered the next topic is kept as ``ruling: next``.
    on_path = {answer_key(topic.id, s.segment, s.node): s.answer for s in result.steps
               if s.source == "answer"}  # fmt: skip
    for part in result.parts:
        if not (part.ruling.relay or (part.ruling.handoff and part.ruling.handoff.follow)):
            on_path[answer_key(topic.id, part.segment, part.ruling.id)] = "next"
    whole = combined(result)
    return GuideRuling(
        topic=topic.id,
        answers=on_path,
        facts={k: str(v) for k, v in fact_map.items()},
        node=ruling.id,
        text=dict(Text(ruling.text)),
        outcome=ruling_outcome(ruling.outcome, result.given),
        laws=list(whole.laws),
        afterwards=[
            {"kind": f.kind, "text": dict(f.text), "laws": list(f.laws)} for f in whole.afterwards
        ],
        chain=[
            *({"topic": p.topic.id, "node": p.ruling.id} for p in result.parts),
            {"topic": result.topic.id, "node": ruling.id},
        ],
    )


def _str_map(name: str, value: Any) -> dict[str, str]:
    if blank(value):
        return {}
    if isinstance(value, str):
        # "node=choice, node=choice" as typed in a form or on the command line
        pairs = [p for p in re.split(r"[,\n;]+", value) if p.strip()]
        value = {}
        for pair in pairs:
            # "topic:node:choice" names a question of a later topic of the story
            key, sep, val = pair.partition("=") if "=" in pair else pair.rpartition(":")
            if not sep or not key.strip():
                raise FieldError(
                    name,
                    f"'{pair.strip()[:40]}' heeft niet de vorm NAAM=WAARDE.",
                    f"'{pair.strip()[:40]}' is not of the form NAME=VALUE.",
                    ("NODE=CHOICE",),
                )
            value[key.strip()] = val.strip()
    if not isinstance(value, Mapping):
        raise FieldError(name, "verwacht NAAM=WAARDE-paren.", "expected NAME=VALUE pairs.")
    out = {}
    for key, val in value.items():
        if not isinstance(key, str) or len(key) > NAME_MAX or len(str(val)) > SHORT_MAX:
            raise FieldError(name, "ongeldig paar.", "invalid pair.")
        out[key] = str(val)
    return out
