"""The JSON API: the command line's ``--json`` over HTTP, described at ``/openapi.json``.

* ``arbiter topics --json``: ``GET /api/v1/topics``;
* ``arbiter decide TOPIC --answer N=C --fact F=V --json``: ``POST /api/v1/decide``, or
  ``GET /api/v1/topics/{id}/state?a=N:C&F=V`` (the page URL's state); both follow the
  handoffs from topic to topic (answers of a later topic: ``TOPIC:N``);
* ``arbiter calc NAME ... --json``: ``POST /api/v1/calc/NAME``, each calculator with its own
  body schema, generated from its declaration (:mod:`arbiter.calc.service`).

The result shapes are those of :mod:`arbiter.guide.serialize` (``docs/json.md``); errors
are ``{"error", "message", "accepted"}`` with status 404 (unknown topic, law,
calculator) or 422 (anything else the input gets wrong).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Path, Query, Request
from pydantic import BaseModel, Field, StringConstraints
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response

from arbiter.calc import service
from arbiter.calc.service.declare import Calculator
from arbiter.guide.facts import FACTS, INPUTS
from arbiter.guide.find import MAX_TEXT, find
from arbiter.guide.find import nearest as run_nearest
from arbiter.guide.interview import Source
from arbiter.guide.library import library
from arbiter.guide.model import Question
from arbiter.guide.paths import paths
from arbiter.guide.serialize import result as serialize_result
from arbiter.guide.story import (
    MAX_ANSWERS,
    MAX_FACT_LENGTH,
    Story,
    parse_answers,
    parse_facts,
    walk_story,
)
from arbiter.guide.summary import topic_summary
from arbiter.i18n import InputError, Lang
from arbiter.web import calculators, errors, views
from arbiter.web.lanes import Busy
from arbiter.web.render import cached_json

router = APIRouter(prefix="/api/v1", tags=["guide"])

LangParam = Literal["nl", "en"]
LANG_QUERY = Query("nl", description="language of the texts: nl (default) or en")


# -- schemas (for the OpenAPI document; responses are built as plain JSON) ----------------


class ErrorOut(BaseModel):
    error: str = Field(examples=["InputError"])
    message: str
    accepted: list[str]


class TopicOut(BaseModel):
    id: str
    law: str
    phase: Literal["auction", "play", "general"]
    laws: list[str]
    title: str
    summary: str
    keywords: list[str]
    inputs: list[str] = []


class StepOut(BaseModel):
    node: str
    topic: str
    key: str
    question: str | None
    answer: str
    answer_text: str | None
    source: Source  # every source a step can have (issue 22 added two)


class PartRulingOut(BaseModel):
    node: str
    ruling: str | None
    outcome: dict[str, Any]
    laws: list[str]


class HandoffOut(BaseModel):
    topic: str
    at: str | None
    carry: list[str] | None
    keep: list[str]


class SegmentOut(BaseModel):
    """One topic of the story: where it was entered, and the ruling that handed over."""

    topic: str
    segment: str
    law: str
    title: str | None
    entered_at: str
    ruling: PartRulingOut | None
    handoff: HandoffOut | None


class NextTopicOut(BaseModel):
    """The topic a ruling offers to go on with: add ``key`` = ``answer`` to the answers."""

    topic: str
    law: str | None
    title: str | None
    key: str
    answer: Literal["next"]


class ProgressOut(BaseModel):
    answered: int
    estimate: int


class AnswerOut(BaseModel):
    id: str
    text: str | None


class ChoiceOut(BaseModel):
    id: str
    text: str | None
    consequences: str | None
    laws: list[str]
    outcome: dict[str, Any]


class OptionsOut(BaseModel):
    chooser: str
    intro: str | None
    choices: list[ChoiceOut]


class LawRefOut(BaseModel):
    ref: str
    law: int
    title: str


class FollowUpOut(BaseModel):
    kind: str
    text: str | None
    laws: list[str]


class ResultOut(BaseModel):
    """The next question (``status: question``) or the ruling (``status: ruling``)."""

    status: Literal["question", "ruling"]
    lang: LangParam
    topic: TopicOut
    node: str
    facts: dict[str, str]
    path: list[StepOut]
    unused_answers: list[str]
    chain: list[SegmentOut]
    progress: ProgressOut
    options: OptionsOut | None = None
    question: str | None = None
    law: str | None = None
    help: str | None = None
    answers: list[AnswerOut] | None = None
    headline: str | None = None
    ruling: str | None = None
    outcome: dict[str, Any] | None = None
    laws: list[LawRefOut] | None = None
    tell: list[str | None] | None = None
    notes: list[str | None] | None = None
    leave: str | None = None
    director_stays: bool | None = None
    afterwards: list[FollowUpOut] | None = None
    see: str | None = None
    next_topic: NextTopicOut | None = None


Name = Annotated[str, StringConstraints(max_length=100)]
FactValue = Annotated[str, StringConstraints(max_length=MAX_FACT_LENGTH)]


class DecideIn(BaseModel):
    """``arbiter decide TOPIC --answer NODE=CHOICE ... --fact NAME=VALUE ...``

    Bounded as the page URLs are (:mod:`arbiter.guide.story`): at most ``MAX_ANSWERS``
    answers, the table-data inputs each at most ``MAX_FACT_LENGTH`` characters."""

    topic: str = Field(max_length=100, examples=["insufficient-bid"])
    answers: dict[Name, Name] = Field(
        default_factory=dict,
        max_length=MAX_ANSWERS,
        examples=[{"insufficient": "yes"}],
        description="question → answer; a question of a later topic of the story as "
        "`topic:question`, and `ruling: next` to go on at a ruling that offers the next topic",
    )
    facts: dict[Name, FactValue] = Field(
        default_factory=dict, max_length=len(INPUTS), examples=[{"dealer": "N"}]
    )
    profile: str = Field("", max_length=16, examples=["EBU"],
                         description="regulation profile: NBB (default), WBF, EBU, ACBL; the "
                         "ruling's regulated values (appeal period, artificial scores, ...) "
                         "come from it")  # fmt: skip
    lang: LangParam = "nl"


def _profile(name: str) -> str:
    """A profile named in a request, checked: an unknown one is refused (422, with the
    names accepted), never silently answered with the NBB's values."""
    from arbiter.laws.profiles import profile

    return profile(name or None).name


