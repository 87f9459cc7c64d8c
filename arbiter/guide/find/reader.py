"""From what a director says to the right topic, with the table data her words give.

``find("zuid bood 1♣ na 1♦ van zijn partner")`` reads the sentence (:mod:`.story`: seats,
calls, cards, who did it), finds the concepts of :mod:`.lexicon` in its words, and scores
every topic by the cues that hold, plus what its words score in the topic's own content
(:mod:`.index`: titles, keywords, story cues, summaries, question and ruling texts). The
best topics come first, each with the questions its story cues answer and the table data
read for it (:mod:`.facts`), checked by walking the topic: data the walk refuses are left
out. A law number ("27", "art 16c") finds topics by law instead.
"""

from __future__ import annotations

from functools import cache

from arbiter.guide.find.facts import fallbacks, table_facts
from arbiter.guide.find.index import CallsRead, Hit, index
from arbiter.guide.find.lexicon import lexicon
from arbiter.guide.find.story import Story, read_story
from arbiter.guide.find.text import MAX_TEXT
from arbiter.i18n import Lang

#: Weight of a topic's own content next to the cues: the best content score counts this
#: much, the others in proportion.
W_CONTENT = 6.0
#: Hits scoring below the best divided by this are left out.
RELEVANCE = 6.0
#: Topics opened (story answers and table data checked by a walk), best first.
OPENED = 8


def marks(story: Story) -> set[str]:
    """What the readers of calls, cards and seats found, as the ``@`` names of cues."""
    found = set()
    calls = [c for c in story.calls if c is not story.contract]
    if calls:
        found.add("@call")
    if story.irregular is not None and story.irregular.call and story.irregular.call.is_bid:
        found.add("@bid")
    if any(c.call is not None and c.call.is_pass for c in calls):
        found.add("@pass")
    if any(c.call is not None and (c.call.is_double or c.call.is_redouble) for c in calls):
        found.add("@double")
    if any(c.call is not None and c.call.is_redouble for c in calls):
        found.add("@redouble")
    if story.wrong_leader:
        found.add("@wrong_leader")
    if story.doer is not None:
        found.add(f"@by_{story.doer}")
    if story.cards:
        found.add("@card")
    if story.seat_at:
        found.add("@seat")
    if story.contract is not None:
        found.add("@contract")
    if story.dealer is not None:
        found.add("@dealer")
    if story.declarer is not None:
        found.add("@declarer")
    if story.replacement is not None:
        found.add("@replacement")
    found |= {f"@{s}" for s in story.situations}
    return found


def _rest(story: Story) -> str:
    """The sentence without its calls and the words that only say who is dealer or
    declarer ("zuid is leider": not "leider verzaakte" for a topic's story cue), for the
    content index."""
    calls = {i for c in story.calls for i in range(c.first, c.last + 1)}
    return " ".join(t.raw for i, t in enumerate(story.tokens)
                    if i not in calls and i not in story.said)  # fmt: skip


def not_words(story: Story) -> set[int]:
    """Tokens the vocabulary does not read: seats ("west" is no word), the words of a
    statement ("zuid is leider"), bids and cards ("hearts" is no "hear"); a pass or a
    double stays a word ("doubleerde een pas")."""
    seats = {m.index for m in story.mentions if m.seat is not None}
    bids = {i for c in story.calls if c.last > c.first for i in range(c.first, c.last + 1)}
    cards = {i for c in story.cards for i in range(c.first, c.last + 1)}
    return seats | story.said | bids | cards


def concepts(text: str) -> tuple[Story, set[str]]:
    """The sentence read, and the concepts and marks found in it (for tests and --why)."""
    story = read_story(text)
    found = lexicon().found(story.tokens, not_words(story))
    return story, set(found) | marks(story)


def find(text: str, lang: Lang = "nl", limit: int | None = None) -> list[Hit]:
    """Topics for a sentence, best first, each opened past what it answers and with the
    table data read from it (values in ``lang``)."""
    text = text[:MAX_TEXT]
    if not text.strip():
        return []
    story, present = concepts(text)
    content_index = index()
    if not story.calls:
        by_law = content_index.law(text)
        if by_law:
            return by_law[:limit] if limit else by_law
    irregular = story.irregular
    situations = frozenset(s for s in story.situations if s != "out_of_turn")
    calls = CallsRead(irregular.call.format(lang) if irregular and irregular.call else None,
                      situations, _rest(story))  # fmt: skip
    content = content_index.words(calls)
    cues = lexicon().scores(present)
    best_content = max((h.score for h in content.values()), default=0.0)
    scored: dict[str, float] = {}
    for topic in content_index.order:
        score = cues.get(topic, 0.0)
        if topic in content and best_content:
            score += W_CONTENT * content[topic].score / best_content
        if score > 0:
            scored[topic] = score
    if not scored:
        return []
    ranked = sorted(scored, key=lambda t: (-scored[t], _prior(t), content_index.order[t]))
    floor = scored[ranked[0]] / RELEVANCE
    ranked = [t for t in ranked if scored[t] >= floor]
    ranked = ranked[:limit] if limit else ranked
    hits = []
    topics = {t.id: t for t in content_index.topics}
    for n, topic_id in enumerate(ranked):
        why = "story" if cues.get(topic_id, 0) > 0 else content[topic_id].why
        answers = content[topic_id].answers if topic_id in content else ()
        told = dict(answers)
        for node, answer in lexicon().answers(topic_id, present):
            if told.setdefault(node, answer) != answer:
                told[node] = ""  # the words say both: neither is taken
        answers = tuple((node, answer) for node, answer in told.items() if answer)
        hit = Hit(topic_id, round(scored[topic_id], 3), why, answers)
        if n < OPENED:
            only = lexicon().fill.get(topic_id)
            facts = table_facts(story, topics[topic_id], lang, only)
            hit = content_index.opened(Hit(hit.topic, hit.score, why, answers, facts),
                                       fallbacks(facts))  # fmt: skip
        hits.append(hit)
    return hits


@cache
def _common() -> dict[str, int]:
    from arbiter.guide.find.index import COMMON

    return {topic: n for n, topic in enumerate(COMMON)}


def _prior(topic: str) -> int:
    """Between topics that score the same, the common irregularity first."""
    return _common().get(topic, len(_common()))
