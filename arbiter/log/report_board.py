"""The board in the appeal report: hand diagram, auction and play so far, as the
federations' "report of hand" and "claim diagram" forms show them.

An appeals committee reads a ruling with the deal in front of it. The forms put the four
hands around a centre with board, dealer and vulnerability; the auction in four columns
West, North, East, South, the first call under the dealer; and the play a trick to a line,
the card led marked. This module turns what the log holds into those figures, as small
grids of text (:class:`Grid`) that the print view (``report.html``) and the PDF
(:mod:`arbiter.log.pdf`) both draw, so paper and screen stay alike:

* the diagram from the event's hand record of the ruling's board (when one was imported),
  with the double-dummy table and par when the analysis is done, labelled as help to the
  director's judgement, never as the ruling;
* the auction from the ruling's table data (``dealer``, ``auction``, the irregular
  ``call`` by the ``offender`` and its ``replacement``);
* the play from the table data ``play`` (:mod:`arbiter.bridge.tricks`).

What is not there is left out: no empty boxes. A table-data value that cannot be read (a
topic's inputs changed since) is shown as typed in the table data and left out here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.bridge import Call, Card, Seat
from arbiter.i18n import InputError, Lang
from arbiter.log.labels import words

__all__ = ["Grid", "figures"]

#: The forms' column order: West, North, East, South.
COLUMNS = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
SUITS = ("S", "H", "D", "C")
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
LED = "▸"  # in front of the card led to a trick


@dataclass
class Grid:
    """A small table of text cells (a cell may have several lines).

    ``widths``: each column's width in rem, or None to share the full width equally.
    ``marked``: (row, column) of cells drawn bold (the card led, the irregular call).
    ``plain``: no rules between rows (the diagram). ``first_bold``: every cell's first
    line bold (the seat over a hand). ``notes``: short paragraphs under the grid.
    """

    label: str
    header: tuple[str, ...] | None
    rows: list[tuple[str, ...]]
    widths: tuple[float, ...] | None = None
    marked: set[tuple[int, int]] = field(default_factory=set)
    plain: bool = False
    first_bold: bool = False
    notes: list[str] = field(default_factory=list)


def figures(r: dict[str, Any], hand: dict[str, Any] | None, lang: Lang) -> list[Grid]:
    """The board's figures for ruling ``r`` (a ``LogService.ruling`` record) and the
    event's stored ``hand`` of its board (``HandService.hand``, or None)."""
    facts = dict(r.get("facts") or {})
    out = []
    if hand is not None:
        out.append(diagram(hand, lang))
        dd = dd_grid(hand, lang)
        if dd is not None:
            out.append(dd)
    dealer = _dealer(facts, hand, r.get("board"))
    auction = auction_grid(facts, dealer, lang)
    if auction is not None:
        out.append(auction)
    play = play_grid(facts, hand, lang)
    if play is not None:
        out.append(play)
    return out


# -- the hand diagram ---------------------------------------------------------------------


def _hand_lines(hand: dict[str, Any], seat: str, lang: Lang) -> str:
    from arbiter.log.hands import ranks

    t = words(lang)
    suits = hand["hands"][seat]
    return "\n".join([t(f"seat_{seat}"), *(f"{SYMBOL[s]} {ranks(suits[s], lang)}" for s in SUITS)])


def diagram(hand: dict[str, Any], lang: Lang) -> Grid:
    """The four hands around the centre (board, dealer, vulnerability), North on top."""
    t = words(lang)
    centre = "\n".join(
        [
            f"{t('board')} {hand['board']}",
            f"{t('dealer')}: {t('seat_' + hand['dealer'])}",
            f"{t('vulnerable')}: {t('vul_' + hand['vulnerability'])}",
        ]
    )
    return Grid(
        label=t("report_deal"),
        header=None,
        rows=[
            ("", _hand_lines(hand, "N", lang), ""),
            (_hand_lines(hand, "W", lang), centre, _hand_lines(hand, "E", lang)),
            ("", _hand_lines(hand, "S", lang), ""),
        ],
        plain=True,
        first_bold=True,
    )


def dd_grid(hand: dict[str, Any], lang: Lang) -> Grid | None:
    """Double-dummy tricks per declarer and denomination, and par, when the analysis is
    done; labelled as help to judgement (12C1, 70), not the ruling."""
    analysis = hand.get("analysis") or {}
    if analysis.get("status") != "done" or not analysis.get("tricks"):
        return None
    t = words(lang)
    keys = ("NT", "S", "H", "D", "C")
    header = ("", "SA" if lang == "nl" else "NT", "♠", "♥", "♦", "♣")
    rows = [
        (t(f"seat_{seat}"), *(str(analysis["tricks"][seat][k]) for k in keys))
        for seat in ("N", "S", "E", "W")
    ]
    par = analysis.get("par") or {}
    score = par.get("score") or 0
    contracts = par.get("contracts_nl" if lang == "nl" else "contracts") or []
    par_text = f"{t('par')}: " + t("par_score", score=f"{score:+d}" if score else "0")
    if contracts:
        par_text += f" ({', '.join(contracts)})"
    return Grid(
        label=f"{t('dd')}: {t('dd_tricks')[:1].lower()}{t('dd_tricks')[1:]}",
        header=header,
        rows=rows,
        widths=(6.0, 3.5, 3.5, 3.5, 3.5, 3.5),
        notes=[par_text, t("dd_help")],
    )


