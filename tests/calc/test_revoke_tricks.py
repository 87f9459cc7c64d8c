"""The revoke calculator from the play, trick by trick: the same answer as the table
applied to the facts those tricks give, and a question for exactly what is missing."""

from __future__ import annotations

import itertools
import random

import pytest

from arbiter.bridge import Seat
from arbiter.calc.revoke import RevokeFacts, transfer
from arbiter.calc.service import calculator
from arbiter.calc.service.revoke_tricks import (
    TRICKS,
    format_winners,
    from_tricks,
    parse_winners,
    role,
    won_by,
)
from arbiter.i18n import InputError

N, E, S, W = Seat


def test_winners_read_by_number_in_order_or_mixed():
    assert parse_winners("5:W 6:O 7:n") == {5: W, 6: E, 7: N}
    assert parse_winners("- - - - W E, S") == {5: W, 6: E, 7: S}
    assert parse_winners("5:W Z ? 8:N") == {5: W, 6: S, 8: N}
    assert parse_winners("") == {}
    assert parse_winners(format_winners({3: E, 13: W})) == {3: E, 13: W}


@pytest.mark.parametrize(
    ("text", "nl", "en"),
    [
        ("14:N", "bestaat niet", "does not exist"),
        ("0:N", "bestaat niet", "does not exist"),
        ("N " * 14, "Meer dan 13", "More than 13"),
        ("5:X", "geen windrichting", "not a seat"),
        ("5:N 5:O", "twee keer", "twice"),
    ],
)
def test_bad_winners_say_what_is_wrong_in_both_languages(text, nl, en):
    with pytest.raises(InputError) as error:
        parse_winners(text)
    assert nl in error.value.text["nl"] and en in error.value.text["en"]


def _direct(declarer, revoker, trick, winners, exposed=False, again=False, both=False):
    """The facts the way a director works them out from a complete play."""
    after = sum(1 for t in range(trick + 1, TRICKS + 1) if winners[t].side is revoker.side)
    facts = RevokeFacts(role(declarer, revoker), True, trick, won_by(revoker, winners[trick]),
                        after, exposed, again, both)  # fmt: skip
    return transfer(facts)


def test_a_complete_play_gives_the_table_s_answer_for_every_seat_and_trick():
    rng = random.Random(13)
    for declarer, revoker, trick in itertools.product(Seat, Seat, range(1, TRICKS + 1)):
        for _ in range(4):
            winners = {t: rng.choice(list(Seat)) for t in range(1, TRICKS + 1)}
            flags = [rng.random() < 0.15 for _ in range(3)]
            got = from_tricks(declarer, revoker, trick, winners, True, *flags)
            want = _direct(declarer, revoker, trick, winners, *flags)
            assert (got.result.tricks, got.result.step) == (want.tricks, want.step)
            assert got.not_given == ()


def test_what_does_not_change_the_answer_need_not_be_given():
    # dummy revoked: step 0, whoever won what
    assert from_tricks(S, N, 5, {}, True, False, False, False).result.step == 0
    # trick 12: step 1
    assert from_tricks(S, W, 12, {}, True, False, False, False).result.step == 1
    # partner of the revoker won the revoke trick: one trick (64A2), later tricks unneeded
    partner = from_tricks(S, W, 5, {5: E}, True, False, False, False)
    assert (partner.result.tricks, partner.result.step) == (1, 5)
    assert partner.not_given == tuple(range(6, 14))
    # the revoker won it, and his side a later trick: two tricks; the rest unneeded
    two = from_tricks(S, W, 5, {5: W, 9: E}, True, False, False, False)
    assert (two.result.tricks, two.result.step) == (2, 7)
    assert two.not_given == (6, 7, 8, 10, 11, 12, 13)


def test_what_changes_the_answer_is_asked_for():
    with pytest.raises(InputError) as winner:
        from_tricks(S, W, 5, {}, True, False, False, False)
    assert "Wie won slag 5" in winner.value.text["nl"]
    with pytest.raises(InputError) as later:  # revoker won it: one trick or two?
        from_tricks(S, W, 5, {5: W, 6: N}, True, False, False, False)
    assert "slag 7-13" in later.value.text["nl"] and "trick 7-13" in later.value.text["en"]
    with pytest.raises(InputError) as declarer:
        from_tricks(None, W, 5, {5: W}, True, False, False, False)
    assert "leider" in declarer.value.text["nl"]
    with pytest.raises(InputError):
        from_tricks(S, W, None, {5: W}, True, False, False, False)


def test_not_established_must_be_corrected_whatever_the_tricks():
    found = from_tricks(S, W, 5, {}, False, False, False, False)
    assert found.result.step is None and found.result.must_correct


def test_the_command_line_and_json_speak_of_seats_and_tricks(capsys):
    from arbiter.cli.main import main

    argv = ["calc", "revoke", "--revoker", "W", "--declarer", "Z", "--trick", "5",
            "--won", "5:W 6:O", "--json"]  # fmt: skip
    assert main(argv) == 0
    import json

    data = json.loads(capsys.readouterr().out)
    assert (data["tricks"], data["step"]) == (2, 7)
    assert data["winners"] == {"5": "W", "6": "E"}
    assert data["tricks_not_given"] == list(range(7, 14))
    assert data["facts"]["revoke_trick_won_by"] == "offender"
    assert main([*argv[:-1], "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "West (defender) revoked in trick 5" in text
    assert "Trick 5 won by West (the revoker)" in text
    # the play and the facts are two ways in: not both
    revoke = calculator("revoke")
    with pytest.raises(InputError):
        revoke.run({"revoker": "W", "facts": "{}"})
    with pytest.raises(InputError) as alone:
        revoke.run({"declarer": "Z", "facts": '{"revoker": "defender", "established": true, '
                    '"revoke_trick": 5, "revoke_trick_won_by": "offender", '
                    '"offending_side_tricks_after": 2}'})
    assert "Verzaker" in alone.value.text["nl"]
