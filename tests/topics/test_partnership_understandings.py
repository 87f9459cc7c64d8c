"""Partnership understandings (40) and awareness of potential damage (72C): the 2017 texts
of Laws 40 and 72C (with 12), and the AAP, UI and misinformation protocols of seed 000."""

from tests.topics.harness import Case, topic_tests

TOPIC = "partnership-understandings"
NONE = {"what": "undisclosed", "agreement": "none"}

CASES = [
    Case({"what": "card_differs"}, "card_differs",
         {"rectification": "convention_card_corrected", "procedural_penalty": "possible"},
         {"40A1(b)", "40B2(a)(ii)", "40B4"},
         "Family 6 of issue 10: the card differs from actual practice: correct the card "
         "(40A1(b), 40B2(a)(ii)); procedural penalty possible (40C3(b), 90)"),
    Case({"what": "card"}, "card_missing",
         {"rectification": "convention_card_required", "procedural_penalty": "possible"},
         {"40A1(b)", "40B2(a)(ii)"},
         "Law 40A1(b)/40B2(a)(ii): disclosure as the Regulating Authority (NBB) prescribes"),
    Case({"what": "own_card", "own_card_when": "yes"}, "own_card_allowed",
         {"rectification": "no_irregularity"}, {"40B2(b)"},
         "Law 40B2(b): the declaring side may consult its own card in the Clarification "
         "Period"),
    Case({"what": "own_card", "own_card_when": "no"}, "own_card_infraction",
         {"procedural_penalty": "possible", "adjusted_score": "possible"},
         {"40B2(b)", "40C3(a)"},
         "Law 40B2(b), 40C3(a): no own card or aids during auction and play"),
    Case({"what": "undisclosed", "agreement": "disclosed"}, "properly_disclosed",
         {"rectification": "no_infraction", "adjusted_score": "none"}, {"40A1(b)"},
         "Law 40A1(b): the agreement was available: no redress"),
    Case({"what": "undisclosed", "agreement": "undisclosed", "damage_undisclosed": "yes"},
         "adjust_undisclosed", {"adjusted_score": "assigned"}, {"40B4", "12B1"},
         "Law 40B4: damage from a failure to disclose: adjusted score; 000 MI: 12B1"),
    Case({"what": "undisclosed", "agreement": "undisclosed", "damage_undisclosed": "no"},
         "no_damage_undisclosed", {"adjusted_score": "none"}, {"40B4"},
         "Law 40B4: no damage, no adjustment"),
    Case({"what": "awareness", "could_know": "yes", "gained": "yes"}, "adjust_72c",
         {"rectification": "adjusted_score_72c", "adjusted_score": "assigned"}, {"72C"},
         "Law 72C: could have known, and the offending side gained: adjust"),
    Case({"what": "awareness", "could_know": "yes", "gained": "no"}, "no_gain_72c",
         {"adjusted_score": "none"}, {"72C"}, "Law 72C: no gain, no adjustment"),
    Case({"what": "awareness", "could_know": "no"}, "not_aware",
         {"adjusted_score": "none"}, {"72C"}, "Law 72C: could not have known"),
]
for prefix, where in ((NONE, "no agreement found"), ({"what": "psych"}, "psych reported")):
    CASES += [
        Case({**prefix, "partner_aware": "yes", "damage_concealed": "yes"},
             "adjust_concealed",
             {"adjusted_score": "assigned", "procedural_penalty": "possible"},
             {"40C1", "40B4"},
             f"{where}; Law 40C1: undisclosed knowledge that damaged: adjust, PP possible"),
        Case({**prefix, "partner_aware": "yes", "damage_concealed": "no"},
             "concealed_no_damage", {"adjusted_score": "none"}, {"40C1"},
             f"{where}; Law 40C1: an implicit agreement, but no damage"),
        Case({**prefix, "partner_aware": "no", "psych_regulated": "yes"}, "psych_forbidden",
             {"procedural_penalty": "possible", "adjusted_score": "possible"},
             {"40B2(a)(v)"},
             f"{where}; Law 40B2(a)(v): the RA may restrict psychic artificial calls"),
        Case({**prefix, "partner_aware": "no", "psych_regulated": "no"}, "psych_legal",
             {"rectification": "no_infraction", "adjusted_score": "none"},
             {"40C1", "40C2"},
             f"{where}; Law 40C1/40C2: a deviation partner could not expect is legal"),
    ]

