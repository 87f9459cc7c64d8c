"""The app's route order: cheap for the pages a director loads most, and never shadowing.

Starlette tries routes in order, so the guide's pages are included first (a question page
was matched after all 116 routes before, half of its cost). That is only safe while no
earlier route takes a path meant for a later one; this test fills every route's template
with sample values and checks that the route the app finds first is the route itself.
"""

from __future__ import annotations

import re

import pytest
from starlette.routing import Match, Mount

from arbiter.server import create_app

#: Sample values; ``{lang}`` without the ``lang`` convertor is the fallback that names an
#: unknown language, so it gets one. Any other parameter: a number.
SAMPLES = {"lang": "xx", "lang:lang": "nl", "fmt": "csv", "name": "zz"}


def _flat(routes) -> list:
    out = []
    for route in routes:
        inner = getattr(route, "original_router", None)
        out += _flat(inner.routes) if inner is not None else [route]
    return out


def _sample(path: str) -> str:
    return re.sub(r"{(\w+(?::\w+)?)}", lambda m: SAMPLES.get(m.group(1), "7"), path)


def _first_match(routes: list, path: str, method: str):
    scope = {"type": "http", "path": path, "method": method, "root_path": "",
             "query_string": b"", "headers": []}  # fmt: skip
    for route in routes:
        match, _child = route.matches(scope)
        if match == Match.FULL:
            return route
    return None


@pytest.fixture(scope="module")
def routes() -> list:
    return _flat(create_app().router.routes)


def test_every_route_is_the_first_to_match_its_own_paths(routes) -> None:
    checked = 0
    for route in routes:
        if isinstance(route, Mount):
            path, methods = route.path + "/app.css", {"GET"}
        else:
            path, methods = _sample(route.path), route.methods or {"GET"}
        for method in methods - {"HEAD"}:
            found = _first_match(routes, path, method)
            assert found is not None, f"{method} {path}: no route"
            assert getattr(found, "path", None) == route.path, (
                f"{method} {path} is taken by {found.path} before {route.path}"
            )
            checked += 1
    assert checked > 100  # every route of the app with its plugins, not a few


def test_question_pages_are_matched_before_the_log_and_the_api(routes) -> None:
    paths = [getattr(r, "path", "") for r in routes]
    assert paths.index("/{lang}/t/{topic_id}") < 10
    assert paths.index("/{lang:lang}/") < 20
    assert paths.index("/{lang}/") == len(paths) - 1  # the catch-all home page last
