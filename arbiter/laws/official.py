"""The official law text, from the user's own copy: import, store locally, look up.

arbiter ships own-words summaries only; the official text (the NBB's Dutch *Spelregels
voor Wedstrijdbridge* or the WBF's English *Laws of Duplicate Bridge 2017*) is
copyrighted. A user who has a copy can import it (``arbiter laws import FILE``): it is
split into articles and sub-clauses (``27``, ``27B``, ``27B1``, ``27B1(a)``) and kept as
JSON in the user's data folder (``laws/official-nl.json`` or ``-en.json``, readable by
the owner only), never in the package; the program never fetches or ships it. From then
on every cited law shows the official wording beside the summary.

Accepted layout (plain text, or a PDF exported to text, ``pdftotext -layout``; see
docs/laws.md):

* an article starts on a line of its own: ``ARTIKEL 27 Onvoldoende bod``, ``Artikel 27 -
  Onvoldoende bod``, ``LAW 27 - INSUFFICIENT BID``, ``Law 27`` (the title may be on the
  next line); numbers go up; a table of contents before the text is skipped;
* inside it, sub-clauses start a line: ``A.`` (or ``A)``), then ``1.``, then ``(a)``, then
  ``(i)``; ``C1.`` and ``1. (a)`` on one line are read as both; they count up from ``A``,
  ``1``, ``(a)``, ``(i)``; other lines continue the clause before them;
* page numbers, form feeds, dot-leader lines, running heads (a short line that repeats
  five times or more) and the article's heading repeated on its next pages are dropped;
  UTF-8 or Windows-1252.

A marker out of order (``C.`` after ``A.``, ``(c)`` after ``(a)``), an article number that
goes down, an article without text, or a file with no article at all is a parse error that
names the article and the line; nothing is stored then.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypedDict

from arbiter.i18n import LANGS, InputError, Lang
from arbiter.laws.refs import FIRST_LAW, LAST_LAW, LawRef

MAX_BYTES = 8 * 1024 * 1024
MAX_PROBLEMS = 12
FORMAT = 1

_HEADING = re.compile(
    r"^(ARTIKEL|Artikel|artikel|LAW|Law|law)\s+(\d{1,2})(?![0-9A-Za-z(])\s*[-–—:.]?\s*(.*)$"
)
_SECTION = re.compile(r"^([A-Z])(\d{1,2})?[.)](?:\s+(.*))?$")
_NUMBER = re.compile(r"^(\d{1,2})[.)](?:\s+(.*))?$")
_PAREN = re.compile(r"^\(([a-z]{1,4})\)(?:\s+(.*))?$")
_PAGE = re.compile(
    r"^(?:-\s*)?(?:pagina|page|blz\.?|p\.)?\s*\d{1,4}(?:\s*(?:/|van|of)\s*\d{1,4})?(?:\s*-)?$", re.I
)
_LEADERS = re.compile(r"(?:\.\s?){4,}\s*\d{1,4}\s*$")
_GAP_PAGE = re.compile(r"\S\s{3,}\d{1,4}\s*$")
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_SUB_TOKEN = re.compile(r"[A-Z]|\d+|\([a-z]+\)|[a-z]+")


class LawTextError(InputError):
    """A law text file that cannot be read or split; names the article and line."""


@dataclass(frozen=True, slots=True)
class Clause:
    """A part of an article: ``key`` "" (the text before the first marker), "B", "B1",
    "B1(a)", "B1(a)(i)"; ``heading`` a section's title, ``text`` its words."""

    key: str
    heading: str
    text: str
    line: int


@dataclass(frozen=True, slots=True)
class Article:
    number: int
    title: str
    clauses: tuple[Clause, ...]
    line: int


