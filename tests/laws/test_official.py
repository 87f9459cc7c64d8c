"""Importing the user's own copy of the law text: the layouts read, every parse error with
article and line, nothing stored half, and the wording found for a reference.

The texts here are made up in the layout of the NBB's Dutch book and of a PDF-to-text
export of the WBF's English text; none of it is law text."""

from __future__ import annotations

import json
import os
import stat

import pytest

from arbiter.laws import official
from arbiter.laws.official import LawTextError, canonical_sub, parse

DUTCH = """\
SPELREGELS VOOR WEDSTRIJDBRIDGE (proefbestand met verzonnen tekst)

Inhoud
Artikel 1 Het spel kaarten ............ 3
Artikel 27 Onvoldoende bod ............ 9

Een voorwoord dat niet meetelt.

ARTIKEL 1 Het spel kaarten
Een verzonnen zin over kaarten,
die op de volgende regel doorloopt.
Proefbestand kopregel
3
ARTIKEL 27 Onvoldoende bod
A. Accepteren van een onvoldoende bod
1. Een verzonnen zin over accepteren.
2. Nog een verzonnen zin.
B. Niet accepteren
  1. (a) Verzonnen tekst van onderdeel B1a.
(b) Verzonnen tekst van B1b die op een niet-
overtredende manier afbreekt.
  2. Verzonnen tekst van B2.
C. Laatste onderdeel
Verzonnen tekst van C.
Proefbestand kopregel
4
Artikel 28
Bieding als op de beurt beschouwd
A. Eerste
Tekst van A.
B1. Tekst van B1.
2. Tekst van B2.
(a) Letter a.
(i) Romeins een.
(ii) Romeins twee.
(b) Letter b.
Proefbestand kopregel
5
Proefbestand kopregel
Proefbestand kopregel
"""

ENGLISH = (
    "\f                      THE LAWS (a made-up test file)\n"
    "LAW 27 - INSUFFICIENT BID          12\n"
    "\f\n"
    "   LAW 27 - INSUFFICIENT BID\n"
    "   A. Acceptance of Insufficient Bid\n"
    "       1. Made-up words about acceptance that wrap onto\n"
    "          a second line in the layout of the export.\n"
    "   B. Insufficient Bid Not Accepted\n"
    "       1. (a) Made-up words for B1a.\n"
    "          (b) Made-up words for B1b.\n"
    "                                   - 12 -\n"
    "\f   LAW 64 - PROCEDURE AFTER ESTABLISHMENT OF A REVOKE\n"
    "   A. Rectification\n"
    "       Made-up words for A.\n"
    "                                   - 13 -\n"
)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("ARBITER_DATA_DIR", str(folder))
    official._cache.clear()
    yield folder
    official._cache.clear()


def keys(article):
    return [c.key for c in article.clauses]


def test_the_dutch_layout_is_split_into_articles_and_clauses():
    lang, articles = parse(DUTCH, "nl.txt")
    assert lang == "nl"
    assert sorted(articles) == [1, 27, 28]  # the table of contents is skipped
    first = articles[1]
    assert first.title == "Het spel kaarten"
    assert (
        first.clauses[0].text
        == "Een verzonnen zin over kaarten, die op de volgende regel doorloopt."
    )
    law = articles[27]
    assert keys(law) == ["A", "A1", "A2", "B", "B1(a)", "B1(b)", "B2", "C"]
    by_key = {c.key: c for c in law.clauses}
    assert by_key["A"].heading == "Accepteren van een onvoldoende bod"
    assert by_key["B1(a)"].text == "Verzonnen tekst van onderdeel B1a."
    assert by_key["B1(b)"].text.endswith("niet-overtredende manier afbreekt.")  # hyphen kept
    assert by_key["C"].heading == "Laatste onderdeel"
    assert by_key["C"].text == "Verzonnen tekst van C."
    assert "kopregel" not in json.dumps([c.text for c in law.clauses])  # running head gone
    assert (
        by_key["B1(a)"].line
        == DUTCH.splitlines().index("  1. (a) Verzonnen tekst van onderdeel B1a.") + 1
    )
    later = articles[28]
    assert later.title == "Bieding als op de beurt beschouwd"  # title on the next line
    assert keys(later) == ["A", "B1", "B2", "B2(a)", "B2(a)(i)", "B2(a)(ii)", "B2(b)"]


def test_the_english_pdf_to_text_layout():
    lang, articles = parse(ENGLISH, "en.txt")
    assert lang == "en"
    assert sorted(articles) == [27, 64]
    assert articles[27].title == "INSUFFICIENT BID"
    assert keys(articles[27]) == ["A", "A1", "B", "B1(a)", "B1(b)"]
    clause = {c.key: c for c in articles[27].clauses}["A1"]
    assert clause.text == (
        "Made-up words about acceptance that wrap onto a second line in the layout of the export."
    )
    assert {c.key: c for c in articles[64].clauses}["A"].text == "Made-up words for A."


