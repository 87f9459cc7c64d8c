"""Handoffs carry the story: the chain walk, what it carries, the combined ruling, and a
walk over every handoff of the shipped content (issue 10)."""

from __future__ import annotations

import pytest

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Asked, Decided, Interview, Result, answer_key
from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling, Topic
from arbiter.guide.paths import paths
from arbiter.guide.serialize import result as serialize
from arbiter.i18n import InputError

# Handoffs that still ask again, in the topic handed over to, a question the story has
# already answered (the same question text, or a question about a fact already known).
# The content helpers empty this list by giving such handoffs `same` answers or an `at`.
ASKS_AGAIN: set[str] = set()


def _topics() -> dict[str, Topic]:
    return dict(library().topics)


def _handoff_rulings() -> list[tuple[Topic, Ruling]]:
    return [
        (topic, node)
        for topic in library().topics.values()
        for node in topic.nodes.values()
        if isinstance(node, Ruling) and node.handoff is not None
    ]


def _finish(first: Topic, res: Result, answers: dict[str, str], budget: list[int]):
    """Walk on from ``res`` taking every answer in turn, yielding each final ruling (at
    most ``budget[0]`` of them): the stories a handoff can lead to."""
    if isinstance(res, Decided):
        budget[0] -= 1
        yield res
        return
    assert isinstance(res, Asked)
    for answer in res.question.answers:
        if budget[0] <= 0:
            return
        key = answer_key(first.id, res.segment, res.question.id)
        more = {**answers, key: answer.id}
        yield from _finish(first, walk_chain(first, more), more, budget)


def _asked_twice(res: Result) -> list[str]:
    """Questions of a later topic that the director answered although an earlier topic
    of the story already had the same question or established the same fact."""
    seen_texts: set[str] = set()
    seen_facts: set[str] = set()
    problems = []
    topics = {p.segment: p.topic for p in res.parts} | {res.segment: res.topic}
    for step in res.steps:
        node = topics[step.segment].nodes[step.node]
        assert isinstance(node, Question)
        text = node.text["nl"]
        if step.source == "answer" and (text in seen_texts or node.fact in seen_facts):
            problems.append(f"{step.segment}:{step.node}")
        seen_texts.add(text)
        if node.fact:
            seen_facts.add(node.fact)
    return problems


@pytest.mark.parametrize(
    ("topic", "ruling"), _handoff_rulings(), ids=lambda x: getattr(x, "id", "")
)
def test_every_handoff_carries_the_story_and_cites_both_parts(topic: Topic, ruling: Ruling):
    """For every path to a handing-over ruling and the stories it leads to: the walk goes
    on in the target topic, the handoff's answers are carried there, no question is asked
    twice, and the combined ruling cites the laws of every part."""
    handoff = ruling.handoff
    assert handoff is not None
    routes = [p for p in paths(topic) if p.ruling == ruling.id]
    assert routes, f"{topic.id}:{ruling.id} cannot be reached"
    twice: set[str] = set()
    for route in routes[:6]:
        answers = {**route.as_dict(), ruling.id: "next"}  # go on (at once if it follows)
        res = walk_chain(topic, answers)
        assert res.parts and res.parts[0].ruling.id == ruling.id
        first_target = res.parts[1].topic if len(res.parts) > 1 else res.topic
        assert first_target.id == handoff.topic
        mapped = {s.node for s in handoff.same if s.answer and not s.when}
        target_steps = [s for s in res.steps if s.segment == (res.parts[1].segment
                        if len(res.parts) > 1 else res.segment)]  # fmt: skip
        for step in target_steps:
            if step.node in mapped:
                assert step.source == "carried", (topic.id, ruling.id, step)
        for final in _finish(topic, res, answers, [4]):
            twice.update(_asked_twice(final))
            cited = set(serialize(final, "nl")["laws"] and [law["ref"] for law in
                        serialize(final, "nl")["laws"]])  # fmt: skip
            for part in final.parts:
                assert set(part.ruling.laws) <= cited, (topic.id, ruling.id, part.ruling.id)
            assert set(final.ruling.laws) <= cited
    name = f"{topic.id}:{ruling.id}"
    if name in ASKS_AGAIN:
        return
    assert not twice, f"{name} asks again: {sorted(twice)}"


def test_asks_again_lists_only_handoffs_that_still_do():
    """The allowlist shrinks: an entry whose handoff no longer asks twice must go."""
    stale = []
    for topic, ruling in _handoff_rulings():
        name = f"{topic.id}:{ruling.id}"
        if name not in ASKS_AGAIN:
            continue
        routes = [{**p.as_dict(), ruling.id: "next"} for p in paths(topic)
                  if p.ruling == ruling.id][:6]  # fmt: skip
        again = [
            q
            for r in routes
            for final in _finish(topic, walk_chain(topic, r), r, [4])
            for q in _asked_twice(final)
        ]
        if not again:
            stale.append(name)
    assert not stale, f"remove from ASKS_AGAIN: {stale}"


