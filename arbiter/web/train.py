"""The self-test on the web: pages under ``/{lang}/train`` and JSON under
``/api/v1/train``, a plugin of the app (see :data:`arbiter.web.app.PLUGINS`).

* ``/{lang}/train``: the topics with their items (and the lesson's self-test), each
  opening its first item; "another topic" comes back here;
* ``/{lang}/train/q/ITEM``: one item, its answers as large buttons; ``?c=CHOICE`` is the
  same item answered: right or wrong, the right answer, why the choice was wrong, the
  explanation and the laws, then "next item" and "another topic". ``s=RIGHT-ASKED``
  carries the score. Every state is its own URL and a pure function of it, so pages are
  cached and the service worker can keep them;
* ``/{lang}/train/t/TOPIC``: the topic's first item;
* ``GET /api/v1/train/bundle/{lang}``: every item with its answer, for ``train.js``, which
  asks and answers in place and offline; ``GET /api/v1/train/items``, ``POST
  /api/v1/train/grade``: the same as ``arbiter train --json`` and ``--answer``.

``static/train.js`` does the tapping in place: the answer is shown at once, from the
stored items, with no round trip; the score is kept for the tab, the progress per item
in the browser (``localStorage``), and for a signed-in user also on the server
(``/api/log/train/answers``, :mod:`arbiter.log.web.training`). Without the script every
button is a plain link to the answered page.
"""

from __future__ import annotations

import json
import re
from typing import Any, Literal

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field
from starlette.responses import RedirectResponse, Response

from arbiter.i18n import LANGS, InputError, Lang
from arbiter.train import catalogue, grade, item, topic_items
from arbiter.train.serialize import bundle_json, graded_json, item_json, topics_json
from arbiter.web.render import Page, cached_json, respond
from arbiter.web.views import NotFound, law_item

router = APIRouter()
NAV = ({"path": "/{lang}/train", "text": {"nl": "Oefenen", "en": "Self-test"}},)
#: What the service worker stores at installation: the self-test works offline from then on.
PRECACHE = ("/{lang}/train", "/api/v1/train/bundle/{lang}", "/static/train.js?v={v}")
SCORE = re.compile(r"^(\d{1,4})-(\d{1,4})$")

WORDS: dict[Lang, dict[str, str]] = {
    "nl": {
        "title": "Oefenen",
        "intro": (
            "Zelftoets: stellingen (juist of onjuist) en tafelsituaties (kies de beslissing "
            "uit vier). Na elk antwoord de uitleg en de artikelen. De vragen komen uit de "
            "gids zelf en uit de lesstof."
        ),
        "lesson": "Uit de lesstof",
        "topics": "Onderwerpen",
        "items": "vragen",
        "progress_note": (
            "Uw voortgang blijft in deze browser. Ingelogd in het logboek wordt ze ook "
            "bewaard, zodat uw cursusleider ziet welke onderwerpen u mist."
        ),
        "my_progress": "Mijn voortgang",
        "situation": "De situatie",
        "right": "Goed!",
        "wrong": "Fout",
        "the_answer": "Het goede antwoord",
        "your_answer": "uw antwoord",
        "why": "Waarom niet",
        "explanation": "Uitleg",
        "laws": "Artikelen",
        "source": "Bron",
        "next": "Volgende vraag",
        "other_topic": "Ander onderwerp",
        "score": "Score: {right} van {asked} goed",
        "of": "Vraag {n} van {total}",
        "statement": "Stelling",
        "case": "Tafelsituatie",
        "done": "Dit was de laatste vraag van dit onderwerp.",
        "several": "Er kunnen meerdere stellingen juist zijn.",
        "tried": "gehad",
    },
    "en": {
        "title": "Self-test",
        "intro": (
            "Self-test: statements (true or false) and table situations (pick the ruling "
            "out of four). After each answer the explanation and the laws. The items come "
            "from the guide itself and from the course material."
        ),
        "lesson": "From the course material",
        "topics": "Topics",
        "items": "items",
        "progress_note": (
            "Your progress stays in this browser. Signed in to the log it is kept there "
            "too, so that your course leader sees which topics you miss."
        ),
        "my_progress": "My progress",
        "situation": "The situation",
        "right": "Right!",
        "wrong": "Wrong",
        "the_answer": "The right answer",
        "your_answer": "your answer",
        "why": "Why not",
        "explanation": "Explanation",
        "laws": "Laws",
        "source": "Source",
        "next": "Next item",
        "other_topic": "Another topic",
        "score": "Score: {right} of {asked} right",
        "of": "Item {n} of {total}",
        "statement": "Statement",
        "case": "Table situation",
        "done": "That was the last item of this topic.",
        "several": "Several statements may be true.",
        "tried": "tried",
    },
}


def _lang(lang: str) -> Lang:
    if lang not in LANGS:
        raise NotFound(
            f"Taal '{lang[:20]}' bestaat niet.", f"Language '{lang[:20]}' does not exist.", LANGS
        )
    return lang