def test_a_heading_in_a_wrapped_line_is_text():
    text = "ARTIKEL 5 Titel\nEen zin die verwijst naar\nartikel 12 en verder gaat.\n"
    _lang, articles = parse(text)
    assert articles[5].clauses[0].text == "Een zin die verwijst naar artikel 12 en verder gaat."


@pytest.mark.parametrize(
    ("text", "nl", "en"),
    [
        ("ARTIKEL 27 Titel\nA. Tekst.\nC. Overgeslagen\nTekst.\n",
         "artikel 27, regel 3: onderdeel C gevonden, B verwacht",
         "law 27, line 3: section C found, B expected"),
        ("ARTIKEL 27 Titel\nA. Tekst.\n1. Een.\n3. Drie.\n",
         "artikel 27, regel 4: A3 gevonden, A2 verwacht",
         "law 27, line 4: A3 found, A2 expected"),
        ("ARTIKEL 27 Titel\nA. Tekst.\n1. Een.\n(a) a.\n(c) c.\n",
         "artikel 27, regel 5: (c) gevonden, (b) verwacht",
         "law 27, line 5: (c) found, (b) expected"),
        ("ARTIKEL 27 Titel\nTekst.\nARTIKEL 12 Eerder\nTekst.\n",
         "artikel 27, regel 3: artikel 12 komt na artikel 27",
         "law 27, line 3: law 12 comes after law 27"),
        ("ARTIKEL 27 Titel\nTekst.\nLAW 28 TITLE\nText.\n",
         "artikel 27, regel 3: kop in een andere taal",
         "law 27, line 3: a heading in another language"),
        ("ARTIKEL 26 Titel\nTekst.\nARTIKEL 27 Leeg\nARTIKEL 28 Titel\nTekst.\n",
         "artikel 27, regel 3: het artikel heeft geen tekst",
         "law 27, line 3: the law has no text"),
        ("ARTIKEL 27 Titel\nA. Tekst.\nB3. Tekst.\n",
         "artikel 27, regel 3: B3 zonder B1", "law 27, line 3: B3 without B1"),
    ],
)  # fmt: skip
def test_parse_errors_name_the_article_and_the_line(text, nl, en):
    with pytest.raises(LawTextError) as caught:
        parse(text, "boek.txt")
    assert nl in caught.value.message("nl")
    assert en in caught.value.message("en")
    assert "niets opgeslagen" in caught.value.message("nl")
    assert "nothing stored" in caught.value.message("en")


def test_many_problems_are_cut_short():
    text = "ARTIKEL 1 Titel\nTekst.\n" + "".join(
        f"ARTIKEL {n} Titel\nA. x\nC. Fout\n" for n in range(2, 30)
    )
    with pytest.raises(LawTextError) as caught:
        parse(text, "boek.txt")
    assert "and 16 more" in caught.value.message("en")


def test_a_file_without_articles_says_what_is_accepted():
    with pytest.raises(LawTextError) as caught:
        parse("Alleen wat tekst\nzonder koppen.\n", "leeg.txt")
    assert "geen enkel artikel" in caught.value.message("nl")
    assert "LAW 27 - TITLE" in caught.value.accepted


def test_import_stores_in_the_data_folder_readable_by_the_owner_only(data_dir, tmp_path):
    source = tmp_path / "boek.txt"
    source.write_text(DUTCH, encoding="utf-8")
    text = official.import_file(str(source))
    stored = data_dir / "laws" / "official-nl.json"
    assert stored.is_file()
    assert stat.S_IMODE(os.stat(stored).st_mode) == 0o600
    assert text.source == "boek.txt" and sorted(text.articles) == [1, 27, 28]
    assert official.load("nl") == official.LawText.from_json(json.loads(stored.read_text()))
    assert official.load("en") is None
    assert not any(p.suffix == ".part" for p in stored.parent.iterdir())


def test_a_bad_file_stores_nothing_and_keeps_the_text_there_was(data_dir, tmp_path):
    good = tmp_path / "goed.txt"
    good.write_text(DUTCH, encoding="utf-8")
    official.import_file(str(good))
    before = (data_dir / "laws" / "official-nl.json").read_bytes()
    bad = tmp_path / "fout.txt"
    bad.write_text(DUTCH.replace("C. Laatste onderdeel", "D. Laatste onderdeel"), encoding="utf-8")
    with pytest.raises(LawTextError) as caught:
        official.import_file(str(bad))
    line = DUTCH.splitlines().index("C. Laatste onderdeel") + 1
    assert f"artikel 27, regel {line}: onderdeel D gevonden, C verwacht" in caught.value.message(
        "nl"
    )
    assert (data_dir / "laws" / "official-nl.json").read_bytes() == before
    assert sorted(p.name for p in (data_dir / "laws").iterdir()) == ["official-nl.json"]


