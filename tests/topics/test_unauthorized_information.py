"""Unauthorized information (16): seed 000 "Tafel protocol OI" and the AAP, with the 2017
text of Law 16 (seed 001)."""

from tests.topics.harness import Case, topic_tests
from tests.topics.unasked import unasked_premises

TOPIC = "unauthorized-information"
PARTNER = {"source": "partner"}
AFTER = {**PARTNER, "when_called": "after"}
LATER_CHECK = {"play_continues": True, "adjusted_score": "possible"}


def _judged(facts: str) -> dict[str, str]:
    return {**AFTER, "facts_after": facts}


CASES = [
    # Tafel protocol OI: called during the auction or play.
    Case({**PARTNER, "when_called": "during", "facts_during": "agreed"}, "play_on",
         {**LATER_CHECK, "unauthorized_information": True}, {"16B1(a)", "16B1(b)", "84"},
         "000 OI: facts checked with the other side and agreed (84); play continues, ask the "
         "NOS whether to look at the board afterwards"),
    Case({**PARTNER, "when_called": "during", "facts_during": "disputed"}, "play_on_disputed",
         LATER_CHECK, {"85A", "85B", "16B3"},
         "000 OI / AAP: disputed facts: 85, record them, play continues, decide afterwards"),
    # Called after play (AAP: a player comes with a story at the end of the session).
    Case({**PARTNER, "when_called": "late"}, "too_late",
         {"adjusted_score": "none"}, {"92B", "79C1"},
         "AAP: a late story only within the time limit of 79C1/92B"),
    Case(_judged("not_established"), "no_ui", {"adjusted_score": "none"}, {"85A"},
         "000 OI: disputed facts decided under 85; no UI established"),
    *[
        Case({**_judged(facts), "suggested": "no"}, "no_infraction",
             {"adjusted_score": "none"}, {"16B1(a)"},
             "Law 16B1(a): the action was not demonstrably suggested: no infraction")
        for facts in ("agreed", "likely")
    ],
    *[
        Case({**_judged(facts), "suggested": "no_alternative"},
             "no_infraction", {"adjusted_score": "none"}, {"16B1(b)"},
             "Law 16B1(b): no logical alternative: no infraction")
        for facts in ("agreed", "likely")
    ],
    *[
        Case({**_judged(facts), "suggested": "yes", "damaged": "no"}, "no_damage",
             {"adjusted_score": "none", "procedural_penalty": "possible"}, {"12B1", "73C"},
             "000 OI: damage per 12B1; none: result stands; AAP: procedural penalty 73C2")
        for facts in ("agreed", "likely")
    ],
    *[
        Case({**_judged(facts), "suggested": "yes", "damaged": "yes"}, "adjust",
             {"adjusted_score": "assigned", "procedural_penalty": "possible"},
             {"16B1(a)", "16B1(b)", "16B3", "12B1", "12C1(b)"},
             "000 OI / Law 16B3: suggested action chosen over a logical alternative, damage: "
             "adjusted score")
        for facts in ("agreed", "likely")
    ],
    # Other sources.
    Case({"source": "explanation"}, "see_misinformation",
         {"unauthorized_information": True}, {"75A", "16B1"},
         "AAP: misinformation is always UI for partner too; follow the MI protocol"),
    Case({"source": "withdrawn"}, "withdrawn",
         {**LATER_CHECK, "unauthorized_information": True}, {"16C1", "16C2", "16C3"},
         "Law 16C: withdrawn actions: authorized for the NOS, not for the offenders"),
    Case({"source": "irregularity", "self_ruled": "no"}, "authorized",
         {"accepted": True, "unauthorized_information": False, "adjusted_score": "none"},
         {"16A1(a)"},
         "AAP: 16B3 is not for an accepted irregularity with its own rectification (16A1(a))"),
    Case({"source": "irregularity", "self_ruled": "yes"}, "split_score",
         {"split_score": True, "procedural_penalty": "possible"}, {"11A", "11B"},
         "AAP: offenders acted as director wrongly, NOS overwhelmed: split score (11A) or "
         "procedural penalty (11B); NOS keeps its table score"),
    Case({"source": "opponents"}, "opponents", {"unauthorized_information": False},
         {"16A2", "73E2"}, "Law 16A2: the opponents' behaviour is authorized (but 73E2)"),
    # 16D: extraneous information has its own topic; the story goes on there.
    Case({"source": "extraneous"}, "source.extraneous", {"rectification": "handed_over"},
         {"16A"}, "Law 16D: information from outside: the extraneous-information topic"),
]


