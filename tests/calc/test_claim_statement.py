"""The claim statement as data: Dutch and English text to steps, steps back to text,
and bad text refused with a message in both languages that lists what is accepted."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter.bridge import Card, Suit
from arbiter.calc.claim import ALL, Statement, Step, parse_statement, step_text
from arbiter.calc.claim.statement import ACCEPTED, MAX_STATEMENT
from arbiter.i18n import LANGS, InputError

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES

READ = [
    ("eerst troef trekken, dan de klaveren", [[Step("draw")], [Step("cash", C)]]),
    ("draw trumps, then run the clubs", [[Step("draw")], [Step("cash", C)]]),
    ("cash the ♣ from the top", [[Step("cash", C, top=True)]]),
    ("speel de harten van boven", [[Step("cash", H, top=True)]]),
    ("ruff a ♥ in dummy", [[Step("ruff", H, where="partner")]]),
    ("een harten troeven in de blinde", [[Step("ruff", H, where="partner")]]),
    ("ruff two spades in hand", [[Step("ruff", S, where="claimer", count=2)]]),
    ("ruff the hearts", [[Step("ruff", H, count=ALL)]]),
    ("give up a ♦", [[Step("give", D)]]),
    ("geef een ruiten af", [[Step("give", D)]]),
    ("♦ afgeven (2×)", [[Step("give", D, count=2)]]),
    ("finesse the queen of diamonds", [[Step("finesse", D, card=Card.parse("♦Q"))]]),
    ("snijden op de ruitenvrouw", [[Step("finesse", D, card=Card.parse("♦V"))]]),
    ("take the diamond finesse", [[Step("finesse", D)]]),
    ("de klaveren en de ruiten, dan troef", [[Step("cash", C), Step("cash", D)],
                                            [Step("draw")]]),
    ("trumps first", [[Step("draw")]]),
    ("I'll draw trumps and then cash the spades", [[Step("draw")], [Step("cash", S)]]),
    ("", []),
]  # fmt: skip


@pytest.mark.parametrize(("text", "groups"), READ, ids=[t or "empty" for t, _ in READ])
def test_statements_are_read_in_both_languages(text, groups):
    statement = parse_statement(text)
    assert [list(group) for group in statement.groups] == groups
    assert statement.text == text


@pytest.mark.parametrize("text", ["de rest is hoog", "then the rest are good", "rest"])
def test_the_rest_is_noted_but_adds_no_step(text):
    statement = parse_statement(text)
    assert statement.rest and not statement.groups


def test_a_long_statement_in_canonical_phrases():
    text = "troef trekken, ♣ van boven, ♥ troeven in de blinde, ♦ afgeven (2×), snijden op ♦V"
    assert parse_statement(text) == Statement.of(
        Step("draw"), Step("cash", C, top=True), Step("ruff", H, where="partner"),
        Step("give", D, count=2), Step("finesse", D, card=Card.parse("♦V")),
    )  # fmt: skip


STEP = st.one_of(
    st.just(Step("draw")),
    st.builds(lambda s, t: Step("cash", s, top=t), st.sampled_from(Suit), st.booleans()),
    st.builds(
        lambda s, w, n: Step("ruff", s, where=w, count=n),
        st.sampled_from(Suit), st.sampled_from([None, "claimer", "partner"]),
        st.sampled_from([1, 2, 3, ALL]),
    ),
    st.builds(lambda s, n: Step("give", s, count=n), st.sampled_from(Suit),
              st.sampled_from([1, 2, 3, ALL])),
    st.builds(lambda c: Step("finesse", c.suit, card=c),
              st.sampled_from([Card.parse(t) for t in ("♦V", "♠10", "♥B", "♣9", "♠H")])),
    st.builds(lambda s: Step("finesse", s), st.sampled_from(Suit)),
)  # fmt: skip


@given(steps=st.lists(STEP, max_size=5), lang=st.sampled_from(LANGS), declarer=st.booleans())
def test_steps_written_are_read_back(steps, lang, declarer):
    """Taps build steps; their phrases (what the page shows) read back to the same."""
    text = ", ".join(step_text(step, lang, declarer) for step in steps)
    assert parse_statement(text) == Statement.of(*steps)


BAD = [
    ("blah blah", "geen stap", "not a step"),
    ("cash clubs diamonds", "één kleur per stap", "one suit per step"),
    ("finesse", "noem de kaart", "name the card"),
    ("give up", "noem de kleur", "name the suit"),
    ("snijden", "noem de kaart", "name the card"),
]


@pytest.mark.parametrize(("text", "nl", "en"), BAD)
def test_bad_text_says_what_is_accepted_in_both_languages(text, nl, en):
    with pytest.raises(InputError) as error:
        parse_statement(text)
    assert nl in error.value.message("nl") and en in error.value.message("en")
    assert error.value.accepted == ACCEPTED
    assert "Mogelijk: troef trekken / draw trumps" in error.value.message("nl")
    assert "Accepted: troef trekken / draw trumps" in error.value.message("en")


def test_a_statement_that_is_too_long_is_refused():
    with pytest.raises(InputError) as error:
        parse_statement("draw trumps, " * (MAX_STATEMENT // 10))
    assert str(MAX_STATEMENT) in error.value.message("nl")
