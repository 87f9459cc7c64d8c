"""The guide page's data: a question (or an exceptions screen) or a ruling, for one
story, with every link it needs: each answer, the trail with "what if" for each step, the
rows of taps, back, restart, the facts screen and the flowchart.

Apart from :mod:`arbiter.web.views` (topics, laws, search, home) because it is the one
view that walks a story: everything here is worked out from
:func:`arbiter.guide.story.walk_story`, memoised, so a page and its what-ifs walk each
state once.
"""

from __future__ import annotations

from typing import Any

from arbiter.guide.facts import FACTS, INPUTS, value_text
from arbiter.guide.find import reachable
from arbiter.guide.interview import Asked, Decided, Step
from arbiter.guide.library import library
from arbiter.guide.model import Question, Topic
from arbiter.guide.serialize import result as serialize_result
from arbiter.guide.story import Story, walk_story
from arbiter.i18n import InputError, Lang
from arbiter.web.forms import given_text, plain_label
from arbiter.web.guide_labels import count, words
from arbiter.web.labels import LABELS
from arbiter.web.ruling_tools import calc_links
from arbiter.web.tap_rows import tap_answerable, tap_rows
from arbiter.web.views import (
    first_sentence,
    home_url,
    law_item,
    protocol_links,
    short_text,
    story_inputs,
    topic_item,
)


def _destination(topic: Topic, answers: list[tuple[str, str]], state: Story, lang: Lang):
    """Where a set of answers leads, or None when it contradicts the table data."""

    try:
        res = walk_story(state.with_answers(answers))
    except InputError:
        return None
    labels = LABELS[lang]
    url = state.with_answers(answers).url()
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


def facts_view(res: Asked | Decided, state: Story, lang: Lang) -> dict[str, Any]:
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


def _story_answers(res: Asked | Decided, state: Story, upto: int | None = None
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


def guide_view(topic: Topic, state: Story, lang: Lang) -> dict[str, Any]:
    """The page data for one state: a question or a ruling, with every link it needs.

    The state may tell a story across topics (a ruling hands over, answers of the next
    topic are ``topic:node``): the page shows the topic the story is in now, and the
    trail shows every topic of the story with its answers."""
    from arbiter.guide.model import NEXT

    res = walk_story(state)
    data = serialize_result(res, lang, state.profile)
    user = _story_answers(res, state)
    here = state.with_answers(user)
    # answers given ahead of time (by a description typed into search) that lie ahead
    pending: list[tuple[str, str]] = []
    if isinstance(res, Asked) and not res.parts:
        ahead = reachable(topic, res.question.id)
        on_path = {step.node for step in res.path}
        pending = [(n, c) for n, c in state.answers if n in ahead and n not in on_path]
    data["unused_answers"] = [n for n in data["unused_answers"] if n not in dict(pending)]
    data["url"] = here.url()
    data["restart_url"] = state.with_answers(()).url()
    data["home_url"] = home_url(lang, state)
    data["back_url"] = (here.with_answers(back_answers(res, user)).url()
                        if user else None)  # fmt: skip
    # a story in its second topic: that topic's chart, with the answers given in it, so
    # that the outline opens on the path walked (issue 25; it opened folded)
    data["flow_url"] = state.with_answers(
        (key.split(":", 1)[1], choice) for key, choice in user
        if ":" in key and key.split(":", 1)[0].split(".")[0] == res.topic.id
    ).url("/flow", topic=res.topic.id)
    if not res.parts:
        data["flow_url"] = here.url("/flow")
    data["facts_url"] = (here.url("/facts")
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
        item["url"] = here.with_answers(before).url()
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
            answer["url"] = here.with_answers(answers).url()
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
        data["calc_links"] = calc_links(data, lang, here.board_query())
        for value in data.get("regulation") or ():  # in words: "ja", "30 min", "60%"
            value["shown"] = regulated_text(value["key"], value["value"], lang)
        data["trail_text"] = count(lang, "answers_given", len(trail)) if trail else ""
        data["progress"] = None
        following = data.get("next_topic")
        if following and following.get("topic") in library().topics:
            other = library().topics[following["topic"]]
            data["see_item"] = topic_item(other, lang)
            answers = [*user, (following["key"], following.get("answer", NEXT))]
            data["see_item"]["url"] = here.with_answers(answers).url()
    return data


def regulated_text(key: str, value: Any, lang: Lang) -> str:
    """A regulated value as the director reads it."""
    if isinstance(value, bool):
        return LABELS[lang]["yes" if value else "no"]
    if key.endswith("_minutes"):
        return f"{value} min"
    if key.endswith("_percent") or key.startswith("session_exception"):
        return f"{value}%"
    return str(value)


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
                      pending: list[tuple[str, str]], topic: Topic, here: Story, lang: Lang
                      ) -> dict[str, Any]:  # fmt: skip
    """The exceptions screen ("Bijzonderheden?"): one tap for "none of these", one tap
    for a line that applies (the others then do not), and for the rare table where more
    than one applies a plain GET form with the lines to tick (``x=KEY``; ``screen``
    marks the form, see the guide page)."""
    lines = data["exceptions"] or []

    def url(ticked: set[str]) -> str:
        answers = screen_answers(res, ticked, topic, [*user, *pending], here)
        return here.with_answers([*user, *answers, *pending]).url()

    hidden = [("a", ",".join(f"{k}:{c}" for k, c in [*user, *pending]))]
    hidden += list(here.facts) + list(here.board) + [("screen", res.question.id)]
    return {
        "lines": [{**line, "url": url({line["key"]})} for line in lines],
        "none_url": url(set()),
        "action": f"/{lang}/t/{topic.id}",
        "hidden": [{"name": n, "value": v} for n, v in hidden if v],
    }


def screen_answers(res: Asked, ticked: set[str], topic: Topic,
                   given: list[tuple[str, str]], here: Story) -> list[tuple[str, str]]:  # fmt: skip
    """The answers the exceptions screen gives: each ticked line its other answer, each
    other line its usual one; a line a ticked one leads away from is left out (it is no
    longer on the way, and would be reported as an unused answer)."""

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
        after = walk_story(here.with_answers([*given, *(p for p in out if p[0] not in
                                                         dict(given))]))
    except InputError:
        return out
    return [(k, c) for k, c in out if k not in after.unused]


#: Answered questions shown above the question; the earlier ones fold into one line.
TRAIL_SHOWN = 1
