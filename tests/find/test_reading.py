"""What the reader takes from a director's sentence, kind by kind, in both languages:
seats (and the players named by role or relation), calls, cards, and the auction with
the irregular call. Issue 26, "Facts read from the sentence are right where given"."""

from __future__ import annotations

import pytest

from arbiter.bridge import Seat
from arbiter.guide.find import find
from arbiter.guide.find.story import read_story

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def calls(text: str) -> list[str]:
    return [c.call.format("nl") if c.call else f"level {c.level}" for c in read_story(text).calls]


def cards(text: str) -> list[str]:
    return [c.card.format("nl") for c in read_story(text).cards]


def facts(text: str, topic: str, lang: str = "nl") -> dict[str, str]:
    hit = next(h for h in find(text, lang) if h.topic == topic)
    return dict(hit.facts)


# -- seats -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "offender", "declarer", "dealer"),
    [
        ("oost verzaakte in de vijfde slag", E, None, None),  # a seat as a word
        ("O verzaakte, Z is leider", E, S, None),  # capital letters; "Z is leider"
        ("gever w, n paste en o opende 1♥", E, None, W),  # lower case beside calls
        ("noord is de blinde en west speelde voor de beurt voor", W, S, None),  # dummy → declarer
        ("de leider (zuid) liet een kaart vallen", None, S, None),  # declarer by role
        ("zuid speelt 4 harten en west kwam uit met de ♠K", W, S, None),  # the contract
        ("terwijl west aan slag was, speelde oost voor", E, None, None),  # W only had the turn
    ],
)
def test_seats_in_dutch(text, offender, declarer, dealer):
    story = read_story(text)
    assert (story.offender, story.declarer, story.dealer) == (offender, declarer, dealer)


@pytest.mark.parametrize(
    ("text", "offender", "declarer", "dealer"),
    [
        ("east revoked at trick five", E, None, None),
        ("E revoked, S is declarer", E, S, None),
        ("dealer N, E passed and S opened 1C", S, None, N),
        ("dummy is north and west led out of turn", W, S, None),
        ("south is in 4 hearts and west led the king of spades", W, S, None),
        ("while west was on lead, east led a club", E, None, None),
    ],
)
def test_seats_in_english(text, offender, declarer, dealer):
    story = read_story(text)
    assert (story.offender, story.declarer, story.dealer) == (offender, declarer, dealer)


@pytest.mark.parametrize(
    ("text", "maker"),
    [
        ("zuid bood 1♣ na 1♦ van zijn partner", N),  # partner of the seat named before
        ("noord paste en zijn LT doubleerde", E),  # LT of noord
        ("zuid opende 1♠ en zijn RT bood 2♥", E),  # RT of zuid
        ("south bid 1C over his partner's 1D", N),
        ("north passed and his LHO doubled", E),
    ],
)
def test_a_relation_is_a_seat_once_its_anchor_is_named(text, maker):
    story = read_story(text)
    second = story.calls[1]
    assert story.owner[second.first] == maker


def test_a_relation_without_a_seat_named_stays_unknown():
    story = read_story("partner aarzelde lang en toen bood hij 4 harten")
    assert story.offender is None and not story.owner


# -- calls -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1♥ over 1♠", ["1♥", "1♠"]),
        ("1h 1s 2k", ["1♥", "1♠", "2♣"]),
        ("1 harten, 2 ruiten, 3 schoppen, 4 klaveren", ["1♥", "2♦", "3♠", "4♣"]),
        ("1 SA en 2sa", ["1SA", "2SA"]),
        ("zeven ruiten na één klaveren", ["7♦", "1♣"]),
        ("noord pas, oost doublet, zuid redoublet", ["pas", "X", "XX"]),
        ("west paste, noord doubleerde", ["pas", "X"]),
        ("hij bood 8 klaveren", ["level 8"]),
        ("hij merkte het pas later", []),  # "pas" as an adverb
        ("de 12e slag en 14 kaarten", []),
    ],
)
def test_calls_in_dutch(text, expected):
    assert calls(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1H over 1S", ["1♥", "1♠"]),
        ("one heart after two clubs", ["1♥", "2♣"]),
        ("1NT, 2 no trumps, 3N", ["1SA", "2SA", "3SA"]),
        ("north passed, east doubled, south redoubled", ["pas", "X", "XX"]),
        ("N: pass, E: X", ["pas", "X"]),
        ("he bid eight spades", ["level 8"]),
        ("declarer played the 2 of clubs", []),  # a card, not a call
    ],
)
def test_calls_in_english(text, expected):
    assert calls(text) == expected


def test_the_call_meant_is_the_replacement():
    story = read_story("oost heeft zich versproken en wil 3 ruiten in plaats van 3 harten")
    assert (story.irregular.call.format("nl"), story.replacement.call.format("nl")) == ("3♥", "3♦")
    story = read_story("north put down 4 spades but meant to bid 4 hearts")
    assert (story.irregular.call.format("en"), story.replacement.call.format("en")) == ("4♠", "4♥")
    story = read_story("verkeerde biedkaart gepakt: 1SA in plaats van 1 schoppen")
    assert (story.irregular.call.format("nl"), story.replacement.call.format("nl")) == ("1SA", "1♠")


