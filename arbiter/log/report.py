"""The ruling report for an appeal (Laws 92-93), and an event's log as CSV and JSON.

An appeals committee needs the facts as the director found them, what was agreed and what
disputed, the ruling with the laws it rests on, when the director was called, who was
involved, what happened afterwards and every change made to the record since. ``build``
puts that in one neutral structure; ``pdf`` and the print template render the same
structure, so the paper and the screen never differ.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
from dataclasses import dataclass, field
from typing import Any

from arbiter.i18n import Lang
from arbiter.log.labels import words


@dataclass
class Section:
    heading: str
    rows: list[tuple[str, str]] = field(default_factory=list)
    paragraphs: list[str] = field(default_factory=list)


@dataclass
class Report:
    title: str
    subtitle: str
    sections: list[Section]
    footer: str


def path_lines(r: dict[str, Any], lang: Lang) -> list[tuple[str, str]]:
    """(question, answer) in the director's words, walked again through the guide along
    the story (``arbiter decide``'s walk); a question of a later topic of the story is
    headed by that topic's title.

    If the guide's content has changed so that the stored answers no longer fit, the
    stored ids are shown as they are: the record stays readable.
    """
    if not r.get("topic"):
        return []
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from arbiter.guide.serialize import path
    from arbiter.i18n import InputError

    try:
        lib = library()
        res = walk_chain(lib.topic(r["topic"]), r["answers"], r["facts"], lib.topics)
        lines = []
        for p in path(res, lang):
            question = p["question"]
            if p["topic"] != r["topic"]:
                question = f"{lib.topic(p['topic']).title.get_lang(lang)}: {question}"
            lines.append((question, p["answer_text"] or p["answer"]))
        return lines
    except (InputError, KeyError):
        return [(node, answer) for node, answer in r["answers"].items()]


def person_line(p: dict[str, Any], lang: Lang) -> str:
    t = words(lang)
    parts = []
    if p.get("seat"):
        parts.append(t(f"seat_{p['seat']}"))
    parts.append(t(f"role_{p['role']}"))
    if p.get("pair"):
        parts.append(f"{t('pair')} {p['pair']}")
    if p.get("team"):
        parts.append(f"{t('team')} {p['team']}")
    if p.get("name"):
        parts.append(p["name"] + (f" ({p['federation_no']})" if p.get("federation_no") else ""))
    elif p.get("federation_no"):
        parts.append(f"{t('federation_no')} {p['federation_no']}")
    return ", ".join(parts)


def clock(value: str | None) -> str:
    """``2026-11-21T20:41`` → ``21-11-2026 20:41`` (the Dutch way, used in both languages)."""
    if not value:
        return ""
    try:
        stamp = dt.datetime.fromisoformat(value)
    except ValueError:
        return value
    return stamp.strftime("%d-%m-%Y %H:%M")


def build(r: dict[str, Any], lang: Lang, now: dt.datetime | None = None) -> Report:
    """The report for ruling ``r`` (a ``LogService.ruling`` record, with ``event``)."""
    t = words(lang)
    e = r["event"]
    called = clock(r["called_at"])
    sections = [
        Section(
            t("event"),
            [
                (t("club"), e["club"]),
                (t("name"), e["name"]),
                (t("date"), clock(e["date"] + "T00:00")[:10]),
                (t("session"), e["session"] or ""),
                (t("kind"), t(f"kind_{e['kind']}")),
                (t("profile"), e["profile"]),
            ],
        ),
        Section(
            t("ruling"),
            [
                (t("number"), str(r["number"])),
                (t("round"), str(r["round"] or "")),
                (t("table"), str(r["table"] or "")),
                (t("board"), str(r["board"])),
                (t("called_at"), called),
                (t("called_by"), t(f"seat_{r['called_by']}") if r["called_by"] else ""),
                *[(t("person_add"), person_line(p, lang)) for p in r["persons"]],
            ],
        ),
    ]
    guide = Section(t("guide"), [(t("topic"), r["topic_title"] or r["title"] or "")])
    if r["title"] and r["topic_title"]:
        guide.rows.append((t("title"), r["title"]))
    guide.rows += [(q, a) for q, a in path_lines(r, lang)]
    guide.rows += (
        [(t("facts"), ", ".join(f"{k} = {v}" for k, v in r["facts"].items()))] if r["facts"] else []
    )
    sections.append(guide)
    decision = Section(t("ruling_text"))
    if r["ruling"]["text"]:
        decision.paragraphs.append(r["ruling"]["text"])
    laws = r["ruling"].get("laws_cited") or [{"ref": x, "title": ""} for x in r["ruling"]["laws"]]
    decision.rows += (
        [(t("laws"), "; ".join(f"{law['ref']} {law['title'] or ''}".strip() for law in laws))]
        if laws
        else []
    )
    if r["ruling"]["outcome"]:
        decision.rows.append(
            (
                t("outcome"),
                ", ".join(f"{k}: {_plain(v, lang)}" for k, v in r["ruling"]["outcome"].items()),
            )
        )
    sections.append(decision)
    sections.append(
        Section(
            t("account_facts"),
            [
                (t("facts_agreed"), r["facts_agreed"] or ""),
                (t("facts_disputed"), r["facts_disputed"] or ""),
                (t("director_finding"), r["director_finding"] or ""),
                (t("notes"), r["notes"] or ""),
            ],
        )
    )
    after = Section(t("followups"))
    for f in r["followups"]:
        status = t(f"status_{f['status']}")
        if f["resolved_by"]:
            status += f" ({f['resolved_by']}, {clock(f['resolved_at'])} UTC)"
        text = f"{f['text']} [{status}]" + (f" {f['resolution']}" if f["resolution"] else "")
        after.rows.append((t(f"fu_{f['kind']}"), text))
    adj = r["adjusted_score"]
    after.rows.append((t("adjusted_score"), _adjusted(adj, lang) if adj else t("none")))
    after.rows.append((t("appeal_status"), t(f"appeal_{r['appeal_status']}")))
    if r["appeal_note"]:
        after.rows.append((t("appeal_note"), r["appeal_note"]))
    sections.append(after)
    history = Section(t("history"))
    for h in r.get("history", []):
        fields = ", ".join(
            t(k) if not k.startswith("followup:") else t("followups") for k in h["changes"]
        )
        history.rows.append(
            (
                f"{t('version')} {h['version']}",
                f"{clock(h['changed_at'])} UTC, {h['changed_by']}: {t('action_' + h['action'])}"
                + (f" ({fields})" if h["action"] == "update" else ""),
            )
        )
    sections.append(history)
    stamp = (now or dt.datetime.now()).strftime("%d-%m-%Y %H:%M")
    return Report(
        title=f"{t('report')}: {t('ruling').lower()} {r['number']}, {t('board').lower()} "
        f"{r['board']}",
        subtitle=f"{e['club']} · {clock(e['date'] + 'T00:00')[:10]}"
        + (f" · {e['session']}" if e["session"] else ""),
        sections=sections,
        footer=f"arbiter · {t('printed')} {stamp} · {t('version')} {r['version']}",
    )


def _plain(value: Any, lang: Lang) -> str:
    t = words(lang)
    if value is True:
        return t("yes")
    if value is False:
        return t("no")
    return str(value)


def _adjusted(adj: dict[str, Any], lang: Lang) -> str:
    t = words(lang)
    parts = [t(f"adj_{adj['kind']}")]
    parts += [f"NZ {adj['ns']}" if lang == "nl" else f"NS {adj['ns']}"] if adj.get("ns") else []
    parts += [f"OW {adj['ew']}" if lang == "nl" else f"EW {adj['ew']}"] if adj.get("ew") else []
    text = ", ".join(parts)
    return text + (f". {adj['note']}" if adj.get("note") else "")


def pdf(r: dict[str, Any], lang: Lang, now: dt.datetime | None = None) -> bytes:
    """The report as PDF (A4), laid out like the print view: see :mod:`arbiter.log.pdf`."""
    from arbiter.log.pdf import render

    return render(build(r, lang, now), words(lang)("signature"), lang, now)


# -- exports -----------------------------------------------------------------------------

CSV_COLUMNS = (
    "event_id", "number", "round", "table", "board", "called_at", "called_by", "topic",
    "topic_title", "title", "ruling_node", "chain", "rectification", "outcome", "laws",
    "persons",
    "facts_agreed", "facts_disputed", "director_finding", "notes", "adjusted_score_kind",
    "adjusted_score_ns", "adjusted_score_ew", "appeal_status", "appeal_note",
    "open_followups", "followups", "version", "created_at", "created_by", "updated_at",
    "updated_by", "uid",
)  # fmt: skip


def _cell(value: Any) -> Any:
    """Text that a spreadsheet would run as a formula gets a leading apostrophe."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def csv_text(rulings: list[dict[str, Any]], lang: Lang) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for r in rulings:
        adj = r["adjusted_score"] or {}
        row = {
            "event_id": r["event_id"],
            "number": r["number"],
            "round": r["round"],
            "table": r["table"],
            "board": r["board"],
            "called_at": r["called_at"],
            "called_by": r["called_by"],
            "topic": r["topic"],
            "topic_title": r["topic_title"],
            "title": r["title"],
            "ruling_node": r["ruling"]["node"],
            "chain": " > ".join(f"{c['topic']}:{c['node']}" for c in r["ruling"]["chain"]),
            "rectification": r["ruling"]["outcome"].get("rectification"),
            "outcome": json.dumps(r["ruling"]["outcome"], ensure_ascii=False, sort_keys=True)
            if r["ruling"]["outcome"]
            else "",
            "laws": " ".join(r["ruling"]["laws"]),
            "persons": "; ".join(person_line(p, lang) for p in r["persons"]),
            "facts_agreed": r["facts_agreed"],
            "facts_disputed": r["facts_disputed"],
            "director_finding": r["director_finding"],
            "notes": r["notes"],
            "adjusted_score_kind": adj.get("kind"),
            "adjusted_score_ns": adj.get("ns"),
            "adjusted_score_ew": adj.get("ew"),
            "appeal_status": r["appeal_status"],
            "appeal_note": r["appeal_note"],
            "open_followups": r["open_followups"],
            "followups": "; ".join(f"{f['kind']}={f['status']}" for f in r["followups"]),
            "version": r["version"],
            "created_at": r["created_at"],
            "created_by": r["created_by"],
            "updated_at": r["updated_at"],
            "updated_by": r["updated_by"],
            "uid": r["uid"],
        }
        writer.writerow([_cell("" if row[c] is None else row[c]) for c in CSV_COLUMNS])
    return out.getvalue()


def json_text(event: dict[str, Any], rulings: list[dict[str, Any]]) -> str:
    return json.dumps({"event": event, "rulings": rulings}, ensure_ascii=False, indent=2)
