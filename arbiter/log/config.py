"""Where the log lives and the settings read from the environment.

``ARBITER_DATABASE_URL`` names the database (a PostgreSQL server shared by a district or
federation: ``postgresql+psycopg://user:pass@host/db``). Without it the log is an SQLite
file, ``arbiter.db``, in the data directory: ``$ARBITER_DATA_DIR``, else
``$XDG_DATA_HOME/arbiter``, else ``~/.local/share/arbiter``.

``ARBITER_TIME_ZONE`` is the club's time zone (``Europe/Amsterdam`` unless set): the log
stores the moments of changes in UTC and shows them, and "today", in this zone.

Kept free of SQLAlchemy so that it is cheap to import.
"""

from __future__ import annotations

import os
from pathlib import Path

from arbiter.i18n import InputError

URL_ENV = "ARBITER_DATABASE_URL"
TIME_ZONE_ENV = "ARBITER_TIME_ZONE"
DEFAULT_TIME_ZONE = "Europe/Amsterdam"
DATA_DIR_ENV = "ARBITER_DATA_DIR"
DB_FILE = "arbiter.db"


def data_dir() -> Path:
    explicit = os.environ.get(DATA_DIR_ENV)
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "arbiter"


def database_url(url: str | None = None) -> str:
    """The database URL: the argument, else ``$ARBITER_DATABASE_URL``, else the SQLite file.

    ``postgres://`` and ``postgresql://`` are read as psycopg 3 URLs (the driver shipped).
    """
    url = (url or os.environ.get(URL_ENV) or "").strip()
    if not url:
        return f"sqlite:///{data_dir() / DB_FILE}"
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    if url.startswith(("sqlite:", "postgresql+psycopg:")):
        return url
    raise InputError(
        f"Database-URL '{_redact(url)}' wordt niet ondersteund.",
        f"Database URL '{_redact(url)}' is not supported.",
        accepted=("sqlite:///PATH", "postgresql://USER:PASSWORD@HOST/DB"),
    )


def time_zone_name() -> str:
    """The club's time zone: ``$ARBITER_TIME_ZONE``, else Europe/Amsterdam. A name that is
    not a zone is refused with the accepted form (``arbiter serve`` stops on it)."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    name = (os.environ.get(TIME_ZONE_ENV) or "").strip() or DEFAULT_TIME_ZONE
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise InputError(
            f"Tijdzone '{name[:60]}' bestaat niet ({TIME_ZONE_ENV}).",
            f"Time zone '{name[:60]}' does not exist ({TIME_ZONE_ENV}).",
            accepted=("Europe/Amsterdam", "Europe/Brussels", "UTC"),
        ) from None
    return name


def _redact(url: str) -> str:
    """The URL without its password, for messages."""
    scheme, sep, rest = url.partition("://")
    if not sep or "@" not in rest:
        return url
    creds, _, host = rest.rpartition("@")
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}"


redact = _redact
