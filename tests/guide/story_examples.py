"""The shared examples of the story codec (``story_examples.json``), with their long
strings written out: ``{"join": [part, ...]}``, each part a string or ``[text,
times]``. Used by the Python test here and the JavaScript test in tests/web."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

FILE = Path(__file__).with_name("story_examples.json")


def _expand(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"join"}:
        return "".join(p if isinstance(p, str) else p[0] * p[1] for p in value["join"])
    if isinstance(value, dict):
        return {k: _expand(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_expand(v) for v in value]
    return value


@cache
def examples() -> dict[str, list[dict[str, Any]]]:
    data = json.loads(FILE.read_text(encoding="utf-8"))
    return {k: _expand(v) for k, v in data.items() if isinstance(v, list)}
