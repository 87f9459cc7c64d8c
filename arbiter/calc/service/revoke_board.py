"""The revoke calculator's answer for a played board (``--pbn``): every revoke found in
the cards, whether it was established and how, what each one costs, the corrected number
of tricks and the North-South score.

Apart from :mod:`arbiter.calc.service.revoke` because it is read only for a PBN record,
which reads the PBN text (:mod:`arbiter.calc.pbn_board`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.play import play_status
from arbiter.calc.revoke import REMINDER_64C
from arbiter.calc.revoke_pbn import RevokeAnalysis, RevokeFinding
from arbiter.calc.service.revoke import FIELDS, count, result_json, result_lines
from arbiter.i18n import Lang

_ROLE = {
    "nl": {"declarer": "leider", "dummy": "blinde", "defender": "tegenspeler"},
    "en": {"declarer": "declarer", "dummy": "dummy", "defender": "defender"},
}


def _seat(seat: Seat | None) -> str | None:
    """Seats, cards and contracts are codes in JSON: English, whatever the language."""
    return None if seat is None else seat.abbr("en")


def _over(contract: Any, tricks: int) -> str:
    over = tricks - 6 - contract.level
    return "=" if over == 0 else f"{over:+d}"


def _finding_json(f: RevokeFinding, lang: Lang) -> dict[str, Any]:
    return {
        "trick": f.trick,
        "seat": f.seat.abbr("en"),
        "card": f.card.format("en"),
        "suit_led": f.suit_led.symbol,
        "role": f.role,
        "trick_winner": _seat(f.trick_winner),
        "established": f.established,
        "established_by": f.established_by,
        "facts": {name: getattr(f.facts, name) for name in FIELDS},
        **result_json(f.result, lang),
        "if_more_tricks": None if f.if_more_tricks is None else result_json(f.if_more_tricks, lang),
        "notes": [n.get_lang(lang) for n in f.notes],
    }


def _finding_lines(f: RevokeFinding, lang: Lang) -> list[str]:
    nl = lang == "nl"
    role = _ROLE[lang][f.role]
    winner = "-" if f.trick_winner is None else f.trick_winner.name(lang)
    lines = [
        f"{'Slag' if nl else 'Trick'} {f.trick}: {f.seat.name(lang)} ({role}) "
        + (
            f"speelde {f.card.format(lang)} op {f.suit_led.symbol} en had nog "
            f"{f.suit_led.name(lang)}. Slag gewonnen door: {winner}."
            if nl
            else f"played {f.card.format(lang)} to {f.suit_led.symbol} while holding "
            f"{f.suit_led.name(lang)}. Trick won by: {winner}."
        )
    ]
    if f.established:
        how = (
            "de overtreder of zijn partner speelde naar de volgende slag (63A1)"
            if f.established_by == "63A1"
            else "het spel werd geclaimd of er werd een concessie gedaan (63A3/63A4)"
        )
        how_en = (
            "the offender or his partner played to the next trick (63A1)"
            if f.established_by == "63A1"
            else "the play ended in a claim or concession (63A3/63A4)"
        )
        lines.append(f"  {'Voldongen' if nl else 'Established'}: {how if nl else how_en}.")
        side = f.seat.side.abbr(lang)
        after = f.facts.offending_side_tricks_after
        lines.append(
            f"  {side} won na slag {f.trick} nog {after} slag(en)."
            if nl
            else f"  {side} won {after} trick(s) after trick {f.trick}."
        )
    lines += result_lines(f.result, lang, "  ")
    if f.if_more_tricks is not None:
        lines.append(
            f"  Wint {f.seat.side.abbr(lang)} nog een slag, dan: "
            f"{count(f.if_more_tricks.tricks, lang)} (stap {f.if_more_tricks.step})."
            if nl
            else f"  If {f.seat.side.abbr(lang)} wins another trick: "
            f"{count(f.if_more_tricks.tricks, lang)} (step {f.if_more_tricks.step})."
        )
    lines += [f"  {note.get_lang(lang)}" for note in f.notes]
    return [*lines, ""]


@dataclass(frozen=True)
class PlayedOutcome:
    number: int | None
    analysis: RevokeAnalysis

    def as_json(self, lang: Lang) -> dict[str, Any]:
        analysis = self.analysis
        contract = analysis.board.contract
        return {
            "board": self.number,
            "contract": f"{contract.bid.format('en')}{'X' * contract.doubled}",
            "declarer": contract.declarer.abbr("en"),
            "vulnerability": None
            if analysis.vulnerability is None
            else analysis.vulnerability.value,
            "finished": analysis.board.finished,
            "claim": analysis.board.claim,
            "claimed_after_trick": len(analysis.board.complete_tricks)
            if analysis.board.claim
            else None,
            "status": play_status(analysis.board).get_lang(lang),
            "tricks_as_played": analysis.tricks_as_played,
            "revokes": [_finding_json(f, lang) for f in analysis.revokes],
            "to_defenders": analysis.to_defenders,
            "to_declarer": analysis.to_declarer,
            "corrected_tricks": analysis.corrected_tricks,
            "score_as_played": analysis.score_as_played,
            "corrected_score": analysis.corrected_score,
            "notes": [n.get_lang(lang) for n in analysis.notes],
            "reminder": REMINDER_64C.get_lang(lang) if self.transfers else None,
        }

    @property
    def transfers(self) -> bool:
        """An established revoke is on the board: only then can tricks change hands (64C
        is about those tricks); a revoke that is corrected transfers nothing."""
        return any(f.established for f in self.analysis.revokes)

    def text(self, lang: Lang) -> str:
        nl = lang == "nl"
        analysis = self.analysis
        board = analysis.board
        contract = board.contract
        bid = f"{contract.bid.format(lang)}{'X' * contract.doubled}"
        head = f"{'Spel' if nl else 'Board'} {self.number}: " if self.number is not None else ""
        vul = "" if analysis.vulnerability is None else f", {analysis.vulnerability.format(lang)}"
        lines = [f"{head}{contract.format(lang)}{vul}"]
        lines.append(play_status(board).get_lang(lang))  # played out, claimed, going on
        lines.append("")
        if not analysis.revokes:
            lines.append("Geen verzaking gevonden." if nl else "No revoke found.")
        for finding in analysis.revokes:
            lines += _finding_lines(finding, lang)
        lines += self._totals(bid, lang)
        lines += [note.get_lang(lang) for note in analysis.notes]
        if self.transfers:
            lines += ["", REMINDER_64C.get_lang(lang)]
        return "\n".join(lines).rstrip()

    def _totals(self, bid: str, lang: Lang) -> list[str]:
        nl = lang == "nl"
        analysis = self.analysis
        contract = analysis.board.contract
        lines = []
        corrected = analysis.corrected_tricks
        if analysis.revokes and corrected is not None:
            moved = analysis.to_declarer - analysis.to_defenders
            over = _over(contract, corrected)
            lines.append(
                f"Gecorrigeerd: {corrected} slagen voor de leider ({bid}{over}), {moved:+d} "
                "ten opzichte van het spel."
                if nl
                else f"Corrected: {corrected} tricks for declarer ({bid}{over}), {moved:+d} "
                "from the play."
            )
        if analysis.score_as_played is not None:
            if analysis.revokes:
                lines.append(
                    f"Score NZ: {analysis.corrected_score:+d} "
                    f"(gespeeld: {analysis.score_as_played:+d})."
                    if nl
                    else f"NS score: {analysis.corrected_score:+d} (as played: "
                    f"{analysis.score_as_played:+d})."
                )
            else:
                lines.append(
                    f"Score NZ: {analysis.score_as_played:+d}."
                    if nl
                    else f"NS score: {analysis.score_as_played:+d}."
                )
        elif analysis.tricks_as_played is not None:
            lines.append(
                "Geen kwetsbaarheid in het bestand: alleen slagen, geen score."
                if nl
                else "No vulnerability in the file: tricks only, no score."
            )
        return lines
