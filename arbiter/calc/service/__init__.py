"""The calculators, each declared once (:mod:`arbiter.calc.service.declare`).

``MODULES`` lists them in the order the shells show them; a module is imported only when
its calculator is asked for, so ``arbiter calc score`` does not pay for the others. Each
module holds ``CALCULATOR``: a :class:`~arbiter.calc.service.declare.Calculator`.

    from arbiter.calc import service
    outcome = service.calculator("score").run({"result": "4♠X=", "vul": "ja"})
    outcome.text("nl"), outcome.as_json("en")
"""

from __future__ import annotations

import importlib

from arbiter.calc.service.declare import Calculator
from arbiter.i18n import InputError

#: name → module, in the order of ``arbiter calc``, the web's list and the docs.
MODULES: dict[str, str] = {
    name: f"arbiter.calc.service.{name}"
    for name in ("score", "board", "matchpoints", "imps", "adjusted", "revoke", "penalty",
                 "auction", "comparable", "dd", "weighted", "claim")
}  # fmt: skip


class CalcNotFound(InputError):
    """An unknown calculator name (a 404 on the web)."""


def names() -> tuple[str, ...]:
    return tuple(MODULES)


def calculator(name: str) -> Calculator:
    """The calculator called ``name``; :class:`CalcNotFound` listing the known ones."""
    if name not in MODULES:
        raise CalcNotFound(
            f"Onbekende rekenhulp '{name[:40]}'.",
            f"Unknown calculator '{name[:40]}'.",
            accepted=names(),
        )
    return importlib.import_module(MODULES[name]).CALCULATOR


def calculators() -> list[Calculator]:
    return [calculator(name) for name in MODULES]
