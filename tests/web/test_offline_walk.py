"""The offline walker (arbiter/web/static/offline.js, in Chromium) against the Python
walker (arbiter.guide.chain.walk_chain) on every path of every topic.

The states are every story a director can reach by answering what is asked
(:func:`arbiter.guide.walks.reachable_rulings`: each answer, each exceptions screen's
"none of these" and single lines, going on at a ruling that offers the next topic) and
every prefix of them, without table data; and, from a sample of them, stories a director
could type that go wrong: an unknown question or answer, an answer that is not on the
way, the answers in another order. For each, both walkers must give the same next
question (or exceptions screen with the same lines) or the same ruling, through the same
topics, with the same steps and sources, the same unused answers, or refuse with the same
words. The whole list is walked in one page in one call, so this takes seconds.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from functools import cache
from typing import Any

import pytest

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Asked, Decided, Result
from arbiter.guide.library import library
from arbiter.guide.walks import reachable_rulings, walked_states
from arbiter.i18n import InputError
from arbiter.web.bundle import bundle
from tests.web.conftest import ROOT

STATIC = ROOT / "arbiter" / "web" / "static"

State = tuple[str, tuple[tuple[str, str], ...]]


@cache
def reachable() -> dict[State, dict[str, Any]]:
    """Every reachable story of every topic and every prefix of it, each once, with the
    Python walker's result there (:func:`python_walk`): taken from the walk that finds
    the states, so that only the prefixes it did not stop at are walked again."""
    lib = library()
    found: dict[State, dict[str, Any]] = {}
    for topic in lib.topics.values():
        results: dict[tuple[tuple[str, str], ...], Result] = {}
        prefixes: dict[tuple[tuple[str, str], ...], None] = {}
        for answers, res in walked_states(topic, lib.topics):
            results[answers] = res
            if isinstance(res, Decided):
                prefixes.update((answers[:k], None) for k in range(len(answers) + 1))
        for answers in prefixes:
            res = results.get(answers)
            found[(topic.id, answers)] = (shape(res) if res is not None
                                          else python_walk(topic.id, answers))  # fmt: skip
    return found


def wrong_states(states: tuple[State, ...]) -> list[State]:
    """Stories that go wrong, made from a sample of the reachable ones."""
    rng = random.Random(23)
    lib = library()
    out: list[State] = []
    for topic_id, answers in rng.sample(list(states), 600):
        topic = lib.topics[topic_id]
        questions = [n for n, node in topic.nodes.items() if hasattr(node, "answers")]
        if answers:
            key, _ = answers[-1]
            out.append((topic_id, (*answers[:-1], (key, "zz_none"))))  # no such answer
            out.append((topic_id, tuple(rng.sample(answers, len(answers)))))  # order
        out.append((topic_id, (*answers, ("no_such_question", "yes"))))
        node = rng.choice(questions)  # a real question, often not on the way
        choice = rng.choice(topic.nodes[node].answers).id  # type: ignore[union-attr]
        if node not in dict(answers):
            out.append((topic_id, (*answers, (node, choice))))
        other = rng.choice(list(lib.topics))
        visit = rng.choice(["", ".2", ".3", ".1", ".x"])
        out.append((topic_id, (*answers, (f"{other}{visit}:{node}", choice))))
        out.append((topic_id, (*answers, (f"no-such-topic:{node}", choice))))
    return out


def shape(res: Result) -> dict[str, Any]:
    """What the two walkers must agree on."""
    out: dict[str, Any] = {
        "kind": "asked" if isinstance(res, Asked) else "decided",
        "topic": res.topic.id,
        "node": res.question.id if isinstance(res, Asked) else res.ruling.id,
        "segment": res.segment,
        "parts": [[p.topic.id, p.ruling.id, p.entry, p.segment] for p in res.parts],
        "steps": [[s.segment, s.node, s.answer, s.source] for s in res.steps],
        "unused": list(res.unused),
    }
    if isinstance(res, Asked):
        out["exceptions"] = [q.id for q in res.exceptions]
    return out


def python_walk(topic_id: str, answers: tuple[tuple[str, str], ...]) -> dict[str, Any]:
    """The Python walker's result as :func:`shape` gives it; a refusal in the bundle's
    language (Dutch: a message may quote the topic's texts, and a bundle holds one
    language's), with what would be accepted."""
    lib = library()
    try:
        return shape(walk_chain(lib.topics[topic_id], dict(answers), {}, lib.topics))
    except InputError as error:
        return {"error": [error.text["nl"], list(error.accepted)]}


JS_SHAPE = """(text) => {
  const [b, rows, digest] = JSON.parse(text);
  const O = window.arbiterOffline;
  // a state is its parent state's answers and one more, or a topic and all its answers
  const states = [];
  for (const row of rows) {
    if (row[0] < 0) states.push([row[1], row[2]]);
    else {
      const [topic, answers] = states[row[0]];
      states.push([topic, [...answers, [row[1], row[2]]]]);
    }
  }
  const canon = (v) => Array.isArray(v) ? "[" + v.map(canon).join(",") + "]"
    : v !== null && typeof v === "object"
      ? "{" + Object.keys(v).filter((k) => v[k] !== undefined).sort()
          .map((k) => JSON.stringify(k) + ":" + canon(v[k])).join(",") + "}"
      : JSON.stringify(v);
  const started = performance.now();
  const out = states.map(([topic, answers]) => {
    let res;
    try { res = O.walkStory(b, topic, answers); }
    catch (e) { return e.nl ? {error: [e.nl, e.accepted]} : {crash: String(e.stack || e)}; }
    const out = {
      kind: res.kind, topic: res.topic.id, node: res.id, segment: res.segment,
      parts: res.parts.map((p) => [p.topic.id, p.ruling, p.entry, p.segment]),
      steps: O.steps(res).map((s) => [s.segment, s.node, s.answer, s.source]),
      unused: res.unused,
    };
    if (res.kind === "asked") out.exceptions = res.exceptions;
    return out;
  });
  const ms = performance.now() - started;
  if (!digest) return JSON.stringify({ms, out});
  const encoder = new TextEncoder();
  return Promise.all(out.map((o) => crypto.subtle.digest("SHA-256", encoder.encode(canon(o)))))
    .then((sums) => JSON.stringify({ms, out: sums.map((d) => [...new Uint8Array(d, 0, 8)]
      .map((x) => x.toString(16).padStart(2, "0")).join(""))}));
}"""


@pytest.fixture(scope="module")
def walker_page(browser, tmp_path_factory):
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # a page of its own file: a secure context, where the page can take SHA-256 digests
    blank = tmp_path_factory.mktemp("walker") / "walk.html"
    blank.write_text("<!doctype html><meta charset='utf-8'><title>walk</title>", "utf-8")
    page.goto(blank.as_uri())
    for name in ("story.js", "offline.js"):
        page.add_script_tag(path=str(STATIC / name))
    yield page
    context.close()
    assert not errors, errors


def rows(states: list[State]) -> list[list[Any]]:
    """``states`` as the page rebuilds them: a state whose answers but the last are an
    earlier state's is that state's number and its last answer, so that the 121,521
    reachable states (each a prefix of a longer one) cross to Chromium as a few MB, not
    as 72 MB of repeated answers, which Playwright took minutes to carry."""
    seen: dict[State, int] = {}
    out: list[list[Any]] = []
    for i, (topic, answers) in enumerate(states):
        parent = seen.get((topic, answers[:-1])) if answers else None
        out.append([parent, *answers[-1]] if parent is not None else [-1, topic, answers])
        seen.setdefault((topic, answers), i)
    return out


def digest(shape_: dict[str, Any]) -> str:
    """The first 8 bytes of the SHA-256 of a walk's shape as canonical JSON (keys sorted),
    as the page computes it: equal shapes, equal digests."""
    text = json.dumps(shape_, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def walk_offline(page, data: Any, states: list[State], digests: bool = False) -> tuple[list, float]:
    """The offline walker's shapes of ``states`` (or their digests), and the seconds
    walked in the page."""
    answer = json.loads(page.evaluate(JS_SHAPE, json.dumps([data, rows(states), digests])))
    return answer["out"], answer["ms"] / 1000


def compare(page, states: list[State], expected: list[dict[str, Any]] | None = None
            ) -> tuple[list, float, float]:  # fmt: skip
    """The states that differ, compared by digest, then shown in full; seconds for the
    call, and for the walks alone in the page."""
    expected = expected or [python_walk(t, a) for t, a in states]
    started = time.perf_counter()
    got, walks = walk_offline(page, bundle("nl"), states, digests=True)
    took = time.perf_counter() - started
    differ = [i for i, (want, have) in enumerate(zip(expected, got, strict=True))
              if digest(want) != have]  # fmt: skip
    shown = differ[:3]
    full = walk_offline(page, bundle("nl"), [states[i] for i in shown])[0] if shown else []
    wrong = [(states[i], expected[i], have) for i, have in zip(shown, full, strict=True)]
    return wrong + [(states[i], "", "") for i in differ[3:]], took, walks


def test_every_reachable_story_walks_the_same_offline(walker_page, reachable_walks):
    states = list(reachable_walks)
    assert len(states) > 10_000  # every path of every topic, not a sample
    wrong, took, walks = compare(walker_page, states, list(reachable_walks.values()))
    print(f"\n{len(states)} reachable states compared in Chromium in {took:.2f} s "
          f"({walks:.2f} s walking); {len(wrong)} differ")  # fmt: skip
    assert not wrong, wrong[:3]


def test_a_difference_is_found_and_shown_in_full(walker_page, reachable_walks):
    """The comparison by digest finds one changed step among many and shows both walks."""
    states = list(reachable_walks)[:2000]
    expected = [python_walk(t, a) for t, a in states]
    changed = next(i for i, e in enumerate(expected) if e.get("steps"))
    steps = expected[changed]["steps"]
    expected[changed] = {**expected[changed], "steps": [*steps[::-1], ["", "x", "y", "answer"]]}
    wrong, _took, _walks = compare(walker_page, states, expected)
    assert [w[0] for w in wrong] == [states[changed]]
    assert wrong[0][2]["steps"] == python_walk(*states[changed])["steps"]


def test_stories_that_go_wrong_go_wrong_the_same_offline(walker_page, reachable_walks):
    states = wrong_states(tuple(reachable_walks))
    wrong, _took, _walks = compare(walker_page, states)
    errors = sum("error" in python_walk(t, a) for t, a in states)
    assert errors > 500 and len(states) - errors > 500  # both kinds are tried
    assert not wrong, wrong[:3]


# -- the rules the shipped content does not use yet, on made-up topics -------------------

# A definition, facts an answer establishes and what they imply (through a fact no
# question asks), a
# judgement the implications only propose, two rare cases with a fact between them (one
# screen when the fact follows from earlier answers, two when it is asked), an
# answer that hands over, a ruling that follows at once (carrying one fact, with `same`
# from an answer, a fixed answer, a fact, and a `when`), one that waits for "next", and a
# second visit to a topic.
ALPHA = """\
id: alpha
law: "61"
phase: play
title: {nl: "Alfa", en: "Alpha"}
summary: {nl: "Een.", en: "One."}
implications:
  - when: {revoker: dummy}
    then: {revoke_by_dummy_or_exposed_card: "yes", offender_role: dummy}
  - when: {revoke_by_dummy_or_exposed_card: "yes"}
    then: {same_meaning: "yes"}
  - when: {offender_role: dummy}
    then: {honour: "no"}
start: claimed
nodes:
  claimed:
    question: {nl: "Verzaakt?", en: "Revoked?"}
    law: "61A"
    definition: "yes"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: who}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: none}
  who:
    question: {nl: "Wie?", en: "Who?"}
    law: "62B"
    fact: revoker
    answers:
      - {id: defender, text: {nl: "Tegenspeler", en: "Defender"}, next: faced}
      - {id: declarer, text: {nl: "Leider", en: "Declarer"}, next: faced}
      - {id: dummy, text: {nl: "Blinde", en: "Dummy"}, next: faced}
  faced:
    question: {nl: "Blinde of open kaart?", en: "Dummy or faced card?"}
    law: "64B3"
    fact: revoke_by_dummy_or_exposed_card
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: judged}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: judged}
  judged:
    question: {nl: "Zelfde betekenis?", en: "Same meaning?"}
    law: "23A"
    fact: same_meaning
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: rare1}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: rare1}
  rare1:
    question: {nl: "Slag 12?", en: "Trick 12?"}
    law: "64B6"
    exception: {usual: "no", text: {nl: "In slag 12", en: "In trick 12"}}
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: twelve}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: honour}
  honour:
    question: {nl: "Honneur?", en: "Honour?"}
    law: "50B"
    fact: honour
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: rare2}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: rare2}
  rare2:
    question: {nl: "Beide partijen?", en: "Both sides?"}
    law: "64B7"
    exception: {usual: "no", text: {nl: "Beide partijen", en: "Both sides"}}
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: both}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: how}
  how:
    question: {nl: "Hoe verder?", en: "How on?"}
    law: "64A"
    answers:
      - id: relay
        text: {nl: "Daar", en: "There"}
        laws: ["64C"]
        handoff: {topic: beta, at: b_hon}
      - {id: wait, text: {nl: "Wacht", en: "Wait"}, next: waits}
      - {id: follow, text: {nl: "Volg", en: "Follow"}, next: follows}
  waits:
    ruling: {nl: "Wacht. Dan verder.", en: "Wait. Then on."}
    outcome: {rectification: wait}
    laws: ["64A"]
    tell: [{nl: "Zeg wacht.", en: "Say wait."}]
    leave: {use: leave_now}
    afterwards: [{use: appeal}, {kind: check_board, text: {nl: "Kijk.", en: "Look."}}]
    handoff:
      topic: beta
      keep: []
      same:
        b_one: "yes"
        b_who: {fact: revoker}
        b_two: {answer: "no", when: {honour: "no"}}
  follows:
    ruling: {nl: "Volgt.", en: "Follows."}
    outcome: {rectification: follows}
    laws: ["64A"]
    notes: [{nl: "Noot.", en: "Note."}]
    leave: {use: leave_now}
    handoff:
      topic: beta
      follow: true
      carry: [revoker]
      keep: [notes]
      same:
        b_one: {from: claimed}
  none:
    ruling: {nl: "Geen.", en: "None."}
    outcome: {rectification: none}
    laws: ["61A"]
    leave: {use: leave_now}
  twelve:
    ruling: {nl: "Twaalf.", en: "Twelve."}
    outcome: {rectification: twelve}
    laws: ["64B6"]
    leave: {use: leave_now}
  both:
    ruling: {nl: "Beide.", en: "Both."}
    outcome: {rectification: both}
    laws: ["64B7"]
    leave: {use: leave_now}
"""

BETA = """\
id: beta
law: "62"
phase: play
title: {nl: "Beta", en: "Beta"}
summary: {nl: "Twee.", en: "Two."}
start: b_one
nodes:
  b_one:
    question: {nl: "B een?", en: "B one?"}
    law: "62A"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b_who}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: b_other}
  b_who:
    question: {nl: "Wie?", en: "Who?"}
    law: "62B"
    fact: revoker
    answers:
      - {id: defender, text: {nl: "Tegenspeler", en: "Defender"}, next: b_hon}
      - {id: declarer, text: {nl: "Leider", en: "Declarer"}, next: b_hon}
      - {id: dummy, text: {nl: "Blinde", en: "Dummy"}, next: b_hon}
  b_hon:
    question: {nl: "Honneur?", en: "Honour?"}
    law: "50B"
    fact: honour
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b_two}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: b_two}
  b_two:
    question: {nl: "B twee?", en: "B two?"}
    law: "62C"
    assume: "yes"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b_offers}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: b_to_gamma}
  b_again:
    question: {nl: "Weer hier?", en: "Back here?"}
    law: "62D"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: b_other}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: b_end}
  b_offers:
    ruling: {nl: "Biedt aan.", en: "Offers."}
    outcome: {rectification: offers}
    laws: ["62C"]
    leave: {use: leave_now}
    handoff: {topic: gamma}
  b_to_gamma:
    ruling: {nl: "Naar gamma.", en: "To gamma."}
    outcome: {rectification: to_gamma}
    laws: ["62C"]
    tell: [{nl: "Zeg gamma.", en: "Say gamma."}]
    leave: {use: leave_now}
    handoff: {topic: gamma, follow: true, keep: [tell]}
  b_other:
    ruling: {nl: "Anders.", en: "Other."}
    outcome: {rectification: other}
    laws: ["62A"]
    leave: {use: leave_now}
  b_end:
    ruling: {nl: "Einde.", en: "End."}
    outcome: {rectification: end}
    laws: ["62D"]
    leave: {use: leave_now}
"""

GAMMA = """\
id: gamma
law: "63"
phase: play
title: {nl: "Gamma", en: "Gamma"}
summary: {nl: "Drie.", en: "Three."}
start: g_one
nodes:
  g_one:
    question: {nl: "Voldongen?", en: "Established?"}
    law: "63A"
    fact: revoke_established
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: g_back}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: g_end}
  g_back:
    ruling: {nl: "Terug.", en: "Back."}
    outcome: {rectification: back}
    laws: ["63A"]
    leave: {use: leave_now}
    handoff: {topic: beta, follow: true, at: b_again}
  g_end:
    ruling: {nl: "Gamma einde.", en: "Gamma end."}
    outcome: {rectification: g_end}
    laws: ["63B"]
    leave: {use: leave_now}
"""


@pytest.fixture(scope="module")
def made_up(tmp_path_factory):
    import shutil

    from arbiter.guide.library import read_library
    from arbiter.guide.loading import CONTENT_DIR

    folder = tmp_path_factory.mktemp("content")
    shutil.copy(f"{CONTENT_DIR}/_shared.yaml", folder / "_shared.yaml")
    for name, text in (("61-alpha", ALPHA), ("62-beta", BETA), ("63-gamma", GAMMA)):
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")
    lib = read_library(str(folder))
    assert not lib.problems, lib.problems
    return dict(lib.topics)


def test_the_rules_on_made_up_topics_walk_the_same_offline(walker_page, made_up):
    from arbiter.web.bundle import guide_data

    found: dict[State, None] = {}
    for reached in reachable_rulings(made_up["alpha"], made_up):
        for k in range(len(reached.answers) + 1):
            found[(made_up["alpha"].id, reached.answers[:k])] = None
    states = list(found)
    # contradictions of what an answer implies, a judgement that may differ, second visits
    states += [("alpha", (("who", "dummy"), ("faced", "no"))),
               ("alpha", (("who", "dummy"), ("judged", "no"))),
               ("alpha", (("who", "declarer"), ("faced", "yes"), ("judged", "no"))),
               ("alpha", (("claimed", "no"), ("who", "dummy"))),
               ("alpha", (("rare1", "no"), ("rare2", "no"), ("how", "follow"), ("beta:b_two", "no"),
                          ("gamma:g_one", "yes"), ("beta.2:b_again", "no"))),
               ("alpha", (("beta.2:b_again", "no"),)),
               ("alpha", (("who", "dummy"), ("honour", "yes"))),  # stops the screen
               ("alpha", (("who", "dummy"), ("rare1", "no"), ("honour", "yes"))),  # 2 deep
               ("alpha", (("beta.1:b_one", "yes"),)),
               ("alpha", (("how", "wait"), ("waits", "yes")))]  # fmt: skip
    expected = []
    for topic_id, answers in states:
        try:
            expected.append(shape(walk_chain(made_up[topic_id], dict(answers), {}, made_up)))
        except InputError as error:
            expected.append({"error": [error.text["nl"], list(error.accepted)]})
    data = guide_data(list(made_up.values()), "nl")
    got, _walks = walk_offline(walker_page, data, states)
    wrong = [(s, w, h) for s, w, h in zip(states, expected, got, strict=True)
             if json.loads(json.dumps(w)) != h]  # fmt: skip
    assert not wrong, wrong[:3]
    # the made-up topics reach what they are for
    sources = {step[3] for r in expected if "steps" in r for step in r["steps"]}
    assert sources >= {"answer", "definition", "derived", "carried", "default"}
    assert any(s[0] == "beta.2" for r in expected if "steps" in r for s in r["steps"])
    assert any(r.get("exceptions") == ["rare1", "rare2"] for r in expected)
    assert any(r.get("exceptions") == ["rare2"] for r in expected)
    assert sum("error" in r for r in expected) >= 4
