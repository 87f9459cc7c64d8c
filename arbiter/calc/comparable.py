"""The comparable-call test of Law 23A, part by part, with the director.

A call that replaces a withdrawn call is comparable when it (1) has the same or a similar
meaning, or (2) defines a subset of the withdrawn call's possible meanings, or (3) has
the same purpose (an asking bid, a relay). When it is, the auction and play go on without
further rectification and no lead restriction follows (23B); the director looks again at
the end of play for damage to the non-offending side (23C). When it is not, the law of
the irregularity decides (27B2, 30B1(b)(ii), 31A2(b), 32A2(b); lead restrictions 26B).

How each part is answered here:

* (2) is computed exactly. Meanings are sets of hands described by points and shape
  (:mod:`arbiter.bridge.meaning`); all 560 shapes x 38 point values are run through, so
  "every hand that fits the replacement also fits the withdrawn call" is checked, not
  estimated. When it fails, a real 13-card hand that fits the replacement and not the
  withdrawn call is shown, the most common such hand, for the director to explain with.
  A call that asks partner a question (Stayman, Blackwood, a relay) means its question:
  a call that asks something else, or nothing, is not a subset of it, and a call that
  asks a question is not a subset of one that did not.
* (1) "similar" is a judgement. The WBF Laws Committee's commentary on Law 23 puts the
  suits a call shows before its strength, and lets a more precise call pass, unless the
  strength differs too much. The computation proposes "similar" along those lines: the
  replacement shows every suit the withdrawn call shows (3+ cards in every hand), at
  least as long; at least ``similar`` (default 80 %) of the replacement's hands have a
  shape the withdrawn call allows; and the replacement's strength (its middle 90 % of
  hands, counted as they are dealt) lies within ``tolerance`` (default 2) points of the
  withdrawn call's range, with at least half of them inside it; and neither call asks a
  question the other does not. The director may overrule.
* (3) is read from the purposes entered for the two calls; the director may overrule.

All three parts are shown. The verdict names the part that decides it, exact answers
first: identical meanings, then the subset, then a similar meaning, then the purpose.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from arbiter.bridge.denom import Suit
from arbiter.bridge.handspace import (
    Lengths,
    cell_counts,
    example_hand,
    format_hand,
    format_pbn,
    format_shape,
)
from arbiter.bridge.meaning import Meaning
from arbiter.i18n import InputError, Lang, Text

__all__ = [
    "DEFAULT_SIMILAR",
    "DEFAULT_TOLERANCE",
    "PART_KEYS",
    "Example",
    "Part",
    "Verdict",
    "compare",
    "compare_all",
    "from_record",
    "shown_suits",
]

PartKey = Literal["same_meaning", "subset", "same_purpose"]
PART_KEYS: tuple[PartKey, ...] = ("same_meaning", "subset", "same_purpose")
PART_LAWS: dict[PartKey, str] = {
    "same_meaning": "23A1",
    "subset": "23A2",
    "same_purpose": "23A3",
}
PART_NAMES: dict[PartKey, Text] = {
    "same_meaning": Text.of("zelfde of soortgelijke betekenis", "same or similar meaning"),
    "subset": Text.of("deelverzameling", "subset"),
    "same_purpose": Text.of("zelfde doel", "same purpose"),
}
DEFAULT_SIMILAR = 0.8
"""Share of the replacement's hands that must have a shape the withdrawn call allows."""
DEFAULT_TOLERANCE = 2
"""How many HCP the replacement's strength may lie outside the withdrawn call's range."""
_SPREAD = 0.05  # the strength compared is the middle 90 %: 5 % cut off at each end


