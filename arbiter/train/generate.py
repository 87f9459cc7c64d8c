"""Table cases made from the guide's own paths: every ruling answers some situation.

For each ruling of a topic the shortest path to it is the situation: the guide's
questions with the answers that lead there. The key is the ruling's headline (the line a
director reads first); the three distractors are other rulings of the same topic, nearest
in the tree first (the rulings the other answers lead to), each with a different
rectification and a different line, so that no distractor is also right. Each distractor
carries the answer that would have led to it, which the feedback shows: the lesson's
"go back and look at the other answer".

A ruling whose topic has fewer than three such rulings is asked as a statement instead:
"in this situation the ruling is ...", with the right line or with the nearest wrong one.

A line that is a sentence of the keyed ruling's own text is true there, so it is never a
distractor ("Het doublet of redoublet vervalt" beside the ruling that says it). Where two
rulings differ in their cause but not in what happens at the table, no rule in the data
tells them apart; ``set_aside.yaml`` names those pairs by hand, with the reason.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from functools import cache

from arbiter.guide.headline import headline
from arbiter.guide.model import Question, Ruling, Topic
from arbiter.guide.paths import Path, paths
from arbiter.i18n import Text
from arbiter.train.model import FALSE, TRUE, Choice, Item, Step

LETTERS = "abcd"
DISTRACTORS = 3
SET_ASIDE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "set_aside.yaml")

PROMPT_CASE = Text.of("Wat is de beslissing?", "What is the ruling?")
PROMPT_STATEMENT = Text.of(
    "Juist of onjuist? In deze situatie luidt de beslissing: «{line}»",
    "True or false? In this situation the ruling is: «{line}»",
)
WHEN = Text.of("Die beslissing hoort bij: {question} {answer}",
               "That ruling belongs to: {question} {answer}")  # fmt: skip
STATEMENT_WRONG = Text.of(
    "Onjuist. «{line}» hoort bij: {question} {answer}",
    "False. «{line}» belongs to: {question} {answer}",
)


def line(ruling: Ruling) -> Text:
    """The ruling in one line, without table data: its headline or first sentence."""
    return Text.of(*(headline(ruling.headline, ruling.text, {}, {}, ruling.outcome, lang)
                     for lang in ("nl", "en")))  # fmt: skip


def item_id(topic: Topic, ruling_id: str) -> str:
    return f"{topic.id}.{ruling_id}"


def _shortest(topic: Topic) -> dict[str, Path]:
    """The shortest path to each ruling (the first of equal length, in the guide's order)."""
    best: dict[str, Path] = {}
    for path in paths(topic):
        if path.ruling not in best or len(path.answers) < len(best[path.ruling].answers):
            best[path.ruling] = path
    return best


def _common(a: Path, b: Path) -> int:
    n = 0
    for x, y in zip(a.answers, b.answers, strict=False):
        if x != y:
            break
        n += 1
    return n


def _why(topic: Topic, other: Path, common: int, template: Text, **more: Text) -> Text:
    """The answer at which the path to ``other`` leaves the case's path."""
    node_id, answer_id = other.answers[common]
    node = topic.nodes[node_id]
    assert isinstance(node, Question)
    answer = node.answer(answer_id)
    assert answer is not None
    return Text({
        lang: template.get_lang(lang).format(
            question=node.text.get_lang(lang), answer=answer.text.get_lang(lang),
            **{k: v.get_lang(lang) for k, v in more.items()},
        )
        for lang in ("nl", "en")
    })  # fmt: skip


def _situation(topic: Topic, path: Path) -> tuple[Step, ...]:
    steps = []
    for node_id, answer_id in path.answers:
        node = topic.nodes[node_id]
        assert isinstance(node, Question)
        answer = node.answer(answer_id)
        assert answer is not None
        steps.append(Step(node.text, answer.text))
    return tuple(steps)


def _sentences(text: str) -> set[str]:
    return {_bare(s) for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()}


def _bare(text: str) -> str:
    return re.sub(r"[\s.!?]+$", "", text.strip()).casefold()


def told_in(said: Text, ruling: Ruling) -> bool:
    """Is the line ``said`` one of the sentences of ``ruling``'s own text (so true there)?"""
    return any(_bare(said[lang]) in _sentences(ruling.text.get_lang(lang)) for lang in ("nl", "en"))


def differs(a: Ruling, b: Ruling, la: Text | None = None, lb: Text | None = None) -> bool:
    """Can ``b`` stand beside ``a`` as a wrong answer? Another rectification, another
    outcome, another line in both languages (``la``/``lb``: their lines, if known), and
    ``b``'s line is not something ``a``'s own text says."""
    la, lb = la or line(a), lb or line(b)
    return (
        a.outcome.get("rectification") != b.outcome.get("rectification")
        and a.outcome != b.outcome
        and all(la[lang] != lb[lang] for lang in ("nl", "en"))
        and not told_in(lb, a)
    )


@cache
def set_aside(path: str = SET_ASIDE_FILE) -> dict[str, frozenset[str]]:
    """Item id -> rulings never offered as its distractors (``set_aside.yaml``)."""
    from arbiter.yamlio import load_yaml

    out: dict[str, set[str]] = {}
    for entry in load_yaml(path).get("set_aside") or []:
        out.setdefault(str(entry["item"]), set()).add(str(entry["ruling"]))
    return {k: frozenset(v) for k, v in out.items()}


def set_aside_problems(topics: Mapping[str, Topic], path: str = SET_ASIDE_FILE) -> list[str]:
    """Each entry must name a topic's ruling as the item and another ruling of that topic,
    with a reason; the problems say which entry is wrong (for ``arbiter check``)."""
    from arbiter.yamlio import load_yaml

    problems = []
    try:
        entries = load_yaml(path).get("set_aside") or []
    except Exception as error:  # a broken file is a problem to list, not a crash
        return [f"set_aside.yaml: not valid YAML: {error}"]
    for n, entry in enumerate(entries, 1):
        where = f"set_aside.yaml entry {n}"
        if not isinstance(entry, dict):
            problems.append(f"{where}: needs item, ruling and why")
            continue
        topic_id, _, ruling_id = str(entry.get("item", "")).partition(".")
        topic = topics.get(topic_id)
        if topic is None or not isinstance(topic.nodes.get(ruling_id), Ruling):
            problems.append(f"{where}: item {entry.get('item')!r} is not TOPIC.RULING")
            continue
        if not isinstance(topic.nodes.get(str(entry.get("ruling"))), Ruling):
            problems.append(f"{where}: {entry.get('ruling')!r} is not a ruling of {topic_id}")
        if not str(entry.get("why", "")).strip():
            problems.append(f"{where}: needs a why")
    return problems


def distractors(topic: Topic, ruling_id: str, best: dict[str, Path],
                lines: dict[str, Text] | None = None) -> list[str]:  # fmt: skip
    """Rulings of the topic that are wrong for the path to ``ruling_id``, nearest first,
    with pairwise different lines (``lines``: each ruling's line, made once per topic)."""
    if lines is None:
        lines = _lines(topic, best)
    order = list(best)

    def ok(a: str, b: str) -> bool:
        return differs(_ruling(topic, a), _ruling(topic, b), lines[a], lines[b])

    aside = set_aside().get(item_id(topic, ruling_id), frozenset())
    candidates = [
        r for r in order
        if r != ruling_id and r not in aside and not _ruling(topic, r).relay
        and ok(ruling_id, r)
    ]  # fmt: skip
    candidates.sort(key=lambda r: (-_common(best[ruling_id], best[r]), order.index(r)))
    chosen: list[str] = []
    for r in candidates:
        if all(ok(c, r) for c in chosen):
            chosen.append(r)
    return chosen


def _ruling(topic: Topic, node_id: str) -> Ruling:
    """The ruling ``node_id`` (the paths end in rulings)."""
    node = topic.nodes[node_id]
    assert isinstance(node, Ruling)
    return node


def _lines(topic: Topic, best: Mapping[str, Path]) -> dict[str, Text]:
    """Each ruling's line, made once per topic."""
    return {r: line(_ruling(topic, r)) for r in best}


def _shuffled(key: str, choices: list[Choice]) -> list[Choice]:
    """The same order on every run and machine: seeded by the item id."""
    seed = int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")
    out = list(choices)
    random.Random(seed).shuffle(out)
    return out


def topic_items(topic: Topic) -> Iterator[Item]:
    best = _shortest(topic)
    lines = _lines(topic, best)
    for ruling_id, path in best.items():
        ruling = _ruling(topic, ruling_id)
        if ruling.relay:
            continue
        wrong = distractors(topic, ruling_id, best, lines)
        # what a case and a statement share: the path and the ruling it reaches
        base = Item(id=item_id(topic, ruling_id), kind="case", topic=topic.id,
                    prompt=PROMPT_CASE, choices=(), key="", explanation=ruling.text,
                    laws=ruling.laws, source=f"{topic.file}: {ruling_id}", origin="generated",
                    situation=_situation(topic, path), answers=path.answers,
                    ruling=ruling_id)  # fmt: skip
        if len(wrong) >= DISTRACTORS:
            keyed = Choice(ruling_id, lines[ruling_id])
            others = []
            for r in wrong[:DISTRACTORS]:
                why = _why(topic, best[r], _common(path, best[r]), WHEN)
                others.append(Choice(r, lines[r], why))
            shuffled = _shuffled(base.id, [keyed, *others])
            lettered = tuple(Choice(LETTERS[i], c.text, c.why) for i, c in enumerate(shuffled))
            key = LETTERS[shuffled.index(keyed)]
            behind = tuple((LETTERS[i], c.id) for i, c in enumerate(shuffled))
            yield replace(base, choices=lettered, key=key, rulings=behind)
        elif wrong:
            # Too few different rulings for four choices: a statement, true for one
            # ruling in two (by the item id), else about the nearest wrong ruling.
            true = _shuffled(base.id, [Choice(TRUE, Text()), Choice(FALSE, Text())])[0]
            shown = ruling if true.id == TRUE else topic.nodes[wrong[0]]
            assert isinstance(shown, Ruling)
            shown_line = lines[shown.id]
            prompt = Text({lang: PROMPT_STATEMENT[lang].format(line=shown_line[lang])
                           for lang in ("nl", "en")})  # fmt: skip
            explanation = ruling.text
            if true.id == FALSE:
                why = _why(topic, best[wrong[0]], _common(path, best[wrong[0]]),
                           STATEMENT_WRONG, line=shown_line)  # fmt: skip
                explanation = Text({lang: f"{why[lang]} {ruling.text.get_lang(lang)}"
                                    for lang in ("nl", "en")})  # fmt: skip
            yield replace(base, kind="statement", prompt=prompt, choices=STATEMENT_CHOICES,
                          key=true.id, shown=wrong[0] if true.id == FALSE else None,
                          explanation=explanation)  # fmt: skip


STATEMENT_CHOICES = (
    Choice(TRUE, Text.of("Juist", "True")),
    Choice(FALSE, Text.of("Onjuist", "False")),
)
