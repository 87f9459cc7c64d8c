"""Simultaneous leads or plays (58): the 2017 text of Law 58 (with 57 and 67 where it
sends the director), seed 002 (the ♥9/♥10 self-test on major and minor penalty cards),
seed 000 (more than one penalty card: all major, 50B) and the AAP (dummy, 9A4/43B3)."""

import pytest

from tests.topics.harness import (
    NOT_DUMMY,
    Case,
    dummy_attention_cases,
    past_dummy_attention,
    topic_tests,
)

TOPIC = "simultaneous-leads-or-plays"

TWO = {"kind": "two_players", "first": "no"}
DEFENDER = {"kind": "one_player", "late": "no", "offender": "defender"}
# Only one face was visible (58B1), a defender's cards.
HIDDEN = {**DEFENDER, **NOT_DUMMY, "visible": "no"}

# After the dummy question (defender's cards): (answers, ruling, outcome, laws, source).
REST = [
    ({"visible": "no", "shown": "no"}, "one_visible",
     {"card_returned_to_hand": True, "penalty_card": "none"}, {"58B1"},
     "Law 58B1: only one face visible: that card is played, no rectification"),
    ({"visible": "no", "shown": "major"}, "shown_major",
     {"penalty_card": "major"}, {"58B1", "49", "50B"},
     "Law 58B1 with 49: the defender then showed the hidden card, an honour: major"),
    ({"visible": "no", "shown": "low"}, "shown_low",
     {"rectification": "treat_as_penalty_card"}, {"58B1", "49", "50B"},
     "Law 58B1 with 49: a low card shown afterwards is a penalty card; 50B decides "
     "its size (in the penalty-card topic)"),
    ({"visible": "yes", "designate": "small_remains"}, "minor_penalty_card",
     {"penalty_card": "minor", "lead_restriction": "none"}, {"58B2", "50B", "50C"},
     "Law 58B2 with 50B: one card below honour rank, shown by accident: minor"),
    ({"visible": "yes", "designate": "honour_remains"}, "major_honour",
     {"penalty_card": "major", "lead_restriction": "50D2"}, {"58B2", "50B", "50D"},
     "Law 58B2 with 50B: an honour is a major penalty card"),
    ({"visible": "yes", "designate": "several_remain"}, "major_several",
     {"penalty_card": "major", "lead_restriction": "50D2"}, {"58B2", "50B", "51"},
     "seed 000 (opening lead out of turn, two cards): more than one penalty card, all "
     "major (50B); 51 for two or more"),
]

CASES = [
    Case({**TWO, "deemed": "in_turn"}, "next_in_turn",
         {"rectification": "no_irregularity", "penalty_card": "none"}, {"58A"},
         "Law 58A: deemed subsequent; the player was next anyway"),
    Case({**TWO, "deemed": "before_partner"}, "premature_57a",
         {"rectification": "treat_as_premature_play", "penalty_card": "major"}, {"58A", "57A"},
         "Law 58A: deemed subsequent, so played before partner (57A)"),
    Case({**TWO, "deemed": "rho_turn"}, "premature_57d",
         {"rectification": "treat_as_premature_play"}, {"58A", "57D"},
         "Law 58A: deemed subsequent, so played at RHO's turn (57D)"),
    Case({**TWO, "deemed": "declarer"}, "declarer_early",
         {"rectification": "treat_as_premature_play", "penalty_card": "none"}, {"58A", "57C3"},
         "Law 58A with 57C3: declarer's premature card stands if legal"),
    Case({"kind": "one_player", "late": "yes"}, "defective_trick",
         {"rectification": "treat_as_defective_trick"}, {"58B4", "67B2"},
         "Law 58B4: undiscovered until both sides played to the next trick: Law 67"),
    Case({"kind": "one_player", "late": "no", "offender": "declarer"}, "declarer_designates",
         {"card_returned_to_hand": True, "penalty_card": "none"},
         {"58B1", "58B2", "48A", "58B3"},
         "Law 58B1/58B2: declarer plays the visible or the designated card; his other cards "
         "go back (48A); 58B3"),
    # Issue 22: one card clearly came first: not simultaneous, 58A does not apply.
    Case({"kind": "two_players", "first": "yes", "first_what": "defender_lead"},
         "first_lead_out_of_turn", {"rectification": "treat_as_lead_out_of_turn"},
         {"58A", "56"}, "EBU TD forum 2017, 'how simultaneous is simultaneous?': one card "
         "clearly first is a lead out of turn (56), not 58A"),
    Case({"kind": "two_players", "first": "yes", "first_what": "declarer_lead"},
         "first_declarer_lead", {"rectification": "treat_as_declarer_lead_out_of_turn"},
         {"58A", "55A"}, "Not simultaneous: declarer's lead came first: Law 55"),
    Case({"kind": "two_players", "first": "yes", "first_what": "early_play"},
         "first_premature", {"rectification": "treat_as_premature_play"}, {"58A", "57"},
         "Not simultaneous: a card played before its turn came first: Law 57"),
    *dummy_attention_cases(DEFENDER),
    *past_dummy_attention(DEFENDER, REST),
]

