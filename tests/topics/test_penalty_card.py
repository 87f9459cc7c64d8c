"""Penalty card (48-52): seed 000 table protocol "Strafkaart" (steps 1-12), the lesson of
seed 002, seed 003 (text of 50), the AAP (dummy, 26B before the penalty card) and the
2017 text of Laws 48, 49, 50, 51 and 52."""

from tests.topics.harness import (
    NOT_DUMMY,
    Case,
    dummy_attention_cases,
    past_dummy_attention,
    topic_tests,
)

TOPIC = "penalty-card"

EXPOSED = {"situation": "exposed", "holder": "defender"}
SEEN = {"seen": "yes"}
# 50B in one question (status), fixed when the card became a penalty card.
ONE_MAJOR = {"status": "major"}  # an honour, or one card played deliberately
SEVERAL = {"status": "several"}
MINOR = {"status": "accidental"}
PARTNER = {"major": "partner_leads", "lead26b": "no"}
PARTNER_SEVERAL = {"several": "partner_leads", "lead26b_multi": "no"}
PICKED_UP = {"penalty_card": "none", "card_returned_to_hand": True,
             "lead_restriction": "50D2", "unauthorized_information": True}


# What follows a single major penalty card: (answers, ruling, outcome, laws, source).
MAJOR_REST = [
    ({"major": "now"}, "major_card", {"penalty_card": "major"}, {"50B", "50D1", "50D2"},
     "000 Strafkaart 7: called when the card is exposed: major, explain 50D1 and 50D2"),
    ({"major": "played"}, "card_played",
     {"penalty_card": "none", "unauthorized_information": True}, {"50D1", "50E3"},
     "000 Strafkaart 8: played before partner is on lead: ruling over; 50E3"),
    # 2017: 50D2 applies at the opening lead too and 26B lasts while partner keeps the
    # lead: both are chosen for the same lead (not "26B first, the penalty card later").
    ({"major": "partner_leads", "lead26b": "yes"}, "restriction_26b_and_penalty_card",
     {"lead_restriction": "26B"}, {"26B", "50D2"},
     "Laws 26B, 50D2 (2017): the 26B prohibition and the penalty card at the same lead"),
    ({**PARTNER, "choice": "require"}, "required", PICKED_UP, {"50D2(a)", "50E2", "59"},
     "000 Strafkaart 10-11: require the suit, the card is picked up (50D2(a)); 59"),
    ({**PARTNER, "choice": "prohibit"}, "prohibited", PICKED_UP, {"50D2(a)", "50E2"},
     "000 Strafkaart 10: prohibit the suit while partner keeps the lead; card picked up"),
    ({**PARTNER, "choice": "free"}, "left",
     {"penalty_card": "major", "lead_restriction": "none"}, {"50D2(b)", "50D1"},
     "000 Strafkaart 10: partner leads any card, the card stays a penalty card (50D2(b))"),
]

