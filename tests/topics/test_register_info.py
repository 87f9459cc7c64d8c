"""Family 13 of issue 10, for the information topics (16, 16D, 20, 22-24, 36-40, 73): the
Dutch texts use the NBB's own law terms (seed 001, art. 16B1: "onloochenbaar
gesuggereerd", "logisch alternatief", "een significant deel ... van vergelijkbaar
niveau", "ernstig overwegen") and the director's voice ("Laat de juiste uitleg geven":
the player gives it, not the director)."""

from pathlib import Path

import pytest

from arbiter.guide.library import library
from arbiter.yamlio import load_yaml

CONTENT = Path(__file__).resolve().parents[2] / "arbiter" / "guide" / "content"
TOPICS = ["16-unauthorized-information", "16d-extraneous-information", "20-misinformation",
          "20-review-and-explanation", "22-end-of-auction", "24-card-exposed-during-auction",
          "36-inadmissible-double", "37-action-violating-obligation-to-pass",
          "38-bid-above-seven", "39-call-after-final-pass", "40-partnership-understandings",
          "73-tempo-and-deception"]  # fmt: skip
# Phrases a Dutch director would not use for these laws, with the term that replaces them.
NOT_OURS = {
    "aantoonbaar": "onloochenbaar (16B1(a))",
    "flink deel": "een significant deel (16B1(b))",
    "serieus zou overwegen": "ernstig overwegen (16B1(b))",
    "geef de juiste uitleg": "laat de juiste uitleg geven (the player gives it)",
    "vergelijkbare spelers": "spelers van vergelijkbaar niveau (16B1(b))",
}


def _dutch(node) -> list[str]:
    if isinstance(node, dict):
        return [v for k, v in node.items() if k == "nl" and isinstance(v, str)] + [
            t for k, v in node.items() if k != "nl" for t in _dutch(v)]
    if isinstance(node, list):
        return [t for v in node for t in _dutch(v)]
    return []


@pytest.mark.parametrize("name", TOPICS)
def test_dutch_texts_use_the_nbb_terms(name: str) -> None:
    texts = _dutch(load_yaml(CONTENT / f"{name}.yaml"))
    assert texts
    wrong = [(phrase, text) for text in texts for phrase in NOT_OURS if phrase in text.lower()]
    assert not wrong, [f"{p!r} → {NOT_OURS[p]}: {t}" for p, t in wrong]


def test_the_16b1_question_speaks_the_law_s_language() -> None:
    question = library().topic("unauthorized-information").nodes["suggested"]
    words = (question.text["nl"] + " " + question.help["nl"]).lower()
    for term in ("onloochenbaar gesuggereerd", "logisch alternatief", "significant deel",
                 "vergelijkbaar niveau", "ernstig"):
        assert term in words, term
