"""Follow-ups of a ruling: added by hand, marked done or dropped (or open again)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.i18n import Lang
from arbiter.log import records
from arbiter.log import validate as v
from arbiter.log.models import TEXT_MAX, FollowUp, utcnow
from arbiter.log.service.access import ScopedLog
from arbiter.log.service.errors import NotFoundError
from arbiter.log.service.rows import bump


class FollowUps(ScopedLog):
    """A ruling's follow-ups; each change is a new version of the ruling."""

    def add_followup(
        self, ruling_id: int, data: Mapping[str, Any], by: str, lang: Lang = "nl"
    ) -> dict[str, Any]:
        c = v.Collector()
        extra = v.extra_followups(c, [data])
        c.check()
        kind, text = extra[0]["kind"], extra[0]["text"]
        with self.store.write() as s:
            r = self._ruling(s, ruling_id, lock=True, write=True)
            now = utcnow()
            f = FollowUp(
                kind=kind, text={"nl": text, "en": text}, laws=[], status="open", created_at=now
            )
            r.followups.append(f)
            s.flush()
            bump(
                s,
                r,
                by,
                "followup",
                {f"followup:{f.id}": {"old": None, "new": records.followup(f, lang)}},
            )
            return records.ruling(r, lang)

    def set_followup(
        self,
        ruling_id: int,
        followup_id: int,
        status: Any,
        resolution: Any,
        by: str,
        lang: Lang = "nl",
    ) -> dict[str, Any]:
        """Mark a follow-up done or dropped (or open again), with how it was handled."""
        c = v.Collector()
        new_status = c.run("status", lambda: v.choice("status", status, v.FOLLOWUP_STATUSES))
        note = c.run("resolution", lambda: v.clean_text("resolution", resolution, TEXT_MAX))
        c.check()
        with self.store.write() as s:
            r = self._ruling(s, ruling_id, lock=True, write=True)
            f = next((f for f in r.followups if f.id == v.record_id(followup_id)), None)
            if f is None:
                raise NotFoundError(
                    f"Arbitrage {r.number} heeft geen nazorgpunt {followup_id}.",
                    f"Ruling {r.number} has no follow-up {followup_id}.",
                )
            before = records.followup(f, lang)
            now = utcnow()
            f.status, f.resolution = new_status, note
            f.resolved_at, f.resolved_by = (None, None) if new_status == "open" else (now, by)
            after = records.followup(f, lang)
            if {k: before[k] for k in ("status", "resolution")} == {
                k: after[k] for k in ("status", "resolution")
            }:
                return records.ruling(r, lang)
            bump(s, r, by, "followup", {f"followup:{f.id}": {"old": before, "new": after}})
            return records.ruling(r, lang)
