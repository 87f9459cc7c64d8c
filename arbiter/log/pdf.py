"""A small PDF writer for the ruling report: text only, A4, no dependency.

The report is headings, label/value rows and paragraphs, so the standard Helvetica fonts
(built into every PDF reader; nothing embedded) and a word-wrapper with their metrics are
enough. Text is encoded as Windows-1252 (WinAnsiEncoding): Dutch and most West-European
text fits; suit symbols become letters (S H R K in Dutch, S H D C in English) and any
other character outside the code page becomes '?'.

    doc = Document()
    doc.heading("Arbitrage 3")
    doc.row("Spel", "12")
    doc.paragraph("...")
    data = doc.render()   # bytes, starting with %PDF-1.4
"""

from __future__ import annotations

import datetime as dt
import zlib

PAGE_W, PAGE_H = 595.28, 841.89  # A4 in points
MARGIN = 50.0
LABEL_W = 150.0

# Glyph widths (1/1000 em) of Helvetica and Helvetica-Bold for Windows-1252 codes 32-255,
# from Adobe's Core 14 AFM metrics.
_REGULAR = (
    278,
    278,
    355,
    556,
    556,
    889,
    667,
    191,
    333,
    333,
    389,
    584,
    278,
    333,
    278,
    278,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    278,
    278,
    584,
    584,
    584,
    556,
    1015,
    667,
    667,
    722,
    722,
    667,
    611,
    778,
    722,
    278,
    500,
    667,
    556,
    833,
    722,
    778,
    667,
    778,
    722,
    667,
    611,
    722,
    667,
    944,
    667,
    667,
    611,
    278,
    278,
    278,
    469,
    556,
    333,
    556,
    556,
    500,
    556,
    556,
    278,
    556,
    556,
    222,
    222,
    500,
    222,
    833,
    556,
    556,
    556,
    556,
    333,
    500,
    278,
    556,
    500,
    722,
    500,
    500,
    500,
    334,
    260,
    334,
    584,
    556,
    556,
    556,
    556,
    556,
    556,
    1000,
    556,
    556,
    556,
    1000,
    667,
    556,
    1000,
    556,
    611,
    556,
    556,
    222,
    222,
    333,
    333,
    350,
    556,
    1000,
    556,
    556,
    500,
    556,
    944,
    556,
    500,
    667,
    278,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    737,
    556,
    556,
    556,
    556,
    737,
    556,
    400,
    584,
    333,
    333,
    556,
    556,
    556,
    278,
    556,
    333,
    556,
    556,
    834,
    834,
    834,
    556,
    667,
    667,
    667,
    667,
    667,
    667,
    1000,
    722,
    667,
    667,
    667,
    667,
    278,
    278,
    278,
    278,
    556,
    722,
    778,
    778,
    778,
    778,
    778,
    584,
    778,
    722,
    722,
    722,
    722,
    667,
    556,
    611,
    556,
    556,
    556,
    556,
    556,
    556,
    889,
    500,
    556,
    556,
    556,
    556,
    278,
    278,
    278,
    278,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    611,
    556,
    556,
    556,
    556,
    500,
    556,
    500,
)
_BOLD = (
    278,
    333,
    474,
    556,
    556,
    889,
    722,
    238,
    333,
    333,
    389,
    584,
    278,
    333,
    278,
    278,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    333,
    333,
    584,
    584,
    584,
    611,
    975,
    722,
    722,
    722,
    722,
    667,
    611,
    778,
    722,
    278,
    556,
    722,
    611,
    833,
    722,
    778,
    667,
    778,
    722,
    667,
    611,
    722,
    667,
    944,
    667,
    667,
    611,
    333,
    278,
    333,
    584,
    556,
    333,
    556,
    611,
    556,
    611,
    556,
    333,
    611,
    611,
    278,
    278,
    556,
    278,
    889,
    611,
    611,
    611,
    611,
    389,
    556,
    333,
    611,
    556,
    778,
    556,
    556,
    500,
    389,
    280,
    389,
    584,
    556,
    556,
    556,
    556,
    556,
    556,
    1000,
    556,
    556,
    556,
    1000,
    667,
    556,
    1000,
    556,
    611,
    556,
    556,
    278,
    278,
    500,
    500,
    350,
    556,
    1000,
    556,
    556,
    556,
    556,
    944,
    556,
    500,
    667,
    278,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    556,
    737,
    556,
    556,
    556,
    556,
    737,
    556,
    400,
    584,
    333,
    333,
    556,
    556,
    556,
    278,
    556,
    333,
    556,
    556,
    834,
    834,
    834,
    556,
    722,
    722,
    722,
    722,
    722,
    722,
    1000,
    722,
    667,
    667,
    667,
    667,
    278,
    278,
    278,
    278,
    556,
    722,
    778,
    778,
    778,
    778,
    778,
    584,
    778,
    722,
    722,
    722,
    722,
    667,
    556,
    611,
    556,
    556,
    556,
    556,
    556,
    556,
    889,
    556,
    556,
    556,
    556,
    556,
    278,
    278,
    278,
    278,
    556,
    611,
    611,
    611,
    611,
    611,
    611,
    556,
    611,
    611,
    611,
    611,
    611,
    556,
    556,
    556,
)

