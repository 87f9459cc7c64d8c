"""The Law 23A test: parts, verdicts, properties, a brute-force check with endplay's dealer,
and worked examples from public director material."""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from arbiter.bridge.errors import MeaningError
from arbiter.bridge.handspace import TOTAL_HANDS, cell_counts
from arbiter.bridge.meaning import HandType, Meaning
from arbiter.bridge.meaning_text import parse_meaning, preset_meaning, presets
from arbiter.calc.comparable import compare, compare_all, shown_suits
from arbiter.i18n import InputError
from arbiter.yamlio import load_yaml
from tests.bridge.test_meaning import meanings

EXAMPLES = load_yaml(Path(__file__).parent / "data" / "comparable_examples.yaml")["examples"]


def m(text: str) -> Meaning:
    return parse_meaning(text)


@cache
def all_presets() -> tuple[Meaning, ...]:
    return tuple(p.build(s) for p in presets().values() for s in (p.suits or (None,)))


# -- the three parts ----------------------------------------------------------------------


def test_subset_decides_and_is_exact():
    verdict = compare(m("open1-major:♠"), m("intermediate-jump-overcall:♠"))
    _, subset, purpose = verdict.parts
    assert subset.answer and subset.law == "23A2" and subset.exact
    assert verdict.comparable and verdict.decided_by is subset
    assert verdict.replacement_only is None and verdict.replacement_fits == 1
    assert verdict.withdrawn_only is not None  # a 1♠ opening that is no jump overcall
    assert not purpose.answer and purpose.law == "23A3"
    assert "23C" in verdict.laws


def test_not_a_subset_shows_a_real_hand_that_breaks_it():
    verdict = compare(m("open1-major:♠"), m("overcall1:♠"))
    assert not verdict.comparable and verdict.decided_by is None
    example = verdict.replacement_only
    assert example is not None
    assert m("overcall1:♠").fits(example.lengths, example.hcp)
    assert not m("open1-major:♠").fits(example.lengths, example.hcp)
    assert example.hand("nl") in verdict.parts[1].text["nl"]
    assert example.hand("en") in verdict.parts[1].text["en"]
    assert "26B" in verdict.laws and "27B2" in verdict.consequence("nl")


def test_similar_is_a_proposal_the_director_can_overrule():
    verdict = compare(m("open1-major:♠"), m("strong-jump-shift:♠"))
    same = verdict.parts[0]
    assert same.answer and not same.exact and verdict.decided_by is same
    overruled = compare(
        m("open1-major:♠"), m("strong-jump-shift:♠"), judged={"same_meaning": False}
    )
    assert not overruled.comparable and overruled.parts[0].by == "director"
    assert "arbiter" in overruled.parts[0].text["nl"]
    accepted = compare(m("open1-major:♠"), m("overcall1:♠"), judged={"same_meaning": True})
    assert accepted.comparable and accepted.decided_by.by == "director"
    unchanged = compare(m("open1-major:♠"), m("overcall1:♠"), judged={"same_meaning": False})
    assert unchanged.parts[0].by == "computed"


def test_the_subset_cannot_be_overruled():
    with pytest.raises(InputError):
        compare(m("open1-major:♠"), m("overcall1:♠"), judged={"subset": True})


@pytest.mark.parametrize(("similar", "tolerance"), [(0.4, 2), (1.1, 2), (0.8, -1), (0.8, 11)])
def test_thresholds_are_checked(similar, tolerance):
    with pytest.raises(InputError) as error:
        compare(m("open1nt"), m("1nt-overcall"), similar=similar, tolerance=tolerance)
    assert error.value.message("nl") and error.value.message("en")


def test_tolerance_moves_the_similar_proposal():
    strict = compare(m("open1nt"), m("1nt-overcall"), tolerance=0)
    assert not strict.parts[0].answer  # 18 HCP lies outside 15-17
    assert compare(m("open1nt"), m("1nt-overcall"), tolerance=1).parts[0].answer


def test_same_purpose():
    verdict = compare(m("stayman"), m("stayman-2nt"))
    assert [p.answer for p in verdict.parts] == [False, False, True]
    assert verdict.decided_by.key == "same_purpose"
    assert "vraagt naar een hoge kleur" in verdict.parts[2].text["nl"]
    other = compare(m("transfer:♥"), m("transfer:♠"))
    assert not other.parts[2].answer  # a transfer to another suit is another purpose
    overruled = compare(m("transfer:♥"), m("transfer:♠"), judged={"same_purpose": True})
    assert overruled.comparable and overruled.decided_by.by == "director"


