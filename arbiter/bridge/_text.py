"""Text normalisation shared by the bridge parsers.

Input comes from directors typing on phones and laptops, and from pasted results
software, so the same symbol arrives in several code points. Folding them here once keeps
every parser's table of accepted spellings small and exact.
"""

from __future__ import annotations

# Emoji presentation selectors: "♥️" is U+2665 U+FE0F. They change how a symbol is drawn,
# never what it means.
_DROP = {0xFE0F: None, 0xFE0E: None}

# The outline ("white") suit symbols mean the same suit as the solid ones.
_SUIT_VARIANTS = str.maketrans({"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣"})


def normalize(text: str) -> str:
    """Return ``text`` case-folded, trimmed, with single spaces and canonical suit symbols.

    Raises :class:`TypeError` for non-strings: that is a programming error, not bad input.
    """
    if not isinstance(text, str):
        raise TypeError(f"expected str, got {type(text).__name__}")
    text = text.translate(_DROP).translate(_SUIT_VARIANTS)
    return " ".join(text.casefold().split())


def shown(text: str, limit: int = 40) -> str:
    """Quote user input for an error message, cut short so a pasted essay stays readable."""
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return f"'{text}'"