@dataclass(frozen=True, slots=True)
class LawText:
    lang: Lang
    source: str  # the imported file's name (not its folder)
    sha256: str
    imported: str
    articles: dict[int, Article]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "lang": self.lang, "source": self.source, "sha256": self.sha256,
            "imported": self.imported,
            "articles": [
                {"number": a.number, "title": a.title, "line": a.line,
                 "clauses": [[c.key, c.heading, c.text, c.line] for c in a.clauses]}
                for a in self.articles.values()
            ],
        }  # fmt: skip

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> LawText:
        articles = {
            int(a["number"]): Article(int(a["number"]), a["title"],
                                      tuple(Clause(*c) for c in a["clauses"]), int(a["line"]))
            for a in data["articles"]
        }  # fmt: skip
        return cls(data["lang"], data["source"], data["sha256"], data["imported"], articles)


# -- reading a file ---------------------------------------------------------------------------


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(b"%PDF"):
        raise LawTextError(
            f"'{name}' is een PDF. Zet hem eerst om naar tekst: pdftotext -layout BESTAND.pdf "
            "BESTAND.txt, en importeer het .txt-bestand.",
            f"'{name}' is a PDF. Convert it to text first: pdftotext -layout FILE.pdf FILE.txt, "
            "and import the .txt file.",
            accepted=("platte tekst / plain text (UTF-8, Windows-1252)",),
        )
    if b"\x00" in raw[:4096]:
        raise LawTextError(
            f"'{name}' is geen tekstbestand.", f"'{name}' is not a text file.",
            accepted=("platte tekst / plain text (UTF-8, Windows-1252)",),
        )  # fmt: skip
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


def _clean_lines(text: str) -> list[tuple[int, str]]:
    """(line number, stripped text) without page furniture; blank lines kept as ''."""
    text = text.replace("\u00ad", "").replace("\u00a0", " ").replace("\f", "\n")
    raw = [line.strip() for line in text.splitlines()]
    counts = Counter(line for line in raw if line)
    out = []
    for number, line in enumerate(raw, 1):
        if not line:
            out.append((number, ""))
            continue
        if _PAGE.match(line) or _LEADERS.search(line):
            continue
        if _GAP_PAGE.search(line) and _HEADING.match(line):
            continue  # a table-of-contents line in layout mode: "LAW 27 Insufficient Bid   32"
        if (
            counts[line] >= 5
            and len(line) <= 80
            and not _is_marker(line)
            and not _HEADING.match(line)
        ):
            continue  # a running head or foot
        out.append((number, line))
    return out


def _is_marker(line: str) -> bool:
    return bool(_SECTION.match(line) or _NUMBER.match(line) or _PAREN.match(line))


class _Lines(TypedDict):
    """One clause while its lines are read: its key, heading, lines and first line."""

    key: str
    heading: str
    text: list[str]
    line: int


class _Builder:
    """Collects one article's clauses while the lines are read."""

    def __init__(self, number: int, title: str, line: int) -> None:
        self.number, self.title, self.line = number, title, line
        self.want_title = not title
        self.clauses: list[_Lines] = [{"key": "", "heading": "", "text": [], "line": line}]
        self.section = ""  # current letter
        self.num = 0
        self.letter = ""
        self.roman = 0
        self.numbers_in_section = False

    @property
    def has_text(self) -> bool:
        return any(c["text"] or c["heading"] for c in self.clauses)

    def key(self) -> str:
        key = f"{self.section}{self.num or ''}"
        if self.letter:
            key += f"({self.letter})"
        if self.roman:
            key += f"({_ROMAN[self.roman - 1]})"
        return key

    def open(self, line: int, rest: str, heading_ok: bool) -> None:
        clause: _Lines = {"key": self.key(), "heading": "", "text": [], "line": line}
        if rest:
            if heading_ok and len(rest) <= 90 and not rest.endswith((".", ",", ";", ":")):
                clause["heading"] = rest
            else:
                clause["text"].append(rest)
        self.clauses.append(clause)

    def add(self, rest: str) -> None:
        if self.want_title and not self.has_text:
            self.title, self.want_title = rest, False
            return
        self.want_title = False
        self.clauses[-1]["text"].append(rest)

    def article(self) -> Article:
        clauses = []
        for c in self.clauses:
            text = _join(c["text"])
            if c["key"] == "" and not text:
                continue
            clauses.append(Clause(c["key"], c["heading"], text, c["line"]))
        return Article(self.number, self.title, tuple(clauses), self.line)


