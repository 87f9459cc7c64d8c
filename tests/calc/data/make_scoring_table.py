"""Write ``scoring_table.csv``: every duplicate score, computed by endplay.

The table is oracle data for ``arbiter.calc.scoring``: endplay is an independent
implementation of the Law 77 scoring table, so a row where the two disagree points at a
mistake in one of them. Every level 1-7, denomination, doubled state, vulnerability and
possible number of tricks (0-13): 7 × 5 × 3 × 2 × 14 = 2940 rows.

endplay takes the vulnerability of the *board* and the declarer; with declarer North,
``Vul.none`` means declarer not vulnerable and ``Vul.both`` (or ``Vul.ns``) vulnerable.

    .venv/bin/python tests/calc/data/make_scoring_table.py
"""

from __future__ import annotations

import csv
from pathlib import Path

import endplay.config

endplay.config.use_unicode = False

from endplay.types import Contract, Vul  # noqa: E402  (after the unicode switch)

OUT = Path(__file__).with_name("scoring_table.csv")
DENOMS = ("C", "D", "H", "S", "N")  # endplay's letters; N is no trump
DOUBLED = ("", "X", "XX")


def rows() -> list[dict[str, object]]:
    out = []
    for level in range(1, 8):
        for denom in DENOMS:
            for doubled in DOUBLED:
                for vulnerable in (False, True):
                    for tricks in range(14):
                        over = tricks - 6 - level
                        result = "=" if over == 0 else f"{over:+d}"
                        contract = Contract(f"{level}{denom}N{doubled}{result}")
                        assert contract.result == over
                        score = contract.score(Vul.both if vulnerable else Vul.none)
                        out.append(
                            {
                                "level": level,
                                "denom": "NT" if denom == "N" else denom,
                                "doubled": doubled,
                                "vulnerable": int(vulnerable),
                                "tricks": tricks,
                                "over": over,
                                "score": score,
                            }
                        )
    return out


def main() -> None:
    data = rows()
    with OUT.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(data[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(data)
    print(f"{len(data)} rows written to {OUT}")


if __name__ == "__main__":
    main()
