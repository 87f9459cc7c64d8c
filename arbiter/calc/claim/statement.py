"""The claim statement as an order of play: steps, read from short Dutch or English text.

A claimer should say at once how he will play, in which order (Law 68C): "eerst troef
trekken, dan de klaveren", "draw trumps, then run the clubs". Here that statement is
data: a :class:`Statement` is a sequence of groups of :class:`Step`; the groups come in
the order said, the steps of one group in any order ("de klaveren en de ruiten" does not
say which first). Whatever the statement does not mention is played in every order the
claimer might choose (the lines of :mod:`arbiter.calc.claim.lines`).

The same steps come from text (:func:`parse_statement`) and from taps (a list of
:class:`Step`, or their canonical phrases from :func:`step_text`, which the parser reads
back). Text that cannot be read gets an :class:`~arbiter.i18n.InputError` in both
languages listing the phrases that are understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from arbiter.bridge import Card, Rank, Suit
from arbiter.bridge._text import normalize
from arbiter.i18n import InputError, Lang

__all__ = [
    "ACCEPTED",
    "ALL",
    "MAX_STATEMENT",
    "Statement",
    "Step",
    "parse_statement",
    "step_text",
]

StepKind = Literal["draw", "cash", "ruff", "give", "finesse"]
Where = Literal["claimer", "partner"]

#: ``count`` of "ruff the hearts", "give up the diamonds": as often as the cards allow.
ALL = 13
#: Characters of a statement: a few steps, not an essay.
MAX_STATEMENT = 400


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the order of play.

    ``draw``: draw trumps. ``cash``: play ``suit`` (``top``: "from the top" was said).
    ``ruff``: ruff ``suit`` ``count`` times, in the hand ``where`` says (None: either).
    ``give``: give up ``count`` tricks in ``suit``. ``finesse``: finesse with ``card``
    (or, with only ``suit``, with the card the position shows: the claimer's highest
    card below the opponents' highest).
    """

    kind: StepKind
    suit: Suit | None = None
    top: bool = False
    where: Where | None = None
    card: Card | None = None
    count: int = 1


@dataclass(frozen=True, slots=True)
class Statement:
    """The steps in the order said; the steps of one group in any order. ``rest``: the
    claimer said the rest are good (it changes nothing: an unmentioned suit is played
    in every order anyway, but it is shown back to him as said)."""

    groups: tuple[tuple[Step, ...], ...] = ()
    rest: bool = False
    text: str = field(default="", compare=False)

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(step for group in self.groups for step in group)

    @classmethod
    def of(cls, *steps: Step, rest: bool = False) -> Statement:
        """Steps in this order (as taps build them)."""
        return cls(tuple((step,) for step in steps), rest)


# -- writing a step -----------------------------------------------------------------------

_TIMES = {"nl": "{n}×", "en": "{n}×"}
_ALL = {"nl": "alle", "en": "all"}
_HAND = {
    ("nl", "partner", True): "in de blinde",
    ("nl", "claimer", True): "in de hand",
    ("nl", "partner", False): "bij partner",
    ("nl", "claimer", False): "in eigen hand",
    ("en", "partner", True): "in dummy",
    ("en", "claimer", True): "in hand",
    ("en", "partner", False): "by partner",
    ("en", "claimer", False): "in own hand",
}


def _count(step: Step, lang: Lang) -> str:
    if step.count == 1:
        return ""
    n = _ALL[lang] if step.count >= ALL else str(step.count)
    return f" ({_TIMES[lang].format(n=n)})" if step.count < ALL else f" ({n})"


def step_text(step: Step, lang: Lang = "nl", declarer: bool = True) -> str:
    """The canonical phrase of a step, as the parser reads it back: ``troef trekken``,
    ``♣ van boven``, ``♥ troeven in de blinde (2×)``, ``snijden op ♦V``. ``declarer``:
    the claimer is declarer (his partner is dummy)."""
    nl = lang == "nl"
    suit = step.suit.symbol if step.suit is not None else ""
    if step.kind == "draw":
        return "troef trekken" if nl else "draw trumps"
    if step.kind == "cash":
        if step.top:
            return f"{suit} van boven" if nl else f"cash {suit} from the top"
        return f"{suit} afspelen" if nl else f"cash {suit}"
    if step.kind == "ruff":
        where = "" if step.where is None else " " + _HAND[(lang, step.where, declarer)]
        return (f"{suit} troeven{where}" if nl else f"ruff {suit}{where}") + _count(step, lang)
    if step.kind == "give":
        return (f"{suit} afgeven" if nl else f"give up {suit}") + _count(step, lang)
    target = step.card.format(lang) if step.card is not None else suit
    return f"snijden op {target}" if nl else f"finesse {target}"


