"""The table protocol and the director's tips on the web, a plugin of the app (see
:data:`arbiter.web.app.PLUGINS`):

* ``/{lang}/aap``: the general table protocol (AAP) as a checklist; the ticks are kept in
  the browser (``app.js``, local storage), nothing goes to the server;
* ``/{lang}/tips``: the tip groups and the tip search (``?q=``); ``/{lang}/tips/{group}``:
  one group's tips, each with its source and laws;
* ``GET /api/v1/tips?q=&group=&lang=`` and ``GET /api/v1/protocol?lang=``: as
  ``arbiter tips [QUERY] --json`` and ``arbiter tips --protocol --json``.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from fastapi import APIRouter, Query, Request
from starlette.responses import Response

from arbiter.i18n import LANGS, Lang
from arbiter.web.render import Page, respond
from arbiter.web.views import NotFound

router = APIRouter()
NAV = (
    {"path": "/{lang}/aap", "text": {"nl": "Protocol", "en": "Protocol"}},
    {"path": "/{lang}/tips", "text": {"nl": "Tips", "en": "Tips"}},
)
PRECACHE = tuple(
    f"/{{lang}}/{page}"
    for page in ("aap", "tips", "tips/table", "tips/conduct", "tips/judgement", "tips/paperwork")
)
MAX_QUERY = 100

WORDS: dict[Lang, dict[str, str]] = {
    "nl": {
        "aap_title": "Tafelprotocol",
        "aap_intro": (
            "Zeven stappen voor elke arbitrage, naar het Algemeen Arbitrage Protocol (AAP) "
            "van de NBB. Vink af wat u deed: de vinkjes blijven alleen in deze browser."
        ),
        "clear_all": "Alles leeg (nieuwe arbitrage)",
        "to_topics": "Naar de onderwerpen",
        "to_tips": "Tips voor de arbiter",
        "source": "Bron",
        "tips_title": "Tips",
        "tips_intro": "Tips voor de arbiter in eigen woorden, elk met bron en artikelen.",
        "search": "Zoeken in de tips",
        "search_placeholder": "bv. denkpauze, blinde, 12C2",
        "found": "Gevonden",
        "none": "Geen tip gevonden voor",
        "tips_count": "tips",
        "law": "art.",
        "all_groups": "Alle groepen",
        "in_guide": "Zoek ook in de onderwerpen",
    },
    "en": {
        "aap_title": "Table protocol",
        "aap_intro": (
            "Seven steps for every ruling, after the NBB's general table protocol (AAP). "
            "Tick what you did: the ticks stay in this browser only."
        ),
        "clear_all": "Clear all (new ruling)",
        "to_topics": "To the topics",
        "to_tips": "Tips for the director",
        "source": "Source",
        "tips_title": "Tips",
        "tips_intro": "Tips for the director in our own words, each with its source and laws.",
        "search": "Search the tips",
        "search_placeholder": "e.g. hesitation, dummy, 12C2",
        "found": "Found",
        "none": "No tip found for",
        "tips_count": "tips",
        "law": "Law",
        "all_groups": "All groups",
        "in_guide": "Search the topics too",
    },
}


def _lang(lang: str) -> Lang:
    if lang not in LANGS:
        raise NotFound(
            f"Taal '{lang[:20]}' bestaat niet.", f"Language '{lang[:20]}' does not exist.", LANGS
        )
    return lang


def _law_links(refs: tuple[str, ...] | list[str], lang: Lang) -> list[dict[str, Any]]:
    from arbiter.web.views import law_item

    return [{"ref": ref, "url": law_item(ref, lang)["url"]} for ref in refs]


def tip_item(tip: Any, lang: Lang) -> dict[str, Any]:
    from arbiter.tips import tips

    return {
        "id": tip.id, "group": tip.group, "title": tip.title.get_lang(lang),
        "text": tip.text.get_lang(lang), "laws": _law_links(tip.laws, lang),
        "source": tips().sources[tip.source].title.get_lang(lang),
    }  # fmt: skip


def _groups(lang: Lang) -> list[dict[str, Any]]:
    from arbiter.tips import tips

    data = tips()
    return [{"id": g.id, "title": g.title.get_lang(lang), "intro": g.intro.get_lang(lang),
             "url": f"/{lang}/tips/{g.id}", "count": len(data.in_group(g.id))}
            for g in data.groups]  # fmt: skip


# -- pages --------------------------------------------------------------------------------


@router.get("/{lang}/aap", include_in_schema=False)
async def protocol_page(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    r = request.app.state.renderer

    def build() -> Page:
        from arbiter.tips import protocol, tips

        proto = protocol()
        steps = [
            {"id": s.id, "number": s.number, "title": s.title.get_lang(lang),
             "why": s.why.get_lang(lang),
             "points": [{"id": f"{s.id}.{p.id}", "text": p.text.get_lang(lang),
                         "laws": _law_links(p.laws, lang)} for p in s.points]}
            for s in proto.steps
        ]  # fmt: skip
        return r.page(
            "tips/aap.html", lang, f"/{lang}/aap", title=WORDS[lang]["aap_title"], kind="aap",
            W=WORDS[lang], steps=steps, source=tips().sources[proto.source].title.get_lang(lang),
        )  # fmt: skip

    return respond(request, await r.cache.aget(("aap", lang), build), lang)


@router.get("/{lang}/tips", include_in_schema=False)
async def tips_page(request: Request, lang: str) -> Response:
    lang = _lang(lang)
    q = request.query_params.get("q", "")[:MAX_QUERY].strip()
    r = request.app.state.renderer

    def build() -> Page:
        from arbiter.tips.search import search

        found = [tip_item(h.tip, lang) for h in search(q)] if q else None
        return r.page(
            "tips/index.html", lang, f"/{lang}/tips", f"q={q}" if q else "",
            title=WORDS[lang]["tips_title"], kind="tips", W=WORDS[lang], q=q,
            groups=_groups(lang), found=found,
        )  # fmt: skip

    return respond(request, await r.cache.aget(("tips", lang, q), build), lang)


@router.get("/{lang}/tips/{group_id}", include_in_schema=False)
async def group_page(request: Request, lang: str, group_id: str) -> Response:
    from arbiter.tips import tips

    lang = _lang(lang)
    data = tips()
    group = data.group(group_id)
    if group is None:
        raise NotFound(f"Groep '{group_id[:30]}' bestaat niet.",
                       f"Group '{group_id[:30]}' does not exist.",
                       accepted=tuple(g.id for g in data.groups))  # fmt: skip
    r = request.app.state.renderer

    def build() -> Page:
        groups = _groups(lang)
        here = next(g for g in groups if g["id"] == group.id)
        return r.page(
            "tips/group.html", lang, f"/{lang}/tips/{group.id}",
            title=f"{WORDS[lang]['tips_title']}: {here['title']}", kind="tips", W=WORDS[lang],
            group=here, groups=groups,
            tips=[tip_item(t, lang) for t in data.in_group(group.id)],
        )  # fmt: skip

    return respond(request, await r.cache.aget(("tips", lang, "group", group.id), build), lang)


# -- API ----------------------------------------------------------------------------------

LangParam = Literal["nl", "en"]
LANG_QUERY = Query("nl", description="nl (default) or en")


def _json(data: Any) -> Response:
    return Response(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                    media_type="application/json")  # fmt: skip


@router.get("/api/v1/tips", tags=["tips"], summary="Tips for the director, searched or by group")
def tips_api(
    q: str = Query("", max_length=MAX_QUERY, description="words or a law number"),
    group: str | None = Query(None, max_length=30, description="table, conduct, ..."),
    lang: LangParam = LANG_QUERY,
) -> Response:
    """Same as `arbiter tips [QUERY] [--group GROUP] --json`."""
    from arbiter.tips.serialize import find, tips_json

    return _json(tips_json(q.strip(), group, find(q, group), lang))


@router.get("/api/v1/protocol", tags=["tips"], summary="The general table protocol (AAP)")
def protocol_api(lang: LangParam = LANG_QUERY) -> Response:
    """Same as `arbiter tips --protocol --json`."""
    from arbiter.tips.serialize import protocol_json

    return _json(protocol_json(lang))
