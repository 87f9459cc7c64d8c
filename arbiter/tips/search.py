"""Find tips from a few words, the way the guide's story search finds topics.

The word matching is the guide's own (:mod:`arbiter.guide.words`): case, accents and
suit symbols folded, Snowball stems in Dutch and English plus the Dutch ``ge-``/``-t``
forms ("denkpauzes" finds "denkpauze", "gevallen" finds "valt"), a word's start, one
typing slip. A law number ("16", "art. 12C2") finds the tips citing that law. Every
word that matches some tip must match a tip for it to be found; words matching no tip at
all are left out, as in the guide.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from arbiter.guide.words import STOPWORDS, fold, one_slip, stem_keys, words
from arbiter.tips.links import cites
from arbiter.tips.model import Tip, Tips

W_TITLE, W_KEYWORD, W_TEXT, W_LAW = 10.0, 8.0, 3.0, 6.0
Q_EXACT, Q_STEM, Q_PREFIX, Q_SLIP = 1.0, 0.9, 0.7, 0.4
_LAW = re.compile(r"^(?:art(?:ikel)?|law|wet|spr)?\.?\s*(\d{1,2})([a-z][0-9a-z()]*)?$")


@dataclass(frozen=True)
class TipHit:
    tip: Tip
    score: float


class TipIndex:
    """Per tip, its words by field weight and their stems; built once."""

    def __init__(self, data: Tips) -> None:
        self.tips = data.tips
        self.fields: list[dict[str, float]] = []
        self.keys: list[dict[str, float]] = []
        self.refs: list[tuple[str, ...]] = []
        for tip in self.tips:
            weights: dict[str, float] = {}

            def add(text: str, weight: float, weights: dict[str, float] = weights) -> None:
                for word in words(text):
                    if word not in STOPWORDS:
                        weights[word] = max(weights.get(word, 0.0), weight)

            for text in tip.title.values():
                add(text, W_TITLE)
            for items in (tip.keywords or {}).values():
                for text in items:
                    add(text, W_KEYWORD)
            for text in tip.text.values():
                add(text, W_TEXT)
            keys: dict[str, float] = {}
            for word, weight in weights.items():
                for key in stem_keys(word):
                    keys[key] = max(keys.get(key, 0.0), weight)
            self.fields.append(weights)
            self.keys.append(keys)
            self.refs.append(tuple(fold(r).replace(" ", "") for r in tip.laws))

    def _word_score(self, i: int, word: str) -> float:
        weights = self.fields[i]
        best = weights.get(word, 0.0) * Q_EXACT
        for key in stem_keys(word):
            best = max(best, self.keys[i].get(key, 0.0) * Q_STEM)
        if len(word) >= 3 and best < W_TITLE * Q_PREFIX:
            for term, weight in weights.items():
                if term.startswith(word):
                    best = max(best, weight * Q_PREFIX)
                elif len(word) >= 5 and one_slip(word, term):
                    best = max(best, weight * Q_SLIP)
        return best

    def search(self, query: str, limit: int | None = None) -> list[TipHit]:
        folded = fold(query)
        if not folded:
            return []
        law = _LAW.match(folded.replace(" ", ""))
        if law:
            ref = law.group(1) + (law.group(2) or "")
            hits = [TipHit(t, W_LAW + (1.0 if ref in refs else 0.0))
                    for t, refs in zip(self.tips, self.refs, strict=True)
                    if cites(refs, (ref,))]  # fmt: skip
            hits.sort(key=lambda h: -h.score)
            return hits[:limit] if limit else hits
        query_words = [w for w in folded.split() if w not in STOPWORDS] or folded.split()
        table = [[self._word_score(i, w) for i in range(len(self.tips))] for w in query_words]
        known = [row for row in table if any(row)]
        if not known:
            return []
        hits = []
        for i, tip in enumerate(self.tips):
            scores = [row[i] for row in known]
            if all(scores):
                hits.append(TipHit(tip, round(sum(scores), 3)))
        if not hits:  # no tip has every word: the tips with at least half of them
            for i, tip in enumerate(self.tips):
                scores = [row[i] for row in known]
                if sum(1 for s in scores if s) * 2 >= len(known):
                    hits.append(TipHit(tip, round(sum(scores) / 2, 3)))
        order = {t.id: n for n, t in enumerate(self.tips)}
        hits.sort(key=lambda h: (-h.score, order[h.tip.id]))
        return hits[:limit] if limit else hits


@cache
def index() -> TipIndex:
    from arbiter.tips.loader import tips

    return TipIndex(tips())


def search(query: str, limit: int | None = None) -> list[TipHit]:
    """Tips for a query, best first (empty when no word matches any tip)."""
    return index().search(query, limit)
