"""``arbiter calc score 4♠X= --vul ja``: the duplicate score of a result, step by step.

The director checks a score that a player disputes, or scores an assigned result; so
the output shows every part of the figure (trick score, bonuses, over- and undertricks)
and, when the declarer is known, the North-South score a traveller lists. Without
``--vul`` or ``--board`` both vulnerabilities are shown.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.scoring import (
    BoardInfo,
    Result,
    Vulnerability,
    board_info,
    score,
    score_lines,
)
from arbiter.calc.service.declare import Calculator, Input
from arbiter.calc.service.inputs import BOARD, DECLARER, VUL, VulOption, vulnerability
from arbiter.i18n import InputError, Lang, Text


def board_json(info: BoardInfo | None, lang: Lang) -> dict[str, Any] | None:
    if info is None:
        return None
    return {
        "number": info.number,
        "dealer": info.dealer.abbr("en"),
        "vulnerability": info.vulnerability.value,
        "text": info.describe().get_lang(lang),
    }


def ns_points(result: Result, points: int) -> int | None:
    """The North-South score of ``points`` for the declaring side; None without declarer."""
    if result.declarer is None:
        return None
    return points if result.declarer.side.value == "NS" else -points


@dataclass(frozen=True)
class ScoreOutcome:
    result: Result
    board: BoardInfo | None
    vulnerable: bool | None  # of the declaring side; None when not given
    scores: dict[bool, int]  # by vulnerability, always both

    def as_json(self, lang: Lang) -> dict[str, Any]:
        result, vulnerable = self.result, self.vulnerable
        points = None if vulnerable is None else self.scores[vulnerable]
        lines = score_lines(result, bool(vulnerable)) if vulnerable is not None else ()
        return {
            "lang": lang,
            "result": result.format(lang, declarer=False),
            "level": result.level,
            "denomination": result.denom.letter("en"),
            "doubled": result.doubled,
            "over": result.over,
            "tricks": result.tricks,
            "declarer": None if result.declarer is None else result.declarer.abbr("en"),
            "board": board_json(self.board, lang),
            "vulnerable": vulnerable,
            "score": points,
            "ns_score": None if points is None else ns_points(result, points),
            "lines": [
                {"key": line.key, "points": line.points, "text": line.text.get_lang(lang)}
                for line in lines
            ],
            "by_vulnerability": {
                "not_vulnerable": self.scores[False],
                "vulnerable": self.scores[True],
            },
            "explanation": self.text(lang),
        }

    def text(self, lang: Lang) -> str:
        result = self.result
        out = [] if self.board is None else [self.board.describe().get_lang(lang)]
        cases = [self.vulnerable] if self.vulnerable is not None else [False, True]
        for vulnerable in cases:
            points = self.scores[vulnerable]
            state = {
                "nl": ("niet kwetsbaar", "kwetsbaar"),
                "en": ("not vulnerable", "vulnerable"),
            }[lang][vulnerable]
            out.append(f"{result.format(lang)}, {state}: {points:+d}")
            for line in score_lines(result, vulnerable):
                out.append(f"  {line.points:>6}  {line.text.get_lang(lang)}")
            label = "totaal voor de leidende partij" if lang == "nl" else "total for declaring side"
            out.append(f"  {points:>6}  {label}")
            ns = ns_points(result, points)
            if ns is not None:
                out.append(f"  NZ-score: {ns:+d}" if lang == "nl" else f"  NS score: {ns:+d}")
        if self.vulnerable is None:
            out.append(
                "Geef --vul ja/nee of --board N voor één score."
                if lang == "nl"
                else "Give --vul yes/no or --board N for a single score."
            )
        return "\n".join(out)


def resolve_declarer(result: Result, declarer: Seat | None) -> Result:
    """The result with ``--declarer`` applied; a conflict with the text is an error."""
    if declarer is None:
        return result
    if result.declarer is not None and result.declarer is not declarer:
        raise InputError(
            f"De leider staat twee keer opgegeven: {result.declarer.abbr('nl')} in het "
            f"resultaat en {declarer.abbr('nl')} bij --declarer.",
            f"Declarer is given twice: {result.declarer.abbr('en')} in the result and "
            f"{declarer.abbr('en')} with --declarer.",
            ("4♠X= N", "--declarer N"),
        )
    return result.with_declarer(declarer)


def compute(
    result: Result, vul: VulOption | None, board: int | None, declarer: Seat | None
) -> ScoreOutcome:
    result = resolve_declarer(result, declarer)
    info = board_info(board) if board is not None else None
    found, relative = vulnerability(vul, board)
    vulnerable: bool | None = None
    if found is not None:
        if relative or found in (Vulnerability.NONE, Vulnerability.BOTH):
            vulnerable = found is Vulnerability.BOTH
        elif result.declarer is None:
            raise InputError(
                f"Alleen {found.format('nl')}: zeg wie de leider was (--declarer of '4♠= N').",
                f"Only {found.format('en')}: say who declared (--declarer or '4♠= N').",
                ("--declarer N/O/Z/W", "--declarer N/E/S/W"),
            )
        else:
            vulnerable = found.is_vulnerable(result.declarer.side)
    scores = {False: score(result, False), True: score(result, True)}
    return ScoreOutcome(result, info, vulnerable, scores)


CALCULATOR = Calculator(
    name="score",
    title=Text.of("Score van een resultaat", "Score of a result"),
    description=Text.of(
        "Duplicatescore van een resultaat, opgebouwd uit slagpunten, premies en over- of "
        "onderslagen.",
        "Duplicate score of a result, built up from trick score, bonuses and over- or undertricks.",
    ),
    inputs=(
        Input(
            "result",
            "result",
            Text.of("Resultaat", "Result"),
            Text.of("bv. 4♠X=, 3SA-2, 4♥XX+1, 6♦= N", "e.g. 4♠X=, 3NT-2, 4♥XX+1, 6♦= N"),
            required=True,
            positional=True,
            words=True,
            parse=Result.parse,
            example="4♠X=",
        ),
        replace(
            VUL,
            hint=Text.of(
                "ja/nee (leidende partij) of niemand/NZ/OW/allen; leeg: beide scores",
                "yes/no (declaring side) or none/NS/EW/all; empty: both scores",
            ),
        ),
        BOARD,
        replace(
            DECLARER,
            label=Text.of("Leider", "Declarer"),
            hint=Text.of("N/O/Z/W: dan ook de NZ-score", "N/E/S/W: then also the NS score"),
        ),
    ),
    compute=compute,
)
