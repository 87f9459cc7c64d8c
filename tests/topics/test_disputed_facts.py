"""Agreed and disputed facts (84, 85): the AAP of seed 000 (hear both sides, timeline,
re-enactment, record the facts, 85B, the player with a story afterwards) and the 2017
texts of Laws 84 and 85."""

from tests.topics.harness import Case, topic_tests

TOPIC = "disputed-facts"
AGREED = {"when": "at_table", "agreed": "yes"}
DISPUTED = {"when": "at_table", "agreed": "no"}
LATE = {"when": "afterwards", "in_time": "yes"}

CASES = [
    Case({**AGREED, "rectification": "none"}, "play_on", {"play_continues": True}, {"84A"},
         "Law 84A: no rectification: the players proceed"),
    Case({**AGREED, "rectification": "law"}, "apply_law",
         {"rectification": "prescribed_rectification"}, {"84B"},
         "Law 84B: impose the prescribed rectification and see it applied"),
    Case({**AGREED, "rectification": "option"}, "explain_options",
         {"rectification": "player_option_explained"}, {"84C", "10C1"},
         "Law 84C / 10C1; 000 AAP: explain every option before the choice"),
    Case({**AGREED, "rectification": "no_law_damage"}, "equity", {"adjusted_score": "possible"},
         {"84D", "12A1"},
         "Law 84D: doubtful points for the NOS; adjust when no rectification exists"),
    Case({**DISPUTED, "weigh": "yes"}, "decided",
         {"rectification": "facts_established_by_director"}, {"85A1", "85A2", "83"},
         "Law 85A; 000 AAP: ruling on disputed facts, point to the right to appeal"),
    Case({**DISPUTED, "weigh": "no"}, "undetermined", {"play_continues": True}, {"85B"},
         "Law 85B; 000 AAP: 'Neem een beslissing die voortgang mogelijk maakt'"),
    Case({"when": "afterwards", "in_time": "no"}, "too_late", {"adjusted_score": "none"}, {"92B"},
         "000 AAP: only within the time limit (79C1, 92B)"),
    Case({**LATE, "opponents_confirm": "yes"}, "late_agreed", {"adjusted_score": "possible"},
         {"81C3", "64C1", "16B3"},
         "000 AAP: story at the end of the session, confirmed by the opponents: take away "
         "unfair gain (64C, 16B3)"),
    Case({**LATE, "opponents_confirm": "no"}, "late_disputed",
         {"rectification": "late_facts_disputed"}, {"85A1", "85B"},
         "000 AAP: fact-check with the opponents; else it becomes gossip"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Another query about Law 85B"
    # (https://forums.ebu.co.uk/discussion/493/another-query-about-law-85b): North-South
    # say South's bid was in tempo, East-West say there was a pause. Advice: listen to
    # both sides and decide on the preponderance of the evidence; overwhelming proof is
    # not needed.
    Case({**DISPUTED, "weigh": "yes"}, "decided",
         {"rectification": "facts_established_by_director"}, {"85A1"},
         "EBU TD forum 'Another query about law 85B': tempo disputed: balance of probability, "
         "https://forums.ebu.co.uk/discussion/493/another-query-about-law-85b"),
    # EBU TD forum, "Missing card" (https://forums.ebu.co.uk/discussion/465/missing-card):
    # a player objected that she could not be blamed without proof; the reply: bridge
    # rulings rest on the balance of probabilities, not on absolute proof.
    Case({**DISPUTED, "weigh": "yes"}, "decided", {}, {"85A1", "85A2"},
         "EBU TD forum 'Missing card': no absolute proof needed, "
         "https://forums.ebu.co.uk/discussion/465/missing-card"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
