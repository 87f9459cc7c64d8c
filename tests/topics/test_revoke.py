"""Revoke (61-64, 43B2): seed 000 "Verzaking" (steps 1-5B), "Een verzaking herstellen"
(1-7) and "Een voldongen verzaking rechtzetten" (1-3), seed 004 (the revoke guide), seed
003 (texts of 64A, 64B3, 64B7, 64C), the AAP (dummy) and the 2017 text of Laws 61-64.
The step table itself is checked case by case in test_revoke_table.py."""

import pytest

from tests.topics.harness import Case, topic_tests

TOPIC = "revoke"

REVOKED = {"revoked": "yes"}
FIX = {**REVOKED, "established": "no"}
EST = {**REVOKED, "established": "yes"}
CORRECTED = {"revoke_established": False, "revoke_must_be_corrected": True,
             "tricks_transferred": 0}
ESTABLISHED = {"revoke_established": True}

# -- not established: correct it (62) -----------------------------------------------------

# The two ways past the dummy_attention fragment for a defender's revoke.
FIX_DEFENDER = [
    {"who_fix": "defender", "dummy_fix": "other"},
    {"who_fix": "defender", "dummy_fix": "dummy", "dummy_fix.looked": "no",
     "dummy_fix.wanted": "yes"},
]
DEF_PENALTY = {**CORRECTED, "penalty_card": "major", "card_withdrawn": True,
               "unauthorized_information": True}
FIX_DEFENDER_REST = [
    ({"nos_after": "none"}, "corrected_def", DEF_PENALTY, {"62A", "62B1"},
     "000 herstellen 2-3, 004: a defender's revoke card becomes a major penalty card (62B1)"),
    ({"nos_after": "keep"}, "corrected_def", DEF_PENALTY, {"62B1", "62C1"},
     "000 herstellen 4: the non-offending side may leave its card (62C1)"),
    ({"nos_after": "withdraw", "partner_after": "none"}, "corrected_def", DEF_PENALTY,
     {"62C1"}, "000 herstellen 1, 4: NOS withdraws its card without rectification (62C1)"),
    ({"nos_after": "withdraw", "partner_after": "keep"}, "corrected_def", DEF_PENALTY,
     {"62C1"}, "000 herstellen 5: the revoker's partner may leave his card (62C2)"),
    ({"nos_after": "withdraw", "partner_after": "withdraw"}, "corrected_def_both",
     DEF_PENALTY, {"62C1", "62C2"},
     "000 herstellen 5, 004: partner's withdrawn card is a (major) penalty card (62C2)"),
]
DECL_RETURNED = {**CORRECTED, "penalty_card": "none", "card_returned_to_hand": True}

FIX_CASES = [
    *[Case({**FIX, **prefix, **answers}, ruling, outcome, laws, source)
      for prefix in FIX_DEFENDER for answers, ruling, outcome, laws, source in FIX_DEFENDER_REST],
    Case({**FIX, "who_fix": "defender", "dummy_fix": "dummy", "dummy_fix.looked": "yes"},
         "dummy_fix.no_rectification", {"rectification": "no_immediate_rectification"},
         {"43B3"}, "000 Verzaking 1 / AAP: dummy lost his rights and drew attention (43B3)"),
    Case({**FIX, "who_fix": "defender", "dummy_fix": "dummy", "dummy_fix.looked": "no",
          "dummy_fix.wanted": "no"}, "dummy_fix.nobody_asks",
         {"rectification": "no_ruling_requested"}, {"9A4"}, "AAP: nobody wants a ruling"),
    Case({**FIX, "who_fix": "declarer", "dummy_asked": "no"}, "corrected_decl",
         DECL_RETURNED, {"62A", "62B2", "62C1"},
         "000 herstellen 3, 004: declarer's revoke card goes back without rectification"),
    Case({**FIX, "who_fix": "declarer", "dummy_asked": "yes", "dummy_looked": "no"},
         "corrected_decl", DECL_RETURNED, {"62B2"},
         "000 Verzaking 1, 004: dummy may ask declarer (42B1, 61B2)"),
    Case({**FIX, "who_fix": "declarer", "dummy_asked": "yes", "dummy_looked": "yes"},
         "lost_rights", {"revoke_established": True, "revoke_must_be_corrected": True,
                         "card_returned_to_hand": True}, {"43B2(b)", "64C1"},
         "000 Verzaking 1: dummy who lost his rights asks: corrected, treated as established"),
    Case({**FIX, "who_fix": "dummy"}, "corrected_decl", DECL_RETURNED, {"62B2", "48A"},
         "004 / Law 62B2: dummy's revoke card goes back without rectification"),
]

# -- established (63, 64) -----------------------------------------------------------------

