"""``arbiter calc revoke``: what an established revoke costs (64A, 64B; seed 004's table).

Two ways in. ``--facts JSON`` gives the facts the director found at the table (the same
names as the guide's inputs); ``--pbn FILE`` gives a played board, and the revokes, their
establishment and the facts are read from the cards. Either way the output walks the
table from the top, so the director sees why it is 0, 1 or 2 tricks, and ends with the
64C reminder. Dutch by default.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.revoke import REMINDER_64C, STEPS, RevokeFacts, RevokeResult, transfer
from arbiter.i18n import InputError, Lang, Text, parse_lang

FIELDS = tuple(RevokeFacts.__dataclass_fields__)

TITLE = Text.of("Verzaking", "Revoke")
DESCRIPTION = Text.of(
    "Hoeveel slagen een voldongen verzaking kost (64A, 64B): uit de gegevens aan tafel of "
    "uit een PBN-bestand van het gespeelde spel.",
    "Tricks an established revoke costs (Law 64A, 64B): from the facts at the table or from "
    "a PBN file of the played board.",
)
LABELS: dict[str, Text] = {
    "facts": Text.of("Gegevens (JSON)", "Facts (JSON)"),
    "pbn": Text.of("PBN-bestand", "PBN file"),
    "board": Text.of("Spelnummer", "Board number"),
}
HELP: dict[str, Text] = {
    "facts": Text.of(
        'wat u aan tafel vaststelde, bv. {"revoker": "defender", "established": true, '
        '"revoke_trick": 5, "revoke_trick_won_by": "offender", '
        '"offending_side_tricks_after": 2}',
        'what you found at the table, e.g. {"revoker": "defender", "established": true, '
        '"revoke_trick": 5, "revoke_trick_won_by": "offender", '
        '"offending_side_tricks_after": 2}',
    ),
    "pbn": Text.of(
        "de inhoud van het PBN-bestand van het gespeelde spel (in plaats van de gegevens)",
        "the contents of the PBN file of the played board (instead of the facts)",
    ),
    "board": Text.of(
        "welk spel uit het PBN-bestand (standaard het eerste)",
        "which board in the PBN file (default: the first)",
    ),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--facts",
        help='JSON, e.g. {"revoker": "defender", "established": true, "revoke_trick": 5, '
        '"revoke_trick_won_by": "offender", "offending_side_tricks_after": 2}',
    )
    source.add_argument("--pbn", help="PBN file of the played board")
    parser.add_argument("--board", help="board number in the PBN file (default: the first)")


def run(args: argparse.Namespace, lang: Lang) -> int:
    lang = parse_lang(args.lang) if args.lang else lang
    if args.facts is not None:
        facts = parse_facts(args.facts)
        result = transfer(facts)
        data = facts_json(facts, result, lang)
        text = render_facts(facts, result, lang)
    else:
        from arbiter.calc.revoke_pbn import analyse, read_pbn_file

        board = read_pbn_file(args.pbn, _board_number(args.board))
        if board.played is None:
            raise InputError(
                "Dit spel heeft geen contract of geen spelverloop (tags Contract, Declarer, "
                "Play): er is niets te controleren.",
                "This board has no contract or no play record (Contract, Declarer, Play "
                "tags): there is nothing to check.",
            )
        analysis = analyse(board.played, board.vulnerability)
        data = pbn_json(board.number, analysis, lang)
        text = render_pbn(board.number, analysis, lang)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(text)
    return 0


def _board_number(text: str | None) -> int | None:
    if text is None:
        return None
    if not text.strip().isdigit():
        raise InputError(
            f"Spelnummer '{text}' is geen getal.",
            f"Board number '{text}' is not a number.",
            accepted=("1, 2, 3, …",),
        )
    return int(text)


# -- facts ---------------------------------------------------------------------------------


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


def facts_json(facts: RevokeFacts, result: RevokeResult, lang: Lang) -> dict[str, Any]:
    return {
        "tricks": result.tricks,
        "step": result.step,
        "established": facts.established,
        "must_correct": result.must_correct,
        "laws": list(result.laws),
        "explanation": result.explanation.get_lang(lang),
        "steps": walk(result, lang),
        "reminder": result.reminder.get_lang(lang),
        "facts": {name: getattr(facts, name) for name in FIELDS},
    }


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
        "not_established": "Niet voldongen: de verzaking moet hersteld worden (62A).",
        "facts": "Gegevens",
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
        "not_established": "Not established: the revoke must be corrected (62A).",
        "facts": "Facts",
    },
}


def _count(n: int, lang: Lang) -> str:
    w = _WORDS[lang]
    return f"{n} {w['one'] if n == 1 else w['tricks']}"


def render_result(result: RevokeResult, lang: Lang, indent: str = "") -> list[str]:
    w = _WORDS[lang]
    lines: list[str] = []
    if result.step is None:
        lines.append(f"{indent}{w['not_established']}")
    else:
        lines.append(
            f"{indent}{_count(result.tricks, lang)} ({w['step']} {result.step} {w['of']})."
        )
        lines.append(f"{indent}{w['how']}")
        for item in walk(result, lang):
            answer = w["yes"] if item["applies"] else w["no"]
            lines.append(f"{indent}  {w['step']} {item['step']}: {item['question']} {answer}")
    lines.append(f"{indent}{result.explanation.get_lang(lang)}")
    if result.must_correct and result.step is not None:
        lines.append(f"{indent}{w['correct']} (62D).")
    lines.append(f"{indent}{w['laws']}: {', '.join(result.laws)}")
    return lines


def render_facts(facts: RevokeFacts, result: RevokeResult, lang: Lang) -> str:
    w = _WORDS[lang]
    shown = ", ".join(f"{name} = {json.dumps(getattr(facts, name))}" for name in FIELDS)
    lines = [f"{w['title']}: {_count(result.tricks, lang)}", "", *render_result(result, lang)]
    lines += ["", f"{w['facts']}: {shown}", "", REMINDER_64C.get_lang(lang)]
    return "\n".join(lines)


# -- a played board ---------------------------------------------------------------------------


def _seat(seat: Seat | None) -> str | None:
    """Seats, cards and contracts are codes in JSON: English, whatever the language."""
    return None if seat is None else seat.abbr("en")


def _result_json(result: RevokeResult, lang: Lang) -> dict[str, Any]:
    return {
        "tricks": result.tricks,
        "step": result.step,
        "must_correct": result.must_correct,
        "laws": list(result.laws),
        "explanation": result.explanation.get_lang(lang),
        "steps": walk(result, lang),
    }


def pbn_json(number: int | None, analysis: Any, lang: Lang) -> dict[str, Any]:
    board = analysis.board
    contract = board.contract
    return {
        "board": number,
        "contract": f"{contract.bid.format('en')}{'X' * contract.doubled}",
        "declarer": contract.declarer.abbr("en"),
        "vulnerability": None if analysis.vulnerability is None else analysis.vulnerability.value,
        "finished": board.finished,
        "claim": board.claim,
        "tricks_as_played": analysis.tricks_as_played,
        "revokes": [
            {
                "trick": f.trick,
                "seat": f.seat.abbr("en"),
                "card": f.card.format("en"),
                "suit_led": f.suit_led.symbol,
                "role": f.role,
                "trick_winner": _seat(f.trick_winner),
                "established": f.established,
                "established_by": f.established_by,
                "facts": {name: getattr(f.facts, name) for name in FIELDS},
                **_result_json(f.result, lang),
                "if_more_tricks": None
                if f.if_more_tricks is None
                else _result_json(f.if_more_tricks, lang),
                "notes": [n.get_lang(lang) for n in f.notes],
            }
            for f in analysis.revokes
        ],
        "to_defenders": analysis.to_defenders,
        "to_declarer": analysis.to_declarer,
        "corrected_tricks": analysis.corrected_tricks,
        "score_as_played": analysis.score_as_played,
        "corrected_score": analysis.corrected_score,
        "notes": [n.get_lang(lang) for n in analysis.notes],
        "reminder": REMINDER_64C.get_lang(lang),
    }


_ROLE = {
    "nl": {"declarer": "leider", "dummy": "blinde", "defender": "tegenspeler"},
    "en": {"declarer": "declarer", "dummy": "dummy", "defender": "defender"},
}


def _over(contract: Any, tricks: int) -> str:
    over = tricks - 6 - contract.level
    return "=" if over == 0 else f"{over:+d}"


def render_pbn(number: int | None, analysis: Any, lang: Lang) -> str:
    nl = lang == "nl"
    board = analysis.board
    contract = board.contract
    bid = f"{contract.bid.format(lang)}{'X' * contract.doubled}"
    head = f"{'Spel' if nl else 'Board'} {number}: " if number is not None else ""
    vul = "" if analysis.vulnerability is None else f", {analysis.vulnerability.format(lang)}"
    lines = [f"{head}{contract.format(lang)}{vul}"]
    played = analysis.tricks_as_played
    if played is not None:
        lines.append(
            (f"Gespeeld: {played} slagen voor de leider ({bid}{_over(contract, played)})")
            if nl
            else f"As played: {played} tricks for declarer ({bid}{_over(contract, played)})"
        )
    else:
        done = len(board.complete_tricks)
        lines.append(
            f"Het spel is nog bezig: {done} slagen gespeeld."
            if nl
            else f"Play is still going on: {done} tricks played."
        )
    lines.append("")
    if not analysis.revokes:
        lines.append("Geen verzaking gevonden." if nl else "No revoke found.")
    for f in analysis.revokes:
        role = _ROLE[lang][f.role]
        winner = "-" if f.trick_winner is None else f.trick_winner.name(lang)
        lines.append(
            f"{'Slag' if nl else 'Trick'} {f.trick}: {f.seat.name(lang)} ({role}) "
            + (
                f"speelde {f.card.format(lang)} op {f.suit_led.symbol} en had nog "
                f"{f.suit_led.name(lang)}. Slag gewonnen door: {winner}."
                if nl
                else f"played {f.card.format(lang)} to {f.suit_led.symbol} while holding "
                f"{f.suit_led.name(lang)}. Trick won by: {winner}."
            )
        )
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
        lines += render_result(f.result, lang, "  ")
        if f.if_more_tricks is not None:
            lines.append(
                f"  Wint {f.seat.side.abbr(lang)} nog een slag, dan: "
                f"{_count(f.if_more_tricks.tricks, lang)} (stap {f.if_more_tricks.step})."
                if nl
                else f"  If {f.seat.side.abbr(lang)} wins another trick: "
                f"{_count(f.if_more_tricks.tricks, lang)} (step {f.if_more_tricks.step})."
            )
        for note in f.notes:
            lines.append(f"  {note.get_lang(lang)}")
        lines.append("")
    corrected = analysis.corrected_tricks
    if analysis.revokes and corrected is not None:
        moved = analysis.to_declarer - analysis.to_defenders
        lines.append(
            f"Gecorrigeerd: {corrected} slagen voor de leider ({bid}{_over(contract, corrected)})"
            f", {moved:+d} ten opzichte van het spel."
            if nl
            else f"Corrected: {corrected} tricks for declarer ({bid}{_over(contract, corrected)})"
            f", {moved:+d} from the play."
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
    elif played is not None:
        lines.append(
            "Geen kwetsbaarheid in het bestand: alleen slagen, geen score."
            if nl
            else "No vulnerability in the file: tricks only, no score."
        )
    for note in analysis.notes:
        lines.append(note.get_lang(lang))
    if analysis.revokes:
        lines += ["", REMINDER_64C.get_lang(lang)]
    return "\n".join(lines).rstrip()
