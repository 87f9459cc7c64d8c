"""Find topics by Dutch or English words, law numbers and everyday phrases.

A director types what she saw ("kaart gevallen", "niet bekend", "revoke", "27",
"vóór de beurt") and expects the topic, whatever the case, accents or language. The
index folds every text once (accents off, case folded, punctuation to spaces) and scores
each topic:

* a law number ("27", "art. 16C", "law 64") finds the topic filed under that law first,
  then the topics that deal with it, then those whose rulings cite it;
* the whole query as a phrase in a title or keyword scores high ("niet bekend");
* otherwise every word must match something (title, keyword, summary, or the text of
  the questions and rulings), exactly, as the start of a word, inside a longer word
  ("gevallen" holds "vallen"), or with one typing slip ("insuficient").

Pure standard library and the content model: the web app and the command line share it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from arbiter.guide.model import Question, Ruling, Topic

#: Words too common to say anything about a topic (both languages). Not "niet": directors
#: search for "niet bekend" (did not follow suit).
STOPWORDS = frozenset((
    "de", "het", "een", "en", "of", "van", "in", "op", "is", "er", "te", "aan", "met", "voor",
    "door", "bij", "als", "dat", "die", "dit", "the", "a", "an", "and", "or", "on", "to", "at",
    "with", "for", "by", "as", "that", "this", "was", "be",
))  # fmt: skip

_SUITS = str.maketrans({"♠": " schoppen spades ", "♥": " harten hearts ",
                        "♦": " ruiten diamonds ", "♣": " klaveren clubs "})  # fmt: skip
_NON_WORD = re.compile(r"[^0-9a-z]+")
_LAW_QUERY = re.compile(r"^(?:art(?:ikel)?|law|wet|spr|l)?\.?\s*(\d{1,2})([a-z][0-9a-z()]*)?$")

# Field weights: where a word is found says how much it tells about the topic.
W_TITLE, W_KEYWORD, W_SUMMARY, W_TEXT = 10.0, 8.0, 4.0, 1.0
#: Hits scoring below the best hit divided by this are left out.
RELEVANCE = 15.0


def fold(text: str) -> str:
    """Lower case, no accents, suit symbols as words, single spaces between words."""
    text = unicodedata.normalize("NFKD", text.translate(_SUITS))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    return " ".join(_NON_WORD.sub(" ", text).split())


def words(text: str) -> list[str]:
    return fold(text).split()


@dataclass(frozen=True)
class Hit:
    topic: str
    score: float
    why: str  # "law", "phrase" or "words": what matched, for tests and display


@dataclass(frozen=True)
class _Entry:
    topic: Topic
    phrases: tuple[tuple[str, float], ...]  # folded title/keyword phrases with weights
    terms: dict[str, float]  # folded word → best field weight
    text_terms: frozenset[str]  # words from question/ruling texts (exact/prefix only)
    laws_filed: int
    laws_dealt: frozenset[int]
    laws_cited: frozenset[int]
    refs: frozenset[str]  # folded law references, e.g. "16c", "27b1a"


def _law_number(ref: str) -> int | None:
    match = re.match(r"\s*(\d{1,2})", ref)
    return int(match.group(1)) if match else None


def _entry(topic: Topic) -> _Entry:
    phrases: list[tuple[str, float]] = []
    terms: dict[str, float] = {}

    def add(text: str, weight: float, phrase: bool) -> None:
        folded = fold(text)
        if phrase and folded:
            phrases.append((folded, weight))
        for word in folded.split():
            terms[word] = max(terms.get(word, 0.0), weight)

    for lang_text in topic.title.values():
        add(lang_text, W_TITLE, True)
    for keywords in topic.keywords.values():
        for keyword in keywords:
            add(keyword, W_KEYWORD, True)
    for lang_text in topic.summary.values():
        add(lang_text, W_SUMMARY, False)

    text_terms: set[str] = set()
    cited: set[int] = set()
    refs = {fold(topic.law).replace(" ", ""), *(fold(r).replace(" ", "") for r in topic.laws)}
    for node in topic.nodes.values():
        texts = [node.text]
        node_refs: list[str] = []
        if isinstance(node, Question):
            texts += [a.text for a in node.answers]
            node_refs += [node.law] if node.law else []
        elif isinstance(node, Ruling):
            node_refs += list(node.laws)
        for text in texts:
            for lang_text in text.values():
                text_terms.update(words(lang_text))
        for ref in node_refs:
            number = _law_number(ref)
            if number is not None:
                cited.add(number)
                refs.add(fold(ref).replace(" ", ""))
    dealt = {n for n in (_law_number(r) for r in topic.laws) if n is not None}
    return _Entry(
        topic=topic,
        phrases=tuple(phrases),
        terms=terms,
        text_terms=frozenset(text_terms - STOPWORDS),
        laws_filed=_law_number(topic.law) or 0,
        laws_dealt=frozenset(dealt),
        laws_cited=frozenset(cited),
        refs=frozenset(refs),
    )


def _one_slip(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` differ by one letter added, dropped, changed or swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :] or (
            i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2 :] == b[i + 2 :]
        )
    return a[i:] == b[i + 1 :]


def _word_score(word: str, entry: _Entry) -> float:
    """How well one query word matches a topic: 0 when it does not."""
    best = 0.0
    for term, weight in entry.terms.items():
        if term == word:
            quality = 1.0
        elif len(word) >= 3 and term.startswith(word):
            quality = 0.7
        elif len(word) >= 4 and len(term) >= 4 and (term in word or word in term):
            quality = 0.5
        elif len(word) >= 5 and _one_slip(word, term):
            quality = 0.4
        else:
            continue
        best = max(best, weight * quality)
    if best == 0.0:
        if word in entry.text_terms:
            best = W_TEXT
        elif len(word) >= 4 and any(t.startswith(word) for t in entry.text_terms):
            best = W_TEXT * 0.7
    return best


class SearchIndex:
    """Search over a set of topics; build once, query many times."""

    def __init__(self, topics: list[Topic]) -> None:
        self.entries = [_entry(topic) for topic in topics]
        self.order = {topic.id: i for i, topic in enumerate(topics)}

    def search(self, query: str, limit: int | None = None) -> list[Hit]:
        folded = fold(query)
        if not folded:
            return []
        hits = self._by_law(folded) or self._by_words(folded)
        hits.sort(key=lambda h: (-h.score, self.order[h.topic]))
        if hits:  # a word that only turns up in some question's text is noise next to a title
            floor = hits[0].score / RELEVANCE
            hits = [hit for hit in hits if hit.score >= floor]
        return hits[:limit] if limit else hits

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

    def _by_words(self, folded: str) -> list[Hit]:
        query_words = [w for w in folded.split() if w not in STOPWORDS] or folded.split()
        hits = []
        for entry in self.entries:
            phrase = max(
                (weight for text, weight in entry.phrases if f" {folded}" in f" {text}"),
                default=0.0,
            )
            scores = [_word_score(word, entry) for word in query_words]
            if phrase:
                hits.append(Hit(entry.topic.id, 5 * phrase + sum(scores), "phrase"))
            elif all(scores):
                hits.append(Hit(entry.topic.id, sum(scores), "words"))
        return hits


@cache
def index() -> SearchIndex:
    """The index of the shipped content, built once per process."""
    from arbiter.guide.library import library

    return SearchIndex(list(library().topics.values()))


def search(query: str, limit: int | None = None) -> list[Hit]:
    return index().search(query, limit)
