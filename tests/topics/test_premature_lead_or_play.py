"""Premature lead or play (57): the 2017 text of Law 57 (with 53C, 59 and 60C), the
"Strafkaart" table protocol of seed 000 for the major penalty card, seed 002 (a partner
who cannot comply plays any card, 59) and the AAP (dummy drawing attention, 47E1)."""

from tests.topics.harness import (
    NOT_DUMMY,
    Case,
    check_options,
    dummy_attention_cases,
    past_dummy_attention,
    topic_tests,
)

TOPIC = "premature-lead-or-play"

DEFENDER = {"who": "defender"}
BEFORE = {"misled": "no", "kind": "before_partner"}
CHOICE = {**BEFORE, "decl_both": "no", "dummy_early": "no"}
MAJOR = {"penalty_card": "major", "lead_restriction": "50D2", "play_continues": True}

# The part after the dummy question: (answers, ruling, outcome, laws, source).
REST = [
    ({"misled": "yes", "misled.over": "no"}, "misled.retract",
     {"card_withdrawn": True, "penalty_card": "none"}, {"47E1"},
     "AAP / Law 47E1: an opponent said it was his turn: card back, no rectification"),
    ({"misled": "yes", "misled.over": "yes"}, "misled.after_play",
     {"adjusted_score": "possible", "penalty_card": "none"}, {"47E1", "12A1"},
     "2017 47E1 has no time limit: only a board played out is judged (12A1)"),
    ({"misled": "no", "kind": "trick_done"}, "lead_out_of_turn",
     {"rectification": "treat_as_lead_out_of_turn"}, {"56"},
     "Law 57A covers only a card before partner has played; a lead after a complete "
     "trick is a lead out of turn (56)"),
    ({**BEFORE, "decl_both": "yes"}, "declarer_played_both",
     {"penalty_card": "none", "lead_restriction": "none"}, {"57C1"},
     "Law 57C1: declarer had played from both hands: no rectification"),
    ({**BEFORE, "decl_both": "no", "dummy_early": "yes"}, "dummy_acted",
     {"penalty_card": "none", "adjusted_score": "possible"}, {"57C2", "45F"},
     "Law 57C2: dummy picked or suggested a card first: no rectification (45F)"),
    ({**CHOICE, "choice": "highest"}, "highest",
     {"rectification": "partner_plays_highest", **MAJOR}, {"57A1", "57B", "59"},
     "Law 57A1: highest card of the suit led; card a major penalty card; 57B/59"),
    ({**CHOICE, "choice": "lowest"}, "lowest",
     {"rectification": "partner_plays_lowest", **MAJOR}, {"57A2", "57B", "59"},
     "Law 57A2: lowest card of the suit led; card a major penalty card; 57B/59"),
    ({**CHOICE, "choice": "require_other"}, "require_other",
     {"rectification": "partner_plays_named_suit", **MAJOR}, {"57A3", "44C", "59"},
     "Law 57A3 (new in 2017): a card of another suit named by declarer"),
    ({**CHOICE, "choice": "forbid_other"}, "forbid_other",
     {"rectification": "partner_may_not_play_named_suit", **MAJOR}, {"57A4", "59"},
     "Law 57A4: no card of another suit named by declarer"),
    ({"misled": "no", "kind": "rho_turn", "rho_legal": "yes"}, "play_at_turn",
     {"penalty_card": "none", "rectification": "card_played_at_proper_turn"}, {"57D"},
     "Law 57D: a card that can legally be played is played at his proper turn"),
    ({"misled": "no", "kind": "rho_turn", "rho_legal": "no"}, "rho_penalty_card",
     {"penalty_card": "major"}, {"57D", "50D"},
     "Law 57D: otherwise it becomes a major penalty card"),
]

