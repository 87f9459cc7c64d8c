"""Search speed: what a director's new query costs the server (issue 12 item 5).

Every query below is new to the process (no page cache can help), as when directors at
several tables type their own words. Prints the time to build the index once, then per
query, in process: ``search()`` alone, and the whole API call ``GET /api/v1/search``
through the app (FastAPI's test client, no network), median, p95 and maximum. Goal: a few
milliseconds, so that search never holds the event loop.

    .venv/bin/python bench/search.py [--rounds N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import string
import time
from urllib.parse import quote

QUERIES = [
    "te laag geboden", "kaart gevallen tijdens het bieden",
    "uitgekomen terwijl partner aan de beurt was", "niet bekend", "verzaking",
    "1h over 1s", "8 ruiten", "te hoog", "strafkaart", "denkpauze", "verkeerde uitleg",
    "insufficient bid", "lead out of turn", "revoke", "claim", "27", "art 16c",
    "kaart laten vallen", "voor de beurt geboden", "doublet niet toegestaan",
    "1♥ over 1♠", "blinde wijst op verzaking", "hesitation", "misinformation", "bord verkeerd",
    "te weinig kaarten", "vijf kaarten in de slag", "uitkomst dichte kaart",
    "pas buiten de beurt", "bieding na de slotpas",
]  # fmt: skip


def figures(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"median {statistics.median(ms):7.2f} ms  p95 {p95:7.2f} ms  max {ms[-1]:7.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="variants of every query")
    args = parser.parse_args()

    from arbiter.guide.library import library

    library()
    from arbiter.guide import search as search_module

    started = time.perf_counter()
    search_module.index()
    print(f"index built once: {(time.perf_counter() - started) * 1000:.1f} ms "
          f"({len(library().topics)} topics)")  # fmt: skip

    # each round makes every query new (a trailing word), so no cache answers it
    queries = [f"{q} {'x' * r}".strip() if r else q for r in range(args.rounds) for q in QUERIES]
    times = []
    for query in queries:
        started = time.perf_counter()
        search_module.search(query)
        times.append(time.perf_counter() - started)
    print(f"search() per new query ({len(queries)}):   {figures(times)}")

    # the worst case: 100 characters of words that match nothing (every slip tried)
    rng = random.Random(1)
    junk = [
        " ".join("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(4, 9)))
                 for _ in range(14))[:100]
        for _ in range(30)
    ]  # fmt: skip
    times = []
    for query in junk:
        started = time.perf_counter()
        search_module.search(query)
        times.append(time.perf_counter() - started)
    print(f"search(), 100 chars matching nothing: {figures(times)}")

    from fastapi.testclient import TestClient

    from arbiter.web.app import create_app

    with TestClient(create_app(plugins=())) as client:
        client.get("/api/v1/search?q=warm")
        times = []
        for query in queries:
            url = f"/api/v1/search?lang=nl&q={quote(query + ' api')}"
            started = time.perf_counter()
            response = client.get(url)
            times.append(time.perf_counter() - started)
            assert response.status_code == 200, response.text
        print(f"GET /api/v1/search, new query:   {figures(times)}")
        times = []
        for query in queries:
            url = f"/nl/?q={quote(query + ' page')}"
            started = time.perf_counter()
            response = client.get(url)
            times.append(time.perf_counter() - started)
            assert response.status_code == 200, response.text
        print(f"GET /nl/?q= (page), new query:   {figures(times)}")


if __name__ == "__main__":
    main()
