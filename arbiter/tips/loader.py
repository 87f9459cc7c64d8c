"""Read and check ``data/aap.yaml`` and ``data/tips.yaml``.

Every problem in a file is collected and reported at once (a text missing in one language,
an unknown group, source or ruling section, a law reference that is malformed or names a
law the catalogue does not hold, a duplicate id), so a slip in the data is caught by
``arbiter check`` and the tests, never shown to a director.
"""

from __future__ import annotations

import os
import re
from functools import cache
from typing import Any

from arbiter.i18n import LANGS, InputError, Text
from arbiter.tips.model import SECTIONS, Group, Point, Protocol, Source, Step, Tip, Tips

DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
AAP_FILE = os.path.join(DATA_DIR, "aap.yaml")
TIPS_FILE = os.path.join(DATA_DIR, "tips.yaml")
_ID = re.compile(r"^[a-z][a-z0-9_-]*$")


class TipsDataError(InputError):
    """A tips or protocol file that is not sound; ``problems`` lists every problem."""

    def __init__(self, file: str, problems: list[str]) -> None:
        name = os.path.basename(file)
        joined = "; ".join(problems)
        super().__init__(f"{name}: {joined}", f"{name}: {joined}")
        self.file = file
        self.problems = problems


class _Checker:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def text(self, value: Any, where: str) -> Text:
        if not isinstance(value, dict):
            self.problems.append(f"{where}: text must be {{nl: ..., en: ...}}")
            return Text()
        for lang in LANGS:
            if not str(value.get(lang) or "").strip():
                self.problems.append(f"{where}: text missing in '{lang}'")
        return Text({k: str(v).strip() for k, v in value.items() if k in LANGS})

    def ident(self, value: Any, where: str, seen: set[str]) -> str:
        ident = str(value or "")
        if not _ID.match(ident):
            self.problems.append(
                f"{where}: id '{ident}' must be lower case letters, digits, - or _"
            )
        elif ident in seen:
            self.problems.append(f"{where}: id '{ident}' is used twice")
        seen.add(ident)
        return ident

    def laws(self, value: Any, where: str) -> tuple[str, ...]:
        from arbiter.laws.catalogue import catalogue
        from arbiter.laws.refs import LawRef

        if value is None:
            return ()
        if not isinstance(value, list):
            self.problems.append(f"{where}: laws must be a list")
            return ()
        out = []
        for ref in value:
            try:
                parsed = LawRef.parse(str(ref))
            except InputError:
                self.problems.append(f"{where}: '{ref}' is not a law reference")
                continue
            if parsed.law not in catalogue().laws:
                self.problems.append(f"{where}: law {parsed.law} is not in the catalogue")
            out.append(str(ref))
        return tuple(out)


def _read(path: str) -> Any:
    """The YAML of ``path``; a file that cannot be read or parsed is a TipsDataError."""
    import yaml

    from arbiter.yamlio import load_yaml

    try:
        return load_yaml(path)
    except (OSError, yaml.YAMLError) as error:
        raise TipsDataError(path, [str(error)]) from None


