"""Items and graded answers as plain data in one language: the JSON of ``arbiter train
--json``, of the API, and of the bundle the training page works from offline."""

from __future__ import annotations

from typing import Any

from arbiter.i18n import Lang
from arbiter.train import Graded, catalogue
from arbiter.train.model import Item

VERDICT = {
    "nl": {True: "Goed", False: "Fout"},
    "en": {True: "Right", False: "Wrong"},
}


def item_json(it: Item, lang: Lang, key: bool = True) -> dict[str, Any]:
    """One item; ``key=False`` leaves out the answer, the explanation and why each choice
    is wrong (a question as asked)."""
    out: dict[str, Any] = {
        "id": it.id,
        "kind": it.kind,
        "topic": it.topic,
        "set": it.set,
        "origin": it.origin,
        "title": it.title.get_lang(lang) if it.title else None,
        "situation": [{"question": s.question.get_lang(lang), "answer": s.answer.get_lang(lang)}
                      for s in it.situation],
        "prompt": it.prompt.get_lang(lang),
        "choices": [{"id": c.id, "text": c.text.get_lang(lang)} for c in it.choices],
        "source": it.source,
    }
    if key:
        out["key"] = it.key
        out["explanation"] = it.explanation.get_lang(lang)
        out["laws"] = list(it.laws)
        for c, raw in zip(out["choices"], it.choices, strict=True):
            c["why"] = raw.why.get_lang(lang) if raw.why else None
        if it.answers:
            out["path"] = {"topic": it.topic, "answers": dict(it.answers), "ruling": it.ruling}
    return out


def graded_json(g: Graded, lang: Lang) -> dict[str, Any]:
    return {
        "item": g.item.id,
        "topic": g.item.topic,
        "choice": g.choice,
        "correct": g.correct,
        "verdict": VERDICT[lang][g.correct],
        "key": g.item.key,
        "key_text": next(c.text.get_lang(lang) for c in g.item.choices if c.id == g.item.key),
        "why": next((c.why.get_lang(lang) for c in g.item.choices
                     if c.id == g.choice and c.why), None),
        "explanation": g.item.explanation.get_lang(lang),
        "laws": list(g.item.laws),
    }


def topics_json(lang: Lang) -> list[dict[str, Any]]:
    """The topics with items, in law order, with their counts."""
    from arbiter.guide.library import library

    cat = catalogue()
    lib = library()
    out = []
    for topic_id in cat.topics:
        topic = lib.topic(topic_id)
        its = cat.of_topic(topic_id)
        out.append({
            "id": topic_id, "law": topic.law, "phase": topic.phase,
            "title": topic.title.get_lang(lang), "items": len(its),
            "statements": sum(i.kind == "statement" for i in its),
            "cases": sum(i.kind == "case" for i in its),
        })  # fmt: skip
    return out


def bundle_json(lang: Lang) -> dict[str, Any]:
    """Everything the training page needs without a connection, in one language."""
    cat = catalogue()
    return {
        "lang": lang,
        "topics": topics_json(lang),
        "sets": {k: v.get_lang(lang) for k, v in cat.sets.items()},
        "items": [item_json(i, lang) for i in cat.items],
    }
