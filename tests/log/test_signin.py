"""Signing in holds: a crowd of sign-ins cannot take the server's memory, forty attempts
at once are forty attempts, guessers cannot lock the director out, every attempt is
logged, and the sign-in forms cannot be sent from another site (issue 12, items 6-9).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import re
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from arbiter.log import auth
from arbiter.log.auth import Accounts, AuthError, ThrottledError
from arbiter.log.models import LoginFailure, utcnow
from tests.log.conftest import PASSWORD, login

#: Signing in at the product's own Argon2id cost: the throttle, checks that overlap and a
#: crowd's memory depend on it (tests/log/conftest.py: QUICK_HASH for the other tests).
pytestmark = pytest.mark.real_password_hash

ROOT = Path(__file__).resolve().parents[2]
KEY = b"k" * 32


def at_once(n: int, attempt) -> Counter:
    """Run ``attempt(i)`` in ``n`` threads released together; count what each ended in."""
    outcomes: Counter = Counter()
    barrier = threading.Barrier(n)

    def run(i: int) -> None:
        barrier.wait()
        try:
            attempt(i)
            outcomes["signed in"] += 1
        except ThrottledError:
            outcomes["throttled"] += 1
        except AuthError:
            outcomes["wrong"] += 1

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return outcomes


# -- 7. the count and the check are one step --------------------------------------------


def test_forty_attempts_at_once_are_forty_attempts(store):
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    now = utcnow()  # all at the same moment
    outcomes = at_once(40, lambda i: accounts.login("dirk", f"guess {i}", "10.6.6.6", now=now))
    # the third failure starts the waiting: three checked, the rest refused unchecked
    # (before: the count was read first, so all forty were checked)
    assert outcomes == {"wrong": auth.FREE_FAILURES + 1, "throttled": 40 - auth.FREE_FAILURES - 1}
    with store.read() as s:
        assert s.query(LoginFailure).filter_by(key="ip:10.6.6.6").count() == 3


@pytest.mark.parametrize("n", [3, 5, 10])
def test_right_passwords_at_once_all_get_in(store, n):
    """Issue 24: 3 to 10 sign-ins with the right password at once from one address were
    mostly refused ("too many failed attempts"): each reservation counted as a failure
    before its check. A pending check is no failure now."""
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    outcomes = at_once(n, lambda i: accounts.login("dirk", PASSWORD, "10.1.2.3"))
    assert outcomes == {"signed in": n}
    with store.read() as s:  # nothing left counted against the address or the name
        assert s.query(LoginFailure).count() == 0


def test_right_and_wrong_passwords_at_once(store):
    """A typo among the right ones is one failure; the others still get in, and the
    guesser's limit holds for what comes after."""
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    outcomes = at_once(6, lambda i: accounts.login("dirk", PASSWORD if i else "typo",
                                                   "10.1.2.4"))  # fmt: skip
    assert outcomes == {"signed in": 5, "wrong": 1}
    with store.read() as s:
        assert s.query(LoginFailure).filter_by(key="ip:10.1.2.4", pending=False).count() == 1


