"""A small on-disk cache for parsed content, so the guide commands start fast.

Parsing every YAML topic file at each start costs more than the rest of the start-up
together. The parsed result is pickled under the user's cache directory, keyed by the
package version and the name, size and modification time of every source file, so any
edit to content or code-free data makes a new key. Any failure to read or write the cache
falls back to parsing: the cache can only make things faster, never different.
Set ``ARBITER_NO_CACHE=1`` to bypass it.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import zlib
from collections.abc import Callable, Iterable
from typing import Any

from arbiter import __version__


def cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "arbiter")


def _key(name: str, files: Iterable[str]) -> str:
    # crc32 rather than hashlib: hashlib loads OpenSSL, which costs more than the cache saves
    parts = [f"{__version__}:{name}"]
    for path in sorted(files):
        stat = os.stat(path)
        parts.append(f"{path}:{stat.st_size}:{stat.st_mtime_ns}")
    data = "\n".join(parts).encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def code_files(*packages: str) -> list[str]:
    """The code a cached value may depend on: every module of the named subpackages of
    ``arbiter`` (``"guide"``, ``"laws"``, ...) and the package's own top-level modules.
    Computed, never listed by hand: a module split out later is in the key at once.
    ``tests/test_cache.py`` checks that what the loaders really import is covered."""
    root = os.path.dirname(os.path.abspath(__file__))
    out = [os.path.join(root, n) for n in os.listdir(root) if n.endswith(".py")]
    for package in packages:
        for folder, _dirs, names in os.walk(os.path.join(root, package)):
            out += [os.path.join(folder, n) for n in names if n.endswith(".py")]
    return out


def cached(
    name: str,
    files: Iterable[str],
    build: Callable[[], Any],
    keep: Callable[[Any], bool] = lambda _value: True,
) -> Any:
    """Return ``build()``, from the cache when ``files`` are unchanged since it was stored.

    ``keep`` decides whether a fresh value may be stored (e.g. not content with problems).
    """
    if os.environ.get("ARBITER_NO_CACHE"):
        return build()
    try:
        path = os.path.join(cache_dir(), f"{name}-{_key(name, files)}.pickle")
    except OSError:
        return build()
    try:
        with open(path, "rb") as handle:
            return pickle.load(handle)
    except (
        OSError,
        EOFError,
        pickle.UnpicklingError,
        AttributeError,
        ImportError,
        TypeError,
        ValueError,
    ):
        pass
    value = build()
    if keep(value):
        try:
            import tempfile  # only when writing: it imports random, which is slow to load

            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)  # atomic: a concurrent reader sees all or nothing
            _remove_stale(path, name)
        except OSError:
            pass
    return value


def _remove_stale(keep: str, name: str) -> None:
    """Drop older versions of this cache entry, so the cache never grows without bound.

    A name may carry a format version (``library.v2``); entries of older formats of the
    same base name are dropped too.
    """
    directory = os.path.dirname(keep)
    base = name.split(".v")[0]
    for entry in os.listdir(directory):
        full = os.path.join(directory, entry)
        if entry.startswith((f"{base}-", f"{base}.v")) and full != keep:
            with contextlib.suppress(OSError):
                os.remove(full)
