"""Insufficient bid (27): protocol 4.2 of seed 000 and the 2017 text of Law 27."""

import pytest

from tests.topics.harness import Case, check_case, check_covers_every_path

TOPIC = "insufficient-bid"
START = {"insufficient": "yes", "in_turn": "yes", "lho_called": "no"}
NO_PREMATURE = {**START, "premature": "no"}
PASS_REST = {"offender_partner_must_pass": "rest_of_auction", "lead_restriction": "26B"}
NO_RECT = {"offender_partner_must_pass": "no", "lead_restriction": "none"}

CASES = [
    Case(
        {"insufficient": "no"},
        "not_insufficient",
        {"rectification": "no_irregularity"},
        {"18D"},
        "Law 18D: a bid that is higher is sufficient",
    ),
    Case(
        {"insufficient": "yes", "in_turn": "no"},
        "out_of_turn",
        {"rectification": "treat_as_call_out_of_turn"},
        {"27A2", "31"},
        "Law 27A2",
    ),
    Case(
        {**START, "lho_called": "yes"},
        "accepted",
        {"accepted": True, **NO_RECT},
        {"27A1"},
        "000 4.2: LHO called after the insufficient bid: 27A1 de facto, no rectification",
    ),
    # 27C: premature replacement; LHO may still accept (000 4.2, 'getracht te corrigeren').
    Case(
        {**START, "premature": "yes", "lho_choice_premature": "accept"},
        "accepted",
        {"accepted": True},
        {"27A1"},
        "000 4.2: LHO first gets the chance to accept",
    ),
    *[
        Case(
            {
                **START,
                "premature": "yes",
                "lho_choice_premature": "decline",
                "premature_kind": kind,
            },
            ruling,
            outcome,
            laws,
            "Law 27C with 27B",
        )
        for kind, ruling, outcome, laws in [
            ("lowest_same", "no_rectification_b1a", NO_RECT, {"27B1(a)", "27D"}),
            ("comparable", "no_rectification_b1b", NO_RECT, {"27B1(b)", "27D"}),
            ("other", "partner_passes", PASS_REST, {"27B2", "26B"}),
            (
                "double",
                "double_cancelled",
                {**PASS_REST, "offender_may_not_double": True},
                {"27B3"},
            ),
            ("insufficient", "insufficient_again", PASS_REST, {"27B4"}),
        ]
    ],
    # 7A/8A-10A: 27B1(a)
    Case(
        {**NO_PREMATURE, "case": "b1a", "lho_choice_b1a": "accept"},
        "accepted",
        {"accepted": True, **NO_RECT},
        {"27A1"},
        "000 4.2 10A: LHO accepts",
    ),
    Case(
        {
            **NO_PREMATURE,
            "case": "b1a",
            "lho_choice_b1a": "decline",
            "replacement_b1a": "lowest_same",
        },
        "no_rectification_b1a",
        {**NO_RECT, "unauthorized_information": False, "adjusted_score": "possible"},
        {"27B1(a)", "27D"},
        "000 4.2 10A: lowest sufficient, same denomination: no "
        "rectification, NOS may call back (27D)",
    ),
    Case(
        {
            **NO_PREMATURE,
            "case": "b1a",
            "lho_choice_b1a": "decline",
            "replacement_b1a": "comparable",
        },
        "no_rectification_b1b",
        NO_RECT,
        {"27B1(b)", "23A"},
        "Law 27B1(b): except as in (a), a comparable call",
    ),
    Case(
        {**NO_PREMATURE, "case": "b1a", "lho_choice_b1a": "decline", "replacement_b1a": "other"},
        "partner_passes",
        PASS_REST,
        {"27B2", "26B", "72C"},
        "000 4.2 10A: another bid or pass: partner passes for the rest",
    ),
    Case(
        {**NO_PREMATURE, "case": "b1a", "lho_choice_b1a": "decline", "replacement_b1a": "double"},
        "double_cancelled",
        {**PASS_REST, "call_cancelled": True},
        {"27B3", "26B", "72C"},
        "000 4.2 8A: a double/redouble is cancelled, partner passes, 26B, 72C",
    ),
    Case(
        {
            **NO_PREMATURE,
            "case": "b1a",
            "lho_choice_b1a": "decline",
            "replacement_b1a": "insufficient",
        },
        "insufficient_again",
        PASS_REST,
        {"27B4"},
        "Law 27B4",
    ),
    # 7B: 27B1(b)
    Case(
        {**NO_PREMATURE, "case": "b1b", "lho_choice_b1b": "accept"},
        "accepted",
        {"accepted": True},
        {"27A1"},
        "000 4.2 7B: LHO accepts",
    ),
    Case(
        {
            **NO_PREMATURE,
            "case": "b1b",
            "lho_choice_b1b": "decline",
            "replacement_b1b": "comparable",
        },
        "no_rectification_b1b",
        {**NO_RECT, "unauthorized_information": False},
        {"27B1(b)", "27D"},
        "000 4.2 9B: same meaning: no further rectification",
    ),
    Case(
        {**NO_PREMATURE, "case": "b1b", "lho_choice_b1b": "decline", "replacement_b1b": "other"},
        "partner_passes",
        PASS_REST,
        {"27B2"},
        "000 4.2 9B: other call or pass: partner passes for the rest",
    ),
    Case(
        {**NO_PREMATURE, "case": "b1b", "lho_choice_b1b": "decline", "replacement_b1b": "double"},
        "double_cancelled",
        PASS_REST,
        {"27B3"},
        "000 4.2 9B: double/redouble only if it is the comparable call",
    ),
    Case(
        {
            **NO_PREMATURE,
            "case": "b1b",
            "lho_choice_b1b": "decline",
            "replacement_b1b": "insufficient",
        },
        "insufficient_again",
        PASS_REST,
        {"27B4"},
        "Law 27B4",
    ),
    # 7C: 27B2
    Case(
        {**NO_PREMATURE, "case": "b2", "lho_choice_b2": "accept"},
        "accepted",
        {"accepted": True},
        {"27A1"},
        "000 4.2 10C: LHO accepts",
    ),
    Case(
        {**NO_PREMATURE, "case": "b2", "lho_choice_b2": "decline", "replacement_b2": "other"},
        "partner_passes",
        PASS_REST,
        {"27B2", "26B"},
        "000 4.2 10C: partner passes for the rest; 26B may follow",
    ),
    Case(
        {**NO_PREMATURE, "case": "b2", "lho_choice_b2": "decline", "replacement_b2": "double"},
        "double_cancelled",
        {**PASS_REST, "offender_may_not_double": True},
        {"27B3"},
        "000 4.2 8C: he may not double or redouble",
    ),
    Case(
        {
            **NO_PREMATURE,
            "case": "b2",
            "lho_choice_b2": "decline",
            "replacement_b2": "insufficient",
        },
        "insufficient_again",
        PASS_REST,
        {"27B4"},
        "Law 27B4",
    ),
]

