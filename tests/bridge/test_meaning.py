"""Meanings of calls: reading the text form, JSON, presets, hands that fit, bad input."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.bridge import Call, Suit
from arbiter.bridge.errors import MeaningError
from arbiter.bridge.meaning import (
    FORCINGS,
    PURPOSES,
    Count,
    HandType,
    Meaning,
)
from arbiter.bridge.meaning_text import parse_meaning, preset_meaning, presets
from arbiter.i18n import InputError

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def lengths(spades: int, hearts: int, diamonds: int, clubs: int) -> tuple[int, int, int, int]:
    """Suit lengths as directors say them (spades first), in the model's ♣ ♦ ♥ ♠ order."""
    return (clubs, diamonds, hearts, spades)


def test_points_and_lengths():
    m = parse_meaning("hcp=12-19 ♠=5+")
    assert m.types == (HandType(hcp=(12, 19), lengths=((0, 13), (0, 13), (0, 13), (5, 13))),)
    assert m.kind == "natural" and m.forcing == "no" and m.purpose is None and m.call is None
    assert m.fits(lengths(5, 3, 3, 2), 12)
    assert not m.fits(lengths(4, 4, 3, 2), 12)
    assert not m.fits(lengths(5, 3, 3, 2), 11)


@pytest.mark.parametrize(
    ("text", "suit", "span"),
    [
        ("S=5+", S, (5, 13)),
        ("s=5-6", S, (5, 6)),
        ("♠=6", S, (6, 6)),
        ("H=-3", H, (0, 3)),
        ("R=4+", D, (4, 13)),  # ruiten
        ("D=4+", D, (4, 13)),
        ("K=3+", C, (3, 13)),  # klaveren
        ("c=3+", C, (3, 13)),
        ("♡=2-", H, (2, 13)),
    ],
)
def test_suit_letters_in_both_languages(text, suit, span):
    assert parse_meaning(text).types[0].lengths[suit] == span


@pytest.mark.parametrize(
    ("text", "span"),
    [("hcp=12-19", (12, 19)), ("punten=12+", (12, 37)), ("pt=-11", (0, 11)), ("15-17", (15, 17))],
)
def test_point_spellings(text, span):
    assert parse_meaning(text).types[0].hcp == span


def test_counted_conditions():
    one_major = parse_meaning("♥♠=4+").types[0].counts[0]
    assert one_major == Count((H, S), (4, 13), 1)
    two_suiter = parse_meaning("2x♠♥♦♣=5+").types[0].counts[0]
    assert two_suiter == Count((C, D, H, S), (5, 13), 2)
    assert parse_meaning("2*SHDC=5+").types[0].counts[0] == two_suiter
    m = parse_meaning("2x♠♥♦♣=5+")
    assert m.fits(lengths(5, 5, 2, 1), 10)
    assert m.fits(lengths(1, 2, 5, 5), 10)
    assert not m.fits(lengths(5, 4, 2, 2), 10)


@pytest.mark.parametrize(
    ("shape", "balanced", "semibalanced"),
    [
        ((4, 3, 3, 3), True, True),
        ((4, 4, 3, 2), True, True),
        ((5, 3, 3, 2), True, True),
        ((5, 4, 2, 2), False, True),
        ((6, 3, 2, 2), False, True),
        ((4, 4, 4, 1), False, False),
        ((7, 2, 2, 2), False, False),
    ],
)
def test_shape_classes(shape, balanced, semibalanced):
    assert parse_meaning("bal").fits(lengths(*shape), 15) is balanced
    assert parse_meaning("semibal").fits(lengths(*shape), 15) is semibalanced


def test_kind_forcing_purpose_call_and_alternatives():
    m = parse_meaning("2♦ art forcing=round purpose=transfer:♥ ♥=5+")
    assert m.call == Call.parse("2♦") and m.kind == "artificial" and m.forcing == "round"
    assert m.purpose == "transfer" and m.purpose_suit == H
    takeout = parse_meaning("X art purpose=takeout hcp=12-16 ♠=-2 | hcp=17+")
    assert len(takeout.types) == 2 and takeout.call == Call.parse("X")
    assert takeout.fits(lengths(5, 5, 2, 1), 18)  # the strong hand type: any shape
    assert not takeout.fits(lengths(5, 5, 2, 1), 13)
    dutch = parse_meaning("kunstmatig forcing=manche doel=ask hcp=0+")
    assert (dutch.kind, dutch.forcing, dutch.purpose) == ("artificial", "game", "ask")
    assert parse_meaning("nat f=nee hcp=6-9").forcing == "no"


