"""Meanings of calls as text, and the presets.

The text form is what a director types on the command line and what the log stores:
words in any order, ``hcp=12-19 ♠=5+``, ``bal``, ``♥♠=4+`` (one of them), ``art``,
``forcing=round``, ``purpose=transfer:♥``, a call (``2♣``), a preset (``open1-major:♠``),
and ``|`` between hand types. :meth:`Meaning.spec` writes it back. The presets come from
``data/meanings.yaml`` (both languages, editable); a preset's id is never itself a call,
so ``1NT hcp=14-16`` is the call with those points and ``open1nt`` the preset.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from arbiter.bridge._text import normalize, shown
from arbiter.bridge.call import Call
from arbiter.bridge.denom import Suit
from arbiter.bridge.errors import MeaningError
from arbiter.bridge.handspace import MAX_HCP
from arbiter.bridge.meaning import (
    ALL_POINTS,
    FREE,
    MEANING_ACCEPTED,
    PURPOSES,
    Count,
    Forcing,
    HandType,
    Kind,
    Meaning,
    ShapeClass,
    Span,
    _error,
    _parse_suits,
)
from arbiter.i18n import Text

__all__ = ["Preset", "named_after_preset", "parse_meaning", "preset_meaning", "presets"]

_SUIT_CHARS = "♣♦♥♠kcrdhs"
_LENGTH = re.compile(rf"^([{_SUIT_CHARS}])=(.+)$")
_COUNT = re.compile(rf"^(?:([1-4])[x*])?([{_SUIT_CHARS}/]{{2,7}})=(.+)$")
_POINTS = re.compile(r"^(?:hcp|punten|pt|points|p)=(.+)$")
_SPAN = re.compile(r"^(\d{1,2})?(?:(\+)|-(\d{1,2})?)?$")
_CALL = re.compile(r"^[1-7]\S+$")
_CALL_WORDS = frozenset(
    {"pas", "pass", "x", "xx", "dbl", "rdbl", "doublet", "double", "redoublet", "redouble"}
)
_FORCING_WORDS: dict[str, Forcing] = {
    "no": "no", "nee": "no", "nf": "no", "niet": "no",
    "round": "round", "ronde": "round", "f1": "round", "yes": "round", "ja": "round",
    "game": "game", "manche": "game", "gf": "game", "mf": "game",
}  # fmt: skip
_KIND_WORDS: dict[str, Kind] = {
    "nat": "natural", "natural": "natural", "natuurlijk": "natural",
    "art": "artificial", "artificial": "artificial", "kunstmatig": "artificial",
    "conv": "artificial", "conventioneel": "artificial", "conventional": "artificial",
}  # fmt: skip
_SHAPE_WORDS: dict[str, ShapeClass] = {
    "bal": "balanced", "balanced": "balanced", "evenwichtig": "balanced", "evw": "balanced",
    "semibal": "semibalanced", "semi-balanced": "semibalanced",
    "semi-evenwichtig": "semibalanced", "semievenwichtig": "semibalanced",
}  # fmt: skip


def _parse_span(text: str, top: int, what: str) -> Span:
    match = _SPAN.fullmatch(text.strip())
    if match is None or text.strip() in ("", "-", "+"):
        raise _error(
            f"{what} {shown(text)}: schrijf 5, 5+, 5-6 of -3.",
            f"{what} {shown(text)}: write 5, 5+, 5-6 or -3.",
        )
    low, plus, high = match.groups()
    dash = "-" in text
    lo = int(low) if low else 0
    if plus:
        hi = top
    elif dash:
        hi = int(high) if high else top
    else:
        hi = lo
    if not 0 <= lo <= hi <= top:
        raise _error(
            f"{what} {shown(text)}: tussen 0 en {top}, het minimum niet boven het maximum.",
            f"{what} {shown(text)}: between 0 and {top}, the minimum not above the maximum.",
        )
    return (lo, hi)


@dataclass
class _TypeBuilder:
    hcp: Span = ALL_POINTS
    lengths: list[Span] = field(default_factory=lambda: [FREE] * 4)
    shape: ShapeClass = "any"
    counts: list[Count] = field(default_factory=list)
    touched: bool = False

    def build(self) -> HandType:
        return HandType(
            self.hcp,
            (self.lengths[0], self.lengths[1], self.lengths[2], self.lengths[3]),
            self.shape,
            tuple(self.counts),
        )

    @classmethod
    def of(cls, hand_type: HandType) -> _TypeBuilder:
        return cls(hand_type.hcp, list(hand_type.lengths), hand_type.shape, list(hand_type.counts))


def parse_meaning(text: str) -> Meaning:
    """Read a meaning from text (see :func:`_parse`)."""
    return _parse(text, allow_preset=True)


def _parse(text: str, *, allow_preset: bool) -> Meaning:
    """Read a meaning from text.

    Words, in any order, separated by spaces or commas: a preset (``open1-major:♠``,
    ``stayman``; see :func:`presets`), a call (``2♣``), ``hcp=12-19``, suit lengths
    (``♠=5+``, ``H=-3``), counted conditions (``♥♠=4+`` one of them,
    ``2x♠♥♦♣=5+`` two of them), ``bal``/``semibal``, ``nat``/``art``,
    ``forcing=round``, ``purpose=transfer:♥``. A ``|`` starts another hand type. Words
    after a preset change every hand type of the preset until the first ``|``.
    """
    tokens = normalize(text).replace(",", " ").replace("|", " | ").split()
    if not tokens:
        raise _error("Geen betekenis opgegeven.", "No meaning given.")
    call: Call | None = None
    kind: Kind | None = None
    forcing: Forcing | None = None
    purpose: str | None = None
    purpose_suit: Suit | None = None
    base: Meaning | None = None
    label: str | None = None  # preset=KEY: named after a preset, written out in full
    groups: list[list[_TypeBuilder]] = [[_TypeBuilder()]]
    for token in tokens:
        current = groups[-1]
        if token == "|":
            groups.append([_TypeBuilder()])
            continue
        if (match := _POINTS.fullmatch(token)) is not None:
            for builder in current:
                builder.hcp, builder.touched = _parse_span(match.group(1), MAX_HCP, "HCP"), True
        elif _SPAN.fullmatch(token) and token not in ("-", "+"):
            for builder in current:
                builder.hcp, builder.touched = _parse_span(token, MAX_HCP, "HCP"), True
        elif (match := _LENGTH.fullmatch(token)) is not None:
            suit = Suit.parse(match.group(1))
            span = _parse_span(match.group(2), 13, suit.symbol)
            for builder in current:
                builder.lengths[suit], builder.touched = span, True
        elif (match := _COUNT.fullmatch(token)) is not None:
            at_least = int(match.group(1) or 1)
            count = Count(
                _parse_suits(match.group(2)), _parse_span(match.group(3), 13, "Lengte"), at_least
            )
            for builder in current:
                builder.counts.append(count)
                builder.touched = True
        elif token in _SHAPE_WORDS:
            for builder in current:
                builder.shape, builder.touched = _SHAPE_WORDS[token], True
        elif token in ("any", "elke"):
            for builder in current:
                builder.shape, builder.touched = "any", True
        elif token in _KIND_WORDS:
            kind = _KIND_WORDS[token]
        elif token == "forcing" or token.startswith(("forcing=", "f=")):
            word = token.partition("=")[2] or "round"
            if word not in _FORCING_WORDS:
                raise MeaningError(
                    f"Forcing {shown(word)} ken ik niet.",
                    f"Unknown forcing {shown(word)}.",
                    ("no/nee", "round/ronde", "game/manche"),
                )
            forcing = _FORCING_WORDS[word]
        elif token.startswith(("purpose=", "doel=")):
            purpose, purpose_suit = _parse_purpose(token.partition("=")[2])
        elif token.startswith(("preset=", "als=")):
            # the canonical key; an unknown preset is an error, not a silent label
            label = preset_meaning(token.partition("=")[2]).preset
        elif (
            allow_preset
            and token.partition(":")[0] in _preset_words()
            and base is None
            and len(groups) == 1
            and not current[0].touched
        ):
            base = preset_meaning(token)
            groups[0] = [_TypeBuilder.of(t) for t in base.types]
        elif (token in _CALL_WORDS or _CALL.fullmatch(token)) and call is None:
            call = Call.parse(token)
        else:
            raise MeaningError(
                f"Woord {shown(token)} in de betekenis ken ik niet.",
                f"Unknown word {shown(token)} in the meaning.",
                MEANING_ACCEPTED,
            )
    types = tuple(builder.build() for group in groups for builder in group)
    if base is None:
        meaning = Meaning(
            types=types,
            kind=kind or "natural",
            forcing=forcing or "no",
            purpose=purpose,
            purpose_suit=purpose_suit,
            call=call,
        )
        return meaning if label is None else meaning.with_preset(label)
    edited = replace(
        base,
        types=types,
        kind=kind or base.kind,
        forcing=forcing or base.forcing,
        purpose=purpose if purpose is not None else base.purpose,
        purpose_suit=purpose_suit if purpose is not None else base.purpose_suit,
        call=call or base.call,
    )
    return _named(edited, base)


def _parse_purpose(text: str) -> tuple[str, Suit | None]:
    name, _, suit_text = text.partition(":")
    name = name.replace("-", "_")
    if name not in PURPOSES:
        raise MeaningError(
            f"Onbekend doel {shown(text)}.", f"Unknown purpose {shown(text)}.", tuple(PURPOSES)
        )
    return name, (Suit.parse(suit_text) if suit_text else None)


# -- presets ------------------------------------------------------------------------------

_DATA = Path(__file__).parent / "data" / "meanings.yaml"
_SUIT_RULES: dict[str, tuple[Suit, ...]] = {
    "any": tuple(Suit),
    "major": (Suit.HEARTS, Suit.SPADES),
    "minor": (Suit.CLUBS, Suit.DIAMONDS),
}


@dataclass(frozen=True)
class Preset:
    """A common meaning, ready to use or edit. ``suit`` says whether it takes a suit
    (``X`` in its spec: the suit bid, raised, shown or doubled) and which ones."""

    id: str
    name: Text
    spec: str
    suit: str | None = None  # None, "any", "major", "minor"
    call: str | None = None  # e.g. "1X", "2NT"
    aliases: tuple[str, ...] = ()
    group: str = "other"

    @property
    def suits(self) -> tuple[Suit, ...]:
        return _SUIT_RULES[self.suit] if self.suit else ()

    def build(self, suit: Suit | None = None) -> Meaning:
        """The preset's meaning, for ``suit`` when it takes one."""
        if self.suit and suit is None:
            raise MeaningError(
                f"Betekenis {shown(self.id)} hoort bij een kleur: schrijf {self.id}:♠.",
                f"Meaning {shown(self.id)} needs a suit: write {self.id}:♠.",
                tuple(f"{self.id}:{s.symbol}" for s in self.suits),
            )
        if not self.suit and suit is not None:
            raise MeaningError(
                f"Betekenis {shown(self.id)} hoort niet bij een kleur.",
                f"Meaning {shown(self.id)} takes no suit.",
                (self.id,),
            )
        if suit is not None and suit not in self.suits:
            raise MeaningError(
                f"Betekenis {shown(self.id)} kan niet in {suit.symbol}.",
                f"Meaning {shown(self.id)} cannot be in {suit.symbol}.",
                tuple(f"{self.id}:{s.symbol}" for s in self.suits),
            )
        spec, call, name = self.spec, self.call, self.name
        if suit is not None:
            others = [s for s in Suit if s != suit]
            spec = re.sub(
                r"\bother=(\S+)",
                lambda m: " ".join(f"{s.symbol}={m.group(1)}" for s in others),
                spec,
            )
            spec = spec.replace("@", suit.symbol)
            call = call.replace("@", suit.symbol) if call else None
            name = Text({lang: text.replace("@", suit.symbol) for lang, text in name.items()})
        meaning = _parse(f"{call or ''} {spec}", allow_preset=False)
        key = f"{self.id}:{suit.symbol}" if suit is not None else self.id
        return replace(meaning, preset=key, name=name)


