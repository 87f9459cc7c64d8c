"""The appeal report (HTML structure and PDF) and the CSV/JSON exports."""

from __future__ import annotations

import csv
import datetime as dt
import io
import multiprocessing
import re
import unicodedata
from collections import defaultdict
from functools import cache, partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from arbiter.log import report
from arbiter.log.models import TEXT_MAX
from arbiter.log.pdf import Writer, wrap
from tests.log.conftest import a_ruling
from tests.log.test_report_board import BIGDEAL
from tests.log.test_report_board import FACTS as BOARD_FACTS


def pdf_pages(data: bytes) -> list[str]:
    """The text of every page, read back through the fonts' Unicode maps."""
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


# Every free-text field at its limit (models.TEXT_MAX), each one unbroken "word": before
# issue 12 the PDF writer was cubic in the length of a word (6.5 s for 4,000 characters,
# minutes for 20,000), holding a server thread all the while.
LONGEST = {
    name: ("https://x.nl/ab♥" * TEXT_MAX)[:TEXT_MAX]
    for name in ("facts_agreed", "facts_disputed", "director_finding", "notes", "appeal_note")
}


def _pdf_of_largest(url: str) -> int:
    """In a child process: the report PDF of the largest ruling; returns its size."""
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    store = Store.open(url)
    svc = LogService(store)
    event = svc.create_event({"club": "BC De Troef", "date": "2026-11-21"}, "test")
    r = svc.add_ruling(event["id"], a_ruling(**LONGEST), "test")
    size = len(report.pdf(svc.ruling(r["id"]), "nl"))
    store.dispose()
    return size


def test_report_of_the_largest_notes_takes_seconds_not_minutes(tmp_path):
    """Bounded: the report is written in a child process that gets 20 s (it takes about
    0.2 s; bench/log_bench.py prints the figure); a slower one is stopped and fails."""
    context = multiprocessing.get_context("spawn")
    with context.Pool(1) as pool:
        job = pool.apply_async(_pdf_of_largest, (f"sqlite:///{tmp_path / 'log.db'}",))
        try:
            size = job.get(timeout=20)
        except multiprocessing.TimeoutError:
            pool.terminate()
            pytest.fail("the report PDF of the largest notes took more than 20 s")
    assert size > 10_000


def test_wrap_is_linear_in_an_unbroken_word():
    widths = defaultdict(lambda: 600)
    lines = wrap("x" * 200_000, widths, 10, 300)  # 50 characters a line
    assert len(lines) == 4000 and {len(line) for line in lines} == {50}


@cache
def dejavu_widths() -> dict:
    """The report font's glyph widths, loaded once (a Writer parses the TTF file)."""
    return Writer(report.Report("t", "", [], ""), "nl").widths[""]


@given(st.text(alphabet=st.sampled_from("ab -\nW♠Ł\t"), max_size=300), st.integers(20, 400))
@settings(max_examples=300, deadline=None)
def test_wrap_keeps_the_text_within_the_width(text, limit):
    widths = dejavu_widths()
    lines = wrap(text, widths, 11, limit)
    for line in lines:
        width = sum(widths[ord(c)] for c in line) * 11 / 1000
        assert width <= limit or len(line) == 1, (line, width)
    # nothing lost or added: only the spaces where a line was broken are dropped
    assert re.sub(r"\s", "", "".join(lines)) == re.sub(r"\s", "", text)
    assert len(lines) >= text.count("\n") + 1


def test_wrap_breaks_like_a_browser():
    widths = defaultdict(lambda: 500)  # every character 5 pt at size 10: 6 to a line
    assert wrap("aa bb-cc-dd eeeeeeeeeeeeeee  f\n\nx", widths, 10, 30) == [
        "aa bb-",  # after a hyphen
        "cc-dd",
        "eeeeee",  # a word wider than the line is cut
        "eeeeee",
        "eee  f",  # pre-wrap: the two spaces stay
        "",  # an empty line stays
        "x",
    ]


def test_pdf_prints_suits_accents_and_any_european_name(svc, event):
    r = svc.add_ruling(
        event["id"],
        a_ruling(
            persons=[
                {"role": "offender", "seat": "O", "name": "Łukasz Żółć"},
                {"role": "non_offender", "seat": "Z", "name": "Γιώργος Παπαδόπουλος"},
                {"role": "other", "seat": "N", "name": "Anneke van 't Hof-Ëlstrøm"},
                {"role": "other", "seat": "W", "name": "王小明"},
            ],
            facts_agreed="Na ♠A, ♥K, ♦10 en ♣2 volgde één verzaking (café-regel).",
            adjusted_score={"kind": "assigned", "ns": "4♠= +420", "ew": "-420"},
        ),
        "jan",
    )
    data = report.pdf(svc.ruling(r["id"]), "nl")
    text = "\n".join(pdf_pages(data))
    for needle in (
        "♠A, ♥K, ♦10 en ♣2 volgde één verzaking",
        "Łukasz Żółć",
        "Γιώργος Παπαδόπουλος",
        "Anneke van 't Hof-Ëlstrøm",
        "4♠= +420",
        "\ufffd\ufffd\ufffd",  # a name the font cannot show is marked, not dropped
    ):
        assert needle in text, needle
    assert data.count(b"/FontFile2") == 2  # both weights embedded
    assert b"DejaVuSansBook" in data and b"DejaVuSansBold" in data


