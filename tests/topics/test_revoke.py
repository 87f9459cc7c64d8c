"""Revoke (61-64, 43B2): seed 000 "Verzaking" (steps 1-5B), "Een verzaking herstellen"
(1-7) and "Een voldongen verzaking rechtzetten" (1-3), seed 004 (the revoke guide), seed
003 (texts of 64A, 64B3, 64B7, 64C), the AAP (dummy) and the 2017 text of Laws 61-64.
The step table itself is checked case by case in test_revoke_table.py."""

import pytest

from arbiter.guide.interview import walk
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
    ({"same_trick": "no", "time_limit": "no", "late_when": "next_board"}, "too_late",
     {**ESTABLISHED, "tricks_transferred": 0, "adjusted_score": "possible"},
     {"64B4", "64C1"}, "000 voldongen, 004 / 64B4: the non-offending side called on the "
     "next board: no transfer; 64C still"),
    ({"same_trick": "no", "time_limit": "no", "late_when": "round_over"}, "too_late_round",
     {**ESTABLISHED, "tricks_transferred": 0, "adjusted_score": "possible"},
     {"64B5", "64C1"}, "64B5: the round had ended: no transfer; 64C still"),
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

def _dummy_walks(answers: dict[str, str]) -> bool:
    """Dummy's revoke settles step 0 (64B3, the topic's implication): only the rests that
    do not answer it otherwise are paths for dummy."""
    return answers.get("step0", "yes") == "yes"


