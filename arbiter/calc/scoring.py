"""Duplicate scores (Law 77), table results such as ``4♠X=``, and what a board number fixes.

A director needs the score of a result she did not see scored: an assigned result under
12C1, a result corrected within the correction period, the other table's score in a
teams match. Everything here is exact integer arithmetic on the Law 77 table, and it is
checked row by row against an independent implementation (endplay) in the tests.

The score is always from the declaring side's point of view; :func:`ns_score` turns it
into the North-South score a traveller lists, which needs the declarer's seat.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from arbiter.bridge import Call, Contract, Denom, Doubled, Seat, Side
from arbiter.bridge._text import normalize, shown
from arbiter.i18n import InputError, Lang, Text

__all__ = [
    "RESULT_ACCEPTED",
    "BoardInfo",
    "Result",
    "ScoreLine",
    "Vulnerability",
    "board_info",
    "ns_score",
    "parse_board_number",
    "score",
    "score_lines",
    "vulnerability_option",
]

RESULT_ACCEPTED: tuple[str, ...] = (
    "4♠=",
    "4♠X=",
    "4HXX+1",
    "3SA-2",
    "3NT-2",
    "6♦= N",
    "4♠X-1 door O",
)

# -- vulnerability and boards ---------------------------------------------------------------


class Vulnerability(Enum):
    """Who is vulnerable on a board (kwetsbaarheid): nobody, one side, or both."""

    NONE = "none"
    NS = "NS"
    EW = "EW"
    BOTH = "both"

    def is_vulnerable(self, side: Side) -> bool:
        """Whether ``side`` is vulnerable."""
        return self is Vulnerability.BOTH or self.value == side.value

    def format(self, lang: Lang = "nl") -> str:
        """``niemand kwetsbaar``, ``NZ kwetsbaar``, ``allen kwetsbaar``; en ``none vulnerable``."""
        return _VUL_TEXT[lang][self]

    @classmethod
    def of(cls, ns: bool, ew: bool) -> Vulnerability:
        """The vulnerability with these two sides vulnerable or not."""
        return {
            (False, False): cls.NONE,
            (True, False): cls.NS,
            (False, True): cls.EW,
            (True, True): cls.BOTH,
        }[(ns, ew)]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read ``niemand``/``none``/``-``, ``NZ``/``NS``, ``OW``/``EW``, ``allen``/``all``."""
        key = "-" if text.strip() == "-" else normalize(text).replace("/", "").replace("-", "")
        try:
            return _VUL_WORDS[key]
        except KeyError:
            raise InputError(
                f"Onbekende kwetsbaarheid {shown(text)}.",
                f"Unknown vulnerability {shown(text)}.",
                VUL_ACCEPTED,
            ) from None


VUL_ACCEPTED: tuple[str, ...] = (
    "niemand/none",
    "NZ/NS",
    "OW/EW",
    "allen/all/both",
)
_VUL_TEXT: dict[Lang, dict[Vulnerability, str]] = {
    "nl": {
        Vulnerability.NONE: "niemand kwetsbaar",
        Vulnerability.NS: "NZ kwetsbaar",
        Vulnerability.EW: "OW kwetsbaar",
        Vulnerability.BOTH: "allen kwetsbaar",
    },
    "en": {
        Vulnerability.NONE: "none vulnerable",
        Vulnerability.NS: "NS vulnerable",
        Vulnerability.EW: "EW vulnerable",
        Vulnerability.BOTH: "both vulnerable",
    },
}
_VUL_WORDS: dict[str, Vulnerability] = {
    **dict.fromkeys(("niemand", "none", "geen", "nil", "love", "-", "0"), Vulnerability.NONE),
    **dict.fromkeys(("nz", "ns", "zn", "sn", "noordzuid", "northsouth"), Vulnerability.NS),
    **dict.fromkeys(("ow", "ew", "wo", "we", "oostwest", "eastwest"), Vulnerability.EW),
    **dict.fromkeys(("allen", "all", "both", "beide", "alle"), Vulnerability.BOTH),
}

_YES = ("yes", "ja", "j", "y", "kwetsbaar", "kw", "vul", "vulnerable", "true")
_NO = ("no", "nee", "niet", "niet-kwetsbaar", "nv", "non-vul", "nonvul", "not", "false")
VUL_OPTION_ACCEPTED: tuple[str, ...] = ("ja/nee", "yes/no", *VUL_ACCEPTED)