def _join(parts: list[str]) -> str:
    """Wrapped lines joined with a space; a line ending in a hyphen after a letter is
    joined without one (the hyphen stays: "niet-" + "overtredende")."""
    out = ""
    for part in parts:
        if not out:
            out = part
        elif out.endswith("-") and len(out) > 1 and out[-2].isalpha():
            out += part
        else:
            out += " " + part
    return out


def _next_letter(letter: str) -> str:
    return chr(ord(letter) + 1) if letter else "a"


def parse(text: str, name: str = "") -> tuple[Lang, dict[int, Article]]:
    """Split a law text into articles and clauses; LawTextError listing every problem."""
    lines = _clean_lines(text)
    problems: list[tuple[int, int | None, str, str]] = []  # (line, article, nl, en)
    articles: dict[int, Article] = {}
    current: _Builder | None = None
    lang: Lang | None = None
    lang_line = 0

    def problem(line: int, nl: str, en: str) -> None:
        problems.append((line, current.number if current else None, nl, en))

    def close() -> None:
        if current is None:
            return
        if not current.has_text:
            problem(current.line, "het artikel heeft geen tekst", "the law has no text")
        articles[current.number] = current.article()

    for number, line in lines:
        if not line:
            continue
        head = _HEADING.match(line)
        if head:
            n, rest = int(head.group(2)), head.group(3).strip()
            titled = not rest or rest[:1].isupper()
            if FIRST_LAW <= n <= LAST_LAW and titled:
                this: Lang = "nl" if head.group(1).lower() == "artikel" else "en"
                if current is not None and n == current.number and rest == current.title:
                    continue  # the article's heading repeated as a running head on a page
                if current is not None and n <= current.number:
                    if not any(a.clauses for a in articles.values()) and not current.has_text:
                        articles, current = {}, None  # that was a table of contents
                    elif n == current.number and not rest:
                        current.add(line)  # "Law 27" starting a wrapped line: text
                        continue
                    else:
                        problem(
                            number,
                            f"artikel {n} komt na artikel {current.number}; de "
                            "artikelen moeten oplopen",
                            f"law {n} comes after law {current.number}; laws must go up",
                        )
                        continue
                if lang is None:
                    lang, lang_line = this, number
                elif this != lang:
                    problem(
                        number,
                        f"kop in een andere taal dan die op regel {lang_line}",
                        f"a heading in another language than the one on line {lang_line}",
                    )
                close()
                current = _Builder(n, rest, number)
                continue
        if current is None:
            continue  # title page, foreword: before the first law
        _marker_line(current, number, line, problem)
    close()
    if not articles:
        raise LawTextError(
            f"In '{name}' staat geen enkel artikel: geen regel als 'Artikel 27 Onvoldoende bod' "
            "of 'LAW 27 - INSUFFICIENT BID' gevonden.",
            f"'{name}' holds no law: no line such as 'Artikel 27 Onvoldoende bod' or "
            "'LAW 27 - INSUFFICIENT BID' was found.",
            accepted=("ARTIKEL 27 Titel", "Artikel 27 - Titel", "LAW 27 - TITLE", "Law 27 Title",
                      "A. / 1. / (a) / (i)"),
        )  # fmt: skip
    if problems:
        nl_lines, en_lines = [], []
        for at, article, nl, en in problems[:MAX_PROBLEMS]:
            where_nl = f"artikel {article}, regel {at}" if article else f"regel {at}"
            where_en = f"law {article}, line {at}" if article else f"line {at}"
            nl_lines.append(f"{where_nl}: {nl}")
            en_lines.append(f"{where_en}: {en}")
        more = len(problems) - MAX_PROBLEMS
        if more > 0:
            nl_lines.append(f"en nog {more}")
            en_lines.append(f"and {more} more")
        raise LawTextError(
            f"'{name}' is niet ingelezen; niets opgeslagen.\n  " + "\n  ".join(nl_lines),
            f"'{name}' was not imported; nothing stored.\n  " + "\n  ".join(en_lines),
            accepted=("A. B. C.", "1. 2. 3.", "(a) (b) (c)", "(i) (ii)", "docs/laws.md"),
        )
    assert lang is not None
    return lang, articles


