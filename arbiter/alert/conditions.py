"""Rule conditions as data, and their three-valued evaluation.

A condition is a mapping. Each key is a feature of the auction (see
:data:`arbiter.alert.situation.FEATURES`), a fact the regulation can ask about (its
``facts``), or one of the combinators ``all`` (a list), ``any`` (a list) and ``not`` (one
condition). Several keys in one mapping must all hold; ``{}`` always holds. A value is
compared for equality; a list means "any of these"; for numbers ``{min: 2, max: 3}``.

Evaluation has three outcomes: ``True``, ``False``, or the id of a fact that has not been
answered yet and is needed to decide. ``all`` is false as soon as one part is false, even
if an earlier part is still unknown, so a question is only asked when the auction cannot
settle the condition on its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.alert.situation import CALL_CODES, FEATURES

__all__ = ["Outcome", "check_condition", "evaluate", "facts_in"]

Outcome = bool | str  # True, False, or the id of the fact still to be asked
COMBINATORS = ("all", "any", "not")


def evaluate(
    cond: Any,
    features: Mapping[str, Any],
    answers: Mapping[str, str],
    used: list[str] | None = None,
) -> Outcome:
    """Whether ``cond`` holds for these features and answers, or which fact to ask first.

    Facts whose answer was looked at are appended to ``used`` (once each), so the caller
    can show which answers the outcome rests on.
    """
    if not cond:
        return True
    missing: str | None = None
    for key, value in cond.items():
        if key == "all":
            result = _combine(value, features, answers, used, stop=False)
        elif key == "any":
            result = _combine(value, features, answers, used, stop=True)
        elif key == "not":
            inner = evaluate(value, features, answers, used)
            result = inner if isinstance(inner, str) else not inner
        elif key in features:
            result = _matches(features[key], value)
        elif key in answers:
            if used is not None and key not in used:
                used.append(key)
            result = _matches(answers[key], value)
        else:
            result = key  # a fact not yet answered
        if result is False:
            return False
        if isinstance(result, str) and missing is None:
            missing = result
    return missing if missing is not None else True


def _combine(
    parts: list[Any],
    features: Mapping[str, Any],
    answers: Mapping[str, str],
    used: list[str] | None,
    stop: bool,
) -> Outcome:
    """``all`` (stop=False) or ``any`` (stop=True): ``stop`` is the value that decides."""
    missing: str | None = None
    for part in parts:
        result = evaluate(part, features, answers, used)
        if result is stop:
            return stop
        if isinstance(result, str) and missing is None:
            missing = result
    return missing if missing is not None else (not stop)


def _matches(actual: Any, expected: Any) -> bool:
    if isinstance(expected, list):
        return any(_matches(actual, e) for e in expected)
    if isinstance(expected, dict):
        low, high = expected.get("min"), expected.get("max")
        return (low is None or actual >= low) and (high is None or actual <= high)
    return actual == expected


def facts_in(cond: Any) -> list[str]:
    """The facts a condition may ask about, in the order they appear."""
    out: list[str] = []
    for key, value in (cond or {}).items():
        if key in ("all", "any"):
            for sub in value:
                out += [f for f in facts_in(sub) if f not in out]
        elif key == "not":
            out += [f for f in facts_in(value) if f not in out]
        elif key not in FEATURES and key not in out:
            out.append(key)
    return out


def check_condition(cond: Any, facts: Mapping[str, tuple[str, ...]], where: str) -> list[str]:
    """Every problem in a condition: unknown names, values a feature or fact cannot take.

    ``facts`` maps each fact id to its answer ids.
    """
    if cond is None:
        return []
    if not isinstance(cond, dict):
        return [f"{where}: a condition must be a mapping, not {type(cond).__name__}"]
    problems: list[str] = []
    for key, value in cond.items():
        if key in ("all", "any"):
            if not isinstance(value, list) or not value:
                problems.append(f"{where}: '{key}' needs a non-empty list")
                continue
            for i, sub in enumerate(value):
                problems += check_condition(sub, facts, f"{where}.{key}[{i}]")
        elif key == "not":
            problems += check_condition(value, facts, f"{where}.not")
        elif key in FEATURES:
            problems += _check_value(FEATURES[key][0], value, f"{where}.{key}")
        elif key in facts:
            problems += _check_value(facts[key], value, f"{where}.{key}")
        else:
            problems.append(
                f"{where}: '{key}' is neither a feature of the auction nor a fact of this "
                f"regulation"
            )
    return problems


def _check_value(kind: Any, value: Any, where: str) -> list[str]:
    values = value if isinstance(value, list) else [value]
    if not values:
        return [f"{where}: empty list"]
    problems = []
    for v in values:
        ok: bool
        if kind is bool:
            ok = isinstance(v, bool)
        elif kind is int:
            ok = (isinstance(v, int) and not isinstance(v, bool)) or (
                isinstance(v, dict) and set(v) <= {"min", "max"} and bool(v)
            )
        elif kind == "call":
            ok = isinstance(v, str) and v in CALL_CODES
        else:
            ok = isinstance(v, str) and v in kind
        if not ok:
            problems.append(f"{where}: value {v!r} is not possible")
    return problems