# -- reading a statement ------------------------------------------------------------------

ACCEPTED: tuple[str, ...] = (
    "troef trekken / draw trumps",
    "♣ van boven / cash ♣ from the top",
    "de klaveren / the clubs",
    "♥ troeven in de blinde / ruff ♥ in dummy",
    "♦ afgeven / give up ♦",
    "snijden op ♦V / finesse ♦Q",
    "de rest is hoog / the rest are good",
    "… , dan … / … , then …",
)

_SUIT_WORDS = {
    "♣": Suit.CLUBS,
    "♦": Suit.DIAMONDS,
    "♥": Suit.HEARTS,
    "♠": Suit.SPADES,
    "klaveren": Suit.CLUBS,
    "klaver": Suit.CLUBS,
    "clubs": Suit.CLUBS,
    "club": Suit.CLUBS,
    "ruiten": Suit.DIAMONDS,
    "ruit": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "diamond": Suit.DIAMONDS,
    "harten": Suit.HEARTS,
    "hart": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "heart": Suit.HEARTS,
    "schoppen": Suit.SPADES,
    "schop": Suit.SPADES,
    "spades": Suit.SPADES,
    "spade": Suit.SPADES,
}
_PLURAL = {"klaveren", "clubs", "ruiten", "diamonds", "harten", "hearts", "schoppen", "spades"}
_RANK_WORDS = "aas|heer|vrouw|boer|tien|ace|king|queen|jack|ten|10|[2-9]|[akqjhvbt]"
_SUIT_RE = "|".join(sorted(_SUIT_WORDS, key=len, reverse=True))

# a sequence: commas, "dan", "then", arrows, new lines
_SEQUENCE = re.compile(
    r"\s*(?:\ben dan\b|\band then\b|\bgevolgd door\b|\bfollowed by\b|\bafter that\b|"
    r"\bdaarna\b|\bdaarop\b|\bvervolgens\b|\bafterwards\b|\bthen\b|\bdan\b|\bnext\b|"
    r"->|→|[,;.\n])\s*"
)
# one group: "en", "and", "&", "+"
_GROUP = re.compile(r"\s+(?:en|and|&|\+)\s+")

_REST = re.compile(
    r"\b(?:rest|remainder|remaining|overige|overig|others|all (?:good|high|mine|winners)|"
    r"alles (?:hoog|goed|voor mij)|claim)\b"
)
_FINESSE = re.compile(r"\b(?:finess\w*|snit\w*|snij\w*)\b")
_RUFF = re.compile(
    r"\b(?:ruff\w*|troeven|troef\w* (?:in|bij|met)|introef\w*|aftroef\w*|trump (?:a|one|two|"
    r"the|" + _SUIT_RE + r")|trumping)\b"
)
_DRAW = re.compile(
    r"\b(?:draw\w*|pull\w*|clear\w*|trek\w*|uittrek\w*|eruit|troef|troeven|trump|trumps)\b"
)
_GIVE = re.compile(
    r"\b(?:give\w*|giving|concede\w*|lose|losing|yield\w*|afgeven|afgegeven|afstaan|geef|"
    r"geven|weggeven|verlie\w*|prijsgeven|duck\w*|duiken)\b"
)
_TOP = re.compile(
    r"\b(?:from the top|top down|top first|from the top down|van boven\w*|van hoog naar laag|"
    r"hoog eerst|hoogste eerst|highest first)\b"
)
_CARD_SYMBOL = re.compile(r"([♣♦♥♠])\s*(10|[2-9]|[akqjhvbt])(?![a-z0-9])")
_CARD_WORDS = re.compile(r"(" + _SUIT_RE + r")\s*-?\s*(" + _RANK_WORDS + r")(?![a-z0-9])")
_CARD_OF = re.compile(
    r"\b(ace|king|queen|jack|ten|aas|heer|vrouw|boer|tien)\s+(?:of|van)\s+(" + _SUIT_RE + r")"
)
_SUIT = re.compile(r"(?<![a-z])(" + _SUIT_RE + r")(?![a-z])")
_NUMBER = {
    "a": 1, "an": 1, "one": 1, "once": 1, "een": 1, "één": 1, "1": 1,
    "two": 2, "twice": 2, "twee": 2, "2": 2,
    "three": 3, "thrice": 3, "drie": 3, "3": 3,
}  # fmt: skip
_COUNT = re.compile(
    r"\((?:all|alle)\)|\((\d)\s*[x×]\)|\b(\d)\s*(?:x|×|keer|times)\b|"
    r"\b(a|an|one|once|two|twice|three|thrice|een|één|twee|drie|[123])\b"
)
_PARTNER = re.compile(r"\b(?:dummy|blinde|tafel|table|board|partner)\b")
_OWN = re.compile(r"\b(?:in hand|in de hand|in my hand|own hand|eigen hand|hand)\b")


