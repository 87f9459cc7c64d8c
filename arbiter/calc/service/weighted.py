"""``arbiter calc weighted``: the likely results without the irregularity, with the deal.

    arbiter calc weighted --deal "N:AKQ.... ..." --board 5 \\
        --candidates "60% 4♠ N, 40% 4♠-1 N" [--traveller "420,450,-50" | --other-table 420]

Help to the judgement of an assigned adjusted score (Law 12C1(c)): for each candidate the
director names (a contract and its declarer, the result if he knows it) the double-dummy
tricks, the result and the North-South score; then the weighted score, and with the other
scores on the board the matchpoints or IMPs. A candidate without a result takes the
double-dummy tricks. The likely results and their weights are the director's decision;
every text says so. The arithmetic of weighting is :mod:`arbiter.calc.adjusted`'s, the
same as ``arbiter calc adjusted --weighted``; this calculator adds the deal.

The solver is loaded only when the deal is solved, and DDS is not thread-safe: the web
runs this calculator in the double-dummy lane (``serial``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.adjusted import AssignedIMPs, AssignedMatchpoints, SplitScore
from arbiter.calc.candidates import ACCEPTED, Candidate, Scored, parse_candidates
from arbiter.calc.matchpoints import format_number
from arbiter.calc.scoring import Vulnerability
from arbiter.calc.service.adjusted import (
    compared_with,
    imps_line,
    matchpoints_json,
    matchpoints_lines,
)
from arbiter.calc.service.declare import Calculator, Input, Way
from arbiter.calc.service.inputs import (
    BOARD,
    DECLARER,
    NEUBERG_OF,
    OTHER_TABLE,
    PROFILE,
    TRAVELLER,
    VUL_OF_DEAL,
)
from arbiter.i18n import InputError, Lang, Text
from arbiter.laws.profiles import Profile

#: The laws the help rests on: 12C1(c) lets the director weight the likely results;
#: 12C1(e) takes from the non-offending side what its own serious error or gamble cost.
LAWS = ("12C1(c)", "12C1(e)")

HELP = Text.of(
    "Hulp bij uw oordeel, niet de uitspraak. Welke resultaten zonder de onregelmatigheid "
    "waarschijnlijk waren en hoe zwaar elk weegt, beslist u als arbiter (12C1(c)); "
    "het programma rekent alleen.",
    "Help to your judgement, not the ruling. Which results were likely without the "
    "irregularity, and how much each weighs, is yours to decide as director (Law 12C1(c)); "
    "the program only does the arithmetic.",
)
SPLIT_NOTE = Text.of(
    "Maakte de niet-overtredende partij daarna zelf een ernstige fout, of gokte zij, dan "
    "krijgt zij voor dat deel geen herstel (12C1(e)): geef elke partij dan haar eigen score "
    "(Arbitrale score, splitscore).",
    "If the non-offending side then made a serious error of its own, or gambled, it gets no "
    "redress for that part (Law 12C1(e)): give each side its own score then (Adjusted "
    "score, split score).",
)
LEGAL = Text.of(
    "Weeg alleen resultaten die op een reglementaire manier bereikt konden worden (12C1(c)).",
    "Weight only results that could have been reached in a legal manner (Law 12C1(c)).",
)
_GIVEN = Text.of(
    "* resultaat door u opgegeven; de andere volgen uit de double-dummyslagen.",
    "* result as you gave it; the others follow from the double-dummy tricks.",
)


def _contract(s: Scored, lang: Lang) -> str:
    """``4♠X``: the contract of a candidate, without its result."""
    r = s.result
    return f"{r.level}{r.denom.format(lang)}{'X' * r.doubled}"


@dataclass(frozen=True)
class Assignment:
    """One side's candidates scored on the deal, weighted, and compared when there was
    something to compare with (matchpoints: the other tables; IMPs: the other table).
    Scores and figures are North-South's, as on a traveller."""

    scored: tuple[Scored, ...]
    evaluation: AssignedMatchpoints | AssignedIMPs | None

    @property
    def weighted_ns_score(self) -> float:
        return sum(s.percent / 100 * s.ns_score for s in self.scored)

    @property
    def unit_is_mp(self) -> bool:
        return isinstance(self.evaluation, AssignedMatchpoints)

    def _values(self) -> list[float | None]:
        if self.evaluation is None:
            return [None] * len(self.scored)
        return [c.ns_value for c in self.evaluation.components]

    def as_json(self, lang: Lang) -> dict[str, Any]:
        evaluation = self.evaluation
        candidates = []
        for s, value in zip(self.scored, self._values(), strict=True):
            item: dict[str, Any] = {
                "percent": s.percent,
                "contract": _contract(s, lang),
                "declarer": s.candidate.declarer.abbr("en"),
                "dd_tricks": s.dd_tricks,
                "result_given": s.candidate.given,
                "result": s.result.format(lang, declarer=False),
                "tricks": s.result.tricks,
                "ns_score": s.ns_score,
            }
            if value is None:  # no evaluation: the scores alone
                pass
            elif isinstance(evaluation, AssignedMatchpoints):
                top = evaluation.traveller.top
                item.update(ns_mp=value, ns_percent=50.0 if not top else 100 * value / top)
            elif isinstance(evaluation, AssignedIMPs):
                item.update(ns_imps=value, difference=s.ns_score - evaluation.other_table)
            candidates.append(item)
        out: dict[str, Any] = {
            "candidates": candidates,
            "weighted_ns_score": self.weighted_ns_score,
            "unit": None,
        }
        if isinstance(evaluation, AssignedMatchpoints):
            out.update(unit="matchpoints", **matchpoints_json(evaluation, lang))
        elif isinstance(evaluation, AssignedIMPs):
            out.update(unit="imps", other_table=evaluation.other_table,
                       ns_imps=evaluation.ns_imps, ew_imps=evaluation.ew_imps)  # fmt: skip
        return out

    def rows(self, lang: Lang) -> list[list[str]]:
        """The table: a header, then per candidate its weight, contract and declarer,
        double-dummy tricks, result (``*``: as the director gave it), NS score and, when
        compared, its matchpoints or IMPs. The page shows the same rows as a table."""
        nl, evaluation = lang == "nl", self.evaluation
        head = ["%", "Contract", "DD", "Resultaat" if nl else "Result", "NZ" if nl else "NS"]
        if isinstance(evaluation, AssignedMatchpoints):
            head.append("mp")
        elif isinstance(evaluation, AssignedIMPs):
            head.append("IMP" if nl else "IMPs")
        rows = [head]
        for s, value in zip(self.scored, self._values(), strict=True):
            row = [
                format_number(s.percent, lang),
                f"{_contract(s, lang)} {s.candidate.declarer.abbr(lang)}",
                str(s.dd_tricks),
                s.result.format(lang, declarer=False) + (" *" if s.candidate.given else ""),
                f"{s.ns_score:+d}",
            ]
            if value is None:  # no evaluation: the scores alone
                pass
            elif isinstance(evaluation, AssignedMatchpoints):
                row.append(format_number(value, lang))
            elif isinstance(evaluation, AssignedIMPs):
                row.append(f"{value:+g}".replace(".", "," if nl else "."))
            rows.append(row)
        return rows

    def summary(self, lang: Lang) -> list[str]:
        """The weighted NS score, then what it earns (or what to give for that)."""
        nl, evaluation = lang == "nl", self.evaluation
        mean = format_number(self.weighted_ns_score, lang)
        mean = f"+{mean}" if self.weighted_ns_score > 0 else mean
        lines = [f"Gewogen NZ-score: {mean}." if nl else f"Weighted NS score: {mean}."]
        single = len(self.scored) == 1
        weights = " + ".join(
            f"{format_number(s.percent / 100, lang, 4)} × {format_number(v, lang)}"
            for s, v in zip(self.scored, self._values(), strict=True)
            if v is not None
        )
        if isinstance(evaluation, AssignedMatchpoints):
            lines += matchpoints_lines(evaluation, single, weights, lang)
        elif isinstance(evaluation, AssignedIMPs):
            lines.append(imps_line(evaluation, single, weights, lang))
        else:
            lines.append(
                "Geef de andere NZ-scores (paren) of de andere tafel (viertallen) voor "
                "matchpunten of IMPs."
                if nl
                else "Give the other NS scores (pairs) or the other table (teams) for "
                "matchpoints or IMPs."
            )
        return lines

    def table_lines(self, lang: Lang) -> list[str]:
        rows = self.rows(lang)
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        return [
            "  ".join(c.rjust(w) if i in (0, 2, 4, 5) else c.ljust(w)
                      for i, (c, w) in enumerate(zip(r, widths, strict=True))).rstrip()
            for r in rows
        ]  # fmt: skip


