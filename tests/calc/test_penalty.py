"""Penalty cards: 48A, 24, 50B classification; 50C/50D1/51A duties; 50D2/51B options; 50E."""

from __future__ import annotations

import pytest

from arbiter.bridge import Card, Suit
from arbiter.calc.penalty import (
    INFO_SOURCES,
    PenaltyCard,
    advise,
    allowed_plays,
    classify,
    information,
)
from arbiter.i18n import InputError
from tests.calc.play_helpers import bad_input, run, run_json


def c(text: str) -> Card:
    return Card.parse(text)


def major(*cards: str) -> tuple[PenaltyCard, ...]:
    return tuple(PenaltyCard(c(x), True) for x in cards)


@pytest.mark.parametrize(
    ("cards", "deliberate", "owner", "kind", "law"),
    [
        (["♦2"], False, "defender", "minor", "50B"),
        (["♦9"], False, "defender", "minor", "50B"),
        (["♦10"], False, "defender", "major", "50B"),  # the ten is an honour
        (["♦2"], True, "defender", "major", "50B"),  # deliberate: lead out of turn, revoke
        (["♦2", "♣3"], False, "defender", "major", "50B"),  # two or more: all major
        (["♦A"], False, "declarer", "none", "48A"),
        (["♦2"], True, "dummy", "none", "48A"),
    ],
)
def test_classify(cards, deliberate, owner, kind, law):
    found = classify([c(x) for x in cards], deliberate=deliberate, owner=owner)
    assert found.kind == kind and law in found.laws
    assert all(p.kind == kind for p in found.penalty_cards)
    assert all(r["nl"] and r["en"] for r in found.reasons)


def test_a_second_card_makes_an_existing_minor_one_major():
    found = classify([c("♥4")], existing=[c("♠3")])
    assert [(p.card, p.kind) for p in found.penalty_cards] == [
        (c("♠3"), "major"),
        (c("♥4"), "major"),
    ]


@pytest.mark.parametrize(
    ("cards", "deliberate", "must_pass", "law"),
    [
        (["♦2"], False, False, "24"),
        (["♦K"], False, True, "24B"),
        (["♦2"], True, True, "24B"),  # led prematurely
        (["♦2", "♣3"], False, True, "24C"),
    ],
)
def test_cards_exposed_during_the_auction(cards, deliberate, must_pass, law):
    found = classify([c(x) for x in cards], deliberate=deliberate, phase="auction")
    assert found.partner_must_pass is must_pass and law in found.laws


def test_classify_refuses_nonsense():
    with pytest.raises(InputError):
        classify([])
    with pytest.raises(InputError):
        classify([c("♦2"), c("♦2")])
    with pytest.raises(InputError):
        classify([c("♦2")], owner="kibitzer")  # type: ignore[arg-type]


def test_minor_penalty_card_bars_only_other_low_cards_of_its_suit():
    penalty = (PenaltyCard(c("♠3"), False),)
    hand = [c("♠A"), c("♠7"), c("♥5"), c("♠3")]
    assert allowed_plays(penalty, hand).cards == {c("♠A"), c("♥5"), c("♠3")}
    # following in spades: the penalty card or the honour, not ♠7
    assert allowed_plays(penalty, hand, Suit.SPADES).cards == {c("♠A"), c("♠3")}


def test_two_playable_major_penalty_cards_declarer_designates():
    allowed = allowed_plays(major("♣A", "♦K"), [c("♥2")], Suit.SPADES)
    assert allowed.cards == {c("♣A"), c("♦K")} and allowed.declarer_designates
    assert "51A" in allowed.laws
    # one of them in the suit led: that one (following suit)
    allowed = allowed_plays(major("♣A", "♦K"), [c("♣2")], Suit.CLUBS)
    assert allowed.cards == {c("♣A")} and not allowed.declarer_designates


def test_options_for_one_major_card():
    advice = advise(major("♣A"), "partner_leads")
    assert [o.id for o in advice.options] == ["require:♣", "prohibit:♣", "none"]
    require, prohibit, none = advice.options
    assert require.picked_up == prohibit.picked_up == (c("♣A"),)
    assert none.remaining == major("♣A") and none.lasts == "while_cards_remain"
    assert prohibit.lasts == "while_partner_retains_lead"
    assert {"50D2(a)"} <= set(require.laws) and "50D2(b)" in none.laws


def test_51b1_two_penalty_cards_in_one_suit_both_picked_up():
    advice = advise(major("♣A", "♣7"), "partner_leads")
    require = advice.options[0]
    assert require.picked_up == (c("♣A"), c("♣7")) and require.remaining == ()
    assert "51B1(a)" in require.laws and "51B1(b)" in advice.options[1].laws


def test_51b2_penalty_cards_in_two_suits():
    advice = advise(major("♣A", "♦K"), "partner_leads")
    ids = [o.id for o in advice.options]
    assert ids == ["require:♦", "require:♣", "prohibit:♦", "prohibit:♣", "prohibit:♦♣", "none"]
    by_id = {o.id: o for o in advice.options}
    # require one suit: only that suit's card is picked up, the other stays (51B2(a))
    assert by_id["require:♣"].picked_up == (c("♣A"),)
    assert by_id["require:♣"].remaining == major("♦K")
    # prohibit both: every penalty card in a prohibited suit is picked up (51B2(b))
    assert set(by_id["prohibit:♦♣"].picked_up) == {c("♣A"), c("♦K")}
    assert "51B2(c)" in by_id["none"].laws


