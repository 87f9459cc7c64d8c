"""Seats and players in a director's sentence: "noord", "O", "West", "de leider", "de
blinde", "zijn partner", "LT", "his RHO".

A seat is named outright (a word, or a capital letter: N, O, Z, W, E, S), or through a
player: a role (declarer, dummy, a defender) or a relation to another seat (partner, LT,
RT). A lower-case single letter counts as a seat only where a seat is expected: next to
"gever", a call, a colon or comma, or a verb of the table ("z bood", "gever w").
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.bridge import Seat
from arbiter.guide.find.text import Token

SEAT_WORDS: dict[str, Seat] = {
    "noord": Seat.NORTH, "north": Seat.NORTH, "oost": Seat.EAST, "east": Seat.EAST,
    "zuid": Seat.SOUTH, "south": Seat.SOUTH, "west": Seat.WEST,
}  # fmt: skip
_LETTERS: dict[str, Seat] = {
    "n": Seat.NORTH, "o": Seat.EAST, "e": Seat.EAST, "z": Seat.SOUTH, "s": Seat.SOUTH,
    "w": Seat.WEST,
}  # fmt: skip
_RELATIONS = {
    "partner": "partner", "partners": "partner", "lt": "lho", "lho": "lho",
    "linkertegenstander": "lho", "rt": "rho", "rho": "rho", "rechtertegenstander": "rho",
}  # fmt: skip
_ROLES = {
    "leider": "declarer", "leidster": "declarer", "declarer": "declarer",
    "blinde": "dummy", "dummy": "dummy", "tegenspeler": "defender", "verdediger": "defender",
    "defender": "defender", "overtreder": "offender", "offender": "offender",
}  # fmt: skip
#: Words beside which a lower-case letter is a seat ("z bood", "gever w", "n paste").
_SEAT_CONTEXT = frozenset((
    "gever", "dealer", "leider", "declarer", "blinde", "dummy", "bood", "biedt", "opende",
    "opent", "paste", "past", "doubleerde", "speelde", "speelt", "kwam", "komt", "heeft",
    "had", "is", "was", "bid", "bids", "opened", "passed", "doubled", "led", "leads",
    "played", "plays", "gaf", "deelde", "dealt", "verzaakte", "revoked", "en", "and",
))  # fmt: skip


@dataclass(frozen=True, slots=True)
class SeatMention:
    """A seat named in the text: outright (``seat``), as a relation to another seat
    (``relation``: partner, lho, rho) or as a role (``role``: declarer, dummy, defender,
    offender)."""

    index: int
    seat: Seat | None = None
    relation: str | None = None
    role: str | None = None


def plain_seat(tok: Token) -> bool:
    """A seat whatever stands around it: a seat word, or a capital letter."""
    return tok.word in SEAT_WORDS or tok.raw in {"N", "O", "Z", "W", "E", "S"}


def _letter_is_seat(toks: list[Token], i: int, calls_at: set[int]) -> bool:
    tok = toks[i]
    if tok.raw in {"N", "O", "Z", "W", "E", "S"}:
        return not (tok.raw == "E" and i and toks[i - 1].word.isdigit())  # "12 e slag"
    if i and toks[i - 1].word.isdigit() and toks[i - 1].end == tok.start:
        return False  # "12e", "1n": not a seat
    around = [toks[j] for j in (i - 1, i + 1) if 0 <= j < len(toks)]
    if i + 1 in calls_at or i - 1 in calls_at:
        return True
    return i == 0 or any(t.is_mark or t.word in _SEAT_CONTEXT for t in around)


def read_seats(toks: list[Token], taken: set[int], calls_at: set[int]) -> list[SeatMention]:
    """Every seat, role and relation named in the tokens not ``taken`` by a card or call;
    ``calls_at`` are the indexes of the tokens that make up calls."""
    found = []
    for i, tok in enumerate(toks):
        if i in taken:
            continue
        word = tok.word
        if word in SEAT_WORDS:
            found.append(SeatMention(i, seat=SEAT_WORDS[word]))
        elif word in _LETTERS and _letter_is_seat(toks, i, calls_at):
            found.append(SeatMention(i, seat=_LETTERS[word]))
        elif word in _RELATIONS:
            found.append(SeatMention(i, relation=_RELATIONS[word]))
        elif word in _ROLES:
            found.append(SeatMention(i, role=_ROLES[word]))
    return found


def related(seat: Seat, relation: str) -> Seat:
    return {"partner": seat.partner, "lho": seat.lho, "rho": seat.rho}[relation]
