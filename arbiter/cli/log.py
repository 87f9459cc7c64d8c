"""``arbiter log ...``: the ruling log from the command line.

    arbiter log events                                  the events, newest first
    arbiter log event-add --club C --date 2026-11-21    a new event
    arbiter log add --event 1 --table 3 --board 12 --topic insufficient-bid \\
        --answer insufficient=yes ... [--person seat=O,role=offender,pair=4,name=...]
    arbiter log list --event 1 [--open] [--board N] [--table N] [--topic T]
    arbiter log show 7
    arbiter log export --event 1 [--format csv|json] [--output FILE]
    arbiter log report 7 --output ruling-7.pdf          the appeal report as PDF
    arbiter log followup 7 3 --status done [--resolution TEXT]
    arbiter log person-export --name "Anna de Vries" | person-forget --federation-no N
    arbiter log retention [DAYS|none]; arbiter log purge [--dry-run]; arbiter log migrate

Every command takes ``--db URL`` (else ``$ARBITER_DATABASE_URL``, else the SQLite file in
the data directory) and ``--json``. Changes are recorded as made by ``--by`` (default
``$ARBITER_USER`` or ``cli:<login name>``). SQLAlchemy is imported only here.
"""

from __future__ import annotations

import getpass
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

from arbiter.cli.errors import Parser
from arbiter.i18n import InputError, Lang

COMMANDS = (
    "events",
    "event-add",
    "add",
    "list",
    "show",
    "export",
    "report",
    "followup",
    "person-export",
    "person-forget",
    "retention",
    "purge",
    "migrate",
)


class _Parser(Parser):
    def error(self, message: str):  # type: ignore[override]
        raise InputError(
            f"Ongeldige opdracht: {message}.",
            f"Invalid command line: {message}.",
            accepted=tuple(f"log {c}" for c in COMMANDS),
        )


def build_parser() -> Parser:
    parser = _Parser(prog="arbiter log", description="The ruling log.")
    sub = parser.add_subparsers(dest="log_command", parser_class=_Parser)

    def command(name: str, help_text: str) -> Parser:
        p = sub.add_parser(name, help=help_text)
        p.add_argument("--db", help="database URL (default: $ARBITER_DATABASE_URL or SQLite)")
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.add_argument("--lang", default=None, help="nl (default) or en")
        p.add_argument("--by", help="who makes the change (default: $ARBITER_USER)")
        return p

    command("events", "list events")
    p = command("event-add", "create an event")
    for flag in ("--club", "--date", "--name", "--session", "--kind", "--profile"):
        p.add_argument(flag)

    p = command("add", "record a ruling")
    p.add_argument("--event", required=True)
    for flag in (
        "--uid",
        "--round",
        "--table",
        "--board",
        "--called-at",
        "--called-by",
        "--topic",
        "--title",
        "--facts-agreed",
        "--facts-disputed",
        "--director-finding",
        "--note",
        "--appeal-status",
        "--appeal-note",
        "--adjusted-score",
    ):
        p.add_argument(flag)
    p.add_argument("--answer", action="append", metavar="NODE=CHOICE")
    p.add_argument("--fact", action="append", metavar="NAME=VALUE")
    p.add_argument(
        "--person",
        action="append",
        metavar="seat=O,role=offender,pair=4,name=...,federation_no=...",
    )
    p.add_argument("--followup", action="append", metavar="KIND=TEXT")

    p = command("list", "an event's rulings")
    p.add_argument("--event", required=True)
    p.add_argument("--open", action="store_true", help="only rulings with open follow-ups")
    for flag in ("--board", "--table", "--topic"):
        p.add_argument(flag)

    p = command("show", "one ruling with its follow-ups and history")
    p.add_argument("ruling")

    p = command("export", "an event's log as CSV or JSON")
    p.add_argument("--event", required=True)
    p.add_argument("--format", default="csv")
    p.add_argument("--output", "-o")

    p = command("report", "the report of one ruling for an appeal, as PDF")
    p.add_argument("ruling")
    p.add_argument("--output", "-o", required=True)

    p = command("followup", "set the status of a follow-up")
    p.add_argument("ruling")
    p.add_argument("followup")
    p.add_argument("--status", required=True)
    p.add_argument("--resolution")

    for name in ("person-export", "person-forget"):
        p = command(
            name,
            "all data about one person"
            if name == "person-export"
            else "remove one person's name and federation number everywhere",
        )
        p.add_argument("--name")
        p.add_argument("--federation-no")

    p = command("retention", "show or set how many days events are kept")
    p.add_argument("days", nargs="?")
    p = command("purge", "delete events older than the retention setting")
    p.add_argument("--dry-run", action="store_true")
    command("migrate", "create or upgrade the database")
    return parser