def _item(item_id: str):
    try:
        return item(item_id)
    except InputError as error:
        raise NotFound(error.text["nl"], error.text["en"], error.accepted) from None


def _score(raw: str | None) -> tuple[int, int]:
    """``RIGHT-ASKED`` from the URL; anything else starts at nothing."""
    match = SCORE.match(raw or "")
    if not match:
        return 0, 0
    right, asked = int(match[1]), int(match[2])
    return (right, asked) if right <= asked else (0, 0)


def item_url(lang: Lang, item_id: str, choice: str | None = None,
             score: tuple[int, int] = (0, 0)) -> str:  # fmt: skip
    query = [f"c={choice}"] if choice else []
    if score != (0, 0):
        query.append(f"s={score[0]}-{score[1]}")
    return f"/{lang}/train/q/{item_id}" + ("?" + "&".join(query) if query else "")


# -- pages --------------------------------------------------------------------------------


@router.get("/{lang}/train", include_in_schema=False)
async def home(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    r = request.app.state.renderer

    def build() -> Page:
        cat = catalogue()
        topics = topics_json(lang)
        for t in topics:
            t["url"] = item_url(lang, cat.of_topic(t["id"])[0].id)
        sets = []
        for set_id, title in cat.sets.items():
            first = next(i for i in cat.items if i.set == set_id)
            count = sum(i.set == set_id for i in cat.items)
            sets.append({"id": set_id, "title": title.get_lang(lang), "items": count,
                         "url": item_url(lang, first.id)})  # fmt: skip
        return r.page("train/home.html", lang, f"/{lang}/train", kind="train",
                      title=WORDS[lang]["title"], W=WORDS[lang], topics=topics, sets=sets,
                      total=len(cat.items))  # fmt: skip

    return respond(request, await r.cache.aget(("train-home", lang), build), lang)


@router.get("/{lang}/train/t/{topic}", include_in_schema=False)
async def topic_start(lang: str, topic: str) -> Response:
    lang = _lang(lang)
    try:
        first = topic_items(topic[:100])[0]
    except InputError as error:
        raise NotFound(error.text["nl"], error.text["en"], error.accepted) from None
    return RedirectResponse(item_url(lang, first.id), status_code=303)


@router.get("/{lang}/train/q/{item_id}", include_in_schema=False)
async def item_page(request: Request, lang: str, item_id: str,
                    c: str | None = Query(None, max_length=20),
                    s: str | None = Query(None, max_length=20)) -> Response:  # fmt: skip
    lang = _lang(lang)
    it = _item(item_id)
    score = _score(s)
    graded = grade(it.id, c) if c is not None else None  # InputError: 422 page, in `lang`
    r = request.app.state.renderer

    def build() -> Page:
        return item_view(r, lang, it, graded, score)

    key = ("train-item", lang, it.id, graded.choice if graded else None, score)
    return respond(request, await r.cache.aget(key, build), lang)


def item_view(r: Any, lang: Lang, it: Any, graded: Any, score: tuple[int, int]) -> Page:
    siblings = catalogue().of_topic(it.topic)
    index = siblings.index(it)
    following = siblings[index + 1] if index + 1 < len(siblings) else None
    data = item_json(it, lang)
    data["source"] = source_text(it.source, it.topic, lang)
    w = WORDS[lang]
    after = score
    feedback = None
    if graded is not None:
        after = (score[0] + graded.correct, score[1] + 1)
        feedback = graded_json(graded, lang)
        feedback["laws"] = [law_item(ref, lang) for ref in it.laws]
        for choice in data["choices"]:
            choice["mark"] = ("key" if choice["id"] == it.key
                              else "picked" if choice["id"] == graded.choice else "")  # fmt: skip
    else:
        for choice in data["choices"]:
            choice["url"] = item_url(lang, it.id, choice["id"], score)
    return r.page(
        "train/item.html", lang, f"/{lang}/train/q/{it.id}",
        (f"c={graded.choice}&" if graded else "") + (f"s={score[0]}-{score[1]}" if score != (0, 0)
                                                     else ""),
        kind="train", title=w["title"], page_title=it.prompt.get_lang(lang)[:60], W=w, d=data,
        feedback=feedback, topic_title=topics_title(it.topic, lang), n=index + 1,
        total=len(siblings), score=after,
        next_url=item_url(lang, following.id, None, after) if following else None,
        home_url=f"/{lang}/train",
    )  # fmt: skip


#: The source documents an item may cite (shared/seeds): by name, never by file number.
_DOCUMENTS = {
    "000": ("NBB Arbitrageprotocollen", "NBB director's protocols"),
    "001": ("Spelregels, hoofdstuk IV", "Laws, chapter IV"),
    "002": ("NBB-cursus, les strafkaart", "NBB course, penalty card lesson"),
    "003": ("Spelregels", "Laws"),
    "004": ("NBB Verzakingwijzer", "NBB revoke guide"),
}
_DETAIL_EN = (("zelftoets", "self-test"), ("stap", "step"), ("protocol", "protocol"))


def source_text(source: str, topic: str, lang: Lang) -> str:
    """An item's source as a director reads it (issue 25): "NBB-cursus, les strafkaart,
    zelftoets a; Spelregels, art. 50B", not "seed 002, zelftoets a; seed 003, art. 50B";
    an item made from the guide: "Gids: Strafkaart", not the file and node it came from."""
    if ".yaml:" in source:
        return ("Gids: " if lang == "nl" else "Guide: ") + topics_title(topic, lang)
    parts = []
    for part in (p.strip() for p in source.split(";") if p.strip()):
        doc, _, detail = part.partition(",")
        detail = detail.strip()
        if doc.startswith("seed ") and doc[5:] in _DOCUMENTS:
            name = _DOCUMENTS[doc[5:]][0 if lang == "nl" else 1]
            if lang == "en":  # a section named in Dutch is left out, a number kept
                numbered = re.fullmatch(r"(.+?) ([0-9a-z][0-9a-z.]*)", detail)
                detail = ("Law " + detail[5:] if detail.startswith("art. ") else next(
                    (f"{en} {numbered.group(2)}" for nl, en in _DETAIL_EN
                     if numbered and numbered.group(1) == nl), ""))  # fmt: skip
            parts.append(f"{name}, {detail}" if detail else name)
        elif part.startswith("Law ") and lang == "nl":
            parts.append("art. " + part[4:])
        elif part.startswith("art. ") and lang == "en":
            parts.append("Law " + part[5:])
        else:
            parts.append(part)
    return "; ".join(parts)


def topics_title(topic: str, lang: Lang) -> str:
    from arbiter.guide.library import library

    return library().topic(topic).title.get_lang(lang)


# -- API ----------------------------------------------------------------------------------

LangParam = Literal["nl", "en"]
LANG_QUERY = Query("nl", description="language of the texts: nl (default) or en")


def _json(data: Any, cache: str = "no-cache") -> Response:
    return Response(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                    media_type="application/json", headers={"Cache-Control": cache})  # fmt: skip


class ErrorOut(BaseModel):
    error: str
    message: str
    accepted: list[str]


ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorOut, "description": "unknown language"},
    422: {"model": ErrorOut, "description": "unknown item or topic, or not one of its answers"},
}


