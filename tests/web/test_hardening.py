"""One request cannot take the server down; personal data is not kept by browsers; https.

* every route (guide, API, log pages, log API, exports, reports), every method, signed in
  and not: ``X-Content-Type-Options: nosniff``, and ``Cache-Control: no-store`` on the log;
* the 1 MB body limit holds for a chunked body sent to a real ``arbiter serve``: 413 long
  before the 20 MB are sent, and the server's memory does not grow with the body;
* ``POST /api/v1/decide`` is bounded as the page URLs are, and the health check keeps
  answering while clients send it 4 MB auctions;
* ``arbiter serve --https`` makes its certificates, prints the fingerprint the phones
  see, serves the authority's certificate, and keeps it on the next start;
* the sign-in page warns when the connection is not secure;
* a 500 answers with the same headers and leaves a kept-open connection open.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import select
import socket
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient

from arbiter.guide.story import MAX_ANSWERS, MAX_FACT_LENGTH
from arbiter.web.middleware import BODY_MAX
from tests.web.conftest import ROOT, START_S, free_port

PASSWORD = "correct horse battery"
MB = 1_000_000


# -- headers on every route ------------------------------------------------------------------


@pytest.fixture(scope="module")
def full_app(tmp_path_factory):
    """The app as ``arbiter serve`` builds it, the log on a fresh SQLite file, with a
    director, an event and a ruling."""
    from arbiter.log.auth import Accounts
    from arbiter.server import create_app

    db = f"sqlite:///{tmp_path_factory.mktemp('hardening') / 'log.db'}"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ARBITER_DATABASE_URL", db)
        app = create_app()
    log_app = app.state.arbiter_log
    Accounts(log_app.store).add_user("dirk", PASSWORD, "director")
    event = log_app.service.create_event({"club": "BC", "date": "2026-11-21"}, "dirk")
    data = {"table": 3, "board": 12, "topic": "insufficient-bid",
            "answers": {"insufficient": "yes", "in_turn": "yes", "mispull": "no",
                        "lho_called": "yes"},
            "followups": [{"kind": "check_board", "text": "Spel nakijken"}]}  # fmt: skip
    ruling = log_app.service.add_ruling(event["id"], data, "dirk")
    yield app, event["id"], ruling["id"], ruling["followups"][0]["id"]
    log_app.store.dispose()


def signed_in(app) -> TestClient:
    client = TestClient(app, follow_redirects=False, raise_server_exceptions=False)
    page = client.get("/log/login")
    token = re.search(r'name="login_csrf" value="([^"]+)"', page.text)[1]
    response = client.post("/log/login", data={"username": "dirk", "password": PASSWORD,
                                               "login_csrf": token, "next": "/log"})  # fmt: skip
    assert response.status_code == 303, response.text
    return client


def flat(routes) -> list:
    """The routes, those of included routers too (FastAPI keeps those as one entry)."""
    out = []
    for route in routes:
        inner = getattr(route, "original_router", None)
        out += flat(inner.routes) if inner is not None else [route]
    return out


def every_request(app, ids: dict[str, int]) -> list[tuple[str, str]]:
    out = []
    for route in flat(app.routes):
        path = getattr(route, "path", "")
        filled = re.sub(r"{(\w+)(:\w+)?}", lambda m: str(ids.get(m[1], "nl")), path)
        methods = route.methods if isinstance(route, APIRoute) else getattr(route, "methods", None)
        for method in sorted(methods or {"GET"}):
            if method != "HEAD":
                out.append((method, filled or "/static/app.css"))
    return out


def test_every_route_says_nosniff_and_the_log_says_no_store(full_app):
    app, event, ruling, followup = full_app
    ids = {"event_id": event, "ruling_id": ruling, "followup_id": followup, "topic_id":
           "insufficient-bid", "name": "score", "number": 27, "fmt": "csv", "lang": "nl",
           "path": "app.css"}  # fmt: skip
    requests = every_request(app, ids)
    assert len(requests) > 40
    personal = 0
    for client in (TestClient(app, follow_redirects=False, raise_server_exceptions=False),
                   signed_in(app)):  # fmt: skip
        for method, path in requests:
            response = client.request(method, path, json={}, headers={"X-CSRF-Token": "x"})
            assert response.status_code < 500, (method, path, response.text[:300])
            assert response.headers["x-content-type-options"] == "nosniff", (method, path)
            if path.startswith(("/log", "/api/log")):
                personal += 1
                assert response.headers["cache-control"] == "no-store", (method, path)
        for path in ("/nope", "/log/nope", "/api/log/nope"):  # errors too
            response = client.get(path)
            assert response.headers["x-content-type-options"] == "nosniff"
    assert personal > 30
    director = signed_in(app)
    for path in (f"/log/events/{event}/export.csv", f"/log/events/{event}/export.json",
                 f"/log/rulings/{ruling}/report.pdf", f"/api/log/rulings/{ruling}"):  # fmt: skip
        response = director.get(path)
        assert response.status_code == 200, path
        assert response.headers["cache-control"] == "no-store", path
    guide = director.get("/nl/t/insufficient-bid")  # no personal data: may be cached
    assert guide.headers["cache-control"] != "no-store"


def test_the_sign_in_page_warns_without_https(full_app):
    app = full_app[0]
    remote = TestClient(app, client=("192.168.1.20", 50000))
    assert 'id="insecure"' in remote.get("/log/login").text
    assert "--https" in remote.get("/log/login?lang=en").text
    secure = TestClient(app, base_url="https://testserver", client=("192.168.1.20", 50000))
    assert 'id="insecure"' not in secure.get("/log/login").text
    laptop = TestClient(app, client=("127.0.0.1", 50000))
    assert 'id="insecure"' not in laptop.get("/log/login").text


# -- the decide API ------------------------------------------------------------------------


def test_decide_is_bounded_like_the_page_urls(client):
    too_long = {"topic": "insufficient-bid", "facts": {"auction": "pas " * MAX_FACT_LENGTH}}
    response = client.post("/api/v1/decide", json=too_long)
    assert response.status_code == 422 and "auction" in response.json()["message"]
    answers = {f"q{i}": "yes" for i in range(MAX_ANSWERS + 1)}
    response = client.post("/api/v1/decide", json={"topic": "revoke", "answers": answers})
    assert response.status_code == 422
    auction = ("1♠ " + "pas " * 99)[:MAX_FACT_LENGTH]
    largest = {"topic": "insufficient-bid", "lang": "en",
               "facts": {"dealer": "N", "auction": auction}}  # fmt: skip
    assert client.post("/api/v1/decide", json=largest).status_code in (200, 422)
    ok = client.post("/api/v1/decide", json={"topic": "insufficient-bid", "facts":
                     {"dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"}})  # fmt: skip
    assert ok.status_code == 200 and ok.json()["status"] == "question"


# -- a real server: large and chunked bodies ------------------------------------------------


def memory_kb(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM): the process's memory now and at its peak."""
    status = Path(f"/proc/{pid}/status").read_text()
    return tuple(int(re.search(rf"^{k}:\s+(\d+)", status, re.M)[1]) for k in ("VmRSS", "VmHWM"))  # type: ignore[return-value]


