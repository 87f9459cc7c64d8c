"""Prove the content sound before anyone relies on it.

Checks every topic as a whole, not only the branches a test happens to reach: every law
reference resolves to a law in the catalogue, every answer leads to a node that exists,
every node is reachable from the start, no path loops, every path ends in a ruling,
facts only answer questions whose answers they can produce, and the topic declares the
table data those facts need. Handoffs are checked like any other edge: the topic and
node they open exist, the answers they carry exist there, what they carry is known
table data or a fact, and no chain of handoffs comes back to a topic it passed.
"""

from __future__ import annotations

from arbiter.guide.facts import FACTS, INPUTS, SHORTHANDS, tap_values
from arbiter.guide.headline import check_template
from arbiter.guide.model import Handoff, Question, Ruling, Topic
from arbiter.guide.problems import Problem, problem
from arbiter.laws.catalogue import Catalogue
from arbiter.laws.refs import LawRef, LawRefError


def _check_law(
    ref: str, catalogue: Catalogue, file: str, node: str | None, out: list[Problem]
) -> None:
    try:
        parsed = LawRef.parse(ref)
    except LawRefError:
        out.append(
            problem(
                file,
                node,
                f"'{ref}' is geen geldige artikelverwijzing",
                f"'{ref}' is not a valid law reference",
            )
        )
        return
    if parsed.law not in catalogue.laws:
        out.append(
            problem(
                file,
                node,
                f"artikel {parsed.law} staat niet in de catalogus",
                f"law {parsed.law} is not in the catalogue",
            )
        )


def _declared(topic: Topic, out: list[Problem]) -> set[str]:
    """The topic's ``inputs``, checked, with what the shorthands among them stand for."""
    declared: set[str] = set()
    for name in topic.inputs:
        if name not in INPUTS:
            out.append(problem(topic.file, None, f"onbekend tafelgegeven '{name}' in inputs",
                               f"unknown table data '{name}' in inputs (known: "
                               f"{', '.join(INPUTS)})"))  # fmt: skip
        elif name in declared:
            out.append(problem(topic.file, None, f"'{name}' staat twee keer in inputs",
                               f"'{name}' occurs twice in inputs"))  # fmt: skip
        declared.add(name)
        declared.update(SHORTHANDS.get(name, ()))
    return declared


def _check_tap_facts(topic: Topic, out: list[Problem]) -> None:
    """Each row of taps is a declared input that answers one of the topic's questions
    (through a fact) and has a few values to tap (not free text)."""
    used = {name for node in topic.nodes.values()
            if isinstance(node, Question) and node.fact in FACTS
            for names in FACTS[node.fact].input_sets for name in names}  # fmt: skip
    for name in topic.tap_facts:
        if name not in topic.inputs:
            out.append(problem(topic.file, None, f"tap_facts: '{name}' staat niet in inputs",
                               f"tap_facts: '{name}' is not listed in inputs"))  # fmt: skip
        elif name not in used:
            out.append(problem(topic.file, None,
                               f"tap_facts: '{name}' beantwoordt geen vraag van dit onderwerp",
                               f"tap_facts: '{name}' answers no question of this topic"),
                       )  # fmt: skip
        elif not tap_values(name):
            out.append(problem(topic.file, None,
                               f"tap_facts: '{name}' heeft geen waarden om aan te tikken",
                               f"tap_facts: '{name}' has no values to tap"))  # fmt: skip