# -- the mechanism, on two small topics ----------------------------------------------------

ALPHA = """\
id: alpha
law: "25"
phase: auction
title: {nl: "Alfa", en: "Alpha"}
summary: {nl: "Eerste.", en: "First."}
inputs: [offender, cards]
start: q1
nodes:
  q1:
    question: {nl: "Eerste vraag?", en: "First question?"}
    law: "25A"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: hand}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: q2}
  q2:
    question: {nl: "Tweede vraag?", en: "Second question?"}
    law: "25B"
    answers:
      - id: go
        text: {nl: "Verder daar", en: "Go on there"}
        handoff: {topic: beta, at: b3}
      - {id: stay, text: {nl: "Hier", en: "Here"}, next: stay}
  hand:
    ruling: {nl: "Deel een.", en: "Part one."}
    outcome: {rectification: one, penalty_card: major}
    laws: ["25A"]
    tell: [{nl: "Zeg een.", en: "Say one."}]
    notes: [{nl: "Noot een.", en: "Note one."}]
    leave: {use: leave_now}
    afterwards:
      - {use: appeal}
      - {kind: check_board, text: {nl: "Kijk.", en: "Look."}}
    handoff:
      topic: beta
      follow: true
      keep: [afterwards]
      same:
        b1: "yes"
        b2: {from: q1}
        b4: {answer: "no", when: {honour: "yes"}}
  stay:
    ruling: {nl: "Blijf.", en: "Stay."}
    outcome: {rectification: stay}
    laws: ["25B"]
    leave: {use: leave_now}
"""

BETA = """\
id: beta
law: "26"
phase: auction
title: {nl: "Beta", en: "Beta"}
summary: {nl: "Tweede.", en: "Second."}
inputs: [cards]
start: b1
nodes:
  b1:
    question: {nl: "B een?", en: "B one?"}
    law: "26A"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b2}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: other}
  b2:
    question: {nl: "B twee?", en: "B two?"}
    law: "26A"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b3}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: other}
  b3:
    question: {nl: "Honneur?", en: "Honour?"}
    law: "26B"
    fact: honour
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b4}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: b4}
  b4:
    question: {nl: "B vier?", en: "B four?"}
    law: "26B"
    assume: "yes"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: final}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: other}
  final:
    ruling: {nl: "Deel twee. Meer.", en: "Part two. More."}
    headline:
      - {nl: "{cards} van {os}: {tricks_transferred|geen slagen|# slag|# slagen} naar {nos}",
         en: "{cards} by {os}: {tricks_transferred|no tricks|# trick|# tricks} to {nos}"}
    outcome: {rectification: two, tricks_transferred: 1}
    laws: ["26A", "25A"]
    tell: [{nl: "Zeg twee.", en: "Say two."}, {nl: "Zeg een.", en: "Say one."}]
    leave: {use: leave_now}
    afterwards: [{use: appeal}]
  other:
    ruling: {nl: "Anders.", en: "Other."}
    outcome: {rectification: other}
    laws: ["26B"]
    leave: {use: leave_now}
"""


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    import shutil
    from pathlib import Path

    from arbiter.guide.library import read_library
    from arbiter.guide.loading import CONTENT_DIR
    from arbiter.guide.validate import validate
    from arbiter.laws.catalogue import catalogue

    folder = tmp_path_factory.mktemp("content")
    shutil.copy(Path(CONTENT_DIR) / "_shared.yaml", folder / "_shared.yaml")
    (folder / "25-alpha.yaml").write_text(ALPHA, encoding="utf-8")
    (folder / "26-beta.yaml").write_text(BETA, encoding="utf-8")
    lib = read_library(str(folder))
    assert not lib.problems
    assert not validate(list(lib.topics.values()), catalogue())
    return dict(lib.topics)


def _walk(demo, answers, facts=None):
    return walk_chain(demo["alpha"], answers, facts or {}, demo)


def test_a_handoff_opens_the_next_topic_with_what_is_known(demo):
    res = _walk(demo, {"q1": "yes"})
    assert isinstance(res, Asked)
    assert (res.topic.id, res.question.id, res.segment) == ("beta", "b3", "beta")
    assert [p.ruling.id for p in res.parts] == ["hand"]
    assert [(s.segment, s.node, s.answer, s.source) for s in res.steps] == [
        ("alpha", "q1", "yes", "answer"),
        ("beta", "b1", "yes", "carried"),  # a fixed answer of the handoff
        ("beta", "b2", "yes", "carried"),  # the answer to q1 (``from``)
    ]


