"""The one error of the PBN reader: what is wrong, and where (line, record, board, tag).

A director who gets a PBN file from a scoring program cannot fix "invalid literal for
int()"; he can open the file at line 47 and see that the Result tag of record 3 says
``NS 14``. So every problem carries its place, and the message starts with it, in Dutch
and in English. It is an :class:`~arbiter.i18n.InputError`: the shells print it and
exit with code 2.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from arbiter.i18n import InputError, Lang

__all__ = ["PbnError"]


class PbnError(InputError):
    """A problem in a PBN file, placed by line, record number, board number and tag."""

    def __init__(
        self,
        nl: str,
        en: str,
        *,
        line: int | None = None,
        record: int | None = None,
        board: int | None = None,
        tag: str | None = None,
        accepted: Iterable[str] = (),
    ) -> None:
        nl, en = _upper_first(nl), _upper_first(en)
        self.problem = (nl, en)
        self.line, self.record, self.board, self.tag = line, record, board, tag
        super().__init__(
            _where("nl", line, record, board, tag) + nl,
            _where("en", line, record, board, tag) + en,
            accepted,
        )

    @classmethod
    def placed(
        cls,
        error: InputError,
        *,
        line: int | None = None,
        record: int | None = None,
        board: int | None = None,
        tag: str | None = None,
    ) -> PbnError:
        """``error`` (from a deal, card or call parser) with its place in the file added.

        An error that is already placed keeps the place it has and gains what it lacks.
        """
        if isinstance(error, PbnError):
            nl, en = error.problem
            line = error.line if error.line is not None else line
            record = error.record if error.record is not None else record
            board = error.board if error.board is not None else board
            tag = error.tag if error.tag is not None else tag
        else:
            nl, en = error.text["nl"], error.text["en"]
        return cls(nl, en, line=line, record=record, board=board, tag=tag, accepted=error.accepted)

    def to_json(self, lang: Lang = "nl") -> Mapping[str, object]:
        """The usual error object plus the place: ``line``, ``record``, ``board``, ``tag``."""
        return {
            **super().to_json(lang),
            "line": self.line,
            "record": self.record,
            "board": self.board,
            "tag": self.tag,
        }


def _where(
    lang: Lang, line: int | None, record: int | None, board: int | None, tag: str | None
) -> str:
    """``PBN, regel 47, record 3 (spel 5), tag Result: `` — the parts that are known."""
    nl = lang == "nl"
    parts = []
    if line is not None:
        parts.append(f"{'regel' if nl else 'line'} {line}")
    if record is not None:
        number = "" if board is None else f" ({'spel' if nl else 'board'} {board})"
        parts.append(f"record {record}{number}")
    elif board is not None:
        parts.append(f"{'spel' if nl else 'board'} {board}")
    if tag is not None:
        parts.append(f"tag {tag}")
    return "PBN" + (", " + ", ".join(parts) if parts else "") + ": "


def _upper_first(text: str) -> str:
    """Each problem reads as a sentence after the place: ``tag Result: Uitslag …``."""
    return text[:1].upper() + text[1:]
