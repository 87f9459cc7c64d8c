"""What the guide page shows, as types: a question page or a ruling page.

The walk's result as every shell gets it (:class:`~arbiter.guide.serialize.AskedJSON`,
:class:`~arbiter.guide.serialize.DecidedJSON`) is the start; the page adds its links, the
trail with "what if" for each step, the table data in words, the rows of taps and the
exceptions screen (:mod:`arbiter.web.guide_page` builds it). Types only: at run time
these are plain dicts, which the templates read as ``d.trail``, ``d.screen.lines``.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from arbiter.guide.serialize import (
    AnswerJSON,
    ExceptionLineJSON,
    FollowUpJSON,
    LawRefJSON,
    NextTopicJSON,
    OptionsJSON,
    RegulatedJSON,
    StepJSON,
    WalkCore,
)


class Destination(TypedDict):
    """Where another answer to an earlier question leads: "what if"."""

    kind: Literal["question", "ruling"]
    label: str
    text: str
    url: str


class OtherAnswer(Destination):
    answer: str


class TrailItem(StepJSON):
    """An answered question in the trail: the step, its link (to change it) and the
    other answers with where they lead."""

    url: str
    short: str
    answer_short: str
    segment_title: str | None  # the topic's name where the story entered another topic
    others: list[OtherAnswer]


class TrailTail(TypedDict):
    """The topic the story moved on to, with nothing answered in it yet."""

    topic: str
    title: str


class FactRow(TypedDict):
    name: str
    label: str
    value: str


class FactsTable(TypedDict):
    """The table data given and the facts worked out from it, in words."""

    given: list[FactRow]
    worked_out: list[FactRow]


class TapOption(TypedDict):
    value: str
    text: str
    chosen: bool
    url: str


class TapRow(TypedDict):
    """One of the topic's ``tap_facts`` as a row of links above the question."""

    name: str
    label: str
    options: list[TapOption]
    chosen: bool


class ScreenLine(ExceptionLineJSON):
    url: str


class Hidden(TypedDict):
    name: str
    value: str


class ExceptionsScreen(TypedDict):
    """The exceptions screen: one tap for "none of these" or for the line that applies,
    and a form for the rare table where several apply."""

    lines: list[ScreenLine]
    none_url: str
    action: str
    hidden: list[Hidden]


class PageOptions(OptionsJSON):
    chooser_text: str


class PageAnswer(AnswerJSON):
    url: str
    leads: None


class ShownRegulated(RegulatedJSON):
    shown: str  # the value in words: "ja", "30 min", "60%"


class PageLinks(TypedDict):
    url: str
    restart_url: str
    home_url: str
    back_url: str | None
    flow_url: str
    facts_url: str | None
    json_url: str


class _Page(PageLinks, WalkCore):
    """What a question page and a ruling page both hold."""

    node: str
    options: PageOptions | None
    table: FactsTable
    story_topic: dict[str, Any]  # arbiter.web.views.topic_item, its url the restart
    trail: list[TrailItem]
    trail_tail: TrailTail | None
    aap: dict[str, Any]  # arbiter.web.views.protocol_links


class QuestionPage(_Page):
    status: Literal["question"]
    question: str
    law: str | None
    help: str | None
    answers: list[PageAnswer]
    exceptions: list[ExceptionLineJSON] | None
    progress: str  # "vraag 2 van ongeveer 5"
    law_item: dict[str, Any] | None  # arbiter.web.views.law_item
    screen: NotRequired[ExceptionsScreen]
    definitions: list[TrailItem]
    tap_rows: list[TapRow]
    answered_here: bool
    trail_hidden: int
    trail_hidden_text: str


class RulingPage(_Page):
    status: Literal["ruling"]
    headline: str
    ruling: str
    outcome: dict[str, Any]
    laws: list[LawRefJSON]
    tell: list[str]
    notes: list[str]
    leave: str
    director_stays: bool
    afterwards: list[FollowUpJSON]
    see: str | None
    next_topic: NextTopicJSON | None
    regulation: list[ShownRegulated]
    progress: None
    law_items: list[dict[str, Any]]
    trail_text: str
    calc_links: list[dict[str, str]]  # the calculators the ruling points to
    see_item: NotRequired[dict[str, Any]]
    actions: NotRequired[list[dict[str, str]]]  # saving the ruling (the log adds them)


GuidePage = QuestionPage | RulingPage