@dataclass(frozen=True)
class Example:
    """A real hand in one meaning and not in the other."""

    lengths: Lengths
    hcp: int

    def hand(self, lang: Lang) -> str:
        """The 13 cards, spades first: ``♠ AH1095 ♥ V2 ♦ B73 ♣ 95``."""
        return format_hand(example_hand(self.lengths, self.hcp), lang)

    def suits(self, lang: Lang) -> list[tuple[str, str]]:
        """The hand suit by suit, spades first: ``[("♠", "AH1095"), ..., ("♣", "-")]``,
        for a page that shows it as a small diagram."""
        hand = example_hand(self.lengths, self.hcp)
        return [
            (suit.symbol, "".join(rank.symbol(lang) for rank in hand[suit]) or "-")
            for suit in sorted(hand, reverse=True)
        ]

    def shape_text(self, lang: Lang) -> str:
        points = "punten" if lang == "nl" else "HCP"
        return f"{format_shape(self.lengths)}, {self.hcp} {points}"

    def text(self, lang: Lang) -> str:
        points = "punten" if lang == "nl" else "HCP"
        return f"{self.hand(lang)} ({format_shape(self.lengths)}, {self.hcp} {points})"

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {
            "hand": self.hand(lang),
            "pbn": format_pbn(example_hand(self.lengths, self.hcp)),
            "shape": format_shape(self.lengths),
            "hcp": self.hcp,
        }


@dataclass(frozen=True)
class Part:
    """One of the three tests of 23A, with its answer and why."""

    key: PartKey
    answer: bool
    text: Text
    by: Literal["computed", "director"] = "computed"
    exact: bool = True  # False for a proposal that is a judgement (a similar meaning)

    @property
    def law(self) -> str:
        return PART_LAWS[self.key]

    def to_json(self, lang: Lang) -> dict[str, Any]:
        return {
            "key": self.key,
            "law": self.law,
            "name": PART_NAMES[self.key][lang],
            "answer": self.answer,
            "by": self.by,
            "exact": self.exact,
            "text": self.text[lang],
        }


