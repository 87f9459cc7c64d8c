"""The revoke calculator's third way in: the play at the table, trick by trick.

A director called after a revoke looks at the quitted cards (Law 65): he knows the
declarer, who revoked, in which trick, who won that trick and which side won the later
tricks. From those seats this module works out the facts the table needs (the revoker's
role, who won the revoke trick seen from the revoker, the offending side's later tricks)
so that nobody types JSON.

Only what changes the answer has to be given: tricks left empty count as unknown, and the
table is applied for every value they could have. When all of them give the same
transfer, that is the answer (a revoke by dummy, in trick 12, a later trick already won
by the offending side); otherwise the message asks for exactly what is missing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.revoke import RevokeFacts, Revoker, RevokeResult, Winner, transfer
from arbiter.i18n import InputError, Lang

TRICKS = 13
ACCEPTED = ("5:W 6:O 7:N", "- - - - W O N", "N O Z W", "? = onbekend / unknown")

#: Who won one trick: a seat, or None when not given.
Winners = dict[int, Seat]


def parse_winners(text: str) -> Winners:
    """Read who won each trick: ``"5:W 6:O"`` (trick: seat) or seats from trick 1 on,
    ``-`` or ``?`` for a trick not known (``"- - - - W O"``); both may be mixed, a plain
    seat then belongs to the trick after the previous one."""
    winners: Winners = {}
    trick = 0
    for token in (t for t in re.split(r"[\s,;]+", text.strip()) if t):
        number, _, seat = token.rpartition(":")
        if number:
            if not number.isdigit() or not 1 <= int(number) <= TRICKS:
                raise InputError(
                    f"Slag '{number[:10]}' bestaat niet: de slagen zijn 1 tot en met 13.",
                    f"Trick '{number[:10]}' does not exist: tricks are 1 to 13.",
                    ACCEPTED,
                )
            trick = int(number)
        else:
            trick += 1
        if trick > TRICKS:
            raise InputError(
                "Meer dan 13 slagen opgegeven.", "More than 13 tricks given.", ACCEPTED
            )
        if seat in ("-", "?", "."):
            continue
        try:
            found = Seat.parse(seat)
        except InputError:
            raise InputError(
                f"Slag {trick}: '{seat[:10]}' is geen windrichting.",
                f"Trick {trick}: '{seat[:10]}' is not a seat.",
                ACCEPTED,
            ) from None
        if winners.get(trick, found) is not found:
            raise InputError(
                f"Slag {trick} staat twee keer opgegeven, met verschillende winnaars.",
                f"Trick {trick} is given twice, with different winners.",
                ACCEPTED,
            )
        winners[trick] = found
    return winners


def format_winners(winners: Winners, lang: Lang = "en") -> str:
    """``"5:W 6:E"``: the text :func:`parse_winners` reads back."""
    return " ".join(f"{trick}:{winners[trick].abbr(lang)}" for trick in sorted(winners))


def role(declarer: Seat, revoker: Seat) -> Revoker:
    if revoker is declarer:
        return "declarer"
    return "dummy" if revoker is declarer.partner else "defender"


def won_by(revoker: Seat, winner: Seat) -> Winner:
    if winner is revoker:
        return "offender"
    return "offender_partner" if winner is revoker.partner else "non_offending_side"


_ROLE = {
    "nl": {"declarer": "leider", "dummy": "blinde", "defender": "tegenspeler"},
    "en": {"declarer": "declarer", "dummy": "dummy", "defender": "defender"},
}
_WON_BY = {
    "nl": {
        "offender": "de verzaker",
        "offender_partner": "zijn partner",
        "non_offending_side": "de niet-overtredende partij",
    },
    "en": {
        "offender": "the revoker",
        "offender_partner": "his partner",
        "non_offending_side": "the non-offending side",
    },
}


@dataclass(frozen=True)
class TricksOutcome:
    """The table applied to the play as the director found it."""

    declarer: Seat
    revoker: Seat
    trick: int | None  # None: a revoke not established, where the trick cannot matter
    winners: Winners
    established: bool
    facts: RevokeFacts  # with the known later tricks only
    result: RevokeResult
    not_given: tuple[int, ...]  # later tricks whose winner was not given (not needed)

    @property
    def winner(self) -> Seat | None:
        return None if self.trick is None else self.winners.get(self.trick)

    def as_json(self, lang: Lang) -> dict[str, Any]:
        from arbiter.calc.service.revoke import FIELDS, result_json

        names = FIELDS if self.established else ("revoker", "established")
        facts = {name: getattr(self.facts, name) for name in names}
        if self.established and self.winner is None:
            facts["revoke_trick_won_by"] = None
        reminder = self.result.reminder
        return {
            **result_json(self.result, lang),
            "established": self.established,
            "reminder": None if reminder is None else reminder.get_lang(lang),
            "facts": facts,
            "declarer": self.declarer.abbr("en"),
            "revoker": self.revoker.abbr("en"),
            "trick": self.trick,
            "winners": {str(t): s.abbr("en") for t, s in sorted(self.winners.items())},
            "tricks_not_given": list(self.not_given),
        }

    def text(self, lang: Lang) -> str:
        from arbiter.calc.service.revoke import count, result_lines

        nl = lang == "nl"
        title = "Verzaking" if nl else "Revoke"
        if self.established:
            head = count(self.result.tricks, lang)
        else:  # corrected (62A): no trick changes hands, so no 64C reminder either
            head = (
                "herstellen, er gaan geen slagen over"
                if nl
                else "correct it, no tricks are transferred"
            )
        lines = [f"{title}: {head}", ""]
        lines += result_lines(self.result, lang)
        lines += ["", *self.facts_lines(lang)]
        if self.result.reminder is not None:
            lines += ["", self.result.reminder.get_lang(lang)]
        return "\n".join(lines)

    def facts_lines(self, lang: Lang) -> list[str]:
        """What the director entered, in words."""
        nl = lang == "nl"
        revoker = self.revoker.name(lang)
        who = _ROLE[lang][role(self.declarer, self.revoker)]
        if not self.established:
            return [
                f"Leider {self.declarer.name(lang)}; {revoker} ({who}) verzaakte; niet voldongen."
                if nl
                else f"Declarer {self.declarer.name(lang)}; {revoker} ({who}) revoked; not "
                "established."
            ]
        assert self.trick is not None  # from_tricks: an established revoke names its trick
        lines = [
            f"Leider {self.declarer.name(lang)}; {revoker} ({who}) verzaakte in slag "
            f"{self.trick}; voldongen."
            if nl
            else f"Declarer {self.declarer.name(lang)}; {revoker} ({who}) revoked in trick "
            f"{self.trick}; established."
        ]
        if self.winner is not None:
            by = _WON_BY[lang][won_by(self.revoker, self.winner)]
            lines.append(
                f"Slag {self.trick} gewonnen door {self.winner.name(lang)} ({by})."
                if nl
                else f"Trick {self.trick} won by {self.winner.name(lang)} ({by})."
            )
        later = TRICKS - self.trick
        if self.established and later > len(self.not_given):
            side = self.revoker.side.abbr(lang)
            after = self.facts.offending_side_tricks_after
            known = later - len(self.not_given)
            lines.append(
                f"Daarna won {side} {after} van de {known} opgegeven slagen."
                if nl
                else f"After it, {side} won {after} of the {known} tricks given."
            )
            if self.not_given:
                lines.append(
                    f"Niet opgegeven (niet nodig voor de uitkomst): slag {_spans(self.not_given)}."
                    if nl
                    else f"Not given (not needed for the answer): trick "
                    f"{_spans(self.not_given)}."
                )
        for flag, nl_text, en_text in (
            (self.facts.failure_to_play_exposed_card, "Verzaakt door een open kaart niet te "
             "spelen.", "Revoke by failing to play a faced card."),
            (self.facts.same_player_same_suit_again, "Dezelfde speler verzaakte opnieuw in "
             "dezelfde kleur.", "The same player revoked again in the same suit."),
            (self.facts.both_sides_revoked, "Beide partijen verzaakten.", "Both sides revoked."),
        ):  # fmt: skip
            if flag:
                lines.append(nl_text if nl else en_text)
        return lines


def _spans(tricks: tuple[int, ...]) -> str:
    """``6-9, 11`` for 6, 7, 8, 9, 11."""
    spans: list[list[int]] = []
    for trick in tricks:
        if spans and trick == spans[-1][-1] + 1:
            spans[-1].append(trick)
        else:
            spans.append([trick])
    return ", ".join(str(s[0]) if len(s) == 1 else f"{s[0]}-{s[-1]}" for s in spans)


def from_tricks(
    declarer: Seat | None,
    revoker: Seat,
    trick: int | None,
    winners: Winners | None,
    established: bool,
    exposed: bool,
    again: bool,
    both_sides: bool,
) -> TricksOutcome:
    """Apply the table to the play as entered; InputError names what is missing."""
    if declarer is None:
        raise InputError(
            "Wie was de leider? Dan weet het programma of de verzaker leider, blinde of "
            "tegenspeler was.",
            "Who was declarer? Then the program knows whether the revoker was declarer, "
            "dummy or a defender.",
            ("N/O/Z/W", "N/E/S/W"),
        )
    the_role = role(declarer, revoker)
    if not established:
        # 62A: corrected whatever the trick and whoever won it; nothing else is needed
        facts = RevokeFacts(the_role, False, None, None, None, exposed, again, both_sides)
        return TricksOutcome(declarer, revoker, None, dict(winners or {}), False, facts,
                             transfer(facts), ())  # fmt: skip
    if trick is None:
        raise InputError(
            "In welke slag werd verzaakt?", "In which trick was the revoke?", ("1-13",)
        )
    winners = dict(winners or {})
    side = revoker.side
    later = range(trick + 1, TRICKS + 1)
    after = sum(1 for t in later if t in winners and winners[t].side is side)
    unknown = tuple(t for t in later if t not in winners)
    winner = winners.get(trick)
    choices: tuple[Winner, ...] = (
        (won_by(revoker, winner),)
        if winner is not None
        else ("offender", "offender_partner", "non_offending_side")
    )
    outcomes = {
        (by, n): transfer(RevokeFacts(the_role, True, trick, by, n, exposed, again, both_sides))
        for by, n in product(choices, (after, after + len(unknown)))
    }
    answers = {(r.tricks, r.step) for r in outcomes.values()}
    if len(answers) > 1:
        if winner is None and any(
            len({(r.tricks, r.step) for (_, m), r in outcomes.items() if m == n}) > 1
            for n in (after, after + len(unknown))
        ):
            raise InputError(
                f"Wie won slag {trick}, de verzaakslag? Dat bepaalt de uitkomst.",
                f"Who won trick {trick}, the revoke trick? The answer depends on it.",
                ("N/O/Z/W", "N/E/S/W"),
            )
        raise InputError(
            f"Won {side.abbr('nl')} na slag {trick} nog een slag? Geef de winnaars van slag "
            f"{_spans(unknown)} (één slag van {side.abbr('nl')} is genoeg).",
            f"Did {side.abbr('en')} win a trick after trick {trick}? Give the winners of "
            f"trick {_spans(unknown)} (one trick won by {side.abbr('en')} is enough).",
            ("N/O/Z/W", "N/E/S/W"),
        )
    by = choices[0]
    facts = RevokeFacts(the_role, True, trick, by, after, exposed, again, both_sides)
    return TricksOutcome(declarer, revoker, trick, winners, True, facts, outcomes[(by, after)],
                         unknown)  # fmt: skip
