"""The revoke calculator's deal way: the deal (as the event's hand record gives it), the
contract and the cards as played; the revokes are found in the cards (issue 15)."""

from __future__ import annotations

import pytest

from arbiter.calc import service
from arbiter.i18n import InputError

# board 16 of tests/pbn/formats/bridgecomposer_hand_records.pbn
DEAL = "N:53.AKJ97.74.K432 94.T8542.AT953.Q AJT8..K862.AJ765 KQ762.Q63.QJ.T98"
# 4♥ by North; trick 4: South leads ♦K, West (holding ♦Q) ruffs with ♥3 and wins;
# West leads trick 5 and wins it: the revoke is established (63A1), two tricks (64A1)
PLAYED = "♦A ♦2 ♦J ♦4 ♣Q ♣5 ♣8 ♣H ♠5 ♠4 ♠A ♠2 ♦H ♥3 ♦7 ♦3 ♠H ♠3 ♠9 ♠8"


def run(**raw):
    return service.calculator("revoke").run(raw)


def test_the_revoke_is_found_in_the_cards_played_from_the_real_hands():
    out = run(deal=DEAL, contract="4♥", declarer="N", board="16", played=PLAYED)
    found = out.as_json("en")
    assert found["board"] == 16 and found["contract"] == "4♥" and found["declarer"] == "N"
    [revoke] = found["revokes"]
    assert revoke["trick"] == 4 and revoke["seat"] == "W" and revoke["card"] == "♥3"
    assert revoke["established"] and revoke["established_by"] == "63A1"
    assert revoke["tricks"] == 2
    text = out.text("nl")
    assert "Slag 4: West (tegenspeler) speelde ♥3 op ♦ en had nog ruiten" in text
    assert "OW kwetsbaar" in text  # board 16: the vulnerability from the number


def test_what_is_missing_or_impossible_is_said():
    with pytest.raises(InputError, match="contract and declarer"):
        run(deal=DEAL, declarer="N", played=PLAYED)
    with pytest.raises(InputError, match="Which cards"):
        run(deal=DEAL, contract="4♥", declarer="N")
    with pytest.raises(InputError, match=r"in West.s hand"):
        run(deal=DEAL, contract="4♥", declarer="N", played="♦V")  # East leads, not West
    with pytest.raises(InputError, match="Invalid deal: missing hand"):
        run(deal="N:53.AKJ97.74.K432 - - -", contract="4♥", declarer="N", played="♦A")