EST_ROUTES = [
    {"who_est": "defender", "dummy_est": "other"},
    {"who_est": "defender", "dummy_est": "dummy", "dummy_est.looked": "no",
     "dummy_est.wanted": "yes"},
    {"who_est": "declarer"},
    {"who_est": "dummy"},
]
IN_TIME = {"same_trick": "no", "time_limit": "yes"}
PLAYED = {**IN_TIME, "step0": "no", "step1": "no", "play_over": "yes"}
TRANSFER = "000 voldongen 3 / 004 step {step}"

EST_REST = [
    ({"same_trick": "yes"}, "both_corrected",
     {"revoke_must_be_corrected": True, "tricks_transferred": 0, "penalty_card": "major"},
     {"62C3", "64B8"}, "000 voldongen (62C3): both revokes in one trick are corrected"),
    ({"same_trick": "no", "time_limit": "no"}, "too_late",
     {**ESTABLISHED, "tricks_transferred": 0, "adjusted_score": "possible"},
     {"64B4", "64B5", "64C1"}, "000 voldongen, 004: too late, no transfer; 64C still"),
    ({**IN_TIME, "step0": "yes"}, "faced", {**ESTABLISHED, "tricks_transferred": 0},
     {"64B3"}, "004 step 0 / 003 64B3: dummy or a faced card: no transfer"),
    ({**IN_TIME, "step0": "no", "step1": "yes"}, "trick12",
     {**ESTABLISHED, "revoke_must_be_corrected": True, "tricks_transferred": 0},
     {"62D1", "64B6"}, "004 step 1 / 000 voldongen: trick 12 is corrected (62D)"),
    ({**IN_TIME, "step0": "no", "step1": "no", "play_over": "no"}, "explain",
     {**ESTABLISHED, "play_continues": True}, {"63B", "64A1", "64A2"},
     "000 voldongen 1-2: explain if/then before play goes on; cards stay in order"),
    ({**PLAYED, "won_by": "offender", "both_won": "yes"}, "both_sides",
     {**ESTABLISHED, "tricks_transferred": 0}, {"64B7", "64C2(b)"},
     TRANSFER.format(step=3) + " / 003 64B7"),
    ({**PLAYED, "won_by": "offender", "both_won": "no", "again_won": "yes"}, "same_suit",
     {**ESTABLISHED, "tricks_transferred": 0}, {"64B2", "64C2(a)"}, TRANSFER.format(step=4)),
    ({**PLAYED, "won_by": "offender", "both_won": "no", "again_won": "no",
      "later_won": "no"}, "one_trick_won", {**ESTABLISHED, "tricks_transferred": 1},
     {"64A1", "64C1"}, TRANSFER.format(step=6) + " / 003 64A1"),
    ({**PLAYED, "won_by": "offender", "both_won": "no", "again_won": "no",
      "later_won": "yes"}, "two_tricks", {**ESTABLISHED, "tricks_transferred": 2},
     {"64A1", "64C1"}, TRANSFER.format(step=7) + " / 003 64A1"),
    ({**PLAYED, "won_by": "offender_partner", "both_lost": "yes"}, "both_sides",
     {"tricks_transferred": 0}, {"64B7"}, TRANSFER.format(step=3)),
    ({**PLAYED, "won_by": "offender_partner", "both_lost": "no", "again_lost": "yes"},
     "same_suit", {"tricks_transferred": 0}, {"64B2"}, TRANSFER.format(step=4)),
    ({**PLAYED, "won_by": "offender_partner", "both_lost": "no", "again_lost": "no"},
     "one_trick_lost", {**ESTABLISHED, "tricks_transferred": 1}, {"64A2", "64C1"},
     TRANSFER.format(step=5) + " (partner won the revoke trick) / 003 64A2"),
    ({**PLAYED, "won_by": "non_offending_side", "later_lost": "no"}, "nothing_won",
     {**ESTABLISHED, "tricks_transferred": 0}, {"64B1"}, TRANSFER.format(step=2)),
    ({**PLAYED, "won_by": "non_offending_side", "later_lost": "yes", "both_lost": "yes"},
     "both_sides", {"tricks_transferred": 0}, {"64B7"}, TRANSFER.format(step=3)),
    ({**PLAYED, "won_by": "non_offending_side", "later_lost": "yes", "both_lost": "no",
      "again_lost": "yes"}, "same_suit", {"tricks_transferred": 0}, {"64B2"},
     TRANSFER.format(step=4)),
    ({**PLAYED, "won_by": "non_offending_side", "later_lost": "yes", "both_lost": "no",
      "again_lost": "no"}, "one_trick_lost", {"tricks_transferred": 1}, {"64A2"},
     TRANSFER.format(step=5) + " / 003 64A2: the offending side won a later trick"),
]