# What follows two or more penalty cards (51).
SEVERAL_REST = [
    ({"several": "now"}, "several_cards", {"penalty_card": "major"}, {"50B", "51A"},
     "Law 50B: two or more penalty cards, all major, and they stay major until played"),
    ({"several": "offender_plays"}, "designate", {"penalty_card": "major"}, {"51A"},
     "Law 51A: declarer designates which penalty card is played"),
    ({"several": "played"}, "card_played", {"unauthorized_information": True}, {"50E3"},
     "Law 50D1/50E3: all penalty cards played; the circumstances are UI for partner"),
    ({"several": "partner_leads", "lead26b_multi": "yes"},
     "restriction_26b_and_penalty_cards", {"lead_restriction": "26B"}, {"26B", "51B"},
     "Laws 26B, 51B (2017): the 26B prohibition and the penalty cards at the same lead"),
    ({**PARTNER_SEVERAL, "suits": "one_suit", "choice_one_suit": "require"}, "required",
     PICKED_UP, {"51B1(a)"},
     "Law 51B1(a): all penalty cards of the required suit are picked up (002 answer c)"),
    ({**PARTNER_SEVERAL, "suits": "one_suit", "choice_one_suit": "prohibit"}, "prohibited",
     PICKED_UP, {"51B1(b)"}, "Law 51B1(b): all penalty cards of the prohibited suit go back"),
    ({**PARTNER_SEVERAL, "suits": "one_suit", "choice_one_suit": "free"}, "left_several",
     {"penalty_card": "major", "lead_restriction": "none"}, {"50D2(b)"},
     "Law 50D2(b) with 51: no restriction, the penalty cards stay"),
    ({**PARTNER_SEVERAL, "suits": "more_suits", "choice_more_suits": "require"},
     "required_suit", {"penalty_card": "major", "lead_restriction": "50D2"},
     {"51B2(a)", "51B1(a)"},
     "Law 51B2(a): only the required suit's cards go back, the others stay (002 answer c)"),
    ({**PARTNER_SEVERAL, "suits": "more_suits", "choice_more_suits": "prohibit"},
     "prohibited_suits", {"lead_restriction": "50D2", "unauthorized_information": True},
     {"51B2(b)"}, "Law 51B2(b): every penalty card of a prohibited suit goes back"),
    ({**PARTNER_SEVERAL, "suits": "more_suits", "choice_more_suits": "free"},
     "left_several", {"penalty_card": "major", "lead_restriction": "none"}, {"51B2(c)"},
     "Law 51B2(c): no restriction, the penalty cards stay; 50 and 51 keep applying"),
]


# After the dummy question for an exposed defender's card.
DEFENDER_REST = [
    ({"seen": "no"}, "not_penalty_card", {"penalty_card": "none"}, {"49"},
     "Law 49: only a card partner could see (or a named card) is a penalty card"),
    ({**SEEN, **MINOR}, "minor",
     {"penalty_card": "minor", "lead_restriction": "none"}, {"50B", "50C"},
     "000 Strafkaart 4-6 (minor): play it before another low card of the suit (50C)"),
    *[({**SEEN, **ONE_MAJOR, **answers}, ruling, outcome, laws, source)
      for answers, ruling, outcome, laws, source in MAJOR_REST],
    *[({**SEEN, **SEVERAL, **answers}, ruling, outcome, laws, source)
      for answers, ruling, outcome, laws, source in SEVERAL_REST],
]

# 52: a defender did not play his penalty card; after the dummy question.
# Which penalty card was not played (50B): the one that stays keeps its status (52B1(c)).
KINDS = [("several", ""), ("major", ""), ("accidental", "_minor")]
FAILURE_REST = [
    *[({"np_established": "yes", "np_kind_established": kind}, f"failure_established{end}",
       {"revoke_established": True, "tricks_transferred": 0,
        "penalty_card": "minor" if end else "major"}, {"61A", "64B3", "64C1"},
       "002 'Verzuim een strafkaart te spelen' is a revoke; established: 64B3, no transfer; "
       "the penalty card keeps its status")
      for kind, end in KINDS],
    *[({"np_established": "no", "declarer_played": "yes", "np_kind": kind},
       f"failure_accepted{end}", {"accepted": True, "penalty_card": "minor" if end else "major"},
       {"52B1(b)", "52B1(c)"},
       "Law 52B1(b): declarer played after it, so he must accept; penalty card stays as it was")
      for kind, end in KINDS],
    *[({"np_established": "no", "declarer_played": "no", "accept52": "accept", "np_kind": kind},
       f"failure_accepted{end}", {"accepted": True, "penalty_card": "minor" if end else "major"},
       {"52B1(a)", "52B1(c)"},
       "002 / Law 52B1(a), 52B1(c): declarer accepts; the penalty card stays as it was")
      for kind, end in KINDS],
    ({"np_established": "no", "declarer_played": "no", "accept52": "refuse"},
     "penalty_substituted", {"accepted": False, "card_withdrawn": True,
                             "penalty_card": "major"}, {"52B2"},
     "002 / Law 52B2: penalty card played after all; the wrong card is a major penalty card"),
]

