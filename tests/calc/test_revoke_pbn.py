"""Revokes read from a played board: establishment (63A), claims, unfinished play, 62C3,
the corrected score, and PBN records that are wrong in every way a director meets."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.bridge import Card, Seat
from arbiter.calc.revoke_pbn import analyse, read_pbn, read_pbn_file
from arbiter.calc.scoring import Vulnerability
from arbiter.calc.service.revoke_board import PlayedOutcome
from arbiter.i18n import InputError
from tests.calc.play_helpers import DATA, pbn_path

TRICK5 = (DATA / "revoke_trick5.pbn").read_text(encoding="utf-8")
HEAD, _, PLAY = TRICK5.partition('[Play "W"]\n')
ROWS = PLAY.splitlines()


def board_text(rows: list[str], result: str | None = "10", claim: bool = False) -> str:
    head = HEAD if result is None else HEAD.replace('[Result "10"]', f'[Result "{result}"]')
    if result is None:
        head = head.replace('[Result "10"]\n', "")
    return head + '[Play "W"]\n' + "\n".join([*rows, *(["*"] if claim else [])]) + "\n"


def test_the_board_is_read_with_its_tags():
    board = read_pbn_file(pbn_path("revoke_trick5.pbn"))
    assert (board.number, board.dealer, board.vulnerability) == (5, Seat.NORTH, Vulnerability.NS)
    assert board.contract is not None and board.contract.format("en") == "4♠ by S"
    assert board.played is not None and board.played.finished


def test_revoke_on_trick_5_won_by_the_revoker_costs_two_tricks_and_the_score_changes():
    board = read_pbn_file(pbn_path("revoke_trick5.pbn"))
    analysis = analyse(board.played, board.vulnerability)
    (revoke,) = analysis.revokes
    assert (revoke.trick, revoke.seat, revoke.card) == (5, Seat.WEST, Card.parse("♠9"))
    assert revoke.suit_led.symbol == "♥" and revoke.trick_winner is Seat.WEST
    assert revoke.facts.revoke_trick_won_by == "offender"
    assert revoke.facts.offending_side_tricks_after == 2  # tricks 9 and 11
    assert (analysis.to_declarer, analysis.to_defenders) == (2, 0)
    # 4♠ by South, NS vulnerable: made exactly (+620), corrected to 12 tricks (+680)
    assert (analysis.score_as_played, analysis.corrected_score) == (620, 680)


def test_no_revoke_no_change():
    board = read_pbn_file(pbn_path("no_revoke.pbn"))
    analysis = analyse(board.played, board.vulnerability)
    assert analysis.revokes == ()
    assert analysis.tricks_as_played == analysis.corrected_tricks == 8
    assert analysis.score_as_played == -100  # 4♠-2, NS not vulnerable


def test_dummy_revoke_is_step_0_and_no_transfer():
    board = read_pbn_file(pbn_path("revoke_dummy.pbn"))
    (revoke,) = analyse(board.played, board.vulnerability).revokes
    assert revoke.role == "dummy" and revoke.seat is Seat.NORTH
    assert (revoke.result.step, revoke.result.tricks) == (0, 0)


def test_revoke_on_trick_12_must_still_be_corrected():
    board = read_pbn_file(pbn_path("revoke_trick12.pbn"))
    analysis = analyse(board.played, board.vulnerability)
    (revoke,) = analysis.revokes
    assert revoke.established and revoke.result.must_correct and revoke.result.step == 1
    assert any("62D" in note["en"] for note in analysis.notes)


def test_both_sides_revoked_64b7_for_both():
    board = read_pbn_file(pbn_path("revoke_both_sides.pbn"))
    analysis = analyse(board.played, board.vulnerability)
    assert [f.facts.both_sides_revoked for f in analysis.revokes] == [True, True]
    assert all("64B7" in f.result.laws for f in analysis.revokes)
    assert analysis.corrected_tricks == analysis.tricks_as_played == 11


def test_second_revoke_same_player_same_suit_64b2():
    board = read_pbn_file(pbn_path("revoke_step4_same_suit_again.pbn"))
    first, second = analyse(board.played, board.vulnerability).revokes
    assert first.seat is second.seat and first.suit_led is second.suit_led
    assert not first.facts.same_player_same_suit_again
    assert second.facts.same_player_same_suit_again and "64B2" in second.result.laws


def test_revoke_on_the_last_trick_played_is_not_established():
    # play stopped after trick 5: nobody of East-West has played to trick 6 yet
    board = read_pbn(board_text(ROWS[:5], result=None))
    (revoke,) = analyse(board.played).revokes
    assert not revoke.established and revoke.established_by is None
    assert revoke.result.must_correct and revoke.result.step is None
    assert "62A" in revoke.result.laws
    # West is a defender: his revoke card becomes a major penalty card (62B1), and with
    # nothing established there is no 64C reminder of a transfer (issue 10 family 12)
    assert revoke.result.penalty_card == "major" and revoke.result.reminder is None
    outcome = PlayedOutcome(None, analyse(board.played))
    assert outcome.as_json("en")["reminder"] is None
    text = outcome.text("nl")
    assert "grote strafkaart" in text and "64C" not in text and "over te dragen" not in text


def test_established_when_the_offenders_partner_plays_to_the_next_trick():
    # trick 6 is led by West (he won trick 5): his lead establishes the revoke (63A1)
    row6 = ROWS[5].split()[0]  # West's card in the PBN row (W N E S order)
    text = board_text([*ROWS[:5], f"{row6} - - -"], result=None)
    board = read_pbn(text)
    (revoke,) = analyse(board.played).revokes
    assert revoke.established and revoke.established_by == "63A1"


def test_unfinished_play_gives_the_transfer_now_and_if_the_offenders_win_another_trick():
    board = read_pbn(board_text(ROWS[:6], result=None))
    analysis = analyse(board.played)
    (revoke,) = analysis.revokes
    assert not analysis.finished and analysis.corrected_tricks is None
    assert (revoke.result.tricks, revoke.result.step) == (1, 6)
    assert revoke.if_more_tricks is not None
    assert (revoke.if_more_tricks.tricks, revoke.if_more_tricks.step) == (2, 7)


def test_a_claim_establishes_the_revoke_and_counts_the_claimed_tricks():
    # five tricks played (NS won 1-4, West the revoke trick 5), then a claim: declarer 10
    board = read_pbn(board_text(ROWS[:5], result="10", claim=True))
    analysis = analyse(board.played, board.vulnerability)
    (revoke,) = analysis.revokes
    assert revoke.established and revoke.established_by == "63A3/63A4"
    # 10 for declarer = 4 played + 6 claimed; East-West get the other 2 after trick 5
    assert revoke.facts.offending_side_tricks_after == 2
    assert (revoke.result.step, revoke.result.tricks) == (7, 2)
    assert (analysis.tricks_as_played, analysis.corrected_tricks) == (10, 12)


def test_62c3_both_sides_revoke_on_one_trick_only_one_side_played_on():
    # trick 5 of revoke_trick5: N ♥A, E ♥7, S ♥6, W ♠9 (revoke). Let South revoke too, with a
    # club, and stop after West's lead to trick 6: East-West have played on, North-South
    # not. Both revokes must be corrected.
    rows = ROWS[:5]
    west, north, east, _south = rows[4].split()
    rows = [*rows[:4], f"{west} {north} {east} C7", f"{ROWS[5].split()[0]} - - -"]
    board = read_pbn(board_text(rows, result=None))
    revokes = analyse(board.played).revokes
    assert [(f.seat, f.established) for f in revokes] == [(Seat.SOUTH, False), (Seat.WEST, False)]
    assert all(any("62C3" in n["en"] for n in f.notes) for f in revokes)


def test_without_vulnerability_only_tricks():
    text = TRICK5.replace('[Vulnerable "NS"]\n', "").replace('[Board "5"]\n', "")
    board = read_pbn(text)
    analysis = analyse(board.played, board.vulnerability)
    assert board.vulnerability is None and analysis.corrected_score is None
    assert analysis.corrected_tricks == 12


def test_vulnerability_and_dealer_from_the_board_number_when_missing():
    text = TRICK5.replace('[Vulnerable "NS"]\n', "").replace('[Dealer "N"]\n', "")
    board = read_pbn(text)
    assert (board.dealer, board.vulnerability) == (Seat.NORTH, Vulnerability.NS)  # board 5


def test_a_board_is_chosen_by_number_in_a_file_with_several():
    text = TRICK5 + "\n" + (DATA / "no_revoke.pbn").read_text(encoding="utf-8")
    assert read_pbn(text).number == 5
    assert read_pbn(text, 3).number == 3
    with pytest.raises(InputError) as caught:
        read_pbn(text, 9)
    assert caught.value.accepted == ("3", "5")


@pytest.mark.parametrize(
    ("name", "nl", "en"),
    [
        ("bad_51_cards.pbn", "51 kaarten in plaats van 52", "51 cards instead of 52"),
        ("bad_53_cards.pbn", "53 kaarten in plaats van 52", "53 cards instead of 52"),
        ("bad_duplicate_card.pbn", "♣H komt 2 keer voor", "♣K appears 2 times"),
        ("bad_play_card_twice.pbn", "al gespeeld in slag 1", "already played in trick 1"),
        ("bad_play_card_not_in_hand.pbn", "zit in de hand van Noord", "is in North's hand"),
    ],
)
def test_bad_records_are_refused_with_the_reason(name, nl, en):
    with pytest.raises(InputError) as caught:
        read_pbn_file(pbn_path(name))
    assert nl in caught.value.message("nl") and en in caught.value.message("en")


def test_play_record_starting_with_the_wrong_player():
    text = TRICK5.replace('[Play "W"]', '[Play "N"]')
    with pytest.raises(InputError) as caught:
        read_pbn(text)
    assert "opening lead is made by declarer's LHO: West (41A)" in caught.value.message("en")


def test_a_claim_without_result_and_other_tag_problems():
    with pytest.raises(InputError, match="Result"):
        read_pbn(board_text(ROWS[:5], result=None, claim=True))
    with pytest.raises(InputError, match="declarer"):
        read_pbn(TRICK5.replace('[Declarer "S"]\n', ""))
    with pytest.raises(InputError, match="cannot be read"):
        read_pbn(TRICK5.replace('[Contract "4S"]', '[Contract "4Z"]'))
    with pytest.raises(InputError, match="No board"):
        read_pbn("% nothing here\n")
    with pytest.raises(InputError, match="Cannot read"):
        read_pbn_file(Path(pbn_path("does-not-exist.pbn")))


def test_a_passed_out_board_has_no_play():
    text = TRICK5.replace('[Contract "4S"]', '[Contract "Pass"]').split('[Play "W"]')[0]
    board = read_pbn(text)
    assert board.contract is None and board.played is None
