"""The declarations are sound: words in both languages, every declared bound, choice and
example is what the input really accepts, and each function takes exactly its inputs."""

from __future__ import annotations

import inspect
import io
import json

import pytest

from arbiter.calc import service
from arbiter.calc.service.declare import KINDS, Input
from arbiter.cli.main import main
from arbiter.i18n import LANGS, InputError, Text
from tests.calc.play_helpers import bad_input, pbn_path, run

CALCS = service.calculators()
INPUTS = [pytest.param(c, i, id=f"{c.name}.{i.name}") for c in CALCS for i in c.inputs]


def _bilingual(text: object) -> bool:
    return isinstance(text, Text) and all(str(text.get(lang, "")).strip() for lang in LANGS)


@pytest.mark.parametrize("calc", CALCS, ids=lambda c: c.name)
def test_words_in_both_languages_and_a_function_taking_the_inputs(calc):
    assert _bilingual(calc.title) and _bilingual(calc.description)
    names = [inp.name for inp in calc.inputs]
    assert len(set(names)) == len(names) and all(n.isidentifier() for n in names)
    assert list(inspect.signature(calc.compute).parameters) == names
    for group in calc.one_of:
        assert set(group) <= set(names) and len(group) > 1


@pytest.mark.parametrize(("calc", "inp"), INPUTS)
def test_every_input_is_described_and_its_kind_known(calc, inp: Input):
    assert _bilingual(inp.label) and _bilingual(inp.hint)
    assert inp.kind in KINDS
    assert not (inp.required and inp.default is not None)
    for choice in inp.options():
        assert _bilingual(choice.label)


@pytest.mark.parametrize(("calc", "inp"), INPUTS)
def test_every_choice_a_form_offers_is_accepted(calc, inp: Input):
    """A pick-list sends the first spelling of a choice: the input must accept each one."""
    for choice in inp.options():
        for word in choice.spellings:
            inp.read(word)
    if inp.example:
        inp.read(inp.example)
    if inp.default is not None:
        inp.read(None)


@pytest.mark.parametrize(("calc", "inp"), [p for p in INPUTS if p.values[1].kind == "int"])
def test_every_declared_bound_is_the_real_one(calc, inp: Input):
    """The form's number field and the API schema show the bounds: they must hold."""
    if inp.minimum is not None:
        assert inp.read(str(inp.minimum)) is not None
        with pytest.raises(InputError):
            inp.read(str(inp.minimum - 1))
    if inp.maximum is not None:
        assert inp.read(str(inp.maximum)) is not None
        with pytest.raises(InputError):
            inp.read(str(inp.maximum + 1))
    with pytest.raises(InputError):
        inp.read("twee")


def test_values_arrive_from_any_shell_in_the_same_form():
    score = service.calculator("score")
    by_list = score.read({"result": ["4♠X=", "N"], "vul": "ja"})
    by_text = score.read({"result": "4♠X= N", "vul": " ja "})
    assert by_list == by_text and by_list["result"].declarer is not None
    imps = service.calculator("imps")
    assert imps.read({"scores": "620\n-100\n"})["scores"] == [620, -100]
    assert imps.read({"scores": [620, "-100"]})["scores"] == [620, -100]
    penalty = service.calculator("penalty")
    for value in (True, "1", "ja", "on", ["0", "1"]):
        assert penalty.read({"cards": "♠3", "deliberate": value})["deliberate"] is True
    for value in (False, None, "", "nee", "0"):
        assert penalty.read({"cards": "♠3", "deliberate": value})["deliberate"] is False
    with pytest.raises(InputError, match="not yes or no"):
        penalty.read({"cards": "♠3", "deliberate": "misschien"})
    assert penalty.read({"cards": "♠3"})["owner"] == "defender"  # the default, read
    with pytest.raises(InputError, match="too long"):
        penalty.read({"cards": "♠3 " * 100_000})


def test_missing_and_doubled_sources_are_named_in_words():
    revoke = service.calculator("revoke")
    with pytest.raises(InputError) as none:
        revoke.read({"board": "1"})
    assert none.value.text["nl"] == (
        "Vul 'Verzaker' of 'Gegevens (JSON)' of 'PBN-bestand' of 'Spelverdeling (PBN)' in."
    )
    assert none.value.accepted == ("--revoker", "--facts", "--pbn", "--deal")
    with pytest.raises(InputError) as both:
        revoke.read({"facts": "{}", "pbn": "[Board]"})
    assert both.value.text["en"] == (
        "Fill in 'Revoker' or 'Facts (JSON)' or 'PBN file' or 'Deal (PBN)', not both."
    )
    with pytest.raises(InputError) as offered:  # a form that shows the play asks for it
        revoke.read({}, offered=("revoker", "declarer", "trick", "won"))
    assert offered.value.text["en"] == "Fill in 'Revoker'."
    with pytest.raises(InputError) as missing:
        service.calculator("auction").read({"by": "W"})
    assert missing.value.text["en"] == "Fill in 'Dealer' (--dealer)."


def test_the_command_line_reads_a_pbn_file_from_standard_input(capsys, monkeypatch):
    path = pbn_path("revoke_trick5.pbn")
    code, from_file, _ = run(capsys, "calc", "revoke", "--pbn", path, "--json")
    with open(path, encoding="utf-8") as handle:
        monkeypatch.setattr("sys.stdin", io.StringIO(handle.read()))
    code_stdin, from_stdin, _ = run(capsys, "calc", "revoke", "--pbn", "-", "--json")
    assert code == code_stdin == 0 and json.loads(from_file) == json.loads(from_stdin)


def test_deeply_nested_facts_are_bad_input_not_a_crash(capsys):
    nl, en = bad_input(capsys, "calc", "revoke", "--facts", "[" * 100_000 + "]" * 100_000)
    assert "JSON-object" in nl and "JSON object" in en


def test_the_help_lists_the_arguments_in_the_language_asked(capsys):
    assert main(["calc", "penalty", "--help"]) == 0
    dutch = " ".join(capsys.readouterr().out.split())  # argparse wraps the lines
    assert main(["calc", "penalty", "--help", "--lang", "en"]) == 0
    english = " ".join(capsys.readouterr().out.split())
    assert "Strafkaart:" in dutch and "opzettelijk te spelen" in dutch
    assert "Penalty card:" in english and "exposed by deliberate play" in english
    assert "--partner-major" in dutch and "--partner-major" in english
