"""``arbiter calc revoke``: what an established revoke costs (64A, 64B; seed 004's table).

Three ways in. The play at the table (``--declarer``, ``--revoker``, ``--trick``, ``--won``:
who won each trick), from which the facts are worked out (:mod:`.revoke_tricks`); that is
what a phone shows as tap controls. ``--facts JSON`` gives the facts themselves (the same
names as the guide's inputs), for programs. ``--pbn FILE`` gives a played board, and the
revokes, their establishment and the facts are read from the cards. Every way the output
walks the table from the top, so the director sees why it is 0, 1 or 2 tricks, and ends
with the 64C reminder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.revoke import STEPS, RevokeFacts, RevokeResult, transfer
from arbiter.calc.service.declare import Calculator, Choice, Input, Way
from arbiter.calc.service.inputs import BOARD_IN_PBN, RECORD_CHOICE, seat
from arbiter.calc.service.revoke_tricks import TRICKS, Winners, from_tricks, parse_winners
from arbiter.i18n import InputError, Lang, Text

FIELDS = tuple(RevokeFacts.__dataclass_fields__)


def parse_facts(text: str) -> RevokeFacts:
    """Read the JSON object of facts; InputError naming the field that is wrong."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise InputError(
            f"--facts is geen geldige JSON (regel {error.lineno}, kolom {error.colno}: "
            f"{error.msg}).",
            f"--facts is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg}).",
            accepted=('{"revoker": "defender", "established": true, ...}',),
        ) from None
    except RecursionError:  # nested thousands deep: certainly not the flat object wanted
        data = None
    if not isinstance(data, dict):
        raise InputError(
            "--facts moet een JSON-object zijn ({...}).",
            "--facts must be a JSON object ({...}).",
            accepted=FIELDS,
        )
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise InputError(
            f"Onbekend gegeven: {', '.join(unknown)}.",
            f"Unknown fact: {', '.join(unknown)}.",
            accepted=FIELDS,
        )
    return RevokeFacts.from_mapping(data)


def walk(result: RevokeResult, lang: Lang) -> list[dict[str, Any]]:
    """The table read from the top: each step before the deciding one did not apply."""
    if result.step is None:
        return []
    return [
        {"step": step, "question": STEPS[step].get_lang(lang), "applies": step == result.step}
        for step in range(result.step + 1)
    ]


_WORDS = {
    "nl": {
        "title": "Verzaking",
        "tricks": "slagen over te dragen",
        "one": "slag over te dragen",
        "step": "stap",
        "of": "van de Verzakingwijzer",
        "how": "Zo volgt het uit de tabel (van boven naar beneden; de eerste stap die past, "
        "beslist):",
        "yes": "ja",
        "no": "nee",
        "laws": "Artikelen",
        "correct": "Moet (nog) hersteld worden",
        "facts": "Gegevens",
        "fix": "herstellen, er gaan geen slagen over",
    },
    "en": {
        "title": "Revoke",
        "tricks": "tricks to transfer",
        "one": "trick to transfer",
        "step": "step",
        "of": "of the revoke table",
        "how": "How the table gives it (top to bottom; the first step that applies decides):",
        "yes": "yes",
        "no": "no",
        "laws": "Laws",
        "correct": "Must (still) be corrected",
        "facts": "Facts",
        "fix": "correct it, no tricks are transferred",
    },
}


def count(n: int, lang: Lang) -> str:
    """``1 slag over te dragen``, ``2 slagen over te dragen``."""
    w = _WORDS[lang]
    return f"{n} {w['one'] if n == 1 else w['tricks']}"


def result_json(result: RevokeResult, lang: Lang) -> dict[str, Any]:
    return {
        "tricks": result.tricks,
        "step": result.step,
        "must_correct": result.must_correct,
        "laws": list(result.laws),
        "explanation": result.explanation.get_lang(lang),
        "steps": walk(result, lang),
        "penalty_card": result.penalty_card,
    }


def result_lines(result: RevokeResult, lang: Lang, indent: str = "") -> list[str]:
    """The transfer, the table's steps up to the deciding one, and the laws."""
    w = _WORDS[lang]
    lines: list[str] = []
    if result.step is not None:  # a correction says so itself, in its explanation
        lines.append(f"{indent}{count(result.tricks, lang)} ({w['step']} {result.step} {w['of']}).")
        lines.append(f"{indent}{w['how']}")
        for item in walk(result, lang):
            answer = w["yes"] if item["applies"] else w["no"]
            lines.append(f"{indent}  {w['step']} {item['step']}: {item['question']} {answer}")
    lines.append(f"{indent}{result.explanation.get_lang(lang)}")
    if result.must_correct and result.step is not None:
        lines.append(f"{indent}{w['correct']} (62D).")
    lines.append(f"{indent}{w['laws']}: {', '.join(result.laws)}")
    return lines