def validate_topic(topic: Topic, catalogue: Catalogue) -> list[Problem]:
    out: list[Problem] = []
    file = topic.file
    for ref in (topic.law, *topic.laws):
        _check_law(ref, catalogue, file, None, out)
    declared = _declared(topic, out)
    _check_tap_facts(topic, out)
    if topic.start not in topic.nodes:
        out.append(
            problem(
                file,
                None,
                f"startknoop '{topic.start}' bestaat niet",
                f"start node '{topic.start}' does not exist",
            )
        )
        return out
    for node in topic.nodes.values():
        if isinstance(node, Question):
            if node.law is None:
                out.append(
                    problem(
                        file,
                        node.id,
                        "een vraag noemt het artikel waar zij om draait",
                        "a question names the law it turns on",
                    )
                )
            else:
                _check_law(node.law, catalogue, file, node.id, out)
            for answer in node.answers:
                for ref in answer.laws:
                    _check_law(ref, catalogue, file, node.id, out)
                if answer.next not in topic.nodes:
                    out.append(
                        problem(
                            file,
                            node.id,
                            f"antwoord '{answer.id}' leidt naar "
                            f"'{answer.next}', die niet bestaat (doodlopend)",
                            f"answer '{answer.id}' leads to '{answer.next}', which "
                            "does not exist (dead end)",
                        )
                    )
            if node.options is not None:
                ids = {a.id for a in node.answers}
                for option in node.options.choices:
                    if option.id not in ids:
                        out.append(
                            problem(
                                file,
                                node.id,
                                f"keuze '{option.id}' is geen antwoord van deze vraag",
                                f"option '{option.id}' is not an answer of this question",
                            )
                        )
                    for ref in option.laws:
                        _check_law(ref, catalogue, file, node.id, out)
            if node.assume is not None and node.answer(node.assume) is None:
                out.append(
                    problem(
                        file,
                        node.id,
                        f"assume '{node.assume}' is geen antwoord van deze vraag",
                        f"assume '{node.assume}' is not an answer of this question",
                    )
                )
            out.extend(_check_premise(topic, node))
            if node.fact in FACTS and not FACTS[node.fact].ready(declared):
                sets = " | ".join(", ".join(s) for s in FACTS[node.fact].input_sets)
                out.append(
                    problem(
                        file,
                        node.id,
                        f"feit '{node.fact}' heeft tafelgegevens nodig ({sets}) die het "
                        "onderwerp niet onder 'inputs' noemt",
                        f"fact '{node.fact}' needs table data ({sets}) that the topic "
                        "does not list under 'inputs'",
                    )
                )
            if node.fact is not None:
                fact = FACTS.get(node.fact)
                ids = {a.id for a in node.answers}
                if fact is None:
                    out.append(
                        problem(
                            file,
                            node.id,
                            f"onbekend feit '{node.fact}'",
                            f"unknown fact '{node.fact}'",
                        )
                    )
                elif not fact.values or not set(fact.values) <= ids:
                    out.append(
                        problem(
                            file,
                            node.id,
                            f"feit '{node.fact}' geeft "
                            f"{list(fact.values)}, niet alle zijn antwoorden hier",
                            f"fact '{node.fact}' yields {list(fact.values)}, not "
                            "all of which are answers here",
                        )
                    )
        elif isinstance(node, Ruling):
            for ref in node.laws:
                _check_law(ref, catalogue, file, node.id, out)
            for option in node.options.choices if node.options else ():
                for ref in option.laws:
                    _check_law(ref, catalogue, file, node.id, out)
            if node.regulation:
                from arbiter.laws.profiles import KEYS

                for key in node.regulation:
                    if key not in KEYS:
                        out.append(problem(file, node.id, f"onbekende reglementswaarde '{key}'",
                                           f"unknown regulation value '{key}' (known: "
                                           f"{', '.join(KEYS)})"))
            for followup in node.afterwards:
                for ref in followup.laws:
                    _check_law(ref, catalogue, file, node.id, out)
            for template in node.headline:
                for lang, text in template.items():
                    for issue in check_template(text):
                        out.append(problem(file, node.id, f"headline ({lang}): {issue}",
                                           f"headline ({lang}): {issue}"))  # fmt: skip
    out.extend(_check_story(topic, file))
    out.extend(_check_graph(topic, file))
    out.extend(_check_implications(topic))
    return out


def _definition_chain(topic: Topic) -> set[str]:
    """The questions from the start on, following definitions: where a topic's own
    definition may stand (on the first question's screen)."""
    chain: set[str] = set()
    node = topic.nodes.get(topic.start)
    while isinstance(node, Question) and node.id not in chain:
        chain.add(node.id)
        answer = node.answer(node.definition or "")
        if answer is None:
            break
        node = topic.nodes.get(answer.next)
    return chain


