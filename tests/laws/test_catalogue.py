"""The law catalogue: every law 1-93, titles in both languages, summaries where cited."""

from __future__ import annotations

import pytest

from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling
from arbiter.i18n import InputError
from arbiter.laws.catalogue import catalogue
from arbiter.laws.refs import LawRef


def test_every_law_1_to_93_with_titles():
    laws = list(catalogue())
    assert [law.number for law in laws] == list(range(1, 94))
    for law in laws:
        assert law.title.get("nl") and law.title.get("en"), law.number


@pytest.mark.parametrize(
    ("ref", "law", "sub"),
    [
        ("27B1(a)", 27, "B1(a)"),
        ("50D2", 50, "D2"),
        ("64A1", 64, "A1"),
        ("16A1a", 16, "A1a"),
        ("12C1(e)", 12, "C1(e)"),
        ("30B1(a)(ii)", 30, "B1(a)(ii)"),
        ("93", 93, ""),
    ],
)
def test_references_resolve_to_their_law(ref, law, sub):
    parsed = LawRef.parse(ref)
    assert (parsed.law, parsed.sub) == (law, sub)
    assert str(parsed) == ref
    assert catalogue().resolve(ref).number == law


@pytest.mark.parametrize("ref", ["0", "94", "27b", "B27", "", "27 B 1 (a"])
def test_bad_references(ref):
    with pytest.raises(InputError) as info:
        LawRef.parse(ref)
    assert info.value.accepted


def cited_laws() -> set[int]:
    refs: set[str] = set()
    for topic in library().topics.values():
        refs |= {topic.law, *topic.laws}
        for node in topic.nodes.values():
            if isinstance(node, Question):
                refs |= {node.law} if node.law else set()
                for option in node.options.choices if node.options else ():
                    refs |= set(option.laws)
            elif isinstance(node, Ruling):
                refs |= set(node.laws)
                for option in node.options.choices if node.options else ():
                    refs |= set(option.laws)
                for followup in node.afterwards:
                    refs |= set(followup.laws)
    return {LawRef.parse(ref).law for ref in refs}


def test_every_cited_law_has_a_summary_in_both_languages():
    cited = cited_laws()
    assert {27, 26, 16} <= cited
    for number in cited:
        law = catalogue().get(number)
        assert law.summary.get("nl") and law.summary.get("en"), number


def test_unknown_law_number():
    with pytest.raises(InputError):
        catalogue().get(94)
