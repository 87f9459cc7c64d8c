"""The appeal report (HTML structure and PDF) and the CSV/JSON exports."""

from __future__ import annotations

import csv
import io
import re
import zlib

from arbiter.log import report
from arbiter.log.pdf import Document, wrap
from tests.log.conftest import a_ruling


def pdf_text(data: bytes) -> bytes:
    """The text drawn on every page (the content streams, inflated)."""
    streams = re.findall(rb"stream\n(.*?)\nendstream", data, re.S)
    return b"\n".join(zlib.decompress(s) for s in streams)


def test_pdf_is_well_formed():
    doc = Document("nl", "Test (1)", "voet")
    doc.title_block("Rapport", "BC De Troef")
    for i in range(200):
        doc.row(f"Regel {i}", "tekst met (haakjes) en \\ en ë é ♠")
    data = doc.render()
    assert data.startswith(b"%PDF-1.4") and data.rstrip().endswith(b"%%EOF")
    xref = int(re.search(rb"startxref\n(\d+)", data)[1])
    assert data[xref : xref + 4] == b"xref"
    offsets = [int(x) for x in re.findall(rb"(\d{10}) 00000 n", data)]
    for number, offset in enumerate(offsets, start=1):
        assert data[offset:].startswith(b"%d 0 obj" % number)
    assert b"/Count 5" in data or b"/Count 4" in data or b"/Count 6" in data
    text = pdf_text(data)
    assert b"\\(haakjes\\)" in text and "ë é S".encode("cp1252") in text


def test_wrap_never_exceeds_the_width():
    lines = wrap(("woord " * 200 + "x" * 500).encode("cp1252"), 10, 200)
    from arbiter.log.pdf import width

    assert all(width(line, 10) <= 200 for line in lines)


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
    data = report.pdf(full, "en")
    text = pdf_text(data)
    assert b"Report for an appeal" in text and b"4S= +420" in text
    assert b"Piet Jansen" in text


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