class GradeIn(BaseModel):
    item: str = Field(max_length=200, examples=["seed-002.a"])
    answer: str = Field(max_length=20, examples=["onjuist"])
    lang: LangParam = "nl"


@router.get("/api/v1/train/bundle/{lang}", tags=["train"], responses=ERRORS,
            summary="Every self-test item with its answer, for use offline")  # fmt: skip
async def bundle(request: Request, lang: str) -> Response:
    """Built once per language and kept with its gzip form (about 1.4 MB, 0.13 MB gzipped)."""
    code = _lang(lang)
    return await cached_json(request, ("train-bundle", code), lambda: _bundle(code))


_BUNDLES: dict[str, Any] = {}


def _bundle(lang: Lang) -> Any:
    """The items with the page's words and every cited law (title, summary, page), so
    that ``train.js`` draws a question and its answer exactly as the server would."""
    if lang not in _BUNDLES:
        data = bundle_json(lang)
        for item in data["items"]:  # train.js shows it as the page does
            item["source"] = source_text(item["source"], item["topic"], lang)
        refs = sorted({ref for it in catalogue().items for ref in it.laws})
        first: dict[str, str] = {}
        for it in catalogue().items:
            first.setdefault(it.topic, it.id)
        data.update(words=WORDS[lang], laws={ref: law_item(ref, lang) for ref in refs},
                    titles={t["id"]: t["title"] for t in data["topics"]},
                    law_short=("art." if lang == "nl" else "Law"))  # fmt: skip
        _BUNDLES[lang] = data
    return _BUNDLES[lang]


@router.get("/api/v1/train/items", tags=["train"], responses=ERRORS,
            summary="The self-test items (as arbiter train --json)")  # fmt: skip
def items_list(topic: str | None = Query(None, max_length=100),
               kind: Literal["case", "statement"] | None = None,
               lang: LangParam = LANG_QUERY) -> Response:  # fmt: skip
    chosen = topic_items(topic) if topic else list(catalogue().items)
    return _json([item_json(i, lang) for i in chosen if kind is None or i.kind == kind])


@router.post("/api/v1/train/grade", tags=["train"], responses=ERRORS,
             summary="Grade one answer (as arbiter train --answer ITEM=CHOICE --json)")  # fmt: skip
def grade_post(body: GradeIn) -> Response:
    """Bad input: 422 with the message in the body's ``lang``."""
    try:
        return _json(graded_json(grade(body.item, body.answer), body.lang))
    except InputError as error:
        return Response(json.dumps(error.to_json(body.lang), ensure_ascii=False), 422,
                        media_type="application/json")  # fmt: skip