def read_tips(path: str = TIPS_FILE) -> Tips:
    """The tips file, checked; :class:`TipsDataError` with every problem found."""
    data = _read(path)
    c = _Checker()
    if not isinstance(data, dict):
        raise TipsDataError(path, ["the file must hold sources, groups and tips"])
    sources = {}
    for key, value in (data.get("sources") or {}).items():
        sources[str(key)] = Source(str(key), c.text((value or {}).get("title"), f"source {key}"))
    groups: list[Group] = []
    seen_groups: set[str] = set()
    for i, g in enumerate(data.get("groups") or []):
        gid = c.ident(g.get("id"), f"group {i + 1}", seen_groups)
        groups.append(Group(gid, c.text(g.get("title"), f"group {gid}"),
                            c.text(g.get("intro"), f"group {gid} intro")))  # fmt: skip
    tips_out: list[Tip] = []
    seen: set[str] = set()
    for i, t in enumerate(data.get("tips") or []):
        if not isinstance(t, dict):
            c.problems.append(f"tip {i + 1}: must be a mapping")
            continue
        tid = c.ident(t.get("id"), f"tip {i + 1}", seen)
        where = f"tip {tid}"
        if t.get("group") not in seen_groups:
            c.problems.append(
                f"{where}: unknown group '{t.get('group')}' ({', '.join(seen_groups)})"
            )
        if t.get("source") not in sources:
            c.problems.append(f"{where}: unknown source '{t.get('source')}' ({', '.join(sources)})")
        laws = c.laws(t.get("laws"), where)
        if not laws and t.get("source") == "laws":
            c.problems.append(f"{where}: a tip whose source is the laws must cite one")
        keywords = {str(k): tuple(map(str, v or ())) for k, v in (t.get("keywords") or {}).items()}
        tips_out.append(Tip(tid, str(t.get("group")), c.text(t.get("title"), f"{where} title"),
                            c.text(t.get("text"), where), str(t.get("source")), laws,
                            keywords or None))  # fmt: skip
    for g in groups:
        if not any(t.group == g.id for t in tips_out):
            c.problems.append(f"group {g.id}: has no tips")
    if not tips_out:
        c.problems.append("no tips")
    if c.problems:
        raise TipsDataError(path, c.problems)
    return Tips(sources, tuple(groups), tuple(tips_out))


def read_protocol(path: str = AAP_FILE, sources: dict[str, Source] | None = None) -> Protocol:
    """The table protocol file, checked; its ``source`` must be one of the tips' sources."""
    data = _read(path)
    c = _Checker()
    if not isinstance(data, dict):
        raise TipsDataError(path, ["the file must hold source and steps"])
    if sources is not None and data.get("source") not in sources:
        c.problems.append(f"unknown source '{data.get('source')}' ({', '.join(sources)})")
    steps: list[Step] = []
    seen: set[str] = set()
    for n, s in enumerate(data.get("steps") or [], 1):
        sid = c.ident(s.get("id"), f"step {n}", seen)
        where = f"step {sid}"
        points: list[Point] = []
        seen_points: set[str] = set()
        for j, p in enumerate(s.get("points") or [], 1):
            pid = c.ident(p.get("id"), f"{where} point {j}", seen_points)
            points.append(Point(pid, c.text(p.get("text"), f"{where} point {pid}"),
                                c.laws(p.get("laws"), f"{where} point {pid}")))  # fmt: skip
        if not points:
            c.problems.append(f"{where}: has no points")
        link = s.get("link") or {}
        section = link.get("section")
        if section is not None and section not in SECTIONS:
            c.problems.append(f"{where}: unknown section '{section}' ({', '.join(SECTIONS)})")
        laws = tuple(str(x) for x in link.get("laws") or ())
        if section == "trail" and not laws:
            c.problems.append(f"{where}: a step linked from the trail needs laws")
        steps.append(Step(sid, n, c.text(s.get("title"), f"{where} title"),
                          c.text(s.get("why"), f"{where} why"), tuple(points), section, laws,
                          bool(link.get("always"))))  # fmt: skip
    if not steps:
        c.problems.append("no steps")
    if c.problems:
        raise TipsDataError(path, c.problems)
    return Protocol(str(data.get("source")), tuple(steps))


@cache
def tips() -> Tips:
    """The shipped tips, read and checked once per process."""
    return read_tips()


@cache
def protocol() -> Protocol:
    """The shipped table protocol, read and checked once per process."""
    return read_protocol(sources=tips().sources)


def check_all(tips_file: str = TIPS_FILE, aap_file: str = AAP_FILE) -> list[tuple[str, str]]:
    """Every problem in the two files, as (file name, problem); empty when sound."""
    out: list[tuple[str, str]] = []
    sources = None
    try:
        sources = read_tips(tips_file).sources
    except TipsDataError as error:
        out += [(os.path.basename(error.file), p) for p in error.problems]
    try:
        read_protocol(aap_file, sources=sources)
    except TipsDataError as error:
        out += [(os.path.basename(error.file), p) for p in error.problems]
    return out
