"""``arbiter calc penalty``: minor or major penalty card, and what follows from it.

``--cards`` are the exposed cards (or the penalty cards already on the table); with
``--turn`` the output adds what the holder must do, or, when his partner is to lead,
declarer's options to read out before he chooses (10C1), and what is authorized
information afterwards (50E). Example, seed 002 statement a::

    arbiter calc penalty --cards "♦2 ♣3"

and statement c (West has ♣A, East to lead)::

    arbiter calc penalty --cards ♣A --turn partner-leads
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty import (
    Allowed,
    Classification,
    InfoSource,
    Option,
    PenaltyAdvice,
    PenaltyCard,
    advise,
    classify,
    information,
)
from arbiter.calc.penalty.card import Owner, Phase, Turn
from arbiter.calc.service.declare import Calculator, Choice, Input
from arbiter.calc.service.inputs import cards, suit
from arbiter.i18n import InputError, Lang, Text

OWNERS = (
    Choice("defender", Text.of("tegenspeler", "defender"), ("defender", "tegenspeler")),
    Choice("declarer", Text.of("leider", "declarer"), ("declarer", "leider")),
    Choice("dummy", Text.of("blinde", "dummy"), ("dummy", "blinde")),
)
PHASES = (
    Choice("play", Text.of("spel", "play"), ("play", "spel", "spelen")),
    Choice("auction", Text.of("bieden", "auction"), ("auction", "bieden", "bidding")),
)
TURNS = (
    Choice(
        "holder_plays",
        Text.of("de houder speelt bij", "the holder plays to a trick"),
        ("holder-plays", "houder-speelt"),
    ),
    Choice(
        "holder_leads",
        Text.of("de houder komt uit", "the holder is to lead"),
        ("holder-leads", "houder-komt-uit"),
    ),
    Choice(
        "partner_leads",
        Text.of("de partner van de houder komt uit", "the holder's partner is to lead"),
        ("partner-leads", "partner-komt-uit"),
    ),
)


def _option_json(option: Option, lang: Lang) -> dict[str, Any]:
    return {
        "id": option.id,
        "action": option.action,
        "suits": [s.symbol for s in option.suits],
        "picked_up": [c.format("en") for c in option.picked_up],
        "remaining": [p.card.format("en") for p in option.remaining],
        "lasts": option.lasts,
        "text": option.text.get_lang(lang),
        "consequences": option.consequences.get_lang(lang),
        "laws": list(option.laws),
    }


def _allowed_json(allowed: Allowed | None, lang: Lang) -> dict[str, Any] | None:
    if allowed is None:
        return None
    return {
        "cards": [c.format("en") for c in sorted(allowed.cards)],
        "declarer_designates": allowed.declarer_designates,
        "reason": allowed.reason.get_lang(lang),
        "laws": list(allowed.laws),
    }


def _info_sources(advice: PenaltyAdvice) -> tuple[InfoSource, ...]:
    if advice.options:
        return ("on_table", "requirement", "picked_up", "after_played", "legal_play")
    return ("on_table", "requirement", "after_played")


_WORDS = {
    "nl": {
        "none": "geen strafkaart",
        "minor": "kleine strafkaart",
        "major": "grote strafkaart",
        "result": "Uitkomst",
        "why": "Waarom",
        "laws": "Artikelen",
        "turn": "Beurt",
        "duties": "Wat geldt",
        "options": "Keuze van de leider: lees alle mogelijkheden voor vóór hij kiest (10C1)",
        "partner_options": "Eerst de keuze van de leider voor de strafkaart van de partner",
        "allowed": "Mag spelen",
        "designates": "de leider wijst aan welke",
        "info": "Informatie (50E)",
        "leave": "Tafel verlaten",
        "pass": "De partner van de overtreder moet de eerstvolgende keer passen.",
    },
    "en": {
        "none": "no penalty card",
        "minor": "minor penalty card",
        "major": "major penalty card",
        "result": "Result",
        "why": "Why",
        "laws": "Laws",
        "turn": "Turn",
        "duties": "What applies",
        "options": "Declarer's choice: read out every option before he chooses (10C1)",
        "partner_options": "First declarer's choice for the partner's penalty card",
        "allowed": "May play",
        "designates": "declarer designates which",
        "info": "Information (50E)",
        "leave": "Leaving the table",
        "pass": "The offender's partner must pass at his next turn.",
    },
}


def _options_lines(options: tuple[Option, ...], lang: Lang) -> list[str]:
    lines = []
    for number, option in enumerate(options, 1):
        lines.append(f"  {number}. {option.text.get_lang(lang)} ({', '.join(option.laws)})")
        lines.append(f"     {option.consequences.get_lang(lang)}")
    return lines


def _advice_json(advice: PenaltyAdvice, lang: Lang) -> dict[str, Any]:
    return {
        "turn": advice.turn,
        "duties": [d.get_lang(lang) for d in advice.duties],
        "options": [_option_json(o, lang) for o in advice.options],
        "partner_options": [_option_json(o, lang) for o in advice.partner_options],
        "allowed": _allowed_json(advice.allowed, lang),
        "information": [
            {
                "source": info.source,
                "partner": info.partner,
                "declarer": info.declarer,
                "text": info.text.get_lang(lang),
                "laws": list(info.laws),
            }
            for info in map(information, _info_sources(advice))
        ],
        "laws": list(advice.laws),
        "leave": advice.leave.get_lang(lang),
    }


def _advice_lines(advice: PenaltyAdvice, lang: Lang) -> list[str]:
    w = _WORDS[lang]
    turn = next(c.label.get_lang(lang) for c in TURNS if c.value == advice.turn)
    lines = ["", f"{w['turn']}: {turn}", f"{w['duties']}:"]
    lines += [f"- {d.get_lang(lang)}" for d in advice.duties]
    if advice.partner_options:
        lines += ["", f"{w['partner_options']}:", *_options_lines(advice.partner_options, lang)]
    if advice.options:
        lines += ["", f"{w['options']}:", *_options_lines(advice.options, lang)]
    if advice.allowed is not None:
        allowed = " ".join(c.format(lang) for c in sorted(advice.allowed.cards))
        extra = f" ({w['designates']})" if advice.allowed.declarer_designates else ""
        lines += [
            "",
            f"{w['allowed']}: {allowed}{extra}",
            f"  {advice.allowed.reason.get_lang(lang)}",
        ]
    lines += ["", f"{w['info']}:"]
    lines += [f"- {information(s).text.get_lang(lang)}" for s in _info_sources(advice)]
    lines += ["", f"{w['leave']}: {advice.leave.get_lang(lang)}"]
    lines.append(f"{w['laws']}: {', '.join(advice.laws)}")
    return lines


@dataclass(frozen=True)
class PenaltyOutcome:
    found: Classification
    advice: PenaltyAdvice | None

    def as_json(self, lang: Lang) -> dict[str, Any]:
        found = self.found
        return {
            "kind": found.kind,
            "penalty_cards": [
                {"card": p.card.format("en"), "kind": p.kind} for p in found.penalty_cards
            ],
            "partner_must_pass": found.partner_must_pass,
            "reasons": [r.get_lang(lang) for r in found.reasons],
            "laws": list(found.laws),
            "advice": None if self.advice is None else _advice_json(self.advice, lang),
        }

    def text(self, lang: Lang) -> str:
        w, found = _WORDS[lang], self.found
        shown = ", ".join(p.card.format(lang) for p in found.penalty_cards)
        lines = [f"{w['result']}: {w[found.kind]}" + (f" ({shown})" if shown else "")]
        if found.partner_must_pass:
            lines.append(w["pass"])
        lines += [f"{w['why']}:", *(f"- {r.get_lang(lang)}" for r in found.reasons)]
        lines.append(f"{w['laws']}: {', '.join(found.laws)}")
        if self.advice is not None:
            lines += _advice_lines(self.advice, lang)
        return "\n".join(lines)


def compute(
    cards: tuple[Card, ...],
    deliberate: bool,
    owner: Owner,
    phase: Phase,
    existing: tuple[Card, ...] | None,
    turn: Turn | None,
    hand: tuple[Card, ...] | None,
    led: Suit | None,
    partner_major: tuple[Card, ...] | None,
    earlier: tuple[Card, ...] | None = None,
) -> PenaltyOutcome:
    found = classify(
        cards,
        deliberate=deliberate,
        owner=owner,
        phase=phase,
        existing=existing or (),
        earlier=earlier or (),
    )
    if turn is None:
        return PenaltyOutcome(found, None)
    if not found.penalty_cards:
        raise InputError(
            "Er is geen strafkaart (zie hierboven): --turn heeft dan geen betekenis.",
            "There is no penalty card (see above): --turn does not apply.",
        )
    advice = advise(
        found.penalty_cards,
        turn,
        hand=hand or None,
        suit_led=led,
        partner_penalty=tuple(PenaltyCard(c, True) for c in partner_major or ()),
    )
    return PenaltyOutcome(found, advice)


CALCULATOR = Calculator(
    name="penalty",
    title=Text.of("Strafkaart", "Penalty card"),
    description=Text.of(
        "Kleine of grote strafkaart, wat de houder moet, en de keuzes van de leider als de "
        "partner van de houder moet uitkomen (art. 50, 51).",
        "Minor or major penalty card, the holder's duties, and declarer's options when the "
        "holder's partner is to lead (Laws 50, 51).",
    ),
    inputs=(
        cards(
            "cards",
            Text.of("Zichtbare kaart(en)", "Exposed card(s)"),
            Text.of("bv. ♦2 ♣3 of ♣A", "e.g. ♦2 ♣3 or ♣A"),
            required=True,
        ),
        Input(
            "deliberate",
            "bool",
            Text.of("Opzettelijk gespeeld", "Deliberately played"),
            Text.of(
                "de kaart werd zichtbaar door haar opzettelijk te spelen",
                "the card was exposed by deliberate play",
            ),
        ),
        Input(
            "owner",
            "choice",
            Text.of("Kaart van", "Card of"),
            Text.of(
                "tegenspeler (standaard), leider of blinde", "defender (default), declarer or dummy"
            ),
            default="defender",
            choices=OWNERS,
            noun=Text.of("eigenaar", "owner"),
        ),
        Input(
            "phase",
            "choice",
            Text.of("Zichtbaar tijdens", "Exposed during"),
            Text.of("spel (standaard) of bieden", "play (default) or auction"),
            default="play",
            choices=PHASES,
            noun=Text.of("fase", "phase"),
            more=True,
        ),
        cards(
            "existing",
            Text.of("Strafkaarten al op tafel", "Penalty cards already down"),
            Text.of(
                "strafkaarten van deze speler die al op tafel liggen",
                "the player's penalty cards already on the table",
            ),
            more=True,
        ),
        Input(
            "turn",
            "choice",
            Text.of("Beurt", "Turn"),
            Text.of(
                "houder-speelt, houder-komt-uit of partner-komt-uit",
                "holder-plays, holder-leads or partner-leads",
            ),
            choices=TURNS,
            noun=Text.of("beurt", "turn"),
        ),
        cards(
            "hand",
            Text.of("Hand van de houder", "Holder's hand"),
            Text.of(
                "zijn kaarten: dan staat erbij welke hij mag spelen",
                "his cards, to list which he may play",
            ),
        ),
        suit(
            "led",
            Text.of("Voorgespeelde kleur", "Suit led"),
            Text.of(
                "als de houder bijspeelt: ♠, ♥, ♦, ♣ of schoppen, harten, ...",
                "when the holder plays to a trick: ♠, ♥, ♦, ♣ or spades, hearts, ...",
            ),
        ),
        cards(
            "partner_major",
            Text.of("Grote strafkaarten partner", "Partner's major penalty cards"),
            Text.of(
                "grote strafkaarten van de partner van de houder",
                "major penalty cards of the holder's partner",
            ),
            more=True,
        ),
        cards(
            "earlier",
            Text.of("Eerdere strafkaarten, nu weg", "Earlier penalty cards, now gone"),
            Text.of(
                "strafkaarten die tegelijk met deze lagen en al gespeeld of opgenomen zijn "
                "(dan blijven deze groot, 50B)",
                "penalty cards that lay there together with these and have been played or "
                "picked up (these then stay major, 50B)",
            ),
        ),
    ),
    compute=compute,
)