@dataclass(frozen=True)
class Verdict:
    """The outcome of the 23A test for one replacement call."""

    withdrawn: Meaning
    replacement: Meaning
    parts: tuple[Part, Part, Part]
    replacement_fits: float  # share of the replacement's hands that fit the withdrawn call
    withdrawn_fits: float  # share of the withdrawn call's hands that fit the replacement
    replacement_only: Example | None
    withdrawn_only: Example | None
    shape_fits: float  # share of the replacement's hands whose shape the withdrawn call allows
    strength: tuple[int, int]  # the replacement's HCP, middle 90 % of its hands
    withdrawn_range: tuple[int, int]  # the withdrawn call's lowest and highest HCP
    similar: float
    tolerance: int

    @property
    def comparable(self) -> bool:
        return any(part.answer for part in self.parts)

    @property
    def decided_by(self) -> Part | None:
        """The part that makes the call comparable, exact answers first: the same meaning
        (identical hands), then the subset, then a similar meaning (a judgement), then
        the same purpose. ``None`` when no part does."""
        same, subset, purpose = self.parts
        if same.answer and same.exact:
            return same
        return next((part for part in (subset, same, purpose) if part.answer), None)

    @property
    def laws(self) -> tuple[str, ...]:
        if self.comparable:
            return ("23A", "23B", "23C")
        return ("23A", "26B")

    def outcome(self, lang: Lang) -> str:
        """One sentence: comparable or not, and by which part."""
        part = self.decided_by
        if part is not None:
            name = PART_NAMES[part.key][lang]
            return (
                f"Vergelijkbaar: {name} (art. {part.law})."
                if lang == "nl"
                else f"Comparable: {name} (Law {part.law})."
            )
        return (
            "Niet vergelijkbaar: geen van de drie voorwaarden van art. 23A geldt."
            if lang == "nl"
            else "Not comparable: none of the three conditions of Law 23A holds."
        )

    def line(self, lang: Lang) -> str:
        """A short line for a list of options: ``2♣ Stayman: deelverzameling (23A2)``."""
        label = self.replacement.label(lang)
        part = self.decided_by
        if part is None:
            return f"{label}: " + ("niet vergelijkbaar" if lang == "nl" else "not comparable")
        return f"{label}: {PART_NAMES[part.key][lang]} ({part.law})"

    def consequence(self, lang: Lang) -> str:
        if self.comparable:
            return (
                "Het bieden en spelen gaan door zonder verdere rechtzetting, zonder "
                "voorspeelbeperking (23B). Na afloop: heeft de niet-overtredende partij "
                "schade door de overtreding, dan een arbitrale score (23C)."
                if lang == "nl"
                else "The auction and play go on without further rectification and without "
                "lead restrictions (23B). After play: if the non-offending side was damaged "
                "by the infraction, award an adjusted score (23C)."
            )
        return (
            "De rechtzetting volgt uit het artikel van de onregelmatigheid: na een "
            "onvoldoende bod past de partner de rest van het bieden (27B2), na een bieding "
            "voor de beurt bij zijn volgende beurt (30B1(b)(ii), 31A2(b), 32A2(b)); "
            "voorspeelbeperkingen volgens 26B."
            if lang == "nl"
            else "The rectification follows from the law of the irregularity: after an "
            "insufficient bid partner passes for the rest of the auction (27B2), after a "
            "call out of rotation at his next turn (30B1(b)(ii), 31A2(b), 32A2(b)); "
            "lead restrictions under 26B."
        )

    def explanation(self, lang: Lang) -> str:
        """The whole test as the director reads it out (away from the table)."""
        yes, no = ("ja", "nee") if lang == "nl" else ("yes", "no")
        law = "art." if lang == "nl" else "Law"
        lines = [
            ("Ingetrokken: " if lang == "nl" else "Withdrawn: ")
            + f"{self.withdrawn.label(lang)} — {self.withdrawn.describe(lang)}",
            ("Vervangend: " if lang == "nl" else "Replacement: ")
            + f"{self.replacement.label(lang)} — {self.replacement.describe(lang)}",
        ]
        for number, part in enumerate(self.parts, start=1):
            lines.append(
                f"{number}. {PART_NAMES[part.key][lang].capitalize()} ({law} {part.law}): "
                f"{yes if part.answer else no}. {part.text[lang]}"
            )
        lines.append(self.outcome(lang))
        lines.append(self.consequence(lang))
        return "\n".join(lines)

    def to_json(self, lang: Lang = "nl") -> dict[str, Any]:
        """The verdict as the log keeps it: both meanings, each part, the outcome."""
        part = self.decided_by
        return {
            "withdrawn": self.withdrawn.to_json(lang),
            "replacement": self.replacement.to_json(lang),
            "comparable": self.comparable,
            "decided_by": None if part is None else part.key,
            "parts": [p.to_json(lang) for p in self.parts],
            "shares": {
                "replacement_fits_withdrawn": round(self.replacement_fits, 4),
                "withdrawn_fits_replacement": round(self.withdrawn_fits, 4),
                "replacement_shape_fits_withdrawn": round(self.shape_fits, 4),
            },
            "strength": {
                "replacement_middle_90": list(self.strength),
                "withdrawn_range": list(self.withdrawn_range),
            },
            "similar_threshold": self.similar,
            "tolerance": self.tolerance,
            "examples": {
                "replacement_only": None
                if self.replacement_only is None
                else self.replacement_only.to_json(lang),
                "withdrawn_only": None
                if self.withdrawn_only is None
                else self.withdrawn_only.to_json(lang),
            },
            "outcome": self.outcome(lang),
            "consequence": self.consequence(lang),
            "laws": list(self.laws),
        }

    def to_record(self) -> dict[str, Any]:
        """What the ruling log keeps: both meanings as text that reads back, each part's
        answer and who gave it, the outcome and the figures; no language-bound text (the
        words are made again from this when the ruling is shown)."""
        part = self.decided_by
        example = self.replacement_only
        return {
            "law": "23A",
            "withdrawn": {"spec": self.withdrawn.spec(), "preset": self.withdrawn.preset},
            "replacement": {"spec": self.replacement.spec(), "preset": self.replacement.preset},
            "comparable": self.comparable,
            "decided_by": None if part is None else part.key,
            "parts": {p.key: {"answer": p.answer, "by": p.by} for p in self.parts},
            "replacement_fits_withdrawn": round(self.replacement_fits, 4),
            "example": None if example is None else example.to_json("en"),
            "similar": self.similar,
            "tolerance": self.tolerance,
        }