def _check_premise(topic: Topic, node: Question) -> list[Problem]:
    """A definition stands at the start of its topic and is one of its answers; a rare case
    (``exception``) has two answers, its usual one among them; a question is one or the
    other, never both."""
    out: list[Problem] = []

    def bad(nl: str, en: str) -> None:
        out.append(problem(topic.file, node.id, nl, en))

    if node.definition is not None:
        if node.answer(node.definition) is None:
            bad(f"definition '{node.definition}' is geen antwoord van deze vraag",
                f"definition '{node.definition}' is not an answer of this question")
        elif node.id not in _definition_chain(topic):
            bad("een definitie staat aan het begin van het onderwerp (de startvraag, of "
                "een vraag waar alleen definities naartoe leiden)",
                "a definition stands at the start of the topic (the start question, or a "
                "question only definitions lead to)")
    if node.exception is not None:
        if len(node.answers) != 2:
            bad("een bijzonderheid (exception) heeft precies twee antwoorden",
                "an exception has exactly two answers")
        if node.answer(node.exception.usual) is None:
            bad(f"exception: usual '{node.exception.usual}' is geen antwoord van deze vraag",
                f"exception: usual '{node.exception.usual}' is not an answer of this "
                "question")
        if node.options is not None:
            bad("een keuze van een speler is geen bijzonderheid",
                "a player's choice is not an exception")
    if sum(x is not None for x in (node.definition, node.exception, node.assume)) > 1:
        bad("een vraag is een definitie, een bijzonderheid of een premisse, niet meer dan één",
            "a question is a definition, an exception or a premise, not more than one")
    return out


def _check_implications(topic: Topic) -> list[Problem]:
    """Implications name known facts and values; and over every path of the topic, no
    answer contradicts what the other answers of the path imply (a question answered
    before the answer that settles it), and no fact gets two values."""
    from arbiter.guide.interview import implied
    from arbiter.guide.paths import _NoTable, paths

    out: list[Problem] = []
    for i, implication in enumerate(topic.implications):
        for name, value in (*implication.when, *implication.then):
            definition = FACTS.get(name)
            if definition is None:
                out.append(problem(topic.file, f"implications[{i}]", f"onbekend feit '{name}'",
                                   f"unknown fact '{name}'"))  # fmt: skip
            elif definition.values and value not in definition.values:
                out.append(problem(topic.file, f"implications[{i}]",
                                   f"feit '{name}' geeft nooit '{value}'",
                                   f"fact '{name}' never gives '{value}'"))  # fmt: skip
    if out or not topic.implications:
        return out
    facts = _NoTable()
    reported: set[str] = set()
    for path in paths(topic):  # the walkable ones: the others are never taken
        steps = [(node_id, choice, _question(topic, node_id).fact)
                 for node_id, choice in path.answers]  # fmt: skip
        values = {fact: choice for _, choice, fact in steps if fact}
        for node_id, choice, fact in steps:
            if not fact or node_id in reported:
                continue
            if any(f == fact and c != choice for _, c, f in steps):
                reported.add(node_id)
                out.append(problem(topic.file, node_id,
                                   f"feit '{fact}' krijgt op één pad twee waarden",
                                   f"fact '{fact}' gets two values on one path"))  # fmt: skip
                continue
            others = {k: v for k, v in values.items() if k != fact}
            follows = implied(fact, facts, others, topic.implications)
            if follows is not None and follows != choice:
                reported.add(node_id)
                out.append(problem(
                    topic.file, node_id,
                    f"antwoord '{choice}' spreekt de andere antwoorden van het pad tegen "
                    f"(daaruit volgt '{fact}' = '{follows}'; pad naar {path.ruling})",
                    f"answer '{choice}' contradicts the other answers of the path (from "
                    f"which '{fact}' = '{follows}' follows; path to {path.ruling})"))
    return out


def _question(topic: Topic, node_id: str) -> Question:
    """The question ``node_id`` (a path's answers are answers to questions)."""
    node = topic.nodes[node_id]
    assert isinstance(node, Question)
    return node


