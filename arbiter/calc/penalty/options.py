"""Declarer's options when the holder's partner is to lead (50D2, 51B): require a suit,
prohibit one or more, or neither; which cards are picked up and what stays."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty.card import PenaltyCard, cards_text, suits_text
from arbiter.i18n import Text


@dataclass(frozen=True)
class Option:
    """One choice for declarer when the holder's partner is to lead."""

    id: str  # "require:♣", "prohibit:♣♦", "none"
    action: Literal["require", "prohibit", "no_restriction"]
    suits: tuple[Suit, ...]
    picked_up: tuple[Card, ...]  # no longer penalty cards: back into the hand
    remaining: tuple[PenaltyCard, ...]  # still penalty cards on the table
    lasts: Literal["this_lead", "while_partner_retains_lead", "while_cards_remain"]
    text: Text
    consequences: Text
    laws: tuple[str, ...]

    def applies_to_next_lead(self, partner_retained_lead: bool) -> bool:
        """Whether the restriction still binds partner's next lead (prohibition: while he
        keeps the lead, 50D2(a); a requirement is for this lead only)."""
        return self.action == "prohibit" and partner_retained_lead


def declarer_options(penalty: tuple[PenaltyCard, ...]) -> tuple[Option, ...]:
    suits = tuple(sorted({p.card.suit for p in penalty}, reverse=True))
    several_suits = len(suits) > 1
    several_cards = len(penalty) > 1
    options: list[Option] = []
    for suit in suits:
        picked = tuple(p.card for p in penalty if p.card.suit is suit)
        left = tuple(p for p in penalty if p.card.suit is not suit)
        laws = (
            ("51B2(a)", "51B1(a)")
            if several_suits
            else (("51B1(a)",) if several_cards else ("50D2(a)",))
        )
        options.append(
            Option(
                f"require:{suit.symbol}",
                "require",
                (suit,),
                picked,
                left,
                "this_lead",
                Text.of(
                    f"Eisen dat de partner {suit.name('nl')} voorspeelt.",
                    f"Require partner to lead {suit.name('en')}.",
                ),
                picked_up_text(picked, left, lasts=None),
                laws,
            )
        )
    prohibit_sets = (
        [combo for size in range(1, len(suits) + 1) for combo in combinations(suits, size)]
        if several_suits
        else [(s,) for s in suits]
    )
    for combo in prohibit_sets:
        picked = tuple(p.card for p in penalty if p.card.suit in combo)
        left = tuple(p for p in penalty if p.card.suit not in combo)
        laws = ("51B2(b)",) if several_suits else (("51B1(b)",) if several_cards else ("50D2(a)",))
        names_nl = " en ".join(s.name("nl") for s in combo)
        names_en = " and ".join(s.name("en") for s in combo)
        options.append(
            Option(
                f"prohibit:{suits_text(combo)}",
                "prohibit",
                combo,
                picked,
                left,
                "while_partner_retains_lead",
                Text.of(
                    f"Verbieden dat de partner {names_nl} voorspeelt, zolang hij aan slag blijft.",
                    f"Prohibit partner from leading {names_en} for as long as he keeps the lead.",
                ),
                picked_up_text(picked, left, lasts=True),
                laws,
            )
        )
    options.append(
        Option(
            "none",
            "no_restriction",
            (),
            (),
            penalty,
            "while_cards_remain",
            Text.of(
                "Niets eisen of verbieden: de partner speelt voor wat hij wil.",
                "Neither require nor prohibit: partner leads any card.",
            ),
            Text.of(
                f"De strafkaart(en) {cards_text((p.card for p in penalty), 'nl')} blijven "
                "liggen, met alle plichten; komt de partner opnieuw aan slag terwijl ze er "
                "nog liggen, dan kiest de leider opnieuw (50D2(b)).",
                f"The penalty card(s) {cards_text((p.card for p in penalty), 'en')} stay on "
                "the table with all duties; if partner gets the lead again while they are "
                "there, declarer chooses again (50D2(b)).",
            ),
            ("51B2(c)",) if several_suits else ("50D2(b)",),
        )
    )
    return tuple(options)


def picked_up_text(
    picked: tuple[Card, ...], left: tuple[PenaltyCard, ...], lasts: bool | None
) -> Text:
    nl = [
        f"{cards_text(picked, 'nl')} "
        + (
            "is geen strafkaart meer en gaat"
            if len(picked) == 1
            else "zijn geen strafkaarten meer en gaan"
        )
        + " terug in de hand; de houder mag in die slag elke reglementaire kaart spelen.",
    ]
    en = [
        f"{cards_text(picked, 'en')} "
        + (
            "is no longer a penalty card and goes"
            if len(picked) == 1
            else "are no longer penalty cards and go"
        )
        + " back into the hand; the holder may play any legal card to that trick.",
    ]
    if lasts:
        nl.append("Het verbod geldt zolang de partner aan slag blijft.")
        en.append("The prohibition lasts for as long as partner keeps the lead.")
    if left:
        nl.append(f"Blijft strafkaart: {cards_text((p.card for p in left), 'nl')}.")
        en.append(f"Still a penalty card: {cards_text((p.card for p in left), 'en')}.")
    nl.append(
        "Wat de partner van de opgenomen kaart weet, is voor hem ongeoorloofde informatie; "
        "voor de leider geoorloofd (50E2)."
    )
    en.append(
        "What partner knows from the card picked up is unauthorized information for him; "
        "for declarer it is authorized (50E2)."
    )
    return Text.of(" ".join(nl), " ".join(en))
