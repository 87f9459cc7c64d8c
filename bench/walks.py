"""How many times a story is walked per guide page build and per saved ruling (issue 23).

A walk is one run of the chain walk (``arbiter.guide.chain.walk_chain``; counted where it
splits the answers, which every walk does once). The figures: the walks per first build of
a guide page (every state along the longest path of the seed protocols' topics, a fresh
app, so no page is cached), and the walks per ruling saved to the log (the form page,
then the save, from the guide's "save" link).

    .venv/bin/python bench/walks.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import arbiter.guide.chain as chain  # noqa: E402

SEED_TOPICS = ("insufficient-bid", "call-out-of-turn", "changed-call", "revoke",
               "penalty-card", "lead-out-of-turn", "misinformation")  # fmt: skip
COUNT = [0]
_split = chain.split_answers


def _counted(*args, **kwargs):
    COUNT[0] += 1
    return _split(*args, **kwargs)


chain.split_answers = _counted  # type: ignore[assignment]


def app_for(db: str):
    import os

    os.environ["ARBITER_DATABASE_URL"] = db
    try:
        from arbiter.server import create_app
    except ImportError:  # before issue 23: the web app loaded the log by name
        from arbiter.web.app import create_app
    return create_app()


def main() -> int:
    from fastapi.testclient import TestClient

    from arbiter.guide.library import library
    from arbiter.guide.paths import paths

    folder = tempfile.mkdtemp()
    app = app_for(f"sqlite:///{folder}/log.db")
    client = TestClient(app, follow_redirects=False)
    per_page = []
    for topic_id in SEED_TOPICS:
        topic = library().topic(topic_id)
        path = max(paths(topic), key=lambda p: len(p.answers))
        for k in range(len(path.answers) + 1):
            query = ",".join(f"{n}:{c}" for n, c in path.answers[:k])
            COUNT[0] = 0
            client.get(f"/nl/t/{topic_id}" + (f"?a={quote(query, safe=':,')}" if query else ""))
            per_page.append(COUNT[0])
    print(f"walks per guide page build ({len(per_page)} states of {len(SEED_TOPICS)} topics): "
          f"median {statistics.median(per_page):.0f}, max {max(per_page)}, "
          f"total {sum(per_page)}")
    per_save = save_walks(app, client)
    print(f"walks per ruling saved (form page + preview + save): {per_save}")
    return 0


def save_walks(app, client) -> int | str:
    """Walks for one ruling: the form from the guide's link, then the save."""
    import re

    from arbiter.log.auth import Accounts

    log = app.state.arbiter_log
    Accounts(log.store).add_user("dirk", "een-lang-wachtwoord-7", "director")
    event = log.service.create_event({"club": "A", "date": "2026-11-28"}, "t")
    page = client.get("/log/login", params={"next": "/log"})
    token = re.search(r'name="login_csrf" value="([^"]+)"', page.text)[1]
    client.post("/log/login", data={"username": "dirk", "password": "een-lang-wachtwoord-7",
                                    "login_csrf": token, "next": "/log"})
    answers = "insufficient:yes,in_turn:yes,mispull:no,lho_called:no,lho_choice:accept"
    COUNT[0] = 0
    form = client.get(f"/log/new?topic=insufficient-bid&a={answers}&event={event['id']}")
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.text))
    fields.update(event=str(event["id"]), table="1", board="1")
    saved = client.post("/log/rulings", data=fields)
    if saved.status_code != 303 or "/log/rulings/" not in saved.headers.get("location", ""):
        return f"not saved ({saved.status_code} {saved.headers.get('location')})"
    return COUNT[0]


if __name__ == "__main__":
    raise SystemExit(main())
