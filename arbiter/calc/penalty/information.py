"""What the information from a penalty card is worth (50E, 16): authorized or not, for
the holder's partner and for declarer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arbiter.i18n import InputError, Text

InfoSource = Literal["on_table", "requirement", "picked_up", "after_played", "legal_play"]
Status = Literal["authorized", "unauthorized"]


@dataclass(frozen=True, slots=True)
class Info:
    """Whether information is authorized, for the holder's partner and for declarer."""

    source: InfoSource
    partner: Status
    declarer: Status
    text: Text
    laws: tuple[str, ...]


_INFO: dict[InfoSource, Info] = {
    "on_table": Info(
        "on_table",
        "authorized",
        "authorized",
        Text.of(
            "Een strafkaart die op tafel ligt: geoorloofde informatie voor alle spelers (50E1).",
            "A penalty card on the table: authorized information for all players (50E1).",
        ),
        ("50E1",),
    ),
    "requirement": Info(
        "requirement",
        "authorized",
        "authorized",
        Text.of(
            "Dat de strafkaart gespeeld moet worden, en andere plichten die erbij horen: "
            "geoorloofd voor alle spelers (50E1).",
            "That the penalty card must be played, and the other duties that come with it: "
            "authorized for all players (50E1).",
        ),
        ("50E1",),
    ),
    "picked_up": Info(
        "picked_up",
        "unauthorized",
        "authorized",
        Text.of(
            "Een strafkaart die weer is opgenomen (50D2(a)): ongeoorloofd voor de partner van "
            "de houder, geoorloofd voor de leider (50E2, 16C).",
            "A penalty card picked up again (50D2(a)): unauthorized for the holder's partner, "
            "authorized for declarer (50E2, 16C).",
        ),
        ("50E2", "16C"),
    ),
    "after_played": Info(
        "after_played",
        "unauthorized",
        "authorized",
        Text.of(
            "Na het spelen van de strafkaart: hoe de strafkaart ontstond is ongeoorloofd voor "
            "de partner van de houder (50E3).",
            "Once the penalty card is played: how it came about is unauthorized for the "
            "holder's partner (50E3).",
        ),
        ("50E3",),
    ),
    "legal_play": Info(
        "legal_play",
        "authorized",
        "authorized",
        Text.of(
            "Wat een reglementair gespeelde kaart laat zien, ook als een speler een "
            "voorspeelopdracht niet kon uitvoeren (59): geoorloofd (16A1(a)).",
            "What a legally played card shows, also when a player could not follow a lead "
            "instruction (59): authorized (16A1(a)).",
        ),
        ("16A1(a)", "59"),
    ),
}
INFO_SOURCES: tuple[InfoSource, ...] = tuple(_INFO)


def information(source: InfoSource) -> Info:
    """Whether information from ``source`` is authorized, and for whom (50E, 16)."""
    try:
        return _INFO[source]
    except KeyError:
        raise InputError(
            f"Onbekende informatiebron '{source}'.",
            f"Unknown information source '{source}'.",
            accepted=INFO_SOURCES,
        ) from None
