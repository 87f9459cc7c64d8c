"""The shapes of the table protocol and the tips: plain frozen data, texts in nl and en."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.i18n import Text

#: Parts of the ruling screen a protocol step can be linked from.
SECTIONS = ("trail", "rectification", "options", "leave", "afterwards")


@dataclass(frozen=True, slots=True)
class Point:
    """One thing to do or ask: a line of the checklist."""

    id: str
    text: Text
    laws: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Step:
    """A step of the table protocol. ``section``/``laws``/``always`` say which rulings
    link to it: see :func:`arbiter.tips.links.steps_for`."""

    id: str
    number: int
    title: Text
    why: Text
    points: tuple[Point, ...]
    section: str | None = None
    laws: tuple[str, ...] = ()
    always: bool = False


@dataclass(frozen=True, slots=True)
class Protocol:
    source: str
    steps: tuple[Step, ...]

    def step(self, step_id: str) -> Step | None:
        return next((s for s in self.steps if s.id == step_id), None)


@dataclass(frozen=True, slots=True)
class Source:
    id: str
    title: Text


@dataclass(frozen=True, slots=True)
class Group:
    id: str
    title: Text
    intro: Text


@dataclass(frozen=True, slots=True)
class Tip:
    id: str
    group: str
    title: Text
    text: Text
    source: str
    laws: tuple[str, ...] = ()
    keywords: dict[str, tuple[str, ...]] | None = None


@dataclass(frozen=True, slots=True)
class Tips:
    sources: dict[str, Source]
    groups: tuple[Group, ...]
    tips: tuple[Tip, ...]

    def group(self, group_id: str) -> Group | None:
        return next((g for g in self.groups if g.id == group_id), None)

    def in_group(self, group_id: str) -> tuple[Tip, ...]:
        return tuple(t for t in self.tips if t.group == group_id)
