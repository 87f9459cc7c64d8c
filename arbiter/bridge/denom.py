"""Suits (kleuren) and denominations (denominaties: a suit or sans atout).

The integer values follow the bidding order, clubs lowest and no trump highest (Law 18E),
so bids compare as ``(level, denom)`` and a suit's ``Denom`` has the same value as the
suit. The two enums are separate because a card can never be in no trump while a bid can.
"""

from __future__ import annotations

from enum import IntEnum

from arbiter.bridge._text import normalize, shown
from arbiter.bridge.errors import DenomError, SuitError
from arbiter.i18n import Lang

__all__ = ["Denom", "Suit"]


class Suit(IntEnum):
    """A suit, valued in bidding order: clubs < diamonds < hearts < spades."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    # ``name`` shadows Enum.name with the bilingual display name; see Seat.

    @property
    def symbol(self) -> str:
        """The suit symbol, the same in both languages: ♣ ♦ ♥ ♠."""
        return _SYMBOLS[self]

    @property
    def denom(self) -> Denom:
        """The denomination of a bid in this suit."""
        return Denom(int(self))

    @property
    def is_major(self) -> bool:
        """Hearts or spades (hoge kleur)."""
        return self >= Suit.HEARTS

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds (lage kleur)."""
        return self <= Suit.DIAMONDS

    def letter(self, lang: Lang = "nl") -> str:
        """One letter: K R H S in Dutch, C D H S in English."""
        return _LETTERS[lang][self]

    # the name in a language replaces Enum.name on purpose (the identifier is _name_);
    # typeshed types Enum.name as a property, so the method is an incompatible override
    def name(self, lang: Lang = "nl") -> str:  # type: ignore[override]
        """Full name: klaveren/ruiten/harten/schoppen or clubs/diamonds/hearts/spades."""
        return _NAMES[lang][self]

    def format(self, lang: Lang = "nl") -> str:
        """How a suit is written in a card or bid: its symbol, in either language."""
        return self.symbol

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit: a symbol (solid, outline or emoji), a letter or a name.

        Letters from both languages are accepted at once (K or C for clubs, R or D for
        diamonds); no letter means one suit in Dutch and another in English.
        """
        key = normalize(text)
        if not key:
            raise SuitError("Geen kleur opgegeven.", "No suit given.", SUIT_ACCEPTED)
        try:
            return _SUIT_WORDS[key]
        except KeyError:
            raise SuitError(
                f"Onbekende kleur {shown(text)}.", f"Unknown suit {shown(text)}.", SUIT_ACCEPTED
            ) from None


class Denom(IntEnum):
    """A denomination, valued in bidding order: ♣ < ♦ < ♥ < ♠ < sans atout."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for sans atout."""
        return None if self is Denom.NOTRUMP else Suit(int(self))

    @property
    def symbol(self) -> str | None:
        """The suit symbol, or ``None``: sans atout has no symbol (see :meth:`format`)."""
        suit = self.suit
        return None if suit is None else suit.symbol

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self in (Denom.HEARTS, Denom.SPADES)

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self <= Denom.DIAMONDS

    def letter(self, lang: Lang = "nl") -> str:
        """Letters: K R H S SA in Dutch, C D H S NT in English."""
        suit = self.suit
        return _NT_LETTERS[lang] if suit is None else suit.letter(lang)

    # the name in a language replaces Enum.name on purpose (the identifier is _name_);
    # typeshed types Enum.name as a property, so the method is an incompatible override
    def name(self, lang: Lang = "nl") -> str:  # type: ignore[override]
        """Full name, e.g. harten / sans atout, hearts / no trump."""
        suit = self.suit
        return _NT_NAMES[lang] if suit is None else suit.name(lang)

    def format(self, lang: Lang = "nl") -> str:
        """As written in a bid: the suit symbol, or SA (nl) / NT (en)."""
        suit = self.suit
        return _NT_LETTERS[lang] if suit is None else suit.symbol

    @classmethod
    def parse(cls, text: str) -> Denom:
        """Read a denomination: any suit spelling, or SA, NT, N, sans (atout), no trump."""
        key = normalize(text)
        if not key:
            raise DenomError(
                "Geen kleur of sans atout opgegeven.", "No denomination given.", DENOM_ACCEPTED
            )
        try:
            return _DENOM_WORDS[key]
        except KeyError:
            raise DenomError(
                f"Onbekende kleur of sans atout {shown(text)}.",
                f"Unknown denomination {shown(text)}.",
                DENOM_ACCEPTED,
            ) from None


SUIT_ACCEPTED: tuple[str, ...] = (
    "♣/♦/♥/♠",
    "K/R/H/S",
    "C/D/H/S",
    "klaveren/ruiten/harten/schoppen",
    "clubs/diamonds/hearts/spades",
)
DENOM_ACCEPTED: tuple[str, ...] = (*SUIT_ACCEPTED, "SA/NT/N", "sans atout/no trump")

_SYMBOLS = ("♣", "♦", "♥", "♠")
_LETTERS: dict[Lang, tuple[str, ...]] = {"nl": ("K", "R", "H", "S"), "en": ("C", "D", "H", "S")}
_NAMES: dict[Lang, tuple[str, ...]] = {
    "nl": ("klaveren", "ruiten", "harten", "schoppen"),
    "en": ("clubs", "diamonds", "hearts", "spades"),
}
_NT_LETTERS: dict[Lang, str] = {"nl": "SA", "en": "NT"}
_NT_NAMES: dict[Lang, str] = {"nl": "sans atout", "en": "no trump"}

# Singular forms, as in "schop aas", "spade ace", "one heart".
_SINGULAR = (("klaver", "ruit", "hart", "schop"), ("club", "diamond", "heart", "spade"))

_SUIT_WORDS: dict[str, Suit] = {
    word.casefold(): suit
    for names in (_SYMBOLS, *_LETTERS.values(), *_NAMES.values(), *_SINGULAR)
    for suit, word in zip(Suit, names, strict=True)
}
_NOTRUMP_WORDS = (
    "sa",
    "nt",
    "n",
    "sans",
    "sans atout",
    "sans-atout",
    "notrump",
    "notrumps",
    "no trump",
    "no trumps",
    "no-trump",
    "no-trumps",
)
_DENOM_WORDS: dict[str, Denom] = {
    **{word: suit.denom for word, suit in _SUIT_WORDS.items()},
    **dict.fromkeys(_NOTRUMP_WORDS, Denom.NOTRUMP),
}
