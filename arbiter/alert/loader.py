"""Read and check the alert regulations (``regulations/*.yaml``), one file per federation.

The whole file is checked when it loads, and every problem is reported at once: a rule that
names an unknown feature or fact, a value a fact cannot take, a source that is not listed,
a text missing in one language, rules after the catch-all. A regulation with problems is
never used. Which regulation applies follows the regulation profile (``--profile``, NBB by
default); a profile without a data file is refused with the list of those that have one.
"""

from __future__ import annotations

import os
import re
from functools import cache
from typing import Any

from arbiter.alert.conditions import COMBINATORS, check_condition
from arbiter.alert.model import (
    DECISIONS,
    GROUPS,
    Answer,
    Decision,
    Example,
    Fact,
    Regulation,
    Rule,
    Section,
    Source,
    Version,
)
from arbiter.alert.situation import FEATURES
from arbiter.i18n import InputError, Text

__all__ = ["REGULATIONS_DIR", "RegulationError", "read_regulation", "regulation", "regulations"]

REGULATIONS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "regulations")
_ID = re.compile(r"^[a-z][a-z0-9_-]*$")
_ANSWER_ID = re.compile(r"^[a-z][a-z0-9_]*$")


class RegulationError(ValueError):
    """A regulation file that is not sound; ``problems`` lists every problem found."""

    def __init__(self, file: str, problems: list[str]) -> None:
        super().__init__(f"{os.path.basename(file)}: " + "; ".join(problems))
        self.file = file
        self.problems = problems


def regulation(profile: str | None = None) -> Regulation:
    """The alert regulation of a profile (any case); the NBB's when none is given."""
    from arbiter.laws.profiles import DEFAULT_PROFILE, profile_names

    key = (profile or DEFAULT_PROFILE).strip().upper()
    found = regulations()
    if key in found:
        return found[key]
    if key in profile_names():
        raise InputError(
            f"Voor profiel {key} is (nog) geen alerteerregeling vastgelegd.",
            f"No alert regulation has been recorded for profile {key} (yet).",
            accepted=tuple(found),
        )
    raise InputError(
        f"Onbekend reglementsprofiel '{(profile or '')[:20]}'.",
        f"Unknown regulation profile '{(profile or '')[:20]}'.",
        accepted=tuple(found),
    )


@cache
def regulations(directory: str = REGULATIONS_DIR) -> dict[str, Regulation]:
    """Every regulation file in ``directory``, by profile, checked; in file-name order.

    The checked result is kept in the content cache (:mod:`arbiter.cache`), keyed by the
    files it depends on, so a command does not parse and check YAML at every start.
    """
    from arbiter.cache import cached, code_files
    from arbiter.laws.catalogue import DATA_FILE as LAWS_FILE
    from arbiter.laws.profiles import DATA_FILE as PROFILES_FILE

    names = sorted(n for n in os.listdir(directory) if n.endswith(".yaml"))
    files = [os.path.join(directory, n) for n in names]
    # keyed by the code that reads them too, computed: no version to bump by hand
    depends = [*files, LAWS_FILE, PROFILES_FILE, *code_files(*LOADER_PACKAGES)]
    return cached("alert", depends, lambda: _read_all(files))


#: The packages whose code reading the regulations may run.
LOADER_PACKAGES = ("alert", "laws", "bridge")


def _read_all(files: list[str]) -> dict[str, Regulation]:
    out: dict[str, Regulation] = {}
    for path in files:
        reg = read_regulation(path)
        out[reg.profile] = reg
    return out


def read_regulation(path: str) -> Regulation:
    """Load one file; :class:`RegulationError` names every problem in it."""
    from arbiter.yamlio import load_yaml

    data = load_yaml(path)
    problems: list[str] = []
    reg = build(data if isinstance(data, dict) else {}, problems, path)
    if not isinstance(data, dict):
        problems.insert(0, "the file must hold a mapping")
    if problems:
        raise RegulationError(path, problems)
    from arbiter.alert.engine import example_problems

    problems += example_problems(reg)
    if problems:
        raise RegulationError(path, problems)
    return reg


