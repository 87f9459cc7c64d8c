"""The table data a sentence gives, for one topic: what the facts screen then shows for
the director to confirm or change (the same inputs as ``arbiter decide --fact``).

Only inputs the topic uses are given, and only what the words said (:mod:`.story`): the
dealer and the auction together, and only when every call from the dealer on is named in
turn; the offender (the maker of the irregular call, else the player who did it), the
irregular call and the call meant instead, declarer, the card or cards, the trick of a
revoke. ``lexicon.yaml``
may narrow a topic to fewer (``fill``: a revoke's card is the card played, not an exposed
card). When the walk refuses them together, :func:`fallbacks` gives smaller sets to try.
"""

from __future__ import annotations

from arbiter.guide.find.story import Story
from arbiter.guide.model import Question, Topic
from arbiter.i18n import Lang

#: Short names of the table data, for a line that says what was read.
_NAMES: dict[str, dict[str, str]] = {
    "nl": {"dealer": "gever", "auction": "bieding", "replacement": "bedoeld",
           "offender": "overtreder", "declarer": "leider", "revoker": "verzaakt door",
           "revoke_trick": "slag"},
    "en": {"dealer": "dealer", "auction": "auction", "replacement": "meant",
           "offender": "offender", "declarer": "declarer", "revoker": "revoked by",
           "revoke_trick": "trick"},
}  # fmt: skip
_ROLE_WORDS: dict[str, dict[str, str]] = {
    "nl": {"declarer": "leider", "dummy": "blinde", "defender": "tegenspeler"},
    "en": {"declarer": "declarer", "dummy": "dummy", "defender": "defender"},
}
#: What the reader can fill in, in the order of the facts screen.
READABLE = ("dealer", "auction", "call", "replacement", "offender", "declarer", "cards",
            "card", "revoker", "revoke_trick")  # fmt: skip
_ROLES = {"declarer": "declarer", "dummy": "dummy", "defender": "defender"}


_INPUTS: dict[str, frozenset[str]] = {}


def topic_inputs(topic: Topic) -> frozenset[str]:
    """The table-data inputs a topic can use: those it declares and those its questions'
    facts read (with the inputs a shorthand stands for: ``cards`` gives ``card``)."""
    from arbiter.guide.facts import FACTS, SHORTHANDS

    if topic.id in _INPUTS:
        return _INPUTS[topic.id]
    needed = set(topic.inputs)
    for node in topic.nodes.values():
        if isinstance(node, Question) and node.fact and node.fact in FACTS:
            needed.update(FACTS[node.fact].inputs)
            for alternative in FACTS[node.fact].alternatives:
                needed.update(alternative)
    for name in list(needed):
        needed.update(SHORTHANDS.get(name, ()))
    _INPUTS[topic.id] = frozenset(needed)
    return _INPUTS[topic.id]


def table_facts(story: Story, topic: Topic, lang: Lang,
                only: tuple[str, ...] | None = None) -> tuple[tuple[str, str], ...]:  # fmt: skip
    """The inputs the sentence gives for ``topic``, in :data:`READABLE` order."""
    takes = topic_inputs(topic) & set(only if only is not None else READABLE)
    found: dict[str, str] = {}
    irregular = story.irregular
    takes_call = "call" in takes
    if takes_call and irregular is not None and irregular.call is not None:
        found["call"] = irregular.call.format(lang)
        auction = story.auction()
        in_turn = story.in_turn()
        if auction is not None and (in_turn is not False or topic.id == "call-out-of-turn"):
            dealer, before = auction
            if _legal(dealer, [c.call for c in before if c.call is not None]):
                found["dealer"] = dealer.abbr(lang)
                found["auction"] = " ".join(c.call.format(lang) for c in before if c.call)
    if "replacement" in takes and story.replacement and story.replacement.call is not None:
        found["replacement"] = story.replacement.call.format(lang)
    offender = story.offender if takes_call else story.actor
    if offender is None and story.actor_role and story.declarer is not None:
        if story.actor_role == "declarer":
            offender = story.declarer
        elif story.actor_role == "dummy":
            offender = story.declarer.partner
    if offender is not None:
        found["offender"] = offender.abbr(lang)
    if story.declarer is not None:
        found["declarer"] = story.declarer.abbr(lang)
    elif offender is None and story.actor_role in _ROLES:
        found["revoker"] = _ROLES[story.actor_role]
    if story.trick is not None:
        found["revoke_trick"] = str(story.trick)
    cards = list(dict.fromkeys(read.card for read in story.cards))
    if len(cards) == 1:
        found["card"] = cards[0].format(lang)
    elif len(cards) > 1:
        found["cards"] = " ".join(card.format(lang) for card in cards)
    if "cards" in found and "cards" not in takes and "card" in takes:
        del found["cards"]  # several cards where the topic takes one: none of them
    return tuple((name, found[name]) for name in READABLE if name in found and name in takes)


def _legal(dealer, calls) -> bool:
    """Whether the calls before the irregular one make a legal auction (else the words
    were misread, or the story is about one of them: the auction is not given)."""
    from arbiter.bridge import Auction
    from arbiter.i18n import InputError

    try:
        Auction(dealer, tuple(calls))
    except InputError:
        return False
    return True


def fallbacks(facts: tuple[tuple[str, str], ...]) -> tuple[tuple[tuple[str, str], ...], ...]:
    """Smaller sets of the same facts, to try in this order when the walk refuses them:
    without the auction (and its dealer), then without the cards, then the call alone."""
    sets = []
    smaller = tuple((n, v) for n, v in facts if n not in ("dealer", "auction"))
    if smaller != facts:
        sets.append(smaller)
    fewer = tuple((n, v) for n, v in smaller if n not in ("card", "cards"))
    if fewer != smaller:
        sets.append(fewer)
    call = tuple((n, v) for n, v in facts if n in ("call", "offender"))
    if call and call not in sets and call != facts:
        sets.append(call)
    return tuple(sets)


def describe(facts: tuple[tuple[str, str], ...], lang: Lang) -> str:
    """The table data read, in a few words: "gever Z · bieding 1♠ pas · 1♥ · overtreder O"
    (the call and the cards need no name)."""
    parts = []
    for name, value in facts:
        if name == "revoker":
            value = _ROLE_WORDS[lang].get(value, value)
        parts.append(f"{_NAMES[lang][name]} {value}" if name in _NAMES[lang] else value)
    return " · ".join(parts)
