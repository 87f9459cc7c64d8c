"""The played-board model: deals read and checked, plays replayed and refused when impossible."""

from __future__ import annotations

import pytest

from arbiter.bridge import Card, Contract, Denom, Seat, Suit
from arbiter.calc.play import Deal, PlayedBoard, trick_winner
from arbiter.i18n import InputError

# North all spades, East all hearts, South all diamonds, West all clubs.
SUITS = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
DEAL = "N:AT963.K4.KQ74.Q3 74.AQ972.96.AT42 QJ2.J6.T8532.865 K85.T853.AJ.KJ97"


def c(text: str) -> Card:
    return Card.parse(text)


def test_deal_reads_pbn_and_writes_it_back():
    deal = Deal.parse_pbn(DEAL)
    assert deal.to_pbn() == DEAL
    assert c("♠A") in deal.hand(Seat.NORTH)
    assert deal.holder(c("♥A")) is Seat.EAST
    # starting with another seat, "10" for the ten, lower case
    east_first = "e:74.AQ972.96.A1042 QJ2.J6.T8532.865 k85.t853.aj.kj97 AT963.K4.KQ74.Q3"
    assert Deal.parse_pbn(east_first) == deal


@pytest.mark.parametrize(
    ("text", "nl", "en"),
    [
        (DEAL.replace("Q3 ", "Q "), "51 kaarten in plaats van 52", "51 cards instead of 52"),
        (DEAL.replace("Q3 ", "Q "), "ontbreekt: ♣3", "missing: ♣3"),
        (DEAL.replace("Q3 ", "Q "), "Noord heeft 12 kaarten", "North has 12 cards"),
        (DEAL.replace("Q3 ", "Q32 "), "53 kaarten", "53 cards"),
        (DEAL.replace("Q3 ", "Q32 "), "♣2 komt 2 keer voor (Noord, Oost)", "♣2 appears 2 times"),
        (DEAL.replace("Q3 ", "QK "), "♣H komt 2 keer voor (Noord, West)", "♣K appears 2 times"),
        (DEAL.replace("Q3 ", "QK "), "ontbreekt: ♣3", "missing: ♣3"),
        (DEAL.replace("Q3 ", "QX "), "'x' in ♣ is geen rang", "'x' in ♣ is not a rank"),
        (DEAL.split(" ", 1)[1], "windrichting", "seat"),
        (DEAL.rsplit(" ", 1)[0], "3 handen", "3 hands"),
        (DEAL.replace("K4.KQ74", "K4KQ74"), "3 kleuren", "3 suits"),
    ],
)
def test_bad_deals_say_what_is_wrong_in_both_languages(text, nl, en):
    with pytest.raises(InputError) as caught:
        Deal.parse_pbn(text)
    assert nl in caught.value.message("nl")
    assert en in caught.value.message("en")


def test_every_problem_is_reported_at_once():
    with pytest.raises(InputError) as caught:
        Deal.parse_pbn(DEAL.replace("Q3 ", "QK ").replace("KJ97", "KJ9"))
    text = caught.value.message("en")
    assert "♣K appears 2 times" in text
    assert "missing: ♣3 ♣7" in text
    assert "West has 12 cards" in text


def test_trick_winner_follows_trumps_then_the_suit_led():
    cards = [c("♥2"), c("♥A"), c("♠2"), c("♦A")]
    assert trick_winner(Seat.WEST, cards, Suit.SPADES) is Seat.EAST  # third card, the ruff
    assert trick_winner(Seat.WEST, cards, None) is Seat.NORTH  # no trumps: ♥A
    assert trick_winner(Seat.WEST, cards, Suit.CLUBS) is Seat.NORTH


def _spades_north() -> PlayedBoard:
    deal = Deal.parse_pbn(SUITS)
    contract = Contract(7, Denom.SPADES, 0, Seat.NORTH)  # East leads
    # East leads ♥A and North ruffs; from then on North leads his spades
    plays = [c("♥A"), c("♦A"), c("♣A"), c("♠A")]
    for rank in "KQJT98765432":
        plays += [c("♠" + rank), c("♥" + rank), c("♦" + rank), c("♣" + rank)]
    return PlayedBoard.replay(deal, contract, plays)


