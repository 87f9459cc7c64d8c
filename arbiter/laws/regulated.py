"""Which laws depend on a value the Regulating Authority or the organiser sets.

A ruling that cites one of these laws shows the value from the chosen regulation profile
(see ``profiles.py``). Kept free of heavy imports: the guide checks it for every ruling.
"""

from __future__ import annotations

#: Laws whose application depends on a regulated value: a ruling citing one shows the
#: value from the chosen profile. The longest matching prefix of a reference counts.
LAW_KEYS: dict[str, tuple[str, ...]] = {
    "12C2": (
        "average_minus_percent",
        "average_percent",
        "average_plus_percent",
        "average_minus_imps",
        "average_plus_imps",
    ),
    "12C2(a)": ("average_minus_percent", "average_percent", "average_plus_percent"),
    "12C2(b)": ("average_minus_imps", "average_plus_imps"),
    "12C2(c)": ("session_exception_above", "session_exception_below"),
    "16B2": ("reserve_rights_allowed",),
    "79C": ("correction_period_minutes",),
    "92B": ("appeal_period_minutes",),
}


def keys_for_laws(refs: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The regulated values that the cited laws depend on, in a stable order."""
    found: list[str] = []
    for ref in refs:
        prefixes = [p for p in LAW_KEYS if ref.startswith(p)]
        if prefixes:
            for key in LAW_KEYS[max(prefixes, key=len)]:
                if key not in found:
                    found.append(key)
    return tuple(found)


def depends_on_regulation(refs: list[str]) -> bool:
    """Cheap test before loading the profiles."""
    return any(ref.startswith(tuple(LAW_KEYS)) for ref in refs)
