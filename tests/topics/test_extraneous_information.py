"""Extraneous information (Law 16D, 2017 text; seed 001 art. 16D), with the AAP."""

from tests.topics.harness import Case, topic_tests

TOPIC = "extraneous-information"
OUTSIDE = {"source": "outside", "played": "no"}
BEFORE = {**OUTSIDE, "when": "no", "interferes": "yes"}
AFTER = {**OUTSIDE, "when": "yes"}

CASES = [
    Case(
        {"source": "outside", "played": "yes"},
        "harmless",
        {"rectification": "no_rectification_board_completed", "adjusted_score": "none"},
        {"16D1"},
        "001 art. 16D1: only a board he is playing or has yet to play",
    ),
    Case({**OUTSIDE, "when": "no", "interferes": "no"}, "play_normally",
         {"board_played_normally": True, "adjusted_score": "none"}, {"16D1", "16D2"},
         "001 art. 16D2: the options only when the information could interfere"),
    Case({**BEFORE, "choice_before": "seats"}, "seats_adjusted",
         {"rectification": "seating_adjusted", "board_played_normally": True}, {"16D2(a)"},
         "001 art. 16D2(a): the player with the information gets that hand"),
    Case({**BEFORE, "choice_before": "redeal"}, "redealt",
         {"rectification": "board_redealt", "redeal": True}, {"16D2(b)"},
         "001 art. 16D2(b): redeal for these contestants if the event allows"),
    Case({**BEFORE, "choice_before": "play"}, "play_then_check",
         {"board_played_normally": True, "adjusted_score": "possible"}, {"16D2(c)"},
         "001 art. 16D2(c): let it be played, adjust if the result may be affected"),
    Case({**BEFORE, "choice_before": "adjust"}, "adjusted",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"16D2(d)", "86B"},
         "001 art. 16D2(d): adjusted score (teams: 86B)"),
    Case({**AFTER, "choice_after": "play"}, "play_then_check", {"adjusted_score": "possible"},
         {"16D3", "16D2(c)"},
         "001 art. 16D3 (printed as '1.'): after the first call only (c) or (d)"),
    Case({**AFTER, "choice_after": "adjust"}, "adjusted", {"adjusted_score": "artificial"},
         {"16D2(d)"}, "001 art. 16D3: after the first call only (c) or (d)"),
    Case({"source": "exposed_auction"}, "see_exposed_auction",
         {"rectification": "treat_as_card_exposed_during_auction"}, {"24"},
         "Law 6D1 (2017): '16D applies ... (but see Law 24)'"),
    Case({"source": "exposed_play"}, "see_penalty_card",
         {"rectification": "treat_as_penalty_card"}, {"49", "50"},
         "Laws 49/50: a defender's own exposed card during play"),
    Case({"source": "wrong_board"}, "see_wrong_board", {"rectification": "treat_as_wrong_board"},
         {"15A"}, "001 art. 15A: a call made with cards from a wrong board"),
    Case({"source": "partner"}, "see_unauthorized",
         {"rectification": "treat_as_unauthorized_information"}, {"16B"},
         "001 art. 16B: information from partner"),
    Case({"source": "withdrawn"}, "see_withdrawn",
         {"rectification": "treat_as_unauthorized_information"}, {"16C"},
         "001 art. 16C: information from a withdrawn call or card"),
]

# Issue 10: 16D hands over to Law 16 without asking again where the information came from.
STORIES = [
    Case({"source": "partner", "unauthorized-information:when_called": "during",
          "unauthorized-information:facts_during": "agreed"},
         "play_on", {"play_continues": True}, {"16B", "16B1(a)"},
         "16B: partner's hesitation: the story goes on in Law 16 at 'when were you called'",
         topic="unauthorized-information"),
    Case({"source": "withdrawn"}, "withdrawn", {}, {"16C"},
         "16C: a withdrawn call: Law 16 rules at once", topic="unauthorized-information"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, 'Exposed Honour Card Before Auction' (2018): before anyone called,
    # North dropped an honour that only East saw. The answer given: Law 16D1; let the
    # board be played and judge afterwards whether East's play (a finesse, say) used it.
    # The WBF Laws Committee (minutes of 15 August 2017, item 7, quoted there) confirms
    # that the card goes back into the hand and the information falls under Law 16.
    Case({**BEFORE, "choice_before": "play"}, "play_then_check", {"adjusted_score": "possible"},
         {"16D2(c)"}, "EBU TD forum, 'Exposed Honour Card Before Auction', "
         "https://www.ebu.co.uk/forum/discussion/comment/1298/"),
    # EBU TD forum, 'Cards inadvertently exposed': a spectator pushing past a table knocks
    # a player's cards face up during play. What the others saw is extraneous information
    # (16D); if normal play is no longer possible, both sides, neither at fault, get an
    # artificial score (the forum suggests average plus for both).
    Case({**AFTER, "choice_after": "adjust"}, "adjusted",
         {"adjusted_score": "artificial", "board_cancelled": True}, {"16D2(d)", "12C2(a)"},
         "EBU TD forum, 'Cards inadvertently exposed', "
         "https://www.ebu.co.uk/forum/discussion/comment/7203/"),
]


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)
