"""Declarer leads from the wrong hand (55): seed 000 "Uit de verkeerde hand spelen door
leider" steps 1-4B, seed 003 (texts of 47 and 55), and the 2017 text of Laws 53 and 55."""

from tests.topics.harness import Case, topic_tests

TOPIC = "declarer-lead-wrong-hand"

START = {"misled": "no", "trick13": "no"}
DEFENDER = {**START, "to_lead": "defender"}
OTHER_HAND = {**START, "to_lead": "other_hand"}
NO_PENALTY = {"penalty_card": "none", "card_returned_to_hand": True}

CASES = [
    Case({"misled": "yes", "misled.over": "no"}, "misled.retract",
         {"card_withdrawn": True, "accepted": False}, {"47E1"},
         "000 step 1: lead on a defender's word: 47E1, card back, no rectification"),
    Case({"misled": "yes", "misled.over": "yes"}, "misled.after_play",
         {"adjusted_score": "possible"}, {"47E1", "12A1"},
         "2017 47E1 has no time limit (000 step 2 is the 2008 reading): only a board "
         "played out is judged (12A1)"),
    Case({"misled": "no", "trick13": "yes"}, "last_trick",
         {"accepted": False, **NO_PENALTY}, {"53A", "48A"},
         "Law 53A footnote: a lead out of turn in the 13th trick must be withdrawn"),
    Case({**DEFENDER, "played_defender": "next"}, "accepted",
         {"accepted": True, "penalty_card": "none"}, {"55A", "53A"},
         "000 step 2: a defender played to it: de facto accepted (55A)"),
    Case({**DEFENDER, "played_defender": "proper"}, "proper_lead",
         {"accepted": False, **NO_PENALTY}, {"53B", "48A", "16C"},
         "Law 53B: the defender on lead led properly; his lead stands, 16C"),
    Case({**DEFENDER, "played_defender": "wrong", "both_hands": "no"}, "wrong_defender_played",
         {"accepted": True, "penalty_card": "major"}, {"53C", "57A"},
         "Law 53C: the defender to the right of the irregular lead played: lead stands, 57"),
    Case({**DEFENDER, "played_defender": "wrong", "both_hands": "yes"}, "both_hands_played",
         {"accepted": True, "penalty_card": "none"}, {"53C", "57C1"},
         "Law 57C1 (2017): declarer had played from both hands: no rectification for the "
         "defender who played before his partner"),
    Case({**DEFENDER, "played_defender": "no", "choice_defender": "accept"}, "accepted",
         {"accepted": True}, {"55A", "53A"},
         "000 step 4A: accepted: the card stands and LHO plays the next card"),
    Case({**DEFENDER, "played_defender": "no", "choice_defender": "retract"},
         "retract_defender_leads",
         {"accepted": False, "card_withdrawn": True, **NO_PENALTY}, {"55B1", "48A", "16C"},
         "Law 55B1: defender was to lead: card back to the proper hand, no further "
         "rectification; 48A: declarer never has a penalty card"),
    Case({**OTHER_HAND, "played_declarer": "next"}, "accepted", {"accepted": True},
         {"55A", "53A"}, "000 step 2: de facto accepted by a defender playing to it (55A)"),
    Case({**OTHER_HAND, "played_declarer": "wrong", "both_hands": "no"}, "wrong_defender_played",
         {"accepted": True, "penalty_card": "major"}, {"53C", "57A"}, "Law 53C with 57"),
    Case({**OTHER_HAND, "played_declarer": "wrong", "both_hands": "yes"}, "both_hands_played",
         {"accepted": True, "penalty_card": "none"}, {"53C", "57C1", "57C3"},
         "Law 53C with 57C1 and 57C3 (2017): declarer played from both hands first"),
    Case({**OTHER_HAND, "played_declarer": "no", "choice_declarer": "accept"}, "accepted",
         {"accepted": True}, {"55A"}, "000 step 4A: accepted"),
    Case({**OTHER_HAND, "played_declarer": "no", "choice_declarer": "retract"},
         "retract_correct_hand",
         {"accepted": False, "lead_from_correct_hand": True, **NO_PENALTY},
         {"55B2", "48A"},
         "000 step 4B / 55B2: card back, lead from the correct hand, any suit"),
]

# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
WORKED_EXAMPLES = [
    # Welsh Bridge Union, directors' "Rule of the month", April 2020: North is declarer in a
    # diamond contract. West ruffs trick five, but North does not notice and leads a king
    # from his own hand. East follows at once with a small card; only then does West say it
    # was his lead. The director rules that East's card, played from the hand next in turn
    # to the irregular lead, accepted it (55A with 53A): play goes on from there.
    Case({**DEFENDER, "played_defender": "next"}, "accepted",
         {"accepted": True, "penalty_card": "none", "play_continues": True},
         {"55A", "53A"},
         "Welsh Bridge Union, Rule of the month April 2020, "
         "https://directors.welshbridgeunion.org/rule-of-the-month/april-2020/"),
    # Akaroa Bridge Club handbook, "Play out of turn": if declarer leads when it is a
    # defender's turn, the card is simply taken back and play continues (55B1); if the
    # defender after the wrong lead plays, it is accepted; if the defender on the other side
    # ("anti-clockwise") plays, his card becomes a major penalty card and declarer gets the
    # premature-play choices (53C, 57A).
    Case({**DEFENDER, "played_defender": "no", "choice_defender": "retract"},
         "retract_defender_leads", {"card_returned_to_hand": True, "penalty_card": "none"},
         {"55B1"},
         "Akaroa Bridge Club handbook, Play out of turn, "
         "https://www.akaroabridgeclub.co.nz/clubhandbook/laws/play-out-of-turn"),
    Case({**OTHER_HAND, "played_declarer": "wrong", "both_hands": "no"},
         "wrong_defender_played", {"penalty_card": "major"}, {"53C", "57A"},
         "Akaroa Bridge Club handbook, Play out of turn, "
         "https://www.akaroabridgeclub.co.nz/clubhandbook/laws/play-out-of-turn"),
    # Same handbook: declarer leads from one hand and at once plays a card from the other
    # hand; that card counts as played and either defender may now play (57C1, 57C3).
    Case({**OTHER_HAND, "played_declarer": "wrong", "both_hands": "yes"},
         "both_hands_played", {"penalty_card": "none", "accepted": True}, {"57C1", "57C3"},
         "Akaroa Bridge Club handbook, Play out of turn, "
         "https://www.akaroabridgeclub.co.nz/clubhandbook/laws/play-out-of-turn"),
]


def test_defenders_choose_and_left_hand_prevails() -> None:
    """000 step 3 / 55A: the defenders choose without consulting; the defender on the
    left of the hand led from prevails when they disagree."""
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    for node_id in ("choice_defender", "choice_declarer"):
        node = topic.nodes[node_id]
        assert node.options is not None and node.options.chooser == "defenders"
        assert {c.id for c in node.options.choices} == {"accept", "retract"}
        assert "links van de hand" in node.help.get("nl")
        assert "10C2" in node.help.get("en")


def test_declarer_never_gets_a_penalty_card() -> None:
    """48A: no ruling in this topic gives declarer a penalty card; only the defender in
    53C/57A can get one."""
    from arbiter.guide.library import library
    from arbiter.guide.model import Ruling

    topic = library().topic(TOPIC)
    for node in topic.nodes.values():
        if isinstance(node, Ruling) and node.id != "wrong_defender_played":
            assert node.outcome.get("penalty_card", "none") == "none", node.id


def test_declarer_playing_from_both_hands_is_asked_not_assumed() -> None:
    """Issue 22 (leads, 57C1): the defender on the right of the hand led from played to
    declarer's wrong lead. If declarer had already played from both hands, 57C1 leaves
    that defender unrectified; the guide used to take "no" without asking and gave a major
    penalty card (R. Barker's case: ♥K from hand, ♥2 from dummy, then East's ♥A). Now the
    rare cases are asked on the exceptions screen: 47E1 with the 13th trick first, 57C1
    after who played."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    start = walk_chain(topic, {})
    assert [q.id for q in start.exceptions] == ["misled", "trick13"] and not start.path
    after = walk_chain(topic, {**OTHER_HAND, "played_declarer": "wrong"})
    assert [q.id for q in after.exceptions] == ["both_hands"]
    done = walk_chain(topic, {**OTHER_HAND, "played_declarer": "wrong", "both_hands": "yes"})
    assert done.ruling.id == "both_hands_played"
    assert done.ruling.outcome["penalty_card"] == "none" and "57C1" in done.ruling.laws
    assert all(step.source == "answer" for step in done.path)


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
