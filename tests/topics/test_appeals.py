"""Appeals (83, 92, 93): the AAP of seed 000 (point explicitly to the right to appeal) and
the 2017 texts of Laws 83, 92 and 93; NBB time limit 30 minutes (Laws' default)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "appeals"
HEARD = {"situation": "lodged", "in_time": "yes", "concur": "yes"}

CASES = [
    Case({"situation": "disagrees"}, "explain_right",
         {"rectification": "right_to_appeal_explained", "play_continues": True},
         {"83", "92A", "92B", "92C"},
         "000 AAP: point the protesting side explicitly to the right to appeal (83)"),
    Case(
        {"situation": "doubt"},
        "advise_appeal",
        {"rectification": "right_to_appeal_advised"},
        {"83"},
        "Law 83; 000 AAP: own doubts, own judgement or disputed facts: advise an appeal",
    ),
    Case({"situation": "lodged", "in_time": "no"}, "out_of_time",
         {"rectification": "appeal_out_of_time"}, {"92B"},
         "Law 92B: 30 minutes after the official score unless the organiser sets another"),
    Case({"situation": "lodged", "in_time": "yes", "concur": "no"}, "no_concurrence",
         {"rectification": "appeal_not_heard_no_concurrence"}, {"92D"},
         "Law 92D: both members of the pair, or the captain, must concur"),
    Case({**HEARD, "committee": "no"}, "chief_td_hears",
         {"rectification": "appeal_heard_by_director_in_charge"}, {"93A"},
         "Law 93A: no committee: the director in charge hears the appeal"),
    Case({**HEARD, "committee": "yes", "subject": "law"}, "chief_td_law",
         {"rectification": "law_point_ruled_by_director_in_charge"}, {"93B1"},
         "Law 93B1: points of law or regulation: the director in charge"),
    Case({**HEARD, "committee": "yes", "subject": "judgement"}, "to_committee",
         {"rectification": "referred_to_appeals_committee"}, {"93B2", "93B3"},
         "Law 93B2/93B3: all other appeals to the committee"),
    Case({**HEARD, "committee": "yes", "subject": "discipline"}, "discipline_final",
         {"rectification": "disciplinary_decision_final"}, {"91A", "93B3"},
         "Law 93B3: the committee may not overrule a 91 disciplinary decision"),
    Case({"situation": "further"}, "further_appeal",
         {"rectification": "further_appeal_per_regulations"}, {"93C1"},
         "Law 93C: further appeals only as the Regulating Authority provides"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Bridgeclub De Vriendenkring, "Protestprocedure" (2019,
    # https://www.nbbclubsites.nl/club/24001/pagina/998214): the right to appeal lapses 30
    # minutes after the official result is published; the request goes through the
    # director; both players of the pair (or the team captain) must agree; two uninvolved
    # directors then decide the same evening. A judgement appeal heard by that body:
    Case({**HEARD, "committee": "yes", "subject": "judgement"}, "to_committee",
         {"rectification": "referred_to_appeals_committee"}, {"92C", "93B2"},
         "nbbclubsites.nl BC De Vriendenkring 'Protestprocedure': 30 min, via the director, "
         "https://www.nbbclubsites.nl/club/24001/pagina/998214"),
    # Same club rules: a late appeal (after the 30 minutes) is not heard.
    Case({"situation": "lodged", "in_time": "no"}, "out_of_time", {}, {"92B"},
         "nbbclubsites.nl BC De Vriendenkring 'Protestprocedure': right lapses after 30 min, "
         "https://www.nbbclubsites.nl/club/24001/pagina/998214"),
    # BBO forum, "Appeals booklets" (https://www3.dal12.sl.bridgebase.com/forums/topic/
    # 35070-appeals-booklets/page__view__old): a weighted adjusted score (65/35) is a
    # matter of judgement, not of law, so it may be appealed to the committee, which may
    # change the weighting (93B3).
    Case(
        {**HEARD, "committee": "yes", "subject": "judgement"},
        "to_committee",
        {},
        {"93B3"},
        "BBO forum 'Appeals booklets': weighting is judgement: the committee may change it, "
        "https://www3.dal12.sl.bridgebase.com/forums/topic/35070-appeals-booklets/page__view__old",
    ),
]


def test_a_late_appeal_and_a_missing_concurrence_are_asked_on_one_screen():
    """Issue 22: 92B (the time limit) and 92D (partner or captain concurs) are the two
    premises an appeal rests on: lines of one exceptions screen, never taken unasked."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    first = walk_chain(topic, {"situation": "lodged"}, {})
    assert [q.id for q in first.exceptions] == ["in_time", "concur"]
    res = walk_chain(topic, {"situation": "lodged", "in_time": "yes", "concur": "yes"}, {})
    assert res.question.id == "committee"
    assert [s.source for s in res.path] == ["answer", "answer", "answer"]
    late = walk_chain(topic, {"situation": "lodged", "in_time": "no", "concur": "yes"}, {})
    assert late.ruling.id == "out_of_time"


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
