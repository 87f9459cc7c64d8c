"""The HTML pages: server-rendered, one question per screen, every state its own URL.

Handlers are ``async`` and short: guide pages are built once per URL and then served
from the page cache (see :mod:`arbiter.web.render`). Calculator runs go to a worker
thread (:func:`arbiter.web.calculators.run`), so none holds up the event loop.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request
from starlette.convertors import StringConvertor, register_url_convertor
from starlette.responses import RedirectResponse, Response

from arbiter.calc import service
from arbiter.calc.service.declare import Calculator, Outcome
from arbiter.guide.story import Story, parse_board, walk_story
from arbiter.i18n import LANGS, InputError, Lang
from arbiter.laws import official
from arbiter.laws.catalogue import catalogue
from arbiter.web import calculators, flow_views, guide_page, views, walk_links
from arbiter.web import home as home_views
from arbiter.web.calc_labels import CALC_LABELS
from arbiter.web.forms import fields, meaning_data
from arbiter.web.labels import LABELS
from arbiter.web.render import Page, Renderer, cookie_lang, respond

#: The pages under a fixed second segment (``/{lang}/t/...``, ``/{lang}/laws``, ...): no
#: other route has paths of that shape, so the app tries them early. A question page is
#: matched after a handful of routes instead of all 116 (the route scan was half of a
#: page's cost, see docs/web.md).
router = APIRouter(include_in_schema=False)
#: ``/``, ``/{lang}`` and ``/{lang}/`` match any first segment (``/log``, ``/healthz``):
#: the app tries them last. They answer an unknown language with its own message; the
#: home page of a known language is in :data:`router` too (``{lang:lang}``).
roots = APIRouter(include_in_schema=False)


class LangConvertor(StringConvertor):
    """A path segment that is one of the guide's languages, and nothing else."""

    regex = "|".join(LANGS)


register_url_convertor("lang", LangConvertor())


def _lang(lang: str) -> Lang:
    if lang not in LANGS:
        raise views.NotFound(
            f"Taal '{lang[:20]}' bestaat niet.", f"Language '{lang[:20]}' does not exist.", LANGS
        )
    return lang


def _renderer(request: Request) -> Renderer:
    return request.app.state.renderer


async def _table_board(request: Request, board: tuple[tuple[str, str], ...]) -> Any:
    """The board this walk is for (``?call_id=`` or ``?event=&board=``), as the log may show
    it to this request (:mod:`arbiter.guide.board`), or None: no context, no log, or
    not for this user; then the page is the guide's own."""
    from starlette.concurrency import run_in_threadpool

    source = _renderer(request).board_source
    if not board or source is None:
        return None
    return await run_in_threadpool(source, request, dict(board))


def _story(request: Request, topic_id: str, lang: Lang) -> Story:
    """The story a guide page shows, from its URL."""
    return Story.from_query(topic_id, request.query_params, lang)


def _board_page(board: Any, lang: Lang) -> dict[str, Any] | None:
    from arbiter.guide.board import board_view

    return board_view(board, lang) if board is not None else None


@roots.get("/")
async def root(request: Request) -> Response:
    return RedirectResponse(f"/{cookie_lang(request)}/", status_code=307)


@roots.get("/{lang}")
async def lang_root(request: Request, lang: str) -> Response:
    return RedirectResponse(f"/{_lang(lang)}/", status_code=307)


# -- home and search ----------------------------------------------------------------------


#: The tips are searched by their first words only (their own search takes 100 characters).
TIPS_QUERY = 100


def _search_results(q: str, lang: Lang, with_tips: bool) -> dict[str, Any]:
    results = home_views.search_view(q, lang)
    results["tips"] = 0
    if with_tips:  # the director's tips for the same words, when their pages are there
        from arbiter.tips.search import search as search_tips

        results["tips"] = len(search_tips(q[:TIPS_QUERY]))
    return results


