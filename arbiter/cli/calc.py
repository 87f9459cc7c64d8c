"""``arbiter calc NAME ...``: the calculators, each in its own module.

Each calculator module in ``CALCULATORS`` has ``add_arguments(parser)`` and
``run(args, lang) -> int``; it is imported only when its name is asked for, so a
calculator that needs a heavy library (the double-dummy solver) costs nothing to the rest.

For the web app each module also has ``TITLE`` and ``DESCRIPTION`` and, per argument
``dest``, ``LABELS`` (a short label) and ``HELP`` (a one-line hint), all
:class:`~arbiter.i18n.Text` in Dutch and English. The command line does not use them: its
``--help`` stays the argparse help.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

from arbiter.cli.errors import Parser
from arbiter.i18n import InputError, Lang

#: name → (module, help)
CALCULATORS: dict[str, tuple[str, str]] = {
    "score": ("arbiter.cli.calc_score", "duplicate score of a result: 4♠X= --vul yes"),
    "board": ("arbiter.cli.calc_board", "dealer and vulnerability of a board number"),
    "matchpoints": ("arbiter.cli.calc_matchpoints", "matchpoints and percentages of a board"),
    "imps": ("arbiter.cli.calc_imps", "IMPs of a difference, Butler, total points"),
    "adjusted": ("arbiter.cli.calc_adjusted", "artificial and assigned adjusted scores (12C)"),
    "revoke": ("arbiter.cli.calc_revoke", "tricks an established revoke costs: --facts or --pbn"),
    "penalty": ("arbiter.cli.calc_penalty", "minor/major penalty card, duties, declarer's options"),
    "auction": ("arbiter.cli.calc_auction", "facts of an irregular call: turn, sufficiency, topic"),
    "dd": ("arbiter.cli.calc_dd", "double-dummy table and par of a deal (an aid, not a ruling)"),
}


def main(argv: Sequence[str], lang: Lang) -> int:
    argv = [a for a in argv if a != "--"]
    if not argv or argv[0] not in CALCULATORS:
        given = argv[0] if argv else ""
        raise InputError(
            f"Onbekende rekenhulp '{given}'.",
            f"Unknown calculator '{given}'.",
            accepted=tuple(CALCULATORS),
        )
    name, rest = argv[0], list(argv[1:])
    module = importlib.import_module(CALCULATORS[name][0])
    parser = Parser(prog=f"arbiter calc {name}", description=CALCULATORS[name][1])
    parser.add_argument("--lang", default=None)
    parser.add_argument("--json", action="store_true")
    module.add_arguments(parser)
    args = parser.parse_args(rest)
    return module.run(args, lang)
