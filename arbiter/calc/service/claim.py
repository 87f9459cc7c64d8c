"""``arbiter calc claim``: a claim checked line by line (Laws 68-71).

    arbiter calc claim --deal "Z:AK.Q2.. ..." --contract 4♥ --declarer Z \\
        --statement "troef trekken, dan de klaveren"
    arbiter calc claim --deal "N:<13 cards a hand> ..." --played "♠2 ♠A ♠5 ♠3 ..." ...
    arbiter calc claim --pbn board.pbn --board 5          # deal, contract and play to the claim

The output (:mod:`arbiter.calc.service.claim_report`) lists every order of play that fits
the statement with its tricks (the defence at its best), marks the worst and plays it
out, and shows double dummy as the reference. Every time it says what it is: help to the
director's judgement; the director decides (70A). The solver (and endplay) loads only for
double dummy, which takes the one DDS lock; the web runs this calculator in a lane of
its own (``search``), so that double-dummy tables never wait behind a claim.
"""

from __future__ import annotations

from typing import Any

from arbiter.bridge import Seat
from arbiter.calc.service.claim_report import ClaimOutcome
from arbiter.calc.service.declare import Calculator, Input
from arbiter.calc.service.inputs import BOARD_IN_PBN, contract_text, parse_cards
from arbiter.calc.service.inputs import seat as seat_input
from arbiter.i18n import InputError, Text

# -- reading the inputs -------------------------------------------------------------------


def _statement(text: str) -> Any:
    from arbiter.calc.claim import parse_statement

    return parse_statement(text)


def _tricks(text: str) -> int:
    value = text.strip()
    if not value.isdigit() or int(value) > 13:
        raise InputError(
            f"'{value[:20]}' is geen aantal slagen (0-13).",
            f"'{value[:20]}' is not a number of tricks (0-13).",
            accepted=("0-13",),
        )
    return int(value)


def compute(
    deal: str | None,
    pbn: str | None,
    board: int | None,
    played: tuple[Any, ...],
    contract: str | None,
    declarer: Seat | None,
    claimer: Seat | None,
    leader: Seat | None,
    won: int | None,
    claimed: int | None,
    statement: Any,
    trump_known: bool,
    top_down: bool,
) -> ClaimOutcome:
    from arbiter.calc.claim import Statement, check_claim

    position = _position(deal, pbn, board, played, contract, declarer, claimer, leader, won)
    if claimed is None and pbn is not None:
        claimed = _claimed_in_record(pbn, board, position)
    check = check_claim(
        position, statement or Statement(), claimed=claimed, trump_known=trump_known,
        top_down=top_down,
    )  # fmt: skip
    return ClaimOutcome(check)


def _need(value: Any, nl: str, en: str, flag: str) -> Any:
    if value is None:
        raise InputError(f"Vul {nl} in ({flag}).", f"Fill in {en} ({flag}).")
    return value


def _position(deal, pbn, board, played, contract, declarer, claimer, leader, won) -> Any:
    from arbiter.calc.claim import Position, parse_cards_left, parse_contract
    from arbiter.calc.play import Deal

    if pbn is not None:
        from arbiter.calc.revoke_pbn import read_pbn

        record = read_pbn(pbn, board)
        if record.played is not None and not played:
            return Position.from_played_board(record.played, claimer)
        found = record.contract
        if contract is not None:
            found = parse_contract(contract, _need(declarer, "de leider", "declarer",
                                                   "--declarer"))  # fmt: skip
        found = _need(found, "het contract", "the contract", "--contract")
        return Position.from_play(record.deal, found, played, claimer)
    declarer = _need(declarer, "de leider", "declarer", "--declarer")
    the_contract = parse_contract(_need(contract, "het contract", "the contract",
                                        "--contract"), declarer)  # fmt: skip
    hands = parse_cards_left(deal or "")
    if all(len(cards) == 13 for cards in hands.values()):
        return Position.from_play(Deal.from_hands(hands), the_contract, played, claimer)
    if played:
        raise InputError(
            "Gespeelde kaarten (--played) gaan alleen samen met de hele deal (13 kaarten per "
            "hand); bij de resterende kaarten laat u ze weg.",
            "Cards played (--played) go only with the whole deal (13 cards a hand); with the "
            "cards left, leave them out.",
        )
    claimer = declarer if claimer is None else claimer
    return Position.from_hands(
        hands, trump=the_contract.denom.suit, leader=claimer if leader is None else leader,
        claimer=claimer, contract=the_contract, won=won,
    )  # fmt: skip


def _claimed_in_record(pbn: str, board: int | None, position: Any) -> int | None:
    """A record whose play ends in a claim gives declarer's tricks (Result): the claim."""
    from arbiter.calc.revoke_pbn import read_pbn

    record = read_pbn(pbn, board)
    played = record.played
    if played is None or not played.claim or played.result is None:
        return None
    claimed = played.claimed_tricks(position.side)
    return claimed if 0 <= claimed <= position.left else None