# Seed 002 (the self-test on major and minor penalty cards).
SEED_CASES = [
    # Seed 002, "Kleine zelftest": declarer leads a low heart; LHO takes out the ♥9 and
    # the ♥10 comes with it, both face up. If he designates the ♥10, the ♥9 is left: one
    # card below honour rank, shown by accident: a minor penalty card.
    Case({**DEFENDER, **NOT_DUMMY, "visible": "yes", "designate": "small_remains"},
         "minor_penalty_card",
         {"penalty_card": "minor", "lead_restriction": "none"}, {"58B2", "50C"},
         "seed 002 self-test: ♥10 designated, ♥9 a minor penalty card"),
    # ... and if he designates the ♥9, the ♥10 is left: an honour, so a major one.
    Case({**DEFENDER, **NOT_DUMMY, "visible": "yes", "designate": "honour_remains"}, "major_honour",
         {"penalty_card": "major"}, {"58B2", "50B"},
         "seed 002 self-test: ♥9 designated, ♥10 (an honour) a major penalty card"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Simultaneous faced opening leads"
    # (www.ebu.co.uk/forum/discussion/56/simultaneous-faced-opening-leads): both
    # defenders face an opening lead at the same time. The legal lead stands; the other
    # card counts as played after it, by the third hand before dummy (his RHO) has played:
    # it must be played to trick one if that is legal (57D).
    Case({**TWO, "deemed": "rho_turn"}, "premature_57d",
         {"rectification": "treat_as_premature_play"}, {"58A", "57D"},
         "EBU TD forum, simultaneous faced opening leads: the legal lead stands, the other "
         "card is a premature play to trick one, "
         "https://www.ebu.co.uk/forum/discussion/56/simultaneous-faced-opening-leads"),
    # BBO Laws forum, thread "Law 57" (forums.bridgebase.com/topic/35109): dummy leads an
    # ace and at the same moment West, who wrongly thinks he won the last trick, "leads"
    # a small card. 58A makes West's card a play after dummy's lead and before his partner:
    # 57A, and declarer may require East's highest card of the suit.
    Case({**TWO, "deemed": "before_partner"}, "premature_57a", {"penalty_card": "major"},
         {"58A", "57A"},
         "BBO Laws forum 'Law 57': simultaneous lead by West becomes a premature play (57A), "
         "https://www3.dal13.sl.bridgebase.com/forums/topic/35109-law-57/page__st__20"),
]


def test_consequences_explained_before_the_defender_designates() -> None:
    """Seed 002: the director may not advise, but explains that a small card left over is
    a minor penalty card and an honour a major one, before the defender chooses."""
    from arbiter.guide.library import library

    node = library().topic(TOPIC).nodes["designate"]
    assert node.options is not None and node.options.chooser == "offender"
    outcomes = {c.id: c.outcome["penalty_card"] for c in node.options.choices}
    assert outcomes == {"small_remains": "minor", "honour_remains": "major",
                        "several_remain": "major"}


@pytest.mark.parametrize(("left", "ruling", "status"), [
    ("small_remains", "minor_penalty_card", "accidental"),
    ("honour_remains", "major_honour", "major"),
    ("several_remain", "major_several", "several"),
])
def test_the_penalty_cards_go_on_with_their_status(left, ruling, status) -> None:
    """The handoff to the penalty-card topic carries the 50B status fixed when the cards
    came out (issue 10 family 10), so it is not asked again there."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    answers = {"kind": "one_player", "late": "no", "visible": "yes", "offender": "defender",
               "dummy": "other", "designate": left}
    assert walk_chain(topic, answers).ruling.id == ruling
    res = walk_chain(topic, {**answers, ruling: "next"})
    assert res.topic.id == "penalty-card"
    assert {s.node: s.answer for s in res.path}["status"] == status


def test_one_card_first_is_not_simultaneous_and_hands_over() -> None:
    """Issue 22 (58): when one card clearly came first, 58A does not apply: the first card
    is a lead (or play) out of turn and the story goes on there. EBU TD forum (2017):
    East leads face up at West's turn, seconds later West faces his own lead: 56, with
    West's card a penalty card because he led before declarer chose (50D2)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    start = walk_chain(topic, {"kind": "two_players"})
    assert [q.id for q in start.exceptions] == ["first"]
    out = walk_chain(topic, {"kind": "two_players", "first": "yes",
                             "first_what": "defender_lead"})  # fmt: skip
    assert out.ruling.id == "first_lead_out_of_turn"
    assert "58A geldt niet" in out.ruling.text.get("nl")
    assert out.ruling.handoff.topic == "lead-out-of-turn"
    on = walk_chain(topic, {"kind": "two_players", "first": "yes",
                            "first_what": "defender_lead", "first_lead_out_of_turn": "next"})
    assert on.topic.id == "lead-out-of-turn"


def test_only_one_visible_face_is_asked_and_a_card_shown_later_is_a_penalty_card() -> None:
    """Issue 22 (58B1): "more than one face visible" was taken as a premise, so a card
    stuck behind the one played was treated as designated under 58B2. Now the rare cases
    of a defender's cards are one screen (dummy first, only one face visible); with one
    face visible that card is played, and a hidden card the defender then shows himself
    is a penalty card (49; BBO laws forum, the ♠Q stuck behind the ♠7: major)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    screen = walk_chain(topic, {"kind": "one_player", "late": "no", "offender": "defender"})
    assert [q.id for q in screen.exceptions] == ["dummy", "visible"]
    done = walk_chain(topic, {**HIDDEN, "shown": "major"})
    assert done.ruling.id == "shown_major" and done.ruling.outcome["penalty_card"] == "major"
    assert {"58B1", "49"} <= set(done.ruling.laws)
    on = walk_chain(topic, {**HIDDEN, "shown": "major", "shown_major": "next"})
    assert on.topic.id == "penalty-card"
    carried = {s.node: (s.answer, s.source) for s in on.path}
    assert carried["seen"] == ("yes", "carried") and carried["holder"][0] == "defender"


TestTopic = topic_tests(TOPIC, CASES, more=SEED_CASES, worked=WORKED_EXAMPLES)
