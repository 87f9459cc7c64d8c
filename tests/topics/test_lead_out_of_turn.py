"""Lead out of turn by a defender (53, 56): seed 000 "voor de beurt voorspelen door een
tegenspeler terwijl zijn partner aan slag was" and "Strafkaart", seed 003 (texts of 47,
50, 53, 56), the AAP (dummy, 47E1) and the 2017 text of Laws 53 and 56."""

from tests.topics.harness import (
    NOT_DUMMY,
    Case,
    check_options,
    dummy_attention_cases,
    past_dummy_attention,
    topic_tests,
)

TOPIC = "lead-out-of-turn"

# The topic's premise (not the opening lead: that is Law 54), answered in every case.
LATER = {"opening": "no"}
NOT_MISLED = {"misled": "no", "trick13": "no"}
PARTNER = {**NOT_MISLED, "to_lead": "partner", "partner_acted": "no", "partner_card": "no"}
# The partner on lead also faced a card before declarer chose (50D2, 49): both together.
BOTH = {**NOT_MISLED, "to_lead": "partner", "partner_acted": "no", "partner_card": "yes"}
DECLARER = {**NOT_MISLED, "to_lead": "declarer", "declarer_acted": "no"}
PICKED_UP = {"accepted": False, "penalty_card": "none", "lead_restriction": "50D2",
             "unauthorized_information": True}

# The part after the dummy question: (answers, ruling, outcome, laws, source).
REST = [
    ({"misled": "yes", "misled.over": "no"}, "misled.retract",
     {"card_withdrawn": True, "penalty_card": "none", "accepted": False}, {"47E1"},
     "000 step 1 / 003 47E1: misled by declarer or dummy: card back, no rectification"),
    ({"misled": "yes", "misled.over": "yes"}, "misled.after_play",
     {"adjusted_score": "possible", "play_continues": False}, {"47E1", "12A1", "12C1"},
     "2017 47E1 has no time limit (000 step 2 is the 2008 reading): only a board played "
     "out is judged (12A1)"),
    ({"misled": "no", "trick13": "yes"}, "last_trick",
     {"accepted": False, "card_withdrawn": True}, {"53A"},
     "Law 53A footnote: a lead out of turn in the 13th trick must be withdrawn"),
    ({**NOT_MISLED, "to_lead": "partner", "partner_acted": "yes"}, "accepted",
     {"accepted": True, "penalty_card": "none", "lead_restriction": "none"}, {"53A"},
     "000 step 2: declarer played to it: de facto accepted, ruling over (53A)"),
    ({**PARTNER, "choice_partner": "accept"}, "accepted",
     {"accepted": True, "penalty_card": "none"}, {"53A", "56A"},
     "000 step 3-4: declarer accepts; card treated as correct, declarer plays next"),
    ({**PARTNER, "choice_partner": "require"}, "require_suit",
     {**PICKED_UP, "card_withdrawn": True}, {"56B", "50D2(a)", "50E2", "59"},
     "000 step 3: require the suit, the card is picked up (50D2(a)); 59 if he cannot"),
    ({**PARTNER, "choice_partner": "prohibit"}, "prohibit_suit", PICKED_UP,
     {"56B", "50D2(a)", "50E2"},
     "000 step 3: prohibit the suit while partner keeps the lead; card picked up (50D2(a))"),
    ({**PARTNER, "choice_partner": "free"}, "free_lead",
     {"accepted": False, "penalty_card": "major", "lead_restriction": "50D2"},
     {"56B", "50D1", "50D2(b)"},
     "000 step 3: any lead, the card stays a major penalty card (50D2(b)); Strafkaart 10"),
    *[({**BOTH, "choice_both": choice}, ruling,
       {"accepted": choice == "accept", "penalty_card": "major"}, {"49", "50D1", *laws},
       "Law 50D2 (2017): partner's card faced before declarer chose is a penalty card (49), "
       "major (50B); dealt with together with the 56 options")
      for choice, ruling, laws in [
          ("accept", "both_accepted", {"56A", "50D2"}),
          ("require", "both_require", {"56B", "50D2(a)"}),
          ("prohibit", "both_prohibit", {"56B", "50D2(a)"}),
          ("free", "both_free", {"56B", "50D2(b)"}),
      ]],
    ({**NOT_MISLED, "to_lead": "declarer", "declarer_acted": "played"}, "accepted",
     {"accepted": True}, {"53A"}, "Law 53A: play from the next hand accepts the lead"),
    ({**NOT_MISLED, "to_lead": "declarer", "declarer_acted": "led"}, "proper_lead",
     {"accepted": False, "penalty_card": "major"}, {"53B", "56B", "16C"},
     "Law 53B: the opponent on lead leads properly; his lead stands, 16C applies"),
    ({**DECLARER, "choice_declarer": "accept"}, "accepted", {"accepted": True},
     {"56A", "53A"}, "Law 56A: declarer accepts as provided in 53"),
    ({**DECLARER, "choice_declarer": "refuse"}, "refused_declarer_leads",
     {"accepted": False, "penalty_card": "major", "lead_restriction": "50D2"},
     {"56B", "50D1", "50D2"},
     "Law 56B: retracted card becomes a major penalty card, 50D applies; correct hand "
     "leads (53A)"),
]

