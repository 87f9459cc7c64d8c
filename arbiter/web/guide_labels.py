"""The guide screens' own words (live screen, progress, search from the story, outline).

Kept apart from :mod:`arbiter.web.labels` (the app's shared labels) and merged over them
where a page is drawn (:func:`words`), so a label here may also replace a shared one.
Counts come in a singular and a plural form (``_one`` / ``_many``); :func:`count` picks.
"""

from __future__ import annotations

from arbiter.i18n import Lang
from arbiter.web.labels import LABELS

GUIDE_LABELS: dict[Lang, dict[str, str]] = {
    "nl": {
        "progress": "vraag %d van ~%d",
        "progress_last": "laatste vraag",
        "earlier_answers_one": "%d eerder antwoord",
        "earlier_answers_many": "%d eerdere antwoorden",
        "answers_given_one": "Uw %d antwoord",
        "answers_given_many": "Uw %d antwoorden",
        "story_answered_one": "%d vraag al beantwoord door uw beschrijving",
        "story_answered_many": "%d vragen al beantwoord door uw beschrijving",
        "story_facts": "gelezen",
        "search_nearest": "Dichtstbijzijnde onderwerpen",
        "search_placeholder": "wat gebeurde er? bv. 1♥ over 1♠, kaart gevallen",
        "search_hint": "Beschrijf wat er gebeurde, of typ een artikelnummer.",
        "change": "wijzig",
        "read_first": "Lees eerst alle keuzes voor (10C1)",
        "notes": "Voor u, niet voorlezen",
        "calc_help": "Rekenhulp",
        "headline": "Beslissing",
        "outline": "Overzicht",
        "outline_intro": "Alle vragen en antwoorden; uw weg staat open.",
        "chart": "Schema",
        "zoom_in": "Inzoomen",
        "zoom_out": "Uitzoomen",
        "zoom_fit": "Passend",
        "topic_summary": "Waar gaat dit over",
        "handoff": "Vervolg van",
        "facts_first": "Eerst de feiten",
        "facts_meanings": "Betekenis van de biedingen (art. 23): pas nodig als de gids erom vraagt",
        "facts_first_intro": (
            "Tik in wat u aan tafel ziet; de vragen die daarmee beantwoord zijn, slaat arbiter "
            "over. Overslaan mag."
        ),
        "facts_skip": "Overslaan: vragen stellen",
        "facts_first_hint": "tik ze in, vragen vallen weg",
        "facts_derived": "Daaruit volgt",
        "tap_facts": "Tik aan wat u ziet: vragen vallen weg",
        "facts_correct": "Klopt niet? Tik om te wijzigen.",
        "loading": "Laden…",
        "carried": "al bekend",
        "assumed": "aangenomen, tik om te wijzigen",
        "derived": "volgt uit eerder antwoord",
        "regulation": "Volgens het reglement",
        "organiser_may_change": "de organisator mag dit anders regelen",
        "definition": "uitgangspunt",
        "definition_intro": "Uitgangspunt van dit onderwerp",
        "exceptions": "Bijzonderheden?",
        "exceptions_intro": "Tik aan wat gebeurde. Meestal niets.",
        "exceptions_none": "Niets hiervan",
        "exceptions_go": "Verder met wat is aangevinkt",
        "exceptions_more": "Meer dan één hiervan?",
        "exception_absent": "niet het geval",
        "exception_applies": "wel het geval",
    },
    "en": {
        "progress": "question %d of ~%d",
        "progress_last": "last question",
        "earlier_answers_one": "%d earlier answer",
        "earlier_answers_many": "%d earlier answers",
        "answers_given_one": "Your %d answer",
        "answers_given_many": "Your %d answers",
        "story_answered_one": "%d question already answered by your description",
        "story_answered_many": "%d questions already answered by your description",
        "story_facts": "read",
        "search_nearest": "Nearest topics",
        "search_placeholder": "what happened? e.g. 1♥ over 1♠, dropped card",
        "search_hint": "Describe what happened, or type a law number.",
        "change": "change",
        "read_first": "Read out every choice first (10C1)",
        "notes": "For you, not to read out",
        "calc_help": "Calculator",
        "headline": "Ruling",
        "outline": "Outline",
        "outline_intro": "Every question and answer; your path is open.",
        "chart": "Chart",
        "zoom_in": "Zoom in",
        "zoom_out": "Zoom out",
        "zoom_fit": "Fit",
        "topic_summary": "What this covers",
        "handoff": "Continued from",
        "facts_first": "Facts first",
        "facts_meanings": "Meaning of the calls (Law 23): needed only when the guide asks",
        "facts_first_intro": (
            "Tap in what you see at the table; arbiter skips the questions they answer. You may "
            "skip this."
        ),
        "facts_skip": "Skip: ask the questions",
        "facts_first_hint": "tap them in, questions drop out",
        "facts_derived": "It follows that",
        "tap_facts": "Tap what you see: questions drop out",
        "facts_correct": "Not right? Tap to change.",
        "loading": "Loading…",
        "carried": "already known",
        "assumed": "assumed, tap to change",
        "derived": "follows from an earlier answer",
        "regulation": "By the regulations",
        "organiser_may_change": "the organiser may set this otherwise",
        "definition": "starting point",
        "definition_intro": "This topic starts from",
        "exceptions": "Anything unusual?",
        "exceptions_intro": "Tap what happened. Usually none.",
        "exceptions_none": "None of these",
        "exceptions_go": "Go on with what is ticked",
        "exceptions_more": "More than one of these?",
        "exception_absent": "not the case",
        "exception_applies": "the case",
    },
}


def words(lang: Lang) -> dict[str, str]:
    """The shared labels with the guide's own over them."""
    return {**LABELS[lang], **GUIDE_LABELS[lang]}


def count(lang: Lang, key: str, n: int) -> str:
    """``key_one`` for 1, else ``key_many``, with the number filled in."""
    return GUIDE_LABELS[lang][f"{key}_{'one' if n == 1 else 'many'}"] % n
