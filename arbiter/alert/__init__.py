"""The alert regulation (alerteerregeling) as data and the Alerteerwijzer on top of it.

* ``regulations/*.yaml``: one file per federation (NBB, EBU ...), selected by the
  regulation profile; every rule in our own words with its source and the version;
* :mod:`~arbiter.alert.situation`: what the auction itself tells about a call;
* :mod:`~arbiter.alert.engine`: ``decide`` (pure) and ``check`` (reads user input);
* :mod:`~arbiter.alert.serialize`: the JSON shared by the command line, API and web.

Only the standard library, PyYAML and the bridge domain are imported, so the command line
stays quick.
"""

from arbiter.alert.engine import Asked, Decided, Result, check, decide
from arbiter.alert.loader import RegulationError, regulation, regulations
from arbiter.alert.situation import AlertInputError, Situation, situation

__all__ = [
    "AlertInputError",
    "Asked",
    "Decided",
    "RegulationError",
    "Result",
    "Situation",
    "check",
    "decide",
    "regulation",
    "regulations",
    "situation",
]
