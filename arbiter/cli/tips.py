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

from arbiter.cli.options import common
from arbiter.i18n import Lang


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", nargs="*", help="words or a law number to search for")
    p.add_argument("--group", default=None, help="table, conduct, judgement, paperwork")
    p.add_argument("--protocol", action="store_true", help="the general table protocol (AAP)")
    common(p)


def main(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.tips import tips
    from arbiter.tips.serialize import find, protocol_json, tip_json, tips_json

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
    groups = {g.id: g for g in tips().groups}
    query = " ".join(args.query).strip()
    found = find(query, args.group)
    if args.json:
        print(json.dumps(tips_json(query, args.group, found, lang), ensure_ascii=False, indent=2))
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
