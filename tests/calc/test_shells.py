"""Every calculator exists in every shell: command line, web form, API (and its OpenAPI
schema) and docs/calc.md, each with all of its inputs; the doc's tables are current."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from arbiter.calc import service
from arbiter.cli.main import main
from arbiter.i18n import LANGS

ROOT = Path(__file__).resolve().parents[2]
NAMES = list(service.names())


def _doc_script():
    spec = importlib.util.spec_from_file_location("calc_doc", ROOT / "scripts" / "calc_doc.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def client():
    from fastapi.testclient import TestClient

    from arbiter.web.app import create_app

    with TestClient(create_app(plugins=()), raise_server_exceptions=False) as test_client:
        yield test_client


def test_the_same_calculators_in_every_shell(client, capsys):
    assert main(["calc", "nope", "--lang", "en"]) == 2
    command_line = capsys.readouterr().err.split("Accepted: ")[1].strip().split(", ")
    page = client.get("/nl/calc").text
    form = re.findall(r'href="/nl/calc/(\w+)"', page)
    listed = [c["name"] for c in client.get("/api/v1/calc").json()]
    spec = client.get("/openapi.json").json()
    schema = [p.rsplit("/", 1)[1] for p in spec["paths"] if re.fullmatch(r"/api/v1/calc/\w+", p)]
    docs = _doc_script().documented((ROOT / "docs" / "calc.md").read_text(encoding="utf-8"))
    for shell, found in [("command line", command_line), ("web form", form), ("API", listed),
                         ("OpenAPI", schema), ("docs/calc.md", docs)]:  # fmt: skip
        assert found == NAMES, f"{shell}: {found} != {NAMES}"


@pytest.mark.parametrize("name", NAMES)
def test_every_input_in_every_shell(client, capsys, name):
    calc = service.calculator(name)
    for lang in LANGS:  # the command line's own --help, in the language asked
        assert main(["calc", name, "--help", "--lang", lang]) == 0
        usage = capsys.readouterr().out
        assert usage.startswith(f"usage: arbiter calc {name}")
        assert calc.title[lang] in usage
        for inp in calc.inputs:
            assert (inp.flag or inp.name) in usage
            if inp.kind != "pbn":  # there: a file name, the hint says "the contents"
                first_words = " ".join(inp.hint[lang].split()[:3])
                assert first_words in " ".join(usage.split()), inp.name
    page = client.get(f"/en/calc/{name}").text
    api = {p["name"] for p in next(c for c in client.get("/api/v1/calc").json()
                                   if c["name"] == name)["params"]}  # fmt: skip
    spec = client.get("/openapi.json").json()["components"]["schemas"]
    schema = set(spec[f"Calc{name.capitalize()}Args"]["properties"])
    doc = (ROOT / "docs" / "calc.md").read_text(encoding="utf-8")
    table = doc.split(f"<!-- inputs {name} -->")[1].split("<!-- /inputs -->")[0]
    for inp in calc.inputs:
        on_page = inp.form and inp.kind != "facts"  # JSON and second spellings: not on a page
        assert (f'data-input="{inp.name}"' in page) == on_page, f"form and {inp.name}"
        assert inp.name in api and inp.name in schema
        assert f"| `{inp.name}` |" in table


def test_calc_doc_tables_are_current():
    script = _doc_script()
    text = (ROOT / "docs" / "calc.md").read_text(encoding="utf-8")
    assert script.render(text) == text, (
        "docs/calc.md's argument tables are out of date: run .venv/bin/python scripts/calc_doc.py"
    )


def test_a_changed_declaration_makes_the_doc_out_of_date(monkeypatch):
    from dataclasses import replace

    script = _doc_script()
    text = (ROOT / "docs" / "calc.md").read_text(encoding="utf-8")
    board = service.calculator("board")
    hint = board.inputs[0].hint.__class__.of("x", "a new hint")
    changed = replace(board, inputs=(replace(board.inputs[0], hint=hint),))
    original = service.calculator
    monkeypatch.setattr(service, "calculator", lambda n: changed if n == "board" else original(n))
    assert "| a new hint |" in script.render(text) and script.render(text) != text
