"""Exposure of declarer's cards (48): the 2017 text of Laws 48, 45C2, 54A and 68; seed 000
("Strafkaart" protocol steps 1-2: declarer or dummy picks the card up, 48A) and seed 002
(only defenders can have penalty cards)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "declarers-exposed-cards"

CASES = [
    Case({"what": "card", "held": "yes"}, "card_played",
         {"card_played": True, "penalty_card": "none"}, {"45C2", "45C4(a)", "48A"},
         "Law 48A 'but see Law 45C2': a card held as if played (or named) is played"),
    Case(
        {"what": "card", "held": "no"},
        "no_rectification",
        {"card_returned_to_hand": True, "penalty_card": "none", "unauthorized_information": False},
        {"48A"},
        "000 'Strafkaart' step 2 and 002: declarer picks the card up without rectification",
    ),
    Case({"what": "faced", "after_oolt": "yes"}, "oolt",
         {"declarer_becomes_dummy": True, "accepted": True}, {"48B1", "54A"},
         "Law 48B1 -> 54A: exposing cards after a lead out of turn makes him dummy"),
    Case({"what": "faced", "after_oolt": "no", "meant_claim": "yes"}, "not_claim",
         {"card_returned_to_hand": True, "penalty_card": "none", "play_continues": True},
         {"48B2", "48A"}, "Law 48B2: unless it is clear he did not intend to claim"),
    Case({"what": "faced", "after_oolt": "no", "meant_claim": "no"}, "claim",
         {"rectification": "treat_as_claim", "play_continues": False}, {"48B2", "68"},
         "Law 48B2: deemed a claim or concession, Law 68 applies"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # Congleton Bridge Club, members' questions and answers
    # (http://www.bridgewebs.com/congleton/page4.html): declarer, on lead, drops a card
    # face up by accident. He need not play it: he puts it back and leads what he likes,
    # unlike a defender, whose partner has seen the card.
    Case({"what": "card", "held": "no"}, "no_rectification",
         {"card_returned_to_hand": True, "penalty_card": "none"}, {"48A"},
         "Congleton BC Q&A: declarer's dropped card, "
         "http://www.bridgewebs.com/congleton/page4.html"),
    # EBU TD forum, on a Club Directors course answer (https://forums.ebu.co.uk/
    # discussion/1674): a declarer's or dummy's card can never be a penalty card (48A), and
    # the defenders should be told that what they saw is authorized for them.
    Case({"what": "card", "held": "no"}, "no_rectification", {"unauthorized_information": False},
         {"48A"}, "EBU TD forum / Club Directors course, "
         "https://forums.ebu.co.uk/discussion/1674"),
    # BBO Laws forum "Lead thought to be out of turn" (bridgebase.com forums, topic 68493):
    # after a normal opening lead, South thought he was dummy and began to put his cards
    # down. Not immediately after a lead out of turn, and clearly no claim: he picks the
    # cards up and plays on; the defenders may use what they saw.
    Case({"what": "faced", "after_oolt": "no", "meant_claim": "yes"}, "not_claim",
         {"play_continues": True, "unauthorized_information": False}, {"48B2"},
         "BBO forum 'Lead thought to be out of turn', "
         "https://www3.dal12.sl.bridgebase.com/forums/topic/"
         "68493-lead-thought-to-be-out-of-turn/page__p__817696"),
]


SEE = {
    "oolt": "opening-lead-wrong-defender",
    "card_played": "played-card",
    "claim": "claim",
}

TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES, see=SEE)