@router.get("/{lang:lang}/")
@roots.get("/{lang}/")
async def home(request: Request, lang: str) -> Response:
    """The search box with its results right below it, the ten most common irregularities,
    the other topics by when they happen; ``?order=law``: all topics in law order."""
    from arbiter.guide.find import MAX_TEXT

    lang = _lang(lang)
    q = request.query_params.get("q", "")[:MAX_TEXT].strip()
    by_law = request.query_params.get("order") == "law"
    r = _renderer(request)
    context_keys = parse_board(request.query_params)
    board = await _table_board(request, context_keys)
    context = "&".join(f"{name}={value}" for name, value in context_keys)
    parts = (f"q={quote(q)}" if q else "", "order=law" if by_law else "", context)
    query = "&".join(part for part in parts if part)

    def build() -> Page:
        layout = home_views.home_view(lang)
        groups = home_views.law_groups(lang) if by_law else layout["groups"]
        results = (_search_results(q, lang, any(n["path"] == "/{lang}/tips" for n in r.nav))
                   if q else None)  # fmt: skip
        if context:  # every topic link carries the call or board the walk is for
            items = [t for g in groups for t in g["topics"]] + layout["common"]
            items += [t for k in ("topics", "nearest") for t in (results or {}).get(k, [])]
            for item in items:
                item["url"] += ("&" if "?" in item["url"] else "?") + context
        return r.page(
            "home.html", lang, f"/{lang}/", query,
            title=LABELS[lang]["home"], kind="home", q=q, groups=groups, results=results,
            common=[] if by_law else layout["common"], by_law=by_law,
            context=context_keys, table_board=_board_page(board, lang),
        )  # fmt: skip

    key = ("home", lang, q, by_law, context_keys, board.key if board else None)
    return respond(request, await r.cache.aget(key, build), lang)


# -- the guide ----------------------------------------------------------------------------


@router.get("/{lang}/t/{topic_id}")
async def guide(request: Request, lang: str, topic_id: str) -> Response:
    lang = _lang(lang)
    topic = views.get_topic(topic_id)
    state = _story(request, topic.id, lang)
    if request.query_params.get("screen"):  # the exceptions screen's form: to its URL
        return RedirectResponse(_screen_url(topic, state, request, lang), status_code=303)
    r = _renderer(request)
    board = await _table_board(request, state.board)
    if board is not None and "profile" not in request.query_params:  # the event's values
        state = state.with_profile(board.profile)
    if board is not None:  # a card that is not in the hand: said before anything is ruled
        from arbiter.guide.board import check_cards

        check_cards(board, state.fact_map)

    def build() -> Page:
        data = guide_page.guide_view(topic, state, lang)
        title = data["question"] if data["status"] == "question" else data["topic"]["title"]
        if data["status"] == "ruling":
            query = data["url"].partition("?")[2]
            data["actions"] = [{"url": save(topic.id, query, lang), "text": label[lang]}
                               for save, label in r.ruling_actions]  # fmt: skip
        return r.page(
            "guide.html", lang, f"/{lang}/t/{topic.id}", state.query(),
            title=f"{data['topic']['title']}", kind=data["status"], d=data, page_title=title,
            table_board=_board_page(board, lang),
        )  # fmt: skip

    key = ("guide", lang, topic.id, state.key(), official.stamp(), board.key if board else None)
    return respond(request, await r.cache.aget(key, build), lang)


def _screen_url(topic, state, request: Request, lang: str) -> str:
    """Where the exceptions form leads: the state with every line of the screen answered
    (ticked: the rare case applies). A form for a screen that is no longer the one on the
    way (an old tab) changes nothing."""
    from arbiter.guide.interview import Asked

    res = walk_story(state)
    if isinstance(res, Asked) and res.exceptions and (
            res.question.id == request.query_params.get("screen")):
        ticked = set(request.query_params.getlist("x"))
        given = dict(state.answers)
        extra = [(k, c) for k, c in guide_page.screen_answers(res, ticked, topic,
                                                         list(state.answers), state)
                 if k not in given]  # fmt: skip
        state = state.with_answers([*state.answers, *extra])
    return state.url()


@router.get("/{lang}/t/{topic_id}/flow")
async def flow(request: Request, lang: str, topic_id: str) -> Response:
    from arbiter.web import flowchart

    lang = _lang(lang)
    topic = views.get_topic(topic_id)
    state = _story(request, topic.id, lang)
    r = _renderer(request)
    drawings = request.app.state.drawings
    board = await _table_board(request, state.board)

    def build() -> Page:
        drawing = drawings.get((topic.id, lang))
        if drawing is None:
            links = flow_views.node_links(topic, lang)
            drawing = drawings[(topic.id, lang)] = flowchart.draw(topic, lang, links)
        path, current = flow_views.path_pairs(topic, state)
        return r.page(
            "flow.html", lang, f"/{lang}/t/{topic.id}/flow", state.query(),
            title=f"{LABELS[lang]['flowchart']}: {topic.title.get_lang(lang)}", kind="flow",
            topic=views.topic_item(topic, lang), back_url=state.url(),
            home_url=views.home_url(lang, state), table_board=_board_page(board, lang),
            svg_open=drawing.svg_open, svg_body=flow_views.with_context(drawing.body, state),
            style=flowchart.highlight(drawing, path, current),
            outline=flow_views.outline(topic, state, lang),
        )  # fmt: skip

    key = ("flow", lang, topic.id, state.key(), board.key if board else None)
    return respond(request, await r.cache.aget(key, build), lang)


