"""Finding the topic from what a director says (issue 26), and the table data it gives.

* :func:`find`: a sentence, Dutch or English, as people talk and type, to topics best
  first, each with the questions the words answer and the table data read (seats, calls,
  cards, the auction); a law number finds topics by law.
* :func:`nearest`: topics near any text at all, for a search that found nothing.
* :func:`reachable`: the questions still ahead of one (the guide's "what if").

The parts: :mod:`.text` (tokens), :mod:`.cards`, :mod:`.calls`, :mod:`.seats` and
:mod:`.story` (what the sentence says about the table), :mod:`.lexicon` (the vocabulary,
``lexicon.yaml``), :mod:`.index` (the content as a search index), :mod:`.facts` (the table
data per topic), :mod:`.reader` (the ranking). Figures: ``bench/find.py`` (how often the
right topic comes first) and ``bench/search.py`` (how long it takes).
"""

from arbiter.guide.find.index import COMMON, Hit, index, nearest, reachable
from arbiter.guide.find.reader import find
from arbiter.guide.find.text import MAX_TEXT

__all__ = ["COMMON", "MAX_TEXT", "Hit", "find", "index", "nearest", "reachable"]