def build(data: dict[str, Any], problems: list[str], file: str = "") -> Regulation:
    """Build a :class:`Regulation`, appending every problem found to ``problems``."""
    from arbiter.laws.profiles import profile_names

    def text(value: Any, where: str, required: bool = True) -> Text | None:
        if value is None and not required:
            return None
        if not isinstance(value, dict) or not all(
            isinstance(value.get(k), str) and value.get(k, "").strip() for k in ("nl", "en")
        ):
            problems.append(f"{where}: needs a text in both nl and en")
            return Text.of("", "")
        return Text.of(value["nl"].strip(), value["en"].strip())

    reg_id = str(data.get("id", ""))
    if not _ID.match(reg_id):
        problems.append(f"id: '{reg_id}' is not a valid id")
    profile = str(data.get("profile", "")).upper()
    if profile not in profile_names():
        problems.append(f"profile: '{profile}' is not one of {', '.join(profile_names())}")
    announcements = data.get("announcements")
    if not isinstance(announcements, bool):
        problems.append("announcements: must be true or false")
        announcements = False

    v = data.get("version") or {}
    version = Version(
        name=text(v.get("name"), "version.name") or Text.of("", ""),
        effective=str(v.get("effective", "")),
        confirmed=str(v.get("confirmed", "")),
        status=text(v.get("status"), "version.status") or Text.of("", ""),
        established=text(v.get("established"), "version.established") or Text.of("", ""),
    )
    for key in ("effective", "confirmed"):
        if not re.match(r"^\d{4}-\d{2}-\d{2}$", getattr(version, key)):
            problems.append(f"version.{key}: needs a date YYYY-MM-DD")

    sources: dict[str, Source] = {}
    for sid, s in (data.get("sources") or {}).items():
        s = s or {}
        if not (isinstance(s.get("title"), str) and str(s.get("url", "")).startswith("http")):
            problems.append(f"sources.{sid}: needs a title and an http(s) url")
        sources[str(sid)] = Source(str(sid), str(s.get("title", "")), str(s.get("url", "")))
    if not sources:
        problems.append("sources: at least one source is needed")

    def source_ok(sid: Any, also: Any, where: str) -> tuple[str, ...]:
        if sid not in sources:
            problems.append(f"{where}.source: '{sid}' is not in sources")
        extra = tuple(also or ())
        problems.extend(f"{where}.also: '{a}' is not in sources" for a in extra if a not in sources)
        return extra

    sections = []
    for i, s in enumerate(data.get("sections") or ()):
        where = f"sections[{i}]"
        also = source_ok(s.get("source"), s.get("also"), where)
        laws = tuple(str(law) for law in s.get("laws") or ())
        problems.extend(_law_problems(laws, where))
        sections.append(Section(
            id=str(s.get("id", "")), title=text(s.get("title"), f"{where}.title") or Text(),
            text=text(s.get("text"), f"{where}.text") or Text(), source=str(s.get("source")),
            article=str(s.get("article", "")), also=also, laws=laws,
        ))  # fmt: skip

    facts: dict[str, Fact] = {}
    for fid, f in (data.get("facts") or {}).items():
        where = f"facts.{fid}"
        f = f or {}
        if not _ANSWER_ID.match(str(fid)) or fid in FEATURES or fid in COMBINATORS:
            problems.append(f"{where}: the id must be lowercase and not a feature's name")
        answers = []
        for j, a in enumerate(f.get("answers") or ()):
            aid = str(a.get("id", ""))
            if not _ANSWER_ID.match(aid):
                problems.append(f"{where}.answers[{j}]: '{aid}' is not a valid answer id")
            answers.append(Answer(
                aid, text(a.get("text"), f"{where}.answers[{j}].text") or Text(),
                tuple(str(x).lower() for x in a.get("aliases") or ()),
            ))  # fmt: skip
        ids = [a.id for a in answers]
        if len(ids) < 2 or len(set(ids)) != len(ids):
            problems.append(f"{where}: needs at least two answers with different ids")
        facts[str(fid)] = Fact(
            str(fid), text(f.get("question"), f"{where}.question") or Text(),
            text(f.get("help"), f"{where}.help", required=False), tuple(answers),
        )  # fmt: skip
    answer_ids = {fid: fact.answer_ids for fid, fact in facts.items()}

    rules: list[Rule] = []
    seen: set[str] = set()
    raw_rules = data.get("rules") or []
    for i, r in enumerate(raw_rules):
        rid = str(r.get("id", ""))
        where = f"rules.{rid or i}"
        if not _ID.match(rid) or rid in seen:
            problems.append(f"{where}: needs a unique lowercase id")
        seen.add(rid)
        decision = r.get("decision")
        if decision not in DECISIONS:
            problems.append(f"{where}.decision: '{decision}' is not one of {', '.join(DECISIONS)}")
        if r.get("group") not in GROUPS:
            problems.append(f"{where}.group: '{r.get('group')}' is not one of {', '.join(GROUPS)}")
        when = r.get("when")
        if when is None:
            problems.append(f"{where}.when: missing (use {{}} for the catch-all)")
            when = {}
        problems.extend(check_condition(when, answer_ids, f"{where}.when"))
        announce = text(r.get("announce"), f"{where}.announce", required=decision == "announce")
        if decision == "announce" and not announcements:
            problems.append(f"{where}: announces, but the regulation has no announcements")
        verified = r.get("verified", True)
        note = text(r.get("note"), f"{where}.note", required=verified is False)
        if not isinstance(verified, bool):
            problems.append(f"{where}.verified: must be true or false")
        rules.append(Rule(
            id=rid, group=str(r.get("group")), decision=_decision(decision, "no_alert"),
            when=when if isinstance(when, dict) else {},
            title=text(r.get("title"), f"{where}.title") or Text(),
            text=text(r.get("text"), f"{where}.text") or Text(),
            source=str(r.get("source")), article=str(r.get("article", "")),
            also=source_ok(r.get("source"), r.get("also"), where),
            announce=announce, note=note, verified=verified is True,
        ))  # fmt: skip
    if not rules:
        problems.append("rules: at least one rule is needed")
    elif raw_rules[-1].get("when") != {}:
        problems.append("rules: the last rule must be the catch-all (when: {})")
    problems.extend(
        f"rules.{r.id}: comes after the catch-all and can never apply"
        for r in rules[:-1]
        if r.when == {}
    )
    problems.extend(
        f"rules.{r.id}: not every article is named" for r in rules if not r.article.strip()
    )

    examples = []
    for i, e in enumerate(data.get("examples") or ()):
        where = f"examples.{e.get('id', i)}"
        given = {str(k): str(v) for k, v in (e.get("answers") or {}).items()}
        for k, val in given.items():
            if k not in facts or val not in answer_ids[k]:
                problems.append(f"{where}.answers: '{k}={val}' is not a fact and answer here")
        if e.get("expect") not in DECISIONS:
            problems.append(f"{where}.expect: '{e.get('expect')}' is not a decision")
        if e.get("rule") not in seen:
            problems.append(f"{where}.rule: '{e.get('rule')}' is not a rule")
        source_ok(e.get("source"), (), where)
        examples.append(Example(
            id=str(e.get("id", i)), dealer=str(e.get("dealer", "")),
            auction=str(e.get("auction", "")), call=str(e.get("call", "")), answers=given,
            expect=_decision(e.get("expect", "alert"), "alert"), rule=str(e.get("rule")),
            text=text(e.get("text"), f"{where}.text") or Text(), source=str(e.get("source")),
        ))  # fmt: skip

    unverified = tuple(
        text(u, f"unverified[{i}]") or Text() for i, u in enumerate(data.get("unverified") or ())
    )
    return Regulation(
        id=reg_id, profile=profile, title=text(data.get("title"), "title") or Text(),
        announcements=announcements, version=version, sources=sources,
        sections=tuple(sections), facts=facts, rules=tuple(rules), examples=tuple(examples),
        unverified=unverified, file=file,
    )  # fmt: skip


def _decision(value: object, otherwise: Decision) -> Decision:
    """The decision ``value`` names; ``otherwise`` for one that names none (a problem the
    loader reports, so the regulation is not used)."""
    return next((d for d in DECISIONS if d == value), otherwise)


def _law_problems(laws: tuple[str, ...], where: str) -> list[str]:
    from arbiter.laws.catalogue import catalogue

    known = catalogue().laws
    out = []
    for law in laws:
        digits = re.match(r"^(\d+)", law)
        if digits is None or int(digits.group(1)) not in known:
            out.append(f"{where}.laws: '{law}' is not a law the catalogue knows")
    return out
