"""Inputs that several calculators share, declared once: seats, vulnerability, board
number, regulation profile, Neuberg, NS scores.

A calculator takes one with :func:`dataclasses.replace` when its words differ a little
(a hint that says what this calculator does with it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arbiter.bridge import Card, Seat, Suit
from arbiter.calc.scoring import Vulnerability, parse_board_number, vulnerability_option
from arbiter.calc.service.declare import Choice, Input
from arbiter.i18n import InputError, Text
from arbiter.kinds import SEATS

SUITS: tuple[Choice, ...] = (
    Choice("♠", Text.of("schoppen", "spades")),
    Choice("♥", Text.of("harten", "hearts")),
    Choice("♦", Text.of("ruiten", "diamonds")),
    Choice("♣", Text.of("klaveren", "clubs")),
)
VULNERABILITIES: tuple[Choice, ...] = (
    Choice("none", Text.of("niemand", "none"), ("niemand", "none")),
    Choice("NS", Text.of("NZ", "NS"), ("NZ", "NS")),
    Choice("EW", Text.of("OW", "EW"), ("OW", "EW")),
    Choice("both", Text.of("allen", "all"), ("allen", "all")),
)
#: ``--vul ja/nee``: whether the declaring side is vulnerable, then who is.
VUL_OPTIONS: tuple[Choice, ...] = (
    Choice("yes", Text.of("ja (leidende partij)", "yes (declaring side)"), ("ja", "yes")),
    Choice("no", Text.of("nee (leidende partij)", "no (declaring side)"), ("nee", "no")),
    *VULNERABILITIES,
)

VulOption = tuple[Vulnerability | None, bool]


def seat(name: str, label: Text, hint: Text | None = None, **more) -> Input:
    hint = hint or Text.of("N/O/Z/W", "N/E/S/W")
    return Input(name, "seat", label, hint, choices=SEATS, parse=Seat.parse, example="N", **more)


def parse_cards(text: str | None) -> tuple[Card, ...]:
    """Cards separated by spaces or commas: ``"♦2 ♣3"``, ``"D2,C3"``."""
    if text is None:
        return ()
    return tuple(Card.parse(token) for token in re.split(r"[\s,;]+", text.strip()) if token)


def contract_text(text: str) -> str:
    """A contract (``4♥``, ``3SA``, ``4♠X``) checked now, so every shell gives the same
    clear message, and kept as text: the calculator reads it again with its declarer."""
    from arbiter.calc.claim import parse_contract

    parse_contract(text, Seat.SOUTH)
    return text


def cards(name: str, label: Text, hint: Text, **more) -> Input:
    return Input(name, "cards", label, hint, parse=parse_cards, example="♦2 ♣3", **more)


def suit(name: str, label: Text, hint: Text) -> Input:
    return Input(name, "suit", label, hint, choices=SUITS, parse=Suit.parse, example="♠")


def _vul_option(text: str) -> VulOption:
    return vulnerability_option(text)


#: ``--vul`` of a result: ja/nee for the declaring side, or who is vulnerable.
VUL = Input(
    "vul",
    "vulnerability",
    Text.of("Kwetsbaar", "Vulnerable"),
    Text.of(
        "ja/nee (leidende partij) of niemand/NZ/OW/allen",
        "yes/no (declaring side) or none/NS/EW/all",
    ),
    choices=VUL_OPTIONS,
    parse=_vul_option,
    example="ja",
)
#: ``--vul`` of a deal: who is vulnerable (never relative to a declarer).
VUL_OF_DEAL = Input(
    "vul",
    "vulnerability",
    Text.of("Kwetsbaar", "Vulnerable"),
    Text.of("niemand/NZ/OW/allen", "none/NS/EW/all"),
    choices=VULNERABILITIES,
    parse=Vulnerability.parse,
    example="NZ",
)

#: ``--board N``: the vulnerability (and dealer) from the board number.
BOARD = Input(
    "board",
    "int",
    Text.of("Spelnummer", "Board number"),
    Text.of("de kwetsbaarheid volgt uit het spelnummer", "vulnerability from the board number"),
    minimum=1,
    maximum=9999,
    parse=parse_board_number,
    example="5",
)

#: ``--board N`` beside ``--pbn``: which board of the file (the claim and revoke
#: calculators; the revoke calculator reads the number its own way).
BOARD_IN_PBN = Input(
    "board",
    "int",
    Text.of("Spelnummer", "Board number"),
    Text.of(
        "welk spel uit het PBN-bestand (standaard het eerste)",
        "which board in the PBN file (default: the first)",
    ),
    minimum=1,
    maximum=9999,
    example="5",
)

DECLARER = seat(
    "declarer",
    Text.of("Leider", "Declarer"),
    Text.of(
        "N/O/Z/W: leider van resultaten zonder windrichting",
        "N/E/S/W: declarer of results without a seat",
    ),
)


def vulnerability(vul: VulOption | None, board: int | None) -> VulOption:
    """``--vul`` and ``--board`` together: one of them, or neither (``(None, False)``)."""
    if vul is not None and board is not None:
        vulnerability_option("ja", board)  # raises: give one, not both
    if board is not None:
        return vulnerability_option(None, board)
    return vul or (None, False)


def _profile(text: str):
    from arbiter.laws.profiles import profile

    return profile(text)


def _profiles() -> tuple[Choice, ...]:
    from arbiter.laws.profiles import profile_names

    return tuple(Choice(name, Text.of(name, name)) for name in profile_names())


PROFILE = Input(
    "profile",
    "choice",
    Text.of("Reglement", "Regulations"),
    Text.of(
        "reglementsprofiel: NBB (standaard), WBF, EBU, ACBL",
        "regulation profile: NBB (default), WBF, EBU, ACBL",
    ),
    default="NBB",
    choices=_profiles,
    parse=_profile,
    example="NBB",
    more=True,
)


def parse_count(text: str, option: str) -> int:
    value = str(text).strip()
    if not value.isdigit() or int(value) < 1:
        raise InputError(
            f"{option} {value!r} is geen aantal: geef een geheel getal vanaf 1.",
            f"{option} {value!r} is not a count: give a whole number from 1.",
            ("1, 2, 3, …",),
        )
    return int(value)


NEUBERG_OF = Input(
    "neuberg_of",
    "int",
    Text.of("Neuberg: aantal resultaten", "Neuberg: number of results"),
    Text.of(
        "het aantal resultaten dat het spel had moeten hebben",
        "the number of results the board should have had",
    ),
    minimum=1,
    parse=lambda text: parse_count(text, "--neuberg-of"),
    example="12",
    more=True,
)


def score_value(text: str) -> int:
    """One NS score as typed: ``620``, ``-100``, ``+1100`` (also with a typographic minus)."""
    value = text.strip().replace("−", "-").replace("–", "-")
    if not re.fullmatch(r"[+-]?[0-9]{1,5}", value):
        raise InputError(
            f"'{text}' is geen score.", f"'{text}' is not a score.", ("620", "-100", "+1100")
        )
    return int(value)


def score_values(texts: Sequence[str]) -> list[int]:
    return [score_value(text) for text in texts]


#: ``--traveller``: the other tables' NS scores on the board, for matchpoints.
TRAVELLER = Input(
    "traveller",
    "scores",
    Text.of("Andere NZ-scores (paren)", "Other NS scores (pairs)"),
    Text.of(
        "parenwedstrijd: NZ-scores van de andere tafels op dit spel: 420,450,-50",
        "pairs: the other tables' NS scores on this board: 420,450,-50",
    ),
    example="420,450,-50",
)
#: ``--other-table``: the NS score at the other table of a teams match, for IMPs.
OTHER_TABLE = Input(
    "other_table",
    "int",
    Text.of("Andere tafel (viertallen)", "Other table (teams)"),
    Text.of("viertallen: NZ-score aan de andere tafel", "teams: NS score at the other table"),
    minimum=-99999,
    maximum=99999,
    parse=score_value,
    example="-420",
    step=10,
)


# -- the choice of a record in a PBN file (issue 16) ---------------------------------------


def _record_number(text: str) -> int:
    if not str(text).strip().isdigit() or int(text) < 1:
        raise InputError(
            f"Recordnummer '{text}' is geen getal vanaf 1.",
            f"Record number '{text}' is not a number from 1.",
            accepted=("1, 2, 3, …",),
        )
    return int(text)


#: ``--table``, ``--room``, ``--player``, ``--record``: which record of a PBN file, when a
#: board was played at several tables (a record per table, as platforms export it).
#: Hints never say "file": see :mod:`arbiter.calc.pbn_board` for how they are used.
RECORD_CHOICE: tuple[Input, ...] = (
    Input(
        "table",
        "text",
        Text.of("Tafel", "Table"),
        Text.of(
            "welke tafel (tag Table), als het spel aan meer tafels gespeeld is",
            "which table (Table tag), when the board was played at several tables",
        ),
        example="4",
    ),
    Input(
        "room",
        "text",
        Text.of("Zaal", "Room"),
        Text.of(
            "open of gesloten (tag Room), bij viertallen", "open or closed (Room tag), in teams"
        ),
        example="gesloten",
    ),
    Input(
        "player",
        "text",
        Text.of("Speler", "Player"),
        Text.of(
            "(een deel van) de naam van een speler aan die tafel",
            "(part of) the name of a player at that table",
        ),
        example="Jansen",
    ),
    Input(
        "record",
        "int",
        Text.of("Recordnummer", "Record number"),
        Text.of(
            "het hoeveelste record in de PBN-tekst (vanaf 1)",
            "the record's number in the PBN text (from 1)",
        ),
        minimum=1,
        parse=_record_number,
        example="7",
    ),
)
