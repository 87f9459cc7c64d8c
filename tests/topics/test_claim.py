"""Claims and concessions (68-71): the 2017 text of Laws 68, 69, 70 and 71 (79C for the
correction period). The seed documents have no claims protocol; every case names the law
text it comes from, and the worked examples name the public teaching material they
retell (in our own words)."""

from tests.topics.harness import Case, check_case, check_covers_every_path, topic_tests

TOPIC = "claim"
CLAIM = {"kind": "claim", "objected": "no"}
# The line "a revoke earlier on this board?" (63A3/63A4) before each adjudication, by the
# ruling it leads to when there was none; after one, the ruling offers the revoke.
THEN = {"claim_upheld": "then_upheld", "claim_upheld_trump": "then_upheld_trump",
        "trump_trick": "then_trump_trick", "finesse_refused": "then_finesse",
        "normal_line": "then_line", "partner_line": "then_partner",
        "concession_cancelled": "then_cancelled", "concession_stands": "then_stands"}
DOUBTED = {**CLAIM, "response": "doubted"}
# 68D2(b): play went on, but not at the non-claimers' request with all four agreeing:
# the director still adjudicates under 70, using the play only as evidence.
PLAYED_ON = {**CLAIM, "response": "played_on", "all_agreed": "no"}
AGREED = {**CLAIM, "response": "agreed", "period": "yes"}

UPHELD = {"rectification": "claim_upheld", "claim_stands": True, "tricks_awarded_to": "claimer"}
TO_OPPONENTS = {"claim_stands": False, "tricks_awarded_to": "opponents", "play_continues": False}
CANCELLED = {
    "rectification": "concession_cancelled",
    "claim_stands": False,
    "tricks_awarded_to": "claimer",
}
STANDS = {
    "rectification": "concession_stands",
    "claim_stands": True,
    "tricks_awarded_to": "opponents",
}

# The contested-claim part (70), reached from a doubted claim and from play that went on
# without all four agreeing: (answers after the entry, ruling, outcome, laws, source).
CONTESTED = [
    ({"doubt": "none"}, "claim_upheld", UPHELD, {"70A", "70B"}, "Law 70A, 70B: no doubtful point"),
    ({"doubt": "trump", "trump_unaware": "yes", "trump_normal": "yes"}, "trump_trick",
     {**TO_OPPONENTS, "rectification": "tricks_to_opponents_outstanding_trump"},
     {"70C1", "70C2", "70C3"},
     "Law 70C: unmentioned trump, claimer may have forgotten it, a trick can be lost to it"),
    ({"doubt": "trump", "trump_unaware": "yes", "trump_normal": "no"}, "claim_upheld_trump",
     UPHELD, {"70C", "70A"}, "Law 70C3: no normal play loses a trick to the trump"),
    ({"doubt": "trump", "trump_unaware": "no"}, "claim_upheld_trump", UPHELD, {"70C", "70A"},
     "Law 70C2: claimer was certainly aware of the trump"),
    ({"doubt": "finesse", "finesse_shown": "yes"}, "claim_upheld", UPHELD, {"70A"},
     "Law 70E1: an opponent showed out (or would on any normal line)"),
    ({"doubt": "finesse", "finesse_shown": "no"}, "finesse_refused",
     {**TO_OPPONENTS, "rectification": "unstated_finesse_refused"}, {"70E1"},
     "Law 70E1: an unstated finesse is not accepted"),
    ({"doubt": "line", "normal_worse": "yes"}, "normal_line",
     {**TO_OPPONENTS, "rectification": "tricks_to_opponents_normal_line"}, {"70D1", "68C"},
     "Law 70D1: no successful line outside the statement if a worse normal line exists"),
    ({"doubt": "line", "normal_worse": "no"}, "claim_upheld", UPHELD, {"70A"},
     "Law 70D1: every normal line gives the tricks claimed"),
    ({"doubt": "partner", "partner_choice": "yes"}, "partner_line",
     {**TO_OPPONENTS, "rectification": "defender_claim_partner_choice_refused"}, {"70D2"},
     "Law 70D2: no part of a defender's claim that needs partner's right choice"),
    ({"doubt": "partner", "partner_choice": "no"}, "claim_upheld", UPHELD, {"70A"},
     "Law 70D2: any normal choice of partner works"),
    ({"doubt": "concession", "concession_lose": "yes"}, "concession_cancelled", CANCELLED,
     {"70A", "71A", "71B"},
     "Law 70A with 71: a disputed concession of a trick that could not be lost"),
    ({"doubt": "concession", "concession_lose": "no"}, "concession_stands", STANDS, {"70A", "71"},
     "Law 70A with 71: a concession stands if the trick could be lost by normal play"),
]

