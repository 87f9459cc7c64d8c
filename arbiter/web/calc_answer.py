"""A calculator's answer in one line, shown first on its page (issue 25: the results read
like terminal output, the answer somewhere in the middle).

Read from the calculator's own text, as the page shows it: the line that says what the
director came for (the score, the tricks to transfer, the kind of penalty card, the par,
the worst normal line of a claim). The whole explanation stays on the page, folded
under the answer. None when no line stands out: the page then shows the text open.
"""

from __future__ import annotations

import re
from typing import Any

from arbiter.i18n import Lang

#: The line that answers, by calculator: its first line, or the line starting with one of
#: these words (either language, as the calculators write them).
FIRST_LINE = ("score", "board", "revoke", "penalty")
#: A revoke found in a played deal: the corrected total, or else the one transfer found (its
#: first line is the board's: "Spel 16: 4♥ door N").
_REVOKE_TOTAL = ("Gecorrigeerd:", "Corrected:", "Geen verzaking gevonden.", "No revoke found.")
_TRANSFER = re.compile(r"^\d+ (slagen? over te dragen|tricks? to transfer)\b")
STARTS = {
    "auction": ("Onderwerp:", "Topic:"),
    "dd": ("Par:",),
    "weighted": ("Gewogen:", "Weighted:", "Gewogen NZ-score:", "Weighted NS score:"),
    "claim": ("Geclaimd:", "Claimed:"),
    "adjusted": ("Gemiddeld", "Average", "Vervangende", "Assigned", "Gewogen", "Weighted"),
}
_IMPS = re.compile(r"[+−-]\d+ IMPs?\b")
_SCORE = re.compile(r": [+−-]?\d+$")


def answer(name: str, text: str, lang: Lang, data: dict[str, Any] | None = None) -> str | None:
    """The answer line of calculator ``name``'s ``text`` (as the page shows it); ``data``,
    its JSON, where the text puts the answer after the rule (an artificial score)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return None
    if name == "adjusted" and data and data.get("mode") == "artificial":
        percent, imps = data.get("percent"), data.get("imps")
        if isinstance(percent, int | float) and isinstance(imps, int | float):
            number = f"{percent:g}".replace(".", ",") if lang == "nl" else f"{percent:g}"
            return f"{number} % ({imps:+g} IMP{'' if lang == 'nl' else 's'})"
    if name == "score":  # the line with the score (after the board's, when one was given)
        return next((line for line in lines if _SCORE.search(line)), lines[0])
    if name == "revoke" and data and "revokes" in data:  # found in a played deal
        return _revoke_in_deal(lines)
    if name in FIRST_LINE:
        return lines[0]
    if name == "imps":
        found = _IMPS.search(text)
        return found.group(0) if found else None
    if name == "matchpoints":
        rows = [line.split() for line in lines[1:] if re.match(r"^[+−-]?\d", line)]
        cells = [f"{row[0]}: {row[3]} %" for row in rows if len(row) >= 5]
        return (" · ".join(cells) + (" (NZ)" if lang == "nl" else " (NS)")) if cells else None
    for start in STARTS.get(name, ()):
        line = next((line for line in lines if line.startswith(start)), None)
        if line:
            return _first_sentence(line) if name == "adjusted" else line
    return None


def _revoke_in_deal(lines: list[str]) -> str | None:
    """The answer of a revoke found in a played deal: the corrected total when the deal is
    played out, else the one transfer found; None (the text open) for several unfinished."""
    total = next((line for line in lines if line.startswith(_REVOKE_TOTAL)), None)
    if total:
        return total
    transfers = [line for line in lines if _TRANSFER.match(line)]
    return transfers[0] if len(transfers) == 1 else None


def _first_sentence(line: str) -> str:
    cut = re.search(r"[.;](\s|$)", line)
    return line[: cut.start() + 1] if cut else line
