"""Documentation that cannot drift: the README's commands, the JSON fields, the facts."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter.cli.main import build_parser
from arbiter.guide.chain import walk_chain
from arbiter.guide.facts import INPUTS
from arbiter.guide.interview import walk
from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.guide.serialize import result

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
JSON_DOC = (ROOT / "docs" / "json.md").read_text(encoding="utf-8")


def test_readme_starts_with_the_two_setup_commands_and_ci_runs_the_test_one():
    first_block = README.split("```")[1]
    commands = [line.split("#")[0].strip() for line in first_block.splitlines()[1:]]
    assert commands[:2] == ["make run", "make test"]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"^make test$", ci, re.MULTILINE)


def test_every_command_is_in_the_readme():
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    for name in sub.choices:
        assert f"arbiter {name}" in README, name


def _keys(data: object) -> set[str]:
    """Every key in a JSON document, nested ones too (not the keys of outcomes and facts,
    which name outcome fields and facts)."""
    if isinstance(data, dict):
        return {k for k in data} | {
            key for k, v in data.items() if k not in ("outcome", "facts") for key in _keys(v)
        }
    if isinstance(data, list):
        return {key for item in data for key in _keys(item)}
    return set()


def test_every_json_field_is_documented():
    topic = library().topic("insufficient-bid")
    question = result(walk(topic, {}), "en")
    ruling = result(walk(topic, next(iter(paths(topic))).as_dict()), "en")
    revoke = library().topic("revoke")
    story = {"revoked": "yes", "established": "no", "who_fix": "defender",
             "dummy_fix": "other", "nos_after": "none", "corrected_def": "next"}  # fmt: skip
    chained = result(walk_chain(revoke, story, {"cards": "♥K"}), "en")
    finished = result(walk_chain(revoke, {**story, "penalty-card:major": "played"},
                                 {"cards": "♥K"}), "en")  # fmt: skip
    waiting = result(walk_chain(revoke, dict(list(story.items())[:-1]), {"cards": "♥K"}), "en")
    assert waiting["next_topic"]["topic"] == "penalty-card"
    assert len(finished["chain"]) == 2 and finished["status"] == "ruling"
    for key in _keys([question, ruling, chained, finished, waiting]):
        assert f'"{key}"' in JSON_DOC or f"`{key}`" in JSON_DOC, key


def test_every_fact_input_is_documented():
    for name in INPUTS:
        assert f"`{name}`" in JSON_DOC, name