def test_a_transfer_to_clubs_keeps_its_suit():
    m = preset_meaning("transfer:♣")
    assert m.purpose_suit == C
    assert parse_meaning(m.spec()).purpose_suit == C


@pytest.mark.parametrize("preset", sorted(presets()))
def test_every_preset_builds_and_reads_back(preset):
    spec = presets()[preset]
    for suit in spec.suits or (None,):
        meaning = spec.build(suit)
        assert meaning.name is not None and meaning.name["nl"] and meaning.name["en"]
        assert "@" not in meaning.label("nl") + meaning.label("en")
        again = parse_meaning(meaning.spec())
        assert (again.types, again.kind, again.forcing, again.purpose_key) == (
            meaning.types,
            meaning.kind,
            meaning.forcing,
            meaning.purpose_key,
        )
        key = meaning.preset
        assert parse_meaning(key) == meaning
        data = json.loads(json.dumps(meaning.to_json("en")))
        assert Meaning.from_json(data) == meaning
        assert Meaning.from_json(data).label("nl") == meaning.label("nl")
        assert meaning.describe("nl") != meaning.describe("en")


def test_presets_take_the_right_suits():
    assert preset_meaning("open1-major:♠").call == Call.parse("1♠")
    assert preset_meaning("opening1-hoog:H").call == Call.parse("1♥")  # Dutch alias
    with pytest.raises(MeaningError) as missing:
        preset_meaning("open1-major")
    assert "open1-major:♠" in missing.value.accepted
    with pytest.raises(MeaningError):
        preset_meaning("open1-major:♣")
    with pytest.raises(MeaningError):
        preset_meaning("1nt:♠")
    with pytest.raises(MeaningError):
        preset_meaning("no-such-preset")


def test_words_after_a_preset_edit_it_and_say_so():
    edited = parse_meaning("open2nt hcp=18-19")
    assert edited.types[0].hcp == (18, 19) and edited.types[0].shape == "balanced"
    assert edited.label("nl").endswith("(aangepast)")
    assert edited.label("en").endswith("(edited)")
    assert Meaning.from_json(edited.to_json()).label("en").endswith("(edited)")
    assert not parse_meaning("open2nt").label("en").endswith("(edited)")
    takeout = parse_meaning("takeout-double:♥ hcp=13+")
    assert all(t.hcp == (13, 37) for t in takeout.types)


def test_descriptions_in_both_languages():
    stayman = preset_meaning("stayman")
    assert stayman.describe("nl") == (
        "kunstmatig (vraagt naar een hoge kleur); 8+ punten, 4+ in ♠ of ♥; forcing voor een ronde"
    )
    assert stayman.describe("en") == (
        "artificial (asks for a major); 8+ HCP, 4+ in ♠ or ♥; forcing for one round"
    )
    assert preset_meaning("blackwood").describe("nl").count("elke hand") == 1
    assert "twee kleuren 5+" in preset_meaning("two-suiter").describe("nl")
    assert "two suits 5+" in preset_meaning("two-suiter").describe("en")
    assert parse_meaning("hcp=5 2x♠♥♦=5+").describe("en").endswith("two of ♠♥♦ 5+; not forcing")
    assert preset_meaning("transfer:♥").purpose_text("nl") == "transfer naar ♥"
    assert parse_meaning("6-9").label("nl") == "bieding"


