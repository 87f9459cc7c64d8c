"""The log service's own refusals, beside :class:`~arbiter.log.clubs.ForbiddenError`.

Each is an :class:`~arbiter.i18n.InputError` (a message in both languages); the web maps
each to its HTTP status, the command line to exit code 2.
"""

from __future__ import annotations

from arbiter.i18n import InputError


class NotFoundError(InputError):
    """An event, ruling or follow-up that does not exist (HTTP 404)."""


class ConflictError(InputError):
    """The ruling changed since the editor loaded it (HTTP 409): nothing was saved."""
