"""``arbiter log ...``: the ruling log from the command line.

    arbiter log events [--club C]                       the events, newest first
    arbiter log event-add --club C --date 2026-11-21    a new event (in club C)
    arbiter log clubs                                   the clubs, their events and accounts
    arbiter log add --event 1 --table 3 --board 12 --topic insufficient-bid \\
        --answer insufficient=yes ... [--person seat=O,role=offender,pair=4,name=...]
    arbiter log list --event 1 [--open] [--board N] [--table N] [--topic T]
    arbiter log show 7
    arbiter log export --event 1 [--format csv|json] [--output FILE]
    arbiter log report 7 --output ruling-7.pdf          the appeal report as PDF
    arbiter log followup 7 3 --status done [--resolution TEXT]
    arbiter log person-export --name "Anna de Vries" | person-forget --federation-no N
    arbiter log retention [DAYS|none]; arbiter log purge [--dry-run]; arbiter log migrate
    arbiter log hands import 1 zitting.pbn              the session's hand records (PBN, LIN, JSON)
    arbiter log hands show 1 [12]                       the boards, or one board

Every command takes ``--db URL`` (else ``$ARBITER_DATABASE_URL``, else the SQLite file in
the data directory) and ``--json``. Changes are recorded as made by ``--by`` (default
``$ARBITER_USER`` or ``cli:<login name>``). The command line works for whoever runs the
server: it sees every club; an event goes in the club its ``--club`` names (the log's only
club when there is one; a new log's first event makes it). SQLAlchemy is imported only
here.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from typing import Any

from arbiter.cli import database, output
from arbiter.cli.database import print_json as _print_json
from arbiter.cli.options import pairs
from arbiter.i18n import Lang

COMMANDS = {
    "events": "list the events, newest first",
    "event-add": "create an event",
    "clubs": "the clubs on this server, with their events and accounts",
    "add": "record a ruling",
    "list": "an event's rulings",
    "show": "one ruling with its follow-ups and history",
    "export": "an event's log as CSV or JSON",
    "report": "the report of one ruling for an appeal, as PDF",
    "followup": "set the status of a follow-up",
    "person-export": "all data about one person",
    "person-forget": "remove one person's name and federation number everywhere",
    "retention": "show or set how many days events are kept",
    "purge": "delete events older than the retention setting",
    "migrate": "create or upgrade the database",
    "hands": "an event's hand records: import a PBN, LIN or JSON file, show the boards",
}
RULING_FIELDS = (
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
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    database.sub_commands(parser, "log_command", COMMANDS, ARGUMENTS, extra=_by_option)


def _event_add(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--club", help="club name; the event goes in that club (on a server with one, in it)"
    )
    p.add_argument("--date", help="date of the session, e.g. 21-11-2026")
    for flag in ("--name", "--session", "--kind", "--profile"):
        p.add_argument(flag)


def _add(p: argparse.ArgumentParser) -> None:
    p.add_argument("--event", required=True, help="event id (arbiter log events)")
    for flag in RULING_FIELDS:
        p.add_argument(flag)
    p.add_argument("--adjusted-score", metavar="KIND:NS:EW[:NOTE]", help="e.g. artificial:G+:G-")
    p.add_argument("--answer", action="append", metavar="NODE=CHOICE")
    p.add_argument("--fact", action="append", metavar="NAME=VALUE")
    p.add_argument(
        "--person",
        action="append",
        metavar="seat=O,role=offender,pair=4,name=...,federation_no=...",
    )
    p.add_argument("--followup", action="append", metavar="KIND=TEXT")


def _list(p: argparse.ArgumentParser) -> None:
    p.add_argument("--event", required=True, help="event id")
    p.add_argument("--open", action="store_true", help="only rulings with open follow-ups")
    for flag in ("--board", "--table", "--topic"):
        p.add_argument(flag)


def _export(p: argparse.ArgumentParser) -> None:
    p.add_argument("--event", required=True, help="event id")
    p.add_argument("--format", default="csv", choices=("csv", "json"), help="csv (default) or json")
    p.add_argument("--output", "-o", metavar="FILE", help="file to write (default: the screen)")


def _report(p: argparse.ArgumentParser) -> None:
    p.add_argument("ruling", help="ruling id")
    p.add_argument("--output", "-o", metavar="FILE", required=True, help="the PDF file to write")


def _followup(p: argparse.ArgumentParser) -> None:
    p.add_argument("ruling", help="ruling id")
    p.add_argument("followup", help="follow-up id (arbiter log show RULING)")
    p.add_argument("--status", required=True)
    p.add_argument("--resolution")


def _person(p: argparse.ArgumentParser) -> None:
    p.add_argument("--name")
    p.add_argument("--federation-no")


def _hands(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "action", metavar="ACTION", choices=("import", "show"), help="import FILE, or show [BOARD]"
    )
    p.add_argument("event", metavar="EVENT", help="event id (arbiter log events)")
    p.add_argument(
        "target",
        metavar="FILE|BOARD",
        nargs="?",
        help="import: the hand-record file (PBN, LIN, JSON); show: a board",
    )
    p.add_argument(
        "--no-analysis",
        action="store_true",
        help="import only; the server analyses the boards in the background",
    )


def _by_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--by", help="who makes the change (default: $ARBITER_USER or cli:LOGIN)")


ARGUMENTS = {
    "hands": _hands,
    "events": lambda p: p.add_argument("--club", help="only this club's events"),
    "event-add": _event_add,
    "add": _add,
    "list": _list,
    "show": lambda p: p.add_argument("ruling", help="ruling id"),
    "export": _export,
    "report": _report,
    "followup": _followup,
    "person-export": _person,
    "person-forget": _person,
    "retention": lambda p: p.add_argument("days", nargs="?", help="days, or none: keep all"),
    "purge": lambda p: p.add_argument(
        "--dry-run", action="store_true", help="only show what would be deleted"
    ),
}


def _person_pairs(text: str) -> dict[str, str]:
    return pairs([part for part in text.split(",") if part.strip()], "--person")


def _adjusted(text: str | None) -> dict[str, str] | None:
    """``KIND:NS:EW`` (e.g. ``artificial:G+:G-``) or ``KIND:NS:EW:NOTE``."""
    if not text:
        return None
    parts = [*text.split(":", 3), "", "", ""]
    return {"kind": parts[0], "ns": parts[1], "ew": parts[2], "note": parts[3]}


def main(args: argparse.Namespace, lang: Lang) -> int:
    if not args.log_command:
        raise database.no_command("log", COMMANDS)
    for flag in ("output",):  # a wrong folder is said before any work is done
        if getattr(args, flag, None):
            output.check(getattr(args, flag))
    from arbiter.log.service import LogService

    with database.opened(args.db) as store:
        return _run(args, LogService(store), lang)


def _by(args) -> str:
    if args.by:
        return args.by
    return os.environ.get("ARBITER_USER") or f"cli:{getpass.getuser()}"


def _run(args, svc, lang: Lang) -> int:
    from arbiter.log import text as render

    cmd = args.log_command
    if cmd == "migrate":
        rev = svc.store.revision()
        out = {"url": _redacted(svc.store.url), "revision": rev}
        _print_json(out) if args.json else print(f"{out['url']}: {rev}")
        return 0
    if cmd == "events":
        events = svc.events(club=args.club)
        _print_json(events) if args.json else print(render.events(events, lang))
        return 0
    if cmd == "clubs":
        from arbiter.log.auth import Accounts

        clubs = Accounts(svc.store).clubs()
        _print_json(clubs) if args.json else print(
            "\n".join(f"{c['name']}  {c['events']}  {', '.join(c['accounts']) or '-'}"
                      for c in clubs) or "-"
        )  # fmt: skip
        return 0
    if cmd == "event-add":
        names = ("club", "date", "name", "session", "kind", "profile")
        given = {k: getattr(args, k) for k in names}
        event = svc.create_event({k: v for k, v in given.items() if v is not None}, _by(args))
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
            "answers": pairs(args.answer, "--answer"),
            "facts": pairs(args.fact, "--fact"),
            "facts_agreed": args.facts_agreed,
            "facts_disputed": args.facts_disputed,
            "director_finding": args.director_finding,
            "notes": args.note,
            "appeal_status": args.appeal_status,
            "appeal_note": args.appeal_note,
            "adjusted_score": _adjusted(args.adjusted_score),
            "persons": [_person_pairs(p) for p in args.person or []],
            "followups": [
                {"kind": k, "text": v} for k, v in pairs(args.followup, "--followup").items()
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
        return _export_command(args, svc, lang)
    if cmd == "hands":
        return _hands_command(args, svc, lang)
    if cmd == "report":
        from arbiter.log import report
        from arbiter.log.hands import HandService

        r = svc.ruling(args.ruling, lang)
        hand = HandService(svc.store).hand(r["event_id"], r["board"])  # the board, if any
        size = output.write(args.output, report.pdf(r, lang, hand=hand))
        out = {"output": args.output, "bytes": size}
        _print_json(out) if args.json else print(f"{args.output} ({size} bytes)")
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


def _export_command(args, svc, lang: Lang) -> int:
    from arbiter.log import report

    event = svc.event(args.event)
    if args.format == "csv":
        text = report.csv_text(svc.rulings(event["id"], lang), lang)
    else:
        text = report.json_text(event, svc.rulings(event["id"], lang, full=True))
    if args.output:
        output.write(args.output, text)
    else:
        sys.stdout.write(text)
    return 0


def _hands_command(args, svc, lang: Lang) -> int:
    """``hands import EVENT FILE``: check and store the file (all or nothing), then analyse
    every board here, one at a time, with a line per board; ``hands show EVENT [BOARD]``."""
    import time

    from arbiter.i18n import InputError
    from arbiter.log import text as render
    from arbiter.log.hands import MAX_FILE_BYTES, Analyser, HandService

    hands = HandService(svc.store)
    if args.action == "show":
        if args.target is None:
            data = hands.hands(args.event)
            _print_json(data) if args.json else print(render.hands(data, lang))
            return 0
        found = hands.hand(args.event, args.target)
        if found is None:
            raise InputError(
                f"Spel {args.target} staat niet in de spelverdelingen van wedstrijd "
                f"{args.event}.",
                f"Board {args.target} is not in the hand records of event {args.event}.",
                accepted=("arbiter log hands show EVENT",),
            )
        _print_json(found) if args.json else print(render.hand(found, lang))
        return 0
    if args.target is None:
        raise InputError(
            "Geef het spelverdelingsbestand (PBN, LIN of JSON): arbiter log hands import "
            "WEDSTRIJD BESTAND.",
            "Give the hand-record file (PBN, LIN or JSON): arbiter log hands import EVENT FILE.",
            accepted=("arbiter log hands import 1 zitting.pbn",),
        )
    try:
        with open(args.target, "rb") as handle:
            content = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise InputError(
            f"Kan '{args.target}' niet lezen: {error.strerror}.",
            f"Cannot read '{args.target}': {error.strerror}.",
        ) from None
    summary = hands.import_file(args.event, content, os.path.basename(args.target), _by(args))
    if not args.no_analysis:
        start = time.perf_counter()
        summary["analysed"] = Analyser(hands).run_pending()
        summary["analysis_seconds"] = round(time.perf_counter() - start, 2)
    if args.json:
        _print_json(summary)
        return 0
    nl = lang == "nl"
    print(
        f"{summary['count']} spellen ingelezen uit {summary['source']} (wedstrijd "
        f"{summary['event']})."
        if nl
        else f"{summary['count']} boards imported from {summary['source']} (event "
        f"{summary['event']})."
    )
    if "analysed" in summary:
        n, seconds = summary["analysed"], summary["analysis_seconds"]
        print(
            f"Dubbeldummy-analyse: {n} spellen in {seconds} s."
            if nl
            else f"Double-dummy analysis: {n} boards in {seconds} s."
        )
    return 0


def _redacted(url: str) -> str:
    from arbiter.log.config import redact

    return redact(url)