class CalcIn(BaseModel):
    """Arguments by name, as listed by ``GET /api/v1/calc``; a PBN argument takes the
    file's contents."""

    args: dict[str, str | int | float | bool | list[str | int]] = Field(
        default_factory=dict, examples=[{"result": ["4♠X="], "vul": "ja"}]
    )
    lang: LangParam = "nl"


class CalcOut(BaseModel):
    calculator: str
    argv: list[str] = Field(description="the command line that gives the same result")
    result: dict[str, Any] = Field(description="as `arbiter calc NAME ... --json` prints it")
    text: str = Field(description="the explanation, as `arbiter calc NAME ...` prints it")


ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorOut, "description": "unknown topic, law or calculator"},
    422: {"model": ErrorOut, "description": "bad input; `accepted` lists what would do"},
}
BODY_ERRORS: dict[int | str, dict[str, Any]] = {
    **ERRORS,
    400: {"model": ErrorOut, "description": "the body is not JSON"},
    413: {"model": ErrorOut, "description": "the body is larger than 1 MB (refused unread)"},
}


def _json(data: Any, status: int = 200) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return Response(body, status, media_type="application/json")


# -- guide ----------------------------------------------------------------------------------


@router.get("/topics", response_model=list[TopicOut], summary="Topics in law order")
async def topics(request: Request, lang: LangParam = LANG_QUERY) -> Response:
    """Same as `arbiter topics --json`."""
    return await cached_json(request, ("api-topics", lang),
                       lambda: [topic_summary(e, lang) for e in library().index])  # fmt: skip


@router.get("/topics/{topic_id}", summary="One topic: its questions and rulings",
            responses=ERRORS)  # fmt: skip
async def topic(request: Request, topic_id: str = Path(max_length=100),
                lang: LangParam = LANG_QUERY) -> Response:  # fmt: skip
    t = views.get_topic(topic_id)

    def build() -> dict[str, Any]:
        nodes: list[dict[str, Any]] = []
        for node in t.nodes.values():
            if isinstance(node, Question):
                nodes.append({"node": node.id, "kind": "question",
                              "question": node.text.get_lang(lang), "law": node.law,
                              "fact": node.fact,
                              "answers": [{"id": a.id, "text": a.text.get_lang(lang),
                                           "next": a.next} for a in node.answers]})  # fmt: skip
            else:
                nodes.append({"node": node.id, "kind": "ruling",
                              "ruling": node.text.get_lang(lang), "laws": list(node.laws),
                              "outcome": node.outcome, "see": node.see})  # fmt: skip
        return {"topic": topic_summary(t.entry(), lang), "start": t.start, "nodes": nodes,
                "inputs": views.topic_inputs(t)}  # fmt: skip

    return await cached_json(request, ("api-topic", t.id, lang), build)


