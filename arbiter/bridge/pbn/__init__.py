"""Reading PBN (Portable Bridge Notation, version 2.1): deals, auctions, play, results.

PBN is how dealing machines, scoring programs and online platforms hand over deals and
played boards. Three layers, each with one job:

* :mod:`~arbiter.bridge.pbn.syntax`: the file into games and tags, with line numbers
  (comments, escapes, ``#`` inheritance, several tags on a line);
* :mod:`~arbiter.bridge.pbn.values`: each tag's value, tag by tag, into bridge values;
* :mod:`~arbiter.bridge.pbn.records`: a record per game, read on demand, and selection
  of records by board, table, room, player or number.

Every problem is a :class:`PbnError` naming the line, record, board and tag, in Dutch and
English. Only the standard library and the bridge types are used (no endplay: its parser
is slower to import and wrong on several points of the standard; see docs/pbn.md).

    >>> from arbiter.bridge import pbn
    >>> record = pbn.read('[Board "1"]\\n[Result "NS 9"]\\n').records[0]
    >>> record.board
    1
"""

from arbiter.bridge.pbn.errors import PbnError
from arbiter.bridge.pbn.records import (
    MAX_BYTES,
    PbnFile,
    PbnRecord,
    decode,
    listing,
    read,
    read_file,
    select,
)
from arbiter.bridge.pbn.syntax import Comment, Game, Tag, Token
from arbiter.bridge.pbn.values import (
    PbnAuction,
    PbnCall,
    PbnCard,
    PbnPlay,
    PbnResult,
    PbnTable,
    Vulnerable,
)

__all__ = [
    "MAX_BYTES",
    "Comment",
    "Game",
    "PbnAuction",
    "PbnCall",
    "PbnCard",
    "PbnError",
    "PbnFile",
    "PbnPlay",
    "PbnRecord",
    "PbnResult",
    "PbnTable",
    "Tag",
    "Token",
    "Vulnerable",
    "decode",
    "listing",
    "read",
    "read_file",
    "select",
]
