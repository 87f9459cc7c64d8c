"""Face-down opening lead (41) and a card led during the auction (24B): the 2017 text of
Laws 41, 24, 47E2 and 54, seed 000 (AAP; "Uitkomen door de verkeerde tegenspeler")."""


from tests.topics.harness import Case, topic_tests

TOPIC = "opening-lead-face-down"

CASES = [
    # Law 24 (2017): a card led before the auction has ended.
    Case(
        {"what": "premature", "prem_seen": "yes"},
        "prem_exposed",
        {
            "offender_partner_must_pass": "once",
            "auction_continues": True,
            "unauthorized_information": True,
        },
        {"24B", "24D", "24E", "16C", "72C"},
        "Law 24B: a card led prematurely stays face up; partner passes once; 24D/24E",
    ),
    Case(
        {"what": "premature", "prem_seen": "no"},
        "prem_hidden",
        {"card_returned_to_hand": True, "penalty_card": "none", "offender_partner_must_pass": "no"},
        {"24", "16B1(a)"},
        "Law 24 needs a card partner could see; the gesture itself is 16B1 UI",
    ),
    # 41A / 54: the wrong player puts a card face down.
    Case(
        {"what": "wrong_down", "down_faced": "yes"},
        "faced_out_of_turn",
        {"rectification": "treat_as_opening_lead_out_of_turn"},
        {"54", "41A"},
        "Law 54: a faced opening lead out of turn -> opening-lead-wrong-defender",
    ),
    Case(
        {"what": "wrong_down", "down_faced": "no"},
        "down_back",
        {"card_returned_to_hand": True, "penalty_card": "none", "accepted": False},
        {"41A", "49", "16C"},
        "Law 41A: a face-down lead goes back to the hand on the director's instruction",
    ),
    Case(
        {"what": "wrong_faced"},
        "faced_out_of_turn",
        {"rectification": "treat_as_opening_lead_out_of_turn"},
        {"54"},
        "Law 54 opening: the correct defender's face-down lead is retracted; 000 4.8",
    ),
    # 41A: the correct defender wants to change his face-down lead.
    Case(
        {"what": "change", "change_why": "explanation", "dummy_faced": "no"},
        "change_mi",
        {"card_returned_to_hand": True, "penalty_card": "none"},
        {"41A", "47E2(a)", "16C"},
        "Laws 41A and 47E2(a): after a corrected explanation the lead may be changed",
    ),
    Case(
        {"what": "change", "change_why": "explanation", "dummy_faced": "yes"},
        "change_too_late",
        {"card_withdrawn": False, "adjusted_score": "possible"},
        {"47E2(a)", "47E2(b)"},
        "Law 47E2(a) (2017): an opening lead may not be retracted after dummy has faced "
        "any card, face-down or not; 47E2(b) adjusted score",
    ),
    Case(
        {"what": "wrong_down", "down_faced": "declaring_side"},
        "down_faced.declaring_side",
        {"rectification": "handed_over"},
        {"41A"},
        "Law 54E: a face-down card of the declaring side, turned up: not an opening lead "
        "out of turn; 54 (then 24) with who faced it",
    ),
    Case(
        {"what": "change", "change_why": "mind"},
        "change_refused",
        {"rectification": "lead_stands", "card_withdrawn": False},
        {"41A"},
        "Law 41A: withdrawn only upon the director's instruction after an irregularity",
    ),
    Case(
        {"what": "face_up"},
        "face_up",
        {"rectification": "lead_stands", "play_continues": True},
        {"41A", "41B", "41C"},
        "Law 41A (face down, RA may prescribe face up), 41B/41C",
    ),
    # 41B/41C: questions.
    Case(
        {"what": "questions", "asker": "before"},
        "questions_ok",
        {"rectification": "no_irregularity"},
        {"41B", "20F2"},
        "Law 41B: leader's partner and presumed declarer may ask before the lead is faced",
    ),
    Case(
        {"what": "questions", "asker": "dummy"},
        "dummy_asked",
        {"unauthorized_information": True, "adjusted_score": "possible"},
        {"41B", "16B1(a)"},
        "Law 41B (2017): not the presumed dummy",
    ),
    Case(
        {"what": "questions", "asker": "later"},
        "review_later",
        {"rectification": "no_irregularity"},
        {"41B", "41C"},
        "Law 41B/41C: review at first turn to play; afterwards only contract and doubling",
    ),
    # 41D
    Case(
        {"what": "layout"},
        "dummy_layout",
        {"rectification": "dummy_rearranged", "adjusted_score": "possible"},
        {"41D", "12A1", "64B3"},
        "Law 41D: how dummy is spread; no rectification in the Laws, 12A1 for damage",
    ),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Congleton Bridge Club, "questions and answers" page for members
    # (http://www.bridgewebs.com/congleton/page4.html): the wrong defender leads, but
    # face down; the card goes back and the right defender leads; only a faced lead brings
    # the declarer's five options.
    Case(
        {"what": "wrong_down", "down_faced": "no"},
        "down_back",
        {"penalty_card": "none", "card_returned_to_hand": True},
        {"41A"},
        "Congleton BC Q&A: face-down wrong lead "
        "goes back, correct player leads, "
        "http://www.bridgewebs.com/congleton/page4.html",
    ),
    # EBU TD forum, "Law 41 - nitpicking question 2" (2018, 2017 Laws,
    # https://www.ebu.co.uk/forum/discussion/252/law-41-nitpicking-question-2): after
    # partner said "no questions", the leader remembered a lead agreement and swapped his
    # face-down ten for the nine. The face-down card may not be changed on a whim: the
    # original card is the lead, the swap is UI for partner, a warning is in order.
    Case(
        {"what": "change", "change_why": "mind"},
        "change_refused",
        {"rectification": "lead_stands", "procedural_penalty": "possible"},
        {"41A", "16B1(a)"},
        "EBU TD forum 'Law 41 - nitpicking question 2', "
        "https://www.ebu.co.uk/forum/discussion/252/law-41-nitpicking-question-2",
    ),
    # EBU "English Bridge" column "In a Nutshell" (J. Dhondy), reproduced by Formby BC
    # (http://www.bridgewebs.com/formby/page4.html): one defender leads face down, the
    # other faces a card; the face-down card is withdrawn and Law 54 applies.
    Case(
        {"what": "wrong_faced"},
        "faced_out_of_turn",
        {"rectification": "treat_as_opening_lead_out_of_turn"},
        {"54"},
        "EBU 'In a Nutshell' via Formby BC, "
        "http://www.bridgewebs.com/formby/page4.html",
    ),
]


