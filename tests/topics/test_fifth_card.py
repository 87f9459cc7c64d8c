"""Fifth card played to a trick (45E): seed 003 (Dutch 45E, 50), seed 000 (AAP, "Strafkaart"
protocol) and the 2017 text of Laws 45E, 48A, 50, 53, 55 and 56."""

from tests.topics.harness import Case, dummy_attention_cases, past_dummy_attention, topic_tests

TOPIC = "fifth-card"
MAJOR = {"penalty_card": "major", "lead_restriction": "50D2"}
MINOR = {"penalty_card": "minor", "lead_restriction": "none"}
DEFENDER = {"who": "defender"}

DEFENDER_TAILS = [
    ({"def_lead": "yes", "def_turn": "yes"}, "def_lead_in_turn",
     {"rectification": "lead_in_turn_stands", "penalty_card": "none"}, {"45E1", "44G"},
     "45E1 deemed a lead, but the defender had won the trick: a lead in turn (44G)"),
    ({"def_lead": "yes", "def_turn": "no", "misled_def": "yes", "misled_def.over": "no"},
     "misled_def.retract",
     {"card_withdrawn": True, "penalty_card": "none", "accepted": False}, {"47E1", "16C"},
     "AAP: ask what made him act; misled by an opponent: retract without rectification (47E1)"),
    ({"def_lead": "yes", "def_turn": "no", "misled_def": "yes", "misled_def.over": "yes"},
     "misled_def.after_play", {"adjusted_score": "possible", "play_continues": False},
     {"47E1", "12A1"}, "2017 47E1 has no time limit: only a board played out is judged"),
    ({"def_lead": "yes", "def_turn": "no", "misled_def": "no", "def_accepted": "yes"},
     "def_lead_accepted", {"accepted": True, "penalty_card": "none"}, {"45E1", "53A"},
     "45E1 -> 53A: declarer accepted (de facto by playing from the next hand)"),
    ({"def_lead": "yes", "def_turn": "no", "misled_def": "no", "def_accepted": "no"},
     "def_lead_out_of_turn", {"rectification": "defender_lead_out_of_turn"},
     {"45E1", "53A", "56", "50D"}, "45E1: deemed a lead, Law 53 or 56 applies"),
    ({"def_lead": "no", "def_status": "major"}, "def_major", MAJOR, {"45E1", "50B", "50D"},
     "45E1 + 50B: any honour, or a card put down deliberately, is a major penalty card"),
    ({"def_lead": "no", "def_status": "several"}, "def_major", MAJOR, {"45E1", "50B"},
     "50B: a defender with two or more penalty cards has only major penalty cards"),
    ({"def_lead": "no", "def_status": "accidental"}, "def_minor", MINOR,
     {"45E1", "50B", "50C"},
     "50B: a single card below honour rank exposed inadvertently is minor (50C)"),
]

CASES = [
    # AAP: dummy drew attention first; the defender's branch is reached either directly
    # (someone other than dummy drew attention) or after dummy drew attention without
    # having lost his rights and declarer wants a ruling.
    *dummy_attention_cases(DEFENDER),
    *past_dummy_attention(DEFENDER, DEFENDER_TAILS),
    # 45E2: declarer's fifth card.
    Case({"who": "declarer", "decl_lead": "no"}, "decl_return",
         {"card_returned_to_hand": True, "penalty_card": "none"}, {"45E2", "48A"},
         "45E2: returned to the hand without further rectification"),
    Case({"who": "declarer", "decl_lead": "yes", "decl_turn": "yes"}, "decl_lead_in_turn",
         {"rectification": "lead_in_turn_stands"}, {"45E2", "44G"},
         "45E2 deemed a lead from the hand that won the trick: a lead in turn"),
    Case({"who": "declarer", "decl_lead": "yes", "decl_turn": "no", "misled_decl": "yes",
          "misled_decl.over": "no"}, "misled_decl.retract",
         {"card_withdrawn": True, "accepted": False}, {"47E1"},
         "55A: after misinformation about the turn, see 47E1"),
    Case({"who": "declarer", "decl_lead": "yes", "decl_turn": "no", "misled_decl": "yes",
          "misled_decl.over": "yes"}, "misled_decl.after_play", {"adjusted_score": "possible"},
         {"47E1", "12A1"}, "2017 47E1 has no time limit: only a board played out is judged"),
    Case({"who": "declarer", "decl_lead": "yes", "decl_turn": "no", "misled_decl": "no",
          "decl_accepted": "yes"}, "decl_lead_accepted", {"accepted": True},
         {"45E2", "55A", "53A"}, "000 4.4 step 2: accepted de facto by a defender's play"),
    Case({"who": "declarer", "decl_lead": "yes", "decl_turn": "no", "misled_decl": "no",
          "decl_accepted": "no"}, "decl_lead_out_of_turn",
         {"rectification": "declarer_lead_out_of_turn", "penalty_card": "none"},
         {"45E2", "55A", "55B"}, "45E2: deemed a lead, Law 55 applies"),
]