def _error(clause: str, nl: str, en: str) -> InputError:
    shown = clause if len(clause) <= 40 else clause[:39] + "…"
    return InputError(
        f"Claimverklaring, stap '{shown}': {nl} Schrijf de stappen in volgorde, gescheiden "
        "door komma's of 'dan'.",
        f"Claim statement, step '{shown}': {en} Write the steps in order, separated by "
        "commas or 'then'.",
        accepted=ACCEPTED,
    )


def parse_statement(text: str) -> Statement:
    """Read a claim statement in Dutch or English (or the canonical phrases of
    :func:`step_text`). Empty text is a claim without a statement."""
    if len(text) > MAX_STATEMENT:
        raise InputError(
            f"De claimverklaring is te lang (meer dan {MAX_STATEMENT} tekens).",
            f"The claim statement is too long (more than {MAX_STATEMENT} characters).",
            accepted=ACCEPTED,
        )
    source = normalize(text.replace("\n", ", "))
    groups: list[tuple[Step, ...]] = []
    rest = False
    for clause in _SEQUENCE.split(source):
        clause = clause.strip()
        if not clause:
            continue
        group: list[Step] = []
        for part in _GROUP.split(clause):
            part = _strip(part)
            if not part:
                continue
            step = _step(part)
            if step is None:
                rest = True
            else:
                group.append(step)
        if group:
            groups.append(tuple(group))
    return Statement(tuple(groups), rest, text.strip())


_FILLER = re.compile(
    r"^(?:(?:first|eerst|first of all|i will|i'll|i|ik|we|ga|zal|will|and|en|ook|also|"
    r"play|speel)\s+)+"
)


def _strip(part: str) -> str:
    return _FILLER.sub("", part.strip()).strip()


def _step(part: str) -> Step | None:
    """One step; None for "the rest are good"."""
    suits = [_SUIT_WORDS[m.group(1)] for m in _SUIT.finditer(part)]
    if _FINESSE.search(part):
        card = _card(part)
        if card is not None:
            return Step("finesse", card.suit, card=card)
        if len(set(suits)) == 1:
            return Step("finesse", suits[0])
        raise _error(
            part,
            "noem de kaart waarmee gesneden wordt (bijv. 'snijden op ♦V').",
            "name the card to finesse with (e.g. 'finesse ♦Q').",
        )
    if _REST.search(part) and not suits:
        return None
    if _RUFF.search(part) and suits:
        return Step("ruff", _one_suit(part, suits), where=_where(part), count=_times(part))
    if _GIVE.search(part):
        if not suits:
            raise _error(
                part,
                "noem de kleur die wordt afgegeven (bijv. '♦ afgeven').",
                "name the suit given up (e.g. 'give up ♦').",
            )
        return Step("give", _one_suit(part, suits), count=_times(part))
    if _DRAW.search(part) and not suits:
        return Step("draw")
    if suits:
        return Step("cash", _one_suit(part, suits), top=bool(_TOP.search(part)))
    raise _error(
        part,
        "dit is geen stap die ik herken.",
        "this is not a step I recognise.",
    )


def _one_suit(part: str, suits: list[Suit]) -> Suit:
    if len(set(suits)) > 1:
        raise _error(
            part,
            "één kleur per stap; noem de kleuren na elkaar ('de klaveren, dan de ruiten').",
            "one suit per step; name the suits one after the other ('the clubs, then the "
            "diamonds').",
        )
    return suits[0]


def _card(part: str) -> Card | None:
    for pattern in (_CARD_SYMBOL, _CARD_WORDS):
        match = pattern.search(part)
        if match:
            return Card(_SUIT_WORDS[match.group(1)], _rank(match.group(2)))
    match = _CARD_OF.search(part)
    if match:
        return Card(_SUIT_WORDS[match.group(2)], _rank(match.group(1)))
    return None


def _rank(word: str) -> Rank:
    return Rank.parse(word)


def _where(part: str) -> Where | None:
    if _PARTNER.search(part):
        return "partner"
    if _OWN.search(part):
        return "claimer"
    return None


def _times(part: str) -> int:
    for match in _COUNT.finditer(part):
        if match.group(0).startswith("(") and match.group(1) is None:
            return ALL
        number = match.group(1) or match.group(2)
        if number:
            return int(number)
        word = match.group(3)
        if word:
            return _NUMBER[word]
    if re.search(r"\b(?:all|alle)\b", part):
        return ALL
    if re.search(r"\b(?:the|de)\s+(?:" + "|".join(_PLURAL) + r")\b", part):
        return ALL
    return 1