CASES = [
    Case({"kind": "current_trick"}, "not_a_claim",
         {"rectification": "not_a_claim", "play_continues": True, "penalty_card": "none"},
         {"68", "16", "57A"},
         "Law 68 (opening): a statement about the trick in progress only is not a claim"),
    Case({"kind": "lead_out_of_turn"}, "law54",
         {"rectification": "treat_as_opening_lead_out_of_turn"}, {"68A", "54A"},
         "Law 68A: declarer facing his cards after an opening lead out of turn: Law 54"),
    Case(
        {"kind": "claim", "objected": "yes"},
        "defender_objected",
        {
            "rectification": "no_concession_play_continues",
            "claim_stands": False,
            "play_continues": True,
            "penalty_card": "none",
            "unauthorized_information": True,
        },
        {"68B2", "16C"},
        "Law 68B2: partner objects at once: no concession, play continues, 16C",
    ),
    Case(
        {**CLAIM, "response": "played_on", "all_agreed": "yes"},
        "play_on_void",
        {"rectification": "claim_void_played_on", "claim_stands": False, "play_continues": True},
        {"68D2(b)"},
        "Law 68D2(b): play on at the non-claimers' request, all four agree: claim void",
    ),
    *[
        Case({**prefix, **answers}, ruling, outcome, laws, f"{source} ({label})")
        for prefix, label in ((DOUBTED, "claim doubted, 68D2(a)"), (PLAYED_ON, "68D2(b) not met"))
        for answers, ruling, outcome, laws, source in CONTESTED
    ],
    Case({**CLAIM, "response": "agreed", "period": "no"}, "agreed_final",
         {"rectification": "agreement_final", "claim_stands": True}, {"69A", "79C1"},
         "Law 69A with 79C1: agreed claim, correction period over"),
    Case(
        {**AGREED, "who_back": "acquiescer", "agreed_trick": "won"},
        "agreement_withdrawn",
        {
            "rectification": "agreement_withdrawn",
            "claim_stands": False,
            "tricks_awarded_to": "opponents",
        },
        {"69B1"},
        "Law 69B1: agreed to lose a trick the side had in fact won",
    ),
    Case({**AGREED, "who_back": "acquiescer", "agreed_trick": "likely"}, "agreement_withdrawn",
         {"rectification": "agreement_withdrawn", "tricks_awarded_to": "opponents"}, {"69B2"},
         "Law 69B2: agreed to lose a trick the side would likely have won"),
    Case(
        {**AGREED, "who_back": "acquiescer", "agreed_trick": "no"},
        "agreement_stands",
        {"rectification": "agreement_stands", "claim_stands": True, "tricks_awarded_to": "claimer"},
        {"69A", "69B"},
        "Law 69B: neither condition met, the agreement stands (69A)",
    ),
    Case({**AGREED, "who_back": "conceder", "conceded_trick": "won"}, "concession_cancelled",
         CANCELLED, {"71A"}, "Law 71A: conceded a trick the side had in fact won"),
    Case({**AGREED, "who_back": "conceder", "conceded_trick": "cannot_lose"},
         "concession_cancelled", CANCELLED, {"71B"},
         "Law 71B: conceded a trick that could not be lost by any normal play"),
    Case({**AGREED, "who_back": "conceder", "conceded_trick": "could_lose"}, "concession_stands",
         STANDS, {"71"}, "Law 71: a concession stands once made"),
]


def both_ways(case: Case) -> list[Case]:
    """Each adjudication without and with a revoke earlier on the board: with one, the
    ruling (and only an adjudication) offers the revoke topic (63A3/63A4)."""
    if case.ruling not in THEN:
        return [case]
    out = []
    for revoke in ("no", "yes"):
        answers = {**case.answers, THEN[case.ruling]: revoke}
        ruling = case.ruling + ("_revoke" if revoke == "yes" else "")
        note = "; after a revoke (63A3) the revoke topic is offered" if revoke == "yes" else ""
        out.append(Case(answers, ruling, case.outcome, case.laws, case.source + note))
    return out


CASES = [way for case in CASES for way in both_ways(case)]

