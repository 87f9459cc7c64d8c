"""Retraction of a played card (47): seed 003 (Dutch 47, 16C), seed 000 (AAP: ask what made
the player act; 47E1) and the 2017 text of Laws 47, 45C4, 48A, 49, 50B, 53B, 58B and 62C."""

from tests.topics.harness import Case, topic_tests

TOPIC = "retraction-of-played-card"
BACK_FREE = {"card_withdrawn": True, "penalty_card": "none"}
MAJOR = {"penalty_card": "major", "lead_restriction": "50D2"}
STANDS = {"rectification": "card_stands", "card_withdrawn": False}
SIM = {"reason": "illegal", "illegal_who": "defender", "illegal_kind": "simultaneous",
       "sim_visible": "yes"}
MI = {"reason": "explanation", "mi_given": "yes"}

CASES = [
    # 47A: to comply with a rectification.
    Case({"reason": "rectification", "rect_who": "declarer"}, "rect_declarer",
         {**BACK_FREE, "card_returned_to_hand": True}, {"47A", "48A"},
         "47A; 48A: no card of declarer or dummy becomes a penalty card"),
    Case({"reason": "rectification", "rect_who": "defender", "rect_penalty": "yes"},
         "rect_defender_penalty", {"card_withdrawn": True, **MAJOR}, {"47A", "49", "50B"},
         "47A: a defender's withdrawn card may become a penalty card (49); deliberate: 50B"),
    Case({"reason": "rectification", "rect_who": "defender", "rect_penalty": "no"},
         "rect_defender_free", BACK_FREE, {"47A", "16C"},
         "47A: only when the rectification says so; otherwise no penalty card"),
    # 47B: to correct an illegal play.
    Case({"reason": "illegal", "illegal_who": "declarer"}, "illegal_declarer",
         {**BACK_FREE, "card_returned_to_hand": True}, {"47B", "48A"},
         "47B; declarer's card goes back without rectification (48A, 62B2)"),
    Case({"reason": "illegal", "illegal_who": "defender", "illegal_kind": "deliberate"},
         "illegal_major", {"card_withdrawn": True, **MAJOR}, {"47B", "49", "50B"},
         "47B + 49: a defender's illegal card (e.g. corrected revoke) is a major penalty card"),
    Case({"reason": "illegal", "illegal_who": "defender", "illegal_kind": "simultaneous",
          "sim_visible": "no"}, "sim_one_visible",
         {"penalty_card": "none", "card_returned_to_hand": True}, {"58B1"},
         "47B -> 58B1: only one card visible: the others go back without rectification"),
    Case({**SIM, "sim_honour": "yes"}, "sim_major", MAJOR, {"58B2", "50B"},
         "58B2 + 50B: an honour left over is a major penalty card"),
    Case({**SIM, "sim_honour": "no", "sim_count": "yes"}, "sim_major", MAJOR, {"58B2", "50B"},
         "58B2 + 50B: two or more penalty cards are all major"),
    Case({**SIM, "sim_honour": "no", "sim_count": "no"}, "sim_minor",
         {"penalty_card": "minor", "lead_restriction": "none"}, {"58B2", "50B", "50C"},
         "50B: single card below honour exposed by playing two cards at once: minor"),
    # 47C: change of an unintended designation (45C4(b)).
    Case({"reason": "designation", "designation_ok": "yes"}, "designation_changed",
         {**BACK_FREE, "card_returned_to_hand": True}, {"47C", "45C4(b)", "47D"},
         "47C: returned without further rectification after a change allowed by 45C4(b)"),
    Case({"reason": "designation", "designation_ok": "no"}, "designation_stands", STANDS,
         {"45C4(b)", "47F2"}, "45C4(b): not after reconsideration; 47F2"),
    # 47D: after an opponent's change of play.
    Case({"reason": "opponent_changed", "changed_side": "no"}, "changed_nos", BACK_FREE,
         {"47D", "16C1"}, "47D: retract and substitute without rectification (16C)"),
    Case({"reason": "opponent_changed", "changed_side": "declarer"}, "changed_os_declarer",
         {**BACK_FREE, "unauthorized_information": True}, {"47D", "62C2", "48A", "16C2"},
         "47D, 62C2: offending side's declarer may withdraw; UI for him (16C2)"),
    Case({"reason": "opponent_changed", "changed_side": "defender"}, "changed_os_defender",
         {"card_withdrawn": True, **MAJOR}, {"47D", "62C2", "16C2"},
         "62C2: the offending defender's withdrawn card becomes a penalty card"),
    # 47E1: misled about whose turn it was (AAP: ask what made him do it).
    Case({"reason": "told_turn", "misled": "yes", "misled.over": "no"}, "misled.retract",
         {**BACK_FREE, "accepted": False}, {"47E1", "16C"},
         "47E1: retracted without rectification; LHO may not accept"),
    Case({"reason": "told_turn", "misled": "yes", "misled.over": "yes"}, "misled.after_play",
         {"adjusted_score": "possible"}, {"47E1", "12A1"},
         "2017 47E1 has no time limit: only a board played out is judged (12A1)"),
    Case({"reason": "told_turn", "misled": "no"}, "not_misled",
         {"rectification": "treat_as_lead_out_of_turn", "card_withdrawn": False},
         {"47E1", "47F2"}, "47E1 does not apply: it is a lead or play out of turn"),
    # 47E2: mistaken explanation.
    Case({**MI, "mi_when": "in_time"}, "mi_retract", {**BACK_FREE, "card_returned_to_hand": True},
         {"47E2(a)", "16C1", "16C2"},
         "47E2(a): no card played since (an opening lead: dummy faced no card): retract "
         "without rectification"),
    Case({**MI, "mi_when": "dummy_faced"}, "mi_too_late",
         {**STANDS, "rectification": "adjusted_score_after_play", "adjusted_score": "possible"},
         {"47E2(a)", "47E2(b)"}, "47E2(a)/(b): opening lead after dummy faced a card: AS"),
    Case({**MI, "mi_when": "card_after"}, "mi_too_late",
         {"card_withdrawn": False, "adjusted_score": "possible"}, {"47E2(b)"},
         "47E2(b): too late to retract: the director may award an adjusted score"),
    Case({"reason": "explanation", "mi_given": "no"}, "mi_none", STANDS, {"47F2"},
         "47E2(a) needs a mistaken explanation before the play; else 47F2"),
    # 47F.
    Case({"reason": "proper_lead"}, "proper_lead",
         {"rectification": "proper_lead_stands", "card_withdrawn": True}, {"47F1", "53B"},
         "47F1: a card may be withdrawn as 53B provides"),
    Case({"reason": "other"}, "no_retraction", STANDS, {"47F2"},
         "47F2: except as Law 47 specifies, a played card may not be withdrawn"),
]

