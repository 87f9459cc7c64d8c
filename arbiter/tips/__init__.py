"""Director's tips and the general table protocol (AAP), as data.

* :func:`protocol`: the general table protocol of the NBB's director material in seven
  steps with points to tick (``data/aap.yaml``), and which steps a ruling links to;
* :func:`tips`: tips for the director in four groups (``data/tips.yaml``), each naming its
  source and laws; :func:`arbiter.tips.search.search` finds them from a few words.

Both files are checked whole when they load (:class:`TipsDataError` lists every problem);
``arbiter check`` runs the same check.
"""

from arbiter.tips.loader import TipsDataError, check_all, protocol, tips
from arbiter.tips.model import Group, Point, Protocol, Source, Step, Tip, Tips

__all__ = [
    "Group", "Point", "Protocol", "Source", "Step", "Tip", "Tips", "TipsDataError",
    "check_all", "protocol", "tips",
]  # fmt: skip
