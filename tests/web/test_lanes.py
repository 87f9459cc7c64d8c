"""Double-dummy and claim work on a real ``arbiter serve`` (issue 24): eight worst-case
claim checks sent at once no longer hold up a double-dummy table (before: 65 s); each
lane is bounded overall and per client (503 with ``Retry-After``); the same position is
answered once. The server runs with ``--proxy 127.0.0.1``, so that each request can name
its client in ``X-Forwarded-For``, as a reverse proxy does (docs/deploy.md).
"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from arbiter.web.lanes import SIZES
from tests.web.conftest import Server

#: Whole deals claimed by declarer without a statement: the claim search's worst case
#: (every order of the four suits is a line); each runs to LIMIT_NODES and is refused.
WORST = [
    ("N:K6.AJ3.JT4.T9652 J9754.7.AK763.J8 AT.T964.Q952.A74 Q832.KQ852.8.KQ3", "4H", "E"),
    ("N:953.982.A754.852 AQ7.AQ3.JT93.K93 J642.KT.K2.QJT74 KT8.J7654.Q86.A6", "1C", "N"),
    ("N:QJ5.AK874.54.763 94.J96.Q972.Q982 AK762.T32.KJ6.AJ T83.Q5.AT83.KT54", "2H", "N"),
    ("N:J82.AT7.Q653.T76 AKT54.932.4.J853 96.KQ64.T987.K42 Q73.J85.AKJ2.AQ9", "1C", "W"),
    ("N:AKJ753.95.K7.Q86 862.KQJ83.A63.A5 Q.A64.JT52.KJT97 T94.T72.Q984.432", "2NT", "N"),
    ("N:8.QJT953..AQ8752 KJT93.2.K853.J43 A5.876.JT972.K96 Q7642.AK4.AQ64.T", "4NT", "N"),
    ("N:Q87.83.Q8742.K64 AK42.J975.6.J985 63.AT42.T953.A73 JT95.KQ6.AKJ.QT2", "1C", "E"),
    ("N:JT984.95.52.AQJ8 K73.QJ62.K7.KT75 A2.AT83.QJT6.432 Q65.K74.A9843.96", "1C", "N"),
]
DD = {"args": {"deal": WORST[0][0], "vul": "niemand", "dealer": "N"}, "lang": "en"}
SMALL = {"args": {"deal": "Z:AK.A.. .5..KQ ..234. QJ...A", "contract": "4H",
                  "declarer": "Z", "statement": "troef trekken"}, "lang": "en"}  # fmt: skip


def claim(deal: str, contract: str, declarer: str) -> dict:
    return {"args": {"deal": deal, "contract": contract, "declarer": declarer}, "lang": "en"}


@pytest.fixture
def proxied(tmp_path):
    running = Server(tmp_path, args=("--proxy", "127.0.0.1"))
    yield running
    running.stop()


def post(server: Server, path: str, body: dict, client: str) -> tuple[int, dict, float, dict]:
    start = time.perf_counter()
    response = httpx.post(server.url + path, json=body, timeout=120,
                          headers={"x-forwarded-for": client})  # fmt: skip
    return response.status_code, response.json(), time.perf_counter() - start, response.headers


def test_a_double_dummy_table_does_not_wait_behind_eight_claim_checks(proxied):
    search = SIZES["search"]
    with ThreadPoolExecutor(max_workers=9) as pool:
        claims = [pool.submit(post, proxied, "/api/v1/calc/claim", claim(*w), f"10.9.0.{i}")
                  for i, w in enumerate(WORST)]  # fmt: skip
        time.sleep(0.5)  # the claims are in their lane, one of them searching
        status, body, seconds, _ = post(proxied, "/api/v1/calc/dd", DD, "10.9.1.1")
        assert status == 200 and "7" in body["text"], body
        # before: 65 s behind the claims; now its own lane (a second on a quiet machine,
        # several on one shared by other work, as in bench/lanes.py)
        assert seconds < 20, seconds
        refused = [f.result() for f in claims if f.done() and f.result()[0] == 503]
        # the lane took one search and its waiting places; the rest were told at once
        assert len(refused) == len(WORST) - 1 - search.waiting, [f.done() for f in claims]
        for _status, answer, took, headers in refused:
            assert answer["error"] == "Busy" and "claim checks" in answer["message"]
            assert int(headers["retry-after"]) >= search.seconds and took < 5
        # stop here: the admitted checks would take their full count of positions each
        proxied.process.kill()


def test_one_client_has_one_claim_check_at_a_time_and_answers_are_reused(proxied):
    with ThreadPoolExecutor(max_workers=2) as pool:
        first = pool.submit(post, proxied, "/api/v1/calc/claim", claim(*WORST[1]), "10.9.2.1")
        time.sleep(0.5)
        second = post(proxied, "/api/v1/calc/claim", claim(*WORST[2]), "10.9.2.1")
        assert second[0] == 503 and "You have enough" in second[1]["message"]
        # another client is not held to the first one's share
        status, body, _, _ = post(proxied, "/api/v1/calc/claim", SMALL, "10.9.2.2")
        assert status == 200, body
        done = first.result()
    assert done[0] == 422 and "too many ways" in done[1]["message"]  # the worst case, bounded
    # the same position again: the answer kept, at once, whoever asks
    again = post(proxied, "/api/v1/calc/claim", claim(*WORST[1]), "10.9.2.3")
    assert again[0] == 422 and again[1] == done[1] and again[2] < 1, again[2]


def test_a_full_lane_is_a_page_with_retry_after_too(proxied):
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(post, proxied, "/api/v1/calc/claim", claim(*WORST[3]), "10.9.3.1")
        time.sleep(0.5)
        page = httpx.post(proxied.url + "/en/calc/claim", timeout=60,
                          headers={"x-forwarded-for": "10.9.3.1"},
                          data={"deal": WORST[4][0], "contract": "2NT", "declarer": "N"})
        assert page.status_code == 503 and int(page.headers["retry-after"]) > 0
        assert "You have enough running already" in page.text
        proxied.process.kill()
