"""The revoke table of seed 004 (steps 0-7), both ways in: from facts and from played boards.

Each row states the situation of one step of the "Verzakingwijzer" and the correction the
seed gives for it. The facts way goes through ``RevokeFacts`` and the ``--facts`` command;
the PBN way through a played board in ``tests/calc/data`` whose cards produce exactly that
situation (the trick numbers and winners were checked by hand against the play record).
Then the 2017 law texts of seed 003 (64A1, 64A2, 64B3, 64B7) case by case.
"""

from __future__ import annotations

import json

import pytest

from arbiter.bridge import Seat
from arbiter.calc.revoke import STEPS, RevokeFacts, transfer
from arbiter.calc.revoke_pbn import analyse, read_pbn_file
from tests.calc.play_helpers import pbn_path, run_json

BASE = {
    "revoker": "defender",
    "established": True,
    "revoke_trick": 5,
    "revoke_trick_won_by": "offender",
    "offending_side_tricks_after": 2,
}

# step, situation (seed 004), facts that differ from BASE, tricks, laws that must be cited
FACT_ROWS = [
    (0, "dummy revoked", {"revoker": "dummy"}, 0, {"64B3"}),
    (0, "failed to play a faced card", {"failure_to_play_exposed_card": True}, 0, {"64B3"}),
    (
        1,
        "revoke on trick 12",
        {"revoke_trick": 12, "offending_side_tricks_after": 1},
        0,
        {"62D", "64B6"},
    ),
    (
        2,
        "OS lost the revoke trick and won none after",
        {"revoke_trick_won_by": "non_offending_side", "offending_side_tricks_after": 0},
        0,
        {"64B1"},
    ),
    (3, "the other side revoked too", {"both_sides_revoked": True}, 0, {"64B7"}),
    (4, "same player, same suit again", {"same_player_same_suit_again": True}, 0, {"64B2"}),
    (
        5,
        "trick won by the revoker's partner",
        {"revoke_trick_won_by": "offender_partner"},
        1,
        {"64A2"},
    ),
    (
        5,
        "trick won by the NOS, OS won a later trick",
        {"revoke_trick_won_by": "non_offending_side", "offending_side_tricks_after": 1},
        1,
        {"64A2"},
    ),
    (6, "revoker won it, OS won nothing after", {"offending_side_tricks_after": 0}, 1, {"64A1"}),
    (7, "revoker won it, OS won a later trick", {}, 2, {"64A1"}),
]


@pytest.mark.parametrize(("step", "situation", "changes", "tricks", "laws"), FACT_ROWS)
def test_table_from_facts(step, situation, changes, tricks, laws):
    result = transfer(RevokeFacts.from_mapping({**BASE, **changes}))
    assert (result.step, result.tricks) == (step, tricks), situation
    assert laws <= set(result.laws)
    assert result.reminder["nl"] and "64C" in result.reminder["en"]


@pytest.mark.parametrize(("step", "situation", "changes", "tricks", "laws"), FACT_ROWS)
def test_table_from_facts_command(capsys, step, situation, changes, tricks, laws):
    data = run_json(capsys, "calc", "revoke", "--facts", json.dumps({**BASE, **changes}))
    assert (data["step"], data["tricks"]) == (step, tricks), situation
    assert laws <= set(data["laws"])
    # the walk down the table: every earlier step answered no, the deciding one yes
    assert [s["step"] for s in data["steps"]] == list(range(step + 1))
    assert [s["applies"] for s in data["steps"]] == [False] * step + [True]
    assert "64C" in data["reminder"]


def test_every_step_has_a_question_in_both_languages():
    assert sorted(STEPS) == list(range(8))
    assert all(text["nl"] and text["en"] for text in STEPS.values())


def test_not_established_is_outside_the_table():
    result = transfer(RevokeFacts.from_mapping({**BASE, "established": False}))
    assert result.step is None and result.tricks == 0 and result.must_correct
    assert "62A" in result.laws


