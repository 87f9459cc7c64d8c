"""Shuffle, deal and control of the board (Laws 6 and 7, 2017 text), with the AAP."""

from tests.topics.harness import Case, topic_tests

TOPIC = "board-control"
DEAL = {"what": "deal"}
TURNED = {"what": "turned"}
TURNED_LATE = {**TURNED, "turned_when": "yes", "turned_dealer": "yes"}
QUARTER = {**TURNED_LATE, "turned_side": "other_side"}

CASES = [
    # Law 6D1: a misdeal found before the first call: new shuffle and deal.
    Case({**DEAL, "deal_when": "no", "match_known": "no"}, "redeal",
         {"rectification": "new_shuffle_and_deal", "redeal": True, "adjusted_score": "none"},
         {"6D1"},
         "Law 6D1 (2017): before the auction first begins on a board, a new shuffle and deal"),
    Case({**DEAL, "deal_when": "no", "match_known": "yes"}, "deal_adjusted",
         {"redeal": False, "board_cancelled": True, "adjusted_score": "artificial"},
         {"86A", "6D3", "12C2(a)"},
         "Law 86A: no redeal when the match result without the board could be known"),
    Case({**DEAL, "deal_when": "yes", "deal_after": "count"}, "see_count",
         {"rectification": "treat_as_incorrect_number_of_cards", "redeal": False},
         {"6D1", "13", "14"},
         "Law 6D1: no redeal once the auction has begun; wrong counts are Laws 13/14"),
    Case({**DEAL, "deal_when": "yes", "deal_after": "seen"}, "see_extraneous_deal",
         {"rectification": "treat_as_extraneous_information", "redeal": False}, {"6D1", "16D3"},
         "Law 6D1: 'thereafter Law 16D applies' to a card seen of another hand"),
    Case({"what": "unshuffled", "unshuffled_played": "no"}, "unshuffled_redeal", {"redeal": True},
         {"6D2", "6D3"},
         "Law 6D2/6D3: no result may stand on a sorted deck; shuffle and make the board again"),
    Case({"what": "unshuffled", "unshuffled_played": "yes"}, "unshuffled_cancelled",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"6D2", "12C2(a)"},
         "Law 6D2: no result may stand; artificial adjusted score (12A2, 12C2)"),
    # Law 7A/7B1: the board turned the wrong way, found before the first call.
    Case({**TURNED, "turned_when": "no", "turned_looked": "no"}, "turned_fixed",
         {"board_played_normally": True, "adjusted_score": "none"}, {"7A", "7B1"},
         "Law 7A (correctly oriented) and 7B1 (own pocket): turn it right, play normally"),
    Case(
        {**TURNED, "turned_when": "no", "turned_looked": "yes"},
        "turned_seen",
        {"rectification": "treat_as_extraneous_information", "adjusted_score": "possible"},
        {"16D1", "16D2"},
        "Law 16D1: 'the examination of a wrong hand' is extraneous information",
    ),
    # Found after the first call: the hands stay as taken (82A); see the YAML comment.
    Case({**TURNED_LATE, "turned_side": "own_side"}, "turned_partners",
         {"rectification": "result_stands_partners_swapped", "board_played_normally": True},
         {"7B1", "82A"},
         "Law 87A a contrario: same cards per side, same dealer and vulnerability: "
         "identical form, the result stands"),
    Case(
        {**QUARTER, "turned_scoring": "yes"},
        "turned_swapped",
        {"board_played_normally": True, "adjusted_score": "none", "procedural_penalty": "possible"},
        {"7B1", "82A"},
        "Law 82A: the director rectifies the procedural error; scored with the pairs swapped",
    ),
    Case({**QUARTER, "turned_scoring": "no"}, "turned_artificial",
         {"board_cancelled": True, "adjusted_score": "artificial"},
         {"7B1", "7D", "12A2", "12C2(a)"},
         "Law 12A2/12C2(a): no normal result possible, artificial score according to fault"),
    Case({**QUARTER, "turned_scoring": "teams"}, "turned_teams",
         {"rectification": "teams_non_comparable_results", "adjusted_score": "artificial"},
         {"86B2"}, "Law 86B2: two non-comparable results between the same contestants"),
    Case({**TURNED, "turned_when": "yes", "turned_dealer": "no"}, "turned_fouled",
         {"rectification": "treat_as_fouled_board"}, {"87A"},
         "Law 87A: dealer or vulnerability differed between copies of the same board"),
    Case({"what": "wrong_board"}, "see_wrong_board", {"rectification": "treat_as_wrong_board"},
         {"15A"}, "Law 15A (2017; the old 17D): a call made on cards from a wrong board"),
    Case(
        {"what": "misboarded", "misboarded_played": "no"},
        "restore_board",
        {"hand_restored": True, "board_played_normally": True, "procedural_penalty": "possible"},
        {"7C"},
        "Law 7C: hands back in the own pocket, taken out only with both sides or the TD",
    ),
    Case({"what": "misboarded", "misboarded_played": "yes"}, "see_fouled",
         {"rectification": "treat_as_fouled_board", "procedural_penalty": "possible"},
         {"87A", "90B6"},
         "Law 87A (card displaced in the board) and 90B6 (cards into a wrong pocket)"),
    Case({"what": "handled", "handled_seen": "yes"}, "handled_extraneous",
         {"rectification": "treat_as_extraneous_information"}, {"7B3", "16D1"},
         "Law 7B3: no touching another player's cards; what was seen is 16D"),
    Case({"what": "handled", "handled_seen": "no"}, "handled_warning",
         {"rectification": "warning_no_rectification", "procedural_penalty": "possible"},
         {"7B3", "7C"}, "Law 7B3/7C: warning; 90B5 for touching another player's cards"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Bernard Magee's bridge glossary: a card turns face up while the cards are dealt
    # (or a hand gets the wrong number); the deal must be done again.
    Case(
        {**DEAL, "deal_when": "no", "match_known": "no"},
        "redeal",
        {"redeal": True},
        {"6D1"},
        "Bernard Magee bridge glossary, 'Misdeal', https://bernardmageebridge.com/glossary/misdeal",
    ),
    # Queensland Bridge Association directors' notes on Law 6: events that replay past
    # deals are exempt from 6D2, and with scores compared across sections a board cannot
    # just be reshuffled in one section: every table compared must get the same new deal.
    Case({"what": "unshuffled", "unshuffled_played": "no"}, "unshuffled_redeal", {"redeal": True},
         {"6D2"}, "QBA directors' discussion of Law 6, "
         "https://www.qldbridge.com.au/director/qldDiscussion.php?file=law06.txt"),
    # BBO forum, 'Two boards mixed up': East-West took their hands from the next board,
    # North-South from the one after; West overcalled holding the other board's cards
    # before anyone noticed the different card backs. That is a call on cards from a
    # wrong board (15A), not a matter of Law 7 alone.
    Case({"what": "wrong_board"}, "see_wrong_board", {"rectification": "treat_as_wrong_board"},
         {"15A"}, "BBO forums, 'Two boards mixed up', "
         "https://forumstest.bridgebase.com/forums/topic/63895-two-boards-mixed-up/"),
    # EBU TD forum, 'Misboarding - but who did it?': the hands of a board were found
    # rotated (the West hand in the North pocket and so on) after several tables had
    # played it; who put them back wrongly was unclear. The board was played in two
    # forms: a fouled board, and a penalty only for a known culprit.
    Case({"what": "misboarded", "misboarded_played": "yes"}, "see_fouled",
         {"rectification": "treat_as_fouled_board"}, {"87A"},
         "EBU TD forum, 'Misboarding - but who did it?', "
         "https://www.ebu.co.uk/forum/discussion/598/misboarding-but-who-did-it"),
    # Scottish Bridge Union commentary on the 2017 Laws: 7A now asks for a correctly
    # oriented board, so that nobody puts cards back into a wrong slot. A board found
    # turned before anyone has looked at a hand is simply turned right.
    Case({**TURNED, "turned_when": "no", "turned_looked": "no"}, "turned_fixed",
         {"board_played_normally": True}, {"7A"},
         "SBU commentary on the 2017 Laws (Law 7), https://docslib.org/doc/8961181/"
         "the-laws-of-duplicate-bridge-2017-the-new-version-of-the-laws-contains-many-"
         "changes-almost-all-designed-to-clarify-rather-than-innovate"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
