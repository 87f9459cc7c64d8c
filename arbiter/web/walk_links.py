"""What the table-data form opens (issue 25): the inputs the question the story stands
at can be answered from. Apart from :mod:`arbiter.web.guide_page`, which builds the
guide page, because the facts page uses it."""

from __future__ import annotations

from arbiter.guide.facts import FACTS
from arbiter.guide.model import Topic
from arbiter.guide.story import Story, walk_story
from arbiter.i18n import InputError


def asked_inputs(topic: Topic, state: Story) -> set[str]:
    """The table data the question the walk stands at can be answered from (none when
    it stands at a ruling or cannot be walked): the facts form opens what it needs."""
    try:
        res = walk_story(state)
    except InputError:
        return set()
    fact = FACTS.get(getattr(getattr(res, "question", None), "fact", None) or "")
    return {name for names in fact.input_sets for name in names} if fact else set()
