"""The user's data folder: the ruling log's SQLite file, the TLS certificates, an imported
law text. ``$ARBITER_DATA_DIR``, else ``$XDG_DATA_HOME/arbiter``, else
``~/.local/share/arbiter``. Standard library only: every layer may use it."""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR_ENV = "ARBITER_DATA_DIR"


def data_dir() -> Path:
    explicit = os.environ.get(DATA_DIR_ENV)
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "arbiter"