def test_a_question_is_not_a_subset_of_an_answer_and_back():
    ask = compare(m("blackwood"), m("5♣ hcp=13+ ♣=6+"))
    assert not ask.comparable
    assert "vraag" in ask.parts[1].text["nl"] and "question" in ask.parts[1].text["en"]
    asks_new = compare(m("open1-minor:♣"), m("4♣ art purpose=ask_aces hcp=15-19 ♣=4+"))
    assert not asks_new.parts[1].answer and "did not ask" in asks_new.parts[1].text["en"]
    same_question = compare(m("blackwood"), m("gerber"))
    assert same_question.decided_by.key == "same_meaning" and same_question.decided_by.exact


def test_shown_suits():
    assert shown_suits(m("open1-minor:♣")) == {preset_meaning("open1-minor:♣").call.denom.suit: 3}
    assert shown_suits(m("multi")) == {}  # either major: shows neither
    assert shown_suits(m("open1nt")) == {}
    assert list(shown_suits(m("unusual-2nt")).values()) == [5, 5]


def test_explanation_and_json_in_both_languages():
    verdict = compare(m("open1-major:♠"), m("overcall1:♠"))
    for lang in ("nl", "en"):
        text = verdict.explanation(lang)
        assert text.count("\n") == 6
        assert verdict.outcome(lang) in text
        data = verdict.to_json(lang)
        assert data["comparable"] is False and data["decided_by"] is None
        assert [p["law"] for p in data["parts"]] == ["23A1", "23A2", "23A3"]
        assert data["withdrawn"]["spec"] == "preset=open1-major:♠ 1♠ hcp=12-19 ♠=5+"
        assert Meaning.from_json(data["replacement"]) == m("overcall1:♠")
        assert data["examples"]["replacement_only"]["hcp"] == verdict.replacement_only.hcp
        assert 0 < data["shares"]["replacement_fits_withdrawn"] < 1
    assert "Niet vergelijkbaar" in verdict.explanation("nl")
    assert "Not comparable" in verdict.explanation("en")


def test_options_are_listed_without_advice():
    inverted = m("inverted-raise:♣")
    lines = [
        v.line("en") for v in compare_all(inverted, [m("limit-raise:♣ ♥=-3 ♠=-3"), m("2nt-invite")])
    ]
    assert lines == [
        "3♣ Limit raise (jump raise) (edited): subset (23A2)",
        "2NT 2NT response 11-12, invitational: not comparable",
    ]


# -- properties ---------------------------------------------------------------------------


@pytest.mark.parametrize("meaning", all_presets(), ids=lambda x: x.preset)
def test_every_preset_is_comparable_to_itself(meaning):
    verdict = compare(meaning, meaning)
    assert verdict.comparable and verdict.decided_by.key == "same_meaning"
    assert all(part.answer for part in verdict.parts[:2])


@settings(max_examples=40, deadline=None)
@given(meanings())
def test_a_meaning_is_comparable_to_itself(meaning):
    verdict = compare(meaning, meaning)
    assert verdict.comparable and verdict.decided_by.key == "same_meaning"
    assert verdict.parts[1].answer and verdict.replacement_only is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(all_presets()), st.data())
def test_a_narrowed_natural_meaning_is_a_subset(meaning, data):
    assume(not meaning.is_question)
    first = meaning.types[0]
    lo, hi = first.hcp
    new_lo = data.draw(st.integers(lo, hi))
    new_hi = data.draw(st.integers(new_lo, hi))
    lengths = list(first.lengths)
    suit = data.draw(st.integers(0, 3))
    s_lo, s_hi = lengths[suit]
    lengths[suit] = (data.draw(st.integers(s_lo, s_hi)), s_hi)
    narrowed = HandType(
        (new_lo, new_hi),
        (lengths[0], lengths[1], lengths[2], lengths[3]),
        first.shape,
        first.counts,
    )
    try:
        narrow = Meaning((narrowed,), kind=meaning.kind, purpose=meaning.purpose)
    except MeaningError:
        assume(False)
        return
    verdict = compare(meaning, narrow)
    assert verdict.parts[1].answer and verdict.replacement_fits == 1
    assert verdict.comparable


# -- brute force: endplay's dealer against the exact computation --------------------------

_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


@cache
def dealt_hands() -> tuple[tuple[tuple[int, int, int, int], int], ...]:
    """40,000 random hands from endplay's dealer, read from PBN without arbiter's code."""
    from endplay.dealer import generate_deals

    hands = []
    for deal in generate_deals(produce=10_000, seed=2017):
        for hand in (deal.north, deal.east, deal.south, deal.west):
            spades, hearts, diamonds, clubs = hand.to_pbn().split(".")
            text = spades + hearts + diamonds + clubs
            hands.append(
                (
                    (len(clubs), len(diamonds), len(hearts), len(spades)),
                    sum(_POINTS.get(card, 0) for card in text),
                )
            )
    return tuple(hands)


