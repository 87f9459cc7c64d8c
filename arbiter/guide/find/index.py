"""The guide's content as a search index: a topic's title, keywords, story cues, summary and
the text of its questions and rulings, and the laws it is filed under, deals with or cites.

The reader of a director's sentence (:mod:`arbiter.guide.find`) asks it two things:

* a law number ("27", "art. 16C", "law 64") finds the topic filed under that law first,
  then the topics that deal with it, then those whose rulings cite it;
* the words of the sentence score every topic by where they are found (title, keywords,
  story cues, summary, question and ruling texts): exactly, by word stem (Snowball, Dutch
  and English, plus the Dutch ``ge-`` and ``-t`` forms), as the start of a word, inside a
  longer word, or with one typing slip; and the story cues (``story`` in the content,
  :class:`arbiter.guide.model.StoryCue`) found in the words answer questions ahead of
  time ("partner aan de beurt" answers who was on lead). A cue right after "niet",
  "geen", "not" or "no" does not count. A call situation read from the sentence
  ("insufficient", "above_seven") counts as a cue's words do.

The index is built once per process; each word's matches are computed once and kept, so
a query costs a few dictionary look-ups per word (``bench/search.py``).
"""

from __future__ import annotations

import bisect
import re
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cache

from arbiter.guide.model import Question, Ruling, Topic
from arbiter.guide.words import (
    NEGATIONS,
    STOPWORDS,
    content,
    deletions,
    fold,
    one_slip,
    stem_keys,
    trigrams,
    words,
)

#: Topics offered when nothing in the words points anywhere: the seed protocols' topics.
COMMON = (
    "insufficient-bid", "call-out-of-turn", "lead-out-of-turn", "revoke", "penalty-card",
    "unauthorized-information", "misinformation", "changed-call",
)  # fmt: skip
_LAW_QUERY = re.compile(r"^(?:art(?:ikel)?|law|wet|spr|l)?\.?\s*(\d{1,2})([a-z][0-9a-z()]*)?$")

# Field weights: where a word is found says how much it tells about the topic.
W_TITLE, W_KEYWORD, W_STORY, W_SUMMARY, W_TEXT = 10.0, 8.0, 8.0, 4.0, 1.0
# Match qualities.
Q_EXACT, Q_STEM, Q_PREFIX, Q_INSIDE, Q_SLIP = 1.0, 0.9, 0.7, 0.5, 0.4
_WORD_CACHE = 4096


# -- the index -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hit:
    topic: str
    score: float
    why: str  # "law", "story", "phrase", "words", "partial" or "nearest": what matched
    answers: tuple[tuple[str, str], ...] = ()  # answered by the story, in path order
    facts: tuple[tuple[str, str], ...] = ()  # table data read from the text


@dataclass(frozen=True)
class CallsRead:
    """What the reader found in the calls of a sentence: the irregular call as table data
    (for topics that take one), the situations the calls show, the text without them."""

    call: str | None = None
    situations: frozenset[str] = frozenset()
    rest: str = ""


@dataclass(frozen=True)
class _Cue:
    topic: int
    keys: tuple[frozenset[str], ...]  # the stem keys of each word of the phrase
    answers: tuple[tuple[str, str], ...]
    calls: str | None


@dataclass
class _Entry:
    topic: Topic
    phrases: tuple[tuple[str, float], ...]  # folded title/keyword phrases with weights
    laws_filed: int
    laws_dealt: frozenset[int]
    laws_cited: frozenset[int]
    refs: frozenset[str]  # folded law references, e.g. "16c", "27b1a"
    takes_call: bool  # a question of the topic can be answered from the call
    trigrams: frozenset[str] = field(default_factory=frozenset)


def _law_number(ref: str) -> int | None:
    match = re.match(r"\s*(\d{1,2})", ref)
    return int(match.group(1)) if match else None


