"""The syntax of a PBN file (PBN 2.1, chapters 2-3 and 4.8): games, tags, section data.

This layer knows nothing of bridge. It splits a file into games, each game into tag
pairs with the section data that follows them, and keeps the line of everything, so the
reader above it can say "line 47, tag Result". It follows the standard's import format,
which is what clubs, dealing machines and online platforms actually write:

* a game ends at a semi-empty line (spaces or tabs only), except inside a ``{}`` comment,
  which may hold empty lines (3, 3.8);
* several tag pairs may stand on one line, and one may span lines (3.3);
* a tag value is a string with ``\\"`` and ``\\\\`` as its only escapes (3.2); any other
  backslash is kept, because real files write ``Denomination\\2R`` with one;
* ``%`` in the first column escapes the rest of the line (2.4); ``% PBN 2.1`` and
  ``% EXPORT`` are noted;
* comments ``;`` to the end of the line and ``{...}`` are kept with their line, and never
  taken for data (3.8);
* a repeated tag is ignored, except ``Note`` (3.4, 3.5.5); ``#`` takes the value of the
  same tag in the nearest earlier game and ``##value`` sets it for the games that follow
  (4.8). The standard forbids ``#`` for the deal tags; files use it anyway, and it is
  read the same way.

endplay's parser (0.5.12) reads the file line by line with regular expressions and gets
several of these wrong (a comment holding an empty line ends the game, a second tag on a
line is dropped, ``{a} {b`` closes the comment at the first brace, notes carry over from
one board to the next, errors have no line), which is why this layer is ours; see
docs/pbn.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from arbiter.bridge.pbn.errors import PbnError

__all__ = ["Comment", "Game", "PbnText", "Tag", "Token", "parse"]


@dataclass(frozen=True, slots=True)
class Token:
    """One element of section data (a call, a card, a table cell), with its line.

    ``quoted``: it was a string token (``"Smith, J;Jones, K"``), which may hold spaces.
    """

    text: str
    line: int
    quoted: bool = False


@dataclass(frozen=True, slots=True)
class Comment:
    """A ``;`` or ``{}`` comment, the line it starts on, and the tag it follows (if any)."""

    text: str
    line: int
    after: str | None


@dataclass(frozen=True, slots=True)
class Tag:
    """A tag pair and the section data after it.

    ``value`` is the value in force: unescaped, with ``#`` and ``##`` resolved; ``raw`` is
    what the file says. ``line`` is where the tag starts.
    """

    name: str
    value: str
    line: int
    data: tuple[Token, ...] = ()
    raw: str = ""

    @property
    def inherited(self) -> bool:
        """The value came from an earlier game (``#``, or a ``##`` value in force), not
        from this tag."""
        return self.raw == "#" or (self.raw == "" and self.value != "")


@dataclass(frozen=True)
class Game:
    """One game (record) of the file: its tags in file order, its comments, its place.

    ``index`` counts the games from 1; ``line`` is the line of its first tag. ``tags``
    holds the first occurrence of each name; all ``Note`` tags are kept, in order.
    ``ignored`` holds the repeated tags the standard says to ignore.
    """

    index: int
    line: int
    tags: tuple[Tag, ...]
    comments: tuple[Comment, ...] = ()
    ignored: tuple[Tag, ...] = ()
    _by_name: dict[str, Tag] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for tag in self.tags:
            self._by_name.setdefault(tag.name, tag)

    def tag(self, name: str) -> Tag | None:
        """The tag ``name`` (tag names are case-sensitive, PBN 3.3), or ``None``."""
        return self._by_name.get(name)

    def value(self, name: str) -> str | None:
        tag = self._by_name.get(name)
        return None if tag is None else tag.value

    def notes(self) -> tuple[Tag, ...]:
        return tuple(tag for tag in self.tags if tag.name == "Note")


@dataclass(frozen=True)
class PbnText:
    """A parsed PBN text: its games, and what its ``%`` header lines said."""

    games: tuple[Game, ...]
    version: str | None = None  # "2.1" from "% PBN 2.1"
    export: bool = False  # "% EXPORT"


# One pass over the text with one pattern; the order of the alternatives matters.
_SCAN = re.compile(
    r"""
      (?P<nl>\r\n|\r|\n)
    | (?P<ws>[ \t\v\f]+)
    | (?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\\r\n]|\\.)*)"\s*\])
    | (?P<percent>%[^\r\n]*)
    | (?P<semi>;[^\r\n]*)
    | (?P<brace>\{[^}]*\})
    | (?P<string>"(?:[^"\\\r\n]|\\.)*")
    | (?P<token>[^\s\[\]{};"]+)
    | (?P<bad>.)
    """,
    re.VERBOSE,
)
_UNESCAPE = re.compile(r"\\([\"\\])")
_VERSION = re.compile(r"%\s*PBN\s+(\d+\.\d+)", re.IGNORECASE)
_EXPORT = re.compile(r"%\s*EXPORT\b", re.IGNORECASE)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def _unescape(text: str) -> str:
    return _UNESCAPE.sub(r"\1", text)


class _Builder:
    """Collects the games while the scanner walks the text."""

    def __init__(self) -> None:
        self.games: list[Game] = []
        self.tags: list[Tag] = []
        self.ignored: list[Tag] = []
        self.comments: list[Comment] = []
        self.data: list[Token] = []
        self.pending: tuple[str, str, int] | None = None  # the tag whose data is read
        self.seen: set[str] = set()
        self.last: dict[str, str] = {}  # value in force of each tag, for "#"
        self.sticky: dict[str, str] = {}  # "##" values, for games without the tag

    @property
    def empty(self) -> bool:
        return not self.tags and not self.ignored and self.pending is None

    def add_tag(self, name: str, raw: str, line: int) -> None:
        self._close_tag()
        self.pending = (name, raw, line)

    def _close_tag(self) -> None:
        if self.pending is None:
            return
        name, raw, line = self.pending
        tag = Tag(name, raw, line, tuple(self.data), raw)
        repeated = name in self.seen and name != "Note"
        (self.ignored if repeated else self.tags).append(tag)
        self.seen.add(name)
        self.pending, self.data = None, []

    def add_data(self, token: Token) -> None:
        if self.pending is None:
            raise PbnError(
                f"tekst buiten een tag: '{token.text[:40]}'. Een spel bestaat uit tags, "
                'zoals [Board "1"], met eventueel gegevens eronder.',
                f"text outside a tag: '{token.text[:40]}'. A game consists of tags, such "
                'as [Board "1"], with their data below them.',
                line=token.line,
                record=len(self.games) + 1,
            )
        self.data.append(token)

    def add_comment(self, text: str, line: int) -> None:
        after = None if self.pending is None else self.pending[0]
        self.comments.append(Comment(text, line, after))

    def end_game(self) -> None:
        self._close_tag()
        if not self.tags:
            return  # comments before the first tag stay with the next game
        tags = [self._resolve(tag) for tag in self.tags]
        present = {tag.name for tag in tags}
        first_line = tags[0].line
        tags += [
            Tag(name, value, first_line, (), "")
            for name, value in self.sticky.items()
            if name not in present
        ]
        for tag in tags:
            if tag.name != "Note":
                self.last[tag.name] = tag.value
        self.games.append(
            Game(
                len(self.games) + 1,
                first_line,
                tuple(tags),
                tuple(self.comments),
                tuple(self.ignored),
            )
        )
        self.tags, self.ignored, self.comments, self.seen = [], [], [], set()

    def _resolve(self, tag: Tag) -> Tag:
        raw = tag.raw
        if raw.startswith("##"):
            self.sticky[tag.name] = raw[2:]
            return Tag(tag.name, raw[2:], tag.line, tag.data, raw)
        if raw == "#":
            return Tag(tag.name, self.last.get(tag.name, ""), tag.line, tag.data, raw)
        if tag.name in self.sticky:
            self.sticky[tag.name] = raw  # a redefinition holds for the games after it
        return tag


def parse(text: str) -> PbnText:
    """Split PBN text into games; :class:`PbnError` for text that is not PBN syntax.

    Only syntax is checked here: a tag without a value, an unclosed string or comment,
    data before the first tag of a game. What the values mean is for the reader.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    build = _Builder()
    version: str | None = None
    export = False
    line = 1
    line_start = 0
    line_blank = True
    for match in _SCAN.finditer(text):
        kind = match.lastgroup
        start = match.start()
        if kind == "nl":
            if line_blank and not build.empty:
                build.end_game()
            line += 1
            line_start = match.end()
            line_blank = True
            continue
        if kind == "ws":
            continue
        line_blank = False
        chunk = match.group()
        if kind == "percent" and start == line_start:  # escape: first column only (2.4)
            if version is None and (found := _VERSION.match(chunk)):
                version = found.group(1)
            export = export or bool(_EXPORT.match(chunk))
            continue
        if kind == "tag":
            build.add_tag(match.group("name"), _unescape(match.group("value")), line)
        elif kind == "semi":
            build.add_comment(chunk[1:].strip(), line)
        elif kind == "brace":
            build.add_comment(chunk[1:-1].strip(), line)
        elif kind == "string":
            build.add_data(Token(_unescape(chunk[1:-1]), line, quoted=True))
        elif kind in ("token", "percent"):
            build.add_data(Token(chunk, line))
        else:
            raise _syntax_error(text, start, line, len(build.games) + 1)
        breaks = len(_LINE_BREAK.findall(chunk))
        if breaks:  # a comment or a tag over several lines
            line += breaks
            line_start = start + max(chunk.rfind("\n"), chunk.rfind("\r")) + 1
    build.end_game()
    return PbnText(tuple(build.games), version, export)


def _syntax_error(text: str, start: int, line: int, record: int) -> PbnError:
    """Say what is wrong at ``start``, where no token could be read."""
    char = text[start]
    rest = _LINE_BREAK.split(text[start:], maxsplit=1)[0]
    if char == "{":
        return PbnError(
            "commentaar dat met { begint, wordt nergens met } gesloten.",
            "a comment opened with { is never closed with }.",
            line=line,
            record=record,
        )
    if char == '"':
        return PbnError(
            f"tekst tussen aanhalingstekens loopt door tot het eind van de regel: {rest[:40]}",
            f"a quoted text runs on to the end of the line: {rest[:40]}",
            line=line,
            record=record,
        )
    if char == "[":
        name = re.match(r"\[\s*([A-Za-z0-9_]*)", rest)
        tag = name.group(1) if name and name.group(1) else None
        if tag is None:
            problem = ("na [ ontbreekt de naam van de tag", "the tag name after [ is missing")
        elif '"' not in rest:
            problem = (
                "de tag heeft geen waarde tussen aanhalingstekens",
                "the tag has no value in quotes",
            )
        else:
            problem = ('de tag wordt niet gesloten met "]', 'the tag is not closed with "]')
        return PbnError(
            f"{problem[0]}: {rest[:40]}",
            f"{problem[1]}: {rest[:40]}",
            line=line,
            record=record,
            tag=tag,
            accepted=(f'[{tag or "Board"} "..."]',),
        )
    return PbnError(
        f"teken '{char}' hoort hier niet: {rest[:40]}",
        f"character '{char}' does not belong here: {rest[:40]}",
        line=line,
        record=record,
    )
