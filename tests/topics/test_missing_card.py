"""Missing card (14): the 2017 text of Law 14 (seed 001) and the AAP (seed 000)."""

from tests.topics.harness import Case, check_case, topic_tests

TOPIC = "missing-card"
AFTER = {"when": "after_lead"}
ELSEWHERE = {**AFTER, "where": "elsewhere", "should_have_played": "no"}
UI = {"unauthorized_information": True}

CASES = [
    Case({"when": "before_lead", "found_before": "yes"}, "restored_before",
         {"hand_restored": True, "call_stands": True, "board_played_normally": True, **UI},
         {"14A1", "14A3", "14C"},
         "001 art. 14A1/A3: card found before the lead is faced: added, no change of calls"),
    Case({"when": "before_lead", "found_before": "no"}, "reconstructed_before",
         {"hand_restored": True, "call_stands": True, **UI}, {"14A2", "14A3", "14C"},
         "001 art. 14A2/A3: not found: reconstruct with another pack, play on normally"),
    Case({**AFTER, "where": "played_cards"}, "defective_trick",
         {"rectification": "treat_as_defective_trick", **UI}, {"14B1", "67"},
         "001 art. 14B1: found among the played cards: Law 67"),
    Case({**AFTER, "where": "elsewhere", "should_have_played": "yes"}, "revoke",
         {"hand_restored": True, **UI}, {"14B4", "61A", "14C"},
         "001 art. 14B4: failing to have played the added card earlier is a revoke"),
    Case({**ELSEWHERE, "exposed": "no", "claimed": "no"}, "restored_after",
         {"hand_restored": True, "penalty_card": "none", "play_continues": True, **UI},
         {"14B2", "14B4", "14C"}, "001 art. 14B2: found elsewhere: added to the hand"),
    Case({**ELSEWHERE, "exposed": "no", "claimed": "yes"}, "claim_again",
         {"hand_restored": True}, {"14B2", "14B4", "70A"},
         "14B4: held all along, so after a claim the claim is judged again (70, 71)"),
    Case({**ELSEWHERE, "exposed": "yes", "honour": "yes"}, "penalty_major",
         {"penalty_card": "major", "lead_restriction": "50D2", **UI}, {"14B4", "50B"},
         "001 art. 14B4: the added card may become a penalty card (honour: major, 50B)"),
    Case({**ELSEWHERE, "exposed": "yes", "honour": "no"}, "penalty_minor",
         {"penalty_card": "minor", "lead_restriction": "none", **UI}, {"14B4", "50B", "50C"},
         "001 art. 14B4: the added card may become a penalty card (unintended, low: minor)"),
    Case({**AFTER, "where": "not_found", "should_have_played_nf": "yes"}, "revoke",
         {"hand_restored": True, **UI}, {"14B4"},
         "001 art. 14B3/B4: reconstructed card that should have been played: revoke"),
    Case({**AFTER, "where": "not_found", "should_have_played_nf": "no", "claimed_nf": "no"},
         "reconstructed_after", {"hand_restored": True, "play_continues": True, **UI},
         {"14B3", "14B4", "14C"}, "001 art. 14B3: not found: reconstruct with another pack"),
    Case({**AFTER, "where": "not_found", "should_have_played_nf": "no", "claimed_nf": "yes"},
         "claim_again_nf", {"hand_restored": True}, {"14B3", "14B4", "70A"},
         "14B3/B4: reconstructed card held all along: the claim is judged again"),
]

# Table data answers the honour question (50B) when the card is given.
FACT_CASES = [
    Case({**ELSEWHERE, "exposed": "yes"}, "penalty_major", {"penalty_card": "major"}, {"50B"},
         "facts: ♥Q is an honour", facts={"card": "♥Q"}),
    Case({**ELSEWHERE, "exposed": "yes"}, "penalty_minor", {"penalty_card": "minor"}, {"50B"},
         "facts: ♣7 is not an honour", facts={"card": "♣7"}),
]


