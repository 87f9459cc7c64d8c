"""Every calculator has a page and an API call, generated from its declaration; a run
never waits for the double-dummy solver unless it uses it."""

from __future__ import annotations

import json
import sys
import time
import types
from concurrent.futures import ThreadPoolExecutor

import pytest
from markupsafe import escape  # as the templates escape

from arbiter.calc import service
from arbiter.calc.service.declare import Calculator, Choice, Input
from arbiter.i18n import LANGS, InputError, Text
from arbiter.web.calculators import error_for_page

NAMES = list(service.names())
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


@pytest.fixture(autouse=True)
def _forget_language(client):
    """Pages remember their language in a cookie; the session's client must not keep it."""
    yield
    client.cookies.clear()


def test_index_lists_every_calculator_in_both_languages(client):
    for lang in LANGS:
        html = client.get(f"/{lang}/calc").text
        for calc in service.calculators():
            assert f'href="/{lang}/calc/{calc.name}"' in html
            assert escape(calc.title[lang]) in html and escape(calc.description[lang]) in html


def _control(html: str, inp: Input) -> str:
    """The HTML of the field that asks for ``inp``."""
    start = html.index(f'data-input="{inp.name}" data-kind="{inp.kind}"')
    start = html.rindex("<div", 0, start)
    end = html.find('<div class="field', start + 1)
    return html[start : end if end > 0 else html.index("</form>", start)]


@pytest.mark.parametrize("name", NAMES)
def test_every_input_has_a_tap_control_fitting_its_kind_with_its_words(client, name):
    calc = service.calculator(name)
    pages = {lang: client.get(f"/{lang}/calc/{name}") for lang in LANGS}
    for lang, page in pages.items():
        assert page.status_code == 200
        assert f"<h1>{escape(calc.title[lang])}</h1>" in page.text
        for way in calc.ways:  # each way in is one tap
            assert f'name="_way" value="{way.name}"' in page.text
            assert f"<span>{escape(way.label[lang])}</span>" in page.text
        for inp in calc.inputs:
            if not inp.form or inp.kind == "facts":  # JSON and second spellings: not here
                assert f'data-input="{inp.name}"' not in page.text
                continue
            field = _control(page.text, inp)
            assert escape(inp.label[lang]) in field and escape(inp.hint[lang]) in field
            if inp.kind == "bool":
                assert 'type="checkbox"' in field and 'class="ctap toggle"' in field
            elif inp.options():  # one-tap buttons, each choice in the page's language
                for choice in inp.options():
                    words = choice.label[lang][0] if inp.kind == "seat" else choice.label[lang]
                    assert f'type="radio" name="{inp.name}" value="{choice.spellings[0]}"' in field
                    assert f"<span>{escape(words)}</span>" in field
            elif inp.kind == "int" and inp.maximum is not None and inp.minimum is not None \
                    and inp.maximum - inp.minimum < 16:  # a grid of numbers: one tap
                for n in (inp.minimum, inp.maximum):
                    assert f'name="{inp.name}" value="{n}"' in field
            elif inp.kind in ("int", "number"):  # a stepper with the declared bounds
                assert 'class="stepper"' in field
                if inp.minimum is not None:
                    assert f'data-min="{inp.minimum}"' in field
                if inp.maximum is not None:
                    assert f'data-max="{inp.maximum}"' in field
            elif inp.kind in ("card", "cards", "call", "auction"):  # the guide's pickers
                picker = {"auction": "calls"}.get(inp.kind, inp.kind)
                assert f'data-picker="{picker}"' in field
            elif inp.kind in ("result", "results", "contracts", "tricks"):  # taps, and type it
                assert 'class="typed-only"' in field and 'type="radio"' in field
            elif inp.kind == "deal":  # four hands, each with the guide's card picker
                assert 'class="typed-only"' in field and field.count('data-picker="cards"') == 4
            elif inp.kind in ("pbn", "scores") or inp.many:
                assert "<textarea" in field  # a file is pasted or chosen, never named
            else:
                assert 'type="text"' in field