def vulnerability_option(
    text: str | None, board: int | None = None
) -> tuple[Vulnerability | None, bool]:
    """Read a command line's ``--vul`` and ``--board``: ``(vulnerability, relative)``.

    ``yes``/``no`` (``ja``/``nee``) say whether the *declaring side* is vulnerable; they
    come back as both/none with ``relative`` True, which is right for any result by that
    side and for nothing else: a caller that scores results by both sides must refuse a
    relative answer. A side (``NZ``, ``allen``, ...) or a board number is absolute.
    Neither given: ``(None, False)``.
    """
    if text is not None and board is not None:
        raise InputError(
            "Geef --vul of --board, niet allebei: het spelnummer bepaalt de kwetsbaarheid al.",
            "Give --vul or --board, not both: the board number already fixes vulnerability.",
            ("--vul ja/nee", "--board N"),
        )
    if board is not None:
        return board_info(board).vulnerability, False
    if text is None:
        return None, False
    key = normalize(text)
    if key in _YES:
        return Vulnerability.BOTH, True
    if key in _NO:
        return Vulnerability.NONE, True
    try:
        return Vulnerability.parse(text), False
    except InputError:
        raise InputError(
            f"Onbekende kwetsbaarheid {shown(text)}: ja/nee (de leidende partij) of wie "
            "er kwetsbaar is.",
            f"Unknown vulnerability {shown(text)}: yes/no (the declaring side) or who is "
            "vulnerable.",
            VUL_OPTION_ACCEPTED,
        ) from None


# Vulnerability in the 16-board cycle follows a pattern that shifts one step every four
# boards (Law 2): index (i + i // 4) % 4 into none, NS, EW, both, with i = board - 1.
_CYCLE = (Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH)