def test_from_json_with_defaults():
    m = Meaning.from_json({"types": [{"hcp": [12, 19], "lengths": {"S": [5, 13]}}]})
    assert m == parse_meaning("hcp=12-19 ♠=5+")
    counted = Meaning.from_json(
        {"types": [{"counts": [{"suits": "SH", "lengths": [4, 13]}]}], "kind": "artificial"}
    )
    assert counted.types[0].counts == (Count((H, S), (4, 13), 1),)


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"types": []},
        {"types": "hcp"},
        {"types": [{"hcp": [12]}]},
        {"types": [{"hcp": [True, 5]}]},
        {"types": [{"lengths": {"X": [1, 2]}}]},
        {"types": [{"lengths": [1, 2]}]},
        {"types": [{"shape": "round"}]},
        {"types": [{}], "kind": "odd"},
        {"types": [{}], "forcing": "maybe"},
        {"types": [{}], "purpose": "guess"},
        {"types": [{}], "purpose": "ask", "purpose_suit": "H"},
        {"types": [{}], "call": "8♠"},
        {"types": [{"counts": [{"suits": "S", "lengths": [4, 13]}]}]},
        {"types": [{"counts": ["x"]}]},
        {"types": [{"counts": [{"suits": "SH", "lengths": [4, 13], "at_least": "1"}]}]},
        {"types": [5]},
    ],
)
def test_bad_json_is_refused_with_a_message(data):
    with pytest.raises(MeaningError) as error:
        Meaning.from_json(data)
    assert error.value.text["nl"] and error.value.text["en"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hcp=19-12",
        "hcp=40",
        "♠=14",
        "♠=5-4",
        "♠=abc",
        "hcp=",
        "hcp=-",
        "purpose=guess",
        "forcing=maybe",
        "2x♠=5+",
        "♠♠=4+",
        "5x♠♥=4+",
        "banana",
        "♠=7+ ♥=7+",  # 14 cards
        "hcp=37 ♠=13",  # no such hand
        "purpose=ask:♥",  # only a transfer has a target suit
        "8♠",
    ],
)
def test_bad_text_is_refused_with_a_message(text):
    with pytest.raises(InputError) as error:
        parse_meaning(text)
    assert error.value.message("nl") and error.value.message("en")


def test_every_purpose_has_both_languages():
    assert all(text["nl"] and text["en"] for text in PURPOSES.values())


# -- properties ----------------------------------------------------------------------------

# Mostly loose ranges, as real meanings have: random tight ones rarely leave any hand.
spans = st.integers(0, 4).flatmap(lambda lo: st.tuples(st.just(lo), st.integers(max(lo, 4), 13)))
points = st.integers(0, 24).flatmap(lambda lo: st.tuples(st.just(lo), st.integers(lo + 2, 37)))


@st.composite
def hand_types(draw: st.DrawFn) -> HandType:
    return HandType(
        hcp=draw(points),
        lengths=(draw(spans), draw(spans), draw(spans), draw(spans)),
        shape=draw(st.sampled_from(["any", "any", "balanced", "semibalanced"])),
        counts=tuple(
            draw(
                st.lists(
                    st.builds(
                        Count,
                        st.sampled_from([(H, S), (C, D), (C, D, H, S)]),
                        spans,
                        st.sampled_from([1, 2]),
                    ),
                    max_size=1,
                )
            )
        ),
    )


@st.composite
def meanings(draw: st.DrawFn) -> Meaning:
    types = tuple(draw(st.lists(hand_types(), min_size=1, max_size=2)))
    purpose = draw(st.sampled_from([None, *PURPOSES]))
    try:
        return Meaning(
            types=types,
            kind="artificial" if purpose else draw(st.sampled_from(["natural", "artificial"])),
            forcing=draw(st.sampled_from(FORCINGS)),
            purpose=purpose,
            purpose_suit=draw(st.sampled_from(list(Suit))) if purpose == "transfer" else None,
        )
    except MeaningError:
        from hypothesis import assume

        assume(False)
        raise


@settings(max_examples=60, deadline=None)
@given(meanings())
def test_text_and_json_round_trips(meaning):
    assert parse_meaning(meaning.spec()) == meaning
    assert Meaning.from_json(json.loads(json.dumps(meaning.to_json("nl")))) == meaning


@settings(max_examples=40, deadline=None)
@given(meanings(), st.sampled_from([(4, 3, 3, 3), (5, 4, 3, 1), (7, 3, 2, 1)]), st.integers(0, 37))
def test_masks_agree_with_fits(meaning, shape, hcp):
    from arbiter.bridge.handspace import cell_counts

    real = cell_counts()[shape][hcp] > 0
    in_mask = bool(meaning.masks.get(shape, 0) >> hcp & 1)
    assert in_mask == (real and meaning.fits(shape, hcp))


def test_a_preset_label_travels_with_the_written_out_meaning():
    edited = parse_meaning("open1-major:♠ hcp=11-19")
    assert edited.spec() == "preset=open1-major:♠ 1♠ hcp=11-19 ♠=5+"
    assert parse_meaning(edited.spec()) == edited
    assert parse_meaning(edited.spec()).label("nl").endswith("(aangepast)")
    same = parse_meaning("preset=opening1-hoog:h 1♥ hcp=12-19 ♥=5+")
    assert same.preset == "open1-major:♥" and same.label("en") == "1♥ One-level major opening"
    with pytest.raises(MeaningError):
        parse_meaning("preset=nothing hcp=5")