@dataclass(frozen=True)
class WeightedOutcome:
    """The candidates on the deal: one assignment for both sides, or (12C1(e)) one for
    North-South and one for East-West, each scored from North-South's view."""

    ns: Assignment
    ew: Assignment | None
    dd: Any  # arbiter.calc.double_dummy.DoubleDummy (imported with the solver)
    board: int | None
    vulnerability: Vulnerability
    rules: Profile

    @property
    def split(self) -> SplitScore | None:
        """What each side gets when the assignments differ (both compared)."""
        if self.ew is None or self.ns.evaluation is None or self.ew.evaluation is None:
            return None
        return SplitScore(self.ns.evaluation, self.ew.evaluation)

    def as_json(self, lang: Lang) -> dict[str, Any]:
        from arbiter.calc.double_dummy import DISCLAIMER

        dd = self.dd
        out: dict[str, Any] = {
            "lang": lang,
            "board": self.board,
            "deal": dd.deal.to_pbn(),
            "dealer": None if dd.dealer is None else dd.dealer.abbr("en"),
            "vulnerability": self.vulnerability.value,
            "par_score_ns": dd.par_score,
            "par": [p.format("en") for p in dd.par],
            **self.ns.as_json(lang),
            "ew": None if self.ew is None else self.ew.as_json(lang),
            "split": None,
            "profile": self.rules.name,
            "laws": list(LAWS),
            "help": HELP.get_lang(lang),
            "note": DISCLAIMER.get_lang(lang),
            "explanation": self.text(lang),
        }
        split = self.split
        if split is not None:
            out["split"] = {"ns_result": split.ns_result, "ew_result": split.ew_result,
                            "unit": "percent" if self.ns.unit_is_mp else "imps",
                            "balancing": split.balancing}  # fmt: skip
        return out

    def blocks(self, lang: Lang) -> list[tuple[str | None, Assignment]]:
        """The assignments with their headings (none when one serves both sides)."""
        if self.ew is None:
            return [(None, self.ns)]
        nl = lang == "nl"
        return [
            ("Voor Noord-Zuid" if nl else "For North-South", self.ns),
            ("Voor Oost-West" if nl else "For East-West", self.ew),
        ]

    def split_line(self, lang: Lang) -> str | None:
        """What each side gets under a split score, and whether that balances."""
        split = self.split
        if split is None:
            return None
        nl = lang == "nl"
        unit = "%" if self.ns.unit_is_mp else ("IMP" if nl else "IMPs")
        ns, ew = (format_number(v, lang) for v in (split.ns_result, split.ew_result))
        if nl:
            return f"Splitscore (12C1(e)): NZ krijgt {ns} {unit}, OW {ew} {unit}. " + (
                "Die scores zijn complementair." if split.balancing
                else "Die scores zijn niet complementair; zo hoort het bij een splitscore."
            )  # fmt: skip
        return f"Split score (Law 12C1(e)): NS get {ns} {unit}, EW {ew} {unit}. " + (
            "The scores balance." if split.balancing else "The scores do not balance, as a "
            "split score may."
        )  # fmt: skip

    def notes(self, lang: Lang) -> list[str]:
        """What the table rests on: given results, double dummy, 12C1(e)."""
        from arbiter.calc.double_dummy import DISCLAIMER

        sides = [a for _, a in self.blocks(lang)]
        given = any(s.candidate.given for a in sides for s in a.scored)
        return [
            *([_GIVEN.get_lang(lang)] if given else []),
            LEGAL.get_lang(lang),
            DISCLAIMER.get_lang(lang),
            *([SPLIT_NOTE.get_lang(lang)] if self.ew is None else []),
        ]

    def text(self, lang: Lang) -> str:
        """A table the director reads in a minute: one row per candidate, then the sums."""
        lines = [HELP.get_lang(lang), self.board_line(lang)]
        for title, assignment in self.blocks(lang):
            lines += ["", *([title] if title else []), *assignment.table_lines(lang), ""]
            lines += assignment.summary(lang)
        split = self.split_line(lang)
        return "\n".join([*lines, *(["", split] if split else []), "", *self.notes(lang)])

    def board_line(self, lang: Lang) -> str:
        """``Spel 5 · gever N · NZ kwetsbaar · par ...``: what the board number gives."""
        nl, dd = lang == "nl", self.dd
        parts = []
        if self.board is not None:
            parts.append(f"{'Spel' if nl else 'Board'} {self.board}")
        if dd.dealer is not None:
            parts.append(f"{'gever' if nl else 'dealer'} {dd.dealer.abbr(lang)}")
        parts.append(self.vulnerability.format(lang))
        if dd.par_score is not None:
            contracts = ", ".join(p.format(lang) for p in dd.par) or "-"
            parts.append(f"par {contracts}: {'NZ' if nl else 'NS'} {dd.par_score:+d}")
        text = " · ".join(parts)
        return text[:1].upper() + text[1:]


