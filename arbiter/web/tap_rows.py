"""A topic's ``tap_facts`` as rows of taps above its question (docs/content-format.md,
"Facts first"): each value a link to the state with that fact set, the board the walk is
for kept (issue 25: the revoke's rows dropped it). Apart from :mod:`arbiter.web.views`,
which builds the page, as a unit of its own."""

from __future__ import annotations

from arbiter.guide.facts import FACTS, INPUTS, tap_values, value_text
from arbiter.guide.find import reachable
from arbiter.guide.model import Topic
from arbiter.guide.story import Story
from arbiter.i18n import InputError, Lang
from arbiter.web.guide_types import TapOption, TapRow


def _same_value(name: str, given: str, value: str) -> bool:
    try:
        return INPUTS[name].parse(given) == INPUTS[name].parse(value)
    except InputError:
        return False


def tap_answerable(topic: Topic, node_id: str) -> bool:
    fact = FACTS.get(getattr(topic.nodes.get(node_id), "fact", None) or "")
    return fact is not None and any(set(names) & set(topic.tap_facts)
                                    for names in fact.input_sets)  # fmt: skip


def tap_rows(topic: Topic, question: str, here: Story, lang: Lang) -> list[TapRow]:
    """The topic's ``tap_facts`` as rows of links above the question: each value is the
    state with that fact set (the chosen one: with it taken away), so a tap is a page of
    its own URL, like an answer. Only rows that can still answer a question from here on
    are shown (after "not established", the tricks won later no longer matter)."""
    ahead = reachable(topic, question)
    wanted = {name for node_id in ahead
              if (fact := FACTS.get(getattr(topic.nodes[node_id], "fact", None) or ""))
              for names in fact.input_sets for name in names}  # fmt: skip
    given = here.fact_map
    rows: list[TapRow] = []
    for name in topic.tap_facts:
        if name not in wanted:
            continue
        options: list[TapOption] = []
        for value in tap_values(name):
            chosen = name in given and _same_value(name, given[name], value)
            facts = {**given, name: value}
            if chosen:
                del facts[name]
            state = here.with_facts((n, facts[n]) for n in INPUTS if n in facts)  # context kept
            options.append({"value": value, "text": value_text(name, value, lang),
                            "chosen": chosen, "url": state.url()})  # fmt: skip
        label = INPUTS[name].text.get_lang(lang)
        rows.append({"name": name, "label": label[:1].upper() + label[1:],
                     "options": options, "chosen": name in given})  # fmt: skip
    return rows
