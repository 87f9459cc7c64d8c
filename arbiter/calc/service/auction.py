"""``arbiter calc auction``: the facts of an irregular call and the topic it belongs to.

    arbiter calc auction --dealer N --calls "1♥ pas 1♠" --irregular 1♦ --by W
    arbiter calc auction --dealer N --calls "1♥ pas 1♠ 1♦*" --by W

``--calls`` are the calls before the irregularity, from the dealer; they must be a legal
auction. The irregular call is given with ``--irregular`` or marked with ``*`` as the last
call. ``--must-pass`` names a player who was obliged to pass (Law 37, 28A).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.auction_facts import (
    AuctionFacts,
    IrregularCall,
    auction_facts,
    parse_auction,
    parse_irregular,
    split_marked,
)
from arbiter.calc.service.declare import Calculator, Input
from arbiter.calc.service.inputs import seat
from arbiter.i18n import InputError, Lang, Text

_INADMISSIBLE = {
    "nl": {
        "double_not_permitted": "doublet niet toegestaan (36)",
        "redouble_not_permitted": "redoublet niet toegestaan (36)",
        "bid_above_seven": "bod boven zeven (38)",
        "after_final_pass": "na de afsluitende pas (39)",
        "obliged_to_pass": "moest passen (37)",
    },
    "en": {
        "double_not_permitted": "double not permitted (36)",
        "redouble_not_permitted": "redouble not permitted (36)",
        "bid_above_seven": "bid above seven (38)",
        "after_final_pass": "after the final pass (39)",
        "obliged_to_pass": "obliged to pass (37)",
    },
}
_RELATION = {
    "nl": {"self": "de overtreder zelf", "rho": "RT", "partner": "partner", "lho": "LT"},
    "en": {"self": "the offender himself", "rho": "RHO", "partner": "partner", "lho": "LHO"},
}


@dataclass(frozen=True)
class AuctionOutcome:
    facts: AuctionFacts

    def as_json(self, lang: Lang) -> dict[str, Any]:
        """Seats and calls are codes (English); the explanation is in ``lang``."""
        facts = self.facts
        return {
            "dealer": facts.auction.dealer.abbr("en"),
            "calls": facts.auction.format("en"),
            "call": facts.call.format("en"),
            "call_kind": facts.call_kind,
            "offender": facts.offender.abbr("en"),
            "turn": None if facts.turn is None else facts.turn.abbr("en"),
            "relation": facts.relation,
            "in_turn": facts.in_turn,
            "in_rotation_by_28a": facts.in_rotation_by_28a,
            "called_before": facts.called_before,
            "insufficient": facts.insufficient,
            "lowest_sufficient": None
            if facts.lowest_sufficient is None
            else facts.lowest_sufficient.format("en"),
            "inadmissible": list(facts.inadmissible),
            "topic": facts.topic,
            "law": facts.law,
            "laws": list(facts.laws),
            "explanation": [t.get_lang(lang) for t in facts.explanation],
        }

    def guide(self) -> tuple[str, dict[str, str]] | None:
        """The guide topic for this call, with the table data it takes (its fact names)."""
        facts = self.facts
        if facts.topic is None:
            return None
        return facts.topic, {
            "dealer": facts.auction.dealer.abbr("en"),
            "auction": facts.auction.format("en"),
            "call": facts.call.format("en"),
            "offender": facts.offender.abbr("en"),
        }

    def _rows(self, lang: Lang) -> list[tuple[str, str]]:
        facts, nl = self.facts, lang == "nl"
        yes, no = ("ja", "nee") if nl else ("yes", "no")
        calls = facts.auction.format(lang) or ("(geen)" if nl else "(none)")
        turn = (
            facts.turn.name(lang)
            if facts.turn is not None
            else ("niemand: het bieden was afgelopen" if nl else "nobody: the auction had ended")
        )
        rel = _RELATION[lang][facts.relation] if facts.relation else "-"
        rows = [
            ("Gever" if nl else "Dealer", facts.auction.dealer.name(lang)),
            ("Biedingen ervoor" if nl else "Calls before", calls),
            (
                "Onregelmatige bieding" if nl else "Irregular call",
                f"{facts.call.format(lang)} {'van' if nl else 'by'} {facts.offender.name(lang)}",
            ),
            ("Aan de beurt" if nl else "Turn of", turn),
            ("Gezien vanaf de overtreder" if nl else "Seen from the offender", rel),
            ("Al eerder geboden" if nl else "Called before", yes if facts.called_before else no),
        ]
        if facts.insufficient is not None:
            rows.append(
                ("Onvoldoende" if nl else "Insufficient", yes if facts.insufficient else no)
            )
            low = facts.lowest_sufficient.format(lang) if facts.lowest_sufficient else "-"
            rows.append(
                (
                    "Laagste voldoende bod, zelfde speelsoort"
                    if nl
                    else "Lowest sufficient bid, same denomination",
                    low,
                )
            )
        if facts.inadmissible:
            kinds = ", ".join(_INADMISSIBLE[lang][kind] for kind in facts.inadmissible)
            rows.append(("Ontoelaatbaar" if nl else "Inadmissible", kinds))
        return rows

    def text(self, lang: Lang) -> str:
        facts, nl = self.facts, lang == "nl"
        rows = self._rows(lang)
        width = max(len(label) for label, _ in rows)
        lines = [f"{label:<{width}}  {value}" for label, value in rows]
        lines.append("")
        lines += [f"- {t.get_lang(lang)}" for t in facts.explanation]
        if facts.topic is not None:
            lines.append(
                f"{'Onderwerp' if nl else 'Topic'}: {facts.topic} "
                f"({'artikel' if nl else 'Law'} {facts.law}; arbiter decide {facts.topic})"
            )
        elif facts.law is not None:
            lines.append(
                f"{'Artikel' if nl else 'Law'} {facts.law} "
                + (
                    "(de gids heeft hier nog geen onderwerp voor)."
                    if nl
                    else "(the guide has no topic for it yet)."
                )
            )
        else:
            lines.append(
                "Geen onregelmatigheid: de bieding was op de beurt en reglementair."
                if nl
                else "No irregularity: the call was in turn and legal."
            )
        if facts.laws:
            lines.append(f"{'Artikelen' if nl else 'Laws'}: {', '.join(facts.laws)}")
        return "\n".join(lines)


def compute(
    dealer: Seat, calls: str, irregular: IrregularCall | None, by: Seat, must_pass: Seat | None
) -> AuctionOutcome:
    if "*" in calls:
        if irregular is not None:
            raise InputError(
                "Geef de onregelmatige bieding óf met --irregular óf gemarkeerd met *, niet "
                "allebei.",
                "Give the irregular call either with --irregular or marked with *, not both.",
                accepted=("--irregular 1♦", '--calls "1♥ pas 1♠ 1♦*"'),
            )
        calls, marked = split_marked(calls)
        irregular = parse_irregular(marked)
    if irregular is None:
        raise InputError(
            "Welke bieding was onregelmatig? Geef --irregular of markeer haar met *.",
            "Which call was irregular? Give --irregular or mark it with *.",
            accepted=("--irregular 1♦", '--calls "1♥ pas 1♠ 1♦*"'),
        )
    auction = parse_auction(dealer, calls)
    return AuctionOutcome(auction_facts(auction, by, irregular, must_pass))


CALCULATOR = Calculator(
    name="auction",
    title=Text.of("Onregelmatige bieding", "Irregular call"),
    description=Text.of(
        "De feiten van een onregelmatige bieding: aan de beurt of niet, voldoende of niet, "
        "en het onderwerp dat erbij hoort.",
        "The facts of an irregular call: in turn or not, sufficient or not, and the topic it "
        "belongs to.",
    ),
    inputs=(
        seat("dealer", Text.of("Gever", "Dealer"), required=True),
        Input(
            "calls",
            "auction",
            Text.of("Biedingen ervoor", "Calls before"),
            Text.of(
                "de biedingen vóór de onregelmatigheid, vanaf de gever: 1♥ pas 1♠",
                "the calls before the irregularity, from the dealer: 1♥ pass 1♠",
            ),
            default="",
            example="1♥ pas 1♠",
        ),
        Input(
            "irregular",
            "call",
            Text.of("Onregelmatige bieding", "Irregular call"),
            Text.of(
                "bv. 1♦; of markeer haar met * achter de biedingen",
                "e.g. 1♦; or mark it with * after the calls",
            ),
            parse=parse_irregular,
            example="1♦",
        ),
        seat(
            "by",
            Text.of("Gedaan door", "Made by"),
            Text.of(
                "wie de onregelmatige bieding deed: N/O/Z/W", "who made the irregular call: N/E/S/W"
            ),
            required=True,
        ),
        seat(
            "must_pass",
            Text.of("Moet passen", "Must pass"),
            Text.of(
                "een speler die nu verplicht moet passen (art. 37, 28A)",
                "a player obliged to pass at this point (Laws 37, 28A)",
            ),
            more=True,
        ),
    ),
    compute=compute,
)
