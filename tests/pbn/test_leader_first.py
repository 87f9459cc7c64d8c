"""Play rows written from each trick's leader (rpbridge), not in PBN's fixed order from the
Play tag's seat (3.6): read as such when, and only when, PBN's order does not replay."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import pbn
from arbiter.calc.pbn_board import board_from_record

HERE = Path(__file__).parent
PBN_ORDER = (HERE / "formats" / "realbridge_teams.pbn").read_text()
# the same file with every play row rewritten from its trick's leader
LEADER_FIRST = (HERE / "leader_first" / "rpbridge_teams.pbn").read_text()
NOTE = "This file's play starts every trick with its leader"


def boards(text: str) -> list:
    return [board_from_record(r) for r in pbn.read(text).records if r.play is not None]


def test_leader_first_rows_replay_to_the_tricks_of_the_pbn_order_file():
    expected, got = boards(PBN_ORDER), boards(LEADER_FIRST)
    assert len(got) == len(expected) == 7
    for want, have in zip(expected, got, strict=True):
        if want.played is None:
            assert have.played is None
            continue
        assert have.played.tricks == want.played.tricks
        assert have.played.result == want.played.result
        notes = [n["en"] for n in have.notes]
        # trick 1 is the same either way; every board here has a later trick led by
        # another seat, so only the leader-first reading replays
        assert any(n.startswith(NOTE) for n in notes)
        assert not any(n["en"].startswith(NOTE) for n in want.notes)


def test_a_play_wrong_both_ways_is_refused_as_pbn_reads_it():
    # trick 2 of the first played board: a card already played to trick 1
    broken = LEADER_FIRST.replace("C3 CT C7 C4", "C3 CT C7 SJ", 1)
    record = next(r for r in pbn.read(broken).records if r.play is not None)
    with pytest.raises(pbn.PbnError) as caught:
        board_from_record(record)
    assert caught.value.tag == "Play" and caught.value.line is not None
    assert NOTE not in caught.value.message("en")
