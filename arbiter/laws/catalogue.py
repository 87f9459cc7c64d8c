"""The law catalogue: every law 1-93 with its title and an own-words summary.

The official text is copyrighted and is not shipped; the summaries are our own words.
The data lives in ``data/laws.yaml`` so that translators and directors can correct it
without touching code.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache

from arbiter.i18n import InputError, Text
from arbiter.laws.refs import FIRST_LAW, LAST_LAW, LawRef

DATA_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "laws.yaml")


@dataclass(frozen=True, slots=True)
class Law:
    number: int
    title: Text
    summary: Text


class UnknownLawError(InputError):
    """A law number the catalogue does not hold."""


@dataclass(frozen=True, slots=True)
class Catalogue:
    laws: dict[int, Law]

    def get(self, number: int) -> Law:
        try:
            return self.laws[number]
        except KeyError:
            raise UnknownLawError(
                f"Artikel {number} staat niet in de catalogus.",
                f"Law {number} is not in the catalogue.",
                accepted=(f"{FIRST_LAW}-{LAST_LAW}",),
            ) from None

    def resolve(self, ref: str | LawRef) -> Law:
        """The law a reference such as ``27B1(a)`` belongs to."""
        parsed = ref if isinstance(ref, LawRef) else LawRef.parse(ref)
        return self.get(parsed.law)

    def __iter__(self):
        return iter(self.laws[n] for n in sorted(self.laws))


@cache
def catalogue(path: str = DATA_FILE) -> Catalogue:
    """Load the catalogue once per process, from the on-disk cache when unchanged."""
    from arbiter.cache import cached, code_files

    return cached("laws", [path, *code_files("laws")], lambda: _read(path))


def _read(path: str) -> Catalogue:
    from arbiter.yamlio import load_yaml

    data = load_yaml(path)
    laws = {}
    for entry in data["laws"]:
        number = int(entry["number"])
        laws[number] = Law(number, Text(entry["title"]), Text(entry.get("summary") or {}))
    return Catalogue(laws)
