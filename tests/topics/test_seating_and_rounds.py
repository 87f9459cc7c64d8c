"""Seating, movement and rounds (2, 3, 4, 5, 8): the 2017 texts of Laws 2-5 and 8, with 82B2
(require, postpone or cancel a board), 12C2(a) (artificial scores by fault), 15B (wrong
board) and 90B1/90B2/90B8 (late, slow, instructions not followed)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "seating-and-rounds"
STANDS = {"board_played_normally": True, "adjusted_score": "none"}
REASSIGNED = {**STANDS, "rectification": "results_stand_scores_reassigned"}
ART = {"adjusted_score": "artificial", "board_cancelled": True}

# The fault question (12C2(a)) and where each answer leads.
FAULT = [
    ("one_side", "art_one", "nos_plus_os_minus"),
    ("partly", "art_partly", "nos_plus_os_average"),
    ("both_partly", "art_both_partly", "both_average"),
    ("neither", "art_neither", "both_plus"),
    ("both_fully", "art_both", "both_minus"),
]

# The roads into the fault question: a board skipped, stopped before a contract, started
# after the signal and cancelled, or found unplayed afterwards.
TO_FAULT = [
    (
        {"situation": "round_called", "round_state": "not_started", "next_choice": "skip"},
        "Law 82B2: the director may cancel a board not yet started; 12C2(a) by fault",
    ),
    (
        {
            "situation": "round_called",
            "round_state": "playing",
            "finish_choice": "stop",
            "stop_auction": "no",
        },
        "Law 82B2 with 12C2(a): a started board taken away before a contract: artificial",
    ),
    (
        {"situation": "round_called", "round_state": "started_anyway", "anyway_choice": "cancel"},
        "Law 82B2: a board started against the instruction may be cancelled; 12C2(a)",
    ),
    ({"situation": "unplayed"}, "Law 12C2(a): a board not played within the time"),
]


def _place_cases(situation: str) -> list[Case]:
    """The wrong-direction and wrong-table flows share their nodes (5B, 15B)."""
    start = {"situation": situation}
    cases = [
        Case({**start, "place_when": "before"}, "reseat",
             {**STANDS, "rectification": "seats_corrected_before_play"}, {"5B", "5A"},
             f"Law 5B ({situation}): found before any cards are out: just reseat")
    ]
    for when, right, event, ruling in [
        ("during", "now_right", "now_event", "fix_now"),
        ("after", "after_right", "after_event", "correct_scores"),
    ]:
        here = {**start, "place_when": when}
        cases += [
            Case(
                {**here, right: "yes", event: "pairs"},
                ruling,
                REASSIGNED,
                {"82A", "79C1", "5B"},
                f"Law 5B/82A ({situation}, {when}): right boards and opponents: results "
                "stand, the director corrects the assignment of scores",
            ),
            Case(
                {**here, right: "yes", event: "teams", "teams_cards": "yes"},
                "teams_no_comparison",
                {**ART, "rectification": "teams_non_comparable_results"},
                {"86B2"},
                f"Law 86B2 ({situation}, {when}): same team held the same cards at both "
                "tables: no valid result",
            ),
            Case({**here, right: "yes", event: "teams", "teams_cards": "no"}, "teams_stands",
                 REASSIGNED, {"79C1"},
                 f"Law 5B ({situation}, {when}): teams, the comparison still holds"),
            Case(
                {**here, right: "no"},
                "wrong_board",
                {"rectification": "treat_as_wrong_board"},
                {"15B"},
                f"Law 15B ({situation}, {when}): boards not designated for them: wrong board",
            ),
        ]
    return cases


CASES = [
    *_place_cases("wrong_direction"),
    *_place_cases("wrong_table"),
    # 8A2: boards at the wrong table.
    Case({"situation": "wrong_boards", "boards_when": "no"}, "boards_fix",
         {**STANDS, "rectification": "boards_corrected_before_play"}, {"8A2"},
         "Law 8A: the director controls the movement of boards; nothing taken out yet"),
    Case({"situation": "wrong_boards", "boards_when": "yes"}, "wrong_board",
         {"rectification": "treat_as_wrong_board"}, {"15B"},
         "Law 15B: cards taken out of a board not meant for this table"),
    # 5A: a change of seat only with the director's permission.
    Case({"situation": "seat_change", "seat_request": "asks"}, "seat_permission",
         {**STANDS, "rectification": "seat_change_permitted"}, {"5A"},
         "Law 5A: a direction may be changed with the director's permission"),
    Case({"situation": "seat_change", "seat_request": "swapped"}, "seat_swapped",
         {**STANDS, "warning": True, "procedural_penalty": "possible"}, {"5A", "90A"},
         "Law 5A: changed without permission; each pair held its own cards: result stands"),
    # Late arrival: 8B1, 8B2, 12C2(a), 90B1.
    Case({"situation": "late", "late_time": "yes"}, "late_play",
         {**STANDS, "procedural_penalty": "possible"}, {"8B1", "90B1"},
         "Law 90B1: late arrival, all boards still playable"),
    Case({"situation": "late", "late_time": "no", "late_choice": "defer"}, "deferred",
         {**STANDS, "rectification": "board_deferred"}, {"8B2", "82B2"},
         "Law 8B2: a postponed board: the round does not end for it until played and recorded"),
    Case({"situation": "late", "late_time": "no", "late_choice": "cancel"}, "late_artificial",
         {**ART, "artificial_scores": "nos_plus_os_minus"}, {"12C2(a)", "90B1"},
         "Law 12C2(a): the late pair is directly at fault (avg-), the opponents not (avg+)"),
    # Missing player, substitutes (4).
    Case({"situation": "missing", "missing_sub": "yes"}, "substitute_ok",
         {**STANDS, "rectification": "substitute_authorized"}, {"4"},
         "Law 4: partnerships stay the same except as authorised by the director"),
    Case({"situation": "missing", "missing_sub": "no"}, "missing_artificial",
         {"adjusted_score": "artificial", "artificial_scores": "nos_plus_os_minus"},
         {"4", "12C2(a)"},
         "Law 12C2(a): opponents unable to play through no fault of theirs get avg+"),
    Case({"situation": "partner_change", "sub_status": "asks", "sub_allowed": "yes"},
         "substitute_ok", {"rectification": "substitute_authorized"}, {"4"},
         "Law 4: a substitution authorised by the director"),
    Case({"situation": "partner_change", "sub_status": "asks", "sub_allowed": "no"},
         "substitute_refused", {"rectification": "substitute_refused"}, {"4"},
         "Law 4: no authorisation: the same partnership for the session"),
    Case({"situation": "partner_change", "sub_status": "done"}, "substitute_unauthorised",
         {"procedural_penalty": "possible"}, {"4", "90B8"},
         "Law 4 with 90B8: a change without authorisation; the organiser's regulations decide"),
    # 8B: end of a round.
    Case({"situation": "round_called", "round_state": "playing", "finish_choice": "finish"},
         "finish_board", {**STANDS, "procedural_penalty": "possible"}, {"8B1", "90B2"},
         "Law 8B1: a table not finished continues until the players move"),
    Case(
        {
            "situation": "round_called",
            "round_state": "playing",
            "finish_choice": "stop",
            "stop_auction": "yes",
        },
        "stop_assigned",
        {"adjusted_score": "assigned", "board_played_normally": False},
        {"82B2", "12C1(b)"},
        "Law 82B2 with 12C1: board stopped with a contract reached: assigned score",
    ),
    Case({"situation": "round_called", "round_state": "not_started", "next_choice": "play"},
         "play_late", {**STANDS, "procedural_penalty": "possible"}, {"8B1", "90B2"},
         "Law 8B1/82B2: the director lets the board be played after the call"),
    Case({"situation": "round_called", "round_state": "not_started", "next_choice": "defer"},
         "deferred", {**STANDS, "rectification": "board_deferred"}, {"8B2"},
         "Law 8B2: the director postpones the board"),
    Case({"situation": "round_called", "round_state": "started_anyway", "anyway_choice": "finish"},
         "anyway_finished", {**STANDS, "warning": True, "procedural_penalty": "possible"},
         {"8B1", "90B8"},
         "Law 90B8: started a board against the director's instruction; completed"),
    # 12C2(a): artificial scores by responsibility, from every road into `fault`.
    *[
        Case({**road, "fault": answer}, ruling, {**ART, "artificial_scores": scores},
             {"12C2(a)", "82B2"}, f"{source}; fault={answer}")
        for road, source in TO_FAULT
        for answer, ruling, scores in FAULT
    ],
    # 8C: end of the last round and of the session.
    Case({"situation": "last_round", "last_state": "boards_left"}, "last_finish",
         {**STANDS, "rectification": "session_continues_at_table"}, {"8C"},
         "Law 8C: the session ends for a table when all its boards are played"),
    Case({"situation": "last_round", "last_state": "objection"}, "last_objection",
         {"rectification": "resolve_score_dispute"}, {"8C", "79B2"},
         "Law 8C: ... and all scores entered without objection"),
    # 2: non-standard board markings.
    Case({"situation": "markings", "markings_same": "yes"}, "markings_apply",
         {**STANDS, "rectification": "board_markings_apply"}, {"2"},
         "Law 2: a non-conforming board used: its markings apply for that session"),
    Case({"situation": "markings", "markings_same": "no"}, "markings_fouled",
         {"rectification": "treat_as_fouled_board"}, {"87A"},
         "Law 87A: copies of a board with different dealer or vulnerability: fouled"),
]


# Worked examples from public teaching material (extra cases on existing paths; retold in
# our own words). Law 8 and 82B did not change in substance from 2008 to 2017.
EBU_ORIENT = (
    "EBU TDs' forum, 'Players in wrong orientation', "
    "https://forums.ebu.co.uk/discussion/comment/12244"
)
EBU_SLOW = (
    "EBU TDs' forum, 'Slow play (again)', https://forums.ebu.co.uk/discussion/1466/slow-play-again"
)
GAZETTE = (
    "David Stevenson, Bridge Gazette, 'Stopping a board part way', "
    "https://bridgegazette.com/articles/stopping-a-boardpart-way"
)
LATE = "County Bridge Club, late arrivals policy, http://www.countybridgeclub.co.uk/policy/late_arrivals.htm"
BLAKJAK = (
    "David Stevenson, 'Changing partnerships during a session', https://blakjak.org/lws_ste2.htm"
)
EBU_WRONG = "EBU TDs' forum, 'Wrong boards played', https://forums.ebu.co.uk/discussion/257/wrong-boards-played"

WORKED_EXAMPLES = [
    # Club pairs: halfway through a four-board round the players see that NS and EW sit
    # the wrong way round. The club TD had scored the two boards as not played with
    # averages; the advice: keep the results, finish any board started that way, note the
    # boards and swap the pair numbers for them when scoring.
    Case(
        {
            "situation": "wrong_direction",
            "place_when": "during",
            "now_right": "yes",
            "now_event": "pairs",
        },
        "fix_now",
        REASSIGNED,
        {"5B", "79C1"},
        f"{EBU_ORIENT}: pairs, keep the scores",
    ),
    # ... but in a teams match, where both pairs of one team then sat NS, the results
    # cannot be compared: artificial scores.
    Case(
        {
            "situation": "wrong_direction",
            "place_when": "during",
            "now_right": "yes",
            "now_event": "teams",
            "teams_cards": "yes",
        },
        "teams_no_comparison",
        ART,
        {"86B2"},
        f"{EBU_ORIENT}: teams, no comparison",
    ),
    # One table has barely begun the last board of the round when the room is done. The
    # answer: do not take away a board once started; move the room and take a board of
    # the next round away from the slow pair and its opponents, scoring avg- / avg+.
    Case(
        {
            "situation": "round_called",
            "round_state": "not_started",
            "next_choice": "skip",
            "fault": "one_side",
        },
        "art_one",
        {**ART, "artificial_scores": "nos_plus_os_minus"},
        {"12C2(a)", "82B2"},
        f"{EBU_SLOW}: skip a not-yet-started board, avg- to the slow pair, avg+ to the other",
    ),
    Case({"situation": "round_called", "round_state": "playing", "finish_choice": "finish"},
         "finish_board", STANDS, {"8B1"}, f"{EBU_SLOW}: a started board is normally completed"),
    # Stopping a board part way is legal but highly undesirable; the director must find
    # out who is at fault, and once the auction is over he should consider assigning a
    # (weighted) score in the contract reached rather than giving averages.
    Case(
        {
            "situation": "round_called",
            "round_state": "playing",
            "finish_choice": "stop",
            "stop_auction": "yes",
        },
        "stop_assigned",
        {"adjusted_score": "assigned"},
        {"82B2", "12C1(c)"},
        f"{GAZETTE}: auction over: assign in the contract reached",
    ),
    Case(
        {
            "situation": "round_called",
            "round_state": "playing",
            "finish_choice": "stop",
            "stop_auction": "no",
            "fault": "both_partly",
        },
        "art_both_partly",
        {**ART, "artificial_scores": "both_average"},
        {"12C2(a)"},
        f"{GAZETTE}: averages only after investigating fault (here both partly at fault)",
    ),
    # A pair arrives during the first round and cannot play all its boards: the unplayed
    # boards are avg- for the latecomers and avg+ for their opponents.
    Case({"situation": "late", "late_time": "no", "late_choice": "cancel"}, "late_artificial",
         {**ART, "artificial_scores": "nos_plus_os_minus"}, {"12C2(a)"},
         f"{LATE}: late pair avg-, opponents avg+"),
    # A team asks the TD whether a player may be replaced part way through a session; he
    # agrees, which the partnership law allows. A team that swaps in a better player for
    # one round on its own initiative breaks Law 4. (The page quotes an older wording of
    # Law 4; the 2017 text keeps the principle: "except as authorized by the Director".)
    Case({"situation": "partner_change", "sub_status": "asks", "sub_allowed": "yes"},
         "substitute_ok", {"rectification": "substitute_authorized"}, {"4"},
         f"{BLAKJAK}: substitution authorised by the TD"),
    Case({"situation": "partner_change", "sub_status": "done"}, "substitute_unauthorised",
         {"procedural_penalty": "possible"}, {"4"},
         f"{BLAKJAK}: a change without the TD's authorisation"),
    # In a Mitchell a pair played boards 13-14 instead of 11-12 because the wrong boards
    # were passed on; noticed only after the round: Law 15B, results stand (15B2) and
    # pairs who later cannot play a board get an artificial score (15B3).
    Case({"situation": "wrong_boards", "boards_when": "yes"}, "wrong_board",
         {"rectification": "treat_as_wrong_board"}, {"15B"},
         f"{EBU_WRONG}: wrong boards passed on and played"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