# file, revokes as (trick, seat, role, step, tricks), declarer's tricks as played, corrected
PBN_ROWS = [
    ("revoke_dummy.pbn", [(4, "N", "dummy", 0, 0)], 9, 9),
    ("revoke_trick12.pbn", [(12, "E", "defender", 1, 0)], 9, 9),
    ("revoke_step2_no_tricks.pbn", [(3, "E", "defender", 2, 0)], 12, 12),
    ("revoke_both_sides.pbn", [(5, "W", "defender", 3, 0), (8, "S", "declarer", 3, 0)], 11, 11),
    (
        "revoke_step4_same_suit_again.pbn",
        [(3, "W", "defender", 5, 1), (8, "W", "defender", 4, 0)],
        5,
        6,
    ),
    ("revoke_step5_lost_trick.pbn", [(3, "W", "defender", 5, 1)], 8, 9),
    ("revoke_step6_won_no_more.pbn", [(10, "E", "defender", 6, 1)], 8, 9),
    ("revoke_trick5.pbn", [(5, "W", "defender", 7, 2)], 10, 12),
]


@pytest.mark.parametrize(("name", "revokes", "played", "corrected"), PBN_ROWS)
def test_table_from_played_boards(name, revokes, played, corrected):
    board = read_pbn_file(pbn_path(name))
    analysis = analyse(board.played, board.vulnerability)
    found = [
        (f.trick, f.seat.abbr("en"), f.role, f.result.step, f.result.tricks)
        for f in analysis.revokes
    ]
    assert found == revokes
    assert all(f.established and f.established_by == "63A1" for f in analysis.revokes)
    assert (analysis.tricks_as_played, analysis.corrected_tricks) == (played, corrected)


@pytest.mark.parametrize(("name", "revokes", "played", "corrected"), PBN_ROWS)
def test_table_from_played_boards_command(capsys, name, revokes, played, corrected):
    data = run_json(capsys, "calc", "revoke", "--pbn", pbn_path(name))
    assert [(r["trick"], r["seat"], r["step"], r["tricks"]) for r in data["revokes"]] == [
        (trick, seat, step, tricks) for trick, seat, _role, step, tricks in revokes
    ]
    assert (data["tricks_as_played"], data["corrected_tricks"]) == (played, corrected)


# -- the law texts of seed 003, case by case ----------------------------------------------


def _facts(**changes) -> RevokeFacts:
    return RevokeFacts.from_mapping({**BASE, **changes})


def test_64a1_revoke_trick_plus_one_later_trick_of_the_offending_side():
    # "die slag ... samen met één slag van de slagen die de overtredende partij na de
    # verzaking nog heeft gemaakt": two when there is a later trick, one when there is none
    assert transfer(_facts(offending_side_tricks_after=5)).tricks == 2
    assert transfer(_facts(offending_side_tricks_after=1)).tricks == 2
    assert transfer(_facts(offending_side_tricks_after=0)).tricks == 1


def test_64a1_note_a_trick_won_by_dummy_is_not_won_by_declarer():
    # declarer revokes, dummy wins the trick: 64A2 (one trick), not 64A1
    result = transfer(_facts(revoker="declarer", revoke_trick_won_by="offender_partner"))
    assert (result.tricks, result.laws) == (1, ("64A2",))
    # and the played board says so too: in revoke_both_sides.pbn South revokes on trick 8,
    # which North (dummy) wins
    board = read_pbn_file(pbn_path("revoke_both_sides.pbn"))
    south = analyse(board.played).revokes[1]
    assert south.seat is Seat.SOUTH and south.trick_winner is Seat.NORTH
    assert south.facts.revoke_trick_won_by == "offender_partner"


def test_64a2_one_trick_if_the_offending_side_won_that_or_a_later_trick():
    won_later = _facts(revoke_trick_won_by="non_offending_side", offending_side_tricks_after=3)
    assert transfer(won_later).tricks == 1
    partner_won = _facts(revoke_trick_won_by="offender_partner", offending_side_tricks_after=0)
    assert transfer(partner_won).tricks == 1
    nothing = _facts(revoke_trick_won_by="non_offending_side", offending_side_tricks_after=0)
    assert transfer(nothing).tricks == 0


def test_64b3_failing_to_play_a_faced_card_or_dummys_card_transfers_nothing():
    for changes in ({"failure_to_play_exposed_card": True}, {"revoker": "dummy"}):
        for won_by in ("offender", "offender_partner", "non_offending_side"):
            result = transfer(_facts(revoke_trick_won_by=won_by, **changes))
            assert (result.tricks, result.step) == (0, 0)
            assert "64B3" in result.laws


def test_64b7_both_sides_revoked_no_automatic_adjustment_but_64c():
    for won_by in ("offender", "offender_partner"):
        result = transfer(_facts(revoke_trick_won_by=won_by, both_sides_revoked=True))
        assert result.tricks == 0 and "64B7" in result.laws and "64C2(b)" in result.laws
