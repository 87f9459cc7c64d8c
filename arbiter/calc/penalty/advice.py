"""The whole picture for a state: the holder's duties, declarer's options, the cards he
may play, and when the director may leave the table."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty.card import TURNS, PenaltyCard, Turn, check_penalty
from arbiter.calc.penalty.options import Option, declarer_options
from arbiter.calc.penalty.plays import Allowed, allowed_plays
from arbiter.i18n import InputError, Text


@dataclass(frozen=True)
class PenaltyAdvice:
    """What happens now: the holder's duties, declarer's options, and when to leave."""

    turn: Turn
    penalty_cards: tuple[PenaltyCard, ...]
    duties: tuple[Text, ...]
    options: tuple[Option, ...]  # declarer's choice (50D2, 51B); empty: no choice
    allowed: Allowed | None  # when the holder's hand was given
    partner_options: tuple[Option, ...]  # holder leads, his partner has major penalty cards
    laws: tuple[str, ...]
    leave: Text


def advise(
    penalty: Sequence[PenaltyCard],
    turn: Turn,
    *,
    hand: Iterable[Card] | None = None,
    suit_led: Suit | None = None,
    partner_penalty: Sequence[PenaltyCard] = (),
) -> PenaltyAdvice:
    """The holder's duties and declarer's options for ``turn``.

    ``turn``: the holder is to play to a trick (``holder_plays``), to lead
    (``holder_leads``), or his partner is to lead (``partner_leads``). With ``hand`` the
    cards he may play are worked out too. ``partner_penalty``: the partner's own penalty
    cards, when both defenders have some (seed 002: the lead restriction for the
    partner's card comes first).
    """
    if turn not in TURNS:
        raise InputError(f"Onbekende beurt '{turn}'.", f"Unknown turn '{turn}'.", accepted=TURNS)
    penalty = check_penalty(penalty)
    partner_penalty = check_penalty(partner_penalty)
    if not penalty:
        raise InputError("Geen strafkaart opgegeven.", "No penalty card given.")
    major = penalty[0].major
    duties: list[Text] = []
    laws: list[str] = []
    options: tuple[Option, ...] = ()
    partner_options: tuple[Option, ...] = ()
    allowed = None
    if turn == "partner_leads":
        if major:
            options = declarer_options(penalty)
            laws += ["50D2", *(["51B"] if len(penalty) > 1 else [])]
            duties.append(
                Text.of(
                    "De partner mag pas voorspelen als de leider zijn keuze heeft gemaakt; "
                    "speelt hij eerder voor, dan is artikel 49 van toepassing (50D2).",
                    "Partner may not lead until declarer has made his choice; if he leads "
                    "early, Law 49 applies (50D2).",
                )
            )
            duties.append(
                Text.of(
                    "Kan de partner niet voorspelen zoals geëist, dan speelt hij wat hij wil (59).",
                    "If partner cannot lead as required, he may play any card (59).",
                )
            )
        else:
            laws.append("50C")
            duties.append(
                Text.of(
                    "Kleine strafkaart: de partner heeft geen voorspeelbeperking en de leider "
                    "geen keuze (50C); wel geldt 50E voor de informatie.",
                    "Minor penalty card: partner has no lead restriction and declarer no choice "
                    "(50C); 50E still governs the information.",
                )
            )
    else:
        if partner_penalty and turn == "holder_leads" and partner_penalty[0].major:
            partner_options = declarer_options(partner_penalty)
            laws += ["50D2", "50D1(b)"]
            duties.append(
                Text.of(
                    "Ook de partner heeft een grote strafkaart: eerst kiest de leider zijn "
                    "voorspeelbeperking voor die kaart (50D2); die gaat vóór het spelen van de "
                    "eigen strafkaart (50D1(b)).",
                    "Partner also has a major penalty card: declarer first chooses his lead "
                    "restriction for that card (50D2); it comes before playing one's own "
                    "penalty card (50D1(b)).",
                )
            )
        if major:
            laws += ["50D1(a)", "50D1(b)", *(["51A"] if len(penalty) > 1 else [])]
            duties.append(
                Text.of(
                    "De grote strafkaart moet bij de eerste reglementaire gelegenheid gespeeld "
                    "worden: voorspelen, bekennen, afgooien of troeven (50D1(a)).",
                    "The major penalty card must be played at the first legal opportunity: "
                    "leading, following suit, discarding or ruffing (50D1(a)).",
                )
            )
            duties.append(
                Text.of(
                    "Kleur bekennen en een voorspeelbeperking gaan voor; de strafkaart blijft "
                    "dan liggen voor de volgende gelegenheid (50D1(b)).",
                    "Following suit and a lead restriction come first; the penalty card then "
                    "stays for the next opportunity (50D1(b)).",
                )
            )
            if len(penalty) > 1:
                duties.append(
                    Text.of(
                        "Kunnen twee of meer strafkaarten reglementair gespeeld worden, dan "
                        "wijst de leider aan welke (51A).",
                        "If two or more penalty cards can legally be played, declarer "
                        "designates which (51A).",
                    )
                )
        else:
            laws.append("50C")
            card = penalty[0].card
            duties.append(
                Text.of(
                    f"Kleine strafkaart {card.format('nl')}: eerst de strafkaart, vóór een "
                    f"andere lage {card.suit.name('nl')}; een honneur of een andere kleur mag "
                    "wel (50C).",
                    f"Minor penalty card {card.format('en')}: the penalty card first, before "
                    f"another low {card.suit.name('en')}; an honour or another suit is allowed "
                    "(50C).",
                )
            )
        if hand is not None:
            allowed = allowed_plays(penalty, hand, suit_led if turn == "holder_plays" else None)
    leave = Text.of(
        "Blijf aan tafel tot de strafkaart gespeeld of opgenomen is en een verbod voorbij is "
        "(de partner is niet meer aan slag).",
        "Stay at the table until the penalty card has been played or picked up and any "
        "prohibition has ended (partner no longer on lead).",
    )
    return PenaltyAdvice(
        turn,
        penalty,
        tuple(duties),
        options,
        allowed,
        partner_options,
        tuple(dict.fromkeys(laws)),
        leave,
    )