CASES = [
    Case({"opening": "yes"}, "opening.yes", {"rectification": "handed_over"}, {"54"},
         "Law 54: an opening lead out of turn is not this topic; it hands over (issue 11)"),
    *dummy_attention_cases(LATER),
    *past_dummy_attention(LATER, REST),
]

# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
EBU_57_OR_50 = ("EBU TDs forum, Law 57 or 50, Q1, "
                "https://www.ebu.co.uk/forum/discussion/1273/law-57-or-50")
WORKED_EXAMPLES = [
    # EBU TDs forum, "Law 57 or 50", question 1: South plays 3NT. West leads the ♠Q, dummy
    # plays low and East wins with the ♠K (declarer ducks). Not seeing that East won, West
    # puts the ♥2 on the table before East leads: a lead out of turn (56), East was on lead.
    # The answer lists declarer's options: accept it (53A); or not, and then require a heart
    # or forbid hearts while East keeps the lead (the ♥2 goes back to West's hand, Law 16 for
    # what East learned), or let East lead anything with the ♥2 a major penalty card.
    Case({**NOT_DUMMY, **PARTNER, "choice_partner": "accept"}, "accepted",
         {"accepted": True, "penalty_card": "none"}, {"53A", "56A"}, EBU_57_OR_50),
    Case({**NOT_DUMMY, **PARTNER, "choice_partner": "require"}, "require_suit",
         {**PICKED_UP, "card_withdrawn": True}, {"56B", "50D2(a)", "50E2"}, EBU_57_OR_50),
    Case({**NOT_DUMMY, **PARTNER, "choice_partner": "prohibit"}, "prohibit_suit", PICKED_UP,
         {"56B", "50D2(a)", "50E2"}, EBU_57_OR_50),
    Case({**NOT_DUMMY, **PARTNER, "choice_partner": "free"}, "free_lead",
         {"accepted": False, "penalty_card": "major"}, {"56B", "50D1", "50D2(b)"},
         EBU_57_OR_50),
    # Engineers Ireland bridge club, "Defender's lead out of turn during play - Laws 50D, 53,
    # 56": declarer is deemed to accept the lead if he plays to it.
    Case({**NOT_DUMMY, **NOT_MISLED, "to_lead": "partner", "partner_acted": "yes"}, "accepted",
         {"accepted": True, "penalty_card": "none"}, {"53A"},
         "Engineers Ireland BC, Defender's lead out of turn during play, "
         "http://www.bridgewebs.com/engineersireland/page8.html"),
]


def test_declarer_hears_every_option_before_choosing() -> None:
    """10C1: all four options (accept and the three 50D2 choices) are read out."""
    check_options(TOPIC, "choice_partner", "declarer", ["accept", "require", "prohibit", "free"])


# -- the story goes on (issue 10) ----------------------------------------------------------

FREE = {**NOT_DUMMY, **PARTNER, "choice_partner": "free"}
TABLE = {"offender": "W", "declarer": "Z", "cards": "♥2"}


