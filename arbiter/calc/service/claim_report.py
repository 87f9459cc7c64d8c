"""The claim check's answer (``arbiter calc claim``): the text a director reads, in Dutch
or English, and the JSON document; both labelled as help to judgement (70A) every time.

Apart from :mod:`arbiter.calc.service.claim` (the declaration and the reading of the
inputs) because it is needed only once a check has run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.bridge import Seat
from arbiter.i18n import Lang, Text

__all__ = ["DD_NOTE", "HELP", "ClaimOutcome"]

HELP = Text.of(
    "Hulp bij uw oordeel, geen beslissing: u beslist (70A), en twijfel gaat ten koste van "
    "de claimer.",
    "Help for your judgement, not the ruling: you decide (70A), and doubtful points go "
    "against the claimer.",
)
DD_NOTE = Text.of(
    "Alle kaarten open en de claimer speelt foutloos: een referentie, niet de beslissing.",
    "All cards open and the claimer plays without a slip: a reference, not the ruling.",
)

_CHOICE = {
    "nl": {
        "guess": "raadbeurt: {card}, niet {better} (70E1)",
        "order": "lage kaart eerst: {card}, niet {better}",
        "open": "kleurvolgorde: {card}, niet {better}",
        "discard": "gooit {card} af, niet {better}",
        "overruff": "troeft met {card}, niet {better}",
    },
    "en": {
        "guess": "guess: {card}, not {better} (70E1)",
        "order": "small card first: {card}, not {better}",
        "open": "order of suits: {card}, not {better}",
        "discard": "discards {card}, not {better}",
        "overruff": "ruffs with {card}, not {better}",
    },
}


def _count(n: int, lang: Lang) -> str:
    if lang == "nl":
        return f"{n} slag" if n == 1 else f"{n} slagen"
    return f"{n} trick" if n == 1 else f"{n} tricks"


@dataclass(frozen=True)
class ClaimOutcome:
    check: Any  # arbiter.calc.claim.ClaimCheck (imported with the calculator)

    # -- what the figures mean ------------------------------------------------------------

    def _declaring(self) -> bool:
        position = self.check.position
        return position.declarer is None or position.declarer is position.claimer

    def _total(self, tricks: int) -> dict[str, Any] | None:
        """Tricks for the claimer's side in the whole board, and the contract's result."""
        position = self.check.position
        if position.won is None:
            return None
        total = position.won + tricks
        out: dict[str, Any] = {"claimer_side": total, "result": None}
        contract = position.contract
        if contract is not None:
            declarer_tricks = total if contract.declarer.side is position.side else 13 - total
            out["declarer"] = declarer_tricks
            out["result"] = _result(contract, declarer_tricks, "en")
        return out

    def notes(self, lang: Lang) -> list[str]:
        check, nl = self.check, lang == "nl"
        out = []
        trumps = " ".join(c.format(lang) for c in check.position.outstanding_trumps())
        if check.plan.trump_unmentioned:
            out.append(
                f"De tegenpartij heeft nog troef ({trumps}) en de claimer noemde geen troef: "
                "de speelwijzen spelen zijn eigen troeven op elk moment, ook eerst (met een "
                "hoge troef) of pas aan het eind (70C)."
                if nl
                else f"The opponents still hold a trump ({trumps}) and the claimer did not "
                "mention trumps: the lines play his own trumps at any point, first (with a "
                "high trump) as well as last (70C)."
            )
        if check.plan.draw_added:
            out.append(
                "U stelde vast dat de claimer van de troef wist: elke speelwijze trekt eerst "
                "troef (70C2)."
                if nl
                else "You found that the claimer knew of the trump: every line draws trumps "
                "first (70C2)."
            )
        if check.top_down:
            out.append(
                "Een kleur waarvan de verklaring de volgorde niet noemt, wordt van boven "
                "gespeeld (70E2: voorschrift van bond of organisator)."
                if nl
                else "A suit whose order the statement does not give is played from the top "
                "(70E2: set by the Regulating Authority or organiser)."
            )
        elif self._chose("order"):
            out.append(
                "Noemt de verklaring de volgorde in een kleur niet, dan kan een onzorgvuldige "
                "speler een lage kaart eerst spelen, behalve met aas of heer in die hand."
                if nl
                else "Where the statement does not give the order within a suit, a careless "
                "player may lead a small card first, unless he holds the ace or king in that "
                "hand."
            )
        if self._chose("guess"):
            out.append(
                "Een snit of raadbeurt die de claimer niet noemde, valt verkeerd uit (70E1), "
                "behalve in een kleur waarin een tegenstander al niet bekende."
                if nl
                else "A finesse or guess the claimer did not state goes wrong (70E1), except in "
                "a suit an opponent has already shown out of."
            )
        if not check.complete:
            out.append(
                "Niet elke speelwijze is binnen de tijd geteld: daar staat een bereik. De "
                "slechtste is wel exact."
                if nl
                else "Not every line was counted in time: those show a range. The worst is exact."
            )
        if check.conceded_safe:
            n = check.conceded_safe
            out.append(
                f"De claimer gaf {_count(n, lang)} meer weg dan nodig: geen normale speelwijze "
                "verliest die. Een afgestane slag die niet verloren kon gaan, gaat terug (71)."
                if nl
                else f"The claimer gave away {_count(n, lang)} more than needed: no normal line "
                "loses it. A conceded trick that could not be lost goes back (71)."
            )
        return out

    def _chose(self, kind: str) -> bool:
        """Whether the worst line lost a trick by this kind of careless choice."""
        return any(c.choice == kind for t in self.check.worst_play for c in t.cards)

    def verdict(self, lang: Lang) -> str:
        check, nl = self.check, lang == "nl"
        worst, claimed = check.worst, check.claimed
        head = (
            f"Geclaimd: {_count(claimed, lang)}. Slechtste normale speelwijze: "
            f"{_count(worst, lang)}."
            if nl
            else f"Claimed: {_count(claimed, lang)}. Worst normal line: {_count(worst, lang)}."
        )
        if check.at_stake:
            n = check.at_stake
            return head + (
                f" Vindt u die speelwijze normaal voor deze speler, dan "
                f"{'gaat' if n == 1 else 'gaan'} er {_count(n, lang)} naar de tegenpartij."
                if nl
                else f" If you judge that line normal for this player, {_count(n, lang)} "
                f"{'goes' if n == 1 else 'go'} to the opponents."
            )
        return head + (
            " Elke normale speelwijze haalt de claim."
            if nl
            else " Every normal line makes the claim."
        )

    # -- JSON -----------------------------------------------------------------------------

    def as_json(self, lang: Lang) -> dict[str, Any]:
        check = self.check
        position = check.position
        declaring = self._declaring()
        return {
            "lang": lang,
            "help": HELP.get_lang(lang),
            "position": {
                "hands": {s.abbr("en"): position.format_hand(s, "en") for s in Seat},
                "trump": None if position.trump is None else position.trump.symbol,
                "leader": position.leader.abbr("en"),
                "claimer": position.claimer.abbr("en"),
                "declarer": None if position.declarer is None else position.declarer.abbr("en"),
                "contract": None
                if position.contract is None
                else position.contract.bid.format("en") + "X" * position.contract.doubled,
                "trick": [c.format("en") for c in position.trick],
                "won": position.won,
                "left": check.left,
                "outstanding_trumps": [c.format("en") for c in position.outstanding_trumps()],
            },
            "statement": {
                "text": check.statement.text,
                "steps": [
                    [_step_code(step, declaring) for step in group]
                    for group in check.statement.groups
                ],
                "rest": check.statement.rest,
                "trump_known": check.trump_known,
                "top_down": check.top_down,
            },
            "lines": [
                {
                    "order": count.line.codes(),
                    "text": count.line.describe(lang, declaring),
                    "tricks": count.low if count.exact else None,
                    "low": count.low,
                    "high": count.high,
                    "worst": count.exact and count.low == check.worst,
                }
                for count in check.lines
            ],
            "worst": check.worst,
            "worst_play": [
                {
                    "trick": trick.number,
                    "leader": trick.leader.abbr("en"),
                    "winner": trick.winner.abbr("en"),
                    "cards": [
                        {
                            "seat": c.seat.abbr("en"),
                            "card": c.card.format("en"),
                            "choice": c.choice,
                            "better": None if c.better is None else c.better.format("en"),
                            "before_claim": c.before_claim,
                        }
                        for c in trick.cards
                    ],
                }
                for trick in check.worst_play
            ],
            "double_dummy": check.double_dummy,
            "claimed": check.claimed,
            "at_stake": check.at_stake,
            "conceded_safe": check.conceded_safe,
            "total": {
                "worst": self._total(check.worst),
                "claimed": self._total(check.claimed),
                "double_dummy": None
                if check.double_dummy is None
                else self._total(check.double_dummy),
            },
            "complete": check.complete,
            "seconds": round(check.seconds, 3),
            "verdict": self.verdict(lang),
            "notes": self.notes(lang),
            "dd_note": DD_NOTE.get_lang(lang),
            "laws": list(check.laws),
        }

    # -- text -----------------------------------------------------------------------------

    def text(self, lang: Lang) -> str:
        check, nl = self.check, lang == "nl"
        position = check.position
        declaring = self._declaring()
        lines = [HELP.get_lang(lang), ""]
        head = []
        if position.contract is not None:
            head.append(position.contract.format(lang) + ".")
        trump = position.trump.symbol if position.trump is not None else (
            "sans atout" if nl else "no trump"
        )  # fmt: skip
        head.append(
            f"{position.claimer.name(lang)} claimt {_count(check.claimed, lang)} van de "
            f"{check.left}. Troef: {trump}."
            if nl
            else f"{position.claimer.name(lang)} claims {_count(check.claimed, lang)} of "
            f"{check.left}. Trumps: {trump}."
        )
        lines.append(" ".join(head))
        for seat in Seat:
            mark = ""
            if seat is position.to_play:
                mark = "  ← aan de beurt" if nl else "  ← to play"
            lines.append(f"  {seat.abbr(lang)}: {position.format_hand(seat, lang)}{mark}")
        if position.trick:
            played = ", ".join(
                f"{position.leader.after(i).abbr(lang)} {c.format(lang)}"
                for i, c in enumerate(position.trick)
            )
            lines.append(("  In deze slag al: " if nl else "  Already in this trick: ") + played)
        if position.won is not None:
            side = position.side.abbr(lang)
            lines.append(
                f"{side} heeft al {_count(position.won, lang)}."
                if nl
                else f"{side} has won {_count(position.won, lang)} already."
            )
        lines.append(self._statement_line(lang, declaring))
        lines += ["", "Speelwijzen (de tegenspelers spelen steeds zo goed mogelijk):" if nl
                  else "Lines (the defenders always play their best):"]  # fmt: skip
        groups: dict[tuple[int, int], list[str]] = {}
        for count in check.lines:
            groups.setdefault((count.low, count.high), []).append(
                count.line.describe(lang, declaring)
            )
        for (low, high), described in sorted(groups.items()):
            figure = _count(low, lang) if low == high else f"{low}-{high}"
            if low == high == check.worst:
                figure += " (slechtste)" if nl else " (worst)"
            lines.append(f"  {figure}:")
            lines += [f"      {text}" for text in described]
        lines += ["", "Slechtste speelwijze, zo gespeeld:" if nl else "Worst line, played out:"]
        for trick in check.worst_play:
            cards = ", ".join(f"{c.seat.abbr(lang)} {c.card.format(lang)}" for c in trick.cards)
            lines.append(f"  {trick.number}. {cards} → {trick.winner.abbr(lang)}")
            for c in trick.cards:
                if c.choice is not None and c.better is not None:
                    why = _CHOICE[lang][c.choice].format(
                        card=c.card.format(lang), better=c.better.format(lang)
                    )
                    lines.append(f"       {c.seat.abbr(lang)}: {why}")
        if check.double_dummy is not None:
            lines += [
                "",
                (
                    f"Dubbeldummy: {_count(check.double_dummy, lang)}."
                    if nl
                    else f"Double dummy: {_count(check.double_dummy, lang)}."
                )
                + " "
                + DD_NOTE.get_lang(lang),
            ]
        lines += ["", self.verdict(lang)]
        total = self._total(check.worst)
        if total is not None:
            side = position.side.abbr(lang)
            contract = position.contract
            result = "" if contract is None else f" ({_result(contract, total['declarer'], lang)})"
            lines.append(
                f"Bij de slechtste speelwijze heeft {side} in totaal "
                f"{_count(total['claimer_side'], lang)}{result}."
                if nl
                else f"On the worst line {side} has {_count(total['claimer_side'], lang)} in "
                f"all{result}."
            )
        notes = self.notes(lang)
        if notes:
            lines += ["", *notes]
        lines += ["", ("Artikelen: " if nl else "Laws: ") + ", ".join(check.laws)]
        return "\n".join(lines)

    def _statement_line(self, lang: Lang, declaring: bool) -> str:
        from arbiter.calc.claim import step_text

        nl = lang == "nl"
        statement = self.check.statement
        if not statement.groups:
            rest = (" 'de rest is hoog', maar" if nl else " 'the rest are good', but") if (
                statement.rest) else ""  # fmt: skip
            return (
                f"Verklaring:{rest} geen volgorde genoemd; elke volgorde telt mee."
                if nl
                else f"Statement:{rest} no order stated; every order counts."
            )
        else:
            joiner = " en " if nl else " and "
            said = " → ".join(
                joiner.join(step_text(step, lang, declaring) for step in group)
                for group in statement.groups
            )
        rest = " (de rest in elke volgorde)" if nl else " (the rest in any order)"
        return ("Verklaring: " if nl else "Statement: ") + said + rest


def _step_code(step: Any, declaring: bool) -> str:
    from arbiter.calc.claim import step_text

    return step_text(step, "en", declaring)


def _result(contract: Any, declarer_tricks: int, lang: Lang) -> str:
    """``3SA-9`` in Dutch, ``3NT-9`` in English: the contract and how it went."""
    over = declarer_tricks - 6 - contract.level
    made = "=" if not over else f"{over:+d}"
    return f"{contract.bid.format(lang)}{'X' * contract.doubled}{made}"
