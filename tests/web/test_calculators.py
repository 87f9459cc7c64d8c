"""Every calculator of `arbiter calc` has a page and an API call, read from its arguments."""

from __future__ import annotations

import argparse
import importlib
import sys
import types

import pytest
from markupsafe import escape  # as the templates escape

from arbiter.cli.calc import CALCULATORS
from arbiter.i18n import LANGS, Text
from arbiter.web import calculators


@pytest.fixture(autouse=True)
def _forget_language(client):
    """Pages remember their language in a cookie; the session's client must not keep it."""
    yield
    client.cookies.clear()


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


# -- the words around the fields: Dutch first, English second ---------------------------------


def _module(name: str) -> types.ModuleType:
    return importlib.import_module(CALCULATORS[name][0])


def _dests(name: str) -> list[str]:
    """Every argument the calculator's form and API listing show, read from argparse."""
    return [p.dest for p in calculators.calculator(name).params]


def _bilingual(text: object) -> bool:
    return isinstance(text, Text) and all(
        isinstance(text.get(lang), str) and text[lang].strip() for lang in LANGS
    )


@pytest.mark.parametrize("name", list(CALCULATORS))
def test_every_argument_has_a_dutch_and_an_english_label(name):
    module = _module(name)
    labels = getattr(module, "LABELS", None)
    hints = getattr(module, "HELP", {})
    assert isinstance(labels, dict), f"{module.__name__} has no LABELS"
    missing = [d for d in _dests(name) if not _bilingual(labels.get(d))]
    assert not missing, f"{module.__name__}.LABELS lacks nl and en for {missing}"
    # no stale entries: a renamed argument must not keep an orphan label
    assert set(labels) <= set(_dests(name)), set(labels) - set(_dests(name))
    assert set(hints) <= set(_dests(name)), set(hints) - set(_dests(name))
    assert all(_bilingual(h) for h in hints.values()), f"{module.__name__}.HELP: nl and en"
    for attribute in ("TITLE", "DESCRIPTION"):
        assert _bilingual(getattr(module, attribute, None)), f"{module.__name__}.{attribute}"


def _label_html(param: calculators.Param, text: str) -> str:
    if param.kind == "flag":
        return f'name="{param.dest}" value="1"> {escape(text)}</label>'
    return f'<label for="c-{param.dest}">{escape(text)}'


@pytest.mark.parametrize("name", list(CALCULATORS))
def test_the_dutch_page_shows_the_dutch_words(client, name):
    module = _module(name)
    calc = calculators.calculator(name)
    pages = {lang: client.get(f"/{lang}/calc/{name}").text for lang in LANGS}
    first = calc.params[0]
    assert _label_html(first, module.LABELS[first.dest]["nl"]) in pages["nl"]
    for param in calc.params:
        for lang in LANGS:
            assert _label_html(param, module.LABELS[param.dest][lang]) in pages[lang]
            if param.dest in getattr(module, "HELP", {}):
                assert escape(module.HELP[param.dest][lang]) in pages[lang]
    assert f"<h1>{escape(module.TITLE['nl'])}</h1>" in pages["nl"]
    assert escape(module.DESCRIPTION["nl"]) in pages["nl"]
    assert f"<h1>{escape(module.TITLE['en'])}</h1>" in pages["en"]
    index = client.get("/nl/calc").text
    assert escape(module.TITLE["nl"]) in index and escape(module.DESCRIPTION["nl"]) in index


@pytest.mark.parametrize("lang", LANGS)
def test_the_api_listing_speaks_the_language_asked(client, lang):
    listed = {c["name"]: c for c in client.get("/api/v1/calc", params={"lang": lang}).json()}
    assert list(listed) == list(CALCULATORS)
    for name, item in listed.items():
        module = _module(name)
        assert item["title"] == module.TITLE[lang]
        assert item["help"] == module.DESCRIPTION[lang]
        for param in item["params"]:
            assert param["label"] == module.LABELS[param["name"]][lang]
    default = client.get("/api/v1/calc").json()  # Dutch unless asked otherwise
    assert default[0]["title"] == _module(default[0]["name"]).TITLE["nl"]


def test_without_texts_the_command_line_words_are_shown(client, fake_calculator):
    page = client.get("/nl/calc/fake").text
    assert '<label for="c-times">times</label>' in page and "multiply by" in page
    assert "<h1>fake</h1>" in page and "adds numbers" in page
    listed = {c["name"]: c for c in client.get("/api/v1/calc").json()}
    times = next(p for p in listed["fake"]["params"] if p["name"] == "times")
    assert (times["label"], times["help"]) == ("times", "multiply by")
    fake_calculator.LABELS = {"times": Text.of("Keer", "Times")}
    fake_calculator.HELP = {"times": Text.of("vermenigvuldig met", "multiply by")}
    fake_calculator.TITLE = Text.of("Optellen", "Adding")
    assert '<label for="c-times">Keer</label>' in client.get("/nl/calc/fake").text
    assert "vermenigvuldig met" in client.get("/nl/calc/fake").text
    english = client.get("/en/calc/fake").text
    assert '<label for="c-times">Times</label>' in english and "<h1>Adding</h1>" in english
    # a label in one language only: the other falls back to Dutch, never to nothing
    fake_calculator.LABELS = {"times": Text(nl="Keer")}
    assert '<label for="c-times">Keer</label>' in client.get("/en/calc/fake").text


def test_the_command_line_keeps_its_argparse_help(capsys):
    from arbiter.cli.calc import main

    with pytest.raises(SystemExit):
        main(["penalty", "--help"], "nl")
    out = capsys.readouterr().out
    assert "exposed by deliberate play" in out and "Opzettelijk" not in out
