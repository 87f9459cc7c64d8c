"""``arbiter calc NAME ...``: the calculators, each in its own module.

Each calculator module in ``CALCULATORS`` has ``add_arguments(parser)`` and
``run(args, lang) -> int``; it is imported only when its name is asked for, so a
calculator that needs a heavy library (the double-dummy solver) costs nothing to the rest.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from arbiter.cli.errors import Parser
from arbiter.i18n import InputError, Lang

#: name → (module, help)
CALCULATORS: dict[str, tuple[str, str]] = {}


def main(argv: Sequence[str], lang: Lang) -> int:
    argv = [a for a in argv if a != "--"]
    if not argv or argv[0] not in CALCULATORS:
        given = argv[0] if argv else ""
        raise InputError(f"Onbekende rekenhulp '{given}'.", f"Unknown calculator '{given}'.",
                         accepted=tuple(CALCULATORS))
    name, rest = argv[0], list(argv[1:])
    module = importlib.import_module(CALCULATORS[name][0])
    parser = Parser(prog=f"arbiter calc {name}", description=CALCULATORS[name][1])
    parser.add_argument("--lang", default=None)
    parser.add_argument("--json", action="store_true")
    module.add_arguments(parser)
    args = parser.parse_args(rest)
    return module.run(args, lang)
