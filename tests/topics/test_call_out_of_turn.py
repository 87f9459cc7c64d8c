"""Call out of turn (28-32): seed 000 "Bieding voor de beurt" and the 2017 text of 28-32, 36."""

import pytest

from arbiter.guide.chain import combined, walk_chain
from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
from arbiter.i18n import InputError
from tests.topics.harness import (
    Case,
    check_case,
    topic_tests,
)
from tests.topics.unasked import unasked_premises

TOPIC = "call-out-of-turn"

# The start of each variant: whose turn, and nobody has called since the call out of turn
# (issue 22: lines of the exceptions screen, confirmed absent, never assumed).
M_RHO, M_PARTNER, M_LHO = ({f"mispull_{turn}": "no"} for turn in ("rho", "partner", "lho"))
RHO_NONE = {"rho_must_pass": "no", "acted_rho": "no", "rho_called": "no"}
RHO = {"turn": "rho", **M_RHO, **RHO_NONE}
PARTNER = {"turn": "partner", **M_PARTNER, "acted_partner": "no"}
LHO = {"turn": "lho", "called_before": "no", **M_LHO, "acted_lho": "no"}

ACCEPTED = {"accepted": True, "call_stands": True, "offender_partner_must_pass": "no",
            "lead_restriction": "none"}
COMPARABLE = {"call_cancelled": True, "offender_partner_must_pass": "no",
              "lead_restriction": "none", "unauthorized_information": False,
              "adjusted_score": "possible"}
ONCE = {"call_cancelled": True, "offender_partner_must_pass": "once",
        "lead_restriction": "26B", "unauthorized_information": True}
REPEAT = {"call_cancelled": True, "offender_must_repeat_call": True,
          "offender_partner_must_pass": "no", "lead_restriction": "none"}
INADMISSIBLE = {"call_cancelled": True, "offender_partner_must_pass": "rest_of_auction",
                "lead_restriction": "26B"}
INADMISSIBLE_LHO = {"call_cancelled": True, "offender_partner_must_pass": "no",
                    "lead_restriction": "none"}


def _bid_rho(start: dict[str, str], label: str) -> list[Case]:
    """31A: a bid (or an artificial pass, 30C) at RHO's turn."""
    return [
        Case({**start, "choice_bid_rho": "accept"}, "accepted", ACCEPTED, {"29A"},
             f"000 step 4, possibility 1: LHO accepts the {label} (29A)"),
        Case({**start, "choice_bid_rho": "decline", "offender_call_31a": "rho_passed",
              "still_insufficient": "no"}, "repeat_bid",
             REPEAT, {"31A1"}, f"000 overview, RHO's turn, RT past: {label} must be "
             "repeated, no further rectification (31A1)"),
        # 31A1 "when that call is legal": an insufficient bid out of rotation repeated
        # after RHO's pass is still insufficient; Law 27 applies to it (issue 22).
        Case({**start, "choice_bid_rho": "decline", "offender_call_31a": "rho_passed",
              "still_insufficient": "yes"}, "repeat_insufficient",
             {"offender_must_repeat_call": True}, {"31A1", "27A2"},
             f"Law 31A1 with 27A2: the repeated {label} is still insufficient"),
        Case({**start, "choice_bid_rho": "decline", "offender_call_31a": "comparable"},
             "comparable_31a", COMPARABLE,
             {"31A2(a)", "23C"}, f"Law 31A2(a): {label}, comparable call, no further "
             "rectification, 26B does not apply, see 23C"),
        Case({**start, "choice_bid_rho": "decline", "offender_call_31a": "other"},
             "partner_once_31a", ONCE,
             {"31A2(b)", "16C", "26B", "72C"}, f"Law 31A2(b) 2017: {label}, not comparable: "
             "partner passes once; 16C, 26B, 72C"),
    ]


