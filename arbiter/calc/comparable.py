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

The hands are counted in :mod:`arbiter.calc.comparable_overlap`; what the test returns
(parts, verdict, example hand, log record) is defined in :mod:`arbiter.calc.comparable_verdict`
and named here too (``__all__``): this module is the calculator's public face, and the
guide, the log and the service take the verdict's types and part names with ``compare``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arbiter.bridge.denom import Suit
from arbiter.bridge.handspace import Lengths
from arbiter.bridge.meaning import Meaning
from arbiter.calc.comparable_overlap import Overlap, count_overlap
from arbiter.calc.comparable_verdict import (
    DEFAULT_SIMILAR,
    DEFAULT_TOLERANCE,
    PART_KEYS,
    PART_LAWS,
    PART_NAMES,
    Example,
    Part,
    Verdict,
)
from arbiter.i18n import InputError, Lang, Text

__all__ = [
    "DEFAULT_SIMILAR",
    "DEFAULT_TOLERANCE",
    "PART_KEYS",
    "PART_LAWS",
    "PART_NAMES",
    "Example",
    "Part",
    "Verdict",
    "compare",
    "compare_all",
    "from_record",
    "shown_suits",
]


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


def _same_meaning(w: Meaning, r: Meaning, o: Overlap, similar: float, tolerance: int) -> Part:
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


def _subset(w: Meaning, r: Meaning, o: Overlap, r_fits: float) -> Part:
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


_JUDGED = Text.of("Zo beoordeeld door de arbiter.", "Judged so by the director.")


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
            f"Alleen deel 1 en 3 beoordeelt de arbiter zelf, niet {sorted(unknown)}.",
            f"Only parts 1 and 3 are the director's judgement, not {sorted(unknown)}.",
            ("same_meaning", "same_purpose"),
        )
    overlap = count_overlap(withdrawn, replacement)
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
