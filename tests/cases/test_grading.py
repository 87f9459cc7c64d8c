"""The grader walks as the director does: premises taken, only asked questions answered.

Built on one published case (acbl-d17-mispull-partner-jumped) so that the guide content it
runs against is real; the variants below change only what the story says. The topic has
no premises left (issue 22), so a step the director was not asked is one the table data
answer: the grader treats both alike.
"""

from __future__ import annotations

from pathlib import Path

from tests.cases.grading import grade_case, load_cases

CASE = """
- id: grader-probe
  title: A mis-pulled 1♠ noticed after partner called
  sources: [http://www.d17acbl.org/index.php?page=changes-of-call-jan-2013]
  laws: [25A4]
  law_check: 2017 25A4.
  story: West pulled 1♠ for 1♥; East has already bid 4♠.
  search: verkeerde biedkaart
  topic: changed-call
  table: {{dealer: Z, auction: "1♦", offender: W, call: "1♠"}}
  answers:
{answers}
  expect:
    outcome: {{call_stands: true}}
    laws: [25A4]
"""


def _case(tmp_path: Path, answers: str):
    (tmp_path / "probe.yaml").write_text(CASE.format(answers=answers), encoding="utf-8")
    [case] = load_cases(tmp_path)
    return grade_case(case)


def test_a_premise_the_story_contradicts_is_not_right(tmp_path: Path) -> None:
    """The table data say West's 1♠ over 1♦ was legal; the story says it was not. The
    director was never asked, so the ruling rests on something the story contradicts."""
    graded = _case(
        tmp_path,
        '    partner_called: {a: "no", why: "nobody has called"}\n'
        '    intent: {a: intended, why: "he meant it"}\n'
        '    call_legal: {a: insufficient, why: "the story (wrongly) calls it too low"}\n'
        '    partner_barred: {a: "no", why: "no earlier rectification"}\n'
        '    substituted: {a: "no", why: "no other card"}',
    )
    assert graded.grade == "premise", graded.summary()
    assert any("call_legal" in p for p in graded.parts[0].premises), graded.summary()


def test_a_premise_that_agrees_with_the_story_is_fine(tmp_path: Path) -> None:
    """Answers the guide does not ask are not given to it: the ruling then rests on the
    table data, which here say what the story says."""
    graded = _case(
        tmp_path,
        '    partner_called: {a: "no", why: "nobody has called"}\n'
        '    intent: {a: intended, why: "he meant it"}\n'
        '    call_legal: {a: legal, why: "legal"}\n'
        '    partner_barred: {a: "no", why: "no earlier rectification"}\n'
        '    substituted: {a: "no", why: "no other card"}',
    )
    sources = {node: source for node, _, source in graded.parts[0].path}
    assert sources.get("call_legal") == "fact", graded.parts[0].path
    assert not graded.parts[0].premises, graded.summary()
    assert graded.grade in ("right", "partly", "wrong"), graded.summary()


def test_an_answer_the_question_does_not_have_is_reported(tmp_path: Path) -> None:
    """A case answer outside the question's choices (a renamed answer, a typo) is a case
    to re-map, not a crash of the whole run."""
    graded = _case(
        tmp_path,
        '    partner_called: {a: "no", why: "nobody has called"}\n'
        '    intent: {a: maybe, why: "not an answer the question has"}',
    )
    assert graded.grade == "cannot_walk", graded.summary()
    assert "'maybe' is not one of" in (graded.parts[-1].asked or ""), graded.summary()


READ_OUT = """
- id: read-out-probe
  title: East leads at West's lead; West then faces his own lead
  sources: [https://forums.ebu.co.uk/discussion/256/law-58a-how-simultaneous-is-simultaneous]
  laws: [56]
  law_check: 2017 56, 50D.
  story: East leads out of turn; West faces his own lead after it.
  search: voor de beurt uitgekomen
  topic: lead-out-of-turn
  answers:
    opening: {{a: "no", why: "in the middle of the hand"}}
    dummy: {{a: other, why: "declarer called"}}
    misled: {{a: "no", why: "nobody told East it was his lead"}}
    trick13: {{a: "no", why: "the middle of the hand"}}
    to_lead: {{a: partner, why: "West was on lead"}}
    partner_acted: {{a: "no", why: "declarer had not played"}}
    partner_card: {{a: "yes", why: "West faced his own lead too"}}
  expect:
    options: [{{chooser: {chooser}, choices: [accept]}}]
    laws: [56]
"""


def _read_out(tmp_path: Path, chooser: str):
    (tmp_path / "probe.yaml").write_text(READ_OUT.format(chooser=chooser), encoding="utf-8")
    [case] = load_cases(tmp_path)
    return grade_case(case)


def test_a_story_that_ends_at_the_choice_is_graded_on_the_read_out(tmp_path: Path) -> None:
    """The source rules "declarer may accept": the guide asks for declarer's choice after
    the read-out (10C1). The read-out is the ruling, graded on its options and laws; an
    option offered to the wrong side is still found out."""
    graded = _read_out(tmp_path, "declarer")
    assert graded.grade == "right", graded.summary()
    assert graded.parts[-1].ruling == "choice_both (read-out)", graded.summary()
    wrong_side = _read_out(tmp_path, "lho")
    assert wrong_side.grade == "partly", wrong_side.summary()
    assert "offered to the wrong side" in wrong_side.summary()