def test_a_penalty_card_goes_on_with_the_card_and_the_offender():
    """Declarer neither requires nor prohibits: the card stays a major penalty card and
    the penalty card topic takes over. The card (one, a two) and the offender (a defender)
    carry over; so do dummy's role and the card's status (one card, led: major)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    waits = walk_chain(topic, FREE, TABLE)  # the ruling stands; the penalty card is offered
    assert waits.ruling.id == "free_lead" and waits.ruling.handoff.topic == "penalty-card"
    res = walk_chain(topic, {**FREE, "free_lead": "next"}, TABLE)
    assert res.topic.id == "penalty-card" and res.question.id == "major"
    assert res.parts[0].ruling.id == "free_lead"
    in_50 = [(s.node, s.answer, s.source) for s in res.path]
    assert in_50 == [
        ("situation", "exposed", "carried"),
        ("holder", "defender", "fact"),  # offender W, declarer Z: a defender
        ("dummy", "other", "carried"),
        ("seen", "yes", "carried"),
        ("status", "major", "carried"),  # one card, led: deliberately exposed (50B)
    ]
    done = walk_chain(topic, {**FREE, "penalty-card:major": "partner_leads",
                              "penalty-card:lead26b": "no",
                              "penalty-card:choice": "prohibit"}, TABLE)  # fmt: skip
    assert done.ruling.id == "prohibited"
    laws = set(done.ruling.laws) | {law for p in done.parts for law in p.ruling.laws}
    from arbiter.guide.serialize import result

    data = result(done, "nl")
    assert laws <= {law["ref"] for law in data["laws"]}
    assert [c["topic"] for c in data["chain"]] == ["lead-out-of-turn", "penalty-card"]
    assert data["chain"][0]["ruling"]["node"] == "free_lead"
    # what the director answers, over both topics: only what happened at the table
    asked = [p["key"] for p in data["path"] if p["source"] == "answer"]
    assert asked == [*FREE, "penalty-card:major", "penalty-card:lead26b", "penalty-card:choice"]


def test_the_opening_lead_hands_over_to_law_54():
    """Issue 11: a topic whose law has a sibling asks the deciding question (here a
    premise: not the opening lead) and hands over; 54 does not ask again who led."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from arbiter.guide.serialize import result

    res = walk_chain(library().topic(TOPIC), {"opening": "yes"}, TABLE)
    assert res.topic.id == "opening-lead-wrong-defender"
    assert [(s.node, s.source) for s in res.path] == [("who", "carried")]
    # issue 22: 54's rare cases (47E1, the correct leader's own faced card) are asked there
    assert [q.id for q in res.exceptions] == ["misled", "partner_card"]
    data = result(res, "en")
    assert data["chain"][0]["ruling"]["ruling"] is None  # an answer handed over
    start = walk_chain(library().topic(TOPIC), {}, TABLE)
    # issue 22: the topic's definition (not the opening lead) is taken and shown; the rare
    # cases before "who was on lead" are one screen, asked, never assumed
    assert [(s.node, s.answer, s.source) for s in start.path] == [
        ("opening", "no", "definition")]
    assert [q.id for q in start.exceptions] == ["dummy", "misled", "trick13"]
    none = {"dummy": "other", "misled": "no", "trick13": "no"}
    on = walk_chain(library().topic(TOPIC), none, TABLE)
    assert on.question.id == "to_lead" and not on.exceptions
    assert [s.source for s in on.path] == ["definition", "answer", "answer", "answer"]
    later = walk_chain(library().topic(TOPIC), {**none, "to_lead": "partner"}, TABLE)
    assert [q.id for q in later.exceptions] == ["partner_acted", "partner_card"]


def test_headline_names_the_card():
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.interview import walk
    from arbiter.guide.library import library
    from arbiter.guide.serialize import result

    topic = library().topic(TOPIC)
    one = result(walk(topic, {**LATER, **NOT_DUMMY, **PARTNER, "choice_partner": "require"},
                      TABLE), "nl")  # fmt: skip
    assert one["headline"] == "♥2 terug; de partner moet die kleur voorspelen"
    bare = result(walk_chain(topic, {**NOT_DUMMY, **PARTNER, "choice_partner": "require"}), "en")
    assert bare["headline"] == "Card back; partner must lead that suit"


STORIES = [
    Case({**FREE, "free_lead": "next", "penalty-card:major": "partner_leads",
          "penalty-card:lead26b": "no", "penalty-card:choice": "require"}, "required",
         {"penalty_card": "none", "lead_restriction": "50D2"}, {"56B", "50D2(b)", "50D2(a)"},
         "Issue 10: the lead out of turn leaves a penalty card; declarer later requires the "
         "suit (50D2(a))", facts=TABLE, topic="penalty-card"),
]


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)