# Worked examples from public teaching material (extra cases on existing paths; retold in
# our own words). Hertfordshire Bridge Association, "Problems for Directors", situation 1:
# near the end of play one player has a card fewer than the others; the director searches.
# Law 14B reads the same in 2017 as in the text the problem was set on.
HERTS = "Hertfordshire BA, 'Problems for Directors' 1, http://www.bridgewebs.com/herts/page5.html"
WORKED_EXAMPLES = [
    # Found at the previous table (or face down on the floor): restore it (14B2).
    Case({**ELSEWHERE, "exposed": "no", "claimed": "no"}, "restored_after",
         {"hand_restored": True, "penalty_card": "none"}, {"14B2", "14B4"},
         f"{HERTS}: found at the previous table or face down"),
    # Found face up on the floor, a defender's low card: restored as a penalty card.
    Case({**ELSEWHERE, "exposed": "yes", "honour": "no"}, "penalty_minor",
         {"penalty_card": "minor", **UI}, {"14B4", "50B"},
         f"{HERTS}: found face up (a defender's card below honour rank)"),
    # An extra card among the played cards: a defective trick (67).
    Case({**AFTER, "where": "played_cards"}, "defective_trick",
         {"rectification": "treat_as_defective_trick"}, {"14B1", "67"},
         f"{HERTS}: extra card among the played cards"),
    # Not found: reconstruct with another pack (14B3).
    Case({**AFTER, "where": "not_found", "should_have_played_nf": "no", "claimed_nf": "no"},
         "reconstructed_after", {"hand_restored": True}, {"14B3"},
         f"{HERTS}: the card cannot be found"),
    # EBU TD forum, "Incorrect number of cards": a defender had played with 12 cards, the
    # missing diamond having fallen on the floor at an earlier table, and she ruffed a
    # diamond. The card counts as always in her hand (14B4), so the ruff was a revoke.
    # (As the thread adds, once the round is over only 64C can restore equity.)
    Case({**AFTER, "where": "elsewhere", "should_have_played": "yes"}, "revoke",
         {"hand_restored": True, **UI}, {"14B4", "64"},
         "EBU TD forum, 'Incorrect number of cards', "
         "https://www.ebu.co.uk/forum/discussion/734/incorrect-number-of-cards"),
]


# -- issue 10: a found card that shows a revoke or a defective trick goes on there ------

REVOKE_FACTS = {"offender": "W", "declarer": "S", "revoke_trick": "3",
                "revoke_trick_winner": "N", "offending_side_tricks_after": "2"}  # fmt: skip


def test_a_found_card_that_should_have_been_played_goes_on_as_a_revoke():
    """14B4: the card counts as held all along, so the player revoked: the revoke topic
    is offered with the facts carried, and the combined ruling cites both parts."""
    case = Case({"when": "after_lead", "where": "elsewhere", "should_have_played": "yes",
                 "revoke": "next", "revoke:dummy_est": "other", "revoke:same_trick": "no",
                 "revoke:time_limit": "yes", "revoke:step0": "no", "revoke:both_lost": "no",
                 "revoke:again_lost": "no"}, "one_trick_lost",
                {"revoke_established": True, "tricks_transferred": 1},
                {"14B4", "61A", "64A2"}, "Laws 14B4 and 64A2", facts=REVOKE_FACTS,
                topic="revoke")  # fmt: skip
    check_case(TOPIC, case)


def test_a_card_restored_after_a_claim_goes_on_in_the_claim():
    """Issue 22 (14B4): a card restored after play ended with a claim counts as held all
    along; when it changes what the claim is worth, the story goes on at once in Claim,
    which does not ask again whether it was a claim or whether partner objected."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    first = walk_chain(topic, {**ELSEWHERE, "exposed": "no"}, {})
    assert [q.id for q in first.exceptions] == ["claimed"]
    res = walk_chain(topic, {**ELSEWHERE, "exposed": "no", "claimed": "yes"}, {})
    assert res.topic.id == "claim" and res.question.id == "response"
    assert {s.node: s.source for s in res.path} == {"kind": "carried", "objected": "carried"}
    done = walk_chain(topic, {**ELSEWHERE, "exposed": "no", "claimed": "yes",
                              "claim:response": "doubted", "claim:doubt": "line",
                              "claim:normal_worse": "yes", "claim:then_line": "no"}, {})
    assert done.ruling.id == "normal_line"
    assert {"14B4", "70D1"} <= set(done.ruling.laws) | {
        law for p in done.parts for law in p.ruling.laws}


def test_a_card_found_among_the_played_cards_goes_on_as_a_defective_trick():
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    res = walk_chain(library().topic(TOPIC), {"when": "after_lead", "where": "played_cards"}, {})
    assert res.topic.id == "arrangement-of-tricks" and res.question.id == "defect_when"
    assert {s.node: s.answer for s in res.path if s.source == "carried"} == {"what": "defective"}


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES, worked=WORKED_EXAMPLES)
