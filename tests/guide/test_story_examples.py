"""The story codec (arbiter/guide/story.py) on the examples it shares with its JavaScript
twin (arbiter/web/static/story.js, checked in tests/web/test_offline_story.py): a query
read as the server reads it, written back, and bad input refused with the same words."""

from __future__ import annotations

import pytest
from starlette.datastructures import QueryParams

from arbiter.guide.story import Story
from arbiter.i18n import InputError
from tests.guide.story_examples import examples


def _read(example: dict) -> Story:
    return Story.from_query(example["topic"], QueryParams(example["query"]),
                            example.get("lang", "nl"))  # fmt: skip


@pytest.mark.parametrize("example", examples()["read"], ids=lambda e: e["name"])
def test_a_query_is_read_and_written_back(example):
    story = _read(example)
    assert story.to_json() == example["story"]
    assert story.query() == example["out"]
    again = Story.from_query(story.topic, QueryParams(story.query()), story.lang)
    assert again == story  # what is written reads back the same


@pytest.mark.parametrize("example", examples()["refuse"], ids=lambda e: e["name"])
def test_bad_input_is_refused_with_a_message(example):
    with pytest.raises(InputError) as refused:
        _read(example)
    assert refused.value.text["nl"] == example["nl"]
    assert refused.value.text["en"] == example["en"]


@pytest.mark.parametrize("example", examples()["write"], ids=lambda e: e["name"])
def test_a_story_is_written(example):
    story = Story.from_json(example["story"])
    assert story.query() == example["query"]
    assert story.url() == example["url"]
    assert Story.from_query(story.topic, QueryParams(story.query()), story.lang) == story
