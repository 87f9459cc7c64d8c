"""``arbiter topics``: the topics in law order."""

from __future__ import annotations

import argparse
import json

from arbiter.cli.options import common
from arbiter.guide.library import library
from arbiter.guide.summary import topic_summary
from arbiter.i18n import Lang


def add_arguments(parser: argparse.ArgumentParser) -> None:
    common(parser)


def main(args: argparse.Namespace, lang: Lang) -> int:
    return run(lang, args.json)


def run(lang: Lang, as_json: bool) -> int:
    entries = [topic_summary(entry, lang) for entry in library().index]
    if as_json:
        print(json.dumps(entries, ensure_ascii=False, indent=2))
        return 0
    for entry in entries:
        print(f"{entry['law']:>6}  {entry['id']:<36} {entry['title']}")
    return 0
