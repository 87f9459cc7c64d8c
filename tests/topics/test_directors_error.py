"""Director's error (82) and duties (81): the AAP of seed 000 and the 2017 texts of 81/82."""

from tests.topics.harness import Case, topic_tests

TOPIC = "directors-error"
PLAYED = {"situation": "wrong_ruling", "can_fix": "no"}

CASES = [
    Case({"situation": "wrong_ruling", "can_fix": "yes"}, "correct_now",
         {"adjusted_score": "none", "board_played_normally": True}, {"82C", "82A"},
         "Law 82C: only when no rectification lets the board be scored normally"),
    Case({"situation": "wrong_ruling", "can_fix": "no_result"}, "no_result_both_plus",
         {"adjusted_score": "artificial", "artificial_scores": "both_plus"}, {"82C", "12C2(a)"},
         "Law 82C with 12C2(a): both sides non-offending, no result: average-plus to both"),
    Case({**PLAYED, "different": "no"}, "result_stands",
         {"adjusted_score": "none", "rectification": "table_result_stands"}, {"82C"},
         "000 AAP: forgot to ask, but the player was simply not paying attention: the "
         "ruling was faulty, no score adjustment"),
    Case({**PLAYED, "different": "yes"}, "assigned_both_nos",
         {"adjusted_score": "assigned", "split_score": True}, {"82C", "12C1(b)"},
         "Law 82C with 12C1: a result was obtained: assign to each side as non-offending"),
    # The AAP's worked example: the director forgot to ask why the opening lead came from
    # the wrong defender; afterwards it turns out an opponent told him to lead (47E1), so
    # the rectification would certainly have gone another way: G+/G+ under 82C.
    Case({**PLAYED, "different": "unclear"}, "played_both_plus",
         {"adjusted_score": "artificial", "artificial_scores": "both_plus"}, {"82C", "12C1(d)"},
         "000 AAP worked example: lead on an opponent's instruction missed: G+/G+ (82C)"),
    Case({"situation": "revise_adjusted", "better_assignment": "yes"}, "reassign",
         {"adjusted_score": "assigned"}, {"82C"},
         "000 AAP: correcting your own adjusted score on a played board: never G+/G-, "
         "another assigned score"),
    Case({"situation": "revise_adjusted", "better_assignment": "no"}, "table_result_back",
         {"adjusted_score": "none", "rectification": "table_result_restored"}, {"82C"},
         "000 AAP: otherwise the table result applies"),
    Case({"situation": "procedure", "playable": "yes"}, "play_board",
         {"board_played_normally": True}, {"82A", "82B2"},
         "Law 82B2: require or postpone the play of a board"),
    Case({"situation": "procedure", "playable": "no"}, "procedure_adjust",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"82B1", "12C2(a)"},
         "Law 82B1: an adjusted score to rectify an error of procedure"),
    Case({"situation": "late_story"}, "late_story", {"adjusted_score": "possible"},
         {"81C3", "79C1"},
         "000 AAP: a player with a story at the end of the session: you are now called "
         "(81C3); check with the opponents"),
    Case({"situation": "waive", "cause": "yes"}, "waived",
         {"rectification": "rectification_waived"}, {"81C5"},
         "Law 81C5: waive a rectification for cause at the NOS's request"),
    Case({"situation": "waive", "cause": "no"}, "not_waived",
         {"rectification": "rectification_applied"}, {"81C5", "10A"},
         "Law 10A / 81C5: players cannot waive rectifications themselves"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Correcting a mistaken ruling" (2022,
    # https://www.ebu.co.uk/forum/discussion/1266/correcting-a-mistaken-ruling): a card
    # dropped face up during the auction was ruled to be only unauthorized information;
    # with the right ruling the partner would have had to pass and 1♠ would have been the
    # contract. The board was played out and the likely tricks in 1♠ can be judged, so
    # the director assigns (weighted) scores, both sides treated as non-offending.
    Case(
        {**PLAYED, "different": "yes"},
        "assigned_both_nos",
        {"adjusted_score": "assigned"},
        {"82C"},
        "EBU TD forum 'Correcting a mistaken ruling': weighted 1♠ result after a wrong ruling, "
        "https://www.ebu.co.uk/forum/discussion/1266/correcting-a-mistaken-ruling",
    ),
    # D. Stevenson and B. Schelen, "Law 82C revisited" (https://blakjak.org/lws_ste1.htm):
    # a Dutch course case gave A+ to both pairs after a wrong pass obligation; when the
    # board was played out the director should assign a score for each side separately.
    Case({**PLAYED, "different": "yes"}, "assigned_both_nos", {"split_score": True}, {"12C1(b)"},
         "blakjak.org 'Law 82C revisited': played board, assigned score per side, "
         "https://blakjak.org/lws_ste1.htm"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
