"""An event's hand records in the log, on SQLite and PostgreSQL: imported whole or not at
all, analysed once per board by the one background worker, the same tables however many
ask at once, and the command line around it."""

from __future__ import annotations

import datetime as dt
import json
import threading
from pathlib import Path

import pytest

from arbiter.bridge import Seat, pbn
from arbiter.calc.hand_records import analyse, read_hand_records
from arbiter.i18n import InputError
from arbiter.log.hands import Analyser, HandService, ranks
from arbiter.log.service import NotFoundError

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"
THREE = (FORMATS / "bridgecomposer_three_records_crlf.pbn").read_bytes()  # boards 5, 6, 7
BIGDEAL = (FORMATS / "bigdeal.pbn").read_bytes()  # boards 1-15


@pytest.fixture
def hands(store) -> HandService:
    return HandService(store)


def test_an_import_stores_every_board_waiting_for_its_analysis(hands, event):
    summary = hands.import_file(event["id"], THREE, "zitting.pbn", "dirk")
    assert summary == {"event": event["id"], "source": "zitting.pbn", "boards": [5, 6, 7],
                       "count": 3}  # fmt: skip
    data = hands.hands(event["id"])
    assert data["progress"] == {"pending": 3, "running": 0, "done": 0, "failed": 0, "total": 3}
    board = hands.hand(event["id"], 6)
    assert (board["board"], board["dealer"], board["vulnerability"]) == (6, "E", "EW")
    assert board["hands"]["N"] == {"S": "AQJ7", "H": "AQT92", "D": "K76", "C": "3"}
    assert board["analysis"] == {"status": "pending"}
    assert hands.hand(event["id"], 8) is None and hands.hand(event["id"], "x") is None


def test_a_bad_file_stores_nothing_and_keeps_the_boards_before(hands, event):
    hands.import_file(event["id"], THREE, "goed.pbn", "dirk")
    bad = BIGDEAL.replace(b'[Vulnerable "EW"]', b'[Vulnerable "All"]', 1)  # board 3
    with pytest.raises(pbn.PbnError) as caught:
        hands.import_file(event["id"], bad, "fout.pbn", "dirk")
    assert (caught.value.board, caught.value.tag) == (3, "Vulnerable")
    data = hands.hands(event["id"])
    assert data["source"] == "goed.pbn" and [b["board"] for b in data["boards"]] == [5, 6, 7]


def test_a_new_file_replaces_the_boards(hands, event):
    hands.import_file(event["id"], THREE, "eerst.pbn", "dirk")
    hands.import_file(event["id"], BIGDEAL, "daarna.pbn", "dirk")
    data = hands.hands(event["id"])
    assert data["source"] == "daarna.pbn" and data["progress"]["total"] == 15


def test_unknown_event_too_big_file_and_no_boards(hands, event):
    with pytest.raises(NotFoundError):
        hands.import_file(999, THREE, "x.pbn", "dirk")
    with pytest.raises(NotFoundError):
        hands.hands(999)
    with pytest.raises(InputError) as caught:
        hands.import_file(event["id"], b"%" * 1_000_001, "x.pbn", "dirk")
    assert "kB" in caught.value.message("en")
    with pytest.raises(pbn.PbnError):
        hands.import_file(event["id"], "% nothing here\n", "x.pbn", "dirk")
    assert hands.hands(event["id"])["boards"] == []


def test_the_worker_analyses_every_board_once_and_stores_the_tables(hands, event):
    hands.import_file(event["id"], THREE, "zitting.pbn", "dirk")
    assert Analyser(hands).run_pending() == 3
    assert Analyser(hands).run_pending() == 0  # stored: never computed again
    expected = {b.board: analyse(b.deal, b.vulnerability, b.dealer)
                for b in read_hand_records(pbn.decode(THREE))}  # fmt: skip
    for board in (5, 6, 7):
        found = hands.hand(event["id"], board)
        analysis = found["analysis"]
        assert analysis["status"] == "done" and analysis["seconds"] >= 0
        assert analysis["tricks"] == expected[board]["tricks"]
        assert analysis["par"] == expected[board]["par"]
    assert hands.progress(event["id"])["done"] == 3


