"""Which steps of the table protocol a ruling links to, and from which part of it.

The guide already weaves the protocol's questions into the topics (who drew attention
first, did anyone act after the irregularity, was the offender misled); a ruling does not
repeat the protocol, it links to the step a part of it carries out: the options to read
out link to "read every option first", the line on leaving to "say when you leave", and
so on (``link`` in ``data/aap.yaml``). A step tied to laws applies when a question on the
path, or the ruling itself, cites one of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbiter.tips.model import Protocol, Step


def cites(refs: Iterable[str], prefixes: Iterable[str]) -> bool:
    """A reference cites a prefix when it starts with it, and a prefix ending in a digit is
    not followed by another digit: "43B3" cites "43" and "47E" and "16A1", "4" cites not
    "43", "16A10" not "16A1"."""
    prefixes = tuple(prefixes)
    for ref in refs:
        for prefix in prefixes:
            if not ref.startswith(prefix):
                continue
            after = ref[len(prefix) : len(prefix) + 1]
            if not (after.isdigit() and prefix[-1:].isdigit()):
                return True
    return False


def steps_for(protocol: Protocol, path_laws: Iterable[str], ruling_laws: Iterable[str],
              sections: Iterable[str]) -> dict[str, list[Step]]:  # fmt: skip
    """Section → the steps linked from it, for one ruling.

    ``path_laws``: the laws of the questions answered on the way; ``ruling_laws``: the
    laws the ruling cites; ``sections``: the parts the ruling screen shows (``trail``,
    ``rectification``, ``options``, ``leave``, ``afterwards``)."""
    path_laws, ruling_laws, present = list(path_laws), list(ruling_laws), set(sections)
    out: dict[str, list[Step]] = {}
    for step in protocol.steps:
        if step.section is None or step.section not in present:
            continue
        if step.laws and not step.always and not cites([*path_laws, *ruling_laws], step.laws):
            continue
        out.setdefault(step.section, []).append(step)
    return out