@dataclass(frozen=True)
class FactsOutcome:
    """The table applied to facts found at the table."""

    facts: RevokeFacts
    result: RevokeResult

    def shown(self) -> dict[str, Any]:
        """The facts that decided it: for a revoke that is corrected, only who revoked
        and that it is not established (the table's facts cannot matter, 62A)."""
        names = FIELDS if self.result.step is not None else ("revoker", "established")
        return {name: getattr(self.facts, name) for name in names}

    def as_json(self, lang: Lang) -> dict[str, Any]:
        result = self.result
        return {
            "tricks": result.tricks,
            "step": result.step,
            "established": self.facts.established,
            "must_correct": result.must_correct,
            "laws": list(result.laws),
            "explanation": result.explanation.get_lang(lang),
            "steps": walk(result, lang),
            "penalty_card": result.penalty_card,
            "reminder": None if result.reminder is None else result.reminder.get_lang(lang),
            "facts": self.shown(),
        }

    def text(self, lang: Lang) -> str:
        w = _WORDS[lang]
        if self.result.step is None:
            head = f"{w['title']}: {w['fix']}"
        else:
            head = f"{w['title']}: {count(self.result.tricks, lang)}"
        lines = [head, ""]
        lines += result_lines(self.result, lang)
        lines += ["", f"{w['facts']}: {facts_words(self.facts, lang)}"]
        if self.result.reminder is not None:
            lines += ["", self.result.reminder.get_lang(lang)]
        return "\n".join(lines)


_FACT_WORDS = {
    "nl": {
        "declarer": "de leider verzaakte",
        "dummy": "de blinde verzaakte",
        "defender": "een tegenspeler verzaakte",
        "offender": "de verzaker",
        "offender_partner": "zijn partner",
        "non_offending_side": "de niet-overtredende partij",
        "established": "voldongen",
        "not_established": "niet voldongen",
        "trick": "in slag {n}, gewonnen door {by}",
        "after": "daarna won de overtredende partij nog {n} slag(en)",
        "failure_to_play_exposed_card": "door een open kaart niet te spelen",
        "same_player_same_suit_again": "dezelfde speler opnieuw in dezelfde kleur",
        "both_sides_revoked": "beide partijen verzaakten",
    },
    "en": {
        "declarer": "declarer revoked",
        "dummy": "dummy revoked",
        "defender": "a defender revoked",
        "offender": "the revoker",
        "offender_partner": "his partner",
        "non_offending_side": "the non-offending side",
        "established": "established",
        "not_established": "not established",
        "trick": "in trick {n}, won by {by}",
        "after": "after it the offending side won {n} trick(s)",
        "failure_to_play_exposed_card": "by failing to play a faced card",
        "same_player_same_suit_again": "the same player again in the same suit",
        "both_sides_revoked": "both sides revoked",
    },
}


def facts_words(facts: RevokeFacts, lang: Lang) -> str:
    """The facts in words (the JSON keeps the names): for the page and the terminal."""
    w = _FACT_WORDS[lang]
    parts = [w[facts.revoker]]
    if facts.revoke_trick is not None and facts.revoke_trick_won_by is not None:
        parts.append(w["trick"].format(n=facts.revoke_trick, by=w[facts.revoke_trick_won_by]))
    parts.append(w["established" if facts.established else "not_established"])
    if not facts.established:  # a correction: the table's facts cannot matter (62A)
        return "; ".join(parts) + "."
    if facts.offending_side_tricks_after is not None:
        parts.append(w["after"].format(n=facts.offending_side_tricks_after))
    parts += [w[name] for name in FIELDS[5:] if getattr(facts, name)]
    return "; ".join(parts) + "."


def _yes_no(text: str) -> bool:
    return CALCULATOR.input("established").choose(text) == "yes"


def _board_number(text: str) -> int:
    if not text.strip().isdigit():
        raise InputError(
            f"Spelnummer '{text}' is geen getal.",
            f"Board number '{text}' is not a number.",
            accepted=("1, 2, 3, …",),
        )
    return int(text)


def compute(
    revoker: Seat | None,
    declarer: Seat | None,
    trick: int | None,
    won: Winners | None,
    established: bool,
    exposed: bool,
    again: bool,
    both_sides: bool,
    facts: RevokeFacts | None,
    pbn: str | None,
    board: int | None,
    table: str | None = None,
    room: str | None = None,
    player: str | None = None,
    record: int | None = None,
) -> Any:
    played = {"--declarer": declarer, "--trick": trick, "--won": won}
    if revoker is None and any(value is not None for value in played.values()):
        raise InputError(
            "Wie verzaakte? Vul 'Verzaker' in bij het spelverloop.",
            "Who revoked? Fill in 'Revoker' with the play.",
            ("--revoker N/O/Z/W",),
        )
    if revoker is not None:
        return from_tricks(declarer, revoker, trick, won, established, exposed, again,
                           both_sides)  # fmt: skip
    if facts is not None:
        return FactsOutcome(facts, transfer(facts))
    from arbiter.calc.revoke_pbn import analyse, read_pbn
    from arbiter.calc.service.revoke_board import PlayedOutcome

    found = read_pbn(pbn or "", board, table=table, room=room, player=player, record=record)
    if found.played is None:
        raise InputError(
            "Dit spel heeft geen contract of geen spelverloop (tags Contract, Declarer, "
            "Play): er is niets te controleren.",
            "This board has no contract or no play record (Contract, Declarer, Play "
            "tags): there is nothing to check.",
        )
    return PlayedOutcome(found.number, analyse(found.played, found.vulnerability, found.notes))


