"""Which events and rulings one account may read and change: the base of the log service.

Every query and write of :class:`~arbiter.log.service.LogService` finds its event or ruling
through :meth:`ScopedLog._event` or :meth:`ScopedLog._ruling`, so none can forget the scope.
"""

from __future__ import annotations

from typing import Any, Self

from sqlalchemy.orm import Session

from arbiter.log import validate as v
from arbiter.log.clubs import ForbiddenError, Scope
from arbiter.log.models import Event, Ruling
from arbiter.log.service.errors import NotFoundError
from arbiter.log.service.rows import ruling_query
from arbiter.log.store import Store


class ScopedLog:
    """The log as one account may see it: ``scope`` (:mod:`arbiter.log.clubs`) limits every
    query and every write to its clubs; the default, everything, is for the command line
    and start-up tasks."""

    def __init__(self, store: Store, scope: Scope | None = None) -> None:
        self.store = store
        self.scope = scope or Scope.everything()

    def scoped(self, scope: Scope) -> Self:
        """The same log as seen with ``scope``."""
        return type(self)(self.store, scope)

    def _event(self, s: Session, event_id: Any, write: bool = False) -> Event:
        """The event, if one may read it (and change it, with ``write``)."""
        number = v.record_id(event_id)
        e = s.get(Event, number) if number else None
        if e is None or not self.scope.may_read(e.club_id):
            raise NotFoundError(
                f"Wedstrijd {event_id} bestaat niet.", f"Event {event_id} does not exist."
            )
        if write and not self.scope.may_write(e.club_id):
            raise ForbiddenError(
                f"U mag wedstrijd {event_id} niet wijzigen.",
                f"You may not change event {event_id}.",
            )
        return e

    def _ruling(
        self, s: Session, ruling_id: Any, lock: bool = False, write: bool = False
    ) -> Ruling:
        """The ruling, if one may read its event (and change it, with ``write``)."""
        rid = v.record_id(ruling_id)
        query = ruling_query().where(Ruling.id == rid)
        if lock:
            query = query.with_for_update(of=Ruling)
        r = s.scalar(query) if rid else None
        if r is None or not self.scope.may_read(r.event.club_id):
            raise NotFoundError(
                f"Arbitrage {ruling_id} bestaat niet.", f"Ruling {ruling_id} does not exist."
            )
        if write and not self.scope.may_write(r.event.club_id):
            raise ForbiddenError(
                f"U mag arbitrage {ruling_id} niet wijzigen.",
                f"You may not change ruling {ruling_id}.",
            )
        return r
