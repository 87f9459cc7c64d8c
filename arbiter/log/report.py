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

from arbiter.guide import outcome_words
from arbiter.guide.story import Story
from arbiter.i18n import Lang
from arbiter.log import story_words
from arbiter.log.config import time_zone_name
from arbiter.log.labels import words
from arbiter.log.report_board import Grid, figures
from arbiter.log.times import clock, local_iso, stamp

__all__ = [
    "Report", "Section", "adjusted_text", "build", "clock", "csv_text", "fact_lines",
    "history_changes", "json_text", "path_lines", "pdf", "person_line", "stamp",
]  # fmt: skip


@dataclass
class Section:
    """A heading with its paragraphs, then its figures (the board's diagram, auction and
    play: :mod:`arbiter.log.report_board`), then its (label, value) rows."""

    heading: str
    rows: list[tuple[str, str]] = field(default_factory=list)
    paragraphs: list[str] = field(default_factory=list)
    figures: list[Grid] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.rows or self.paragraphs or self.figures)


@dataclass
class Report:
    title: str
    subtitle: str
    sections: list[Section]
    footer: str


def path_lines(r: dict[str, Any], lang: Lang) -> list[tuple[str, str]]:
    """(question, answer) in the director's words: see :mod:`arbiter.log.story_words`."""
    return story_words.path_lines(Story.from_record(r), lang)


def fact_lines(r: dict[str, Any], lang: Lang) -> list[tuple[str, str]]:
    """(label, value) of the table data in words: see :mod:`arbiter.log.story_words`."""
    return story_words.fact_lines(Story.from_record(r), lang)


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


def build(
    r: dict[str, Any],
    lang: Lang,
    now: dt.datetime | None = None,
    hand: dict[str, Any] | None = None,
) -> Report:
    """The report for ruling ``r`` (a ``LogService.ruling`` record, with ``event``);
    ``hand``: the event's hand record of the ruling's board (``HandService.hand``), if
    any, drawn as the federations' forms draw the deal."""
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
    board = Section(t("board_of_ruling"), figures=figures(r, hand, lang))
    if board:
        sections.append(board)
    guide = Section(t("guide"), [(t("topic"), r["topic_title"] or r["title"] or "")])
    if r["title"] and r["topic_title"]:
        guide.rows.append((t("title"), r["title"]))
    guide.rows += [(q, a) for q, a in path_lines(r, lang)]
    guide.rows += [(f"{t('facts')}: {label}", value) for label, value in fact_lines(r, lang)]
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
    decision.rows += [
        (line.label, line.text) for line in outcome_words.describe(r["ruling"]["outcome"], lang)
    ]
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
            status += f" ({f['resolved_by']}, {stamp(f['resolved_at'])})"
        text = f"{f['text']} [{status}]" + (f" {f['resolution']}" if f["resolution"] else "")
        after.rows.append((t(f"fu_{f['kind']}"), text))
    adj = r["adjusted_score"]
    after.rows.append((t("adjusted_score"), adjusted_text(adj, lang) or t("none")))
    after.rows.append((t("appeal_status"), t(f"appeal_{r['appeal_status']}")))
    if r["appeal_note"]:
        after.rows.append((t("appeal_note"), r["appeal_note"]))
    sections.append(after)
    history = Section(t("history"))
    for h in r.get("history", []):
        action = t("action_" + h["action"])
        changed = (
            [f"{c['field']}: {c['old']} → {c['new']}" for c in history_changes(h, r, lang)]
            if h["action"] != "create"
            else []
        )
        history.rows.append(
            (
                f"{t('version')} {h['version']}",
                "\n".join([f"{stamp(h['changed_at'])}, {h['changed_by']}: {action}", *changed]),
            )
        )
    sections.append(history)
    printed = stamp(now or dt.datetime.now(dt.UTC))
    return Report(
        title=f"{t('report')}: {t('ruling').lower()} {r['number']}, {t('board').lower()} "
        f"{r['board']}",
        subtitle=f"{e['club']} · {clock(e['date'] + 'T00:00')[:10]}"
        + (f" · {e['session']}" if e["session"] else ""),
        sections=sections,
        footer=f"arbiter · {t('printed')} {printed} · {t('version')} {r['version']} · "
        f"{t('times_in')} {time_zone_name()}",
    )


def adjusted_text(adj: dict[str, Any] | None, lang: Lang) -> str:
    """An adjusted score in words (empty when there is none)."""
    if not adj:
        return ""
    t = words(lang)
    parts = [t(f"adj_{adj['kind']}")] if adj.get("kind") else []
    parts += [f"NZ {adj['ns']}" if lang == "nl" else f"NS {adj['ns']}"] if adj.get("ns") else []
    parts += [f"OW {adj['ew']}" if lang == "nl" else f"EW {adj['ew']}"] if adj.get("ew") else []
    text = ", ".join(parts)
    return text + (f". {adj['note']}" if adj.get("note") else "")


