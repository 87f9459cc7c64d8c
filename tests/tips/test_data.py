"""The table protocol and the tips as data: the shipped files are sound, the checker
names every kind of slip, the search finds tips as the guide's search finds topics, and
rulings link to the protocol steps they carry out."""

from __future__ import annotations

import textwrap

import pytest

from arbiter.i18n import LANGS
from arbiter.laws.catalogue import catalogue
from arbiter.laws.refs import LawRef
from arbiter.tips import protocol, tips
from arbiter.tips.links import cites, steps_for
from arbiter.tips.loader import TipsDataError, check_all, read_protocol, read_tips
from arbiter.tips.search import search


def test_shipped_files_are_sound():
    assert check_all() == []
    data = tips()
    assert [g.id for g in data.groups] == ["table", "conduct", "judgement", "paperwork"]
    assert len(data.tips) >= 20
    for group in data.groups:
        assert len(data.in_group(group.id)) >= 4, group.id


def test_every_tip_names_its_source_and_real_laws_in_both_languages():
    data = tips()
    for tip in data.tips:
        assert tip.source in data.sources
        for lang in LANGS:
            assert tip.title[lang] and tip.text[lang]
        for ref in tip.laws:
            assert LawRef.parse(ref).law in catalogue().laws
        if tip.source == "laws":
            assert tip.laws, tip.id


def test_protocol_has_the_seven_steps_of_the_source_in_order():
    proto = protocol()
    assert [s.id for s in proto.steps] == [
        "arrive", "facts", "dummy_11a", "options", "decide", "leave", "follow_up",
    ]  # fmt: skip
    assert [s.number for s in proto.steps] == list(range(1, 8))
    assert proto.source in tips().sources
    options = proto.step("options")
    assert any("10C1" in p.laws for p in options.points)
    assert any("11A" in p.laws for p in proto.step("dummy_11a").points)
    assert proto.step("nope") is None


BAD_TIPS = """
sources:
  aap: {title: {nl: "Bron", en: "Source"}}
groups:
  - id: table
    title: {nl: "Aan tafel", en: "At the table"}
    intro: {nl: "x", en: "x"}
  - id: empty
    title: {nl: "Leeg", en: "Empty"}
    intro: {nl: "x", en: "x"}
tips:
  - id: one
    group: nowhere
    title: {nl: "Een"}
    text: {nl: "Tekst", en: "Text"}
    source: unknown
    laws: ["27B1(a)", "99", "banana"]
  - id: one
    group: table
    title: {nl: "Twee", en: "Two"}
    text: {nl: "Tekst", en: "Text"}
    source: aap
  - id: Bad Id
    group: table
    title: {nl: "Drie", en: "Three"}
    text: {nl: "Tekst", en: "Text"}
    source: aap
"""


def test_the_tips_checker_names_every_problem(tmp_path):
    path = tmp_path / "tips.yaml"
    path.write_text(textwrap.dedent(BAD_TIPS), encoding="utf-8")
    with pytest.raises(TipsDataError) as caught:
        read_tips(str(path))
    text = "\n".join(caught.value.problems)
    assert "tip one: unknown group 'nowhere'" in text
    assert "tip one: unknown source 'unknown'" in text
    assert "tip one title: text missing in 'en'" in text
    assert "'99' is not a law reference" in text
    assert "'banana' is not a law reference" in text
    assert "id 'one' is used twice" in text
    assert "id 'Bad Id' must be" in text
    assert "group empty: has no tips" in text


