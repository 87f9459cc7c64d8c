"""``arbiter tips [QUERY]``: tips for the director, grouped, each with source and laws.

    arbiter tips                    every tip, by group
    arbiter tips denkpauze          the tips matching a few words or a law ("tips 16")
    arbiter tips --group paperwork  one group
    arbiter tips --protocol         the general table protocol (AAP) as a checklist
"""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Any

from arbiter.cli.options import common
from arbiter.i18n import InputError, Lang


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", nargs="*", help="words or a law number to search for")
    p.add_argument("--group", default=None, help="table, conduct, judgement, paperwork")
    p.add_argument("--protocol", action="store_true", help="the general table protocol (AAP)")
    common(p)


def tip_json(tip: Any, lang: Lang) -> dict[str, Any]:
    from arbiter.tips import tips

    source = tips().sources[tip.source]
    return {"id": tip.id, "group": tip.group, "title": tip.title.get_lang(lang),
            "text": tip.text.get_lang(lang), "laws": list(tip.laws),
            "source": {"id": source.id, "title": source.title.get_lang(lang)}}  # fmt: skip


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


def main(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.tips import tips
    from arbiter.tips.search import search

    if args.protocol:
        data = protocol_json(lang)
        if args.json:
            print(json.dumps(data, ensure_ascii=False, indent=2))
            return 0
        print(data["source"]["title"])
        for step in data["steps"]:
            print(f"\n{step['number']}. {step['title']}: {step['why']}")
            for point in step["points"]:
                laws = f" ({', '.join(point['laws'])})" if point["laws"] else ""
                print(textwrap.fill(f"[ ] {point['text']}{laws}", 88, initial_indent="  ",
                                    subsequent_indent="      "))  # fmt: skip
        return 0
    data = tips()
    groups = {g.id: g for g in data.groups}
    if args.group and args.group not in groups:
        raise InputError(f"Onbekende groep '{args.group[:30]}'.",
                         f"Unknown group '{args.group[:30]}'.", accepted=tuple(groups))  # fmt: skip
    query = " ".join(args.query).strip()
    found = [h.tip for h in search(query)] if query else list(data.tips)
    if args.group:
        found = [t for t in found if t.group == args.group]
    if args.json:
        out = {"query": query, "group": args.group, "tips": [tip_json(t, lang) for t in found]}
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    if not found:
        print(f"Geen tip gevonden voor '{query}'. Groepen: {', '.join(groups)}." if lang == "nl"
              else f"No tip found for '{query}'. Groups: {', '.join(groups)}.")  # fmt: skip
        return 0
    order = list(groups) if not query else [None]
    for group_id in order:
        items = [t for t in found if group_id is None or t.group == group_id]
        if not items:
            continue
        if group_id is not None:
            print(f"\n== {groups[group_id].title.get_lang(lang)} ({group_id})")
        for tip in items:
            j = tip_json(tip, lang)
            laws = f" [{', '.join(j['laws'])}]" if j["laws"] else ""
            print(f"\n* {j['title']}{laws}")
            print(textwrap.fill(j["text"], 88, initial_indent="  ", subsequent_indent="  "))
            print(f"  {'Bron' if lang == 'nl' else 'Source'}: {j['source']['title']}")
    return 0
