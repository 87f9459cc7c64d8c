"""The claim checker's play engine: its mechanics agree with DDS, and its lines keep the
properties the laws give them (no line beats double dummy; with nothing but top tricks
every line takes them all; the statement's steps are played as said)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.bridge import DECK, Card, Seat, Suit
from arbiter.calc.claim import Position, Statement, Step, check_claim, parse_statement
from arbiter.calc.claim.cards import index, mask
from arbiter.calc.claim.check import double_dummy
from arbiter.calc.claim.engine import Engine


def _position(seed: int, size: int, *, trump: Suit | None = None, rng_trump: bool = True):
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {seat: deck[i * size : (i + 1) * size] for i, seat in enumerate(Seat)}
    if rng_trump:
        trump = rng.choice([None, *Suit])
    leader = Seat(rng.randrange(4))
    claimer = rng.choice([leader, leader.lho])
    return Position.from_hands(hands, trump=trump, leader=leader, claimer=claimer)


@pytest.mark.parametrize("seed", range(40))
def test_free_play_is_double_dummy(seed):
    """With every card free for the claimer's side the engine computes double dummy:
    the same number as DDS (tricks, trump, leader, equivalent cards all handled)."""
    position = _position(seed, 1 + seed % 4)
    engine = Engine(-1 if position.trump is None else int(position.trump),
                    int(position.claimer), free=True)  # fmt: skip
    hands = tuple(mask(position.hands[s]) for s in Seat)
    assert engine.value(hands, int(position.leader), ()) == double_dummy(position)


@pytest.mark.parametrize("seed", range(6))
def test_free_play_mid_trick_is_double_dummy(seed):
    """A claim during a trick: the cards already played to it count."""
    position = _position(100 + seed, 3)
    to_play = list(position.hands[position.leader])
    card = sorted(to_play)[0]
    hands = list(position.hands)
    hands[position.leader] = frozenset(c for c in to_play if c != card)
    mid = replace(position, hands=tuple(hands), trick=(card,))
    engine = Engine(-1 if mid.trump is None else int(mid.trump), int(mid.claimer), free=True)
    bits = tuple(mask(mid.hands[s]) for s in Seat)
    value = engine.value(bits, int(mid.leader), (), trick=(index(card),))
    assert value == double_dummy(mid)


STEPS = [
    Step("draw"), Step("cash", Suit.SPADES), Step("cash", Suit.HEARTS, top=True),
    Step("cash", Suit.DIAMONDS), Step("cash", Suit.CLUBS), Step("give", Suit.CLUBS),
    Step("ruff", Suit.DIAMONDS, where="partner"), Step("give", Suit.SPADES, count=2),
]  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    size=st.integers(1, 4),
    picks=st.lists(st.integers(0, len(STEPS) - 1), max_size=3, unique=True),
    trump_known=st.booleans(),
    top_down=st.booleans(),
)
def test_no_line_beats_double_dummy(seed, size, picks, trump_known, top_down):
    """Every line is a way the claimer's side may play, so none makes more than double
    dummy (its best play); the worst is the lowest line."""
    position = _position(seed, size)
    ours = position.hands[position.claimer] | position.hands[position.claimer.partner]
    steps = [STEPS[i] for i in picks]
    steps = [s for s in steps if s.suit is None or any(c.suit is s.suit for c in ours)]
    if position.trump is None:
        steps = [s for s in steps if s.kind not in ("draw", "ruff")]
    result = check_claim(position, Statement.of(*steps), trump_known=trump_known,
                         top_down=top_down)  # fmt: skip
    assert result.double_dummy is not None
    assert result.complete
    for count in result.lines:
        assert result.worst <= count.low == count.high <= result.double_dummy
    assert result.worst == min(count.low for count in result.lines)
    assert sum(1 for t in result.worst_play for c in t.cards if not c.before_claim) == sum(
        len(h) for h in position.hands
    )


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), size=st.integers(1, 6), nt=st.booleans())
def test_all_top_tricks_and_no_trump_out_give_every_line_the_same_count(seed, size, nt):
    """The claimer's side holds only top cards and is on lead, the opponents hold no
    trump: every order of play, careless or not, takes every trick."""
    rng = random.Random(seed)
    owners = [rng.random() < 0.5 for _ in range(8 * size)]  # True: the claimer's side
    ours_count = sum(owners[: 4 * size]) or 1
    ours_count = min(ours_count, 4 * size)
    # the claimer's side takes ours_count... of the top cards, spread over the suits
    by_suit = {s: sorted((c for c in DECK if c.suit is s), reverse=True) for s in Suit}
    ours: list[Card] = []
    theirs: list[Card] = []
    suits = list(Suit)
    rng.shuffle(suits)
    need_ours, need_theirs = 2 * size, 2 * size
    for suit in suits:
        take = min(need_ours, rng.randint(0, 13) if suit is not suits[-1] else 13)
        ours += by_suit[suit][:take]
        need_ours -= take
        give = min(need_theirs, 13 - take)
        theirs += by_suit[suit][take : take + give]
        need_theirs -= give
    if need_ours or need_theirs:
        return  # this draw could not be dealt; others cover the case
    rng.shuffle(ours)
    rng.shuffle(theirs)
    trump_suits = [s for s in Suit if not any(c.suit is s for c in theirs)]
    trump = None if nt or not trump_suits else rng.choice(trump_suits)
    claimer = Seat(rng.randrange(4))
    hands = {
        claimer: ours[:size], claimer.partner: ours[size:],
        claimer.lho: theirs[:size], claimer.rho: theirs[size:],
    }  # fmt: skip
    leader = rng.choice([claimer, claimer.partner])
    position = Position.from_hands(hands, trump=trump, leader=leader, claimer=claimer)
    result = check_claim(position, parse_statement(""))
    assert {(c.low, c.high) for c in result.lines} == {(size, size)}
    assert result.worst == result.double_dummy == size
    assert not result.plan.trump_unmentioned


def _south(cards: str, trump: Suit | None, leader: Seat = Seat.SOUTH) -> Position:
    return Position.from_cards_left(cards, trump=trump, leader=leader, claimer=Seat.SOUTH)


def test_a_stated_ruff_is_made():
    """S: ♠2 ♥AK, dummy ♥2 ♦AK (no spades). Cashing the trumps first loses the spade;
    "ruff a spade in dummy" makes all three."""
    position = _south("Z:2.AK.. AKQ... .2.AK. ...AKQ", Suit.HEARTS)
    silent = check_claim(position, parse_statement(""))
    stated = check_claim(position, parse_statement("een schoppen troeven in de blinde"))
    assert silent.worst == 2
    assert stated.worst == 3 == stated.double_dummy
    ruff = stated.worst_play[0].cards
    assert [c.card.format("en") for c in ruff][::2] == ["♠2", "♥2"]


def test_a_stated_finesse_is_taken_an_unstated_one_is_not():
    """North leads towards South's ♦AQ, East holds ♦K: only a stated finesse wins (70E1)."""
    position = Position.from_cards_left(
        "N:..32. ..K4. ..AQ. ...32", trump=None, leader=Seat.NORTH, claimer=Seat.SOUTH
    )
    assert check_claim(position, parse_statement("")).worst == 1
    assert check_claim(position, parse_statement("finesse ♦Q")).worst == 2
    assert check_claim(position, parse_statement("snijden op de ruitenvrouw")).worst == 2
    guessed = check_claim(position, parse_statement(""))
    assert "70E1" in guessed.laws