@router.get("/topics/{topic_id}/paths", summary="Every path through a topic", responses=ERRORS)
async def topic_paths(request: Request, topic_id: str = Path(max_length=100)) -> Response:
    """Each path from the start to a ruling: the answers in order and the ruling reached.
    What "what if the other answer?" shows, for scripts and training material."""
    t = views.get_topic(topic_id)
    return await cached_json(request, ("api-paths", t.id), lambda: [
        {"answers": [list(pair) for pair in p.answers], "ruling": p.ruling} for p in paths(t)
    ])  # fmt: skip


_FACT_PARAMS = [
    {
        "name": name,
        "in": "query",
        "required": False,
        "schema": {"type": "string", "maxLength": 400},
        "description": f"table data: {d.text['en']} (e.g. {d.example})",
    }
    for name, d in INPUTS.items()
]


@router.get(
    "/topics/{topic_id}/state",
    response_model=ResultOut,
    responses=ERRORS,
    summary="Next question or ruling for answers in a URL",
    openapi_extra={"parameters": _FACT_PARAMS},
)
async def state(
    request: Request,
    topic_id: str = Path(max_length=100),
    a: str = Query("", max_length=2000, description="answers: question:answer,question:answer; "
                   "a question of a later topic of the story: topic:question:answer"),
    lang: LangParam = LANG_QUERY,
    profile: str = Query("", max_length=16, description="regulation profile (NBB default)"),
) -> Response:
    """The page URL's state as JSON: `a` as on the pages, each table-data input its own
    parameter (`dealer`, `auction`, `call`, ...), and `profile` for the regulated values."""
    t = views.get_topic(topic_id)
    story = Story(t.id, parse_answers(a), parse_facts(request.query_params),
                  profile=_profile(profile), lang=lang)
    return await cached_json(request, ("api-state", story.key()), lambda: serialize_result(
        walk_story(story), lang, story.profile))  # fmt: skip


@router.post("/decide", response_model=ResultOut, responses=BODY_ERRORS,
             summary="Next question or ruling (arbiter decide)")  # fmt: skip
async def decide(body: DecideIn) -> Response:
    """Same as `arbiter decide TOPIC --answer NODE=CHOICE --fact NAME=VALUE --json`."""
    t = views.get_topic(body.topic)
    story = Story(t.id, tuple(body.answers.items()), profile=_profile(body.profile),
                  lang=body.lang).with_facts(body.facts)
    # a worker thread: however the walk goes, the event loop keeps answering other requests
    data = await run_in_threadpool(lambda: serialize_result(
        walk_story(story), body.lang, story.profile))  # fmt: skip
    return _json(data)


@router.get("/search", summary="Find topics from what happened, words or a law number")
async def search(request: Request, q: str = Query("", max_length=MAX_TEXT),
                 lang: LangParam = LANG_QUERY) -> Response:  # fmt: skip
    """Topics best first for what the director says happened, Dutch or English, as people
    talk and type ("zuid bood 1♣ na 1♦ van zijn partner", "east revoked"), a few words or
    a law number; case, accents, word forms and a typing slip do not matter. Each hit
    carries the answers the description gave (`answers`, in path order), the table data
    read from it for that topic (`facts`: dealer, auction, call, offender, declarer,
    card, ...; `read`: the same in a few words) and the page that opens the topic past
    them with those data filled in (`url`). When nothing matches, the nearest topics
    (`match: nearest`). Same reader as `arbiter find`."""
    from arbiter.web.home import hit_item

    topics = library().topics

    def build() -> list[dict[str, Any]]:
        hits = find(q, lang) or (run_nearest(q) if q.strip() else [])
        out = []
        for h in hits:
            item = hit_item(h, lang)
            out.append({**topic_summary(topics[h.topic].entry(), lang),
                        "score": round(h.score, 2), "match": h.why,
                        "answers": [list(pair) for pair in h.answers], "facts": dict(h.facts),
                        "read": item["read"], "url": item["url"]})  # fmt: skip
        return out

    return await cached_json(request, ("api-search", q, lang), build)


