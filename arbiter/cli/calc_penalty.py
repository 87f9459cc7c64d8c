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

import argparse
import json
import re
from typing import Any

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty import (
    Allowed,
    Classification,
    Option,
    PenaltyAdvice,
    PenaltyCard,
    advise,
    classify,
    information,
)
from arbiter.i18n import InputError, Lang, Text, parse_lang

_OWNER_WORDS = {
    "defender": "defender",
    "tegenspeler": "defender",
    "declarer": "declarer",
    "leider": "declarer",
    "dummy": "dummy",
    "blinde": "dummy",
}
_PHASE_WORDS = {
    "play": "play",
    "spel": "play",
    "spelen": "play",
    "auction": "auction",
    "bieden": "auction",
    "bidding": "auction",
}
_TURN_WORDS = {
    "holder-plays": "holder_plays",
    "houder-speelt": "holder_plays",
    "holder-leads": "holder_leads",
    "houder-komt-uit": "holder_leads",
    "partner-leads": "partner_leads",
    "partner-komt-uit": "partner_leads",
}

TITLE = Text.of("Strafkaart", "Penalty card")
DESCRIPTION = Text.of(
    "Kleine of grote strafkaart, wat de houder moet, en de keuzes van de leider als de "
    "partner van de houder moet uitkomen (art. 50, 51).",
    "Minor or major penalty card, the holder's duties, and declarer's options when the "
    "holder's partner is to lead (Laws 50, 51).",
)
LABELS: dict[str, Text] = {
    "cards": Text.of("Zichtbare kaart(en)", "Exposed card(s)"),
    "deliberate": Text.of("Opzettelijk gespeeld", "Deliberately played"),
    "owner": Text.of("Kaart van", "Card of"),
    "phase": Text.of("Zichtbaar tijdens", "Exposed during"),
    "existing": Text.of("Strafkaarten al op tafel", "Penalty cards already down"),
    "turn": Text.of("Beurt", "Turn"),
    "hand": Text.of("Hand van de houder", "Holder's hand"),
    "led": Text.of("Voorgespeelde kleur", "Suit led"),
    "partner_major": Text.of("Grote strafkaarten partner", "Partner's major penalty cards"),
}
HELP: dict[str, Text] = {
    "cards": Text.of("bv. ♦2 ♣3 of ♣A", "e.g. ♦2 ♣3 or ♣A"),
    "deliberate": Text.of(
        "de kaart werd zichtbaar door haar opzettelijk te spelen",
        "the card was exposed by deliberate play",
    ),
    "owner": Text.of(
        "tegenspeler (standaard), leider of blinde", "defender (default), declarer or dummy"
    ),
    "phase": Text.of("spel (standaard) of bieden", "play (default) or auction"),
    "existing": Text.of(
        "strafkaarten van deze speler die al op tafel liggen",
        "the player's penalty cards already on the table",
    ),
    "turn": Text.of(
        "houder-speelt, houder-komt-uit of partner-komt-uit",
        "holder-plays, holder-leads or partner-leads",
    ),
    "hand": Text.of(
        "zijn kaarten: dan staat erbij welke hij mag spelen",
        "his cards, to list which he may play",
    ),
    "led": Text.of(
        "als de houder bijspeelt: ♠, ♥, ♦, ♣ of schoppen, harten, ...",
        "when the holder plays to a trick: ♠, ♥, ♦, ♣ or spades, hearts, ...",
    ),
    "partner_major": Text.of(
        "grote strafkaarten van de partner van de houder",
        "major penalty cards of the holder's partner",
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cards", required=True, help='exposed card(s), e.g. "♦2 ♣3" or ♣A')
    parser.add_argument("--deliberate", action="store_true", help="exposed by deliberate play")
    parser.add_argument("--owner", default="defender", help="defender/declarer/dummy")
    parser.add_argument("--phase", default="play", help="play or auction (when exposed)")
    parser.add_argument("--existing", help="the player's penalty cards already on the table")
    parser.add_argument(
        "--turn", help="holder-plays / holder-leads / partner-leads (houder-speelt, ...)"
    )
    parser.add_argument("--hand", help="the holder's cards, to list which he may play")
    parser.add_argument("--led", help="suit led, when the holder plays to a trick")
    parser.add_argument("--partner-major", help="major penalty cards of the holder's partner")


def _choice(value: str, words: dict[str, str], what: tuple[str, str]) -> str:
    key = value.strip().lower()
    if key not in words:
        raise InputError(
            f"Onbekende {what[0]} '{value}'.",
            f"Unknown {what[1]} '{value}'.",
            accepted=tuple(words),
        )
    return words[key]


def parse_cards(text: str | None) -> tuple[Card, ...]:
    """Cards separated by spaces or commas: ``"♦2 ♣3"``, ``"D2,C3"``."""
    if text is None:
        return ()
    return tuple(Card.parse(token) for token in re.split(r"[\s,;]+", text.strip()) if token)


def compute(args: argparse.Namespace) -> tuple[Classification, PenaltyAdvice | None]:
    owner = _choice(args.owner, _OWNER_WORDS, ("eigenaar", "owner"))
    phase = _choice(args.phase, _PHASE_WORDS, ("fase", "phase"))
    found = classify(
        parse_cards(args.cards),
        deliberate=args.deliberate,
        owner=owner,  # type: ignore[arg-type]
        phase=phase,  # type: ignore[arg-type]
        existing=parse_cards(args.existing),
    )
    if args.turn is None:
        return found, None
    if not found.penalty_cards:
        raise InputError(
            "Er is geen strafkaart (zie hierboven): --turn heeft dan geen betekenis.",
            "There is no penalty card (see above): --turn does not apply.",
        )
    turn = _choice(args.turn, _TURN_WORDS, ("beurt", "turn"))
    led = Suit.parse(args.led) if args.led else None
    hand = parse_cards(args.hand) if args.hand else None
    partner = tuple(PenaltyCard(c, True) for c in parse_cards(args.partner_major))
    advice = advise(
        found.penalty_cards,
        turn,  # type: ignore[arg-type]
        hand=hand,
        suit_led=led,
        partner_penalty=partner,
    )
    return found, advice


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    found, advice = compute(args)
    if args.json:
        print(json.dumps(to_json(found, advice, lang), ensure_ascii=False, indent=2))
    else:
        print(render(found, advice, lang))
    return 0


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


def _info_sources(advice: PenaltyAdvice) -> tuple[str, ...]:
    if advice.options:
        return ("on_table", "requirement", "picked_up", "after_played", "legal_play")
    return ("on_table", "requirement", "after_played")


def to_json(found: Classification, advice: PenaltyAdvice | None, lang: Lang) -> dict[str, Any]:
    data: dict[str, Any] = {
        "kind": found.kind,
        "penalty_cards": [
            {"card": p.card.format("en"), "kind": p.kind} for p in found.penalty_cards
        ],
        "partner_must_pass": found.partner_must_pass,
        "reasons": [r.get_lang(lang) for r in found.reasons],
        "laws": list(found.laws),
        "advice": None,
    }
    if advice is not None:
        data["advice"] = {
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
                for info in map(information, _info_sources(advice))  # type: ignore[arg-type]
            ],
            "laws": list(advice.laws),
            "leave": advice.leave.get_lang(lang),
        }
    return data


_WORDS = {
    "nl": {
        "none": "geen strafkaart",
        "minor": "kleine strafkaart",
        "major": "grote strafkaart",
        "result": "Uitkomst",
        "why": "Waarom",
        "laws": "Artikelen",
        "turn": "Beurt",
        "holder_plays": "de houder speelt bij",
        "holder_leads": "de houder komt uit",
        "partner_leads": "de partner van de houder komt uit",
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
        "holder_plays": "the holder plays to a trick",
        "holder_leads": "the holder is to lead",
        "partner_leads": "the holder's partner is to lead",
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


def render(found: Classification, advice: PenaltyAdvice | None, lang: Lang) -> str:
    w = _WORDS[lang]
    cards = ", ".join(p.card.format(lang) for p in found.penalty_cards)
    lines = [f"{w['result']}: {w[found.kind]}" + (f" ({cards})" if cards else "")]
    if found.partner_must_pass:
        lines.append(w["pass"])
    lines += [f"{w['why']}:", *(f"- {r.get_lang(lang)}" for r in found.reasons)]
    lines.append(f"{w['laws']}: {', '.join(found.laws)}")
    if advice is None:
        return "\n".join(lines)
    lines += ["", f"{w['turn']}: {w[advice.turn]}", f"{w['duties']}:"]
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
    lines += [f"- {information(s).text.get_lang(lang)}" for s in _info_sources(advice)]  # type: ignore[arg-type]
    lines += ["", f"{w['leave']}: {advice.leave.get_lang(lang)}"]
    lines.append(f"{w['laws']}: {', '.join(advice.laws)}")
    return "\n".join(lines)