def _check_story(topic: Topic, file: str) -> list[Problem]:
    """Story cues answer questions that exist, with answers those questions have."""
    from arbiter.guide.find.calls import CALL_SITUATIONS

    out: list[Problem] = []
    for i, cue in enumerate(topic.story):
        where = f"story[{i}]"
        if cue.calls is not None and cue.calls not in CALL_SITUATIONS:
            out.append(problem(file, where, f"onbekende biedsituatie '{cue.calls}'",
                               f"unknown call situation '{cue.calls}' (known: "
                               f"{', '.join(CALL_SITUATIONS)})"))  # fmt: skip
        for node_id, answer in cue.answers:
            node = topic.nodes.get(node_id)
            if not isinstance(node, Question):
                out.append(problem(file, where, f"'{node_id}' is geen vraag van dit onderwerp",
                                   f"'{node_id}' is not a question of this topic"))  # fmt: skip
            elif node.answer(answer) is None:
                out.append(problem(file, where, f"vraag '{node_id}' heeft geen antwoord "
                                   f"'{answer}'", f"question '{node_id}' has no answer "
                                   f"'{answer}'"))  # fmt: skip
    return out


def _check_graph(topic: Topic, file: str) -> list[Problem]:
    out: list[Problem] = []
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done

    def visit(node_id: str, trail: list[str]) -> None:
        node = topic.nodes.get(node_id)
        if node is None:
            return  # reported as a dead end above
        if state.get(node_id) == 1:
            loop = " -> ".join([*trail[trail.index(node_id) :], node_id])
            out.append(problem(file, node_id, f"kringloop: {loop}", f"cycle: {loop}"))
            return
        if state.get(node_id) == 2:
            return
        state[node_id] = 1
        if isinstance(node, Question):
            for answer in node.answers:
                visit(answer.next, [*trail, node_id])
        state[node_id] = 2

    visit(topic.start, [])
    for node_id in topic.nodes:
        if node_id not in state:
            out.append(
                problem(
                    file,
                    node_id,
                    "knoop is niet bereikbaar vanaf de start",
                    "node is not reachable from the start",
                )
            )
    return out


def validate(topics: list[Topic], catalogue: Catalogue) -> list[Problem]:
    out: list[Problem] = []
    by_id = {t.id: t for t in topics}
    for topic in topics:
        for node in topic.nodes.values():
            if isinstance(node, Ruling) and node.handoff is not None:
                out.extend(_check_handoff(topic, node.id, node.handoff, by_id))
        out.extend(validate_topic(topic, catalogue))
    out.extend(_check_chains(topics, by_id))
    return out


