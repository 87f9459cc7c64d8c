"""The Alerteerwijzer: must this call be alerted, announced, or left alone?

:func:`decide` is a pure function of the regulation, the situation (auction and call) and
the answers given so far. It tries the rules in order; the first rule that holds gives the
answer, with its text and source. A rule that cannot be settled without knowing what the
call means makes it return that question instead, so the interview on top
(:func:`check`, used by the command line, the API and the web pages alike) asks only what
the auction cannot tell.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from arbiter.alert.conditions import evaluate
from arbiter.alert.loader import regulation
from arbiter.alert.model import Answer, Example, Fact, Regulation, Rule
from arbiter.alert.situation import AlertInputError, Situation, situation
from arbiter.i18n import InputError

__all__ = ["Asked", "Decided", "Result", "Step", "check", "decide", "parse_answers"]

#: Words accepted for the answers ``yes`` and ``no`` in both languages.
YES_NO = {"yes": ("ja", "j", "y", "true"), "no": ("nee", "n", "false")}


@dataclass(frozen=True)
class Step:
    """One answer the outcome rests on."""

    fact: Fact
    answer: Answer


@dataclass(frozen=True)
class Asked:
    """The next question: the auction alone cannot decide."""

    regulation: Regulation
    situation: Situation
    steps: tuple[Step, ...]
    fact: Fact
    unused: tuple[str, ...] = ()


@dataclass(frozen=True)
class Decided:
    """The answer: alert, do not alert, or announce, by this rule."""

    regulation: Regulation
    situation: Situation
    steps: tuple[Step, ...]
    rule: Rule
    unused: tuple[str, ...] = ()


Result = Asked | Decided


def decide(reg: Regulation, sit: Situation, answers: Mapping[str, str]) -> Result:
    """Try the rules in order; ``answers`` maps fact ids to answer ids (already checked)."""
    used: list[str] = []
    for rule in reg.rules:
        outcome = evaluate(rule.when, sit.features, answers, used)
        if outcome is False:
            continue
        steps = tuple(Step(reg.facts[f], reg.facts[f].answer(answers[f])) for f in used)
        unused = tuple(f for f in answers if f not in used)
        if outcome is True:
            return Decided(reg, sit, steps, rule, unused)
        return Asked(reg, sit, steps, reg.facts[outcome], unused)
    raise AssertionError("the loader guarantees a catch-all rule")  # pragma: no cover


def check(
    profile: str | None,
    dealer: str | None,
    auction: str,
    call: str,
    answers: Mapping[str, str] | None = None,
) -> Result:
    """Read the input as typed by a user and decide; bad input raises an InputError."""
    reg = regulation(profile)
    sit = situation(dealer, auction, call)
    return decide(reg, sit, parse_answers(reg, answers or {}))


def parse_answers(reg: Regulation, raw: Mapping[str, str]) -> dict[str, str]:
    """Answer ids by fact id; ``ja``/``nee`` and a fact's aliases are accepted too."""
    out: dict[str, str] = {}
    for name, value in raw.items():
        key = name.strip().lower()
        fact = reg.facts.get(key)
        if fact is None:
            raise AlertInputError(
                f"Onbekende vraag '{name[:40]}' voor de {reg.profile}-regeling.",
                f"Unknown question '{name[:40]}' for the {reg.profile} regulation.",
                accepted=tuple(reg.facts),
            )
        word = value.strip().lower()
        match = next(
            (a.id for a in fact.answers
             if word == a.id or word in a.aliases or word in YES_NO.get(a.id, ())),
            None,
        )  # fmt: skip
        if match is None:
            raise AlertInputError(
                f"'{value[:40]}' is geen antwoord op '{fact.id}'.",
                f"'{value[:40]}' is not an answer to '{fact.id}'.",
                accepted=fact.answer_ids,
            )
        out[key] = match
    return out


def run_example(reg: Regulation, example: Example) -> Result:
    """Walk a worked example, answering only the questions it has answers for."""
    return decide(reg, situation(example.dealer, example.auction, example.call), example.answers)


def example_problems(reg: Regulation) -> list[str]:
    """Every worked example whose outcome is not the one its source gives."""
    problems = []
    for example in reg.examples:
        where = f"examples.{example.id}"
        try:
            result = run_example(reg, example)
        except InputError as error:
            problems.append(f"{where}: {error.text['en']}")
            continue
        if isinstance(result, Asked):
            problems.append(f"{where}: still asks '{result.fact.id}'")
        elif result.rule.id != example.rule or result.rule.decision != example.expect:
            problems.append(
                f"{where}: gives {result.rule.decision} by '{result.rule.id}', the source "
                f"says {example.expect} by '{example.rule}'"
            )
        elif result.unused:
            problems.append(f"{where}: answers not needed: {', '.join(result.unused)}")
    return problems
