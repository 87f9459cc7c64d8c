"""Card exposed or led during the auction (Law 24, 2017 text), with the AAP."""

import pytest

from tests.topics.harness import Case, topic_tests
from tests.topics.unasked import unasked_premises

TOPIC = "card-exposed-during-auction"
SEEN = {"when": "during", "own_error": "yes", "partner_view": "yes"}
LED = {**SEEN, "led": "yes"}
TWO = {**SEEN, "led": "no", "which": "several"}
HONOUR = {**SEEN, "led": "no", "which": "honour"}
LOW = {**SEEN, "led": "no", "which": "low"}

PASS_ONCE = {"offender_partner_must_pass": "once", "unauthorized_information": True}
BACK = {"card_returned_to_hand": True, "penalty_card": "none"}


def _pass_once_cases(start: dict[str, str], called: str, became: str, sub: str) -> list[Case]:
    """The three endings of the auction after a 24B or 24C exposure, plus partner called."""
    law = f"24{sub}"
    return [
        Case(
            {**start, called: "no", became: "declarer_side"},
            f"{sub.lower()}_back",
            {**PASS_ONCE, **BACK},
            {law, "24D", "72C"},
            f"Law {law}: partner passes once; 24D: declarer or dummy takes the card(s) back",
        ),
        Case(
            {**start, called: "no", became: "defender"},
            f"{sub.lower()}_penalty",
            {**PASS_ONCE, "penalty_card": "major"},
            {law, "24E", "50B"},
            f"Law {law}: partner passes once; 24E/50B: major penalty card(s) for a defender",
        ),
        Case(
            {**start, called: "no", became: "passed_out"},
            "passed_out",
            {"redeal": False, "penalty_card": "none"},
            {"22B"},
            "Law 22B: passed out, hands back in the board, no redeal",
        ),
        Case(
            {**start, called: "yes"},
            "already_called",
            {"rectification": "treat_as_action_violating_obligation_to_pass"},
            {"37"},
            "AAP: partner already called instead of passing: Law 37",
        ),
    ]


CASES = [
    Case(
        {"when": "before"},
        "before_auction",
        {"card_returned_to_hand": True, "penalty_card": "none", "offender_partner_must_pass": "no"},
        {"24", "16D1"},
        "Law 24 (2017: 'during the auction') and 6D1; the auction begins with the first call",
    ),
    Case(
        {"when": "during", "own_error": "no"},
        "not_own_error",
        {"card_returned_to_hand": True, "penalty_card": "none"},
        {"24", "16D3"},
        "Law 24 preamble: only a card exposed 'because of a player's error'",
    ),
    Case(
        {"when": "during", "own_error": "yes", "partner_view": "no"},
        "only_opponents",
        {"offender_partner_must_pass": "no", "penalty_card": "none", "auction_continues": True},
        {"24"},
        "Law 24 preamble: only cards whose face partner could see",
    ),
    *_pass_once_cases(LED, "called_b", "became_b", "B"),
    *_pass_once_cases(TWO, "called_c", "became_c", "C"),
    *_pass_once_cases(HONOUR, "called_b", "became_b", "B"),
    Case(
        {**LOW, "became_a": "declarer_side"},
        "a_back",
        {**BACK, "offender_partner_must_pass": "no", "unauthorized_information": True},
        {"24A", "24D", "16C"},
        "Law 24A: single low card, no further rectification; 24D: back into the hand",
    ),
    Case(
        {**LOW, "became_a": "defender"},
        "a_penalty",
        {"penalty_card": "minor", "offender_partner_must_pass": "no"},
        {"24A", "24E", "50B"},
        "Law 24E with 50B: a single low card exposed by accident is a minor penalty card",
    ),
    Case(
        {**LOW, "became_a": "passed_out"},
        "passed_out",
        {"card_returned_to_hand": True, "redeal": False},
        {"22B"},
        "Law 22B: all four passed, no play, no redeal",
    ),
    Case(
        {"when": "after", "after_who": "lead_out_of_turn"},
        "after_lead_out_of_turn",
        {"rectification": "treat_as_opening_lead_out_of_turn"},
        {"54"},
        "Law 54: a faced opening lead out of turn after the final pass",
    ),
    Case(
        {"when": "after", "after_who": "defender"},
        "after_defender",
        {"rectification": "treat_as_penalty_card"},
        {"49", "50"},
        "Law 49: a defender's card his partner could see is a penalty card",
    ),
    Case(
        {"when": "after", "after_who": "declarer_side"},
        "after_declarer",
        {"penalty_card": "none"},
        {"48A"},
        "Law 48A: no card of declarer or dummy becomes a penalty card",
    ),
]