def _bid_other(start: dict[str, str], label: str) -> list[Case]:
    """31B: a bid (or an artificial pass, 30C) at partner's or LHO's turn."""
    return [
        Case({**start, "choice_bid_other": "accept"}, "accepted", ACCEPTED, {"29A"},
             f"000 step 4, possibility 1: LHO accepts the {label} (29A)"),
        Case({**start, "choice_bid_other": "decline", "offender_call_31b": "comparable"},
             "comparable_31b", COMPARABLE, {"31B2", "31A2(a)", "23C"},
             f"Law 31B2 with 31A2(a): {label}, comparable call"),
        Case({**start, "choice_bid_other": "decline", "offender_call_31b": "other"},
             "partner_once_31b", ONCE, {"31B2", "31A2(b)", "26B", "72C"},
             f"Law 31B2 with 31A2(b): {label}, not comparable: partner passes once"),
    ]


def _pass_other(start: dict[str, str], label: str) -> list[Case]:
    """30B1: a natural pass at partner's or LHO's turn."""
    return [
        Case({**start, "choice_pass_other": "accept"}, "accepted", ACCEPTED, {"29A"},
             f"000 step 4, possibility 1: LHO accepts the pass at {label}'s turn"),
        Case({**start, "choice_pass_other": "decline", "offender_call_30b": "comparable"},
             "comparable_30b", COMPARABLE, {"30B1(b)", "23C"},
             f"Law 30B1(b)(i): pass at {label}'s turn, comparable call"),
        Case({**start, "choice_pass_other": "decline", "offender_call_30b": "other"},
             "partner_once_30b", ONCE, {"30B1(b)", "16C", "26B", "72C"},
             f"Law 30B1(b)(ii): pass at {label}'s turn, not comparable: partner passes once"),
    ]


def _double_rho(start: dict[str, str], label: str) -> list[Case]:
    """32A: an admissible double or redouble at RHO's turn."""
    return [
        Case({**start, "choice_double_rho": "accept"}, "accepted", ACCEPTED, {"29A"},
             f"000 step 4, possibility 1: LHO accepts the {label}"),
        Case({**start, "choice_double_rho": "decline", "offender_call_32a": "rho_passed"},
             "repeat_double", REPEAT, {"32A1"},
             f"000 overview, RHO's turn, RT past: the {label} must be repeated (32A1)"),
        Case({**start, "choice_double_rho": "decline", "offender_call_32a": "comparable"},
             "comparable_32a", COMPARABLE,
             {"32A2(a)", "23C"}, f"Law 32A2(a): {label}, comparable call"),
        Case({**start, "choice_double_rho": "decline", "offender_call_32a": "other"},
             "partner_once_32a", ONCE,
             {"32A2(b)", "16C", "26B", "72C"},
             f"Law 32A2(b): {label}, not comparable: partner passes once"),
    ]


def _double_partner(start: dict[str, str], label: str) -> list[Case]:
    """32B: an admissible double or redouble at partner's turn."""
    return [
        Case({**start, "choice_double_partner": "accept"}, "accepted", ACCEPTED, {"29A"},
             f"000 step 4, possibility 1: LHO accepts the {label}"),
        Case({**start, "choice_double_partner": "decline", "offender_call_32b": "comparable"},
             "comparable_32b", COMPARABLE, {"32B2", "32A2(a)", "23C"},
             f"Law 32B2 with 32A2(a): {label} at partner's turn, comparable call"),
        Case({**start, "choice_double_partner": "decline", "offender_call_32b": "other"},
             "partner_once_32b", ONCE, {"32B2", "32A2(b)", "26B"},
             f"Law 32B2 with 32A2(b): {label} at partner's turn, not comparable"),
    ]


def _accepted_by_call(start: dict[str, str], node: str) -> list[Case]:
    """29A: LHO has already called; an inadmissible double can never be accepted (36A)."""
    cases = [
        Case({**start, node: kind}, "accepted", ACCEPTED, {"29A"},
             f"000 AAP: LHO called after the {kind} out of turn: accepted (29A)")
        for kind in ("pass", "bid")
    ]
    for kind in ("double", "redouble"):
        if node == "accepted_kind":
            cases += [
                Case({**start, node: kind, "accepted_double_ok": "yes"}, "accepted",
                     ACCEPTED, {"29A"}, f"Law 32: an admissible {kind} may be accepted"),
                Case({**start, node: kind, "accepted_double_ok": "no"},
                     "inadmissible_lho_called", INADMISSIBLE_LHO, {"36A"},
                     f"Law 36A: LHO called over an inadmissible {kind}: it and later calls "
                     "are cancelled, no lead restriction"),
            ]
        else:
            cases.append(Case({**start, node: kind}, "inadmissible_lho_called",
                              INADMISSIBLE_LHO, {"36A"},
                              f"Law 36A: a {kind} before the first call is never admissible"))
    return cases


