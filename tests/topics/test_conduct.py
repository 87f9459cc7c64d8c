"""Conduct and etiquette (74) with the director's response (90, 91): the 2017 texts and
the AAP of seed 000 (stay calm, avoid threats, point to the right to appeal, penalise only
as a last resort)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "conduct"

CASES = [
    Case({"what": "discourtesy", "repeat_conduct": "first"}, "warn_conduct",
         {"warning": True, "disciplinary_penalty": "none"}, {"74A1", "74A2"},
         "Law 74A; 000 AAP: calm, no threats; a warning first"),
    Case({"what": "discourtesy", "repeat_conduct": "repeated"}, "disciplinary",
         {"disciplinary_penalty": "possible"}, {"91A", "93B3"},
         "Law 91A: disciplinary penalty in points, not for the appeals committee (93B3)"),
    Case({"what": "discourtesy", "repeat_conduct": "gross"}, "suspend",
         {"disciplinary_penalty": "possible"}, {"91A", "91B"},
         "Law 91A/91B: suspension; disqualification with the organiser's approval"),
    Case({"what": "etiquette", "ui_created": "yes"}, "conduct_ui",
         {"unauthorized_information": True, "warning": True}, {"74C", "16B1(a)"},
         "Law 74C (approval, remarks on tricks) with 16B: information for partner"),
    Case({"what": "etiquette", "ui_created": "no", "repeat_procedure": "first"}, "warn_procedure",
         {"warning": True, "procedural_penalty": "none"}, {"74B", "74C"},
         "Law 74B/74C: point to correct procedure, a warning"),
    Case({"what": "etiquette", "ui_created": "no", "repeat_procedure": "repeated"}, "procedural",
         {"procedural_penalty": "possible"}, {"90A"},
         "Law 90A: a procedural penalty for repeated breaches of procedure"),
    Case({"what": "disputes", "will_appeal": "accepts"}, "point_to_appeal",
         {"rectification": "right_to_appeal_explained"}, {"83", "92A", "92B"},
         "000 AAP: point the protesting side explicitly to the right to appeal (83)"),
    Case({"what": "disputes", "will_appeal": "keeps_on"}, "last_resort",
         {"disciplinary_penalty": "possible"}, {"91A"},
         "000 AAP: keeps protesting and will not appeal ('je doet maar'): disciplinary "
         "penalty as the last resort"),
]

# Worked examples from public teaching material, retold.
WORKED_EXAMPLES = [
    # EBU TD forum, "Best Behaviour" (https://www.ebu.co.uk/forum/discussion/comment/2019/):
    # after an alleged hesitation North sneers that he should have started a stopwatch;
    # the director lets the board be played and warns North that a repetition will be
    # penalised: a first warning under 74A.
    Case({"what": "discourtesy", "repeat_conduct": "first"}, "warn_conduct", {"warning": True},
         {"74A2"}, "EBU TD forum 'Best Behaviour': stopwatch remark: warning, "
         "https://www.ebu.co.uk/forum/discussion/comment/2019/"),
    # Same thread: South then told West her hesitation was "cheating"; accusing an
    # opponent of cheating at the table is gross behaviour, dealt with by a disciplinary
    # measure (91), not by another warning.
    Case({"what": "discourtesy", "repeat_conduct": "gross"}, "suspend",
         {"disciplinary_penalty": "possible"}, {"91A"},
         "EBU TD forum 'Best Behaviour': calling a hesitation 'cheating': disciplinary, "
         "https://www.ebu.co.uk/forum/discussion/comment/2019/"),
    # EBU TD forum, "Procedural penalties" (https://forums.ebu.co.uk/discussion/307):
    # a player took the law into her own hands and loudly told an inexperienced opponent
    # what the rectification was; the new director gave no penalty the first time; the
    # White Book advice quoted there is a warning first for such offences.
    Case({"what": "etiquette", "ui_created": "no", "repeat_procedure": "first"}, "warn_procedure",
         {"warning": True}, {"74A3"},
         "EBU TD forum 'Procedural penalties': player ruling herself: warning first, "
         "https://forums.ebu.co.uk/discussion/307"),
]


TestTopic = topic_tests(TOPIC, CASES, worked=WORKED_EXAMPLES)
