"""What a Dutch page must not show, and an English one; and the pages to look at.

Issue 25: a new director met programme ids ("non_offending_side"), the word "seed",
command lines ("arbiter calc claim", "--neuberg-of N", "preset=overcall1:♠") and English
on Dutch pages. :func:`problems` finds them in the text a reader sees; :func:`pages` lists
a page of every kind (the guide's topics, questions and rulings, the calculators with a
result and with an error, the self-test, the tips and protocol, the alert guide, the
laws, the error pages). The log's pages are scanned by tests/log/test_phone_board.py.
"""

from __future__ import annotations

import re
from functools import cache

MACHINE = [
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "a programme id (snake_case)"),
    (re.compile(r"\b[Ss]eeds?\b"), "the word seed"),
    (re.compile(r"\barbiter (calc|laws|log|serve|decide|train|alert|user|check|tips)\b"),
     "a command line"),
    (re.compile(r"(?<![\w-])--[a-z]"), "a command-line flag"),
    (re.compile(r"\bdocs/"), "a file of the source"),
    (re.compile(r"\b(preset|hcp|purpose)=\S"), "a typed value of the command line"),
    (re.compile(r"\bnull\b"), "a machine value"),
]
#: Python's None shown as text. Only on Dutch pages: in English "None" is a word ("None of
#: these", the self-test's answer "None"), and a None leaked by code shows on both pages
#: of a pair, so the Dutch scan finds it.
NONE = (re.compile(r"\bNone\b"), "a machine value")
#: English words that are not Dutch as well (not "is", "of", "hand", "partner", "score").
ENGLISH = re.compile(
    r"\b(the|and|with|which|should|must|when|this|that|ruling|director|offender|"
    r"declarer|tricks|trick|yes|none|not|hands|suits|ranks|cards|board|invalid|error|"
    r"missing|instead|accepted|calculator|weighted|adjusted|true|false|True|False)\b"
)
#: Dutch words that are not English as well.
DUTCH = re.compile(
    r"\b(het|een|niet|geen|wordt|bieding|spel|slag|slagen|leider|kaart|kaarten|"
    r"artikel|tegenspeler|verzaking|onvoldoende|Ja|Nee|wedstrijd|uitleg)\b"
)


#: What a reader sees of a page (Playwright's ``page.evaluate``): ``innerText`` of the whole
#: page and the names a pointer or a screen reader gives (title, aria-label, placeholder, an
#: SVG's title). A cited source's title or a regulation's article name (<cite>) is quoted as
#: written, in its own language, so it is left out: the reading removes the <cite>
#: elements from the page, so measure the page's layout before it.
SEEN = """() => {
    document.querySelectorAll('cite').forEach((c) => c.remove());
    const names = [];
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
        for (const a of ['title', 'aria-label', 'placeholder'])
            if (el.getAttribute(a)) names.push(el.getAttribute(a));
    }
    for (const t of document.querySelectorAll('svg title')) names.push(t.textContent);
    return document.body.innerText + '\\n' + names.join('\\n');
}"""


#: The glossary's forbidden variants (shared/GLOSSARY.md, issue 25): what Dutch text must
#: not say, and what it says instead.
GLOSSARY = [
    # seed 001, art. 16B1(a) and 16C2: the law book's own words (tests/topics/
    # test_register_info.py); "aantoonbaar" was the 2007 text's
    (re.compile(r"aantoonbaar (wordt |werd )?gesuggereerd", re.I), "onloochenbaar gesuggereerd"),
    (re.compile(r"verzakingsslag", re.I), "verzaakslag"),
    (re.compile(r"\bN?OP\b"), "(niet-)overtredende partij, voluit"),
    (re.compile(r"denominatie", re.I), "speelsoort"),
    (re.compile(r"die de (ingetrokken|vervangende) bieding past"), "een hand die bij de … past"),
    (re.compile(r"\b[Ww]et \d"), "art. (not wet)"),
    (re.compile(r"wedstrijdleider|\bWL\b", re.I), "arbiter (one register)"),
    (re.compile(r"won daarna of die slag een slag"), "(garbled) won die slag of een latere"),
]
#: The law book's own titles (laws 12 and 81), which keep its word.
LAW_TITLES = ("Bevoegdheid van de wedstrijdleider naar eigen goeddunken te handelen",
              "De wedstrijdleider")  # fmt: skip


#: Found in topic files after they went to another hand (issue 22), left for their
#: owner (tests/web/test_dutch_terms.py: KNOWN holds them there).
KNOWN_TOPIC_TEXT = ("tot de WL er is", "de hoofdwedstrijdleider over")