# Table data answers the first two questions (facts): 1♠ by North, then 1♥ by East.
FACT_CASES = [
    Case(
        {"lho_called": "yes"},
        "accepted",
        {"accepted": True},
        {"27A1"},
        "facts: East's 1♥ over 1♠ is insufficient and in turn",
        facts={"dealer": "N", "auction": "1♠", "offender": "E", "call": "1♥"},
    ),
    Case(
        {},
        "not_insufficient",
        {"rectification": "no_irregularity"},
        {"18D"},
        "facts: 2♥ over 1♠ is sufficient",
        facts={"dealer": "N", "auction": "1♠", "offender": "E", "call": "2♥"},
    ),
    Case(
        {},
        "out_of_turn",
        {"rectification": "treat_as_call_out_of_turn"},
        {"31"},
        "facts: South's 1♥ at East's turn is out of rotation",
        facts={"dealer": "N", "auction": "1♠", "offender": "S", "call": "1♥"},
    ),
]


@pytest.mark.parametrize("case", CASES + FACT_CASES, ids=lambda c: c.id)
def test_case(case: Case) -> None:
    check_case(TOPIC, case)


def test_every_path_has_a_case() -> None:
    check_covers_every_path(TOPIC, CASES)


# Worked examples from public teaching material on the 2017 Laws (extra cases on existing
# paths; retold in our own words). Source: the Welsh Bridge Union's directors' question
# page, answer by Tony on the 2017 insufficient-bid rules,
# https://directors.welshbridgeunion.org/?p=893. Opener bid 1♣ (natural) and his partner,
# who had not seen it and thought he was opening, also bid 1♣. LHO does not accept.
WBU_1C = "WBU directors' Q&A on Law 27 (1♣ - 1♣), https://directors.welshbridgeunion.org/?p=893"
WBU_START = {**NO_PREMATURE, "case": "b1a", "lho_choice_b1a": "decline"}
WORKED_EXAMPLES = [
    # With a natural club suit, 2♣ is the lowest sufficient bid that specifies clubs:
    # no further rectification, only 27D afterwards.
    Case({**WBU_START, "replacement_b1a": "lowest_same"}, "no_rectification_b1a", NO_RECT,
         {"27B1(a)", "27D"}, f"{WBU_1C}: 2♣ replaces 1♣ (27B1(a))"),
    # A limit raise to 3♣ (say 11-12 points) describes a subset of the hands that open
    # 1♣: a comparable call, no rectification either.
    Case({**WBU_START, "replacement_b1a": "comparable"}, "no_rectification_b1b", NO_RECT,
         {"27B1(b)", "23A"}, f"{WBU_1C}: 3♣ as a comparable call (27B1(b))"),
    # Any other call bars the opener for the rest of the auction.
    Case({**WBU_START, "replacement_b1a": "other"}, "partner_passes", PASS_REST,
         {"27B2", "26B"}, f"{WBU_1C}: any other call silences partner (27B2)"),
    # If the 1♣ was artificial (strong or short), it specified no denomination: 27B1(a)
    # cannot apply and there is probably no comparable call, so partner will be barred.
    Case({**NO_PREMATURE, "case": "b2", "lho_choice_b2": "decline", "replacement_b2": "other"},
         "partner_passes", PASS_REST, {"27B2"},
         f"{WBU_1C}: artificial 1♣, no denomination specified (27B2)"),
]


@pytest.mark.parametrize("case", WORKED_EXAMPLES, ids=lambda c: c.id)
def test_worked_examples(case: Case) -> None:
    check_case(TOPIC, case)
