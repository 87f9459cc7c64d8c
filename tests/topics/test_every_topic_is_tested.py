"""Every shipped topic has its own test module that covers every path."""

from __future__ import annotations

import importlib
from pathlib import Path

from arbiter.guide.library import library

HERE = Path(__file__).parent


def test_every_topic_has_a_path_covering_test_module():
    for topic_id in library().topics:
        name = f"test_{topic_id.replace('-', '_')}"
        module = HERE / f"{name}.py"
        assert module.exists(), f"{topic_id}: no {module.name}"
        text = module.read_text(encoding="utf-8")
        assert f'"{topic_id}"' in text, f"{module.name} does not name topic {topic_id}"
        # The shared tests (harness.topic_tests) check every path; a module not yet
        # converted to them calls the check itself.
        shared = getattr(importlib.import_module(f"tests.topics.{name}"), "TestTopic", None)
        if shared is not None:
            assert shared.topic == topic_id, f"{module.name} runs the tests of {shared.topic}"
            assert "test_every_path_has_a_case" in vars(shared)
        else:
            assert "check_covers_every_path" in text, f"{module.name} does not check every path"