CASES = [
    # 28A: RHO had to pass anyway: the call is in rotation.
    # AAP / 25A: a mis-pull goes to changed-call first (issue 10, family 1).
    *[Case({"turn": turn, **({"called_before": "no"} if turn == "lho" else {}),
            f"mispull_{turn}": "yes"}, f"mispull_{turn}.yes", {}, set(),
           "Law 25A1: an unintended call may be replaced; then 29-32 for the intended call")
      for turn in ("rho", "partner", "lho")],
    Case({"turn": "rho", **M_RHO, "rho_must_pass": "yes"}, "in_rotation",
         {"rectification": "no_irregularity", "call_stands": True}, {"28A"}, "Law 28A"),
    # 28B: the player whose turn it was called before the ruling.
    Case({"turn": "rho", **M_RHO, "rho_must_pass": "no", "acted_rho": "no",
          "rho_called": "yes"},
         "correct_player", {"call_cancelled": True, "offender_partner_must_pass": "no",
          "lead_restriction": "none", "unauthorized_information": True}, {"28B", "16C2"},
         "Law 28B 2017: forfeit of rectification, 26 does not apply, see 16C2"),
    # 000 overview footnote: LHO's turn and the offender called before: change of call.
    Case({"turn": "lho", "called_before": "yes"}, "changed_call",
         {"rectification": "treat_as_changed_call"}, {"25", "30B2", "31C"},
         "000 'Bieding voor de beurt', last remark; Laws 30B2, 31C"),
    # RHO's turn (31A / 30A / 32A)
    *_bid_rho({**RHO, "kind_rho": "bid"}, "bid"),
    *_bid_rho({**RHO, "kind_rho": "pass", "artificial_rho": "yes"}, "artificial pass (30C)"),
    Case({**RHO, "kind_rho": "pass", "artificial_rho": "no", "choice_pass_rho": "accept"},
         "accepted", ACCEPTED, {"29A"}, "000 step 4, possibility 1: LHO accepts the pass"),
    Case({**RHO, "kind_rho": "pass", "artificial_rho": "no", "choice_pass_rho": "decline"},
         "pass_again", REPEAT, {"30A"},
         "Law 30A 2017: pass at RHO's turn, offender passes at his next turn"),
    *[case for kind in ("double", "redouble")
      for case in _double_rho({**RHO, "kind_rho": kind, "double_ok_rho": "yes"}, kind)],
    *[Case({**RHO, "kind_rho": kind, "double_ok_rho": "no"}, "inadmissible", INADMISSIBLE,
           {"36B", "26B"}, f"Laws 32 and 36B: an inadmissible {kind} cannot be accepted")
      for kind in ("double", "redouble")],
    *_accepted_by_call({"turn": "rho", **M_RHO, "rho_must_pass": "no", "acted_rho": "lho"},
                       "accepted_kind"),
    # Partner's turn (31B / 30B1 / 32B)
    *_bid_other({**PARTNER, "kind_partner": "bid"}, "bid at partner's turn"),
    *_bid_other({**PARTNER, "kind_partner": "pass", "artificial_other": "yes"},
                "artificial pass at partner's turn (30C)"),
    *_pass_other({**PARTNER, "kind_partner": "pass", "artificial_other": "no"}, "partner"),
    *[case for kind in ("double", "redouble")
      for case in _double_partner({**PARTNER, "kind_partner": kind,
                                   "double_ok_partner": "yes"}, kind)],
    *[Case({**PARTNER, "kind_partner": kind, "double_ok_partner": "no"}, "inadmissible",
           INADMISSIBLE, {"36B", "26B"}, f"Laws 32 and 36B: an inadmissible {kind}")
      for kind in ("double", "redouble")],
    *_accepted_by_call({"turn": "partner", **M_PARTNER, "acted_partner": "lho"},
                       "accepted_kind"),
    # LHO's turn, offender has not called before: LHO is dealer (31B / 30B1; a double is
    # inadmissible, 36)
    *_bid_other({**LHO, "kind_lho": "bid"}, "bid at LHO's turn"),
    *_bid_other({**LHO, "kind_lho": "pass", "artificial_other": "yes"},
                "artificial pass at LHO's turn (30C)"),
    *_pass_other({**LHO, "kind_lho": "pass", "artificial_other": "no"}, "LHO"),
    *[Case({**LHO, "kind_lho": kind}, "inadmissible", INADMISSIBLE, {"36B"},
           f"Law 36B: a {kind} as the first call of the board is inadmissible")
      for kind in ("double", "redouble")],
    # LHO (the dealer) was in turn himself and called: the director asks what he meant.
    # Over the call out of turn: acceptance (29A). His own call in turn: 28B, the call out
    # of turn is cancelled without rectification (WBF commentary on 28B: 29A does not
    # override 28B).
    *_accepted_by_call({"turn": "lho", "called_before": "no", **M_LHO, "acted_lho": "lho",
                        "lho_intent": "over"}, "accepted_kind_dealer"),
    Case({"turn": "lho", "called_before": "no", **M_LHO, "acted_lho": "lho",
          "lho_intent": "own_turn"},
         "lho_in_turn",
         {"accepted": False, "call_cancelled": True, "offender_partner_must_pass": "no",
          "lead_restriction": "none", "unauthorized_information": True}, {"28B", "16C2"},
         "Law 28B 2017: the dealer (offender's LHO) made his own call in turn: the call out "
         "of turn is cancelled, 26 does not apply, 16C2 for the offender's partner"),
]