class SearchIndex:
    """Search over a set of topics; build once, query many times."""

    def __init__(self, topics: Iterable[Topic]) -> None:
        from arbiter.guide.facts import FACTS

        self.topics = list(topics)
        self.order = {topic.id: i for i, topic in enumerate(self.topics)}
        self.entries: list[_Entry] = []
        self.fields: dict[str, dict[int, float]] = {}  # word → topic → best field weight
        self.texts: dict[str, set[int]] = {}  # words of question and ruling texts
        self.cues: dict[str, list[_Cue]] = {}  # first word's stem key → cues
        for i, topic in enumerate(self.topics):
            self.entries.append(self._entry(i, topic, FACTS))
        vocabulary = set(self.fields) | set(self.texts)
        self.sorted = sorted(vocabulary)
        self.by_key: dict[str, set[str]] = {}
        for word in vocabulary:
            for key in stem_keys(word):
                self.by_key.setdefault(key, set()).add(word)
        self.by_trigram: dict[str, set[str]] = {}
        self.by_deletion: dict[str, set[str]] = {}
        for word in self.fields:
            if len(word) >= 4:
                for gram in {word[j : j + 3] for j in range(len(word) - 2)}:
                    self.by_trigram.setdefault(gram, set()).add(word)
                for variant in deletions(word) | {word}:
                    self.by_deletion.setdefault(variant, set()).add(word)
        self._word_cache: OrderedDict[str, tuple[dict[int, float], dict[int, float]]] = (
            OrderedDict()
        )

    # -- building ---------------------------------------------------------------------

    def _entry(self, i: int, topic: Topic, facts) -> _Entry:
        phrases: list[tuple[str, float]] = []

        def add(text: str, weight: float, phrase: bool) -> None:
            folded = fold(text)
            if phrase and folded:
                phrases.append((folded, weight))
            for word in folded.split():
                seen = self.fields.setdefault(word, {})
                seen[i] = max(seen.get(i, 0.0), weight)

        for lang_text in topic.title.values():
            add(lang_text, W_TITLE, True)
        for keywords in topic.keywords.values():
            for keyword in keywords:
                add(keyword, W_KEYWORD, True)
        for lang_text in topic.summary.values():
            add(lang_text, W_SUMMARY, False)
        for cue in topic.story:
            for phrases_in_lang in cue.words.values():
                for text in phrases_in_lang:
                    add(text, W_STORY, True)
                    keys = tuple(stem_keys(w) or frozenset((w,)) for w in content(words(text)))
                    if keys:
                        made = _Cue(i, keys, cue.answers, None)
                        for key in keys[0]:
                            self.cues.setdefault(key, []).append(made)
            if cue.calls:
                self.cues.setdefault(f"@{cue.calls}", []).append(
                    _Cue(i, (), cue.answers, cue.calls)
                )

        cited: set[int] = set()
        refs = {fold(topic.law).replace(" ", ""), *(fold(r).replace(" ", "") for r in topic.laws)}
        takes_call = False
        for node in topic.nodes.values():
            texts = [node.text]
            node_refs: list[str] = []
            if isinstance(node, Question):
                texts += [a.text for a in node.answers]
                node_refs += [node.law] if node.law else []
                fact = facts.get(node.fact) if node.fact else None
                takes_call = takes_call or bool(fact and "call" in fact.inputs)
            elif isinstance(node, Ruling):
                node_refs += list(node.laws)
            for node_text in texts:
                for lang_text in node_text.values():
                    for word in words(lang_text):
                        if word not in STOPWORDS:
                            self.texts.setdefault(word, set()).add(i)
            for ref in node_refs:
                number = _law_number(ref)
                if number is not None:
                    cited.add(number)
                    refs.add(fold(ref).replace(" ", ""))
        dealt = {n for n in (_law_number(r) for r in topic.laws) if n is not None}
        every_keyword = [k for ks in topic.keywords.values() for k in ks]
        near = " ".join(
            map(fold, (*topic.title.values(), *topic.summary.values(), *every_keyword))
        )
        return _Entry(
            topic=topic,
            phrases=tuple(phrases),
            laws_filed=_law_number(topic.law) or 0,
            laws_dealt=frozenset(dealt),
            laws_cited=frozenset(cited),
            refs=frozenset(refs),
            takes_call=takes_call,
            trigrams=trigrams(near),
        )

    # -- one word ---------------------------------------------------------------------

    def _candidates(self, word: str) -> dict[str, float]:
        """Vocabulary words that ``word`` matches, each with the quality of the match."""
        found: dict[str, float] = {}

        def put(term: str, quality: float) -> None:
            if quality > found.get(term, 0.0):
                found[term] = quality

        if word in self.fields or word in self.texts:
            put(word, Q_EXACT)
        for key in stem_keys(word):
            for term in self.by_key.get(key, ()):
                put(term, Q_STEM)
        if len(word) >= 3:
            start = bisect.bisect_left(self.sorted, word)
            for term in self.sorted[start:]:
                if not term.startswith(word):
                    break
                put(term, Q_PREFIX)
        if len(word) >= 4:
            grams = [word[j : j + 3] for j in range(len(word) - 2)]
            pools = sorted((self.by_trigram.get(g, set()) for g in grams), key=len)
            inside = set(pools[0]).intersection(*pools[1:]) if pools else set()
            for term in inside:
                if word in term:
                    put(term, Q_INSIDE)
            for length in range(4, len(word)):
                for j in range(len(word) - length + 1):
                    part = word[j : j + length]
                    if part in self.fields:
                        put(part, Q_INSIDE)
        if len(word) >= 5:
            for variant in deletions(word) | {word}:
                for term in self.by_deletion.get(variant, ()):
                    if one_slip(word, term):
                        put(term, Q_SLIP)
        return found

    def _word(self, word: str) -> tuple[dict[int, float], dict[int, float]]:
        """Per topic, the best score of ``word`` in its fields, and in its texts."""
        cached = self._word_cache.get(word)
        if cached is not None:
            self._word_cache.move_to_end(word)
            return cached
        in_fields: dict[int, float] = {}
        in_texts: dict[int, float] = {}
        for term, quality in self._candidates(word).items():
            for topic, weight in self.fields.get(term, {}).items():
                if weight * quality > in_fields.get(topic, 0.0):
                    in_fields[topic] = weight * quality
            if (quality >= Q_PREFIX and len(word) >= 4) or quality >= Q_STEM:
                for topic in self.texts.get(term, ()):
                    in_texts[topic] = max(in_texts.get(topic, 0.0), W_TEXT * quality)
        result = (in_fields, in_texts)
        self._word_cache[word] = result
        if len(self._word_cache) > _WORD_CACHE:
            self._word_cache.popitem(last=False)
        return result

    # -- queries ----------------------------------------------------------------------

    def law(self, query: str) -> list[Hit]:
        """Topics for a law number ("27", "art. 16c", "law 64"), best first; [] when the
        query is not a law number."""
        hits = self._by_law(fold(query))
        hits.sort(key=lambda h: (-h.score, self.order[h.topic]))
        return hits

    def words(self, calls: CallsRead) -> dict[str, Hit]:
        """Per topic, what the words of the sentence score in its content, with the
        questions its story cues answer."""
        folded = fold(calls.rest)
        if not folded and not calls.situations:
            return {}
        return {hit.topic: hit for hit in self._by_words(folded, calls)}

    def nearest(self, query: str, limit: int = 5) -> list[Hit]:
        """Topics nearest to any text at all: by shared letter groups with their titles,
        summaries and keywords; the common topics when nothing is shared."""
        grams = trigrams(fold(query))
        scored = []
        for i, entry in enumerate(self.entries):
            shared = len(grams & entry.trigrams)
            if shared >= 2:
                scored.append((shared / (len(grams) + 1), i))
        scored.sort(key=lambda s: (-s[0], s[1]))
        hits = [Hit(self.entries[i].topic.id, round(s, 3), "nearest") for s, i in scored[:limit]]
        if not hits:
            ids = [t for t in COMMON if t in self.order][:limit]
            hits = [Hit(t, 0.0, "nearest") for t in ids]
        return hits

    def _by_law(self, folded: str) -> list[Hit]:
        match = _LAW_QUERY.match(folded)
        if match is None:
            return []
        number = int(match.group(1))
        ref = (match.group(1) + (match.group(2) or "")).replace(" ", "")
        hits = []
        for entry in self.entries:
            if entry.laws_filed == number:
                score = 100.0
            elif number in entry.laws_dealt:
                score = 40.0
            elif number in entry.laws_cited:
                score = 10.0
            else:
                continue
            if match.group(2) and any(r.startswith(ref) for r in entry.refs):
                score += 5.0  # "16c": a topic naming that very subsection first
            hits.append(Hit(entry.topic.id, score, "law"))
        return hits

    def _cue_matches(self, query_words: list[str]) -> dict[int, list[tuple[_Cue, range]]]:
        """Story cues found in the words (stems in order, at most one word between)."""
        keys = [stem_keys(w) | {w} for w in query_words]
        found: dict[int, list[tuple[_Cue, range]]] = {}
        for start, word_keys in enumerate(keys):
            if start and query_words[start - 1] in NEGATIONS:
                continue
            seen: set[int] = set()
            for key in word_keys:
                for cue in self.cues.get(key, ()):
                    if id(cue) in seen:
                        continue
                    seen.add(id(cue))
                    end = _follow(cue.keys, keys, start)
                    if end is not None:
                        found.setdefault(cue.topic, []).append((cue, range(start, end)))
        return found

    def _by_words(self, folded: str, calls: CallsRead) -> list[Hit]:
        all_words = folded.split()
        query_words = [w for w in all_words if w not in STOPWORDS or w in NEGATIONS]
        if not query_words and not calls.situations:
            query_words = all_words
        content = [w for w in query_words if w not in NEGATIONS]
        scores = [self._word(w) for w in content]
        known = [i for i, (f, t) in enumerate(scores) if f or t]
        cue_hits = self._cue_matches(query_words)
        # positions in ``content`` covered by a cue, per topic
        position = {}
        j = 0
        for i, w in enumerate(query_words):
            if w not in NEGATIONS:
                position[i] = j
                j += 1
        call_cues = {cue.topic: cue for s in calls.situations for cue in self.cues.get(f"@{s}", ())}
        if not known and not cue_hits and not call_cues:
            if calls.call and not content:  # only a call ("1h"): the topics that use one
                return [self._with_story(Hit(e.topic.id, 1.0, "partial"), {}, {}, calls)
                        for e in self.entries if e.takes_call]  # fmt: skip
            return []
        phrase_text = " ".join(content)
        hits = []
        for i, entry in enumerate(self.entries):
            covered = {position[k] for _cue, span in cue_hits.get(i, ()) for k in span
                       if k in position}  # fmt: skip
            per_word = []
            for k in known:
                in_fields, in_texts = scores[k]
                score = in_fields.get(i) or in_texts.get(i, 0.0)
                if k in covered:
                    score = max(score, W_STORY)
                per_word.append(score)
            cue_bonus = sum(W_STORY * len(c.keys) for c, _ in cue_hits.get(i, ()))
            if i in call_cues:
                cue_bonus += 2 * W_STORY
            phrase = max((w for text, w in entry.phrases if f" {folded}" in f" {text}"),
                         default=0.0) if phrase_text else 0.0  # fmt: skip
            matched = sum(1 for s in per_word if s)
            total = sum(per_word) + cue_bonus
            if phrase:
                hits.append(Hit(entry.topic.id, 5 * phrase + total, "phrase"))
            elif (known and matched == len(known)) or (not known and cue_bonus):
                hits.append(Hit(entry.topic.id, total, "words"))
            elif total:  # some of the words: a weaker hint, scored by how many
                hits.append(Hit(entry.topic.id, total * matched / len(known), "partial"))
        return [self._with_story(h, cue_hits, call_cues, calls) for h in hits]

    def _with_story(self, hit: Hit, cue_hits, call_cues, calls: CallsRead) -> Hit:
        i = self.order[hit.topic]
        given: dict[str, str] = {}
        clash: set[str] = set()
        cues = [c for c, _ in cue_hits.get(i, ())]
        cues += [call_cues[i]] if i in call_cues else []
        for cue in cues:
            for node, answer in cue.answers:
                if given.get(node, answer) != answer:
                    clash.add(node)
                given[node] = answer
        answers = tuple((n, a) for n, a in given.items() if n not in clash)
        return Hit(hit.topic, hit.score, hit.why, answers)

    def opened(self, hit: Hit, fallbacks: tuple[tuple[tuple[str, str], ...], ...] = ()) -> Hit:
        """The story's answers in the order the walk takes them: those on the path so far,
        then those still ahead of the question reached; answers the path has passed by are
        left out, and table data that contradict the answers too."""
        if not hit.answers and not hit.facts:
            return hit
        from arbiter.guide.interview import Asked, walk
        from arbiter.i18n import InputError

        topic = self.topics[self.order[hit.topic]]
        for facts in (dict(hit.facts), *map(dict, fallbacks), {}):
            try:
                result = walk(topic, dict(hit.answers), facts)
            except InputError:
                continue
            answers = [(s.node, s.answer) for s in result.path if s.source == "answer"]
            if isinstance(result, Asked):
                ahead = reachable(topic, result.question.id)
                answers += [(n, a) for n, a in hit.answers if n in ahead]
            return Hit(hit.topic, hit.score, hit.why, tuple(answers), tuple(facts.items()))
        return Hit(hit.topic, hit.score, hit.why)


def reachable(topic: Topic, start: str) -> set[str]:
    """The questions that can still be asked from ``start`` on (``start`` included)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        node_id = todo.pop()
        node = topic.nodes.get(node_id)
        if node_id in seen or not isinstance(node, Question):
            continue
        seen.add(node_id)
        todo.extend(a.next for a in node.answers)
    return seen


def _follow(cue: tuple[frozenset[str], ...], keys: Sequence[AbstractSet[str]],
            start: int) -> int | None:  # fmt: skip
    """Where the cue's words, in order from ``start``, end in the query (one word may lie
    between two of them), or None."""
    at = start
    for n, wanted in enumerate(cue):
        if n:
            if at < len(keys) and wanted & keys[at]:
                pass
            elif at + 1 < len(keys) and wanted & keys[at + 1]:
                at += 1
            else:
                return None
        elif not wanted & keys[at]:
            return None
        at += 1
    return at


@cache
def index() -> SearchIndex:
    """The index of the shipped content, built once per process."""
    from arbiter.guide.library import library

    return SearchIndex(library().topics.values())


def nearest(query: str, limit: int = 5) -> list[Hit]:
    return index().nearest(query, limit)
