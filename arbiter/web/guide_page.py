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
from arbiter.guide.serialize import AskedJSON, DecidedJSON, ExceptionLineJSON, StepJSON
from arbiter.guide.serialize import result as serialize_result
from arbiter.guide.story import Story, answer_key, walk_story
from arbiter.i18n import InputError, Lang
from arbiter.web.forms import given_text, plain_label
from arbiter.web.guide_labels import count, words
from arbiter.web.guide_types import (
    Destination,
    ExceptionsScreen,
    FactRow,
    FactsTable,
    GuidePage,
    OtherAnswer,
    PageAnswer,
    PageLinks,
    QuestionPage,
    RulingPage,
    TrailItem,
    TrailTail,
    _Page,
)
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


def _destination(answers: list[tuple[str, str]], state: Story, lang: Lang) -> Destination | None:
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


def _fact_value(name: str, value: str, lang: Lang) -> str:
    words = {"yes": "yes", "no": "no"}
    if value in words:
        return LABELS[lang][words[value]]
    relations = {"lho": "chooser_lho", "rho": "chooser_rho"}
    if value in relations:
        return LABELS[lang][relations[value]]
    # in words, a call in the page's language (2NT, not 2SA): issue 10, family 9
    return value_text(name, value, lang)


def facts_view(res: Asked | Decided, state: Story, lang: Lang) -> FactsTable:
    given: list[FactRow] = [
        {"name": name, "label": plain_label(INPUTS[name].text.get_lang(lang)),
         "value": given_text(name, value, lang)}  # in words, never the id (issue 25)
        for name, value in state.facts
    ]
    worked_out: list[FactRow] = [
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
    segments = [(p.segment or p.topic.id, p.topic, p.path) for p in res.parts]
    segments.append((res.segment or res.topic.id, res.topic, res.path))
    return [(step, answer_key(res.first, segment, step.node), topic)
            for segment, topic, path in segments for step in path]  # fmt: skip


def _story_answers(res: Asked | Decided, state: Story, upto: int | None = None
                   ) -> list[tuple[str, str]]:  # fmt: skip
    """The director's own answers, in story order, up to step ``upto``: answers to
    questions, and the "go on" (``next``) at each ruling the story went on from."""
    from arbiter.guide.model import NEXT

    given = dict(state.answers)
    first = res.first
    out: list[tuple[str, str]] = []
    n = 0
    for part in res.parts:
        segment = part.segment or part.topic.id
        for step in part.path:
            if upto is not None and n >= upto:
                return out
            n += 1
            if step.source == "answer":
                out.append((answer_key(first, segment, step.node), step.answer))
        key = answer_key(first, segment, part.ruling.id)
        if given.get(key) == NEXT:
            out.append((key, NEXT))
    segment = res.segment or res.topic.id
    for step in res.path:
        if upto is not None and n >= upto:
            return out
        n += 1
        if step.source == "answer":
            out.append((answer_key(first, segment, step.node), step.answer))
    return out


def guide_view(topic: Topic, state: Story, lang: Lang) -> GuidePage:
    """The page data for one state: a question or a ruling, with every link it needs.

    The state may tell a story across topics (a ruling hands over, answers of the next
    topic are ``topic:node``): the page shows the topic the story is in now, and the
    trail shows every topic of the story with its answers."""
    res = walk_story(state)
    result = serialize_result(res, lang, state.profile)
    user = _story_answers(res, state)
    here = state.with_answers(user)
    # answers given ahead of time (by a description typed into search) that lie ahead
    pending: list[tuple[str, str]] = []
    if isinstance(res, Asked) and not res.parts:
        ahead = reachable(topic, res.question.id)
        on_path = {step.node for step in res.path}
        pending = [(n, c) for n, c in state.answers if n in ahead and n not in on_path]
    links = _links(topic, res, state, here, user, lang)
    trail, tail = _trail(res, result["path"], state, here, links["facts_url"], lang)
    restart = topic_item(res.topic, lang)  # where the story is now
    restart["url"] = links["restart_url"]
    options = result["options"]
    base: _Page = {
        **links,
        "lang": result["lang"],
        "topic": result["topic"],
        "facts": result["facts"],
        "path": result["path"],
        "unused_answers": [n for n in result["unused_answers"] if n not in dict(pending)],
        "chain": result["chain"],
        "node": result["node"],
        "options": None if options is None else {
            **options, "chooser_text": LABELS[lang].get(f"chooser_{options['chooser']}", "")},
        "table": facts_view(res, state, lang),
        "story_topic": restart,
        "trail": trail,
        "trail_tail": tail,
        "aap": {},
    }  # fmt: skip
    path_laws = [law for step, _key, owner in _keyed(res)
                 if (law := getattr(owner.nodes[step.node], "law", None))]  # fmt: skip
    if isinstance(res, Asked):
        assert result["status"] == "question"
        return _question_page(base, res, result, user, pending, topic, here, path_laws, lang)
    assert result["status"] == "ruling"
    return _ruling_page(base, res, result, user, here, path_laws, lang)


def _links(topic: Topic, res: Asked | Decided, state: Story, here: Story,
           user: list[tuple[str, str]], lang: Lang) -> PageLinks:  # fmt: skip
    """The page's own URL and the ways out of it: restart, home, back, the flowchart,
    the facts screen and the same state as JSON."""
    return {
        "url": here.url(),
        "restart_url": state.with_answers(()).url(),
        "home_url": home_url(lang, state),
        "back_url": here.with_answers(back_answers(res, user)).url() if user else None,
        # a story in its second topic: that topic's chart, with the answers given in it,
        # so that the outline opens on the path walked (issue 25; it opened folded)
        "flow_url": here.url("/flow") if not res.parts else state.with_answers(
            (key.split(":", 1)[1], choice) for key, choice in user
            if ":" in key and key.split(":", 1)[0].split(".")[0] == res.topic.id
        ).url("/flow", topic=res.topic.id),
        "facts_url": here.url("/facts") if story_inputs(topic, res.topic) else None,
        "json_url": f"/api/v1/topics/{topic.id}/state" + (
            f"?{here.query()}&lang={lang}" if here.query() else f"?lang={lang}"),
    }  # fmt: skip


def _trail(
    res: Asked | Decided, path: list[StepJSON], state: Story, here: Story,
    facts_url: str | None, lang: Lang,
) -> tuple[list[TrailItem], TrailTail | None]:
    """Every answered question of the story, with the link to change it and where each
    other answer leads; and the topic the story moved on to when nothing is answered in
    it yet."""
    trail: list[TrailItem] = []
    previous = None
    for i, (step, key, owner) in enumerate(_keyed(res)):
        before = _story_answers(res, state, i)
        node = owner.nodes[step.node]
        assert isinstance(node, Question)
        shown = path[i]
        url = here.with_answers(before).url()
        if step.source == "fact" and facts_url:  # a fact is corrected where it was given
            url = facts_url
        elif step.source in ("carried", "default", "derived", "definition"):
            url = f"#w-{key}"  # changed through "what if"
        short = short_text(shown["question"] or "", 64)
        answer_short = short_text(shown["answer_text"] or "", 36)
        exception = shown["exception"]
        if exception:  # a line of the exceptions screen: said as the line
            short = short_text(exception["line"], 64)
            answer_short = words(lang)[
                "exception_applies" if exception["applies"] else "exception_absent"]
        others: list[OtherAnswer] = []
        if step.source in ("answer", "default", "carried", "definition"):
            for answer in node.answers:
                if answer.id == step.answer:
                    continue
                dest = _destination([*before, (key, answer.id)], state, lang)
                if dest is not None:
                    others.append({"answer": answer.text.get_lang(lang), **dest})
        segment_title = None
        if res.parts and owner.id != previous:
            segment_title = f"{owner.law} {owner.title.get_lang(lang)}"
        previous = owner.id
        trail.append({**shown, "key": key, "url": url, "short": short,
                      "answer_short": answer_short, "segment_title": segment_title,
                      "others": others})  # fmt: skip
    tail: TrailTail | None = None
    if res.parts and previous != res.topic.id:
        tail = {"topic": res.topic.id, "title": f"{res.topic.law} {res.topic.title.get_lang(lang)}"}
    return trail, tail


def _question_page(base: _Page, res: Asked, result: AskedJSON, user: list[tuple[str, str]],
                   pending: list[tuple[str, str]], topic: Topic, here: Story,
                   path_laws: list[str], lang: Lang) -> QuestionPage:  # fmt: skip
    key = res.key(res.question.id)
    answers: list[PageAnswer] = [
        {**answer, "url": here.with_answers([*user, (key, answer["id"]), *pending]).url(),
         "leads": None}
        for answer in result["answers"]
    ]  # fmt: skip
    trail = base["trail"]
    asked = result["progress"].get("answered", len(user)) + 1
    total = max(asked, result["progress"].get("estimate", asked))
    hidden = max(0, len(trail) - TRAIL_SHOWN)
    page: QuestionPage = {
        **base,
        "status": "question",
        "question": result["question"],
        "law": result["law"],
        "help": result["help"],
        "answers": answers,
        "exceptions": result["exceptions"],
        "progress": words(lang)["progress"] % (asked, total),
        "law_item": law_item(res.question.law, lang) if res.question.law else None,
        # the topic's own definition, taken because she chose the topic: said on the
        # first question's screen, with the way to change it
        "definitions": [item for item in trail if item["source"] == "definition"
                        and not any(s.source == "answer" for s in res.steps)],
        "tap_rows": [] if res.parts else tap_rows(topic, res.question.id, here, lang),
        # the director answered a question the rows could have answered: he chose the
        # questions, and the rows fold into one line above them
        "answered_here": any(step.source == "answer" and tap_answerable(topic, step.node)
                             for step in res.path),
        "trail_hidden": hidden,
        "trail_hidden_text": count(lang, "earlier_answers", hidden) if hidden else "",
        "aap": protocol_links(lang, path_laws, [], ["options"] if base["options"] else []),
    }  # fmt: skip
    if result["exceptions"]:
        page["screen"] = exceptions_screen(res, result["exceptions"], user, pending, topic,
                                           here, lang)  # fmt: skip
    return page


def _ruling_page(base: _Page, res: Decided, result: DecidedJSON, user: list[tuple[str, str]],
                 here: Story, path_laws: list[str], lang: Lang) -> RulingPage:  # fmt: skip
    trail = base["trail"]
    sections = ["rectification", "leave"]
    sections += ["trail"] if trail else []
    sections += ["options"] if base["options"] else []
    sections += ["afterwards"] if result["afterwards"] else []
    page: RulingPage = {
        **base,
        "status": "ruling",
        "headline": result["headline"] or first_sentence(result["ruling"] or "", 120),
        "ruling": result["ruling"],
        "outcome": result["outcome"],
        "laws": result["laws"],
        "tell": result["tell"],
        "notes": result["notes"],
        "leave": result["leave"],
        "director_stays": result["director_stays"],
        "afterwards": result["afterwards"],
        "see": result["see"],
        "next_topic": result["next_topic"],
        # in words: "ja", "30 min", "60%"
        "regulation": [{**value, "shown": regulated_text(value["key"], value["value"], lang)}
                       for value in result["regulation"]],
        "progress": None,
        "law_items": [law_item(law["ref"], lang) for law in result["laws"]],
        "trail_text": count(lang, "answers_given", len(trail)) if trail else "",
        "aap": protocol_links(lang, path_laws, [x["ref"] for x in result["laws"]], sections),
        "calc_links": calc_links(result, lang, here.board_query()),
    }  # fmt: skip
    following = result["next_topic"]
    if following and following["topic"] in library().topics:
        see = topic_item(library().topics[following["topic"]], lang)
        see["url"] = here.with_answers([*user, (following["key"], following["answer"])]).url()
        page["see_item"] = see
    return page


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


def exceptions_screen(res: Asked, lines: list[ExceptionLineJSON], user: list[tuple[str, str]],
                      pending: list[tuple[str, str]], topic: Topic, here: Story, lang: Lang
                      ) -> ExceptionsScreen:  # fmt: skip
    """The exceptions screen ("Bijzonderheden?"): one tap for "none of these", one tap
    for a line that applies (the others then do not), and for the rare table where more
    than one applies a plain GET form with the lines to tick (``x=KEY``; ``screen``
    marks the form, see the guide page)."""

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
