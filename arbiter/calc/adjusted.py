"""Adjusted scores (Law 12C): artificial (12C2) and assigned (12C1), balancing or split.

* **Artificial** (kunstmatig, 12C2): when no result could be obtained. Average-minus,
  average and average-plus come from the regulation profile (40/50/60 %, -3/0/+3 IMPs by
  the Laws), except that 12C2(c) gives a non-offending contestant who scored more than
  60 % in the session its session percentage instead, and likewise an offending
  contestant below 40 %.
* **Assigned** (vervangend, 12C1): the likely result without the infraction, possibly a
  weighted set of results (12C1(c): "30 % 4♠=, 70 % 4♠-1"). The weights must add up to
  100 %. At matchpoints each component is compared with the other results and the
  matchpoints are weighted; at IMPs each component is IMPed against the other table and
  the IMPs are weighted. Both are what the WBF prescribes for weighted scores: weighting
  the *scores* first and then converting would give a different (wrong) figure.
* **Split** (niet-complementair, 12C1(e), 11A): each side gets its own assignment; the
  two results need not add up to 100 % or to zero IMPs, so both are shown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Literal

from arbiter.bridge import Seat
from arbiter.bridge._text import shown
from arbiter.calc.imps import imps
from arbiter.calc.matchpoints import Entry, Traveller, Weighted, format_number, matchpoint
from arbiter.calc.scoring import Result, Vulnerability, ns_score
from arbiter.i18n import InputError, Text
from arbiter.laws.profiles import Profile, profile

__all__ = [
    "KINDS",
    "ArtificialScore",
    "AssignedIMPs",
    "AssignedMatchpoints",
    "AssignedScore",
    "Component",
    "Kind",
    "SplitScore",
    "artificial",
    "imp_assigned",
    "matchpoint_assigned",
    "parse_kind",
    "split",
]

Kind = Literal["average_minus", "average", "average_plus"]
KINDS: tuple[Kind, ...] = ("average_minus", "average", "average_plus")
KIND_ACCEPTED = ("avg-minus/avg-/G-/A-", "avg/G/A", "avg-plus/avg+/G+/A+")
_KIND_WORDS: dict[str, Kind] = {
    **dict.fromkeys(
        ("avg-minus", "avg-", "average-minus", "gemiddeld-min", "gemiddeld-", "g-", "a-"),
        "average_minus",
    ),
    **dict.fromkeys(("avg", "average", "gemiddeld", "g", "a"), "average"),
    **dict.fromkeys(
        ("avg-plus", "avg+", "average-plus", "gemiddeld-plus", "gemiddeld+", "g+", "a+"),
        "average_plus",
    ),
}
_KIND_NAME = {
    "average_minus": ("gemiddeld-min", "average-minus"),
    "average": ("gemiddeld", "average"),
    "average_plus": ("gemiddeld-plus", "average-plus"),
}


def parse_kind(text: str) -> Kind:
    """Read an artificial score's kind: ``avg-plus``, ``G+``, ``gemiddeld-min``, ..."""
    key = re.sub(r"[\s_]+", "-", text.strip().casefold())
    if key in _KIND_WORDS:
        return _KIND_WORDS[key]
    raise InputError(
        f"Onbekende kunstmatige score {shown(text)}.",
        f"Unknown artificial score {shown(text)}.",
        KIND_ACCEPTED,
    )


# -- artificial -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ArtificialScore:
    """An artificial adjusted score for one contestant, in percent and in IMPs."""

    kind: Kind
    percent: float
    imps: float
    session_exception: bool
    profile: str
    laws: tuple[str, ...]
    explanation: Text


