"""What the holder may play (50C, 50D1, 51A)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty.card import PenaltyCard, check_penalty
from arbiter.i18n import Text


@dataclass(frozen=True)
class Allowed:
    """The cards the holder may play now, and whether declarer picks among them."""

    cards: frozenset[Card]
    declarer_designates: bool
    reason: Text
    laws: tuple[str, ...]

    def allows(self, card: Card) -> bool:
        return card in self.cards


def allowed_plays(
    penalty: Sequence[PenaltyCard], hand: Iterable[Card], suit_led: Suit | None = None
) -> Allowed:
    """Which of ``hand`` the holder may play (lead when ``suit_led`` is ``None``).

    ``hand`` is his cards; the penalty cards belong to it and are added if missing.
    """
    penalty = check_penalty(penalty)
    cards = frozenset(hand) | {p.card for p in penalty}
    legal = cards
    if suit_led is not None:
        follow = frozenset(c for c in cards if c.suit is suit_led)
        legal = follow or cards
    if not penalty:
        return Allowed(
            legal,
            False,
            Text.of(
                "Geen strafkaart: elke reglementaire kaart.", "No penalty card: any legal card."
            ),
            ("44",),
        )
    if not penalty[0].major:
        minor = penalty[0].card
        barred = frozenset(
            c for c in legal if c.suit is minor.suit and not c.is_honour and c != minor
        )
        return Allowed(
            legal - barred,
            False,
            Text.of(
                f"Kleine strafkaart {minor.format('nl')}: geen andere lage "
                f"{minor.suit.name('nl')} vóór de strafkaart; een honneur of een andere kleur "
                "mag wel (50C).",
                f"Minor penalty card {minor.format('en')}: no other low "
                f"{minor.suit.name('en')} before the penalty card; an honour or another suit "
                "is allowed (50C).",
            ),
            ("50C",),
        )
    majors = frozenset(p.card for p in penalty)
    playable = majors & legal
    if not playable:
        return Allowed(
            legal,
            False,
            Text.of(
                "Kleur bekennen gaat voor: de grote strafkaart blijft open liggen en wordt bij "
                "de eerstvolgende reglementaire gelegenheid gespeeld (50D1(b)).",
                "Following suit comes first: the major penalty card stays face up and is played "
                "at the next legal opportunity (50D1(b)).",
            ),
            ("50D1(b)",),
        )
    several = len(playable) >= 2
    laws = ("50D1(a)", "51A") if several else ("50D1(a)",)
    return Allowed(
        playable,
        several,
        Text.of(
            "Een grote strafkaart moet bij de eerste reglementaire gelegenheid gespeeld worden "
            "(voorspelen, bekennen, afgooien of troeven, 50D1(a))"
            + ("; de leider wijst aan welke (51A)." if several else "."),
            "A major penalty card must be played at the first legal opportunity (leading, "
            "following suit, discarding or ruffing, 50D1(a))"
            + ("; declarer designates which (51A)." if several else "."),
        ),
        laws,
    )