# Worked examples from public teaching material on the 2017 Laws, retold in our own words.
WORKED_EXAMPLES = [
    # EBU White Book 8.70.4(a), quoted by the EBU TD forum: declarer claims the rest with
    # a trump, two spade winners and a heart winner, saying nothing about the small trump
    # a defender still holds; that defender could ruff the heart. However firmly declarer
    # says afterwards that he knew, he did not mention it: the defence gets a trick.
    Case(
        {**DOUBTED, "doubt": "trump", "trump_unaware": "yes", "trump_normal": "yes"},
        "trump_trick",
        {**TO_OPPONENTS, "rectification": "tricks_to_opponents_outstanding_trump"},
        {"70C1", "70C2", "70C3"},
        "EBU White Book 8.70.4(a), via https://forums.ebu.co.uk/discussion/731/declarer-claims",
    ),
    # EBU White Book 8.70.4(b): in a grand slam that only fails on a 5-0 trump break,
    # declarer plays one round of trumps, sees both opponents follow and claims. He has
    # obviously not forgotten the trumps still out: the claim is good.
    Case(
        {**DOUBTED, "doubt": "trump", "trump_unaware": "no"},
        "claim_upheld_trump",
        UPHELD,
        {"70C", "70A"},
        "EBU White Book 8.70.4(b), via https://forums.ebu.co.uk/discussion/731/declarer-claims",
    ),
    # EBU White Book 8.70.5 (top down): ace-king-five opposite two small, the jack still
    # out; cashing the five first is not a normal play, so declarer gets his three tricks.
    Case({**DOUBTED, "doubt": "line", "normal_worse": "no"}, "claim_upheld", UPHELD, {"70A"},
         "EBU White Book 8.70.5, via https://forums.ebu.co.uk/discussion/731/declarer-claims"),
    # Same source: seven-five-four opposite a void with the six still out singleton: a
    # careless declarer may lead a low card first and lose to the six, so that trick goes
    # to the defence.
    Case({**DOUBTED, "doubt": "line", "normal_worse": "yes"}, "normal_line",
         {**TO_OPPONENTS, "rectification": "tricks_to_opponents_normal_line"}, {"70D1"},
         "EBU White Book 8.70.5, via https://forums.ebu.co.uk/discussion/731/declarer-claims"),
    # Welsh Bridge Union directors' site, "Disputed Claim" (December 2018): with three
    # cards left declarer claims, saying no trumps are out; in fact an opponent holds the
    # top trump and two winning clubs. Declarer only later says he would cash his
    # diamonds first. He may have led his trump first, so all three tricks go to the
    # defence.
    Case(
        {**DOUBTED, "doubt": "trump", "trump_unaware": "yes", "trump_normal": "yes"},
        "trump_trick",
        {**TO_OPPONENTS},
        {"70C1", "70C3"},
        "Welsh Bridge Union, https://directors.welshbridgeunion.org/2018/12/12/disputed-claim/",
    ),
    # EBU TD forum, "Doubted Claim - Law 68 D 2 (b)": a defender asks declarer to play
    # on, declarer does so without the other two agreeing and then misplays. As not all
    # four agreed, the director adjudicates the claim under Law 70 (the play is only
    # evidence); here the claim was sound on every normal line, so it stands. (The outcome
    # of the adjudication is our completion; the source settles the procedure.)
    Case({**PLAYED_ON, "doubt": "none"}, "claim_upheld", UPHELD, {"70A", "70B"},
         "EBU TD forum, https://www.ebu.co.uk/forum/discussion/562/doubted-claim-law-68-d-2-b"),
    # Same thread: had all four agreed to play on at the defenders' request, the claim
    # would be void and not adjudicated.
    Case({**CLAIM, "response": "played_on", "all_agreed": "yes"}, "play_on_void",
         {"rectification": "claim_void_played_on", "claim_stands": False}, {"68D2(b)"},
         "EBU TD forum, https://www.ebu.co.uk/forum/discussion/562/doubted-claim-law-68-d-2-b"),
    # ACBL club directors' rulings FAQ, "Cancelled concessions": within the correction
    # period (many weekly clubs let it run to the next week's session) the director gives
    # back a conceded trick that no normal play of the remaining cards could lose.
    Case({**AGREED, "who_back": "conceder", "conceded_trick": "cannot_lose"},
         "concession_cancelled", CANCELLED, {"71B"},
         "ACBL, https://staging.acbl.org/club-corner/club-directors/rulings-faq/"
         "cancelled-concessions/"),
    # BBO forum, director's exam question "False concession, trump outstanding": declarer
    # concedes a trick to a trump still out, but on the actual lie every normal line wins
    # all the tricks. Disputed before agreement is established: the trick goes back to
    # declarer; agreed already: it can still be rescored within the correction period.
    Case({**DOUBTED, "doubt": "concession", "concession_lose": "yes"}, "concession_cancelled",
         CANCELLED, {"71B", "70A"},
         "BBO forum, https://forumstest.bridgebase.com/forums/topic/67867-false-concession-"
         "trump-outstanding/"),
    # Bawburgh Bridge Club, "Think carefully before you claim": an agreed claim can be
    # undone within the club's correction period (20 minutes there) for a trick the side
    # did win or would have won.
    Case(
        {**AGREED, "who_back": "acquiescer", "agreed_trick": "likely"},
        "agreement_withdrawn",
        {"rectification": "agreement_withdrawn", "tricks_awarded_to": "opponents"},
        {"69B2"},
        "Bawburgh Bridge Club, http://www.bawburghbridge.club/think-carefully-before-you-claim",
    ),
    # Peninsula Bridge Club (Australia), "Notes on claiming": a defender may object to his
    # partner's concession; then nothing has been conceded and play goes on.
    Case({"kind": "claim", "objected": "yes"}, "defender_objected",
         {"claim_stands": False, "play_continues": True, "penalty_card": "none"}, {"68B2"},
         "Peninsula Bridge Club, https://peninsulabridgeclub.org.au/learn/scoring,-mps-etc/"
         "1421-notes-on-claiming"),
]