def test_pdf_pages_are_numbered_and_a_long_row_goes_on(svc, event):
    note = " ".join(f"regel{i}" for i in range(2000))  # taller than a page
    r = svc.add_ruling(event["id"], a_ruling(notes=note), "jan")
    pages = pdf_pages(report.pdf(svc.ruling(r["id"]), "en"))
    assert len(pages) > 3
    for number, page in enumerate(pages, start=1):
        assert f"{number}/{len(pages)}" in page
    words = re.findall(r"regel\d+", "\n".join(pages))
    assert words == [f"regel{i}" for i in range(2000)]
    assert "Director's signature" in pages[-1]


def test_report_holds_what_an_appeals_committee_needs(svc, event):
    r = svc.add_ruling(
        event["id"],
        a_ruling(
            facts_disputed="Of er een denkpauze was.",
            director_finding="Denkpauze vastgesteld.",
            appeal_status="lodged",
            appeal_note="Protest door NZ om 23:10.",
            adjusted_score={"kind": "assigned", "ns": "4♠= +420", "ew": "-420"},
        ),
        "jan",
    )
    r = svc.update_ruling(r["id"], {"notes": "Aanvulling"}, 1, "kees")
    full = svc.ruling(r["id"])
    built = report.build(full, "nl")
    flat = "\n".join(f"{label}: {value}" for s in built.sections for label, value in s.rows)
    for needle in (
        "BC De Troef",
        "Spel: 12",
        "Tafel: 3",
        "21-11-2026 20:41",
        "Zuid",
        "Piet Jansen",
        "Of er een denkpauze was.",
        "Denkpauze vastgesteld.",
        "protest ingediend",
        "Protest door NZ",
        "4♠= +420",
        "kees",
        "27",
    ):
        assert needle in flat or needle in built.title + str(built.sections), needle
    text = "\n".join(pdf_pages(report.pdf(full, "en")))
    assert "Report for an appeal" in text and "4♠= +420" in text and "Piet Jansen" in text


def test_csv_and_json_exports(svc, event):
    svc.add_ruling(
        event["id"],
        a_ruling(
            notes='=HYPERLINK("http://x")', persons=[{"seat": "N", "name": 'Anna, "de" Vries'}]
        ),
        "jan",
    )
    rulings = svc.rulings(event["id"], "nl")
    rows = list(csv.DictReader(io.StringIO(report.csv_text(rulings, "nl"))))
    assert rows[0]["board"] == "12" and rows[0]["notes"].startswith("'=")
    assert 'Anna, "de" Vries' in rows[0]["persons"]
    import json

    data = json.loads(
        report.json_text(svc.event(event["id"]), svc.rulings(event["id"], "nl", full=True))
    )
    assert data["event"]["id"] == event["id"] and data["rulings"][0]["history"]


@pytest.mark.parametrize(("lang", "board"), [("nl", False), ("en", False), ("nl", True)])
def test_pdf_has_the_print_views_pages(store, svc, event, lang, board):
    """The PDF is the print view of report.html as a browser prints it (Debian's Chromium,
    A4, the PDF's margins): the same words on every page, page for page. A change to the
    template's layout that the PDF does not follow fails here. ``board``: with the
    board's figures (hand record, double dummy, auction, play), kept whole on a page."""
    from arbiter.log import pdf
    from arbiter.log.labels import words
    from arbiter.log.web.shared import LogApp, frame_context
    from tests.web.conftest import chromium

    note = " ".join(f"regel{i}" for i in range(900)) + " https://x.nl/" + "ab-cd/" * 200
    r = svc.add_ruling(
        event["id"],
        a_ruling(
            notes=note,
            facts_disputed="Łukasz Żółć en Γιώργος: ♠A ♥K ♦10 ♣2.\nTweede regel.",
            persons=[{"role": "offender", "seat": "O", "pair": 4, "name": "Anneke Ëlstrøm"}],
            **({"facts": BOARD_FACTS} if board else {}),
        ),
        "jan",
    )
    full = svc.ruling(r["id"], lang)
    now = dt.datetime(2026, 11, 21, 23, 30)
    hand = None
    if board:
        from arbiter.log.hands import Analyser, HandService

        hands = HandService(store)
        hands.import_file(event["id"], BIGDEAL, "zitting.pbn", "dirk")
        Analyser(hands).run_pending()
        hand = hands.hand(event["id"], full["board"])
    built = report.build(full, lang, now, hand)
    html = (
        LogApp(store)
        .env.get_template("report.html")
        .render(
            lang=lang,
            t=words(lang),
            user=None,
            path="/",
            report=built,
            r=full,
            **frame_context(lang),
        )
    )
    margins = {side: f"{pdf.MARGIN / pdf.PX}px" for side in ("top", "left", "right")}
    with chromium() as browser:
        page = browser.new_page()
        page.set_content(html)
        page.emulate_media(media="print")
        printed = page.pdf(format="A4", margin={**margins, "bottom": f"{pdf.BOTTOM / pdf.PX}px"})
    footer = set(built.footer.split())

    def page_words(data: bytes) -> list[list[str]]:
        """Each page's words, less the footer, sorted (a label and its value are drawn
        in another order than the browser's); NFKC: the browser writes "fi" as one sign."""
        return [
            sorted(w for w in text.split() if w not in footer and not re.match(r"\d+/\d+$", w))
            for text in map(partial(unicodedata.normalize, "NFKC"), pdf_pages(data))
        ]

    expected, got = page_words(printed), page_words(report.pdf(full, lang, now, hand))
    assert len(got) == len(expected) > 3
    for number, (want, have) in enumerate(zip(expected, got, strict=True), start=1):
        assert have == want, f"page {number}"
