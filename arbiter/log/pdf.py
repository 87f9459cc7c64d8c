"""The appeal report as PDF: the print view (``templates/report.html``) drawn with fpdf2.

Why this shape:

* **fpdf2** is a maintained, pure-Python PDF library (no system libraries, so ``make run``
  needs nothing from apt). It embeds and subsets TrueType fonts and writes the text with
  a Unicode map, so the PDF can be searched and copied from.
* **DejaVu Sans** is embedded (``fonts/``, licence in ``fonts/LICENSE``): it is the font
  Debian's browsers show for ``system-ui``, so the PDF and the print view look alike, and it
  holds the suit symbols ♠♥♦♣, Dutch accents, Polish, Czech, Greek and Cyrillic. A
  character it lacks (Chinese, for one) prints as ``�`` rather than disappearing silently.
* **Our own line breaking** (:func:`wrap`): fpdf2's ``multi_cell`` measures the whole line
  again for every character it adds, about 7 µs a character, which is 0.9 s for the six
  free-text fields at their 20,000-character limit. :func:`wrap` measures each word once
  and cuts a word wider than a line with a binary search over running widths: linear in
  the text, whatever its shape (a 20,000-character URL included). The old hand-made writer
  was cubic there: 6.5 s for a 4,000-character word, minutes for 20,000.
* **Sizes from the print CSS** (1 CSS pixel = 0.75 pt): body 11 pt with line height 1.45,
  headings 1.4 rem and 1.15 rem, grey (#666) subtitle, table rows with a 14 rem bold label
  column, padding .35 rem .5 rem and a light (#ddd) line under each row. Like the browser,
  a heading stays with the row after it, a row is not split over two pages unless it is
  taller than a page, and the footer (with the page number) closes every page.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from itertools import accumulate
from pathlib import Path
from typing import Any

from fpdf import FPDF

from arbiter.log.report import Report
from arbiter.log.report_board import Grid

FONTS = Path(__file__).resolve().parent / "fonts"
FAMILY = "DejaVuSans"
MISSING = "\ufffd"  # shown for a character the font has no glyph for

PX = 0.75  # one CSS pixel in points
REM = 16 * PX  # the root font size of the page (16 px)
PAGE_W, PAGE_H = 595.28, 841.89  # A4
MARGIN = 42.0  # 15 mm, the browser's print margin
BOTTOM = 54.0  # room for the footer
BODY = 11.0  # body { font-size: 11pt } in print
LEAD = 1.45  # body { line-height: 1.45 }
INK, MUTED, RULE = (0x1A, 0x1A, 0x1A), (0x66, 0x66, 0x66), (0xDD, 0xDD, 0xDD)
RED = (0xCC, 0x00, 0x00)  # .red { color: #c00 }: hearts and diamonds, as on the forms
RED_SUITS = frozenset("♥♦")
H1, H2, SMALL = 1.4 * REM, 1.15 * REM, 0.9 * REM
LABEL_W = 14 * REM  # .report table td:first-child { width: 14rem }
PAD_Y, PAD_X = 0.35 * REM, 0.5 * REM  # td { padding: .35rem .5rem }
ASCENT, DESCENT = 0.928, 0.236  # DejaVu Sans, in em: where the baseline sits in a line
_AFTER_HYPHEN = re.compile(r"(?<=-)(?=[^-])")  # a browser may break after a hyphen


def wrap(text: str, widths: Mapping[int, int], size: float, limit: float) -> list[str]:
    """Lines of ``text`` no wider than ``limit`` points at ``size``, as a browser breaks
    them (``white-space: pre-wrap; overflow-wrap: anywhere``): at a space or after a
    hyphen, inside a word only when the word alone is wider than a line; newlines are kept.
    ``widths`` maps a code point to its advance in 1/1000 em.

    Linear time: each piece is measured once; a piece wider than a line is cut where its
    running width passes the line's width (``bisect``), not by trying shorter and shorter
    prefixes.
    """
    room = limit * 1000 / size  # the line's width in font units
    space = widths[32]
    lines: list[str] = []
    for paragraph in text.replace("\r", "").replace("\t", " ").split("\n"):
        line: list[str] = []
        used = 0
        for word in paragraph.split(" "):
            for k, piece in enumerate(_AFTER_HYPHEN.split(word)):
                glue = space if k == 0 and line else 0  # a word's first piece follows a space
                advance = sum(widths[ord(c)] for c in piece)
                if line and used + glue + advance <= room:
                    line.append(" " + piece if glue else piece)
                    used += glue + advance
                    continue
                if line:
                    lines.append("".join(line))
                if advance > room:
                    running = list(accumulate(widths[ord(c)] for c in piece))
                    start, base = 0, 0
                    while running[-1] - base > room:
                        end = max(start + 1, bisect_right(running, base + room, lo=start))
                        lines.append(piece[start:end])
                        start, base = end, running[end - 1]
                    piece, advance = piece[start:], running[-1] - base
                line, used = [piece], advance
        lines.append("".join(line))
    return lines


class _Pages(FPDF):
    """fpdf2 with our footer on every page: the report's footer and "page n/N"."""

    footer_text = ""

    def footer(self) -> None:
        self.set_font(FAMILY, size=8)
        self.set_text_color(*MUTED)
        self.set_xy(MARGIN, PAGE_H - MARGIN)
        # cell(), not text(): fpdf2 fills in the page count {nb} only in cells
        self.cell(text=f"{self.footer_text}   {self.page_no()}/{{nb}}")


