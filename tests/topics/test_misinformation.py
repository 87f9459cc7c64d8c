"""Misinformation (20F, 21, 40, 47E2, 75): seed 000 "Tafel protocol verkeerde uitleg" and the
AAP, with the 2017 texts of Laws 20F, 21B, 40, 47E2 and 75."""

import pytest

from tests.topics.harness import Case, check_case, check_covers_every_path

TOPIC = "misinformation"
# A wrong explanation and a missing alert are both misinformation (21B1(a)): every path
# after the first question is the same for both.
KINDS = ("explanation", "alert")
UI = {"unauthorized_information": True}


def change_cases(prefix: dict[str, str], where: str) -> list[Case]:
    """21B1(a): the misinformed player may change his last call if partner has not called."""
    return [
        Case({**prefix, "partner_called_since": "yes"}, "too_late_to_change",
             {"call_stands": True, "adjusted_score": "possible", **UI},
             {"21B3", "75B1", "40B4", "12B1"},
             f"{where}; Law 21B3: too late to change a call: adjusted score if the offenders "
             "gained; 000 MI: play on, ask the NOS whether to look afterwards"),
        Case({**prefix, "partner_called_since": "no", "nos_change": "change"}, "call_changed",
             {"call_cancelled": True, "auction_continues": True, **UI},
             {"21B1(a)", "21B2", "16C"},
             f"{where}; Law 21B1(a)/21B2: call changed, LHO may change his later call, 16C"),
        Case({**prefix, "partner_called_since": "no", "nos_change": "keep"}, "call_kept",
             {"call_stands": True, **UI}, {"21B1(a)", "75A"},
             f"{where}; Law 21B1(a): the misinformed player keeps his call"),
    ]


def mistaken_call_cases(prefix: dict[str, str], where: str) -> list[Case]:
    """75C / 40C1: the explanation was the agreement; the call was wrong."""
    return [
        Case({**prefix, "partner_knew": "no"}, "mistaken_call",
             {"adjusted_score": "none", **UI}, {"75C", "21B1(b)"},
             f"{where}; Law 75C: mistaken call, no infraction, result stands; 75A UI for the "
             "bidder"),
        Case({**prefix, "partner_knew": "yes"}, "undisclosed_agreement",
             {"adjusted_score": "possible", "procedural_penalty": "possible"},
             {"40C1", "40B4"},
             f"{where}; Law 40C1: partner had reason to expect the deviation: undisclosed "
             "agreement, adjusted score if damaged"),
    ]


def retract_cases(prefix: dict[str, str], where: str) -> list[Case]:
    """47E2: a card played after a mistaken explanation."""
    return [
        Case({**prefix, "retract": "yes"}, "card_retracted",
             {"card_withdrawn": True, "penalty_card": "none", **UI}, {"47E2(a)", "16C"},
             f"{where}; Law 47E2(a): card played after the mistaken explanation may be "
             "retracted while no later card was played to the trick"),
        Case({**prefix, "retract": "no"}, "play_on",
             {"play_continues": True, "adjusted_score": "possible"},
             {"75B2", "47E2(b)", "21B3"},
             f"{where}; Law 47E2(b): too late to retract: play on, adjusted score possible"),
    ]


def damage_cases(prefix: dict[str, str], where: str) -> list[Case]:
    """000 MI: damage per 12B1; 75B1, 21B3, 40B4."""
    return [
        Case({**prefix, "damaged": "yes"}, "adjust",
             {"adjusted_score": "assigned", "procedural_penalty": "possible"},
             {"75B1", "21B3", "40B4", "12B1", "12C1(b)"},
             f"{where}; 000 MI: damage per 12B1: adjusted score"),
        Case({**prefix, "damaged": "no"}, "no_damage", {"adjusted_score": "none"},
             {"75B1", "12B1"}, f"{where}; 000 MI: no damage: result stands"),
    ]


