"""Worked claim cases from public director material on the 2017 Laws, where the published
ruling follows from the trick counts. Each position is the one described (cards the
source does not give are filled in so they cannot matter); the words are ours.

The checker gives figures, not rulings: a case "agrees" when the worst normal line (or,
where the director found the claimer knew of the trump, the line drawing trumps first)
gives the tricks the published ruling gave.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from arbiter.bridge import Seat, Suit
from arbiter.calc.claim import Position, check_claim, parse_statement


@dataclass(frozen=True)
class Case:
    name: str
    url: str
    cards: str  # the cards left, first seat then clockwise
    trump: Suit | None
    leader: Seat
    claimer: Seat
    statement: str
    ruled: int  # tricks the claimer's side gets by the published ruling, from the claim on
    trump_known: bool = False


CASES = [
    Case(
        # Welsh Bridge Union directors' page, December 2018: three cards left; declarer
        # says no trumps are left and he has two master diamonds and the last trump. An
        # opponent holds the master trump and two top clubs. Ruled: he may play his trump
        # first, so all three tricks go to the opponents (70C); the reply confirms.
        "wbu-2018-master-trump",
        "https://directors.welshbridgeunion.org/2018/12/12/disputed-claim/",
        "Z:.2.AK. .A..AK 432... 5..2.2",
        Suit.HEARTS,
        Seat.SOUTH,
        Seat.SOUTH,
        "de rest is hoog",
        0,
    ),
    Case(
        # EBU TD forum, discussion 325: 2♠, declarer on lead with ♥J6 thinks hearts are
        # all his; an opponent holds ♥9 and ♣A. Leading the six first is careless but
        # normal (White Book 8.70.5): both tricks to the opponents.
        "ebu-325-j6",
        "https://forums.ebu.co.uk/discussion/325/disputed-claim",
        "N:.J6.. .9..A ..83. ...KQ",
        Suit.SPADES,
        Seat.NORTH,
        Seat.NORTH,
        "",
        0,
    ),
    Case(
        # EBU White Book 8.70.4(a), quoted in EBU TD forum discussion 731: declarer claims
        # all with a good trump (the nine), two spade winners and a heart winner; the
        # defence can ruff with its small trump. The defence gets a trick.
        "white-book-8-70-4a",
        "https://forums.ebu.co.uk/discussion/731/declarer-claims",
        "Z:AK.A..9 ..543.2 ..9876. QJT.K..",
        Suit.CLUBS,
        Seat.SOUTH,
        Seat.SOUTH,
        "",
        3,
    ),
    Case(
        # White Book 8.70.5, same page: AK5 opposite 42, the jack forgotten; playing the
        # five first is not normal, so declarer gets his three tricks.
        "white-book-8-70-5-ak5",
        "https://forums.ebu.co.uk/discussion/731/declarer-claims",
        "Z:AK5... J3.2.. 42..2. ...543",
        None,
        Seat.SOUTH,
        Seat.SOUTH,
        "",
        3,
    ),
    Case(
        # White Book 8.70.5: 754 opposite a void; losing a trick to a singleton six is
        # careless but normal: one trick to the defence.
        "white-book-8-70-5-754",
        "https://forums.ebu.co.uk/discussion/731/declarer-claims",
        "Z:754... 6..32. ..AKQ. ...432",
        None,
        Seat.SOUTH,
        Seat.SOUTH,
        "",
        2,
    ),
    Case(
        # Bridge Winners, "Claiming with a trump out": an experienced declarer with three
        # trumps claims six tricks, one small trump out; from the trump play before, the
        # director found he knew of it (70C2 not met): the claim stands.
        "bridgewinners-trump-known",
        "http://bridgewinners.com/article/view/claiming-with-a-trump-out/",
        "Z:AKQ.AKQ.. .2.8.5432 ..AKQJT9. JT9876...",
        Suit.HEARTS,
        Seat.SOUTH,
        Seat.SOUTH,
        "",
        6,
        True,
    ),
]


def _check(case: Case):
    position = Position.from_cards_left(
        case.cards, trump=case.trump, leader=case.leader, claimer=case.claimer
    )
    return check_claim(position, parse_statement(case.statement), trump_known=case.trump_known)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_published_ruling_follows_from_the_worst_line(case: Case):
    result = _check(case)
    assert result.worst == case.ruled
    assert result.complete
    assert min(count.low for count in result.lines) == case.ruled
    assert result.double_dummy is not None and result.worst <= result.double_dummy
    assert "70A" in result.laws


def test_the_agreement_is_counted():
    """The closing note reports how many published cases the checker agrees with."""
    agreed = sum(_check(case).worst == case.ruled for case in CASES)
    assert agreed == len(CASES) == 6


def test_the_master_trump_case_plays_the_trump_first():
    """WBU: the worst line leads the claimer's own small trump into the master trump;
    playing the diamonds first would give him two tricks."""
    result = _check(CASES[0])
    first = result.worst_play[0].cards[0]
    assert first.card.suit is Suit.HEARTS and first.choice == "open"
    assert {count.low for count in result.lines} == {0, 2}
    assert "70C" in result.laws


def test_the_careless_small_card_is_marked():
    result = _check(CASES[1])
    lead = result.worst_play[0].cards[0]
    assert lead.choice == "order" and lead.better is not None
    assert (lead.card.format("en"), lead.better.format("en")) == ("♥6", "♥J")


def test_without_the_directors_finding_the_trump_costs_a_trick():
    """The same Bridge Winners position if the director cannot be sure the claimer knew
    (70C2): a line that cashes spades first lets the small trump ruff."""
    case = replace(CASES[5], trump_known=False)
    result = _check(case)
    assert result.worst == 5
    assert "70C" in result.laws and result.plan.trump_unmentioned


def test_family_7_the_claimers_own_high_trump_first_is_a_normal_line():
    """Issue 10, family 7: the claimer (♥A ♠AK) forgot a small trump (♥5 with West, who
    has no spades). Drawing it with his ace first is one normal line (3 tricks);
    cashing spades first is another (West ruffs: 2). The count follows the worst."""
    position = Position.from_cards_left(
        "Z:AK.A.. .5..KQ ..234. QJ...A", trump=Suit.HEARTS, leader=Seat.SOUTH,
        claimer=Seat.SOUTH,
    )  # fmt: skip
    result = check_claim(position, parse_statement(""))
    by_first = {}
    for count in result.lines:
        by_first.setdefault(count.line.rest[0], set()).add(count.low)
    assert by_first[Suit.HEARTS] == {3}
    assert by_first[Suit.SPADES] == {2}
    assert result.worst == 2 and result.at_stake == 1