def test_a_whole_board_replays_with_winners_and_no_revoke():
    board = _spades_north()
    assert len(board.tricks) == 13 and board.finished
    assert board.tricks[0].leader is Seat.EAST
    assert all(t.winner is Seat.NORTH for t in board.tricks)
    assert all(t.leader is Seat.NORTH for t in board.tricks[1:])
    assert board.declarer_tricks() == 13


def test_replay_refuses_a_card_from_the_wrong_hand():
    deal = Deal.parse_pbn(DEAL)
    contract = Contract(4, Denom.SPADES, 0, Seat.SOUTH)  # West leads
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, [c("♥A")])
    assert "West" in caught.value.message("en") and "East's hand" in caught.value.message("en")
    assert "in de hand van Oost" in caught.value.message("nl")


def test_replay_refuses_a_card_played_twice():
    deal = Deal.parse_pbn(DEAL)
    contract = Contract(4, Denom.SPADES, 0, Seat.SOUTH)
    first = [c("♥10"), c("♥K"), c("♥A"), c("♥6")]  # East wins
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, [*first, c("♥A")])
    assert "already played in trick 1" in caught.value.message("en")
    assert "al gespeeld in slag 1" in caught.value.message("nl")


def test_replay_refuses_the_wrong_player_to_lead():
    deal = Deal.parse_pbn(DEAL)
    contract = Contract(4, Denom.SPADES, 0, Seat.SOUTH)
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, [(Seat.NORTH, c("♠A"))])
    assert "opening lead is made by declarer's LHO, West (41A)" in caught.value.message("en")
    first = [
        (Seat.WEST, c("♥10")),
        (Seat.NORTH, c("♥K")),
        (Seat.EAST, c("♥A")),
        (Seat.SOUTH, c("♥6")),
    ]
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, [*first, (Seat.WEST, c("♥3"))])
    assert "East won trick 1 and must lead (44G)" in caught.value.message("en")
    assert "Oost won slag 1" in caught.value.message("nl")
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, [first[0], (Seat.EAST, c("♥A"))])
    assert "it is North's turn" in caught.value.message("en")


def test_a_revoke_is_marked_where_the_player_could_follow():
    deal = Deal.parse_pbn(DEAL)
    contract = Contract(4, Denom.SPADES, 0, Seat.SOUTH)
    # West leads ♥10; North has ♥K4 but plays ♠3: dummy revokes
    board = PlayedBoard.replay(deal, contract, [c("♥10"), c("♠3"), c("♥A"), c("♥6")])
    trick = board.tricks[0]
    assert [p.revoke for p in trick.plays] == [False, True, False, False]
    assert trick.winner is Seat.NORTH  # the revoke card is a trump and wins
    assert not board.finished and board.declarer_tricks() is None


def test_a_discard_when_void_is_no_revoke():
    board = _spades_north()
    assert not any(p.revoke for t in board.tricks for p in t.plays)


def test_a_claim_needs_the_result_and_the_result_must_fit():
    deal = Deal.parse_pbn(DEAL)
    contract = Contract(4, Denom.SPADES, 0, Seat.SOUTH)
    trick = [c("♥10"), c("♥K"), c("♥A"), c("♥6")]  # East wins trick 1
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, trick, claim=True)
    assert "Result" in caught.value.message("en")
    with pytest.raises(InputError) as caught:
        PlayedBoard.replay(deal, contract, trick, claim=True, result=13)
    assert "0-12" in caught.value.message("en")
    board = PlayedBoard.replay(deal, contract, trick, claim=True, result=10)
    assert board.finished and board.declarer_tricks() == 10
    assert board.claimed_tricks(contract.side) == 10
    assert board.claimed_tricks(contract.side.other) == 2


def test_more_than_thirteen_tricks_is_refused():
    board = _spades_north()
    deal, contract = board.deal, board.contract
    plays = [p.card for t in board.tricks for p in t.plays]
    with pytest.raises(InputError):
        PlayedBoard.replay(deal, contract, [*plays, plays[0]])
