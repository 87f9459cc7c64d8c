"""Inability to lead or play as required (59): the 2017 text of Law 59 (with 44C and
61A), seed 000 ("Strafkaart" step 11, lead out of turn step 4) and seed 002 (a partner
who has no card of the required suit plays what he likes; if he had one after all, it is
a revoke)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "inability-to-lead-or-play"

CASES = [
    Case({"why": "void"}, "any_card_void",
         {"rectification": "any_legal_card", "play_continues": True}, {"59"},
         "seed 000 Strafkaart step 11 / seed 002: no card of the required suit: any card"),
    Case({"why": "only_prohibited"}, "any_card_prohibited",
         {"rectification": "any_legal_card"}, {"59"},
         "Law 59: only cards of the prohibited suit left: any otherwise legal card"),
    Case({"why": "must_follow"}, "follow_suit_first",
         {"rectification": "follow_suit_any_card"}, {"59", "44C"},
         "Law 59 and 44C: the duty to follow suit comes first"),
    Case({"why": "can_comply"}, "must_comply", {"rectification": "must_comply"},
         {"59", "61A"}, "Law 61A: failing to comply when able is a revoke"),
    Case({"why": "found_later"}, "revoke_later", {"rectification": "treat_as_revoke"},
         {"61A", "62A", "64A"},
         "seed 002: it turns out later he did have the suit: a revoke, established or not"),
]

WORKED_EXAMPLES = [
    # Welsh Bridge Union, directors' "rule of the month", March 2020, "Unable to comply
    # with lead request" (directors.welshbridgeunion.org/rule-of-the-month/
    # march-2020-unable-to-comply-with-lead-request/): after an opening lead out of turn
    # declarer chose to have the correct leader lead the suit of the card led out of
    # turn; he had none of it, so under 59 he led a card of another suit of his choice.
    Case({"why": "void"}, "any_card_void", {"rectification": "any_legal_card"}, {"59"},
         "WBU rule of the month March 2020: required suit, leader void: he leads any card, "
         "https://directors.welshbridgeunion.org/rule-of-the-month/"
         "march-2020-unable-to-comply-with-lead-request/"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
