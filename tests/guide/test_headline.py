"""The answer first: a ruling's one-line headline from the table data and the outcome."""

from __future__ import annotations

import pytest

from arbiter.guide.facts import parse_inputs
from arbiter.guide.headline import check_template, fill, headline, values
from arbiter.i18n import Text

TRICKS = Text.of("{tricks|geen slagen|# slag|# slagen} naar {nos}",
                 "{tricks|no tricks|# trick|# tricks} to {nos}")  # fmt: skip


@pytest.mark.parametrize(
    ("tricks", "nl", "en"),
    [(0, "Geen slagen naar NZ", "No tricks to NS"), (1, "1 slag naar NZ", "1 trick to NS"),
     (2, "2 slagen naar NZ", "2 tricks to NS")],
)
def test_singular_plural_and_zero(tricks, nl, en):
    given = parse_inputs({"offender": "O"})
    outcome = {"tricks_transferred": tricks}
    fallback = Text.of("Iets.", "Something.")
    assert headline((TRICKS,), fallback, given, {}, outcome, "nl") == nl
    assert headline((TRICKS,), fallback, given, {}, outcome, "en") == en


def test_two_forms_put_the_number_first():
    assert fill("{tricks|slag|slagen}", {"tricks": 1}) == "1 slag"
    assert fill("{tricks|slag|slagen}", {"tricks": 3}) == "3 slagen"


def test_calls_and_seats_in_the_language_asked():
    given = parse_inputs({"call": "1NT", "replacement": "2SA", "offender": "Z"})
    template = Text.of("{replacement} vervangt {call} van {offender}",
                       "{replacement} replaces {call} by {offender}")  # fmt: skip
    fallback = Text.of("x", "x")
    assert headline((template,), fallback, given, {}, {}, "nl") == "2SA vervangt 1SA van Z"
    assert headline((template,), fallback, given, {}, {}, "en") == "2NT replaces 1NT by S"


def test_the_first_template_that_can_be_filled_wins_else_the_first_sentence():
    first = Text.of("{replacement} vervangt {call}", "{replacement} replaces {call}")
    second = Text.of("Vervangen: geen pasverplichting", "Replaced: no obligation to pass")
    fallback = Text.of("Het bod is vervangen. Verder niets.", "The bid is replaced. Nothing else.")
    given = parse_inputs({"call": "1♥"})
    assert headline((first, second), fallback, given, {}, {}, "nl").startswith("Vervangen")
    assert headline((first,), fallback, given, {}, {}, "en") == "The bid is replaced"


def test_values_offer_sides_from_the_offender():
    known = values(parse_inputs({"offender": "W"}), {}, {}, "nl")
    assert (known["os"], known["nos"]) == ("OW", "NZ")


@pytest.mark.parametrize(
    ("template", "problem"),
    [("{colour}", "unknown placeholder"), ("{tricks|a|b|c|d}", "needs 2 forms"),
     ("{tricks", "not a placeholder"), ("ok {call}", None)],
)
def test_templates_are_checked(template, problem):
    found = check_template(template)
    assert (problem is None and not found) or any(problem in p for p in found)