def _marker_line(b: _Builder, number: int, line: str, problem: Any) -> None:
    """Read the markers at the start of a line (``B.``, ``B1.``, ``1. (a)``) and open the
    clause they name, or add the line to the clause it continues. A marker that skips
    one (``C.`` after ``A.``) is a problem; a marker-like start that fits nothing (a
    wrapped line beginning "12.") is text."""
    rest = line
    marked = False
    heading_ok = False
    while rest:
        m = _SECTION.match(rest)
        if m:
            letter, after = m.group(1), (m.group(3) or "").strip()
            expected = chr(ord(b.section) + 1) if b.section else "A"
            if letter == expected:
                b.section, b.num, b.letter, b.roman = letter, 0, "", 0
                heading_ok = not m.group(2)
                if m.group(2):
                    b.num = int(m.group(2))
                    if b.num != 1:
                        problem(number, f"{letter}{b.num} zonder {letter}1",
                                f"{letter}{b.num} without {letter}1")  # fmt: skip
                rest, marked = after, True
                continue
            if letter > expected and (not after or after[:1].isupper()):
                problem(number, f"onderdeel {letter} gevonden, {expected} verwacht",
                        f"section {letter} found, {expected} expected")  # fmt: skip
                return
            break
        m = _NUMBER.match(rest)
        if m:
            n = int(m.group(1))
            if n == b.num + 1:
                b.num, b.letter, b.roman = n, "", 0
                rest, marked, heading_ok = (m.group(2) or "").strip(), True, False
                continue
            if b.num + 1 < n <= b.num + 3:
                want = f"{b.section}{b.num + 1}"
                problem(number, f"{b.section}{n} gevonden, {want} verwacht",
                        f"{b.section}{n} found, {want} expected")  # fmt: skip
                return
            break
        m = _PAREN.match(rest)
        if m:
            token = m.group(1)
            want_letter = _next_letter(b.letter)
            want_roman = _ROMAN[b.roman] if b.roman < len(_ROMAN) else ""
            if b.letter and token == want_roman and not (token == want_letter and b.letter == "h"):
                b.roman += 1
            elif token == want_letter:
                b.letter, b.roman = token, 0
            elif len(token) == 1 and want_letter < token <= chr(ord(want_letter) + 2):
                problem(number, f"({token}) gevonden, ({want_letter}) verwacht",
                        f"({token}) found, ({want_letter}) expected")  # fmt: skip
                return
            else:
                break
            rest, marked, heading_ok = (m.group(2) or "").strip(), True, False
            continue
        break
    if marked:
        b.open(number, rest, heading_ok)
    elif rest:
        b.add(rest)


# -- where it is kept -------------------------------------------------------------------------


def store_dir() -> Path:
    from arbiter.datadir import data_dir

    return data_dir() / "laws"


def store_path(lang: Lang) -> Path:
    return store_dir() / f"official-{lang}.json"


def import_file(path: str) -> LawText:
    """Read, split and store a user's copy of the law text; the stored text.

    Nothing is written unless the whole file was read without a problem; the file is
    written beside its final name and renamed into place, so there is never half a text."""
    name = os.path.basename(path) or path
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise LawTextError(
            f"Kan '{path}' niet lezen ({error.strerror or error}).",
            f"Cannot read '{path}' ({error.strerror or error}).",
            accepted=("een tekstbestand / a text file",),
        ) from None
    if len(raw) > MAX_BYTES:
        raise LawTextError(
            f"'{name}' is groter dan {MAX_BYTES // 1024 // 1024} MB; dat is geen spelregelboek.",
            f"'{name}' is larger than {MAX_BYTES // 1024 // 1024} MB; that is not a law book.",
        )
    lang, articles = parse(_decode(raw, name), name)
    text = LawText(lang, name, hashlib.sha256(raw).hexdigest(),
                   datetime.now(UTC).isoformat(timespec="seconds"), articles)  # fmt: skip
    _write(store_path(lang), json.dumps(text.to_json(), ensure_ascii=False))
    return text