def test_table_data_carries_and_conditions_on_facts_apply(demo):
    honour = _walk(demo, {"q1": "yes"}, {"cards": "♥K"})
    low = _walk(demo, {"q1": "yes"}, {"cards": "♥2"})
    assert isinstance(honour, Decided) and honour.ruling.id == "other"  # b4: "no" when honour
    assert isinstance(low, Decided) and low.ruling.id == "final"
    assert [(s.node, s.source) for s in low.path] == [
        ("b1", "carried"), ("b2", "carried"), ("b3", "fact"), ("b4", "default")
    ]


def test_the_combined_ruling(demo):
    data = serialize(_walk(demo, {"q1": "yes"}, {"cards": "♥2", "offender": "W"}), "en")
    assert data["status"] == "ruling" and data["node"] == "final"
    assert data["outcome"] == {"rectification": "two", "tricks_transferred": 1}
    assert [law["ref"] for law in data["laws"]] == ["26A", "25A"]
    assert data["tell"] == ["Say two.", "Say one."]  # "keep" leaves part one's tell out
    assert data["notes"] == []
    assert [f["kind"] for f in data["afterwards"]] == ["check_board", "appeal"]
    assert data["headline"] == "♥2 by EW: 1 trick to NS"
    assert [c["topic"] for c in data["chain"]] == ["alpha", "beta"]
    assert data["chain"][0]["ruling"]["node"] == "hand"
    assert data["chain"][0]["handoff"]["keep"] == ["afterwards"]
    assert [s["key"] for s in data["path"]] == ["q1", "beta:b1", "beta:b2", "beta:b3", "beta:b4"]
    dutch = serialize(_walk(demo, {"q1": "yes"}, {"cards": "♥2", "offender": "W"}), "nl")
    assert dutch["headline"] == "♥2 van OW: 1 slag naar NZ"


def test_a_ruling_that_stands_on_its_own_offers_the_next_topic(demo, monkeypatch):
    """Without ``follow`` the walk stops at the ruling; ``next`` (or an answer there)
    goes on, with what is known."""
    import arbiter.guide.library as library_module

    class Lib:
        topics = demo

    monkeypatch.setattr(library_module, "library", lambda: Lib)
    waiting = {**demo, "alpha": _without_follow(demo["alpha"])}
    res = walk_chain(waiting["alpha"], {"q1": "yes"}, {}, waiting)
    assert isinstance(res, Decided) and res.ruling.id == "hand" and not res.parts
    data = serialize(res, "en")
    assert data["next_topic"] == {"topic": "beta", "law": "26", "title": "Beta", "key": "hand",
                                  "answer": "next"}  # fmt: skip
    on = walk_chain(waiting["alpha"], {"q1": "yes", "hand": "next"}, {}, waiting)
    assert isinstance(on, Asked) and on.question.id == "b3" and not on.unused
    implied = walk_chain(waiting["alpha"], {"q1": "yes", "beta:b3": "no"}, {}, waiting)
    assert isinstance(implied, Decided) and implied.topic.id == "beta"
    with pytest.raises(InputError) as info:
        walk_chain(waiting["alpha"], {"q1": "yes", "hand": "yes"}, {}, waiting)
    assert info.value.accepted == ("next",)
    stale = walk_chain(waiting["alpha"], {"q1": "no", "q2": "stay", "hand": "next"}, {}, waiting)
    assert stale.unused == ("hand",)


def _without_follow(topic: Topic) -> Topic:
    from dataclasses import replace

    hand = topic.nodes["hand"]
    assert isinstance(hand, Ruling) and hand.handoff is not None
    nodes = {**topic.nodes, "hand": replace(hand, handoff=replace(hand.handoff, follow=False))}
    return replace(topic, nodes=nodes)


def test_headline_falls_back_to_the_first_sentence(demo):
    data = serialize(_walk(demo, {"q1": "yes"}, {"cards": "♥2"}), "en")
    assert data["headline"] == "Part two"


def test_an_answer_can_hand_over(demo):
    res = _walk(demo, {"q1": "no", "q2": "go"}, {"cards": "♥2"})
    assert isinstance(res, Decided) and res.ruling.id == "final"
    assert res.parts[0].ruling.relay and res.parts[0].entry == "q1"
    assert [s.node for s in res.path] == ["b3", "b4"]  # entered at b3
    data = serialize(res, "en")
    assert data["chain"][0]["ruling"]["ruling"] is None
    assert data["chain"][1]["entered_at"] == "b3"


def test_answers_for_the_later_topic_and_the_director_corrects_a_premise(demo):
    res = _walk(demo, {"q1": "yes", "beta:b4": "no"}, {"cards": "♥2"})
    assert isinstance(res, Decided) and res.ruling.id == "other"
    assert res.path[-1].source == "answer"
    unused = _walk(demo, {"q1": "no", "q2": "stay", "beta:b4": "no"})
    assert unused.unused == ("beta:b4",)


