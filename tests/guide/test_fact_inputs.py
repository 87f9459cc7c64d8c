"""The table data's inputs declare their kind (issue 23): what each parser gives is what
its kind says, so a form can ask for it by kind without trying the parser on samples."""

from __future__ import annotations

import pytest

from arbiter.bridge import Call, Card, Seat
from arbiter.bridge.meaning import Meaning
from arbiter.guide.facts import INPUTS, tap_values
from arbiter.i18n import InputError
from arbiter.kinds import KINDS


def _is(value: object, kind: type) -> bool:
    return isinstance(value, kind)


def _all(value: object, kind: type) -> bool:
    return isinstance(value, tuple) and bool(value) and all(isinstance(v, kind) for v in value)


#: What a parser gives for each kind an input declares.
GIVES = {
    "seat": lambda v: _is(v, Seat),
    "call": lambda v: _is(v, Call),
    "auction": lambda v: _all(v, Call),
    "card": lambda v: _is(v, Card),
    "cards": lambda v: _all(v, Card),
    "bool": lambda v: isinstance(v, bool),
    "int": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "choice": lambda v: isinstance(v, str),
    "meaning": lambda v: _is(v, Meaning),
    "text": lambda v: v is not None,
}


@pytest.mark.parametrize("name", list(INPUTS))
def test_the_example_reads_as_the_declared_kind(name):
    d = INPUTS[name]
    assert d.kind in KINDS and d.kind in GIVES, d.kind
    value = d.parse(d.example)
    if d.many:
        assert isinstance(value, tuple) and value and all(GIVES[d.kind](v) for v in value)
    else:
        assert GIVES[d.kind](value), (name, value)


@pytest.mark.parametrize("name", [n for n, d in INPUTS.items() if d.kind in ("bool", "choice")])
def test_every_declared_choice_is_read_and_nothing_else(name):
    d = INPUTS[name]
    assert d.choices, name
    for choice in d.choices:
        for spelling in (choice.value, *choice.spellings):
            d.parse(spelling)
        assert choice.label["nl"] and choice.label["en"]
    with pytest.raises(InputError):
        d.parse("geen-van-deze")


@pytest.mark.parametrize("name", [n for n, d in INPUTS.items() if d.kind == "int"])
def test_a_number_is_read_within_its_bounds_only(name):
    d = INPUTS[name]
    assert d.minimum is not None and d.maximum is not None
    assert d.parse(str(d.minimum)) == d.minimum and d.parse(str(d.maximum)) == d.maximum
    for outside in (d.minimum - 1, d.maximum + 1):
        with pytest.raises(InputError):
            d.parse(str(outside))
    assert tap_values(name) == tuple(str(n) for n in range(d.minimum, d.maximum + 1))


def test_the_taps_of_a_yes_no_and_a_seat():
    assert tap_values("established") == ("yes", "no")
    assert INPUTS["established"].parse("ja") is True
    assert tap_values("dealer") == ()  # a seat has a picker of its own, not a row of taps
    assert {c.value for c in INPUTS["dealer"].choices} == {"N", "E", "S", "W"}