# Seed 002 (lesson on the penalty card, statement about an ace dropped in the auction):
# the ♣A stays face up on the table until the final pass, and it is no penalty card only
# if its owner becomes dummy (or declarer); as a defender's card it is a major one.
SEED_CASES = [
    Case(
        {**HONOUR, "called_b": "no", "became_b": "declarer_side"},
        "b_back",
        {"penalty_card": "none", "card_returned_to_hand": True},
        {"24D"},
        "seed 002: ♣A dropped during the auction, owner becomes dummy: no penalty card",
    ),
    Case(
        {**HONOUR, "called_b": "no", "became_b": "defender"},
        "b_penalty",
        {"penalty_card": "major", "offender_partner_must_pass": "once"},
        {"24B", "24E"},
        "seed 002: ♣A dropped during the auction, owner becomes a defender: penalty card",
    ),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, 'Card exposed during the auction': a player drops a single card below
    # honour rank during the auction and ends up defending. 24E sends it to Law 50, and a
    # single low card shown by accident is a minor penalty card (50B).
    Case(
        {**LOW, "became_a": "defender"},
        "a_penalty",
        {"penalty_card": "minor"},
        {"24E", "50B"},
        "EBU TD forum, 'Card exposed during the auction', "
        "https://www.ebu.co.uk/forum/discussion/comment/2091/",
    ),
    # Unit 572 (ACBL) director's column: North opens 1♠, East overcalls 3♥ and South puts
    # three hearts headed by the king on the table. With two or more cards exposed North
    # must pass at his next turn and may not use what he saw; if East-West declare, the
    # cards are major penalty cards; an enforced pass that damages East-West can lead to
    # an adjusted score (the column cites the old 'Law 23', now 72C). The 2017 text of
    # 24C/24E gives the same result.
    Case(
        {**TWO, "called_c": "no", "became_c": "defender"},
        "c_penalty",
        {"penalty_card": "major", "offender_partner_must_pass": "once"},
        {"24C", "24E", "72C"},
        "Unit 572 blog, 'Exposed cards during auction', "
        "http://www.unit572.org/1/post/2011/05/exposed-cards-during-auction.html",
    ),
    # BBO forum, 'Card Exposed - Before the Auction - Law 24 2017 Laws': 2017 limits
    # Law 24 to 'during the auction'; a card shown while taking the hand out of the board,
    # before the first call, leaves only a question of information (Law 16).
    Case(
        {"when": "before"},
        "before_auction",
        {"penalty_card": "none", "offender_partner_must_pass": "no"},
        {"16D1"},
        "BBO forums, 'Card Exposed - Before the Auction - Law 24', "
        "https://www2.dal12.sl.bridgebase.com/forums/topic/"
        "76660-card-exposed-before-the-auction-law-24/",
    ),
]

# Table data: the exposed card and the number of cards answer 'count' and 'honour'.
FACT_CASES = [
    Case(
        {**SEEN, "led": "no", "called_c": "no", "became_c": "defender"},
        "c_penalty",
        {"penalty_card": "major"},
        {"24C"},
        "facts: three cards exposed",
        facts={"exposed_count": "3", "card": "♥K"},
    ),
    Case(
        {**SEEN, "led": "no", "called_b": "no", "became_b": "declarer_side"},
        "b_back",
        {"card_returned_to_hand": True},
        {"24B", "24D"},
        "facts: a single ♠Q",
        facts={"exposed_count": "1", "card": "♠Q"},
    ),
    Case(
        {**SEEN, "led": "no", "became_a": "defender"},
        "a_penalty",
        {"penalty_card": "minor"},
        {"24A", "24E"},
        "facts: a single ♦7",
        facts={"exposed_count": "1", "card": "♦7"},
    ),
]


@pytest.mark.parametrize(("facts", "answer"), [
    ({"cards": "♥9 ♥10"}, "several"),
    ({"cards": "♣A"}, "honour"),
    ({"cards": "♦7"}, "low"),
    ({"exposed_count": "3"}, "several"),
    ({"exposed_count": "1"}, None),  # one card, not named: the director answers
])  # fmt: skip
def test_how_many_and_which_is_one_question(facts, answer):
    """24A-24C turn on the number of cards and the card, which the director always knows
    together: one question (issue 11), answered by the cards when they are given."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    assert {a.id for a in topic.nodes["which"].answers} == {"several", "honour", "low"}
    res = walk_chain(topic, {"own_error": "yes", "partner_view": "yes", "led": "no"}, facts)
    if answer is None:
        assert res.question.id == "which"
        return
    step = next(s for s in res.path if s.node == "which")
    assert (step.answer, step.source) == (answer, "fact")


TestTopic = topic_tests(TOPIC, CASES, more=SEED_CASES + FACT_CASES, worked=WORKED_EXAMPLES)


# -- issue 22: no ruling on an unasked premise; the penalty card asks nothing again -------


def test_no_ruling_rests_on_an_unasked_premise() -> None:
    assert unasked_premises(TOPIC) == set()


@pytest.mark.parametrize(("answers", "ruling", "status"), [
    ({**LOW, "became_a": "defender"}, "a_penalty", "accidental"),
    ({**HONOUR, "called_b": "no", "became_b": "defender"}, "b_penalty", "major"),
    ({**LED, "called_b": "no", "became_b": "defender"}, "b_penalty", "major"),
    ({**TWO, "called_c": "no", "became_c": "defender"}, "c_penalty", "several"),
])  # fmt: skip
def test_the_penalty_card_does_not_ask_again_whose_card_and_how(answers, ruling, status):
    """Issue 22 family (24E, 49, 50B): the card exposed in the auction becomes a penalty
    card of a defender. The penalty card topic is told what was shown, whose card it is,
    that partner could see it and how it was exposed; it does not ask them again (nor
    whether dummy drew attention: there was no dummy in the auction)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.interview import Asked
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    res = walk_chain(topic, {**answers, ruling: "next"})
    assert res.topic.id == "penalty-card" and [p.ruling.id for p in res.parts] == [ruling]
    carried = {s.node: s.answer for s in res.path if s.source == "carried"}
    assert {"situation": "exposed", "holder": "defender", "dummy": "other", "seen": "yes",
            "status": status}.items() <= carried.items()
    asked = {q.id for q in (res.question, *res.exceptions)} if isinstance(res, Asked) else set()
    assert not asked & {"situation", "holder", "dummy", "seen", "status"}
