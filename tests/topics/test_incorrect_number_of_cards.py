"""Incorrect number of cards (13): the 2017 text of Law 13 (seed 001) and the AAP (seed 000)."""

from tests.topics.harness import Case, topic_tests

TOPIC = "incorrect-number-of-cards"
TOO_MANY = {"kind": "too_many", "after_play": "no"}

CASES = [
    Case({"kind": "missing"}, "see_missing_card", {"rectification": "treat_as_missing_card"},
         {"14"}, "001 art. 13 footnote 1: an incomplete deal is Law 14"),
    Case({"kind": "too_many", "after_play": "yes"}, "result_cancelled",
         {"board_cancelled": True, "adjusted_score": "artificial",
          "procedural_penalty": "possible"}, {"13D", "86B"},
         "001 art. 13D: found after play: result cancelled, adjusted score, penalty possible"),
    Case({**TOO_MANY, "called": "no", "seen": "no"}, "restore_play_normally",
         {"hand_restored": True, "board_played_normally": True, "adjusted_score": "none"},
         {"13A1"}, "001 art. 13A1: no call yet, no card seen: restore, play normally"),
    Case({**TOO_MANY, "called": "no", "seen": "yes"}, "restore_play_check",
         {"hand_restored": True, "adjusted_score": "possible",
          "procedural_penalty": "possible"}, {"13A2", "12C1(b)"},
         "001 art. 13A2: card seen: play and record, adjusted score if the information "
         "affected the result"),
    Case({**TOO_MANY, "called": "yes", "normal_play": "yes"}, "restore_no_change",
         {"hand_restored": True, "call_stands": True, "board_played_normally": True,
          "adjusted_score": "possible"}, {"13B1"},
         "001 art. 13B1: restore, play without change of calls, adjusted score possible"),
    Case({**TOO_MANY, "called": "yes", "normal_play": "no"}, "adjusted_score_13b",
         {"board_played_normally": False, "adjusted_score": "assigned",
          "procedural_penalty": "possible"}, {"13B2", "12C1(b)"},
         "001 art. 13B2: in all other cases adjusted score, offender may be penalised"),
    Case({"kind": "surplus", "surplus_played": "no"}, "surplus_removed",
         {"card_withdrawn": True, "play_continues": True, "adjusted_score": "none"}, {"13C"},
         "001 art. 13C: surplus card removed, no rectification, no adjusted score"),
    Case({"kind": "surplus", "surplus_played": "yes"}, "surplus_in_trick",
         {"card_withdrawn": True, "adjusted_score": "possible"}, {"13C"},
         "001 art. 13C: adjusted score only if the card was played to a completed trick"),
]


# Issue 10 family 11: after play the result is cancelled (13D) and the artificial score
# goes by fault (12C2(a)): the story goes on in the adjusted-score topic, which says what
# each side gets. (answer to its fault question, its ruling, what each side gets)
AFTER_PLAY = {"kind": "too_many", "after_play": "yes"}
BY_FAULT = [
    ("one_side", "art_one_side", "nos_plus_os_minus"),
    ("neither", "art_neither", "both_plus"),
    ("both_fully", "art_both_fully", "both_minus"),
]
STORIES = [
    Case({**AFTER_PLAY, "adjusted-score:fault": fault}, ruling,
         {"adjusted_score": "artificial", "artificial_scores": scores}, {"13D", "86B", "12C2(a)"},
         "001 art. 13D with 12C2(a): cancelled after play, artificial score by fault",
         topic="adjusted-score")
    for fault, ruling, scores in BY_FAULT
]


# Worked examples from public discussion of the 2017 Laws by directors (extra cases on
# existing paths; retold in our own words).
WORKED_EXAMPLES = [
    # BBO forums, "Law 13C Surplus Card - immediately found in dummy" (2023): when dummy
    # was faced it had 14 cards; the spade ace came from the previous board and was taken
    # out. It had not been played to a quitted trick, so 13C allows no adjusted score.
    Case({"kind": "surplus", "surplus_played": "no"}, "surplus_removed",
         {"card_withdrawn": True, "play_continues": True, "adjusted_score": "none"}, {"13C"},
         "BBO forums, 'Law 13C Surplus Card - immediately found in dummy', "
         "https://www2.dal09.sl.bridgebase.com/forums/topic/88681-law-13c-surplus-card-"
         "immediately-found-in-dummy/"),
    # BBO forums, "Surplus card" (2020): a defender led a spade ace that had stayed in her
    # hand from the previous board; declarer held the real one. The trick was still in
    # progress, so the card is simply removed (13C) and no adjusted score is possible; the
    # director considered only a warning for not counting the cards.
    Case({"kind": "surplus", "surplus_played": "no"}, "surplus_removed",
         {"card_withdrawn": True, "adjusted_score": "none"}, {"13C"},
         "BBO forums, 'Surplus card' (2020), https://www2.dal09.sl.bridgebase.com/forums/"
         "topic/81796-play-from-the-top-please/page__view__new"),
    # EBU TD forum, "14 cards in one hand": at the thirteenth trick it turned out that one
    # player had held 14 cards and his partner 12; both had called. The board could not be
    # put right and played normally, so 13B2 applies: adjusted score (the directors who
    # answered gave artificial scores), and the offenders may be penalised.
    Case({"kind": "too_many", "after_play": "no", "called": "yes", "normal_play": "no"},
         "adjusted_score_13b", {"board_played_normally": False, "procedural_penalty": "possible"},
         {"13B2"},
         "EBU TD forum, '14 cards in one hand', "
         "https://www.ebu.co.uk/forum/discussion/530/14-cards-in-one-hand"),
]


TestTopic = topic_tests(TOPIC, CASES, more=STORIES, worked=WORKED_EXAMPLES)