CASES = [
    Case({"situation": "exposed", "holder": "declarer"}, "declarer_card",
         {"penalty_card": "none", "card_returned_to_hand": True}, {"48A"},
         "000 Strafkaart 1-2: declarer picks the card up without rectification (48A)"),
    Case({"situation": "exposed", "holder": "dummy"}, "declarer_card",
         {"penalty_card": "none", "card_returned_to_hand": True}, {"48A", "24D"},
         "000 Strafkaart 1-2: dummy picks the card up (48A); from the auction: Law 24 "
         "(2017: opening paragraph; there is no 24D)"),
    *dummy_attention_cases(EXPOSED),
    *past_dummy_attention(EXPOSED, DEFENDER_REST),
    Case({"situation": "not_played", "dummy_np": "dummy", "dummy_np.looked": "yes"},
         "dummy_np.no_rectification", {"rectification": "no_immediate_rectification"},
         {"43B3"}, "000 AAP: dummy lost his rights and drew attention first: 43B3"),
    Case({"situation": "not_played", "dummy_np": "dummy", "dummy_np.looked": "no",
          "dummy_np.wanted": "no"}, "dummy_np.nobody_asks",
         {"rectification": "no_ruling_requested"}, {"9A4"}, "000 AAP: nobody wants a ruling"),
    *[Case({"situation": "not_played", **prefix, **answers}, ruling, outcome, laws, source)
      for prefix in ({"dummy_np": "other"},
                     {"dummy_np": "dummy", "dummy_np.looked": "no", "dummy_np.wanted": "yes"})
      for answers, ruling, outcome, laws, source in FAILURE_REST],
    Case({"situation": "restriction_broken"}, "restriction_revoke",
         {"rectification": "treat_as_revoke"}, {"61A"},
         "002 'Verzuim de voorspeelbeperking te ondergaan': a revoke, handled as such"),
]

# Table data answers the question about the card (fact `penalty_status`, 50B).
FACT_START = {**EXPOSED, **NOT_DUMMY, **SEEN}
FACT_CASES = [
    Case({**FACT_START, "major": "partner_leads", "lead26b": "no", "choice": "free"}, "left",
         {"penalty_card": "major"}, {"50D2(b)"},
         "facts: ♥K alone is an honour, so a major penalty card",
         facts={"card": "♥K", "exposed_count": "1"}),
    Case({**FACT_START, "major": "played"}, "card_played", {"penalty_card": "none"},
         {"50E3"}, "facts: ♠10 is an honour (50B)",
         facts={"card": "♠10", "exposed_count": "1"}),
    # One low card by accident: the table data cannot tell whether it is what is left of
    # two exposed together (issue 10, family 10), so the director still answers.
    Case({**FACT_START, **MINOR}, "minor", {"penalty_card": "minor"},
         {"50C"}, "facts: one ♣9 dropped by accident, no other penalty card then: minor",
         facts={"cards": "♣9", "exposed_how": "accidental"}),
    Case({**FACT_START, **SEVERAL, "several": "now"}, "several_cards",
         {"penalty_card": "major"}, {"50B"},
         "EBU forum 1256: ♥3 left of ♥2 ♥3 exposed together stays major (50B)",
         facts={"cards": "♥3", "exposed_how": "accidental"}),
    Case({**FACT_START, "major": "now"}, "major_card",
         {"penalty_card": "major"}, {"50D1"}, "facts: ♣4 led out of turn: major (50B)",
         facts={"cards": "♣4", "exposed_how": "deliberate"}),
    Case({**FACT_START, "several": "offender_plays"}, "designate", {"penalty_card": "major"},
         {"51A"}, "facts: two cards: all major, 51 applies",
         facts={"card": "♦2", "exposed_count": "2"}),
    Case({"situation": "not_played", "dummy_np": "other", "np_established": "no",
          "declarer_played": "no", "accept52": "accept"}, "failure_accepted",
         {"accepted": True, "penalty_card": "major"}, {"52B1(c)"},
         "facts: the ♠Q not played is a major penalty card; it stays major",
         facts={"cards": "♠Q"}),
]