#: History keys not shown: derived from the topic and answers, which are shown in words.
_HIDDEN_CHANGES = ("ruling_node", "laws")


def history_changes(h: dict[str, Any], r: dict[str, Any], lang: Lang) -> list[dict[str, str]]:
    """One history row's changes in words: the field's name, its old and new value as the
    page shows them (questions and answers, outcome, persons, follow-ups), never as ids."""
    t = words(lang)
    changes = h.get("changes") or {}
    topics = changes.get("topic") or {}
    out = []
    for key, change in changes.items():
        if key in _HIDDEN_CHANGES:
            continue
        name = t("followups") if key.startswith("followup:") else t(key)
        old_topic = topics.get("old", r.get("topic")) if topics else r.get("topic")
        new_topic = topics.get("new", r.get("topic")) if topics else r.get("topic")
        out.append(
            {
                "field": name,
                "old": _change_text(key, change.get("old"), old_topic, lang),
                "new": _change_text(key, change.get("new"), new_topic, lang),
            }
        )
    return out


def _change_text(key: str, value: Any, topic: str | None, lang: Lang) -> str:
    """A stored value (as the history keeps it) in words."""
    t = words(lang)
    if value is None or value == "" or value == [] or value == {}:
        return "–"
    if key.startswith("followup:") and isinstance(value, dict):
        text = f"{t('fu_' + str(value.get('kind')))}: {value.get('text') or ''}"
        text += f" [{t('status_' + str(value.get('status')))}]" if value.get("status") else ""
        return text + (f" {value['resolution']}" if value.get("resolution") else "")
    if key == "answers" and isinstance(value, dict):
        story = Story(topic, tuple(value.items())) if topic else None
        return "; ".join(f"{q} {a}" for q, a in story_words.path_lines(story, lang))
    if key == "facts" and isinstance(value, dict):
        story = Story(topic or "", (), tuple(value.items()))
        return "; ".join(f"{label}: {v}" for label, v in story_words.fact_lines(story, lang))
    if key == "outcome" and isinstance(value, dict):
        return outcome_words.text(value, lang)
    if key == "topic":
        return story_words.topic_title(str(value), lang) or str(value)
    if key == "persons" and isinstance(value, list):
        return "; ".join(person_line(p, lang) for p in value if isinstance(p, dict)) or "–"
    if key == "adjusted_score" and isinstance(value, dict):
        return adjusted_text(value, lang)
    if key == "called_by":
        return t(f"seat_{value}")
    if key == "appeal_status":
        return t(f"appeal_{value}")
    if key in ("called_at", "results_published_at"):
        return clock(str(value))
    if isinstance(value, bool):
        return t("yes") if value else t("no")
    if isinstance(value, list | dict):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def pdf(
    r: dict[str, Any],
    lang: Lang,
    now: dt.datetime | None = None,
    hand: dict[str, Any] | None = None,
) -> bytes:
    """The report as PDF (A4), laid out like the print view: see :mod:`arbiter.log.pdf`."""
    from arbiter.log.pdf import render

    return render(build(r, lang, now, hand), words(lang)("signature"), lang, now)


# -- exports -----------------------------------------------------------------------------

CSV_COLUMNS = (
    "event_id", "number", "round", "table", "board", "called_at", "called_by", "topic",
    "topic_title", "title", "ruling_node", "chain", "chain_words", "rectification",
    "rectification_words", "outcome", "outcome_words", "laws", "persons",
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
        outcome = r["ruling"]["outcome"] or {}
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
            "chain_words": " > ".join(c.get("title") or c["topic"] for c in r["ruling"]["chain"]),
            "rectification": outcome.get("rectification"),
            "rectification_words": outcome_words.value_text(
                "rectification", outcome["rectification"], lang
            )
            if outcome.get("rectification")
            else "",
            "outcome": json.dumps(outcome, ensure_ascii=False, sort_keys=True) if outcome else "",
            "outcome_words": outcome_words.text(outcome, lang),
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
            "created_at": local_iso(r["created_at"]),
            "created_by": r["created_by"],
            "updated_at": local_iso(r["updated_at"]),
            "updated_by": r["updated_by"],
            "uid": r["uid"],
        }
        writer.writerow([_cell("" if row[c] is None else row[c]) for c in CSV_COLUMNS])
    return out.getvalue()


def json_text(event: dict[str, Any], rulings: list[dict[str, Any]]) -> str:
    return json.dumps({"event": event, "rulings": rulings}, ensure_ascii=False, indent=2)
