"""The server's secret key, and tokens signed with it.

A token that only this server can have made: the sign-in form's CSRF token (so that a
cookie and a field an attacker set to the same value are not enough) and the cookie by
which a browser that has signed in before is recognised (so that guessers elsewhere do
not lock its director out). Each is ``PART.PART...MAC``: the parts in the clear, the MAC
an HMAC-SHA256 over a purpose word and the parts, with the key.

The key is 32 random bytes in the file ``secret.key`` in the data folder (readable by its
owner only), made on first use; several server processes on one machine share it. A
server that loses the file makes a new one: open sign-in forms and remembered browsers
then start afresh, nothing else is lost.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
import tempfile
from pathlib import Path

KEY_FILE = "secret.key"
KEY_BYTES = 32


def server_key(folder: Path | None = None) -> bytes:
    """The key from ``folder`` (default: the data folder), made there if it is not yet.

    Written whole to a file of its own, then linked to its name (which fails if the name
    exists), so that two processes starting at once end up with the same key."""
    from arbiter.log.config import data_dir

    path = (folder or data_dir()) / KEY_FILE
    with contextlib.suppress(FileNotFoundError):
        key = path.read_bytes()
        if len(key) == KEY_BYTES:
            return key
        path.unlink()  # damaged: replaced below
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".secret-")  # mode 0600
    try:
        os.write(fd, secrets.token_bytes(KEY_BYTES))
        os.fsync(fd)
        os.close(fd)
        with contextlib.suppress(FileExistsError):  # another process was first: use its key
            os.link(temporary, path)
    finally:
        os.unlink(temporary)
    return path.read_bytes()


def sign(key: bytes, purpose: str, *parts: str, bound: tuple[str, ...] = ()) -> str:
    """``parts`` joined with dots, then their MAC for ``purpose``; ``bound`` values (a
    user name) are in the MAC but not in the token, so that only the same values verify."""
    return ".".join((*parts, _mac(key, purpose, (*parts, *bound))))


def verify(
    key: bytes, purpose: str, token: str | None, count: int, bound: tuple[str, ...] = ()
) -> list[str] | None:
    """The ``count`` parts of a token this key signed for ``purpose`` (and ``bound``), or
    None for anything else."""
    if not token or len(token) > 400:
        return None
    *parts, mac = token.split(".")
    if len(parts) != count or not hmac.compare_digest(mac, _mac(key, purpose, (*parts, *bound))):
        return None
    return parts


def _mac(key: bytes, purpose: str, parts: tuple[str, ...]) -> str:
    message = "\x1f".join((purpose, *parts)).encode("utf-8", "surrogatepass")
    return hmac.new(key, message, hashlib.sha256).hexdigest()[:40]
