"""What a director's sentence says about the table: who dealt, who is declarer, who did
it, which calls were made in which order, which call is the irregular one, which card.

Built on the readers of cards, calls and seats. Only what the words say is kept: a call
whose maker is not named has no maker, an auction is given only when the dealer is named
and every call from the dealer on is there in turn, and a relation ("zijn partner", "LT")
is a seat only when the seat it hangs on is named.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbiter.bridge import Seat
from arbiter.guide.find.calls import CallRead, read_calls
from arbiter.guide.find.cards import CardRead, read_cards
from arbiter.guide.find.seats import SeatMention, plain_seat, read_seats, related
from arbiter.guide.find.text import Token, tokens

_DEALER = frozenset(("gever", "dealer", "deelde", "dealt"))  # not "gaf": "gaf uitleg"
_DECLARER = frozenset(("leider", "leidster", "declarer"))
_DUMMY = frozenset(("blinde", "dummy"))
_GLUE = frozenset(("is", "was", "de", "the", "als", "as", "een", "a", "(", ":", "het"))
_COPULA = frozenset(("is", "was", ":"))
_PLAYS = frozenset(("speelt", "speelde", "plays", "played", "in", "zit", "speelden"))
#: After a seat: the seat had the turn, not the action ("terwijl noord aan slag was").
_TURN_AFTER = (
    ("aan", "de", "beurt"), ("aan", "slag"), ("moest",), ("was", "on", "lead"),
    ("was", "to"), ("had", "de", "slag"), ("won", "de"), ("had", "won"), ("had", "gewonnen"),
    ("turn",), ("was", "aan", "de", "beurt"), ("was", "aan", "slag"), ("had", "the", "lead"),
    ("had", "won"), ("won", "the"), ("zat", "aan", "slag"), ("on", "lead"), ("to", "lead"),
    ("heeft", "de", "slag"), ("won",), ("was", "de", "gever"), ("was", "gever"),
)  # fmt: skip
_OWNER_AFTER = frozenset(("van", "door", "by", "of"))
_OWNER_SKIP = frozenset((
    "bood", "biedt", "opende", "opent", "heeft", "had", "bid", "bids", "opened", "opens",
    "met", "with", "also", "ook", "nog", "toen", "then", "zei", "said", "legde", "put",
    "overcalled", "doubleerde", "de", "het", "een", "a", "the", "geboden", "called",
    "responded", "antwoordde", "sprong", "jumped", "naar", "to",
))  # fmt: skip


@dataclass
class Story:
    """The table facts a sentence gives; see the module's docstring."""

    tokens: list[Token]
    cards: list[CardRead]
    calls: list[CallRead]
    mentions: list[SeatMention]
    seat_at: dict[int, Seat] = field(default_factory=dict)  # token index → resolved seat
    dealer: Seat | None = None
    declarer: Seat | None = None
    contract: CallRead | None = None
    owner: dict[int, Seat] = field(default_factory=dict)  # call's first token → maker
    timeline: list[CallRead] = field(default_factory=list)  # calls in the order made
    irregular: CallRead | None = None
    replacement: CallRead | None = None
    actor: Seat | None = None  # who did it, for what happened in the play
    actor_role: str | None = None  # ... or the role named instead of a seat
    trick: int | None = None  # the trick named ("in slag 5", "at trick twelve")
    situations: set[str] = field(default_factory=set)
    taken: set[int] = field(default_factory=set)  # tokens that are calls or cards
    stated: set[int] = field(default_factory=set)  # seats named as dealer or declarer
    said: set[int] = field(default_factory=set)  # "gever", "leider" in such a statement

    @property
    def doer(self) -> str | None:
        """Who did it, as a role: declarer, dummy or defender, from the role named as the
        subject ("de leider speelde voor") or from the seats (the actor and declarer)."""
        if self.actor is not None and self.declarer is not None:
            if self.actor == self.declarer:
                return "declarer"
            return "dummy" if self.actor == self.declarer.partner else "defender"
        return self.actor_role if self.actor is None else None

    @property
    def wrong_leader(self) -> bool:
        """A defender who is not declarer's LHO did it, where both are named: when what
        happened is a lead, he led out of turn at the opening lead."""
        actor, declarer = self.actor, self.declarer
        return (actor is not None and declarer is not None
                and actor not in (declarer, declarer.partner, declarer.lho))  # fmt: skip

    @property
    def offender(self) -> Seat | None:
        """The maker of the irregular call, else the player who did it."""
        if self.irregular is not None and self.irregular.first in self.owner:
            return self.owner[self.irregular.first]
        return self.actor

    @property
    def before(self) -> list[CallRead]:
        """The calls made before the irregular one, in order."""
        if self.irregular is None:
            return []
        return self.timeline[: self.timeline.index(self.irregular)]

    def auction(self) -> tuple[Seat, list[CallRead]] | None:
        """The dealer and the calls from the dealer up to the irregular call, when the
        dealer is named and each of those calls was made in turn by the seat named."""
        if self.dealer is None or self.irregular is None:
            return None
        seat = self.dealer
        for read in self.before:
            if read.call is None or self.owner.get(read.first, seat) != seat:
                return None
            seat = seat.lho
        return self.dealer, self.before

    def in_turn(self) -> bool | None:
        """Whether the irregular call was made in turn (None: the words do not say)."""
        known = self.auction()
        offender = self.offender
        if known is None or offender is None:
            return None
        dealer, before = known
        return dealer.after(len(before)) == offender