@dataclass(frozen=True, slots=True)
class BoardInfo:
    """Dealer (gever) and vulnerability that a board number fixes (Law 2)."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability

    def format(self, lang: Lang = "nl") -> str:
        """``N, niemand kwetsbaar`` / ``N, none vulnerable``."""
        return f"{self.dealer.abbr(lang)}, {self.vulnerability.format(lang)}"

    def describe(self) -> Text:
        """A full sentence in both languages, e.g. for the command line."""
        return Text.of(
            f"Spel {self.number}: gever {self.dealer.name('nl')}, "
            f"{self.vulnerability.format('nl')}.",
            f"Board {self.number}: dealer {self.dealer.name('en')}, "
            f"{self.vulnerability.format('en')}.",
        )


def board_info(number: int) -> BoardInfo:
    """Dealer and vulnerability of board ``number`` in the standard 16-board cycle.

    Board 17 is dealt and marked as board 1, and so on. Raises :class:`InputError` for a
    number below 1: there is no board 0.
    """
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise InputError(
            f"Spelnummer {number!r} bestaat niet: spellen zijn genummerd vanaf 1.",
            f"Board number {number!r} does not exist: boards are numbered from 1.",
            ("1, 2, 3, …",),
        )
    i = (number - 1) % 16
    return BoardInfo(number, Seat(i % 4), _CYCLE[(i + i // 4) % 4])


def parse_board_number(text: str | int) -> int:
    """Read a board number typed by a user; refuses 0, negatives and non-numbers."""
    value = str(text).strip()
    if not re.fullmatch(r"[0-9]{1,4}", value) or int(value) < 1:
        raise InputError(
            f"Spelnummer {shown(value)} bestaat niet: spellen zijn genummerd vanaf 1.",
            f"Board number {shown(value)} does not exist: boards are numbered from 1.",
            ("1, 2, 3, …",),
        )
    return int(value)


# -- results --------------------------------------------------------------------------------

_DOUBLED_MARK = {0: "", 1: "X", 2: "XX"}
_DOUBLED: dict[str | None, Doubled] = {None: 0, "x": 1, "dbl": 1, "xx": 2, "rdbl": 2}


@dataclass(frozen=True, slots=True)
class Result:
    """A table result: contract (level, denomination, doubled state) and tricks over or under.

    ``over`` is +n for n overtricks, 0 for just made, -n for n down. The declarer is
    optional: the score of the declaring side does not need it, the North-South score
    does. A result that needs more than 13 or fewer than 0 tricks cannot be constructed.
    """

    level: int
    denom: Denom
    doubled: Doubled = 0
    over: int = 0
    declarer: Seat | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.denom, Denom):
            raise TypeError(f"denom must be a Denom, got {self.denom!r}")
        if self.declarer is not None and not isinstance(self.declarer, Seat):
            raise TypeError(f"declarer must be a Seat or None, got {self.declarer!r}")
        if isinstance(self.level, bool) or self.level not in range(1, 8):
            raise InputError(
                f"Niveau {self.level!r} bestaat niet: een contract heeft niveau 1 tot en met 7.",
                f"Level {self.level!r} does not exist: a contract has level 1 to 7.",
                ("1-7",),
            )
        if self.doubled not in (0, 1, 2):
            raise ValueError(f"doubled must be 0, 1 or 2, got {self.doubled!r}")
        tricks = 6 + self.level + self.over
        if not 0 <= tricks <= 13:
            bid = f"{self.level}{self.denom.format('nl')}"
            bid_en = f"{self.level}{self.denom.format('en')}"
            low, high = -(6 + self.level), 7 - self.level
            raise InputError(
                f"{bid}{_over_text(self.over)} kan niet: {bid} vraagt {6 + self.level} slagen, "
                f"dat zou {tricks} slagen betekenen. Er zijn 0 tot 13 slagen.",
                f"{bid_en}{_over_text(self.over)} is impossible: {bid_en} needs "
                f"{6 + self.level} tricks, that would mean {tricks} tricks. There are 0 to 13.",
                (f"{bid}{_over_text(low)} … {bid}{_over_text(high)}",),
            )

    @classmethod
    def from_contract(cls, contract: Contract, over: int) -> Result:
        """The result of ``contract`` with ``over`` tricks over (negative: down)."""
        return cls(contract.level, contract.denom, contract.doubled, over, contract.declarer)

    @classmethod
    def from_tricks(
        cls, level: int, denom: Denom, doubled: Doubled, tricks: int, declarer: Seat | None = None
    ) -> Result:
        """The result when declarer took ``tricks`` tricks (0-13)."""
        return cls(level, denom, doubled, tricks - 6 - level, declarer)

    @property
    def tricks(self) -> int:
        """Tricks taken by declarer (0-13)."""
        return 6 + self.level + self.over

    @property
    def made(self) -> bool:
        return self.over >= 0

    @property
    def contract(self) -> Contract | None:
        """The :class:`Contract`, when the declarer is known."""
        if self.declarer is None:
            return None
        return Contract(self.level, self.denom, self.doubled, self.declarer)

    def with_declarer(self, declarer: Seat) -> Result:
        """The same result played by ``declarer``."""
        return Result(self.level, self.denom, self.doubled, self.over, declarer)

    def format(self, lang: Lang = "nl", declarer: bool = True) -> str:
        """``4♠X=``, ``3SA-2`` (en ``3NT-2``), with `` door Z`` / `` by S`` when known."""
        text = (
            f"{self.level}{self.denom.format(lang)}{_DOUBLED_MARK[self.doubled]}"
            f"{_over_text(self.over)}"
        )
        if declarer and self.declarer is not None:
            text += f" {'door' if lang == 'nl' else 'by'} {self.declarer.abbr(lang)}"
        return text

    def __str__(self) -> str:
        return self.format("nl")

    @classmethod
    def parse(cls, text: str, declarer: Seat | None = None) -> Result:
        """Read a result: contract, doubled state, then ``=``, ``+n`` or ``-n``.

        The contract takes every :meth:`Call.parse` spelling (``4♠``, ``4S``, ``3SA``,
        ``3NT``, ``2 harten``); ``X``/``XX`` (or ``dbl``/``rdbl``) may follow; a declarer
        seat may close it (``4♠X= N``, ``4♠X-1 door O``, ``by E``). A seat in the text
        wins over ``declarer``. Raises :class:`InputError` naming what is wrong.
        """
        key = normalize(text).replace("−", "-").replace("–", "-")
        match = _RESULT.fullmatch(key)
        if match is None:
            raise InputError(
                f"Onbekend resultaat {shown(text)}: schrijf het contract met = of +/- "
                "het aantal slagen erboven of eronder.",
                f"Unknown result {shown(text)}: write the contract followed by = or +/- "
                "the number of tricks over or under.",
                RESULT_ACCEPTED,
            )
        call = Call.parse(match["bid"])
        if not call.is_bid or call.level is None or call.denom is None:
            raise InputError(
                f"{shown(text)} is geen contract: {call.format('nl')} is geen bod.",
                f"{shown(text)} is not a contract: {call.format('en')} is not a bid.",
                RESULT_ACCEPTED,
            )
        doubled = _DOUBLED[match["dbl"]]
        sign = match["res"][0]
        over = 0 if sign == "=" else int(match["res"][1:].strip()) * (1 if sign == "+" else -1)
        seat = Seat.parse(match["seat"]) if match["seat"] else declarer
        return cls(call.level, call.denom, doubled, over, seat)


def _over_text(over: int) -> str:
    return "=" if over == 0 else f"{over:+d}"


_RESULT = re.compile(
    r"(?P<bid>[0-9].*?)\s*(?P<dbl>xx|x|rdbl|dbl)?\s*(?P<res>=|[+-]\s*[0-9]{1,2})"
    r"(?:\s*(?:(?:door|by)\s+)?(?P<seat>[a-z]+))?"
)

# -- scores ---------------------------------------------------------------------------------

_GAME_BONUS = (300, 500)
_SLAM_BONUS = {6: (500, 750), 7: (1000, 1500)}
_PART_SCORE_BONUS = 50
_INSULT = (0, 50, 100)
# Doubled undertricks: the 1st, the 2nd and 3rd each, the 4th and every later one each.
_DOUBLED_DOWN = ((100, 200, 300), (200, 300, 300))


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One part of a score, for showing how a figure was reached."""

    key: str
    points: int
    text: Text


