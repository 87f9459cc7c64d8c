"""The self-test of seed 002 ("Zelftoets les 2 De strafkaart", statements a-h) walked
through the penalty-card guide.

Each statement has its verdict from the answers part of the seed (which has the suits
right; the statements part prints hearts where diamonds are meant). A test walks the
guide to the ruling that decides the statement and asserts the outcome, laws or text that
prove the verdict. Where a statement is about what the ruling says rather than about a
path (e, g, h), the test asserts the ruling text and laws that carry it.
"""

from __future__ import annotations

from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
from arbiter.guide.model import Ruling

TOPIC = "penalty-card"

#: Statement -> verdict in seed 002's answers ("juist" = correct, "onjuist" = incorrect).
VERDICTS = {
    "a": "onjuist",
    "b": "onjuist",
    "c": "onjuist",
    "d": "onjuist",
    "e": "onjuist",
    "f": "onjuist",
    "g": "onjuist",
    "h": "juist",
}

# A defender's card that partner could see, nobody but a player drew attention.
DEFENDER = {"situation": "exposed", "holder": "defender", "dummy": "other", "seen": "yes"}
PARTNER_TO_LEAD = {"major": "partner_leads", "lead26b": "no"}


def decide(answers: dict[str, str], facts: dict[str, str] | None = None) -> Decided:
    result = walk(library().topic(TOPIC), answers, facts or {})
    assert isinstance(result, Decided), f"stopped at question {result.question.id}"
    assert not result.unused, f"answers not on the path: {result.unused}"
    return result


def answered_by_fact(result: Decided, node: str) -> str:
    step = next(s for s in result.path if s.node == node)
    assert step.source == "fact", f"{node} was not answered by the table data"
    return step.answer


def tells(ruling: Ruling, lang: str) -> list[str]:
    return [t.get(lang) for t in ruling.tell]


def test_verdicts_are_the_seed_answers() -> None:
    assert sorted(VERDICTS) == list("abcdefgh")
    assert [k for k, v in VERDICTS.items() if v == "juist"] == ["h"]


def test_statement_a() -> None:
    """a (onjuist): a defender not on turn drops ♦2 and ♣3: NOT two minor penalty cards.
    Two or more penalty cards are all major (50B)."""
    assert VERDICTS["a"] == "onjuist"
    for card in ("♦2", "♣3"):
        result = decide({**DEFENDER, "several": "partner_leads", "lead26b_multi": "no",
                         "suits": "more_suits", "choice_more_suits": "free"},
                        {"exposed_count": "2", "card": card})
        assert answered_by_fact(result, "status") == "several"
        assert result.ruling.id == "left_several"
        assert result.ruling.outcome["penalty_card"] == "major"
    # The same low card alone, dropped by accident, would have been minor.
    alone = decide({**DEFENDER, "status": "accidental"},
                   {"exposed_count": "1", "card": "♦2"})
    assert alone.ruling.outcome["penalty_card"] == "minor"


def test_statement_b() -> None:
    """b (onjuist): a ♣A dropped in the auction is no penalty card when its owner becomes
    dummy, and ALSO not when he becomes declarer (48A, 24); only defenders get penalty
    cards (24). The 2017 Law 24 says both in its opening paragraph (it has no 24D/24E)."""
    assert VERDICTS["b"] == "onjuist"
    for holder in ("declarer", "dummy"):
        result = decide({"situation": "exposed", "holder": holder})
        assert result.ruling.id == "declarer_card"
        assert result.ruling.outcome["penalty_card"] == "none"
        assert result.ruling.outcome["card_returned_to_hand"] is True
        assert {"48A", "24D"} <= set(result.ruling.laws)
    defender = decide({**DEFENDER, "major": "played"}, {"exposed_count": "1", "card": "♣A"})
    assert answered_by_fact(defender, "status") == "major"  # an honour
    assert defender.ruling.id == "card_played"


def test_statement_c() -> None:
    """c (onjuist): West has ♣A as penalty card, declarer requires East to lead clubs:
    West need NOT play the ♣A; the card goes back into his hand and he may play any club.
    With penalty cards in clubs and diamonds only the club goes back (51B2(a))."""
    assert VERDICTS["c"] == "onjuist"
    result = decide({**DEFENDER, **PARTNER_TO_LEAD, "choice": "require"},
                    {"exposed_count": "1", "card": "♣A"})
    ruling = result.ruling
    assert ruling.id == "required"
    assert ruling.outcome["penalty_card"] == "none"
    assert ruling.outcome["card_returned_to_hand"] is True
    assert "50D2(a)" in ruling.laws
    assert "any legal card" in ruling.text.get("en")
    assert "elke reglementaire kaart" in ruling.text.get("nl")
    two_suits = decide({**DEFENDER, "several": "partner_leads", "lead26b_multi": "no",
                        "suits": "more_suits", "choice_more_suits": "require"},
                       {"exposed_count": "2", "card": "♣A"})
    assert two_suits.ruling.id == "required_suit"
    assert two_suits.ruling.outcome["penalty_card"] == "major"  # the ♦ card stays
    assert "51B2(a)" in two_suits.ruling.laws


