"""A director's words as search compares them: folded, stemmed, spelt with one slip.

Case, accents and suit symbols fold away (``fold``); Dutch and English word forms share
stem keys (``stem_keys``); a word with one letter added, dropped, changed or swapped still
matches (``one_slip``). The guide's search (:mod:`arbiter.guide.find`) and the tips'
(:mod:`arbiter.tips.search`) both read words this way.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

#: Words too common to say anything about a topic (both languages). Not "niet": directors
#: search for "niet bekend" (did not follow suit).
STOPWORDS = frozenset((
    "de", "het", "een", "en", "of", "van", "in", "op", "is", "er", "te", "aan", "met", "voor",
    "door", "bij", "als", "dat", "die", "dit", "the", "a", "an", "and", "or", "on", "to", "at",
    "with", "for", "by", "as", "that", "this", "was", "be", "hij", "zij", "ze", "zijn", "haar",
    "werd", "wordt", "heeft", "had", "hebben", "toen", "terwijl", "nog", "al", "maar", "dan",
    "iemand", "ik", "u", "je", "we", "wij", "mijn", "he", "she", "his", "her", "has", "were",
    "while", "then", "someone", "i", "my", "it", "its", "zich", "om", "tot", "naar", "over",
    "na", "after",
))  # fmt: skip
NEGATIONS = frozenset(("niet", "geen", "nooit", "not", "no", "never"))

_SUITS = str.maketrans({"♠": " schoppen spades ", "♥": " harten hearts ",
                        "♦": " ruiten diamonds ", "♣": " klaveren clubs "})  # fmt: skip
_NON_WORD = re.compile(r"[^0-9a-z]+")


def fold(text: str) -> str:
    """Lower case, no accents, suit symbols as words, single spaces between words."""
    text = unicodedata.normalize("NFKD", text.translate(_SUITS))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    return " ".join(_NON_WORD.sub(" ", text).split())


def words(text: str) -> list[str]:
    return fold(text).split()


@cache
def _stemmers():
    import snowballstemmer

    return snowballstemmer.stemmer("dutch"), snowballstemmer.stemmer("english")


_DOUBLE_VOWEL = re.compile(r"([aeiou])\1")


@cache
def stem_keys(word: str) -> frozenset[str]:
    """The stems a word is known by: Snowball's Dutch and English stems, each also
    without a Dutch past-participle ``ge-``, a verb's ``-t`` and doubled vowels, so that
    "gevallen", "vallen" and "valt", or "uitgekomen" and "uitkomen", share a key."""
    dutch, english = _stemmers()
    keys = set()
    for stem in (dutch.stemWord(word), english.stemWord(word)):
        forms = {stem}
        if stem.startswith("ge") and len(stem) >= 5:
            forms.add(stem[2:])
        forms |= {f[:-1] for f in forms if f.endswith("t") and len(f) >= 4}
        forms |= {_DOUBLE_VOWEL.sub(r"\1", f) for f in forms}
        keys |= {f for f in forms if len(f) >= 3}
    return frozenset(keys)


# -- calls in the text -----------------------------------------------------------------------


def content(items: list[str]) -> list[str]:
    """The words that say something (no stopwords), or all of them when none does."""
    return [w for w in items if w not in STOPWORDS] or items


def trigrams(text: str) -> frozenset[str]:
    """The text's groups of three letters, its ends padded with a space."""
    padded = f" {text} "
    return frozenset(padded[i : i + 3] for i in range(len(padded) - 2))


def one_slip(a: str, b: str) -> bool:
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


def deletions(word: str) -> set[str]:
    """The word with each one of its letters dropped in turn."""
    return {word[:i] + word[i + 1 :] for i in range(len(word))}
