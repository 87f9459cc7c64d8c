"""Adjusted score (12): the 2017 text of Law 12 (seed 001, art. 12) and the AAP of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "adjusted-score"
DAMAGE = {"why": "infraction", "damage": "yes"}
ASSIGN = {**DAMAGE, "can_assign": "yes"}
ART = {"adjusted_score": "artificial"}

# The artificial-score branch is reached both when no result is possible (12A2) and when
# the possible results are too many or unclear (12C1(d)).
FAULT = [
    ("one_side", "art_one_side", "nos_plus_os_minus", False, {"12C2(a)", "12C2(b)", "12C3"}),
    ("partly", "art_partly", "nos_plus_os_average", True, {"12C2(a)", "12C4"}),
    ("both_partly", "art_both_partly", "both_average", False, {"12C2(a)"}),
    ("neither", "art_neither", "both_plus", True, {"12C2(a)", "12C4"}),
    ("both_fully", "art_both_fully", "both_minus", True, {"12C2(a)", "12C4"}),
]

CASES = [
    Case({**DAMAGE, "can_assign": "yes", "nos_error": "no"}, "assigned",
         {"adjusted_score": "assigned", "split_score": False},
         {"12C1(a)", "12C1(b)", "12C1(c)", "12B1"},
         "Law 12C1(a)-(c): the likely result without the infraction, possibly weighted"),
    Case({**DAMAGE, "can_assign": "yes", "nos_error": "yes"}, "split_assigned",
         {"adjusted_score": "assigned", "split_score": True}, {"12C1(e)", "12C4"},
         "Law 12C1(e): a serious error or gamble by the NOS: no redress for its own part"),
    Case({"why": "infraction", "damage": "no"}, "no_damage",
         {"adjusted_score": "none", "rectification": "table_result_stands"}, {"12B1"},
         "Law 12B1: no damage, no adjusted score"),
    *[
        Case({"why": "no_result", "fault": fault}, ruling,
             {**ART, "artificial_scores": scores, "split_score": split}, laws,
             "Law 12A2 and 12C2(a): no result possible, scores by share of the fault")
        for fault, ruling, scores, split, laws in FAULT
    ],
    *[
        Case({**DAMAGE, "can_assign": "no", "fault": fault}, ruling,
             {**ART, "artificial_scores": scores}, laws,
             "Law 12C1(d): possibilities too numerous or unclear: an artificial score")
        for fault, ruling, scores, _split, laws in FAULT
    ],
    Case({"why": "wrong_rectification", "who_rectified": "director"}, "see_directors_error",
         {"rectification": "treat_as_directors_error"}, {"12A3", "82C"},
         "Law 12A3 with 82C; 000 AAP: a wrong ruling treats both sides as non-offending"),
    Case(
        {"why": "wrong_rectification", "who_rectified": "players"},
        "players_rectified",
        # adjustment only if the players' settlement cannot be undone (10B): "possible"
        {"split_score": True, "procedural_penalty": "possible", "adjusted_score": "possible"},
        {"12A3", "10B", "11A", "11B"},
        "000 AAP: offenders who acted as director and got it wrong: split score (11A) or "
        "procedural penalty (11B); the NOS keeps its table score",
    ),
    Case({"why": "harsh"}, "harsh_refused", {"adjusted_score": "none"}, {"12B2"},
         "Law 12B2: no adjusted score because a rectification seems too severe"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Newbury Bridge Club, "Ethics and Helpful Hints (8)", October 2011
    # (https://www.bridgewebs.com/newbury/page93.html): declarer went down in 4♥ because of
    # a wrong explanation; with the right explanation he makes ten tricks, sometimes
    # eleven. The director weights the result (+420 most of the time, +450 sometimes):
    # an assigned, weighted score, the same under 12C1(c) of the 2017 Laws.
    Case({**ASSIGN, "nos_error": "no"}, "assigned",
         {"adjusted_score": "assigned", "split_score": False}, {"12C1(c)"},
         "Newbury BC handout: weighted 4♥ after MI, "
         "https://www.bridgewebs.com/newbury/page93.html"),
    # Same handout: a player who did not count his cards and so saw a hand of 14 cards is
    # directly at fault; the board cannot be played: average-minus to his side,
    # average-plus to the opponents.
    Case({"why": "no_result", "fault": "one_side"}, "art_one_side",
         {**ART, "artificial_scores": "nos_plus_os_minus"}, {"12C2(a)"},
         "Newbury BC handout: 14-card hand seen, side at fault gets average-minus, "
         "https://www.bridgewebs.com/newbury/page93.html"),
    # EBU TD forum, "Adjusted Score Law 12 C 2 (c)"
    # (https://www.ebu.co.uk/forum/discussion/234/adjusted-score-law-12-c-2-c): a pair
    # given average-plus that scored over 60 % on the other boards of the session gets
    # its own percentage instead of 60 %: the session exception of 12C2(c).
    Case({"why": "no_result", "fault": "neither"}, "art_neither",
         {**ART, "artificial_scores": "both_plus"}, {"12C2(c)"},
         "EBU TD forum 'Adjusted Score Law 12 C 2 (c)': session percentage above 60 %, "
         "https://www.ebu.co.uk/forum/discussion/234/adjusted-score-law-12-c-2-c"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