@router.get("/{lang}/t/{topic_id}/facts")
async def facts_form(request: Request, lang: str, topic_id: str) -> Response:
    lang = _lang(lang)
    topic = views.get_topic(topic_id)
    state = _story(request, topic.id, lang)
    r = _renderer(request)
    board = await _table_board(request, state.board)

    def build() -> Page:
        from arbiter.guide.board import filled_facts

        names = views.topic_inputs(topic)
        if state.answers:  # the story may have gone on to a topic with inputs of its own

            try:
                now = walk_story(state).topic
            except InputError:
                now = topic
            names = views.story_inputs(topic, now)
        answers = ",".join(f"{n}:{c}" for n, c in state.answers)
        values = state.fact_map
        if board is not None:  # the dealer of the board, ready to apply with the rest
            values = {**filled_facts(board, values, lang), **values}
        shown = fields(names, values, lang)
        folded = {f.name for f in shown if f.input.kind == "meaning"
                  or f.name in ("same_meaning_judged", "same_purpose_judged")}  # fmt: skip
        return r.page(
            "facts.html", lang, f"/{lang}/t/{topic.id}/facts", state.query(),
            title=f"{LABELS[lang]['facts']}: {topic.title.get_lang(lang)}", kind="facts",
            topic=views.topic_item(topic, lang), answers=answers,
            fields=shown, meaning_data=meaning_data(shown, lang), context=state.board,
            C={**CALC_LABELS[lang], "none": "?"},  # a tap left open: not known, asked later
            back_url=state.url(), home_url=views.home_url(lang, state),
            clear_url=state.without_facts().url(),
            table_board=_board_page(board, lang), meaning_names=folded,
            meanings_open=any(f.value for f in shown if f.name in folded)
            or bool(folded & walk_links.asked_inputs(topic, state)),
        )  # fmt: skip

    key = ("facts", lang, topic.id, state.key(), board.key if board else None)
    return respond(request, await r.cache.aget(key, build), lang)


# -- laws ---------------------------------------------------------------------------------


