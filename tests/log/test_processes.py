"""Three ``arbiter serve`` processes on one PostgreSQL database, as a federation server
runs them behind one proxy (issue 24, docs/deploy.md): whichever process a request
reaches, the log behaves as with one. Nothing that matters for correctness lives in one
process's memory:

* **migrations**: the three start at the same moment on a database two versions old
  with data in it; one migrates (an advisory lock), the others wait, nothing is lost;
* **sign-in**: a sign-in form from one process is accepted by another (the key is the
  data folder's), a session made on one works on the others and ends on all; the
  throttle counts failures across processes; right passwords sent at once through all
  three all get in;
* **the offline queue**: a ruling sent again and again with its ``uid``, through every
  process at once (a phone that lost the answers), is stored exactly once;
* **table calls**: taps through different processes make one waiting call; a table's
  limit is counted across processes; one table's code calls no other on any process;
* **hand records**: uploaded through one, analysed once, seen the same through all;
* **caches**: what one process changes (a ruling, an imported law text) the others show
  at once.

Requests name their client in ``X-Forwarded-For`` (the processes run with ``--proxy
127.0.0.1``, as behind the proxy), so that the throttle sees addresses of their own.
Needs PostgreSQL (skipped without it, failed under CI).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest

from tests.log.conftest import PASSWORD, a_ruling, pg_url
from tests.web.conftest import ROOT, START_S, free_port

HANDS = Path(__file__).parent.parent / "pbn" / "formats" / "bigdeal.pbn"


class Processes:
    """``arbiter serve`` three times on ``url``, one data folder, started at once."""

    def __init__(self, tmp: Path, url: str, count: int = 3) -> None:
        self.tmp, self.url = tmp, url
        self.data = tmp / "data"
        self.procs: list[subprocess.Popen] = []
        self.ports: list[int] = []
        self.logs: list[Path] = []
        try:
            for i in range(count):
                self.start(i)
            self.wait()
        except BaseException:
            self.stop()
            raise

    def start(self, i: int) -> None:
        port = free_port()
        log = self.tmp / f"serve-{i}-{port}.log"
        env = {**os.environ, "ARBITER_DATA_DIR": str(self.data), "PYTHONUNBUFFERED": "1",
               "PYTHONPATH": str(ROOT), "ARBITER_DATABASE_URL": self.url}  # fmt: skip
        process = subprocess.Popen(
            [sys.executable, "-m", "arbiter", "serve", "--host", "127.0.0.1", "--port",
             str(port), "--proxy", "127.0.0.1", "--log-level", "info"],
            stdout=log.open("w"), stderr=subprocess.STDOUT, env=env, cwd=ROOT,
        )  # fmt: skip
        if i < len(self.procs):
            self.procs[i], self.ports[i], self.logs[i] = process, port, log
        else:
            self.procs.append(process)
            self.ports.append(port)
            self.logs.append(log)

    def wait(self) -> None:
        deadline = time.monotonic() + 2 * START_S  # three starting at once, one machine
        for i, port in enumerate(self.ports):
            while True:
                assert self.procs[i].poll() is None, self.logs[i].read_text()
                try:
                    if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.monotonic() < deadline, self.logs[i].read_text()
                time.sleep(0.2)

    def base(self, i: int) -> str:
        return f"http://127.0.0.1:{self.ports[i % len(self.ports)]}"

    def stop(self) -> None:
        for process in self.procs:
            if process.poll() is None:
                process.terminate()
        for process in self.procs:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def errors(self) -> list[str]:
        """Tracebacks any process logged."""
        return [p.name for p in self.logs if "Traceback" in p.read_text()]


def client(procs: Processes, i: int, address: str = "10.20.0.1", **kw) -> httpx.Client:
    return httpx.Client(base_url=procs.base(i), timeout=60, follow_redirects=False,
                        headers={"x-forwarded-for": address}, **kw)  # fmt: skip


def api_sign_in(procs: Processes, i: int, address: str, password: str = PASSWORD):
    with client(procs, i, address) as c:
        return c.post("/api/log/login", json={"username": "dirk", "password": password})


@pytest.fixture
def old_log(tmp_path):
    """A PostgreSQL log two versions old, with an event, a ruling and director dirk."""
    from sqlalchemy import text

    from arbiter.log.auth import Accounts
    from arbiter.log.service import LogService
    from arbiter.log.store import Store
    from tests.log.conftest import _reset_postgres

    url = pg_url()
    if url is None:
        if os.environ.get("CI"):
            pytest.fail("CI is set but ARBITER_TEST_POSTGRES_URL is not", pytrace=False)
        pytest.skip("ARBITER_TEST_POSTGRES_URL not set")
    _reset_postgres(url)
    store = Store.open(url)
    Accounts(store).add_user("dirk", PASSWORD, "director")
    svc = LogService(store)
    event = svc.create_event({"club": "BC De Troef", "date": "2026-11-28"}, "t")
    svc.add_ruling(event["id"], a_ruling(), "t")
    store.downgrade("0008_signin")
    with store.engine.connect() as conn:
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == (
            "0008_signin")  # fmt: skip
    store.dispose()
    return url, event["id"]


@pytest.fixture
def procs(tmp_path, old_log):
    running = Processes(tmp_path, old_log[0])
    yield running
    running.stop()


def test_three_processes_on_one_database(procs, old_log):
    from arbiter.log.calls import RATE_CALLS, CallService
    from arbiter.log.migrations import HEAD
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    url, event_id = old_log
    store = Store.open(url, migrate=False)
    try:
        # -- migrations: started together on an old schema, migrated once, nothing lost
        assert store.revision() == HEAD
        assert LogService(store).counts() == {"events": 1, "rulings": 1}
        assert not procs.errors(), procs.errors()

        # -- sign-in: the form of one process, posted to another; a session on all
        with client(procs, 0) as first, client(procs, 1) as second:
            form = first.get("/log/login")
            token = re.search(r'name="login_csrf" value="([^"]+)"', form.text)[1]
            second.cookies.update(first.cookies)
            done = second.post("/log/login", data={"username": "dirk", "password": PASSWORD,
                                                   "login_csrf": token, "next": "/log"})
            assert done.status_code == 303, done.text[:300]
            session = second.cookies.get("arbiter_session")
        for i in range(3):
            with client(procs, i) as c:
                c.cookies.set("arbiter_session", session)
                assert c.get("/log").status_code == 200, i
        bearer = api_sign_in(procs, 2, "10.20.0.2").json()["token"]
        auth = {"authorization": f"Bearer {bearer}"}

        # the throttle counts failures in any process: wrong passwords round the three
        # are refused after the free ones (three; a few more when this machine is so
        # slow that a wait is over before the next try), not after three per process
        checked, refused = 0, None
        for i in range(12):
            answer = api_sign_in(procs, i, "10.66.0.1", "wrong password")
            if answer.status_code == 429:
                refused = answer
                break
            assert answer.status_code == 401
            checked += 1
        assert refused is not None and 3 <= checked <= 5, checked
        assert int(refused.headers["retry-after"]) >= 1
        # right passwords at once from one address, through all three: all get in
        with ThreadPoolExecutor(max_workers=6) as pool:
            crowd = list(pool.map(lambda i: api_sign_in(procs, i, "10.30.0.1").status_code,
                                  range(6)))  # fmt: skip
        assert crowd == [200] * 6, crowd

        # -- the offline queue: one uid, sent again through every process at once
        uid = str(uuid.uuid4())
        ruling = {**a_ruling(board=7), "uid": uid}

        def send(i: int) -> tuple[int, int]:
            with client(procs, i) as c:
                answer = c.post(f"/api/log/events/{event_id}/rulings", json=ruling, headers=auth)
                return answer.status_code, answer.json()["id"]

        with ThreadPoolExecutor(max_workers=9) as pool:
            sent = list(pool.map(send, range(9)))
        assert {status for status, _ in sent} <= {200, 201} and len({i for _, i in sent}) == 1
        assert LogService(store).counts()["rulings"] == 2  # stored exactly once

        # -- caches: what one process stored, every other shows at once
        for i in range(3):
            with client(procs, i) as c:
                listed = c.get(f"/api/log/events/{event_id}/rulings", headers=auth).json()
                assert sorted(r["board"] for r in listed) == [7, 12], i

        # -- table calls: taps through every process make one call
        calls = CallService(store)
        tk = calls.table_token(event_id, 5)

        def tap(i: int) -> int:
            with client(procs, i, f"10.40.0.{i}") as c:
                return c.post(f"/api/log/table/{tk}/5", json={"board": 3}).status_code

        with ThreadPoolExecutor(max_workers=9) as pool:
            taps = list(pool.map(tap, range(9)))
        assert sorted(taps) == [200] * 8 + [201], taps
        assert [c["table"] for c in calls.queue(event_id)["calls"]] == [5]
        for i in range(3):  # the code of table 5 calls no other table, on any process
            with client(procs, i) as c:
                assert c.post(f"/api/log/table/{tk}/6", json={}).status_code == 404
        # the table's limit holds across processes: cancel and call again, round the three
        made = 1
        for i in range(3 * RATE_CALLS):
            with client(procs, i, f"10.41.0.{i}") as c:
                c.delete(f"/api/log/table/{tk}/5")
                status = c.post(f"/api/log/table/{tk}/5", json={}).status_code
            if status == 429:
                break
            assert status == 201
            made += 1
        assert made == RATE_CALLS and status == 429

        # -- hand records: uploaded through one, analysed, the same through all
        with client(procs, 0) as c:
            up = c.post(f"/api/log/events/{event_id}/hands", headers=auth,
                        json={"pbn": HANDS.read_text(encoding="utf-8"), "source": "z.pbn"})
            assert up.status_code == 201, up.text[:300]
        deadline = time.monotonic() + 240
        while True:
            seen = []
            for i in range(3):
                with client(procs, i) as c:
                    seen.append(c.get(f"/api/log/events/{event_id}/hands", headers=auth)
                                .json()["progress"])  # fmt: skip
            assert seen[0]["total"] == seen[1]["total"] == seen[2]["total"] == 15
            if all(p["done"] == 15 for p in seen):
                break
            assert time.monotonic() < deadline, seen
            time.sleep(0.5)
        with client(procs, 2) as c:
            board = c.get(f"/api/log/events/{event_id}/hands/12", headers=auth).json()
        assert board["analysis"]["status"] == "done"

        # a process that starts while the others work leaves their boards alone
        procs.procs[2].terminate()
        procs.procs[2].wait(timeout=15)
        procs.start(2)
        procs.wait()
        with client(procs, 2) as c:
            again = c.get(f"/api/log/events/{event_id}/hands", headers=auth).json()
        assert again["progress"]["done"] == 15

        # -- an imported law text: every process shows it (the cache keys on the file)
        text = ("Artikel 27 - Onvoldoende bod\nA. Aanvaarding van een onvoldoende bod\n"
                "1. Eigen woorden van de test, die elk proces moet tonen.\n")  # fmt: skip
        law = procs.tmp / "wetten.txt"
        law.write_text(text, encoding="utf-8")
        env = {**os.environ, "ARBITER_DATA_DIR": str(procs.data), "PYTHONPATH": str(ROOT)}
        imported = subprocess.run([sys.executable, "-m", "arbiter", "laws", "import", str(law)],
                                  capture_output=True, text=True, env=env, cwd=ROOT,
                                  timeout=120, check=False)  # fmt: skip
        assert imported.returncode == 0, imported.stderr
        for i in range(3):
            with client(procs, i) as c:
                assert "Eigen woorden van de test" in c.get("/nl/laws/27").text, i

        # -- a session ended once is ended everywhere
        with client(procs, 1) as c:
            assert c.post("/api/log/logout", headers=auth).status_code == 200
        for i in range(3):
            with client(procs, i) as c:
                assert c.get("/api/log/events", headers=auth).status_code == 401, i
        assert not procs.errors(), procs.errors()
    finally:
        store.dispose()
