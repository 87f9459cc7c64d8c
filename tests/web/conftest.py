"""Fixtures for the web app: an in-process client, a real server, a real browser.

* ``client``: the app in process (no plugins: the guide alone), for fast page/API tests.
* ``server``: ``arbiter serve`` started as its own process on a free loopback port, as
  the director starts it; ``fresh_server`` is one per test, for tests that kill it.
* ``browser``: Debian's Chromium driven by Playwright through ``executable_path``
  (``playwright install`` cannot download here). Browser tests are skipped, with the
  reason, only when no Chromium is installed; CI installs it (scripts/ci/install-chromium.sh)
  and sets ARBITER_REQUIRE_BROWSER=1 so that a missing browser fails instead.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pickle
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.driver import driver

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts" / "screenshots"
CHROMIUM_CANDIDATES = (
    os.environ.get("ARBITER_CHROMIUM", ""),
    "/usr/lib/chromium/chromium",  # the binary itself: no wrapper-script warning
    "/usr/bin/chromium",
    shutil.which("chromium") or "",
    shutil.which("chromium-browser") or "",
)
#: The Chromium features Playwright turns off itself (chromiumSwitches in its driver, for
#: the version in uv.lock). Chromium reads only the last --disable-features it is given,
#: so ours repeats them; test_browser_flags checks that none went missing after an upgrade.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled",
    "PreconnectToSearch", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
)  # fmt: skip
#: RenderDocument: Chromium builds a new frame in the renderer for every page load. Off,
#: a Dutch ruling read on a phone costs Chromium and Playwright's driver some 15 ms less
#: CPU (112 -> 98 ms, bench/browser_load.py), and the suite loads some 3,000 pages. No
#: page can tell: it is how Chromium keeps its frames, not what a page does.
DISABLED_FEATURES = (*PLAYWRIGHT_DISABLED_FEATURES, "RenderDocument")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-features=" + ",".join(DISABLED_FEATURES),
]


def chromium_path() -> str | None:
    return next((p for p in CHROMIUM_CANDIDATES if p and os.access(p, os.X_OK)), None)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: end-to-end test in a real browser (Chromium)")
    config.addinivalue_line("markers", "fuzz: generated input against the app (bounded)")


@pytest.fixture(scope="session")
def app():
    from arbiter.web.app import create_app

    return create_app(plugins=())


@pytest.fixture(scope="session")
def client(app):
    from fastapi.testclient import TestClient

    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


# -- a real server ------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


START_S = 120  # a start takes 2 s on a quiet machine, far more on a crowded one


class Server:
    """``arbiter serve`` on a free loopback port with its data in ``tmp``; ``env`` adds to
    the environment, and a name given as None is left out of it; ``args`` are more
    arguments of ``arbiter serve``."""

    def __init__(self, tmp: Path, env: dict[str, str | None] | None = None,
                 args: tuple[str, ...] = ()) -> None:  # fmt: skip
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        changes = {"ARBITER_DATA_DIR": str(tmp), "PYTHONUNBUFFERED": "1", **(env or {})}
        env = {k: v for k, v in {**os.environ, **changes}.items() if v is not None}
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        self.log = open(tmp / "server.log", "w")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "arbiter",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                *args,
            ],
            stdout=self.log,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=ROOT,
        )
        deadline = time.monotonic() + START_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"arbiter serve exited: {(tmp / 'server.log').read_text()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.url + "/healthz", timeout=1).status_code == 200:
                    return
            time.sleep(0.1)
        self.stop()
        raise RuntimeError(f"arbiter serve did not start within {START_S} s")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("server"))
    yield running
    running.stop()


@pytest.fixture
def fresh_server(tmp_path) -> Iterator[Server]:
    running = Server(tmp_path)
    yield running
    running.stop()


# -- the reachable stories, walked once a run ----------------------------------------------


@pytest.fixture(scope="session")
def reachable_walks(tmp_path_factory, worker_id):
    """Every reachable story with the Python walker's result there
    (tests/web/test_offline_walk.reachable): 27 s of CPU, which the offline tests need in
    two or three workers. The first worker to ask walks and stores them in the run's
    shared temporary directory; the others wait on the lock and read them (4 s)."""
    from tests.web.test_offline_walk import reachable

    if worker_id == "master":  # not under xdist: one process
        return reachable()
    shared = tmp_path_factory.getbasetemp().parent / "reachable-walks.pickle"
    with open(shared.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if shared.exists():
            return pickle.loads(shared.read_bytes())
        found = reachable()
        partial = shared.with_suffix(".partial")
        partial.write_bytes(pickle.dumps(found, protocol=pickle.HIGHEST_PROTOCOL))
        partial.rename(shared)
        return found


# -- a real browser -----------------------------------------------------------------------


@contextlib.contextmanager
def chromium():
    """Debian's Chromium through Playwright. Without it the test is skipped, with the
    reason, or fails when ARBITER_REQUIRE_BROWSER is set (CI). Each caller gets a browser
    of its own, launched from the process's one Playwright (tests/driver.py), so a
    module's browser and the session's can be open at once."""
    path = chromium_path()
    if path is None and os.environ.get("ARBITER_REQUIRE_BROWSER"):
        pytest.fail("ARBITER_REQUIRE_BROWSER is set but Chromium is not installed")
    if path is None:
        pytest.skip(
            "Chromium is not installed (run scripts/ci/install-chromium.sh; CI does): "
            "browser tests skipped"
        )
    launched = driver().chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
    try:
        yield launched
    finally:
        launched.close()


@pytest.fixture(scope="session")
def browser():
    with chromium() as launched:
        yield launched


PHONE = {
    "viewport": {"width": 360, "height": 740},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}


class Watch:
    """Collects what a page must never do: script errors, requests to other hosts, 5xx."""

    def __init__(self, page, base: str) -> None:
        self.errors: list[str] = []
        self.foreign: list[str] = []
        self.server_errors: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("request", self._request)
        page.on("response", self._response)
        self.base = base

    def _request(self, request) -> None:
        url = request.url
        if not url.startswith(("http://127.0.0.1", "data:", "blob:", "about:")):
            self.foreign.append(url)

    def _response(self, response) -> None:
        if response.status >= 500:
            self.server_errors.append(f"{response.status} {response.url}")

    def check(self) -> None:
        assert not self.errors, self.errors
        assert not self.foreign, self.foreign
        assert not self.server_errors, self.server_errors


@contextlib.contextmanager
def phone_page(browser, base: str):
    """A page on a phone (360x740, touch) against ``base``, its ``Watch`` as ``page.watch``,
    checked when the page closes."""
    context = browser.new_context(**PHONE, base_url=base, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(10_000)
    watch = Watch(page, base)
    page.watch = watch  # type: ignore[attr-defined]
    yield page
    context.close()
    watch.check()


@pytest.fixture
def phone(browser, server):
    with phone_page(browser, server.url) as page:
        yield page


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path
