"""The meaning of a call as data: what hands it shows, whether it is natural, forcing,
and what an artificial call is for.

Law 23A compares the meaning of a withdrawn call with the meaning of the call that
replaces it. To do that by computation rather than by feel, a meaning is written down the
way a convention card does: a point range (high-card points), a minimum and maximum
length in each suit, a shape class (balanced, semi-balanced), and counted conditions
("4+ in one of the majors", "5+ in two suits"). A call that can be made on quite
different hands (a takeout double: short in their suit, or any 17+ hand; a Multi: a weak
two in either major) has more than one *hand type*; a hand fits the meaning when it fits
one of them.

What the model leaves out on purpose: which honours a hand holds (suit quality, stoppers,
controls). Those are refinements within the same points and shape; the director judges
them. Points are high-card points (A=4 K=3 Q=2 J=1), as convention cards state ranges.

Meanings are read from JSON here (the API, the log), and from a short text and from
presets in :mod:`arbiter.bridge.meaning_text`. A meaning prints back to the same text
(:meth:`Meaning.spec`), so what the director entered can be stored and read again.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import Any, Literal

from arbiter.bridge._text import shown
from arbiter.bridge.call import Call
from arbiter.bridge.denom import Suit
from arbiter.bridge.errors import BridgeInputError, MeaningError
from arbiter.bridge.handspace import MAX_HCP, Lengths, cell_counts
from arbiter.i18n import Lang, Text

__all__ = [
    "FORCINGS",
    "KINDS",
    "MEANING_ACCEPTED",
    "PURPOSES",
    "QUESTION_PURPOSES",
    "SHAPE_CLASSES",
    "Count",
    "HandType",
    "Meaning",
]

Kind = Literal["natural", "artificial"]
Forcing = Literal["no", "round", "game"]
ShapeClass = Literal["any", "balanced", "semibalanced"]
Span = tuple[int, int]

KINDS: tuple[Kind, ...] = ("natural", "artificial")
FORCINGS: tuple[Forcing, ...] = ("no", "round", "game")
SHAPE_CLASSES: tuple[ShapeClass, ...] = ("any", "balanced", "semibalanced")
FREE: Span = (0, 13)
ALL_POINTS: Span = (0, MAX_HCP)

PURPOSES: dict[str, Text] = {
    "ask_major": Text.of("vraagt naar een hoge kleur", "asks for a major"),
    "ask_aces": Text.of("vraagt naar azen of sleutelkaarten", "asks for aces or key cards"),
    "ask": Text.of("vraagbod", "asking bid"),
    "relay": Text.of("relay: partner beschrijft verder", "relay: partner describes further"),
    "transfer": Text.of("transfer", "transfer"),
    "takeout": Text.of("informatief: partner kiest een kleur", "takeout: partner picks a suit"),
    "negative": Text.of("negatief doublet", "negative double"),
    "preference": Text.of("voorkeur tussen partners kleuren", "preference between partner's suits"),
    "cue": Text.of("cue-bid of controlebod", "cue bid or control bid"),
    "strength": Text.of("toont kracht, zegt niets over de kleur", "shows strength, not a suit"),
}
"""What an artificial call is for (Law 23A3: "the same purpose")."""

QUESTION_PURPOSES = frozenset({"ask_major", "ask_aces", "ask", "relay"})
"""Purposes that put a question to partner rather than describe the caller's hand. What
such a call 'means' is the question; its hands alone do not capture it (Law 23A2)."""

_BALANCED = frozenset({(4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)})
_SEMIBALANCED = _BALANCED | {(5, 4, 2, 2), (6, 3, 2, 2)}

_KIND_TEXT: dict[Kind, Text] = {
    "natural": Text.of("natuurlijk", "natural"),
    "artificial": Text.of("kunstmatig", "artificial"),
}
_FORCING_TEXT: dict[Forcing, Text] = {
    "no": Text.of("niet forcing", "not forcing"),
    "round": Text.of("forcing voor een ronde", "forcing for one round"),
    "game": Text.of("manchforcing", "game forcing"),
}
_SHAPE_TEXT: dict[ShapeClass, Text] = {
    "any": Text.of("elke verdeling", "any shape"),
    "balanced": Text.of("evenwichtig", "balanced"),
    "semibalanced": Text.of("semi-evenwichtig", "semi-balanced"),
}
_POINTS_WORD = Text.of("punten", "HCP")
_NUMBER_WORDS = {
    "nl": {2: "twee", 3: "drie", 4: "vier"},
    "en": {2: "two", 3: "three", 4: "four"},
}


def _span_text(span: Span, top: int) -> str:
    lo, hi = span
    if lo == hi:
        return str(lo)
    if hi == top:
        return f"{lo}+"
    return f"{lo}-{hi}"


def _suits_text(suits: Iterable[Suit]) -> str:
    return "".join(s.symbol for s in sorted(suits, reverse=True))


@dataclass(frozen=True, slots=True)
class Count:
    """At least ``at_least`` of ``suits`` have a length within ``span``.

    "4+ in one of the majors" is ``Count((HEARTS, SPADES), (4, 13))``; "5-5 in two
    suits" is ``Count(all four, (5, 13), at_least=2)``.
    """

    suits: tuple[Suit, ...]
    span: Span
    at_least: int = 1

    def holds(self, lengths: Lengths) -> bool:
        lo, hi = self.span
        return sum(lo <= lengths[s] <= hi for s in self.suits) >= self.at_least

    def spec(self) -> str:
        prefix = f"{self.at_least}x" if self.at_least != 1 else ""
        return f"{prefix}{_suits_text(self.suits)}={_span_text(self.span, 13)}"

    def describe(self, lang: Lang) -> str:
        span = _span_text(self.span, 13)
        suits = sorted(self.suits, reverse=True)
        if self.at_least == 1:
            joiner = " of " if lang == "nl" else " or "
            return f"{span} in {joiner.join(s.symbol for s in suits)}"
        number = _NUMBER_WORDS[lang].get(self.at_least, str(self.at_least))
        if len(suits) == 4:
            return f"{number} kleuren {span}" if lang == "nl" else f"{number} suits {span}"
        return (
            f"{number} van {_suits_text(suits)} {span}"
            if lang == "nl"
            else f"{number} of {_suits_text(suits)} {span}"
        )


@dataclass(frozen=True, slots=True)
class HandType:
    """One kind of hand a call shows: points, length per suit, shape class, counts."""

    hcp: Span = ALL_POINTS
    lengths: tuple[Span, Span, Span, Span] = (FREE, FREE, FREE, FREE)
    shape: ShapeClass = "any"
    counts: tuple[Count, ...] = ()

    def fits_shape(self, lengths: Lengths) -> bool:
        """Whether a hand with these suit lengths can fit (the points aside)."""
        for n, (lo, hi) in zip(lengths, self.lengths, strict=True):
            if not lo <= n <= hi:
                return False
        if self.shape != "any":
            pattern = tuple(sorted(lengths, reverse=True))
            allowed = _BALANCED if self.shape == "balanced" else _SEMIBALANCED
            if pattern not in allowed:
                return False
        return all(count.holds(lengths) for count in self.counts)

    def fits(self, lengths: Lengths, hcp: int) -> bool:
        """Whether a hand with these suit lengths and high-card points fits."""
        return self.hcp[0] <= hcp <= self.hcp[1] and self.fits_shape(lengths)

    @property
    def hcp_mask(self) -> int:
        """The point range as bits: bit ``p`` set for every allowed HCP value ``p``."""
        lo, hi = self.hcp
        return ((1 << (hi + 1)) - 1) ^ ((1 << lo) - 1)

    def spec(self) -> str:
        parts = []
        if self.hcp != ALL_POINTS:
            parts.append(f"hcp={_span_text(self.hcp, MAX_HCP)}")
        for suit in sorted(Suit, reverse=True):
            if self.lengths[suit] != FREE:
                parts.append(f"{suit.symbol}={_span_text(self.lengths[suit], 13)}")
        if self.shape != "any":
            parts.append("bal" if self.shape == "balanced" else "semibal")
        parts.extend(count.spec() for count in self.counts)
        return " ".join(parts) or "hcp=0+"

    def describe(self, lang: Lang) -> str:
        parts = []
        if self.hcp != ALL_POINTS:
            parts.append(f"{_span_text(self.hcp, MAX_HCP)} {_POINTS_WORD[lang]}")
        for suit in sorted(Suit, reverse=True):
            if self.lengths[suit] != FREE:
                parts.append(f"{suit.symbol} {_span_text(self.lengths[suit], 13)}")
        if self.shape != "any":
            parts.append(_SHAPE_TEXT[self.shape][lang])
        parts.extend(count.describe(lang) for count in self.counts)
        return ", ".join(parts) or ("elke hand" if lang == "nl" else "any hand")


@dataclass(frozen=True)
class Meaning:
    """What a call shows and does.

    ``types`` are the hand types (a hand fits when it fits one); ``kind`` natural or
    artificial; ``forcing`` no / one round / game; ``purpose`` (a key of
    :data:`PURPOSES`, for artificial calls) with ``purpose_suit`` for a transfer's
    target; ``call`` and ``preset`` only label it.
    """

    types: tuple[HandType, ...]
    kind: Kind = "natural"
    forcing: Forcing = "no"
    purpose: str | None = None
    purpose_suit: Suit | None = None
    call: Call | None = None
    preset: str | None = None
    name: Text | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _check(self)

    # -- hands -----------------------------------------------------------------------

    def fits(self, lengths: Lengths, hcp: int) -> bool:
        """Whether a hand with these suit lengths (♣ ♦ ♥ ♠) and HCP fits the meaning."""
        return any(t.fits(lengths, hcp) for t in self.types)

    @property
    def masks(self) -> dict[Lengths, int]:
        """For every shape some real hand of it fits: the HCP values that fit, as bits.

        Cells no real hand occupies (a singleton holds at most 4 points...) are left out,
        so two meanings that differ only on impossible hands compare as equal. The dict
        is shared between meanings with the same hand types: read it, never change it.
        """
        return _masks(self.types)

    @property
    def is_question(self) -> bool:
        """Whether the call puts a question to partner (Stayman, Blackwood, a relay)."""
        return self.purpose in QUESTION_PURPOSES

    @property
    def shows_nothing(self) -> bool:
        """Whether every hand fits: the call says nothing about the hand."""
        support = _support()
        masks = self.masks
        return all(masks.get(shape) == mask for shape, mask in support.items())

    @property
    def purpose_key(self) -> tuple[str | None, Suit | None]:
        return (self.purpose, self.purpose_suit)

    def with_preset(self, key: str | None) -> Meaning:
        """The same meaning labelled as preset ``key`` (``open1-major:♠``), marked as
        edited when it differs from the preset; unchanged when the key is unknown."""
        from arbiter.bridge.meaning_text import named_after_preset

        return named_after_preset(replace(self, preset=key, name=None))

    # -- text ------------------------------------------------------------------------

    def purpose_text(self, lang: Lang) -> str | None:
        if self.purpose is None:
            return None
        text = PURPOSES[self.purpose][lang]
        if self.purpose_suit is not None:
            text += (" naar " if lang == "nl" else " to ") + self.purpose_suit.symbol
        return text

    def label(self, lang: Lang = "nl") -> str:
        """Short name: the call and the preset's name, e.g. ``2♣ Stayman``."""
        parts = []
        if self.call is not None:
            parts.append(self.call.format(lang))
        if self.name is not None:
            parts.append(self.name[lang])
        if not parts:
            parts.append("bieding" if lang == "nl" else "call")
        return " ".join(parts)

    def describe(self, lang: Lang = "nl") -> str:
        """The meaning in words: kind (purpose), hand types, forcing."""
        head = _KIND_TEXT[self.kind][lang]
        purpose = self.purpose_text(lang)
        if purpose:
            head += f" ({purpose})"
        joiner = " óf " if lang == "nl" else " or "
        hands = joiner.join(t.describe(lang) for t in self.types)
        return f"{head}; {hands}; {_FORCING_TEXT[self.forcing][lang]}"

    def spec(self) -> str:
        """The meaning as text :func:`parse_meaning` reads back to an equal meaning."""
        head = []
        if self.preset is not None:
            head.append(f"preset={self.preset}")
        if self.call is not None:
            head.append(self.call.format("en"))
        if self.kind != "natural":
            head.append("art")
        if self.forcing != "no":
            head.append(f"forcing={self.forcing}")
        if self.purpose is not None:
            suit = self.purpose_suit
            suffix = f":{suit.letter('en')}" if suit is not None else ""
            head.append(f"purpose={self.purpose}{suffix}")
        body = " | ".join(t.spec() for t in self.types)
        return " ".join([*head, body])

    def to_json(self, lang: Lang = "nl") -> dict[str, Any]:
        """The meaning as JSON: structured fields, and ``spec``/``text`` for people."""
        return {
            "call": None if self.call is None else self.call.format(lang),
            "preset": self.preset,
            "label": self.label(lang),
            "kind": self.kind,
            "forcing": self.forcing,
            "purpose": self.purpose,
            "purpose_suit": None if self.purpose_suit is None else self.purpose_suit.letter("en"),
            "types": [
                {
                    "hcp": list(t.hcp),
                    "lengths": {
                        s.letter("en"): list(t.lengths[s]) for s in sorted(Suit, reverse=True)
                    },
                    "shape": t.shape,
                    "counts": [
                        {
                            "suits": "".join(s.letter("en") for s in sorted(c.suits, reverse=True)),
                            "lengths": list(c.span),
                            "at_least": c.at_least,
                        }
                        for c in t.counts
                    ],
                }
                for t in self.types
            ],
            "spec": self.spec(),
            "text": self.describe(lang),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Meaning:
        """Read :meth:`to_json` output (or a hand-written subset of it) back.

        Missing fields take their defaults: ``{"types": [{"hcp": [12, 19],
        "lengths": {"S": [5, 13]}}]}`` is a natural, non-forcing 12-19 with five spades.
        """
        if not isinstance(data, Mapping):
            raise _error(
                "Een betekenis moet een JSON-object zijn.", "A meaning must be a JSON object."
            )
        try:
            types = tuple(_type_from_json(t) for t in _as_list(data.get("types"), "types"))
            call_text = data.get("call")
            purpose_suit = data.get("purpose_suit")
            preset = data.get("preset")
            meaning = cls(
                types=types,
                kind=_choice(data.get("kind", "natural"), KINDS, "kind"),
                forcing=_choice(data.get("forcing", "no"), FORCINGS, "forcing"),
                purpose=data.get("purpose"),
                purpose_suit=None if purpose_suit is None else Suit.parse(str(purpose_suit)),
                call=None if not call_text else Call.parse(str(call_text)),
                preset=preset if isinstance(preset, str) else None,
            )
        except MeaningError:
            raise
        except BridgeInputError as exc:
            raise MeaningError(exc.text["nl"], exc.text["en"], exc.accepted) from None
        except (TypeError, ValueError, AttributeError):
            raise _error(
                "De betekenis in JSON klopt niet.", "The meaning's JSON is not valid."
            ) from None
        from arbiter.bridge.meaning_text import named_after_preset

        return named_after_preset(meaning)


# -- checks -------------------------------------------------------------------------------


def _error(nl: str, en: str) -> MeaningError:
    return MeaningError(nl, en, MEANING_ACCEPTED)


def _check(meaning: Meaning) -> None:
    if not meaning.types:
        raise _error("Een betekenis heeft minstens één handtype.", "A meaning needs a hand type.")
    if meaning.kind not in KINDS:
        raise _error(f"Onbekende soort {meaning.kind!r}.", f"Unknown kind {meaning.kind!r}.")
    if meaning.forcing not in FORCINGS:
        raise _error(
            f"Onbekend forcing {meaning.forcing!r}.", f"Unknown forcing {meaning.forcing!r}."
        )
    if meaning.purpose is not None and meaning.purpose not in PURPOSES:
        raise MeaningError(
            f"Onbekend doel {shown(str(meaning.purpose))}.",
            f"Unknown purpose {shown(str(meaning.purpose))}.",
            tuple(PURPOSES),
        )
    if meaning.purpose_suit is not None and meaning.purpose != "transfer":
        raise _error(
            "Alleen een transfer heeft een doelkleur.", "Only a transfer has a target suit."
        )
    for hand_type in meaning.types:
        _check_type(hand_type)
    if not meaning.masks:
        raise _error(
            "Geen enkele hand past bij deze betekenis: kijk de punten en lengtes na.",
            "No hand fits this meaning: check the points and lengths.",
        )


def _check_type(hand_type: HandType) -> None:
    lo, hi = hand_type.hcp
    if not 0 <= lo <= hi <= MAX_HCP:
        raise _error(
            f"Punten {lo}-{hi}: een hand heeft 0 tot 37 punten, "
            "het minimum niet boven het maximum.",
            f"Points {lo}-{hi}: a hand has 0 to 37 HCP, the minimum not above the maximum.",
        )
    for suit in Suit:
        lo, hi = hand_type.lengths[suit]
        if not 0 <= lo <= hi <= 13:
            raise _error(
                f"Lengte {suit.symbol} {lo}-{hi}: een kleur telt 0 tot 13 kaarten.",
                f"Length {suit.symbol} {lo}-{hi}: a suit holds 0 to 13 cards.",
            )
    for count in hand_type.counts:
        lo, hi = count.span
        if len(set(count.suits)) < 2 or not 1 <= count.at_least <= len(count.suits):
            raise _error(
                "Een 'een van'-voorwaarde noemt minstens twee kleuren en hoeveel ervan.",
                "A 'one of' condition names at least two suits and how many of them.",
            )
        if not 0 <= lo <= hi <= 13:
            raise _error(
                f"Lengte {lo}-{hi}: een kleur telt 0 tot 13 kaarten.",
                f"Length {lo}-{hi}: a suit holds 0 to 13 cards.",
            )


@lru_cache(maxsize=1024)
def _masks(types: tuple[HandType, ...]) -> dict[Lengths, int]:
    """The bits of :attr:`Meaning.masks`, computed once per set of hand types."""
    masks: dict[Lengths, int] = {}
    support = _support()
    for shape in cell_counts():
        mask = 0
        for hand_type in types:
            if hand_type.fits_shape(shape):
                mask |= hand_type.hcp_mask
        mask &= support[shape]
        if mask:
            masks[shape] = mask
    return masks


@cache
def _support() -> dict[Lengths, int]:
    """Per shape, the HCP values some real hand of that shape has, as bits."""
    return {
        shape: sum(1 << p for p, n in enumerate(row) if n) for shape, row in cell_counts().items()
    }


def _as_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list) or not value:
        raise _error(
            f"'{what}' moet een niet-lege lijst zijn.", f"'{what}' must be a non-empty list."
        )
    return value


