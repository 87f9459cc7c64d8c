"""Facts worked out from table data."""

from __future__ import annotations

import pytest

from arbiter.guide.facts import FACTS, INPUTS, Facts, parse_inputs
from arbiter.i18n import InputError


class facts:
    """``facts(dealer="N", ...)["turn_of"]``: one derived fact, computed on demand."""

    def __init__(self, **raw: str) -> None:
        self.facts = Facts(parse_inputs(raw))

    def __getitem__(self, name: str) -> str | None:
        return self.facts.get(name)


@pytest.mark.parametrize(
    ("dealer", "auction", "offender", "turn_of"),
    [
        ("N", "", "E", "rho"),  # North to call; East calls: skipped his RHO (North)
        ("N", "", "S", "partner"),
        ("N", "", "W", "lho"),
        ("N", "pas", "S", "rho"),  # East to call
        ("W", "1♣ pas", "N", "lho"),  # East to call, North's LHO
    ],
)
def test_turn_of(dealer, auction, offender, turn_of):
    derived = facts(dealer=dealer, auction=auction, offender=offender, call="1♥")
    assert derived["turn_of"] == turn_of
    assert derived["call_in_turn"] == "no"


def test_call_in_turn_is_no_call_out_of_turn():
    derived = facts(dealer="N", auction="pas", offender="E", call="1♥")
    assert derived["call_in_turn"] == "yes"
    with pytest.raises(InputError) as info:
        derived["turn_of"]
    assert "not a call out of rotation" in info.value.message("en")


def test_call_after_the_final_pass():
    with pytest.raises(InputError) as info:
        facts(dealer="N", auction="1♥ pas pas pas", offender="E", call="X")["turn_of"]
    assert "Law 39" in info.value.message("en")


def test_offender_called_before():
    assert (
        facts(dealer="N", auction="1♥ pas", offender="N", call="1♠")["offender_called_before"]
        == "yes"
    )
    assert (
        facts(dealer="N", auction="1♥", offender="W", call="1♠")["offender_called_before"] == "no"
    )


@pytest.mark.parametrize(
    ("call", "kind"), [("pas", "pass"), ("X", "double"), ("XX", "redouble"), ("3SA", "bid")]
)
def test_call_kind(call, kind):
    assert facts(call=call)["call_kind"] == kind


def test_insufficient_and_lowest_sufficient():
    derived = facts(dealer="N", auction="1♠", offender="E", call="1♥")
    assert derived["bid_insufficient"] == "yes"
    assert derived["lowest_sufficient"] == "2♥"
    derived = facts(dealer="N", auction="1♠", offender="E", call="1SA")
    assert derived["bid_insufficient"] == "no"


def test_pass_cannot_be_insufficient():
    with pytest.raises(InputError):
        facts(dealer="N", auction="1♠", offender="E", call="pas")["bid_insufficient"]


@pytest.mark.parametrize(
    ("auction", "call", "expected"),
    [("1♠", "1♥", "yes"), ("1♠", "2♥", "no"), ("1♠", "pas", "no"), ("1♠", "X", "no"),
     ("1♠ pas", "1♥", "yes")],  # RHO's pass leaves the last bid as it was (31A1)
)
def test_call_insufficient_never_fails_on_a_pass(auction, call, expected):
    """Issue 22: a call out of rotation repeated after RHO's pass is insufficient exactly
    when the call was; a pass or a double is not a bid and is never insufficient."""
    assert facts(dealer="N", auction=auction, offender="Z", call=call)[
        "call_insufficient"] == expected


def test_call_insufficient_after_the_final_pass():
    with pytest.raises(InputError):
        facts(dealer="N", auction="1♠ pas pas pas", offender="O", call="1♥")[
            "call_insufficient"]


@pytest.mark.parametrize(
    ("card", "honour"), [("♥10", "yes"), ("HB", "yes"), ("♠9", "no"), ("2♣", "no"), ("SA", "yes")]
)
def test_honour(card, honour):
    assert facts(card=card)["honour"] == honour