_SUITS = {
    "nl": {"♠": "S", "♥": "H", "♦": "R", "♣": "K", "♤": "S", "♡": "H", "♢": "R", "♧": "K"},
    "en": {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"},
}


def encode(text: str, lang: str = "nl") -> bytes:
    for suit, letter in _SUITS.get(lang, _SUITS["en"]).items():
        text = text.replace(suit, letter)
    return text.encode("cp1252", errors="replace")


def width(data: bytes, size: float, bold: bool = False) -> float:
    table = _BOLD if bold else _REGULAR
    return sum(table[b - 32] if b >= 32 else 0 for b in data) * size / 1000


def wrap(data: bytes, size: float, limit: float, bold: bool = False) -> list[bytes]:
    """Lines of at most ``limit`` points; words longer than a line are cut."""
    lines: list[bytes] = []
    for paragraph in data.replace(b"\r", b"").split(b"\n"):
        line = b""
        for word in paragraph.replace(b"\t", b" ").split(b" "):
            candidate = word if not line else line + b" " + word
            if width(candidate, size, bold) <= limit:
                line = candidate
                continue
            if line:
                lines.append(line)
            while width(word, size, bold) > limit:
                cut = len(word)
                while cut > 1 and width(word[:cut], size, bold) > limit:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def _escape(data: bytes) -> bytes:
    return data.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


class Document:
    def __init__(self, lang: str = "nl", title: str = "", footer: str = "") -> None:
        self.lang = lang
        self.title = title
        self.footer = footer
        self.pages: list[list[bytes]] = []
        self.y = 0.0
        self._new_page()

    # -- layout ------------------------------------------------------------------------

    def _new_page(self) -> None:
        self.pages.append([])
        self.y = PAGE_H - MARGIN

    def _need(self, height: float) -> None:
        if self.y - height < MARGIN + 20:
            self._new_page()

    def _text(self, x: float, data: bytes, size: float, bold: bool) -> None:
        font = b"/F2" if bold else b"/F1"
        self.pages[-1].append(
            b"BT %s %.1f Tf %.2f %.2f Td (%s) Tj ET" % (font, size, x, self.y, _escape(data))
        )

    def _line(self, y: float) -> None:
        self.pages[-1].append(
            b"0.6 G 0.5 w %.2f %.2f m %.2f %.2f l S 0 G" % (MARGIN, y, PAGE_W - MARGIN, y)
        )

    def title_block(self, title: str, subtitle: str = "") -> None:
        for line in wrap(encode(title, self.lang), 16, PAGE_W - 2 * MARGIN, True):
            self._need(22)
            self.y -= 18
            self._text(MARGIN, line, 16, True)
        if subtitle:
            for line in wrap(encode(subtitle, self.lang), 10, PAGE_W - 2 * MARGIN):
                self._need(14)
                self.y -= 14
                self._text(MARGIN, line, 10, False)
        self.y -= 8
        self._line(self.y)

    def heading(self, text: str) -> None:
        self._need(40)
        self.y -= 20
        self._text(MARGIN, encode(text, self.lang), 12, True)
        self.y -= 4

    def row(self, label: str, value: str) -> None:
        size, lead = 9.5, 12.5
        labels = wrap(encode(label, self.lang), size, LABEL_W - 8, True)
        values = wrap(encode(value or "-", self.lang), size, PAGE_W - 2 * MARGIN - LABEL_W)
        for i in range(max(len(labels), len(values))):
            self._need(lead)
            self.y -= lead
            if i < len(labels):
                self._text(MARGIN, labels[i], size, True)
            if i < len(values):
                self._text(MARGIN + LABEL_W, values[i], size, False)

    def paragraph(self, text: str, size: float = 9.5) -> None:
        for line in wrap(encode(text, self.lang), size, PAGE_W - 2 * MARGIN):
            self._need(size + 3)
            self.y -= size + 3
            self._text(MARGIN, line, size, False)
        self.y -= 3

    def space(self, points: float) -> None:
        self.y -= points

    # -- output ------------------------------------------------------------------------

    def render(self, when: dt.datetime | None = None) -> bytes:
        """The PDF file: catalog, pages, two fonts, one compressed stream per page."""
        total = len(self.pages)
        objects: list[bytes] = []

        def add(body: bytes) -> int:
            objects.append(body)
            return len(objects)

        catalog = add(b"")  # filled in below
        pages = add(b"")
        regular = add(
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
        )
        bold = add(
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold "
            b"/Encoding /WinAnsiEncoding >>"
        )
        kids = []
        for number, ops in enumerate(self.pages, start=1):
            footer = encode(f"{self.footer}   {number}/{total}".strip(), self.lang)
            ops = [
                *ops,
                b"BT /F1 8 Tf %.2f %.2f Td (%s) Tj ET" % (MARGIN, MARGIN - 20, _escape(footer)),
            ]
            stream = zlib.compress(b"\n".join(ops))
            content = add(
                b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream"
                % (len(stream), stream)
            )
            kids.append(
                add(
                    b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.2f %.2f] "
                    b"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> /Contents %d 0 R >>"
                    % (pages, PAGE_W, PAGE_H, regular, bold, content)
                )
            )
        objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages
        objects[pages - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
            b" ".join(b"%d 0 R" % k for k in kids),
            len(kids),
        )
        stamp = (when or dt.datetime.now(dt.UTC)).strftime("D:%Y%m%d%H%M%SZ").encode()
        info = add(
            b"<< /Title (%s) /Producer (arbiter) /CreationDate (%s) >>"
            % (_escape(encode(self.title, self.lang)), stamp)
        )
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        for number, body in enumerate(objects, start=1):
            offsets.append(len(out))
            out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
        out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
        out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
            len(objects) + 1,
            catalog,
            info,
            xref,
        )
        return bytes(out)
