"""The log's form fields, declared once as inputs of a kind, as the calculators' inputs
and the guide's table data are (:mod:`arbiter.kinds`).

Each field says what its value is (a whole number between bounds, a seat, one of a few
choices, a time, a line or a few lines of text) with its words in Dutch and English from
the log's own (:mod:`arbiter.log.labels`); the form renderer of the app
(:mod:`arbiter.web.calc_widgets`, drawn by the log's pages) picks the control from that,
so the ruling form asks for a seat, a number or a choice exactly as a calculator and the
facts screen do. The names are the posted form's (``table``, ``called_by``, ``p0_seat``,
``adj_kind`` ...): stored rulings, the phone's offline queue and the API keep working,
and the service checks every value as before (:mod:`arbiter.log.validate`).
"""

from __future__ import annotations

from arbiter.calc.service.declare import Input
from arbiter.guide.vocabulary import FOLLOWUP_KINDS
from arbiter.i18n import LANGS, Text
from arbiter.kinds import SEATS, Choice, Kind
from arbiter.log import validate as v
from arbiter.log.labels import words

PERSON_ROWS = v.PERSONS_MAX  # as many rows as a ruling may hold persons
#: The role a person row starts with: the first two are the two sides of the ruling.
ROW_ROLES = ("offender", "non_offender")
_NO_HINT = Text.of("", "")


def _words(key: str) -> Text:
    return Text.of(words("nl")(key), words("en")(key))


def _choices(values: tuple[str, ...], prefix: str) -> tuple[Choice, ...]:
    return tuple(Choice(value, _words(prefix + value)) for value in values)


def field(name: str, kind: Kind, label: str | None = None, **declared) -> Input:
    """One of the log's fields: its posted ``name``, its kind, the log's word ``label``
    (the name itself when the log has a word for it) and what else it declares."""
    return Input(name, kind, _words(label or name), _NO_HINT, **declared)


ROLES = _choices(v.PERSON_ROLES, "role_")
APPEAL = _choices(v.APPEAL_STATUSES, "appeal_")

#: Where the ruling was given: table, board and round (steppers on a phone).
TABLE = field("table", "int", minimum=1, maximum=v.TABLE_MAX)
BOARD = field("board", "int", minimum=1, maximum=v.BOARD_MAX)
ROUND = field("round", "int", minimum=1, maximum=v.ROUND_MAX)
PLACE = (TABLE, BOARD, ROUND)
#: The director's account: a few lines each.
ACCOUNT = ("facts_agreed", "facts_disputed", "director_finding", "notes")

RULING: tuple[Input, ...] = (
    *PLACE,
    field("title", "text"),
    field("called_at", "time", example="20:41"),
    field("called_by", "seat", choices=SEATS),
    *(field(name, "note") for name in ACCOUNT),
    field("adj_kind", "choice", "adjusted_kind", choices=_choices(v.ADJUSTED_KINDS, "adj_short_")),
    field("adj_ns", "text", "side_ns", example="G+"),
    field("adj_ew", "text", "side_ew", example="G-"),
    field("adj_note", "note", "adjusted_note"),
    field("appeal_status", "choice", choices=APPEAL, default="none"),
    field("appeal_note", "note"),
    field("fu_kind", "choice", "followup_kind", choices=_choices(FOLLOWUP_KINDS, "fu_")),
    field("fu_text", "text", "followup_text"),
)
"""The ruling form's own fields (the event, the guide's state and the persons apart)."""


def _profiles() -> tuple[Choice, ...]:
    """The regulation profiles (read when the form is drawn: they are data)."""
    from arbiter.laws.profiles import profile_names

    return tuple(Choice(name, Text.of(name, name)) for name in profile_names())


EVENT: tuple[Input, ...] = (
    field("club", "text"),
    field("name", "text"),
    field("date", "date", example="2026-11-21"),
    field("session", "text"),
    field("kind", "choice", choices=_choices(v.EVENT_KINDS, "kind_"), default="pairs"),
    field("profile", "choice", choices=_profiles, default="NBB"),
)
"""A new event's fields (the events page); the club's defaults fill them in."""


def _topics() -> tuple[Choice, ...]:
    """The guide's topics, by law and title."""
    from arbiter.guide.library import library

    return tuple(
        Choice(t.id, Text({lang: f"{t.law} {t.title.get_lang(lang)}" for lang in LANGS}))
        for t in library().topics.values()
    )


FILTER: tuple[Input, ...] = (
    field("open", "bool", "open_only"),
    BOARD,
    TABLE,
    field("topic", "choice", choices=_topics),
)
"""The filters of an event's rulings (a query string: ``open``, ``board``, ``table``,
``topic``); a filter left open shows every ruling."""


def person(row: int) -> tuple[Input, ...]:
    """The fields of the ``row``-th person (``p0_seat`` ...): the first row starts as the
    offender, the second as the non-offending side, later ones as someone else."""
    role = ROW_ROLES[row] if row < len(ROW_ROLES) else "other"
    return (
        field(f"p{row}_seat", "seat", "seat", choices=SEATS),
        field(f"p{row}_role", "choice", "role", choices=ROLES, default=role),
        field(f"p{row}_pair", "int", "pair", minimum=1, maximum=v.NUMBER_MAX),
        field(f"p{row}_team", "int", "team", minimum=1, maximum=v.NUMBER_MAX),
        field(f"p{row}_name", "text", "name"),
        field(f"p{row}_federation_no", "text", "federation_no"),
    )


def ruling_inputs() -> tuple[Input, ...]:
    """Every field of the ruling form: its own and those of every person row."""
    return RULING + tuple(inp for row in range(PERSON_ROWS) for inp in person(row))