EST_CASES = [
    *[Case({**EST, **route, **answers}, ruling, outcome, laws, source)
      for route in EST_ROUTES for answers, ruling, outcome, laws, source in EST_REST
      if route.get("who_est") != "dummy" or _dummy_walks(answers)],
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
    Case({"revoked": "yes", "same_trick": "no", "time_limit": "no", "late_when": "next_board"},
         "too_late", {"tricks_transferred": 0}, {"64B4"},
         "facts: established declarer's revoke, too late", facts={"revoker": "declarer",
                                                                   "established": "yes"}),
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


def none_of_these(res) -> dict[str, str]:
    """The exceptions screen answered with one tap, "Niets hiervan": every line its usual
    answer (as the web page's link does)."""
    assert res.exceptions, f"no exceptions screen at {res.question.id}"
    return {res.key(q.id): q.exception.usual for q in res.exceptions}


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
    """A defender's established revoke, from the facts screen: the topic's definition is
    taken, and every rare case of the law (dummy drew attention, 62C3, 64B4/B5, the faced
    card of 64B3, 64B7, 64B2) is one line of a single exceptions screen, answered by one
    tap: no premise is taken that the director did not see (issue 22)."""
    from arbiter.calc.revoke import RevokeFacts, transfer
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from arbiter.guide.serialize import result

    facts = {**SEATS, "revoke_trick_winner": winner, "offending_side_tricks_after": after}
    topic = library().topic(TOPIC)
    first = walk_chain(topic, {}, facts)
    assert first.question.id == "dummy_est"
    lines = [q.id for q in first.exceptions]
    assert lines[:4] == ["dummy_est", "same_trick", "time_limit", "step0"]
    res = walk_chain(topic, none_of_these(first), facts)
    assert res.ruling.id == ruling and res.ruling.outcome["tricks_transferred"] == tricks
    asked = [s.node for s in res.steps if s.source == "answer"]
    assert asked == lines
    assert not [s for s in res.steps if s.source == "default"]
    assert [s.source for s in res.steps if s.node == "revoked"] == ["definition"]
    won_by = {"O": "offender", "W": "offender_partner", "N": "non_offending_side"}[winner]
    calc = transfer(RevokeFacts.from_mapping({
        "revoker": "defender", "established": True, "revoke_trick": 5,
        "revoke_trick_won_by": won_by, "offending_side_tricks_after": int(after)}))  # fmt: skip
    assert calc.tricks == tricks
    assert result(res, "nl")["headline"] == headline


def test_declarers_revoke_needs_one_screen_only():
    """With the table data, declarer's revoke asks no question: one exceptions screen
    (62C3, 64B4/B5, 64B3, 64B7, 64B2), answered "none of these"."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    facts = {"offender": "Z", "declarer": "Z", "revoke_trick": "3",
             "revoke_trick_winner": "N", "offending_side_tricks_after": "4"}  # fmt: skip
    topic = library().topic(TOPIC)
    first = walk_chain(topic, {}, facts)
    assert [q.id for q in first.exceptions] == ["same_trick", "time_limit", "step0",
                                                "both_lost", "again_lost"]
    res = walk_chain(topic, none_of_these(first), facts)
    assert res.ruling.id == "one_trick_lost"
    assert {s.source for s in res.steps} <= {"definition", "answer", "fact"}


def test_a_ticked_line_gives_the_exception():
    """Each rare case of the law, ticked on the exceptions screen, reaches its ruling."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    facts = {**SEATS, "revoke_trick_winner": "O", "offending_side_tricks_after": "3"}
    topic = library().topic(TOPIC)
    usual = none_of_these(walk_chain(topic, {}, facts))
    for node, answer, ruling in [("time_limit", "no", "too_late"), ("step0", "yes", "faced"),
                                 ("same_trick", "yes", "both_corrected"),
                                 ("both_won", "yes", "both_sides"),
                                 ("again_won", "yes", "same_suit"), ("revoked", "no", "no_revoke")]:
        answers = {**usual, node: answer}
        if node == "time_limit":
            answers["late_when"] = "next_board"
        res = walk_chain(topic, answers, facts)
        assert res.ruling.id == ruling, node


# -- issue 22 point 4: the revoke family, each against the 2017 text ---------------------


def test_dummys_revoke_is_never_taken_for_another_players():
    """64B3: "who revoked: dummy" settles step 0 (a revoke by dummy: no transfer). The
    guide never goes on as though dummy had not revoked and transfers tricks; answering
    step 0 "no" after it is refused (bridgevaria-dummy-hidden-singleton-revoke)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library
    from arbiter.i18n import InputError

    topic = library().topic(TOPIC)
    answers = {**EST, "who_est": "dummy", "same_trick": "no", "time_limit": "yes"}
    res = walk_chain(topic, answers, {})
    assert res.ruling.id == "faced" and res.ruling.outcome["tricks_transferred"] == 0
    assert ("step0", "yes", "derived") in [(s.node, s.answer, s.source) for s in res.path]
    with pytest.raises(InputError):
        walk_chain(topic, {**answers, "step0": "no", "step1": "no"}, {})
    # the same from the table data: dummy's seat, the tricks won after it
    facts = {"offender": "N", "declarer": "Z", "revoke_trick": "4",
             "revoke_trick_winner": "N", "offending_side_tricks_after": "5"}  # fmt: skip
    first = walk_chain(topic, {}, facts)
    assert "step0" not in [q.id for q in first.exceptions]
    res = walk_chain(topic, none_of_these(first), facts)
    assert res.ruling.id == "faced"


def test_attention_drawn_too_late_cites_the_moment():
    """64B4 (the non-offending side called on the next board) and 64B5 (the round ended)
    are told apart: each ruling cites its own clause, and 64C still applies."""
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    late = {**EST, "who_est": "declarer", "same_trick": "no", "time_limit": "no"}
    for when, ruling, law, other in [("next_board", "too_late", "64B4", "64B5"),
                                     ("round_over", "too_late_round", "64B5", "64B4")]:
        res = walk(topic, {**late, "late_when": when}, {}, premises=True)
        assert res.ruling.id == ruling
        assert law in res.ruling.laws and other not in res.ruling.laws
        assert "64C1" in res.ruling.laws and res.ruling.outcome["tricks_transferred"] == 0


@pytest.mark.parametrize(("won_by", "both", "again", "ruling", "laws"), [
    ("offender", "both_won", "again_won", "both_sides", {"64B7", "64C2(b)"}),
    ("non_offending_side", "both_lost", "again_lost", "both_sides", {"64B7", "64C2(b)"}),
])
def test_both_sides_revoked_transfers_nothing(won_by, both, again, ruling, laws):
    """64B7: both sides revoked on the board and both revokes are established: no
    transfer, 64C2(b) (whitebook-ruff-and-overruff-both-revoke: the same trick, both sides
    played on, so 62C3 does not correct it)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    answers = {**EST, "who_est": "declarer", **PLAYED, "won_by": won_by}
    if won_by != "offender":
        answers["later_lost"] = "yes"
    asked = walk_chain(topic, answers, {})  # never taken as "no" without asking
    assert [q.id for q in asked.exceptions] == [both, again]
    res = walk_chain(topic, {**answers, both: "yes"}, {})
    assert res.ruling.id == ruling and res.ruling.outcome["tricks_transferred"] == 0
    assert laws <= set(res.ruling.laws)


def test_a_second_revoke_in_the_same_suit_transfers_nothing():
    """64B2: a later revoke by the same player in the same suit, the first established:
    no transfer for it, 64C2(a) (wbu-two-revokes-in-hearts-second). From the table data
    (same_player_same_suit_again) the line is not even shown."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    facts = {"offender": "Z", "declarer": "Z", "revoke_trick": "2", "revoke_trick_winner": "Z",
             "offending_side_tricks_after": "6", "same_player_same_suit_again": "yes"}
    topic = library().topic(TOPIC)
    first = walk_chain(topic, {}, facts)
    assert "again_won" not in [q.id for q in first.exceptions]
    res = walk_chain(topic, none_of_these(first), facts)
    assert res.ruling.id == "same_suit" and res.ruling.outcome["tricks_transferred"] == 0
    assert {"64B2", "64C2(a)"} <= set(res.ruling.laws)


def test_dummy_asking_a_defender_is_61b2b():
    """61B2 (2017): dummy may not ask a defender. The revoke is still corrected; there is
    no automatic rectification for the question, the director may designate the card no
    penalty card (50) and adjusts if the declaring side gained (ebu-dummy-asks-defender-
    about-revoke)."""
    from arbiter.guide.library import library

    answers = {**FIX, "who_fix": "defender", "dummy_fix": "dummy", "dummy_fix.looked": "no",
               "dummy_fix.wanted": "yes", "nos_after": "none"}
    res = walk(library().topic(TOPIC), answers, {}, premises=True)
    assert res.ruling.id == "corrected_def"
    assert res.ruling.outcome["adjusted_score"] == "possible"
    follow = [f for f in res.ruling.afterwards if "61B2(b)" in f.laws]
    assert follow and {"50", "12A1"} <= set(follow[0].laws)


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
