"""Self-test progress per user on SQLite and PostgreSQL: answers kept once, graded by the
server, bad input refused with nothing kept, and who may see whose figures (a director
is the course leader; a viewer sees only his own)."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import func, select

from arbiter.i18n import InputError
from arbiter.log.auth import Accounts
from arbiter.log.models import TrainingAnswer
from arbiter.log.service import NotFoundError
from arbiter.log.training import TrainingLog
from arbiter.train import item, topic_items
from tests.log.conftest import PASSWORD, client_for

CASE = next(i for i in topic_items("revoke") if i.kind == "case" and i.origin == "generated")
WRONG = next(c.id for c in CASE.choices if c.id != CASE.key)


def count(store) -> int:
    with store.read() as s:
        return s.scalar(select(func.count()).select_from(TrainingAnswer))


@pytest.fixture
def people(store):
    """Dirk directs club A, where Vera trains; Tom trains at club B; Fay is the federation."""
    accounts = Accounts(store)
    roles = (("dirk", "director", ["A"]), ("vera", "viewer", ["A"]), ("tom", "viewer", ["B"]),
             ("bob", "director", ["B"]), ("fay", "federation", []))  # fmt: skip
    return {name: accounts.add_user(name, PASSWORD, role, clubs=clubs)
            for name, role, clubs in roles}  # fmt: skip


def uid_of(people, name):
    return people[name]["id"]


def clubs_of(store, name):
    from arbiter.log.models import Membership, User

    with store.read() as s:
        query = (select(Membership.club_id).join(User, User.id == Membership.user_id)
                 .where(User.username == name))  # fmt: skip
        return frozenset(s.scalars(query))


def test_answers_are_graded_kept_once_and_summed_per_topic(store, people):
    log = TrainingLog(store)
    vera = uid_of(people, "vera")
    first = str(uuid.uuid4())
    kept = log.record(vera, "seed-002.a", "juist", first)
    assert kept["correct"] is False and kept["topic"] == "penalty-card"
    assert log.record(vera, "seed-002.a", "juist", first) == kept  # sent again: kept once
    log.record(vera, "seed-002.a", "onjuist")
    log.record(vera, CASE.id, CASE.key)
    log.record(vera, CASE.id, WRONG)
    log.record(vera, CASE.id, CASE.key)
    assert count(store) == 5
    data = log.progress("viewer", vera, "vera", "nl")
    assert (data["answers"], data["right"], data["percent"]) == (5, 3, 60)
    by_topic = {t["topic"]: t for t in data["topics"]}
    assert by_topic["penalty-card"] == {**by_topic["penalty-card"], "answers": 2, "right": 1,
                                        "tried": 1, "last_right": 1, "percent": 50,
                                        "missed": True}  # fmt: skip
    assert by_topic["revoke"]["right"] == 2 and by_topic["revoke"]["percent"] == 67
    assert data["topics"][0]["topic"] == "penalty-card"  # worst first
    assert data["missed"] == ["penalty-card", "revoke"]
    assert by_topic["revoke"]["title"] == "Verzaking"


@pytest.mark.parametrize(
    ("item_id", "answer", "uid", "nl"),
    [
        ("nope", "a", None, "Onbekende vraag"),
        ("seed-002.a", "b", None, "geen antwoord"),
        (CASE.id, "e", None, "geen antwoord"),
        (None, "a", None, "als tekst"),
        ("seed-002.a", ["a"], None, "als tekst"),
        ("seed-002.a", "juist", "not-a-uuid", "geen geldig kenmerk"),
    ],
)
def test_bad_input_keeps_nothing(store, people, item_id, answer, uid, nl):
    with pytest.raises(InputError) as caught:
        TrainingLog(store).record(uid_of(people, "vera"), item_id, answer, uid)
    assert nl in caught.value.message("nl")
    assert count(store) == 0


def test_an_identifier_of_someone_elses_answer_is_refused(store, people):
    log = TrainingLog(store)
    shared = str(uuid.uuid4())
    log.record(uid_of(people, "vera"), "seed-002.a", "onjuist", shared)
    with pytest.raises(InputError):
        log.record(uid_of(people, "tom"), "seed-002.a", "onjuist", shared)
    assert count(store) == 1


def test_who_sees_whose_progress(store, people):
    """A director sees the members of her clubs, the federation everyone, a viewer himself."""
    log = TrainingLog(store)
    log.record(uid_of(people, "tom"), "seed-002.h", "juist")
    log.record(uid_of(people, "vera"), "seed-002.h", "onjuist")
    dirk, vera, bob = uid_of(people, "dirk"), uid_of(people, "vera"), uid_of(people, "bob")
    club_a, club_b = clubs_of(store, "dirk"), clubs_of(store, "bob")
    assert club_a and club_a != club_b
    assert log.progress("director", dirk, "vera", "en", club_a)["answers"] == 1
    assert log.progress("director", bob, "tom", "en", club_b)["right"] == 1
    assert log.progress("federation", uid_of(people, "fay"), "tom", "nl")["right"] == 1
    assert log.progress("viewer", vera, "vera", "nl", club_a)["answers"] == 1
    for role, who, clubs, whom in (("director", dirk, club_a, "tom"),
                                   ("viewer", vera, club_a, "tom"),
                                   ("viewer", vera, club_a, "dirk")):  # fmt: skip
        with pytest.raises(NotFoundError) as caught:  # as if there were no such user
            log.progress(role, who, whom, "nl", clubs)
        assert caught.value.message("nl") == f"Onbekende gebruiker '{whom}'."
    with pytest.raises(InputError):
        log.progress("director", dirk, "nobody", "nl", club_a)
    assert [p["username"] for p in log.users("director", dirk, club_a)] == ["dirk", "vera"]
    assert [p["username"] for p in log.users("director", bob, club_b)] == ["bob", "tom"]
    assert [p["username"] for p in log.users("federation", 0)] == [
        "bob", "dirk", "fay", "tom", "vera"]
    assert [p["username"] for p in log.users("viewer", vera, club_a)] == ["vera"]
    assert next(p for p in log.users("director", bob, club_b)
                if p["username"] == "tom")["right"] == 1  # fmt: skip


# -- the web ------------------------------------------------------------------------------


# ``app`` (conftest): director dirk and viewer vera of the log's one club.


def post_answer(client, body, csrf):
    return client.post("/api/log/train/answers", json=body, headers={"X-CSRF-Token": csrf})


def test_web_answers_and_pages(app):
    vera = client_for(app, "vera")
    me = vera.get("/api/log/train/me").json()
    assert me["username"] == "vera" and me["leader"] is False and me["progress"]["answers"] == 0
    ok = post_answer(vera, {"item": "seed-002.h", "answer": "juist", "uid": str(uuid.uuid4())},
                     me["csrf"])  # fmt: skip
    assert ok.status_code == 201 and ok.json()["correct"] is True
    assert post_answer(vera, {"item": CASE.id, "answer": WRONG}, me["csrf"]).status_code == 201
    page = vera.get("/log/train")
    assert page.status_code == 200 and "Mijn oefenvoortgang" in page.text
    assert "Strafkaart" in page.text and "Verzaking" in page.text and "Cursisten" not in page.text
    penalty = len(topic_items("penalty-card"))
    assert f"1 van 1 goed (100%) · 1 van {penalty} vragen gehad" in page.text
    assert "built-in" not in page.text
    assert vera.get("/log/train/users/dirk").status_code == 404
    dirk = client_for(app, "dirk")
    leader = dirk.get("/log/train?lang=en")
    assert "Trainees" in leader.text and "/log/train/users/vera" in leader.text
    figures = dirk.get("/log/train/users/vera?lang=en")
    assert figures.status_code == 200 and "Self-test progress of vera" in figures.text
    assert "Revoke" in figures.text and "missed" in figures.text and "built-in" not in figures.text
    assert "0 of 1 right (0%) · 1 of " in figures.text
    assert "1 of 2 answers right (50%)" in leader.text and "nothing practised yet" in leader.text
    assert dirk.get("/api/log/train/users/vera").json()["answers"] == 2
    assert dirk.get("/log/train/users/nobody").status_code == 404


def test_web_bad_input_and_access(app):
    anon = client_for(app, None)
    assert anon.get("/api/log/train/me").status_code == 401
    assert anon.get("/log/train").status_code == 303
    assert anon.post("/api/log/train/answers", json={"item": "seed-002.a", "answer": "j"}
                     ).status_code == 401  # fmt: skip
    vera = client_for(app, "vera")
    csrf = vera.get("/api/log/train/me").json()["csrf"]
    assert post_answer(vera, {"item": "seed-002.a", "answer": "j"}, "wrong").status_code == 403
    bad = post_answer(vera, {"item": "zzz", "answer": "a"}, csrf)
    assert bad.status_code == 422 and bad.json()["message"] == "Onbekende vraag 'zzz'."
    bad = vera.post("/api/log/train/answers?lang=en", json={"item": "seed-002.a", "answer": "x"},
                    headers={"X-CSRF-Token": csrf})  # fmt: skip
    assert bad.status_code == 422 and "not an answer" in bad.json()["message"]
    assert bad.json()["accepted"]
    bad = vera.post("/api/log/train/answers", content=b"[1]",
                    headers={"X-CSRF-Token": csrf, "content-type": "application/json"})  # fmt: skip
    assert bad.status_code == 422
    assert vera.get("/api/log/train/me").json()["progress"]["answers"] == 0
    assert item("seed-002.a").topic == "penalty-card"
