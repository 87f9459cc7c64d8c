"""Tempo, communication and deception (73): the 2017 text of Law 73, seed 000 (UI
protocol), and the NBB stop rule (about 10 seconds after a skip bid with the stop card)."""

from tests.topics.harness import Case, topic_tests
from tests.topics.unasked import unasked_premises

TOPIC = "tempo-and-deception"
NO_REASON = {"what": "opp_tempo", "bridge_reason": "no"}

CASES = [
    Case({"what": "partner_tempo"}, "ui_from_partner",
         {"unauthorized_information": True, "adjusted_score": "possible"}, {"73C1", "16B1(a)"},
         "Law 73C1 with 16B1(a); 000 UI protocol: let play continue, look afterwards"),
    Case({"what": "signal", "prearranged": "no"}, "improper_communication",
         {"unauthorized_information": True, "warning": True}, {"73A1", "73B1"},
         "Law 73B1: no communication through manner, remarks or gestures"),
    Case({"what": "signal", "prearranged": "yes"}, "suspected_code",
         {"disciplinary_penalty": "possible"}, {"73B2"},
         "Law 73B2: a prearranged code is the gravest offence"),
    Case({"what": "opp_tempo", "bridge_reason": "yes"}, "own_risk", {"adjusted_score": "none"},
         {"73D1"}, "Law 73D1: inferences from an opponent's tempo at one's own risk"),
    Case({**NO_REASON, "could_know": "no"}, "own_risk_no_benefit", {"adjusted_score": "none"},
         {"73D1", "73E2"},
         "Law 73E2: only when he could have been aware it could work to his benefit"),
    Case({**NO_REASON, "could_know": "yes", "false_inference": "yes"}, "adjust_73e2",
         {"adjusted_score": "assigned"}, {"73E2"},
         "Law 73E2: false inference, no demonstrable bridge reason: adjusted score"),
    Case({**NO_REASON, "could_know": "yes", "false_inference": "no"}, "no_damage_warn",
         {"adjusted_score": "none", "warning": True}, {"73E2"},
         "Law 73E2 / 12B1: no false inference or no damage, no adjustment"),
    Case({"what": "deceptive_call", "concealed": "no"}, "legal_deception",
         {"rectification": "no_irregularity"}, {"73E1"},
         "Law 73E1: deceiving by a call or play is proper"),
    Case({"what": "deceptive_call", "concealed": "yes"}, "concealed_understanding",
         {"adjusted_score": "possible"}, {"73E1", "40C1"},
         "Law 73E1: not when protected by a concealed partnership understanding"),
    Case({"what": "stop_card", "stop_what": "lho_fast"}, "stop_not_waited",
         {"unauthorized_information": True, "warning": True}, {"73A2"},
         "NBB stop rule (73A2): LHO waits about 10 seconds after a skip bid"),
    Case({"what": "stop_card", "stop_what": "lho_slow"}, "stop_long_think",
         {"unauthorized_information": True}, {"73A2", "16B1(a)"},
         "NBB stop rule: a think beyond the mandatory pause is a hesitation (16B)"),
    Case({"what": "stop_card", "stop_what": "no_stop"}, "stop_not_used", {"warning": True},
         {"73A2"}, "NBB stop rule: the skip bidder forgot the stop card"),
    Case({"what": "stop_card", "stop_what": "stop_no_jump"}, "stop_shown_no_jump",
         {"unauthorized_information": True}, {"16B1(a)"},
         "Stop card shown without a skip bid: no call, but UI for partner"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Law 73 Variation in Tempo"
    # (https://www.ebu.co.uk/forum/discussion/comment/3844/): declarer, who cannot afford
    # a trump loser, leads a small trump; the defender on his left has only one card left
    # in the suit and still pauses perceptibly before following; declarer runs the card
    # and loses to the king. The answer given: 73E2 applies: no bridge reason for the
    # pause, no intent needed, he could have been aware it might help: adjust.
    Case({**NO_REASON, "could_know": "yes", "false_inference": "yes"}, "adjust_73e2",
         {"adjusted_score": "assigned"}, {"73E2"},
         "EBU TD forum 'Law 73 Variation in Tempo': pause with a single card left: 73E2, "
         "https://www.ebu.co.uk/forum/discussion/comment/3844/"),
    # Club explanation of the NBB stop rule (https://7070.bridge.nl/stopkaart/): the
    # player after the skip bid must think for 10 seconds; calling at once says "I have
    # nothing to think about", which is itself information partner may not use.
    Case({"what": "stop_card", "stop_what": "lho_fast"}, "stop_not_waited",
         {"unauthorized_information": True}, {"73A2", "16B1(a)"},
         "7070.bridge.nl 'stopkaart': calling at once after the stop card is UI, "
         "https://7070.bridge.nl/stopkaart/"),
    # Puzzle "Stopkaartje" (https://dedubbelaar.nl/bridge/stopkaartje): North as dealer
    # puts the stop card down, thinks, and puts it back. That is no call; North may still
    # choose any call, but the stop card suggests a long suit: UI for South, authorized
    # for East-West at their own risk.
    Case({"what": "stop_card", "stop_what": "stop_no_jump"}, "stop_shown_no_jump",
         {"unauthorized_information": True}, {"16A2"},
         "dedubbelaar.nl 'Stopkaartje': stop card taken back: UI for partner, "
         "https://dedubbelaar.nl/bridge/stopkaartje"),
]


# Issue 10 (and family 8): a concealed understanding is misinformation; the story goes on
# there at once with the implicit agreement known, and a ruling given after play judges
# the damage now instead of saying "let play continue".
STORIES = [
    Case({"what": "deceptive_call", "concealed": "yes", "misinformation:stage": "after_play",
          "misinformation:in_time": "yes"},
         "undisclosed_after", {"adjusted_score": "possible", "procedural_penalty": "possible"},
         {"73E1", "40C1", "40B4"}, "73E1 with 40C1, found after play", topic="misinformation"),
    Case({"what": "deceptive_call", "concealed": "yes", "misinformation:stage": "auction"},
         "undisclosed_agreement", {"play_continues": True}, {"73E1", "40C1"},
         "73E1 with 40C1, found during the auction", topic="misinformation"),
]


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)


def test_no_ruling_rests_on_an_unasked_premise() -> None:
    """Issue 22: the handoffs to unauthorized information say where the information
    came from (partner), so it is not assumed there either."""
    assert unasked_premises(TOPIC) == set()
    assert unasked_premises("unauthorized-information") == set()
