"""Partnership understandings (40) and awareness of potential damage (72C): the 2017 texts
of Laws 40 and 72C (with 12), and the AAP, UI and misinformation protocols of seed 000."""

from tests.topics.harness import Case, topic_tests
from tests.topics.unasked import unasked_premises

TOPIC = "partnership-understandings"
NONE = {"what": "undisclosed", "agreement": "none"}

CASES = [
    Case({"what": "card_differs", "card_differs": "no"}, "card_misinformation",
         {"rectification": "convention_card_corrected", "procedural_penalty": "possible"},
         {"40A1(b)", "40B2(a)(ii)", "40B4"},
         "Family 6 of issue 10: the card differs from actual practice: correct the card "
         "(40A1(b), 40B2(a)(ii)); procedural penalty possible (40C3(b), 90)"),
    # Issue 22: the card differs from the pair's practice, but the explanation given at
    # the table and the call both matched the actual agreement: nobody was misinformed.
    Case({"what": "card_differs", "card_differs": "yes"}, "card_only",
         {"rectification": "convention_card_corrected", "adjusted_score": "none",
          "procedural_penalty": "possible"}, {"40A1(b)", "75C", "21A"},
         "Laws 40A1(b), 75C, 21A: the card is corrected; explanation and call matched the "
         "agreement, so there is no misinformation"),
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


# The card that differs from practice, where the opponents were not told the actual
# agreement (or the call did not match it): the story goes on in the misinformation topic
# (at "when are you called"), which asks what the agreement was: the card may have been
# a mistaken explanation, or the call a mistaken call (issue 22: not hard-coded).
MISINFORMED = {"what": "card_differs", "card_differs": "no"}
STORIES = [
    Case({**MISINFORMED, "misinformation:stage": "after_play",
          "misinformation:after_who": "opponents", "misinformation:in_time": "yes",
          "misinformation:agreement_after": "mistaken_explanation",
          "misinformation:damaged": "no"},
         "no_damage", {"adjusted_score": "none"}, {"40A1(b)", "40B4", "75B1", "12B1"},
         "Family 6: card corrected; the opponents were not damaged", topic="misinformation"),
    # The card said what the pair plays is something else, and the bidder deviated from
    # the actual agreement: a mistaken call, no redress (75C).
    Case({**MISINFORMED, "misinformation:stage": "after_play",
          "misinformation:after_who": "opponents", "misinformation:in_time": "yes",
          "misinformation:agreement_after": "mistaken_call"},
         "mistaken_call_after", {"adjusted_score": "none"}, {"40A1(b)", "75C"},
         "Laws 40A1(b), 75C: card corrected; the call was the mistake", topic="misinformation"),
    Case({**MISINFORMED, "misinformation:stage": "play",
          "misinformation:play_who": "opponents",
          "misinformation:agreement_play": "mistaken_explanation",
          "misinformation:retract": "yes"},
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


def test_a_card_that_differs_with_a_right_explanation_is_not_misinformation() -> None:
    """Issue 22 family (40, 75C, 21A): the convention card differs from the pair's
    practice, while the explanation given and the call both matched the actual agreement:
    the card is corrected and nobody was misinformed. Only when they did not is the story
    handed to misinformation, where the agreement is asked (not hard-coded as a mistaken
    explanation)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.interview import Asked, Decided
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    fine = walk_chain(topic, {"what": "card_differs", "card_differs": "yes"})
    assert isinstance(fine, Decided) and fine.ruling.id == "card_only"
    assert fine.ruling.handoff is None and fine.ruling.outcome["adjusted_score"] == "none"
    on = walk_chain(topic, {**MISINFORMED, "misinformation:stage": "auction",
                            "misinformation:auction_who": "opponents"})
    assert isinstance(on, Asked) and on.question.id == "agreement_auction"
    assert not topic.nodes["card_misinformation"].handoff.same


def test_no_ruling_rests_on_an_unasked_premise() -> None:
    assert unasked_premises(TOPIC) == set()