def _exact_share(meaning: Meaning, other: Meaning | None = None) -> float:
    counts = cell_counts()
    total = 0
    for shape, mask in meaning.masks.items():
        if other is not None:
            mask &= other.masks.get(shape, 0)
        total += sum(n for hcp, n in enumerate(counts[shape]) if mask >> hcp & 1)
    return total / TOTAL_HANDS


PAIRS = [
    ("open1-major:♠", "overcall1:♠"),
    ("open1-major:♠", "intermediate-jump-overcall:♠"),
    ("open-pass", "1nt-response"),
    ("open-pass", "response-new-suit:♥"),
    ("open1nt", "1nt-overcall"),
    ("open1-minor:♣", "takeout-double:♠"),
    ("takeout-double:♥", "open1-minor:♦"),
    ("stayman", "stayman-2nt"),
    ("two-suiter", "unusual-2nt"),
    ("multi", "weak2:♥"),
    ("open1-minor:♦", "open1nt-weak"),
]


@pytest.mark.parametrize(("withdrawn", "replacement"), PAIRS)
def test_subset_agrees_with_random_hands(withdrawn, replacement):
    w, r = m(withdrawn), m(replacement)
    verdict = compare(w, r)
    hands = dealt_hands()
    n = len(hands)
    in_r = [h for h in hands if r.fits(*h)]
    outside = [h for h in in_r if not w.fits(*h)]
    if verdict.replacement_only is None:  # every hand of the replacement fits: none dealt
        assert outside == []
    if outside:  # a dealt hand breaks it: the exact check must have found one too
        assert not verdict.parts[1].answer and verdict.replacement_fits < 1
    # frequencies: the exact shares against what the dealer dealt (5 standard errors)
    for exact, seen in (
        (_exact_share(r), len(in_r) / n),
        (_exact_share(r, w), (len(in_r) - len(outside)) / n),
        (_exact_share(w), sum(w.fits(*h) for h in hands) / n),
    ):
        assert abs(seen - exact) <= 5 * math.sqrt(exact * (1 - exact) / n) + 1 / n
    if verdict.replacement_only is not None:
        # the hand shown fits one and not the other, and the dealer can deal it
        example = verdict.replacement_only
        assert r.fits(example.lengths, example.hcp) and not w.fits(example.lengths, example.hcp)
        from endplay.dealer import generate_deals

        c, d, h, s = example.lengths
        found = next(
            generate_deals(
                f"hcp(north)=={example.hcp}",
                f"spades(north)=={s}",
                f"hearts(north)=={h}",
                f"diamonds(north)=={d}",
                produce=1,
                seed=1,
                max_attempts=5_000_000,
            )
        )
        assert len(found.north.to_pbn().split(".")[3]) == c


def test_the_subset_check_is_exact_where_random_hands_rarely_reach():
    # 20+ HCP hands are 1 in 70: the subset must fail on them even if no deal shows one
    verdict = compare(m("open1-major:♠"), m("strong-jump-shift:♠"))
    assert not verdict.parts[1].answer
    assert verdict.replacement_only.hcp >= 20


# -- worked examples ----------------------------------------------------------------------


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e["id"])
def test_worked_example(example):
    verdict = compare(m(example["withdrawn"]), m(example["replacement"]))
    assert verdict.comparable is example["comparable"], verdict.explanation("en")
    assert example["source"].startswith("https://")


def test_worked_examples_cover_every_outcome():
    keys = {
        getattr(compare(m(e["withdrawn"]), m(e["replacement"])).decided_by, "key", None)
        for e in EXAMPLES
    }
    assert keys == {None, "same_meaning", "subset", "same_purpose"}
    assert len(EXAMPLES) >= 20


@settings(max_examples=25, deadline=None)
@given(meanings(), meanings())
def test_random_meanings_agree_with_dealt_hands(withdrawn, replacement):
    verdict = compare(withdrawn, replacement)
    broken = any(replacement.fits(*h) and not withdrawn.fits(*h) for h in dealt_hands())
    if broken:
        assert verdict.replacement_only is not None and verdict.replacement_fits < 1
    if verdict.replacement_only is None:
        assert not broken


def test_the_log_record_reads_back_to_the_same_verdict():
    import json

    from arbiter.calc.comparable import from_record

    verdict = compare(m("open1-major:♠"), m("overcall1:♠ hcp=9-16"), judged={"same_meaning": True})
    record = json.loads(json.dumps(verdict.to_record()))
    assert record["parts"]["same_meaning"] == {"answer": True, "by": "director"}
    assert record["withdrawn"] == {
        "spec": "preset=open1-major:♠ 1♠ hcp=12-19 ♠=5+",
        "preset": "open1-major:♠",
    }
    assert record["example"]["pbn"].count(".") == 3
    again = from_record(record)
    assert again.to_record() == record
    assert again.replacement.label("en") == "1♠ One-level overcall (edited)"
    assert again.comparable and again.decided_by.by == "director"