def test_the_fact_leaves_a_single_low_card_to_the_director() -> None:
    """Issue 10, family 10: with only the ♥3 given, the guide must not call it minor by
    itself; the status question is asked and its answer `several` keeps it major."""
    from arbiter.guide.interview import Asked, walk
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    asked = walk(topic, {**FACT_START}, {"cards": "♥3", "exposed_how": "accidental"},
                 premises=True)
    assert isinstance(asked, Asked) and asked.question.id == "status"


# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
HELLAS_50 = ("Hellenic Bridge Federation, commentary on Law 50 (2017), example 43, "
             "https://laws.hellasbridge.org/_export/xhtml/comment_law_50")
# East's ♠7, a low card exposed by deliberate play: a major penalty card; West is on lead.
EAST_SEVEN = {**FACT_START, **ONE_MAJOR, **PARTNER}
WORKED_EXAMPLES = [
    # EBU TDs forum, "Disposal of a minor penalty card": West has the ♣3 as a penalty card
    # and also holds the ♣A; when clubs are led the director made him play the ♣3. The
    # replies: wrong if it is a minor penalty card (one low card shown by accident): he may
    # play an honour of that suit instead (50C); only a major penalty card must be played
    # at the first legal opportunity (50D1).
    Case({**FACT_START, **MINOR}, "minor",
         {"penalty_card": "minor", "lead_restriction": "none"}, {"50B", "50C"},
         "EBU TDs forum, https://forums.ebu.co.uk/discussion/342/"
         "disposal-of-a-minor-penalty-card"),
    Case({**FACT_START, **ONE_MAJOR, "major": "played"}, "card_played",
         {"penalty_card": "none"}, {"50D1"},
         "EBU TDs forum, https://forums.ebu.co.uk/discussion/342/"
         "disposal-of-a-minor-penalty-card"),
    # Hellenic Bridge Federation law commentary on Law 50, example 43: West is on lead with
    # the ♠J as his own penalty card; East has the ♠7 as a major penalty card. If declarer
    # forbids spades, the ♠7 goes back to East's hand and West may not lead the ♠J as long
    # as he keeps the lead; if declarer requires spades, the ♠7 goes back and West must lead
    # the ♠J; if declarer does neither, West must lead the ♠J and East must play the ♠7.
    # The restriction goes before the own penalty card (50D1).
    Case({**EAST_SEVEN, "choice": "prohibit"}, "prohibited",
         {"penalty_card": "none", "card_returned_to_hand": True, "lead_restriction": "50D2"},
         {"50D2(a)", "50D1"}, HELLAS_50),
    Case({**EAST_SEVEN, "choice": "require"}, "required",
         {"penalty_card": "none", "card_returned_to_hand": True}, {"50D2(a)", "50D1"},
         HELLAS_50),
    Case({**EAST_SEVEN, "choice": "free"}, "left", {"penalty_card": "major"},
         {"50D2(b)", "50D1"}, HELLAS_50),
]


def test_partner_with_own_penalty_card_is_told() -> None:
    """Seed 002 ("Beide tegenspelers hebben ieder een grote strafkaart") and 50D1: every
    ruling on the partner's lead says what happens to his own major penalty card."""
    from arbiter.guide.library import library

    nodes = library().topic(TOPIC).nodes
    for node_id in ("required", "prohibited", "left", "required_suit", "prohibited_suits",
                    "left_several"):
        tells = [t.get("nl") for t in nodes[node_id].tell]
        assert any("zelf" in t and "grote strafkaart" in t for t in tells), node_id
        assert "50D1" in nodes[node_id].laws, node_id  # cited beside, not said aloud