# Table data answer whose turn it was, whether the offender called before and the kind of
# call. Turn seen from the offender: offender.relation_to(the seat whose turn it was).
FACT_CASES = [
    # N deals, East bids 1♥ first: it was North's turn, East's RHO.
    Case({**M_RHO, **RHO_NONE, "choice_bid_rho": "decline",
          "offender_call_31a": "rho_passed"}, "repeat_bid",
         REPEAT, {"31A1"},
         "facts: East's 1♥ at dealer North's turn is at RHO's turn; an opening bid is "
         "sufficient, so the repeated bid is legal",
         facts={"dealer": "N", "auction": "", "offender": "E", "call": "1♥"}),
    # Same, but West (LHO of East) has already called: accepted.
    Case({**M_RHO, "rho_must_pass": "no", "acted_rho": "lho"}, "accepted", ACCEPTED, {"29A"},
         "facts: the kind of call (bid) is known, LHO's call accepted it",
         facts={"dealer": "N", "auction": "", "offender": "E", "call": "1♥"}),
    # N deals, South passes first: it was his partner's turn.
    Case({**M_PARTNER, "acted_partner": "no", "artificial_other": "no",
          "choice_pass_other": "decline", "offender_call_30b": "other"}, "partner_once_30b",
         ONCE, {"30B1(b)"},
         "facts: South's pass at dealer North's turn is at partner's turn",
         facts={"dealer": "N", "auction": "", "offender": "S", "call": "pas"}),
    # W deals, South bids 1♠ first: it was West's turn, South's LHO; South had not called:
    # West is the dealer and nobody has called yet (issue 22: from the table data).
    Case({**M_LHO, "acted_lho": "no", "choice_bid_other": "decline",
          "offender_call_31b": "comparable"},
         "comparable_31b", COMPARABLE, {"31B2"},
         "facts: South's 1♠ at dealer West's turn is at LHO's turn, no earlier call",
         facts={"dealer": "W", "auction": "", "offender": "S", "call": "1♠"}),
    # N opens 1♥; North bids again at East's turn: a change of call.
    Case({}, "changed_call", {"rectification": "treat_as_changed_call"}, {"25"},
         "facts: North's second call at East's (LHO's) turn is a change of call",
         facts={"dealer": "N", "auction": "1♥", "offender": "N", "call": "2♥"}),
    # N 1♠, E pass; West doubles at South's turn (his RHO): double of North's 1♠.
    Case({**M_RHO, **RHO_NONE, "choice_double_rho": "decline", "offender_call_32a": "other"},
         "partner_once_32a", ONCE, {"32A2(b)"},
         "facts: West's double at South's turn is at RHO's turn",
         facts={"dealer": "N", "auction": "1♠ pas", "offender": "W", "call": "X"}),
    # N 1♠; South doubles his partner's bid at East's turn (his RHO): inadmissible.
    Case({**M_RHO, **RHO_NONE}, "inadmissible",
         INADMISSIBLE, {"36B"}, "facts: South doubles partner's 1♠ at RHO's turn",
         facts={"dealer": "N", "auction": "1♠", "offender": "S", "call": "X"}),
    # W deals; South doubles first, at West's (LHO's) turn: nothing to double.
    Case({**M_LHO, "acted_lho": "no"}, "inadmissible", INADMISSIBLE, {"36B"},
         "facts: a double as the first call of the board, at LHO's turn",
         facts={"dealer": "W", "auction": "", "offender": "S", "call": "X"}),
    # The same seats, North doubling first: West is North's RHO, not his LHO.
    Case({**M_RHO, **RHO_NONE}, "inadmissible",
         INADMISSIBLE, {"36B"}, "facts: dealer West is North's RHO (Seat.relation_to)",
         facts={"dealer": "W", "auction": "", "offender": "N", "call": "X"}),
    # Issue 22: North opens 1♠ and South bids 1♥ at East's turn (his RHO): insufficient
    # and out of rotation (27A2). West declines, East passes: South repeats 1♥, still
    # insufficient, and Law 27 applies to it (31A1); West accepts it now.
    Case({**M_RHO, **RHO_NONE, "choice_bid_rho": "decline", "offender_call_31a": "rho_passed",
          "insufficient-bid:lho_called": "no", "insufficient-bid:lho_choice": "accept"},
         "accepted", {"accepted": True, "offender_partner_must_pass": "no"},
         {"31A1", "27A1"}, "EBU TD forum 'insufficient bid OOT': repeated, still "
         "insufficient, LHO may accept it (27A1)",
         facts={"dealer": "N", "auction": "1♠", "offender": "Z", "call": "1♥"},
         topic="insufficient-bid"),
]

