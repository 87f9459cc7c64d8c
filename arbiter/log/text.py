"""The log as plain text for the command line (``arbiter log list | show | events``)."""

from __future__ import annotations

from typing import Any

from arbiter.i18n import Lang
from arbiter.log.hands import ranks
from arbiter.log.labels import words
from arbiter.log.report import clock, path_lines, person_line


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]
    lines = ["  ".join(str(x).ljust(w) for x, w in zip(header, widths, strict=True)).rstrip()]
    lines += [
        "  ".join(str(x).ljust(w) for x, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    return "\n".join(lines)


def events(items: list[dict[str, Any]], lang: Lang) -> str:
    t = words(lang)
    if not items:
        return t("no_events")
    return _table(
        ["id", t("date"), t("name"), t("session"), t("kind"), t("rulings")],
        [
            [
                str(e["id"]),
                e["date"],
                e["name"],
                e["session"] or "",
                t(f"kind_{e['kind']}"),
                str(e["rulings"]),
            ]
            for e in items
        ],
    )


def rulings(items: list[dict[str, Any]], lang: Lang) -> str:
    t = words(lang)
    if not items:
        return t("no_rulings")
    return _table(
        [
            "id",
            t("number"),
            t("round"),
            t("table"),
            t("board"),
            t("called_at"),
            t("topic"),
            t("followups"),
            t("appeal_status"),
        ],
        [
            [
                str(r["id"]),
                str(r["number"]),
                str(r["round"] or ""),
                str(r["table"] or ""),
                str(r["board"]),
                clock(r["called_at"])[-5:],
                (r["topic_title"] or r["title"] or ""),
                f"{r['open_followups']} {t('status_open')}" if r["open_followups"] else "",
                "" if r["appeal_status"] == "none" else t(f"appeal_{r['appeal_status']}"),
            ]
            for r in items
        ],
    )


def ruling(r: dict[str, Any], lang: Lang) -> str:
    t = words(lang)
    lines = [
        f"{t('ruling')} {r['number']} (id {r['id']}, {t('version')} {r['version']})"
        + (f" · {r['event']['name']}" if r.get("event") else ""),
        f"  {t('round')} {r['round'] or '-'} · {t('table')} {r['table'] or '-'} · "
        f"{t('board')} {r['board']} · {t('called_at')} {clock(r['called_at']) or '-'}"
        + (f" · {t('called_by')} {t('seat_' + r['called_by'])}" if r["called_by"] else ""),
        f"  {t('topic')}: {r['topic_title'] or r['title'] or '-'}",
    ]
    lines += [f"  {t('person_add')}: {person_line(p, lang)}" for p in r["persons"]]
    lines += [f"    {q} → {a}" for q, a in path_lines(r, lang)]
    if r["ruling"]["text"]:
        lines.append(f"  {t('ruling_text')}: {r['ruling']['text']}")
        lines.append(f"  {t('laws')}: {', '.join(r['ruling']['laws'])}")
    for key in ("facts_agreed", "facts_disputed", "director_finding", "notes"):
        if r[key]:
            lines.append(f"  {t(key)}: {r[key]}")
    if r["adjusted_score"]:
        adj = r["adjusted_score"]
        lines.append(
            f"  {t('adjusted_score')}: {t('adj_' + adj['kind'])} "
            f"NS {adj.get('ns') or '-'} / EW {adj.get('ew') or '-'}"
        )
    if r["appeal_status"] != "none":
        lines.append(f"  {t('appeal_status')}: {t('appeal_' + r['appeal_status'])}")
    for f in r["followups"]:
        lines.append(
            f"  [{t('status_' + f['status'])}] #{f['id']} {t('fu_' + f['kind'])}: "
            f"{f['text']}" + (f" ({f['resolution']})" if f["resolution"] else "")
        )
    for h in r.get("history", []):
        fields = ", ".join(h["changes"]) if h["action"] != "create" else ""
        lines.append(
            f"  v{h['version']} {clock(h['changed_at'])} UTC {h['changed_by']}: "
            f"{t('action_' + h['action'])}" + (f" ({fields})" if fields else "")
        )
    return "\n".join(lines)


# -- hand records ------------------------------------------------------------------------------


def _par(analysis: dict[str, Any], lang: Lang) -> str:
    """``+420 voor NZ (4♠= door N/Z)``."""
    par = analysis["par"]
    score = words(lang)("par_score", score=f"{par['score']:+d}" if par["score"] else "0")
    contracts = par["contracts_nl"] if lang == "nl" else par["contracts"]
    return f"{score} ({', '.join(contracts)})" if contracts else score


def hands(data: dict[str, Any], lang: Lang) -> str:
    """An event's boards: dealer, vulnerability and par, and how far the analysis is."""
    t = words(lang)
    if not data["boards"]:
        return t("hands_none")
    p = data["progress"]
    rows = []
    for b in data["boards"]:
        a = b["analysis"]
        rows.append(
            [
                str(b["board"]),
                t(f"seat_{b['dealer']}"),
                t(f"vul_{b['vulnerability']}"),
                _par(a, lang) if a["status"] == "done" else a["status"],
            ]
        )
    head = t("hands_count", count=p["total"], source=data["source"] or "PBN")
    table = _table([t("board"), t("dealer"), t("vulnerable"), t("par")], rows)
    return f"{head}\n{table}"


def hand(h: dict[str, Any], lang: Lang) -> str:
    """One board: the four hands around the table, dealer and vulnerability, the
    double-dummy table and par when the analysis is done."""
    t = words(lang)
    symbols = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

    def lines(seat: str) -> list[str]:
        return [t(f"seat_{seat}")] + [
            f"{symbols[s]} {ranks(h['hands'][seat][s], lang)}" for s in "SHDC"
        ]

    width = 22
    out = [" " * width + line for line in lines("N")]
    west, east = lines("W"), lines("E")
    centre = [
        "",
        f"{t('board')} {h['board']}",
        f"{t('dealer')}: {t('seat_' + h['dealer'])}",
        f"{t('vulnerable')}: {t('vul_' + h['vulnerability'])}",
        "",
    ]
    out += [w.ljust(width) + c.ljust(width) + e for w, c, e in zip(west, centre, east, strict=True)]
    out += [" " * width + line for line in lines("S")]
    a = h["analysis"]
    if a["status"] == "done":
        nt = "SA" if lang == "nl" else "NT"
        rows = [
            [t(f"seat_{seat}")] + [str(a["tricks"][seat][d]) for d in ("NT", "S", "H", "D", "C")]
            for seat in ("N", "S", "E", "W")
        ]
        out += ["", _table([t("dd"), nt, "♠", "♥", "♦", "♣"], rows)]
        out += [f"{t('par')}: {_par(a, lang)}"]
        out += [t("dd_help")]
    elif a["status"] == "failed":
        out += ["", t("dd_failed")]
    else:
        p = h["progress"]
        out += ["", t("dd_progress", done=p["done"], total=p["total"]).split(". ")[0] + "."]
    return "\n".join(out)