def artificial(
    kind: Kind | str, rules: Profile | str | None = None, session: float | None = None
) -> ArtificialScore:
    """The artificial score of ``kind`` under a regulation profile (NBB by default).

    ``session`` is the contestant's percentage on the other boards of the session; with
    it, 12C2(c) is applied: average-plus becomes the session percentage when that is above
    the threshold (60 %), average-minus when it is below (40 %). Average (partly at fault)
    has no such exception. The IMP figure is not changed by ``session``: what "the
    equivalent in IMPs" is, the regulations say, and the explanation reminds of it.
    """
    kind = parse_kind(kind) if kind not in KINDS else kind
    rules = rules if isinstance(rules, Profile) else profile(rules)
    if session is not None and not 0 <= session <= 100:
        raise InputError(
            f"Zittingspercentage {format_number(session)} ligt niet tussen 0 en 100.",
            f"Session percentage {format_number(session, 'en')} is not between 0 and 100.",
            ("0-100",),
        )
    base = rules.artificial_percent[kind]
    imp_value = rules.artificial_imps[kind]
    above, below = rules.session_exception
    name_nl, name_en = _KIND_NAME[kind]

    def nl(value: float) -> str:
        return format_number(value, "nl")

    def en(value: float) -> str:
        return format_number(value, "en")

    text_nl = [f"{name_nl.capitalize()} is {nl(base)} % ({rules.name}, 12C2(a))"]
    text_en = [f"{name_en.capitalize()} is {en(base)} % ({rules.name}, Law 12C2(a))"]
    laws = ["12C2(a)", "12C2(b)"]
    exception = False
    percent = base
    if session is not None and kind == "average_plus" and session > above:
        exception, percent = True, session
        text_nl.append(
            f"de niet-overtredende partij scoorde in de zitting {nl(session)} %, meer dan "
            f"{nl(above)} %: zij krijgt haar zittingspercentage, {nl(session)} % (12C2(c))"
        )
        text_en.append(
            f"the non-offending contestant scored {en(session)} % in the session, more "
            f"than {en(above)} %: it gets its session percentage, {en(session)} % "
            "(Law 12C2(c))"
        )
    elif session is not None and kind == "average_minus" and session < below:
        exception, percent = True, session
        text_nl.append(
            f"de overtredende partij scoorde in de zitting {nl(session)} %, minder dan "
            f"{nl(below)} %: zij krijgt haar zittingspercentage, {nl(session)} % (12C2(c))"
        )
        text_en.append(
            f"the offending contestant scored {en(session)} % in the session, less than "
            f"{en(below)} %: it gets its session percentage, {en(session)} % (Law 12C2(c))"
        )
    elif session is not None:
        text_nl.append(f"het zittingspercentage {nl(session)} % verandert dat niet (12C2(c))")
        text_en.append(f"the session percentage {en(session)} % does not change that (Law 12C2(c))")
    if exception:
        laws.append("12C2(c)")
    text_nl.append(
        f"in IMPs: {_signed(imp_value, 'nl')} IMP (12C2(b)); het equivalent van 12C2(c) in IMPs "
        "regelt het reglement"
    )
    text_en.append(
        f"in IMPs: {_signed(imp_value, 'en')} IMPs (Law 12C2(b)); the IMP equivalent of 12C2(c) is "
        "for the regulations"
    )
    return ArtificialScore(
        kind,
        percent,
        imp_value,
        exception,
        rules.name,
        tuple(laws),
        Text.of("; ".join(text_nl) + ".", "; ".join(text_en) + "."),
    )


def _signed(value: float, lang: str) -> str:
    text = format_number(value, lang)
    return f"+{text}" if value > 0 else text


# -- assigned -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Component:
    """One weighted result of an assigned score; ``percent`` is its weight (0-100]."""

    percent: float
    result: Result


@dataclass(frozen=True, slots=True)
class AssignedScore:
    """An assigned adjusted score: one result, or several with weights adding up to 100 %."""

    components: tuple[Component, ...]

    @classmethod
    def single(cls, result: Result) -> AssignedScore:
        return cls((Component(100.0, result),))

    @classmethod
    def parse(cls, text: str, declarer: Seat | None = None) -> AssignedScore:
        """Read ``30% 4♠=, 70% 4♠-1`` (a declarer per result is allowed: ``4♠= N``).

        Weights may be written with a decimal comma or point (``33,3%``). They must add up
        to 100 %; a total within 0.1 of 100 (three times 33.3 %) is accepted as meant and
        scaled to exactly 100. A single result without a weight means 100 %.
        """
        stripped = text.strip()
        if stripped and "%" not in stripped:
            return cls.single(Result.parse(stripped, declarer))
        components = [
            (weight, Result.parse(piece, declarer)) for weight, piece in weighted_parts(text)
        ]
        total = sum(weight for weight, _ in components)
        return cls(tuple(Component(float(w * 100 / total), r) for w, r in components))

    def with_declarer(self, declarer: Seat) -> AssignedScore:
        """Give ``declarer`` to the results that have none."""
        return AssignedScore(
            tuple(
                Component(
                    c.percent,
                    c.result.with_declarer(declarer) if c.result.declarer is None else c.result,
                )
                for c in self.components
            )
        )

    def ns_scores(
        self, vulnerability: Vulnerability, declarer: Seat | None = None
    ) -> tuple[int, ...]:
        """Each component's North-South score."""
        return tuple(ns_score(c.result, vulnerability, declarer) for c in self.components)

    def weighted(self, vulnerability: Vulnerability, declarer: Seat | None = None) -> Weighted:
        """As a weighted North-South score for :func:`matchpoint`."""
        scores = self.ns_scores(vulnerability, declarer)
        return Weighted(
            tuple((c.percent / 100, s) for c, s in zip(self.components, scores, strict=True)),
            self.format("nl"),
        )

    def format(self, lang: Literal["nl", "en"] = "nl") -> str:
        return ", ".join(
            f"{format_number(c.percent, lang)}% {c.result.format(lang)}" for c in self.components
        )


