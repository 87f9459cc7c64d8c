"""``arbiter calc adjusted``: artificial (12C2) and assigned (12C1) adjusted scores.

    arbiter calc adjusted --artificial avg-plus --profile NBB --session 63.5
    arbiter calc adjusted --weighted "30% 4♠=, 70% 4♠-1" --declarer N --vul nee \\
        --traveller "420,450,-50"
    arbiter calc adjusted --weighted "4♠= N" --ew-weighted "4♠-1 N" --board 5 --other-table 420

``--traveller`` holds the *other* tables' NS scores on the board (artificial scores such as
``60/40`` allowed); ``--other-table`` the NS score at the other table of a teams match.
``--ew-weighted`` gives East-West their own assignment: a split score (12C1(e)).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.adjusted import (
    ArtificialScore,
    AssignedIMPs,
    AssignedMatchpoints,
    AssignedScore,
    imp_assigned,
    matchpoint_assigned,
    parse_kind,
    split,
)
from arbiter.calc.adjusted import artificial as artificial_score
from arbiter.calc.matchpoints import Entry, format_number, parse_traveller
from arbiter.calc.scoring import Vulnerability, ns_score
from arbiter.calc.service.declare import Calculator, Choice, Input, Way
from arbiter.calc.service.inputs import (
    BOARD,
    DECLARER,
    NEUBERG_OF,
    OTHER_TABLE,
    PROFILE,
    TRAVELLER,
    VUL,
    VulOption,
    vulnerability,
)
from arbiter.calc.service.matchpoints import averages_of, entry_text
from arbiter.i18n import InputError, Lang, Text
from arbiter.laws.profiles import Profile

ACCEPTED = (
    "--artificial avg-plus [--session 63.5]",
    '--weighted "30% 4♠=, 70% 4♠-1" --declarer N --vul nee [--traveller ... | --other-table ...]',
)


def _percentage(text: str) -> float:
    value = text.strip().rstrip("%").strip().replace(",", ".")
    try:
        return float(value)
    except ValueError:
        raise InputError(
            f"Zittingspercentage '{text}' is geen getal.",
            f"Session percentage '{text}' is not a number.",
            ("63.5", "63,5"),
        ) from None


@dataclass(frozen=True)
class ArtificialOutcome:
    score: ArtificialScore
    session: float | None
    rules: Profile

    def as_json(self, lang: Lang) -> dict[str, Any]:
        score = self.score
        return {
            "lang": lang,
            "mode": "artificial",
            "profile": score.profile,
            "kind": score.kind,
            "percent": score.percent,
            "imps": score.imps,
            "session": self.session,
            "session_exception": score.session_exception,
            "laws": list(score.laws),
            "sources": {
                "percent": self.rules.source(f"{score.kind}_percent"),
                "imps": self.rules.source(f"{score.kind}_imps"),
            },
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        return self.score.explanation.get_lang(lang)


@dataclass(frozen=True)
class Assigned:
    """One assignment (12C1) and what its results earn against the other scores."""

    assigned: AssignedScore
    vulnerability: Vulnerability
    evaluation: AssignedMatchpoints | AssignedIMPs | None

    def block(self, lang: Lang) -> dict[str, Any]:
        """JSON and text for one assignment: its components, what they earn, the weighting."""
        assigned, vulnerability, evaluation = self.assigned, self.vulnerability, self.evaluation
        nl = lang == "nl"
        scores = [ns_score(c.result, vulnerability) for c in assigned.components]
        mean = sum(c.percent / 100 * s for c, s in zip(assigned.components, scores, strict=True))
        components: list[dict[str, Any]] = []
        lines = [
            f"Vervangende arbitrale score (12C1): {assigned.format('nl')}; "
            f"{vulnerability.format('nl')}."
            if nl
            else f"Assigned adjusted score (Law 12C1): {assigned.format('en')}; "
            f"{vulnerability.format('en')}."
        ]
        values = (
            [c.ns_value for c in evaluation.components]
            if evaluation is not None
            else [None] * len(scores)
        )
        for c, ns, value in zip(assigned.components, scores, values, strict=True):
            item: dict[str, Any] = {
                "percent": c.percent,
                "result": c.result.format(lang, declarer=False),
                "declarer": None if c.result.declarer is None else c.result.declarer.abbr("en"),
                "ns_score": ns,
            }
            text = f"  {format_number(c.percent, lang):>5}%  {c.result.format(lang):<16} " + (
                f"NZ {ns:+6d}" if nl else f"NS {ns:+6d}"
            )
            if value is None:  # no evaluation: the scores alone
                pass
            elif isinstance(evaluation, AssignedMatchpoints):
                top = evaluation.traveller.top
                pct = 50.0 if top == 0 else 100 * value / top
                item.update(ns_mp=value, ns_percent=pct)
                text += f"  {format_number(value, lang)} mp ({format_number(pct, lang)} %)"
            elif isinstance(evaluation, AssignedIMPs):
                diff = ns - evaluation.other_table
                item.update(ns_imps=value, difference=diff)
                text += (
                    f"  {'tegen' if nl else 'against'} {evaluation.other_table:+d}: {diff:+d} = "
                    f"{int(value):+d} IMP{'' if nl else 's'}"
                )
            components.append(item)
            lines.append(text)
        block: dict[str, Any] = {
            "assigned": assigned.format(lang),
            "components": components,
            "weighted_ns_score": mean,
        }
        single = len(assigned.components) == 1
        weights = " + ".join(
            f"{format_number(c.percent / 100, lang, 4)} × {format_number(v, lang)}"
            for c, v in zip(assigned.components, values, strict=True)
            if v is not None
        )
        if isinstance(evaluation, AssignedMatchpoints):
            block.update(matchpoints_json(evaluation, lang))
            lines += matchpoints_lines(evaluation, single, weights, lang)
        elif isinstance(evaluation, AssignedIMPs):
            block.update(ns_imps=evaluation.ns_imps, ew_imps=evaluation.ew_imps)
            lines.append(imps_line(evaluation, single, weights, lang))
        else:
            avg = format_number(mean, lang)
            lines.append(
                f"Gewogen gemiddelde NZ-score: {avg} (alleen voor totaalpunten; geef "
                "--traveller of --other-table voor matchpunten of IMPs)."
                if nl
                else f"Weighted mean NS score: {avg} (for total points only; give --traveller "
                "or --other-table for matchpoints or IMPs)."
            )
        block["explanation"] = "\n".join(lines)
        return block


def matchpoints_json(evaluation: AssignedMatchpoints, lang: Lang) -> dict[str, Any]:
    return {
        "ns_mp": evaluation.ns_mp,
        "top": evaluation.traveller.top,
        "ns_percent": evaluation.ns_percent,
        "ew_percent": evaluation.ew_percent,
        "neuberg": evaluation.traveller.neuberg,
        "traveller": [
            {
                "entry": entry_text(line.entry, lang),
                "ns_mp": round(line.ns_mp, 4),
                "ns_percent": round(line.ns_percent, 4),
                "ew_percent": round(line.ew_percent, 4),
            }
            for line in evaluation.traveller.lines
        ],
    }


def matchpoints_lines(
    evaluation: AssignedMatchpoints, single: bool, weights: str, lang: Lang
) -> list[str]:
    nl = lang == "nl"
    top = format_number(evaluation.traveller.top, lang)
    ns_pct = format_number(evaluation.ns_percent, lang)
    ew_pct = format_number(evaluation.ew_percent, lang)
    mp = format_number(evaluation.ns_mp, lang)
    label = ("Uitkomst" if nl else "Result") if single else ("Gewogen" if nl else "Weighted")
    sum_text = mp if single else f"{weights} = {mp}"
    lines = [
        f"{label}: {sum_text} mp van {top}: NZ {ns_pct} %, OW {ew_pct} %."
        if nl
        else f"{label}: {sum_text} mp of {top}: NS {ns_pct} %, EW {ew_pct} %."
    ]
    if not single:
        lines.append(
            "Elk resultaat is vergeleken met de andere scores van het spel en daarna "
            "gewogen; de andere tafels scoren met dezelfde gewichten tegen deze score "
            "(12C1(c))."
            if nl
            else "Each result was compared with the board's other scores and then "
            "weighted; the other tables score against it with the same weights "
            "(Law 12C1(c))."
        )
    if evaluation.traveller.neuberg:
        n, big_n = evaluation.traveller.compared, evaluation.traveller.expected
        lines.append(
            f"Neuberg: {n} resultaten vergeleken, {big_n} verwacht."
            if nl
            else f"Neuberg: {n} results compared, {big_n} expected."
        )
    return lines


def imps_line(evaluation: AssignedIMPs, single: bool, weights: str, lang: Lang) -> str:
    nl = lang == "nl"
    ns_imps = format_number(evaluation.ns_imps, lang)
    ew_imps = format_number(evaluation.ew_imps, lang)
    if single:
        return (
            f"Uitkomst: {ns_imps} IMP voor NZ, {ew_imps} IMP voor OW."
            if nl
            else f"Result: {ns_imps} IMPs for NS, {ew_imps} IMPs for EW."
        )
    return (
        f"Gewogen: {weights} = {ns_imps} IMP voor NZ, {ew_imps} IMP voor OW. Elk "
        "resultaat is eerst in IMPs omgezet en daarna gewogen (12C1(c))."
        if nl
        else f"Weighted: {weights} = {ns_imps} IMPs for NS, {ew_imps} IMPs for EW. "
        "Each result was converted to IMPs first and then weighted (Law 12C1(c))."
    )


@dataclass(frozen=True)
class AssignedOutcome:
    rules: Profile
    ns: Assigned

    def as_json(self, lang: Lang) -> dict[str, Any]:
        return {
            "lang": lang,
            "mode": "assigned",
            "profile": self.rules.name,
            "vulnerability": self.ns.vulnerability.value,
            **self.ns.block(lang),
        }

    def text(self, lang: Lang) -> str:
        return self.ns.block(lang)["explanation"]


@dataclass(frozen=True)
class SplitOutcome:
    """A split score (12C1(e)): each side its own assignment, both from NS's view."""

    rules: Profile
    ns: Assigned
    ew: Assigned
    ns_result: float
    ew_result: float
    balancing: bool
    pairs: bool  # matchpoints (percent); else IMPs

    def as_json(self, lang: Lang) -> dict[str, Any]:
        return {
            "lang": lang,
            "mode": "split",
            "profile": self.rules.name,
            "vulnerability": self.ns.vulnerability.value,
            "ns": self.ns.block(lang),
            "ew": self.ew.block(lang),
            "ns_result": self.ns_result,
            "ew_result": self.ew_result,
            "unit": "percent" if self.pairs else "imps",
            "balancing": self.balancing,
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        unit = "%" if self.pairs else ("IMP" if lang == "nl" else "IMPs")
        ns_text, ew_text = (format_number(v, lang) for v in (self.ns_result, self.ew_result))
        if lang == "nl":
            summary = f"Splitscore (12C1(e)): NZ krijgt {ns_text} {unit}, OW {ew_text} {unit}. " + (
                "Die scores zijn complementair."
                if self.balancing
                else "Die scores zijn niet complementair; zo hoort het bij een splitscore."
            )
        else:
            summary = (
                f"Split score (Law 12C1(e)): NS get {ns_text} {unit}, EW {ew_text} {unit}. "
                + (
                    "The scores balance."
                    if self.balancing
                    else "The scores do not balance, as a split score may."
                )
            )
        return "\n\n".join(
            [
                ("NZ — " if lang == "nl" else "NS — ") + self.ns.block(lang)["explanation"],
                ("OW — " if lang == "nl" else "EW — ") + self.ew.block(lang)["explanation"],
                summary,
            ]
        )


def compared_with(
    traveller: str | None, other_table: int | None, profile: Profile
) -> list[Entry] | None:
    """The scores an assigned score is compared with: the traveller's (pairs) as entries,
    or None for the other table (teams) or nothing. Both at once is refused: a pairs
    score and a teams score cannot both be the comparison."""
    if traveller is not None and other_table is not None:
        raise InputError(
            "Geef --traveller (parenwedstrijd) of --other-table (viertallen), niet allebei.",
            "Give --traveller (pairs) or --other-table (teams), not both.",
            ("--traveller", "--other-table"),
        )
    return parse_traveller(traveller, averages_of(profile)) if traveller is not None else None


def _vulnerability(
    vul: VulOption | None, board: int | None, assignments: list[AssignedScore]
) -> Vulnerability:
    found, relative = vulnerability(vul, board)
    if found is None:
        raise InputError(
            "De kwetsbaarheid ontbreekt: geef --vul ja/nee of --board N.",
            "Vulnerability is missing: give --vul yes/no or --board N.",
            ("--vul ja/nee", "--vul NZ/OW/allen/niemand", "--board N"),
        )
    sides = {
        c.result.declarer.side
        for a in assignments
        for c in a.components
        if c.result.declarer is not None
    }
    if relative and len(sides) > 1:
        raise InputError(
            "De resultaten hebben leiders van beide partijen: --vul ja/nee zegt dan niet "
            "genoeg. Geef wie er kwetsbaar is (--vul niemand/NZ/OW/allen) of --board N.",
            "The results have declarers on both sides: --vul yes/no is then not enough. "
            "Say who is vulnerable (--vul none/NS/EW/all) or --board N.",
            ("--vul niemand/NZ/OW/allen", "--vul none/NS/EW/all", "--board N"),
        )
    return found


def compute(
    artificial: str | None,
    session: float | None,
    weighted: str | None,
    ew_weighted: str | None,
    declarer: Seat | None,
    vul: VulOption | None,
    board: int | None,
    traveller: str | None,
    other_table: int | None,
    neuberg_of: int | None,
    profile: Profile,
) -> ArtificialOutcome | AssignedOutcome | SplitOutcome:
    if (artificial is None) == (weighted is None):
        raise InputError(
            "Geef óf --artificial (kunstmatige score), óf --weighted (vervangende score).",
            "Give either --artificial (artificial score) or --weighted (assigned score).",
            ACCEPTED,
        )
    if artificial is not None:
        return ArtificialOutcome(artificial_score(artificial, profile, session), session, profile)
    assert weighted is not None
    for_ns = AssignedScore.parse(weighted, declarer)
    for_ew = AssignedScore.parse(ew_weighted, declarer) if ew_weighted is not None else None
    found = _vulnerability(vul, board, [for_ns] if for_ew is None else [for_ns, for_ew])
    others = compared_with(traveller, other_table, profile)
    per_beat = profile.matchpoints_per_beat

    def evaluate(assigned: AssignedScore) -> AssignedMatchpoints | AssignedIMPs | None:
        if others is not None:
            return matchpoint_assigned(assigned, found, others, None, neuberg_of, per_beat)
        if other_table is not None:
            return imp_assigned(assigned, found, other_table)
        return None

    if for_ew is None:
        return AssignedOutcome(profile, Assigned(for_ns, found, evaluate(for_ns)))
    return _split(for_ns, for_ew, found, others, other_table, neuberg_of, profile)


def _split(
    for_ns: AssignedScore,
    for_ew: AssignedScore,
    found: Vulnerability,
    others: list[Entry] | None,
    other_table: int | None,
    expected: int | None,
    rules: Profile,
) -> SplitOutcome:
    if others is None and other_table is None:
        raise InputError(
            "Een splitscore vraagt om de andere scores (--traveller) of de andere tafel "
            "(--other-table): anders is er niets te vergelijken.",
            "A split score needs the other scores (--traveller) or the other table "
            "(--other-table): otherwise there is nothing to compare.",
            ("--traveller", "--other-table"),
        )
    scored = split(
        for_ns, for_ew, found, others, other_table, None, expected, rules.matchpoints_per_beat
    )
    return SplitOutcome(
        rules,
        Assigned(for_ns, found, scored.ns),
        Assigned(for_ew, found, scored.ew),
        scored.ns_result,
        scored.ew_result,
        scored.balancing,
        pairs=others is not None,
    )


_ARTIFICIAL = (
    Choice(
        "average_minus",
        Text.of("gemiddeld-min (G-)", "average-minus (A-)"),
        ("avg-minus", "G-", "A-", "gemiddeld-min"),
    ),
    Choice("average", Text.of("gemiddeld (G)", "average (A)"), ("avg", "G", "A", "gemiddeld")),
    Choice(
        "average_plus",
        Text.of("gemiddeld-plus (G+)", "average-plus (A+)"),
        ("avg-plus", "G+", "A+", "gemiddeld-plus"),
    ),
)

CALCULATOR = Calculator(
    name="adjusted",
    title=Text.of("Arbitrale score", "Adjusted score"),
    description=Text.of(
        "Kunstmatige (12C2) en vervangende (12C1) arbitrale score, ook gewogen of als splitscore.",
        "Artificial (Law 12C2) and assigned (Law 12C1) adjusted scores, also weighted or split.",
    ),
    inputs=(
        Input(
            "artificial",
            "choice",
            Text.of("Kunstmatige score", "Artificial score"),
            Text.of(
                "G-, G of G+ (gemiddeld-min, gemiddeld, gemiddeld-plus)",
                "avg-minus, avg, avg-plus (G-, G, G+)",
            ),
            choices=_ARTIFICIAL,
            parse=parse_kind,
            example="G+",
        ),
        Input(
            "session",
            "number",
            Text.of("Zittingspercentage", "Session percentage"),
            Text.of(
                "zittingspercentage van het paar, voor 12C2(c)",
                "session percentage of the contestant, for Law 12C2(c)",
            ),
            parse=_percentage,
            example="63.5",
        ),
        Input(
            "weighted",
            "results",
            Text.of("Vervangende score", "Assigned score"),
            Text.of(
                "eventueel gewogen: 30% 4♠=, 70% 4♠-1", "weighted if need be: 30% 4♠=, 70% 4♠-1"
            ),
            example="30% 4♠=, 70% 4♠-1",
        ),
        Input(
            "ew_weighted",
            "results",
            Text.of("Vervangende score OW", "Assigned score EW"),
            Text.of(
                "een andere toewijzing voor Oost-West: splitscore (12C1(e))",
                "a different assignment for East-West: split score (Law 12C1(e))",
            ),
            example="4♠-1 N",
            more=True,
        ),
        DECLARER,
        VUL,
        BOARD,
        TRAVELLER,
        OTHER_TABLE,
        NEUBERG_OF,
        PROFILE,
    ),
    compute=compute,
    ways=(
        Way("artificial", Text.of("Kunstmatig (12C2)", "Artificial (12C2)"),
            ("artificial", "session")),
        Way("assigned", Text.of("Vervangend (12C1)", "Assigned (12C1)"),
            ("weighted", "ew_weighted", "declarer", "vul", "board", "traveller", "other_table",
             "neuberg_of")),
    ),
)
