"""When is a card played (45A-D), sequence of play (44) and incomplete designation of a
card from dummy (46): the 2017 text of Laws 44, 45, 46 and 47C/47D; seed 003 (47C) and the
AAP of seed 000 (have it shown how a card was held; ask declarer privately)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "played-card"
PLAYED = {"card_played": True}
NOT_PLAYED = {"card_played": False}
INCOMPLETE = {"what": "dummy", "dummy_how": "incomplete", "intent": "no"}
NAMED = {"what": "dummy", "dummy_how": "named"}

CASES = [
    # 45C1: a defender's card.
    Case({"what": "defender", "def_already": "yes"}, "fifth",
         {"rectification": "treat_as_fifth_card"}, {"45C1", "45E1"},
         "Law 45C1: 'if the defender has already made a legal play, see 45E'"),
    Case({"what": "defender", "def_already": "no", "def_held": "yes", "def_turn": "yes"},
         "def_played", {**PLAYED, "card_withdrawn": False}, {"45C1", "45C4(a)", "47F2"},
         "Law 45C1: a card partner could see is deemed played to the current trick"),
    Case({"what": "defender", "def_already": "no", "def_held": "yes", "def_turn": "early"},
         "def_premature", {"rectification": "treat_as_premature_play", **PLAYED}, {"57A"},
         "Law 57A: played before partner played to the trick"),
    Case({"what": "defender", "def_already": "no", "def_held": "yes", "def_turn": "lead"},
         "def_lead_oot", {"rectification": "treat_as_lead_out_of_turn"}, {"53A", "56"},
         "Laws 53 and 56: a lead out of turn"),
    Case({"what": "defender", "def_already": "no", "def_held": "no"}, "def_not_played",
         {**NOT_PLAYED, "penalty_card": "none"}, {"45C1", "49"},
         "Laws 45C1 and 49: partner could not see the face, no penalty card"),
    # 45C2: declarer's card from hand.
    Case({"what": "declarer", "decl_held": "yes"}, "decl_played", PLAYED, {"45C2"},
         "Law 45C2: held face up touching or nearly touching the table"),
    Case({"what": "declarer", "decl_held": "no"}, "decl_not_played",
         {**NOT_PLAYED, "card_returned_to_hand": True, "penalty_card": "none"}, {"45C2", "48A"},
         "Law 48A: declarer not subject to rectification, need not play a dropped card"),
    # 45C3: dummy's card touched.
    Case({"what": "dummy", "dummy_how": "touched", "touch_purpose": "play"}, "dummy_touched",
         PLAYED, {"45C3"}, "Law 45C3: deliberately touched by declarer"),
    Case({"what": "dummy", "dummy_how": "touched", "touch_purpose": "arrange"}, "dummy_not_played",
         NOT_PLAYED, {"45C3"},
         "Law 45C3: except to arrange dummy's cards or reach a card above or below"),
    # 45C4: a named card and the change of an unintended designation.
    Case({**NAMED, "named_change": "no"}, "named_stands", PLAYED, {"45C4(a)"},
         "Law 45C4(a): a named card is played"),
    Case({**NAMED, "named_change": "yes", "slip": "no"}, "named_stands", PLAYED, {"45C4(b)"},
         "Law 45C4(b) (2017): not after a loss of concentration or reconsideration"),
    Case({**NAMED, "named_change": "yes", "slip": "yes", "next_play": "yes"}, "named_stands",
         PLAYED, {"45C4(b)"},
         "Law 45C4(b) (2017): only until he next plays a card from either hand"),
    Case({**NAMED, "named_change": "yes", "slip": "yes", "next_play": "no"}, "change_allowed",
         {"card_returned_to_hand": True, "penalty_card": "none", **NOT_PLAYED},
         {"45C4(b)", "47C", "47D"}, "Laws 45C4(b), 47C and 47D; seed 003 (47C)"),
    # 46B: incomplete or invalid designation.
    Case({"what": "dummy", "dummy_how": "incomplete", "intent": "yes"}, "intent_clear", PLAYED,
         {"46B"}, "Law 46B: except when declarer's different intention is incontrovertible"),
    *[
        Case({**INCOMPLETE, "incomplete_kind": kind}, ruling, outcome, laws, f"Law {law}")
        for kind, ruling, outcome, laws, law in [
            ("high", "high", PLAYED, {"46B1(a)"}, "46B1(a): 'high'"),
            ("win", "win", PLAYED, {"46B1(b)"}, "46B1(b): 'win'"),
            ("low", "low", PLAYED, {"46B1(c)"}, "46B1(c): 'low'"),
            ("suit", "suit_only", PLAYED, {"46B2"}, "46B2: suit only"),
            ("rank_lead", "rank_lead", PLAYED, {"46B3(a)"}, "46B3(a): rank only, leading"),
            ("rank_follow", "rank_follow", PLAYED, {"46B3(b)"}, "46B3(b): rank only"),
            ("absent", "absent", NOT_PLAYED, {"46B4"}, "46B4: card not in dummy"),
            (
                "anything",
                "anything",
                {"rectification": "defender_designates_dummy_card"},
                {"46B5"},
                "46B5: 'play anything', a defender designates",
            ),
        ]
    ],
    # 45D: dummy placed a card declarer did not name.
    Case({"what": "dummy_wrong", "misplay_next": "no"}, "misplay_corrected",
         {"card_withdrawn": True, "card_returned_to_hand": True, **NOT_PLAYED},
         {"45D", "47D", "16C"},
         "Law 45D: withdrawn if attention is drawn before each side played to the next trick; "
         "47D: a defender who followed takes his card back without rectification"),
    Case({"what": "dummy_wrong", "misplay_next": "yes"}, "misplay_stands", PLAYED, {"45D"},
         "Law 45D: after both sides played to the next trick it is too late"),
    # 44: sequence and procedure of play.
    Case({"what": "sequence", "sequence": "who_leads"}, "winner_leads",
         {"rectification": "no_irregularity"}, {"44G"},
         "Law 44G: the winner of a trick leads to the next"),
    Case({"what": "sequence", "sequence": "follow"}, "must_follow",
         {"rectification": "no_irregularity"}, {"44C", "44D"},
         "Law 44C/44D: follow suit if possible, otherwise any card"),
    Case({"what": "sequence", "sequence": "def_led"}, "def_lead_oot",
         {"rectification": "treat_as_lead_out_of_turn"}, {"44G", "56"}, "Laws 44G, 53 and 56"),
    Case({"what": "sequence", "sequence": "decl_led"}, "decl_wrong_hand",
         {"rectification": "treat_as_declarer_lead_wrong_hand"}, {"55A"}, "Laws 44G and 55"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # ACBL Unit 225 "Bridge laws" page, quoting ACBL "Duplicate Decisions" on Law 45
    # (https://acblunit225.com/bridge_tips_laws__etiquette/bridge_laws): declarer leads
    # towards A-Q in dummy, LHO plays the king, declarer says "queen - uh, king - play the
    # ace". He meant to finesse and changed his mind on seeing the king: not a slip of the
    # tongue, the queen stays played however fast the correction.
    Case({**NAMED, "named_change": "yes", "slip": "no"}, "named_stands", PLAYED, {"45C4(b)"},
         "ACBL Unit 225 / Duplicate Decisions on Law 45, "
         "https://acblunit225.com/bridge_tips_laws__etiquette/bridge_laws"),
    # Welsh Bridge Union directors' "Rule of the month", June 2020 (from an EBL workshop
    # simulation): against 1NT a heart is led and declarer asks only for "the jack" from dummy;
    # dummy must follow suit, so the heart jack is the card played.
    Case({**INCOMPLETE, "incomplete_kind": "rank_follow"}, "rank_follow", PLAYED, {"46B3(b)"},
         "Welsh BU Rule of the month June 2020, "
         "https://directors.welshbridgeunion.org/rule-of-the-month/"
         "june-2020-declarers-inadvertant-play/"),
    # EBU TD forum "Card played (or not) from Dummy" (https://forums.ebu.co.uk/discussion/
    # 776): dummy heard "eight" and played it, RHO played the king, declarer says he called
    # the ace; answered with Law 45D: the wrong card goes back and RHO may change his card.
    Case({"what": "dummy_wrong", "misplay_next": "no"}, "misplay_corrected",
         {"card_withdrawn": True}, {"45D"}, "EBU TD forum 'Card played (or not) from Dummy', "
         "https://forums.ebu.co.uk/discussion/776"),
]


def test_defender_who_followed_gets_his_card_back_without_penalty() -> None:
    """47D (2017): after dummy's wrong card goes back, the defender who followed to it may
    change his card, and his card is no penalty card; the ruling says so aloud."""
    from arbiter.guide.library import library

    node = library().topic(TOPIC).nodes["misplay_corrected"]
    assert "47D" in node.laws
    assert any("geen strafkaart" in t.get("nl") and "penalty card" in t.get("en")
               for t in node.tell)


SEE = {
    "fifth": "fifth-card",
    "def_premature": "premature-lead-or-play",
    "def_lead_oot": "lead-out-of-turn",
    "decl_wrong_hand": "declarer-lead-wrong-hand",
}

TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES, see=SEE)
