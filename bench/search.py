"""Search speed: what a director's new query costs the server (issue 12 item 5, issue 26).

Every query below is new to the process (no page cache can help), as when directors at
several tables type their own words. Prints the time to build the index and load the
vocabulary once, then per query, in process: ``find()`` alone (the reader of issue 26:
seats, calls, cards, concepts, the ranking, the table data checked by a walk), and the
whole API call ``GET /api/v1/search`` through the app (FastAPI's test client, no
network), median, p95 and maximum; and the worst case: 500 characters of sentence, and
500 characters matching nothing. Goal: a few milliseconds, so that search never holds
the event loop.

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
    "gever N. N 1♥, O pas, Z 1♠ en toen bood W 1♥",
    "oost gooide af op de ruiten terwijl hij nog een ruiten had, zuid is leider",
    "de ♥A van west viel open op tafel tijdens het spel, noord is leider",
    "dealer west, but north opened 1NT", "east revoked at trick five, south is declarer",
]  # fmt: skip
#: A long story, as a director tells it when she has time (cut at 500 characters).
LONG = (
    "Ik werd geroepen aan tafel 4. Noord was gever en opende 1 harten, oost paste, zuid bood "
    "1 schoppen en toen bood west 1 harten; hij had het bod van zuid niet gezien. Noord zegt "
    "dat west nog niet aan de beurt was, maar oost had al gepast. West wil zijn bod veranderen "
    "in 2 harten en vraagt of dat mag. Zuid heeft inmiddels nog niets gezegd en de biedkaartjes "
    "liggen nog op tafel. Oost zegt dat hij geen bezwaar heeft als west het verbetert, maar "
    "noord wil de regels horen voordat iemand iets kiest. Wat is de rechtzetting hier?"
)


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
    from arbiter.guide import find as search_module
    from arbiter.guide.find.lexicon import lexicon

    started = time.perf_counter()
    search_module.index()
    lexicon()
    print(f"index and vocabulary built once: {(time.perf_counter() - started) * 1000:.1f} ms "
          f"({len(library().topics)} topics)")  # fmt: skip

    # each round makes every query new (a trailing word), so no cache answers it
    queries = [f"{q} {'x' * r}".strip() if r else q for r in range(args.rounds) for q in QUERIES]
    times = []
    for query in queries:
        started = time.perf_counter()
        search_module.find(query)
        times.append(time.perf_counter() - started)
    print(f"find() per new query ({len(queries)}):     {figures(times)}")

    # a whole story of 500 characters, each time with new words at its end
    times = []
    for r in range(10):
        story = (LONG[: 500 - 12] + f" tafel {r:05d}")[:500]
        started = time.perf_counter()
        search_module.find(story)
        times.append(time.perf_counter() - started)
    print(f"find(), a 500-character story:   {figures(times)}")

    # the worst case: 500 characters of words that match nothing (every slip tried)
    rng = random.Random(1)
    junk = [
        " ".join("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(4, 9)))
                 for _ in range(80))[:500]
        for _ in range(30)
    ]  # fmt: skip
    times = []
    for query in junk:
        started = time.perf_counter()
        search_module.find(query)
        times.append(time.perf_counter() - started)
    print(f"find(), 500 chars matching nothing: {figures(times)}")

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
