"""Times in the log, in the club's time zone.

Two kinds of time are stored: the moments the log itself records (a ruling saved, a
change, a follow-up closed) in UTC, and the wall-clock times a director types (when she
was called, when the results were published), as typed. Both are shown the same way, in
the club's zone (:func:`arbiter.log.config.time_zone_name`), so a page never shows UTC
beside local times: :func:`stamp` for the first kind, :func:`clock` for the second.
"""

from __future__ import annotations

import datetime as dt
from typing import overload
from zoneinfo import ZoneInfo

from arbiter.log.config import time_zone_name

SHOWN = "%d-%m-%Y %H:%M"  # the Dutch way, in both languages


def zone() -> ZoneInfo:
    return ZoneInfo(time_zone_name())


def now() -> dt.datetime:
    """The club's wall-clock time now (no zone attached, as typed times are stored)."""
    return dt.datetime.now(zone()).replace(tzinfo=None, microsecond=0)


def today() -> dt.date:
    """The club's date today: an event made "tonight" gets it."""
    return now().date()


def _parse(value: str | dt.datetime | None) -> dt.datetime | None:
    if value is None or value == "":
        return None
    if isinstance(value, dt.datetime):
        return value
    try:
        return dt.datetime.fromisoformat(value)
    except ValueError:
        return None


@overload
def local(value: dt.datetime) -> dt.datetime: ...
@overload
def local(value: str | dt.datetime | None) -> dt.datetime | None: ...
def local(value: str | dt.datetime | None) -> dt.datetime | None:
    """A UTC moment as recorded by the log, in the club's wall-clock time."""
    moment = _parse(value)
    if moment is None:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return moment.astimezone(zone()).replace(tzinfo=None)


def local_iso(value: str | dt.datetime | None) -> str | None:
    """A UTC moment as the club's wall-clock time in ISO form (exports: sortable)."""
    moment = local(value)
    return (
        moment.isoformat(timespec="minutes" if not moment.second else "seconds") if moment else None
    )


def stamp(value: str | dt.datetime | None) -> str:
    """A UTC moment recorded by the log, shown in the club's time: ``21-11-2026 21:41``."""
    moment = local(value)
    if moment is None:
        return value if isinstance(value, str) else ""
    return moment.strftime(SHOWN)


def clock(value: str | None) -> str:
    """A wall-clock time as typed (``2026-11-21T20:41``), shown ``21-11-2026 20:41``."""
    moment = _parse(value)
    if moment is None:
        return value or ""
    return moment.strftime(SHOWN)
