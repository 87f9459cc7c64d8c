"""Dummy's rights and limitations (42, 43): the 2017 text of Laws 42, 43, 9A4 and 45F,
seed 000 (AAP: who drew attention first, did dummy lose his rights; revoke protocol step 1).
"""


from tests.topics.harness import Case, topic_tests

TOPIC = "dummys-rights"
PP = {"procedural_penalty": "possible"}

CASES = [
    # 42B1 / 43B2(b): dummy asks declarer about a revoke.
    Case(
        {"what": "revoke_question", "lost_revoke": "no"},
        "revoke_question_ok",
        {"rectification": "dummy_question_allowed"},
        {"42B1", "61B", "62A"},
        "Law 42B1; 000 4.9 step 1: dummy without lost rights may ask declarer",
    ),
    # 61B2 (2017): dummy may not ask a defender; no automatic rectification.
    Case(
        {"what": "defender_question", "lost_defender": "no"},
        "defender_asked",
        {"rectification": "dummy_question_no_rectification", "adjusted_score": "possible",
         **PP},
        {"61B2(b)", "12A1", "50"},
        "Law 61B2 (2017): dummy may ask declarer only; no rectification for asking a "
        "defender, adjust if the declaring side gains (12A1), the card need not be a "
        "penalty card (50)",
    ),
    Case(
        {"what": "defender_question", "lost_defender": "yes"},
        "no_immediate",
        {"rectification": "no_immediate_rectification", "split_score": True},
        {"43B3"},
        "Law 43B3: a dummy who lost his rights draws attention to a defender's revoke",
    ),
    Case(
        {"what": "revoke_question", "lost_revoke": "yes"},
        "revoke_established",
        {"revoke_established": True, "revoke_must_be_corrected": True, **PP},
        {"43B2(b)", "64A"},
        "Law 43B2(b); 000 4.9 step 1: after 43A2 the revoke counts as established",
    ),
    # 42A3 (2017): dummy ensures that dummy follows suit.
    Case(
        {"what": "follow"},
        "follow_ok",
        {"rectification": "dummy_right_exercised", "penalty_card": "none"},
        {"42A3", "62B2"},
        "Law 42A3 (2017): dummy ensures that dummy follows suit",
    ),
    # 42B2 / 43B2(a): warning about the wrong hand.
    Case(
        {"what": "warned", "already_led": "yes"},
        "led_wrong_hand",
        {"rectification": "rule_declarer_irregularity", **PP},
        {"9A4", "9B1(d)", "55A"},
        "Laws 9A4 and 9B1(d): too late to prevent; defenders keep their 55A choice",
    ),
    Case(
        {"what": "warned", "already_led": "no", "lost_hand": "no"},
        "warning_ok",
        {"rectification": "no_irregularity", "lead_from_correct_hand": True},
        {"42B2", "9A3"},
        "Law 42B2: dummy may try to prevent any irregularity",
    ),
    Case(
        {"what": "warned", "already_led": "no", "lost_hand": "yes"},
        "defenders_choose",
        {"rectification": "defenders_choose_hand", **PP},
        {"43B2(a)", "43A2"},
        "Law 43B2(a): after 43A2 either defender chooses the hand to lead from",
    ),
    # 9A4, 43A1(b), 43B3: dummy draws attention during play.
    Case(
        {"what": "attention", "whose": "declarer"},
        "attn_declarer",
        {"rectification": "rule_declarer_irregularity", **PP},
        {"9A4", "43A1(b)", "9B1(d)"},
        "Law 9B1(d): drawing attention to one's own side's irregularity",
    ),
    Case(
        {"what": "attention", "whose": "defender", "lost_attention": "yes"},
        "no_immediate",
        {
            "rectification": "no_immediate_rectification",
            "split_score": True,
            "adjusted_score": "possible",
        },
        {"43B3"},
        "000 AAP: dummy looked at another hand and drew attention: 43B3",
    ),
    Case(
        {"what": "attention", "whose": "defender", "lost_attention": "no", "wanted": "yes"},
        "rule_normally",
        {"rectification": "rule_irregularity_normally", **PP},
        {"9A4", "43A1(b)", "81C3", "43B1"},
        "000 AAP: dummy kept his rights, declarer wants a ruling",
    ),
    Case(
        {"what": "attention", "whose": "defender", "lost_attention": "no", "wanted": "no"},
        "nobody_asks",
        {"rectification": "no_ruling_requested"},
        {"81C5", "9A4"},
        "000 AAP: nobody else wants the director: done (81C5 waiver)",
    ),
    Case(
        {"what": "after_play"},
        "after_play_ok",
        {"rectification": "rule_irregularity_normally"},
        {"42B3", "9A4"},
        "Law 42B3: dummy may draw attention after play has ended",
    ),
    Case(
        {"what": "participated"},
        "participated",
        {"adjusted_score": "possible", "play_continues": True, **PP},
        {"43A1(c)", "45F"},
        "Laws 43A1(c) and 45F: play continues, adjusted score if dummy suggested a play",
    ),
    Case(
        {"what": "looked", "looked_how": "own"},
        "lost_rights",
        {"rectification": "dummy_lost_rights", **PP},
        {"43A2", "43B1"},
        "Law 43A2; 000 AAP: looked at another hand on his own initiative",
    ),
    Case(
        {"what": "looked", "looked_how": "shown"},
        "defender_showed",
        {"rectification": "no_rectification"},
        {"43A3"},
        "Law 43A3 (2017); 000 AAP 'op initiatief van de blinde'",
    ),
    Case(
        {"what": "explanation"},
        "dummy_explanation",
        {"rectification": "treat_as_misinformation"},
        {"20F5(b)", "9A4"},
        "Law 9A4 refers to 20F5: dummy corrects after the final pass",
    ),
    Case(
        {"what": "tricks"},
        "tricks_ok",
        {"rectification": "no_irregularity"},
        {"42A2", "65B3"},
        "Law 42A2 keep count of tricks; 65B3 card pointed the wrong way",
    ),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum "Dummy summons the TD" (https://forums.ebu.co.uk/discussion/1281/
    # dummy-summons-the-td), answered from the EBU White Book 8.43.1: West ruffs and drops
    # the heart queen with it; dummy calls the director. Dummy had not looked at any hand,
    # declarer wants the irregularity dealt with: the director rules on it as usual (the
    # queen is a major penalty card) and may fine dummy for the breach of 43A1.
    Case(
        {"what": "attention", "whose": "defender", "lost_attention": "no", "wanted": "yes"},
        "rule_normally",
        {"rectification": "rule_irregularity_normally", **PP},
        {"81C3", "43B1"},
        "EBU TD forum 'Dummy summons the TD' / White Book 8.43.1, "
        "https://forums.ebu.co.uk/discussion/1281/dummy-summons-the-td",
    ),
    # Same forum, "Dummy draws attention to an irregularity"
    # (https://www.ebu.co.uk/forum/discussion/459): only a dummy who broke 43A2 (looked at
    # a hand) costs his side the rectification; then 43B3: no rectification, the defenders
    # lose any gain.
    Case(
        {"what": "attention", "whose": "defender", "lost_attention": "yes"},
        "no_immediate",
        {"split_score": True},
        {"43B3"},
        "EBU TD forum 'Dummy draws attention to an irregularity', "
        "https://www.ebu.co.uk/forum/discussion/459",
    ),
    # EBU TD forum, "Revoke (Dummy's right to enquire/intervene)" (2017 Laws): dummy asks
    # a defender who showed out whether she has none; dummy may ask declarer but not a
    # defender. There is no automatic penalty; the question usually helps the defence, but
    # if the declaring side gains the director adjusts, and he may decide that a card
    # exposed because of the question is not a penalty card.
    Case(
        {"what": "defender_question", "lost_defender": "no"},
        "defender_asked",
        {"adjusted_score": "possible"},
        {"61B2(b)", "12A1"},
        "EBU TD forum, Revoke (Dummy's right to enquire/intervene), "
        "https://forums.ebu.co.uk/discussion/1333/revoke-dummys-right-to-enquire-intervene",
    ),
    # CSB News "What should dummy do during the play?": dummy says "you are in your hand"
    # after declarer has already called a card from the wrong hand; that is too late to
    # prevent it, and the defenders must get their option to accept the lead.
    Case(
        {"what": "warned", "already_led": "yes"},
        "led_wrong_hand",
        {"rectification": "rule_declarer_irregularity"},
        {"55A"},
        "CSB News 'What should dummy do during the play?', "
        "https://csbnews.org/what-should-dummy-do-during-the-play/?lang=en",
    ),
]


def test_the_misinformation_story_goes_on_without_asking_when_and_who() -> None:
    """Issue 11: dummy is dummy once the lead is faced, so this is during play, and he is
    of the declaring side; the misinformation topic does not ask that again."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    answers = {"what": "explanation", "dummy_explanation": "next"}
    res = walk_chain(library().topic(TOPIC), answers, {})
    assert res.topic.id == "misinformation" and res.ruling.id == "late_correction"
    carried = {s.node: s.answer for s in res.path if s.source == "carried"}
    assert carried == {"what": "explanation", "stage": "play", "play_who": "declaring_side"}
    assert not [s for s in res.path if s.source == "answer"]


def test_the_revoke_goes_on_as_established_without_asking_it_again() -> None:
    """Issue 22 (43): after 43B2(b) (dummy lost his rights and asked declarer first) Law
    64 applies as if the revoke were established, a revoke from declarer's own hand; the
    revoke topic used to ask "established?" and "who revoked?" again."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    answers = {"what": "revoke_question", "lost_revoke": "yes", "revoke_established": "next"}
    res = walk_chain(library().topic(TOPIC), answers, {})
    assert res.topic.id == "revoke"
    steps = {s.node: (s.answer, s.source) for s in res.path}
    assert steps["established"] == ("yes", "carried")
    assert steps["who_est"] == ("declarer", "carried")


def test_dummy_asking_a_defender_is_no_automatic_rectification() -> None:
    """Issue 22 (43, 61B2): dummy may ask declarer, not a defender. No automatic
    rectification: adjust if the declaring side gains, and the director decides whether a
    card shown because of the question is a penalty card. The revoke itself goes on in the
    revoke topic, which knows a defender revoked and dummy asked first."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    res = walk_chain(topic, {"what": "defender_question", "lost_defender": "no"}, {})
    assert res.ruling.id == "defender_asked" and "61B2(b)" in res.ruling.laws
    assert res.ruling.outcome["adjusted_score"] == "possible"
    assert any("strafkaart" in t.get("nl") for t in res.ruling.tell)
    on = walk_chain(topic, {"what": "defender_question", "lost_defender": "no",
                            "defender_asked": "next", "revoke:revoked": "yes",
                            "revoke:established": "no"}, {})  # fmt: skip
    assert on.topic.id == "revoke"
    carried = {s.node: s.answer for s in on.path if s.source == "carried"}
    assert carried == {"who_fix": "defender", "dummy_fix": "dummy", "dummy_fix.looked": "no"}


SEE = {
    "revoke_established": "revoke",
    "revoke_question_ok": "revoke",
    "defender_asked": "revoke",
    "led_wrong_hand": "declarer-lead-wrong-hand",
    "dummy_explanation": "misinformation",
}

TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES, see=SEE)