_DEAL_HINT = Text.of(
    "de resterende kaarten, bv. Z:AH.V2.. ... (4 handen met de klok mee; - of niets voor "
    "een renonce); of de hele deal (13 kaarten per hand) met de gespeelde kaarten",
    "the cards left, e.g. S:AK.Q2.. ... (4 hands clockwise; - or nothing for a void); or "
    "the whole deal (13 cards a hand) with the cards played",
)

CALCULATOR = Calculator(
    name="claim",
    title=Text.of("Claim narekenen", "Claim check"),
    description=Text.of(
        "Speelt elke volgorde die bij de claimverklaring past tegen het beste tegenspel, "
        "toont de slagen per speelwijze en de slechtste, met dubbeldummy als referentie. "
        "Hulp bij uw oordeel (70A), geen beslissing.",
        "Plays every order that fits the claim statement against the best defence, shows "
        "the tricks of each line and the worst, with double dummy as the reference. Help "
        "for your judgement (70A), not the ruling.",
    ),
    inputs=(
        Input(
            "deal",
            "deal",
            Text.of("Kaarten (PBN)", "Cards (PBN)"),
            _DEAL_HINT,
            example="S:AK.Q2.. 32..AK. .KJ.3.2 Q.A.Q.3",
        ),
        Input(
            "pbn",
            "pbn",
            Text.of("PBN-bestand", "PBN file"),
            Text.of(
                "de inhoud van een PBN-bestand met deal, contract en spelverloop tot de claim",
                "the contents of a PBN file with the deal, contract and play up to the claim",
            ),
            example='[Board "1"] ...',
        ),
        BOARD_IN_PBN,
        Input(
            "played",
            "cards",
            Text.of("Gespeelde kaarten", "Cards played"),
            Text.of(
                "bij de hele deal: de kaarten vanaf de uitkomst, in volgorde, bv. ♠2 ♠A ♠5 ♠3",
                "with the whole deal: the cards from the opening lead, in order, e.g. ♠2 ♠A ♠5 ♠3",
            ),
            parse=parse_cards,
            default="",
            example="♠2 ♠A ♠5 ♠3",
        ),
        Input(
            "contract",
            "call",
            Text.of("Contract", "Contract"),
            Text.of("bv. 4♥, 3SA, 4♠X (de troefkleur)", "e.g. 4♥, 3NT, 4♠X (the trump suit)"),
            parse=contract_text,
            example="4♥",
        ),
        seat_input(
            "declarer",
            Text.of("Leider", "Declarer"),
            Text.of("N/O/Z/W: wie het contract speelt", "N/E/S/W: who plays the contract"),
        ),
        seat_input(
            "claimer",
            Text.of("Claimer", "Claimer"),
            Text.of(
                "N/O/Z/W: wie claimt (standaard de leider)",
                "N/E/S/W: who claims (default: declarer)",
            ),
        ),
        seat_input(
            "leader",
            Text.of("Aan voor", "On lead"),
            Text.of(
                "N/O/Z/W: wie voorspeelt, bij de resterende kaarten (standaard de claimer)",
                "N/E/S/W: who leads, with the cards left (default: the claimer)",
            ),
        ),
        Input(
            "won",
            "int",
            Text.of("Al gewonnen", "Already won"),
            Text.of(
                "slagen die de claimende partij al heeft, bij de resterende kaarten",
                "tricks the claiming side has already won, with the cards left",
            ),
            minimum=0,
            maximum=13,
            parse=_tricks,
            example="8",
        ),
        Input(
            "claimed",
            "int",
            Text.of("Geclaimd", "Claimed"),
            Text.of(
                "hoeveel van de resterende slagen geclaimd zijn (standaard alle)",
                "how many of the tricks left are claimed (default: all)",
            ),
            minimum=0,
            maximum=13,
            parse=_tricks,
            example="5",
        ),
        Input(
            "statement",
            "text",
            Text.of("Claimverklaring", "Claim statement"),
            Text.of(
                "de volgorde zoals gezegd, bv. 'eerst troef trekken, dan de klaveren'",
                "the order as said, e.g. 'draw trumps, then run the clubs'",
            ),
            words=True,
            parse=_statement,
            example="troef trekken, dan de klaveren",
        ),
        Input(
            "trump_known",
            "bool",
            Text.of("Troef bekend", "Trump known"),
            Text.of(
                "de claimer wist zeker dat er nog troef uit was (70C2): elke speelwijze trekt "
                "eerst troef",
                "the claimer certainly knew a trump was still out (70C2): every line draws "
                "trumps first",
            ),
        ),
        Input(
            "top_down",
            "bool",
            Text.of("Van boven", "From the top"),
            Text.of(
                "bond of organisator schrijft 'van boven' voor als de verklaring niets zegt (70E2)",
                "the Regulating Authority or organiser deems suits played from the top when "
                "the statement does not say (70E2)",
            ),
        ),
    ),
    compute=compute,
    one_of=(("deal", "pbn"),),
    serial=True,
    search=True,
)

__all__ = ["CALCULATOR"]
