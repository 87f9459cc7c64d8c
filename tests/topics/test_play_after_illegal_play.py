"""Play after an illegal play (60): the 2017 text of Law 60 (with 53B, 55B1 and 56B for
the proper lead) and the AAP ("did anyone act after the irregularity?", which names
60A1)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "play-after-illegal-play"
NOS = {"who_played": "nos"}

CASES = [
    Case({**NOS, "proper_lead": "yes"}, "proper_lead_stands",
         {"rectification": "proper_lead_stands", "accepted": False}, {"53B", "60A2", "16C"},
         "Law 60A2 exception: 53B, the proper lead by the opponent on lead stands"),
    Case({**NOS, "proper_lead": "no", "obligation": "no"}, "forfeited",
         {"rectification": "rectification_forfeited", "accepted": True, "penalty_card": "none"},
         {"60A1", "60A2"},
         "Law 60A1/60A2 and the AAP: the non-offending side played on: right forfeited, "
         "the illegal play counts as in turn"),
    Case({**NOS, "proper_lead": "no", "obligation": "yes"}, "forfeited_obligation_remains",
         {"rectification": "rectification_forfeited_obligation_remains", "accepted": True},
         {"60A3"}, "Law 60A3: an earlier penalty card or restriction remains"),
    Case({"who_played": "offending_side"}, "offending_side_played",
         {"rectification": "opponents_rights_unchanged", "accepted": False}, {"60C"},
         "Law 60C: a play by the offending side does not affect the opponents' rights"),
    Case({"who_played": "after_retract"}, "defender_penalty_card",
         {"penalty_card": "major", "lead_restriction": "50D2"}, {"60B", "50D"},
         "Law 60B: defender plays before declarer's required lead: major penalty card"),
]

WORKED_EXAMPLES = [
    # Akaroa Bridge Club handbook, "Play out of turn"
    # (www.akaroabridgeclub.co.nz/clubhandbook/laws/play-out-of-turn): declarer leads
    # when it was a defender's turn; if the next defender simply plays to it, play goes
    # on: the wrong lead has been accepted.
    Case({**NOS, "proper_lead": "no", "obligation": "no"}, "forfeited", {"accepted": True},
         {"60A1"},
         "Akaroa Bridge Club handbook: next defender played to declarer's lead out of turn: "
         "accepted, play goes on, "
         "https://www.akaroabridgeclub.co.nz/clubhandbook/laws/play-out-of-turn"),
    # EBU TD forum, "Law 57 or 50" (www.ebu.co.uk/forum/discussion/1273/law-57-or-50),
    # question 2: East faces an opening lead out of turn and, before the director is
    # called, West (his partner, who was the correct leader) also leads. West's card does
    # not take away declarer's options for the lead out of turn; it is dealt with on its
    # own, as a premature play (57D).
    Case({"who_played": "offending_side"}, "offending_side_played",
         {"rectification": "opponents_rights_unchanged"}, {"60C", "57"},
         "EBU TD forum 'Law 57 or 50', Q2: partner of the offender leads too before the "
         "director comes: first the lead out of turn, then his card under 57, "
         "https://www.ebu.co.uk/forum/discussion/1273/law-57-or-50"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
