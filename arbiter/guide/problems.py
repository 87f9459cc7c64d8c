"""Problems found in content files, named by file and node, in both languages."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.i18n import InputError, Lang, Text


@dataclass(frozen=True, slots=True)
class Problem:
    file: str
    node: str | None
    text: Text

    def message(self, lang: Lang) -> str:
        where = self.file if self.node is None else f"{self.file}: node '{self.node}'"
        return f"{where}: {self.text.get_lang(lang)}"


def problem(file: str, node: str | None, nl: str, en: str) -> Problem:
    return Problem(file, node, Text.of(nl, en))


class ContentError(InputError):
    """Content that failed validation; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__(
            "\n".join(p.message("nl") for p in problems),
            "\n".join(p.message("en") for p in problems),
        )