CALCULATOR = Calculator(
    name="revoke",
    title=Text.of("Verzaking", "Revoke"),
    description=Text.of(
        "Hoeveel slagen een voldongen verzaking kost (64A, 64B): uit de gegevens aan tafel "
        "of uit een PBN-bestand van het gespeelde spel.",
        "Tricks an established revoke costs (Law 64A, 64B): from the facts at the table or "
        "from a PBN file of the played board.",
    ),
    inputs=(
        seat(
            "revoker",
            Text.of("Verzaker", "Revoker"),
            Text.of("wie verzaakte: N/O/Z/W", "who revoked: N/E/S/W"),
        ),
        seat("declarer", Text.of("Leider", "Declarer"), Text.of("N/O/Z/W", "N/E/S/W")),
        Input(
            "trick",
            "int",
            Text.of("Verzaakslag", "Revoke trick"),
            Text.of("in welke slag werd verzaakt", "the trick in which the revoke happened"),
            minimum=1,
            maximum=TRICKS,
            example="5",
        ),
        Input(
            "won",
            "tricks",
            Text.of("Slagen gewonnen door", "Tricks won by"),
            Text.of(
                "wie won de verzaakslag en de slagen erna; een lege slag is onbekend",
                "who won the revoke trick and the tricks after it; an empty trick is unknown",
            ),
            parse=parse_winners,
            example="5:W 6:O 7:N",
        ),
        Input(
            "established",
            "choice",
            Text.of("Voldongen", "Established"),
            Text.of(
                "ja: de overtreder of zijn partner speelde al naar de volgende slag (63A)",
                "yes: the offender or his partner has played to the next trick (63A)",
            ),
            default="yes",
            choices=(
                Choice("yes", Text.of("ja", "yes"), ("ja", "yes")),
                Choice("no", Text.of("nee", "no"), ("nee", "no")),
            ),
            parse=_yes_no,
            noun=Text.of("antwoord", "answer"),
            example="ja",
        ),
        Input(
            "exposed",
            "bool",
            Text.of("Open kaart niet gespeeld", "Faced card not played"),
            Text.of(
                "verzaakt door een open kaart (strafkaart) niet te spelen (64B3)",
                "revoke by failing to play a faced card, a penalty card (64B3)",
            ),
            more=True,
        ),
        Input(
            "again",
            "bool",
            Text.of("Opnieuw dezelfde kleur", "Same suit again"),
            Text.of(
                "dezelfde speler verzaakte eerder al in dezelfde kleur (64B2)",
                "the same player revoked before in the same suit (64B2)",
            ),
            more=True,
        ),
        Input(
            "both_sides",
            "bool",
            Text.of("Beide partijen verzaakten", "Both sides revoked"),
            Text.of(
                "op dit spel verzaakten beide partijen (64B7)",
                "both sides revoked on this board (64B7)",
            ),
            more=True,
        ),
        Input(
            "facts",
            "facts",
            Text.of("Gegevens (JSON)", "Facts (JSON)"),
            Text.of(
                'wat u aan tafel vaststelde, bv. {"revoker": "defender", "established": true, '
                '"revoke_trick": 5, "revoke_trick_won_by": "offender", '
                '"offending_side_tricks_after": 2}',
                'what you found at the table, e.g. {"revoker": "defender", "established": '
                'true, "revoke_trick": 5, "revoke_trick_won_by": "offender", '
                '"offending_side_tricks_after": 2}',
            ),
            parse=parse_facts,
            example='{"revoker": "defender", "established": true, "revoke_trick": 5, '
            '"revoke_trick_won_by": "offender", "offending_side_tricks_after": 2}',
            form=False,  # JSON: for programs; a form asks for the play instead
        ),
        Input(
            "pbn",
            "pbn",
            Text.of("PBN-bestand", "PBN file"),
            Text.of(
                "de inhoud van het PBN-bestand van het gespeelde spel (in plaats van het "
                "spelverloop)",
                "the contents of the PBN file of the played board (instead of the play)",
            ),
            example='[Board "1"] ...',
        ),
        replace(BOARD_IN_PBN, minimum=0, maximum=None, parse=_board_number),
        *RECORD_CHOICE,
    ),
    compute=compute,
    one_of=(("revoker", "facts", "pbn"),),
    ways=(
        Way(
            "play",
            Text.of("Aan tafel", "At the table"),
            ("revoker", "declarer", "trick", "won", "established", "exposed", "again",
             "both_sides"),
        ),
        Way(
            "pbn",
            Text.of("PBN-bestand", "PBN file"),
            ("pbn", "board", *(choice.name for choice in RECORD_CHOICE)),
        ),
    ),
)