@cache
def presets() -> dict[str, Preset]:
    """The presets by id, in the order of the data file (both languages)."""
    from arbiter.yamlio import load_yaml

    raw = load_yaml(_DATA)
    result: dict[str, Preset] = {}
    for entry in raw["presets"]:
        preset = Preset(
            id=entry["id"],
            name=Text(entry["name"]),
            spec=entry["spec"],
            suit=entry.get("suit"),
            call=entry.get("call"),
            aliases=tuple(entry.get("aliases", ())),
            group=entry.get("group", "other"),
        )
        result[preset.id] = preset
    return result


_EDITED = Text.of(" (aangepast)", " (edited)")


def _named(meaning: Meaning, base: Meaning) -> Meaning:
    """``meaning`` with the preset ``base``'s name, marked as edited when it differs."""
    if base.name is None:
        return meaning
    same = (meaning.types, meaning.kind, meaning.forcing, meaning.purpose_key) == (
        base.types,
        base.kind,
        base.forcing,
        base.purpose_key,
    )
    name = base.name if same else Text({k: v + _EDITED[k] for k, v in base.name.items()})
    return replace(meaning, name=name)


def named_after_preset(meaning: Meaning) -> Meaning:
    """Name a meaning read from JSON after its stored preset key (``open1-major:♠``)."""
    if not isinstance(meaning.preset, str):
        return meaning
    try:
        return _named(meaning, preset_meaning(meaning.preset))
    except MeaningError:
        return meaning


@cache
def _preset_words() -> dict[str, str]:
    words = {}
    for preset in presets().values():
        words[preset.id.casefold()] = preset.id
        for alias in preset.aliases:
            words[alias.casefold()] = preset.id
    return words


def preset_meaning(text: str) -> Meaning:
    """The meaning of a preset written ``id`` or ``id:suit`` (``open1-major:♠``)."""
    name, _, suit_text = normalize(text).partition(":")
    key = _preset_words().get(name)
    if key is None:
        raise MeaningError(
            f"Onbekende betekenis {shown(text)}.",
            f"Unknown meaning {shown(text)}.",
            tuple(p.id + (":♠" if p.suit else "") for p in presets().values()),
        )
    suit = Suit.parse(suit_text) if suit_text else None
    return presets()[key].build(suit)
