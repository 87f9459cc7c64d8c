"""Regulation profiles: the figures a federation fixes where the Laws leave room.

The Laws give defaults (60/50/40 %, ±3 IMPs, a 30-minute correction period) and let the
Regulating Authority change some of them. The calculators and the guide read those
figures from a profile instead of hard-coding them, so that a director in England or
North America gets her own federation's figures and every figure says where it comes
from. NBB is the default. The data is in ``data/profiles.yaml``; the loader checks that
every profile has every value, each with a source, when it loads.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache
from typing import Any

from arbiter.i18n import InputError, Text
from arbiter.laws.regulated import LAW_KEYS, keys_for_laws  # noqa: F401 - re-exported

__all__ = ["DEFAULT_PROFILE", "KEYS", "Profile", "Value", "profile", "profile_names"]

DATA_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "profiles.yaml")
DEFAULT_PROFILE = "NBB"
_AVERAGES = ("average_minus", "average", "average_plus")

KEYS: tuple[str, ...] = (
    "average_minus_percent",
    "average_percent",
    "average_plus_percent",
    "average_minus_imps",
    "average_imps",
    "average_plus_imps",
    "session_exception_above",
    "session_exception_below",
    "correction_period_minutes",
    "matchpoints_per_beat",
    "neuberg",
    "imp_scale",
    "butler_trim",
    "weighted_scores",
    "appeal_period_minutes",
    "reserve_rights_allowed",
)

#: What each value is called, and whether a club or organiser may set its own (the Laws
#: let the tournament organiser change it), for the guide's "regulation" notes.
KEY_INFO: dict[str, tuple[Text, bool]] = {
    "average_minus_percent": (Text.of("gemiddeld-min (%)", "average-minus (%)"), False),
    "average_percent": (Text.of("gemiddeld (%)", "average (%)"), False),
    "average_plus_percent": (Text.of("gemiddeld-plus (%)", "average-plus (%)"), False),
    "average_minus_imps": (Text.of("gemiddeld-min (IMPs)", "average-minus (IMPs)"), True),
    "average_imps": (Text.of("gemiddeld (IMPs)", "average (IMPs)"), True),
    "average_plus_imps": (Text.of("gemiddeld-plus (IMPs)", "average-plus (IMPs)"), True),
    "session_exception_above": (
        Text.of("uitzondering zitting: niet-overtredende partij boven (%)",
                "session exception: non-offending side above (%)"),
        False,
    ),
    "session_exception_below": (
        Text.of("uitzondering zitting: overtredende partij onder (%)",
                "session exception: offending side below (%)"),
        False,
    ),
    "correction_period_minutes": (
        Text.of("verbeteringstermijn (minuten)", "correction period (minutes)"),
        True,
    ),
    "matchpoints_per_beat": (
        Text.of("matchpunten per verslagen score", "matchpoints per beat"),
        True,
    ),
    "neuberg": (Text.of("Neuberg-correctie", "Neuberg correction"), True),
    "imp_scale": (Text.of("IMP-schaal", "IMP scale"), False),
    "butler_trim": (Text.of("Butler: weggelaten scores per kant", "Butler: scores left out"), True),
    "weighted_scores": (Text.of("gewogen arbitrale scores", "weighted adjusted scores"), False),
    "appeal_period_minutes": (
        Text.of("termijn voor protest (minuten)", "appeal period (minutes)"),
        True,
    ),
    "reserve_rights_allowed": (
        Text.of("rechten voorbehouden toegestaan (16B2)", "reserving rights allowed (16B2)"),
        False,
    ),
}


@dataclass(frozen=True, slots=True)
class Value:
    """One regulated figure and where it comes from."""

    value: Any
    source: str


@dataclass(frozen=True)
class Profile:
    """The figures of one federation; ``get(key)`` for any value, properties for the usual."""

    name: str
    title: Text
    values: dict[str, Value]

    def get(self, key: str) -> Any:
        return self.values[key].value

    @property
    def artificial_percent(self) -> dict[str, float]:
        """Average-minus, average and average-plus in percent (12C2(a))."""
        return {k: float(self.get(f"{k}_percent")) for k in _AVERAGES}

    @property
    def artificial_imps(self) -> dict[str, float]:
        """Average-minus, average and average-plus in IMPs (12C2(b))."""
        return {k: float(self.get(f"{k}_imps")) for k in _AVERAGES}

    @property
    def session_exception(self) -> tuple[float, float]:
        """(above, below): 12C2(c) thresholds for the non-offending and offending side."""
        return float(self.get("session_exception_above")), float(
            self.get("session_exception_below")
        )

    @property
    def matchpoints_per_beat(self) -> float:
        return float(self.get("matchpoints_per_beat"))

    @property
    def correction_period_minutes(self) -> int:
        return int(self.get("correction_period_minutes"))

    @property
    def butler_trim(self) -> int:
        return int(self.get("butler_trim"))

    def source(self, key: str) -> str:
        return self.values[key].source

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": dict(self.title),
            "values": {k: {"value": v.value, "source": v.source} for k, v in self.values.items()},
        }


def profile_names() -> tuple[str, ...]:
    return tuple(_profiles())


def profile(name: str | None = None) -> Profile:
    """The profile called ``name`` (any case); the NBB's when ``name`` is None or empty."""
    key = (name or DEFAULT_PROFILE).strip().upper()
    profiles = _profiles()
    if key not in profiles:
        raise InputError(
            f"Onbekend reglementsprofiel '{name}'.",
            f"Unknown regulation profile '{name}'.",
            accepted=tuple(profiles),
        )
    return profiles[key]


@cache
def _profiles(path: str = DATA_FILE) -> dict[str, Profile]:
    from arbiter.yamlio import load_yaml

    return read_profiles(load_yaml(path))


def read_profiles(data: Any) -> dict[str, Profile]:
    """Build and check profiles from parsed YAML; ValueError names every problem at once."""
    problems: list[str] = []
    profiles: dict[str, Profile] = {}
    for name, entry in (data or {}).get("profiles", {}).items():
        raw = entry.get("values") or {}
        missing = [k for k in KEYS if k not in raw]
        unknown = [k for k in raw if k not in KEYS]
        unsourced = [k for k, v in raw.items() if not (isinstance(v, dict) and v.get("source"))]
        problems += [f"{name}: missing {k}" for k in missing]
        problems += [f"{name}: unknown {k}" for k in unknown]
        problems += [f"{name}: {k} has no source" for k in unsourced]
        title = entry.get("title") or {}
        if not (title.get("nl") and title.get("en")):
            problems.append(f"{name}: title needs nl and en")
        values = {
            k: Value(v["value"], str(v.get("source", "")))
            for k, v in raw.items()
            if isinstance(v, dict) and "value" in v
        }
        profiles[str(name).upper()] = Profile(str(name).upper(), Text(title), values)
    if DEFAULT_PROFILE not in profiles:
        problems.append(f"no {DEFAULT_PROFILE} profile")
    if problems:
        raise ValueError("profiles.yaml: " + "; ".join(problems))
    return profiles
