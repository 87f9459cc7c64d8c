"""Procedural and disciplinary penalties (90, 91): the 2017 texts of Laws 90 and 91 with
the AAP of seed 000 (penalising as a last resort)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "penalties"
WARN = {"warning": True, "procedural_penalty": "none"}
PP = {"procedural_penalty": "possible"}

# Offences of 90B that go straight to "first minor offence?".
SIMPLE = ["late", "slow", "compare", "touch", "instructions"]

CASES = [
    *[
        Case({"offence": offence, "first_pp": "yes"}, "pp_warning", WARN, {"90A", "90B"},
             f"Law 90B ({offence}); 000 AAP: penalising is a last resort: warn first")
        for offence in SIMPLE
    ],
    *[
        Case({"offence": offence, "first_pp": "no"}, "pp_given", PP, {"90A", "90B"},
             f"Law 90A/90B ({offence}): a procedural penalty")
        for offence in SIMPLE
    ],
    Case({"offence": "overheard", "overheard_info": "yes"}, "overheard_16d",
         {**PP, "adjusted_score": "possible"}, {"90B3", "16D1"},
         "Law 90B3 with 16D: overheard discussion of a board still to be played"),
    Case({"offence": "overheard", "overheard_info": "no", "first_pp": "yes"}, "pp_warning", WARN,
         {"90A"}, "Law 90B3: nothing useful overheard: a warning"),
    Case({"offence": "overheard", "overheard_info": "no", "first_pp": "no"}, "pp_given", PP,
         {"90A"}, "Law 90B3: repeated: a procedural penalty"),
    Case({"offence": "misboard", "misboard_played": "yes"}, "fouled_board",
         {**PP, "adjusted_score": "possible"}, {"90B6", "87A", "86B2"},
         "Law 90B6 with 87: a fouled board"),
    Case({"offence": "misboard", "misboard_played": "no", "first_pp": "yes"}, "pp_warning", WARN,
         {"90A"}, "Law 90B6: misboarding found in time: a warning"),
    Case({"offence": "misboard", "misboard_played": "no", "first_pp": "no"}, "pp_given", PP,
         {"90A"}, "Law 90B6: repeated misboarding: a procedural penalty"),
    Case({"offence": "procedure_error"}, "procedure_error", {**PP, "adjusted_score": "possible"},
         {"90B7"}, "Law 90B7: an error of procedure that requires an adjusted score"),
    Case({"offence": "misconduct", "gravity": "repeated"}, "dp_points",
         {"disciplinary_penalty": "possible"}, {"91A", "93B3"},
         "Law 91A: disciplinary penalty in points; final (93B3)"),
    Case({"offence": "misconduct", "gravity": "grave"}, "suspend",
         {"disciplinary_penalty": "possible"}, {"91A"},
         "Law 91A: suspension for the session or part of it"),
    Case({"offence": "misconduct", "gravity": "extreme"}, "disqualify",
         {"disciplinary_penalty": "possible"}, {"91B"},
         "Law 91B: disqualification with the organiser's approval"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Procedural penalties" (https://forums.ebu.co.uk/discussion/307/
    # procedural-penalties): two players failed to count their cards; the error surfaced
    # at trick 11 (South two cards left, West four). That is an error of procedure that
    # needs an adjusted score (90B7); the new director gave no penalty as it was a first
    # offence, and the replies point to the White Book's advice: some offences get a
    # warning first.
    Case({"offence": "procedure_error"}, "procedure_error",
         {"adjusted_score": "possible", "procedural_penalty": "possible"}, {"90B7"},
         "EBU TD forum 'Procedural penalties': cards not counted, found at trick 11, "
         "https://forums.ebu.co.uk/discussion/307/procedural-penalties"),
    # Same thread: a player told her inexperienced opponent, loudly, what the
    # rectification of his insufficient bid was, and insisted when he called the
    # director: not complying with correct procedure (only the director rules, 10A); a
    # first time: a warning.
    Case({"offence": "instructions", "first_pp": "yes"}, "pp_warning", {"warning": True}, {"90B"},
         "EBU TD forum 'Procedural penalties': player dictating a rectification: warning, "
         "https://forums.ebu.co.uk/discussion/307/procedural-penalties"),
    # Bridgehands, "Slow Play" (https://server.bridgehands.com/S/Slow_Play.htm): a slow pair
    # is warned first, possibly followed by a procedural penalty (Law 90).
    Case({"offence": "slow", "first_pp": "no"}, "pp_given", {"procedural_penalty": "possible"},
         {"90A"}, "bridgehands.com 'Slow Play': slow pair warned, then a procedural penalty, "
         "https://server.bridgehands.com/S/Slow_Play.htm"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