# The story: a mis-pull out of turn is replaced by the intended call (25A1), which is
# still out of turn, and 29-32 apply to it. North deals, East means 1♠ and pulls 1♥.
STORIES = [
    Case({"mispull_rho": "yes", "changed-call:partner_called": "no",
          "call-out-of-turn.2:rho_must_pass": "no",
          "call-out-of-turn.2:acted_rho": "no", "call-out-of-turn.2:rho_called": "no",
          "call-out-of-turn.2:kind_rho": "bid",
          "call-out-of-turn.2:choice_bid_rho": "decline",
          "call-out-of-turn.2:offender_call_31a": "rho_passed",
          "call-out-of-turn.2:still_insufficient": "no"}, "repeat_bid", REPEAT,
         {"25A1", "31A1"}, "Laws 25A1 and 31A1: the intended 1♠ must be repeated",
         facts={"dealer": "N", "auction": "", "offender": "O", "call": "1♥",
                "replacement": "1♠"}, topic=TOPIC),
]


# Issue 17: the meanings of the call out of turn and of the offender's new call answer
# whether it is comparable (30B1(b), 31A2, 31B, 32A2, 32B). Lincoln Bridge Club, "Pass out
# of rotation" (https://www.bridgewebs.com/lincoln/page4.html): South deals, North
# passes out of turn, East does not accept, South opens, North calls again.
LINCOLN = {"dealer": "Z", "offender": "N", "call": "pas", "withdrawn_meaning": "open-pass"}
MEANING_CASES = [
    Case({**M_PARTNER, "acted_partner": "no", "artificial_other": "no",
          "choice_pass_other": "decline"}, "comparable_30b", COMPARABLE, {"30B1(b)", "23C"},
         "Lincoln: North's 1NT (6-9) fits inside his pass: comparable",
         facts={**LINCOLN, "replacement_meaning": "1nt-response"}),
    Case({**M_PARTNER, "acted_partner": "no", "artificial_other": "no",
          "choice_pass_other": "decline"}, "partner_once_30b", ONCE, {"30B1(b)"},
         "Lincoln: North's 1♠ may hold an opening hand: not comparable",
         facts={**LINCOLN, "replacement_meaning": "response-new-suit:♠"}),
    # East opens 1♥ at dealer North's turn (RHO); North opens 1♣, East overcalls 1♥: the
    # overcall shows less than the opening could: not a subset, not comparable (31A2(b)).
    Case({**M_RHO, **RHO_NONE, "choice_bid_rho": "decline", "offender_call_31a": "other"},
         "partner_once_31a",
         ONCE, {"31A2(b)"}, "31A2: 1♥ opening out of turn, then a 1♥ overcall",
         facts={"dealer": "N", "offender": "O", "call": "1♥",
                "withdrawn_meaning": "open1-major:♥", "replacement_meaning": "overcall1:♥"}),
    Case({**M_RHO, **RHO_NONE, "choice_bid_rho": "decline"}, "comparable_31a", COMPARABLE,
         {"31A2(a)"},
         "31A2(a): the same opening meaning again after RHO's call",
         facts={"dealer": "N", "offender": "O", "call": "1♥",
                "withdrawn_meaning": "open1-major:♥",
                "replacement_meaning": "open1-major:♥"}),
    # An artificial pass out of turn (its meaning says so) is dealt with as a bid (30C).
    Case({**M_PARTNER, "acted_partner": "no", "choice_bid_other": "decline"}, "comparable_31b",
         COMPARABLE, {"31B2"},
         "30C: an artificial pass (strong pass system) is a bid out of rotation",
         facts={"dealer": "Z", "offender": "N", "call": "pas",
                "withdrawn_meaning": "pas art hcp=16+",
                "replacement_meaning": "pas art hcp=16+"}),
]


