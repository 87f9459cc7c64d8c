"""The play so far as the director types it (table data ``play``)."""

from __future__ import annotations

import pytest

from arbiter.bridge import Card, Seat
from arbiter.bridge.tricks import parse_play
from arbiter.i18n import InputError


def test_tricks_with_and_without_leaders_in_either_language():
    play = parse_play("W: ♠K ♠2 ♠5 ♠A; N: hv h3 h2 h4\n ♦3")
    assert [t.leader for t in play.tricks] == [Seat.WEST, Seat.NORTH, None]
    assert play.tricks[1].cards == tuple(Card.parse(c) for c in ("♥Q", "♥3", "♥2", "♥4"))
    assert play.format("nl") == "W: ♠H ♠2 ♠5 ♠A; N: ♥V ♥3 ♥2 ♥4; ♦3"
    assert play.format("en") == "W: ♠K ♠2 ♠5 ♠A; N: ♥Q ♥3 ♥2 ♥4; ♦3"
    assert len(parse_play("O: ♣2 ♣H ♣A ♣4 / Z: ♥A").tricks) == 2


@pytest.mark.parametrize(
    ("text", "en"),
    [
        ("", "No tricks given."),
        ("♠K ♠2; ♥3", "Trick 1 has only 2 cards: only the last trick may be unfinished."),
        ("♠K ♠2 ♠3 ♠4 ♠5", "Trick 1 has 5 cards: a trick has one to four."),
        ("♠K ♠K", "♠K is played twice (trick 1)."),
        ("♠K ♠2 ♠3 ♠4; ♥2 ♠K", "♠K is played twice (trick 1 and trick 2)."),
        ("X: ♠2", "Trick 1: Unknown seat 'X'."),
        ("♠2 ♠Z", "Trick 1: Unknown card"),
        (";".join(["♠2 ♠3 ♠4 ♠5"] * 14), "14 tricks: a board has 13."),
    ],
)
def test_a_wrong_play_is_refused_with_the_trick_named(text, en):
    with pytest.raises(InputError) as caught:
        parse_play(text)
    assert caught.value.text["en"].startswith(en)
    assert caught.value.text["nl"] and caught.value.accepted
