"""The web app's own words (buttons, headings), in Dutch and English.

Content texts come from the guide; these are only the labels around them. The terms
follow ``shared/GLOSSARY.md``: directors read them at arm's length, so they stay short.
"""

from __future__ import annotations

from arbiter.i18n import Lang

LABELS: dict[Lang, dict[str, str]] = {
    "nl": {
        "app": "arbiter",
        "tagline": "Rechtzettingen aan tafel, Spelregels 2017 (NBB)",
        "home": "Onderwerpen",
        "search": "Zoeken",
        "search_placeholder": "Wat gebeurde er? bv. oost verzaakte",
        "common": "Komt het meest voor",
        "other_topics": "Verder, per moment",
        "order_law": "In wetsvolgorde",
        "order_table": "Naar wat er aan tafel gebeurt",
        "speak": "Inspreken",
        "speak_listening": "Ik luister… vertel wat er gebeurde.",
        "speak_failed": "Inspreken lukt hier niet; typ wat er gebeurde.",
        "search_results": "Gevonden",
        "search_none": "Niets gevonden voor",
        "search_hint": "Probeer een ander woord, een artikelnummer of Engels.",
        "recent": "Laatst gebruikt",
        "phase_auction": "Bieden",
        "phase_play": "Spelen",
        "phase_general": "Algemeen",
        "laws": "Spelregels",
        "official_text": "Officiële tekst (uw eigen exemplaar)",
        "official_whole": "het hele artikel",
        "official_none": (
            "De officiële tekst staat hier niet: wij vatten het artikel samen. Wie de "
            "arbiter-app beheert, kan uw eigen exemplaar van de Spelregels inlezen; dan "
            "staat de tekst hier."
        ),
        "aap_short": "AAP",
        "aap_step": "Tafelprotocol, stap",
        "aap_asked": "Tafelprotocol",
        "tips_for": "Tips bij",
        "welcome_title": "Nieuw als arbiter?",
        "welcome_text": (
            "Begin met het tafelprotocol: zeven stappen die bij elke arbitrage horen. "
            "Daarna kiest u hieronder wat er gebeurde."
        ),
        "welcome_go": "Het tafelprotocol",
        "welcome_dismiss": "Niet meer tonen",
        "laws_intro": (
            "Samenvattingen in eigen woorden; raadpleeg de officiële tekst voor de precieze regel."
        ),
        "law": "artikel",
        "law_short": "art.",
        "topics_citing": "Onderwerpen",
        "no_topics": "Geen onderwerp verwijst hiernaar.",
        "calc": "Rekenhulpen",
        "calc_none": "Er zijn nog geen rekenhulpen.",
        "calc_run": "Bereken",
        "calc_result": "Uitkomst",
        "question": "Vraag",
        "how_to": "Zo stelt u het vast",
        "read_out": "Lees voor, vóór er gekozen wordt (10C1)",
        "chooses": "Kiest",
        "answers": "Antwoorden tot nu toe",
        "earlier_answers": "%d eerdere antwoorden",
        "from_facts": "uit tafelgegevens",
        "back": "Terug",
        "restart": "Opnieuw",
        "other_topic": "Ander onderwerp",
        "ruling": "Beslissing",
        "rectification": "Rechtzetting",
        "tell": "Zeg tegen de spelers",
        "leave": "Tafel verlaten",
        "stay": "Blijf aan tafel",
        "may_leave": "U mag weg",
        "afterwards": "Na afloop controleren",
        "laws_cited": "Artikelen",
        "see": "Ga verder met",
        "what_if": "Wat als het antwoord anders was?",
        "other_answers": "Andere antwoorden",
        "leads_to_question": "vraag",
        "leads_to_ruling": "beslissing",
        "flowchart": "Stroomschema",
        "flowchart_intro": (
            "Het hele protocol; uw weg is gemarkeerd. Tik op een vak om daarheen te gaan."
        ),
        "legend_question": "vraag",
        "legend_ruling": "beslissing",
        "legend_path": "uw weg",
        "facts": "Tafelgegevens",
        "facts_intro": (
            "Vul in wat u weet; de vragen die daaruit volgen slaat arbiter over. Alles is "
            "optioneel."
        ),
        "facts_apply": "Gebruik tafelgegevens",
        "facts_clear": "Wissen",
        "facts_edit": "Tafelgegevens wijzigen",
        "facts_add": "Tafelgegevens invullen",
        "facts_worked_out": "Uit de tafelgegevens",
        "facts_none": "Dit onderwerp gebruikt geen tafelgegevens.",
        "unused": "Deze antwoorden horen niet bij deze weg en zijn genegeerd",
        "bidding_box": "Biddingbox",
        "undo": "Wis laatste",
        "cards": "Kaarten",
        "yes": "ja",
        "no": "nee",
        "unknown": "—",
        "error": "Dat gaat niet",
        "not_found": "Niet gevonden",
        "accepted": "Mogelijk",
        "to_home": "Naar de onderwerpen",
        "server_error": (
            "Er ging iets mis in arbiter. Probeer het opnieuw; meld het als het blijft."
        ),
        "offline": "Geen verbinding: arbiter werkt verder met wat al op dit toestel staat.",
        "offline_missing": "Deze pagina staat niet op dit toestel en er is geen verbinding.",
        "offline_alert_title": "Alerteren: geen verbinding",
        "offline_alert": (
            "De alerteerwijzer vraagt het antwoord aan de server, en die is nu niet te "
            "bereiken. Kijk zo nodig in de alerteerregeling zelf; de gids werkt wel."
        ),
        "offline_log_title": "Logboek: geen verbinding",
        "offline_log": (
            "Het logboek staat op de laptop van de wedstrijd, en die is nu niet te "
            "bereiken. Een uitspraak die u vastlegt terwijl de verbinding weg is, bewaart "
            "deze telefoon; hij verstuurt haar zodra de laptop weer bereikbaar is."
        ),
        "offline_log_queued": "Wachten op deze telefoon om verstuurd te worden:",
        "offline_works": "Wat wel werkt zonder verbinding",
        "offline_train": "Oefenen",
        "offline_retry": "Komt de verbinding terug, open de pagina dan opnieuw.",
        "other_lang": "English",
        "other_lang_code": "EN",
        "json": "JSON",
        "skip": "Naar de inhoud",
        "api": "API (Engelstalig)",
        "chooser_lho": "de LT",
        "chooser_rho": "de RT",
        "chooser_declarer": "de leider",
        "chooser_defenders": "de tegenspelers",
        "chooser_nos": "de niet-overtredende partij",
        "chooser_offender": "de overtreder",
        "chooser_director": "de arbiter",
    },
    "en": {
        "app": "arbiter",
        "tagline": "Rulings at the table, 2017 Laws (NBB)",
        "home": "Topics",
        "search": "Search",
        "search_placeholder": "What happened? e.g. east revoked",
        "common": "Most common",
        "other_topics": "The rest, by moment",
        "order_law": "In law order",
        "order_table": "By what happens at the table",
        "speak": "Speak",
        "speak_listening": "Listening… say what happened.",
        "speak_failed": "Speaking does not work here; type what happened.",
        "search_results": "Found",
        "search_none": "Nothing found for",
        "search_hint": "Try another word, a law number or Dutch.",
        "recent": "Recently used",
        "phase_auction": "Auction",
        "phase_play": "Play",
        "phase_general": "General",
        "laws": "Laws",
        "official_text": "Official text (your own copy)",
        "official_whole": "the whole law",
        "official_none": (
            "The official text is not here: this is our summary of the law. Whoever runs "
            "the app can import your own copy of the Laws; then the text shows here."
        ),
        "aap_short": "AAP",
        "aap_step": "Table protocol, step",
        "aap_asked": "Table protocol",
        "tips_for": "Tips for",
        "welcome_title": "New as a director?",
        "welcome_text": (
            "Start with the table protocol: seven steps that belong to every ruling. "
            "Then pick below what happened."
        ),
        "welcome_go": "The table protocol",
        "welcome_dismiss": "Do not show again",
        "laws_intro": "Summaries in our own words; consult the official text for the exact rule.",
        "law": "law",
        "law_short": "Law",
        "topics_citing": "Topics",
        "no_topics": "No topic refers to it.",
        "calc": "Calculators",
        "calc_none": "There are no calculators yet.",
        "calc_run": "Calculate",
        "calc_result": "Result",
        "question": "Question",
        "how_to": "How to find out",
        "read_out": "Read out before anyone chooses (10C1)",
        "chooses": "Chooses",
        "answers": "Answers so far",
        "earlier_answers": "%d earlier answers",
        "from_facts": "from table data",
        "back": "Back",
        "restart": "Restart",
        "other_topic": "Other topic",
        "ruling": "Ruling",
        "rectification": "Rectification",
        "tell": "Tell the players",
        "leave": "Leaving the table",
        "stay": "Stay at the table",
        "may_leave": "You may leave",
        "afterwards": "Check afterwards",
        "laws_cited": "Laws",
        "see": "Continue with",
        "what_if": "What if the answer was different?",
        "other_answers": "Other answers",
        "leads_to_question": "question",
        "leads_to_ruling": "ruling",
        "flowchart": "Flowchart",
        "flowchart_intro": "The whole protocol; your path is highlighted. Tap a box to go there.",
        "legend_question": "question",
        "legend_ruling": "ruling",
        "legend_path": "your path",
        "facts": "Table data",
        "facts_intro": (
            "Fill in what you know; arbiter skips the questions it answers. Everything is optional."
        ),
        "facts_apply": "Use table data",
        "facts_clear": "Clear",
        "facts_edit": "Change table data",
        "facts_add": "Enter table data",
        "facts_worked_out": "From the table data",
        "facts_none": "This topic uses no table data.",
        "unused": "These answers are not on this path and were ignored",
        "bidding_box": "Bidding box",
        "undo": "Undo last",
        "cards": "Cards",
        "yes": "yes",
        "no": "no",
        "unknown": "—",
        "error": "That does not work",
        "not_found": "Not found",
        "accepted": "Accepted",
        "to_home": "To the topics",
        "server_error": "Something went wrong in arbiter. Try again; report it if it persists.",
        "offline": "No connection: arbiter keeps working with what is on this device.",
        "offline_missing": "This page is not on this device and there is no connection.",
        "offline_alert_title": "Alerting: no connection",
        "offline_alert": (
            "The alert guide asks the server for the answer, and it cannot be reached now. "
            "Look in the alert regulation itself if need be; the guide works."
        ),
        "offline_log_title": "Log: no connection",
        "offline_log": (
            "The log is on the event's laptop, and it cannot be reached now. A ruling you "
            "save while the connection is gone is kept on this phone and sent as soon as "
            "the laptop can be reached again."
        ),
        "offline_log_queued": "Waiting on this phone to be sent:",
        "offline_works": "What works without a connection",
        "offline_train": "Self-test",
        "offline_retry": "When the connection is back, open the page again.",
        "other_lang": "Nederlands",
        "other_lang_code": "NL",
        "json": "JSON",
        "skip": "Skip to content",
        "api": "API",
        "chooser_lho": "LHO",
        "chooser_rho": "RHO",
        "chooser_declarer": "declarer",
        "chooser_defenders": "the defenders",
        "chooser_nos": "the non-offending side",
        "chooser_offender": "the offender",
        "chooser_director": "the director",
    },
}

PHASE_ORDER = ("auction", "play", "general")


def labels(lang: Lang) -> dict[str, str]:
    return LABELS[lang]


def other(lang: Lang) -> Lang:
    return "en" if lang == "nl" else "nl"
