"""What each page shows, as plain data: the guide's JSON shape plus the links around it.

The guide pages start from :func:`arbiter.guide.serialize.result` (the shape the CLI's
``--json`` and the API give), so a page, ``arbiter decide`` and the API cannot disagree;
this module adds URLs, the trail with "what if the other answer?", law summaries and the
table data. No web framework is imported here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from arbiter.guide.facts import FACTS, INPUTS, SHORTHANDS
from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling, Topic
from arbiter.guide.story import Story
from arbiter.i18n import InputError, Lang
from arbiter.laws.catalogue import catalogue
from arbiter.laws.refs import LawRef


class NotFound(InputError):
    """Something named in the URL does not exist: a 404, listing what does."""


def get_topic(topic_id: str) -> Topic:
    try:
        return library().topic(topic_id)
    except InputError as error:
        raise NotFound(error.text["nl"], error.text["en"], error.accepted) from None


def get_law(number: str) -> int:
    cat = catalogue()
    if not number.isdigit() or int(number) not in cat.laws:
        raise NotFound(
            f"Artikel '{number[:20]}' bestaat niet.",
            f"Law '{number[:20]}' does not exist.",
            accepted=(f"{min(cat.laws)}-{max(cat.laws)}",),
        )
    return int(number)


# -- laws ---------------------------------------------------------------------------------


def _ref_law(ref: str) -> int | None:
    try:
        return LawRef.parse(ref).law
    except (InputError, ValueError):
        return None


@cache
def topics_citing() -> dict[int, tuple[str, ...]]:
    """Law number → ids of the topics that file under, deal with or cite it (law order)."""
    found: dict[int, list[str]] = {}
    for topic in library().topics.values():
        refs = [topic.law, *topic.laws]
        for node in topic.nodes.values():
            options = node.options.choices if node.options else ()
            refs += [law for o in options for law in o.laws]
            if isinstance(node, Question):
                refs += [node.law] if node.law else []
            elif isinstance(node, Ruling):
                refs += list(node.laws)
                refs += [law for f in node.afterwards for law in f.laws]
        for number in {n for n in map(_ref_law, refs) if n is not None}:
            found.setdefault(number, []).append(topic.id)
    return {n: tuple(ids) for n, ids in found.items()}


@cache
def topics_about() -> dict[int, tuple[str, ...]]:
    """Law number → ids of the topics filed under it or dealing with it (not mere citations)."""
    found: dict[int, list[str]] = {}
    for topic in library().topics.values():
        for number in {n for n in map(_ref_law, [topic.law, *topic.laws]) if n is not None}:
            found.setdefault(number, []).append(topic.id)
    return {n: tuple(ids) for n, ids in found.items()}


def official_wording(ref: str, lang: Lang) -> dict[str, Any] | None:
    """The official wording of a reference from the user's imported law text, or None
    (nothing imported, or the text lacks that law): see :mod:`arbiter.laws.official`."""
    from arbiter.laws import official

    try:
        found = official.wording(ref, lang)
    except InputError:
        return None
    return found.to_json() if found else None


def law_item(ref: str, lang: Lang) -> dict[str, Any]:
    """A cited law: the reference, its law's title and summary, its page, and the
    official wording when the user imported the law text."""
    number = _ref_law(ref)
    if number is None or number not in catalogue().laws:
        return {"ref": ref, "law": None, "title": "", "summary": "", "url": None,
                "official": None}  # fmt: skip
    law = catalogue().get(number)
    return {
        "ref": ref,
        "law": number,
        "title": law.title.get_lang(lang),
        "summary": law.summary.get_lang(lang),
        "url": f"/{lang}/laws/{number}",
        "official": official_wording(ref, lang),
    }


def protocol_links(lang: Lang, path_laws: list[str], ruling_laws: list[str],
                   sections: list[str]) -> dict[str, list[dict[str, Any]]]:  # fmt: skip
    """Section of the screen → links to the table-protocol steps it carries out."""
    from arbiter.tips import protocol
    from arbiter.tips.links import steps_for

    found = steps_for(protocol(), path_laws, ruling_laws, sections)
    return {
        section: [{"number": s.number, "title": s.title.get_lang(lang),
                   "url": f"/{lang}/aap#s-{s.id}"} for s in steps]
        for section, steps in found.items()
    }  # fmt: skip


def laws_view(lang: Lang) -> list[dict[str, Any]]:
    """Every law with the topics about it (``main``) and all topics citing it (``topics``)."""
    citing, about = topics_citing(), topics_about()
    topics = library().topics

    def items(ids: tuple[str, ...]) -> list[dict[str, str]]:
        return [{"id": t, "title": topics[t].title.get_lang(lang), "law": topics[t].law,
                 "url": f"/{lang}/t/{t}"} for t in ids]  # fmt: skip

    return [
        {
            "number": law.number,
            "title": law.title.get_lang(lang),
            "summary": law.summary.get_lang(lang),
            "main": items(about.get(law.number, ())),
            "topics": items(citing.get(law.number, ())),
        }
        for law in catalogue()
    ]


#: The catalogue in parts, so no page grows past what a phone loads quickly.
LAW_PARTS: tuple[tuple[int, int, dict[str, str]], ...] = (
    (1, 16, {"nl": "Voorbereiding en algemene regels", "en": "Preparation and general laws"}),
    (17, 39, {"nl": "Het bieden", "en": "The auction"}),
    (40, 59, {"nl": "Het spelen", "en": "The play"}),
    (60, 71, {"nl": "Verzaking, slagen en claims", "en": "Revokes, tricks and claims"}),
    (72, 93, {"nl": "Gedrag, score, wedstrijdleiding en protest",
              "en": "Proprieties, scoring, the director and appeals"}),
)  # fmt: skip


def law_parts(lang: Lang) -> list[dict[str, Any]]:
    laws = laws_view(lang)
    return [
        {
            "first": first,
            "last": last,
            "title": title[lang],
            "url": f"/{lang}/laws/{first}-{last}",
            "laws": [law for law in laws if first <= law["number"] <= last],
        }
        for first, last, title in LAW_PARTS
    ]


def get_part(text: str) -> tuple[int, int]:
    for first, last, _title in LAW_PARTS:
        if text == f"{first}-{last}":
            return first, last
    raise NotFound(
        f"Deel '{text[:20]}' bestaat niet.",
        f"Part '{text[:20]}' does not exist.",
        accepted=tuple(f"{first}-{last}" for first, last, _ in LAW_PARTS),
    )


# -- home ---------------------------------------------------------------------------------


def topic_item(topic: Topic, lang: Lang) -> dict[str, Any]:
    return {
        "id": topic.id,
        "law": topic.law,
        "phase": topic.phase,
        "title": topic.title.get_lang(lang),
        "summary": topic.summary.get_lang(lang),
        "url": f"/{lang}/t/{topic.id}",
    }


# -- the guide ----------------------------------------------------------------------------


def first_sentence(text: str, limit: int = 160) -> str:
    for mark in (". ", "; ", ": "):
        cut = text.find(mark)
        if 0 < cut < limit:
            return text[: cut + 1]
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def topic_inputs(topic: Topic) -> list[str]:
    """The table-data inputs that can answer one of this topic's questions (INPUTS order)."""
    needed: set[str] = set()
    for node in topic.nodes.values():
        if isinstance(node, Question) and node.fact and node.fact in FACTS:
            needed.update(FACTS[node.fact].inputs)
    # what the topic declares (a fact may also read an input it does not require, as
    # penalty_status reads the card and how it was exposed)
    needed.update(name for name in topic.inputs if name in INPUTS)
    for name in topic.inputs:
        needed.update(SHORTHANDS.get(name, ()))
    # information-only facts that need nothing more than what the topic asks for
    for fact in FACTS.values():
        if not fact.values and needed and set(fact.inputs) <= needed:
            needed.update(fact.inputs)
    for shorthand, stands_for in SHORTHANDS.items():
        if needed & set(stands_for):
            needed.add(shorthand)
    return [name for name in INPUTS if name in needed]


def home_url(lang: Lang, state: Story) -> str:
    """The topic list, with the board the walk is for (another topic, the same board)."""
    context = state.board_query()
    return f"/{lang}/" + (f"?{context}" if context else "")


def story_inputs(first: Topic, now: Topic) -> list[str]:
    """The facts screen of a story: the first topic's inputs, and those of the topic the
    story is in now (after a handoff to the lead restrictions: declarer's seat)."""
    names = set(topic_inputs(first)) | set(topic_inputs(now))
    return [name for name in INPUTS if name in names]


def short_text(text: str, limit: int = 90) -> str:
    """At most ``limit`` characters, cut between words (never inside one), with "…"."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit].rstrip(" ,;:") + "…"
