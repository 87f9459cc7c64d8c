"""Clubs on one shared server, and what an account may see and change.

An event belongs to a club; an account belongs to one or more clubs. A **director** sees
and changes the events of her clubs, a **viewer** reads them, a **federation** account
reads every club's events and changes none. The command line works for whoever runs the
server (every club). Another club's event is "not found" to an account (HTTP 404), the
same answer as an event that does not exist, so that ids tell nothing about other clubs.

A :class:`Scope` says this for one account; ``LogService`` applies it to every query and
every write, so that a page or an API route cannot forget it. A log kept at one club has
one club, made with its first account (or, for a log from before clubs, by the migration
``0003``): everything there works as if there were no clubs.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, func, select, true
from sqlalchemy.orm import Session

from arbiter.i18n import InputError
from arbiter.log import validate as v
from arbiter.log.models import SHORT_MAX, Club, Event

DEFAULT_CLUB = "standaard"  # the first club of a new log, when its first account names none


class ForbiddenError(InputError):
    """Allowed to read, not to change (HTTP 403)."""


@dataclass(frozen=True)
class Scope:
    """The clubs whose events one may read and those one may change; None: every club."""

    read: frozenset[int] | None
    write: frozenset[int] | None

    @classmethod
    def everything(cls) -> Scope:
        """Whoever runs the server: the command line, start-up tasks."""
        return cls(None, None)

    @classmethod
    def of(cls, role: str, clubs: Iterable[int]) -> Scope:
        """An account's scope from its role and its clubs."""
        mine = frozenset(clubs)
        if role == "federation":
            return cls(None, frozenset())
        if role == "director":
            return cls(mine, mine)
        return cls(mine, frozenset())

    def readable(self) -> ColumnElement[bool]:
        """A condition on ``Event`` that keeps the events one may read."""
        return true() if self.read is None else Event.club_id.in_(sorted(self.read))

    def may_read(self, club_id: int) -> bool:
        return self.read is None or club_id in self.read

    def may_write(self, club_id: int) -> bool:
        return self.write is None or club_id in self.write


def clean_club_name(value: Any) -> str:
    name = v.clean_text("club", value, SHORT_MAX, required=True)
    assert name is not None
    return name


def find(s: Session, name: str) -> Club | None:
    """The club of that name, whatever its case and spaces around it."""
    return s.scalar(select(Club).where(func.lower(Club.name) == name.strip().lower()))


def find_or_make(s: Session, name: Any) -> Club:
    clean = clean_club_name(name)
    club = find(s, clean)
    if club is None:
        club = Club(name=clean)
        s.add(club)
        s.flush()
    return club


def all_clubs(s: Session) -> list[Club]:
    return list(s.scalars(select(Club).order_by(Club.name)))


def for_new_event(s: Session, scope: Scope, named: str | None) -> Club:
    """The club a new event goes in: the one of ``named`` among the clubs one may change
    (by name, any case); else the only one; a first club for a new log run from the
    command line; otherwise say which to choose. ``named`` is also the name printed on
    the event, free text ("Troef zaterdag"), but never another club's name: an event of
    club A labelled club B reads as B's."""
    clubs = all_clubs(s)
    choices = [c for c in clubs if scope.may_write(c.id)]
    if named:
        match = next((c for c in clubs if c.name.lower() == named.strip().lower()), None)
        if match is not None and match in choices:
            return match
        if match is not None:  # another club's name on one's own event would mislead
            names = tuple(c.name for c in choices)
            raise v.ValidationError([v.FieldError(
                "club",
                f"'{match.name}' is niet uw club; kies een van uw clubs: {', '.join(names)}.",
                f"'{match.name}' is not your club; choose one of your clubs: "
                f"{', '.join(names)}.",
                names,
            )])  # fmt: skip
    if len(choices) == 1:
        return choices[0]
    if not choices and scope.write is None:  # a new log, from the command line
        return find_or_make(s, named or DEFAULT_CLUB)
    if not choices:
        raise ForbiddenError(
            "Uw account hoort bij geen club: vraag de beheerder van de server u toe te voegen.",
            "Your account belongs to no club: ask the server's operator to add you.",
            accepted=("arbiter user clubs NAME --add CLUB",),
        )
    names = tuple(c.name for c in choices)
    raise v.ValidationError(
        [
            v.FieldError(
                "club",
                "kies een van uw clubs: " + ", ".join(names) + ".",
                "choose one of your clubs: " + ", ".join(names) + ".",
                names,
            )
        ]
    )
