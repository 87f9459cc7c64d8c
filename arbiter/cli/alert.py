"""``arbiter alert``: the Alerteerwijzer and the alert regulation on the command line.

    arbiter alert 2♣ --auction "1SA pas" [--dealer N] [--answer meaning=artificial ...]
    arbiter alert --rules                      the regulation in our own words
    arbiter alert ... --profile EBU --lang en --json

Without ``--json`` and on a terminal, the remaining questions are asked one by one;
otherwise the next question is printed with the ``--answer`` to give. Bad input (an
unknown call, an impossible auction, an unknown question or answer) gives a message in the
chosen language and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from typing import Any

from arbiter.cli.options import common
from arbiter.i18n import InputError, Lang


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Must this call be alerted? (arbiter alert --rules: the regulation)"
    p.add_argument("call", nargs="?", help="the call in question, e.g. 2♣, 1SA, pas, X")
    p.add_argument("--auction", default="", help="the calls before it, from the dealer")
    p.add_argument("--dealer", default=None, help="N/O/Z/W (optional)")
    p.add_argument("--answer", action="append", metavar="FACT=ANSWER")
    p.add_argument("--profile", default=None, help="regulation profile: NBB (default), EBU")
    p.add_argument("--rules", action="store_true", help="print the regulation")
    common(p)


def main(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.alert import check, regulation
    from arbiter.alert.serialize import regulation_json, result_json

    if args.rules:
        data = regulation_json(regulation(args.profile), lang)
        text = json.dumps(data, ensure_ascii=False, indent=2) if args.json else None
        print(text or rules_text(data, lang))
        return 0
    if not args.call:
        raise InputError(
            'Geef de bieding op, bijvoorbeeld: arbiter alert 2♣ --auction "1SA pas".',
            'Give the call, for example: arbiter alert 2♣ --auction "1NT pass".',
            accepted=("alert CALL --auction ...", "alert --rules"),
        )
    answers = _pairs(args.answer)
    interactive = not args.json and sys.stdin.isatty() and sys.stdout.isatty()
    while True:
        data = result_json(check(args.profile, args.dealer, args.auction, args.call, answers), lang)
        if args.json:
            print(json.dumps(data, ensure_ascii=False, indent=2))
            return 0
        if data["status"] == "decision" or not interactive:
            print(result_text(data, args, lang))
            return 0
        choice = _ask(data, lang)
        if choice is None:
            return 0
        answers[data["question"]["id"]] = choice


def _pairs(items: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InputError(
                f"'{item}' heeft niet de vorm VRAAG=ANTWOORD.",
                f"'{item}' is not of the form FACT=ANSWER.",
                accepted=("meaning=artificial", "short_minor=ja"),
            )
        out[name.strip()] = value.strip()
    return out


def _ask(data: dict[str, Any], lang: Lang) -> str | None:
    q = data["question"]
    print(q["text"])
    if q["help"]:
        print(f"  {q['help']}")
    for i, a in enumerate(q["answers"], 1):
        print(f"  {i}. {a['text']}")
    prompt = "Keuze (q = stoppen): " if lang == "nl" else "Choice (q = quit): "
    while True:
        try:
            raw = input(prompt).strip().lower()
        except EOFError:
            return None
        if raw in ("q", "s"):
            return None
        if raw.isdigit() and 1 <= int(raw) <= len(q["answers"]):
            return q["answers"][int(raw) - 1]["id"]


def result_text(data: dict[str, Any], args: Any, lang: Lang) -> str:
    nl = lang == "nl"
    inp = data["input"]
    auction = f"{inp['auction']} | " if inp["auction"] else ""
    who = f" ({inp['caller']})" if inp["caller"] else ""
    lines = [f"{'Bieden' if nl else 'Auction'}: {auction}{inp['call']}{who} · "
             + ", ".join(data["auction_facts"])]  # fmt: skip
    for a in data["answers"]:
        lines.append(f"  {a['question']} {a['text']}")
    if data["status"] == "question":
        q = data["question"]
        lines += ["", q["text"]]
        if q["help"]:
            lines.append(f"  {q['help']}")
        base = _command(args)
        for a in q["answers"]:
            lines.append(f"  {a['text']}:")
            lines.append(f"    {base} --answer {q['id']}={a['id']}")
        return "\n".join(lines)
    rule = data["rule"]
    lines += ["", f"{data['decision_text'].upper()}: {rule['title']}", f"  {rule['text']}"]
    if data["announce"]:
        lines.append(f"  {'Zeg' if nl else 'Say'}: {data['announce']}")
    if rule["note"]:
        lines.append(f"  {'Noot' if nl else 'Note'}: {rule['note']}")
    reg = data["regulation"]
    lines += [
        f"{'Bron' if nl else 'Source'}: {reg['version']}, {rule['article']}",
        f"  {rule['source']['url']}",
    ]
    for caveat in data["caveats"]:
        lines.append(f"{'Let op' if nl else 'Note'}: {caveat}")
    lines += ["", "Verkeerd gealerteerd?" if nl else "A wrong alert?"]
    for h in data["handoffs"]:
        cmd = ["arbiter", "decide", h["topic"]]
        for name, value in h["facts"].items():
            cmd += ["--fact", f"{name}={value}"]
        for name, value in h["answers"].items():
            cmd += ["--answer", f"{name}={value}"]
        if lang != "nl":
            cmd += ["--lang", lang]
        lines += [f"  {h['title']}: {h['why']}", f"    {shlex.join(cmd)}"]
    return "\n".join(lines)


def _command(args: Any) -> str:
    cmd = ["arbiter", "alert", args.call]
    if args.auction:
        cmd += ["--auction", args.auction]
    if args.dealer:
        cmd += ["--dealer", args.dealer]
    for item in args.answer or ():
        cmd += ["--answer", item]
    if args.profile:
        cmd += ["--profile", args.profile]
    if args.lang:
        cmd += ["--lang", args.lang]
    return shlex.join(cmd)


def rules_text(data: dict[str, Any], lang: Lang) -> str:
    nl = lang == "nl"
    lines = [data["title"], data["version"], data["status"], ""]
    for s in data["sections"]:
        lines += [s["title"], f"  {s['text']}"]
    heads = {
        "must": ("Alerteren", "Alert"),
        "announce": ("Aankondigen", "Announce"),
        "exception": ("Uitzondering", "Exception"),
        "must_not": ("Niet alerteren", "Do not alert"),
    }
    lines.append("")
    for i, r in enumerate(data["rules"], 1):
        head = heads[r["group"]][0 if nl else 1]
        lines.append(f"{i:>2}. [{head}] {r['title']} ({r['id']})")
        lines.append(f"    {r['text']}")
        lines.append(f"    {r['article']} · {r['source']['url']}")
        if r["note"]:
            lines.append(f"    {'Noot' if nl else 'Note'}: {r['note']}")
    if data["unverified"]:
        lines += ["", "Niet geverifieerd:" if nl else "Not verified:"]
        lines += [f"  - {u}" for u in data["unverified"]]
    return "\n".join(lines)