# -- the auction ------------------------------------------------------------------------


def _parsed(facts: dict[str, str], name: str) -> Any:
    """A table-data value parsed by its input, or None (missing or unreadable)."""
    from arbiter.guide.facts import INPUTS

    value = facts.get(name)
    if not value:
        return None
    try:
        return INPUTS[name].parse(value)
    except (InputError, ValueError, KeyError):
        return None


def _dealer(facts: dict[str, str], hand: dict[str, Any] | None, board: Any) -> Seat | None:
    """The dealer as the table data give it, else the hand record's, else the board
    number's (Law 2)."""
    seat = _parsed(facts, "dealer")
    if isinstance(seat, Seat):
        return seat
    if hand is not None:
        return Seat("NESW".index(hand["dealer"]))
    try:
        from arbiter.calc.scoring import board_info

        return board_info(int(board)).dealer
    except (InputError, TypeError, ValueError):
        return None


def _column(seat: Seat) -> int:
    return COLUMNS.index(seat)


def auction_grid(facts: dict[str, str], dealer: Seat | None, lang: Lang) -> Grid | None:
    """The calls from the dealer in the forms' four columns; the irregular call (table
    data ``call``) in its maker's column, marked, with a note naming it and what replaced
    it. None when the table data hold no calls."""
    calls = _parsed(facts, "auction") or ()
    irregular = _parsed(facts, "call")
    if dealer is None or not (calls or isinstance(irregular, Call)):
        return None
    t = words(lang)
    cells: list[str] = []
    marked_at = None
    for call in calls:
        cells.append(call.format(lang))
    notes = []
    if isinstance(irregular, Call):
        offender = _parsed(facts, "offender")
        position = len(cells)
        if isinstance(offender, Seat):
            while dealer.after(position) is not offender:
                cells.append("")
                position += 1
        marked_at = position
        cells.append(f"{irregular.format(lang)}*")
        who = f" ({offender.name(lang)})" if isinstance(offender, Seat) else ""
        note = f"* {t('report_irregular')}{who}"
        replacement = _parsed(facts, "replacement")
        if isinstance(replacement, Call):
            note += f"; {t('report_replaced_by')} {replacement.format(lang)}"
        notes.append(note + ".")
    lead = _column(dealer)
    flat = [""] * lead + cells
    flat += [""] * (-len(flat) % 4)
    rows = [tuple(flat[i : i + 4]) for i in range(0, len(flat), 4)]
    marked = set()
    if marked_at is not None:
        index = lead + marked_at
        marked.add((index // 4, index % 4))
    return Grid(
        label=t("report_auction"),
        header=tuple(t(f"seat_{s.abbr('en')}") for s in COLUMNS),
        rows=rows,
        widths=(6.0, 6.0, 6.0, 6.0),
        marked=marked,
        notes=notes,
    )


# -- the play ---------------------------------------------------------------------------


def _owner(hand: dict[str, Any] | None, card: Card) -> Seat | None:
    """Who held ``card`` in the hand record (None without one)."""
    if hand is None:
        return None
    rank = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T"}.get(int(card.rank), str(int(card.rank)))
    suit = "CDHS"[int(card.suit)]  # Suit counts from clubs
    for seat, suits in hand["hands"].items():
        if rank in suits.get(suit, ""):
            return Seat("NESW".index(seat))
    return None


def play_grid(facts: dict[str, str], hand: dict[str, Any] | None, lang: Lang) -> Grid | None:
    """The tricks played so far, a trick to a row: each card under the player who played
    it, the card led marked (▸, bold). The leader of a trick is the one the director
    named, else the holder of its first card in the hand record, else (first trick only)
    declarer's left-hand opponent. A trick whose leader is unknown is shown in order."""
    play = _parsed(facts, "play")
    if play is None:
        return None
    t = words(lang)
    declarer = _parsed(facts, "declarer")
    rows = []
    marked = set()
    unplaced = False
    for number, trick in enumerate(play.tricks, start=1):
        leader = trick.leader or _owner(hand, trick.cards[0])
        if leader is None and number == 1 and isinstance(declarer, Seat):
            leader = declarer.lho
        row = [str(number), "", "", "", ""]
        if leader is None:
            row[1] = " ".join(c.format(lang) for c in trick.cards)
            unplaced = True
        else:
            for i, card in enumerate(trick.cards):
                column = 1 + _column(leader.after(i))
                row[column] = (LED if i == 0 else "") + card.format(lang)
                if i == 0:
                    marked.add((number - 1, column))
        rows.append(tuple(row))
    notes = [t("report_led", mark=LED)]
    if unplaced:
        notes.append(t("report_leader_unknown"))
    return Grid(
        label=t("report_play"),
        header=(t("report_trick"), *(t(f"seat_{s.abbr('en')}") for s in COLUMNS)),
        rows=rows,
        widths=(4.0, 6.0, 6.0, 6.0, 6.0),
        marked=marked,
        notes=notes,
    )