def from_record(record: Mapping[str, Any]) -> Verdict:
    """The verdict again from :meth:`Verdict.to_record` (a log entry): the meanings are
    read back, the test rerun, and the director's own answers applied again."""
    from arbiter.bridge.meaning_text import parse_meaning

    judged = {
        key: value["answer"]
        for key, value in record.get("parts", {}).items()
        if value.get("by") == "director"
    }
    withdrawn, replacement = (
        parse_meaning(record[side]["spec"]).with_preset(record[side].get("preset"))
        for side in ("withdrawn", "replacement")
    )
    return compare(
        withdrawn,
        replacement,
        similar=record.get("similar", DEFAULT_SIMILAR),
        tolerance=record.get("tolerance", DEFAULT_TOLERANCE),
        judged=judged,
    )


# -- the computation ----------------------------------------------------------------------


@cache
def _prefix() -> dict[Lengths, tuple[int, ...]]:
    """Per shape, running totals of the hand counts over HCP: ``p[h]`` = hands below h."""
    table = {}
    for shape, row in cell_counts().items():
        running = [0]
        for n in row:
            running.append(running[-1] + n)
        table[shape] = tuple(running)
    return table


def _mass(prefix: tuple[int, ...], mask: int) -> int:
    """How many hands of one shape have an HCP value whose bit is set in ``mask``.

    Walks the runs of set bits (a point range is one run), not the bits one by one.
    """
    total = 0
    while mask:
        start = (mask & -mask).bit_length() - 1
        rest = mask >> start
        length = (~rest & (rest + 1)).bit_length() - 1
        total += prefix[start + length] - prefix[start]
        mask &= ~(((1 << length) - 1) << start)
    return total


def _add_to(hist: list[int], row: tuple[int, ...], mask: int) -> None:
    """Add the hands of one shape, per HCP value set in ``mask``, to ``hist``."""
    while mask:
        low = mask & -mask
        hcp = low.bit_length() - 1
        hist[hcp] += row[hcp]
        mask ^= low


@dataclass(frozen=True)
class _Overlap:
    replacement: int  # hands that fit the replacement
    withdrawn: int  # hands that fit the withdrawn call
    both: int
    shape_fits: int  # replacement hands whose shape the withdrawn call allows
    in_range: int  # replacement hands with an HCP value within the withdrawn call's range
    strength: tuple[int, int]  # replacement's HCP, middle 90 %
    withdrawn_range: tuple[int, int]
    replacement_only: tuple[Lengths, int] | None  # the most common cell, if any
    withdrawn_only: tuple[Lengths, int] | None


def _overlap(withdrawn: Meaning, replacement: Meaning) -> _Overlap:
    counts = cell_counts()
    w_masks, r_masks = withdrawn.masks, replacement.masks
    r_total = w_total = both = shape_fits = 0
    r_hist = [0] * len(next(iter(counts.values())))
    w_bits = 0
    best_r: tuple[int, Lengths, int] | None = None
    best_w: tuple[int, Lengths, int] | None = None
    prefixes = _prefix()
    for shape in r_masks.keys() | w_masks.keys():
        row, prefix = counts[shape], prefixes[shape]
        r, w = r_masks.get(shape, 0), w_masks.get(shape, 0)
        w_bits |= w
        _add_to(r_hist, row, r)
        r_mass = _mass(prefix, r)
        r_total += r_mass
        if w:
            shape_fits += r_mass
        w_total += _mass(prefix, w)
        both += _mass(prefix, r & w)
        best_r = _most_common(row, shape, r & ~w, best_r)
        best_w = _most_common(row, shape, w & ~r, best_w)
    w_low, w_high = (w_bits & -w_bits).bit_length() - 1, w_bits.bit_length() - 1
    return _Overlap(
        r_total,
        w_total,
        both,
        shape_fits,
        sum(r_hist[w_low : w_high + 1]),
        (_quantile(r_hist, _SPREAD), _quantile(r_hist, 1 - _SPREAD)),
        (w_low, w_high),
        None if best_r is None else (best_r[1], best_r[2]),
        None if best_w is None else (best_w[1], best_w[2]),
    )


def _quantile(hist: list[int], q: float) -> int:
    """The HCP value at which a share ``q`` of the hands in ``hist`` is reached."""
    total = sum(hist)
    running = 0
    for hcp, n in enumerate(hist):
        running += n
        if running >= q * total:
            return hcp
    return len(hist) - 1