def test_revoke_facts():
    derived = facts(
        revoker="defender",
        established="ja",
        revoke_trick="5",
        revoke_trick_won_by="offender",
        offending_side_tricks_after="2",
    )
    assert derived["revoke_transfer"] == "2"
    assert derived["revoke_in_trick_12"] == "no"
    assert derived["offending_side_won_later"] == "yes"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("revoke_trick", "14"),
        ("revoke_trick", "x"),
        ("established", "maybe"),
        ("revoker", "partner"),
        ("exposed_count", "0"),
        ("card", "♥1"),
        ("call", "8♠"),
    ],
)
def test_bad_input_values(name, value):
    with pytest.raises(InputError) as info:
        parse_inputs({name: value})
    assert info.value.accepted


def test_every_fact_input_is_declared():
    for fact in FACTS.values():
        for names in fact.input_sets:
            assert set(names) <= set(INPUTS), fact.name
        assert fact.text.get("nl") and fact.text.get("en")


@pytest.mark.parametrize(
    ("offender", "declarer", "role"),
    [("Z", "Z", "declarer"), ("N", "Z", "dummy"), ("O", "Z", "defender"), ("W", "S", "defender")],
)
def test_offender_role_from_two_seats(offender, declarer, role):
    derived = facts(offender=offender, declarer=declarer)
    assert derived["offender_role"] == role
    assert derived["revoker"] == role  # the revoke topic's "who revoked?" from seats
    # a premature or simultaneous card of dummy is declarer's play (57C3, 58B2)
    assert derived["offender_side"] == ("defender" if role == "defender" else "declarer")


@pytest.mark.parametrize(
    ("winner", "won_by"),
    [("O", "offender"), ("W", "offender_partner"), ("N", "non_offending_side")],
)
def test_revoke_facts_from_seats_and_counts(winner, won_by):
    """Facts first for the revoke: the seats, the trick and the count after play settle
    the steps of the table (seed 004) and the transfer, as ``calc revoke`` does."""
    derived = facts(offender="O", declarer="Z", revoke_trick="5", revoke_trick_winner=winner,
                    offending_side_tricks_after="2")  # fmt: skip
    assert derived["revoke_trick_won_by"] == won_by
    assert derived["revoke_established"] == "yes"  # counted after play: established
    assert derived["play_over"] == "yes"
    assert derived["revoke_in_trick_12"] == "no"
    assert derived["revoke_by_dummy_or_exposed_card"] is None  # a defender: not settled
    assert derived["revoke_transfer"] == {"offender": "2"}.get(won_by, "1")


def test_dummys_revoke_settles_step_0_without_the_faced_card_input():
    assert facts(revoker="dummy")["revoke_by_dummy_or_exposed_card"] == "yes"
    assert facts(revoker="defender")["revoke_by_dummy_or_exposed_card"] is None
    derived = facts(revoker="defender", failure_to_play_exposed_card="ja")
    assert derived["revoke_by_dummy_or_exposed_card"] == "yes"


def test_a_revoke_on_the_board_comes_from_the_revokes_input_only():
    """The claim's "was there a revoke earlier?" is settled by the revoke's own input
    (who revoked); the seats of an offender say nothing about a revoke."""
    assert facts(revoker="defender")["revoke_on_board"] == "yes"
    assert facts(revoker="dummy")["revoke_on_board"] == "yes"
    assert facts(offender="N", declarer="Z")["revoke_on_board"] is None
    assert facts()["revoke_on_board"] is None


def test_how_the_card_was_exposed():
    assert facts(exposed_how="deliberate")["exposed_how"] == "deliberate"
    with pytest.raises(InputError):
        parse_inputs({"exposed_how": "thrown"})


def test_cards_stand_for_count_and_card():
    two = facts(cards="♦2 ♣3")  # seed 002, statement a: two small cards dropped
    assert two["exposed_more_than_one"] == "yes"
    assert two["honour"] is None  # no single card to judge: the count decides (major)
    one = facts(cards="♥10")
    assert one["exposed_more_than_one"] == "no" and one["honour"] == "yes"


@pytest.mark.parametrize("raw", [{"cards": "♥9 ♥9"}, {"cards": ""},
                                 {"cards": "♥9 ♥10", "exposed_count": "3"},
                                 {"cards": "♥9", "card": "♥10"}])
