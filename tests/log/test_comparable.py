"""The comparable call in the log (issue 17), on SQLite and PostgreSQL: a ruling decided
from both meanings keeps the Law 23A test with its outcome, and it reads back."""

from __future__ import annotations

from arbiter.calc.comparable import from_record
from tests.log.conftest import a_ruling

# South deals, North passes out of turn; after South's opening North bids 1NT (6-9).
FACTS = {"dealer": "Z", "offender": "N", "call": "pas", "withdrawn_meaning": "open-pass",
         "replacement_meaning": "1nt-response"}  # fmt: skip
# issue 22: the rare cases of the exceptions screen, confirmed absent
NONE = {"mispull_partner": "no", "acted_partner": "no", "artificial_other": "no"}


def test_the_log_keeps_the_comparable_call(svc, event):
    r = svc.add_ruling(
        event["id"],
        a_ruling(topic="call-out-of-turn", answers={**NONE, "choice_pass_other": "decline"},
                 facts=dict(FACTS)),
        "jan",
    )
    assert r["ruling"]["node"] == "comparable_30b"
    record = svc.ruling(r["id"])["ruling"]["outcome"]["comparable_call"]
    assert record["comparable"] is True and record["decided_by"] == "subset"
    assert record["withdrawn"]["preset"] == "open-pass"
    verdict = from_record(record)  # the test again, from what the log kept
    assert verdict.comparable and verdict.replacement.preset == "1nt-response"


def test_no_record_without_the_meanings(svc, event):
    facts = {k: v for k, v in FACTS.items() if not k.endswith("_meaning")}
    r = svc.add_ruling(
        event["id"],
        a_ruling(topic="call-out-of-turn",
                 answers={**NONE, "choice_pass_other": "decline",
                          "offender_call_30b": "comparable"},
                 facts=facts),
        "jan",
    )
    assert r["ruling"]["node"] == "comparable_30b"
    assert "comparable_call" not in r["ruling"]["outcome"]
