"""PBN tag values, tag by tag: the standard's forms, and the forms real files use.

Each function reads one tag's value (or section) as PBN 2.1 defines it and returns plain
values; a bad value raises :class:`~arbiter.bridge.pbn.errors.PbnError` with the line and
tag (the record number is added by :mod:`arbiter.bridge.pbn.records`). Unknown (``?``)
and not applicable (empty) values give ``None``. The functions are small and separate on
purpose: each is tested on its own against the standard and the corpus, and each could
replace a line of endplay's ``PBNDecoder._tags_to_board`` (see docs/pbn.md), where
endplay 0.5.12 reads ``Result "NS 11"`` with ``int()``, ``Result "?"`` as 0 tricks,
``Vulnerable "Love"`` not at all, and notes of one board into the next.

Besides the standard forms, what files in the wild write is read too: ``3N`` for 3NT,
``x`` for a double, board numbers with a leading zero (``01``), ``NS +620`` in
OptimumScore, a claim written as ``-`` cards without ``*``.

The functions live by section of the standard: :mod:`.identification` (3.4),
:mod:`.auction_play` (3.5, 3.6), :mod:`.supplemental` (5), with the letters they share in
:mod:`.codes`. This package names them all: ``arbiter.bridge.pbn.values`` is the layer's
public face (``docs/pbn.md``, :mod:`arbiter.bridge.pbn.records` call ``values.result`` and
the like), so its callers need not know which section holds a tag.
"""

from arbiter.bridge.pbn.values.auction_play import (
    PbnAuction,
    PbnCall,
    PbnCard,
    PbnPlay,
    auction,
    notes,
    play,
)
from arbiter.bridge.pbn.values.identification import (
    PbnResult,
    Vulnerable,
    board_number,
    contract_bid,
    deal_hands,
    declarer,
    result,
    seat,
    side_score,
    vulnerable,
)
from arbiter.bridge.pbn.values.supplemental import (
    Column,
    PbnTable,
    double_dummy_tricks,
    optimum_result_table,
    table,
)

__all__ = [
    "Column",
    "PbnAuction",
    "PbnCall",
    "PbnCard",
    "PbnPlay",
    "PbnResult",
    "PbnTable",
    "Vulnerable",
    "auction",
    "board_number",
    "contract_bid",
    "deal_hands",
    "declarer",
    "double_dummy_tricks",
    "notes",
    "optimum_result_table",
    "play",
    "result",
    "seat",
    "side_score",
    "table",
    "vulnerable",
]
