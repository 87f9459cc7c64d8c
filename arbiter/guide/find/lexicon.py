"""The reader's vocabulary: named groups of words ("concepts") and, per topic, which
concepts together point to it ("cues"), kept as data in ``lexicon.yaml``.

A concept is a list of phrases in Dutch and English, folded as the sentence is (no
accents, no apostrophes). A phrase matches when its words occur in the sentence in that
order, at most two other words between two of them (six where the phrase says "...":
"liet ... zien"). A word matches the same word, a word
with the same stem (Snowball, Dutch and English, plus the Dutch ``ge-`` and ``-t`` forms:
"gevallen" matches "valt"), a word with one typing slip (five letters or more), or the
part of a Dutch compound ("uitkomstkaart" holds "uitkomst"). A word ending in ``*``
matches every word that starts so ("verzaak*"); a word starting with ``=`` matches that
word only, not its stem ("=spellen" is not every form of "spelen"); ``#`` matches any
number ("slag #"). A phrase right after "niet", "geen", "not", "no" or "never", or right
before "niet" or "not" ("hij verzaakte niet"), does not count, unless the phrase itself
holds one of them ("niet bekend", "bekende geen").

A cue names concepts that must all be there, and concepts that must not be (``!``), with
a weight: ``lead out_of_turn: 8``. Besides the concepts of the file, a cue may name what
the readers of calls, cards and seats found: ``@call``, ``@bid``, ``@pass``, ``@double``,
``@redouble``, ``@card``, ``@seat``, ``@contract``, ``@dealer``, ``@declarer``,
``@replacement`` (a call meant instead), ``@wrong_leader`` (a defender named as leading who
is not declarer's LHO: the opening leader), ``@by_declarer``, ``@by_dummy``,
``@by_defender`` (who did it, by role or by seat), and the call situations
``@insufficient``, ``@sufficient``, ``@above_seven``, ``@out_of_turn``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from arbiter.guide.find.text import Token, fold_word
from arbiter.guide.words import deletions, one_slip, stem_keys
from arbiter.yamlio import load_yaml

if TYPE_CHECKING:
    from arbiter.guide.model import Topic

DATA = Path(__file__).with_name("lexicon.yaml")
#: Words that undo the phrase right after them.
NEGATIONS = frozenset(("niet", "geen", "not", "no", "never", "nooit", "didnt", "doesnt"))
_AFTER_NEGATIONS = frozenset(("niet", "not"))
GAP = 2  # other words allowed between two words of a phrase
WIDE = 6  # ... where the phrase says "...": "liet ... zien", "kwam ... uit"
MARKS = frozenset(("@call", "@bid", "@pass", "@double", "@card", "@seat", "@contract",
                   "@dealer", "@declarer", "@replacement", "@insufficient", "@sufficient",
                   "@above_seven", "@out_of_turn", "@redouble", "@wrong_leader",
                   "@by_declarer", "@by_dummy", "@by_defender"))  # fmt: skip


@dataclass(frozen=True, slots=True)
class Pattern:
    """One word of a phrase: a whole word (matched by its keys), a prefix, or (``exact``)
    this word only."""

    text: str
    prefix: bool
    keys: frozenset[str]
    exact: bool = False
    wide: bool = False  # "..." before it: up to WIDE other words between


@dataclass(frozen=True, slots=True)
class Phrase:
    concept: str
    words: tuple[Pattern, ...]
    negative_start: bool  # the phrase starts with a negation ("niet bekend")


@dataclass(frozen=True, slots=True)
class Cue:
    topic: str
    needs: tuple[str, ...]
    forbids: tuple[str, ...]
    weight: float


@dataclass(frozen=True, slots=True)
class Answering:
    """Concepts that answer a topic's questions when they are all found: "kaart gevallen"
    says the card was not led (``answers`` in ``lexicon.yaml``, next to the topic's own
    story cues)."""

    topic: str
    needs: tuple[str, ...]
    answers: tuple[tuple[str, str], ...]


class Lexicon:
    """The concepts and cues of ``lexicon.yaml``, indexed for matching."""

    def __init__(self, data: dict) -> None:
        self.concepts: dict[str, tuple[Phrase, ...]] = {}
        self.by_key: dict[str, list[Phrase]] = {}
        self.by_prefix: dict[str, list[Phrase]] = {}  # first three letters of a prefix
        vocabulary: set[str] = set()
        for name, phrases in (data.get("concepts") or {}).items():
            made = []
            for text in _flat(phrases):
                words = _phrase(str(text))
                phrase = Phrase(name, words, words[0].text in NEGATIONS)
                made.append(phrase)
                first = words[0]
                if first.prefix:
                    self.by_prefix.setdefault(first.text[:3], []).append(phrase)
                else:
                    for key in first.keys:
                        self.by_key.setdefault(key, []).append(phrase)
                vocabulary.update(w.text for w in words if not w.prefix and w.text != "#")
            self.concepts[name] = tuple(made)
        self.cues: list[Cue] = []
        for topic, cues in (data.get("topics") or {}).items():
            for entry in cues:
                for spec, weight in entry.items():
                    names = str(spec).replace('"', "").split()
                    needs = tuple(n for n in names if not n.startswith("!"))
                    forbids = tuple(n[1:] for n in names if n.startswith("!"))
                    self.cues.append(Cue(topic, needs, forbids, float(weight)))
        self.answering: list[Answering] = [
            Answering(topic, tuple(str(entry["when"]).split()),
                      tuple((str(q), str(a)) for q, a in entry["answers"].items()))
            for topic, entries in (data.get("answers") or {}).items() for entry in entries
        ]  # fmt: skip
        #: Per topic, the table data to fill in (default: all the reader found and the
        #: topic takes).
        self.fill: dict[str, tuple[str, ...]] = {
            topic: tuple(names) for topic, names in (data.get("fill") or {}).items()
        }
        self.vocabulary = frozenset(vocabulary)
        self.by_deletion: dict[str, set[str]] = {}
        for word in self.vocabulary:
            if len(word) >= 5:
                for variant in deletions(word) | {word}:
                    self.by_deletion.setdefault(variant, set()).add(word)
        self._keys: dict[str, frozenset[str]] = {}

    def problems(self, topics: Iterable[str] | Mapping[str, Topic] | None = None) -> list[str]:
        """Cues naming a concept that does not exist, and (given the topic ids) cues and
        ``fill`` entries for a topic that does not exist (``arbiter check``, the tests)."""
        known = set(self.concepts) | MARKS
        found = [f"{cue.topic}: unknown concept '{name}'" for cue in self.cues
                 for name in (*cue.needs, *cue.forbids) if name not in known]  # fmt: skip
        found += [f"{a.topic}: unknown concept '{name}' (answers)" for a in self.answering
                  for name in a.needs if name not in known]  # fmt: skip
        if topics is not None:
            ids = set(topics)
            named = {cue.topic for cue in self.cues} | set(self.fill)
            named |= {a.topic for a in self.answering}
            found += [f"{topic}: no such topic" for topic in sorted(named - ids)]
            if isinstance(topics, Mapping):  # the topics themselves: the answers must exist
                found += self._answer_problems(topics)
        return found

    def _answer_problems(self, topics: Mapping[str, Topic]) -> list[str]:
        from arbiter.guide.model import Question

        found = []
        for entry in self.answering:
            topic = topics.get(entry.topic)
            if topic is None:
                continue
            for node_id, answer in entry.answers:
                node = topic.nodes.get(node_id)
                if not isinstance(node, Question):
                    found.append(f"{entry.topic}: '{node_id}' is not a question (answers)")
                elif node.answer(answer) is None:
                    found.append(f"{entry.topic}: question '{node_id}' has no answer "
                                 f"'{answer}' (answers)")  # fmt: skip
        return found

    # -- matching ------------------------------------------------------------------------

    def keys(self, word: str) -> frozenset[str]:
        """What a word of the sentence is known by: itself, its stems, the vocabulary
        words it is one slip from, and the vocabulary words its compound parts are."""
        found = self._keys.get(word)
        if found is not None:
            return found
        keys = {word} | stem_keys(word)
        if len(word) >= 5 and word not in self.vocabulary:
            for variant in deletions(word) | {word}:
                for term in self.by_deletion.get(variant, ()):
                    if one_slip(word, term):
                        keys |= {term} | stem_keys(term)
        for size in range(5, len(word) - 2):  # "uitkomstkaart", "verzaakslag"
            for part in (word[:size], word[-size:]):
                if part in self.vocabulary:
                    keys |= {part} | stem_keys(part)
        if len(self._keys) > 20_000:
            self._keys.clear()
        self._keys[word] = frozenset(keys)
        return self._keys[word]

    def found(self, toks: list[Token], skip: set[int]) -> dict[str, list[range]]:
        """Per concept, where its phrases occur (token ranges) in the tokens not in
        ``skip`` (calls and cards are read elsewhere)."""
        words = [(i, t.word) for i, t in enumerate(toks) if i not in skip and not t.is_mark]
        keys = [self.keys(w) for _, w in words]
        hits: dict[str, list[range]] = {}
        for start, (_, word) in enumerate(words):
            candidates = {id(p): p for k in keys[start] for p in self.by_key.get(k, ())}
            first = "#" if word.isdigit() else word[:3]
            for phrase in self.by_prefix.get(first, ()):
                if _matches(phrase.words[0], word, keys[start]):
                    candidates[id(phrase)] = phrase
            negated = any(w in NEGATIONS for _, w in words[max(0, start - 2) : start])
            for phrase in candidates.values():
                if negated and not phrase.negative_start:
                    continue
                end = _follow(phrase.words, words, keys, start)
                after = words[end + 1][1] if end is not None and end + 1 < len(words) else ""
                if after in _AFTER_NEGATIONS and not any(w.text in NEGATIONS for w in phrase.words):
                    continue  # Dutch puts "niet" after the verb: "hij verzaakte niet"
                if end is not None:
                    span = range(words[start][0], words[end][0] + 1)
                    hits.setdefault(phrase.concept, []).append(span)
        return hits

    def answers(self, topic: str, present: set[str]) -> tuple[tuple[str, str], ...]:
        """The questions of ``topic`` the concepts found answer (``answers``)."""
        held = [e for e in self.answering if e.topic == topic and set(e.needs) <= present]
        return tuple(pair for entry in held for pair in entry.answers)

    def scores(self, present: set[str]) -> dict[str, float]:
        """Per topic, the summed weight of its cues that hold for these concepts."""
        out: dict[str, float] = {}
        for cue in self.cues:
            if all(n in present for n in cue.needs) and not any(n in present for n in cue.forbids):
                out[cue.topic] = out.get(cue.topic, 0.0) + cue.weight
        return out


def _flat(items: Iterable) -> Iterable[str]:
    for item in items:
        if isinstance(item, dict):  # {nl: [...], en: [...]}
            for texts in item.values():
                yield from texts
        else:
            yield item


def _phrase(text: str) -> tuple[Pattern, ...]:
    """A phrase's words; "..." between two of them lets more words stand between."""
    out: list[Pattern] = []
    wide = False
    for word in text.split():
        if word == "...":
            wide = bool(out)
            continue
        pattern = _pattern(word)
        out.append(replace(pattern, wide=True) if wide else pattern)
        wide = False
    return tuple(out)