# Worked example from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words). English Bridge (EBU), August 2017, the directors'
# question column: a player bid on after his partner's hesitation. The hesitation did
# suggest bidding on, but the director judged that passing was not a logical alternative
# for that hand (a poll in which fewer than about one in five pass); so the call stands.
# Had a fair number passed and the opponents got a worse result, the director would have
# adjusted as if the player had passed (possibly a weighted score).
EB_2017 = ("English Bridge, August 2017, directors' column, "
           "https://view.pagetiger.com/y0yvuhfuf0/7fyg9etyg9qet24bx/page37.htm")
WORKED_EXAMPLES = [
    Case({**_judged("agreed"), "suggested": "no_alternative"},
         "no_infraction", {"adjusted_score": "none"}, {"16B1(b)"},
         f"{EB_2017}: pass not a logical alternative, the call stands"),
    Case({**_judged("agreed"), "suggested": "yes", "damaged": "yes"}, "adjust",
         {"adjusted_score": "assigned"},
         {"16B1(a)", "16B1(b)", "12C1(b)"},
         f"{EB_2017}: pass a logical alternative and damage: adjust as if he had passed"),
]


# Issue 10: a wrong explanation is misinformation first; the UI topic offers it (the wrong
# door: the misinformation topic is where such a story starts), and the combined ruling
# cites the UI law (75A, 16B1) with the MI laws.
STORIES = [
    *[
        Case({"source": "extraneous", "extraneous-information:played": "no",
              "extraneous-information:when": "no", "extraneous-information:interferes": "yes",
              "extraneous-information:choice_before": choice}, ruling, outcome, laws,
             f"Law 16D2: director's option {choice} before any call",
             topic="extraneous-information")
        for choice, ruling, outcome, laws in [
            ("seats", "seats_adjusted", {"board_played_normally": True}, {"16D2(a)"}),
            ("redeal", "redealt", {"redeal": True}, {"16D2(b)"}),
            ("play", "play_then_check", {"adjusted_score": "possible"}, {"16D2(c)"}),
            ("adjust", "adjusted", {"adjusted_score": "artificial"}, {"16D2(d)"}),
        ]
    ],
    Case({"source": "extraneous", "extraneous-information:played": "no",
          "extraneous-information:when": "yes", "extraneous-information:choice_after": "play"},
         "play_then_check", {"adjusted_score": "possible"}, {"16D3"},
         "Law 16D3: after the first call only 2(c) or 2(d)", topic="extraneous-information"),
    Case({"source": "explanation", "see_misinformation": "next",
          "misinformation:stage": "auction",
          "misinformation:auction_who": "explainer_partner"},
         "partner_waits", {"unauthorized_information": True}, {"75A", "16B1", "20F5(a)"},
         "AAP: MI is UI for partner; the explainer's partner waits (20F5)",
         topic="misinformation"),
]


def test_the_alert_guide_links_still_open_their_topics() -> None:
    """The alert guide hands over with source:partner (here) and what:alert (20)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.interview import Asked
    from arbiter.guide.library import library

    ui = walk_chain(library().topic(TOPIC), {"source": "partner"})
    assert isinstance(ui, Asked) and ui.question.id == "when_called"
    mi = walk_chain(library().topic("misinformation"), {"what": "alert"})
    assert isinstance(mi, Asked) and mi.question.id == "stage"


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)


# -- issue 22: no ruling on an unasked premise ------------------------------------------


def test_no_ruling_rests_on_an_unasked_premise() -> None:
    assert unasked_premises(TOPIC) == set()


def test_the_source_and_the_correction_period_are_asked() -> None:
    """Issue 22: where the information came from is asked, not taken as 'partner'; a
    request after play is in time or not, asked with 'when are you called' (92B)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    assert walk_chain(topic, {}).question.id == "source"  # asked, not taken
    when = topic.nodes["when_called"]
    assert [a.id for a in when.answers] == ["during", "after", "late"]
    late = walk_chain(topic, {**PARTNER, "when_called": "late"})
    assert late.ruling.id == "too_late" and "92B" in late.ruling.laws