class Writer:
    """Lays out a :class:`Report` top to bottom, keeping the cursor ``y`` (from the top)."""

    def __init__(self, report: Report, lang: str, when: dt.datetime | None = None) -> None:
        pdf = _Pages(unit="pt", format="A4")
        pdf.footer_text = report.footer
        pdf.set_auto_page_break(False)  # pages are broken here, row by row
        pdf.set_margins(MARGIN, MARGIN, MARGIN)
        pdf.add_font(FAMILY, "", FONTS / "DejaVuSans.ttf")
        pdf.add_font(FAMILY, "B", FONTS / "DejaVuSans-Bold.ttf")
        pdf.set_title(report.title)
        pdf.set_lang(lang)
        pdf.set_producer("arbiter")
        pdf.set_creator("arbiter")
        pdf.set_creation_date((when or dt.datetime.now(dt.UTC)).astimezone(dt.UTC))
        self.pdf = pdf
        self.widths = {style: self._font(style).cw for style in ("", "B")}
        self.glyphs = {style: set(self._font(style).cmap) for style in ("", "B")}
        self.pdf.add_page()
        self.y = MARGIN
        self.pending = 0.0  # the bottom margin of the block above

    def _font(self, style: str) -> Any:
        """fpdf2's loaded font (its glyph widths ``cw`` and character map ``cmap``)."""
        return self.pdf.fonts[FAMILY.lower() + style]

    # -- text --------------------------------------------------------------------------

    def lines(self, text: str, size: float, limit: float, bold: bool = False) -> list[str]:
        style = "B" if bold else ""
        known = self.glyphs[style]
        if any(ord(c) not in known for c in set(text) - {"\n", "\r", "\t"}):
            text = "".join(c if ord(c) in known or c in "\n\r\t" else MISSING for c in text)
        return wrap(text, self.widths[style], size, limit)

    def _draw(
        self,
        x: float,
        top: float,
        line: str,
        size: float,
        bold: bool,
        color: tuple[int, int, int],
        red: bool = False,
    ) -> None:
        """One line of text whose line box (height ``size * LEAD``) starts at ``top``;
        ``red``: ♥ and ♦ in red (the board's figures, as report.html's ``.red``)."""
        self.pdf.set_font(FAMILY, "B" if bold else "", size)
        half_leading = (size * LEAD - (ASCENT + DESCENT) * size) / 2
        baseline = top + half_leading + ASCENT * size
        if not red or not RED_SUITS.intersection(line):
            self.pdf.set_text_color(*color)
            self.pdf.text(x, baseline, line)
            return
        for run in re.findall(r"[♥♦]+|[^♥♦]+", line):
            self.pdf.set_text_color(*(RED if run[0] in RED_SUITS else INK))
            self.pdf.text(x, baseline, run)
            x += self.pdf.get_string_width(run)

    def _room(self, height: float) -> None:
        """Start a new page unless ``height`` points still fit on this one."""
        if self.y + height > PAGE_H - BOTTOM:
            self.pdf.add_page()
            self.y = MARGIN

    def _margin(self, top: float, bottom: float = 0.0) -> None:
        """Vertical margins as CSS has them: the larger of two adjoining margins counts
        (they collapse), and none is left at the top of a page."""
        gap, self.pending = max(top, self.pending), bottom
        if self.y > MARGIN:
            self.y += gap

    def block(
        self, text: str, size: float, margins: tuple[float, float], bold: bool = False,
        color: tuple[int, int, int] = INK, keep: float = 0.0, red: bool = False,
    ) -> None:  # fmt: skip
        """A paragraph or heading across the full width, split over pages if need be;
        ``keep`` more points must fit below its first line (a heading with what follows)."""
        self._margin(*margins)
        self._room(size * LEAD + keep)
        for line in self.lines(text, size, PAGE_W - 2 * MARGIN, bold):
            self._room(size * LEAD)
            self._draw(MARGIN, self.y, line, size, bold, color, red)
            self.y += size * LEAD

    # -- the report's parts, with the margins of report.html ---------------------------

    def title(self, title: str, subtitle: str) -> None:
        self.block(title, H1, (0, REM), bold=True)  # .report h1 { margin: 0 0 1rem }
        if subtitle:
            self.block(subtitle, SMALL, (SMALL, SMALL), color=MUTED)  # p.muted, 1em

    def heading(self, text: str, first: Grid | None = None) -> None:
        # h2 { margin: 1.5rem 0 .5rem; page-break-after: avoid }: keep a first row with it,
        # or the first figure whole (its label avoids a break after it too)
        below = (
            2 * PAD_Y + BODY * LEAD + PX / 2
            if first is None
            else max(BODY, 0.5 * REM) - 0.5 * REM + BODY * LEAD + self._keep(first)
        )
        self.block(text, H2, (1.5 * REM, 0.5 * REM), True, keep=0.5 * REM + below)

    def paragraph(self, text: str) -> None:
        self.block(text, BODY, (BODY, BODY))  # p { margin: 1em 0 }

    def row(self, label: str, value: str, first: bool = False) -> None:
        """A table row: bold label on the left, the value beside it, a rule under both.

        Borders collapse as in the browser (``border-collapse: collapse``): the 1 px rule
        between two rows is half in each, so the first row of a table is half a pixel
        shorter than the others."""
        self._margin(0)
        value_x = MARGIN + LABEL_W + 3 * PAD_X  # the label cell's padding, then the value's
        labels = self.lines(label, BODY, LABEL_W, bold=True)
        values = self.lines(value, BODY, PAGE_W - MARGIN - value_x - PAD_X)
        lead = BODY * LEAD
        count = max(len(labels), len(values))
        top = 0.0 if first else PX / 2
        if self.y > MARGIN:  # tr { page-break-inside: avoid }: a row that does not fit
            self._room(top + count * lead + 2 * PAD_Y + PX / 2)  # starts a new page, and is
        self.y += top + PAD_Y  # split over pages only if it is taller than one
        for i in range(count):
            if self.y + lead > PAGE_H - BOTTOM:
                self.pdf.add_page()
                self.y = MARGIN
            if i < len(labels):
                self._draw(MARGIN + PAD_X, self.y, labels[i], BODY, True, INK)
            if i < len(values):
                self._draw(value_x, self.y, values[i], BODY, False, INK)
            self.y += lead
        self.y += PAD_Y + PX / 2
        self.pdf.set_draw_color(*RULE)
        self.pdf.set_line_width(PX)
        self.pdf.line(MARGIN, self.y, PAGE_W - MARGIN, self.y)  # centred on the grid line

    def cells(
        self,
        texts: tuple[str, ...],
        xs: list[float],
        widths: list[float],
        bold: list[str],
        rule: bool = True,
        first: bool = False,
    ) -> None:
        """A row of a figure's table (``report_board.Grid``): each cell's text at ``xs``
        within ``widths`` (padding included); ``bold`` per cell: ``"all"``, ``"first"``
        (its first line) or ``""``. Heights, rules and page breaks as :meth:`row`."""
        self._margin(0)
        lead = BODY * LEAD
        laid = []
        for text, width, how in zip(texts, widths, bold, strict=True):
            lines: list[tuple[str, bool]] = []
            for k, part in enumerate(text.split("\n")):
                heavy = how == "all" or (how == "first" and k == 0)
                lines += [
                    (line, heavy) for line in self.lines(part, BODY, width - 2 * PAD_X, heavy)
                ]
            laid.append(lines)
        count = max(len(lines) for lines in laid)
        top = 0.0 if first else PX / 2
        if self.y > MARGIN:
            self._room(top + count * lead + 2 * PAD_Y + PX / 2)
        self.y += top + PAD_Y
        for i in range(count):
            if self.y + lead > PAGE_H - BOTTOM:
                self.pdf.add_page()
                self.y = MARGIN
            for x, lines in zip(xs, laid, strict=True):
                if i < len(lines):
                    self._draw(x + PAD_X, self.y, lines[i][0], BODY, lines[i][1], INK, red=True)
            self.y += lead
        self.y += PAD_Y + PX / 2
        if rule:
            self.pdf.set_draw_color(*RULE)
            self.pdf.set_line_width(PX)
            self.pdf.line(xs[0], self.y, xs[-1] + widths[-1], self.y)

    def figure(self, grid: Grid) -> None:
        """A figure of the board (diagram, double dummy, auction, play) as report.html's
        ``table.grid`` draws it: its label (h3, kept with the first row), the rows, the
        notes under it."""
        n = len(grid.rows[0]) if grid.rows else len(grid.header or ())
        full = PAGE_W - 2 * MARGIN
        widths = [w * REM for w in grid.widths] if grid.widths else [full / n] * n
        xs = [MARGIN + sum(widths[:i]) for i in range(n)]
        rows: list[tuple[tuple[str, ...], list[str]]] = []
        if grid.header:
            rows.append((grid.header, ["all"] * n))
        for r, texts in enumerate(grid.rows):
            how = "first" if grid.first_bold else ""
            rows.append((texts, ["all" if (r, c) in grid.marked else how for c in range(n)]))
        self.block(grid.label, BODY, (BODY, 0.25 * REM), bold=True, keep=self._keep(grid))
        for k, (texts, bold) in enumerate(rows):
            self.cells(texts, xs, widths, bold, rule=not grid.plain, first=k == 0)
        if rows:
            self.y += PX / 2
        for note in grid.notes:
            self.block(note, BODY, (0.25 * REM, 0), red=True)

    @staticmethod
    def _keep(grid: Grid) -> float:
        """What must fit below a figure's label: table.grid { page-break-inside: avoid }
        keeps the whole table with it when it fits a page (a figure has at most 14 short
        rows). Lines are counted as typed: a figure's cells are too short to wrap."""
        rows = ([grid.header] if grid.header else []) + list(grid.rows)
        height = sum(
            2 * PAD_Y + PX / 2 + BODY * LEAD * max(len(t.split("\n")) for t in texts)
            for texts in rows
        )
        return min(0.25 * REM + PX / 2 + height, PAGE_H - BOTTOM - MARGIN - 2 * BODY * LEAD)

    def rows(self, rows: Iterable[tuple[str, str]]) -> None:
        """A table (none if ``rows`` is empty)."""
        drawn = False
        for label, value in rows:
            self.row(label, value, first=not drawn)
            drawn = True
        if drawn:
            self.y += PX / 2  # the lower half of the last rule

    def output(self) -> bytes:
        return bytes(self.pdf.output())


def render(report: Report, signature: str, lang: str, when: dt.datetime | None = None) -> bytes:
    """The PDF of ``report``, ending with the signature line as the print view does."""
    doc = Writer(report, lang, when)
    doc.title(report.title, report.subtitle)
    for section in report.sections:
        if not section:
            continue
        first = section.figures[0] if section.figures and not section.paragraphs else None
        doc.heading(section.heading, first)
        for paragraph in section.paragraphs:
            doc.paragraph(paragraph)
        for grid in section.figures:
            doc.figure(grid)
        doc.rows(section.rows)
    doc.block(f"{signature}: {'_' * 32}", BODY, (3 * REM, BODY))  # .signature
    return doc.output()