def weighted_parts(text: str) -> list[tuple[Decimal, str]]:
    """``30% 4♠=, 70% 4♠-1`` as (weight, text) pairs, the weights checked one by one and
    together: they must add up to 100 % (within 0.1, as three times 33.3 %).

    The text of each part is returned as written (trimmed), for the caller to read: a
    result here, a contract with or without its result in the double-dummy calculator.
    """
    pieces = text.strip().split("%")
    weights_text = [pieces[0]]
    parts_text = []
    for middle in pieces[1:-1]:
        match = _MIDDLE.fullmatch(middle)
        if match is None:
            raise _weighted_error(text)
        parts_text.append(match["result"])
        weights_text.append(match["weight"])
    parts_text.append(pieces[-1] if len(pieces) > 1 else "")
    parts: list[tuple[Decimal, str]] = []
    for weight_text, part in zip(weights_text, parts_text, strict=True):
        weight = _weight(weight_text, text)
        if not part.strip(" ,;"):
            raise _weighted_error(text)
        parts.append((weight, part.strip(" ,;")))
    total = sum((weight for weight, _ in parts), Decimal(0))
    if abs(total - 100) > Decimal("0.1"):
        listed = " + ".join(f"{w.normalize():f}" for w, _ in parts)
        sum_nl, sum_en = format_number(float(total)), format_number(float(total), "en")
        raise InputError(
            f"De gewichten tellen op tot {sum_nl} % ({listed.replace('.', ',')}); "
            "samen moeten ze 100 % zijn.",
            f"The weights add up to {sum_en} % ({listed}); together they must be 100 %.",
            ("30% 4♠=, 70% 4♠-1", "50% 3SA=, 50% 3SA-1"),
        )
    return parts


_MIDDLE = re.compile(r"(?P<result>.*?)[\s,;]+(?P<weight>[0-9]+(?:[.,][0-9]+)?)\s*")


def _weight(text: str, whole: str) -> Decimal:
    try:
        weight = Decimal(text.strip().replace(",", "."))
    except InvalidOperation:
        raise _weighted_error(whole) from None
    if not 0 < weight <= 100:
        raise InputError(
            f"Gewicht {text.strip()} % kan niet: elk gewicht ligt tussen 0 en 100 %.",
            f"Weight {text.strip()} % is impossible: each weight is between 0 and 100 %.",
            ("30% 4♠=, 70% 4♠-1",),
        )
    return weight


def _weighted_error(text: str) -> InputError:
    return InputError(
        f"Gewogen score {shown(text)} niet te lezen: schrijf per resultaat het "
        "percentage en het resultaat, gescheiden door komma's.",
        f"Cannot read weighted score {shown(text)}: give a percentage and a result "
        "for each, separated by commas.",
        ("30% 4♠=, 70% 4♠-1", "20% 4♠X-1 O, 80% 4♥= N"),
    )


@dataclass(frozen=True, slots=True)
class ComponentScore:
    """A component of an assigned score with its NS score and what it earns."""

    percent: float
    result: Result
    ns_score: int
    ns_value: float
    """Matchpoints (NS) or IMPs (NS) of this component, before weighting."""


