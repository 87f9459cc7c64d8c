"""Reading one content file's raw YAML: texts, fields, law lists, and the problems found.

:class:`FieldReader` turns the small parts every node is made of into model values and,
where one is wrong, notes a problem (file, node, what is wrong) and goes on, so that the
loader reports every problem of a file at once. :class:`Shared` is what
``content/_shared.yaml`` gives the topics to use by name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.guide.model import FollowUp
from arbiter.guide.problems import Problem, problem
from arbiter.i18n import LANGS, Text


@dataclass
class Shared:
    texts: dict[str, Text]
    followups: dict[str, FollowUp]
    fragments: dict[str, dict[str, Any]]
    implications: tuple = ()  # model.Implication, given to every topic


class FieldReader:
    """Collects problems while turning raw YAML into model values for one file."""

    def __init__(self, file: str, shared: Shared | None) -> None:
        self.file = file
        self.shared = shared
        self.problems: list[Problem] = []

    def bad(self, node: str | None, nl: str, en: str) -> None:
        self.problems.append(problem(self.file, node, nl, en))

    def text(self, raw: Any, node: str | None, what: str) -> Text:
        if isinstance(raw, dict) and set(raw) == {"use"} and self.shared is not None:
            name = raw["use"]
            if name in self.shared.texts:
                return self.shared.texts[name]
            self.bad(
                node,
                f"{what}: gedeelde tekst '{name}' bestaat niet",
                f"{what}: shared text '{name}' does not exist",
            )
            return Text.of("", "")
        if not isinstance(raw, dict):
            self.bad(
                node,
                f"{what} moet een tekst zijn met nl en en",
                f"{what} must be a text with nl and en",
            )
            return Text.of("", "")
        for lang in LANGS:
            value = raw.get(lang)
            if not isinstance(value, str) or not value.strip():
                self.bad(
                    node,
                    f"{what}: tekst in taal '{lang}' ontbreekt",
                    f"{what}: text in language '{lang}' is missing",
                )
        extra = set(raw) - set(LANGS)
        if extra:
            self.bad(
                node,
                f"{what}: onbekende talen {sorted(extra)}",
                f"{what}: unknown languages {sorted(extra)}",
            )
        return Text({k: str(v).strip() for k, v in raw.items() if k in LANGS})

    def keys(self, raw: dict, allowed: set[str], required: set[str], node: str | None) -> bool:
        ok = True
        for key in sorted(required - set(raw)):
            self.bad(
                node, f"verplicht veld '{key}' ontbreekt", f"required field '{key}' is missing"
            )
            ok = False
        for key in sorted(set(raw) - allowed):
            self.bad(node, f"onbekend veld '{key}'", f"unknown field '{key}'")
        return ok

    def laws(self, raw: Any, node: str | None, what: str) -> tuple[str, ...]:
        if raw is None:
            return ()
        if isinstance(raw, str | int):
            raw = [raw]
        if not isinstance(raw, list):
            self.bad(
                node, f"{what} moet een lijst artikelen zijn", f"{what} must be a list of laws"
            )
            return ()
        return tuple(str(item) for item in raw)
