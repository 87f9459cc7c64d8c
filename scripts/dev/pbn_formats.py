"""Write arbiter's own PBN test files (tests/pbn/formats/), one per producer's format.

Not run by CI: the files are committed, and this script is how they were made, so anyone
can see they are ours and make them again. Every deal is dealt here from a seeded
shuffle, every play record is played here card by card under the rules (follow suit,
the winner leads), and every double-dummy table and par comes from DDS through arbiter's
own ``double_dummy``. What each file recreates is the *form* in which a producer writes
(BBO's ``-`` claims, RealBridge's team tables, Big Deal's and Deep Finesse's hand
records, KOPS's Latin-1 with CRLF, BridgeComposer's comments, the features and errors
the PBN standard defines); the contents are invented.

    .venv/bin/python scripts/dev/pbn_formats.py            # writes tests/pbn/formats/
    .venv/bin/python scripts/dev/pbn_formats.py --check    # exit 1 if a file would change
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from arbiter.bridge import Denom, Seat  # noqa: E402
from arbiter.calc.double_dummy import double_dummy  # noqa: E402
from arbiter.calc.play import Deal  # noqa: E402
from arbiter.calc.scoring import Result, Vulnerability, board_info, ns_score  # noqa: E402

OUT = ROOT / "tests" / "pbn" / "formats"
SEATS = "NESW"
RANKS = "23456789TJQKA"
SUITS = "SHDC"
DENOMS = {"C": Denom.CLUBS, "D": Denom.DIAMONDS, "H": Denom.HEARTS, "S": Denom.SPADES}
DENOMS["NT"] = Denom.NOTRUMP
PBN_VUL = {
    Vulnerability.NONE: "None",
    Vulnerability.NS: "NS",
    Vulnerability.EW: "EW",
    Vulnerability.BOTH: "All",
}

Hands = dict[int, list[str]]  # seat index (N E S W) -> cards like "SA"


def deal(rng: random.Random) -> Hands:
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    return {seat: cards[13 * seat : 13 * seat + 13] for seat in range(4)}


def hand_text(cards: list[str]) -> str:
    suits = []
    for suit in SUITS:
        ranks = sorted((c[1] for c in cards if c[0] == suit), key=RANKS.index, reverse=True)
        suits.append("".join(ranks))
    return ".".join(suits)


def deal_text(hands: Hands, first: int = 0) -> str:
    return f"{SEATS[first]}:" + " ".join(hand_text(hands[(first + i) % 4]) for i in range(4))


@dataclass
class Analysis:
    tricks: dict[int, dict[str, int]]  # seat -> denomination letter(s) -> tricks
    par: int  # North-South


def analyse(hands: Hands, board: int) -> Analysis:
    info = board_info(board)
    found = double_dummy(Deal.parse_pbn(deal_text(hands)), info.vulnerability, info.dealer)
    tricks = {
        seat: {name: found.tricks[Seat(seat)][denom] for name, denom in DENOMS.items()}
        for seat in range(4)
    }
    return Analysis(tricks, int(found.par_score or 0))


def optimum_table(a: Analysis, width: int = 2, pad_denom: bool = True) -> list[str]:
    """OptimumResultTable rows, declarers N S E W, denominations NT S H D C."""
    rows = []
    for seat in (0, 2, 1, 3):
        for name in ("NT", "S", "H", "D", "C"):
            denom = f"{name:>2}" if pad_denom else name
            rows.append(f"{SEATS[seat]} {denom} {a.tricks[seat][name]:>{width}}")
    return rows


def dd_tricks(a: Analysis) -> str:
    """DoubleDummyTricks: 20 hex digits, declarers N S E W, denominations NT S H D C."""
    return "".join(
        f"{a.tricks[seat][name]:x}" for seat in (0, 2, 1, 3) for name in ("NT", "S", "H", "D", "C")
    )


def signed(points: int, plus: bool = False) -> str:
    if points < 0:
        return f"EW {'+' if plus else ''}{-points}"
    return f"NS {'+' if plus else ''}{points}"


# -- play -----------------------------------------------------------------------------------


@dataclass
class Play:
    """A board played out under the rules: tricks as {seat: card}, leader of each."""

    leaders: list[int] = field(default_factory=list)
    tricks: list[dict[int, str]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


def play_out(hands: Hands, declarer: int, trump: str | None, rng: random.Random) -> Play:
    """Play all 13 tricks: a random card to lead, a random legal card to follow, except
    that a player who can win the trick cheaply often does (so results look like bridge)."""
    left = {seat: list(cards) for seat, cards in hands.items()}
    play = Play()
    leader = (declarer + 1) % 4
    for _ in range(13):
        trick: dict[int, str] = {}
        for i in range(4):
            seat = (leader + i) % 4
            cards = left[seat]
            if i:
                led = trick[leader][0]
                follow = [c for c in cards if c[0] == led]
                cards = follow or cards
            card = _choose(cards, trick, leader, trump, rng)
            trick[seat] = card
            left[seat].remove(card)
        winner = _winner(trick, leader, trump)
        play.leaders.append(leader)
        play.tricks.append(trick)
        play.winners.append(winner)
        leader = winner
    return play


def _choose(
    cards: list[str], trick: dict[int, str], leader: int, trump: str | None, rng: random.Random
) -> str:
    if trick and rng.random() < 0.7:
        best = trick[_winner(trick, leader, trump)]
        winning = [c for c in cards if _beats(c, best, trick[leader][0], trump)]
        if winning:
            return min(winning, key=lambda c: (c[0] != trump, RANKS.index(c[1])))
        return min(cards, key=lambda c: RANKS.index(c[1]))
    return rng.choice(cards)


def _beats(card: str, best: str, led: str, trump: str | None) -> bool:
    if card[0] == best[0]:
        return RANKS.index(card[1]) > RANKS.index(best[1])
    return card[0] == trump


def _winner(trick: dict[int, str], leader: int, trump: str | None) -> int:
    best = leader
    for seat, card in trick.items():
        if _beats(card, trick[best], trick[leader][0], trump):
            best = seat
    return best


def declarer_tricks(play: Play, declarer: int, upto: int = 13) -> int:
    return sum(1 for w in play.winners[:upto] if w % 2 == declarer % 2)


def play_rows(
    play: Play,
    first: int,
    shown: int = 13,
    dashes: bool = True,
    partial: dict[int, str] | None = None,
) -> list[str]:
    """Rows of the Play section from seat ``first``: ``shown`` tricks, then ``-`` cards
    (when ``dashes``); ``partial`` gives the cards of the next trick that were played."""
    rows = []
    for number, trick in enumerate(play.tricks):
        if number < shown:
            rows.append(" ".join(trick[(first + i) % 4] for i in range(4)))
        elif number == shown and partial is not None:
            rows.append(" ".join(partial.get((first + i) % 4, "-") for i in range(4)))
        elif dashes:
            rows.append("- - - -")
    return rows


# -- contracts -------------------------------------------------------------------------------


@dataclass
class Contract:
    level: int
    strain: str  # C D H S NT
    doubled: str  # "", "X", "XX"
    declarer: int

    @property
    def trump(self) -> str | None:
        return None if self.strain == "NT" else self.strain

    def tag(self) -> str:
        return f"{self.level}{self.strain}{self.doubled}"

    def ns_score(self, tricks: int, board: int) -> int:
        result = Result.from_tricks(
            self.level, DENOMS[self.strain], len(self.doubled), tricks, Seat(self.declarer)
        )
        return ns_score(result, board_info(board).vulnerability)


def best_contract(a: Analysis, side: int | None = None) -> Contract:
    """The contract with most double-dummy tricks (for ``side``: 0 NS, 1 EW)."""
    seats = range(4) if side is None else (side, side + 2)
    seat, name = max(
        ((s, n) for s in seats for n in ("NT", "S", "H", "D", "C")),
        key=lambda sn: (a.tricks[sn[0]][sn[1]] + (1 if sn[1] == "NT" else 0), -sn[0]),
    )
    level = min(7, max(1, a.tricks[seat][name] - 6))
    if name in "CD" and level in (3, 4):
        level = 3  # a part score in a minor, as clubs often stop
    return Contract(level, name, "", seat)


def auction_for(contract: Contract, dealer: int) -> list[str]:
    """A plausible uncontested auction to ``contract``: declarer bids it, partner raises."""
    strain = contract.strain
    calls: list[str] = []
    seat = dealer
    while seat != contract.declarer:
        calls.append("Pass")
        seat = (seat + 1) % 4
    if contract.level == 1:
        calls += [f"1{strain}", "Pass", "Pass", "Pass"]
    else:
        calls += [f"1{strain}", "Pass", f"{contract.level}{strain}", "Pass", "Pass", "Pass"]
    if contract.doubled:
        calls.insert(-3, "X")
    return calls


def rows_of(calls: list[str], per_row: int = 4) -> list[str]:
    return [" ".join(calls[i : i + per_row]) for i in range(0, len(calls), per_row)]


# -- the files ---------------------------------------------------------------------------------

FILES: dict[str, Callable[[], bytes]] = {}


def pbn_file(name: str, crlf: bool = False, encoding: str = "utf-8"):
    def register(make: Callable[[], list[str]]) -> Callable[[], list[str]]:
        def build() -> bytes:
            text = "\n".join(make()) + "\n"
            if crlf:
                text = text.replace("\n", "\r\n")
            return text.encode(encoding)

        FILES[name] = build
        return make

    return register


def board_head(board: int) -> list[str]:
    info = board_info(board)
    return [
        f'[Board "{board}"]',
        f'[Dealer "{SEATS[info.dealer]}"]',
        f'[Vulnerable "{PBN_VUL[info.vulnerability]}"]',
    ]


def played(
    hands: Hands,
    contract: Contract,
    rng: random.Random,
    shown: int = 13,
    begun: int = 0,
    star: bool = False,
    dashes: bool = True,
    target: int | None = None,
) -> tuple[list[str], int]:
    """The Play section (tag and rows) of ``contract`` and declarer's tricks in the end.

    ``shown`` complete tricks, then ``begun`` cards of the next trick; then ``*`` (a claim
    as most programs write it) or ``-`` cards to the end (BBO's and scorers' way). With
    ``target`` (the double-dummy tricks), a play is chosen that ends within one trick of
    it, so the results look like bridge."""
    for _ in range(500):
        play = play_out(hands, contract.declarer, contract.trump, rng)
        if target is None or abs(declarer_tricks(play, contract.declarer) - target) <= 1:
            break
    first = (contract.declarer + 1) % 4
    partial = None
    if shown < 13 and begun:
        leader = play.leaders[shown]
        partial = {(leader + i) % 4: play.tricks[shown][(leader + i) % 4] for i in range(begun)}
    rows = play_rows(play, first, shown, dashes=dashes and not star, partial=partial)
    if star:
        rows.append("*")
    return [f'[Play "{SEATS[first]}"]', *rows], declarer_tricks(play, contract.declarer)


def contract_tags(contract: Contract) -> list[str]:
    return [f'[Declarer "{SEATS[contract.declarer]}"]', f'[Contract "{contract.tag()}"]']


# BBO: no header, Event is a tournament number, players' user names, claims as "-" cards
# after the trick that had begun, a board abandoned in play without Contract or Result,
# alerts as notes numbered per board, a DealId at the end.
@pbn_file("bbo_pairs.pbn")
def bbo_pairs() -> list[str]:
    rng = random.Random("bbo pairs")
    boards = {1: deal(rng), 2: deal(rng), 3: deal(rng)}
    names = [
        "tulp77",
        "GiB",
        "zeeuw_k",
        "robot_2",
        "marijke.b",
        "hdv1950",
        "GiB",
        "oostend",
        "klaver4",
        "ruiten_aas",
        "GiB",
        "pietjepuk",
        "mo_nl",
        "GiB",
        "brug22",
        "vanderL",
    ]
    lines: list[str] = []
    plan = [  # board, how play ends, notes
        (1, "full", False),
        (1, "full", True),
        (1, "claim", False),
        (1, "abandoned", False),
        (2, "full", True),
        (2, "full", False),
        (2, "claim11", False),
        (3, "full", False),
    ]
    for number, (board, how, notes) in enumerate(plan):
        hands = boards[board]
        info = board_info(board)
        a = analyse(hands, board)
        contract = best_contract(a)
        if how == "abandoned":
            contract = Contract(3, "NT", "X", 3)
        if how == "claim11":
            contract = Contract(3, "NT", "", max(range(4), key=lambda seat: a.tricks[seat]["NT"]))
        seats = [names[(number * 2 + i) % len(names)] for i in range(4)]
        lines += [
            '[Event "5127-1773514800"]',
            f'[Date "2026-03-14 19:{20 + number:02d}"]',
            f'[Board "{board}"]',
            f'[West "{seats[3]}"]',
            f'[North "{seats[0]}"]',
            f'[East "{seats[1]}"]',
            f'[South "{seats[2]}"]',
            f'[Dealer "{SEATS[info.dealer]}"]',
            f'[Vulnerable "{PBN_VUL[info.vulnerability]}"]',
            f'[Deal "{deal_text(hands, info.dealer)}"]',
        ]
        calls = auction_for(contract, info.dealer)
        dd = a.tricks[contract.declarer][contract.strain]
        if how == "claim":
            section, tricks = played(hands, contract, rng, shown=8, begun=1, target=dd)
        elif how == "claim11":
            section, tricks = played(hands, contract, rng, shown=11, begun=2, target=dd)
        elif how == "abandoned":
            section, _ = played(hands, contract, rng, shown=6, begun=2, target=dd)
        else:
            section, tricks = played(hands, contract, rng, target=dd)
        if how != "abandoned":
            lines += [*contract_tags(contract), f'[Result "{tricks}"]']
        lines.append(f'[Auction "{SEATS[info.dealer]}"]')
        if notes:
            opening = calls.index(next(c for c in calls if c != "Pass"))
            calls[opening] += " =1="
            if len(calls) > opening + 2 and calls[opening + 2] != "Pass":
                calls[opening + 2] += " =2="
            lines += rows_of(calls)
            what = "balanced" if contract.strain == "NT" else f"5+ {contract.strain}"
            lines.append(f'[Note "1:Opening -- {what}; 11-21 HCP; 12-22 total points "]')
            if "=2=" in " ".join(calls):
                lines.append('[Note "2:Raise -- 3+ support; 6-9 HCP "]')
        else:
            lines += rows_of(calls)
        lines += section
        lines += [f'[DealId "{90311200 + number}.lin"]', ""]
    return lines


# RealBridge: a team event's board at many tables, one record per table; the table's
# double-dummy table twice (DoubleDummyTricks and OptimumResultTable), par with a sign,
# scores and IMPs per table, claims as the cards of the trick begun and then "*".
@pbn_file("realbridge_teams.pbn")
def realbridge_teams() -> list[str]:
    rng = random.Random("realbridge teams 3")
    board = 11
    info = board_info(board)
    while True:  # a board for part scores: NS make 1NT+1 double dummy, par is small
        hands = deal(rng)
        a = analyse(hands, board)
        if a.tricks[0]["NT"] == 7 and abs(a.par) <= 150:
            break
    tables = ["11", "4", "13", "30", "26", "7", "16", "2"]
    players = [
        ("Joost Verhoef#51234", "Anouk Dekker#48811", "Ruben Smits#39020", "Ilse Bakker#60218"),
        ("Pieter de Graaf#20931", "Sanne Mulder#47002", "Thijs Kok#38815", "Eva Brouwer#51520"),
        ("Lars Rimstedt#33310", "Jonas Ek#41277", "Nils Berg#29930", "Karin Lund#55412"),
        ("Marco Rossi#18833", "Luca Bianchi#27761", "Paolo Conti#30045", "Sara Greco#44490"),
        ("Anna Nowak#51001", "Piotr Zielinski#46620", "Ewa Wojcik#37761", "Adam Krol#58804"),
        ("Tom Hughes#22119", "Kate Evans#33051", "Ben Price#40871", "Lucy Ward#52290"),
        ("Hans Meier#19984", "Eva Huber#28873", "Karl Wolf#37710", "Lena Bauer#46621"),
        ("Jean Martin#21002", "Claire Petit#30991", "Louis Roux#41188", "Marie Blanc#50076"),
    ]
    ns = best_contract(a, side=0)
    ew = best_contract(a, side=1)
    contracts = [
        None,
        Contract(1, "NT", "", 0),
        Contract(1, "NT", "", 2),
        Contract(2, ew.strain, "", ew.declarer),
        Contract(1, "NT", "", 0),
        Contract(3, "NT", "", 0),
        Contract(ns.level, ns.strain, "", ns.declarer),
        Contract(1, "NT", "", 2),
    ]
    endings = [
        None,
        (7, 1, True),
        (13, 0, False),
        (9, 2, True),
        (13, 0, False),
        (13, 0, False),
        (5, 0, True),
        (13, 0, False),
    ]
    lines = ["% PBN 2.1", "% EXPORT"]
    results = []
    for number, table in enumerate(tables):
        west, north, east, south = players[number]
        lines += [
            '[Event "Online Teams 2026: Round 3"]',
            '[Site "RealBridge"]',
            '[Date "2026.02.17"]',
            f'[Board "{board}"]',
            f'[West "{west}"]',
            f'[North "{north}"]',
            f'[East "{east}"]',
            f'[South "{south}"]',
            f'[Dealer "{SEATS[info.dealer]}"]',
            f'[Vulnerable "{PBN_VUL[info.vulnerability]}"]',
            f'[Deal "{deal_text(hands)}"]',
            '[Scoring "IMP"]',
        ]
        contract = contracts[number]
        if contract is None:
            lines += [
                '[Declarer ""]',
                '[Contract "Pass"]',
                '[Result ""]',
                f'[Auction "{SEATS[info.dealer]}"]',
                "Pass Pass Pass Pass",
            ]
            score = 0
        else:
            shown, begun, star = endings[number]
            section, tricks = played(
                hands,
                contract,
                rng,
                shown=shown,
                begun=begun,
                star=star,
                dashes=False,
                target=a.tricks[contract.declarer][contract.strain],
            )
            calls = auction_for(contract, info.dealer)
            if number == 1:
                opening = calls.index(next(c for c in calls if c != "Pass"))
                calls[opening] += " =1="
            lines += [
                *contract_tags(contract),
                f'[Result "{tricks}"]',
                f'[Auction "{SEATS[info.dealer]}"]',
                *rows_of(calls),
            ]
            if number == 1:
                lines.append('[Note "1: 12-14 balanced"]')
            lines += section
            score = contract.ns_score(tricks, board)
        results.append(score)
        lines += [
            f'[Score "{signed(score)}"]',
            f'[Table "{table}"]',
            '[HomeTeam "NETHERLANDS"]',
            '[VisitTeam "SWEDEN"]',
            f'[ScoreIMP "NS {number % 5} EW {-(number % 5)}"]',
            f'[DoubleDummyTricks "{dd_tricks(a)}"]',
            '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
            *optimum_table(a),
            f'[OptimumScore "{signed(a.par, plus=True)}"]',
            '[Competition "Teams"]',
            "",
        ]
    return lines


# Big Deal 1.2 (PBN 1.0): a header line, the generator, then only board, dealer,
# vulnerability ("All") and deal, one empty line between records.
@pbn_file("bigdeal.pbn")
def bigdeal() -> list[str]:
    rng = random.Random("big deal")
    lines = ["% PBN 1.0", '[Generator "Big Deal version 1.2"]']
    for board in range(1, 16):
        lines += [*board_head(board), f'[Deal "{deal_text(deal(rng))}"]', ""]
    return lines[:-1]


def minimax(a: Analysis, board: int, hands: Hands) -> str:
    info = board_info(board)
    found = double_dummy(Deal.parse_pbn(deal_text(hands)), info.vulnerability, info.dealer)
    if not found.par:
        return "0"
    par = found.par[0]
    strain = "NSHDC"[
        [Denom.NOTRUMP, Denom.SPADES, Denom.HEARTS, Denom.DIAMONDS, Denom.CLUBS].index(par.denom)
    ]
    return f"{par.level}{strain}{'D' if par.doubled else ''}{SEATS[par.declarers[0]]}{a.par}"


# Big Deal 1.1 boards analysed by Deep Finesse: Ability (tricks per seat in NT S H D C, in
# hex) and Minimax (par contract and NS score), two empty lines between records.
@pbn_file("bigdeal_deepfinesse.pbn")
def bigdeal_deepfinesse() -> list[str]:
    rng = random.Random("deep finesse")
    lines = ["% PBN 1.0", '[Generator "Big Deal version 1.1"]']
    for board in range(1, 15):
        hands = deal(rng)
        a = analyse(hands, board)
        ability = " ".join(
            f"{SEATS[s]}:" + "".join(f"{a.tricks[s][n]:X}" for n in ("NT", "S", "H", "D", "C"))
            for s in range(4)
        )
        lines += [
            *board_head(board),
            f'[Deal "{deal_text(hands)}"]',
            f'[Ability "{ability}"]',
            f'[Minimax "{minimax(a, board, hands)}"]',
            "",
            "",
        ]
    return lines[:-2]


BC_HEADER = [
    "% PBN 2.1",
    "% EXPORT",
    "%Content-type: text/x-pbn; charset=ISO-8859-1",
    "%Creator: BridgeComposer Version 5.50",
    "%Created: 03/05/26 21:14:02 W. Europe Standard Time",
    "%BCOptions Center GutterH GutterV STBorder STShade",
    "%BidAndCardSpacing Thin",
    "%BoardsPerPage 18",
    '%Font:Diagram "Times New Roman",12,400,0',
    '%HRTitleEvent "Donderdagdrive De Klaverheer"',
    '%HRTitleSetID "KH-2026-0305"',
    "%ShowCardTable 2",
]


def bc_record(
    board: int,
    hands: Hands,
    first: bool = False,
    scoring: bool = True,
    comment: list[str] | None = None,
    narrow: bool = False,
) -> list[str]:
    """A BridgeComposer hand record: empty tags, BCFlags, both forms of the DD table."""
    a = analyse(hands, board)
    lines = [
        '[Event ""]',
        '[Site ""]',
        '[Date ""]',
        f'[Board "{board}"]',
        '[West ""]',
        '[North ""]',
        '[East ""]',
        '[South ""]',
        *board_head(board)[1:],
        f'[Deal "{deal_text(hands)}"]',
    ]
    lines += comment or []
    if scoring:
        lines.append('[Scoring ""]')
    lines += [
        '[Declarer ""]',
        '[Contract ""]',
        '[Result ""]',
        '[BCFlags "1f"]',
        f'[DoubleDummyTricks "{dd_tricks(a)}"]',
    ]
    if first:
        lines.append('[Generator "BridgeComposer Version 5.50"]')
    width = "1" if narrow else "2"
    lines += [
        f'[OptimumScore "{signed(a.par)}"]',
        f'[OptimumResultTable "Declarer;Denomination\\2R;Result\\{width}R"]',
        *optimum_table(a, width=int(width)),
    ]
    return lines


@pbn_file("bridgecomposer_hand_records.pbn", encoding="latin-1")
def bridgecomposer_hand_records() -> list[str]:
    rng = random.Random("bridgecomposer session")
    lines = [*BC_HEADER[:5], '%HRTitleEvent "Zomerdrive Café De Hoek"', *BC_HEADER[6:]]
    for board in range(16, 31):
        lines += [*bc_record(board, deal(rng), first=board == 16, narrow=board == 16), ""]
    return lines[:-1]


@pbn_file("bridgecomposer_curly_comments.pbn")
def bridgecomposer_curly_comments() -> list[str]:
    rng = random.Random("curly")
    comment = ["{ {} {  this comment stays open", "", '{ {{{ }[CommentIsClosed ""]', ""]
    # the empty line after the comment ends the game: the rest is a second game
    return [*BC_HEADER, *bc_record(1, deal(rng), first=True, comment=comment)]


@pbn_file("bridgecomposer_empty_line_in_comment.pbn")
def bridgecomposer_empty_line_in_comment() -> list[str]:
    rng = random.Random("empty line")
    comment = ["{Lead the ten: it keeps the", "", "entry to dummy.}"]
    return [*BC_HEADER, *bc_record(3, deal(rng), first=True, comment=comment)]


@pbn_file("bridgecomposer_three_records_crlf.pbn", crlf=True)
def bridgecomposer_three_records_crlf() -> list[str]:
    rng = random.Random("three crlf")
    lines = list(BC_HEADER)
    for board in (5, 6, 7):
        lines += [*bc_record(board, deal(rng), first=board == 5), ""]
    return lines[:-1]


# KOPS (a Polish scoring program): Latin-1, CRLF, one record per table, the pair's name
# for both players of the pair, contract and result, no auction and no play.
@pbn_file("kops_pairs.pbn", crlf=True, encoding="latin-1")
def kops_pairs() -> list[str]:
    rng = random.Random("kops")
    lines: list[str] = []
    tables = {
        1: [(1, 2), (3, 8), (4, 6), (5, 7)],
        2: [(1, 2), (3, 8), (4, 6), (5, 7)],
        3: [(1, 6), (3, 2), (4, 7), (5, 8)],
        4: [(1, 6), (3, 2)],
    }
    for board, pairs in tables.items():
        hands = deal(rng)
        info = board_info(board)
        a = analyse(hands, board)
        for number, (ns, ew) in enumerate(pairs):
            contract = best_contract(a, side=number % 2)
            if (board, ew) == (1, 8):
                contract = Contract(3, "NT", "", 1)
            tricks = max(
                0, min(13, a.tricks[contract.declarer][contract.strain] + rng.choice((-1, 0, 0, 1)))
            )
            lines += [
                '[Event "Turniej czwartkowy Chorzów, 5.03.2026 r."]',
                f'[Board "{board}"]',
                f'[West "Para-{ew}"]',
                f'[North "Para-{ns}"]',
                f'[East "Para-{ew}"]',
                f'[South "Para-{ns}"]',
                f'[Dealer "{SEATS[info.dealer]}"]',
                f'[Vulnerable "{PBN_VUL[info.vulnerability]}"]',
                f'[Deal "{deal_text(hands)}"]',
                '[Scoring "IMP"]',
                *contract_tags(contract),
                f'[Result "{tricks}"]',
                "",
            ]
    return lines


# A board played in both rooms of a team match: Room Open/Closed, claims with "*", the
# match's tags after the play, as scoring programs of team events export it.
@pbn_file("teams_two_rooms.pbn")
def teams_two_rooms() -> list[str]:
    rng = random.Random("two rooms 2")
    while True:  # a heart game for North-South
        hands = deal(rng)
        a = analyse(hands, 1)
        if a.tricks[0]["H"] >= 10 and a.tricks[2]["H"] >= 10:
            break
    lines = ["% PBN 2.1", "% EXPORT"]
    rooms = [
        ("Open", Contract(5, "H", "", 2), ("Vos K", "Jansen P", "Smit R", "de Boer L"), 3),
        ("Closed", Contract(4, "H", "", 0), ("Visser T", "Bos M", "Meijer A", "Peters J"), 4),
    ]
    for room, contract, (west, north, east, south), shown in rooms:
        section, tricks = played(
            hands, contract, rng, shown=shown, star=True, target=a.tricks[contract.declarer]["H"]
        )
        lines += [
            '[Event "Clubcompetitie viertallen"]',
            '[Site "Utrecht"]',
            '[Date "2026.01.22"]',
            '[Board "1"]',
            f'[West "{west}"]',
            f'[North "{north}"]',
            f'[East "{east}"]',
            f'[South "{south}"]',
            *board_head(1)[1:],
            f'[Deal "{deal_text(hands)}"]',
            '[Scoring "?"]',
            *contract_tags(contract),
            f'[Result "{tricks}"]',
            '[Auction "N"]',
            *rows_of(auction_for(contract, 0)),
            *section,
            '[HomeTeam "Schoppenvrouw"]',
            f'[Room "{room}"]',
            '[Round "1"]',
            f'[Score "{signed(contract.ns_score(tricks, 1))}"]',
            '[Section "A-lijn"]',
            '[Table "7"]',
            '[VisitTeam "Hartenheer"]',
            "",
        ]
    return lines


# A played board whose play is impossible: in trick 3 South plays a card he was never
# dealt. Comments of every kind around the tags, as hand-edited files have them.
@pbn_file("impossible_play.pbn")
def impossible_play() -> list[str]:
    rng = random.Random("impossible")
    hands = deal(rng)
    contract = Contract(4, "S", "", 1)
    play = play_out(hands, contract.declarer, contract.trump, rng)
    leader3 = play.leaders[2]
    south = play.tricks[2][2]
    held = set(hands[2])
    stranger = next(
        c
        for c in hands[0]
        if c[0] == south[0] and c not in held and all(c not in t.values() for t in play.tricks[:3])
    )
    play.tricks[2][2] = stranger
    rows = play_rows(play, 2, shown=4, dashes=False)
    tricks = declarer_tricks(play, 1)
    return [
        "% Own test file: an impossible play record",
        '[Date "2026.03.??"]',
        '[Event "Invitational pairs"]',
        '[HomeTeam "Noord"] { a comment',
        "over two lines }",
        '[VisitTeam "Zuid"] ; a comment to the end of the line',
        '[West "Hoek"]',
        "{ a comment on its own line }",
        '[North "Dijk"]',
        '[East "Laan"]',
        '[South "Brink"]',
        *board_head(1),
        f'[Deal "{deal_text(hands, 3)}"]',
        *contract_tags(contract),
        f'[Result "{tricks}"]',
        '[Auction "N"]',
        *rows_of(auction_for(contract, 0)),
        '[Play "S"]',
        *rows,
        "*",
        f"% trick 3 leader {SEATS[leader3]}",
    ][:-1]


# -- the PBN standard's features and errors, in our own games -----------------------------


def game_marker(number: int) -> str:
    return f"% ==================== game {number} ===================="


def numbered(games: list[list[str]]) -> list[str]:
    lines: list[str] = []
    for number, game in enumerate(games, 1):
        lines += [game_marker(number), *game, ""]
    return lines[:-1]


class Board:
    """A deal with one contract played out, to build feature and error games from."""

    def __init__(self, seed: str, board: int, contract: Contract) -> None:
        rng = random.Random(seed)
        self.number = board
        self.hands = deal(rng)
        self.info = board_info(board)
        self.contract = contract
        self.play = play_out(self.hands, contract.declarer, contract.trump, rng)
        self.tricks = declarer_tricks(self.play, contract.declarer)
        self.first = (contract.declarer + 1) % 4

    def deal(self, first: int = 3) -> str:
        return f'[Deal "{deal_text(self.hands, first)}"]'

    def head(self, event: str = "Clubavond") -> list[str]:
        return [
            f'[Event "{event}"]',
            '[Site "Utrecht"]',
            '[Date "2026.03.05"]',
            f'[Board "{self.number}"]',
            '[West "Aal"]',
            '[North "Baars"]',
            '[East "Carper"]',
            '[South "Dobber"]',
            f'[Dealer "{SEATS[self.info.dealer]}"]',
            f'[Vulnerable "{PBN_VUL[self.info.vulnerability]}"]',
            self.deal(),
        ]

    def result(self) -> list[str]:
        return ['[Scoring "MP"]', *contract_tags(self.contract), f'[Result "{self.tricks}"]']

    def auction(self) -> list[str]:
        return [
            f'[Auction "{SEATS[self.info.dealer]}"]',
            *rows_of(auction_for(self.contract, self.info.dealer)),
        ]

    def rows(self, shown: int = 13) -> list[str]:
        return [f'[Play "{SEATS[self.first]}"]', *play_rows(self.play, self.first, shown, False)]

    def full(self, event: str = "Clubavond") -> list[str]:
        return [*self.head(event), *self.result(), *self.auction(), *self.rows()]

    def score(self) -> str:
        return signed(self.contract.ns_score(self.tricks, self.number))


B1 = Board("features one", 1, Contract(3, "NT", "", 0))
B2 = Board("features two", 2, Contract(4, "S", "", 1))
B5 = Board("features five", 5, Contract(2, "H", "", 2))


def swap(row: str, i: int, card: str) -> str:
    cards = row.split()
    cards[i] = card
    return " ".join(cards)


@pbn_file("pbn10_features.pbn")
def pbn10_features() -> list[str]:
    b1, b2, b5 = B1, B2, B5
    out_of_turn = [*b2.head(), *b2.result(), *b2.auction(), f'[Play "{SEATS[(b2.first + 1) % 4]}"]']
    wrong = (b2.first + 1) % 4  # the wrong defender leads, and the lead is accepted
    out_of_turn.append(
        " ".join((b2.play.tricks[0][(wrong + i) % 4] + (" ^L" if i == 0 else "")) for i in range(4))
    )
    auction = auction_for(b1.contract, b1.info.dealer)
    opening = auction.index(next(c for c in auction if c != "Pass"))
    auction[opening] += " =1= $1"
    games = [
        [
            "% Our own file: the features of PBN 1.0, one game each; no errors.",
            '[Event "?"]',
            '[Site "?"]',
            '[Date "?"]',
            f'[Board "{b1.number}"]',
            '[West "?"]',
            '[North "?"]',
            '[East "?"]',
            '[South "?"]',
            '[Dealer "N"]',
            '[Vulnerable "None"]',
            b1.deal(0),
            '[Scoring "?"]',
            '[Declarer "?"]',
            '[Contract "?"]',
            '[Result "?"]',
        ],
        b1.full(),
        [
            *b1.head(),
            *b1.result(),
            f'[Auction "{SEATS[b1.info.dealer]}"]',
            *rows_of(auction),
            '[Note "1:12-14 sans"]',
            *b1.rows(),
            f'[Score "{b1.score()}"]',
        ],
        out_of_turn,
        [
            '[Event "Het \\"grote\\" toernooi \\\\ dag 1"] [Site "Zeist"]',
            "[Date",
            '"2026.03.05"]',
            f'[Board"{b2.number}"]',
            *b2.head()[4:],
            *b2.result(),
        ],
        ['[Event "#"]', '[Site "#"]', '[Date "#"]', *b5.head()[3:], *b5.result()],
        [
            *b5.head(),
            '[Scoring "MP"]',
            '[Declarer ""]',
            '[Contract "Pass"]',
            '[Result ""]',
            '[Auction "S"]',
            "AP",
        ],
        [*b2.head(), *b2.result(), *b2.auction(), *b2.rows(6), "*", f'[Score "{b2.score()}"]'],
        [
            "; a comment before the first tag",
            *b5.head()[:3],
            "{ a comment between tags }",
            *b5.head()[3:],
            "% an escaped line",
            *b5.full()[11:],
        ],
        [*b1.head()[:9], '[Vulnerable "Love"]', b1.deal(1)],
        [*b2.head()[:9], '[Vulnerable "Both"]', b2.deal(2)],
        [
            *b5.head()[:9],
            '[Vulnerable "-"]',
            f'[Deal "N:{hand_text(b5.hands[0])} - {hand_text(b5.hands[2])} -"]',
        ],
        [
            *b2.head(),
            *b2.result(),
            *b2.auction(),
            f'[Play "{SEATS[b2.first]}"]',
            play_rows(b2.play, b2.first, 1, False)[0] + " =1=",
            *play_rows(b2.play, b2.first)[1:],
            '[Note "1:attitude signal"]',
        ],
        [
            *b1.head(),
            *b1.result(),
            f'[Score "{b1.score()}"]',
            '[ScorePercentage "62.5"]',
            '[Round "3"]',
            '[Section "A"]',
            '[Table "4"]',
            '[Room "Open"]',
            '[Stage "final"]',
            '[Termination "normal"]',
            '[Mode "table"]',
            '[BidSystemNS "Acol"]',
            '[BidSystemEW "SAYC"]',
            '[Annotator "?"]',
            '[AnnotatorNA "?"]',
            '[Application "?"]',
            '[Description "a board with the supplemental tags"]',
            '[FrenchMP "no"]',
            '[Generator "?"]',
            '[PairEW "3"]',
            '[PairNS "8"]',
            '[ScoreIMP "NS 2"]',
            '[ScoreMP "10"]',
            '[Time "20:15:00"]',
            '[UTCDate "2026.03.05"]',
            '[UTCTime "19:15:00"]',
            '[WestNA "?"]',
            '[WestType "human"]',
        ],
    ]
    return numbered(games)


@pbn_file("pbn20_features.pbn")
def pbn20_features() -> list[str]:
    b1, b2, b5 = B1, B2, B5
    plus = []
    for shown in (2, 5, 8):
        plus.append([*b2.head()[3:], *b2.result()[:3], *b2.auction(), *b2.rows(shown), "+"])
    plus.append([*b5.head()[3:], *b5.result()[:3], *b5.auction(), *b5.rows(4), "- - - -", "+"])
    games = [
        [
            "% Our own file: the features of PBN 2.0; no errors.",
            '[Event "##Najaarsdrive"]',
            '[Site "##Zeist"]',
            '[Date "##2026.10.08"]',
            *b1.head()[3:],
            '[Hidden "WNE"]',
        ],
        [*b2.head()[3:], '[Hidden "#"]'],
        [*b5.head()[3:], '[Hidden "#"]'],
        [*b1.head()[3:], *b1.result(), f'[OptimumScore "{signed(analyse(b1.hands, 1).par)}"]'],
        [
            *b1.head()[3:],
            '[Scoring "Rubber"]',
            '[ScoreRubber "NS 120 EW 50"]',
            '[ScoreRubberHistory "NS 0 0 / 120 0 EW 0 0 / 0 50"]',
        ],
        *plus,
        [
            *b1.head()[3:10],
            '[Deal "N:AK... QJ... T9... 87..."]',
            '[Declarer "S"]',
            '[Contract "S"]',
            '[Play "W"]',
            "S8 SK SJ S9",
            "+",
        ],
        [
            *b5.head()[3:10],
            f'[Deal "W:{hand_text(b5.hands[3])} - - -"]',
            '[Declarer "S"]',
            '[Contract "3NT"]',
            '[Play "W"]',
            "+ - - -",
        ],
    ]
    return numbered(games)


@pbn_file("pbn21_features.pbn")
def pbn21_features() -> list[str]:
    hand_record = Board("features 21", 1, Contract(1, "NT", "", 0))
    a = analyse(hand_record.hands, 1)
    rng = random.Random("features 21 played")
    while True:  # a deal where North's 5CX makes after four tricks of sensible play
        hands = deal(rng)
        contract = Contract(5, "C", "X", 0)
        play = play_out(hands, 0, "C", rng)
        if declarer_tricks(play, 0) == 11 and declarer_tricks(play, 0, 4) >= 2:
            break
    first = 1
    auction = ["1H", "2C", "3H", "4C", "Pass", "5C", "X", "Pass", "Pass", "Pass"]
    games = [
        [
            "%",
            "% Our own file: the features of PBN 2.1; no errors.",
            "%",
            '[Event "?"]',
            '[Site "?"]',
            '[Date "?"]',
            '[Board "1"]',
            '[West "?"]',
            '[North "?"]',
            '[East "?"]',
            '[South "?"]',
            '[Dealer "N"]',
            '[Vulnerable "-"]',
            hand_record.deal(0),
            '[Scoring "?"]',
            '[Declarer "?"]',
            '[Contract "?"]',
            '[Result "?"]',
            f'[OptimumScore "{signed(a.par)}"]',
            '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
            *optimum_table(a),
        ],
        [
            '[Event "Meesterklasse 2026"]',
            '[Site "Den Haag"]',
            '[Date "2026.01.15"]',
            '[Round "2"]',
            '[Board "16"]',
            '[West "Aal"]',
            '[North "Baars"]',
            '[East "Carper"]',
            '[South "Dobber"]',
            '[Dealer "W"]',
            '[Vulnerable "EW"]',
            f'[Deal "{deal_text(hands, 3)}"]',
            '[Declarer "N"]',
            f'[Contract "{contract.tag()}"]',
            '[Auction "W"]',
            *rows_of(auction),
            '[Play "E"]',
            *play_rows(play, first, 4, False),
            "*",
            '[Result "NS 11"]',
            '[Score "NS +550"]',
            '[ScoreIMP "NS +10"]',
            '[OptimumPlayTable "S\\8R;H\\8R;D\\8R;C\\8R"]',
            *(
                " ".join(f"{s or '-':<8}" for s in hand_text(hands[seat]).split(".")).rstrip()
                for seat in range(4)
            ),
        ],
    ]
    return numbered(games)


def variant(lines: list[str], old: str, new: str | list[str]) -> list[str]:
    """``lines`` with the line starting ``old`` replaced (by several lines, or removed)."""
    i = next(n for n, line in enumerate(lines) if line == old or line.startswith(old + " "))
    return [*lines[:i], *([new] if isinstance(new, str) else new), *lines[i + 1 :]]


@pbn_file("pbn10_errors.pbn")
def pbn10_errors() -> list[str]:
    """One error against PBN 1.0 a game, each said in the game's first comment."""
    b1, b2 = B1, B2
    hand = [*b1.head(), *b1.result()]
    played = b2.full()
    rows = b2.rows()
    first_row = rows[1].split()
    wrong_first = [
        *played[: played.index(f'[Auction "{SEATS[b2.info.dealer]}"]')],
        f'[Auction "{SEATS[(b2.info.dealer + 1) % 4]}"]',
        *rows_of(["Pass", *auction_for(b2.contract, b2.info.dealer)])[:-1],
        *rows,
    ]
    west_hand = hand_text(b1.hands[3])
    moved = b1.hands[0][0]
    fourteen = (
        '[Deal "W:'
        + " ".join(
            hand_text(cards)
            for cards in ([*b1.hands[3], moved], b1.hands[0][1:], b1.hands[1], b1.hands[2])
        )
        + '"]'
    )
    cases: list[tuple[str, list[str]]] = [
        ("No error: the game the others vary", hand),
        ("A tag without a value", variant(hand, "[Event", "[Event]")),
        ("A value without quotes", variant(hand, "[Event", "[Event Clubavond]")),
        ("A tab inside a value", variant(hand, "[Event", '[Event "Club\tavond"]')),
        ("A round that is no number", [*hand, '[Round "&"]']),
        ("A date in the wrong form", variant(hand, "[Date", '[Date "26.03.05"]')),
        ("A dealer that is no seat", variant(hand, "[Dealer", '[Dealer "Red"]')),
        ("A vulnerability that does not exist", variant(hand, "[Vulnerable", '[Vulnerable "E"]')),
        ("A rank that does not exist", variant(hand, "[Deal", b1.deal().replace(":", ":x", 1))),
        (
            "A card twice",
            variant(
                hand,
                "[Deal",
                b1.deal().replace(
                    west_hand,
                    west_hand[:-1] + "A" if not west_hand.endswith("A") else west_hand[:-1] + "2",
                ),
            ),
        ),
        ("West has 14 cards, North 12", variant(hand, "[Deal", fourteen)),
        (
            "West has 12 cards",
            variant(
                hand,
                "[Deal",
                f'[Deal "W:{west_hand[:-1]} '
                + " ".join(hand_text(b1.hands[s]) for s in (0, 1, 2))
                + '"]',
            ),
        ),
        (
            "Two hands given, one of 12 cards",
            variant(hand, "[Deal", f'[Deal "W:{west_hand[:-1]} {hand_text(b1.hands[0])} - -"]'),
        ),
        ("A deal without cards", variant(hand, "[Deal", '[Deal "W:- - - -"]')),
        ("A declarer that is no seat", variant(hand, "[Declarer", '[Declarer "Black"]')),
        ("A contract in words", variant(hand, "[Contract", '[Contract "3Notrump"]')),
        ("A result that is no number", variant(hand, "[Result", '[Result "C-2"]')),
        ("Text outside a tag", ["text that belongs to no tag", *hand]),
        ("The auction starts after the dealer", wrong_first),
        (
            "A contract that does not fit the auction",
            [
                *b2.head(),
                *variant(
                    b2.result(), "[Declarer", f'[Declarer "{SEATS[b2.contract.declarer ^ 2]}"]'
                ),
                *b2.auction(),
            ],
        ),
        (
            "An insufficient bid, not marked",
            variant(
                played,
                f'[Auction "{SEATS[b2.info.dealer]}"]',
                [f'[Auction "{SEATS[b2.info.dealer]}"]', "1D 1C"],
            ),
        ),
        (
            "A call that does not exist",
            variant(
                played, rows_of(auction_for(b2.contract, b2.info.dealer))[0], "1Z Pass Pass Pass"
            ),
        ),
        ("A card that does not exist", variant(played, rows[1], swap(rows[1], 0, "SX"))),
        ("A card played twice", variant(played, rows[2], swap(rows[2], 1, first_row[1]))),
        ("A revoke marked where the cards show none", variant(played, rows[1], "^R " + rows[1])),
        ("More than 13 tricks", variant(played, "[Result", '[Result "14"]')),
        ("A score that is no number", [*hand, '[Score "a"]']),
        ("A score with a letter", [*hand, '[Score "10.a"]']),
        ("A line over 80 characters", [*hand, "{" + "x" * 90 + "}"]),
        ("A note without its number", [*played, '[Note "forcing"]']),
        ("A card after the end of play", [*played[:-12], "*", played[-12]]),
        ("Tags the standard does not know", [*hand, '[WestType "robot"]', '[Weather "dry"]']),
    ]
    return numbered([[f"% {what}", *game] for what, game in cases])