def _most_common(
    row: tuple[int, ...], shape: Lengths, mask: int, best: tuple[int, Lengths, int] | None
) -> tuple[int, Lengths, int] | None:
    while mask:
        low = mask & -mask
        hcp = low.bit_length() - 1
        if best is None or row[hcp] > best[0]:
            best = (row[hcp], shape, hcp)
        mask ^= low
    return best


def _pct(share: float, lang: Lang) -> str:
    if share >= 1:
        text = "100"
    elif share <= 0:
        text = "0"
    else:
        value = min(max(share * 100, 0.1), 99.9)
        text = f"{value:.1f}".removesuffix(".0")
        if lang == "nl":
            text = text.replace(".", ",")
    return f"{text}%"


def _example(cell: tuple[Lengths, int] | None) -> Example | None:
    return None if cell is None else Example(*cell)


def _purpose_phrase(meaning: Meaning, lang: Lang) -> str:
    return meaning.purpose_text(lang) or ("geen" if lang == "nl" else "none")


def _same_meaning(w: Meaning, r: Meaning, o: _Overlap, similar: float, tolerance: int) -> Part:
    same_hands = w.masks == r.masks
    if same_hands and (w.kind, w.purpose_key, w.forcing) == (r.kind, r.purpose_key, r.forcing):
        return Part(
            "same_meaning",
            True,
            Text.of(
                "Beide biedingen tonen precies dezelfde handen, zijn even forcing en hebben "
                "hetzelfde doel.",
                "Both calls show exactly the same hands, are equally forcing and have the "
                "same purpose.",
            ),
        )
    if (w.is_question or r.is_question) and w.purpose_key != r.purpose_key:
        return Part(
            "same_meaning",
            False,
            Text.of(
                f"De ene bieding stelt partner een vraag, de andere niet dezelfde "
                f"(ingetrokken: {_purpose_phrase(w, 'nl')}; vervangend: "
                f"{_purpose_phrase(r, 'nl')}).",
                f"One call asks partner a question, the other not the same one "
                f"(withdrawn: {_purpose_phrase(w, 'en')}; replacement: "
                f"{_purpose_phrase(r, 'en')}).",
            ),
        )
    shape_share = o.shape_fits / o.replacement
    low, high = o.strength
    w_low, w_high = o.withdrawn_range
    w_shown, r_shown = shown_suits(w), shown_suits(r)
    dropped = {s: n for s, n in w_shown.items() if r_shown.get(s, 0) < n}
    suits_ok = not dropped and shape_share >= similar
    inside = o.in_range / o.replacement
    strength_ok = w_low - tolerance <= low and high <= w_high + tolerance and inside >= 0.5
    shown = Text.of(
        "de ingetrokken bieding toont "
        + ", ".join(f"{s.symbol} {n}+" for s, n in dropped.items())
        + ", de vervangende bieding niet zo lang",
        "the withdrawn call shows "
        + ", ".join(f"{s.symbol} {n}+" for s, n in dropped.items())
        + ", the replacement not that long",
    )
    suits = Text.of(
        f"{_pct(shape_share, 'nl')} van de handen voor de vervangende bieding heeft een "
        f"verdeling die de ingetrokken bieding toelaat (nodig: {_pct(similar, 'nl')})",
        f"{_pct(shape_share, 'en')} of the hands for the replacement have a shape the "
        f"withdrawn call allows (needed: {_pct(similar, 'en')})",
    )
    strength = Text.of(
        f"{_pct(inside, 'nl')} van die handen heeft {w_low}-{w_high} punten zoals de "
        f"ingetrokken bieding (nodig: de helft) en 90% heeft {low}-{high} punten "
        f"(toegestaan: tot {tolerance} punten buiten {w_low}-{w_high})",
        f"{_pct(inside, 'en')} of those hands hold {w_low}-{w_high} HCP like the withdrawn "
        f"call (needed: half) and 90% hold {low}-{high} HCP (allowed: up to {tolerance} "
        f"points outside {w_low}-{w_high})",
    )
    if suits_ok and strength_ok:
        return Part(
            "same_meaning",
            True,
            Text.of(
                f"Soortgelijk: {suits['nl']}, en {strength['nl']}.",
                f"Similar: {suits['en']}, and {strength['en']}.",
            ),
            exact=False,
        )
    reasons = []
    if dropped:
        reasons.append(
            Text.of(f"de kleuren verschillen: {shown['nl']}", f"the suits differ: {shown['en']}")
        )
    elif not suits_ok:
        reasons.append(
            Text.of(f"de kleuren verschillen: {suits['nl']}", f"the suits differ: {suits['en']}")
        )
    if not strength_ok:
        reasons.append(
            Text.of(
                f"de kracht verschilt te veel: {strength['nl']}",
                f"the strength differs too much: {strength['en']}",
            )
        )
    return Part(
        "same_meaning",
        False,
        exact=False,
        text=Text(
            {
                lang: "Niet soortgelijk: " + "; ".join(t["nl"] for t in reasons) + "."
                if lang == "nl"
                else "Not similar: " + "; ".join(t["en"] for t in reasons) + "."
                for lang in ("nl", "en")
            }
        ),
    )