def _choice(value: Any, allowed: tuple[str, ...], what: str) -> Any:
    if value not in allowed:
        raise MeaningError(
            f"Onbekende waarde {shown(str(value))} voor {what}.",
            f"Unknown value {shown(str(value))} for {what}.",
            allowed,
        )
    return value


def _span_json(value: Any, top: int) -> Span:
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise _error(
            f"Een bereik is een paar getallen [min, max] tussen 0 en {top}.",
            f"A range is a pair of numbers [min, max] between 0 and {top}.",
        )
    return (value[0], value[1])


def _type_from_json(data: Any) -> HandType:
    if not isinstance(data, Mapping):
        raise _error("Een handtype is een JSON-object.", "A hand type is a JSON object.")
    lengths = [FREE, FREE, FREE, FREE]
    raw_lengths = data.get("lengths") or {}
    if not isinstance(raw_lengths, Mapping):
        raise _error("'lengths' is een object per kleur.", "'lengths' is an object per suit.")
    for key, span in raw_lengths.items():
        lengths[Suit.parse(str(key))] = _span_json(span, 13)
    counts = []
    for raw in data.get("counts") or []:
        if not isinstance(raw, Mapping):
            raise _error("Een voorwaarde is een JSON-object.", "A condition is a JSON object.")
        suits = _parse_suits(str(raw.get("suits", "")))
        at_least = raw.get("at_least", 1)
        if not isinstance(at_least, int) or isinstance(at_least, bool):
            raise _error("'at_least' is een getal.", "'at_least' is a number.")
        counts.append(Count(suits, _span_json(raw.get("lengths"), 13), at_least))
    return HandType(
        hcp=_span_json(data.get("hcp", list(ALL_POINTS)), MAX_HCP),
        lengths=(lengths[0], lengths[1], lengths[2], lengths[3]),
        shape=_choice(data.get("shape", "any"), SHAPE_CLASSES, "shape"),
        counts=tuple(counts),
    )


MEANING_ACCEPTED: tuple[str, ...] = (
    "open1-major:♠, open1nt, stayman, … (arbiter calc comparable --presets)",
    "hcp=12-19, hcp=12+, hcp=-11",
    "♠=5+, S=5-6, H=-3 (K R H S / C D H S)",
    "♥♠=4+, 2x♠♥♦♣=5+",
    "bal, semibal",
    "nat, art",
    "forcing=no|round|game (nee|ronde|manche)",
    "purpose=ask_major|ask_aces|ask|relay|transfer:♥|takeout|negative|preference|cue|strength",
    "… | …",
)


def _parse_suits(text: str) -> tuple[Suit, ...]:
    suits = []
    for char in text.replace("/", ""):
        suits.append(Suit.parse(char))
    if len(set(suits)) != len(suits) or len(suits) < 2:
        raise _error(
            f"Kleuren {shown(text)}: noem twee tot vier verschillende kleuren.",
            f"Suits {shown(text)}: name two to four different suits.",
        )
    return tuple(sorted(suits))
