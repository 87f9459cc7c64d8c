"""A ruling's rows: cleaned input written onto them, and the state that history compares.

The ruling, its persons and its follow-ups are rows of their own (:mod:`arbiter.log.models`);
history keeps, for each change, every field's old and new value in the JSON-ready form
:func:`ruling_state` gives.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session, selectinload

from arbiter.log import records
from arbiter.log import validate as v
from arbiter.log.models import NAME_MAX, Event, History, Person, Ruling, utcnow

#: Fields stored as given (after cleaning) on the ruling row.
PLAIN = ("round", "board", "called_at", "called_by", "title", "facts_agreed",
          "facts_disputed", "director_finding", "notes", "adjusted_score", "appeal_status",
          "appeal_note")  # fmt: skip
DERIVED = ("ruling_node", "outcome", "laws", "chain")


def next_number(s: Session, event_id: int) -> int:
    """The event's next ruling number. Counted up in the event's own row, whose UPDATE
    locks it until the commit: two writers never get the same number, and a writer that
    dies before its commit leaves no gap."""
    return s.execute(
        update(Event)
        .where(Event.id == event_id)
        .values(ruling_count=Event.ruling_count + 1)
        .returning(Event.ruling_count)
    ).scalar_one()


def ruling_state(r: Ruling) -> dict[str, Any]:
    """The comparable, JSON-ready state of a ruling's editable fields, for history."""
    state = {
        "round": r.round,
        "table": r.table_no,
        "board": r.board,
        "called_at": records.iso(r.called_at),
        "called_by": r.called_by,
        "topic": r.topic,
        "answers": dict(r.answers or {}),
        "facts": dict(r.facts or {}),
        "title": r.title,
        "persons": [records.person(p) for p in r.persons],
        **records.account(r),
        "ruling_node": r.ruling_node,
        "outcome": dict(r.outcome or {}),
        "laws": list(r.laws or []),
        "chain": list(r.chain or []),
    }
    return json.loads(json.dumps(state))  # normalise (tuples, dates) for comparison


def input_form(r: Ruling) -> dict[str, Any]:
    """The current ruling in input form, so an edit can be validated as a whole."""
    state = ruling_state(r)
    for key in DERIVED:
        state.pop(key)
    state["uid"] = r.uid
    return state


def apply_input(r: Ruling, clean: Mapping[str, Any]) -> None:
    for key in PLAIN:
        setattr(r, key, clean[key])
    r.table_no = clean["table"]
    guide: v.GuideRuling | None = clean["guide"]
    if guide is None:
        r.topic, r.answers, r.facts = None, {}, {}
        r.ruling_node, r.ruling_text, r.outcome, r.laws = None, {}, {}, []
        r.chain = []
    else:
        r.topic, r.answers, r.facts = guide.topic, guide.answers, guide.facts
        r.ruling_node, r.ruling_text = guide.node, guide.text
        r.outcome, r.laws = guide.outcome, guide.laws
        r.chain = guide.chain
    r.persons = [
        Person(
            position=i,
            role=p.role,
            seat=p.seat,
            pair_no=p.pair_no,
            team_no=p.team_no,
            name=p.name,
            federation_no=p.federation_no,
        )
        for i, p in enumerate(clean["persons"])
    ]


def diff_states(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    return {
        key: {"old": old.get(key), "new": new.get(key)}
        for key in new
        if old.get(key) != new.get(key)
    }


def ruling_query(history: bool = True):
    options = [selectinload(Ruling.persons), selectinload(Ruling.followups)]
    if history:
        options.append(selectinload(Ruling.history))
    return select(Ruling).options(*options)


def bump(s: Session, r: Ruling, by: str, action: str, changes: dict) -> None:
    """A new version of ``r``: its number up, who and when, and the history row."""
    now = utcnow()
    r.version += 1
    r.updated_at, r.updated_by = now, by[:NAME_MAX]
    s.add(
        History(
            ruling_id=r.id,
            version=r.version,
            action=action,
            changed_at=now,
            changed_by=by[:NAME_MAX],
            changes=changes,
        )
    )
    s.flush()
    s.expire(r, ["history"])
