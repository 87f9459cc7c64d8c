"""Issue 25: the claim checker by taps, up to a result, for endings of 1 to 13 cards.

A new director taps the cards left into the four hands (the guide's card picker), the
contract in the bidding box and who claims, and gets the checker's answer. Before, the
form made a whole deal of the taps and refused any ending ("Ongeldige deal: 12 kaarten in
plaats van 52") while the API took the same position.
"""

from __future__ import annotations

import pytest

from tests.web.conftest import PHONE, Watch, screenshot
from tests.web.test_calc_taps import RANKS, Hands

pytestmark = pytest.mark.e2e

SUITS = {"N": "♠", "E": "♥", "S": "♦", "W": "♣"}  # each hand the top of one suit


def _ending(h: Hands, cards: int) -> None:
    for seat, suit in SUITS.items():
        if seat != "N":  # North's picker is open; the others are folded
            h.tap(f'details.hand:has(input[name="deal.{seat}"]) summary')
        h.cards(f"deal.{seat}", [suit + rank for rank in RANKS[:cards]])
    h.bid("contract", "3SA")
    h.choose("declarer", "Z")


@pytest.mark.parametrize("cards", range(1, 14))
def test_an_ending_by_taps_gets_an_answer(browser, server, cards):
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(page, server.url)
    page.goto("/nl/calc/claim")
    page.evaluate("localStorage.clear()")
    page.reload()
    h = Hands(page)
    _ending(h, cards)
    out = h.go()
    assert "Ongeldige" not in out and "kaarten in plaats van" not in out, out
    # an ending: South is on lead (the claimer) and cashes the top diamonds, every trick
    # (no one can ruff in NT); the whole deal: West makes the opening lead, all clubs
    assert f"Zuid claimt {cards} sla" in out, out
    assert f"Dubbeldummy: {cards if cards < 13 else 0} sla" in out, out
    answer = page.locator("#calc-result [data-answer]")  # the answer first, on the card
    assert answer.is_visible() and "Slechtste normale speelwijze" in answer.inner_text()
    if cards in (3, 13):
        screenshot(page, f"calc-claim-{cards}-cards")
    print(f"claim, {cards}-card ending: {h.taps} taps, {h.chars} characters")
    assert h.chars == 0
    watch.check()
    context.close()
