"""Self-test progress of the log's accounts: answers per item, figures per topic.

Who sees whose progress (the course leader) follows the log's roles and clubs: everyone
sees his own; a **director** (who runs the club and its course) sees the accounts of her
clubs; a **federation** account sees everyone's; a **viewer** (a trainee's usual account)
only his own. An account one may not see is "not found", like one that does not exist.
Anonymous users keep their progress in the browser only; nothing of theirs is stored.

An answer is graded here, by the item's own key (:func:`arbiter.train.grade`), never by
what the browser says; a bad item or answer raises :class:`InputError` before the
database is touched, so nothing is stored half.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

from sqlalchemy import case, func, select, true

from arbiter.i18n import InputError, Lang
from arbiter.log.models import Membership, TrainingAnswer, User
from arbiter.log.service import NotFoundError
from arbiter.log.store import Store

#: Roles that see other users' progress (the course leader).
LEADERS = ("director", "federation")
UID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
#: Below this share of right answers a topic counts as missed.
MISSED_BELOW = 0.7


def is_leader(role: str) -> bool:
    return role in LEADERS


def _visible(role: str, user_id: int, clubs: frozenset[int]) -> Any:
    """A condition on ``User``: the accounts whose progress this account may see."""
    if role == "federation":
        return true()
    if role == "director":
        members = select(Membership.user_id).where(Membership.club_id.in_(sorted(clubs)))
        return (User.id == user_id) | User.id.in_(members)
    return User.id == user_id


class TrainingLog:
    def __init__(self, store: Store) -> None:
        self.store = store

    def record(self, user_id: int, item_id: Any, answer: Any, uid: Any = None) -> dict[str, Any]:
        """Grade and keep one answer; the same ``uid`` again returns the answer kept."""
        from arbiter.train import grade

        if not isinstance(item_id, str) or not isinstance(answer, str):
            raise InputError("Geef 'item' en 'answer' als tekst.",
                             "Give 'item' and 'answer' as text.",
                             accepted=('{"item": "seed-002.a", "answer": "onjuist"}',))  # fmt: skip
        graded = grade(item_id, answer)
        if uid is None:
            uid = str(uuid.uuid4())
        if not isinstance(uid, str) or not UID.match(uid.lower()):
            raise InputError(f"'{str(uid)[:40]}' is geen geldig kenmerk (UUID).",
                             f"'{str(uid)[:40]}' is not a valid identifier (UUID).",
                             accepted=("0b0c3f6e-2f1a-4c8e-9d8a-1e2f3a4b5c6d",))  # fmt: skip
        uid = uid.lower()
        with self.store.write() as s:
            kept = s.scalar(select(TrainingAnswer).where(TrainingAnswer.uid == uid))
            if kept is None:
                kept = TrainingAnswer(uid=uid, user_id=user_id, item=graded.item.id,
                                      topic=graded.item.topic, choice=graded.choice,
                                      correct=graded.correct)  # fmt: skip
                s.add(kept)
                s.flush()
            elif kept.user_id != user_id or kept.item != graded.item.id:
                raise InputError("Dit kenmerk hoort bij een ander antwoord.",
                                 "This identifier belongs to another answer.")  # fmt: skip
            return {"uid": kept.uid, "item": kept.item, "topic": kept.topic,
                    "choice": kept.choice, "correct": kept.correct}  # fmt: skip

    def users(self, role: str, user_id: int,
              clubs: frozenset[int] = frozenset()) -> list[dict[str, Any]]:  # fmt: skip
        """The accounts whose progress this user may see, with their totals."""
        with self.store.read() as s:
            query = (select(User.id, User.username, User.display_name, User.role)
                     .where(_visible(role, user_id, clubs)).order_by(User.username))  # fmt: skip
            people = s.execute(query).all()
            totals = dict(
                (row[0], (row[1], row[2]))
                for row in s.execute(
                    select(TrainingAnswer.user_id, func.count(),
                           func.sum(case((TrainingAnswer.correct, 1), else_=0)))
                    .group_by(TrainingAnswer.user_id)
                ).all()
            )  # fmt: skip
        return [
            {"id": p.id, "username": p.username, "name": p.display_name or p.username,
             "role": p.role, "answers": totals.get(p.id, (0, 0))[0],
             "right": int(totals.get(p.id, (0, 0))[1] or 0)}
            for p in people
        ]  # fmt: skip

    def progress(self, role: str, user_id: int, username: str, lang: Lang,
                 clubs: frozenset[int] = frozenset()) -> dict[str, Any]:  # fmt: skip
        """One user's figures per topic, worst first: answers, right, items tried, items
        whose last answer was right, and whether the topic counts as missed."""
        from arbiter.guide.library import library
        from arbiter.train import catalogue

        name = str(username)[:100]
        with self.store.read() as s:
            # a NUL cannot be in a user name (and PostgreSQL refuses it in a query)
            target = None if "\x00" in name else s.execute(
                select(User.id, User.username, User.display_name).where(User.username == name)
            ).first()  # fmt: skip
            # Someone one may not see is not found, as a user that does not exist: as with
            # another club's events, a name tells nothing about other clubs.
            seen = target is not None and s.scalar(
                select(User.id).where(User.id == target.id, _visible(role, user_id, clubs))
            )
            if target is None or not seen:
                raise NotFoundError(f"Onbekende gebruiker '{str(username)[:40]}'.",
                                    f"Unknown user '{str(username)[:40]}'.")  # fmt: skip
            rows = s.execute(
                select(TrainingAnswer.topic, TrainingAnswer.item, TrainingAnswer.correct)
                .where(TrainingAnswer.user_id == target.id)
                .order_by(TrainingAnswer.answered_at, TrainingAnswer.id)
            ).all()  # fmt: skip
        cat = catalogue()
        lib = library()
        per: dict[str, dict[str, Any]] = {}
        last: dict[tuple[str, str], bool] = {}
        for topic, item_id, correct in rows:
            t = per.setdefault(topic, {"answers": 0, "right": 0})
            t["answers"] += 1
            t["right"] += bool(correct)
            last[(topic, item_id)] = bool(correct)
        topics = []
        for topic, t in per.items():
            tried = [ok for (tp, _), ok in last.items() if tp == topic]
            share = t["right"] / t["answers"]
            title = lib.topic(topic).title.get_lang(lang) if topic in lib.topics else topic
            topics.append({
                "topic": topic, "title": title, "answers": t["answers"], "right": t["right"],
                "percent": round(100 * share), "items": len(cat.of_topic(topic)),
                "tried": len(tried), "last_right": sum(tried),
                "missed": share < MISSED_BELOW,
            })  # fmt: skip
        topics.sort(key=lambda x: (x["right"] / x["answers"], -x["answers"], x["topic"]))
        answers = sum(t["answers"] for t in topics)
        right = sum(t["right"] for t in topics)
        return {
            "user": {"username": target.username, "name": target.display_name or target.username},
            "answers": answers, "right": right,
            "percent": round(100 * right / answers) if answers else None,
            "topics": topics,
            "missed": [t["topic"] for t in topics if t["missed"]],
        }  # fmt: skip