def no_revoke_before(case: Case) -> Case:
    """The line "a revoke earlier on this board?" before an adjudication: none in the
    worked examples' stories."""
    answers = dict(case.answers)
    if case.ruling in THEN:
        answers[THEN[case.ruling]] = "no"
    return Case(answers, case.ruling, case.outcome, case.laws, case.source)


WORKED_EXAMPLES = [no_revoke_before(c) for c in WORKED_EXAMPLES]


def test_examples_follow_paths() -> None:
    # The worked examples are extra cases on existing paths, never a path of their own.
    check_covers_every_path(TOPIC, CASES + WORKED_EXAMPLES)


# -- issue 10 family 7: an outstanding trump the claimer forgot (70C) -------------------


def test_forgotten_trump_counts_on_the_worst_normal_line_including_his_own_trump_first():
    """Cavendish, "I have the last trump": an opponent still holds a higher trump. Leading
    his own trump first is a normal line that loses to it; the trick count follows the
    worst normal line for the claimer, not one assumed order of play."""
    from arbiter.guide.interview import Decided, walk
    from arbiter.guide.library import library

    answers = {**DOUBTED, "doubt": "trump", "trump_unaware": "yes", "trump_normal": "yes",
               "then_trump_trick": "no"}
    result = walk(library().topic(TOPIC), answers, {}, premises=True)
    assert isinstance(result, Decided) and result.ruling.id == "trump_trick"
    text = result.ruling.text
    assert "eerst zijn eigen troef" in text["nl"] and "slechtst" in text["nl"]
    assert "his own trump first" in text["en"] and "worst for the claimer" in text["en"]
    # the old text assumed one order only (other winners before drawing the trump)
    assert "before drawing that trump" not in text["en"]
    question = library().topic(TOPIC).nodes["trump_normal"]
    assert "his own trump first" in question.help["en"]


# -- the story across topics: a claim after a revoke (68 -> 61, 63A3/63A4) ---------------

CLAIM_THEN_REVOKE = {
    "objected": "no",
    "response": "doubted", "doubt": "trump", "trump_unaware": "yes", "trump_normal": "yes",
    "then_trump_trick": "yes",  # there was a revoke earlier on this board
    "trump_trick_revoke": "next",  # the director goes on with the revoke
    "revoke:who_est": "defender", "revoke:dummy_est": "other", "revoke:same_trick": "no",
    "revoke:time_limit": "yes", "revoke:step0": "no", "revoke:step1": "no",
    "revoke:won_by": "non_offending_side", "revoke:later_lost": "yes",
    "revoke:both_lost": "no", "revoke:again_lost": "no",
}  # fmt: skip


def test_claim_after_a_revoke_carries_established_and_play_over():
    """bbo-claim-accepted-by-revokers-partner: the revoke part does not ask again whether
    the revoke is established or play is over; the combined ruling cites 70C and the
    revoke laws, and says the claim established the revoke (63A3, 63A4)."""
    case = Case(
        CLAIM_THEN_REVOKE,
        "one_trick_lost",
        {"revoke_established": True, "tricks_transferred": 1},
        {"70C1", "70C2", "70C3", "64A2"},
        "Laws 70C, 63A3/63A4, 64A2",
        topic="revoke",
    )
    check_case(TOPIC, case)
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    result = walk_chain(library().topic(TOPIC), CLAIM_THEN_REVOKE, {})
    carried = {s.node: s.answer for s in result.path if s.node in ("established", "play_over")}
    assert carried == {"established": "yes", "play_over": "yes"}
    follow_laws = {law for f in result.ruling.afterwards for law in f.laws}
    assert {"63A3", "63A4"} <= follow_laws