def test_cards_bad_or_contradicting(raw):
    with pytest.raises(InputError) as info:
        parse_inputs(raw)
    assert info.value.accepted


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        ({"cards": "♦2 ♣3"}, "several"),  # seed 002, statement a: two cards, all major
        ({"cards": "♥10"}, "major"),  # an honour, however it came out
        ({"cards": "♥10", "exposed_how": "accidental"}, "major"),
        ({"cards": "♣4", "exposed_how": "deliberate"}, "major"),  # led out of turn
        # One low card by accident: it may be the last of two exposed together (50B keeps
        # those major) or came out beside another penalty card; the director says which.
        ({"cards": "♣9", "exposed_how": "accidental"}, None),
        ({"cards": "♣9"}, None),  # a low card: how it came out decides
        ({"exposed_count": "1"}, None),  # which card?
        ({"exposed_count": "2"}, "several"),
    ],
)
def test_penalty_status(raw, status):
    assert facts(**raw)["penalty_status"] == status


# -- the call itself and its replacement (25A1, 25A2: their own law applies) -------------


@pytest.mark.parametrize(
    ("auction", "offender", "call", "legality"),
    [
        ("1♠", "E", "2♥", "legal"),
        ("1♠", "E", "1♥", "insufficient"),
        ("1♠", "S", "2♥", "out_of_turn"),  # East's turn
        ("1♠", "E", "XX", "inadmissible"),  # nothing to redouble
        ("1♠ X", "S", "X", "inadmissible"),  # partner's double is not for him to double
    ],
)
def test_call_legality(auction, offender, call, legality):
    derived = facts(dealer="N", auction=auction, offender=offender, call=call)
    assert derived["call_legality"] == legality


def test_replacement_legality_is_judged_for_the_replacement():
    derived = facts(dealer="N", auction="1♠", offender="E", call="2♥", replacement="1♥")
    assert derived["call_legality"] == "legal"
    assert derived["replacement_legality"] == "insufficient"


def test_double_permitted_is_the_other_way_round():
    assert facts(dealer="N", auction="1♠", offender="E", call="X")["double_permitted"] == "yes"
    assert facts(dealer="N", auction="1♠", offender="E", call="XX")["double_permitted"] == "no"


def test_first_call_of_the_board_needs_no_auction():
    """Family 9 of issue 10: the facts screen leaves the auction empty for the first call
    of the board; no ``--fact auction=`` is needed."""
    derived = facts(dealer="N", offender="E", call="1♥")
    assert derived["turn_of"] == "rho"
    assert derived["call_in_turn"] == "no"
    assert facts(dealer="N", offender="N", call="1♥")["call_legality"] == "legal"


# -- the comparable call (23A): meanings as table data ----------------------------------


def test_comparable_parts_from_the_meanings():
    # A pass out of turn withdrawn, a 1NT response (6-9) in its place: the facts give
    # each part as the calculator computes it.
    from arbiter.bridge.meaning_text import parse_meaning
    from arbiter.calc.comparable import compare

    raw = {"withdrawn_meaning": "open-pass", "replacement_meaning": "1nt-response"}
    verdict = compare(parse_meaning(raw["withdrawn_meaning"]),
                      parse_meaning(raw["replacement_meaning"]))  # fmt: skip
    derived = facts(**raw)
    expected = ["yes" if p.answer else "no" for p in verdict.parts]
    assert [derived[n] for n in ("subset", "same_purpose")] == expected[1:]
    assert derived["subset"] == "yes"  # 6-9 points fits inside a pass (no opening values)
    # Part 1 is the deciding part: the exact subset goes before a similar meaning, as in
    # the calculator's verdict.
    assert verdict.decided_by.key == "subset" and derived["same_meaning"] == "no"
    assert derived["replacement_comparable"] == "comparable"


def test_not_comparable_without_any_part():
    derived = facts(withdrawn_meaning="open-pass", replacement_meaning="open1-major:♠")
    assert [derived[n] for n in ("same_meaning", "subset", "same_purpose")] == ["no"] * 3
    assert derived["replacement_comparable"] == "other"


