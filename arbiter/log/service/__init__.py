"""The log's one write path, and its queries.

Every change goes through ``LogService``: it validates the whole input first (no database
access but reading the event), then writes the ruling, its persons, its follow-ups and a
history row in one transaction. A ruling is never overwritten silently: an edit names the
version it started from, and a newer version in the database refuses it (``ConflictError``);
every change leaves a history row with each field's old and new value, who and when.

The shells (web pages, JSON API, command line) call this and nothing below it. Its parts,
by record kind: :mod:`.events`, :mod:`.rulings`, :mod:`.followups`, :mod:`.privacy`; the
input each accepts in :mod:`.inputs`, the rows and history in :mod:`.rows`, the scope in
:mod:`.access`. ``NotFoundError`` and ``ConflictError`` are named here too: they are part of
the service's public face (the shells catch them beside ``LogService``), defined in
:mod:`.errors` so that the parts can raise them.
"""

from __future__ import annotations

from arbiter.log.service.errors import ConflictError, NotFoundError
from arbiter.log.service.events import Events
from arbiter.log.service.followups import FollowUps
from arbiter.log.service.privacy import Privacy
from arbiter.log.service.rulings import Rulings

__all__ = ["ConflictError", "LogService", "NotFoundError"]


class LogService(Events, Rulings, FollowUps, Privacy):
    """The log as one account may see it: ``scope`` (:mod:`arbiter.log.clubs`) limits every
    query and every write to its clubs; the default, everything, is for the command line
    and start-up tasks. The web gives each request a service scoped to who is signed in."""