def read_story(text: str) -> Story:
    toks = tokens(text)
    taken: set[int] = set()
    cards = read_cards(toks, taken)
    hint = {i for i, t in enumerate(toks) if i not in taken and plain_seat(t)}
    calls = read_calls(toks, taken, hint)
    calls_at = {j for c in calls for j in range(c.first, c.last + 1)}
    mentions = read_seats(toks, taken, calls_at)
    story = Story(toks, cards, calls, mentions, taken=taken)
    _resolve(story)
    _statements(story)
    _owners(story)
    _order(story)
    _actor(story)
    _situations(story)
    story.trick = _trick(toks, story.taken)
    return story


_TRICK = frozenset(("slag", "trick"))
_ORDINALS = {
    "eerste": 1, "tweede": 2, "derde": 3, "vierde": 4, "vijfde": 5, "zesde": 6, "zevende": 7,
    "achtste": 8, "negende": 9, "tiende": 10, "elfde": 11, "twaalfde": 12, "dertiende": 13,
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
}  # fmt: skip
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                 "twaalf": 12, "dertien": 13, "elf": 11, "tien": 10}  # fmt: skip


def _trick(toks: list[Token], taken: set[int]) -> int | None:
    """The trick named: "slag 5", "de 5e slag", "trick 12", "de twaalfde slag", "the fifth
    trick", "at trick twelve"; None when none is named, or two different ones are."""
    found = set()
    for i, tok in enumerate(toks):
        if tok.word not in _TRICK:
            continue
        before = [t.word for t in toks[max(0, i - 2) : i] if not t.is_mark]
        after = toks[i + 1].word if i + 1 < len(toks) and i + 1 not in taken else ""
        number = None
        if after.isdigit():
            number = int(after)
        elif after in _NUMBER_WORDS:
            number = _NUMBER_WORDS[after]
        elif before and before[-1] in _ORDINALS:
            number = _ORDINALS[before[-1]]
        elif before[-2:-1] and before[-1] in ("e", "de", "ste", "th", "st", "nd", "rd"):
            number = int(before[-2]) if before[-2].isdigit() else None  # "5e slag", "5th"
        elif before and before[-1].isdigit():
            number = int(before[-1])
        if number is not None and 1 <= number <= 13:
            found.add(number)
    return found.pop() if len(found) == 1 else None


def _resolve(story: Story) -> None:
    """Relations ("zijn partner", "LT") become seats where the seat they hang on is named:
    the nearest seat named before them, else the first one after."""
    absolute = [m for m in story.mentions if m.seat is not None]
    for m in story.mentions:
        if m.seat is not None:
            story.seat_at[m.index] = m.seat
            continue
        if m.relation is None:
            continue
        before = [a for a in absolute if a.index < m.index]
        after = [a for a in absolute if a.index > m.index]
        anchor = before[-1] if before else (after[0] if after else None)
        if anchor is not None and anchor.seat is not None:
            story.seat_at[m.index] = related(anchor.seat, m.relation)


def _near(toks: list[Token], i: int, words: frozenset[str], reach: int = 2) -> int | None:
    """The index of a token in ``words`` within ``reach`` tokens of ``i``, across glue."""
    for step in (-1, 1):
        j = i + step
        for _ in range(reach + 1):
            if not 0 <= j < len(toks):
                break
            if toks[j].word in words:
                return j
            if toks[j].word not in _GLUE:
                break
            j += step
    return None


def _statements(story: Story) -> None:
    """Who dealt, who is declarer (or dummy), and the contract when it is named."""
    toks = story.tokens
    calls_at = {c.first: c for c in story.calls}
    for i, seat in story.seat_at.items():
        for words, kind in ((_DEALER, "dealer"), (_DECLARER, "declarer"), (_DUMMY, "dummy")):
            j = _near(toks, i, words)
            if j is None:
                continue
            if kind == "dealer":
                story.dealer = story.dealer or seat
            else:
                story.declarer = story.declarer or (seat if kind == "declarer" else seat.partner)
            story.stated.add(i)
            between = {t.word for t in toks[min(i, j) + 1 : max(i, j)]}
            if between & _COPULA or (j < i and not between):  # "zuid is leider", "gever w"
                story.said.add(j)
            break
        else:
            _contract(story, i, seat, calls_at)


