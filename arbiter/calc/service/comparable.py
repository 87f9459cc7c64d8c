"""``arbiter calc comparable``: is the call that replaces a withdrawn call comparable (23A)?

The director enters two meanings, away from the table: what the withdrawn call meant
(what the offender says, what the convention card says) and what the replacement would
mean. Each is a preset, edited if need be, or written out (``hcp=12-19 ♠=5+``; see
:mod:`arbiter.bridge.meaning_text`). The answer shows each part of 23A with its answer,
a hand that fits one meaning and not the other, and the outcome. Other calls to check
(``--candidate``) are listed with their outcome, so the director can tell the offender his
options without advising him which to choose::

    arbiter calc comparable open1-major:♠ overcall1:♠
    arbiter calc comparable open-pass --candidate 1nt-response --candidate simple-raise:♥
    arbiter calc comparable --presets
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from arbiter.bridge.meaning import Meaning
from arbiter.calc.comparable import (
    DEFAULT_SIMILAR,
    DEFAULT_TOLERANCE,
    Verdict,
    compare,
    compare_all,
)
from arbiter.calc.service.declare import Calculator, Choice, Input, Raw
from arbiter.i18n import InputError, Lang, Text

JUDGED = (
    Choice("computed", Text.of("zoals berekend", "as computed"), ("computed", "berekend")),
    Choice("yes", Text.of("ja (oordeel arbiter)", "yes (director's judgement)"), ("ja", "yes")),
    Choice("no", Text.of("nee (oordeel arbiter)", "no (director's judgement)"), ("nee", "no")),
)


def _meaning(text: str) -> Meaning:
    from arbiter.bridge.meaning_text import parse_meaning

    return parse_meaning(text)


def _meanings(lines: list[str]) -> tuple[Meaning, ...]:
    return tuple(_meaning(line) for line in lines)


MEANING_HINT = Text.of(
    "voorinstelling (open1-major:♠, stayman, …) en/of hcp=12-19 ♠=5+ bal art forcing=round",
    "preset (open1-major:♠, stayman, …) and/or hcp=12-19 ♠=5+ bal art forcing=round",
)


@dataclass(frozen=True)
class ComparableOutcome:
    """The 23A test for the replacement, and the options among the other calls."""

    withdrawn: Meaning | None
    verdict: Verdict | None
    options: tuple[Verdict, ...]
    listing: bool = False

    def as_json(self, lang: Lang) -> dict[str, Any]:
        if self.listing:
            return {"lang": lang, "presets": presets_json(lang), "explanation": self.text(lang)}
        return {
            "lang": lang,
            "withdrawn": None if self.withdrawn is None else self.withdrawn.to_json(lang),
            "verdict": None if self.verdict is None else self.verdict.to_json(lang),
            "record": None if self.verdict is None else self.verdict.to_record(),
            "options": [
                {
                    "replacement": v.replacement.to_json(lang),
                    "comparable": v.comparable,
                    "decided_by": None if v.decided_by is None else v.decided_by.key,
                    "line": v.line(lang),
                }
                for v in self.options
            ],
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        if self.listing:
            return presets_text(lang)
        parts = []
        if self.verdict is not None:
            parts.append(self.verdict.explanation(lang))
        if self.options:
            head = (
                "Andere biedingen (u somt ze op, u adviseert niet welke):"
                if lang == "nl"
                else "Other calls (list them; do not advise which to choose):"
            )
            if self.verdict is None and self.withdrawn is not None:
                label = "Ingetrokken" if lang == "nl" else "Withdrawn"
                parts.append(
                    f"{label}: {self.withdrawn.label(lang)} — {self.withdrawn.describe(lang)}"
                )
            parts.append("\n".join([head, *(f"- {v.line(lang)}" for v in self.options)]))
        return "\n\n".join(parts)


def presets_json(lang: Lang) -> list[dict[str, Any]]:
    from arbiter.bridge.meaning_text import presets

    return [
        {
            "id": p.id,
            "name": p.name[lang],
            "group": p.group,
            "suits": [s.symbol for s in p.suits],
            "spec": p.spec,
        }
        for p in presets().values()
    ]


def presets_text(lang: Lang) -> str:
    from arbiter.bridge.meaning_text import presets

    lines = []
    for p in presets().values():
        key = p.id + (":" + "/".join(s.symbol for s in p.suits) if p.suits else "")
        lines.append(f"{key:<34} {p.name[lang]}")
    return "\n".join(lines)


def _structured(meaning: Meaning, lang: Lang) -> dict[str, Any]:
    """What the page's meaning editor needs of a meaning: its fields, no sentences."""
    data = meaning.to_json(lang)
    return {key: data[key] for key in ("preset", "call", "kind", "forcing", "purpose",
                                       "purpose_suit", "types")}  # fmt: skip


WORDS = {
    "yes": Text.of("ja", "yes"),
    "no": Text.of("nee", "no"),
    "hand": Text.of("Een hand die bij de vervangende bieding past en niet bij de ingetrokken",
                    "A hand that fits the replacement and not the withdrawn call"),
    "other_hand": Text.of("Een hand die bij de ingetrokken bieding past en niet bij de vervangende",
                          "A hand that fits the withdrawn call and not the replacement"),
    "options": Text.of("Andere biedingen (opsommen, niet adviseren)",
                       "Other calls (list them, do not advise)"),
    "text": Text.of("Als tekst", "As text"),
}  # fmt: skip


