"""How often the reader of a director's sentence picks the right topic (issue 26).

Reads the phrase sets in ``tests/find/data`` (each sentence with the topic the guide
should start in) and prints, per language, how often the right topic is the first hit
(top-1) and among the first three (top-3):

* ``phrases.yaml``: the project's set, on which the reader's vocabulary is shaped;
  goal top-1 >= 90 %, top-3 >= 98 %;
* ``heldout.yaml``: sentences the reader was not shaped on (see that file's header);
* the worked cases (``tests/cases/data``): the first sentence of each case's story, in
  English, written by other hands for another purpose.

    .venv/bin/python bench/find.py [--list] [--set phrases|heldout|cases]
    .venv/bin/python bench/find.py --why "oost gooide af terwijl hij nog harten had"

``--list`` prints every sentence whose topic is not first, with the first three hits;
``--why`` shows, for one sentence, the concepts found and what each topic scored by its
cues and by its content (for shaping ``arbiter/guide/find/lexicon.yaml``).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT / "tests" / "find" / "data"


def phrase_set(name: str) -> list[tuple[str, str, str]]:
    """(language, sentence, topic) for every sentence of a set."""
    if name == "cases":
        from tests.cases.grading import load_cases

        out = []
        for case in load_cases():
            first = re.split(r"(?<=[.!?])\s", " ".join(case.story.split()), maxsplit=1)[0]
            out.append(("en", first, case.topic))
        return out
    data = yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))
    return [(lang, text, topic) for topic, langs in data.items()
            for lang, texts in langs.items() for text in texts]  # fmt: skip


def ranked(text: str) -> list[str]:
    """The topics the reader offers for a sentence, best first."""
    from arbiter.guide.find import find

    return [hit.topic for hit in find(text)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the misses")
    parser.add_argument("--set", choices=("phrases", "heldout", "cases"), action="append",
                        help="only these sets (default: all three)")  # fmt: skip
    parser.add_argument("--why", metavar="SENTENCE", help="explain one sentence's ranking")
    args = parser.parse_args(argv)
    if args.why:
        return why(args.why)

    from arbiter.guide.library import library

    library()
    ranked("warm up")
    for name in args.set or ("phrases", "heldout", "cases"):
        rows = phrase_set(name)
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        misses = []
        started = time.perf_counter()
        for lang, text, topic in rows:
            hits = ranked(text)
            tally = counts[lang]
            tally[0] += 1
            tally[1] += hits[:1] == [topic]
            tally[2] += topic in hits[:3]
            if hits[:1] != [topic]:
                misses.append((lang, text, topic, hits[:3]))
        per = (time.perf_counter() - started) * 1000 / max(len(rows), 1)
        print(f"{name} ({len(rows)} sentences, {per:.1f} ms each)")
        for lang in sorted(counts):
            n, one, three = counts[lang]
            print(f"  {lang}: top-1 {one}/{n} = {100 * one / n:5.1f} %   "
                  f"top-3 {three}/{n} = {100 * three / n:5.1f} %")  # fmt: skip
        if args.list:
            for lang, text, topic, hits in misses:
                mark = "3" if topic in hits else "-"
                print(f"    [{mark}] {lang} {topic:<34} {text[:70]!r} -> {', '.join(hits) or '∅'}")
    return 0


def why(text: str) -> int:
    """The concepts found in a sentence and each topic's score, cue by cue."""
    from arbiter.guide.find import find
    from arbiter.guide.find.lexicon import lexicon
    from arbiter.guide.find.reader import concepts, not_words

    story, present = concepts(text)
    words = [t.word for t in story.tokens]
    found = lexicon().found(story.tokens, not_words(story))
    shown = [f"{name} ({', '.join(' '.join(words[i] for i in span) for span in spans)})"
             for name, spans in sorted(found.items())]  # fmt: skip
    print("concepts:", "; ".join(shown))
    print("marks:", " ".join(sorted(m for m in present if m.startswith("@"))))
    print("read:", {"dealer": story.dealer, "declarer": story.declarer,
                    "offender": story.offender, "calls": [str(c.call) for c in story.timeline],
                    "cards": [str(c.card) for c in story.cards]})  # fmt: skip
    for hit in find(text)[:6]:
        cues = [f"{' '.join(c.needs)}{''.join(' !' + f for f in c.forbids)}={c.weight:g}"
                for c in lexicon().cues if c.topic == hit.topic
                and all(n in present for n in c.needs)
                and not any(f in present for f in c.forbids)]  # fmt: skip
        print(f"  {hit.score:6.2f} {hit.topic:<34} {hit.why:<8} {'; '.join(cues)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
