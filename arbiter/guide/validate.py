"""Prove the content sound before anyone relies on it.

Checks every topic as a whole, not only the branches a test happens to reach: every law
reference resolves to a law in the catalogue, every answer leads to a node that exists,
every node is reachable from the start, no path loops, every path ends in a ruling, and
facts only answer questions whose answers they can produce.
"""

from __future__ import annotations

from arbiter.guide.facts import FACTS
from arbiter.guide.model import Question, Ruling, Topic
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


def validate_topic(topic: Topic, catalogue: Catalogue) -> list[Problem]:
    out: list[Problem] = []
    file = topic.file
    for ref in (topic.law, *topic.laws):
        _check_law(ref, catalogue, file, None, out)
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
    out.extend(_check_graph(topic, file))
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
    ids = {t.id for t in topics}
    for topic in topics:
        for node in topic.nodes.values():
            if isinstance(node, Ruling) and node.see is not None and node.see not in ids:
                out.append(
                    problem(
                        topic.file,
                        node.id,
                        f"verwijst naar onbekend onderwerp '{node.see}'",
                        f"refers to unknown topic '{node.see}'",
                    )
                )
        out.extend(validate_topic(topic, catalogue))
    return out