@pytest.mark.parametrize(
    ("answers", "fragment"),
    [
        ({"gamma:b1": "yes"}, "Unknown topic 'gamma'"),
        ({"beta:nope": "yes"}, "has no question 'nope'"),
        ({"beta:b1": "maybe"}, "has no answer 'maybe'"),
        ({"beta.1:b1": "yes"}, "Unknown topic 'beta.1'"),
    ],
)
def test_bad_answers_for_later_topics_are_input_errors(demo, answers, fragment):
    with pytest.raises(InputError) as info:
        _walk(demo, answers)
    assert fragment in info.value.message("en")
    assert info.value.accepted


def test_progress_counts_only_the_directors_answers(demo):
    from arbiter.guide.progress import progress

    start = progress(_walk(demo, {}), demo)
    assert (start.answered, start.estimate) == (0, 2)  # q1 then b3 (or q2)
    later = progress(_walk(demo, {"q1": "yes"}), demo)
    assert (later.answered, later.estimate) == (1, 2)
    done = progress(_walk(demo, {"q1": "yes"}, {"cards": "♥2"}), demo)
    assert (done.answered, done.estimate) == (1, 1)


def test_interview_goes_back_across_topics(monkeypatch, demo):
    import arbiter.guide.chain as chain

    monkeypatch.setattr(chain, "walk_chain", lambda t, a, i=None, topics=None:
                        walk_chain(t, a, i, demo))  # fmt: skip
    interview = Interview(demo["alpha"])
    interview.answer("yes")
    state = interview.answer("no")  # b3, in beta
    assert isinstance(state, Decided) and interview.answers == {"q1": "yes", "beta:b3": "no"}
    state = interview.back()
    assert isinstance(state, Asked) and state.question.id == "b3"
    state = interview.back()
    assert isinstance(state, Asked) and state.question.id == "q1"


def test_decide_follows_the_chain_on_the_command_line(capsys):
    from arbiter.cli.main import main

    code = main(["decide", "lead-out-of-turn", "--json", "--lang", "en", "--fact", "cards=♥2",
                 "--fact", "offender=W", "--fact", "declarer=S", "--answer", "dummy=other",
                 "--answer", "misled=no", "--answer", "trick13=no", "--answer",
                 "to_lead=partner", "--answer", "partner_acted=no", "--answer",
                 "partner_card=no", "--answer", "choice_partner=free", "--answer",
                 "penalty-card:major=partner_leads",
                 "--answer", "penalty-card:lead26b=no", "--answer",
                 "penalty-card:choice=require"])  # fmt: skip
    import json

    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["status"] == "ruling"
    assert [c["topic"] for c in data["chain"]] == ["lead-out-of-turn", "penalty-card"]
    assert data["node"] == "required"
    refs = {law["ref"] for law in data["laws"]}
    assert {"56B", "50D1", "50D2(b)"} <= refs and "50D2(a)" in refs


def test_the_interactive_guide_goes_on_when_the_director_says_so():
    from arbiter.cli import interactive

    # none of the rare cases (in turn, no mis-pull, LHO has not called: one at a time
    # here); LHO does not accept; another bid: partner passes, the lead restriction is
    # offered; go on; stop
    typed = iter(["1", "1", "1", "2", "3", "v", "s"])
    shown: list[str] = []
    assert interactive.run("insufficient-bid", {}, "nl", read=lambda _p: next(typed),
                           write=shown.append) == 0  # fmt: skip
    pages = [page for page in shown if page]
    assert "Ga verder met onderwerp: Voorspeelbeperkingen (26)" in pages[-2]
    assert pages[-1].startswith("Voorspeelbeperkingen (26)")
    assert "Onvoldoende bod (27): Het onvoldoende bod is vervangen" in pages[-1]


def test_the_headline_speaks_from_the_topic_the_story_is_in_now():
    """Issue 22 point 6: after a changed call (25) whose intended call is insufficient,
    the insufficient-bid topic rules on the intended call; the table's call is the
    unintended one, so neither the headline nor the facts worked out may name it."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from arbiter.guide.serialize import result

    answers = {"partner_called": "no", "intent": "unintended", "intended_legal": "insufficient",
               "insufficient-bid:lho_called": "no", "insufficient-bid:lho_choice": "accept"}
    facts = {"dealer": "N", "auction": "1♥", "offender": "O", "call": "2♠"}
    data = result(walk_chain(library().topic("changed-call"), answers, facts), "nl")
    assert data["topic"]["id"] == "insufficient-bid" and data["status"] == "ruling"
    assert "2♠" not in data["headline"]
    assert "lowest_sufficient" not in data["facts"]  # it was the unintended call's
