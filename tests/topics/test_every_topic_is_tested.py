"""Every shipped topic has its own test module that covers every path."""

from __future__ import annotations

from pathlib import Path

from arbiter.guide.library import library

HERE = Path(__file__).parent


def test_every_topic_has_a_path_covering_test_module():
    for topic_id in library().topics:
        module = HERE / f"test_{topic_id.replace('-', '_')}.py"
        assert module.exists(), f"{topic_id}: no {module.name}"
        text = module.read_text(encoding="utf-8")
        assert f'"{topic_id}"' in text, f"{module.name} does not name topic {topic_id}"
        assert "check_covers_every_path" in text, f"{module.name} does not check every path"