def test_the_director_judges_parts_1_and_3():
    raw = {"withdrawn_meaning": "open-pass", "replacement_meaning": "open1-major:♠"}
    derived = facts(**raw, same_meaning_judged="ja")
    assert derived["same_meaning"] == "yes"
    assert derived["replacement_comparable"] == "comparable"
    derived = facts(**raw, same_purpose_judged="yes")
    assert derived["same_purpose"] == "yes" and derived["same_meaning"] == "no"
    # and the other way: a same meaning she does not accept
    same = {"withdrawn_meaning": "stayman", "replacement_meaning": "stayman"}
    assert facts(**same)["replacement_comparable"] == "comparable"
    assert facts(**same, same_meaning_judged="nee", same_purpose_judged="nee")[
        "same_meaning"
    ] == "no"


def test_comparable_facts_wait_for_both_meanings():
    assert facts(withdrawn_meaning="stayman")["replacement_comparable"] is None
    assert facts(replacement_meaning="stayman")["subset"] is None


def test_a_meaning_that_cannot_be_read_is_an_input_error():
    with pytest.raises(InputError) as info:
        parse_inputs({"withdrawn_meaning": "hcp=40-50"})
    assert info.value.accepted


def test_candidates_are_several_meanings():
    parsed = parse_inputs({"candidates": "simple-raise:♥; 1nt-response\nlimit-raise:♥"})
    assert len(parsed["candidates"]) == 3
    with pytest.raises(InputError):
        parse_inputs({"candidates": " ; "})


@pytest.mark.parametrize(
    ("auction", "replacement", "withdrawn", "new", "expected"),
    [
        # natural 1♥ over 1♠, replaced by natural 2♥: the lowest bid in the same strain
        ("1♠", "2♥", "overcall1:♥", "overcall2:♥", "lowest_same"),
        # a natural 2♦ that promises more: not comparable, another bid (27B2)
        ("1♠", "2♦", "overcall1:♥", "two-over-one:♦", "other"),
        # a takeout double of spades shows other hands: not comparable, cancelled (27B3)
        ("1♠", "X", "overcall1:♥", "takeout-double:♠", "double"),
        # the same meaning, other call: comparable (27B1(b))
        ("1♠", "2♣", "stayman", "stayman", "comparable"),
    ],
)
def test_insufficient_replacement(auction, replacement, withdrawn, new, expected):
    derived = facts(dealer="N", auction=auction, offender="E", call="1♥",
                    replacement=replacement, withdrawn_meaning=withdrawn,
                    replacement_meaning=new)  # fmt: skip
    assert derived["insufficient_replacement"] == expected


def test_insufficient_replacement_from_the_calls_alone():
    """Another insufficient bid needs no meanings (27B4); anything else does."""
    base = {"dealer": "N", "auction": "1♠", "offender": "E", "call": "1♥"}
    assert facts(**base, replacement="1♦")["insufficient_replacement"] == "insufficient"
    assert facts(**base, replacement="2♥")["insufficient_replacement"] is None


def test_a_ruling_records_the_comparable_call():
    from arbiter.calc.comparable import from_record
    from arbiter.guide.facts import ruling_outcome

    given = parse_inputs({"withdrawn_meaning": "open-pass", "replacement_meaning": "1nt-response"})
    outcome = ruling_outcome({"rectification": "x"}, given)
    record = outcome["comparable_call"]
    assert record["comparable"] is True and record["decided_by"] == "subset"
    assert from_record(record).comparable  # reads back, as the log does
    assert ruling_outcome({"rectification": "x"}, {}) == {"rectification": "x"}


@pytest.mark.parametrize(("after", "trick", "expected"), [
    ("2", None, "no"),  # two or more tricks after it: not trick 12 (only 13 follows it)
    ("12", None, "no"),
    ("1", None, None),  # one later trick: trick 12 is possible, the question stays
    ("0", None, None),
    ("1", "12", "yes"),  # the trick's number, when given, decides
    ("0", "4", "no"),
])  # fmt: skip
def test_trick_12_from_the_count_of_later_tricks(after, trick, expected):
    raw = {"offending_side_tricks_after": after}
    if trick:
        raw["revoke_trick"] = trick
    assert Facts(parse_inputs(raw)).get("revoke_in_trick_12") == expected


def test_tap_values_are_the_inputs_few_values():
    from arbiter.guide.facts import tap_values

    assert tap_values("revoker") == ("declarer", "dummy", "defender")
    assert tap_values("offending_side_tricks_after") == tuple(str(n) for n in range(13))
    assert tap_values("established") == ("yes", "no")
    assert tap_values("offender") == () and tap_values("cards") == ()
