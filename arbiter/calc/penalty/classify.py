"""Minor or major (48A, 24, 50B): what exposed cards become, with the reason for each."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter.bridge import Card
from arbiter.calc.penalty.card import OWNERS, Kind, Owner, PenaltyCard, Phase, unique
from arbiter.i18n import InputError, Text


@dataclass(frozen=True)
class Classification:
    """What exposed cards become, with the reason for each and the laws."""

    kind: Kind  # "none" when no penalty card results
    penalty_cards: tuple[PenaltyCard, ...]  # all the holder's penalty cards, existing too
    reasons: tuple[Text, ...]
    laws: tuple[str, ...]
    partner_must_pass: bool = False  # during the auction: 24B/24C


def classify(
    cards: Sequence[Card],
    *,
    deliberate: bool = False,
    owner: Owner = "defender",
    phase: Phase = "play",
    existing: Sequence[Card] = (),
    earlier: Sequence[Card] = (),
) -> Classification:
    """Classify exposed ``cards`` of one player (50B), given his ``existing`` penalty cards.

    ``earlier`` are penalty cards he had at the same time as these that are gone now
    (played, or picked up under 50D2(a)/51B): 50B fixes a card's status when it becomes a
    penalty card, so cards that were two or more together stay major until played, even
    when a single low card is all that is left.

    ``owner`` is the player's role in the play (for a card exposed during the auction:
    the role he ends up with). ``deliberate`` means exposed by deliberate play, such as
    a lead out of turn or a corrected revoke (or, during the auction, a card led
    prematurely).
    """
    if owner not in OWNERS:
        raise InputError(
            f"Onbekende eigenaar '{owner}'.", f"Unknown owner '{owner}'.", accepted=OWNERS
        )
    if phase not in ("play", "auction"):
        raise InputError(
            f"Onbekende fase '{phase}'.", f"Unknown phase '{phase}'.", accepted=("play", "auction")
        )
    cards = tuple(cards)
    existing = tuple(existing)
    earlier = tuple(earlier)
    if not cards:
        raise InputError("Geen getoonde kaart opgegeven.", "No exposed card given.")
    unique((*earlier, *existing, *cards), Text.of("de kaarten", "the cards"))
    reasons: list[Text] = []
    laws: list[str] = []
    partner_must_pass = False
    if phase == "auction":
        laws.append("24")
        partner_must_pass = len(cards) >= 2 or deliberate or any(c.is_honour for c in cards)
        if partner_must_pass:
            laws.append("24C" if len(cards) >= 2 else "24B")
            reasons.append(
                Text.of(
                    "Tijdens het bieden: de partner van de overtreder moet de eerstvolgende "
                    "keer passen (een honneur, een voortijdig voorgespeelde kaart of twee of "
                    "meer kaarten, 24B/24C). De kaarten blijven open liggen tot het einde van "
                    "het bieden.",
                    "During the auction: the offender's partner must pass at his next turn "
                    "(an honour, a card led prematurely, or two or more cards, 24B/24C). The "
                    "cards stay face up until the auction ends.",
                )
            )
        else:
            reasons.append(
                Text.of(
                    "Tijdens het bieden: één lage kaart, niet voorgespeeld; verder geen "
                    "rechtzetting tijdens het bieden (24A). De kaart blijft open liggen tot "
                    "het einde van het bieden.",
                    "During the auction: a single low card, not led; no further rectification "
                    "during the auction (24A). The card stays face up until the auction ends.",
                )
            )
    if owner != "defender":
        who_nl = "de leider" if owner == "declarer" else "de blinde"
        who_en = owner
        if phase == "auction":
            reasons.append(
                Text.of(
                    f"De eigenaar wordt {who_nl}: de kaarten gaan terug in de hand, geen "
                    "strafkaart (24).",
                    f"The owner becomes {who_en}: the cards go back to the hand, no penalty "
                    "card (24).",
                )
            )
        else:
            laws.append("48A")
            reasons.append(
                Text.of(
                    f"Een kaart van {who_nl} wordt nooit een strafkaart; geen rechtzetting (48A).",
                    f"A card of {who_en} never becomes a penalty card; no rectification (48A).",
                )
            )
        return Classification("none", (), tuple(reasons), tuple(laws), partner_must_pass)

    laws.append("50B")
    if phase == "auction":
        reasons.append(
            Text.of(
                "De eigenaar wordt tegenspeler: elke getoonde kaart wordt een strafkaart (24).",
                "The owner becomes a defender: every exposed card becomes a penalty card (24).",
            )
        )
    now = len(existing) + len(cards)
    total = now + len(earlier)
    if earlier and total >= 2:
        kind: Kind = "major"
        reasons.append(
            Text.of(
                f"Deze speler had {total} strafkaarten tegelijk: die werden toen allemaal groot, "
                "en dat blijven ze tot ze gespeeld zijn, ook als er nog maar één lage kaart "
                "ligt (50B).",
                f"This player had {total} penalty cards at the same time: they all became major "
                "then, and they stay major until played, even when only one low card is left "
                "(50B).",
            )
        )
    elif total >= 2:
        kind = "major"
        reasons.append(
            Text.of(
                f"Deze speler heeft {total} strafkaarten: dan zijn ze allemaal groot (50B).",
                f"This player has {total} penalty cards: then all of them are major (50B).",
            )
        )
    else:
        card = cards[0]
        if card.is_honour:
            kind = "major"
            reasons.append(
                Text.of(
                    f"{card.format('nl')} is een honneur: grote strafkaart (50B).",
                    f"{card.format('en')} is an honour: major penalty card (50B).",
                )
            )
        elif deliberate:
            kind = "major"
            reasons.append(
                Text.of(
                    "Getoond door doelbewust te spelen (zoals voorspelen voor de beurt of een "
                    "herstelde verzaking): grote strafkaart (50B).",
                    "Exposed through deliberate play (such as a lead out of turn or a corrected "
                    "revoke): major penalty card (50B).",
                )
            )
        else:
            kind = "minor"
            reasons.append(
                Text.of(
                    f"{card.format('nl')} is één kaart lager dan een honneur, per ongeluk "
                    "getoond: kleine strafkaart (50B).",
                    f"{card.format('en')} is a single card below honour rank, exposed by "
                    "accident: minor penalty card (50B).",
                )
            )
            # Issue 10 family 10: asked later, the last card of several looks like this.
            reasons.append(
                Text.of(
                    "Alleen als er niets tegelijk mee open kwam en hij toen geen andere "
                    "strafkaart had: anders is en blijft ze groot (50B). Geef zulke kaarten "
                    "op bij 'eerdere strafkaarten' (--earlier).",
                    "Only if nothing came out with it and he had no other penalty card at that "
                    "moment: otherwise it is and stays major (50B). Give such cards as "
                    "'earlier penalty cards' (--earlier).",
                )
            )
    major = kind == "major"
    penalty = tuple(PenaltyCard(c, major) for c in (*existing, *cards))
    return Classification(kind, penalty, tuple(reasons), tuple(laws), partner_must_pass)