def test_the_misinformation_story_goes_on_without_asking_when_and_who() -> None:
    """Issue 11: the correction came after the final pass, before the lead was faced,
    from declarer or dummy; the misinformation topic does not ask that again."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    answers = {"what": "change", "change_why": "explanation", "dummy_faced": "no",
               "change_mi": "next"}
    res = walk_chain(library().topic(TOPIC), answers, {})
    assert res.topic.id == "misinformation" and res.question.id == "nos_change"
    carried = {s.node: s.answer for s in res.path if s.source == "carried"}
    assert carried == {"what": "explanation", "stage": "clarification",
                       "clarification_who": "declaring_side"}  # fmt: skip


def test_a_face_down_lead_cannot_change_once_dummy_is_faced() -> None:
    """Issue 22 (leads, 47E2(a)): the ruling "the lead may be changed" said "as long as
    dummy has not yet put down a card" without asking it. BBO laws forum (2014): a
    face-down lead in 7NT, North spreads dummy at once, then South corrects the
    explanation: too late to change the lead, adjust after play if West was damaged."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    res = walk_chain(topic, {"what": "change", "change_why": "explanation"})
    assert [q.id for q in res.exceptions] == ["dummy_faced"]
    late = walk_chain(topic, {"what": "change", "change_why": "explanation",
                              "dummy_faced": "yes"})  # fmt: skip
    assert late.ruling.id == "change_too_late"
    assert late.ruling.outcome["card_withdrawn"] is False
    assert "47E2(b)" in late.ruling.laws


def test_the_opening_lead_topic_is_told_who_faced_the_card() -> None:
    """Issue 22: 54's definition (a defender led) is not taken on a path that has not said
    so: 41 tells 54 whether a defender or the declaring side faced the card."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    on = walk_chain(topic, {"what": "wrong_faced", "faced_out_of_turn": "next"})
    assert on.topic.id == "opening-lead-wrong-defender"
    first = on.path[0]
    assert (first.node, first.answer, first.source) == ("who", "defender", "carried")
    side = walk_chain(topic, {"what": "wrong_down", "down_faced": "declaring_side"})
    assert side.topic.id == "opening-lead-wrong-defender"
    assert side.ruling.id == "declaring_side"


SEE = {"faced_out_of_turn": "opening-lead-wrong-defender", "change_mi": "misinformation",
       "change_too_late": "misinformation"}

TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES, see=SEE)
