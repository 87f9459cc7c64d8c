"""Candidate results for an assigned adjusted score (Law 12C1(c)), read against the deal.

When a director assigns a score, he names the results that were likely without the
irregularity and how likely each was. This module reads those candidates as the director
writes them, a contract with its declarer and, if he knows it, the result:

    60% 4♠ N, 40% 4♠-1 N        4♠ by North, 60 % at the double-dummy tricks
    50% 3SA Z, 30% 3SA-1 Z, 20% 4♥X-2 O

A candidate without a result takes the tricks the double-dummy table gives that declarer
in that denomination: the solver is the reference, the director's judgement the ruling.
The weights are read, checked and scaled by :func:`arbiter.calc.adjusted.weighted_parts`,
and the scores are compared by the same functions as the assigned score of ``arbiter calc
adjusted`` (:func:`~arbiter.calc.adjusted.matchpoint_assigned`,
:func:`~arbiter.calc.adjusted.imp_assigned`), so the arithmetic exists once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from arbiter.bridge import Denom, Seat
from arbiter.bridge._text import shown
from arbiter.calc.adjusted import AssignedScore, Component, weighted_parts
from arbiter.calc.scoring import Result, Vulnerability, ns_score
from arbiter.i18n import InputError

__all__ = ["Candidate", "Scored", "assigned", "parse_candidates", "score_candidates"]

#: Candidates the shells show as examples of what is accepted.
ACCEPTED = ("4♠ N", "60% 4♠ N, 40% 4♠-1 N", "50% 3SA Z, 50% 4♥X-2 O")

# A trailing seat, with "door"/"by" or without: what is left before it is the contract.
_SEAT_AT_END = re.compile(r"^(?P<contract>.*?)\s+(?P<seat>(?:(?:door|by)\s+)?[A-Za-z]+)\s*$")


@dataclass(frozen=True, slots=True)
class Candidate:
    """One likely result: its weight in percent, and the contract with its declarer.

    ``result`` holds the result when the director gave one (``given``); otherwise its
    ``over`` is a placeholder and the double-dummy tricks decide it.
    """

    percent: float
    result: Result
    given: bool

    @property
    def declarer(self) -> Seat:
        assert self.result.declarer is not None  # parse_candidates refuses a candidate without
        return self.result.declarer


@dataclass(frozen=True, slots=True)
class Scored:
    """A candidate with what the deal gives: the double-dummy tricks, the result scored
    (the director's, or the one the tricks make) and its North-South score."""

    candidate: Candidate
    dd_tricks: int
    result: Result
    ns_score: int

    @property
    def percent(self) -> float:
        return self.candidate.percent


def _candidate(text: str, declarer: Seat | None) -> tuple[Result, bool]:
    """A contract with a result (``4♠-1 N``), or without one (``4♠ N``: double dummy)."""
    try:
        return Result.parse(text, declarer), True
    except InputError:
        pass
    match = _SEAT_AT_END.match(text.strip())
    contract, seat = (match["contract"], " " + match["seat"]) if match else (text.strip(), "")
    try:
        return Result.parse(f"{contract}={seat}", declarer), False
    except InputError:
        raise InputError(
            f"Kandidaat {shown(text)} niet te lezen: schrijf het contract en de leider "
            "(4♠ N), eventueel met het resultaat (4♠-1 N).",
            f"Cannot read candidate {shown(text)}: write the contract and the declarer "
            "(4♠ N), with the result if you know it (4♠-1 N).",
            ACCEPTED,
        ) from None


def parse_candidates(text: str, declarer: Seat | None = None) -> tuple[Candidate, ...]:
    """Read the candidates: ``60% 4♠ N, 40% 4♠-1 N``; one without a weight is 100 %.

    Every candidate needs a declarer (its own seat, or ``declarer`` for those without),
    because the double-dummy tricks and the North-South score depend on it. The weights
    must add up to 100 % (:func:`weighted_parts` says so when they do not).
    """
    stripped = text.strip()
    if "%" in stripped:
        parts = [(float(weight), piece) for weight, piece in weighted_parts(stripped)]
    else:
        pieces = [p.strip() for p in re.split(r"[,;\n]+", stripped) if p.strip()]
        if len(pieces) > 1:
            raise InputError(
                f"{len(pieces)} kandidaten zonder gewicht: geef bij elke kandidaat het "
                "percentage, samen 100 %.",
                f"{len(pieces)} candidates without weights: give each candidate its "
                "percentage, 100 % together.",
                ACCEPTED[1:],
            )
        parts = [(100.0, pieces[0] if pieces else stripped)]
    total = sum(weight for weight, _ in parts)
    found = []
    for weight, piece in parts:
        result, given = _candidate(piece, declarer)
        if result.declarer is None:
            raise InputError(
                f"Bij {shown(piece)} ontbreekt de leider: schrijf de windrichting erbij "
                "(4♠ N) of geef de leider apart op.",
                f"{shown(piece)} has no declarer: add the seat (4♠ N) or give the "
                "declarer separately.",
                ("4♠ N", "3SA door Z", "3NT by S"),
            )
        found.append(Candidate(weight * 100 / total, result, given))
    return tuple(found)


def score_candidates(
    candidates: tuple[Candidate, ...],
    tricks: Mapping[Seat, Mapping[Denom, int]],
    vulnerability: Vulnerability,
) -> tuple[Scored, ...]:
    """Each candidate with its double-dummy tricks, its result and its NS score.

    ``tricks`` is the double-dummy table (declarer → denomination → tricks). A candidate
    without a result takes the table's tricks; one with a result keeps it.
    """
    out = []
    for c in candidates:
        r = c.result
        dd = tricks[c.declarer][r.denom]
        result = r if c.given else Result.from_tricks(r.level, r.denom, r.doubled, dd, r.declarer)
        out.append(Scored(c, dd, result, ns_score(result, vulnerability)))
    return tuple(out)


def assigned(scored: tuple[Scored, ...]) -> AssignedScore:
    """The scored candidates as the weighted assigned score of ``arbiter calc adjusted``."""
    return AssignedScore(tuple(Component(s.percent, s.result) for s in scored))