def test_right_passwords_at_once_over_the_web(app):
    """Five browsers on one address (a club's Wi-Fi) sign in as dirk at the same moment."""
    from tests.log.conftest import client_for

    clients = [TestClient(app, follow_redirects=False) for _ in range(5)]
    pages = [c.get("/log/login") for c in clients]
    tokens = [re.search(r'name="login_csrf" value="([^"]+)"', p.text)[1] for p in pages]
    statuses: list[int] = []
    barrier = threading.Barrier(5)

    def sign_in(i: int) -> None:
        barrier.wait()
        response = clients[i].post("/log/login", data={"username": "dirk", "password": PASSWORD,
                                                       "login_csrf": tokens[i], "next": "/log"})
        statuses.append(response.status_code)

    threads = [threading.Thread(target=sign_in, args=(i,)) for i in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert statuses == [303] * 5, statuses
    assert client_for(app, "dirk").get("/log").status_code == 200


def test_a_check_that_never_ended_counts_as_a_failure_later(store):
    """A process that died during a check leaves its rows pending: after a minute they
    are no longer waited for, and count as the failures they may have been."""
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    long_ago = utcnow() - auth.STALE - dt.timedelta(seconds=5)
    with store.write() as s:
        s.add_all(LoginFailure(key="ip:10.3.3.3", at=long_ago, pending=True) for _ in range(3))
    started = time.monotonic()
    assert accounts.login("dirk", PASSWORD, "10.3.3.3").who.username == "dirk"
    assert time.monotonic() - started < 5  # not kept waiting for checks long dead
    now = utcnow()
    with pytest.raises(AuthError):
        accounts.login("dirk", "typo", "10.3.3.3", now=now)
    with pytest.raises(ThrottledError) as refused:  # the fourth failure: two seconds' wait
        accounts.login("dirk", PASSWORD, "10.3.3.3", now=now)
    assert refused.value.wait == 2


def test_a_password_is_stored_at_the_products_argon2id_cost(store):
    """The product's own hasher, which the other log tests swap for a quicker one: Argon2id
    with 64 MiB, 3 passes and 4 lanes (argon2-cffi's defaults, RFC 9106's second choice)."""
    from arbiter.log.models import User

    Accounts(store).add_user("dirk", PASSWORD)
    with store.read() as s:
        stored = s.query(User).filter_by(username="dirk").one().password_hash
    assert stored.startswith("$argon2id$v=19$m=65536,t=3,p=4$"), stored
    assert Accounts(store).login("dirk", PASSWORD, "10.5.5.5").who.username == "dirk"


# -- look-alike names --------------------------------------------------------------------


def test_look_alike_names_are_one_name(store):
    """Issue 24: fullwidth letters made a second account that read as the first."""
    from arbiter.log.validate import ValidationError

    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    for twin in ("ｄｉｒｋ", "ＤＩＲＫ", "Dirk", "dіrk"):  # the last with a Cyrillic і
        with pytest.raises(ValidationError):
            accounts.add_user(twin, PASSWORD)
    assert [u["username"] for u in accounts.users()] == ["dirk"]
    assert accounts.login("ｄｉｒｋ", PASSWORD, "10.4.4.4").who.username == "dirk"
    assert accounts.add_user("jörg", PASSWORD)["username"] == "jörg"  # one alphabet: fine
    assert accounts.add_user("ﬁets", PASSWORD)["username"] == "fiets"


def test_the_migration_makes_old_look_alike_names_plain(db_url):
    from sqlalchemy import text

    from arbiter.log.store import Store

    store = Store.open(db_url)
    store.downgrade("0007_call_rulings")
    with store.write() as s:
        for i, name in enumerate(("ｖｅｒａ", "dirk", "ｄｉｒｋ"), 1):
            s.execute(text("INSERT INTO log_users (id, username, role, password_hash, active, "
                           "created_at) VALUES (:i, :n, 'director', 'x', :t, :at)"),
                      {"i": i, "n": name, "t": True, "at": utcnow()})  # fmt: skip
    store.migrate()
    with store.read() as s:
        names = s.execute(text("SELECT username FROM log_users ORDER BY id")).scalars().all()
    assert names == ["vera", "dirk", "ｄｉｒｋ"]  # the last would be dirk's: left for the operator
    store.dispose()


# -- 6. a few password checks at a time ---------------------------------------------------


def test_password_checks_run_a_few_at_a_time(store, monkeypatch):
    """Argon2 takes 64 MiB per check: twenty sign-ins from twenty addresses (none slowed
    down) check their passwords at most CHECKS_AT_ONCE at a time."""
    real = auth._hasher()
    running, most = 0, 0
    lock = threading.Lock()

    class Counting:
        def hash(self, password: str) -> str:
            return real.hash(password)

        def verify(self, stored: str, password: str) -> bool:
            nonlocal running, most
            with lock:
                running += 1
                most = max(most, running)
            try:
                return real.verify(stored, password)
            finally:
                with lock:
                    running -= 1

    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    monkeypatch.setattr(auth, "_hasher", lambda: Counting())
    outcomes = at_once(20, lambda i: accounts.login(f"user{i}", "guess", f"10.0.1.{i}"))
    assert outcomes == {"wrong": 20}
    assert 1 <= most <= auth.CHECKS_AT_ONCE, most


def test_a_crowd_of_sign_ins_does_not_take_the_servers_memory(tmp_path):
    """A real server, 24 sign-ins at once from 24 addresses: its peak memory grows by a
    few checks' worth, not 24 × 64 MiB (before: +1.5 GB; 60 took it to 2.6 GB)."""
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    port = _free_port()
    env = {**os.environ, "ARBITER_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    env.pop("ARBITER_DATABASE_URL", None)
    log = (tmp_path / "serve.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "arbiter", "serve", "--host", "127.0.0.1", "--port", str(port)],
        stdout=log, stderr=subprocess.STDOUT, env=env, cwd=ROOT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_for(url, server, tmp_path / "serve.log")

        def sign_in(address: str) -> int:
            transport = httpx.HTTPTransport(local_address=address)
            with httpx.Client(transport=transport, timeout=120) as client:
                body = {"username": "dirk", "password": "guess"}
                return client.post(url + "/api/log/login", json=body).status_code

        assert sign_in("127.0.0.1") == 401  # Argon2 loaded, one check done
        before = _memory_mb(server.pid)
        statuses: Counter = Counter()
        threads = [
            threading.Thread(target=lambda a=f"127.0.3.{i}": statuses.update([sign_in(a)]))
            for i in range(2, 26)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        peak = _memory_mb(server.pid, "VmHWM")
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()
    assert statuses == {401: 24}, statuses
    assert peak - before < 64 * (auth.CHECKS_AT_ONCE + 3), (before, peak)
    logged = (tmp_path / "serve.log").read_text()  # every attempt, with its time
    assert re.search(r"\d\d:\d\d:\d\d\S* WARNING arbiter.log.signin: sign-in failed: "
                     r"name 'dirk' from 127.0.3.25", logged), logged[-2000:]  # fmt: skip


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_for(url: str, server: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert server.poll() is None, log.read_text()
        try:
            if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise AssertionError("arbiter serve did not start: " + log.read_text())


def _memory_mb(pid: int, field: str = "VmRSS") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise AssertionError(field)


# -- 8. guessers cannot lock the director out --------------------------------------------


def _guessed(store, name: str, address: str, n: int = 8) -> None:
    """``n`` failures just now on ``name`` from ``address`` (a guesser at work)."""
    now = utcnow()
    with store.write() as s:
        s.add_all(LoginFailure(key=f"user:{name}", at=now) for _ in range(n))
        s.add_all(LoginFailure(key=f"ip:{address}", at=now) for _ in range(n))


def test_guessers_elsewhere_cannot_lock_the_director_out(store):
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    _guessed(store, "dirk", "10.6.6.6")
    # the guesser's address must wait, even with the right password
    with pytest.raises(ThrottledError):
        accounts.login("dirk", PASSWORD, "10.6.6.6")
    # the director, from an address without failures, gets in (before: 429 for minutes)
    token, who, _device = accounts.login("dirk", PASSWORD, "10.0.0.7")
    assert token and who.username == "dirk"
    # a wrong password from a fresh address is checked and counted, not locked out ...
    with pytest.raises(AuthError):
        accounts.login("dirk", "typo", "10.0.0.8")
    # ... and that address, having failed, is slowed by the name's failures from then on
    with pytest.raises(ThrottledError):
        accounts.login("dirk", PASSWORD, "10.0.0.8")
    # the guesser's own failures still hold it back for other names too
    with pytest.raises(ThrottledError):
        accounts.login("vera", PASSWORD, "10.6.6.6")


def test_a_browser_that_signed_in_before_is_only_slowed_by_itself(store):
    accounts = Accounts(store, key=KEY)
    accounts.add_user("dirk", PASSWORD)
    device = accounts.login("dirk", PASSWORD, "10.0.0.7").device
    assert device and "dirk" not in device
    # guessers on the director's own (shared) address and on her name
    _guessed(store, "dirk", "10.0.0.7")
    with pytest.raises(ThrottledError):
        accounts.login("dirk", PASSWORD, "10.0.0.7")  # a browser without the cookie
    assert accounts.login("dirk", PASSWORD, "10.0.0.7", device=device).who.username == "dirk"
    # the cookie is for dirk only, from this server only
    with pytest.raises(ThrottledError):
        accounts.login("vera", PASSWORD, "10.0.0.7", device=device)
    forged = Accounts(store, key=b"x" * 32).device_token("dirk")
    with pytest.raises(ThrottledError):
        accounts.login("dirk", PASSWORD, "10.0.0.7", device=forged)
    # a guesser holding the cookie is slowed down by its own failures
    now = utcnow()
    for _ in range(auth.FREE_FAILURES + 1):
        with pytest.raises(AuthError):
            accounts.login("dirk", "guess", "10.9.9.9", device=device, now=now)
    with pytest.raises(ThrottledError):
        accounts.login("dirk", PASSWORD, "10.9.9.9", device=device, now=now)
    # an old cookie is forgotten
    old = accounts.device_token("dirk", utcnow() - dt.timedelta(days=auth.DEVICE_DAYS + 1))
    assert accounts._known_device(old, "dirk", utcnow()) is None


def test_every_attempt_is_logged(store, caplog):
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    caplog.set_level(logging.INFO, logger="arbiter.log.signin")
    now = utcnow()
    accounts.login("dirk", PASSWORD, "10.0.0.1", now=now)
    for _ in range(auth.FREE_FAILURES + 1):
        with pytest.raises(AuthError):
            accounts.login("dirk", "guess", "10.6.6.6", now=now)
    with pytest.raises(ThrottledError):
        accounts.login("dirk", "guess", "10.6.6.6", now=now)
    with pytest.raises(AuthError):
        accounts.login("no\x00body", "guess", "10.0.0.2", now=now)
    lines = [(r.levelname, r.getMessage()) for r in caplog.records]
    assert lines[0] == ("INFO", "signed in: name 'dirk' from 10.0.0.1")
    assert lines[1] == ("WARNING", "sign-in failed: name 'dirk' from 10.6.6.6")
    assert ("WARNING", "sign-in refused, wait 1 s: name 'dirk' from 10.6.6.6") in lines
    assert lines[-1] == ("WARNING", "sign-in failed: name '(not a user name)' from 10.0.0.2")


def test_a_name_no_account_can_have_is_refused_alike_on_both_databases(app, anon):
    """A NUL or another control character in the name: 401 as any wrong name, never a
    database error (before: 500 on PostgreSQL)."""
    store = app.state.arbiter_log.store
    for name in ("dirk\x00", "\x00", "di\x07rk", "x" * 5000, "dïrk😀", ["dirk"], None):
        with store.write() as s:  # each as a first attempt: not slowed down
            s.query(LoginFailure).delete()
        response = anon.post("/api/log/login", json={"username": name, "password": PASSWORD})
        assert response.status_code == 401, (name, response.text)
        assert response.json()["message"] == "Gebruikersnaam of wachtwoord onjuist."


# -- 9. the sign-in forms cannot be sent from another site -------------------------------


def test_the_sign_in_token_must_be_made_by_this_server(app, anon):
    # a cookie and a field an attacker chose, equal (before: accepted)
    for made_up in ("x" * 32, "1.2.3", "9999999999.abc.def"):
        anon.cookies.set("arbiter_login_csrf", made_up, path="/log")
        response = anon.post(
            "/log/login", data={"username": "dirk", "password": PASSWORD, "login_csrf": made_up}
        )
        assert response.status_code == 403, made_up
        assert "arbiter_session" not in response.cookies
    # another server's token, and this server's token from long ago
    from arbiter.log.web.signin import LOGIN_FORM_S, login_token

    key = app.state.arbiter_log.key
    for other in (login_token(b"o" * 32), login_token(key, time.time() - LOGIN_FORM_S - 60)):
        anon.cookies.set("arbiter_login_csrf", other, path="/log")
        response = anon.post(
            "/log/login", data={"username": "dirk", "password": PASSWORD, "login_csrf": other}
        )
        assert response.status_code == 403
    # the page's own token works
    assert login(anon, "dirk", PASSWORD).status_code == 303


def test_the_key_is_kept_in_the_data_folder(app, data_dir):
    key_file = data_dir / "secret.key"
    assert key_file.read_bytes() == app.state.arbiter_log.key
    assert oct(key_file.stat().st_mode & 0o777) == "0o600"
    from arbiter.log.keys import server_key

    assert server_key() == app.state.arbiter_log.key  # the same key on the next start


def test_the_json_api_takes_json_only(app, anon, director):
    body = json.dumps({"username": "dirk", "password": PASSWORD})
    for media in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""):
        response = anon.post("/api/log/login", content=body, headers={"content-type": media})
        assert response.status_code == 415, (media, response.text)  # before: 200 and a token
        assert "token" not in response.text
        assert response.json()["accepted"] == ["application/json"]
    csrf = re.search(r'name="csrf_token" value="([^"]+)"', director.get("/log").text)[1]
    response = director.post(
        "/api/log/events",
        content='{"club": "BC De Troef", "date": "2026-11-21"}',
        headers={"content-type": "text/plain", "x-csrf-token": csrf},
    )
    assert response.status_code == 415
    assert app.state.arbiter_log.service.events() == []
    ok = anon.post("/api/log/login", json={"username": "dirk", "password": PASSWORD})
    assert ok.status_code == 200


def test_the_device_cookie_is_set_on_sign_in(app, anon):
    response = login(anon, "dirk", PASSWORD)
    device = response.cookies.get("arbiter_device")
    assert device and response.status_code == 303
    cookie = next(h for h in response.headers.get_list("set-cookie") if "arbiter_device" in h)
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Path=/log" in cookie
    # the next sign-in from this browser is known: not slowed by guessers on its name
    _guessed(app.state.arbiter_log.store, "dirk", "testclient")
    fresh = TestClient(app, follow_redirects=False)
    assert login(fresh, "dirk", PASSWORD).status_code == 429  # a browser without it
    assert login(anon, "dirk", PASSWORD).status_code == 303
