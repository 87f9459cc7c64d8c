"""Plain-text rendering of a guide result for the terminal, in the order a director
needs it at the table: rectification, options to read out, what to tell, when to leave,
what to check afterwards, the laws."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from arbiter.i18n import Lang

if TYPE_CHECKING:
    from arbiter.guide.serialize import OptionsJSON, ResultJSON

LABELS = {
    "nl": {
        "ruling": "BESLISSING",
        "options": "Lees voor, vóór er gekozen wordt (10C1)",
        "chooser": "Kiest",
        "tell": "Zeg tegen de spelers",
        "leave": "Tafel verlaten",
        "afterwards": "Na afloop",
        "laws": "Artikelen",
        "path": "Antwoorden",
        "facts": "Uit de tafelgegevens",
        "see": "Ga verder met onderwerp",
        "question": "VRAAG",
        "progress": "vraag {n} van ~{of}",
        "earlier": "Eerder in dit verhaal",
        "notes": "Voor de arbiter",
        "carried": "uit het eerdere onderwerp",
        "default": "aangenomen, corrigeer als het niet klopt",
        "regulation": "Reglement",
        "organiser": "de organisator kan dit anders regelen",
        "law": "artikel",
        "fact": "gegeven",
    },
    "en": {
        "ruling": "RULING",
        "options": "Read out before anyone chooses (10C1)",
        "chooser": "Chooses",
        "tell": "Tell the players",
        "leave": "Leaving the table",
        "afterwards": "After the board",
        "laws": "Laws",
        "path": "Answers",
        "facts": "From the table data",
        "see": "Continue with topic",
        "question": "QUESTION",
        "progress": "question {n} of ~{of}",
        "earlier": "Earlier in this story",
        "notes": "For the director",
        "carried": "from the earlier topic",
        "default": "assumed, correct it if wrong",
        "regulation": "Regulations",
        "organiser": "the organiser may set another value",
        "law": "law",
        "fact": "fact",
    },
}
CHOOSERS = {
    "nl": {
        "lho": "de LT",
        "rho": "de RT",
        "declarer": "de leider",
        "defenders": "de tegenspelers",
        "nos": "de niet-overtredende partij",
        "offender": "de overtreder",
        "director": "de arbiter",
    },
    "en": {
        "lho": "LHO",
        "rho": "RHO",
        "declarer": "declarer",
        "defenders": "the defenders",
        "nos": "the non-offending side",
        "offender": "the offender",
        "director": "the director",
    },
}


def _wrap(text: str, indent: str = "  ") -> str:
    return textwrap.fill(text, width=78, initial_indent=indent, subsequent_indent=indent)


def options(opts: OptionsJSON | None, lang: Lang) -> list[str]:
    if not opts:
        return []
    lab = LABELS[lang]
    lines = [f"{lab['options']} — {lab['chooser']}: {CHOOSERS[lang][opts['chooser']]}"]
    if opts["intro"]:
        lines.append(_wrap(opts["intro"]))
    for number, choice in enumerate(opts["choices"], 1):
        laws = f" ({', '.join(choice['laws'])})" if choice["laws"] else ""
        lines.append(_wrap(f"{number}. {choice['text']}{laws}"))
        lines.append(_wrap(choice["consequences"], "     "))
    return lines


VALUES = {
    "nl": {"yes": "ja", "no": "nee", "declarer": "leider", "dummy": "blinde",
           "defender": "tegenspeler", "offender": "de overtreder",
           "offender_partner": "zijn partner", "non_offending_side": "de tegenpartij",
           "lho": "LT", "rho": "RT", "partner": "partner", "accidental": "per ongeluk",
           "deliberate": "bewust"},
    "en": {"offender_partner": "his partner", "non_offending_side": "the other side",
           "offender": "the offender", "lho": "LHO", "rho": "RHO"},
}  # fmt: skip


def _fact_label(name: str, lang: Lang) -> str:
    from arbiter.guide.facts import FACTS

    fact = FACTS.get(name)
    return fact.text.get_lang(lang) if fact else name


def _fact_value(name: str, value: str, lang: Lang) -> str:
    from arbiter.guide.facts import value_text

    return VALUES[lang].get(value) or value_text(name, value, lang)


def path(data: ResultJSON, lang: Lang) -> list[str]:
    lab = LABELS[lang]
    lines = []
    if data["path"]:
        lines.append(f"{lab['path']}:")
        marks = {"fact": lab["fact"], "carried": lab["carried"], "default": lab["default"]}
        for step in data["path"]:
            mark = f" [{marks[step['source']]}]" if step["source"] in marks else ""
            lines.append(_wrap(f"- {step['question']} → {step['answer_text']}{mark}"))
    if data["facts"]:
        facts = "; ".join(f"{_fact_label(k, lang)}: {_fact_value(k, v, lang)}"
                          for k, v in data["facts"].items())  # fmt: skip
        lines.append(_wrap(f"{lab['facts']}: {facts}", ""))
    return lines


def earlier(data: ResultJSON, lang: Lang) -> list[str]:
    """The rulings of the earlier topics of the story, one line each."""
    lines = []
    for part in data["chain"]:
        handed = part["ruling"]
        if handed and handed["ruling"]:
            lines.append(_wrap(f"- {part['title']} ({part['law']}): {handed['ruling']}"))
    return [f"{LABELS[lang]['earlier']}:", *lines, ""] if lines else []


def result(data: ResultJSON, lang: Lang) -> str:
    lab = LABELS[lang]
    lines = [f"{data['topic']['title']} ({data['topic']['law']})", ""]
    lines += earlier(data, lang)
    if data["status"] == "question":
        progress = data.get("progress")
        if progress:
            hint = lab["progress"].format(n=progress["answered"] + 1, of=progress["estimate"])
            lines.append(f"[{hint}]")
        lines.append(f"{lab['question']} ({lab['law']} {data['law']}): {data['question']}")
        if data["help"]:
            lines.append(_wrap(data["help"]))
        lines += options(data.get("options"), lang)
        for number, answer in enumerate(data["answers"], 1):
            lines.append(f"  {number}. {answer['text']}  [{answer['id']}]")
        return "\n".join([*lines, "", *path(data, lang)])
    if data.get("headline"):
        lines += [data["headline"], ""]
    lines.append(f"{lab['ruling']}:")
    lines.append(_wrap(data["ruling"]))
    if data["options"]:
        lines += ["", *options(data["options"], lang)]
    if data["tell"]:
        lines += ["", f"{lab['tell']}:", *(_wrap(f"- {t}") for t in data["tell"])]
    if data.get("notes"):
        lines += ["", f"{lab['notes']}:", *(_wrap(f"- {t}") for t in data["notes"])]
    lines += ["", f"{lab['leave']}:", _wrap(data["leave"])]
    if data["afterwards"]:
        lines += ["", f"{lab['afterwards']}:"]
        lines += [_wrap(f"- {f['text']}") for f in data["afterwards"]]
    if data.get("regulation"):
        profile = data["regulation"][0]["profile"]
        lines += ["", f"{lab['regulation']} ({profile}):"]
        for item in data["regulation"]:
            note = f"; {lab['organiser']}" if item["organiser_may_change"] else ""
            lines.append(_wrap(f"- {item['label']}: {item['value']}{note}"))
    lines += ["", f"{lab['laws']}:"]
    lines += [f"  {law['ref']:<10} {law['title']}" for law in data["laws"]]
    nxt = data.get("next_topic")
    if nxt:
        how = f"--answer {nxt['key']}={nxt['answer']}"
        lines += ["", f"{lab['see']}: {nxt['title']} ({nxt['law']}) [{how}]"]
    return "\n".join([*lines, "", *path(data, lang)])
