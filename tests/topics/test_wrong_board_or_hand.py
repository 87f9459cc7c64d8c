"""Wrong board or hand (15): the 2017 text of Law 15 (seed 001) and the AAP (seed 000)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "wrong-board-or-hand"
PAIRS = {"kind": "wrong_board", "event": "pairs"}

CASES = [
    Case({"kind": "wrong_hand", "partner_called": "no"}, "call_again",
         {"call_cancelled": True, "auction_continues": True, "unauthorized_information": True,
          "procedural_penalty": "possible"}, {"15A1", "15A2(b)", "15A2(c)", "16C", "15A4"},
         "001 art. 15A1/A2(b)/(c)/A4: call cancelled with later calls, offender calls again "
         "after looking at the correct hand, 16C, procedural penalty possible"),
    Case({"kind": "wrong_hand", "partner_called": "yes"}, "partner_has_called",
         {"call_cancelled": True, "adjusted_score": "artificial",
          "artificial_scores": "nos_plus_os_minus"}, {"15A1", "15A2(a)"},
         "001 art. 15A2(a): offender's partner has called since: adjusted score"),
    Case({"kind": "repeat_later", "call_differs": "no"}, "repeated_same",
         {"board_played_normally": True, "adjusted_score": "none"}, {"15A3"},
         "001 art. 15A3: same call on the board he took the cards from: play normally"),
    Case({"kind": "repeat_later", "call_differs": "yes"}, "repeated_differs",
         {"adjusted_score": "artificial", "artificial_scores": "nos_plus_os_minus"}, {"15A3"},
         "001 art. 15A3 and footnote: different call (meaning or psychic): adjusted score"),
    Case({"kind": "wrong_board", "event": "teams"}, "teams",
         {"rectification": "teams_rule_under_86b"}, {"15B", "86B"},
         "001 art. 15B footnote 2: pairs and individual only; teams: Law 86B"),
    Case({**PAIRS, "played_before": "yes"}, "board_cancelled",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"15B1", "15B3"},
         "001 art. 15B1/B3: already played by someone at the table: cancelled for both, "
         "artificial score for whoever has no valid score"),
    Case({**PAIRS, "played_before": "no", "correct_later": "yes"}, "keep_play_correct_later",
         {"board_played_normally": True, "adjusted_score": "none"}, {"15B2"},
         "001 art. 15B2: nobody played it: complete, keep the score, correct board later"),
    Case({**PAIRS, "played_before": "no", "correct_later": "no", "fault": "ns"},
         "keep_artificial_for_correct",
         {"board_played_normally": True, "adjusted_score": "artificial",
          "artificial_scores": "nos_plus_os_minus"},
         {"15B2", "15B3", "12C2(a)"},
         "001 art. 15B2/B3: result stands; artificial score for whoever cannot play the "
         "correct board validly: avg- to North-South at fault, avg+ to the others"),
    Case({**PAIRS, "played_before": "no", "correct_later": "no", "fault": "both"},
         "keep_artificial_both",
         {"board_played_normally": True, "adjusted_score": "artificial",
          "artificial_scores": "both_minus"},
         {"15B2", "15B3", "12C2(a)"},
         "001 art. 15B3 with 12C2(a): both pairs at fault for the wrong board: avg- to both "
         "on the correct board"),
]


# Worked examples from public discussion of the 2017 Laws by directors (extra cases on
# existing paths; retold in our own words).
WORKED_EXAMPLES = [
    # EBU TD forum, "Law 15B Wrong Board": in a multiple teams event a pair bid and played
    # 1NT on a board that was not theirs that round. The answer: 15B does not apply at
    # teams (its footnote sends the director to 86B).
    Case({"kind": "wrong_board", "event": "teams"}, "teams",
         {"rectification": "teams_rule_under_86b"}, {"15B", "86B"},
         "EBU TD forum, 'Law 15B Wrong Board', "
         "https://www.ebu.co.uk/forum/discussion/112/law-15b-wrong-board"),
    # BBO forums, "One board above another" (2025): a player took her cards from the
    # unplayed board lying under the one in play, and her side bid to 4♥ before it was
    # noticed. Her calls and all later calls are cancelled (15A1) and, since her partner
    # has called since, the board gets an adjusted score (15A2(a)); a respondent gave
    # average-minus / average-plus. Letting the auction stand, as the club director did,
    # does not follow 15A.
    Case({"kind": "wrong_hand", "partner_called": "yes"}, "partner_has_called",
         {"call_cancelled": True, "adjusted_score": "artificial",
          "artificial_scores": "nos_plus_os_minus"}, {"15A1", "15A2(a)"},
         "BBO forums, 'One board above another', "
         "https://www1.dal13.sl.bridgebase.com/forums/topic/91198-one-board-above-another"),
]


def test_wrong_board_one_score_per_pair_and_avg_minus_where_both_are_at_fault():
    """Issue 22 (15B with 12C2(a), 2017): the result on the wrong board stands; the pairs
    who later cannot play it get average-plus, each pair one score on the board; on the
    correct board both pairs get average-minus when both are at fault (a barometer:
    ebu-barometer-wrong-board-correct-board-missed), fault is asked, never assumed."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    missed = {**PAIRS, "played_before": "no", "correct_later": "no"}
    assert walk_chain(topic, missed, {}).question.id == "fault"
    both = walk_chain(topic, {**missed, "fault": "both"}, {})
    assert both.ruling.outcome["artificial_scores"] == "both_minus"
    for ruling in ("keep_artificial_for_correct", "keep_artificial_both",
                   "keep_play_correct_later"):
        notes = [f for f in topic.nodes[ruling].afterwards if "15B3" in f.laws]
        assert notes and "12C2(a)" in notes[0].laws, ruling
        assert "gemiddeld-plus" in notes[0].text["nl"] and "één score" in notes[0].text["nl"]
        assert "average-plus" in notes[0].text["en"], ruling


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