def test_the_protocol_checker_names_every_problem(tmp_path):
    path = tmp_path / "aap.yaml"
    path.write_text(textwrap.dedent("""
        source: elsewhere
        steps:
          - id: a
            title: {nl: "A", en: "A"}
            why: {nl: "w", en: "w"}
            points: []
            link: {section: kitchen}
          - id: b
            title: {nl: "B", en: "B"}
            why: {nl: "w"}
            points:
              - {id: p, text: {nl: "x", en: "x"}, laws: ["94"]}
            link: {section: trail}
    """), encoding="utf-8")  # fmt: skip
    with pytest.raises(TipsDataError) as caught:
        read_protocol(str(path), sources=tips().sources)
    text = "\n".join(caught.value.problems)
    assert "unknown source 'elsewhere'" in text
    assert "step a: has no points" in text
    assert "unknown section 'kitchen'" in text
    assert "step b why: text missing in 'en'" in text
    assert "'94' is not a law reference" in text
    assert "a step linked from the trail needs laws" in text
    problems = check_all(str(tmp_path / "missing.yaml"), str(path))
    assert any(name == "missing.yaml" for name, _ in problems)
    assert any(name == "aap.yaml" for name, _ in problems)


def test_a_yaml_syntax_error_is_a_data_error(tmp_path):
    path = tmp_path / "tips.yaml"
    path.write_text("tips: [unclosed", encoding="utf-8")
    with pytest.raises(TipsDataError):
        read_tips(str(path))


# -- search ---------------------------------------------------------------------------------


def ids(query: str) -> list[str]:
    return [h.tip.id for h in search(query)]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("denkpauzes", "hesitation-timing"),  # Dutch plural: Snowball stem
        ("Denkpauze", "hesitation-timing"),  # case
        ("hesitation", "hesitation-timing"),  # English
        ("systeemkaart foto", "copy-cc"),  # two words, both in one tip
        ("blinde", "ask-who-first"),
        ("protst", "appeal-calms"),  # one typing slip
        ("meespelen", "own-table"),
        ("80", "own-table"),  # a law number
        ("art. 12C2(a)", "artificial-values"),
        ("strafkaarten", "stay-until-done"),
    ],
)
def test_search_finds_tips_like_the_story_search(query, first):
    assert ids(query)[0] == first


def test_a_law_number_does_not_match_a_longer_one():
    assert ids("1") == []  # no tip cites Law 1; 16B1, 12C2 ... do not count
    assert "accepted-is-not-16b" in ids("16")
    assert "accepted-is-not-16b" in ids("16B")
    assert "accepted-is-not-16b" not in ids("16C")


def test_words_that_match_nothing_find_nothing():
    assert ids("xyzzy") == []
    assert ids("") == []
    assert ids("   ") == []


def test_half_the_words_is_enough_when_no_tip_has_them_all():
    assert ids("denkpauze xyzzy")[0] == "hesitation-timing"
    assert ids("denkpauze systeemkaart")[0] in ("hesitation-timing", "copy-cc")


def test_limit():
    assert len(search("de", limit=1)) <= 1


# -- links from a ruling ---------------------------------------------------------------------


def step_ids(found):
    return {section: [s.id for s in steps] for section, steps in found.items()}


def test_a_ruling_links_the_steps_its_sections_carry_out():
    found = step_ids(steps_for(protocol(), [], ["50D2"], ["rectification", "options", "leave"]))
    assert found == {"options": ["options"], "rectification": ["decide"], "leave": ["leave"]}


def test_trail_steps_need_a_question_on_the_path_citing_their_laws():
    everything = ["trail", "rectification", "leave", "afterwards"]
    assert "trail" not in steps_for(protocol(), ["27B1(a)"], ["27B1(a)"], everything)
    found = step_ids(steps_for(protocol(), ["9A4", "43B3"], [], everything))
    assert found["trail"] == ["dummy_11a"]
    found = step_ids(steps_for(protocol(), ["47E1"], ["11A"], everything))
    assert found["trail"] == ["facts", "dummy_11a"]
    assert found["afterwards"] == ["follow_up"]
    # a trail step with no trail on screen is not linked
    assert "trail" not in steps_for(protocol(), ["43B3"], [], ["rectification"])


def test_cites_respects_the_boundary_of_a_number():
    assert cites(["43B3"], ["43"])
    assert not cites(["4"], ["43"])
    assert not cites(["43B3"], ["4"])
    assert cites(["16A1(a)"], ["16A1"])
    assert not cites(["16A10"], ["16A1"])
