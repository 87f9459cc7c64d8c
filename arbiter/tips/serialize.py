"""The JSON of tips and of the table protocol: one shape for ``arbiter tips --json`` and
the API (``/api/v1/tips``, ``/api/v1/protocol``)."""

from __future__ import annotations

from typing import Any

from arbiter.i18n import Lang
from arbiter.tips.model import Tip


def tip_json(tip: Tip, lang: Lang) -> dict[str, Any]:
    from arbiter.tips import tips

    source = tips().sources[tip.source]
    return {"id": tip.id, "group": tip.group, "title": tip.title.get_lang(lang),
            "text": tip.text.get_lang(lang), "laws": list(tip.laws),
            "source": {"id": source.id, "title": source.title.get_lang(lang)}}  # fmt: skip


def tips_json(query: str, group: str | None, found: list[Tip], lang: Lang) -> dict[str, Any]:
    return {"query": query, "group": group, "tips": [tip_json(t, lang) for t in found]}


def find(query: str, group: str | None) -> list[Tip]:
    """The tips for a query (all when empty), in one group when given; an unknown group
    is an InputError listing the groups."""
    from arbiter.i18n import InputError
    from arbiter.tips import tips
    from arbiter.tips.search import search

    data = tips()
    if group is not None and data.group(group) is None:
        raise InputError(f"Onbekende groep '{group[:30]}'.", f"Unknown group '{group[:30]}'.",
                         accepted=tuple(g.id for g in data.groups))  # fmt: skip
    found = [h.tip for h in search(query)] if query.strip() else list(data.tips)
    return [t for t in found if t.group == group] if group else found


def protocol_json(lang: Lang) -> dict[str, Any]:
    from arbiter.tips import protocol, tips

    proto = protocol()
    return {
        "source": {"id": proto.source, "title": tips().sources[proto.source].title.get_lang(lang)},
        "steps": [
            {"id": s.id, "number": s.number, "title": s.title.get_lang(lang),
             "why": s.why.get_lang(lang),
             "points": [{"id": p.id, "text": p.text.get_lang(lang), "laws": list(p.laws)}
                        for p in s.points]}
            for s in proto.steps
        ],
    }  # fmt: skip