@router.get("/{lang}/laws")
async def laws(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    r = _renderer(request)

    def build() -> Page:
        return r.page("laws.html", lang, f"/{lang}/laws", title=LABELS[lang]["laws"],
                      kind="laws", parts=views.law_parts(lang), part=None)  # fmt: skip

    return respond(request, await r.cache.aget(("laws", lang), build), lang)


@router.get("/{lang}/laws/{number}")
async def law(request: Request, lang: str, number: str) -> Response:
    lang = _lang(lang)
    r = _renderer(request)
    if "-" in number:  # a part of the catalogue: laws 17-39 with their summaries
        first, _last = views.get_part(number)

        def build_part() -> Page:
            parts = views.law_parts(lang)
            part = next(p for p in parts if p["first"] == first)
            return r.page("laws.html", lang, part["url"], kind="laws", parts=parts, part=part,
                          title=f"{LABELS[lang]['laws']} {number}: {part['title']}")  # fmt: skip

        return respond(request, await r.cache.aget(("laws", lang, number), build_part), lang)
    n = views.get_law(number)

    def build() -> Page:
        item = dict(next(x for x in views.laws_view(lang) if x["number"] == n))
        item["official"] = views.official_wording(str(n), lang)
        return r.page("law.html", lang, f"/{lang}/laws/{n}",
                      title=f"{LABELS[lang]['law_short']} {n} {item['title']}", kind="law",
                      law=item, prev=n - 1 if n - 1 in catalogue().laws else None,
                      next=n + 1 if n + 1 in catalogue().laws else None)  # fmt: skip

    key = ("law", lang, n, official.stamp())  # a law text imported or forgotten: rebuilt
    return respond(request, await r.cache.aget(key, build), lang)


# -- calculators --------------------------------------------------------------------------


@router.get("/{lang}/calc")
async def calc_index(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    r = _renderer(request)

    def build() -> Page:
        items = [{"name": c.name, "title": c.title.get_lang(lang),
                  "help": c.description.get_lang(lang), "url": f"/{lang}/calc/{c.name}"}
                 for c in service.calculators()]  # fmt: skip
        return r.page("calc_index.html", lang, f"/{lang}/calc", title=LABELS[lang]["calc"],
                      kind="calc", items=items)  # fmt: skip

    return respond(request, await r.cache.aget(("calc", lang, service.names()), build), lang)


def _calc_page(request: Request, lang: Lang, calc: Calculator, values: dict[str, Any],
               outcome: Outcome | None, status: int = 200, error: InputError | None = None,
               form: Any = None, board: Any = None) -> Response:  # fmt: skip
    extra = calc.page_data(values, lang) if calc.page_data else {}  # a page of its own
    page = _renderer(request).page(
        calc.page or "calc.html", lang, f"/{lang}/calc/{calc.name}", status=status,
        title=f"{LABELS[lang]['calc']}: {calc.title.get_lang(lang)}", kind="calc",
        outcome=outcome, **calculators.page(calc, values, lang, outcome, error, form), **extra,
        table_board=_board_page(board, lang),
    )  # fmt: skip
    return respond(request, page, lang, cache_control="no-store")


@router.get("/{lang}/calc/{name}")
async def calc_form(request: Request, lang: str, name: str) -> Response:
    """The form, filled in from the query where it names inputs (``?deal=N:...&board=5``:
    a link from a ruling in the log) or, on a calculator that takes a deal, from the
    event's hand record (``?event=&board=`` or ``?call_id=``, for those who may see the
    event), so the played cards are tapped from the real hands. Nothing is computed."""
    lang = _lang(lang)
    calc = service.calculator(name)
    query = request.query_params
    values: dict[str, Any] = {i.name: query[i.name] for i in calc.inputs if query.get(i.name)}
    form: dict[str, Any] | None = dict(query) if values else None
    board = None
    names = {i.name for i in calc.inputs}
    if "deal" in names:
        board = await _table_board(request, parse_board(query))
    if board is not None and board.hands and "deal" not in values:
        values["deal"] = board.deal_pbn()
        if "board" in names:
            values["board"] = str(board.board)
        way = next((w.name for w in calc.ways if "deal" in w.inputs), None)
        if way:
            form = {**(form or {}), "_way": way}
    return _calc_page(request, lang, calc, values, None, form=form, board=board)


@router.post("/{lang}/calc/{name}")
async def calc_post(request: Request, lang: str, name: str) -> Response:
    lang = _lang(lang)
    calc = service.calculator(name)
    form = await request.form()
    values: dict[str, Any] = {}
    try:
        values, offered = calculators.form_values(calc, form)
        outcome = await calculators.run(calc, values, offered)
    except InputError as error:
        return _calc_page(request, lang, calc, values, None, 422, error, form)
    return _calc_page(request, lang, calc, values, outcome, form=form)


# -- app shell ----------------------------------------------------------------------------


#: The parts of the app that need the laptop (or the club's server), each with a page
#: the offline worker shows instead of the browser's own error (issue 25).
NEEDS_NETWORK = ("alert", "log")


@router.get("/{lang}/offline/{part}")
async def offline_part(request: Request, lang: str, part: str) -> Response:
    """What still works when the alert guide or the log cannot be reached."""
    lang = _lang(lang)
    if part not in NEEDS_NETWORK:
        raise views.NotFound(f"Onbekende pagina '{part[:40]}'.", f"Unknown page '{part[:40]}'.")
    r = _renderer(request)

    def build() -> Page:
        return r.page("offline_part.html", lang, f"/{lang}/offline/{part}", title="arbiter",
                      kind="offline", part=part)  # fmt: skip

    return respond(request, r.cache.get(("offline", lang, part), build), lang)


@router.get("/{lang}/offline")
async def offline(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    r = _renderer(request)

    def build() -> Page:
        return r.page("offline.html", lang, f"/{lang}/offline", title="arbiter", kind="offline")

    return respond(request, await r.cache.aget(("offline", lang), build), lang)


@router.get("/{lang}/api")
async def api_page(request: Request, lang: str) -> Response:
    """The API for programmers, in English only (its summaries are the OpenAPI's): the
    Dutch address leads there, and the Dutch footer says so (issue 25)."""
    lang = _lang(lang)
    if lang != "en":
        return RedirectResponse("/en/api", status_code=307)
    r = _renderer(request)

    def build() -> Page:
        spec = request.app.openapi()
        ops = [
            {"method": m.upper(), "path": p, "summary": o.get("summary", ""),
             "description": (o.get("description") or "").split("\n\n")[0]}
            for p, methods in spec["paths"].items() for m, o in methods.items()
        ]  # fmt: skip
        return r.page("api.html", lang, f"/{lang}/api", title=LABELS[lang]["api"], kind="api",
                      ops=ops)  # fmt: skip

    return respond(request, await r.cache.aget(("api", lang), build), lang)