def test_statement_d() -> None:
    """d (onjuist): West has ♣8 as MINOR penalty card: declarer may not require or
    prohibit clubs when East is on lead; that right belongs to a major card only (50C)."""
    assert VERDICTS["d"] == "onjuist"
    result = decide({**DEFENDER, "status": "accidental"},
                    {"exposed_count": "1", "card": "♣8"})
    assert result.ruling.id == "minor"
    assert result.ruling.outcome["penalty_card"] == "minor"
    assert result.ruling.outcome["lead_restriction"] == "none"
    assert result.ruling.options is None  # declarer gets no choice
    assert "choice" not in {s.node for s in result.path}
    assert "50C" in result.ruling.laws


def test_statement_e() -> None:
    """e (onjuist): with ♠3 as minor penalty card West MAY lead the ♠A (an honour); only
    another low spade is barred until the ♠3 is played (50C)."""
    assert VERDICTS["e"] == "onjuist"
    result = decide({**DEFENDER, "status": "accidental"},
                    {"exposed_count": "1", "card": "♠3"})
    ruling = result.ruling
    assert ruling.id == "minor"
    assert "50C" in ruling.laws
    assert "an honour of that suit is allowed" in ruling.text.get("en")
    assert "een honneur in die kleur mag wel" in ruling.text.get("nl")
    assert "below honour rank" in ruling.text.get("en")


def test_statement_f() -> None:
    """f (onjuist): partner West has ♦A as penalty card, declarer requires East to lead
    diamonds; East (♦KQJ2) may NOT use the knowledge of the ♦A, which was picked up (50E2):
    play goes on and an adjusted score is possible."""
    assert VERDICTS["f"] == "onjuist"
    result = decide({**DEFENDER, **PARTNER_TO_LEAD, "choice": "require"},
                    {"exposed_count": "1", "card": "♦A"})
    ruling = result.ruling
    assert ruling.id == "required"
    assert ruling.outcome["unauthorized_information"] is True
    assert ruling.outcome["adjusted_score"] == "possible"
    assert ruling.outcome["play_continues"] is True
    assert "50E2" in ruling.laws
    assert any("50E2" in f.laws and f.kind == "check_board" for f in ruling.afterwards)
    assert any("unauthorized information for partner" in t for t in tells(ruling, "en"))


def test_statement_g() -> None:
    """g (onjuist): declarer prohibits diamonds (the suit of East's ♦A penalty card) at
    West's opening lead; the card goes back to East, but the prohibition lasts as long as
    West keeps the lead, so after winning with ♣A he still may not lead a diamond."""
    assert VERDICTS["g"] == "onjuist"
    result = decide({**DEFENDER, **PARTNER_TO_LEAD, "choice": "prohibit"},
                    {"exposed_count": "1", "card": "♦A"})
    ruling = result.ruling
    assert ruling.id == "prohibited"
    assert ruling.outcome["lead_restriction"] == "50D2"
    assert ruling.outcome["card_returned_to_hand"] is True
    assert "50D2(a)" in ruling.laws
    assert "for as long as he keeps the lead" in ruling.text.get("en")
    assert "zolang hij aan slag blijft" in ruling.text.get("nl")
    assert any("also in the following tricks" in t for t in tells(ruling, "en"))


def test_statement_h() -> None:
    """h (juist): West must lead a club (the suit of partner's penalty card) but leads a
    diamond: he has none. What East learns from that legal play is authorized (59, 16A1)."""
    assert VERDICTS["h"] == "juist"
    result = decide({**DEFENDER, **PARTNER_TO_LEAD, "choice": "require"},
                    {"exposed_count": "1", "card": "♣K"})
    ruling = result.ruling
    assert ruling.id == "required"
    assert {"59", "16A1(a)"} <= set(ruling.laws)
    legal_play = [t for t in ruling.tell if "reglementaire spelen" in t.get("nl")]
    assert len(legal_play) == 1
    assert "is authorized information" in legal_play[0].get("en")
    assert "geoorloofde informatie" in legal_play[0].get("nl")
    assert "ongeoorloofde" not in legal_play[0].get("nl")


def test_small_selftest_nine_and_ten() -> None:
    """The small self-test of seed 002: ♥9 and ♥10 fall together (58B); the player names
    one as played, the other becomes a penalty card. Naming the ♥10 leaves the ♥9 as a
    MINOR penalty card; naming the ♥9 leaves the ♥10, an honour, as a MAJOR one."""
    nine = decide({**DEFENDER, "status": "accidental"},
                  {"exposed_count": "1", "card": "♥9"})
    assert nine.ruling.outcome["penalty_card"] == "minor"
    ten = decide({**DEFENDER, **PARTNER_TO_LEAD, "choice": "free"},
                 {"exposed_count": "1", "card": "♥10"})
    assert answered_by_fact(ten, "status") == "major"  # the ten is an honour
    assert ten.ruling.outcome["penalty_card"] == "major"