def glossary_problems(text: str, known: bool = False) -> list[str]:
    """The forbidden variants in a Dutch ``text``, each with what to use instead
    (``known``: leave out those of KNOWN_TOPIC_TEXT)."""
    for title in (*LAW_TITLES, *(KNOWN_TOPIC_TEXT if known else ())):
        text = text.replace(title, "")
    return [f"{m.group(0)!r} (use {use}) in …{text[max(0, m.start() - 50):m.end() + 30]!r}…"
            for pattern, use in GLOSSARY for m in pattern.finditer(text)]  # fmt: skip


def problems(text: str, lang: str) -> list[str]:
    """Each thing on the page a reader of ``lang`` should not meet, with its context."""
    found = glossary_problems(text, known=True) if lang == "nl" else []
    checks = [*MACHINE, *([NONE] if lang == "nl" else []),
              (ENGLISH if lang == "nl" else DUTCH, "a word in the other language")]
    for pattern, why in checks:
        for m in pattern.finditer(text):
            near = text[max(0, m.start() - 50) : m.end() + 30]
            found.append(f"{why}: {m.group(0)!r} in …{near!r}…")
    return found


#: The phone scan of the Dutch rulings (tests/web/test_phone_pages.py) runs in this many
#: parts and reads their words too; the words scan leaves those pages to it when all its
#: parts are in the run.
RULING_SCAN_PARTS = 3


@cache
def rulings(lang: str) -> tuple[str, ...]:
    """A story to every ruling of every topic in ``lang``: the first path to it."""
    from arbiter.guide.library import library
    from arbiter.guide.paths import paths
    from arbiter.guide.story import Story

    urls = []
    for topic in library().topics.values():
        seen: set[str] = set()
        for walk in paths(topic):
            if walk.ruling not in seen:
                seen.add(walk.ruling)
                urls.append(Story(topic.id, tuple(walk.answers), lang=lang).url())
    return tuple(urls)


@cache
def pages(lang: str) -> tuple[tuple[str, dict[str, str] | None], ...]:
    """(URL, form data to post or None) for a page of every kind in ``lang``."""
    from arbiter.guide.library import library
    from arbiter.guide.story import Story
    from arbiter.tips import tips
    from arbiter.train import catalogue, items
    from tests.web.test_calc_pages import BAD, EXAMPLES, MORE

    out: list[tuple[str, dict[str, str] | None]] = [
        (f"/{lang}/", None), (f"/{lang}/laws", None),
        # the director's words are shown back as typed: a search in the page's language
        (f"/{lang}/?q=" + ("onvoldoende+bod" if lang == "nl" else "insufficient+bid"), None),
        (f"/{lang}/laws/16", None), (f"/{lang}/laws/64", None), (f"/{lang}/offline", None),
        (f"/{lang}/calc", None), (f"/{lang}/train", None), (f"/{lang}/tips", None),
        (f"/{lang}/aap", None), (f"/{lang}/alert", None), (f"/{lang}/alert/rules", None),
        (f"/{lang}/alert/check?dealer=N&calls=1SA+pas+2%E2%99%A3", None),
        (f"/{lang}/alert/check?dealer=N&calls=1SA+pas+2%E2%99%A3&a=meaning:artificial", None),
        (f"/{lang}/api", None),
        # error pages: an unknown topic, law, calculator, page; a state that cannot be
        (f"/{lang}/t/no-such-topic", None), (f"/{lang}/laws/999", None),
        (f"/{lang}/calc/nope", None), (f"/{lang}/nope", None),
        (f"/{lang}/t/revoke?a=revoked:maybe", None), (f"/{lang}/t/revoke?a=%%", None),
        (f"/{lang}/t/revoke?a=revoked:yes,revoked:no", None),
        (f"/{lang}/alert/check?call=1C&a=%%%", None),
    ]
    for topic in library().topics.values():
        out.append((Story(topic.id, lang=lang).url(), None))
        out.append((Story(topic.id, lang=lang).url("/flow"), None))
        out.append((Story(topic.id, lang=lang).url("/facts"), None))
    out += [(url, None) for url in rulings(lang)]
    for name, form in EXAMPLES.items():
        out.append((f"/{lang}/calc/{name}", None))
        out.append((f"/{lang}/calc/{name}", form))
    out += [(f"/{lang}/calc/{name}", form) for name, form in (*MORE, *BAD)]
    for topic in catalogue().topics:
        out.append((f"/{lang}/train/t/{topic}", None))
    shown: set[str] = set()
    for item in items():  # the written items, and one generated item a topic
        if item.origin == "generated" and item.topic in shown:
            continue
        shown.add(item.topic)
        out.append((f"/{lang}/train/q/{item.id}", None))
        out.append((f"/{lang}/train/q/{item.id}?c={item.choices[-1].id}", None))
    for group in tips().groups:
        out.append((f"/{lang}/tips/{group.id}", None))
    return tuple(out)