def page_data(values: Mapping[str, Raw], lang: Lang) -> dict[str, Any]:
    """For the page: the presets and purposes for the tap controls, the meaning of each
    field as posted (so the controls show it again), and the page's own words."""
    from arbiter.bridge.meaning import PURPOSES
    from arbiter.bridge.meaning_text import parse_meaning, presets

    order = ("♠", "♥", "♦", "♣")
    items = []
    for p in presets().values():
        suits = sorted((s.symbol for s in p.suits), key=order.index)
        meanings = {
            (s.symbol if s is not None else ""): _structured(p.build(s), lang)
            for s in (p.suits or (None,))
        }
        name = p.name[lang].replace("@", "…")  # the suit is picked with the buttons below
        items.append({"id": p.id, "name": name, "group": p.group, "suits": suits,
                      "meanings": meanings})  # fmt: skip
    posted: dict[str, Any] = {}
    for name in ("withdrawn", "replacement"):
        text = values.get(name)
        if isinstance(text, str) and text.strip():
            try:
                posted[name] = _structured(parse_meaning(text), lang)
            except InputError:
                continue
    return {
        "meaning_data": {
            "presets": items,
            "purposes": [{"id": key, "text": text[lang]} for key, text in PURPOSES.items()],
            "values": posted,
        },
        "words": {key: text[lang] for key, text in WORDS.items()},
    }


def _judged(value: str) -> bool | None:
    return None if value == "computed" else value == "yes"


def compute(
    withdrawn: Meaning | None,
    replacement: Meaning | None,
    candidate: tuple[Meaning, ...] | None,
    same_meaning: str,
    same_purpose: str,
    similar: int,
    tolerance: int,
    presets: bool,
) -> ComparableOutcome:
    if presets:
        return ComparableOutcome(None, None, (), listing=True)
    if withdrawn is None:
        raise InputError(
            "Vul de betekenis van de ingetrokken bieding in.",
            "Fill in the meaning of the withdrawn call.",
            accepted=("open1-major:♠", "hcp=12-19 ♠=5+"),
        )
    candidates = candidate or ()
    if replacement is None and not candidates:
        raise InputError(
            "Vul de vervangende bieding in, of andere biedingen om na te gaan (--candidate).",
            "Fill in the replacement call, or other calls to check (--candidate).",
            accepted=("overcall1:♠", "--candidate 1nt-response"),
        )
    judged = {
        key: answer
        for key, answer in (
            ("same_meaning", _judged(same_meaning)),
            ("same_purpose", _judged(same_purpose)),
        )
        if answer is not None
    }
    share = similar / 100
    verdict = (
        None
        if replacement is None
        else compare(withdrawn, replacement, similar=share, tolerance=tolerance, judged=judged)
    )
    options = compare_all(withdrawn, candidates, similar=share, tolerance=tolerance)
    return ComparableOutcome(withdrawn, verdict, options)


CALCULATOR = Calculator(
    name="comparable",
    title=Text.of("Vergelijkbare bieding (art. 23A)", "Comparable call (Law 23A)"),
    description=Text.of(
        "Is de bieding die een ingetrokken bieding vervangt vergelijkbaar? Elk deel van "
        "23A met zijn antwoord, een hand die het verschil laat zien, en andere biedingen "
        "die de overtreder kan kiezen.",
        "Is the call that replaces a withdrawn call comparable? Each part of 23A with its "
        "answer, a hand that shows the difference, and other calls the offender may choose.",
    ),
    inputs=(
        Input(
            "withdrawn",
            "meaning",
            Text.of("Ingetrokken bieding", "Withdrawn call"),
            MEANING_HINT,
            positional=True,
            words=True,
            parse=_meaning,
            example="open1-major:♠",
        ),
        Input(
            "replacement",
            "meaning",
            Text.of("Vervangende bieding", "Replacement call"),
            MEANING_HINT,
            words=True,
            parse=_meaning,
            example="overcall1:♠",
        ),
        Input(
            "candidate",
            "meaning",
            Text.of("Andere biedingen nagaan", "Other calls to check"),
            Text.of(
                "één betekenis per regel", "one meaning per line",
            ),
            many=True,
            parse=_meanings,
            example="intermediate-jump-overcall:♠",
        ),
        Input(
            "same_meaning",
            "choice",
            Text.of("1. Zelfde of soortgelijke betekenis", "1. Same or similar meaning"),
            Text.of(
                "uw oordeel gaat voor het voorstel van de berekening (23A1)",
                "your judgement overrides the computed proposal (23A1)",
            ),
            default="computed",
            choices=JUDGED,
        ),
        Input(
            "same_purpose",
            "choice",
            Text.of("3. Zelfde doel", "3. Same purpose"),
            Text.of(
                "uw oordeel gaat voor wat uit de doelen volgt (23A3)",
                "your judgement overrides what the purposes give (23A3)",
            ),
            default="computed",
            choices=JUDGED,
        ),
        Input(
            "similar",
            "int",
            Text.of("Soortgelijk: verdelingen (%)", "Similar: shapes (%)"),
            Text.of(
                "deel van de handen van de vervangende bieding met een verdeling die de "
                "ingetrokken bieding toelaat",
                "share of the replacement's hands with a shape the withdrawn call allows",
            ),
            default=str(round(DEFAULT_SIMILAR * 100)),
            minimum=50,
            maximum=100,
        ),
        Input(
            "tolerance",
            "int",
            Text.of("Soortgelijk: puntenverschil", "Similar: points of difference"),
            Text.of(
                "zoveel punten mag de kracht buiten het bereik van de ingetrokken bieding vallen",
                "how many points the strength may lie outside the withdrawn call's range",
            ),
            default=str(DEFAULT_TOLERANCE),
            minimum=0,
            maximum=10,
        ),
        Input(
            "presets",
            "bool",
            Text.of("Voorinstellingen tonen", "List the presets"),
            Text.of("de betekenissen die klaarstaan", "the meanings ready to use"),
        ),
    ),
    compute=compute,
    page="calc_comparable.html",
    page_data=page_data,
)