def test_a_first_bad_import_leaves_no_folder_behind(data_dir, tmp_path):
    bad = tmp_path / "fout.txt"
    bad.write_text("niets\n", encoding="utf-8")
    with pytest.raises(LawTextError):
        official.import_file(str(bad))
    assert not data_dir.exists()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"%PDF-1.7 binary", "pdftotext -layout"),
        (b"\x00\x01\x02 not text", "is not a text file"),
    ],
)
def test_files_that_are_not_text(data_dir, tmp_path, content, words):
    path = tmp_path / "boek.pdf"
    path.write_bytes(content)
    with pytest.raises(LawTextError) as caught:
        official.import_file(str(path))
    assert words in caught.value.message("en")


def test_a_missing_file_and_a_huge_one(data_dir, tmp_path, monkeypatch):
    with pytest.raises(LawTextError, match="Cannot read"):
        official.import_file(str(tmp_path / "nope.txt"))
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * 200)
    monkeypatch.setattr(official, "MAX_BYTES", 100)
    with pytest.raises(LawTextError) as caught:
        official.import_file(str(big))
    assert "larger than" in caught.value.message("en")


def test_windows_1252_is_read(data_dir, tmp_path):
    path = tmp_path / "boek.txt"
    path.write_bytes(
        "ARTIKEL 3 Opstelling\nDe wedstrijdleider zegt ‘ja’ – één keer.\n".encode("cp1252")
    )
    text = official.import_file(str(path))
    assert text.articles[3].clauses[0].text == "De wedstrijdleider zegt ‘ja’ – één keer."


def test_an_unwritable_data_folder_is_a_clear_error(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("ARBITER_DATA_DIR", str(blocker))
    source = tmp_path / "boek.txt"
    source.write_text(DUTCH, encoding="utf-8")
    with pytest.raises(LawTextError, match="Cannot store the law text"):
        official.import_file(str(source))


# -- looking it up ----------------------------------------------------------------------------


@pytest.fixture
def imported(data_dir, tmp_path):
    path = tmp_path / "boek.txt"
    path.write_text(DUTCH, encoding="utf-8")
    official.import_file(str(path))
    return data_dir


def test_canonical_sub():
    assert canonical_sub("B1a") == "B1(a)"
    assert canonical_sub("B1(a)") == "B1(a)"
    assert canonical_sub("A1(a)(ii)") == "A1(a)(ii)"
    assert canonical_sub("") == ""


def test_wording_of_a_sub_clause_a_section_and_a_whole_law(imported):
    found = official.wording("27B1a", "nl")
    assert [c.key for c in found.clauses] == ["B1(a)"] and found.exact
    assert found.to_json()["clauses"][0]["key"] == "27B1(a)"
    section = official.wording("27B", "nl")
    assert [c.key for c in section.clauses] == ["B", "B1(a)", "B1(b)", "B2"]
    number = official.wording("28B2(a)", "nl")
    assert [c.key for c in number.clauses] == ["B2(a)", "B2(a)(i)", "B2(a)(ii)"]
    whole = official.wording("27", "nl")
    assert whole.exact and len(whole.clauses) == 8
    missing_clause = official.wording("27B9", "nl")
    assert not missing_clause.exact and len(missing_clause.clauses) == 8
    assert official.wording("50D2", "nl") is None  # the text lacks Law 50
    assert official.wording("2", "nl") is None  # nor Law 2


def test_the_other_language_is_used_when_only_one_is_imported(imported):
    found = official.wording("27B1(a)", "en")
    assert found.lang == "nl"


def test_forget_and_the_stamp(imported):
    before = official.stamp()
    assert official.load("nl") is not None
    assert official.forget("en") == []
    removed = official.forget()
    assert [p.name for p in removed] == ["official-nl.json"]
    assert official.load("nl") is None
    assert official.wording("27", "nl") is None
    assert official.stamp() != before


def test_a_damaged_store_counts_as_absent(imported):
    (imported / "laws" / "official-nl.json").write_text("{not json", encoding="utf-8")
    assert official.load("nl") is None


def test_an_article_heading_repeated_at_the_top_of_each_page_is_dropped():
    text = (
        "LAW 27 - INSUFFICIENT BID\nA. First\nMade-up A.\n\f"
        + "LAW 27 - INSUFFICIENT BID\nMore made-up A.\nB. Second\nMade-up B.\n" * 1
        + "".join("\fLAW 27 - INSUFFICIENT BID\n" for _ in range(6))
        + "LAW 28 - CALLS CONSIDERED IN ROTATION\nMade-up.\n"
    )
    _lang, articles = parse(text)
    assert sorted(articles) == [27, 28]
    clauses = {c.key: c.text for c in articles[27].clauses}
    assert clauses == {"A": "Made-up A. More made-up A.", "B": "Made-up B."}
