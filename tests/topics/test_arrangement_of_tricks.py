"""Arrangement and inspection of tricks, defective trick (65, 66, 67): the 2017 texts of
Laws 65, 66 and 67 (with 45E, 58B and 64A2 where 67 sends the director) and the AAP
(establish and record the facts, 85)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "arrangement-of-tricks"
INSPECT = {"what": "inspect"}
EARLY = {"what": "defective", "defect_when": "no"}
LATE = {"what": "defective", "defect_when": "yes"}
DEEMED_REVOKE = {"revoke_established": True, "penalty_card": "none"}

CASES = [
    Case({"what": "pointed", "pointed_when": "no"}, "pointed_corrected",
         {"rectification": "card_pointed_correctly"}, {"65B3"},
         "Law 65B3: attention drawn before his side played to the next trick"),
    Case({"what": "pointed", "pointed_when": "yes"}, "pointed_late",
         {"rectification": "too_late_to_correct"}, {"65B3", "16B1"},
         "Law 65B3 (2017): the right expires; later, 16B may apply"),
    Case({**INSPECT, "inspect_which": "current"}, "current_trick",
         {"rectification": "inspection_allowed"}, {"66A"}, "Law 66A"),
    Case({**INSPECT, "inspect_which": "own_last"}, "own_last_card",
         {"rectification": "inspection_allowed"}, {"66B"}, "Law 66B"),
    Case({**INSPECT, "inspect_which": "quitted"}, "quitted_tricks",
         {"rectification": "inspection_not_allowed"}, {"66C"},
         "Law 66C: only at the director's instruction"),
    Case({**INSPECT, "inspect_which": "looked"}, "looked_without_permission",
         {"procedural_penalty": "possible", "adjusted_score": "possible"},
         {"66C", "12A1", "90A"},
         "Law 66C has no rectification of its own: 12A1 and 90"),
    Case({**INSPECT, "inspect_which": "after_play", "mixed": "no"}, "inspect_after_play",
         {"rectification": "inspection_allowed"}, {"66D"}, "Law 66D, first sentence"),
    Case({**INSPECT, "inspect_which": "after_play", "mixed": "yes"}, "mixed_other_side",
         {"rectification": "ruled_for_other_side"}, {"66D"},
         "Law 66D: cards mixed after a claim: rule in favour of the other side"),
    Case({**EARLY, "defect_early": "omitted"}, "supply_card",
         {"rectification": "card_supplied", "penalty_card": "none"}, {"67A1"}, "Law 67A1"),
    Case({**EARLY, "defect_early": "simultaneous"}, "too_many_simultaneous",
         {"rectification": "treat_as_simultaneous_cards"}, {"67A2", "58B"}, "Law 67A2"),
    Case({**EARLY, "defect_early": "fifth"}, "too_many_fifth",
         {"rectification": "treat_as_fifth_card"}, {"67A2", "45E"}, "Law 67A2"),
    Case({**LATE, "defect_late": "failed", "suit_led": "yes"}, "failed_has_suit",
         DEEMED_REVOKE, {"67B1(a)", "64A2"},
         "Law 67B1(a) (2017): card of the suit led, deemed revoke, one trick (64A2)"),
    Case({**LATE, "defect_late": "failed", "suit_led": "no"}, "failed_void",
         DEEMED_REVOKE, {"67B1(b)", "64A2"},
         "Law 67B1(b): any card, deemed revoke, one trick (64A2)"),
    Case({**LATE, "defect_late": "extra", "extra_claimed": "no"}, "extra_card",
         {"card_returned_to_hand": True, "penalty_card": "none"}, {"67B2"},
         "Law 67B2: extra cards back to the hand; ownership of the trick unchanged"),
    Case({**LATE, "defect_late": "extra", "extra_claimed": "yes"}, "extra_card_claim",
         {"card_returned_to_hand": True, "penalty_card": "none"}, {"67B2", "70A"},
         "Law 67B2: the restored card counts as held all along: after a claim, the claim "
         "is judged again (70, 71)"),
    Case({"what": "disturbed"}, "order_disturbed", {"rectification": "order_disturbed"},
         {"65D"}, "Law 65D: disturbing the played cards jeopardizes the player's rights"),
]

WORKED_EXAMPLES = [
    # BBO Laws forum, "Claim with a defective trick" (December 2017, a question from a
    # recent graduate of a club director course;
    # forums.bridgebase.com/topic/77950-claim-with-a-defective-trick): declarer won a
    # club lead with dummy's king but played nothing from his own hand, and it came out
    # at the end that he had a card too many. Under 67B he at once faces one of his cards
    # (here any of them could legally be played), puts it with that trick, and is deemed
    # to have revoked there: one trick under 64A2.
    Case({**LATE, "defect_late": "failed", "suit_led": "no"}, "failed_void",
         DEEMED_REVOKE, {"67B1(b)", "64A2"},
         "BBO Laws forum 'Claim with a defective trick' (2017): declarer failed to play "
         "from hand; he faces a card and is deemed to have revoked, "
         "http://www.bridgebase.com/forums/topic/77950-claim-with-a-defective-trick/"),
    # Hertfordshire Bridge Association, "Problems for Directors", situation 1, case 4
    # (www.bridgewebs.com/herts/page5.html): at the end one player has a card too few and
    # an extra card is found among his played cards: it goes back from the played cards to
    # his hand (67B2), and it counts as having been in his hand all along.
    Case({**LATE, "defect_late": "extra", "extra_claimed": "no"}, "extra_card",
         {"card_returned_to_hand": True}, {"67B2"},
         "Hertfordshire BA 'Problems for Directors', case 4: extra card in the played "
         "cards is restored to the hand (67B2), "
         "http://www.bridgewebs.com/herts/page5.html"),
]


def test_a_restored_card_after_a_claim_goes_on_in_the_claim():
    """Issue 22 (67B2): an extra card restored to the hand after play ended with a claim
    counts as held all along; when it changes what the claim is worth, the story goes on
    at once in Claim, which does not ask again whether it was a claim."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    extra = {**LATE, "defect_late": "extra"}
    assert [q.id for q in walk_chain(topic, extra, {}).exceptions] == ["extra_claimed"]
    res = walk_chain(topic, {**extra, "extra_claimed": "yes"}, {})
    assert res.topic.id == "claim" and res.question.id == "response"
    assert res.parts[0].ruling.id == "extra_card_claim"


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