def test_the_first_checks_are_asked_never_taken() -> None:
    """Issue 22 (50): what the director is called for is asked (a penalty card that was
    not played, 52B, was unreachable behind the premise "a card was shown"), and "could
    partner see the card?" (49, a first check the NBB protocol wants) is a line of the
    exceptions screen with dummy's, not answered silently."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    start = walk_chain(topic, {})
    assert start.question.id == "situation" and not start.path and not start.exceptions
    screen = walk_chain(topic, EXPOSED)
    assert [q.id for q in screen.exceptions] == ["dummy", "seen"]
    hidden = walk_chain(topic, {**EXPOSED, **NOT_DUMMY, "seen": "no"})
    assert hidden.ruling.id == "not_penalty_card"
    assert [s.source for s in hidden.path] == ["answer"] * 4
    failed = walk_chain(topic, {"situation": "not_played"})
    assert [q.id for q in failed.exceptions] == ["dummy_np"]
    later = walk_chain(topic, {**EXPOSED, **NOT_DUMMY, **SEEN, **ONE_MAJOR,
                               "major": "partner_leads"})  # fmt: skip
    assert [q.id for q in later.exceptions] == ["lead26b"]


def test_a_card_from_the_auction_enters_with_what_24_knows() -> None:
    """Issue 22 (24 -> 50): the card exposed in the auction hands over to 50, and 50 must
    not ask again whose card it is and how it was exposed. The questions 24 can answer
    keep their ids (situation, holder, dummy, seen, status), so 24's handoff answers them
    with `same` and the walk goes straight on to where play stands."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    carried = {"situation": "exposed", "holder": "defender", "dummy": "other", "seen": "yes",
               "status": "major"}
    res = walk_chain(topic, carried)
    assert res.question.id == "major" and not res.exceptions
    assert [s.node for s in res.path] == list(carried)


def test_26b_and_the_penalty_card_same_lead() -> None:
    """Laws reviewer (issue 22 point 5), checked against the 2017 text: 50D2 applies
    whenever partner is to lead, the opening lead included, and a 26B prohibition lasts
    as long as partner keeps the lead. So with a 26B restriction declarer also chooses
    for the penalty card at this same lead (it failed on 'restriction_26b_first': 26B
    now, the penalty card only at a later lead)."""
    from arbiter.guide.library import library

    nodes = library().topic(TOPIC).nodes
    assert "restriction_26b_first" not in nodes
    for node_id, choice in (("restriction_26b_and_penalty_card", "choice"),
                            ("restriction_26b_and_penalty_cards", "choice_more_suits")):
        ruling = nodes[node_id]
        en, nl = ruling.text["en"], ruling.text["nl"]
        assert "as long as partner keeps the lead" in en and "zolang de partner aan slag" in nl
        assert "later lead" not in en and "volgende voorspeelbeurt" not in nl
        # declarer's options for the penalty card(s) are read out with it, the same ones
        assert ruling.options is not None and ruling.options.chooser == "declarer"
        assert ruling.options.choices == nodes[choice].options.choices, node_id
        helps = [nodes[q].help["en"] for q in ("lead26b", "lead26b_multi")]
        assert all("later lead" not in h and "this one lead" in h for h in helps)


def test_after_dummy_first_the_rare_cases_are_one_screen() -> None:
    """Issue 22 (the fragments' questions are exception lines everywhere): once dummy drew
    attention first, 'did dummy look at another hand?' (43A2, rare) and 'nobody wants a
    ruling' (9B1, rare) are lines of one exceptions screen, with 'could partner see the
    card?' (49) behind them, so the longest path with table data stays within 8 questions
    (it was 9: situation, dummy, looked, wanted, seen, several, 26B, suits, choice)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    res = walk_chain(topic, {**EXPOSED, "dummy": "dummy"})
    assert [q.id for q in res.exceptions] == ["dummy.looked", "dummy.wanted", "seen"]
    assert topic.nodes["dummy.looked"].exception.usual == "no"
    assert topic.nodes["dummy.wanted"].exception.usual == "yes"


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES, worked=WORKED_EXAMPLES)
