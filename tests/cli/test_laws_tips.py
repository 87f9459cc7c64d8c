"""``arbiter laws`` and ``arbiter tips``: text and JSON, both languages, exit code 2 for
bad input with the article and line of a parse error, nothing stored half."""

from __future__ import annotations

import json

import pytest

from arbiter.cli.main import main
from arbiter.laws import official

TEXT = """\
ARTIKEL 27 Onvoldoende bod
A. Accepteren
1. Verzonnen zin voor A1.
B. Niet accepteren
1. (a) Verzonnen zin voor B1a.
(b) Verzonnen zin voor B1b.
2. Verzonnen zin voor B2.
"""


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("ARBITER_DATA_DIR", str(folder))
    official._cache.clear()
    yield folder
    official._cache.clear()


@pytest.fixture
def book(tmp_path):
    path = tmp_path / "boek.txt"
    path.write_text(TEXT, encoding="utf-8")
    return str(path)


def test_show_without_a_text_gives_the_summary_and_says_how_to_import(capsys, data_dir):
    code, out, _ = run(capsys, "laws", "show", "27B1a")
    assert code == 0
    assert out.startswith("Artikel 27B1(a): Onvoldoende bod")
    assert "samenvatting in eigen woorden" in out
    assert "arbiter laws import BESTAND" in out
    code, out, _ = run(capsys, "laws", "show", "27B1a", "--json", "--lang", "en")
    data = json.loads(out)
    assert data["ref"] == "27B1(a)" and data["law"] == 27 and data["official"] is None
    assert data["title"] == "Insufficient Bid" and data["summary"]


def test_import_then_every_show_has_the_official_wording(capsys, data_dir, book):
    code, out, _ = run(capsys, "laws", "import", book)
    assert code == 0 and "Ingelezen: 1 artikelen (27-27)" in out
    assert str(data_dir / "laws" / "official-nl.json") in out
    code, out, _ = run(capsys, "laws", "show", "27B1(a)")
    assert "Officiële tekst (nl):" in out and "27B1(a) Verzonnen zin voor B1a." in out
    assert "zin voor B1b" not in out
    code, out, _ = run(capsys, "laws", "show", "27B", "--json")
    clauses = json.loads(out)["official"]["clauses"]
    assert [c["key"] for c in clauses] == ["27B", "27B1(a)", "27B1(b)", "27B2"]
    code, out, _ = run(capsys, "laws", "show", "27B7", "--lang", "en")
    assert "(whole law: sub-clause not found)" in out
    code, out, _ = run(capsys, "laws", "status", "--json")
    assert [s["source"] for s in json.loads(out)] == ["boek.txt"]
    code, out, _ = run(capsys, "laws", "status")
    assert out.startswith("nl: boek.txt, 1 artikelen")


def test_import_json_and_forget(capsys, data_dir, book):
    code, out, _ = run(capsys, "laws", "import", book, "--json", "--lang", "en")
    data = json.loads(out)
    assert code == 0 and data["lang"] == "nl" and data["articles"] == 1 and data["clauses"] == 6
    code, out, _ = run(capsys, "laws", "forget", "--text", "en")
    assert code == 0 and "geen ingelezen tekst" in out
    code, out, _ = run(capsys, "laws", "forget", "--json")
    assert json.loads(out)["removed"] == [str(data_dir / "laws" / "official-nl.json")]
    code, out, _ = run(capsys, "laws", "show", "27", "--json")
    assert json.loads(out)["official"] is None
    code, out, _ = run(capsys, "laws", "status", "--lang", "en")
    assert "No official text imported" in out


def test_a_parse_error_names_article_and_line_and_stores_nothing(capsys, data_dir, tmp_path):
    bad = tmp_path / "fout.txt"
    bad.write_text(TEXT.replace("(b) Verzonnen", "(c) Verzonnen"), encoding="utf-8")
    code, _, err = run(capsys, "laws", "import", str(bad))
    assert code == 2
    assert "artikel 27, regel 6: (c) gevonden, (b) verwacht" in err
    assert err.startswith("Fout: 'fout.txt' is niet ingelezen; niets opgeslagen.")
    code, out, _ = run(capsys, "laws", "import", str(bad), "--json", "--lang", "en")
    assert code == 2
    message = json.loads(out)["message"]
    assert "law 27, line 6: (c) found, (b) expected" in message
    assert not data_dir.exists()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["laws"], "laws show"),
        (["laws", "show", "99"], "27B1(a)"),
        (["laws", "show", "banana"], "1 t/m 93"),
        (["laws", "import", "/nonexistent/boek.txt"], "niet lezen"),
        (["laws", "forget", "--text", "fr"], "Onbekende taal"),
        (["tips", "--group", "kitchen"], "table, conduct, judgement, paperwork"),
    ],
)
def test_bad_input_exits_2_with_what_is_accepted(capsys, data_dir, argv, words):
    code, _, err = run(capsys, *argv)
    assert code == 2 and words in err and "Traceback" not in err


# -- tips ------------------------------------------------------------------------------------


def test_tips_all_grouped(capsys):
    code, out, _ = run(capsys, "tips")
    assert code == 0
    for head in ("== Aan tafel (table)", "== Toon en optreden (conduct)",
                 "== Oordeelsbeslissingen (judgement)", "== Vastleggen en termijnen (paperwork)"):
        assert head in out  # fmt: skip
    assert out.count("Bron: ") >= 20


def test_tips_query_text_and_json(capsys):
    code, out, _ = run(capsys, "tips", "denkpauzes")
    assert code == 0 and out.startswith("\n* Denkpauze: wanneer precies? [16B1, 73C, 12B1]")
    code, out, _ = run(capsys, "tips", "hesitation", "--json", "--lang", "en")
    data = json.loads(out)
    assert data["query"] == "hesitation" and data["group"] is None
    first = data["tips"][0]
    assert first["id"] == "hesitation-timing" and first["title"] == "Hesitation: when exactly?"
    assert first["laws"] == ["16B1", "73C", "12B1"]
    assert first["source"]["id"] == "protocols" and first["source"]["title"]


def test_tips_group_and_nothing_found(capsys):
    code, out, _ = run(capsys, "tips", "--group", "paperwork", "--json")
    assert {t["group"] for t in json.loads(out)["tips"]} == {"paperwork"}
    code, out, _ = run(capsys, "tips", "xyzzy")
    assert code == 0 and "Geen tip gevonden voor 'xyzzy'" in out
    code, out, _ = run(capsys, "tips", "xyzzy", "--json")
    assert json.loads(out)["tips"] == []


def test_tips_protocol(capsys):
    code, out, _ = run(capsys, "tips", "--protocol")
    assert code == 0 and "1. Aan tafel komen:" in out and "[ ] " in out
    code, out, _ = run(capsys, "tips", "--protocol", "--json", "--lang", "en")
    data = json.loads(out)
    assert [s["number"] for s in data["steps"]] == [1, 2, 3, 4, 5, 6, 7]
    assert data["steps"][3]["title"] == "Read every option first"
