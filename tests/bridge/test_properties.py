"""Property tests: round trips in both languages, bid order, and random legal auctions."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from arbiter.bridge import (
    ALL_BIDS,
    ALL_CALLS,
    DECK,
    Auction,
    AuctionError,
    Call,
    Card,
    Denom,
    Seat,
    Side,
)
from arbiter.i18n import Lang

langs: st.SearchStrategy[Lang] = st.sampled_from(["nl", "en"])


def scramble_case(data: st.DataObject, text: str) -> str:
    """The same text with a random mix of upper and lower case, and some padding."""
    flips = data.draw(st.lists(st.booleans(), min_size=len(text), max_size=len(text)))
    mixed = "".join(c.upper() if flip else c.lower() for c, flip in zip(text, flips, strict=True))
    pad = data.draw(st.sampled_from(["", " ", "  ", "\t"]))
    return f"{pad}{mixed}{pad}"


@given(st.sampled_from(DECK), langs, st.data())
def test_card_round_trip(card: Card, lang: Lang, data: st.DataObject) -> None:
    assert Card.parse(card.format(lang)) == card
    assert Card.parse(scramble_case(data, card.format(lang))) == card
    letters = card.suit.letter(lang) + card.rank.symbol(lang)
    assert Card.parse(scramble_case(data, letters)) == card
    assert Card.parse(card.rank.symbol(lang) + card.suit.symbol) == card


@given(st.sampled_from(ALL_CALLS), langs, st.data())
def test_call_round_trip(call: Call, lang: Lang, data: st.DataObject) -> None:
    assert Call.parse(call.format(lang)) == call
    assert Call.parse(scramble_case(data, call.format(lang))) == call
    if call.is_bid:
        assert call.denom is not None
        spaced = f"{call.level} {call.denom.name(lang)}"
        assert Call.parse(scramble_case(data, spaced)) == call
        assert Call.parse(f"{call.level}{call.denom.letter(lang)}") == call


@given(st.sampled_from(list(Seat)), langs, st.data())
def test_seat_round_trip(seat: Seat, lang: Lang, data: st.DataObject) -> None:
    assert Seat.parse(seat.abbr(lang)) is seat
    assert Seat.parse(seat.name(lang)) is seat
    assert Seat.parse(scramble_case(data, seat.name(lang))) is seat


@given(st.sampled_from(list(Side)), langs, st.data())
def test_side_round_trip(side: Side, lang: Lang, data: st.DataObject) -> None:
    assert Side.parse(scramble_case(data, side.abbr(lang))) is side
    assert Side.parse(side.name(lang)) is side


@given(st.sampled_from(list(Seat)), st.sampled_from(list(Seat)))
def test_relations_are_mutual(a: Seat, b: Seat) -> None:
    inverse = {"self": "self", "lho": "rho", "partner": "partner", "rho": "lho"}
    assert b.relation_to(a) == inverse[a.relation_to(b)]
    assert (a.side is b.side) == (a.relation_to(b) in ("self", "partner"))


@given(st.sampled_from(ALL_BIDS), st.sampled_from(ALL_BIDS))
def test_bid_order(a: Call, b: Call) -> None:
    assert a.level is not None and a.denom is not None
    assert b.level is not None and b.denom is not None
    key_a, key_b = (a.level, int(a.denom)), (b.level, int(b.denom))
    assert (a < b) == (key_a < key_b)
    assert (a <= b) == (key_a <= key_b)
    assert (a > b) == (key_a > key_b)
    assert (a == b) == (key_a == key_b)
    assert [a < b, a == b, a > b].count(True) == 1
    assert (a < b) == (a.bid_index < b.bid_index)
    assert (a < b) == (ALL_BIDS.index(a) < ALL_BIDS.index(b))


@given(st.permutations(ALL_BIDS))
def test_sorting_bids_gives_auction_order(bids: list[Call]) -> None:
    assert tuple(sorted(bids)) == ALL_BIDS


# -- random legal auctions, checked against a direct reading of the Laws --------------------


@st.composite
def auctions(draw: st.DrawFn) -> Auction:
    """A legal auction, built call by call from the legal calls, biased towards passes."""
    auction = Auction(draw(st.sampled_from(list(Seat))))
    length = draw(st.integers(min_value=0, max_value=40))
    for _ in range(length):
        legal = auction.legal_calls()
        if not legal:
            break
        non_bids = [call for call in legal if not call.is_bid]
        pool = non_bids if draw(st.booleans()) else list(legal)
        auction = auction.append(draw(st.sampled_from(pool)))
    return auction


def reference_over(calls: tuple[Call, ...]) -> bool:
    """Law 22A: four passes, or three passes in a row after any call."""
    if len(calls) == 4 and all(call.is_pass for call in calls):
        return True
    return len(calls) >= 4 and all(call.is_pass for call in calls[-3:])


def reference_can_double(auction: Auction) -> bool:
    """Law 19A1: only the last bid, made by an opponent, with only passes since."""
    if auction.turn is None:
        return False
    bids = [i for i, call in enumerate(auction.calls) if call.is_bid]
    if not bids:
        return False
    last = bids[-1]
    only_passes_since = all(call.is_pass for call in auction.calls[last + 1 :])
    return only_passes_since and auction.seat_of(last).side is not auction.turn.side


def reference_can_redouble(auction: Auction) -> bool:
    """Law 19B1: only the last double, made by an opponent, with only passes since."""
    if auction.turn is None:
        return False
    doubles = [i for i, call in enumerate(auction.calls) if call.is_double]
    if not doubles:
        return False
    last = doubles[-1]
    only_passes_since = all(call.is_pass for call in auction.calls[last + 1 :])
    return only_passes_since and auction.seat_of(last).side is not auction.turn.side


@given(auctions())
def test_random_auction_invariants(auction: Auction) -> None:
    calls = auction.calls
    assert auction.is_over is reference_over(calls)
    assert auction.can_double() is reference_can_double(auction)
    assert auction.can_redouble() is reference_can_redouble(auction)
    if auction.is_over:
        assert auction.turn is None
        assert auction.legal_calls() == ()
    else:
        assert auction.turn is auction.dealer.after(len(calls))
        assert auction.legal_calls()[0] == Call.parse("pas")
    bids = [call for call in calls if call.is_bid]
    assert bids == sorted(bids)
    assert len(set(bids)) == len(bids)
    # The constructor accepts what append built; append agrees with legal_problem.
    assert Auction(auction.dealer, calls) == auction
    for call in ALL_CALLS:
        problem = auction.legal_problem(call)
        try:
            auction.append(call)
        except AuctionError:
            assert problem is not None
        else:
            assert problem is None
        if call.is_bid:
            assert problem is not None or auction.is_sufficient(call)


@given(auctions(), langs)
def test_random_auction_round_trip(auction: Auction, lang: Lang) -> None:
    text = auction.format(lang)
    assert Auction.parse(auction.dealer, text) == auction
    assert Auction.parse(auction.dealer.abbr(lang), text.replace(" ", ", ")) == auction


@given(auctions(), st.sampled_from(list(Denom)))
def test_lowest_sufficient_is_the_least_sufficient_bid(auction: Auction, denom: Denom) -> None:
    lowest = auction.lowest_sufficient(denom)
    sufficient = [b for b in ALL_BIDS if b.denom is denom and auction.is_sufficient(b)]
    assert lowest == (sufficient[0] if sufficient else None)


@st.composite
def finished_auctions(draw: st.DrawFn) -> Auction:
    """A random legal auction, closed with passes until it has ended."""
    auction = draw(auctions())
    while not auction.is_over:
        auction = auction.append(Call.parse("pas"))
    return auction


@given(finished_auctions())
def test_contract_of_random_finished_auction(auction: Auction) -> None:
    assert auction.turn is None
    contract = auction.final_contract()
    if auction.is_passed_out:
        assert contract is None
        return
    assert contract is not None
    assert contract.bid == auction.last_bid
    assert auction.last_bid_by is not None
    assert contract.side is auction.last_bid_by.side
    # Declarer named the denomination, and nobody on that side named it earlier.
    named = [
        auction.seat_of(i)
        for i, call in enumerate(auction.calls)
        if call.is_bid and call.denom is contract.denom
    ]
    own = [seat for seat in named if seat.side is contract.side]
    assert own[0] is contract.declarer
