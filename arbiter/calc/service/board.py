"""``arbiter calc board 13``: dealer and vulnerability that a board number fixes (Law 2).

For a board whose markings are lost or doubted, or to check an entry in the scoring
programme: the standard 16-board cycle, so board 17 is marked as board 1.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from arbiter.calc.scoring import BoardInfo, board_info
from arbiter.calc.service.declare import Calculator
from arbiter.calc.service.inputs import BOARD
from arbiter.i18n import Lang, Text


@dataclass(frozen=True)
class BoardOutcome:
    info: BoardInfo

    @property
    def cycle(self) -> int:
        """The board of the 1-16 cycle whose markings this one has."""
        return (self.info.number - 1) % 16 + 1

    def as_json(self, lang: Lang) -> dict[str, Any]:
        info = self.info
        return {
            "lang": lang,
            "board": info.number,
            "same_as": self.cycle,
            "dealer": info.dealer.abbr("en"),
            "dealer_name": info.dealer.name(lang),
            "vulnerability": info.vulnerability.value,
            "vulnerable": {
                "NS": info.vulnerability.value in ("NS", "both"),
                "EW": info.vulnerability.value in ("EW", "both"),
            },
            "short": info.format(lang),
            "text": self.sentence(lang),
        }

    def sentence(self, lang: Lang) -> str:
        note = ""
        if self.cycle != self.info.number:
            note = (
                f" (zoals spel {self.cycle}: de reeks herhaalt zich elke 16 spellen)"
                if lang == "nl"
                else f" (as board {self.cycle}: the cycle repeats every 16 boards)"
            )
        return self.info.describe().get_lang(lang).rstrip(".") + note + "."

    def text(self, lang: Lang) -> str:
        return f"{self.sentence(lang)}\n{self.info.format(lang)}"


def compute(number: int) -> BoardOutcome:
    return BoardOutcome(board_info(number))


CALCULATOR = Calculator(
    name="board",
    title=Text.of("Gever en kwetsbaarheid", "Dealer and vulnerability"),
    description=Text.of(
        "Gever en kwetsbaarheid bij een spelnummer (art. 2), bv. als de markering van een "
        "bord ontbreekt.",
        "Dealer and vulnerability of a board number (Law 2), e.g. when a board's markings "
        "are missing.",
    ),
    inputs=(
        replace(
            BOARD,
            name="number",
            hint=Text.of(
                "1, 2, 3, …; spel 17 heeft de markering van spel 1",
                "1, 2, 3, …; board 17 has the markings of board 1",
            ),
            required=True,
            positional=True,
        ),
    ),
    compute=compute,
)
