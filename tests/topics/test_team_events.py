"""Adjusted scores in team play (86): the 2017 text of Law 86 (86A substitute board, 86B
results at the other table) with 12C2(b) (±3 IMPs) and 12C4 (knockout), which hold what
the 2008 Law 86 had in 86A and 86B."""


from tests.topics.harness import Case, topic_tests

TOPIC = "team-events"

CASES = [
    Case({"situation": "redeal", "result_known": "yes"}, "no_redeal_adjust",
         {"redeal": False, "adjusted_score": "possible"}, {"86A"},
         "Law 86A: no redeal when the match result without the board could be known"),
    Case({"situation": "redeal", "result_known": "no"}, "redeal_allowed", {"redeal": True},
         {"86A"}, "Law 86A a contrario: a substitute board is possible"),
    Case({"situation": "one_result", "favourable": "yes"}, "assign_from_other_table",
         {"adjusted_score": "assigned"}, {"86B1", "12C1(c)"},
         "Law 86B1: a clearly favourable result at the other table: an assigned score"),
    Case({"situation": "one_result", "favourable": "no"}, "normal_adjust",
         {"adjusted_score": "possible"}, {"86B1", "12C2(b)"},
         "Law 86B1 with 12C: otherwise the usual adjusted score (±3 IMPs artificial)"),
    Case({"situation": "multiple", "fault": "neither"}, "cancel_neither",
         {"board_cancelled": True, "artificial_scores": "both_plus"}, {"86B2(a)"},
         "Law 86B2(a): nobody at fault: cancel, artificial scores or substitute boards"),
    Case({"situation": "multiple", "fault": "one"}, "nos_best",
         {"rectification": "nos_best_of_avg_plus_or_assigned"}, {"86B2(b)"},
         "Law 86B2(b): NOS gets the better of average-plus and an assigned score"),
    Case({"situation": "multiple", "fault": "both"}, "cancel_both",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"86B2(c)"},
         "Law 86B2(c): both at fault: cancel and award artificial scores"),
    Case({"situation": "knockout"}, "ko_average",
         {"rectification": "knockout_average_of_non_balancing"}, {"12C4"},
         "Law 12C4 (2008: 86B): knockout, non-balancing scores averaged"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Hellenic Bridge Federation, commentary on Law 87
    # (https://laws.hellasbridge.org/comment_law_87): a fouled board played to completion
    # at both tables of a team match, in two different forms, has two results of equal
    # standing, neither comparable: 86B2 applies, not 86B1.
    Case({"situation": "multiple", "fault": "neither"}, "cancel_neither",
         {"board_cancelled": True}, {"86B2(a)"},
         "laws.hellasbridge.org comment_law_87: fouled board at both tables: 86B2, "
         "https://laws.hellasbridge.org/comment_law_87"),
    # Hellenic Bridge Federation, commentary on Law 86
    # (https://laws.hellasbridge.org/comment_law_86): 86B1 is for a result at one table
    # with none at the other (a board cancelled for extraneous information, a 14/12-card
    # deal, slow play); the director first decides whether that single result is
    # "clearly favourable" to one side before assigning a score.
    Case({"situation": "one_result", "favourable": "yes"}, "assign_from_other_table",
         {"adjusted_score": "assigned"}, {"86B1"},
         "laws.hellasbridge.org comment_law_86: one result, clearly favourable: assign, "
         "https://laws.hellasbridge.org/comment_law_86"),
    # BBO forum, "A Law 86C hypothetical" (2014, https://www3.dal13.sl.bridgebase.com/
    # forums/topic/65105-ui-from-a-question/page__view__new): teams had compared when
    # a misduplicated board was found; once the score without it is known, no substitute
    # board may be played (the 2008 86C is the 2017 86A).
    Case({"situation": "redeal", "result_known": "yes"}, "no_redeal_adjust", {"redeal": False},
         {"86A"},
         "BBO forum 'A Law 86C hypothetical': score already compared: no substitute board, "
         "https://www3.dal13.sl.bridgebase.com/forums/topic/"
         "65105-ui-from-a-question/page__view__new"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