def test_a_finesse_is_no_guess_after_an_opponent_showed_out():
    """70E1: West showed out of diamonds before the claim, so the king is known to be
    with East and the claimer gets the finesse without stating it."""
    position = Position.from_cards_left(
        "N:..32. ..K4. ..AQ. ...32", trump=None, leader=Seat.NORTH, claimer=Seat.SOUTH
    )
    known = replace(position, shown_out=frozenset({(Seat.WEST, Suit.DIAMONDS)}))
    assert check_claim(known, parse_statement("")).worst == 2


def test_a_give_up_step_ducks_in_both_hands():
    """S: ♦A32, N: ♦54 ♣A; West ♦KQ6. "Give up a diamond" leads low and ducks: the
    defence wins it cheaply and the ace still takes the third round."""
    position = _south("Z:..A32. ..KQ6. ..54.A ...432", None)
    result = check_claim(position, parse_statement("een ruiten afgeven, dan de rest"))
    first = result.worst_play[0]
    assert [c.card.format("en") for c in first.cards] == ["♦2", "♦6", "♦4", "♣2"]
    assert first.winner is Seat.WEST
    assert result.worst <= result.double_dummy  # type: ignore[operator]


def test_trump_known_draws_first_and_counts_the_rest():
    position = _south("Z:AK.A.. .5..KQ ..234. QJ...A", Suit.HEARTS)
    result = check_claim(position, parse_statement(""), trump_known=True)
    assert result.plan.draw_added and result.worst == 3
    assert all(count.line.steps[0].kind == "draw" for count in result.lines)


