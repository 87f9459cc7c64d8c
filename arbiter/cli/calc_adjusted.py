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

import argparse
import json
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.adjusted import (
    AssignedIMPs,
    AssignedMatchpoints,
    AssignedScore,
    artificial,
    imp_assigned,
    matchpoint_assigned,
    split,
)
from arbiter.calc.matchpoints import format_number, parse_traveller
from arbiter.calc.scoring import (
    Vulnerability,
    ns_score,
    parse_board_number,
    vulnerability_option,
)
from arbiter.cli.calc_imps import score_value
from arbiter.cli.calc_matchpoints import averages_of, entry_text, parse_count
from arbiter.i18n import InputError, Lang, Text, parse_lang
from arbiter.laws.profiles import Profile, profile

ACCEPTED = (
    "--artificial avg-plus [--session 63.5]",
    '--weighted "30% 4♠=, 70% 4♠-1" --declarer N --vul nee [--traveller ... | --other-table ...]',
)

TITLE = Text.of("Arbitrale score", "Adjusted score")
DESCRIPTION = Text.of(
    "Kunstmatige (12C2) en vervangende (12C1) arbitrale score, ook gewogen of als splitscore.",
    "Artificial (Law 12C2) and assigned (Law 12C1) adjusted scores, also weighted or split.",
)
LABELS: dict[str, Text] = {
    "artificial": Text.of("Kunstmatige score", "Artificial score"),
    "session": Text.of("Zittingspercentage", "Session percentage"),
    "weighted": Text.of("Vervangende score", "Assigned score"),
    "ew_weighted": Text.of("Vervangende score OW", "Assigned score EW"),
    "declarer": Text.of("Leider", "Declarer"),
    "vul": Text.of("Kwetsbaar", "Vulnerable"),
    "board": Text.of("Spelnummer", "Board number"),
    "traveller": Text.of("Andere NZ-scores (paren)", "Other NS scores (pairs)"),
    "other_table": Text.of("Andere tafel (viertallen)", "Other table (teams)"),
    "neuberg_of": Text.of("Neuberg: aantal resultaten", "Neuberg: number of results"),
    "profile": Text.of("Reglement", "Regulations"),
}
HELP: dict[str, Text] = {
    "artificial": Text.of(
        "G-, G of G+ (gemiddeld-min, gemiddeld, gemiddeld-plus)",
        "avg-minus, avg, avg-plus (G-, G, G+)",
    ),
    "session": Text.of(
        "zittingspercentage van het paar, voor 12C2(c)",
        "session percentage of the contestant, for Law 12C2(c)",
    ),
    "weighted": Text.of(
        "eventueel gewogen: 30% 4♠=, 70% 4♠-1", "weighted if need be: 30% 4♠=, 70% 4♠-1"
    ),
    "ew_weighted": Text.of(
        "een andere toewijzing voor Oost-West: splitscore (12C1(e))",
        "a different assignment for East-West: split score (Law 12C1(e))",
    ),
    "declarer": Text.of(
        "N/O/Z/W: leider van resultaten zonder windrichting",
        "N/E/S/W: declarer of results without a seat",
    ),
    "vul": Text.of(
        "ja/nee (leidende partij) of niemand/NZ/OW/allen",
        "yes/no (declaring side) or none/NS/EW/all",
    ),
    "board": Text.of(
        "de kwetsbaarheid volgt uit het spelnummer", "vulnerability from the board number"
    ),
    "traveller": Text.of(
        "parenwedstrijd: NZ-scores van de andere tafels op dit spel: 420,450,-50",
        "pairs: the other tables' NS scores on this board: 420,450,-50",
    ),
    "other_table": Text.of(
        "viertallen: NZ-score aan de andere tafel", "teams: NS score at the other table"
    ),
    "neuberg_of": Text.of(
        "het aantal resultaten dat het spel had moeten hebben",
        "the number of results the board should have had",
    ),
    "profile": Text.of(
        "reglementsprofiel: NBB (standaard), WBF, EBU, ACBL",
        "regulation profile: NBB (default), WBF, EBU, ACBL",
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--artificial", help="avg-minus, avg, avg-plus (G-, G, G+)")
    parser.add_argument("--session", help="session percentage of the contestant (12C2(c))")
    parser.add_argument("--weighted", help='assigned score: "30%% 4♠=, 70%% 4♠-1"')
    parser.add_argument("--ew-weighted", help="a different assignment for East-West (split)")
    parser.add_argument("--declarer", help="N/O/Z/W: declarer of results without a seat")
    parser.add_argument("--vul", help="ja/nee (declaring side) or niemand/NZ/OW/allen")
    parser.add_argument("--board", help="board number: vulnerability from the board")
    parser.add_argument("--traveller", help="the other tables' NS scores: pairs")
    parser.add_argument("--other-table", help="NS score at the other table: teams")
    parser.add_argument("--neuberg-of", help="number of results the board should have")
    parser.add_argument("--profile", help="regulation profile: NBB (default), WBF, EBU, ACBL")


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    rules = profile(args.profile)
    if (args.artificial is None) == (args.weighted is None):
        raise InputError(
            "Geef óf --artificial (kunstmatige score), óf --weighted (vervangende score).",
            "Give either --artificial (artificial score) or --weighted (assigned score).",
            ACCEPTED,
        )
    if args.artificial is not None:
        data = _artificial(args, rules, lang)
    else:
        data = _assigned(args, rules, lang)
    if args.json:
        print(json.dumps({"lang": lang, **data}, ensure_ascii=False, indent=2))
    else:
        print(data["explanation"])
    return 0


def _percentage(text: str) -> float:
    value = text.strip().rstrip("%").strip().replace(",", ".")
    try:
        number = float(value)
    except ValueError:
        raise InputError(
            f"Zittingspercentage '{text}' is geen getal.",
            f"Session percentage '{text}' is not a number.",
            ("63.5", "63,5"),
        ) from None
    return number


def _artificial(args: argparse.Namespace, rules: Profile, lang: Lang) -> dict[str, Any]:
    session = _percentage(args.session) if args.session is not None else None
    score = artificial(args.artificial, rules, session)
    return {
        "mode": "artificial",
        "profile": score.profile,
        "kind": score.kind,
        "percent": score.percent,
        "imps": score.imps,
        "session": session,
        "session_exception": score.session_exception,
        "laws": list(score.laws),
        "sources": {
            "percent": rules.source(f"{score.kind}_percent"),
            "imps": rules.source(f"{score.kind}_imps"),
        },
        "explanation": score.explanation.get_lang(lang),
    }


def _vulnerability(args: argparse.Namespace, assignments: list[AssignedScore]) -> Vulnerability:
    board = parse_board_number(args.board) if args.board is not None else None
    vulnerability, relative = vulnerability_option(args.vul, board)
    if vulnerability is None:
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
    return vulnerability


def _assigned(args: argparse.Namespace, rules: Profile, lang: Lang) -> dict[str, Any]:
    declarer = Seat.parse(args.declarer) if args.declarer is not None else None
    for_ns = AssignedScore.parse(args.weighted, declarer)
    for_ew = (
        AssignedScore.parse(args.ew_weighted, declarer) if args.ew_weighted is not None else None
    )
    assignments = [for_ns] if for_ew is None else [for_ns, for_ew]
    vulnerability = _vulnerability(args, assignments)
    if args.traveller is not None and args.other_table is not None:
        raise InputError(
            "Geef --traveller (parenwedstrijd) of --other-table (viertallen), niet allebei.",
            "Give --traveller (pairs) or --other-table (teams), not both.",
            ("--traveller", "--other-table"),
        )
    others = (
        parse_traveller(args.traveller, averages_of(rules)) if args.traveller is not None else None
    )
    other_table = score_value(args.other_table) if args.other_table is not None else None
    expected = parse_count(args.neuberg_of, "--neuberg-of") if args.neuberg_of else None
    per_beat = rules.matchpoints_per_beat

    def evaluate(assigned: AssignedScore) -> AssignedMatchpoints | AssignedIMPs | None:
        if others is not None:
            return matchpoint_assigned(assigned, vulnerability, others, None, expected, per_beat)
        if other_table is not None:
            return imp_assigned(assigned, vulnerability, other_table)
        return None

    if for_ew is None:
        block = _block(for_ns, vulnerability, evaluate(for_ns), lang)
        return {
            "mode": "assigned",
            "profile": rules.name,
            "vulnerability": vulnerability.value,
            **block,
        }
    if others is None and other_table is None:
        raise InputError(
            "Een splitscore vraagt om de andere scores (--traveller) of de andere tafel "
            "(--other-table): anders is er niets te vergelijken.",
            "A split score needs the other scores (--traveller) or the other table "
            "(--other-table): otherwise there is nothing to compare.",
            ("--traveller", "--other-table"),
        )
    scored = split(for_ns, for_ew, vulnerability, others, other_table, None, expected, per_beat)
    ns_block = _block(for_ns, vulnerability, scored.ns, lang)
    ew_block = _block(for_ew, vulnerability, scored.ew, lang)
    unit = "%" if others is not None else ("IMP" if lang == "nl" else "IMPs")
    ns_text, ew_text = (format_number(v, lang) for v in (scored.ns_result, scored.ew_result))
    if lang == "nl":
        summary = f"Splitscore (12C1(e)): NZ krijgt {ns_text} {unit}, OW {ew_text} {unit}. " + (
            "Die scores zijn complementair."
            if scored.balancing
            else "Die scores zijn niet complementair; zo hoort het bij een splitscore."
        )
    else:
        summary = f"Split score (Law 12C1(e)): NS get {ns_text} {unit}, EW {ew_text} {unit}. " + (
            "The scores balance."
            if scored.balancing
            else "The scores do not balance, as a split score may."
        )
    return {
        "mode": "split",
        "profile": rules.name,
        "vulnerability": vulnerability.value,
        "ns": ns_block,
        "ew": ew_block,
        "ns_result": scored.ns_result,
        "ew_result": scored.ew_result,
        "unit": "percent" if others is not None else "imps",
        "balancing": scored.balancing,
        "explanation": "\n\n".join(
            [
                ("NZ — " if lang == "nl" else "NS — ") + ns_block["explanation"],
                ("OW — " if lang == "nl" else "EW — ") + ew_block["explanation"],
                summary,
            ]
        ),
    }


def _block(
    assigned: AssignedScore,
    vulnerability: Vulnerability,
    evaluation: AssignedMatchpoints | AssignedIMPs | None,
    lang: Lang,
) -> dict[str, Any]:
    """JSON and text for one assignment: its components, what they earn, the weighting."""
    nl = lang == "nl"
    scores = [ns_score(c.result, vulnerability) for c in assigned.components]
    mean = sum(c.percent / 100 * s for c, s in zip(assigned.components, scores, strict=True))
    components: list[dict[str, Any]] = []
    lines = [
        (
            f"Vervangende arbitrale score (12C1): {assigned.format('nl')}; "
            f"{vulnerability.format('nl')}."
            if nl
            else f"Assigned adjusted score (Law 12C1): {assigned.format('en')}; "
            f"{vulnerability.format('en')}."
        )
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
        if isinstance(evaluation, AssignedMatchpoints):
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
        top = format_number(evaluation.traveller.top, lang)
        ns_pct = format_number(evaluation.ns_percent, lang)
        ew_pct = format_number(evaluation.ew_percent, lang)
        block.update(
            ns_mp=evaluation.ns_mp,
            top=evaluation.traveller.top,
            ns_percent=evaluation.ns_percent,
            ew_percent=evaluation.ew_percent,
            neuberg=evaluation.traveller.neuberg,
            traveller=[
                {
                    "entry": entry_text(line.entry, lang),
                    "ns_mp": round(line.ns_mp, 4),
                    "ns_percent": round(line.ns_percent, 4),
                    "ew_percent": round(line.ew_percent, 4),
                }
                for line in evaluation.traveller.lines
            ],
        )
        mp = format_number(evaluation.ns_mp, lang)
        label = ("Uitkomst" if nl else "Result") if single else ("Gewogen" if nl else "Weighted")
        sum_text = mp if single else f"{weights} = {mp}"
        lines.append(
            f"{label}: {sum_text} mp van {top}: NZ {ns_pct} %, OW {ew_pct} %."
            if nl
            else f"{label}: {sum_text} mp of {top}: NS {ns_pct} %, EW {ew_pct} %."
        )
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
    elif isinstance(evaluation, AssignedIMPs):
        block.update(ns_imps=evaluation.ns_imps, ew_imps=evaluation.ew_imps)
        ns_imps = format_number(evaluation.ns_imps, lang)
        ew_imps = format_number(evaluation.ew_imps, lang)
        if single:
            lines.append(
                f"Uitkomst: {ns_imps} IMP voor NZ, {ew_imps} IMP voor OW."
                if nl
                else f"Result: {ns_imps} IMPs for NS, {ew_imps} IMPs for EW."
            )
        else:
            lines.append(
                f"Gewogen: {weights} = {ns_imps} IMP voor NZ, {ew_imps} IMP voor OW. Elk "
                "resultaat is eerst in IMPs omgezet en daarna gewogen (12C1(c))."
                if nl
                else f"Weighted: {weights} = {ns_imps} IMPs for NS, {ew_imps} IMPs for EW. "
                "Each result was converted to IMPs first and then weighted (Law 12C1(c))."
            )
    else:
        avg = format_number(mean, lang)
        lines.append(
            f"Gewogen gemiddelde NZ-score: {avg} (alleen voor totaalpunten; geef --traveller of "
            "--other-table voor matchpunten of IMPs)."
            if nl
            else f"Weighted mean NS score: {avg} (for total points only; give --traveller or "
            "--other-table for matchpoints or IMPs)."
        )
    block["explanation"] = "\n".join(lines)
    return block
