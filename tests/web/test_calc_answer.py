"""The answer line shown first on a calculator's page (arbiter/web/calc_answer.py), read
from the real calculators' text."""

from __future__ import annotations

import pytest

from arbiter.calc.service import calculator
from arbiter.web.calc_answer import answer

#: Board 16 of tests/pbn/formats/bridgecomposer_hand_records.pbn, and its play as
#: tests/log/test_calls_phone.py taps it: West ruffs the fourth trick with ♥3 holding ♦.
DEAL_16 = "N:53.AKJ97.74.K432 94.T8542.AT953.Q AJT8..K862.AJ765 KQ762.Q63.QJ.T98"
PLAYED_16 = "♦A ♦2 ♦B ♦4 ♣V ♣5 ♣8 ♣H ♠5 ♠4 ♠A ♠2 ♦H ♥3 ♦7 ♦3 ♠H ♠3 ♠9 ♠8"


def _answer(raw: dict[str, str], lang: str = "nl") -> str | None:
    outcome = calculator("revoke").run(raw)
    return answer("revoke", outcome.text(lang), lang, outcome.as_json(lang))


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_revoke_from_the_table_data_answers_with_its_transfer(lang):
    raw = {"revoker": "W", "declarer": "N", "trick": "4", "won": "4:W 5:N 6:O",
           "established": "ja"}  # fmt: skip
    assert _answer(raw, lang) == (
        "Verzaking: 2 slagen over te dragen" if lang == "nl" else "Revoke: 2 tricks to transfer")


def test_a_revoke_found_in_a_played_deal_answers_with_the_transfer_not_the_board():
    """The deal's text starts with the board ("Spel 16: 4♥ door N"); the answer is the
    transfer the director came for (issue 25: the answer first)."""
    raw = {"deal": DEAL_16, "contract": "4♥",
           "declarer": "N", "played": PLAYED_16}  # fmt: skip
    found = _answer(raw)
    assert found is not None and found.startswith("2 slagen over te dragen"), found