@pytest.mark.parametrize("case", MEANING_CASES, ids=lambda c: c.source[:40])
def test_meanings_answer_whether_the_new_call_is_comparable(case: Case) -> None:
    check_case(TOPIC, case)


def test_pass_at_rhos_turn_warns_about_the_withdrawn_pass() -> None:
    """Issue 10, family 3: 30A, the offender passes at his turn; the cancelled pass is a
    withdrawn call, unauthorized for his partner (16C2). The director says so."""
    topic = library().topic(TOPIC)
    result = walk_chain(topic, {**M_RHO, **RHO_NONE, "artificial_rho": "no",
                                "choice_pass_rho": "decline"},
                        {"dealer": "O", "offender": "Z", "call": "pas"})
    assert isinstance(result, Decided) and result.ruling.id == "pass_again"
    assert "16C2" in combined(result).laws
    said = " ".join(t.get_lang("nl") for t in combined(result).tell)
    assert "ingetrokken pas" in said
    assert any(f.laws and "16C2" in f.laws for f in combined(result).afterwards)


def test_an_empty_auction_needs_no_auction_fact() -> None:
    """Issue 10, family 9: the dealer, the offender and his call are enough for the first
    call of the board; no empty ``auction`` has to be given."""
    topic = library().topic(TOPIC)
    result = walk(topic, {}, {"dealer": "O", "offender": "Z", "call": "pas"}, premises=True)
    turn = next(s for s in result.path if s.node == "turn")
    assert (turn.answer, turn.source) == ("rho", "fact")


# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words).
WORKED_EXAMPLES = [
    # EBU TD forum, "Bid out of turn and subsequent laws": North, holding a weak hand, put
    # down 2♠ while his partner South was dealer. LHO did not accept, South opened 1♥, East
    # overcalled 2♦ and North passed. A pass is not comparable with a weak 2♠ opening, so
    # South must pass at his next turn (once), with lead restrictions possible; the EBU's
    # chief TD agreed there need not be any comparable call at all.
    Case({**PARTNER, "kind_partner": "bid", "choice_bid_other": "decline",
          "offender_call_31b": "other"}, "partner_once_31b", ONCE,
         {"31B2", "31A2(b)", "26B"},
         "EBU TD forum, 'Bid out of turn and subsequent laws', "
         "https://forums.ebu.co.uk/discussion/462/bid-out-of-turn-and-subsequent-laws"),
    # EBU TD forum, "Comparable call - was I right?": a 1♠ opening out of turn at partner's
    # turn was not accepted; partner opened and the offender's strong jump to 2♠ was ruled
    # comparable (a subset of the 1♠ opening): no further rectification.
    Case({**PARTNER, "kind_partner": "bid", "choice_bid_other": "decline",
          "offender_call_31b": "comparable"}, "comparable_31b", COMPARABLE,
         {"31B2", "31A2(a)", "23A"},
         "EBU TD forum, 'Comparable call - was I right?', "
         "https://www.ebu.co.uk/forum/discussion/297/comparable-call-was-i-right"),
    # Mr Bridge forum, "Pass out of turn": North was dealer, South passed out of turn, the
    # pass was not accepted and North opened a strong forcing 2♣. A negative 2♦ response
    # shows the same weakness as the cancelled pass: comparable (30B1(b)(i)), so South is
    # not barred; the director who made North pass was wrong.
    Case({**PARTNER, "kind_partner": "pass", "artificial_other": "no",
          "choice_pass_other": "decline", "offender_call_30b": "comparable"},
         "comparable_30b", COMPARABLE, {"30B1(b)", "23A"},
         "Mr Bridge forum, 'Pass out of turn', "
         "https://mrbridge.co.uk/forum/index.php?p=/discussion/400/pass-out-of-turn"),
    # BBO forums, "Law 32A Double out of rotation": LHO opened 3♠ and the player doubled at
    # his partner's turn; not accepted. Law 32B: partner calls freely (16C2); a comparable
    # call by the offender ends it, any other call bars partner once, with 26B possible.
    Case({**PARTNER, "kind_partner": "double", "double_ok_partner": "yes",
          "choice_double_partner": "decline", "offender_call_32b": "other"},
         "partner_once_32b", ONCE, {"32B2", "32A2(b)", "26B"},
         "BBO forums, 'Law 32A Double out of rotation' (2019), "
         "https://www2.dal10.sl.bridgebase.com/forums/topic/81484-incontrovertible-or-not/"
         "page__view__new"),
    # WBF commentary on Law 28 (2017), as published by the Hellenic federation: South is
    # dealer, West opens out of turn and South then bids: South, whose turn it was, has
    # called in rotation and West's bid is cancelled (28B), UI for East.
    Case({"turn": "rho", **M_RHO, "rho_must_pass": "no", "acted_rho": "no",
          "rho_called": "yes"},
         "correct_player", {"call_cancelled": True, "lead_restriction": "none",
          "unauthorized_information": True}, {"28B", "16C2"},
         "WBF commentary on Law 28B, https://laws.hellasbridge.org/comment_law_28"),
    # Same commentary: South is dealer, East opens 1♥ out of turn and South bids 1♠. The
    # director must ask South: an overcall accepts 1♥ (29A) ...
    Case({"turn": "lho", "called_before": "no", **M_LHO, "acted_lho": "lho",
          "lho_intent": "over", "accepted_kind_dealer": "bid"}, "accepted", ACCEPTED, {"29A"},
         "WBF commentary on Law 28B (overcall: accepted), "
         "https://laws.hellasbridge.org/comment_law_28"),
    # ... an opening of his own cancels it (28B), with UI for West.
    Case({"turn": "lho", "called_before": "no", **M_LHO, "acted_lho": "lho",
          "lho_intent": "own_turn"},
         "lho_in_turn", {"call_cancelled": True, "lead_restriction": "none",
                         "unauthorized_information": True}, {"28B", "16C2"},
         "WBF commentary on Law 28B (own opening: 29A does not override 28B), "
         "https://laws.hellasbridge.org/comment_law_28"),
]


def test_call_in_turn_is_refused() -> None:
    """East was in turn: the table data contradict a call out of turn."""
    topic = library().topic(TOPIC)
    with pytest.raises(InputError):
        walk(topic, {}, {"dealer": "N", "auction": "1♥", "offender": "E", "call": "1♠"},
             premises=True)


def test_fact_and_answer_must_agree() -> None:
    """A director's answer that contradicts the table data is reported, not overruled."""
    topic = library().topic(TOPIC)
    with pytest.raises(InputError):
        walk(topic, {"turn": "partner"},
             {"dealer": "N", "auction": "", "offender": "E", "call": "1♥"}, premises=True)


TestTopic = topic_tests(TOPIC, CASES, more=FACT_CASES + STORIES,
                       worked=WORKED_EXAMPLES)


# -- issue 22: no ruling on an unasked premise ------------------------------------------


def test_no_ruling_rests_on_an_unasked_premise() -> None:
    assert unasked_premises(TOPIC) == set()


