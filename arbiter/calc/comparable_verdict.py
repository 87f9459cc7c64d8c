"""The answer of the comparable-call test (Law 23A): its three parts, the verdict, an
example hand, and the record the ruling log keeps.

The test itself is :func:`arbiter.calc.comparable.compare`; this module holds what it
returns, and the words each part and the verdict are shown with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from arbiter.bridge.handspace import (
    Lengths,
    example_hand,
    format_hand,
    format_pbn,
    format_shape,
)
from arbiter.bridge.meaning import Meaning
from arbiter.i18n import Lang, Text

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
