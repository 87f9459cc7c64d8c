"""Incorrect number of cards (13): the 2017 text of Law 13 (seed 001) and the AAP (seed 000)."""

import pytest

from tests.topics.harness import Case, check_case, check_covers_every_path

TOPIC = "incorrect-number-of-cards"
TOO_MANY = {"kind": "too_many", "after_play": "no"}

CASES = [
    Case({"kind": "missing"}, "see_missing_card", {"rectification": "treat_as_missing_card"},
         {"14"}, "001 art. 13 footnote 1: an incomplete deal is Law 14"),
    Case({"kind": "too_many", "after_play": "yes"}, "result_cancelled",
         {"board_cancelled": True, "adjusted_score": "artificial",
          "procedural_penalty": "possible"}, {"13D", "86B"},
         "001 art. 13D: found after play: result cancelled, adjusted score, penalty possible"),
    Case({**TOO_MANY, "called": "no", "seen": "no"}, "restore_play_normally",
         {"hand_restored": True, "board_played_normally": True, "adjusted_score": "none"},
         {"13A1"}, "001 art. 13A1: no call yet, no card seen: restore, play normally"),
    Case({**TOO_MANY, "called": "no", "seen": "yes"}, "restore_play_check",
         {"hand_restored": True, "adjusted_score": "possible",
          "procedural_penalty": "possible"}, {"13A2", "12C1(b)"},
         "001 art. 13A2: card seen: play and record, adjusted score if the information "
         "affected the result"),
    Case({**TOO_MANY, "called": "yes", "normal_play": "yes"}, "restore_no_change",
         {"hand_restored": True, "call_stands": True, "board_played_normally": True,
          "adjusted_score": "possible"}, {"13B1"},
         "001 art. 13B1: restore, play without change of calls, adjusted score possible"),
    Case({**TOO_MANY, "called": "yes", "normal_play": "no"}, "adjusted_score_13b",
         {"board_played_normally": False, "adjusted_score": "assigned",
          "procedural_penalty": "possible"}, {"13B2", "12C1(b)"},
         "001 art. 13B2: in all other cases adjusted score, offender may be penalised"),
    Case({"kind": "surplus", "surplus_played": "no"}, "surplus_removed",
         {"card_withdrawn": True, "play_continues": True, "adjusted_score": "none"}, {"13C"},
         "001 art. 13C: surplus card removed, no rectification, no adjusted score"),
    Case({"kind": "surplus", "surplus_played": "yes"}, "surplus_in_trick",
         {"card_withdrawn": True, "adjusted_score": "possible"}, {"13C"},
         "001 art. 13C: adjusted score only if the card was played to a completed trick"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case(case: Case) -> None:
    check_case(TOPIC, case)


def test_every_path_has_a_case() -> None:
    check_covers_every_path(TOPIC, CASES)