def cases_for(kind: str) -> list[Case]:
    base = {"what": kind}
    auction = {**base, "stage": "auction"}
    clar = {**base, "stage": "clarification"}
    play = {**base, "stage": "play"}
    after = {**base, "stage": "after_play"}
    return [
        # During the auction.
        *change_cases({**auction, "auction_who": "explainer"},
                      "Law 20F4(a)/75B2: the explainer corrects his own explanation"),
        Case({**auction, "auction_who": "explainer_partner"}, "partner_waits",
             {"auction_continues": True, **UI}, {"20F5(a)", "20F5(b)", "75B3", "75A"},
             "Law 20F5(a): the explainer's partner may not correct during the auction nor "
             "show the mistake; he corrects after the final pass or after play"),
        *change_cases({**auction, "auction_who": "opponents",
                       "agreement_auction": "mistaken_explanation"},
                      "000 MI: checked with the other side; mistaken explanation (75B)"),
        *mistaken_call_cases({**auction, "auction_who": "opponents",
                              "agreement_auction": "mistaken_call"},
                             "000 MI: checked with the convention card"),
        # After the final pass, before the opening lead is faced.
        *change_cases({**clar, "clarification_who": "declaring_side"},
                      "Law 20F5(b)(ii): declarer or dummy corrects after the final pass"),
        Case({**clar, "clarification_who": "defender_partner"}, "defender_waits",
             {"play_continues": True, **UI}, {"20F5(b)(i)", "75B3"},
             "Law 20F5(b)(i): a defender corrects his partner only at the end of play"),
        *change_cases({**clar, "clarification_who": "opponents",
                       "agreement_clarification": "mistaken_explanation"},
                      "000 MI: mistaken explanation found in the clarification period"),
        *mistaken_call_cases({**clar, "clarification_who": "opponents",
                              "agreement_clarification": "mistaken_call"},
                             "000 MI: mistaken call found in the clarification period"),
        # During the play.
        *retract_cases({**play, "play_who": "explainer"},
                       "Law 75B2: the explainer corrects his own mistake during play"),
        Case({**play, "play_who": "defender_partner"}, "defender_waits",
             {"play_continues": True, **UI}, {"20F5(a)", "20F5(b)(i)"},
             "Law 20F5: a defender waits until the end of play"),
        *retract_cases({**play, "play_who": "opponents", "agreement_play": "mistaken_explanation"},
                       "000 MI: mistaken explanation found during play"),
        *mistaken_call_cases({**play, "play_who": "opponents", "agreement_play": "mistaken_call"},
                             "000 MI: mistaken call found during play"),
        # After play (or a story at the end of the session).
        *damage_cases({**after, "after_who": "explaining_side"},
                      "Law 20F5(b)(i): the defender corrects at the end of play"),
        Case({**after, "after_who": "opponents", "in_time": "no"}, "too_late",
             {"adjusted_score": "none"}, {"92B", "79C1"},
             "AAP: a late story only within the time limit of 79C1"),
        *damage_cases({**after, "after_who": "opponents", "in_time": "yes",
                       "agreement_after": "mistaken_explanation"},
                      "AAP: story after play, checked with the other side (20F4(a), 75B)"),
        *mistaken_call_cases({**after, "after_who": "opponents", "in_time": "yes",
                              "agreement_after": "mistaken_call"},
                             "AAP: story after play; mistaken call"),
    ]


CASES = [
    Case({"what": "nothing"}, "no_misinformation", {"adjusted_score": "none"}, {"21A"},
         "000 MI: checked with the other side: explanation and alerts correct; Law 21A"),
    *[case for kind in KINDS for case in cases_for(kind)],
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case(case: Case) -> None:
    check_case(TOPIC, case)


def test_every_path_has_a_case() -> None:
    check_covers_every_path(TOPIC, CASES)


# Worked examples from public discussion of the 2017 Laws by directors (extra cases on
# existing paths; retold in our own words).
CLARIFICATION = {"what": "explanation", "stage": "clarification",
                 "clarification_who": "declaring_side"}
EBU_352 = ("EBU TD forum, 'Misinformation Law 21', "
           "https://forums.ebu.co.uk/discussion/352/misinformation-law-21")
WORKED_EXAMPLES = [
    # EBU TD forum, "Misinformation - Replacement of Final Pass": after the final pass the
    # declaring side corrects a wrong explanation before the opening lead. The defender
    # whose partner has not called since may replace his last call (usually the final
    # pass), and only that call; 16C applies to the withdrawn calls.
    Case({**CLARIFICATION, "partner_called_since": "no", "nos_change": "change"},
         "call_changed", {"call_cancelled": True, **UI}, {"21B1(a)", "21B2", "16C"},
         "EBU TD forum, 'Misinformation - Replacement of Final Pass', "
         "https://forums.ebu.co.uk/discussion/315/misinformation-replacment-of-final-pass"),
    # EBU TD forum, "Misinformation Law 21": when the player is still in time to change
    # his call and is offered the change but keeps his call, that chance was the redress
    # for that call ...
    Case({**CLARIFICATION, "partner_called_since": "no", "nos_change": "keep"}, "call_kept",
         {"call_stands": True}, {"21B1(a)"}, f"{EBU_352}: offered a change, kept the call"),
    # ... and when the correction comes too late, most often from a defender at the end of
    # play, the director adjusts if the non-offending side would have called differently.
    Case({"what": "explanation", "stage": "after_play", "after_who": "explaining_side",
          "damaged": "yes"}, "adjust", {"adjusted_score": "assigned"}, {"21B3", "12B1"},
         f"{EBU_352}: too late to change, damage: adjusted score"),
]


@pytest.mark.parametrize("case", WORKED_EXAMPLES, ids=lambda c: c.id)
def test_worked_examples(case: Case) -> None:
    check_case(TOPIC, case)