@pytest.mark.parametrize("name", NAMES)
def test_an_empty_form_says_what_is_missing_in_the_page_language(client, name):
    calc = service.calculator(name)
    for lang in LANGS:
        posted = client.post(f"/{lang}/calc/{name}", data={})
        assert posted.status_code in (200, 422)
        if posted.status_code == 422:  # bad input at worst, in words, never a crash
            with pytest.raises(InputError) as error:
                calc.run({})
            shown = error_for_page(error.value, calc, lang)  # without the flags
            assert escape(shown) in posted.text and "--" not in shown


def test_a_form_gives_what_the_command_line_prints(client, capsys):
    from arbiter.cli.main import main

    posted = client.post("/en/calc/score", data={"result": "3SA-2", "board": "13",
                                                 "declarer": "O"})  # fmt: skip
    assert main(["calc", "score", "3SA-2", "--board", "13", "--declarer", "O", "--lang", "en"]) == 0
    printed = capsys.readouterr().out.rstrip("\n")
    assert posted.status_code == 200 and f'id="calc-out">{escape(printed)}</pre>' in posted.text
    # the form is shown again as filled in: the seat picked stays picked, the typed
    # result shows as taps too
    assert 'name="declarer" value="O" checked aria-label="East"' in posted.text
    assert 'name="result.level" value="3" checked' in posted.text


def test_the_api_answers_as_the_command_line_in_the_body_language(client, capsys):
    from arbiter.cli.main import main

    got = client.post("/api/v1/calc/penalty", json={"args": {"cards": "♣A",
                      "turn": "partner-leads"}, "lang": "en"})  # fmt: skip
    assert got.status_code == 200, got.text
    main(["calc", "penalty", "--cards", "♣A", "--turn", "partner-leads", "--lang", "en", "--json"])
    assert got.json()["result"] == json.loads(capsys.readouterr().out)
    main(["calc", "penalty", "--cards", "♣A", "--turn", "partner-leads", "--lang", "en"])
    assert got.json()["text"] == capsys.readouterr().out.rstrip("\n")
    assert got.json()["argv"] == ["penalty", "--json", "--cards", "♣A", "--turn", "partner-leads"]
    for lang, word in (("nl", "Onbekende"), ("en", "Unknown")):
        bad = client.post("/api/v1/calc/penalty", json={"args": {"cards": "♣A", "turn": "x"},
                                                         "lang": lang})  # fmt: skip
        assert bad.status_code == 422 and bad.json()["message"].startswith(word)


