"""What each page shows, as plain data: the guide's JSON shape plus the links around it.

The guide pages start from :func:`arbiter.guide.serialize.result` (the shape the CLI's
``--json`` and the API give), so a page, ``arbiter decide`` and the API cannot disagree;
this module adds URLs, the trail with "what if the other answer?", law summaries and the
table data. No web framework is imported here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from arbiter.guide.facts import FACTS, INPUTS, SHORTHANDS, value_text
from arbiter.guide.interview import Asked, Decided, Step
from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling, Topic
from arbiter.guide.search import reachable
from arbiter.guide.serialize import result as serialize_result
from arbiter.i18n import InputError, Lang
from arbiter.laws.catalogue import catalogue
from arbiter.laws.refs import LawRef
from arbiter.web.forms import given_text, plain_label
from arbiter.web.guide_labels import count, words
from arbiter.web.labels import LABELS, PHASE_ORDER
from arbiter.web.ruling_tools import calc_links
from arbiter.web.state import State, topic_url
from arbiter.web.tap_rows import tap_answerable, tap_rows
from arbiter.web.walk_links import home_url


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


def hit_item(hit, lang: Lang) -> dict[str, Any]:
    """A search hit as a topic in a list: its link opens the topic past the questions the
    description answered, with the table data read from it."""
    topic = library().topics[hit.topic]
    item = topic_item(topic, lang)
    item["url"] = topic_url(lang, topic.id, State(hit.answers, hit.facts))
    item["why"] = hit.why
    item["answered"] = count(lang, "story_answered", len(hit.answers)) if hit.answers else ""
    item["read"] = " ".join(value for _name, value in hit.facts)
    return item


def search_view(q: str, lang: Lang) -> dict[str, Any]:
    """Topics for a query, best first; when nothing matches, the nearest topics (a search
    never ends on an empty page)."""
    from arbiter.guide.search import nearest, search
    from arbiter.guide.words import fold

    hits = search(q)
    laws = []
    folded = fold(q)
    digits = "".join(ch for ch in folded.split()[-1] if ch.isdigit()) if folded else ""
    if digits and int(digits) in catalogue().laws and len(folded) <= 12:
        laws.append(law_item(digits, lang))
    nearest_hits = [] if hits or laws else nearest(q)
    return {
        "topics": [hit_item(h, lang) for h in hits],
        "laws": laws,
        "nearest": [hit_item(h, lang) for h in nearest_hits],
    }


def home_groups(lang: Lang) -> list[dict[str, Any]]:
    topics = list(library().topics.values())
    return [
        {
            "phase": phase,
            "title": LABELS[lang][f"phase_{phase}"],
            "topics": [topic_item(t, lang) for t in topics if t.phase == phase],
        }
        for phase in PHASE_ORDER
        if any(t.phase == phase for t in topics)
    ]


# -- the guide ----------------------------------------------------------------------------


def first_sentence(text: str, limit: int = 160) -> str:
    for mark in (". ", "; ", ": "):
        cut = text.find(mark)
        if 0 < cut < limit:
            return text[: cut + 1]
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _destination(topic: Topic, answers: list[tuple[str, str]], state: State, lang: Lang):
    """Where a set of answers leads, or None when it contradicts the table data."""
    from arbiter.guide.chain import walk_chain

    try:
        res = walk_chain(topic, dict(answers), state.fact_map, library().topics)
    except InputError:
        return None
    labels = LABELS[lang]
    url = topic_url(lang, topic.id, state.with_answers(answers))
    if isinstance(res, Asked):
        return {"kind": "question", "label": labels["leads_to_question"],
                "text": res.question.text.get_lang(lang), "url": url}  # fmt: skip
    assert isinstance(res, Decided)
    return {"kind": "ruling", "label": labels["leads_to_ruling"],
            "text": first_sentence(res.ruling.text.get_lang(lang)), "url": url}  # fmt: skip


def _options(data: dict[str, Any] | None, lang: Lang) -> dict[str, Any] | None:
    if not data:
        return None
    return {**data, "chooser_text": LABELS[lang].get(f"chooser_{data['chooser']}", "")}


def _fact_value(name: str, value: str, lang: Lang) -> str:
    words = {"yes": "yes", "no": "no"}
    if value in words:
        return LABELS[lang][words[value]]
    relations = {"lho": "chooser_lho", "rho": "chooser_rho"}
    if value in relations:
        return LABELS[lang][relations[value]]
    # in words, a call in the page's language (2NT, not 2SA): issue 10, family 9
    return value_text(name, value, lang)


def facts_view(res: Asked | Decided, state: State, lang: Lang) -> dict[str, Any]:
    given = [
        {"name": name, "label": plain_label(INPUTS[name].text.get_lang(lang)),
         "value": given_text(name, value, lang)}  # in words, never the id (issue 25)
        for name, value in state.facts
    ]
    worked_out = [
        {
            "name": name,
            "label": FACTS[name].text.get_lang(lang) if name in FACTS else name,
            "value": _fact_value(name, value, lang),
        }
        for name, value in res.facts.items()
    ]
    return {"given": given, "worked_out": worked_out}


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


def story_inputs(first: Topic, now: Topic) -> list[str]:
    """The facts screen of a story: the first topic's inputs, and those of the topic the
    story is in now (after a handoff to the lead restrictions: declarer's seat)."""
    names = set(topic_inputs(first)) | set(topic_inputs(now))
    return [name for name in INPUTS if name in names]


def _keyed(res: Asked | Decided) -> list[tuple[Step, str, Topic]]:
    """Every step of the story with its answer key (``node``, or ``topic:node`` after a
    handoff) and the topic it belongs to."""
    first = res.parts[0].topic.id if res.parts else res.topic.id
    segments = [(p.segment or p.topic.id, p.topic, p.path) for p in res.parts]
    segments.append((res.segment or res.topic.id, res.topic, res.path))
    out = []
    for segment, topic, path in segments:
        for step in path:
            out.append((step, step.node if segment == first else f"{segment}:{step.node}",
                        topic))  # fmt: skip
    return out


def _story_answers(res: Asked | Decided, state: State, upto: int | None = None
                   ) -> list[tuple[str, str]]:  # fmt: skip
    """The director's own answers, in story order, up to step ``upto``: answers to
    questions, and the "go on" (``next``) at each ruling the story went on from."""
    from arbiter.guide.model import NEXT

    given = dict(state.answers)
    first = res.parts[0].topic.id if res.parts else res.topic.id
    out: list[tuple[str, str]] = []
    n = 0
    for part in res.parts:
        segment = part.segment or part.topic.id
        for step in part.path:
            if upto is not None and n >= upto:
                return out
            n += 1
            if step.source == "answer":
                key = step.node if segment == first else f"{segment}:{step.node}"
                out.append((key, step.answer))
        key = part.ruling.id if segment == first else f"{segment}:{part.ruling.id}"
        if given.get(key) == NEXT:
            out.append((key, NEXT))
    segment = res.segment or res.topic.id
    for step in res.path:
        if upto is not None and n >= upto:
            return out
        n += 1
        if step.source == "answer":
            out.append((step.node if segment == first else f"{segment}:{step.node}",
                        step.answer))  # fmt: skip
    return out


def guide_view(topic: Topic, state: State, lang: Lang) -> dict[str, Any]:
    """The page data for one state: a question or a ruling, with every link it needs.

    The state may tell a story across topics (a ruling hands over, answers of the next
    topic are ``topic:node``): the page shows the topic the story is in now, and the
    trail shows every topic of the story with its answers."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.model import NEXT

    res = walk_chain(topic, state.answer_map, state.fact_map, library().topics)
    data = serialize_result(res, lang)
    user = _story_answers(res, state)
    here = state.with_answers(user)
    # answers given ahead of time (by a description typed into search) that lie ahead
    pending: list[tuple[str, str]] = []
    if isinstance(res, Asked) and not res.parts:
        ahead = reachable(topic, res.question.id)
        on_path = {step.node for step in res.path}
        pending = [(n, c) for n, c in state.answers if n in ahead and n not in on_path]
    data["unused_answers"] = [n for n in data["unused_answers"] if n not in dict(pending)]
    data["url"] = topic_url(lang, topic.id, here)
    data["restart_url"] = topic_url(lang, topic.id, state.with_answers(()))
    data["home_url"] = home_url(lang, state)
    data["back_url"] = (topic_url(lang, topic.id, here.with_answers(back_answers(res, user)))
                        if user else None)  # fmt: skip
    # a story in its second topic: that topic's chart, with the answers given in it, so
    # that the outline opens on the path walked (issue 25; it opened folded)
    data["flow_url"] = topic_url(lang, res.topic.id, state.with_answers(
        (key.split(":", 1)[1], choice) for key, choice in user
        if ":" in key and key.split(":", 1)[0].split(".")[0] == res.topic.id), "/flow")
    if not res.parts:
        data["flow_url"] = topic_url(lang, topic.id, here, "/flow")
    data["facts_url"] = (topic_url(lang, topic.id, here, "/facts")
                         if story_inputs(topic, res.topic) else None)  # fmt: skip
    data["json_url"] = f"/api/v1/topics/{topic.id}/state" + (
        f"?{here.query()}&lang={lang}" if here.query() else f"?lang={lang}"
    )
    data["options"] = _options(data.get("options"), lang)
    data["table"] = facts_view(res, state, lang)
    data["story_topic"] = topic_item(res.topic, lang)  # where the story is now
    data["story_topic"]["url"] = data["restart_url"]

    trail = []
    previous = None
    for i, (step, key, owner) in enumerate(_keyed(res)):
        before = _story_answers(res, state, i)
        node = owner.nodes[step.node]
        assert isinstance(node, Question)
        item = dict(data["path"][i])
        item["key"] = key
        item["url"] = topic_url(lang, topic.id, here.with_answers(before))
        if step.source == "fact" and data["facts_url"]:  # a fact is corrected where it was given
            item["url"] = data["facts_url"]
        elif step.source in ("carried", "default", "derived", "definition"):
            item["url"] = f"#w-{key}"  # changed through "what if"
        item["short"] = short_text(item["question"] or "", 64)
        item["answer_short"] = short_text(item["answer_text"] or "", 36)
        item["segment_title"] = None
        if res.parts and owner.id != previous:
            item["segment_title"] = f"{owner.law} {owner.title.get_lang(lang)}"
        previous = owner.id
        if item.get("exception"):  # a line of the exceptions screen: said as the line
            item["short"] = short_text(item["exception"]["line"], 64)
            item["answer_short"] = words(lang)[
                "exception_applies" if item["exception"]["applies"] else "exception_absent"]
        item["others"] = []
        if step.source in ("answer", "default", "carried", "definition"):
            for answer in node.answers:
                if answer.id == step.answer:
                    continue
                dest = _destination(topic, [*before, (key, answer.id)], state, lang)
                if dest is not None:
                    item["others"].append({"answer": answer.text.get_lang(lang), **dest})
        trail.append(item)
    data["trail"] = trail
    # the story moved on to a topic with nothing answered in it yet: name it in the trail
    data["trail_tail"] = None
    if res.parts and previous != res.topic.id:
        title = f"{res.topic.law} {res.topic.title.get_lang(lang)}"
        data["trail_tail"] = {"topic": res.topic.id, "title": title}

    path_laws = [law for step, _key, owner in _keyed(res)
                 if (law := getattr(owner.nodes[step.node], "law", None))]  # fmt: skip
    if isinstance(res, Asked):
        first = res.parts[0].topic.id if res.parts else res.topic.id
        segment = res.segment or res.topic.id
        key = res.question.id if segment == first else f"{segment}:{res.question.id}"
        for answer in data["answers"]:
            answers = [*user, (key, answer["id"]), *pending]
            answer["url"] = topic_url(lang, topic.id, here.with_answers(answers))
            answer["leads"] = None
        data["law_item"] = law_item(res.question.law, lang) if res.question.law else None
        if res.exceptions:
            data["screen"] = exceptions_screen(res, data, user, pending, topic, here, lang)
        # the topic's own definition, taken because she chose the topic: said on the
        # first question's screen, with the way to change it
        data["definitions"] = [item for item in trail if item["source"] == "definition"
                               and not any(s.source == "answer" for s in res.steps)]
        data["tap_rows"] = [] if res.parts else tap_rows(topic, res.question.id, here, lang)
        # the director answered a question the rows could have answered: he chose the
        # questions, and the rows fold into one line above them
        data["answered_here"] = any(
            step.source == "answer" and tap_answerable(topic, step.node) for step in res.path)
        progress = data.get("progress") or {}
        asked = progress.get("answered", len(user)) + 1
        total = max(asked, progress.get("estimate", asked))
        data["progress"] = words(lang)["progress"] % (asked, total)
        hidden = max(0, len(trail) - TRAIL_SHOWN)
        data["trail_hidden"] = hidden
        data["trail_hidden_text"] = count(lang, "earlier_answers", hidden) if hidden else ""
        data["aap"] = protocol_links(lang, path_laws, [], ["options"] if data["options"] else [])
    else:
        data["law_items"] = [law_item(law["ref"], lang) for law in data["laws"]]
        sections = ["rectification", "leave"]
        sections += ["trail"] if trail else []
        sections += ["options"] if data["options"] else []
        sections += ["afterwards"] if data.get("afterwards") else []
        data["aap"] = protocol_links(lang, path_laws, [x["ref"] for x in data["laws"]], sections)
        data["headline"] = data.get("headline") or first_sentence(data["ruling"] or "", 120)
        data["calc_links"] = calc_links(data, lang, here.context_query())
        data["trail_text"] = count(lang, "answers_given", len(trail)) if trail else ""
        data["progress"] = None
        following = data.get("next_topic")
        if following and following.get("topic") in library().topics:
            other = library().topics[following["topic"]]
            data["see_item"] = topic_item(other, lang)
            answers = [*user, (following["key"], following.get("answer", NEXT))]
            data["see_item"]["url"] = topic_url(lang, topic.id, here.with_answers(answers))
    return data


def back_answers(res: Asked | Decided, user: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The answers one step back: without the last answer, or without the whole last
    exceptions screen when the last answers were its lines (it was one tap)."""
    lines = {key for step, key, owner in _keyed(res)
             if getattr(owner.nodes.get(step.node), "exception", None) is not None}  # fmt: skip
    out = list(user)
    if out and out[-1][0] in lines:
        while out and out[-1][0] in lines:
            out.pop()
        return out
    return out[:-1]


def exceptions_screen(res: Asked, data: dict[str, Any], user: list[tuple[str, str]],
                      pending: list[tuple[str, str]], topic: Topic, here: State, lang: Lang
                      ) -> dict[str, Any]:  # fmt: skip
    """The exceptions screen ("Bijzonderheden?"): one tap for "none of these", one tap
    for a line that applies (the others then do not), and for the rare table where more
    than one applies a plain GET form with the lines to tick (``x=KEY``; ``screen``
    marks the form, see the guide page)."""
    lines = data["exceptions"] or []

    def url(ticked: set[str]) -> str:
        answers = screen_answers(res, ticked, topic, [*user, *pending], here)
        return topic_url(lang, topic.id, here.with_answers([*user, *answers, *pending]))

    hidden = [("a", ",".join(f"{k}:{c}" for k, c in [*user, *pending]))]
    hidden += list(here.facts) + list(here.context) + [("screen", res.question.id)]
    return {
        "lines": [{**line, "url": url({line["key"]})} for line in lines],
        "none_url": url(set()),
        "action": topic_url(lang, topic.id),
        "hidden": [{"name": n, "value": v} for n, v in hidden if v],
    }


def screen_answers(res: Asked, ticked: set[str], topic: Topic,
                   given: list[tuple[str, str]], here: State) -> list[tuple[str, str]]:  # fmt: skip
    """The answers the exceptions screen gives: each ticked line its other answer, each
    other line its usual one; a line a ticked one leads away from is left out (it is no
    longer on the way, and would be reported as an unused answer)."""
    from arbiter.guide.chain import walk_chain

    out = []
    for q in res.exceptions:
        assert q.exception is not None
        usual = q.exception.usual
        other = next(a.id for a in q.answers if a.id != usual)
        key = res.key(q.id)
        out.append((key, other if key in ticked else usual))
    if not ticked:
        return out
    try:
        after = walk_chain(topic, {**dict(given), **dict(out)}, here.fact_map)
    except InputError:
        return out
    return [(k, c) for k, c in out if k not in after.unused]


#: Answered questions shown above the question; the earlier ones fold into one line.
TRAIL_SHOWN = 1


def short_text(text: str, limit: int = 90) -> str:
    """At most ``limit`` characters, cut between words (never inside one), with "…"."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit].rstrip(" ,;:") + "…"