@router.get("/facts", summary="Table data a topic can use")
async def facts(lang: LangParam = LANG_QUERY) -> Response:
    """The inputs (`--fact NAME=VALUE`) and the facts worked out from them."""
    return _json({
        "inputs": [{"name": n, "text": d.text.get_lang(lang), "example": d.example,
                    "kind": d.kind, "multiple": d.many, "min": d.minimum, "max": d.maximum,
                    "choices": [{"value": c.value, "label": c.label.get_lang(lang)}
                                for c in d.choices]} for n, d in INPUTS.items()],
        "facts": [{"name": n, "text": f.text.get_lang(lang), "inputs": list(f.inputs),
                   "values": list(f.values)} for n, f in FACTS.items()],
    })  # fmt: skip


# -- laws -----------------------------------------------------------------------------------


@router.get("/laws", summary="The law catalogue")
async def laws(request: Request, lang: LangParam = LANG_QUERY) -> Response:
    """Laws 1-93: title, own-words summary, and the topics that cite each law."""
    return await cached_json(request, ("api-laws", lang),
                       lambda: [_law_json(law) for law in views.laws_view(lang)])  # fmt: skip


def _law_json(law: dict[str, Any]) -> dict[str, Any]:
    return {**law, "main": [t["id"] for t in law["main"]],
            "topics": [t["id"] for t in law["topics"]]}  # fmt: skip


@router.get("/laws/{number}", summary="One law", responses=ERRORS)
async def law(request: Request, number: int = Path(ge=0, le=1000),
              lang: LangParam = LANG_QUERY) -> Response:  # fmt: skip
    n = views.get_law(str(number))
    return _json(_law_json(next(x for x in views.laws_view(lang) if x["number"] == n)))


# -- calculators ----------------------------------------------------------------------------


@router.get("/calc", summary="The calculators and their arguments", tags=["calc"])
async def calc_list(lang: LangParam = LANG_QUERY) -> Response:
    """Each calculator of `arbiter calc` with its arguments as declared: kind (`seat`,
    `int`, `choice`, `cards`, ...), bounds, choices; title, labels and help in `lang`."""
    return _json(calculators.listing(lang))


async def _calc_answer(calc: Calculator, args: dict[str, Any], lang: Lang) -> Response:
    try:
        outcome = await calculators.run(calc, args)
    except InputError as error:  # in the language the body asked for
        return _json(dict(error.to_json(lang)), 422)
    except Busy as full:  # a double-dummy or claim lane is full: 503, come back later
        return errors.busy_json(full, lang)
    return _json({"calculator": calc.name, "argv": [calc.name, "--json", *calc.argv(args)],
                  "result": outcome.as_json(lang), "text": outcome.text(lang)})  # fmt: skip


def _calc_route(calc: Calculator) -> None:
    """``POST /api/v1/calc/NAME`` with the calculator's own body schema."""
    body_model = calculators.body_model(calc)

    async def endpoint(body: calculators.CalcBody) -> Response:
        return await _calc_answer(calc, calculators.given_args(body), body.lang)

    endpoint.__annotations__["body"] = body_model  # the schema FastAPI reads and checks

    router.add_api_route(
        f"/calc/{calc.name}", endpoint, methods=["POST"], response_model=CalcOut,
        responses=BODY_ERRORS, tags=["calc"], name=f"calc_{calc.name}",
        summary=f"{calc.title['en']} (arbiter calc {calc.name})",
        description=f"{calc.description['en']}\n\nSame as `arbiter calc {calc.name} ... "
        "--json`; `argv` is that command line, `text` what it prints without `--json`.",
    )  # fmt: skip


for _calc in service.calculators():
    _calc_route(_calc)


@router.post("/calc/{name}", response_model=CalcOut, responses=BODY_ERRORS, tags=["calc"],
             summary="Run a calculator by name (arbiter calc NAME ... --json)")  # fmt: skip
async def calc_run(body: CalcIn, name: str = Path(max_length=100)) -> Response:
    """Any calculator by name, its arguments unchecked by the schema (each calculator also
    has its own path, with its arguments described); 404 for an unknown name."""
    return await _calc_answer(service.calculator(name), dict(body.args), body.lang)


# -- offline ------------------------------------------------------------------------------


@router.get("/bundle/{lang}", summary="The whole guide in one language, for offline use",
            tags=["app"])  # fmt: skip
async def bundle(request: Request, lang: LangParam) -> Response:
    from arbiter.web.bundle import bundle as build_bundle

    code: Lang = lang
    return await cached_json(request, ("api-bundle", code), lambda: build_bundle(code))
