"""Whatever text arrives as a PBN file, the reader answers with records or a placed
:class:`PbnError`: never a Python exception, never a message without its place."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.bridge import pbn
from arbiter.calc.pbn_board import board_from_record, checks
from arbiter.i18n import InputError

# Pieces of real PBN, shuffled and cut: the mistakes a file really has are near misses.
PIECES = [
    '[Board "5"]',
    '[Board "x"]',
    '[Dealer "N"]',
    '[Vulnerable "Love"]',
    '[Deal "N:AKQJ63.AQ3.A7.KJ .T8742.T9863.A64 85.KJ6.KQ2.T9872 T9742.95.J54.Q53"]',
    '[Deal "W:- .63.AKQ987.A9732 - J973.J98742.3.K4"]',
    '[Declarer "S"]',
    '[Declarer "^N"]',
    '[Contract "4S"]',
    '[Contract "3NR"]',
    '[Result "NS 10"]',
    '[Result "^9"]',
    '[Score "EW -620"]',
    '[Auction "N"]',
    "1S Pass 2D =1= Pass",
    "4S AP",
    '[Note "1:forcing"]',
    '[Play "W"]',
    "ST SA H2 S5",
    "S2 SK D3 S8",
    "- - - -",
    "*",
    "+",
    "^R",
    "$13 !?",
    '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
    "N NT 9",
    '[DoubleDummyTricks "77667775576677566775"]',
    '[OptimumScore "NS +90"]',
    "{ a comment",
    "}",
    "; rest",
    "% PBN 2.1",
    '"quoted text"',
    "[",
    "]",
    "",
    "\t",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=30), st.sampled_from(["\n", "\r\n", " "]))
def test_any_mix_of_pbn_pieces_reads_or_is_refused_with_its_place(pieces, joiner):
    text = joiner.join(pieces)
    try:
        records = pbn.read(text).records
    except pbn.PbnError as error:
        assert error.line is not None and error.record is not None
        return
    for record in records:
        try:
            record.validate()
            checks(record)
            if record.tag("Deal") is not None:
                board_from_record(record)
        except pbn.PbnError as error:
            assert error.record == record.index
        except InputError as error:  # the only other kind allowed: a bridge input error
            raise AssertionError(f"unplaced error: {error.message('en')}") from None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_any_text_at_all(text):
    try:
        for record in pbn.read(text).records:
            record.validate()
    except pbn.PbnError:
        pass
