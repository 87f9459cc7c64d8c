"""The position at a claim, from every way in: the cards left, a deal and the cards
played, a played board from a PBN hand record, endplay's Deal; bad positions refused in
both languages."""

from __future__ import annotations

import pytest

from arbiter.bridge import Card, Contract, Denom, Seat, Suit
from arbiter.calc.claim import (
    Position,
    Statement,
    check_claim,
    parse_cards_left,
    parse_contract,
)
from arbiter.calc.play import Deal
from arbiter.calc.revoke_pbn import read_pbn_file
from arbiter.i18n import InputError
from tests.calc.play_helpers import pbn_path

DEAL = "N:AT963.K4.KQ74.Q3 74.AQ972.96.AT42 QJ2.J6.T8532.865 K85.T853.AJ.KJ97"
FOUR_SPADES = Contract(4, Denom.SPADES, 0, Seat.SOUTH)


def test_cards_left_in_dutch_and_english_letters():
    hands = parse_cards_left("Z:AH.VB10.-.- 32..AK. .-.VB.2 Q.A.Q.3")
    assert {c.format("en") for c in hands[Seat.SOUTH]} == {"♥10", "♥J", "♥Q", "♠A", "♠K"}
    assert [c.format("en") for c in hands[Seat.EAST]] == ["♠Q", "♥A", "♦Q", "♣3"]


def test_the_cards_played_give_leader_tricks_won_and_who_showed_out():
    """Four tricks and a card of the fifth; East (a defender) claims. South ruffed the
    fourth trick, so North and South have shown out of hearts."""
    tricks = ["♥10 ♥H ♥A ♥6", "♥V ♥B ♥3 ♥4", "♣A ♣5 ♣7 ♣3", "♥9 ♠2 ♥5 ♦4", "♦2"]
    plays = [Card.parse(t) for trick in tricks for t in trick.split()]
    position = Position.from_play(Deal.parse_pbn(DEAL), FOUR_SPADES, plays, Seat.EAST)
    assert position.trick == (Card.parse("♦2"),)
    assert position.leader is Seat.SOUTH and position.to_play is Seat.WEST
    assert position.won == 3 and position.left == 9
    assert position.shown_out == {(Seat.NORTH, Suit.HEARTS), (Seat.SOUTH, Suit.HEARTS)}
    assert len(position.hands[Seat.SOUTH]) == 8 and len(position.hands[Seat.WEST]) == 9


def test_a_claim_recorded_in_a_pbn_file_gives_the_position():
    record = read_pbn_file(pbn_path("claim_after_10.pbn"))
    assert record.played is not None and record.played.claim
    position = Position.from_played_board(record.played)
    assert position.left == 3 and position.won == 6 and position.leader is Seat.NORTH
    assert {(Seat.WEST, Suit.SPADES), (Seat.EAST, Suit.SPADES)} == set(position.shown_out)
    result = check_claim(position, Statement())
    assert result.worst <= result.double_dummy  # type: ignore[operator]


def test_endplay_deal_with_a_trick_in_progress():
    from endplay.types import Deal as EndplayDeal
    from endplay.types import Denom as EndplayDenom
    from endplay.types import Player

    deal = EndplayDeal("N:AK2.A2.. QJ.K3.3. 3.QJ.2.4 T9..A4.3")
    deal.first, deal.trump = Player.south, EndplayDenom.hearts
    deal.play("S3")
    position = Position.from_endplay(deal, claimer=Seat.SOUTH)
    assert position.trick == (Card.parse("♠3"),) and position.to_play is Seat.WEST
    assert position.trump is Suit.HEARTS and position.left == 5
    assert Card.parse("♠3") not in position.hands[Seat.SOUTH]


def test_a_deal_may_be_ours_endplays_or_text():
    from endplay.types import Deal as EndplayDeal

    for deal in (DEAL, Deal.parse_pbn(DEAL), EndplayDeal(DEAL)):
        position = Position.from_play(deal, FOUR_SPADES, [Card.parse("♥10")])
        assert position.to_play is Seat.NORTH


BAD = [
    ("Z:AK... 3... 4... 5...", "niet evenveel kaarten", "not the same number of cards"),
    ("Z:A... A... 4... 5...", "zit bij Zuid en bij West", "is with both South and West"),
    ("Z:AX... 3... 4... 5...", "is geen rang", "is not a rank"),
    ("AK... 3... 4... 5...", "windrichting", "seat"),
    ("Z:A... 3... 4...", "3 handen", "3 hands"),
    ("Z:A.. 3... 4... 5...", "3 kleuren", "3 suits"),
    ("Z:... ... ... ...", "geen kaarten meer", "no cards left"),
]


@pytest.mark.parametrize(("text", "nl", "en"), BAD)
def test_bad_positions_are_refused_in_both_languages(text, nl, en):
    with pytest.raises(InputError) as error:
        Position.from_cards_left(text, trump=None, leader=Seat.SOUTH, claimer=Seat.SOUTH)
    assert nl in error.value.message("nl") and en in error.value.message("en")


def test_tricks_won_must_fit_the_cards_left():
    with pytest.raises(InputError) as error:
        Position.from_cards_left("Z:A... 3... 4... 5...", trump=None, leader=Seat.SOUTH,
                                 claimer=Seat.SOUTH, won=13)  # fmt: skip
    assert "0-12" in error.value.message("en")


def test_a_card_played_out_of_turn_is_refused():
    with pytest.raises(InputError) as error:
        Position.from_play(DEAL, FOUR_SPADES, [Card.parse("♠A")])
    assert "West" in error.value.message("en")


@pytest.mark.parametrize(("text", "level", "denom", "doubled"),
                         [("4♥", 4, Denom.HEARTS, 0), ("3SA", 3, Denom.NOTRUMP, 0),
                          ("3nt", 3, Denom.NOTRUMP, 0), ("4♠X", 4, Denom.SPADES, 1),
                          ("6 ruiten xx", 6, Denom.DIAMONDS, 2)])  # fmt: skip
def test_contracts(text, level, denom, doubled):
    contract = parse_contract(text, Seat.NORTH)
    assert (contract.level, contract.denom, contract.doubled) == (level, denom, doubled)


@pytest.mark.parametrize("text", ["pas", "8♥", "4Z", ""])
def test_bad_contracts(text):
    with pytest.raises(InputError) as error:
        parse_contract(text, Seat.NORTH)
    assert "Contract" in error.value.message("nl") and "4♥" in error.value.message("en")
