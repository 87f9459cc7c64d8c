"""Calls in a director's sentence: "1♥", "1h", "1 harten", "2SA", "1 NT", "zeven ruiten",
"pas", "paste", "doublet", "doubleerde", "XX", "8 klaveren".

Each call is read with the words around it that say where it stands in time: a call after
"na", "over", "op", "after" ("1♥ over 1♠", "na 1SA van oost") or before "had geboden" came
*before* the others; a call after "wilde", "bedoelde", "verbeterde naar", "meant",
"corrected to" is the one the player meant or put in its place; a call after "in plaats
van" / "instead of" is the other half of such a pair. Who made each call, and which call
is the irregular one, is settled in :mod:`.story`.

"pas" is also a Dutch adverb ("pas later"): it counts as a call only among other calls or
seats, after an article ("de pas van west") or before "voor de beurt".
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.bridge import DOUBLE, PASS, REDOUBLE, Call, Denom
from arbiter.bridge.errors import DenomError
from arbiter.guide.find.text import Token

#: The call situations a story cue may name (``calls:`` in a topic's ``story``).
CALL_SITUATIONS = ("insufficient", "sufficient", "above_seven")

_LEVEL_WORDS = {
    "twee": 2, "drie": 3, "vier": 4, "vijf": 5, "zes": 6, "zeven": 7, "acht": 8, "negen": 9,
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
}  # fmt: skip
_ONE = frozenset(("één", "eén", "Één", "ÉÉN"))  # "een" without accents is "a"
_STRAIN_PAIRS = {("sans", "atout"), ("no", "trump"), ("no", "trumps")}
_LETTER_STRAINS = frozenset("krhscdn")
_PASS_ALWAYS = frozenset(("paste", "passte", "gepast", "passed", "passes"))
_PASS_CONTEXT = frozenset(("pas", "pass"))
_DOUBLE_ALWAYS = frozenset((
    "doublet", "doubleerde", "doubleert", "gedoubleerd", "doubled", "doubles", "dbl",
    "doubleerden",
))  # fmt: skip
_REDOUBLE_ALWAYS = frozenset((
    "redoublet", "redoubleerde", "redoubleert", "geredoubleerd", "redoubled", "redoubles",
    "redouble", "rdbl",
))  # fmt: skip
_NO = frozenset(("geen", "no", "niet", "not", "zonder", "without"))
_BEFORE_PASS = frozenset((
    "een", "de", "zijn", "haar", "the", "a", "his", "her", "trage", "snelle", "slow",
    "quick", "met", "with", "-", ":", ",",
))  # fmt: skip
_AFTER_PASS = frozenset((
    "voor", "uit", "buiten", "out", "van", "door", "by", "of", "-", ",", "en", "and",
))  # fmt: skip
EARLIER = frozenset(("na", "over", "op", "boven", "after", "following"))
INTENDED = frozenset((
    "wilde", "wil", "wou", "bedoelde", "bedoeld", "meant", "wanted", "wants", "intended",
    "naar", "in", "door", "to", "with",
))  # fmt: skip
# "naar", "in", "door", "to", "with" mark the new call only after a word of changing
CHANGING = frozenset((
    "verbeterde", "verbeteren", "verbeterd", "veranderen", "veranderde", "vervangen",
    "vervangt", "wijzigen", "wijzigde", "corrected", "correct", "changed", "change",
    "replace", "replaced", "maken",
))  # fmt: skip
_WEAK_INTENDED = frozenset(("naar", "in", "door", "to", "with"))


@dataclass(frozen=True, slots=True)
class CallRead:
    """A call and the tokens it was read from (``first`` to ``last``, inclusive).

    ``call`` is None for a bid above seven (``level`` 8 or 9). ``earlier``: the words say
    it came before the other calls. ``intended``: the call meant or put in its place.
    ``instead``: it followed "in plaats van" / "instead of". ``imagined``: what a player
    thought was bid ("hij dacht dat ... 1♣"), not a call made."""

    call: Call | None
    first: int
    last: int
    level: int | None = None
    earlier: bool = False
    intended: bool = False
    instead: bool = False
    imagined: bool = False  # "hij dacht dat oost 1♣ had geopend": not made


def _level(tok: Token) -> int | None:
    if tok.word.isdigit() and len(tok.word) == 1 and tok.word != "0":
        return int(tok.word)
    if tok.raw in _ONE:
        return 1
    return _LEVEL_WORDS.get(tok.word)


def _strain(toks: list[Token], i: int, digit: bool) -> tuple[Denom, int] | None:
    """The denomination that starts at token ``i`` and the index of its last token."""
    if i >= len(toks):
        return None
    tok = toks[i]
    if i + 1 < len(toks) and (tok.word, toks[i + 1].word) in _STRAIN_PAIRS:
        return Denom.NOTRUMP, i + 1
    if tok.word in _LETTER_STRAINS:
        close = toks[i - 1].end >= tok.start - 1
        if not digit or not close:
            return None
    elif len(tok.word) == 1 and not tok.is_suit:
        return None
    try:
        return Denom.parse(tok.word), i
    except DenomError:
        return None


def _is_call(toks: list[Token], i: int, near: set[int]) -> bool:
    """Whether "pas" / "pass" / "x" at ``i`` is a call (see the module's docstring)."""
    before = toks[i - 1].word if i else ""
    after = toks[i + 1].word if i + 1 < len(toks) else ""
    if toks[i].word in ("x", "xx"):
        return (i - 1 in near or i + 1 in near) or before in (":", "-") or after == "-"
    return i - 1 in near or i + 1 in near or before in _BEFORE_PASS or after in _AFTER_PASS


def read_calls(toks: list[Token], taken: set[int], seats_hint: set[int]) -> list[CallRead]:
    """The calls in the tokens not ``taken``, in text order; their tokens join ``taken``.
    ``seats_hint``: indexes of seat words, beside which "pas" is a call ("noord pas")."""
    bids: list[CallRead] = []
    i = 0
    while i < len(toks):  # bids first: "pas" after a bid is a call, and so is "1♥ x"
        level = None if i in taken else _level(toks[i])
        strain = _strain(toks, i + 1, toks[i].word.isdigit()) if level is not None else None
        if level is None or strain is None or any(j in taken for j in range(i, strain[1] + 1)):
            i += 1
            continue
        denom, last = strain
        call = Call.bid(level, denom) if level <= 7 else None
        bids.append(CallRead(call, i, last, level))
        i = last + 1
    near = {j for b in bids for j in range(b.first, b.last + 1)} | seats_hint
    others: list[CallRead] = []
    for i, tok in enumerate(toks):
        if i in taken or any(b.first <= i <= b.last for b in bids):
            continue
        if i and toks[i - 1].word in _NO:  # "geen doublet", "no double": not a call
            continue
        word = tok.word
        if word in _PASS_ALWAYS or (word in _PASS_CONTEXT and _is_call(toks, i, near)):
            others.append(CallRead(PASS, i, i))
        elif word in _REDOUBLE_ALWAYS or (word == "xx" and _is_call(toks, i, near)):
            others.append(CallRead(REDOUBLE, i, i))
        elif word in _DOUBLE_ALWAYS or (word in ("x", "double") and _is_call(toks, i, near)):
            others.append(CallRead(DOUBLE, i, i))
        elif word == "past" and i - 1 in seats_hint:
            others.append(CallRead(PASS, i, i))
    found = sorted(bids + others, key=lambda c: c.first)
    for read in found:
        taken.update(range(read.first, read.last + 1))
    return [_marked(toks, read) for read in found]


def _marked(toks: list[Token], read: CallRead) -> CallRead:
    """The call with what the words around it say about its place in time."""
    back = [t.word for t in toks[max(0, read.first - 3) : read.first]]
    wider = [t.word for t in toks[max(0, read.first - 6) : read.first]]
    # "after his RHO opened 2NT", "na 1♠ van noord": "after" a few words before the call
    lead_in = [w for w in wider if w not in _BETWEEN]
    after_word = (
        bool(wider)
        and any(w in EARLIER for w in wider[-5:])
        and (not lead_in or lead_in[-1] in EARLIER)
    )
    imagined = any(w in _THOUGHT for w in wider)
    ahead = [t.word for t in toks[read.last + 1 : read.last + 3]]
    earlier = bool(back) and (
        back[-1] in EARLIER
        or (len(back) > 1 and back[-2] in EARLIER and back[-1] not in EARLIER_BLOCK)
    )
    earlier = earlier or after_word
    earlier = earlier or (ahead[:1] in (["had"], ["hadden"]) or back[-1:] == ["had"])
    instead = back[-3:] == ["in", "plaats", "van"] or back[-2:] == ["instead", "of"]
    strong = [w for w in back if w in INTENDED and w not in _WEAK_INTENDED]
    weak = back[-1:] and back[-1] in _WEAK_INTENDED and any(w in CHANGING for w in back[:-1])
    intended = not instead and bool(strong or weak)
    return CallRead(read.call, read.first, read.last, read.level, earlier and not intended,
                    intended and not imagined, instead, imagined)  # fmt: skip


#: Words that may stand between "after" and the call it names.
_BETWEEN = frozenset((
    "his", "her", "zijn", "haar", "de", "het", "the", "a", "een", "rho", "lho", "rt", "lt",
    "partner", "partners", "opened", "opende", "bid", "bood", "noord", "oost", "zuid", "west",
    "north", "east", "south", "n", "o", "z", "w", "e", "s", "opening", "of", "van",
))  # fmt: skip
_THOUGHT = frozenset(("dacht", "dachten", "meende", "thought", "believed", "assumed"))
#: Words that, between "na" / "after" and a call, show the call is not the one after it
#: ("na het bieden 1♥" is not read as "after 1♥").
EARLIER_BLOCK = frozenset(("het", "de", "the", "bieden", "bidding", "auction"))