# -- cards -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("oost liet ♠K zien", ["♠H"]),
        ("de schoppen heer viel", ["♠H"]),
        ("de ruiten vrouw van west", ["♦V"]),
        ("hartenaas en klaverenboer", ["♥A", "♣B"]),
        ("♥10 en K♠", ["♥10", "♠H"]),
        ("harten 7 op tafel", ["♥7"]),
        ("de heer viel, een harten", []),  # a rank or a suit alone is no card
        ("1♥ over 1♠", []),  # calls
    ],
)
def test_cards_in_dutch(text, expected):
    assert cards(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("east showed the ♠K", ["♠H"]),
        ("the queen of diamonds fell", ["♦V"]),
        ("spade king and heart ace", ["♠H", "♥A"]),
        ("the 5 of clubs and the ♣J", ["♣5", "♣B"]),
        ("the king fell", []),
    ],
)
def test_cards_in_english(text, expected):
    assert cards(text) == expected


# -- the auction and the irregular call --------------------------------------------------


def test_auction_in_dutch():
    story = read_story("gever N. N 1♥, O pas, Z 1♠ en toen bood W 1♥")
    dealer, before = story.auction()
    assert dealer == N and [c.call.format("nl") for c in before] == ["1♥", "pas", "1♠"]
    assert story.irregular.call.format("nl") == "1♥" and story.offender == W
    assert story.in_turn() and story.situations == {"insufficient"}
    assert facts("gever N. N 1♥, O pas, Z 1♠ en toen bood W 1♥", "insufficient-bid") == {
        "dealer": "N", "auction": "1♥ pas 1♠", "call": "1♥", "offender": "W"}  # fmt: skip


def test_auction_in_english():
    text = "dealer south: 1S pass 1NT, then east bid 1H"
    story = read_story(text)
    dealer, before = story.auction()
    assert dealer == S and [c.call.format("en") for c in before] == ["1♠", "pass", "1NT"]
    assert story.offender == E and story.in_turn()
    assert facts(text, "insufficient-bid", "en") == {
        "dealer": "S", "auction": "1♠ pass 1NT", "call": "1♥", "offender": "E"}  # fmt: skip


def test_the_order_of_calls_follows_the_words():
    """ "X na Y", "X over Y", "after Y ... X", "had Y geboden": Y came first."""
    for text in ("west bood 1 harten na 1 schoppen van noord", "1h over 1s",
                 "na 1♠ van noord bood west 1♥", "west bid 1H after north's 1S",
                 "west bood 1♥ terwijl noord 1♠ had geboden"):  # fmt: skip
        story = read_story(text)
        assert [c.call.format("nl") for c in story.timeline] == ["1♠", "1♥"], text
        assert story.situations == {"insufficient"}, text


def test_no_auction_without_the_dealer_or_with_a_call_missing():
    assert read_story("zuid bood 1♣ na 1♦ van zijn partner").auction() is None  # no dealer
    text = "gever noord, zuid bood 1♣ na 1♦ van noord"  # oost's call is not named
    assert facts(text, "insufficient-bid") == {"call": "1♣", "offender": "Z"}


def test_a_call_out_of_turn_keeps_the_dealer_that_shows_it():
    text = "noord was gever maar oost opende 1 harten"
    assert read_story(text).situations == {"out_of_turn"}
    assert facts(text, "call-out-of-turn") == {
        "dealer": "N", "auction": "", "call": "1♥", "offender": "O"}  # fmt: skip
    assert facts("dealer west, but north opened 1NT", "call-out-of-turn", "en") == {
        "dealer": "W", "auction": "", "call": "1NT", "offender": "N"}  # fmt: skip


def test_the_facts_of_a_changed_call():
    text = "oost heeft zich versproken en wil 3 ruiten in plaats van 3 harten"
    assert facts(text, "changed-call") == {"call": "3♥", "replacement": "3♦", "offender": "O"}


def test_play_facts_offender_declarer_card():
    text = "de ♥A van west viel open op tafel tijdens het spel, noord is leider"
    assert facts(text, "penalty-card") == {"offender": "W", "declarer": "N", "card": "♥A"}
    text = "during play east dropped the queen of clubs, south is declarer"
    assert facts(text, "penalty-card", "en") == {"offender": "E", "declarer": "S", "card": "♣Q"}


def test_a_revoke_takes_no_card_but_who_revoked():
    assert facts("zuid is leider, oost verzaakte met ♥2", "revoke") == {
        "offender": "O", "declarer": "Z"}  # fmt: skip
    assert facts("de leider verzaakte", "revoke") == {"revoker": "declarer"}


def test_facts_the_walk_refuses_are_left_out():
    """An auction that does not hold together is not given: the topic still opens."""
    hits = find("gever N, N 1♥ O 1♥ en toen bood Z 1♠")
    assert hits and all("auction" not in dict(h.facts) for h in hits[:3])


@pytest.mark.parametrize(
    ("text", "trick"),
    [
        ("oost verzaakte in slag 5", 5),
        ("verzaakt in de 12e slag", 12),
        ("in de twaalfde slag bekende zuid niet", 12),
        ("east revoked at trick five", 5),
        ("west revoked on the twelfth trick", 12),
        ("slag 4 en slag 7", None),  # two tricks named: neither is taken
        ("12 kaarten", None),
    ],
)
def test_the_trick_of_a_revoke(text, trick):
    assert read_story(text).trick == trick
    if trick is not None:
        assert facts(text, "revoke")["revoke_trick"] == str(trick)