def _pairs(items: list[str] | None, what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InputError(
                f"'{item}' heeft niet de vorm NAAM=WAARDE ({what}).",
                f"'{item}' is not of the form NAME=VALUE ({what}).",
                accepted=("NAME=VALUE",),
            )
        out[name.strip()] = value.strip()
    return out


def _person(text: str) -> dict[str, str]:
    return _pairs([part for part in text.split(",") if part.strip()], "--person")


def _adjusted(text: str | None) -> dict[str, str] | None:
    """``KIND:NS:EW`` (e.g. ``artificial:G+:G-``) or ``KIND:NS:EW:NOTE``."""
    if not text:
        return None
    parts = [*text.split(":", 3), "", "", ""]
    return {"kind": parts[0], "ns": parts[1], "ew": parts[2], "note": parts[3]}


def main(argv: Sequence[str], lang: Lang) -> int:
    args = build_parser().parse_args([a for a in argv if a != "--"])
    if not args.log_command:
        raise InputError(
            "Geef een opdracht.", "Give a command.", accepted=tuple(f"log {c}" for c in COMMANDS)
        )
    if args.lang:
        from arbiter.i18n import parse_lang

        lang = parse_lang(args.lang)
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    store = Store.open(args.db)
    try:
        return _run(args, LogService(store), lang)
    finally:
        store.dispose()


def _by(args) -> str:
    if args.by:
        return args.by
    return os.environ.get("ARBITER_USER") or f"cli:{getpass.getuser()}"


def _print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _run(args, svc, lang: Lang) -> int:
    from arbiter.log import text as render

    cmd = args.log_command
    if cmd == "migrate":
        rev = svc.store.revision()
        out = {"url": _redacted(svc.store.url), "revision": rev}
        _print_json(out) if args.json else print(f"{out['url']}: {rev}")
        return 0
    if cmd == "events":
        events = svc.events()
        _print_json(events) if args.json else print(render.events(events, lang))
        return 0
    if cmd == "event-add":
        data = {k: getattr(args, k) for k in ("club", "date", "name", "session", "kind", "profile")}
        event = svc.create_event({k: v for k, v in data.items() if v is not None}, _by(args))
        _print_json(event) if args.json else print(render.events([event], lang))
        return 0
    if cmd == "add":
        data: dict[str, Any] = {
            "uid": args.uid,
            "round": args.round,
            "table": args.table,
            "board": args.board,
            "called_at": args.called_at,
            "called_by": args.called_by,
            "topic": args.topic,
            "title": args.title,
            "answers": _pairs(args.answer, "--answer"),
            "facts": _pairs(args.fact, "--fact"),
            "facts_agreed": args.facts_agreed,
            "facts_disputed": args.facts_disputed,
            "director_finding": args.director_finding,
            "notes": args.note,
            "appeal_status": args.appeal_status,
            "appeal_note": args.appeal_note,
            "adjusted_score": _adjusted(args.adjusted_score),
            "persons": [_person(p) for p in args.person or []],
            "followups": [
                {"kind": k, "text": v} for k, v in _pairs(args.followup, "--followup").items()
            ],
        }
        if data["called_at"] is None:
            from datetime import datetime

            data["called_at"] = datetime.now().strftime("%H:%M")
        r = svc.add_ruling(args.event, data, _by(args), lang)
        _print_json(r) if args.json else print(render.ruling(r, lang))
        return 0
    if cmd == "list":
        rulings = svc.rulings(
            args.event,
            lang,
            open_only=args.open,
            board=args.board,
            table=args.table,
            topic=args.topic,
        )
        _print_json(rulings) if args.json else print(render.rulings(rulings, lang))
        return 0
    if cmd == "show":
        r = svc.ruling(args.ruling, lang)
        _print_json(r) if args.json else print(render.ruling(r, lang))
        return 0
    if cmd == "export":
        return _export(args, svc, lang)
    if cmd == "report":
        from arbiter.log import report

        data = report.pdf(svc.ruling(args.ruling, lang), lang)
        with open(args.output, "wb") as fh:
            fh.write(data)
        out = {"output": args.output, "bytes": len(data)}
        _print_json(out) if args.json else print(f"{args.output} ({len(data)} bytes)")
        return 0
    if cmd == "followup":
        r = svc.set_followup(
            args.ruling, args.followup, args.status, args.resolution, _by(args), lang
        )
        _print_json(r) if args.json else print(render.ruling(r, lang))
        return 0
    if cmd == "person-export":
        _print_json(svc.person_data(args.name, args.federation_no, lang))
        return 0
    if cmd == "person-forget":
        n = svc.forget_person(args.name, args.federation_no, _by(args))
        _print_json({"rulings": n}) if args.json else print(
            f"{n} arbitrage(s) geanonimiseerd." if lang == "nl" else f"{n} ruling(s) anonymised."
        )
        return 0
    if cmd == "retention":
        days = svc.retention_days()
        if args.days is not None:
            days = svc.set_retention_days(
                None if args.days.lower() in ("none", "geen") else args.days
            )
        _print_json({"retention_days": days}) if args.json else print(
            days if days is not None else ("onbeperkt" if lang == "nl" else "unlimited")
        )
        return 0
    assert cmd == "purge"
    gone = svc.purge(dry_run=args.dry_run)
    _print_json({"dry_run": args.dry_run, "events": gone}) if args.json else print(
        render.events(gone, lang) if gone else "-"
    )
    return 0


def _export(args, svc, lang: Lang) -> int:
    from arbiter.log import report

    if args.format not in ("csv", "json"):
        raise InputError(
            f"Onbekend formaat '{args.format}'.",
            f"Unknown format '{args.format}'.",
            accepted=("csv", "json"),
        )
    event = svc.event(args.event)
    if args.format == "csv":
        text = report.csv_text(svc.rulings(event["id"], lang), lang)
    else:
        text = report.json_text(event, svc.rulings(event["id"], lang, full=True))
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    return 0


def _redacted(url: str) -> str:
    from arbiter.log.config import redact

    return redact(url)
