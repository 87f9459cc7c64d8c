"""Calls in what a director types: "1h", "2 harten", "1♥ over 1♠", "8 ruiten".

Search reads them before the words: the irregular call becomes table data for the topics
that use one, and the situation the calls show (an insufficient bid, a bid above seven)
counts as words do (story cues with ``calls:``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbiter.guide.words import fold

#: The call situations a story cue may name (``calls:``), read from calls in the text.
CALL_SITUATIONS = ("insufficient", "sufficient", "above_seven")

_STRAINS = (
    "♣|♦|♥|♠|sans atout|sans|no ?trumps?|notrumps?|sa|nt|klaveren|klaver|ruiten|ruit|harten|"
    "hart|schoppen|schop|clubs?|diamonds?|hearts?|spades?|k|r|h|s|c|d|n"
)
_CALL = re.compile(rf"(?<![0-9a-z])([1-9])\s?({_STRAINS})(?![0-9a-z])", re.IGNORECASE)
_AFTER = re.compile(r"\b(?:over|op|boven|onder|after|na)\b")


@dataclass(frozen=True)
class CallsRead:
    """What the calls in a query say: the irregular call, and the situations shown."""

    call: str | None = None  # the call as table data ("1♥"), when there is one
    situations: frozenset[str] = frozenset()
    rest: str = ""  # the query without the calls


def read_calls(query: str) -> CallsRead:
    """Calls in the text: "1h", "2 harten", "1♥ over 1♠", "na 1♠ bood hij 1♥", "8 ruiten".

    The irregular call is the first of two when a word such as "over" or "op" stands
    between them ("1♥ over 1♠"), else the later one ("1♠ en toen 1♥", "na 1♠ 1♥").
    A level above seven is the situation ``above_seven``; a bid not higher than the one
    before it ``insufficient``, a higher one ``sufficient``.
    """
    from arbiter.bridge import Call
    from arbiter.i18n import InputError

    found: list[tuple[int, int, Call | None]] = []
    situations: set[str] = set()
    for match in _CALL.finditer(query):
        level, strain = int(match.group(1)), match.group(2)
        if level > 7:
            situations.add("above_seven")
            found.append((match.start(), match.end(), None))
            continue
        try:
            call = Call.parse(f"{level}{strain}")
        except (InputError, ValueError):
            continue
        found.append((match.start(), match.end(), call))
    if not found:
        return CallsRead(rest=query)
    rest = query
    for start, end, _ in reversed(found):
        rest = rest[:start] + " " + rest[end:]
    bids = [(start, end, c) for start, end, c in found if c is not None]
    irregular: Call | None = None
    if len(bids) == 1:
        irregular = bids[0][2]
    elif len(bids) >= 2:
        (_s1, e1, first), (s2, _e2, second) = bids[-2], bids[-1]
        between = fold(query[e1:s2])
        if _AFTER.search(between) and not between.startswith(("na", "after")):
            irregular, before = first, second  # "1♥ over 1♠"
        else:
            irregular, before = second, first  # "1♠ 1♥", "na 1♠ 1♥"
        situations.add("insufficient" if irregular <= before else "sufficient")
    return CallsRead(irregular.format("nl") if irregular else None, frozenset(situations), rest)