def test_top_down_removes_the_careless_small_card():
    """70E2: with "from the top" set by the Regulating Authority the J6 ending is safe."""
    position = Position.from_cards_left(
        "N:.J6.. .9..A ..83. ...KQ", trump=Suit.SPADES, leader=Seat.NORTH, claimer=Seat.NORTH
    )
    assert check_claim(position, parse_statement("")).worst == 0
    topped = check_claim(position, parse_statement(""), top_down=True)
    assert topped.worst == 2 and "70E2" in topped.laws


def test_a_concession_of_tricks_no_line_loses_is_flagged():
    position = Position.from_cards_left(
        "Z:AK5... J3.2.. 42..2. ...543", trump=None, leader=Seat.SOUTH, claimer=Seat.SOUTH
    )
    result = check_claim(position, parse_statement(""), claimed=2)
    assert result.conceded_safe == 1 and result.at_stake == 0 and "71" in result.laws


def test_out_of_time_lines_show_a_range_and_the_worst_stays_exact():
    """With no time for the lines one by one, each shows the range it lies in; the
    worst (one search over every order) is still exact."""
    position = _position(3, 7, trump=Suit.HEARTS, rng_trump=False)
    full = check_claim(position, parse_statement(""), budget=60)
    rushed = check_claim(position, parse_statement(""), budget=0.0)
    assert full.complete and not rushed.complete
    assert rushed.worst == full.worst < full.double_dummy  # type: ignore[operator]
    for exact, count in zip(full.lines, rushed.lines, strict=True):
        assert count.low <= exact.low <= count.high
        if not count.exact:
            assert (count.low, count.high) == (full.worst, full.double_dummy)


def test_a_claim_of_more_tricks_than_are_left_is_refused():
    from arbiter.i18n import InputError

    position = _south("Z:AK5... J3.2.. 42..2. ...543", None)
    with pytest.raises(InputError) as error:
        check_claim(position, parse_statement(""), claimed=4)
    assert "0-3" in error.value.message("nl") and "0-3" in error.value.message("en")


def test_no_reference_skips_the_solver():
    position = _south("Z:AK5... J3.2.. 42..2. ...543", None)
    result = check_claim(position, parse_statement(""), reference=False)
    assert result.double_dummy is None and result.worst == 3


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), size=st.integers(2, 4), top_down=st.booleans())
def test_the_one_search_over_every_order_is_the_worst_line(seed, size, top_down):
    """The worst of all orders is found in one search (the unordered rest); it equals the
    lowest of the lines counted one by one, each in a fresh engine without bounds, and
    each line's count in the check equals that fresh count."""
    position = _position(seed, size)
    result = check_claim(position, parse_statement(""), top_down=top_down)
    trump = -1 if position.trump is None else int(position.trump)
    hands = tuple(mask(position.hands[s]) for s in Seat)
    fresh = []
    for count in result.lines:
        engine = Engine(trump, int(position.claimer))
        value = engine.value(hands, int(position.leader), count.line.leads)
        assert (count.low, count.high) == (value, value)
        fresh.append(value)
    assert result.worst == min(fresh)


def test_the_one_search_follows_each_orders_priority():
    """A found case: East claims in no trump; an order whose first suit East lacks leads
    another first, and when West is in later that first suit comes before the one
    started. The one search must keep those orders (it once let the started suit go
    on and found 2 where the worst line makes 1)."""
    position = Position.from_cards_left(
        "O:J..3.AJ 94.T.2. .9.AK.2 2.85..Q", trump=None, leader=Seat.EAST, claimer=Seat.EAST
    )
    result = check_claim(position, parse_statement(""))
    hands = tuple(mask(position.hands[s]) for s in Seat)
    fresh = [Engine(-1, int(Seat.EAST)).value(hands, int(Seat.EAST), c.line.leads)
             for c in result.lines]  # fmt: skip
    assert result.worst == min(fresh) == 1
