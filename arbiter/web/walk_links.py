"""Where a guide page's own links lead when the walk is for a board of the log, and
what the table-data form opens (issue 25). Apart from :mod:`arbiter.web.views`, which
builds the page, because the facts and flowchart pages use them too."""

from __future__ import annotations

from arbiter.guide.facts import FACTS
from arbiter.guide.model import Topic
from arbiter.i18n import InputError, Lang
from arbiter.web.state import State


def asked_inputs(topic: Topic, state: State) -> set[str]:
    """The table data the question the walk stands at can be answered from (none when
    it stands at a ruling or cannot be walked): the facts form opens what it needs."""
    from arbiter.guide.chain import walk_chain

    try:
        res = walk_chain(topic, state.answer_map, state.fact_map)
    except InputError:
        return set()
    fact = FACTS.get(getattr(getattr(res, "question", None), "fact", None) or "")
    return {name for names in fact.input_sets for name in names} if fact else set()


def home_url(lang: Lang, state: State) -> str:
    """The topic list, with the board the walk is for (another topic, the same board)."""
    context = state.context_query()
    return f"/{lang}/" + (f"?{context}" if context else "")
