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
    later (loader_nodes, loader_fields) could serve stale topics. The key is now computed
    from whole packages; what the loaders really import must be in it."""
    from arbiter.alert.loader import LOADER_PACKAGES as ALERT
    from arbiter.cache import code_files
    from arbiter.guide.library import _content_files

    guide = _imported_by("from arbiter.guide.library import read_library; read_library()")
    assert guide and guide <= set(_content_files())
    alert = _imported_by("from arbiter.alert.loader import _read_all, REGULATIONS_DIR\n"
                         "import os\n_read_all(sorted(os.path.join(REGULATIONS_DIR, n) for n in "
                         "os.listdir(REGULATIONS_DIR) if n.endswith('.yaml')))")
    assert alert and alert <= set(code_files(*ALERT))