EST_CASES = [
    *[Case({**EST, **route, **answers}, ruling, outcome, laws, source)
      for route in EST_ROUTES for answers, ruling, outcome, laws, source in EST_REST],
    Case({**EST, "who_est": "defender", "dummy_est": "dummy", "dummy_est.looked": "yes"},
         "dummy_est.no_rectification", {"rectification": "no_immediate_rectification"},
         {"43B3"}, "AAP: dummy lost his rights and drew attention to a defender's revoke"),
    Case({**EST, "who_est": "defender", "dummy_est": "dummy", "dummy_est.looked": "no",
          "dummy_est.wanted": "no"}, "dummy_est.nobody_asks",
         {"rectification": "no_ruling_requested"}, {"9A4"}, "AAP: nobody wants a ruling"),
]

CASES = [
    Case({"revoked": "no"}, "no_revoke", {"rectification": "no_irregularity",
                                          "tricks_transferred": 0}, {"61A"},
         "000 Verzaking 3: the director checks whether there was a revoke at all"),
    *FIX_CASES,
    *EST_CASES,
]

# Table data answers "established?" and "who revoked?" (facts `revoke_established`,
# `revoker`); the step table itself is in test_revoke_table.py.
FACT_CASES = [
    Case({"revoked": "yes", "dummy_fix": "other", "nos_after": "none"}, "corrected_def",
         DEF_PENALTY, {"62B1"}, "facts: a defender's revoke, not established",
         facts={"revoker": "defender", "established": "no"}),
    Case({"revoked": "yes", "dummy_asked": "no"}, "corrected_decl", DECL_RETURNED,
         {"62B2"}, "facts: declarer's revoke, not established",
         facts={"revoker": "declarer", "established": "no"}),
    Case({"revoked": "yes"}, "corrected_decl", DECL_RETURNED, {"62B2"},
         "facts: dummy's revoke, not established", facts={"revoker": "dummy",
                                                         "established": "no"}),
    Case({"revoked": "yes", "same_trick": "no", "time_limit": "no"}, "too_late",
         {"tricks_transferred": 0}, {"64B4"}, "facts: established declarer's revoke, too late",
         facts={"revoker": "declarer", "established": "yes"}),
]

# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
DEF_EST = {**EST, "who_est": "defender", "dummy_est": "other"}
ONE_TRICK_LOST = {**DEF_EST, **PLAYED, "won_by": "non_offending_side", "later_lost": "yes",
                  "both_lost": "no", "again_lost": "no"}
WORKED_EXAMPLES = [
    # Welsh Bridge Union, Rule of the month January 2019: South plays a heart contract. In
    # trick 12 a diamond is led from dummy and East ruffs although he still has a diamond;
    # East then leads to trick 13 before anyone notices. The revoke is established, but on
    # trick 12 it must still be corrected (62D1) and there is no automatic trick transfer
    # (64B6): East takes back his trump and the last two tricks are played again.
    Case({**DEF_EST, **IN_TIME, "step0": "no", "step1": "yes"}, "trick12",
         {"revoke_established": True, "revoke_must_be_corrected": True,
          "tricks_transferred": 0}, {"62D1", "64B6"},
         "Welsh Bridge Union, Rule of the month January 2019, "
         "https://directors.welshbridgeunion.org/rule-of-the-month/"
         "january-2019-revoke-on-12th-trick/"),
    # EBU forum "Revoke" (2017): a player revoked in diamonds with a club that did not win
    # the trick; his side later won that diamond and other tricks. The director, ruling from
    # the 1997 book, transferred two tricks; the answer: under the current law one trick is
    # transferred (64A2), and the director then looks at 64C for any further damage.
    Case(ONE_TRICK_LOST, "one_trick_lost",
         {"revoke_established": True, "tricks_transferred": 1}, {"64A2", "64C1"},
         "EBU forum, Revoke, https://www.ebu.co.uk/forum/discussion/60/revoke"),
    # EBU TDs forum "Trump revoke": a defender fails to follow to a trump and later ruffs a
    # trick with it. He did not win the revoke trick, so one trick is transferred (64A2);
    # whether that restores equity is a 64C question.
    Case(ONE_TRICK_LOST, "one_trick_lost", {"tricks_transferred": 1}, {"64A2", "64C1"},
         "EBU TDs forum, Trump revoke, https://forums.ebu.co.uk/discussion/178/trump-revoke"),
    # Bracknell Forest Bridge Club, "Bridge Jargon" (2017): a defender saw his revoke before
    # the trick was complete. Not established (63), so it is corrected (62): the revoke card
    # stays on the table as a major penalty card (62B1), and the next non-offending player
    # was allowed to take back the card he had played and play another (62C1).
    Case({**FIX, "who_fix": "defender", "dummy_fix": "other", "nos_after": "withdraw",
          "partner_after": "none"}, "corrected_def",
         {"revoke_established": False, "penalty_card": "major", "card_withdrawn": True},
         {"62B1", "62C1"},
         "Bracknell Forest BC, Bridge Jargon, http://www.bridgewebs.com/bracknellforest/links.html"),
]


