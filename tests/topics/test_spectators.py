"""Spectators (76): the 2017 text of Law 76 with 81C3 (the director rectifies whatever he
learns of) and 16D (information from outside the game)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "spectators"

CASES = [
    Case({"what": "drew_attention"}, "rectify_anyway", {"warning": True}, {"76B5", "81C3"},
         "Law 76B5 (no drawing attention) with 81C3: rectify as usual"),
    Case({"what": "reaction", "info": "yes"}, "spectator_info",
         {"adjusted_score": "possible", "play_continues": True}, {"76B2", "16D1", "16D3"},
         "Law 76B2/76B3 with 16D: a spectator's reaction is extraneous information; "
         "received after the first call, 16D3 (rule as in 16D2(c) or (d))"),
    Case({"what": "reaction", "info": "no"}, "spectator_warned", {"warning": True}, {"76B3"},
         "Law 76B3: no mannerisms, remarks or conversation"),
    Case({"what": "more_hands"}, "spectator_warned", {"warning": True}, {"76B1"},
         "Law 76B1: one hand only"),
    Case({"what": "disturbing"}, "spectator_removed", {"rectification": "spectator_removed"},
         {"76A1", "76B4"}, "Law 76A1: spectators are under the director's control"),
    Case({"what": "witness"}, "spectator_witness", {"rectification": "spectator_heard_as_witness"},
         {"76C1", "85A1"},
         "Law 76C1: a spectator speaks on fact or law only at the director's request"),
    Case({"what": "status"}, "who_is_spectator", {"rectification": "spectator_status"}, {"76D"},
         "Law 76D: everyone other than players and officials"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Revoke" (https://forums.ebu.co.uk/discussion/589/revoke): a kibitzer
    # pointed out a defender's revoke at trick 11. Advice given: rule as normal under
    # 81C3 (the director rectifies whatever he becomes aware of); the spectator broke the
    # spectator rules and may be removed.
    Case({"what": "drew_attention"}, "rectify_anyway",
         {"rectification": "rectify_as_usual_spectator_warned"}, {"81C3", "76B5"},
         "EBU TD forum 'Revoke': kibitzer points out a revoke: rule as normal, "
         "https://forums.ebu.co.uk/discussion/589/revoke"),
    # R. Frick, notes on Law 76 (http://bridge.rfrick.info/l76.htm): players from other
    # tables are spectators for this table under 76D.
    Case({"what": "status"}, "who_is_spectator", {}, {"76D"},
         "bridge.rfrick.info 'Law 76': a player at the next table is a spectator here, "
         "http://bridge.rfrick.info/l76.htm"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
