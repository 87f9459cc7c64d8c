"""The guide's results as plain JSON-ready data, in one language.

The command line's ``--json`` and the web API share this, so a script sees the same
shape wherever it asks. The shape is documented in ``docs/json.md``.
"""

from __future__ import annotations

from typing import Any

from arbiter.guide.interview import Asked, Decided, Result
from arbiter.guide.model import FollowUp, Options, Question, Ruling
from arbiter.guide.summary import topic_summary
from arbiter.i18n import Lang, Text


def _t(text: Text | None, lang: Lang) -> str | None:
    return None if text is None else text.get_lang(lang)


def law_refs(refs: tuple[str, ...] | list[str], lang: Lang) -> list[dict[str, Any]]:
    from arbiter.laws.catalogue import catalogue
    from arbiter.laws.refs import LawRef

    cat = catalogue()
    out = []
    for ref in refs:
        parsed = LawRef.parse(ref)
        out.append(
            {"ref": ref, "law": parsed.law, "title": cat.get(parsed.law).title.get_lang(lang)}
        )
    return out


def options(opts: Options | None, lang: Lang) -> dict[str, Any] | None:
    if opts is None:
        return None
    return {
        "chooser": opts.chooser,
        "intro": _t(opts.intro, lang),
        "choices": [
            {
                "id": o.id,
                "text": _t(o.text, lang),
                "consequences": _t(o.consequences, lang),
                "laws": list(o.laws),
                "outcome": o.outcome,
            }
            for o in opts.choices
        ],
    }


def _followup(f: FollowUp, lang: Lang) -> dict[str, Any]:
    return {"kind": f.kind, "text": _t(f.text, lang), "laws": list(f.laws)}


def path(result: Result, lang: Lang) -> list[dict[str, Any]]:
    out = []
    for step in result.path:
        node = result.topic.nodes[step.node]
        assert isinstance(node, Question)
        answer = node.answer(step.answer)
        out.append(
            {
                "node": step.node,
                "question": _t(node.text, lang),
                "answer": step.answer,
                "answer_text": _t(answer.text if answer else None, lang),
                "source": step.source,
            }
        )
    return out


def question(q: Question, lang: Lang) -> dict[str, Any]:
    return {
        "node": q.id,
        "question": _t(q.text, lang),
        "law": q.law,
        "help": _t(q.help, lang),
        "options": options(q.options, lang),
        "answers": [{"id": a.id, "text": _t(a.text, lang)} for a in q.answers],
    }


def result(res: Result, lang: Lang, profile_name: str | None = None) -> dict[str, Any]:
    base: dict[str, Any] = {
        "lang": lang,
        "topic": topic_summary(res.topic.entry(), lang),
        "facts": dict(res.facts),
        "path": path(res, lang),
        "unused_answers": list(res.unused),
    }
    if isinstance(res, Asked):
        return {"status": "question", **base, **question(res.question, lang)}
    assert isinstance(res, Decided)
    r = res.ruling
    return {
        "status": "ruling",
        **base,
        "node": r.id,
        "ruling": _t(r.text, lang),
        "outcome": r.outcome,
        "laws": law_refs(r.laws, lang),
        "options": options(r.options, lang),
        "tell": [_t(t, lang) for t in r.tell],
        "leave": _t(r.leave, lang),
        "director_stays": r.director_stays,
        "afterwards": [_followup(f, lang) for f in r.afterwards],
        "see": r.see,
        "regulation": regulation(r, lang, profile_name),
    }


def regulation(ruling: Ruling, lang: Lang, profile_name: str | None) -> list[dict[str, Any]]:
    """The regulated values a ruling depends on, from the chosen profile (NBB default),
    with their source and whether a club or organiser may set its own.

    They follow from the laws the ruling and its follow-ups cite (79C: the correction
    period, 12C2: the artificial scores, ...) plus any the content names explicitly.
    """
    refs = [*ruling.laws, *(ref for f in ruling.afterwards for ref in f.laws)]
    if not ruling.regulation and not any(
        r.startswith(("12C2", "16B2", "79C", "92B")) for r in refs
    ):
        return []  # the common case: no need to load the profiles
    from arbiter.laws.profiles import KEY_INFO, keys_for_laws, profile

    keys = list(dict.fromkeys([*ruling.regulation, *keys_for_laws(refs)]))

    chosen = profile(profile_name)
    out = []
    for key in keys:
        label, organiser = KEY_INFO[key]
        out.append(
            {
                "key": key,
                "label": label.get_lang(lang),
                "value": chosen.get(key),
                "source": chosen.source(key),
                "profile": chosen.name,
                "organiser_may_change": organiser,
            }
        )
    return out
