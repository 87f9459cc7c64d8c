"""A director's sentence as tokens: words, numbers, suit symbols and the marks between.

The readers of seats, calls and cards (:mod:`.seats`, :mod:`.calls`, :mod:`.cards`) and
the vocabulary (:mod:`.vocabulary`) all work on this one list, so that what one of them
takes (the ``1`` and ``♥`` of a call) is not read again as something else. A token keeps
what was typed (``N`` in capitals reads as North, a lower-case ``n`` only beside a call)
and its folded form (lower case, no accents) for matching.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

#: The longest sentence read; longer text is cut here (the API and the page say so).
MAX_TEXT = 500

_SUIT_FORMS = str.maketrans({"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣", "\ufe0f": None})
# A suit symbol, a number, a word (letters, an apostrophe inside: "partner's"), or one
# mark that separates: comma, full stop, dash, colon, slash, brackets.
_TOKEN = re.compile(r"[♠♥♦♣]|\d+|[^\W\d_]+(?:['’][^\W\d_]+)?|[,.;:!?()/\-–—]")


@dataclass(frozen=True, slots=True)
class Token:
    """One token: as typed (``raw``), folded (``word``), where it stands in the text."""

    raw: str
    word: str
    start: int
    end: int

    @property
    def is_mark(self) -> bool:
        return not (self.word[0].isalnum() or self.word in "♠♥♦♣")

    @property
    def is_suit(self) -> bool:
        return self.word in "♠♥♦♣"


def fold_word(text: str) -> str:
    """Lower case without accents; the English possessive goes ("north's" → "north")."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = text.replace("’", "'")
    return text[:-2] if text.endswith("'s") else text.replace("'", "")


def tokens(text: str) -> list[Token]:
    """The sentence's tokens in order (at most :data:`MAX_TEXT` characters are read)."""
    text = unicodedata.normalize("NFC", text[:MAX_TEXT]).translate(_SUIT_FORMS)
    found = []
    for match in _TOKEN.finditer(text):
        raw = match.group()
        word = fold_word(raw)
        if word:
            found.append(Token(raw, word, match.start(), match.end()))
    return found
