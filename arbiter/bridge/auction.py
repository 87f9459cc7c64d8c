"""The auction (het bieden): who calls when, which calls are legal, and how it ends.

An :class:`Auction` only ever holds a *legal* sequence of calls: constructing one checks
every call, and :meth:`Auction.append` refuses an illegal one with an
:class:`AuctionError`. An irregular call made at the table (an insufficient bid, an
inadmissible double) is therefore judged *against* an auction with
:meth:`Auction.legal_problem`, which names the problem so the guide can pick the Law:

* ``insufficient`` - Law 27 (onvoldoende bod);
* ``double_not_permitted`` / ``redouble_not_permitted`` - Law 19 and Law 36;
* ``auction_ended`` - Law 39 (biedingen na de afsluitende pas).

Calls out of turn (Laws 28-32) are not modelled here: an auction's calls are in turn by
construction, and :attr:`Auction.turn` says whose turn it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arbiter.bridge.call import ALL_CALLS, MAX_LEVEL, Call
from arbiter.bridge.contract import Contract, Doubled
from arbiter.bridge.denom import Denom
from arbiter.bridge.errors import AuctionError, CallError
from arbiter.bridge.seat import Seat
from arbiter.i18n import Lang

__all__ = ["Auction", "CallProblem"]


class CallProblem(StrEnum):
    """Why a call may not be made now. A ``StrEnum``, so it equals its plain string."""

    INSUFFICIENT = "insufficient"
    DOUBLE_NOT_PERMITTED = "double_not_permitted"
    REDOUBLE_NOT_PERMITTED = "redouble_not_permitted"
    AUCTION_ENDED = "auction_ended"


@dataclass(frozen=True, slots=True)
class Auction:
    """A legal auction: the dealer (gever) and the calls so far, starting with the dealer's.

    ``calls`` may be given as any iterable of :class:`Call`; it is stored as a tuple.
    Raises :class:`AuctionError` if the calls are not a legal auction.
    """

    dealer: Seat
    calls: tuple[Call, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.dealer, Seat):
            raise TypeError(f"dealer must be a Seat, got {self.dealer!r}")
        calls = tuple(self.calls)
        object.__setattr__(self, "calls", calls)
        for index, call in enumerate(calls):
            if not isinstance(call, Call):
                raise TypeError(f"calls must be Call objects, got {call!r}")
            problem = _problem(calls[:index], call)
            if problem is not None:
                raise _problem_error(self.dealer, calls[:index], call, problem, index + 1)

    @classmethod
    def _unchecked(cls, dealer: Seat, calls: tuple[Call, ...]) -> Auction:
        """Build without re-checking calls already known to be legal (keeps append O(n))."""
        self = object.__new__(cls)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "calls", calls)
        return self

    # -- reading -------------------------------------------------------------------------

    @classmethod
    def parse(cls, dealer: Seat | str, text: str) -> Auction:
        """Read an auction: calls separated by spaces, commas or semicolons.

        Every :meth:`Call.parse` spelling works, including a level apart from its
        denomination (``"1 SA pas 2 harten"``). A bad call or an illegal sequence raises
        :class:`AuctionError` naming the call by its position.
        """
        seat = dealer if isinstance(dealer, Seat) else Seat.parse(dealer)
        auction = cls(seat)
        for position, call in enumerate(_read_calls(text), start=1):
            problem = auction.legal_problem(call)
            if problem is not None:
                raise _problem_error(seat, auction.calls, call, problem, position)
            auction = cls._unchecked(seat, (*auction.calls, call))
        return auction

    def format(self, lang: Lang = "nl") -> str:
        """The calls separated by spaces, e.g. ``1♥ pas 1♠`` (nl) or ``1♥ pass 1♠`` (en)."""
        return " ".join(call.format(lang) for call in self.calls)

    def __str__(self) -> str:
        return self.format("nl")

    def __repr__(self) -> str:
        return f"Auction.parse(Seat.{self.dealer._name_}, {self.format('nl')!r})"

    # -- turns ---------------------------------------------------------------------------

    @property
    def turn(self) -> Seat | None:
        """The seat whose turn it is to call, or ``None`` once the auction has ended."""
        return None if self.is_over else self.seat_of(len(self.calls))

    def seat_of(self, index: int) -> Seat:
        """The seat that makes call number ``index`` (0 = the dealer's first call).

        An index past the end is fine (the rotation continues); a negative index counts
        from the end like a sequence index, so ``seat_of(-1)`` made the last call.
        """
        if index < 0:
            if index < -len(self.calls):
                raise IndexError(f"call index {index} out of range")
            index += len(self.calls)
        return self.dealer.after(index)

    def calls_by(self, seat: Seat) -> tuple[Call, ...]:
        """The calls made by ``seat``, in order."""
        return self.calls[(seat - self.dealer) % 4 :: 4]

    @property
    def last_bid(self) -> Call | None:
        """The last bid (not pass, double or redouble), or ``None`` before any bid."""
        index = _last_bid_index(self.calls)
        return None if index is None else self.calls[index]

    @property
    def last_bid_by(self) -> Seat | None:
        """The seat that made :attr:`last_bid`."""
        index = _last_bid_index(self.calls)
        return None if index is None else self.seat_of(index)

    # -- legality ------------------------------------------------------------------------

    def is_sufficient(self, call: Call) -> bool:
        """Whether the bid ``call`` supersedes the last bid (Law 18B-C).

        Sufficiency is only defined for bids: a pass, double or redouble raises
        :class:`TypeError`, as comparing them does. Whether the auction is still open is
        not considered here; see :meth:`legal_problem`.
        """
        if not call.is_bid:
            raise TypeError(f"only a bid can be sufficient or insufficient, not {call!r}")
        last = self.last_bid
        return last is None or call > last

    def lowest_sufficient(self, denom: Denom) -> Call | None:
        """The lowest sufficient bid in ``denom``, or ``None`` if that is above seven.

        After 1♠: 2♥ in hearts, 1SA in no trump. Law 27 rulings turn on this bid.
        """
        last = self.last_bid
        if last is None or last.level is None or last.denom is None:
            return Call.bid(1, denom)
        level = last.level if denom > last.denom else last.level + 1
        return Call.bid(level, denom) if level <= MAX_LEVEL else None

    def can_double(self) -> bool:
        """Whether the player whose turn it is may double (Law 19A1)."""
        return self.legal_problem(_DOUBLE) is None

    def can_redouble(self) -> bool:
        """Whether the player whose turn it is may redouble (Law 19B1)."""
        return self.legal_problem(_REDOUBLE) is None

    def legal_problem(self, call: Call) -> CallProblem | None:
        """Why the player whose turn it is may not make ``call`` now, or ``None`` if they may.

        * A bid must be higher than the last bid.
        * A double must be of the last bid, made by an opponent, with only passes since.
        * A redouble must be of the last double, made by an opponent (so of a bid of the
          own side), with only passes since.
        * Nothing may be called after the auction has ended.
        """
        return _problem(self.calls, call)

    def is_legal(self, call: Call) -> bool:
        """Whether ``call`` may be made now; see :meth:`legal_problem`."""
        return _problem(self.calls, call) is None

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the player whose turn it is may make, in :data:`ALL_CALLS` order."""
        return tuple(call for call in ALL_CALLS if _problem(self.calls, call) is None)

    def append(self, call: Call) -> Auction:
        """A new auction with ``call`` added; :class:`AuctionError` if it is not legal."""
        problem = _problem(self.calls, call)
        if problem is not None:
            raise _problem_error(self.dealer, self.calls, call, problem)
        return Auction._unchecked(self.dealer, (*self.calls, call))

    # -- the end -------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether the auction has ended (Law 22A).

        It ends when all four players pass, or when three passes in a row follow any
        call. Both come down to: at least four calls, the last three of them passes.
        """
        return _is_over(self.calls)

    @property
    def is_passed_out(self) -> bool:
        """Whether all four players passed (the board is passed out, Law 22A1)."""
        return self.is_over and _last_bid_index(self.calls) is None

    def final_contract(self) -> Contract | None:
        """The contract, or ``None`` if the board was passed out.

        Declarer is the player of the declaring side who first named the final
        denomination (Definitions, "Declarer"). Raises :class:`AuctionError` while the
        auction is still going on: there is no final contract yet.
        """
        if not self.is_over:
            raise AuctionError(
                f"Het bieden ({self.format('nl') or 'leeg'}) is nog niet afgelopen: "
                "er is nog geen eindcontract.",
                f"The auction ({self.format('en') or 'empty'}) has not ended: "
                "there is no final contract yet.",
            )
        index = _last_bid_index(self.calls)
        if index is None:
            return None
        final = self.calls[index]
        assert final.level is not None and final.denom is not None
        side = self.seat_of(index).side
        declarer = next(
            self.seat_of(i)
            for i, call in enumerate(self.calls[: index + 1])
            if call.denom is final.denom and self.seat_of(i).side is side
        )
        doubled: Doubled = 0
        for call in self.calls[index + 1 :]:
            if call.is_double:
                doubled = 1
            elif call.is_redouble:
                doubled = 2
        return Contract(final.level, final.denom, doubled, declarer)


# -- rules on a plain sequence of calls, shared by the constructor and the methods --------

_DOUBLE = Call.parse("X")
_REDOUBLE = Call.parse("XX")
_HIGHEST = Call.parse("7SA")


def _is_over(calls: Sequence[Call]) -> bool:
    return len(calls) >= 4 and all(call.is_pass for call in calls[-3:])


def _last_bid_index(calls: Sequence[Call]) -> int | None:
    """Index of the last bid, or ``None``."""
    return next((i for i in range(len(calls) - 1, -1, -1) if calls[i].is_bid), None)


def _last_action_index(calls: Sequence[Call]) -> int | None:
    """Index of the last call that is not a pass (bid, double or redouble), or ``None``."""
    return next((i for i in range(len(calls) - 1, -1, -1) if not calls[i].is_pass), None)


def _problem(calls: Sequence[Call], call: Call) -> CallProblem | None:
    """The Law 18/19/22 check of ``call`` as the next call after ``calls``."""
    if _is_over(calls):
        return CallProblem.AUCTION_ENDED
    if call.is_pass:
        return None
    if call.is_bid:
        index = _last_bid_index(calls)
        return None if index is None or call > calls[index] else CallProblem.INSUFFICIENT
    # Double or redouble: it must be of the last action (no other call since than passes),
    # that action must be by an opponent, i.e. an odd number of calls ago, and of the
    # right kind: a bid for a double, a double for a redouble.
    index = _last_action_index(calls)
    by_opponent = index is not None and (len(calls) - index) % 2 == 1
    if call.is_double:
        ok = by_opponent and index is not None and calls[index].is_bid
        return None if ok else CallProblem.DOUBLE_NOT_PERMITTED
    ok = by_opponent and index is not None and calls[index].is_double
    return None if ok else CallProblem.REDOUBLE_NOT_PERMITTED


def _read_calls(text: str) -> Iterator[Call]:
    """Split auction text into calls, lazily so errors come in the order of the calls."""
    tokens = [token for token in _SEPARATORS.split(text) if token]
    position = 0
    number = 0
    while position < len(tokens):
        number += 1
        call, width = _read_call(tokens, position, number)
        position += width
        yield call


def _read_call(tokens: Sequence[str], position: int, number: int) -> tuple[Call, int]:
    """Read call ``number`` at ``tokens[position]``; return it and the tokens it used.

    A bare level ("2") is joined to the one or two words after it ("harten", "sans
    atout"), longest first, so spaced bids read naturally.
    """
    token = tokens[position]
    if _LEVEL_ONLY.fullmatch(token):
        for width in (3, 2):
            if position + width <= len(tokens):
                try:
                    return Call.parse(" ".join(tokens[position : position + width])), width
                except CallError:
                    pass
    try:
        return Call.parse(token), 1
    except CallError as error:
        raise AuctionError(
            f"Bieding {number}: {error.text['nl']}",
            f"Call {number}: {error.text['en']}",
            error.accepted,
        ) from error


def _problem_error(
    dealer: Seat,
    calls: Sequence[Call],
    call: Call,
    problem: CallProblem,
    position: int | None = None,
) -> AuctionError:
    """An :class:`AuctionError` that names the call, its seat and why it is not allowed."""
    seat = dealer.after(len(calls))
    head_nl = f"{call.format('nl')} van {seat.name('nl')}"
    head_en = f"{call.format('en')} by {seat.name('en')}"
    if position is not None:
        head_nl = f"Bieding {position} ({head_nl})"
        head_en = f"Call {position} ({head_en})"
    reason_nl, reason_en = _reasons(Auction._unchecked(dealer, tuple(calls)), call, problem)
    return AuctionError(f"{head_nl}: {reason_nl}", f"{head_en}: {reason_en}", _accepted(calls))


def _reasons(auction: Auction, call: Call, problem: CallProblem) -> tuple[str, str]:
    """The Dutch and English explanation of ``problem``: the Law first, then the facts."""
    if problem is CallProblem.AUCTION_ENDED:
        return (
            "het bieden is al afgelopen (art. 39).",
            "the auction has already ended (Law 39).",
        )
    if problem is CallProblem.INSUFFICIENT:
        last, by = auction.last_bid, auction.last_bid_by
        assert last is not None and by is not None and call.denom is not None
        denom = call.denom
        lowest = auction.lowest_sufficient(denom)
        if lowest is None:
            hint_nl = f"Er is geen voldoende bod in {denom.name('nl')} meer."
            hint_en = f"No sufficient bid in {denom.name('en')} remains."
        else:
            hint_nl = f"Laagste voldoende bod in {denom.name('nl')}: {lowest.format('nl')}."
            hint_en = f"Lowest sufficient bid in {denom.name('en')}: {lowest.format('en')}."
        return (
            f"onvoldoende bod (art. 27). Het laatste bod is {last.format('nl')} van "
            f"{by.name('nl')}. {hint_nl}",
            f"insufficient bid (Law 27). The last bid is {last.format('en')} by "
            f"{by.name('en')}. {hint_en}",
        )
    calls = auction.calls
    index = _last_action_index(calls)
    action = None if index is None else calls[index]
    by_nl = by_en = ""
    if index is not None:
        by_nl, by_en = auction.seat_of(index).name("nl"), auction.seat_of(index).name("en")
    own_side = index is not None and (len(calls) - index) % 2 == 0
    if problem is CallProblem.DOUBLE_NOT_PERMITTED:
        if action is None:
            why = ("Er is nog geen bod om te doubleren.", "There is no bid to double yet.")
        elif action.is_double:
            why = ("Het laatste bod is al gedoubleerd.", "The last bid is already doubled.")
        elif action.is_redouble:
            why = ("Het laatste bod is al geredoubleerd.", "The last bid is already redoubled.")
        else:
            why = (
                f"Het laatste bod ({action.format('nl')}) is van {by_nl}, de eigen partij.",
                f"The last bid ({action.format('en')}) was made by {by_en}, "
                "on the caller's own side.",
            )
        return (
            f"doublet niet toegestaan (art. 19A1). {why[0]}",
            f"double not permitted (Law 19A1). {why[1]}",
        )
    if action is not None and action.is_double and own_side:
        why = (
            f"Het doublet is van {by_nl}, de eigen partij.",
            f"The double was made by {by_en}, on the caller's own side.",
        )
    elif action is not None and action.is_redouble:
        why = ("Er is al geredoubleerd.", "There is already a redouble.")
    else:
        why = ("Er is geen doublet om te redoubleren.", "There is no double to redouble.")
    return (
        f"redoublet niet toegestaan (art. 19B1). {why[0]}",
        f"redouble not permitted (Law 19B1). {why[1]}",
    )


def _accepted(calls: Sequence[Call]) -> tuple[str, ...]:
    """What could be called instead: pass, X/XX when allowed, and the range of bids."""
    forms: list[str] = []
    for call in ALL_CALLS:
        if _problem(calls, call) is not None:
            continue
        if not call.is_bid:
            forms.extend(dict.fromkeys((call.format("nl"), call.format("en"))))
        elif call == _HIGHEST:
            forms.extend(("7SA", "7NT"))
            break
        else:
            forms.extend((f"{call.format('nl')}…7SA", f"{call.format('en')}…7NT"))
            break
    return tuple(forms)


_SEPARATORS = re.compile(r"[\s,;]+")
_LEVEL_ONLY = re.compile(r"[0-9]+")