def _contract(story: Story, i: int, seat: Seat, calls_at: dict[int, CallRead]) -> None:
    """ "zuid speelt 4♥", "south is in 4 hearts", "noord speelde 3SA": the contract."""
    toks = story.tokens
    j = i + 1
    if j < len(toks) and toks[j].word in ("is", "zit", "was", "zat"):  # "south is in 4♥"
        j += 1
    if j < len(toks) and toks[j].word in _PLAYS:
        j += 1
        j += toks[j].word in ("in", "een", "a") if j < len(toks) else 0
        said = calls_at[j].call if j in calls_at else None
        if said is not None and said.is_bid:
            story.declarer = story.declarer or seat
            story.contract = calls_at[j]
            story.stated.add(i)


def _owners(story: Story) -> None:
    """Who made each call: a seat just before it ("noord 1♥", "zuid bood 1♠"), or after
    "van" / "door" / "by" ("1♦ van zijn partner"); then, in a run of calls, the rest by
    turn; a run from the start of an auction whose dealer is named starts at the dealer."""
    toks = story.tokens
    for read in story.calls:
        if read is story.contract:
            continue
        j = read.first - 1
        while (
            j >= 0
            and (toks[j].word in _OWNER_SKIP or toks[j].word == ":")
            and (j not in story.seat_at)
        ):
            j -= 1
        if j >= 0 and j in story.seat_at and _near(toks, j, _DEALER) is None:
            story.owner[read.first] = story.seat_at[j]
            continue
        k = read.last + 1
        if k + 1 < len(toks) and toks[k].word in _OWNER_AFTER:
            for m in (k + 1, k + 2):
                if m in story.seat_at:
                    story.owner[read.first] = story.seat_at[m]
                    break
    runs: list[list[CallRead]] = []
    for read in story.calls:
        if read is story.contract:
            continue
        joined = runs and all(toks[j].is_mark and toks[j].word in "-,;/"
                              for j in range(runs[-1][-1].last + 1, read.first))  # fmt: skip
        if joined:
            runs[-1].append(read)
        else:
            runs.append([read])
    for n, run in enumerate(runs):
        if len(run) < 2:
            continue
        known = [(k, story.owner[r.first]) for k, r in enumerate(run) if r.first in story.owner]
        if not known and n == 0 and story.dealer is not None:
            known = [(0, story.dealer)]
        if known:
            k0, seat0 = known[0]
            for k, read in enumerate(run):
                story.owner.setdefault(read.first, seat0.after(k - k0))


def _order(story: Story) -> None:
    """The calls in the order they were made, the irregular call and its replacement."""
    order: list[CallRead] = []
    for read in story.calls:
        if read is story.contract or read.intended or read.instead or read.imagined:
            continue
        if read.earlier and order and not order[-1].earlier:
            order.insert(len(order) - 1, read)  # "1♥ over 1♠", "bood 1♥ na 1♠"
        else:
            order.append(read)
    story.timeline = order
    intended = [c for c in story.calls if c.intended]
    instead = [c for c in story.calls if c.instead]
    if intended:
        story.replacement = intended[0]
        if instead and not order:
            story.timeline = order = [instead[0]]
    elif instead:
        story.replacement = instead[0]  # "pakte 1SA in plaats van 1♠": 1♠ was meant
    made = [c for c in order if c.call is not None]
    story.irregular = made[-1] if made else None


def _actor(story: Story) -> None:
    """Who did what happened in the play: the first seat named that is not the dealer,
    declarer or dummy named as such, and did not only have the turn."""
    toks = story.tokens
    for i, seat in sorted(story.seat_at.items()):
        if i in story.stated:
            continue
        ahead = tuple(t.word for t in toks[i + 1 : i + 5])
        if any(ahead[: len(turn)] == turn for turn in _TURN_AFTER):
            continue
        story.actor = seat
        break
    if story.actor is None:
        roles = [m for m in story.mentions if m.role in ("declarer", "dummy", "defender")]
        for m in roles:
            ahead = tuple(t.word for t in toks[m.index + 1 : m.index + 5])
            if not any(ahead[: len(turn)] == turn for turn in _TURN_AFTER):
                story.actor_role = m.role
                break


def _situations(story: Story) -> None:
    """What the calls show: a bid above seven, an insufficient or sufficient bid, a call
    out of turn (by the seats named)."""
    if any(c.call is None for c in story.calls):
        story.situations.add("above_seven")
    irregular = story.irregular
    if irregular is None or irregular.call is None:
        return
    bids = [c for c in story.before if c.call is not None and c.call.is_bid]
    if irregular.call.is_bid and bids:
        last = bids[-1].call
        assert last is not None
        story.situations.add("insufficient" if irregular.call <= last else "sufficient")
    if story.in_turn() is False:
        story.situations.add("out_of_turn")