def test_adjudications_name_the_claim_checker_that_counts_the_tricks():
    """Issue 22: when the cards left are known, the ruling gives the number of tricks: the
    rulings that give tricks to the other side name the claim checker in their text, by
    its title (the ruling page links a named calculator, issue 25), never a command line.
    It is a help for the director's eyes, never said aloud to the players (70A)."""
    from arbiter.guide.library import library
    from arbiter.guide.model import Ruling

    topic = library().topic(TOPIC)
    for node in topic.nodes.values():
        if not isinstance(node, Ruling):
            continue
        for lang in ("nl", "en"):
            assert not any("calc" in t[lang].lower() for t in node.tell), node.id
            assert "calc " not in node.text[lang] and "/claim" not in node.text[lang], node.id
    for ruling in ("trump_trick", "finesse_refused", "normal_line", "partner_line"):
        for name in (ruling, ruling + "_revoke"):
            text = topic.nodes[name].text
            assert "'Claim narekenen'" in text["nl"] and "aantal slagen" in text["nl"], name
            assert "'Claim check'" in text["en"] and "number of tricks" in text["en"], name
    for ruling in ("claim_upheld", "claim_upheld_revoke"):
        assert any("'Claim narekenen'" in n["nl"] and "70A" in n["nl"]
                   for n in topic.nodes[ruling].notes), ruling


# -- issue 22 point 4: the claims family, each against the 2017 text ----------------------


def test_a_defenders_concession_his_partner_objects_to_is_asked_not_assumed():
    """68B2 (2017): a defender concedes, his partner objects at once: neither a concession
    nor a claim, play continues, no penalty cards. It is a line of the first exceptions
    screen, never taken as "no" unasked (bbo-defender-concedes-partner-objects-play-on)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    first = walk_chain(topic, {}, {})
    assert first.question.id == "objected"
    assert [q.id for q in first.exceptions] == ["objected"]
    assert [(s.node, s.source) for s in first.path] == [("kind", "definition")]
    res = walk_chain(topic, {"objected": "yes"}, {})
    assert res.ruling.id == "defender_objected"
    assert res.ruling.outcome["play_continues"] is True
    assert res.ruling.outcome["penalty_card"] == "none"
    assert "68B2" in res.ruling.laws


def test_the_revoke_is_offered_only_after_a_revoke():
    """A claim offers the revoke topic only when something says there was a revoke on the
    board: the line before the adjudication, or the revoke's own table data (who
    revoked)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    rest = {"objected": "no", "response": "doubted", "doubt": "trump", "trump_unaware": "yes",
            "trump_normal": "yes"}
    asked = walk_chain(topic, rest, {})
    assert [q.id for q in asked.exceptions] == ["then_trump_trick"]
    plain = walk_chain(topic, {**rest, "then_trump_trick": "no"}, {})
    assert plain.ruling.id == "trump_trick" and plain.ruling.handoff is None
    after = walk_chain(topic, {**rest, "then_trump_trick": "yes"}, {})
    assert after.ruling.id == "trump_trick_revoke"
    assert after.ruling.handoff is not None and after.ruling.handoff.topic == "revoke"
    told = walk_chain(topic, rest, {"revoker": "defender"})
    assert told.ruling.id == "trump_trick_revoke"
    assert ("then_trump_trick", "yes", "fact") in [(s.node, s.answer, s.source)
                                                   for s in told.path]
    for name, node in topic.nodes.items():
        handoff = getattr(node, "handoff", None)
        if handoff is not None and handoff.topic == "revoke":
            assert name.endswith("_revoke"), name


def test_the_trump_rule_is_cited_where_it_decides():
    """70C (2017): an unmentioned trump costs tricks only if it is at all likely the claimer
    forgot it (70C2) and a trick can be lost to it by normal play (70C3). Where either
    does not hold, the claim stands because of 70C, and the ruling cites it
    (bridgewinners-claim-trump-out-competent-declarer)."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.library import library

    topic = library().topic(TOPIC)
    trump = {**CLAIM, "response": "doubted", "doubt": "trump"}
    for more in ({"trump_unaware": "no"}, {"trump_unaware": "yes", "trump_normal": "no"}):
        res = walk_chain(topic, {**trump, **more, "then_upheld_trump": "no"}, {})
        assert res.ruling.id == "claim_upheld_trump"
        assert res.ruling.outcome["claim_stands"] is True and "70C" in res.ruling.laws


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