def test_minor_card_partner_to_lead_has_no_options():
    advice = advise((PenaltyCard(c("♣8"), False),), "partner_leads")
    assert advice.options == () and "50C" in advice.laws


def test_holder_to_lead_with_partner_holding_a_major_card_restriction_comes_first():
    advice = advise(major("♥K"), "holder_leads", partner_penalty=major("♣A"))
    assert [o.id for o in advice.partner_options] == ["require:♣", "prohibit:♣", "none"]
    assert "50D1(b)" in advice.laws


def test_holder_with_hand_gets_the_cards_he_may_play():
    advice = advise(major("♣A"), "holder_plays", hand=[c("♥2"), c("♣A")], suit_led=Suit.HEARTS)
    assert advice.allowed is not None and advice.allowed.cards == {c("♥2")}


def test_information_50e():
    assert information("on_table").partner == "authorized"
    assert information("picked_up").partner == "unauthorized"
    assert information("picked_up").declarer == "authorized"
    assert information("after_played").partner == "unauthorized"
    assert {"on_table", "picked_up", "after_played", "legal_play"} <= set(INFO_SOURCES)
    with pytest.raises(InputError):
        information("gossip")  # type: ignore[arg-type]


# -- the command --------------------------------------------------------------------------


def test_command_statement_a(capsys):
    data = run_json(capsys, "calc", "penalty", "--cards", "♦2 ♣3")
    assert data["kind"] == "major"
    assert [p["kind"] for p in data["penalty_cards"]] == ["major", "major"]


def test_command_partner_leads_options_in_dutch_text(capsys):
    code, out, _ = run(capsys, "calc", "penalty", "--cards", "♣A", "--turn", "partner-komt-uit")
    assert code == 0
    assert "grote strafkaart" in out and "lees alle mogelijkheden voor" in out
    assert "Eisen dat de partner klaveren voorspeelt" in out


def test_command_json_options_and_information(capsys):
    data = run_json(
        capsys, "calc", "penalty", "--cards", "♣A", "--turn", "partner-leads", "--lang", "en"
    )
    advice = data["advice"]
    assert [o["id"] for o in advice["options"]] == ["require:♣", "prohibit:♣", "none"]
    assert advice["options"][0]["picked_up"] == ["♣A"]
    sources = {i["source"]: i["partner"] for i in advice["information"]}
    assert sources["picked_up"] == "unauthorized" and sources["on_table"] == "authorized"


def test_command_holder_hand_and_led_suit(capsys):
    data = run_json(
        capsys,
        "calc",
        "penalty",
        "--cards",
        "♠3",
        "--turn",
        "holder-plays",
        "--hand",
        "♠A ♠7 ♥5",
        "--led",
        "♠",
    )
    assert set(data["advice"]["allowed"]["cards"]) == {"♠A", "♠3"}


def test_command_owner_declarer_and_auction_phase(capsys):
    data = run_json(
        capsys, "calc", "penalty", "--cards", "♣A", "--owner", "leider", "--phase", "bieden"
    )
    assert data["kind"] == "none" and data["partner_must_pass"] is True


@pytest.mark.parametrize(
    "argv",
    [
        ("--cards", "♣Z"),
        ("--cards", "♣A", "--owner", "kibitzer"),
        ("--cards", "♣A", "--turn", "whenever"),
        ("--cards", "♣A", "--owner", "declarer", "--turn", "partner-leads"),
        ("--cards", "♣A ♣A"),
    ],
)
def test_command_bad_input(capsys, argv):
    bad_input(capsys, "calc", "penalty", *argv)


# -- family 10 (issue 10): a penalty card's status is fixed when it became one (50B) -------


def test_last_of_two_penalty_cards_stays_major():
    """EBU TDs forum, "Penalty cards" (discussion 1256): ♥2 and ♥3 came out with the ♠A;
    after the ♥2 is played, the ♥3 alone is still a major penalty card (50B)."""
    alone = classify([c("♥3")])
    assert alone.kind == "minor"  # judged alone it would be minor: the trap
    later = classify([c("♥3")], earlier=[c("♥2")])
    assert later.kind == "major"
    assert [(p.card, p.kind) for p in later.penalty_cards] == [(c("♥3"), "major")]
    assert "50B" in later.laws
    assert "stay major" in later.reasons[-1]["en"]


def test_earlier_cards_may_not_repeat_the_cards():
    with pytest.raises(InputError):
        classify([c("♥3")], earlier=[c("♥3")])


def test_command_earlier_keeps_the_last_card_major(capsys):
    data = run_json(capsys, "calc", "penalty", "--cards", "♥3", "--earlier", "♥2",
                    "--turn", "partner-leads", "--lang", "en")
    assert data["kind"] == "major"
    assert data["penalty_cards"] == [{"card": "♥3", "kind": "major"}]
    # a major card: declarer gets the 50D2 choice when partner is to lead
    assert [o["id"] for o in data["advice"]["options"]] == ["require:♥", "prohibit:♥", "none"]
    plain = run_json(capsys, "calc", "penalty", "--cards", "♥3", "--turn", "partner-leads")
    assert plain["kind"] == "minor" and plain["advice"]["options"] == []


def test_a_minor_verdict_warns_about_cards_exposed_with_it():
    """Family 10: a single low card judged minor says when it is not: something came out
    with it, or he had another penalty card then; and how to say so (--earlier)."""
    alone = classify([c("♥3")])
    assert alone.kind == "minor"
    assert "--earlier" in alone.reasons[-1]["en"] and "50B" in alone.reasons[-1]["nl"]
    assert not any("--earlier" in r["en"] for r in classify([c("♥3")], earlier=[c("♥2")]).reasons)
