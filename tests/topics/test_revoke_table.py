"""The revoke table of seed 004 ("Verzakingwijzer", steps 0-7) and the texts of 64A1,
64A2, 64B3 and 64B7 in seed 003, case by case, through BOTH the guide (table data ->
questions answered by facts -> ruling -> tricks_transferred) and the calculator
(``arbiter.calc.revoke.transfer``). Both must give the same number of tricks and the same
deciding step: the first step of the table, read top to bottom, that applies."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from arbiter.calc.revoke import RevokeFacts, RevokeResult, transfer
from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
from arbiter.laws.refs import LawRef

TOPIC = "revoke"

#: The ruling of the guide for each step of the table.
RULING_OF_STEP = {
    0: "faced",
    1: "trick12",
    2: "nothing_won",
    3: "both_sides",
    4: "same_suit",
    5: "one_trick_lost",
    6: "one_trick_won",
    7: "two_tricks",
}
STEP_OF_RULING = {ruling: step for step, ruling in RULING_OF_STEP.items()}

#: The questions of the table; each must be answered by the table data, not asked.
TABLE_QUESTIONS = {"established", "who_est", "step0", "step1", "won_by", "later_lost",
                   "both_won", "both_lost", "again_won", "again_lost", "later_won"}

#: Answers to the questions the table data cannot answer: it is a revoke, nobody but a
#: player drew attention, no revoke by the other side in the same trick, found in time,
#: and play has ended.
OTHER_ANSWERS = {"revoked": "yes", "dummy_est": "other", "same_trick": "no",
                 "time_limit": "yes", "play_over": "yes"}


@dataclass(frozen=True)
class Row:
    step: int
    tricks: int
    revoker: str
    trick: int
    won_by: str
    after: int
    source: str
    faced: bool = False
    again: bool = False
    both: bool = False

    @property
    def id(self) -> str:
        return f"step{self.step}-{self.revoker}-t{self.trick}-{self.won_by}-{self.after}"

    def inputs(self) -> dict[str, str]:
        """The revoke facts as a director types them (--fact NAME=VALUE)."""
        return {
            "revoker": self.revoker,
            "established": "yes",
            "revoke_trick": str(self.trick),
            "revoke_trick_won_by": self.won_by,
            "offending_side_tricks_after": str(self.after),
            "failure_to_play_exposed_card": "yes" if self.faced else "no",
            "same_player_same_suit_again": "yes" if self.again else "no",
            "both_sides_revoked": "yes" if self.both else "no",
        }

    def facts(self) -> RevokeFacts:
        return RevokeFacts(
            revoker=self.revoker,  # type: ignore[arg-type]
            established=True,
            revoke_trick=self.trick,
            revoke_trick_won_by=self.won_by,  # type: ignore[arg-type]
            offending_side_tricks_after=self.after,
            failure_to_play_exposed_card=self.faced,
            same_player_same_suit_again=self.again,
            both_sides_revoked=self.both,
        )


# Seed 004, the table, top to bottom.
TABLE = [
    Row(0, 0, "dummy", 5, "offender", 3, "004 step 0: dummy revoked: 0 tricks (64B3)"),
    Row(0, 0, "defender", 4, "offender", 2,
        "004 step 0: revoke with a card on the table (penalty card): 0 tricks (64B3)",
        faced=True),
    Row(1, 0, "defender", 12, "offender", 1,
        "004 step 1: revoke in trick 12: 0 tricks, corrected (62D, 64B6)"),
    Row(1, 0, "declarer", 12, "non_offending_side", 0, "004 step 1: trick 12, declarer"),
    Row(2, 0, "defender", 3, "non_offending_side", 0,
        "004 step 2: lost the revoke trick and no trick after it: 0 tricks (64B1)"),
    Row(3, 0, "declarer", 6, "offender", 4,
        "004 step 3: the other side revoked too: 0 tricks, adjusted score (64B7)",
        both=True),
    Row(4, 0, "defender", 7, "offender", 2,
        "004 step 4: same player, same suit again: 0 tricks for it (64B2)", again=True),
    Row(5, 1, "defender", 4, "offender_partner", 0,
        "004 step 5: the revoker's partner won the revoke trick: 1 trick (64A2)"),
    Row(5, 1, "defender", 2, "non_offending_side", 3,
        "004 step 5: the revoker lost the revoke trick, his side won later: 1 trick"),
    Row(6, 1, "defender", 9, "offender", 0,
        "004 step 6: the revoker won the revoke trick, no later trick: 1 trick (64A1)"),
    Row(7, 2, "defender", 5, "offender", 1,
        "004 step 7: the revoker won the revoke trick and his side a later one: 2 tricks"),
    Row(7, 2, "declarer", 1, "offender", 8, "004 step 7: declarer's revoke, 2 tricks"),
]

# Seed 003: the law texts, case by case.
LAW_TEXTS = [
    # 64A1: offender won the revoke trick: that trick plus one later trick of his side.
    Row(7, 2, "defender", 6, "offender", 3,
        "003 64A1: the revoke trick and one of the later tricks of the offending side"),
    Row(6, 1, "declarer", 10, "offender", 0,
        "003 64A1: only 'one of any' later tricks can go; none won, so only the revoke trick"),
    # 64A1 footnote / 64A2: a trick won by dummy is not won by declarer.
    Row(5, 1, "declarer", 6, "offender_partner", 4,
        "003 64A note: declarer revoked, dummy won the trick: not won by the offender, 64A2"),
    # 64A2: offender did not win it; one trick if his side won that or a later trick.
    Row(5, 1, "defender", 8, "offender_partner", 0,
        "003 64A2: the offending side won the revoke trick itself"),
    Row(5, 1, "declarer", 3, "non_offending_side", 1,
        "003 64A2: the offending side won a later trick"),
    Row(2, 0, "declarer", 3, "non_offending_side", 0,
        "003 64A2 read with 64B1: neither that trick nor a later one: nothing"),
    # 64B3: failure to play a penalty card or a card of dummy: no transfer, whatever else.
    Row(0, 0, "defender", 5, "offender", 5,
        "003 64B3: not playing a penalty card: no transfer even if 64A1 would give 2",
        faced=True),
    Row(0, 0, "dummy", 2, "offender_partner", 6,
        "003 64B3: a card of dummy: no transfer even if 64A2 would give 1"),
    # 64B7: both sides revoked, both established: no transfer.
    Row(3, 0, "defender", 4, "offender", 6,
        "003 64B7: both sides revoked: no transfer even if 64A1 would give 2", both=True),
    Row(3, 0, "declarer", 7, "non_offending_side", 2,
        "003 64B7: both sides revoked: no transfer even if 64A2 would give 1", both=True),
]

# Top to bottom: where two situations apply, the higher step decides.
ORDER = [
    Row(0, 0, "dummy", 12, "offender", 1, "004: dummy in trick 12: step 0 before step 1"),
    Row(1, 0, "defender", 12, "non_offending_side", 0, "004: step 1 before step 2"),
    Row(2, 0, "defender", 5, "non_offending_side", 0, "004: step 2 before step 3",
        both=True),
    Row(3, 0, "defender", 5, "offender", 3, "004: step 3 before step 4", both=True,
        again=True),
    Row(4, 0, "defender", 5, "offender", 3, "004: step 4 before step 7", again=True),
]

ROWS = TABLE + LAW_TEXTS + ORDER


def through_guide(row: Row) -> Decided:
    """Walk the guide with the table data; only the non-table questions are answered."""
    topic = library().topic(TOPIC)
    answers: dict[str, str] = {}
    while True:
        result = walk(topic, answers, row.inputs())
        if isinstance(result, Decided):
            return result
        question = result.question.id
        assert question in OTHER_ANSWERS, f"{row.id}: the guide asked '{question}'"
        answers[question] = OTHER_ANSWERS[question]


def covered(law: str, cited: tuple[str, ...]) -> bool:
    """A law of the calculator is covered when the ruling cites it or a subsection of it."""
    ref = LawRef.parse(law)
    return any(
        (c := LawRef.parse(item)).law == ref.law and c.sub.startswith(ref.sub) for item in cited
    )


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.id)
def test_guide_and_calculator_agree(row: Row) -> None:
    decided = through_guide(row)
    table_steps = [s for s in decided.path if s.node in TABLE_QUESTIONS]
    assert table_steps and all(s.source == "fact" for s in table_steps), row.id

    ruling = decided.ruling
    assert ruling.id == RULING_OF_STEP[row.step], f"{row.id}: guide reached {ruling.id}"
    assert ruling.outcome["tricks_transferred"] == row.tricks, row.source
    assert ruling.outcome["revoke_established"] is True

    result: RevokeResult = transfer(row.facts())
    assert result.tricks == row.tricks, row.source
    assert result.step == row.step, f"{row.id}: calculator decided at step {result.step}"
    assert STEP_OF_RULING[ruling.id] == result.step
    assert ruling.outcome["tricks_transferred"] == result.tricks

    # The laws the calculator gives are cited by the ruling (62D1 in trick 12 for a
    # dummy or faced-card revoke: cited, or named in the ruling's notes).
    for law in result.laws:
        if law == "62D1" and row.step == 0 and not covered(law, ruling.laws):
            assert any("62D1" in t.get("nl") for t in ruling.notes), row.id
            continue
        assert covered(law, ruling.laws), f"{row.id}: ruling does not cite {law}"


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.id)
def test_must_correct(row: Row) -> None:
    """Only a revoke in trick 12 is corrected although established (62D1)."""
    result = transfer(row.facts())
    assert result.must_correct == (row.trick == 12)
    ruling = through_guide(row).ruling
    if row.step == 1:
        assert ruling.outcome["revoke_must_be_corrected"] is True
    else:
        assert ruling.outcome.get("revoke_must_be_corrected", False) is False


def test_every_step_is_tested() -> None:
    assert {row.step for row in TABLE} == set(range(8))
    assert {row.step for row in LAW_TEXTS} >= {0, 2, 3, 5, 6, 7}


def test_not_established_is_corrected() -> None:
    """Not established: not in the table; corrected (62A) in the guide and the calculator."""
    facts = RevokeFacts("defender", False, 4, "offender", 2)
    result = transfer(facts)
    assert (result.tricks, result.step, result.must_correct) == (0, None, True)
    topic = library().topic(TOPIC)
    decided = walk(topic, {"revoked": "yes", "dummy_fix": "other", "nos_after": "none"},
                   {"revoker": "defender", "established": "no", "revoke_trick": "4",
                    "revoke_trick_won_by": "offender", "offending_side_tricks_after": "2"})
    assert isinstance(decided, Decided)
    assert decided.ruling.outcome["revoke_must_be_corrected"] is True
    assert decided.ruling.outcome["tricks_transferred"] == result.tricks


def test_every_transfer_ruling_reminds_of_64c() -> None:
    """004 footnote / 003 64C: the director may still adjust on every transfer ruling."""
    topic = library().topic(TOPIC)
    for ruling_id in RULING_OF_STEP.values():
        ruling = topic.node(ruling_id)
        cited = {law for f in ruling.afterwards for law in f.laws}
        assert "64C1" in cited, ruling_id
    assert transfer(TABLE[-1].facts()).reminder.get("en")
