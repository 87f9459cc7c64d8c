"""Every outcome key, value and rectification code has words in Dutch and English."""

from __future__ import annotations

import pytest

from arbiter.guide import outcome_words
from arbiter.guide.vocabulary import OUTCOME_FIELDS


def test_every_key_value_and_rectification_has_words():
    assert outcome_words.problems() == []


def test_no_words_are_left_over_for_codes_the_content_no_longer_uses():
    codes = set(outcome_words._words()["rectifications"])
    assert codes - outcome_words.used_rectifications() == set()


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_words_are_not_the_codes(lang):
    """A label or value in words never shows the machine key (underscores, the key as is)."""
    for key, kind in OUTCOME_FIELDS.items():
        assert "_" not in outcome_words.label(key, lang), key
        assert outcome_words.label(key, lang) != key, key
        for value in kind if isinstance(kind, tuple) else ():
            assert "_" not in outcome_words.value_text(key, value, lang), (key, value)
    for code in outcome_words.used_rectifications():
        words = outcome_words.value_text("rectification", code, lang)
        assert "_" not in words and words != code, code


def test_the_issue_example_in_both_languages():
    outcome = {"accepted": False, "rectification": "replaced_lowest_same_denomination"}
    nl = outcome_words.text(outcome, "nl")
    en = outcome_words.text(outcome, "en")
    assert nl == (
        "Rechtzetting: Vervangen door het laagste voldoende bod in dezelfde speelsoort; "
        "Onregelmatigheid geaccepteerd: nee"
    )
    assert en.startswith("Rectification: Replaced by the lowest sufficient bid")
    assert en.endswith("Irregularity accepted: no")


def test_values_numbers_and_unknown_codes():
    lines = outcome_words.describe(
        {"tricks_transferred": 2, "penalty_card": "major", "rectification": "gone_code",
         "mystery": "x"},
        "nl",
    )  # fmt: skip
    assert [str(line) for line in lines] == [
        "Rechtzetting: gone_code",  # a code the content no longer has: shown as stored
        "Strafkaart: grote strafkaart",
        "Slagen overgedragen: 2",
        "mystery: x",
    ]
    assert lines[1].key == "penalty_card" and lines[1].value == "major"


def test_a_missing_word_is_found(monkeypatch):
    words = outcome_words._words()
    broken = {**words, "fields": {k: v for k, v in words["fields"].items() if k != "warning"}}
    monkeypatch.setattr(outcome_words, "_words", lambda: broken)
    assert outcome_words.problems() == ["field 'warning' has no label [nl, en]"]
