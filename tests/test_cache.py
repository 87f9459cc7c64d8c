"""The on-disk cache: same value as a fresh build, invalidated by a change, self-cleaning."""

from __future__ import annotations

import os

from arbiter.cache import cached


def test_cache_returns_stored_value_until_a_file_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    source = tmp_path / "source.txt"
    source.write_text("one")
    calls: list[str] = []

    def build() -> str:
        calls.append("built")
        return source.read_text()

    assert cached("demo", [str(source)], build) == "one"
    assert cached("demo", [str(source)], build) == "one"
    assert calls == ["built"]
    source.write_text("two!")
    os.utime(source, ns=(1, 1))
    assert cached("demo", [str(source)], build) == "two!"
    assert calls == ["built", "built"]
    entries = os.listdir(tmp_path / "cache" / "arbiter")
    assert len([e for e in entries if e.startswith("demo-")]) == 1  # the old one is gone


def test_value_not_kept_is_not_stored(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    source = tmp_path / "s"
    source.write_text("x")
    calls: list[int] = []

    def build() -> int:
        calls.append(1)
        return len(calls)

    assert cached("bad", [str(source)], build, keep=lambda v: False) == 1
    assert cached("bad", [str(source)], build, keep=lambda v: False) == 2


def test_unwritable_cache_falls_back_to_building(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    source = tmp_path / "s"
    source.write_text("x")
    assert cached("demo", [str(source)], lambda: 42) == 42


def test_no_cache_switch(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("ARBITER_NO_CACHE", "1")
    source = tmp_path / "s"
    source.write_text("x")
    assert cached("demo", [str(source)], lambda: 7) == 7
    assert not (tmp_path / "cache").exists()


def _imported_by(code: str) -> set[str]:
    """The arbiter modules a fresh interpreter has loaded after running ``code``."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nfor m in list(sys.modules.values()):\n"
         "    f = getattr(m, '__file__', None) or ''\n"
         "    print(f) if '/arbiter/' in f else None"],
        capture_output=True, text=True, check=True, env={**os.environ, "ARBITER_NO_CACHE": "1"},
    ).stdout
    return {os.path.abspath(line) for line in out.split() if line.endswith(".py")}


def test_every_module_the_loaders_run_keys_their_cache():
    """Issue 23: the content cache's key listed four modules by hand; the loader split
    later (now loading/nodes.py, loading/fields.py) could serve stale topics. The key is
    now computed from whole packages; what the loaders really import must be in it."""
    from arbiter.alert.loader import LOADER_PACKAGES as ALERT
    from arbiter.cache import code_files
    from arbiter.guide.library import _content_files

    guide = _imported_by("from arbiter.guide.library import read_library; read_library()")
    assert guide and guide <= set(_content_files())
    alert = _imported_by("from arbiter.alert.loader import _read_all, REGULATIONS_DIR\n"
                         "import os\n_read_all(sorted(os.path.join(REGULATIONS_DIR, n) for n in "
                         "os.listdir(REGULATIONS_DIR) if n.endswith('.yaml')))")
    assert alert and alert <= set(code_files(*ALERT))


class _EditedOs:
    """``os`` as :mod:`arbiter.cache` sees it, with one file edited: its size and
    modification time differ, the rest of the file system is real. The source itself is
    not touched (other test processes import it)."""

    def __init__(self, edited: str) -> None:
        self.edited = os.path.abspath(edited)

    def __getattr__(self, name: str):
        return getattr(os, name)

    def stat(self, path, *args, **kwargs):
        real = os.stat(path, *args, **kwargs)
        if os.path.abspath(path) != self.edited:
            return real
        from types import SimpleNamespace

        return SimpleNamespace(st_size=real.st_size + 1, st_mtime_ns=real.st_mtime_ns + 1)


def test_an_edit_to_any_module_of_the_facts_or_loading_packages_rebuilds_the_library(
    tmp_path, monkeypatch
):
    """Issue 23: the facts and the loader are packages now (``guide/facts/``,
    ``guide/loading/``); an edit to any of their modules, the package files included,
    must give the content cache a new key, or a changed fact or loader could serve topics
    built by the old code."""
    import pkgutil

    import arbiter.cache
    import arbiter.guide.facts
    import arbiter.guide.loading
    from arbiter.guide.library import _content_files

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    files = _content_files()
    builds: list[str] = []
    modules = []
    for package in (arbiter.guide.facts, arbiter.guide.loading):
        folder = os.path.dirname(package.__file__)
        modules.append(package.__file__)
        modules += [os.path.join(folder, f"{m.name}.py") for m in pkgutil.iter_modules([folder])]
    names = {os.path.relpath(m, os.path.dirname(arbiter.cache.__file__)) for m in modules}
    assert {"guide/facts/play.py", "guide/loading/nodes.py", "guide/loading/__init__.py"} <= names
    assert cached("library", files, lambda: builds.append("fresh")) is None
    assert cached("library", files, lambda: builds.append("again")) is None
    assert builds == ["fresh"]  # unchanged: served from the cache
    for module in modules:
        monkeypatch.setattr(arbiter.cache, "os", _EditedOs(module))
        cached("library", files, lambda module=module: builds.append(module))
        assert builds[-1] == module, f"an edit to {module} kept the old cache key"