# -- facts first (issue 11): the seats, the trick and the count decide the table -----------

SEATS = {"offender": "O", "declarer": "Z", "revoke_trick": "5"}


@pytest.mark.parametrize(
    ("winner", "after", "ruling", "tricks", "headline"),
    [
        ("O", "3", "two_tricks", 2, "2 slagen naar NZ"),
        ("O", "0", "one_trick_won", 1, "1 slag naar NZ"),
        ("W", "1", "one_trick_lost", 1, "1 slag naar NZ"),
        ("N", "2", "one_trick_lost", 1, "1 slag naar NZ"),
        ("N", "0", "nothing_won", 0, "Er gaan geen slagen over: de overtreders wonnen vanaf "
                                     "de verzaakslag niets"),
    ],
)
def test_established_revoke_in_a_couple_of_taps(winner, after, ruling, tricks, headline):
    """A defender's established revoke, from the facts screen: one question (did dummy
    draw attention first?), the rest follows from the facts or is a shown premise."""
    from arbiter.calc.revoke import RevokeFacts, transfer
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from arbiter.guide.serialize import result

    facts = {**SEATS, "revoke_trick_winner": winner, "offending_side_tricks_after": after}
    topic = library().topic(TOPIC)
    first = walk_chain(topic, {}, facts)
    assert first.question.id == "dummy_est"
    res = walk_chain(topic, {"dummy_est": "other"}, facts)
    assert res.ruling.id == ruling and res.ruling.outcome["tricks_transferred"] == tricks
    asked = [s.node for s in res.steps if s.source == "answer"]
    assert asked == ["dummy_est"]
    premises = {s.node for s in res.steps if s.source == "default"}
    assert {"revoked", "same_trick", "time_limit", "step0"} <= premises
    won_by = {"O": "offender", "W": "offender_partner", "N": "non_offending_side"}[winner]
    calc = transfer(RevokeFacts.from_mapping({
        "revoker": "defender", "established": True, "revoke_trick": 5,
        "revoke_trick_won_by": won_by, "offending_side_tricks_after": int(after)}))  # fmt: skip
    assert calc.tricks == tricks
    assert result(res, "nl")["headline"] == headline


def test_declarers_revoke_needs_no_question_at_all():
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    facts = {"offender": "Z", "declarer": "Z", "revoke_trick": "3",
             "revoke_trick_winner": "N", "offending_side_tricks_after": "4"}  # fmt: skip
    res = walk_chain(library().topic(TOPIC), {}, facts)
    assert res.ruling.id == "one_trick_lost"
    assert not [s for s in res.steps if s.source == "answer"]


def test_a_premise_corrected_gives_the_exception():
    """The premises are the usual case; answering otherwise reaches the rare rulings."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    facts = {**SEATS, "revoke_trick_winner": "O", "offending_side_tricks_after": "3"}
    topic = library().topic(TOPIC)
    for node, answer, ruling in [("time_limit", "no", "too_late"), ("step0", "yes", "faced"),
                                 ("both_won", "yes", "both_sides"),
                                 ("again_won", "yes", "same_suit"), ("revoked", "no", "no_revoke")]:
        res = walk_chain(topic, {"dummy_est": "other", node: answer}, facts)
        assert res.ruling.id == ruling, node


def test_a_corrected_revoke_goes_on_as_a_penalty_card():
    """Issue 10: a defender's corrected revoke card becomes a major penalty card, and the
    story goes on in the penalty card topic without asking again who, whether partner
    saw it, or whether dummy drew attention."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    answers = {"established": "no", "who_fix": "defender", "dummy_fix": "other",
               "nos_after": "none", "corrected_def": "next"}  # fmt: skip
    res = walk_chain(library().topic(TOPIC), answers, {"cards": "♥4"})
    assert res.topic.id == "penalty-card" and res.question.id == "major"
    carried = {s.node for s in res.path if s.source in ("carried", "fact")}
    assert {"situation", "holder", "dummy", "seen", "status"} <= carried
    # the facts screen offers the revoke card, so it carries to the penalty card (50)
    assert "cards" in library().topic(TOPIC).inputs


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES, worked=WORKED_EXAMPLES)