def test_lho_calling_over_it_is_asked_with_the_other_checks() -> None:
    """Issue 22 family: a call out of rotation accepted by LHO calling over it (29A) is
    asked, on the exceptions screen with the other first checks; the table data settle
    whose turn it was. West's 1♥ over South's 1♠ at East's turn (EBU TD forum)."""
    topic = library().topic(TOPIC)
    table = {"dealer": "N", "auction": "1♣", "offender": "Z", "call": "1♠"}
    start = walk_chain(topic, {}, table)
    assert [q.id for q in start.exceptions] == ["mispull_rho", "rho_must_pass", "acted_rho",
                                                "rho_called"]
    res = walk_chain(topic, {**M_RHO, "rho_must_pass": "no", "acted_rho": "lho"}, table)
    assert isinstance(res, Decided) and res.ruling.id == "accepted"
    assert [(s.node, s.source) for s in res.path] == [
        ("turn", "fact"), ("mispull_rho", "answer"), ("rho_must_pass", "answer"),
        ("acted_rho", "answer"), ("accepted_kind", "fact")]
    # the call by which LHO accepted may itself be irregular: the director is told so
    assert any("(27)" in n.get_lang("en") for n in res.ruling.notes)


def test_lho_is_dealer_comes_from_the_seats_and_the_calls() -> None:
    """Issue 22 family (NBB protocol): at LHO's turn, 'LHO is dealer and nobody has
    called yet' is worked out from the table data, not assumed; without them it is a line
    of the exceptions screen."""
    topic = library().topic(TOPIC)
    first = {"dealer": "W", "auction": "", "offender": "Z", "call": "1♠"}
    res = walk_chain(topic, {}, first)
    assert ("called_before", "no", "fact") in [(s.node, s.answer, s.source) for s in res.path]
    assert [q.id for q in res.exceptions] == ["mispull_lho", "acted_lho"]
    again = walk_chain(topic, {}, {"dealer": "N", "auction": "1♥", "offender": "N",
                                   "call": "2♥"})
    assert [p.ruling.id for p in again.parts] == ["changed_call"]  # on in changed-call
    bare = walk_chain(topic, {"turn": "lho"})
    assert [q.id for q in bare.exceptions] == ["called_before", "mispull_lho", "acted_lho"]


def test_an_insufficient_bid_repeated_after_rhos_pass_goes_on_under_law_27() -> None:
    """Issue 22 family (31A1, 27A2; EBU TD forum 'insufficient bid OOT'): North 1♠, South
    1♥ at East's turn. West declines, East passes: South must repeat 1♥, which is still
    insufficient, so Law 27 applies to it, LHO's acceptance included. Nothing already
    settled is asked again in 27; the calls given (before East's pass) do not carry."""
    topic = library().topic(TOPIC)
    table = {"dealer": "N", "auction": "1♠", "offender": "Z", "call": "1♥"}
    answers = {**M_RHO, **RHO_NONE, "choice_bid_rho": "decline",
               "offender_call_31a": "rho_passed"}
    res = walk_chain(topic, answers, table)
    assert res.topic.id == "insufficient-bid"
    assert [p.ruling.id for p in res.parts] == ["repeat_insufficient"]
    assert ("still_insufficient", "yes", "fact") in [
        (s.node, s.answer, s.source) for s in res.parts[0].path]
    assert [(s.node, s.answer, s.source) for s in res.path] == [
        ("insufficient", "yes", "carried"), ("in_turn", "yes", "carried"),
        ("mispull", "no", "carried")]
    assert [q.id for q in res.exceptions] == ["lho_called"]
    more = {**answers, "insufficient-bid:lho_called": "no",
            "insufficient-bid:lho_choice": "decline",
            "insufficient-bid:replacement": "lowest_same"}
    done = walk_chain(topic, more, table)
    assert isinstance(done, Decided) and done.ruling.id == "no_rectification_b1a"
    assert {"31A1", "27B1(a)"} <= set(combined(done).laws)
    # A sufficient bid out of rotation, repeated, stands without rectification.
    fine = walk_chain(topic, answers, {**table, "call": "2♥"})
    assert isinstance(fine, Decided) and fine.ruling.id == "repeat_bid"
