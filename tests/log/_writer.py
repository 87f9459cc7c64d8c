"""A writer process for the durability tests (run as ``python -m tests.log._writer``).

loop URL EVENT WRITER COUNT   add COUNT rulings; every 10th is sent twice (same uid);
                              prints "ok UID" after each commit returns
hang URL EVENT UID            start a write transaction, insert one ruling and its
                              rows, print "ready", then wait to be killed
"""

from __future__ import annotations

import sys
import time
import uuid

from arbiter.log.service import LogService
from arbiter.log.service.inputs import clean_ruling
from arbiter.log.store import Store
from tests.log.conftest import a_ruling

NAMESPACE = uuid.UUID("6f2d9a52-93c4-4b8e-9d57-1c1f0f4c7e10")


def uid_for(writer: int, i: int) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{writer}-{i}"))


def loop(url: str, event: int, writer: int, count: int) -> None:
    svc = LogService(Store.open(url))
    for i in range(count):
        data = a_ruling(
            uid=uid_for(writer, i),
            board=1 + i % 36,
            table=1 + writer,
            notes=f"writer {writer} ruling {i}",
            followups=[{"kind": "check_board", "text": f"w{writer} r{i}"}],
        )
        svc.add_ruling(event, data, f"writer{writer}")
        if i % 10 == 0:
            svc.add_ruling(event, data, f"writer{writer}")  # a retry: must not duplicate
        print("ok", data["uid"], flush=True)


def hang(url: str, event: int, uid: str) -> None:
    store = Store.open(url)
    svc = LogService(store)
    import datetime as dt

    clean = clean_ruling(a_ruling(uid=uid), dt.date(2026, 11, 21))
    with store.write() as s:
        from arbiter.log.models import History, Ruling
        from arbiter.log.service.rows import apply_input, next_number

        number = next_number(s, event)
        r = Ruling(
            uid=uid, event_id=event, number=number, version=1, created_by="hang", updated_by="hang"
        )
        apply_input(r, clean)
        s.add(r)
        s.flush()
        s.add(History(ruling_id=r.id, version=1, action="create", changed_by="hang", changes={}))
        s.flush()
        print("ready", flush=True)
        time.sleep(600)
    del svc


if __name__ == "__main__":
    mode, url, event = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if mode == "loop":
        loop(url, event, int(sys.argv[4]), int(sys.argv[5]))
    else:
        hang(url, event, sys.argv[4])