CASES = [
    Case({"who": "declarer", "decl_kind": "play", "decl_legal": "yes"},
         "declarer_card_stands", {"penalty_card": "none", "card_withdrawn": False},
         {"57C3"}, "Law 57C3: declarer's premature legal play is a played card"),
    Case({"who": "declarer", "decl_kind": "play", "decl_legal": "no"}, "declarer_revoke",
         {"rectification": "treat_as_revoke"}, {"57C3", "61A"},
         "Law 57C3: only a legal premature play stands; an illegal one is a revoke"),
    Case({"who": "declarer", "decl_kind": "lead"}, "declarer_lead",
         {"rectification": "treat_as_declarer_lead_out_of_turn"}, {"57C3", "55A"},
         "Law 57C3 covers plays, not leads: a lead out of turn by declarer is Law 55"),
    *dummy_attention_cases(DEFENDER),
    *past_dummy_attention(DEFENDER, REST),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # WBF commentary on the 2017 Laws, Law 57, as published with the 2017 text by the
    # Hellenic Bridge Federation: new in 2017, declarer may simply require a suit, which
    # can force the partner (void in the suit led) to ruff his partner's winner that was
    # played too early. The card played too early is a major penalty card.
    Case({**DEFENDER, **NOT_DUMMY, **CHOICE, "choice": "require_other"}, "require_other",
         {"rectification": "partner_plays_named_suit", "penalty_card": "major"},
         {"57A3"},
         "WBF 2017 commentary on Law 57 (Hellenic Bridge Federation): declarer "
         "names trumps, so the void partner must ruff the prematurely played winner, "
         "https://laws.hellasbridge.org/comment_law_57"),
    # Robin Barker (EBU director), "Multiple plays out of turn", rmbarkerlaws.blogspot.com
    # (April 2011; 53C and 57C1 kept their wording in 2017): the lead was in dummy, declarer
    # led the king from hand, then called a small card from dummy; only then RHO played
    # the ace. The lead stands (53C), and because declarer had already played from both
    # hands, LHO plays to the trick without any restriction (57C1).
    Case({**DEFENDER, **NOT_DUMMY, **BEFORE, "decl_both": "yes"}, "declarer_played_both",
         {"penalty_card": "none", "lead_restriction": "none"}, {"57C1"},
         "R. Barker, 'Multiple plays out of turn': declarer played from both "
         "hands before RHO's ace: no restriction on LHO (57C1), "
         "http://rmbarkerlaws.blogspot.com/2011_04_01_archive.html"),
    # Question on the Mr Bridge forum (mrbridge.co.uk/forum, discussion comment 840): East
    # declares, dummy leads a low spade, North follows, and while East thinks South
    # already plays a spade: a play at his RHO's turn; it follows suit, so South must
    # play that card when East has played (57D). No penalty card.
    Case({**DEFENDER, **NOT_DUMMY, "misled": "no", "kind": "rho_turn", "rho_legal": "yes"},
         "play_at_turn", {"penalty_card": "none"}, {"57D"},
         "Mr Bridge forum: South plays before "
         "declarer East: 57D, the card is played at South's proper turn, "
         "https://mrbridge.co.uk/forum/index.php?p=/discussion/comment/840/"),
]


def test_declarer_hears_all_four_options_before_choosing() -> None:
    """10C1 and 57A (2017): four options, no waiver. The EBU TD forum thread "Law 57A"
    (forums.ebu.co.uk/discussion/1749/law-57a) reads the text the same way: declarer
    must select one of the options."""
    choices = ["highest", "lowest", "require_other", "forbid_other"]
    check_options(TOPIC, "choice", "declarer", choices, outcome={"penalty_card": "major"})


def test_who_played_early_is_asked_and_the_rare_cases_are_one_screen() -> None:
    """Issue 22 (leads, 57C1/57C3): "who played too early" was taken as "a defender", so
    declarer calling dummy's card before his own turn (57C3: played, it stands) was never
    reached. It is asked, or given by the seats (a card of dummy is declarer's play). For
    a defender the rare cases are asked together: dummy first (9A4) and 47E1 before what
    he did; declarer from both hands (57C1) and dummy acting early (57C2) after it."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    start = walk_chain(topic, {})
    assert start.question.id == "who" and not start.exceptions and not start.path
    seats = walk_chain(topic, {"decl_kind": "play", "decl_legal": "yes"},
                       {"offender": "N", "declarer": "Z"})  # fmt: skip
    assert seats.ruling.id == "declarer_card_stands"
    first = seats.path[0]
    assert (first.node, first.answer, first.source) == ("who", "declarer", "fact")
    defender = walk_chain(topic, DEFENDER)
    assert [q.id for q in defender.exceptions] == ["dummy", "misled"]
    later = walk_chain(topic, {**DEFENDER, **NOT_DUMMY, **BEFORE})
    assert [q.id for q in later.exceptions] == ["decl_both", "dummy_early"]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
