"""What kind of value an input takes (a seat, a call, the calls from the dealer, a card,
a whole number between bounds, one of a few choices, yes or no, a meaning of a call ...),
said once for the calculators' inputs (:mod:`arbiter.calc.service.declare`) and the
guide's table data (:mod:`arbiter.guide.facts.inputs`) and the ruling log's form fields
(:mod:`arbiter.log.fields`), so that one form renderer (:mod:`arbiter.web.calc_widgets`)
asks for all of them the same way and no shell has to guess a value's kind by trying a
parser on sample text.

Below the guide and the calculators, with the standard library and :mod:`arbiter.i18n`
only: the command line imports it at start-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arbiter.i18n import Text

Kind = Literal[
    "bool",
    "choice",
    "int",
    "number",
    "seat",
    "suit",
    "vulnerability",
    "call",
    "auction",
    "card",
    "cards",
    "result",
    "results",
    "contracts",
    "scores",
    "tricks",
    "pbn",
    "deal",
    "facts",
    "meaning",
    "text",
    "note",
    "time",
    "date",
]

#: What each kind holds, for the docs and for a form that needs a placeholder.
KINDS: dict[Kind, Text] = {
    "bool": Text.of("ja of nee", "yes or no"),
    "choice": Text.of("één van een paar waarden", "one of a few values"),
    "int": Text.of("geheel getal", "whole number"),
    "number": Text.of("getal, ook met decimalen", "number, decimals allowed"),
    "seat": Text.of("windrichting", "seat"),
    "suit": Text.of("kleur", "suit"),
    "vulnerability": Text.of("kwetsbaarheid", "vulnerability"),
    "call": Text.of("bieding", "call"),
    "auction": Text.of("biedingen vanaf de gever", "calls from the dealer"),
    "card": Text.of("kaart", "card"),
    "cards": Text.of("kaarten", "cards"),
    "result": Text.of("resultaat", "result"),
    "results": Text.of("resultaten, eventueel gewogen", "results, weighted if need be"),
    "contracts": Text.of(
        "contracten met leider, gewogen; het resultaat mag ontbreken",
        "contracts with declarer, weighted; the result may be left out",
    ),
    "scores": Text.of("NZ-scores", "NS scores"),
    "tricks": Text.of("wie elke slag won", "who won each trick"),
    "pbn": Text.of("PBN-tekst", "PBN text"),
    "deal": Text.of("spelverdeling (PBN)", "deal (PBN)"),
    "facts": Text.of("gegevens (JSON-object)", "facts (JSON object)"),
    "meaning": Text.of("betekenis van een bieding", "meaning of a call"),
    "text": Text.of("tekst", "text"),
    "note": Text.of("tekst van een paar regels", "text of a few lines"),
    "time": Text.of("tijdstip (UU:MM)", "time of day (HH:MM)"),
    "date": Text.of("datum (JJJJ-MM-DD)", "date (YYYY-MM-DD)"),
}


@dataclass(frozen=True, slots=True)
class Choice:
    """One value of a pick-list: what the calculator gets, what the list shows, and the
    spellings a typed answer may use (the first is the one the command line shows)."""

    value: str
    label: Text
    words: tuple[str, ...] = ()

    @property
    def spellings(self) -> tuple[str, ...]:
        return self.words or (self.value,)


#: The four seats as a pick-list: the English letter is the value, the Dutch letter (O,
#: Z) is spelled too and is what a tap sends (a seat reads in either language).
SEATS: tuple[Choice, ...] = (
    Choice("N", Text.of("Noord", "North"), ("N",)),
    Choice("E", Text.of("Oost", "East"), ("O", "E")),
    Choice("S", Text.of("Zuid", "South"), ("Z", "S")),
    Choice("W", Text.of("West", "West"), ("W",)),
)
