"""The calculators a ruling page links to, as links (issue 25: the claim ruling named its
checker as text and a command line; the rulings on unauthorized information and
misinformation did not name the weighted score at all).

Two reasons for a link, both read from the ruling itself, so no topic needs a field:
a calculator named in its words by its title ("de rekenhulp 'Claim narekenen'"), and an
adjusted score in its outcome (assigned: the weighted score with double dummy and the
adjusted score; artificial: the adjusted score). A calculator that takes the deal gets
the board the walk is for, so the log's hand record fills it in.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.i18n import Lang

#: Calculators for an adjusted score, by the outcome's kind of score (12C1, 12C2).
FOR_SCORE = {"assigned": ("weighted", "adjusted"), "weighted": ("weighted", "adjusted"),
             "artificial": ("adjusted",)}  # fmt: skip


def calc_links(data: Mapping[str, Any], lang: Lang, context: str = "") -> list[dict[str, str]]:
    """``[{"url", "title"}]``: the calculators this ruling (a guide page's data) points to,
    those its words name first."""
    from arbiter.calc.service import calculators

    every = {calc.name: calc for calc in calculators()}
    parts = (data.get("ruling"), *(data.get("tell") or ()), *(data.get("notes") or ()))
    said = " ".join(str(t) for t in parts if t)
    names = [name for name, calc in every.items() if f"'{calc.title.get_lang(lang)}'" in said]
    kind = (data.get("outcome") or {}).get("adjusted_score")
    scored = FOR_SCORE.get(kind, ()) if isinstance(kind, str) else ()
    names += [name for name in scored if name not in names]
    out = []
    for name in names:
        calc = every[name]
        takes_deal = any(inp.name == "deal" for inp in calc.inputs)
        query = f"?{context}" if context and takes_deal else ""
        out.append({"url": f"/{lang}/calc/{name}{query}", "title": calc.title.get_lang(lang)})
    return out
