"""The claim checker (Laws 68-71): the cards left, the claim statement as an order of
play, every normal line played out against the best defence, the worst marked, and
double dummy as the reference. Help to the director's judgement, never the ruling: the
director decides (70A), and doubtful points go against the claimer.

    from arbiter.calc.claim import Position, check_claim, parse_statement
    position = Position.from_cards_left("Z:AK.Q2.. ...", trump=Suit.HEARTS,
                                        leader=Seat.SOUTH, claimer=Seat.SOUTH)
    result = check_claim(position, parse_statement("troef trekken, dan de klaveren"))
    result.worst, [count.low for count in result.lines], result.double_dummy

Modules: :mod:`.position` (the position, from cards left, a deal and its play, or a
played board), :mod:`.statement` (steps, read from Dutch or English), :mod:`.lines`
(the orders of play), :mod:`.engine` (the play engine), :mod:`.check` (the whole check).
endplay is imported only for double dummy.
"""

from arbiter.calc.claim.check import ClaimCheck, LineCount, PlayedCard, PlayedTrick, check_claim
from arbiter.calc.claim.position import Position, parse_cards_left, parse_contract
from arbiter.calc.claim.statement import ALL, Statement, Step, parse_statement, step_text

__all__ = [
    "ALL",
    "ClaimCheck",
    "LineCount",
    "PlayedCard",
    "PlayedTrick",
    "Position",
    "Statement",
    "Step",
    "check_claim",
    "parse_cards_left",
    "parse_contract",
    "parse_statement",
    "step_text",
]