def _trick_value(denom: Denom) -> int:
    return 20 if denom.is_minor else 30


def _contract_points(result: Result) -> int:
    """Trick score for the tricks bid (Law 77): 20/30 per trick, +10 for the first in SA."""
    points = _trick_value(result.denom) * result.level
    if result.denom is Denom.NOTRUMP:
        points += 10
    return points * (1 << result.doubled)


def _undertrick_points(down: int, doubled: Doubled, vulnerable: bool) -> int:
    if doubled == 0:
        return down * (100 if vulnerable else 50)
    first, second_third, later = _DOUBLED_DOWN[vulnerable]
    points = first + second_third * min(max(down - 1, 0), 2) + later * max(down - 3, 0)
    return points * doubled


def score(result: Result, vulnerable: bool) -> int:
    """The duplicate score for the declaring side (negative when the contract went down)."""
    if result.over < 0:
        return -_undertrick_points(-result.over, result.doubled, vulnerable)
    points = _contract_points(result)
    total = points + (_GAME_BONUS[vulnerable] if points >= 100 else _PART_SCORE_BONUS)
    if result.level in _SLAM_BONUS:
        total += _SLAM_BONUS[result.level][vulnerable]
    total += _INSULT[result.doubled]
    if result.doubled == 0:
        total += result.over * _trick_value(result.denom)
    else:
        total += result.over * (100 if vulnerable else 50) * 2 * result.doubled
    return total


def ns_score(result: Result, vulnerability: Vulnerability, declarer: Seat | None = None) -> int:
    """The North-South score of ``result`` on a board with ``vulnerability``.

    The declarer comes from the result or, failing that, from ``declarer``; without either
    the side is unknown and :class:`InputError` says so.
    """
    seat = declarer if result.declarer is None else result.declarer
    if seat is None:
        raise InputError(
            f"Bij {result.format('nl')} ontbreekt de leider: geef aan wie speelde "
            "(bijv. '4♠= N' of --declarer).",
            f"{result.format('en')} has no declarer: say who played it "
            "(e.g. '4♠= N' or --declarer).",
            ("N/O/Z/W", "N/E/S/W"),
        )
    points = score(result, vulnerability.is_vulnerable(seat.side))
    return points if seat.side is Side.NS else -points


