"""Issue 25: the Dutch terms are the same across the guide, the laws, the calculators, the
tips, the self-test and the log: every Dutch text the app holds is checked against the
glossary's forbidden variants (tests/web/words.py: GLOSSARY). The pages as a reader sees
them (calculator results too) are checked by tests/web/test_phone_words.py."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from arbiter.yamlio import load_yaml
from tests.web.words import glossary_problems

ARBITER = Path(__file__).resolve().parents[2] / "arbiter"


def _dutch(node: Any) -> list[str]:
    """Every ``nl`` text in a YAML tree (a mapping's ``nl`` value, or the first of a pair
    ``[nl, en]`` as outcome_words.yaml writes them)."""
    if isinstance(node, dict):
        out = []
        for k, v in node.items():
            if k == "nl":
                out += [v] if isinstance(v, str) else [x for x in v if isinstance(x, str)]
            elif k not in ("keywords", "story"):  # search words may hold old spellings
                out += _dutch(v)
        return out
    if isinstance(node, list):
        if len(node) == 2 and all(isinstance(x, str) for x in node):
            return [node[0]]
        return [t for v in node for t in _dutch(v)]
    return []


@cache
def _sources() -> dict[str, list[str]]:
    from arbiter.calc.service import calculators
    from arbiter.log.labels import WORDS
    from arbiter.log.validate import LABELS as FIELDS
    from arbiter.web.alert import WORDS as ALERT
    from arbiter.web.calc_labels import CALC_LABELS
    from arbiter.web.guide_labels import GUIDE_LABELS
    from arbiter.web.labels import LABELS
    from arbiter.web.tips import WORDS as TIPS
    from arbiter.web.train import WORDS as TRAIN

    found: dict[str, list[str]] = {}
    yamls = [*sorted((ARBITER / "guide" / "content").glob("*.yaml")),
             ARBITER / "guide" / "outcome_words.yaml", ARBITER / "laws" / "data" / "laws.yaml",
             *sorted((ARBITER / "tips" / "data").glob("*.yaml")),
             *sorted((ARBITER / "train" / "items").glob("*.yaml"))]  # fmt: skip
    for path in yamls:
        found[str(path.relative_to(ARBITER))] = _dutch(load_yaml(path))
    for name, table in (("web labels", LABELS), ("guide labels", GUIDE_LABELS),
                        ("calc labels", CALC_LABELS), ("tips words", TIPS),
                        ("train words", TRAIN), ("alert words", ALERT)):  # fmt: skip
        found[name] = [v for v in table["nl"].values() if isinstance(v, str)]
    found["log words"] = [nl for nl, _en in WORDS.values()]
    found["log fields"] = [nl for nl, _en in FIELDS.values()]
    for calc in calculators():
        texts = [calc.title.get_lang("nl"), calc.description.get_lang("nl")]
        for inp in calc.inputs:
            texts += [inp.label.get_lang("nl"), inp.hint.get_lang("nl")]
        found[f"calculator {calc.name}"] = texts
    return found


#: Found after the topic files went to another hand (issue 22): left for their owner,
#: held here so that the test fails once they are fixed and this entry is stale.
KNOWN = {
    "guide/content/68-claim.yaml": ["'WL'"],  # "tot de WL er is" (claim_called help)
    "guide/content/92-appeals.yaml": ["'wedstrijdleider'"],  # "de hoofdwedstrijdleider over"
}


@pytest.mark.parametrize("source", sorted(_sources()))
def test_no_forbidden_variant(source):
    wrong = [p for text in _sources()[source] for p in glossary_problems(text)]
    known = KNOWN.get(source, [])
    assert sorted(p.split(" ")[0] for p in wrong) == sorted(known), "\n".join(wrong[:20])


def test_a_note_for_the_director_is_not_read_to_the_players():
    """'Zeg tegen de spelers' holds what is said aloud; a hint for the director (a weighted
    score may be given, a calculator works it out) is a note."""
    from arbiter.guide.library import library
    from arbiter.guide.model import Ruling

    for topic in library().topics.values():
        for node in topic.nodes.values():
            if isinstance(node, Ruling):
                for text in node.tell:
                    said = text["nl"].lower()
                    assert "rekenhulp" not in said and "gewogen score over" not in said, (
                        topic.id, node.id, said)


def test_the_calculators_sentences_use_the_terms():
    """Sentences a calculator writes only for some input: every revoke transfer (64A1,
    64A2: 'zijn partij won daarna of die slag een slag' was garbled) and the comparable
    call's words ('een hand die bij de ingetrokken bieding past')."""
    from arbiter.calc.revoke import RevokeFacts, transfer
    from arbiter.calc.service.comparable import WORDS

    texts = [w.get_lang("nl") for w in WORDS.values()]
    for won_by in ("offender", "offender_partner", "non_offending_side"):
        for after in (0, 1):
            facts = RevokeFacts("defender", True, 5, won_by, after)
            texts.append(transfer(facts).explanation.get_lang("nl"))
    assert "won die slag of een latere slag" in " ".join(texts)
    wrong = [p for text in texts for p in glossary_problems(text)]
    assert not wrong, wrong
