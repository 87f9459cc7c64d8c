"""Fouled board (Law 87, 2017 text, with 86B2 for teams), with the AAP."""

from arbiter.calc.matchpoints import neuberg
from arbiter.guide.library import library
from tests.topics.harness import Case, topic_tests

TOPIC = "fouled-board"
FOULED = {"stage": "scoring", "fouled": "yes"}
TEAMS = {**FOULED, "event": "teams"}

CASES = [
    Case(
        {"stage": "at_table"},
        "restore_now",
        {"hand_restored": True, "board_played_normally": True, "procedural_penalty": "possible"},
        {"87A", "7C"},
        "Law 7C/87A: restore the board; the earlier tables played another form",
    ),
    Case({"stage": "scoring", "fouled": "no"}, "not_fouled",
         {"rectification": "not_fouled_score_normally", "adjusted_score": "none"}, {"87A"},
         "Law 87A: fouled only if contestants compared did not play an identical form"),
    Case({**FOULED, "event": "pairs", "groups": "yes"}, "score_groups",
         {"rectification": "scored_in_separate_groups", "adjusted_score": "none"}, {"87B"},
         "Law 87B: scores divided into groups, each rated separately"),
    Case({**FOULED, "event": "pairs", "groups": "no"}, "unknown_form",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"87B", "12C2(a)"},
         "Law 87B ('as closely as possible') with 12A2/12C2(a) for what cannot be placed"),
    Case({**TEAMS, "same_form": "yes"}, "teams_comparable",
         {"board_played_normally": True, "adjusted_score": "none"}, {"87C"},
         "Law 87A/87C: the two tables of the match played the same form"),
    Case({**TEAMS, "same_form": "no", "teams_fault": "none"}, "teams_none",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"86B2(a)", "86A"},
         "Law 86B2(a): no contestant at fault: cancel, artificial or a substitute board"),
    Case(
        {**TEAMS, "same_form": "no", "teams_fault": "one"},
        "teams_one",
        # average-plus or an assigned score, whichever is better: not always artificial
        {"board_cancelled": True, "procedural_penalty": "possible", "adjusted_score": "possible"},
        {"86B2(b)"},
        "Law 86B2(b): non-offenders average plus or assigned, whichever is better",
    ),
    Case({**TEAMS, "same_form": "no", "teams_fault": "both"}, "teams_both",
         {"board_cancelled": True, "adjusted_score": "artificial"}, {"86B2(c)"},
         "Law 86B2(c): both at fault: cancel, artificial adjusted scores"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Dutch club directors' column 'Onder de loep - Nakaarten' (NBB club site): at some
    # point the North and West hands of a board were swapped, because cards went back
    # into the board wrongly or were taken out wrongly in the next round. The results
    # before and after are on different deals and cannot simply be compared: the
    # directors sort the scores by form and rate them apart.
    Case({**FOULED, "event": "pairs", "groups": "yes"}, "score_groups",
         {"rectification": "scored_in_separate_groups"}, {"87B"},
         "NBB club site, 'Onder de loep - Nakaarten', "
         "https://www.nbbclubsites.nl/club/2068/reglement/286120"),
    # Hellenic Bridge Federation commentary on Law 87: a board is not fouled merely
    # because it differs from the hand record; what counts is whether those compared
    # played it in identical form.
    Case({"stage": "scoring", "fouled": "no"}, "not_fouled", {"adjusted_score": "none"}, {"87A"},
         "Hellenic Bridge Federation, commentary on Law 87, "
         "https://laws.hellasbridge.org/comment_law_87"),
    # Same commentary: when a fouled board was played to the end at both tables of a
    # teams match in two different forms, both results are equally valid and neither can
    # be compared: Law 86B2 applies (not 86B1).
    Case({**TEAMS, "same_form": "no", "teams_fault": "none"}, "teams_none",
         {"board_cancelled": True}, {"86B2(a)"},
         "Hellenic Bridge Federation, commentary on Law 87, "
         "https://laws.hellasbridge.org/comment_law_87"),
]


def test_group_ruling_points_to_the_matchpoint_calculator() -> None:
    """By the calculator's title (the ruling page links it), not a command line (issue 25)."""
    ruling = library().topic(TOPIC).nodes["score_groups"]
    for lang, title in (("nl", "'Matchpunten'"), ("en", "'Matchpoints'")):
        text = ruling.text[lang]
        assert title in text and "Neuberg" in text
        assert "arbiter calc" not in text and "--" not in text


def test_a_lone_result_in_its_group_gets_half_the_top_under_neuberg() -> None:
    # The ruling tells the director a result alone in its group comes out at 50 %:
    # on a board of 8 results (top 14) one result compared with nothing gets 7.
    assert neuberg(0, compared=1, expected=8) == 7


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