SHOWN_LENGTH = 3
"""A call *shows* a suit when every hand that makes it holds at least this many cards
there (a natural 1♣ on 3+ does; a 'could be short' 1♣ on 2+ does not)."""


def shown_suits(meaning: Meaning) -> dict[Suit, int]:
    """The suits a meaning shows, with the length every one of its hands holds at least.

    Computed from the hands, so counted conditions and several hand types are taken into
    account: a Multi (a weak two in either major) shows neither major.
    """
    shown = {}
    for suit in sorted(Suit, reverse=True):
        least = min(shape[suit] for shape in meaning.masks)
        if least >= SHOWN_LENGTH:
            shown[suit] = least
    return shown


def _subset(w: Meaning, r: Meaning, o: _Overlap, r_fits: float) -> Part:
    if w.is_question and r.purpose_key != w.purpose_key:
        return Part(
            "subset",
            False,
            Text.of(
                f"De ingetrokken bieding stelt een vraag ({_purpose_phrase(w, 'nl')}); "
                "de vervangende bieding stelt die vraag niet, dus haar betekenis valt er "
                "niet binnen.",
                f"The withdrawn call asks a question ({_purpose_phrase(w, 'en')}); the "
                "replacement does not ask it, so its meaning is not among the withdrawn "
                "call's.",
            ),
        )
    if r.is_question and r.purpose_key != w.purpose_key:
        return Part(
            "subset",
            False,
            Text.of(
                f"De vervangende bieding stelt een vraag ({_purpose_phrase(r, 'nl')}) "
                "die de ingetrokken bieding niet stelde.",
                f"The replacement asks a question ({_purpose_phrase(r, 'en')}) the "
                "withdrawn call did not ask.",
            ),
        )
    if o.replacement_only is None:
        return Part(
            "subset",
            True,
            Text.of(
                "Elke hand waarmee de vervangende bieding gedaan wordt, past ook bij de "
                "ingetrokken bieding: partner hoort niets wat de ingetrokken bieding "
                "niet al kon zeggen.",
                "Every hand that makes the replacement also fits the withdrawn call: "
                "partner learns nothing the withdrawn call could not already say.",
            ),
        )
    example = Example(*o.replacement_only)
    missing = 1 - r_fits
    return Part(
        "subset",
        False,
        Text.of(
            f"{_pct(missing, 'nl')} van de handen voor de vervangende bieding past niet "
            f"bij de ingetrokken bieding, bijvoorbeeld {example.text('nl')}.",
            f"{_pct(missing, 'en')} of the hands for the replacement do not fit the "
            f"withdrawn call, for example {example.text('en')}.",
        ),
    )