# Table data answers the 50B questions after two cards played at once.
FACT_CASES = [
    Case(SIM, "sim_major", MAJOR, {"58B2"}, "facts: ♠Q left over is an honour",
         facts={"card": "♠Q"}),
    Case(SIM, "sim_minor", {"penalty_card": "minor"}, {"50C"},
         "facts: ♦4 left over, the only penalty card", facts={"card": "♦4", "exposed_count": "1"}),
]

# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
WORKED_EXAMPLES = [
    # ACBL Unit 225, "Bridge laws" page (from the ACBL's Duplicate Decisions): dummy holds
    # A-Q; declarer leads towards it, West plays the king and declarer says "queen... uh,
    # king, play the ace". The director rules the queen played: declarer meant to finesse
    # and changed his mind when he saw the king; that is no slip of the tongue (45C4(b)).
    Case({"reason": "designation", "designation_ok": "no"}, "designation_stands",
         {"rectification": "card_stands", "card_withdrawn": False}, {"45C4(b)", "47F2"},
         "ACBL Unit 225, Bridge laws (Law 45), "
         "https://acblunit225.com/bridge_tips_laws__etiquette/bridge_laws"),
    # EBU TDs forum, "Defender's change of card" (2018): a defender on lead faced a card,
    # found it was not the one he wanted (a mispull) and put down another. The first card
    # stays led: a mispull is no ground to take a card back (47F2); the second card is a
    # major penalty card, because it was put down on purpose (49, 50B).
    Case({"reason": "other"}, "no_retraction", STANDS, {"47F2", "49", "50B"},
         "EBU TDs forum, Defender's change of card, "
         "https://forums.ebu.co.uk/discussion/333/defenders-change-of-card"),
]


def test_a_retraction_after_a_mistaken_explanation_goes_on_as_misinformation() -> None:
    """Issue 10 (formby case): the mistaken explanation itself is misinformation; the
    retraction ruling hands over with what is known (an explanation, during the play)."""
    from arbiter.guide.library import library

    nodes = library().topic(TOPIC).nodes
    for node_id in ("mi_retract", "mi_too_late"):
        handoff = nodes[node_id].handoff
        assert handoff is not None and handoff.topic == "misinformation"
        assert {(s.node, s.answer) for s in handoff.same} == {
            ("what", "explanation"), ("stage", "play")}


def test_the_card_back_for_a_rectification_says_why() -> None:
    """Laws reviewer: declarer's card taken back for a rectification (47A) and a card
    taken back after a mistaken explanation (47E2(a)) had one headline ("Card back: no
    further rectification"); the 47A one names its cause, so the two differ."""
    from arbiter.guide.library import library

    nodes = library().topic(TOPIC).nodes
    rect, misinfo = nodes["rect_declarer"], nodes["mi_retract"]
    for lang in ("nl", "en"):
        assert "47A" in rect.headline[0][lang]
        assert rect.headline[0][lang] != misinfo.headline[0][lang]


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES, worked=WORKED_EXAMPLES)