def send_chunked(port: int, path: str, total: int, kind: str) -> tuple[int, int]:
    """POST ``total`` bytes as a chunked body, watching for the answer after each chunk;
    (status, bytes sent when the answer came)."""
    piece = b"{" + b" " * 65534 + b"}"
    sent = 0
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: {kind}\r\n"
                     "Transfer-Encoding: chunked\r\n\r\n".encode())  # fmt: skip
        answer = b""
        while sent < total:
            readable, _, _ = select.select([sock], [], [], 0)
            if readable:
                break
            try:
                sock.sendall(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
            except OSError:
                break
            sent += len(piece)
        with contextlib.suppress(OSError):
            sock.settimeout(30)
            while b"\r\n" not in answer:
                more = sock.recv(4096)
                if not more:
                    break
                answer += more
    return int(answer.split(b" ")[1]), sent


@pytest.mark.parametrize(
    ("path", "kind"),
    [("/api/v1/decide", "application/json"), ("/api/log/login", "application/json"),
     ("/log/login", "application/x-www-form-urlencoded"),
     ("/nl/calc/score", "application/x-www-form-urlencoded")],
)  # fmt: skip
def test_a_chunked_body_is_refused_once_it_passes_the_limit(server, path, kind):
    pid = server.process.pid
    _, peak_before = memory_kb(pid)
    status, sent = send_chunked(server.port, path, 20 * MB, kind)
    assert status == 413, (path, status)
    assert sent < 12 * MB, sent  # answered long before the 20 MB (loopback buffers hold MBs)
    _, peak_after = memory_kb(pid)
    assert peak_after - peak_before < 8 * 1024, (peak_before, peak_after)  # kB
    assert httpx.get(server.url + "/healthz").status_code == 200


def test_a_declared_large_body_is_refused_before_it_is_read(server):
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"POST /api/v1/decide HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                     b"\r\nContent-Length: 20000000\r\n\r\n{")  # fmt: skip
        answer = b""
        while chunk := sock.recv(65536):  # the server closes after its answer
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413"), answer[:100]
    body = answer.split(b"\r\n\r\n", 1)[1]
    assert json.loads(body[: body.rindex(b"}") + 1])["error"] == "InputError"
    small = httpx.post(server.url + "/api/v1/decide", content=b"x" * (BODY_MAX - 10),
                       headers={"Content-Type": "application/json"})  # fmt: skip
    assert small.status_code == 422  # under the limit: read, and refused as bad JSON


def test_health_check_answers_while_clients_send_4_mb_auctions(server):
    auction = " ".join(["pas"] * MB)
    body = json.dumps({"topic": "insufficient-bid", "facts": {"dealer": "N", "auction": auction}})
    statuses: list[int] = []
    latencies: list[float] = []
    stop = threading.Event()

    def big() -> None:
        with httpx.Client(timeout=60) as http:
            while not stop.is_set():
                statuses.append(http.post(server.url + "/api/v1/decide", content=body,
                                          headers={"Content-Type": "application/json"}
                                          ).status_code)  # fmt: skip

    senders = [threading.Thread(target=big) for _ in range(4)]
    for sender in senders:
        sender.start()
    try:
        with httpx.Client(timeout=60) as http:
            deadline = time.monotonic() + 2
            while time.monotonic() < deadline:
                start = time.perf_counter()
                assert http.get(server.url + "/healthz").status_code == 200
                latencies.append(time.perf_counter() - start)
                time.sleep(0.02)
    finally:
        stop.set()
        for sender in senders:
            sender.join()
    assert statuses and set(statuses) == {413}, set(statuses)
    assert max(latencies) < 0.5, max(latencies)  # before: ~1-4 s, once per big request


# -- https -------------------------------------------------------------------------------


def start(data_dir: Path, port: int) -> tuple[subprocess.Popen, Path]:
    env = {**os.environ, "ARBITER_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(ROOT)}  # fmt: skip
    out = data_dir / f"serve-{port}.log"
    process = subprocess.Popen(
        [sys.executable, "-m", "arbiter", "serve", "--https", "--host", "127.0.0.1", "--port",
         str(port), "--lang", "en"],
        stdout=out.open("w"), stderr=subprocess.STDOUT, env=env, cwd=ROOT,
    )  # fmt: skip
    return process, out


def wait_https(port: int, cafile: Path, process: subprocess.Popen, log: Path) -> ssl.SSLSocket:
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline:
        assert process.poll() is None, log.read_text()
        if cafile.exists():
            with contextlib.suppress(OSError):
                context = ssl.create_default_context(cafile=str(cafile))
                raw = socket.create_connection(("127.0.0.1", port), timeout=2)
                return context.wrap_socket(raw, server_hostname="127.0.0.1")
        time.sleep(0.2)
    raise AssertionError(log.read_text())


def test_serve_https_makes_a_certificate_the_phones_can_check(tmp_path):
    cafile = tmp_path / "tls" / "arbiter-ca.crt"
    fingerprints = []
    for _ in range(2):  # the second start keeps the certificates
        port = free_port()
        process, log = start(tmp_path, port)
        try:
            tls = wait_https(port, cafile, process, log)  # verified: chain and address
            with tls:
                seen = hashlib.sha256(tls.getpeercert(binary_form=True)).hexdigest()
            printed = re.search(r"compare on the phone: ([0-9A-F:]+)", log.read_text())[1]
            assert printed.replace(":", "").lower() == seen
            assert f"https://127.0.0.1:{port}/" in log.read_text()
            trust = ssl.create_default_context(cafile=str(cafile))
            ca = httpx.get(f"https://127.0.0.1:{port}/arbiter-ca.crt", verify=trust)
            assert ca.status_code == 200 and ca.content == cafile.read_bytes()
            assert ca.headers["content-type"] == "application/x-x509-ca-cert"
            fingerprints.append(printed)
        finally:
            process.terminate()
            process.wait(timeout=10)
    assert fingerprints[0] == fingerprints[1]
    assert oct((tmp_path / "tls" / "server.key").stat().st_mode & 0o777) == "0o600"


def test_plain_http_has_no_authority_certificate(client):
    assert client.get("/arbiter-ca.crt").status_code == 404


# -- a 500 does not cost the next request on the same connection -----------------------------


def test_a_server_error_keeps_the_connection_open_for_the_next_request():
    """Before: after a 500 uvicorn closed the kept-open connection (Starlette raised the
    exception again after answering), so the client's next request failed too."""
    import http.client

    import uvicorn

    from arbiter.web.app import create_app

    app = create_app(plugins=())

    @app.get("/api/v1/broken-on-purpose")
    async def broken() -> None:
        raise RuntimeError("a bug, on purpose")

    @app.get("/nl/broken-on-purpose")
    async def broken_page() -> None:
        raise RuntimeError("a bug, on purpose")

    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="critical"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + 20
        while not server.started:
            assert time.monotonic() < deadline and thread.is_alive()
            time.sleep(0.05)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        for path in ("/api/v1/broken-on-purpose", "/nl/broken-on-purpose"):
            connection.request("GET", path)
            answer = connection.getresponse()
            body = answer.read()
            assert answer.status == 500, body[:200]
            assert answer.getheader("x-content-type-options") == "nosniff"
            assert answer.getheader("connection") != "close"
            socket_before = connection.sock
            connection.request("GET", "/healthz")  # the same connection, kept open
            health = connection.getresponse()
            assert health.status == 200 and health.read() == b"ok"
            assert connection.sock is socket_before  # not reconnected behind our back
        connection.close()
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def test_the_docs_name_the_content_security_policy_the_server_sends(full_app):
    """Issue 24: the docs said ``script-src 'none'``; the server sends ``'self'``."""
    docs = {name: (ROOT / "docs" / name).read_text(encoding="utf-8")
            for name in ("web.md", "log.md")}  # fmt: skip
    said = {name: re.findall(r"`Content-Security-Policy: ([^`]+)`", text)
            for name, text in docs.items()}  # fmt: skip
    app = full_app[0]
    anonymous = TestClient(app, follow_redirects=False)
    guide = anonymous.get("/nl/").headers["content-security-policy"]
    log = anonymous.get("/log/login").headers["content-security-policy"]
    assert said == {"web.md": [guide], "log.md": [log]}
    assert "script-src 'self'" in guide and "script-src 'self'" in log
