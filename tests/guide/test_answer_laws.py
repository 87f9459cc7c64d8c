"""An answer can bring in a law the ruling then rests on (``laws`` on an answer): an
artificial pass out of turn, or a pass of partner's artificial call, is dealt with as a
bid out of turn under Law 31 because of 30C (2017; 31's preamble names 30C), so every
ruling reached that way cites 30C, and a natural pass's rulings do not."""

from __future__ import annotations

import pytest

from arbiter.guide.chain import walk_chain
from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.guide.serialize import result

TOPIC = "call-out-of-turn"


def _cited(answers: dict[str, str], facts: dict[str, str] | None = None) -> list[str]:
    res = walk_chain(library().topic(TOPIC), answers, facts or {})
    return [law["ref"] for law in result(res, "nl")["laws"]]


@pytest.mark.parametrize("question", ["artificial_rho", "artificial_other"])
def test_every_ruling_after_an_artificial_pass_cites_30c(question):
    topic = library().topic(TOPIC)
    # a ruling that goes on at once in another topic (a repeated bid still insufficient,
    # 31A1 then 27) is cited with that topic's ruling: those stories end elsewhere
    here = [p for p in paths(topic)
            if not (topic.nodes[p.ruling].handoff and topic.nodes[p.ruling].handoff.follow)]
    through = [p for p in here if (question, "yes") in p.answers]
    natural = [p for p in here if (question, "no") in p.answers]
    assert through and natural
    for path in through:
        assert "30C" in _cited(path.as_dict()), path
    for path in natural:
        assert "30C" not in _cited(path.as_dict()), path


def test_30c_is_cited_when_the_meaning_says_the_pass_was_artificial():
    """Answered by the table data (the withdrawn pass's meaning), not by the director."""
    answers = {"turn": "rho", "mispull_rho": "no", "rho_must_pass": "no", "acted_rho": "no",
               "rho_called": "no", "kind_rho": "pass", "choice_bid_rho": "accept"}
    facts = {"withdrawn_meaning": "artificial"}
    res = walk_chain(library().topic(TOPIC), answers, facts)
    step = next(s for s in res.path if s.node == "artificial_rho")
    assert (step.answer, step.source) == ("yes", "fact")
    assert "30C" in _cited(answers, facts)
