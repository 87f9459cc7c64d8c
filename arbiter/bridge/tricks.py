"""The play so far as a director writes it down: trick by trick, each with its leader.

The federations' "report of hand" and "claim diagram" forms record the play a trick to a
line, the card led marked. The director types the same: tricks separated by ``;`` (or a
new line), the cards of a trick in the order they were played, the leader in front when
he wants to name him (``W: ♠K ♠2 ♠5 ♠A; N: ♥3 ♥Q ♥K ♥2``). Without a leader the report
finds him from the hand record (the hand that holds the first card of the trick).

Only the shape is checked here (at most 13 tricks, at most four cards to a trick, only
the last trick unfinished, no card twice); whether each card was in the hand of the
player whose turn it was is the replay's job (:mod:`arbiter.calc.play`), which needs the
deal and the contract.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.bridge.card import Card
from arbiter.bridge.seat import Seat
from arbiter.i18n import InputError, Lang

__all__ = ["PLAY_ACCEPTED", "Play", "PlayedTrick", "parse_play"]

#: Shown with every error. The first is a pattern (its "…" is no card), so the guide's
#: form does not mistake the play for a choice between these two values.
PLAY_ACCEPTED = ("W: ♠H ♠2 ♠5 ♠A; N: ♥3 …", "♠H ♠2 ♠5 ♠A; ♥3 ♥V")


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """One trick as typed: its leader (None when not named) and its cards in order."""

    leader: Seat | None
    cards: tuple[Card, ...]

    def format(self, lang: Lang = "nl") -> str:
        cards = " ".join(c.format(lang) for c in self.cards)
        return f"{self.leader.abbr(lang)}: {cards}" if self.leader is not None else cards


@dataclass(frozen=True, slots=True)
class Play:
    """The tricks played so far, in order."""

    tricks: tuple[PlayedTrick, ...]

    def format(self, lang: Lang = "nl") -> str:
        """As typed, in ``lang``'s letters: ``W: ♠H ♠2 ♠5 ♠A; N: ♥3``."""
        return "; ".join(t.format(lang) for t in self.tricks)


def parse_play(text: str) -> Play:
    """The tricks of ``text``; an :class:`InputError` naming the trick that is wrong."""
    tricks: list[PlayedTrick] = []
    seen: dict[Card, int] = {}
    parts = [p.strip() for p in text.replace("\n", ";").replace("/", ";").split(";")]
    parts = [p for p in parts if p]
    if not parts:
        raise InputError("Geen slagen opgegeven.", "No tricks given.", PLAY_ACCEPTED)
    if len(parts) > 13:
        raise InputError(
            f"{len(parts)} slagen: een spel heeft er 13.",
            f"{len(parts)} tricks: a board has 13.",
            PLAY_ACCEPTED,
        )
    for number, part in enumerate(parts, start=1):
        leader = None
        head, colon, rest = part.partition(":")
        if colon:
            try:
                leader = Seat.parse(head)
            except InputError as error:
                raise _wrong(number, error) from None
            part = rest
        try:
            cards = tuple(Card.parse(c) for c in part.replace(",", " ").split())
        except InputError as error:
            raise _wrong(number, error) from None
        if not cards or len(cards) > 4:
            raise InputError(
                f"Slag {number} heeft {len(cards)} kaarten: een slag heeft er één tot vier.",
                f"Trick {number} has {len(cards)} cards: a trick has one to four.",
                PLAY_ACCEPTED,
            )
        if len(cards) < 4 and number < len(parts):
            raise InputError(
                f"Slag {number} heeft maar {len(cards)} kaarten: alleen de laatste slag mag "
                "nog niet af zijn.",
                f"Trick {number} has only {len(cards)} cards: only the last trick may be "
                "unfinished.",
                PLAY_ACCEPTED,
            )
        for card in cards:
            if card in seen:
                where = (f"slag {seen[card]} en slag {number}", f"trick {seen[card]} and "
                         f"trick {number}") if seen[card] != number else (
                         f"slag {number}", f"trick {number}")  # fmt: skip
                raise InputError(
                    f"{card.format('nl')} staat twee keer in het spelverloop ({where[0]}).",
                    f"{card.format('en')} is played twice ({where[1]}).",
                    PLAY_ACCEPTED,
                )
            seen[card] = number
        tricks.append(PlayedTrick(leader, cards))
    return Play(tuple(tricks))


def _wrong(number: int, error: InputError) -> InputError:
    return InputError(
        f"Slag {number}: {error.text['nl']}",
        f"Trick {number}: {error.text['en']}",
        PLAY_ACCEPTED,
    )