def score_lines(result: Result, vulnerable: bool) -> tuple[ScoreLine, ...]:
    """The parts that add up to :func:`score`, each with a text in both languages."""
    mark = {0: ("", ""), 1: (" gedoubleerd", " doubled"), 2: (" geredoubleerd", " redoubled")}
    nl_dbl, en_dbl = mark[result.doubled]
    vul_nl = "kwetsbaar" if vulnerable else "niet kwetsbaar"
    vul_en = "vulnerable" if vulnerable else "not vulnerable"
    if result.over < 0:
        down = -result.over
        return (
            ScoreLine(
                "undertricks",
                -_undertrick_points(down, result.doubled, vulnerable),
                Text.of(
                    f"{down} down{nl_dbl}, {vul_nl}"
                    + (f": {_down_detail(down, result.doubled, vulnerable)}" if down > 1 else ""),
                    f"{down} down{en_dbl}, {vul_en}"
                    + (f": {_down_detail(down, result.doubled, vulnerable)}" if down > 1 else ""),
                ),
            ),
        )
    points = _contract_points(result)
    each = _trick_value(result.denom)
    first = " (+10 voor de eerste slag)" if result.denom is Denom.NOTRUMP else ""
    first_en = " (+10 for the first trick)" if result.denom is Denom.NOTRUMP else ""
    factor = f" × {1 << result.doubled}" if result.doubled else ""
    lines = [
        ScoreLine(
            "contract",
            points,
            Text.of(
                f"{_n(result.level, 'geboden slag', 'geboden slagen')} à {each}{first}{factor}"
                f"{nl_dbl}",
                f"{_n(result.level, 'trick', 'tricks')} bid at {each}{first_en}{factor}{en_dbl}",
            ),
        )
    ]
    if points >= 100:
        lines.append(
            ScoreLine(
                "game",
                _GAME_BONUS[vulnerable],
                Text.of(f"manchepremie, {vul_nl}", f"game bonus, {vul_en}"),
            )
        )
    else:
        lines.append(
            ScoreLine(
                "part_score", _PART_SCORE_BONUS, Text.of("deelscorepremie", "part-score bonus")
            )
        )
    if result.level in _SLAM_BONUS:
        small = result.level == 6
        lines.append(
            ScoreLine(
                "slam",
                _SLAM_BONUS[result.level][vulnerable],
                Text.of(
                    f"{'klein' if small else 'groot'} slem, {vul_nl}",
                    f"{'small' if small else 'grand'} slam, {vul_en}",
                ),
            )
        )
    if result.doubled:
        lines.append(
            ScoreLine(
                "insult",
                _INSULT[result.doubled],
                Text.of(
                    f"premie voor het maken van een{nl_dbl} contract",
                    f"bonus for making a{en_dbl} contract",
                ),
            )
        )
    if result.over > 0:
        if result.doubled:
            per = (100 if vulnerable else 50) * 2 * result.doubled
            nl = f"{_n(result.over, 'overslag', 'overslagen')}{nl_dbl} à {per}, {vul_nl}"
            en = f"{_n(result.over, 'overtrick', 'overtricks')}{en_dbl} at {per}, {vul_en}"
        else:
            per = each
            nl = f"{_n(result.over, 'overslag', 'overslagen')} à {per}"
            en = f"{_n(result.over, 'overtrick', 'overtricks')} at {per}"
        lines.append(ScoreLine("overtricks", result.over * per, Text.of(nl, en)))
    return tuple(lines)


def _n(count: int, one: str, more: str) -> str:
    return f"{count} {one if count == 1 else more}"


def _down_detail(down: int, doubled: Doubled, vulnerable: bool) -> str:
    """``100 + 200 + 200 + 300`` for four down doubled, not vulnerable."""
    if doubled == 0:
        step = 100 if vulnerable else 50
        return " + ".join([str(step)] * down) if down <= 4 else f"{down} × {step}"
    first, second_third, later = _DOUBLED_DOWN[vulnerable]
    steps = [first] + [second_third] * min(down - 1, 2) + [later] * max(down - 3, 0)
    steps = [s * doubled for s in steps]
    if len(steps) > 5:
        return f"{' + '.join(map(str, steps[:4]))} + {len(steps) - 4} × {steps[-1]}"
    return " + ".join(map(str, steps))
