"""Every topic's test module keeps worked examples from public material, each with its URL.

The worked examples are cases retold from public teaching material on the 2017 Laws; each
topic module lists them in ``WORKED_EXAMPLES`` (run by its ``test_worked_examples``, or by
the shared tests of ``harness.topic_tests``), and
every one names the address of the material it comes from.
"""

from __future__ import annotations

import importlib

import pytest

from arbiter.guide.library import library
from tests.topics.harness import Case


@pytest.mark.parametrize("topic_id", sorted(library().topics))
def test_topic_module_has_worked_examples_with_sources(topic_id: str) -> None:
    name = f"tests.topics.test_{topic_id.replace('-', '_')}"
    module = importlib.import_module(name)
    examples = getattr(module, "WORKED_EXAMPLES", None)
    assert isinstance(examples, list), f"{name} has no WORKED_EXAMPLES list"
    assert examples, f"{name}: WORKED_EXAMPLES is empty"
    for case in examples:
        assert isinstance(case, Case), f"{name}: {case!r} is not a harness.Case"
        assert "http" in case.source, f"{name}: {case.id}: source has no URL: {case.source!r}"
    shared = getattr(module, "TestTopic", None)
    if shared is not None:
        assert shared.worked == examples, f"{name}: TestTopic does not run WORKED_EXAMPLES"
    else:
        assert callable(getattr(module, "test_worked_examples", None)), (
            f"{name} has no test_worked_examples"
        )