def compute(
    candidates: str,
    ew_candidates: str | None,
    deal: str | None,
    pbn: str | None,
    board: int | None,
    vul: Vulnerability | None,
    other_table: int | None,
    traveller: str | None,
    declarer: Seat | None,
    neuberg_of: int | None,
    profile: Profile,
) -> WeightedOutcome:
    from arbiter.calc.adjusted import imp_assigned, matchpoint_assigned
    from arbiter.calc.candidates import assigned, score_candidates
    from arbiter.calc.play import Deal
    from arbiter.calc.scoring import board_info

    chosen = parse_candidates(candidates, declarer)  # before the solver: quick messages
    for_ew = parse_candidates(ew_candidates, declarer) if ew_candidates is not None else None
    if not profile.get("weighted_scores") and any(
        len(side) > 1 for side in (chosen, for_ew or ())
    ):
        raise InputError(
            f"Het reglement ({profile.name}) staat geen gewogen score toe (12C1(c)): geef "
            "één kandidaat per partij.",
            f"The regulations ({profile.name}) do not allow a weighted score (Law 12C1(c)): "
            "give one candidate per side.",
            ("4♠ N", "4♠-1 N"),
        )
    if for_ew is not None and traveller is None and other_table is None:
        raise InputError(
            "Een splitscore vraagt om de andere scores (--traveller) of de andere tafel "
            "(--other-table): anders is er niets te vergelijken.",
            "A split score needs the other scores (--traveller) or the other table "
            "(--other-table): otherwise there is nothing to compare.",
            ("--traveller", "--other-table"),
        )
    others = compared_with(traveller, other_table, profile)
    found_dealer = found_vul = None
    number = board
    if pbn is not None:
        from arbiter.calc.pbn_board import read_pbn

        found = read_pbn(pbn, board, with_play=False)
        hands, found_dealer, found_vul = found.deal, found.dealer, found.vulnerability
        number = found.number if found.number is not None else board
    else:
        hands = Deal.parse_pbn(deal or "")
        if board is not None:
            info = board_info(board)
            found_dealer, found_vul = info.dealer, info.vulnerability
    vulnerability = vul if vul is not None else found_vul
    if vulnerability is None:
        raise InputError(
            "De kwetsbaarheid ontbreekt: geef het spelnummer (--board) of --vul.",
            "The vulnerability is missing: give the board number (--board) or --vul.",
            ("--board 5", "--vul niemand/NZ/OW/allen", "--vul none/NS/EW/all"),
        )
    from arbiter.calc.double_dummy import double_dummy

    dd = double_dummy(hands, vulnerability, found_dealer)

    def assignment(candidates: tuple[Candidate, ...]) -> Assignment:
        scored = score_candidates(candidates, dd.tricks, vulnerability)
        weighted = assigned(scored)
        if others is not None:
            return Assignment(scored, matchpoint_assigned(
                weighted, vulnerability, others, None, neuberg_of, profile.matchpoints_per_beat
            ))  # fmt: skip
        if other_table is not None:
            return Assignment(scored, imp_assigned(weighted, vulnerability, other_table))
        return Assignment(scored, None)

    return WeightedOutcome(
        assignment(chosen), None if for_ew is None else assignment(for_ew), dd, number,
        vulnerability, profile,
    )  # fmt: skip