@pbn_file("pbn20_errors.pbn")
def pbn20_errors() -> list[str]:
    """One error against PBN 2.0 a game."""
    b2 = B2
    played = b2.full()
    auction = f'[Auction "{SEATS[b2.info.dealer]}"]'
    head = b2.head()
    cases: list[tuple[str, list[str]]] = [
        ("No error: the game the others vary", played),
        ("Two '+' in the play", [*played[:-12], "+", "+"]),
        ("A card after '+'", [*played[:-12], "+", played[-12]]),
        ("A call after '+'", variant(played, auction, [auction, "1C +", "Pass"])),
        ("A width specifier without its number", [*head, '[ActionTable "Rank;Call\\"]', "1 Pass"]),
        ("A width specifier of letters only", [*head, '[ActionTable "Rank;Call\\L"]', "1 Pass"]),
        ("A '[' inside a table", [*head, '[ActionTable "Rank;Call"]', "1  ["]),
        ("A '{' inside a table", [*head, '[ActionTable "Rank;Call"]', "1  {"]),
        (
            "A table row one element short",
            [*head, '[ActionTable "Rank;Call;Percentage;Experts"]', "1 Pass 60 3", "2 1NT 30"],
        ),
        (
            "A score table row one element short",
            [
                *head,
                '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS"]',
                "1 2 4S E 10 -420",
                "3 4 4S E -420",
            ],
        ),
        (
            "Rubber history against vulnerability (no use to arbiter)",
            [
                *head[:9],
                '[Vulnerable "All"]',
                *head[10:],
                '[Scoring "Rubber"]',
                '[ScoreRubberHistory "NS 0 0 / 0 0 EW 0 0 / 0 0"]',
            ],
        ),
    ]
    return numbered([[f"% {what}", *game] for what, game in cases])


@pbn_file("pbn21_errors.pbn")
def pbn21_errors() -> list[str]:
    return numbered(
        [
            [
                "%",
                "% Our own file: errors against PBN 2.1.",
                "%",
                "% A par without its side (read: a bare number is the declaring side's)",
                '[OptimumScore "100"]',
            ],
            ["% A side without its number", '[OptimumScore "EW"]'],
        ]
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which files differ")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, build in sorted(FILES.items()):
        data = build()
        path = OUT / name
        if not path.exists() or path.read_bytes() != data:
            changed.append(name)
            if not args.check:
                path.write_bytes(data)
    print("\n".join(f"{'differs' if args.check else 'written'}: {n}" for n in changed) or "same")
    sys.exit(1 if args.check and changed else 0)
