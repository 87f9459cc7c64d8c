"""Review of the auction and explanation of calls (20): the 2017 text of Law 20 (with 41B,
41C and 40B2(b)), the AAP of seed 000 and its misinformation protocol for where it
continues."""

from tests.topics.harness import Case, topic_tests

TOPIC = "review-and-explanation"
REVIEW = {"what": "review"}
PARTNER = {"what": "partner_error", "partner_shown": "no"}

CASES = [
    Case({"what": "not_heard"}, "not_heard", {"rectification": "clarify_call"}, {"20A"},
         "Law 20A: a call not clearly recognised may be clarified at once"),
    # 20B: review during the auction
    Case({**REVIEW, "review_stage": "own_turn", "review_must_pass": "yes"},
         "review_not_entitled", {"rectification": "no_review_obliged_to_pass"}, {"20B"},
         "Law 20B: no review for a player who is obliged to pass"),
    Case({**REVIEW, "review_stage": "own_turn", "review_must_pass": "no"},
         "review_allowed", {"rectification": "review_allowed", "auction_continues": True},
         {"20B", "20D"},
         "Law 20B/20D: full restatement at own turn, alerts included, by an opponent"),
    Case({**REVIEW, "review_stage": "not_turn"}, "review_wait",
         {"rectification": "review_only_at_own_turn"}, {"20B"},
         "Law 20B: only at his own turn"),
    # 20C / 41B / 41C: after the auction
    Case({**REVIEW, "review_stage": "clarification"}, "review_clarification",
         {"rectification": "review_allowed"}, {"20C1", "41B"},
         "Law 20C1, 41B: before the lead is faced, leader's partner and declarer may ask"),
    Case({**REVIEW, "review_stage": "first_card"}, "review_first_turn",
         {"rectification": "review_allowed", "play_continues": True}, {"20C2", "41B"},
         "Law 20C2: at the first turn to play, until a card is played"),
    Case({**REVIEW, "review_stage": "later"}, "review_too_late",
         {"rectification": "review_too_late"}, {"41C"},
         "Law 41C: later only the contract and whether it was doubled"),
    # 20E: error in the restatement
    Case({"what": "review_error", "review_fixed": "yes"}, "review_error_fixed",
         {"adjusted_score": "none"}, {"20E"},
         "Law 20E: prompt correction by any player; no rectification"),
    Case({"what": "review_error", "review_fixed": "no", "review_damage": "yes"},
         "review_error_adjust", {"adjusted_score": "assigned"}, {"20E", "12C1(b)"},
         "Law 20E: see 12C1 when an uncorrected review causes damage"),
    Case({"what": "review_error", "review_fixed": "no", "review_damage": "no"},
         "review_error_no_damage", {"adjusted_score": "none"}, {"20E", "12B1"},
         "Law 20E with 12B1: no damage, no adjustment"),
    # 20F1-F3: explanations
    Case({"what": "explanation", "explain_stage": "own_turn"}, "explain_auction",
         {"rectification": "explanation_given"}, {"20F1", "20F3"},
         "Law 20F1/20F3: at own turn; bidder's partner explains the agreement"),
    Case({"what": "explanation", "explain_stage": "not_turn"}, "explain_not_turn",
         {"rectification": "explanation_only_at_own_turn"}, {"20F1"},
         "Law 20F1: only at own turn; no supplementary question by partner"),
    Case({"what": "explanation", "explain_stage": "play"}, "explain_play",
         {"rectification": "explanation_given"}, {"20F2"},
         "Law 20F2: defenders and declarer at their own turn to play"),
    Case({"what": "explanation", "explain_stage": "dispute"}, "explain_dispute",
         {"rectification": "treat_as_misinformation", "adjusted_score": "possible"},
         {"21B1(a)"}, "000 MI protocol: a disputed explanation is handled as misinformation"),
    Case({"what": "improper"}, "improper_question",
         {"unauthorized_information": True, "procedural_penalty": "possible"},
         {"20G1", "20G2", "16B1(a)"},
         "Law 20G1/20G2: no question for partner's benefit or to elicit a wrong answer"),
    # 20F4: own mistaken explanation
    Case({"what": "own_error", "own_error_when": "before_lead"}, "own_error_correct",
         {"rectification": "own_explanation_corrected", "adjusted_score": "possible"},
         {"20F4", "21B1(a)"},
         "Law 20F4: call the director and correct before the end of the Clarification "
         "Period"),
    Case({"what": "own_error", "own_error_when": "play"}, "own_error_play",
         {"rectification": "own_explanation_corrected", "adjusted_score": "possible"},
         {"20F4", "75B"},
         "Law 20F4/75B: found during or after play: correct at once (whether play goes on "
         "depends on when: the misinformation topic that follows says so)"),
    # 20F5: partner's mistaken explanation
    Case({"what": "partner_error", "partner_shown": "yes"}, "shown_early",
         {"unauthorized_information": True, "procedural_penalty": "possible"},
         {"20F5(a)", "16B1(a)"},
         "Law 20F5(a): he may not correct during the auction nor show it in any manner"),
    Case({**PARTNER, "partner_role": "auction"}, "wait_auction",
         {"rectification": "wait_for_first_legal_opportunity",
          "unauthorized_information": True},
         {"20F5(a)", "20F5(b)", "75A"},
         "Law 20F5(a): silent during the auction; wait for the first legal opportunity"),
    Case({**PARTNER, "partner_role": "declaring", "declaring_lead": "no"},
         "correct_now_declaring",
         {"rectification": "correction_after_final_pass", "adjusted_score": "possible"},
         {"20F5(b)(ii)", "21B1(a)", "40B2(b)"},
         "Law 20F5(b)(ii): declarer or dummy corrects after the final pass"),
    Case({**PARTNER, "partner_role": "declaring", "declaring_lead": "yes"},
         "correct_late_declaring",
         {"rectification": "correction_given_late", "procedural_penalty": "possible"},
         {"20F5(b)(ii)", "21B3"},
         "Law 20F5(b)(ii): the correction came too late; damage per 21B3/40B4"),
    Case({**PARTNER, "partner_role": "defender", "defender_play": "no"}, "wait_play",
         {"rectification": "wait_until_end_of_play", "play_continues": True},
         {"20F5(b)(i)", "16B1(a)"},
         "Law 20F5(b)(i): a defender waits until the end of play"),
    Case({**PARTNER, "partner_role": "defender", "defender_play": "yes"},
         "correct_now_defender", {"rectification": "correction_after_play"},
         {"20F5(b)(i)", "40B4"},
         "Law 20F5(b)(i): the defender corrects at the end of play"),
]