# Worked examples from public teaching material, retold.
#
# EBU TD forum, "Deviation from agreement"
# (https://www.ebu.co.uk/forum/discussion/1084/deviation-from-agreement): a pair plays a
# 12-14 1NT; a player upgrades and opens 1NT with 11 points and it is explained as 12-14.
# The agreement is still 12-14 and that is what the opponents are entitled to; the
# deviation is legal as long as it surprises partner as much as the opponents. If it
# happens repeatedly it becomes part of the pair's methods and must be disclosed.
#
# ACBL club directors' FAQ "Deviating from partnership agreements" (with Duplicate
# Decisions, https://staging.acbl.org/club-corner/club-directors/rulings-faq/deviating-
# from-partnership-agreements/): a player may make any call that fools partner and the
# opponents equally; when undisclosed knowledge damaged the opponents, the director
# adjusts and may give a procedural penalty.
WORKED_EXAMPLES = [
    Case({"what": "psych", "partner_aware": "no", "psych_regulated": "no"}, "psych_legal",
         {"rectification": "no_infraction"}, {"40C1"},
         "EBU TD forum 'Deviation from agreement', occasional 11-count 1NT "
         "https://www.ebu.co.uk/forum/discussion/1084/deviation-from-agreement"),
    Case({"what": "psych", "partner_aware": "yes", "damage_concealed": "no"},
         "concealed_no_damage", {"procedural_penalty": "possible"}, {"40C1"},
         "EBU TD forum 'Deviation from agreement', repeated upgrades become an agreement "
         "https://www.ebu.co.uk/forum/discussion/1084/deviation-from-agreement"),
    Case({"what": "psych", "partner_aware": "yes", "damage_concealed": "yes"},
         "adjust_concealed", {"adjusted_score": "assigned"}, {"40C1"},
         "ACBL club directors' FAQ 'Deviating from partnership agreements' "
         "https://staging.acbl.org/club-corner/club-directors/rulings-faq/"
         "deviating-from-partnership-agreements/"),
]


# The card that differs from practice misinformed whoever relied on it: the story goes on
# in the misinformation topic (at "when are you called"), where the agreement question is
# already answered: the card was the wrong description of the agreement.
STORIES = [
    Case({"what": "card_differs", "misinformation:stage": "after_play",
          "misinformation:after_who": "opponents", "misinformation:damaged": "no"},
         "no_damage", {"adjusted_score": "none"}, {"40A1(b)", "40B4", "75B1", "12B1"},
         "Family 6: card corrected; the opponents were not damaged", topic="misinformation"),
    Case({"what": "card_differs", "misinformation:stage": "play",
          "misinformation:play_who": "opponents", "misinformation:retract": "yes"},
         "card_retracted", {"card_withdrawn": True}, {"40A1(b)", "47E2(a)"},
         "Family 6: found during play: the card played on the wrong description may go back",
         topic="misinformation"),
]


def test_a_forbidden_psych_does_not_send_the_director_away_after_play() -> None:
    """Family 8: a forbidden psych is often judged after play; the ruling does not say
    'let the board be played out' or 'come back after play' without a condition."""
    from arbiter.guide.library import library

    ruling = library().topic(TOPIC).nodes["psych_forbidden"]
    assert "uitspelen" not in ruling.text["nl"]
    assert ruling.leave["nl"].startswith("Is het spel nog bezig")


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)
