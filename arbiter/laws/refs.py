"""References to the Laws: ``27``, ``27B1(a)``, ``50D2``, ``16A1a``.

Rulings cite laws down to the subsection, but the catalogue is kept per law number, so
every reference must resolve to its law. The parser is strict about the shape (law number
1-93, then letters, digits and bracketed letters or roman numerals) so that a typo in a
content file is caught by ``arbiter check`` instead of being shown to a director.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.i18n import InputError

_REF = re.compile(
    r"^(?P<law>[1-9][0-9]?)(?P<sub>(?:[A-Z](?:[0-9]{1,2}(?:\((?:[a-z]|[ivx]+)\)|[a-z])*)?)*)$"
)

FIRST_LAW = 1
LAST_LAW = 93


class LawRefError(InputError):
    """A law reference that does not have the shape of one."""


@dataclass(frozen=True, slots=True)
class LawRef:
    """A law with an optional subsection, e.g. ``LawRef(27, "B1(a)")``; ordered by law."""

    law: int
    sub: str = ""

    @classmethod
    def parse(cls, text: str) -> LawRef:
        raw = str(text).strip().replace(" ", "")
        match = _REF.match(raw)
        if match is None or not FIRST_LAW <= int(match["law"]) <= LAST_LAW:
            raise LawRefError(
                f"'{text}' is geen geldige verwijzing naar een artikel.",
                f"'{text}' is not a valid reference to a law.",
                accepted=("27", "27B1(a)", "50D2", "64A1", "16A1a", "1 t/m 93 / 1 to 93"),
            )
        return cls(int(match["law"]), match["sub"])

    def __lt__(self, other: LawRef) -> bool:
        return (self.law, self.sub) < (other.law, other.sub)

    def __str__(self) -> str:
        return f"{self.law}{self.sub}"
