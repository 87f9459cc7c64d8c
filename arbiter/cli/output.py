"""Files the command line writes (``log export -o``, ``log report -o``): whole or not at all.

:func:`check` is called before the work, so that a mistyped folder is reported at once;
:func:`write` writes to a temporary file beside the target and renames it into place, so
that a full disk or an interruption never leaves half a report where the whole one is
expected. The file is readable by its owner only: exports and reports hold names.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from arbiter.i18n import InputError


def check(path: str) -> Path:
    """The output path, if a file can be written there; else InputError saying why."""
    target = Path(path).expanduser()
    folder = target.parent
    if not path.strip() or target.is_dir():
        raise InputError(
            f"'{path}' is een map, geen bestand. Geef de naam van een bestand.",
            f"'{path}' is a folder, not a file. Give the name of a file.",
        )
    if not folder.is_dir():
        raise InputError(
            f"De map '{folder}' bestaat niet. Geef een bestand in een bestaande map.",
            f"The folder '{folder}' does not exist. Give a file in a folder that exists.",
        )
    return target


def write(path: str, data: bytes | str) -> int:
    """Write ``data`` (text as UTF-8) to ``path`` in one piece; the number of bytes."""
    target = check(path)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    temp = None
    try:
        fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(temp, target)
        temp = None
    except OSError as error:
        raise InputError(
            f"Kan '{path}' niet schrijven ({error.strerror or error}). "
            "Geef een bestand in een map waarin u mag schrijven.",
            f"Cannot write '{path}' ({error.strerror or error}). "
            "Give a file in a folder you may write to.",
        ) from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
    return len(raw)