def _write(target: Path, body: str) -> None:
    temp = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(body)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(temp, 0o600)
        os.replace(temp, target)
        temp = None
    except OSError as error:
        raise LawTextError(
            f"Kan de wettekst niet opslaan in '{target.parent}' ({error.strerror or error}).",
            f"Cannot store the law text in '{target.parent}' ({error.strerror or error}).",
            accepted=("ARBITER_DATA_DIR=MAP/FOLDER",),
        ) from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def forget(lang: Lang | None = None) -> list[Path]:
    """Remove the stored text (one language, or both); the files removed."""
    removed = []
    for code in (lang,) if lang else LANGS:
        path = store_path(code)
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
    _cache.clear()
    return removed


_cache: dict[str, tuple[tuple[int, int], LawText | None]] = {}


def stamp() -> tuple[tuple[int, int] | None, ...]:
    """Changes when an imported text is added, replaced or removed (for page caches)."""
    out: list[tuple[int, int] | None] = []
    for lang in LANGS:
        try:
            st = store_path(lang).stat()
            out.append((st.st_mtime_ns, st.st_size))
        except OSError:
            out.append(None)
    return tuple(out)


def load(lang: Lang) -> LawText | None:
    """The stored text in ``lang``, or None; re-read only when the file changed. A file
    that cannot be read is treated as absent (``arbiter laws import`` again mends it)."""
    path = store_path(lang)
    try:
        st = path.stat()
    except OSError:
        _cache.pop(lang, None)
        return None
    key = (st.st_mtime_ns, st.st_size)
    hit = _cache.get(lang)
    if hit and hit[0] == key:
        return hit[1]
    try:
        text = LawText.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        text = None
    _cache[lang] = (key, text)
    return text


def any_text(lang: Lang) -> LawText | None:
    """The text in ``lang``, else the one in the other language, else None."""
    return load(lang) or next((t for t in (load(x) for x in LANGS if x != lang) if t), None)


def canonical_sub(sub: str) -> str:
    """``B1a`` → ``B1(a)``, ``A1(a)(i)`` as it is: the keys the parser gives."""
    out = []
    for token in _SUB_TOKEN.findall(sub):
        out.append(f"({token})" if token.islower() and not token.startswith("(") else token)
    return "".join(out)


def _under(key: str, sub: str) -> bool:
    """``key`` is ``sub`` or a part of it ("B1(a)" under "B1" and "B"; "B10" not under "B1")."""
    if not sub:
        return True
    if key == sub:
        return True
    if not key.startswith(sub):
        return False
    nxt = key[len(sub)]
    return nxt == "(" or (sub[-1].isalpha() and sub[-1] != ")" and nxt.isdigit())


@dataclass(frozen=True)
class Wording:
    """The official words for a reference: the clauses under it, in order."""

    ref: str
    lang: Lang
    law: int
    title: str
    clauses: tuple[Clause, ...] = field(default_factory=tuple)
    exact: bool = True  # False: the sub-clause was not found, the whole law is given

    def to_json(self) -> dict[str, Any]:
        return {
            "ref": self.ref, "lang": self.lang, "law": self.law, "title": self.title,
            "exact": self.exact,
            "clauses": [{"key": f"{self.law}{c.key}", "heading": c.heading, "text": c.text}
                        for c in self.clauses],
        }  # fmt: skip


def wording(ref: str | LawRef, lang: Lang) -> Wording | None:
    """The imported wording of a reference (``27B1(a)``, ``16A1a``, ``27``) in ``lang``
    (else the other language), or None when no text is imported or it lacks that law.
    An unknown sub-clause gives the whole law, marked ``exact=False``."""
    text = any_text(lang)
    if text is None:
        return None
    parsed = ref if isinstance(ref, LawRef) else LawRef.parse(str(ref))
    article = text.articles.get(parsed.law)
    if article is None:
        return None
    sub = canonical_sub(parsed.sub)
    clauses = tuple(c for c in article.clauses if c.key and _under(c.key, sub)) if sub else ()
    if sub and clauses:
        return Wording(str(parsed), text.lang, parsed.law, article.title, clauses)
    return Wording(str(parsed), text.lang, parsed.law, article.title, article.clauses, not sub)