def _same_purpose(w: Meaning, r: Meaning) -> Part:
    if w.purpose is None:
        return Part(
            "same_purpose",
            False,
            Text.of(
                "De ingetrokken bieding heeft geen kunstmatig doel (zoals een vraagbod of "
                "een relay).",
                "The withdrawn call has no artificial purpose (such as an asking bid or a relay).",
            ),
        )
    if w.purpose_key == r.purpose_key:
        return Part(
            "same_purpose",
            True,
            Text.of(
                f"Beide biedingen hebben hetzelfde doel: {_purpose_phrase(w, 'nl')}.",
                f"Both calls have the same purpose: {_purpose_phrase(w, 'en')}.",
            ),
        )
    return Part(
        "same_purpose",
        False,
        Text.of(
            f"Het doel verschilt: {_purpose_phrase(w, 'nl')} tegenover {_purpose_phrase(r, 'nl')}.",
            f"The purposes differ: {_purpose_phrase(w, 'en')} against {_purpose_phrase(r, 'en')}.",
        ),
    )


_JUDGED = Text.of("Zo beoordeeld door de wedstrijdleider.", "Judged so by the director.")


def _judged(part: Part, answer: bool | None) -> Part:
    if answer is None or answer == part.answer:
        return part
    text = Text({lang: f"{_JUDGED[lang]} ({part.text[lang]})" for lang in ("nl", "en")})
    return Part(part.key, answer, text, "director", exact=False)


def compare(
    withdrawn: Meaning,
    replacement: Meaning,
    *,
    similar: float = DEFAULT_SIMILAR,
    tolerance: int = DEFAULT_TOLERANCE,
    judged: Mapping[str, bool] | None = None,
) -> Verdict:
    """Run the 23A test: is ``replacement`` comparable to ``withdrawn``?

    ``similar`` (share of the replacement's hands with a shape the withdrawn call allows)
    and ``tolerance`` (HCP) set when the meanings are proposed as similar (23A1).
    ``judged`` holds the director's own answers to ``same_meaning`` or ``same_purpose``
    where she overrules the proposal; ``subset`` is exact and cannot be overruled.
    """
    if not 0.5 <= similar <= 1:
        raise InputError(
            f"Drempel voor 'soortgelijk' {similar:.0%}: kies tussen 50% en 100%.",
            f"Threshold for 'similar' {similar:.0%}: choose between 50% and 100%.",
            ("50-100",),
        )
    if not 0 <= tolerance <= 10:
        raise InputError(
            f"Toegestaan puntenverschil {tolerance}: kies 0 tot 10.",
            f"Points of difference allowed {tolerance}: choose 0 to 10.",
            ("0-10",),
        )
    judged = dict(judged or {})
    unknown = set(judged) - {"same_meaning", "same_purpose"}
    if unknown:
        raise InputError(
            f"Alleen deel 1 en 3 beoordeelt de wedstrijdleider zelf, niet {sorted(unknown)}.",
            f"Only parts 1 and 3 are the director's judgement, not {sorted(unknown)}.",
            ("same_meaning", "same_purpose"),
        )
    overlap = _overlap(withdrawn, replacement)
    r_fits = overlap.both / overlap.replacement
    w_fits = overlap.both / overlap.withdrawn
    parts = (
        _judged(
            _same_meaning(withdrawn, replacement, overlap, similar, tolerance),
            judged.get("same_meaning"),
        ),
        _subset(withdrawn, replacement, overlap, r_fits),
        _judged(_same_purpose(withdrawn, replacement), judged.get("same_purpose")),
    )
    return Verdict(
        withdrawn=withdrawn,
        replacement=replacement,
        parts=parts,
        replacement_fits=r_fits,
        withdrawn_fits=w_fits,
        replacement_only=_example(overlap.replacement_only),
        withdrawn_only=_example(overlap.withdrawn_only),
        shape_fits=overlap.shape_fits / overlap.replacement,
        strength=overlap.strength,
        withdrawn_range=overlap.withdrawn_range,
        similar=similar,
        tolerance=tolerance,
    )


def compare_all(
    withdrawn: Meaning,
    candidates: Sequence[Meaning],
    *,
    similar: float = DEFAULT_SIMILAR,
    tolerance: int = DEFAULT_TOLERANCE,
) -> tuple[Verdict, ...]:
    """The 23A test for each candidate call, in the order given: the options the director
    may tell the offender about (she lists them; she does not advise which to choose)."""
    return tuple(compare(withdrawn, c, similar=similar, tolerance=tolerance) for c in candidates)