@dataclass(frozen=True, slots=True)
class AssignedMatchpoints:
    """An assigned score matchpointed against a traveller."""

    components: tuple[ComponentScore, ...]
    ns_mp: float
    ns_percent: float
    ew_percent: float
    traveller: Traveller


@dataclass(frozen=True, slots=True)
class AssignedIMPs:
    """An assigned score IMPed against the other table's NS score."""

    components: tuple[ComponentScore, ...]
    other_table: int
    ns_imps: float

    @property
    def ew_imps(self) -> float:
        return -self.ns_imps


def matchpoint_assigned(
    assigned: AssignedScore,
    vulnerability: Vulnerability,
    others: Sequence[Entry],
    declarer: Seat | None = None,
    expected: int | None = None,
    per_beat: float = 2,
) -> AssignedMatchpoints:
    """Matchpoint ``assigned`` against ``others`` (the traveller without this table).

    Each component is compared with the other results and the matchpoints are weighted;
    the other tables score against the components with the same weights. The traveller is
    returned whole, this table last.
    """
    entry = assigned.weighted(vulnerability, declarer)
    traveller = matchpoint([*others, entry], expected, per_beat)
    line = traveller.lines[-1]
    components = tuple(
        ComponentScore(c.percent, c.result, ns, mp)
        for c, (_, ns), mp in zip(
            assigned.components, entry.components, line.components, strict=True
        )
    )
    return AssignedMatchpoints(components, line.ns_mp, line.ns_percent, line.ew_percent, traveller)


def imp_assigned(
    assigned: AssignedScore,
    vulnerability: Vulnerability,
    other_table: int,
    declarer: Seat | None = None,
) -> AssignedIMPs:
    """IMP each component against the other table's NS score, then weight the IMPs."""
    scores = assigned.ns_scores(vulnerability, declarer)
    components = tuple(
        ComponentScore(c.percent, c.result, ns, imps(ns - other_table))
        for c, ns in zip(assigned.components, scores, strict=True)
    )
    total = sum(c.percent / 100 * c.ns_value for c in components)
    return AssignedIMPs(components, other_table, total)


# -- split ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SplitScore:
    """Non-balancing scores: North-South scored on one assignment, East-West on another.

    ``ns`` and ``ew`` are the evaluations of the two assignments (NS point of view);
    ``ns_result``/``ew_result`` are what each side gets: a percentage at matchpoints, IMPs
    at teams. They need not add up to 100 % or to zero IMPs.
    """

    ns: AssignedMatchpoints | AssignedIMPs
    ew: AssignedMatchpoints | AssignedIMPs

    @property
    def ns_result(self) -> float:
        return self.ns.ns_percent if isinstance(self.ns, AssignedMatchpoints) else self.ns.ns_imps

    @property
    def ew_result(self) -> float:
        return self.ew.ew_percent if isinstance(self.ew, AssignedMatchpoints) else self.ew.ew_imps

    @property
    def balancing(self) -> bool:
        if isinstance(self.ns, AssignedMatchpoints):
            return abs(self.ns_result + self.ew_result - 100) < 1e-9
        return abs(self.ns_result + self.ew_result) < 1e-9


def split(
    for_ns: AssignedScore,
    for_ew: AssignedScore,
    vulnerability: Vulnerability,
    others: Sequence[Entry] | None = None,
    other_table: int | None = None,
    declarer: Seat | None = None,
    expected: int | None = None,
    per_beat: float = 2,
) -> SplitScore:
    """Score each side on its own assignment (12C1(e)): against ``others`` or ``other_table``."""
    if (others is None) == (other_table is None):
        raise InputError(
            "Geef óf de andere scores van het spel (parenwedstrijd), óf de score aan de "
            "andere tafel (viertallen).",
            "Give either the board's other scores (pairs) or the other table's score (teams).",
            ("--traveller", "--other-table"),
        )
    if others is not None:
        return SplitScore(
            matchpoint_assigned(for_ns, vulnerability, others, declarer, expected, per_beat),
            matchpoint_assigned(for_ew, vulnerability, others, declarer, expected, per_beat),
        )
    assert other_table is not None
    return SplitScore(
        imp_assigned(for_ns, vulnerability, other_table, declarer),
        imp_assigned(for_ew, vulnerability, other_table, declarer),
    )
