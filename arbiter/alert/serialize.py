"""The Alerteerwijzer's answers and the regulation as JSON, in one language.

One shape for every shell: ``arbiter alert --json`` prints it, the API returns it and the
web pages render it (docs/alert.md describes it). A wrong alert leads on to the guide:
``handoffs`` name the topic and the table data to carry, and each shell turns that into
its own link or command.
"""

from __future__ import annotations

from typing import Any

from arbiter.alert.engine import Asked, Result
from arbiter.alert.model import Regulation, Rule
from arbiter.i18n import Lang, Text

__all__ = ["DECISION_TEXT", "handoffs", "regulation_json", "result_json"]

DECISION_TEXT: dict[str, Text] = {
    "alert": Text.of("Alerteren", "Alert"),
    "no_alert": Text.of("Niet alerteren", "Do not alert"),
    "announce": Text.of("Aankondigen", "Announce"),
}

_HANDOFFS: tuple[tuple[str, Text, Text, dict[str, dict[str, str]]], ...] = (
    (
        "misinformation",
        Text.of("Verkeerde uitleg", "Misinformation"),
        Text.of(
            "Ontbrak de alert, of werd er gealerteerd waar het niet hoorde? Dan kreeg de "
            "tegenpartij verkeerde informatie (art. 20, 21, 40B4, 75).",
            "Was the alert missing, or was there an alert where none belonged? Then the "
            "opponents were misinformed (Laws 20, 21, 40B4, 75).",
        ),
        {"alert": {"what": "alert"}},
    ),
    (
        "unauthorized-information",
        Text.of("Ongeoorloofde informatie", "Unauthorized information"),
        Text.of(
            "Kan de partner van de bieder iets hebben gehad aan de (ontbrekende) alert? Dat "
            "is ongeoorloofde informatie (art. 16B1, 73C).",
            "Could the caller's partner have learned something from the (missing) alert? "
            "That is unauthorized information (Laws 16B1, 73C).",
        ),
        {"alert": {"source": "partner"}, "no_alert": {"source": "partner"},
         "announce": {"source": "partner"}},
    ),
)  # fmt: skip


def handoffs(result: Result, lang: Lang) -> list[dict[str, Any]]:
    """Where a wrong alert leads in the guide, with the table data to carry there."""
    if isinstance(result, Asked):
        return []
    sit = result.situation
    facts = {"auction": sit.auction.format(lang), "call": sit.call.format(lang)}
    if sit.dealer_given:
        facts = {"dealer": sit.auction.dealer.abbr(lang), **facts}
    if not facts["auction"]:
        del facts["auction"]
    return [
        {"topic": topic, "title": title.get_lang(lang), "why": why.get_lang(lang),
         "facts": facts, "answers": answers.get(result.rule.decision, {})}
        for topic, title, why, answers in _HANDOFFS
    ]  # fmt: skip


def _source(reg: Regulation, source_id: str) -> dict[str, str]:
    s = reg.sources[source_id]
    return {"id": s.id, "title": s.title, "url": s.url}


def _rule(reg: Regulation, rule: Rule, lang: Lang) -> dict[str, Any]:
    return {
        "id": rule.id,
        "group": rule.group,
        "decision": rule.decision,
        "decision_text": DECISION_TEXT[rule.decision].get_lang(lang),
        "title": rule.title.get_lang(lang),
        "text": rule.text.get_lang(lang),
        "announce": rule.announce.get_lang(lang) if rule.announce else None,
        "article": rule.article,
        "source": _source(reg, rule.source),
        "also": [_source(reg, s) for s in rule.also],
        "verified": rule.verified,
        "note": rule.note.get_lang(lang) if rule.note else None,
    }


def _version(reg: Regulation, lang: Lang) -> dict[str, Any]:
    v = reg.version
    return {
        "id": reg.id,
        "profile": reg.profile,
        "title": reg.title.get_lang(lang),
        "version": v.name.get_lang(lang),
        "effective": v.effective,
        "confirmed": v.confirmed,
        "status": v.status.get_lang(lang),
        "announcements": reg.announcements,
    }


def result_json(result: Result, lang: Lang) -> dict[str, Any]:
    """The next question or the answer, with everything each shell shows."""
    reg, sit = result.regulation, result.situation
    out: dict[str, Any] = {
        "status": "question" if isinstance(result, Asked) else "decision",
        "regulation": _version(reg, lang),
        "input": {
            "dealer": sit.auction.dealer.abbr(lang) if sit.dealer_given else None,
            "auction": sit.auction.format(lang),
            "call": sit.call.format(lang),
            "caller": sit.caller.abbr(lang) if sit.dealer_given else None,
        },
        "auction_facts": sit.describe(lang),
        "features": dict(sit.features),
        "answers": [
            {
                "fact": s.fact.id,
                "question": s.fact.question.get_lang(lang),
                "answer": s.answer.id,
                "text": s.answer.text.get_lang(lang),
            }
            for s in result.steps
        ],
        "unused": list(result.unused),
    }
    if isinstance(result, Asked):
        fact = result.fact
        out["question"] = {
            "id": fact.id,
            "text": fact.question.get_lang(lang),
            "help": fact.help.get_lang(lang) if fact.help else None,
            "answers": [{"id": a.id, "text": a.text.get_lang(lang)} for a in fact.answers],
        }
        return out
    rule = result.rule
    caveats = [reg.version.status.get_lang(lang)]
    if rule.note and not rule.verified:
        caveats.append(rule.note.get_lang(lang))
    out.update(
        decision=rule.decision,
        decision_text=DECISION_TEXT[rule.decision].get_lang(lang),
        announce=rule.announce.get_lang(lang) if rule.announce else None,
        rule=_rule(reg, rule, lang),
        caveats=caveats,
        handoffs=handoffs(result, lang),
    )
    return out


def regulation_json(reg: Regulation, lang: Lang) -> dict[str, Any]:
    """The whole regulation in our own words: version, sections, rules, examples, sources."""
    return {
        **_version(reg, lang),
        "established": reg.version.established.get_lang(lang),
        "sections": [
            {"id": s.id, "title": s.title.get_lang(lang), "text": s.text.get_lang(lang),
             "article": s.article, "source": _source(reg, s.source),
             "also": [_source(reg, a) for a in s.also], "laws": list(s.laws)}
            for s in reg.sections
        ],
        "questions": [
            {"id": f.id, "text": f.question.get_lang(lang),
             "help": f.help.get_lang(lang) if f.help else None,
             "answers": [{"id": a.id, "text": a.text.get_lang(lang)} for a in f.answers]}
            for f in reg.facts.values()
        ],
        "rules": [_rule(reg, r, lang) for r in reg.rules],
        "examples": [
            {"id": e.id, "dealer": e.dealer, "auction": e.auction, "call": e.call,
             "answers": dict(e.answers), "expect": e.expect, "rule": e.rule,
             "text": e.text.get_lang(lang), "source": _source(reg, e.source)}
            for e in reg.examples
        ],
        "unverified": [u.get_lang(lang) for u in reg.unverified],
        "sources": [_source(reg, s) for s in reg.sources],
    }  # fmt: skip
