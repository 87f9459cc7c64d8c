"""Regulation profiles: complete, sourced, and refused by name when unknown."""

from __future__ import annotations

import pytest

from arbiter.i18n import InputError
from arbiter.laws.profiles import KEYS, profile, profile_names, read_profiles


def test_the_four_federations_are_there_and_nbb_is_the_default():
    assert set(profile_names()) == {"NBB", "WBF", "EBU", "ACBL"}
    assert profile().name == "NBB"
    assert profile("acbl").name == "ACBL"


@pytest.mark.parametrize("name", ["NBB", "WBF", "EBU", "ACBL"])
def test_every_profile_has_every_value_with_a_source(name):
    rules = profile(name)
    assert set(rules.values) == set(KEYS)
    for key in KEYS:
        assert rules.source(key).strip(), key
    assert rules.title["nl"] and rules.title["en"]


@pytest.mark.parametrize("name", ["NBB", "WBF", "EBU", "ACBL"])
def test_the_laws_figures_where_no_federation_value_was_verified(name):
    rules = profile(name)
    assert rules.artificial_percent == {"average_minus": 40, "average": 50, "average_plus": 60}
    assert rules.artificial_imps == {"average_minus": -3, "average": 0, "average_plus": 3}
    assert rules.session_exception == (60, 40)
    assert rules.correction_period_minutes == 30
    for key in ("average_plus_percent", "average_minus_percent"):
        source = rules.source(key)
        assert "Law 12C2" in source or "Laws default" in source


def test_acbl_matchpoints_one_per_beat():
    assert profile("ACBL").matchpoints_per_beat == 1
    assert profile("NBB").matchpoints_per_beat == 2


def test_an_unknown_profile_lists_the_accepted_names():
    with pytest.raises(InputError) as info:
        profile("KNVB")
    assert set(info.value.accepted) == {"NBB", "WBF", "EBU", "ACBL"}
    assert "KNVB" in info.value.message("nl") and "KNVB" in info.value.message("en")


def test_the_loader_names_every_problem():
    data = {"profiles": {"XYZ": {"title": {"nl": "x"}, "values": {"neuberg": {"value": 1}}}}}
    with pytest.raises(ValueError) as info:
        read_profiles(data)
    text = str(info.value)
    assert "XYZ: missing average_plus_percent" in text
    assert "XYZ: neuberg has no source" in text
    assert "title needs nl and en" in text
    assert "no NBB profile" in text
