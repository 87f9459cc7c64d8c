"""Training items that taught a wrong or weak point, held against the 2017 Laws (issue 22).

aap.26b-before-penalty-card: 26B lasts while partner keeps the lead, and 50D2 already
applies to the opening lead. aap.dummy-lost-rights: 43A2, and 43B3 adjusts only when the
defenders gained. Two generated cases: a distractor that was also right
(retraction-of-played-card.mi_retract) and one that was a sentence of the right answer
(insufficient-bid.double_cancelled).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.guide.library import library
from arbiter.guide.model import Ruling
from arbiter.train import item, items
from arbiter.train.generate import (
    differs,
    line,
    set_aside,
    set_aside_problems,
    told_in,
)
from arbiter.train.model import FALSE

GENERATED = [i for i in items() if i.origin == "generated" and i.kind == "case"]


def distractor_rulings(it) -> list[Ruling]:
    topic = library().topic(it.topic)
    return [topic.nodes[r] for c, r in it.rulings if c != it.key]  # type: ignore[misc]


def test_26b_and_the_penalty_card_both_apply_at_the_opening_lead():
    it = item("aap.26b-before-penalty-card")
    assert it.key == FALSE
    assert {"26B", "50D2"} <= set(it.laws)
    en, nl = it.explanation["en"], it.explanation["nl"]
    assert re.search(r"lasts as long as partner keeps the lead", en)
    assert re.search(r"zolang de partner aan slag blijft", nl)
    assert re.search(r"same opening lead.*penalty card.*50D2", en)
    assert re.search(r"diezelfde uitkomst.*strafkaart.*50D2", nl)
    # The guide's penalty-card topic said "26B first, the penalty card later" (the ruling
    # restriction_26b_first); it now asks 26B and then 50D2 at the same lead.
    assert it.guide is None or it.guide[2] != "restriction_26b_first"


def test_dummy_who_lost_his_rights_keeps_the_table_score():
    it = item("aap.dummy-lost-rights")
    assert it.key == FALSE
    assert any(law.startswith("43A2") for law in it.laws) and "43B3" in it.laws
    en, nl = it.explanation["en"], it.explanation["nl"]
    assert "whether the defenders gained" in en and "keep the table score" in en
    assert "of de tegenspelers voordeel hadden" in nl and "score van de tafel" in nl
    assert "damaged" not in en and "benadeeld" not in nl


def test_no_distractor_returns_the_card_freely_after_misinformation():
    it = item("retraction-of-played-card.mi_retract")
    for ruling in distractor_rulings(it):
        freely_back = (ruling.outcome.get("card_withdrawn")
                       and ruling.outcome.get("penalty_card") == "none")  # fmt: skip
        assert not freely_back, f"{ruling.id}: the card goes back without rectification there too"


def test_a_cancelled_double_is_not_offered_its_own_first_sentence():
    it = item("insufficient-bid.double_cancelled")
    keyed = library().topic(it.topic).nodes[it.ruling]
    for choice in it.choices:
        if choice.id != it.key:
            assert not told_in(choice.text, keyed), choice.text["nl"]


@pytest.mark.parametrize("it", GENERATED, ids=lambda i: i.id)
def test_no_distractor_is_a_sentence_of_the_right_ruling(it):
    keyed = library().topic(it.topic).nodes[it.ruling]
    for ruling in distractor_rulings(it):
        assert not told_in(line(ruling), keyed), f"{ruling.id}: {line(ruling)['nl']!r}"


def test_every_set_aside_names_an_item_and_is_not_offered():
    assert set_aside(), "set_aside.yaml is empty"
    assert set_aside_problems(library().topics) == []
    for item_id, rulings in set_aside().items():
        it = item(item_id)
        assert it.origin == "generated"
        offered = {r for _, r in it.rulings}
        assert not rulings & offered, f"{item_id}: {sorted(rulings & offered)} still offered"
        keyed = library().topic(it.topic).nodes[it.ruling]
        for ruling_id in rulings:
            # Set aside by hand only what the rules in the data let through.
            other = library().topic(it.topic).nodes[ruling_id]
            assert differs(keyed, other), f"{item_id}: {ruling_id} is caught by differs already"


def test_a_broken_set_aside_entry_is_named(tmp_path: Path):
    bad = tmp_path / "set_aside.yaml"
    bad.write_text(
        "set_aside:\n"
        "  - {item: nope.x, ruling: y, why: z}\n"
        "  - {item: retraction-of-played-card.mi_retract, ruling: nope, why: z}\n"
        "  - {item: retraction-of-played-card.mi_retract, ruling: rect_declarer}\n",
        encoding="utf-8",
    )
    problems = set_aside_problems(library().topics, str(bad))
    assert len(problems) == 3
    assert "entry 1" in problems[0] and "TOPIC.RULING" in problems[0]
    assert "entry 2" in problems[1] and "not a ruling" in problems[1]
    assert "entry 3" in problems[2] and "why" in problems[2]
