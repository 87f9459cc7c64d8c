"""``arbiter laws``: the law catalogue, and the official text from the user's own copy.

    arbiter laws show 27B1a [--json]     title, own-words summary, official wording if imported
    arbiter laws import FILE             split a copy of the law book and keep it locally
    arbiter laws forget [--text nl|en]   remove the imported text
    arbiter laws status [--json]         which texts are imported, from which file

The official text is never shipped or fetched: ``import`` reads the file the user names
and keeps the result in the data folder (docs/laws.md). A file that cannot be split gives
the article and line of every problem, exit code 2, and nothing is stored.
"""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Any

from arbiter.cli.options import common
from arbiter.i18n import InputError, Lang, parse_lang

COMMANDS = {
    "show": "a law or sub-clause: title, summary, official wording if imported",
    "import": "read your own copy of the law text (plain text or pdftotext output)",
    "forget": "remove the imported law text",
    "status": "which law texts are imported",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="laws_command", metavar="COMMAND", parser_class=type(parser))
    p = sub.add_parser("show", help=COMMANDS["show"], description=COMMANDS["show"])
    p.add_argument("ref", help="e.g. 27, 27B1a, 27B1(a), 16A1")
    common(p)
    p = sub.add_parser("import", help=COMMANDS["import"], description=COMMANDS["import"])
    p.add_argument("file", help="your copy of the NBB or WBF law text, as text")
    common(p)
    p = sub.add_parser("forget", help=COMMANDS["forget"], description=COMMANDS["forget"])
    p.add_argument("--text", default=None, metavar="nl|en", help="only this language's text")
    common(p)
    p = sub.add_parser("status", help=COMMANDS["status"], description=COMMANDS["status"])
    common(p)
    common(parser)


def main(args: argparse.Namespace, lang: Lang) -> int:
    command = getattr(args, "laws_command", None)
    if command is None:
        raise InputError("Geef een opdracht.", "Give a command.",
                         accepted=tuple(f"laws {c}" for c in COMMANDS))  # fmt: skip
    return {"show": show, "import": import_, "forget": forget, "status": status}[command](
        args, lang
    )


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def law_json(ref: str, lang: Lang) -> dict[str, Any]:
    """A reference as JSON: the catalogue's title and summary, and the official wording
    (null when no text is imported or it lacks this law)."""
    from arbiter.laws import official
    from arbiter.laws.catalogue import catalogue
    from arbiter.laws.refs import LawRef

    parsed = LawRef.parse(ref)
    law = catalogue().get(parsed.law)
    found = official.wording(parsed, lang)
    return {
        "ref": f"{parsed.law}{official.canonical_sub(parsed.sub)}",
        "law": law.number,
        "title": law.title.get_lang(lang),
        "summary": law.summary.get_lang(lang),
        "official": found.to_json() if found else None,
    }


def show(args: argparse.Namespace, lang: Lang) -> int:
    data = law_json(args.ref, lang)
    if args.json:
        _print_json(data)
        return 0
    nl = lang == "nl"
    print(f"{'Artikel' if nl else 'Law'} {data['ref']}: {data['title']}")
    print(textwrap.fill(data["summary"], 88))
    print(f"({'samenvatting in eigen woorden' if nl else 'summary in our own words'})")
    off = data["official"]
    print()
    if off is None:
        print(
            "Geen officiële tekst ingelezen: arbiter laws import BESTAND (zie docs/laws.md)."
            if nl
            else "No official text imported: arbiter laws import FILE (see docs/laws.md)."
        )
        return 0
    label = "Officiële tekst" if nl else "Official text"
    note = "" if off["exact"] else (" (hele artikel: onderdeel niet gevonden)" if nl
                                    else " (whole law: sub-clause not found)")  # fmt: skip
    print(f"{label} ({off['lang']}){note}:")
    for clause in off["clauses"]:
        head = f"{clause['key']}"
        if clause["heading"]:
            head += f" {clause['heading']}"
        print(head if not clause["text"] else textwrap.fill(
            f"{head}: {clause['text']}" if clause["heading"] else f"{head} {clause['text']}",
            88, subsequent_indent="    "))  # fmt: skip
    return 0


def import_(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.laws import official

    text = official.import_file(args.file)
    clauses = sum(len(a.clauses) for a in text.articles.values())
    numbers = sorted(text.articles)
    data = {
        "lang": text.lang, "source": text.source, "sha256": text.sha256,
        "articles": len(numbers), "clauses": clauses, "first": numbers[0], "last": numbers[-1],
        "stored": str(official.store_path(text.lang)),
    }  # fmt: skip
    if args.json:
        _print_json(data)
    elif lang == "nl":
        print(
            f"Ingelezen: {data['articles']} artikelen ({data['first']}-{data['last']}), "
            f"{clauses} onderdelen, taal {text.lang}. Opgeslagen in {data['stored']}."
        )
        print(
            "Elke geciteerde regel toont nu de officiële tekst naast de samenvatting. "
            "Start 'arbiter serve' opnieuw zodat telefoons hun offline kopie verversen."
        )
    else:
        print(
            f"Imported: {data['articles']} laws ({data['first']}-{data['last']}), "
            f"{clauses} clauses, language {text.lang}. Stored in {data['stored']}."
        )
        print(
            "Every cited law now shows the official wording beside the summary. "
            "Restart 'arbiter serve' so that phones refresh their offline copy."
        )
    return 0


def forget(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.laws import official

    which = parse_lang(args.text) if args.text else None
    removed = official.forget(which)
    if args.json:
        _print_json({"removed": [str(p) for p in removed]})
    elif removed:
        for path in removed:
            print(f"{'Verwijderd' if lang == 'nl' else 'Removed'}: {path}")
    else:
        print("Er was geen ingelezen tekst." if lang == "nl" else "There was no imported text.")
    return 0


def status(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.i18n import LANGS
    from arbiter.laws import official

    out = []
    for code in LANGS:
        text = official.load(code)
        if text is not None:
            out.append({"lang": code, "source": text.source, "imported": text.imported,
                        "articles": len(text.articles), "sha256": text.sha256,
                        "stored": str(official.store_path(code))})  # fmt: skip
    if args.json:
        _print_json(out)
    elif not out:
        print("Geen officiële tekst ingelezen (arbiter laws import BESTAND)." if lang == "nl"
              else "No official text imported (arbiter laws import FILE).")  # fmt: skip
    for item in [] if args.json else out:
        print(
            f"{item['lang']}: {item['source']}, {item['articles']} "
            f"{'artikelen' if lang == 'nl' else 'laws'}, {item['imported']} ({item['stored']})"
        )
    return 0
