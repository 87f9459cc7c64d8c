"""A story across topics is saved as one ruling (issue 10), on SQLite and PostgreSQL:
the answers of every topic, the final ruling, the laws and follow-ups of every part, and
the chain of topics; rulings saved before the chain existed get theirs by migration."""

from __future__ import annotations

import pytest

from arbiter.log.validate import ValidationError
from tests.log.conftest import a_ruling

# A lead out of turn (56) that leaves a penalty card; later declarer forbids the suit (50).
STORY = {
    "dummy": "other", "misled": "no", "trick13": "no", "to_lead": "partner",
    "partner_acted": "no", "partner_card": "no", "choice_partner": "free", "free_lead": "next",
    "penalty-card:major": "partner_leads", "penalty-card:lead26b": "no",
    "penalty-card:choice": "prohibit",
}  # fmt: skip
TABLE = {"offender": "W", "declarer": "Z", "cards": "♥2"}


def story(**overrides) -> dict:
    return a_ruling(**{"topic": "lead-out-of-turn", "answers": dict(STORY),
                       "facts": dict(TABLE), **overrides})  # fmt: skip


def test_a_story_is_saved_as_one_ruling(svc, event):
    r = svc.add_ruling(event["id"], story(), "jan")
    assert r["topic"] == "lead-out-of-turn"
    assert r["answers"] == STORY  # every topic's answers, and where the director went on
    assert r["ruling"]["node"] == "prohibited"
    assert [(c["topic"], c["node"]) for c in r["ruling"]["chain"]] == [
        ("lead-out-of-turn", "free_lead"),
        ("penalty-card", "prohibited"),
    ]
    assert r["ruling"]["chain"][1]["title"] == "Strafkaart"
    laws = set(r["ruling"]["laws"])
    assert {"56B", "50D1", "50D2(b)"} <= laws and "50D2(a)" in laws  # both parts cited
    assert r["ruling"]["outcome"]["rectification"] == "penalty_card_suit_prohibited"
    again = svc.ruling(r["id"])
    assert again["ruling"]["chain"] == r["ruling"]["chain"]


def test_the_report_walks_the_story_again(svc, event):
    from arbiter.log.report import csv_text, path_lines

    r = svc.add_ruling(event["id"], story(), "jan")
    lines = path_lines(r, "nl")
    assert lines[0] == ("Was het de uitkomst (de eerste voorspeelbeurt van het spel)?",
                        "Nee, later in het spel")  # the definition, shown as taken  # fmt: skip
    # a rare case asked on the exceptions screen is said as its line (issue 22)
    assert lines[1] == ("De blinde wees als eerste op de onregelmatigheid", "niet het geval")
    later = [q for q, _ in lines if q.startswith("Strafkaart: ")]
    assert later and "Strafkaart: Laat de partner nog niet voorspelen" in later[-1]
    assert "lead-out-of-turn:free_lead > penalty-card:prohibited" in csv_text([r], "nl")


def test_answers_typed_as_text_name_later_topics(svc, event):
    typed = ", ".join(f"{k}:{v}" for k, v in STORY.items())  # "penalty-card:choice:prohibit"
    r = svc.add_ruling(event["id"], story(answers=typed), "jan")
    assert r["answers"] == STORY


def test_a_story_that_is_not_finished_names_the_open_question(svc, event):
    unfinished = {k: v for k, v in STORY.items() if k != "penalty-card:choice"}
    with pytest.raises(ValidationError) as info:
        svc.add_ruling(event["id"], story(answers=unfinished), "jan")
    assert info.value.fields == ["answers"]
    assert "penalty-card:choice" in info.value.message("en")


def test_an_edit_that_ends_the_story_earlier_keeps_history(svc, event):
    r = svc.add_ruling(event["id"], story(), "jan")
    short = {k: v for k, v in STORY.items() if ":" not in k and k != "free_lead"}
    edited = svc.update_ruling(r["id"], {"answers": short}, r["version"], "jan")
    assert [c["node"] for c in edited["ruling"]["chain"]] == ["free_lead"]
    assert edited["ruling"]["node"] == "free_lead"
    changed = edited["history"][-1]["changes"]
    assert "chain" in changed and "answers" in changed


def test_rulings_saved_before_get_a_chain_of_their_own(db_url):
    """Migration 0002 adds the chain and fills it for the rulings already there."""
    from sqlalchemy import text

    from arbiter.log.store import Store

    store = Store.open(db_url)
    try:
        store.downgrade("0001")
        with store.engine.begin() as conn:
            conn.execute(text(
                "INSERT INTO log_events (name, club, date, kind, profile, ruling_count, "
                "created_at, created_by) VALUES ('E', 'C', '2026-11-21', 'pairs', 'NBB', 2, "
                "'2026-11-21 20:00:00', 't')"))  # fmt: skip
            for number, topic, node in ((1, "revoke", "two_tricks"), (2, None, None)):
                conn.execute(text(
                    "INSERT INTO log_rulings (uid, event_id, number, board, topic, answers, "
                    "facts, ruling_node, ruling_text, outcome, laws, appeal_status, version, "
                    "created_at, created_by, updated_at, updated_by) VALUES (:uid, 1, :n, 1, "
                    ":topic, '{}', '{}', :node, '{}', '{}', '[]', 'none', 1, "
                    "'2026-11-21 20:00:00', 't', '2026-11-21 20:00:00', 't')"),
                    {"uid": f"00000000-0000-0000-0000-00000000000{number}", "n": number,
                     "topic": topic, "node": node})  # fmt: skip
        store.dispose()
        store = Store.open(db_url)  # migrates to the head again
        with store.engine.connect() as conn:
            rows = conn.execute(text("SELECT number, chain FROM log_rulings ORDER BY number"))
            chains = {n: c if isinstance(c, list) else __import__("json").loads(c)
                      for n, c in rows}  # fmt: skip
        assert chains == {1: [{"topic": "revoke", "node": "two_tricks"}], 2: []}
    finally:
        store.dispose()
