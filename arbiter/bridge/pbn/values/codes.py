"""What every PBN tag value shares: the letters for seats, strains and suits, the two
ways of saying "no value", and the error a bad value raises."""

from __future__ import annotations

from arbiter.bridge.denom import Denom, Suit
from arbiter.bridge.pbn.errors import PbnError
from arbiter.bridge.pbn.syntax import Tag
from arbiter.bridge.seat import Seat

UNKNOWN = ("", "?")  # "?" unknown, "" not applicable (PBN 3.4)
SEATS = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}
DENOMS = {
    "S": Denom.SPADES,
    "H": Denom.HEARTS,
    "D": Denom.DIAMONDS,
    "C": Denom.CLUBS,
    "NT": Denom.NOTRUMP,
    "N": Denom.NOTRUMP,  # "3N": BBO and scoring programs write it
}
SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}


def pbn_error(tag: Tag | str, line: int | None, nl: str, en: str, *accepted: str) -> PbnError:
    """The error for a bad value of ``tag`` at ``line``, with the forms accepted."""
    name = tag if isinstance(tag, str) else tag.name
    return PbnError(nl, en, line=line, tag=name, accepted=accepted)
