"""The self-test of seed 002 ("Zelftoets les 2 De strafkaart"), statements a-h.

Each statement is checked through the penalty calculator: the test works out, from the
API alone, whether the statement holds, and compares that with the answer the lesson
gives (a-g wrong, h right). The statements part of the seed garbles some suit symbols
(hearts printed where diamonds are meant); the answers part has them right and is used.
"""

from __future__ import annotations

import pytest

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty import PenaltyCard, advise, allowed_plays, classify, information


def c(text: str) -> Card:
    return Card.parse(text)


def statement_a() -> bool:
    """A defender not on turn drops ♦2 and ♣3 by accident: two MINOR penalty cards."""
    found = classify([c("♦2"), c("♣3")], deliberate=False, owner="defender")
    return [p.kind for p in found.penalty_cards] == ["minor", "minor"]


def statement_b() -> bool:
    """♣A dropped during the auction stays face up to the final pass; ONLY if its owner
    becomes dummy is it no penalty card."""

    def kind(owner: str) -> str:
        return classify([c("♣A")], owner=owner, phase="auction").kind  # type: ignore[arg-type]

    only_dummy = kind("dummy") == "none" and kind("declarer") != "none"
    return only_dummy and kind("defender") != "none"


def statement_c() -> bool:
    """West has ♣A as penalty card, East to lead, declarer requires a club: West must then
    play his ♣A to that trick."""
    penalty = classify([c("♣A")]).penalty_cards
    require = next(o for o in advise(penalty, "partner_leads").options if o.id == "require:♣")
    west_hand = [c("♣A"), c("♣7"), c("♣4"), c("♥9")]
    after = allowed_plays(require.remaining, west_hand, Suit.CLUBS)
    return after.cards == {c("♣A")}


def statement_d() -> bool:
    """West has ♣8 as MINOR penalty card; East on lead: declarer may require or prohibit
    a club lead."""
    penalty = classify([c("♣8")]).penalty_cards
    assert penalty[0].kind == "minor"
    return bool(advise(penalty, "partner_leads").options)


def statement_e() -> bool:
    """West has ♠3 as MINOR penalty card and is to lead: he may NOT lead ♠A."""
    penalty = classify([c("♠3")]).penalty_cards
    allowed = allowed_plays(penalty, [c("♠A"), c("♠3"), c("♠7"), c("♥5")])
    return not allowed.allows(c("♠A"))


def statement_f() -> bool:
    """East leads to trick 1, West has ♦A as penalty card, declarer requires diamonds;
    East holds ♦KQJ2 and may lead any diamond he likes."""
    penalty = classify([c("♦A")]).penalty_cards
    require = next(o for o in advise(penalty, "partner_leads").options if o.id == "require:♦")
    assert require.picked_up == (c("♦A"),)
    # every diamond complies with the requirement, but East's knowledge of ♦A (picked up)
    # is unauthorized: he may not choose ♦2 because of it (16C, 50E2)
    return information("picked_up").partner == "authorized"


def statement_g() -> bool:
    """West leads to trick 1, East has ♦A as penalty card, declarer prohibits diamonds: ♦A
    goes back to East's hand; West wins with ♣A and, with no penalty card left on the
    table, may lead a diamond next."""
    penalty = classify([c("♦A")]).penalty_cards
    prohibit = next(o for o in advise(penalty, "partner_leads").options if o.id == "prohibit:♦")
    assert prohibit.picked_up == (c("♦A"),) and prohibit.remaining == ()
    return not prohibit.applies_to_next_lead(partner_retained_lead=True)


def statement_h() -> bool:
    """West must lead a club (partner's penalty card suit) but leads a diamond; East wins
    with ♦A, returns a club and West ruffs. East may use what he saw: West had no clubs."""
    return information("legal_play").partner == "authorized"


# statement, the lesson's answer ("Onjuist" = False, "Juist!!!" = True)
ANSWERS = [
    ("a", statement_a, False),
    ("b", statement_b, False),
    ("c", statement_c, False),
    ("d", statement_d, False),
    ("e", statement_e, False),
    ("f", statement_f, False),
    ("g", statement_g, False),
    ("h", statement_h, True),
]


@pytest.mark.parametrize(("letter", "statement", "answer"), ANSWERS)
def test_self_test_statement(letter, statement, answer):
    assert statement() is answer, f"statement {letter}"


def test_the_small_self_test_choose_the_ten_as_played_card():
    """♥9 and ♥10 fall together (58B): the offender names the card he plays, the other
    becomes a penalty card. Playing ♥10 leaves ♥9, a minor one; playing ♥9 leaves ♥10,
    an honour and so a major one."""
    assert classify([c("♥9")]).kind == "minor"
    assert classify([c("♥10")]).kind == "major"


def test_a_major_penalty_card_must_be_played_first_but_following_suit_comes_first():
    penalty = (PenaltyCard(c("♣A"), True),)
    hand = [c("♣A"), c("♥9"), c("♥3")]
    assert allowed_plays(penalty, hand).cards == {c("♣A")}  # leading
    assert allowed_plays(penalty, hand, Suit.HEARTS).cards == {c("♥9"), c("♥3")}  # follow
    assert allowed_plays(penalty, hand, Suit.SPADES).cards == {c("♣A")}  # void: discard it
