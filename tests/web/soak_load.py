"""A mixed load for a soak of ``arbiter serve``: the test (tests/web/test_soak.py, bounded)
and the benchmark (bench/soak.py, as long as asked) send the same.

One *round* is a fixed list of requests, the same every round: guide pages and states
of every topic in both languages, the decide API, calculators (scores, a double-dummy
table, a small claim), the log (a sign-in, rulings written and read, a table's call and
its cancel, the hand records), and bad requests (an unknown page, JSON nested deep, an
id past 2^31, a body too large). A *flood* round asks for pages not asked before, so the
page cache fills to its bound. After each round the server says what it holds
(``/healthz/memory``): so a growth is seen, and named.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.log.conftest import a_ruling

PASSWORD = "correct horse battery"
HANDS = Path(__file__).resolve().parents[1] / "pbn" / "formats" / "bridgecomposer_three_records_crlf.pbn"  # noqa: E501
DEALS = [
    "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
    "N:K6.AJ3.JT4.T9652 J9754.7.AK763.J8 AT.T964.Q952.A74 Q832.KQ852.8.KQ3",
]
CLAIM = {"deal": "Z:AK.A.. .5..KQ ..234. QJ...A", "contract": "4H", "declarer": "Z",
         "statement": "troef trekken"}  # fmt: skip


@dataclass
class Soak:
    """The load against ``base``; ``director`` signs in with :data:`PASSWORD`."""

    base: str
    event_id: int
    table_token: str
    seed: int = 24
    paths_per_topic: int = 3
    requests: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    _paths: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.http = httpx.Client(base_url=self.base, timeout=120, follow_redirects=False)
        self.rng = random.Random(self.seed)
        topics = self.get("/api/v1/topics").json()
        ids = [t["id"] for t in (topics["topics"] if isinstance(topics, dict) else topics)]
        for topic in ids:
            for path in self.get(f"/api/v1/topics/{topic}/paths").json()[: self.paths_per_topic]:
                answers = ",".join(f"{q}:{a}" for q, a in path["answers"])
                for lang in ("nl", "en"):
                    self._paths.append(f"/{lang}/t/{topic}?a={answers}")
        self.token = self.post("/api/log/login", json={"username": "dirk",
                                                        "password": PASSWORD}).json()["token"]

    # -- sending ---------------------------------------------------------------------------

    def _count(self, response: httpx.Response) -> httpx.Response:
        self.requests += 1
        self.statuses[response.status_code] = self.statuses.get(response.status_code, 0) + 1
        return response

    def get(self, path: str, **kw: Any) -> httpx.Response:
        return self._count(self.http.get(path, **kw))

    def post(self, path: str, **kw: Any) -> httpx.Response:
        return self._count(self.http.post(path, **kw))

    def delete(self, path: str, **kw: Any) -> httpx.Response:
        return self._count(self.http.delete(path, **kw))

    @property
    def auth(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self.token}"}

    # -- the rounds ------------------------------------------------------------------------

    def round(self, number: int) -> None:
        """The same requests every round (a ruling a round: the log grows on disk)."""
        for path in self._paths:
            self.get(path)
        for lang in ("nl", "en"):
            for page in ("/", "/laws", "/calc", "/laws/27", "/calc/score", "/offline"):
                self.get(f"/{lang}{page}")
        self.post("/api/v1/decide", json={"topic": "insufficient-bid", "facts": {
            "dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"}})  # fmt: skip
        for result in ("4♠=", "3SA+1", "6♥X-2"):
            self.post("/api/v1/calc/score", json={"args": {"result": result, "vul": "ja"}})
        for deal in DEALS:
            self.post("/api/v1/calc/dd", json={"args": {"deal": deal}})
        self.post("/api/v1/calc/claim", json={"args": CLAIM})
        self.post("/api/log/login", json={"username": "dirk", "password": PASSWORD})
        ruling = a_ruling(table=1 + number % 30, board=1 + number % 24,
                          uid=f"soak-{self.seed}-{number}", notes="ronde " * 20)
        self.post(f"/api/log/events/{self.event_id}/rulings", json=ruling, headers=self.auth)
        self.get(f"/api/log/events/{self.event_id}/rulings", headers=self.auth)
        self.get(f"/log/events/{self.event_id}", headers=self.auth)
        self.get(f"/api/log/events/{self.event_id}/hands", headers=self.auth)
        call = f"/api/log/table/{self.table_token}/3"
        self.post(call, json={"board": 2})
        self.delete(call)
        self.get("/nl/no-such-page")
        self.post("/api/log/login", content="[" * 50_000 + "]" * 50_000,
                  headers={"content-type": "application/json"})
        self.get(f"/api/log/events/{2**31}/hands/1", headers=self.auth)
        self.post("/api/v1/decide", content=b"x" * 1_100_000,
                  headers={"content-type": "application/json"})

    def flood(self, count: int) -> None:
        """``count`` guide states not asked before (facts of random auctions): new pages
        for the page cache, each once."""
        for _ in range(count):
            calls = " ".join(self.rng.choice(["pas", "1♠", "2♥", "3SA", "X", "4♣"])
                             for _ in range(self.rng.randint(1, 6)))  # fmt: skip
            self.get("/nl/t/insufficient-bid", params={"dealer": "N", "auction": calls,
                                                         "n": self.rng.random()})

    def memory(self) -> dict[str, Any]:
        return self.http.get("/healthz/memory").json()


def run(soak: Soak, rounds: int, flood: int, seconds: float, say=print,
        least: int = 3) -> list[dict[str, Any]]:  # fmt: skip
    """``rounds`` rounds (each followed by a flood of ``flood`` new pages), or until
    ``seconds`` have passed after the first ``least``; what the server held after each."""
    start = time.monotonic()
    seen = [soak.memory()]
    say(f"{'round':>5} {'requests':>8} {'s':>6} {'RSS MB':>7} {'pages':>6} {'cache MB':>8} "
        f"{'kept':>5} {'deals':>5} {'objects':>8}")  # fmt: skip
    first = seen[0]
    say(f"{0:>5} {soak.requests:>8} {0:>6} {first['rss_mb']:>7} {first['page_cache']['pages']:>6} "
        f"{first['page_cache']['bytes'] / 1e6:>8.1f} {first['lanes']['kept']:>5} "
        f"{first['solved_deals']:>5} {first['gc_tracked']:>8}")  # fmt: skip
    for number in range(1, rounds + 1):
        soak.round(number)
        soak.flood(flood)
        now = soak.memory()
        seen.append(now)
        say(f"{number:>5} {soak.requests:>8} {time.monotonic() - start:>6.0f} "
            f"{now['rss_mb']:>7} {now['page_cache']['pages']:>6} "
            f"{now['page_cache']['bytes'] / 1e6:>8.1f} {now['lanes']['kept']:>5} "
            f"{now['solved_deals']:>5} {now['gc_tracked']:>8}")  # fmt: skip
        if number >= least and time.monotonic() - start > seconds:
            break
    return seen


def growth(before: dict[str, Any], after: dict[str, Any]) -> str:
    """What grew between two reports, largest first: the words for a failure."""
    lines = [f"RSS {before['rss_mb']} -> {after['rss_mb']} MB"]
    for key in ("page_cache", "lanes"):
        lines.append(f"{key}: {json.dumps(before[key])} -> {json.dumps(after[key])}")
    grown = {k: after["objects"].get(k, 0) - before["objects"].get(k, 0) for k in after["objects"]}
    lines.append("objects grown: " + ", ".join(f"{k} +{v}" for k, v in sorted(
        grown.items(), key=lambda kv: -kv[1]) if v > 0))  # fmt: skip
    return "\n".join(lines)