# Worked examples from public teaching material, retold.
#
# EBU TD forum, "Correct misinformation asap?"
# (https://forums.ebu.co.uk/discussion/282/correct-misinformation-asap): a player told the
# opponents that partner's 2♦ opening was strong; a round later he remembers it is weak.
# The answer there: under 20F4 he must call the director and correct his own explanation;
# he may do it at once and must do it before the opening lead is faced.
#
# Bawburgh Bridge Club handout "Mistaken Explanation"
# (http://www.bawburghbridge.club/mistaken-explanation): partner explained a call wrongly.
# The player says nothing during the auction; if he becomes declarer or dummy he calls the
# director after the final pass, if he becomes a defender only at the end of play.
WORKED_EXAMPLES = [
    Case({"what": "own_error", "own_error_when": "before_lead"}, "own_error_correct",
         {"rectification": "own_explanation_corrected"}, {"20F4"},
         "EBU TD forum 'Correct misinformation asap?' "
         "https://forums.ebu.co.uk/discussion/282/correct-misinformation-asap"),
    Case({**PARTNER, "partner_role": "declaring", "declaring_lead": "no"},
         "correct_now_declaring", {"rectification": "correction_after_final_pass"},
         {"20F5(b)(ii)"},
         "Bawburgh Bridge Club handout 'Mistaken Explanation', declarer's side "
         "http://www.bawburghbridge.club/mistaken-explanation"),
    Case({**PARTNER, "partner_role": "defender", "defender_play": "no"}, "wait_play",
         {"rectification": "wait_until_end_of_play"}, {"20F5(b)(i)"},
         "Bawburgh Bridge Club handout 'Mistaken Explanation', defending side "
         "http://www.bawburghbridge.club/mistaken-explanation"),
]


# Issue 10: a correction of an explanation goes on in the misinformation topic with what
# is already known (who corrects, and when); nothing is asked twice.
STORIES = [
    Case({**PARTNER, "partner_role": "declaring", "declaring_lead": "no",
          "misinformation:nos_change": "change"},
         "call_changed", {"call_cancelled": True}, {"20F5(b)(ii)", "21B1(a)", "21B2"},
         "20F5(b)(ii) then 21B1(a): the defender changes his final pass",
         topic="misinformation"),
    Case({**PARTNER, "partner_role": "declaring", "declaring_lead": "yes"},
         "late_correction", {"adjusted_score": "possible"}, {"20F5(b)(ii)", "47E2(a)", "21B3"},
         "20F5(b)(ii): late correction by dummy: play on, retraction offered (47E2(a))",
         topic="misinformation"),
    Case({**PARTNER, "partner_role": "defender", "defender_play": "yes",
          "misinformation:damaged": "yes"},
         "adjust", {"adjusted_score": "assigned"}, {"20F5(b)(i)", "21B3", "12B1"},
         "20F5(b)(i): the defender corrects after play; damage: adjusted score",
         topic="misinformation"),
    Case({"what": "own_error", "own_error_when": "play",
          "misinformation:stage": "play", "misinformation:retract": "no"},
         "play_on", {"play_continues": True}, {"75B2", "47E2(b)"},
         "75B2: the explainer corrects himself during play", topic="misinformation"),
    Case({"what": "own_error", "own_error_when": "play",
          "misinformation:stage": "after_play", "misinformation:damaged": "no"},
         "no_damage", {"adjusted_score": "none"}, {"20F4", "75B1", "12B1"},
         "Family 8: found after play: judged now, no 'play continues'", topic="misinformation"),
]


def test_a_correction_after_play_does_not_say_play_continues() -> None:
    """Family 8: the earlier part of the story, shown with the ruling given after play,
    does not tell the director that play continues."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    done = walk_chain(library().topic(TOPIC), {
        "what": "own_error", "own_error_when": "play", "misinformation:stage": "after_play",
        "misinformation:damaged": "yes"})
    for part in done.parts:
        assert "gaat door" not in part.ruling.text["nl"], part.ruling.id
        assert part.ruling.outcome.get("play_continues") is not True, part.ruling.id


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)