@pytest.mark.parametrize("name", NAMES)
def test_each_calculator_has_its_own_api_schema(client, name):
    calc = service.calculator(name)
    spec = client.get("/openapi.json").json()
    body = spec["paths"][f"/api/v1/calc/{name}"]["post"]["requestBody"]["content"]
    model = body["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    args_ref = spec["components"]["schemas"][model]["properties"]["args"]["$ref"]
    args = spec["components"]["schemas"][args_ref.rsplit("/", 1)[1]]
    assert list(args["properties"]) == [inp.name for inp in calc.inputs]
    assert args["additionalProperties"] is False
    assert args.get("required", []) == [inp.name for inp in calc.inputs if inp.required]
    for inp in calc.inputs:
        prop = args["properties"][inp.name]
        assert prop["title"] == inp.label["en"] and inp.hint["nl"] in prop["description"]
        if inp.kind == "choice":  # an optional one may be left empty (its default)
            spellings = [w for c in inp.options() for w in c.spellings]
            assert prop["enum"] == (spellings if inp.required else [*spellings, ""])
        if inp.kind == "int":
            assert (prop.get("minimum"), prop.get("maximum")) == (inp.minimum, inp.maximum)
    for group in calc.one_of:
        assert {"oneOf": [{"required": [n]} for n in group]} in args["allOf"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_api_listing_speaks_the_language_asked(client, lang):
    listed = {c["name"]: c for c in client.get("/api/v1/calc", params={"lang": lang}).json()}
    assert list(listed) == NAMES
    for name, item in listed.items():
        calc = service.calculator(name)
        assert (item["title"], item["help"]) == (calc.title[lang], calc.description[lang])
        assert [p["name"] for p in item["params"]] == [i.name for i in calc.inputs]
        for param, inp in zip(item["params"], calc.inputs, strict=True):
            assert (param["label"], param["help"], param["kind"]) == (
                inp.label[lang], inp.hint[lang], inp.kind)  # fmt: skip
            assert [c["label"] for c in param["choices"]] == [c.label[lang] for c in inp.options()]
    default = client.get("/api/v1/calc").json()  # Dutch unless asked otherwise
    assert default[0]["title"] == service.calculator(default[0]["name"]).title["nl"]


# -- a made-up calculator appears everywhere without a change in the shells ----------------


def _adding(numbers: list[int], times: int, mode: str, loud: bool, pbn: str | None) -> object:
    if sum(numbers) < 0:
        raise InputError("Negatief.", "Negative.", accepted=(">= 0",))

    class Added:
        total = (sum if mode == "sum" else max)(numbers) * times

        def as_json(self, lang):
            return {"total": self.total, "loud": loud, "file": pbn}

        def text(self, lang):
            return f"{'totaal' if lang == 'nl' else 'total'} {self.total}" + ("!" * loud)

    return Added()


FAKE = Calculator(
    name="fake",
    title=Text.of("Optellen", "Adding"),
    description=Text.of("Telt getallen op.", "Adds numbers."),
    inputs=(
        Input(
            "numbers",
            "scores",
            Text.of("Getallen", "Numbers"),
            Text.of("één per regel", "one per line"),
            required=True,
            many=True,
            positional=True,
            parse=lambda items: [int(i) for i in items],
        ),
        Input(
            "times",
            "int",
            Text.of("Keer", "Times"),
            Text.of("vermenigvuldig", "multiply"),
            default="1",
            minimum=1,
            maximum=9,
        ),
        Input(
            "mode",
            "choice",
            Text.of("Wijze", "Mode"),
            Text.of("som of max", "sum or max"),
            default="sum",
            choices=(
                Choice("sum", Text.of("som", "sum")),
                Choice("max", Text.of("grootste", "largest")),
            ),
            noun=Text.of("wijze", "mode"),
        ),
        Input("loud", "bool", Text.of("Hard", "Loud"), Text.of("roep", "shout")),
        Input("pbn", "pbn", Text.of("Bestand", "File"), Text.of("plak het", "paste it")),
    ),
    compute=_adding,
)

@pytest.fixture
def fake(monkeypatch):
    module = types.ModuleType("fake_calc")
    module.CALCULATOR = FAKE  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_calc", module)
    monkeypatch.setitem(service.MODULES, "fake", "fake_calc")
    return FAKE


def test_a_new_calculator_appears_in_every_shell(client, fake, capsys, tmp_path):
    page = client.get("/nl/calc/fake").text
    assert 'type="radio" name="mode" value="sum" checked' in page and 'type="checkbox"' in page
    assert 'type="radio" name="times" value="9"' in page  # 1..9: a grid of taps
    assert '<textarea name="pbn"' in page and "<h1>Optellen</h1>" in page
    assert 'data-scores' in page  # a list of numbers: a row each (calc.js)
    assert 'href="/nl/calc/fake"' in client.get("/nl/calc").text
    posted = client.post("/en/calc/fake", data={"numbers": "2\n3", "times": "2", "loud": "1"})
    assert posted.status_code == 200 and "total 10!</pre>" in posted.text
    bad = client.post("/nl/calc/fake", data={"numbers": "2", "times": "12"})
    assert bad.status_code == 422 and "Keer: 12 valt buiten 1..9." in bad.text
    api = client.post("/api/v1/calc/fake", json={"args": {"numbers": ["4", "5"], "mode": "max",
                      "loud": True, "pbn": '[Board "1"]'}})  # fmt: skip
    assert api.status_code == 200, api.text
    assert api.json()["result"] == {"total": 5, "loud": True, "file": '[Board "1"]'}
    assert api.json()["argv"] == ["fake", "--json", "--mode", "max", "--loud", "--pbn", "-",
                                  "--", "4", "5"]  # fmt: skip
    bad = client.post("/api/v1/calc/fake", json={"args": {"numbers": ["-9"]}})
    assert bad.status_code == 422 and bad.json()["accepted"] == [">= 0"]
    bad = client.post("/api/v1/calc/fake", json={"args": {"colour": "red"}})
    assert bad.status_code == 422 and "numbers" in bad.json()["accepted"]
    bad = client.post("/api/v1/calc/fake", json={"args": {"numbers": [1], "mode": "avg"}})
    assert bad.json()["message"] == "Onbekende wijze 'avg'." and bad.json()["accepted"] == [
        "sum", "max"]  # fmt: skip
    from arbiter.cli.main import main

    (tmp_path / "f.pbn").write_text("[Board]", encoding="utf-8")
    assert main(["calc", "fake", "2", "3", "--times", "3", "--pbn", str(tmp_path / "f.pbn"),
                 "--json"]) == 0  # fmt: skip
    assert '"total": 15' in capsys.readouterr().out


# -- no calculator waits for the double-dummy solver ---------------------------------------


def _in_the_solver() -> bool:
    """Whether some thread is inside the double-dummy solver call right now."""
    return any(_inside(frame) for frame in sys._current_frames().values())


def _inside(frame: types.FrameType | None) -> bool:
    while frame is not None:
        if frame.f_code.co_name == "double_dummy" and "double_dummy" in frame.f_code.co_filename:
            return True
        frame = frame.f_back
    return False


def test_a_score_answers_while_double_dummy_requests_wait_for_the_solver(client):
    """Real endplay, real threads: the test holds the solver's lock (as a long solve
    would), queues more double-dummy requests than the server has worker threads, and a
    score request still answers at once. Then the solver is free and every table comes."""
    from arbiter.calc.double_dummy import DDS_LOCK, double_dummy
    from arbiter.web import lanes

    double_dummy.cache_clear()  # solved before in this process: the answer would be kept
    lanes.KEPT.clear()
    dd = {"args": {"deal": ONE_SUIT_EACH, "vul": "niemand", "dealer": "N"}, "lang": "en"}
    score = {"args": {"result": "4♠X=", "vul": "ja"}}
    with ThreadPoolExecutor(max_workers=50) as pool:
        DDS_LOCK.acquire()
        try:
            waiting = [pool.submit(client.post, "/api/v1/calc/dd", json=dd) for _ in range(45)]
            deadline = time.monotonic() + 60
            while not _in_the_solver():  # a request has reached the solver and waits there
                assert time.monotonic() < deadline, "no double-dummy request reached DDS"
                time.sleep(0.01)
            answer = pool.submit(client.post, "/api/v1/calc/score", json=score).result(timeout=20)
            assert answer.status_code == 200 and answer.json()["result"]["score"] == 790
            page = pool.submit(client.post, "/nl/calc/board", data={"number": "5"})
            assert page.result(timeout=20).status_code == 200
            assert not any(f.done() for f in waiting) and _in_the_solver()
        finally:
            DDS_LOCK.release()
        tables = [f.result(timeout=120) for f in waiting]
    assert {t.status_code for t in tables} == {200}
    assert {t.json()["result"]["par"][0] for t in tables} == {"7♠= by N/S"}