def _check_handoff(
    topic: Topic, node_id: str, handoff: Handoff, by_id: dict[str, Topic]
) -> list[Problem]:
    out: list[Problem] = []

    def bad(nl: str, en: str) -> None:
        out.append(problem(topic.file, node_id, nl, en))

    target = by_id.get(handoff.topic)
    if target is None:
        bad(f"verwijst naar onbekend onderwerp '{handoff.topic}'",
            f"refers to unknown topic '{handoff.topic}'")  # fmt: skip
        return out
    if handoff.topic == topic.id:
        bad("een handoff gaat naar een ander onderwerp", "a handoff goes to another topic")
    if handoff.at is not None and handoff.at not in target.nodes:
        bad(f"knoop '{handoff.at}' bestaat niet in '{target.id}'",
            f"node '{handoff.at}' does not exist in '{target.id}'")  # fmt: skip
    for name in handoff.carry or ():
        if name not in INPUTS and name not in FACTS:
            bad(f"carry: '{name}' is geen tafelgegeven of feit",
                f"carry: '{name}' is neither table data nor a fact")  # fmt: skip
    for same in handoff.same:
        question = target.nodes.get(same.node)
        if not isinstance(question, Question):
            bad(f"same: '{same.node}' is geen vraag van '{target.id}'",
                f"same: '{same.node}' is not a question of '{target.id}'")  # fmt: skip
            continue
        ids = {a.id for a in question.answers}
        if same.answer is not None and same.answer not in ids:
            bad(f"same: '{same.node}' heeft geen antwoord '{same.answer}'",
                f"same: '{same.node}' has no answer '{same.answer}'")  # fmt: skip
        if same.source is not None:
            source = topic.nodes.get(same.source)
            if not isinstance(source, Question):
                bad(f"same: '{same.source}' is geen vraag van dit onderwerp",
                    f"same: '{same.source}' is not a question of this topic")  # fmt: skip
            elif not {a.id for a in source.answers} <= ids:
                bad(f"same: de antwoorden van '{same.source}' bestaan niet alle bij "
                    f"'{target.id}:{same.node}'",
                    f"same: not every answer of '{same.source}' exists at "
                    f"'{target.id}:{same.node}'")  # fmt: skip
        if same.fact is not None:
            given = FACTS.get(same.fact)
            if given is None:
                bad(f"same: onbekend feit '{same.fact}'", f"same: unknown fact '{same.fact}'")
            elif not given.values or not set(given.values) <= ids:
                bad(f"same: niet elke waarde van feit '{same.fact}' is een antwoord van "
                    f"'{target.id}:{same.node}'",
                    f"same: not every value of fact '{same.fact}' is an answer of "
                    f"'{target.id}:{same.node}'")  # fmt: skip
        for name, value in same.when:
            fact = FACTS.get(name)
            if fact is None:
                bad(f"same/when: onbekend feit '{name}'", f"same/when: unknown fact '{name}'")
            elif fact.values and value not in fact.values:
                bad(f"same/when: feit '{name}' geeft nooit '{value}'",
                    f"same/when: fact '{name}' never gives '{value}'")  # fmt: skip
    return out


def _handoffs_from(topic: Topic, entry: str, fixed: dict[str, str]) -> list[Ruling]:
    """The handing-over rulings reachable from ``entry`` when ``fixed`` answers hold."""
    seen: set[str] = set()
    stack, found = [entry], []
    while stack:
        node_id = stack.pop()
        node = topic.nodes.get(node_id)
        if node is None or node_id in seen:
            continue
        seen.add(node_id)
        if isinstance(node, Question):
            stack += [a.next for a in node.answers if fixed.get(node_id, a.id) == a.id]
        elif node.handoff is not None:
            found.append(node)
    return found


def _check_chains(topics: list[Topic], by_id: dict[str, Topic]) -> list[Problem]:
    """No chain of handoffs may loop. A story may come back to a topic (a revoke whose
    corrected card is a new penalty card), but never to the same entry with the same
    fixed answers: then nothing would stop it. Fixed answers are the handoffs' ``same``
    answers without a condition; the others are taken as unknown, so the check can only
    err on the safe side."""
    out: list[Problem] = []
    reported: set[tuple[str, str]] = set()
    finished: set[tuple] = set()

    def visit(topic: Topic, entry: str, fixed: dict[str, str], stack: tuple) -> None:
        state = (topic.id, entry, tuple(sorted(fixed.items())))
        if state in finished:
            return
        for ruling in _handoffs_from(topic, entry, fixed):
            handoff = ruling.handoff
            assert handoff is not None
            target = by_id.get(handoff.topic)
            if target is None:
                continue
            entry_at = handoff.at if handoff.at in target.nodes else target.start
            same = {s.node: s.answer for s in handoff.same if s.answer and not s.when}
            nxt = (target.id, entry_at, tuple(sorted(same.items())))
            if nxt in stack or nxt == state:
                names = [s[0] for s in (*stack, state)]
                loop = " -> ".join([*names[names.index(target.id):], target.id])
                if (topic.id, ruling.id) not in reported:
                    reported.add((topic.id, ruling.id))
                    out.append(problem(topic.file, ruling.id,
                                       f"handoffs lopen rond: {loop}",
                                       f"handoffs loop: {loop}"))  # fmt: skip
                continue
            visit(target, entry_at, same, (*stack, state))
        finished.add(state)

    for topic in topics:
        visit(topic, topic.start, {}, ())
    return out