def _pattern(word: str) -> Pattern:
    """One word of a phrase, folded as the sentence's words are ("geëist", "can't")."""
    if word == "#":  # any number: "slag #", "trick #"
        return Pattern("#", True, frozenset())
    if word.startswith("=") and len(word) > 1:  # this word only, not its stem
        text = fold_word(word[1:])
        return Pattern(text, False, frozenset({text}), exact=True)
    if word.endswith("*") and len(word) > 3:
        return Pattern(fold_word(word[:-1]), True, frozenset())
    text = fold_word(word)
    return Pattern(text, False, frozenset({text} | stem_keys(text)))


def _matches(pattern: Pattern, word: str, keys: frozenset[str]) -> bool:
    if pattern.prefix:
        return word.isdigit() if pattern.text == "#" else word.startswith(pattern.text)
    if pattern.exact:
        return word == pattern.text
    return bool(pattern.keys & keys)


def _follow(pattern: tuple[Pattern, ...], words: list[tuple[int, str]],
            keys: list[frozenset[str]], start: int) -> int | None:  # fmt: skip
    """The index (in ``words``) of the phrase's last word when it matches from ``start``."""
    if not _matches(pattern[0], words[start][1], keys[start]):
        return None
    at = start
    for wanted in pattern[1:]:
        for step in range(1, (WIDE if wanted.wide else GAP) + 2):
            k = at + step
            if k < len(words) and _matches(wanted, words[k][1], keys[k]):
                at = k
                break
        else:
            return None
    return at


@cache
def lexicon() -> Lexicon:
    """The shipped vocabulary, loaded once per process."""
    return Lexicon(load_yaml(DATA) or {})
