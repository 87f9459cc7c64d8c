"""The points of the 2017 Laws that directors get wrong, held in the law summaries.

Each row names a law, a language, the stretch of its summary that states the point (from a
marker up to the next, so that a word elsewhere in the summary does not count), what that
stretch must say and what it must not. Most rows are the 2008 rule or a missing point found
when every summary was checked against the 2017 text (issue 22): change a summary and this
test says which point went missing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from arbiter.laws.catalogue import catalogue


@dataclass(frozen=True)
class Point:
    id: str
    law: int
    lang: str
    start: str  # the stretch starts at this text ("" = the start of the summary)
    end: str  # and ends at this text, included ("" = the end of the summary)
    must: tuple[str, ...]  # regular expressions, case-insensitive, each must match
    must_not: tuple[str, ...] = ()

    def stretch(self, text: str) -> str:
        begin = text.index(self.start) if self.start else 0
        if not self.end:
            return text[begin:]
        return text[begin:text.index(self.end, begin) + len(self.end)]


POINTS = [
    # 20F4: 2008 said "immediately"; 2017: before the opening lead is faced, and during the
    # auction he may but need not.
    Point("20F4-timing", 20, "nl", "20F4", "20F5",
          (r"uitkomst", r"bieden.*(hoeft|verplicht is dat niet)"),
          (r"\bdirect\b", r"onmiddellijk", r"meteen")),
    Point("20F4-timing", 20, "en", "20F4", "20F5", (r"opening lead", r"auction.*need not"),
          (r"at once", r"immediately", r"straight away")),
    # 21B1(a): "could well have been influenced", not "probably".
    Point("21B1a-could-well", 21, "nl", "(21A)", "(21B1a)", (r"heel goed|zou kunnen",),
          (r"waarschijnlijk",)),
    Point("21B1a-could-well", 21, "en", "(21A)", "(21B1a)", (r"could well",), (r"probabl",)),
    Point("21B3-os-gained", 21, "en", "(21B2)", "(21B3)", (r"gained",)),
    # 70C: three conditions, the second "at all likely" (2008: "probably").
    Point("70C-three-conditions", 70, "nl", "(70B)", "(70C)",
          (r"zei niets over die troef", r"ook maar enigszins waarschijnlijk",
           r"normale speelwijze"), (r"waarschijnlijk vergat",)),
    Point("70C-three-conditions", 70, "en", "(70B)", "(70C)",
          (r"no statement about that trump", r"at all likely", r"any normal play"),
          (r"probably",)),
    Point("70-normal", 70, "en", "(70E1)", "", (r"careless", r"not irrational")),
    # 50B: the 10 is an honour; a minor penalty card is a 9 or lower.
    Point("50B-honour", 50, "nl", "(50A)", "(50B)", (r"lager dan een honneur",),
          (r"onder de boer",)),
    Point("50B-two-cards-major", 50, "en", "(50A)", "(50B)", (r"two or more penalty cards",)),
    # 50D2 applies whenever partner gets the lead, the opening lead too.
    Point("50D2-opening-lead", 50, "nl", "(50D1)", "(50D2)", (r"ook bij de uitkomst",)),
    Point("50D2-opening-lead", 50, "en", "(50D1)", "(50D2)", (r"opening lead",)),
    # 26B: the first turn to lead may be the opening lead.
    Point("26B-opening-lead", 26, "en", "(26A)", "(26B)", (r"opening lead", r"keeps the lead")),
    # 43B3: the defenders' gain is taken away only when they gained; declarer keeps the table.
    Point("43B3-only-if-gained", 43, "nl", "(43B2b)", "(43B3)",
          (r"alleen als de tegenspelers er voordeel van hadden", r"score van de tafel")),
    Point("43B3-only-if-gained", 43, "en", "(43B2b)", "(43B3)",
          (r"only if the defenders gained", r"table score")),
    Point("43B2b-as-if-established", 43, "en", "(43B2a)", "(43B2b)",
          (r"replace an illegal card", r"as if the revoke were established")),
    # 23B: after a comparable call the withdrawn call's information is not UI.
    Point("23B-no-16C2", 23, "en", "(23A)", "(23B)", (r"16C2 does not apply",)),
    Point("23B-no-16C2", 23, "nl", "(23A)", "(23B)", (r"16C2 niet",)),
    # 27B1: no 16C (and for B1(a) no 26B).
    Point("27B1-no-16C", 27, "en", "(27A2)", "(27B1b)",
          (r"26B and 16C do not apply", r"16C does not apply")),
    Point("27B3-double", 27, "en", "(27B2)", "(27B3)", (r"not comparable", r"rest of the auction")),
    # 30/31/32: partner calls freely at his own turn, under 16C2; LHO only if not called yet.
    Point("30B1-16C2", 30, "en", "(30A)", "(30B1a)",
          (r"LHO's turn if the offender has not called yet", r"16C2")),
    Point("30C-partners-artificial-call", 30, "en", "(30B2)", "(30C)",
          (r"pass of partner's artificial call",)),
    Point("31A1-insufficient", 31, "en", "", "(31A2a)",
          (r"\(31A1; if it is insufficient, 27 applies\)",)),
    Point("31B-16C2", 31, "en", "(31A2b)", "(31B)", (r"16C2",)),
    Point("32-inadmissible-never", 32, "en", "", "(36)", (r"never",)),
    Point("32B-16C2", 32, "en", "(32A2b)", "(32B)", (r"16C2",)),
    # 47E: the conditions of a retraction after misinformation.
    Point("47E1-lho-may-not-accept", 47, "en", "47E1", "47E2a", (r"may not accept",)),
    Point("47E2a-conditions", 47, "en", "47E2a", "(47E2b)",
          (r"no card has been played to that trick", r"opening lead .*dummy has faced",
           r"TD may adjust")),
    Point("47E2a-conditions", 47, "nl", "47E2a", "(47E2b)",
          (r"in die slag nog geen kaart", r"uitkomst .*blinde", r"arbitrale score")),
    # 45C4(b): until declarer plays the next card from either hand.
    Point("45C4b-until-next-card", 45, "en", "(45C4a)", "(45C4b", (r"next card from either hand",)),
    Point("45F-adjust", 45, "en", "(45E)", "(45F)", (r"adjusts after play",)),
    # 51: a required suit's penalty cards go back to hand too.
    Point("51B1-both-ways", 51, "en", "(51A)", "(51B1)",
          (r"require or forbid", r"go back to hand")),
    Point("51B2-or-nothing", 51, "en", "(51B1)", "(51B2)", (r"one or more", r"require nothing")),
    # 52: declarer must accept once he has played on.
    Point("52B1-must-accept", 52, "en", "(52A)", "(52B1)", (r"must if he has since played",)),
    # 54: the right leader's face-down card goes back; declarer's side trying to lead: 24.
    Point("54-face-down-back", 54, "en", "", "(54A)",
          (r"face-down lead by his partner goes back",)),
    # 57C: dummy's card counts only once declarer designated it.
    Point("57C1-dummy-designated", 57, "en", "(57B)", "(57C1-2)",
          (r"both hands", r"only once declarer has designated")),
    # 60A: the right lost by playing after RHO's lead or play out of turn; nothing on revokes.
    Point("60A-rho", 60, "en", "", "(60A1-2)", (r"RHO led or played out of turn",), (r"64",)),
    Point("60A-rho", 60, "nl", "", "(60A1-2)", (r"RT voor de beurt",), (r"64", r"verzaking")),
    # 61B: dummy may not ask a defender.
    Point("61B-dummy", 61, "en", "(61A", "(61B)", (r"not a defender",)),
    # 62: the points that decide a correction.
    Point("62B1-unfaced", 62, "en", "(62A, 62B)", "(62B1-2)", (r"unfaced hand", r"faced card")),
    Point("62C3-both-revoked", 62, "en", "(62C1-2", "(62C3)",
          (r"both sides revoked in the same trick",)),
    Point("62D-board", 62, "en", "(62C3)", "(62D)", (r"back in the board",)),
    # 64B has eight exceptions in 2017; B4 and B5 are not "late discovery".
    Point("64B-eight", 64, "en", "No transfer", "(B8)",
          (r"called on the next board \(B4\)", r"round ended \(B5\)", r"62C3 \(B8\)")),
    Point("64A-dummy", 64, "en", "64A2", "No transfer", (r"won by dummy is not won by declarer",)),
    # 67B1: the trick stays with its winner; the offender is deemed to have revoked.
    Point("67B1-ownership", 67, "en", "(67A)", "(67B1)",
          (r"ownership of the trick does not change", r"64A2")),
    # 69: when agreement is established, and a trick already won.
    Point("69A-agreement", 69, "en", "", "(69A)", (r"calls on a later board or the round ends",)),
    Point("69B1-won", 69, "en", "(69A)", "(69B)", (r"had in fact won",)),
    # 72C: "could well damage", and play goes on.
    Point("72C-could-well", 72, "en", "72C", "", (r"could well damage", r"go on")),
    # 75: the explainer's own mistake, and a mistaken call.
    Point("75B2-timing", 75, "en", "(75A)", "(75B2", (r"before the opening lead is faced",
                                                      r"need not")),
    Point("75C-result-stands", 75, "en", "(75B1)", "(75C", (r"result stands, even if",)),
    Point("75A-ui", 75, "en", "", "(75A)", (r"UI for the player who made the call",)),
    # 12C1(e): the OS still gets its adjusted score; 12B2.
    Point("12C1e-os", 12, "en", "(12B2)", "(12C1e)", (r"OS still gets its adjusted score",)),
    Point("12B2-not-too-harsh", 12, "en", "(12B1)", "(12B2)", (r"too harsh",)),
    # 15B3: a contestant deprived of a valid score.
    Point("15B3-deprived", 15, "en", "(15B1-2)", "(15B3)", (r"deprived of a valid score",)),
    Point("15A3-repeat", 15, "en", "(15A2)", "(15A3)", (r"repeats his call",)),
    # 16B1: what a logical alternative is.
    Point("16B1-la", 16, "en", "16B:", "(16B1)",
          (r"significant proportion of comparable players",)),
    # 9B1(b), 9C.
    Point("9C-premature", 9, "en", "(9B2)", "(9C)", (r"prematurely",)),
    # 36B4: out of rotation too; 36C: noticed only after the opening lead.
    Point("36B4-36C", 36, "en", "(36B1-3)", "(36C)",
          (r"out of rotation", r"opening lead is faced")),
]


@pytest.mark.parametrize("point", POINTS, ids=lambda p: f"{p.id}-{p.lang}")
def test_the_summary_states_the_2017_rule(point: Point):
    text = catalogue().get(point.law).summary.get(point.lang)
    assert point.start in text, f"Law {point.law} ({point.lang}): no {point.start!r}"
    assert not point.end or point.end in text[text.index(point.start):], (
        f"Law {point.law} ({point.lang}): no {point.end!r} after {point.start!r}")
    stretch = point.stretch(text)
    for pattern in point.must:
        assert re.search(pattern, stretch, re.I), (
            f"Law {point.law} ({point.lang}) {point.id}: {pattern!r} not in {stretch!r}")
    for pattern in point.must_not:
        assert not re.search(pattern, stretch, re.I), (
            f"Law {point.law} ({point.lang}) {point.id}: {pattern!r} in {stretch!r}")


def test_every_summary_has_both_languages_and_no_pasted_law_text():
    """Own words: a summary is not the law's text (a long quote would show as a run of
    the law's own phrases); here at least no summary is empty or far too long."""
    for law in catalogue():
        for lang in ("nl", "en"):
            text = law.summary.get(lang)
            assert text and 80 <= len(text) <= 1200, (law.number, lang, len(text or ""))