CALCULATOR = Calculator(
    name="weighted",
    title=Text.of("Gewogen score met double dummy", "Weighted score with double dummy"),
    description=Text.of(
        "Vervangende score (12C1(c)): per kandidaat de double-dummyslagen, het resultaat en "
        "de score, dan de gewogen score in matchpunten of IMPs. Hulp bij uw oordeel.",
        "Assigned score (Law 12C1(c)): for each candidate the double-dummy tricks, the "
        "result and the score, then the weighted score in matchpoints or IMPs. Help to "
        "your judgement.",
    ),
    inputs=(
        Input(
            "candidates",
            "contracts",
            Text.of("Kandidaten", "Candidates"),
            Text.of(
                "contract en leider met gewicht: 60% 4♠ N, 40% 4♠-1 N; zonder resultaat "
                "telt het double-dummyresultaat",
                "contract and declarer with a weight: 60% 4♠ N, 40% 4♠-1 N; without a "
                "result the double-dummy result counts",
            ),
            required=True,
            example=ACCEPTED[1],
        ),
        Input(
            "ew_candidates",
            "contracts",
            Text.of("Kandidaten voor OW", "Candidates for EW"),
            Text.of(
                "alleen bij een splitscore (12C1(e)): wat Oost-West krijgt, als dat anders is",
                "only for a split score (Law 12C1(e)): what East-West get, when it differs",
            ),
            example="4♠-1 N",
            more=True,
        ),
        Input(
            "deal",
            "deal",
            Text.of("Spelverdeling (PBN)", "Deal (PBN)"),
            Text.of("N:AKQJ.T98.765.432 ... (T = 10)", "N:AKQJ.T98.765.432 ... (T = 10)"),
            example="N:AKQJ.T98.765.432 ...",
        ),
        Input(
            "pbn",
            "pbn",
            Text.of("PBN-bestand", "PBN file"),
            Text.of(
                "de inhoud van een PBN-bestand; het spelnummer kiest het spel",
                "the contents of a PBN file; the board number picks the board",
            ),
            example='[Deal "N:AKQJ.T98.765.432 ..."]',
        ),
        replace(
            BOARD,
            hint=Text.of(
                "geeft gever en kwetsbaarheid (en het spel in een PBN-bestand)",
                "gives dealer and vulnerability (and the board in a PBN file)",
            ),
        ),
        replace(
            VUL_OF_DEAL,
            hint=Text.of(
                "niemand/NZ/OW/allen, als het spelnummer niet bekend is",
                "none/NS/EW/all, when the board number is not known",
            ),
            more=True,
        ),
        OTHER_TABLE,
        TRAVELLER,
        replace(DECLARER, more=True),
        NEUBERG_OF,
        PROFILE,
    ),
    compute=compute,
    one_of=(("deal", "pbn"),),
    serial=True,
    page="calc_weighted.html",
    ways=(
        Way("deal", Text.of("Spelverdeling", "Deal"), ("deal",)),
        Way("pbn", Text.of("PBN-bestand", "PBN file"), ("pbn",)),
    ),
)