# Table data: the exposed card (fact penalty_status, as in the penalty-card topic).
FACT_CASES = [
    Case({"who": "defender", "dummy": "other", "def_lead": "no"}, "def_major", MAJOR,
         {"50B"}, "facts: ♥K is an honour: major", facts={"cards": "♥K"}),
    # A low card: the table data cannot tell whether it was an accident and whether he
    # had another penalty card, so the director answers.
    Case({"who": "defender", "dummy": "other", "def_lead": "no", "def_status": "accidental"},
         "def_minor", MINOR, {"50C"}, "facts: ♣7, the only exposed card: minor",
         facts={"cards": "♣7"}),
    Case({"who": "defender", "dummy": "other", "def_lead": "no", "def_status": "several"},
         "def_major", MAJOR, {"50B"}, "facts: ♣7 with another penalty card: major",
         facts={"cards": "♣7"}),
]


def test_a_major_fifth_card_goes_on_in_the_penalty_card_topic_with_its_status() -> None:
    """The handoff carries what is known: situation, holder, 49 and the 50B status, so the
    penalty-card topic asks only where play stands now."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    answers = {"who": "defender", "dummy": "other", "def_lead": "no", "def_status": "major",
               "def_major": "next"}
    res = walk_chain(topic, answers, {"cards": "♠4"})
    assert res.topic.id == "penalty-card" and res.question.id == "major"
    carried = {s.node: s.answer for s in res.path}
    assert carried["status"] == "major" and carried["situation"] == "exposed"


# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
WORKED_EXAMPLES = [
    # EBU TDs forum, "Defender's change of card" (2018): a defender on lead in mid-hand
    # faced a card, decided it was the wrong one (probably a mispull) and put another card
    # down. The replies: the first card stays led; the second card is treated like a card
    # added to a trick the player had already played to (45E1) and is a MAJOR penalty card,
    # low or not: even after a mispull it was a deliberate play, not a dropped card or one
    # pulled out together with the intended card (50B). (The thread also mentions treating
    # it as a premature lead under 57A, since the trick was not complete; that is another
    # topic, so only the 45E1 reading is tested here.)
    Case({"who": "defender", "dummy": "other", "def_lead": "no", "def_status": "major"},
         "def_major",
         {"penalty_card": "major", "lead_restriction": "50D2"}, {"45E1", "50B"},
         "EBU TDs forum, Defender's change of card, "
         "https://forums.ebu.co.uk/discussion/333/defenders-change-of-card"),
]


SEE = {
    "def_lead_out_of_turn": "lead-out-of-turn",
    "decl_lead_out_of_turn": "declarer-lead-wrong-hand",
    "def_minor": "penalty-card",
    "def_major": "penalty-card",
}

TestTopic = topic_tests(
    TOPIC,
    CASES,
    more=FACT_CASES,
    worked=WORKED_EXAMPLES,
    see=SEE,
)
