"""Lead out of turn by a defender (53, 56): seed 000 "voor de beurt voorspelen door een
tegenspeler terwijl zijn partner aan slag was" and "Strafkaart", seed 003 (texts of 47,
50, 53, 56), the AAP (dummy, 47E1) and the 2017 text of Laws 53 and 56."""

import pytest

from tests.topics.harness import Case, check_case, check_covers_every_path

TOPIC = "lead-out-of-turn"

# The two ways past the dummy_attention fragment into the rest of the topic.
NOT_DUMMY = {"dummy": "other"}
DUMMY_OK = {"dummy": "dummy", "dummy.looked": "no", "dummy.wanted": "yes"}
NOT_MISLED = {"misled": "no", "trick13": "no"}
PARTNER = {**NOT_MISLED, "to_lead": "partner", "partner_acted": "no"}
DECLARER = {**NOT_MISLED, "to_lead": "declarer", "declarer_acted": "no"}
PICKED_UP = {"accepted": False, "penalty_card": "none", "lead_restriction": "50D2",
             "unauthorized_information": True}

# The part after the dummy question: (answers, ruling, outcome, laws, source).
REST = [
    ({"misled": "yes", "misled.after": "no"}, "misled.retract",
     {"card_withdrawn": True, "penalty_card": "none", "accepted": False}, {"47E1"},
     "000 step 1 / 003 47E1: misled by declarer or dummy: card back, no rectification"),
    ({"misled": "yes", "misled.after": "yes"}, "misled_played_on",
     {"adjusted_score": "possible", "play_continues": True}, {"47E1", "47E2(b)", "12C1"},
     "000 step 2: 47E1 and play went on: adjusted score afterwards (47E2)"),
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
    Case({"dummy": "dummy", "dummy.looked": "yes"}, "dummy.no_rectification",
         {"rectification": "no_immediate_rectification", "split_score": True}, {"43B3"},
         "AAP: dummy drew attention after looking at a hand: no immediate rectification"),
    Case({"dummy": "dummy", "dummy.looked": "no", "dummy.wanted": "no"},
         "dummy.nobody_asks", {"rectification": "no_ruling_requested"}, {"9A4"},
         "AAP: dummy drew attention, nobody else wants the director"),
    *[
        Case({**prefix, **answers}, ruling, outcome, laws, source)
        for prefix in (NOT_DUMMY, DUMMY_OK)
        for answers, ruling, outcome, laws, source in REST
    ],
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


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case(case: Case) -> None:
    check_case(TOPIC, case)


@pytest.mark.parametrize("case", WORKED_EXAMPLES, ids=lambda c: c.id)
def test_worked_examples(case: Case) -> None:
    check_case(TOPIC, case)


def test_every_path_has_a_case() -> None:
    check_covers_every_path(TOPIC, CASES)


def test_declarer_hears_every_option_before_choosing() -> None:
    """10C1: all four options (accept and the three 50D2 choices) are read out."""
    from arbiter.guide.library import library

    node = library().topic(TOPIC).nodes["choice_partner"]
    assert node.options is not None and node.options.chooser == "declarer"
    assert [c.id for c in node.options.choices] == ["accept", "require", "prohibit", "free"]
