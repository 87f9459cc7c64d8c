"""The comparable call (Law 23A) as facts: the test of the replacement's meaning against
the withdrawn call's (the same computation as ``arbiter calc comparable``), with the
director's own judgement where she gives it, and what a ruling records of it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from arbiter.guide.facts.auction import _AFTER_FINAL_PASS, _auction_facts
from arbiter.guide.facts.inputs import YES, _yes_no
from arbiter.i18n import InputError, Lang

# -- the comparable call (23A) ------------------------------------------------------------


def _judged(inputs: Mapping[str, Any]) -> tuple[tuple[str, bool], ...]:
    pairs = (("same_meaning", "same_meaning_judged"), ("same_purpose", "same_purpose_judged"))
    return tuple((part, bool(inputs[name])) for part, name in pairs if name in inputs)


@lru_cache(maxsize=64)
def _compare(withdrawn: Any, replacement: Any, judged: tuple[tuple[str, bool], ...]) -> Any:
    from arbiter.calc.comparable import compare

    return compare(withdrawn, replacement, judged=dict(judged))


def comparable_verdict(inputs: Mapping[str, Any]) -> Any:
    """The 23A test of the replacement's meaning against the withdrawn call's (the same
    computation as ``arbiter calc comparable``), with the director's own judgement of
    parts 1 and 3 where she gave it; ``None`` without both meanings."""
    if "withdrawn_meaning" not in inputs or "replacement_meaning" not in inputs:
        return None
    return _compare(inputs["withdrawn_meaning"], inputs["replacement_meaning"], _judged(inputs))


def comparable_record(inputs: Mapping[str, Any]) -> dict[str, Any] | None:
    """What a ruling records of the test (``outcome.comparable_call``): the verdict as the
    log keeps it (language-free, reads back with ``from_record``)."""
    verdict = comparable_verdict(inputs)
    return None if verdict is None else verdict.to_record()


def ruling_outcome(outcome: Mapping[str, Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """A ruling's structured outcome as shown and logged: the topic's own fields, and
    ``comparable_call`` (the 23A test, :func:`comparable_record`) when both meanings were
    given."""
    record = comparable_record(given)
    return dict(outcome) if record is None else {**outcome, "comparable_call": record}


def withdrawn_irregularity(inputs: Mapping[str, Any]) -> str | None:
    """Which irregularity the withdrawn call was, for the consequences of a call that is
    not comparable: out of turn (30B1(b)(ii), 31A2(b), 32A2(b)) or insufficient (27B2).
    Open for a call that was neither (a changed call, say): the director answers."""
    facts = _auction_facts(inputs)
    if facts.relation is None:
        raise InputError(*_AFTER_FINAL_PASS)
    if not facts.in_turn:
        return "out_of_turn"
    return "insufficient" if facts.insufficient else None


def withdrawn_artificial(inputs: Mapping[str, Any]) -> str | None:
    """An artificial pass out of turn is dealt with as a bid (30C). Its meaning says so
    when it is artificial; a natural pass may still be a pass of partner's artificial
    call, so then the question stays (its premise: no)."""
    return YES if inputs["withdrawn_meaning"].kind == "artificial" else None


def comparable_options(inputs: Mapping[str, Any]) -> str:
    """The other calls the director checked (``candidates``), each with the part of 23A
    that makes it comparable, so she can tell the offender his options without advising
    him which to choose. Kept language-free (``spec => key``, one per line); shown with
    :func:`comparable_options_text`."""
    from arbiter.calc.comparable import compare_all

    verdicts = compare_all(inputs["withdrawn_meaning"], inputs["candidates"])
    return "\n".join(
        f"{v.replacement.spec()} => {v.decided_by.key if v.decided_by else '-'}"
        for v in verdicts
    )


def comparable_options_text(value: str, lang: Lang) -> str:
    from arbiter.bridge.meaning_text import parse_meaning
    from arbiter.calc.comparable import PART_LAWS, PART_NAMES

    lines = []
    for line in value.splitlines():
        spec, _, key = line.rpartition(" => ")
        meaning = parse_meaning(spec)
        label = meaning.label(lang)
        if key in PART_NAMES:
            part = f"{PART_NAMES[key][lang]} ({PART_LAWS[key]})"
        else:
            part = "niet vergelijkbaar" if lang == "nl" else "not comparable"
        lines.append(f"{label}: {part}")
    return "; ".join(lines)


def _part(index: int) -> Callable[[Mapping[str, Any]], str]:
    return lambda inputs: _yes_no(comparable_verdict(inputs).parts[index].answer)


def same_meaning(inputs: Mapping[str, Any]) -> str:
    """Part 1 as the deciding part: a similar meaning (a proposal, a judgement) gives way
    to an exact subset, as in the calculator's verdict, so the topic's ruling cites the
    part the record names (23A2 rather than 23A1)."""
    verdict = comparable_verdict(inputs)
    part = verdict.decided_by
    return _yes_no(part is not None and part.key == "same_meaning")


def replacement_comparable(inputs: Mapping[str, Any]) -> str:
    """Comparable or another call: the answer ids of the call-out-of-turn questions that
    ask what the offender's new call is (30B1(b), 31A2, 31B, 32A2, 32B)."""
    return "comparable" if comparable_verdict(inputs).comparable else "other"


def insufficient_replacement(inputs: Mapping[str, Any]) -> str | None:
    """What replaces an insufficient bid (27B1-B4), as far as the data settle it.

    Another insufficient bid is 27B4 from the calls alone. With both meanings: the lowest
    sufficient bid in the same strain when both calls are natural (then the strain named
    is the denomination specified, 27B1(a)); otherwise a comparable call (27B1(b)), which
    may be a double or redouble; a double or redouble that is not comparable (27B3); any
    other bid or a pass (27B2). An artificial insufficient bid's 27B1(a) needs the
    denomination it specified, which the meanings do not name: the comparable test
    decides then, and the director may still answer 'lowest_same' herself.
    """
    call, replacement = inputs["call"], inputs["replacement"]
    if replacement.is_bid:
        facts = _auction_facts({**inputs, "call": replacement})
        if facts.insufficient:
            return "insufficient"
    verdict = comparable_verdict(inputs)
    if verdict is None:
        return None
    natural = (
        inputs["withdrawn_meaning"].kind == "natural"
        and inputs["replacement_meaning"].kind == "natural"
    )
    if natural and call.is_bid and replacement.is_bid:
        lowest = _auction_facts(inputs).lowest_sufficient
        if lowest is not None and lowest == replacement:
            return "lowest_same"
    if verdict.comparable:
        return "comparable"
    if replacement.is_double or replacement.is_redouble:
        return "double"
    return "other"