def test_concurrent_workers_give_each_board_once_and_the_same_tables(hands, event):
    """Four workers at once on one database (as a server and a command line could be):
    every board is claimed by one of them, and the tables equal a calm, single run."""
    hands.import_file(event["id"], BIGDEAL, "zitting.pbn", "dirk")
    calls: list[int] = []
    lock = threading.Lock()

    def counted(deal, vulnerability, dealer):
        with lock:
            calls.append(1)
        return analyse(deal, vulnerability, dealer)

    workers = [Analyser(hands, solve=counted) for _ in range(4)]
    threads = [threading.Thread(target=w.run_pending) for w in workers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert len(calls) == 15
    calm = {b.board: analyse(b.deal, b.vulnerability, b.dealer)
            for b in read_hand_records(pbn.decode(BIGDEAL))}  # fmt: skip
    stored = {b["board"]: b["analysis"] for b in hands.hands(event["id"])["boards"]}
    assert all(stored[n]["tricks"] == calm[n]["tricks"] for n in calm)
    assert all(stored[n]["par"] == calm[n]["par"] for n in calm)


def test_double_dummy_from_many_threads_at_once_is_the_same_as_one_by_one():
    """DDS is not thread-safe: every call is serialised. Eight threads asking at once get
    what one thread gets (without the lock this crashes the process)."""
    boards = read_hand_records(pbn.decode(BIGDEAL))[:8]
    one_by_one = [analyse(b.deal, b.vulnerability, b.dealer) for b in boards]
    results: list[dict | None] = [None] * len(boards)
    start = threading.Barrier(len(boards))

    def ask(i: int) -> None:
        start.wait()
        b = boards[i]
        results[i] = analyse(b.deal, b.vulnerability, b.dealer)

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(len(boards))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert results == one_by_one


def test_the_background_thread_and_a_board_it_cannot_analyse(hands, event):
    hands.import_file(event["id"], THREE, "zitting.pbn", "dirk")

    def refuses(deal, vulnerability, dealer):
        if dealer is Seat.EAST:  # board 6
            raise RuntimeError("DDS said no")
        return analyse(deal, vulnerability, dealer)

    worker = Analyser(hands, solve=refuses)
    worker.wake()
    worker.wake()  # a second wake while it works starts no second thread
    assert worker.wait(120)
    statuses = {b["board"]: b["analysis"]["status"] for b in hands.hands(event["id"])["boards"]}
    assert statuses == {5: "done", 6: "failed", 7: "done"}
    assert hands.progress(event["id"])["failed"] == 1


def test_boards_left_running_by_a_stopped_server_are_taken_again(hands, event, store):
    """With several processes on one database, a board another process is analysing now
    is left to it; one left running past the lease (its process stopped) is taken again
    (issue 24: before, every start put every running board back)."""
    from arbiter.log import hands as module
    from arbiter.log.models import HandRecord

    hands.import_file(event["id"], THREE, "zitting.pbn", "dirk")
    first = hands.claim()  # a worker took board 5 ...
    assert first is not None and hands.progress(event["id"])["running"] == 1
    assert hands.pending() == 2  # ... and is at work: not for another process
    second = hands.claim()
    assert second is not None and second[0] != first[0]
    with store.write() as s:  # ... then its process stopped, long ago
        row = s.get(HandRecord, first[0])
        row.dd_claimed_at -= module.LEASE + dt.timedelta(seconds=1)
    assert hands.pending() == 2  # board 5 again, and board 7
    third = hands.claim()
    assert third is not None and third[0] == first[0]


def test_ranks_in_both_languages():
    assert ranks("AKQJT92", "nl") == "A H V B 10 9 2"
    assert ranks("AKQJT92", "en") == "A K Q J 10 9 2"
    assert ranks("", "nl") == "—"


# -- the command line ---------------------------------------------------------------------------


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    from arbiter.cli.main import main

    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_line_imports_analyses_and_shows(capsys, db_url, event, tmp_path):
    path = tmp_path / "zitting.pbn"
    path.write_bytes(THREE)
    eid = str(event["id"])
    code, out, _ = run_cli(capsys, "log", "hands", "import", eid, str(path), "--db", db_url)
    assert code == 0
    assert "3 spellen ingelezen uit zitting.pbn" in out and "Dubbeldummy-analyse: 3 spellen" in out
    code, out, _ = run_cli(capsys, "log", "hands", "show", eid, "--db", db_url, "--lang", "en")
    assert code == 0 and "3 boards from zitting.pbn" in out and "(6NT= by N/S)" in out
    code, out, _ = run_cli(capsys, "log", "hands", "show", eid, "6", "--db", db_url)
    assert code == 0 and "♠ A V B 7" in out and "Gever: Oost" in out and "Par: +990 voor NZ" in out
    code, out, _ = run_cli(capsys, "log", "hands", "show", eid, "6", "--db", db_url, "--json")
    data = json.loads(out)
    assert data["analysis"]["tricks"]["N"]["NT"] == 12 and data["progress"]["done"] == 3


def test_the_command_line_refuses_a_bad_file_with_exit_2(capsys, db_url, event, tmp_path):
    path = tmp_path / "fout.pbn"
    path.write_bytes(BIGDEAL.replace(b'[Dealer "S"]', b'[Dealer "E"]', 1))
    eid = str(event["id"])
    code, _, err = run_cli(capsys, "log", "hands", "import", eid, str(path), "--db", db_url)
    assert code == 2 and "Traceback" not in err
    assert "regel 14, record 3 (spel 3), tag Dealer" in err
    code, _, err = run_cli(capsys, "log", "hands", "import", eid, str(tmp_path / "x.pbn"),
                           "--db", db_url)  # fmt: skip
    assert code == 2 and "Kan" in err
    code, _, err = run_cli(capsys, "log", "hands", "import", eid, "--db", db_url)
    assert code == 2 and "arbiter log hands import" in err
    code, _, err = run_cli(capsys, "log", "hands", "show", eid, "3", "--db", db_url)
    assert code == 2 and "Spel 3 staat niet in de spelverdelingen" in err
    code, out, _ = run_cli(capsys, "log", "hands", "show", eid, "--db", db_url)
    assert code == 0 and "Nog geen spelverdelingen" in out


def test_import_without_analysis_leaves_it_to_the_server(capsys, db_url, event, tmp_path):
    path = tmp_path / "zitting.pbn"
    path.write_bytes(THREE)
    code, out, _ = run_cli(capsys, "log", "hands", "import", str(event["id"]), str(path),
                           "--no-analysis", "--db", db_url, "--json")  # fmt: skip
    assert code == 0 and json.loads(out)["count"] == 3 and "analysed" not in json.loads(out)
