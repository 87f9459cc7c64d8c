"""Every calculator of `arbiter calc` has a page and an API call, read from its arguments."""

from __future__ import annotations

import argparse
import sys
import types

import pytest

from arbiter.cli.calc import CALCULATORS
from arbiter.web import calculators


def test_index_lists_every_calculator(client):
    html = client.get("/nl/calc").text
    for name in CALCULATORS:
        assert f'href="/nl/calc/{name}"' in html


@pytest.mark.parametrize("name", list(CALCULATORS))
def test_every_calculator_has_a_form(client, name):
    response = client.get(f"/en/calc/{name}")
    assert response.status_code == 200
    calc = calculators.calculator(name)
    for param in calc.params:
        assert f'name="{param.dest}"' in response.text
    # submitting an empty form is bad input at worst, never a crash
    assert client.post(f"/en/calc/{name}", data={}).status_code in (200, 422)


@pytest.fixture
def fake_calculator(monkeypatch):
    module = types.ModuleType("fake_calc")

    def add_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("numbers", nargs="+", type=int, help="numbers to add")
        parser.add_argument("--times", type=int, default=1, help="multiply by")
        parser.add_argument("--mode", choices=["sum", "max"], default="sum")
        parser.add_argument("--tag", action="append", help="labels")
        parser.add_argument("--loud", action="store_true", help="shout")
        parser.add_argument("--pbn", help="PBN file")

    def run(args, lang) -> int:
        import json

        total = (sum if args.mode == "sum" else max)(args.numbers) * args.times
        from pathlib import Path

        extra = Path(args.pbn).read_text(encoding="utf-8").strip() if args.pbn else None
        if total < 0:
            from arbiter.i18n import InputError

            raise InputError("Negatief.", "Negative.", accepted=(">= 0",))
        data = {"total": total, "tags": args.tag, "loud": args.loud, "file": extra}
        print(json.dumps(data) if args.json else f"total {total}")
        return 0

    module.add_arguments = add_arguments
    module.run = run
    monkeypatch.setitem(sys.modules, "fake_calc", module)
    monkeypatch.setitem(CALCULATORS, "fake", ("fake_calc", "adds numbers"))
    return module


def test_a_new_calculator_appears_without_change(client, fake_calculator):
    calc = calculators.calculator("fake")
    kinds = {p.dest: p.kind for p in calc.params}
    assert kinds == {"numbers": "int", "times": "int", "mode": "choice", "tag": "text",
                     "loud": "flag", "pbn": "file"}  # fmt: skip
    page = client.get("/nl/calc/fake").text
    assert '<select id="c-mode" name="mode">' in page and 'type="checkbox"' in page
    assert '<textarea id="c-pbn"' in page  # a file is pasted, never named
    posted = client.post("/nl/calc/fake", data={"numbers": "2\n3", "times": "2", "mode": "sum"})
    assert posted.status_code == 200 and "total 10" in posted.text
    api = client.post("/api/v1/calc/fake", json={"args": {
        "numbers": ["4", "5"], "mode": "max", "tag": ["a", "b"], "loud": True,
        "pbn": "[Board \"1\"]"}})  # fmt: skip
    assert api.status_code == 200, api.text
    assert api.json()["result"] == {"total": 5, "tags": ["a", "b"], "loud": True,
                                    "file": '[Board "1"]'}  # fmt: skip
    bad = client.post("/api/v1/calc/fake", json={"args": {"numbers": ["-9"]}})
    assert bad.status_code == 422 and bad.json()["accepted"] == [">= 0"]
    bad = client.post("/api/v1/calc/fake", json={"args": {"colour": "red"}})
    assert bad.status_code == 422 and "numbers" in bad.json()["accepted"]
    bad = client.post("/nl/calc/fake", data={"numbers": "two"})
    assert bad.status_code == 422 and "error-box" in bad.text
