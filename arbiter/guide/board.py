"""Table data from the board itself: the guide's facts filled from an event's hand record.

When the director walks the guide for a board whose hand record the log holds (from a
call at a table, or from a ruling of that event), the guide knows the deal: the dealer
(filled in, not asked), the vulnerability (shown), and the four hands, so a card input
(the exposed card, the cards played at once) offers the cards of the real hand rather
than all 52, and a card that is not in the offender's hand is named as such.

This module only knows a board and the guide's inputs; finding the board (and deciding
who may see it) is the log's business (:mod:`arbiter.log.web.guide_board`). Nothing
here reads a request or a database.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from arbiter.bridge import Card, Seat
from arbiter.bridge.card import Rank
from arbiter.bridge.denom import Suit
from arbiter.i18n import InputError, Lang

__all__ = ["CARD_INPUTS", "TableBoard", "board_view", "card_choices", "check_cards", "filled_facts"]

#: The table-data inputs whose value is a card or cards of one player's hand: the
#: offender's (who exposed the card, or played the cards at once).
CARD_INPUTS = ("card", "cards")
#: The input that names whose hand those cards come from.
HOLDER_INPUT = "offender"

_PBN_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10}
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)  # as a diagram reads
_VULNERABLE = {
    "none": {"nl": "niemand kwetsbaar", "en": "nobody vulnerable"},
    "NS": {"nl": "NZ kwetsbaar", "en": "NS vulnerable"},
    "EW": {"nl": "OW kwetsbaar", "en": "EW vulnerable"},
    "both": {"nl": "allen kwetsbaar", "en": "all vulnerable"},
}


@dataclass(frozen=True)
class TableBoard:
    """One board as the guide uses it, with where the director came from.

    ``dealer`` and ``vulnerability`` are those the board number fixes; ``hands`` the 13
    cards of each seat from the event's hand record, highest suit and rank first, or
    empty when the event has no hand record for the board (the dealer is still known).
    ``context``: the guide's context parameters that found it (``call_id``, ``event``,
    ``table``, ``board``, ``round``)."""

    board: int
    hands: Mapping[Seat, tuple[Card, ...]] = field(default_factory=dict)
    event: str = ""  # the event's name, shown with the board
    table: int | None = None
    called_at: str = ""  # HH:MM in the club's time, when the board came with a call
    context: tuple[tuple[str, str], ...] = ()
    form_url: str = ""  # the log's ruling form for this board, without the guide
    #: The event's regulation profile: the guide's regulated values (appeal period,
    #: artificial scores, ...) for a walk opened from this board are the event's.
    profile: str = "NBB"

    @classmethod
    def from_record(cls, record: Mapping[str, Any], **extra: Any) -> TableBoard:
        """From a hand record as the log gives it (``arbiter.log.hands.hand_json``:
        ``hands`` per seat letter N/E/S/W and suit letter S/H/D/C, in PBN ranks)."""
        hands = {}
        for letter, suits in record["hands"].items():
            cards = []
            for suit, suit_letter in zip(_SUITS, "SHDC", strict=True):
                cards += [Card(suit, Rank(_PBN_RANKS.get(c) or int(c))) for c in suits[suit_letter]]
            hands[Seat("NESW".index(letter))] = tuple(cards)
        return cls(int(record["board"]), hands, **extra)

    @property
    def dealer(self) -> Seat:
        from arbiter.calc.scoring import board_info

        return board_info(self.board).dealer

    @property
    def vulnerability(self) -> str:
        from arbiter.calc.scoring import board_info

        return board_info(self.board).vulnerability.value

    @property
    def key(self) -> tuple:
        """What a page drawn with this board depends on (the page cache's key)."""
        cards = tuple((int(s), tuple(str(c) for c in cs)) for s, cs in self.hands.items())
        return (self.board, cards, self.event, self.table, self.called_at, self.context,
                self.profile)

    def deal_pbn(self) -> str:
        """The deal as PBN text (``N:AK.Q2.. ...``), for the calculators' deal input; empty
        without a hand record."""
        from arbiter.bridge.deal import Deal

        return Deal.from_hands(self.hands).to_pbn() if self.hands else ""

    def holder(self, card: Card) -> Seat:
        return next(seat for seat, cards in self.hands.items() if card in cards)

    def title(self, lang: Lang) -> str:
        """ "Tafel 3 · spel 7 · 20:14" (what is known of it)."""
        words = {"nl": ("Tafel", "spel", "geroepen"), "en": ("Table", "board", "called")}[lang]
        parts = [f"{words[0]} {self.table}"] if self.table else []
        parts.append(f"{words[1] if parts else words[1].capitalize()} {self.board}")
        if self.called_at:
            parts.append(f"{words[2]} {self.called_at}")
        return " · ".join(parts)

    def vulnerable_text(self, lang: Lang) -> str:
        return _VULNERABLE.get(self.vulnerability, {}).get(lang, self.vulnerability)

    def diagram(self, lang: Lang) -> list[dict[str, Any]]:
        """The four hands for a page: seat (letter, name), and per suit its symbol and the
        ranks as the director reads them (a dash for a void)."""
        out: list[dict[str, Any]] = []
        if not self.hands:
            return out
        for seat in Seat:
            suits = []
            for suit in _SUITS:
                ranks = [c.rank.symbol(lang) for c in self.hands[seat] if c.suit == suit]
                suits.append({"symbol": suit.symbol, "red": suit in (Suit.HEARTS, Suit.DIAMONDS),
                              "ranks": " ".join(ranks) or "—"})  # fmt: skip
            out.append({"seat": seat.abbr(lang), "name": seat.name(lang), "suits": suits,
                        "dealer": seat == self.dealer})  # fmt: skip
        return out


def filled_facts(board: TableBoard, given: Mapping[str, str], lang: Lang) -> dict[str, str]:
    """The table data the board answers that the director has not given: the dealer (as
    the facts screen writes a seat in ``lang``). What was given is never overwritten."""
    out: dict[str, str] = {}
    if not given.get("dealer"):
        out["dealer"] = board.dealer.abbr(lang)
    return out


def card_choices(board: TableBoard, given: Mapping[str, str], lang: Lang) -> dict[str, Any] | None:
    """What a card picker offers: the hands it may take cards from, each as
    ``{"seat", "cards": [text per card, highest suit first]}``. Only the offender's hand
    once the offender is given; all four (the tap on a card then tells the offender)
    while it is not. None without a hand record: the picker offers all 52."""
    if not board.hands:
        return None
    seats = list(Seat)
    holder = _seat(given.get(HOLDER_INPUT, ""))
    if holder is not None:
        seats = [holder]
    return {
        "holder": HOLDER_INPUT,
        "hands": [
            {"seat": s.abbr(lang), "cards": [c.format(lang) for c in board.hands[s]]} for s in seats
        ],
    }


def check_cards(board: TableBoard, facts: Mapping[str, str]) -> None:
    """Refuse a card input that does not fit the deal: a card the offender does not hold
    (or, without an offender, cards from two hands): the director tapped or typed the
    wrong card, and a ruling on a card that was never in the hand is no ruling."""
    if not board.hands:
        return
    holder = _seat(facts.get(HOLDER_INPUT, ""))
    for name in CARD_INPUTS:
        value = facts.get(name)
        if not value:
            continue
        try:
            cards = [Card.parse(part) for part in value.replace(",", " ").split()]
        except InputError:
            continue  # the input's own parser names what is wrong with it
        holders = {board.holder(c) for c in cards}
        if holder is not None and holders - {holder}:
            wrong = next(c for c in cards if board.holder(c) != holder)
            who = board.holder(wrong)
            raise InputError(
                f"{wrong.format('nl')} zit niet in de hand van {holder.name('nl')} "
                f"maar in die van {who.name('nl')} (spel {board.board}).",
                f"{wrong.format('en')} is not in {holder.name('en')}'s hand but in "
                f"{who.name('en')}'s (board {board.board}).",
                accepted=tuple(c.format("nl") for c in board.hands[holder]),
            )
        if holder is None and len(holders) > 1:
            raise InputError(
                f"De kaarten {value} komen uit verschillende handen (spel {board.board}).",
                f"The cards {value} come from different hands (board {board.board}).",
            )


def _seat(text: str) -> Seat | None:
    if not text:
        return None
    try:
        return Seat.parse(text)
    except (InputError, ValueError):
        return None


_WORDS = {
    "nl": {
        "dealer": "gever",
        "hands": "De handen",
        "from": "Uit de spelverdeling van",
        "form": "Vastleggen zonder de gids",
    },
    "en": {
        "dealer": "dealer",
        "hands": "The hands",
        "from": "From the hand record of",
        "form": "Save without the guide",
    },
}


def board_view(board: TableBoard, lang: Lang) -> dict[str, Any]:
    """The board as a guide page shows it above the question: what it is (table, board,
    time called), dealer and vulnerability, the hands folded away, and for the card
    pickers the four hands (``picker``; the page's script keeps to the offender's)."""
    words = _WORDS[lang]
    return {
        "title": board.title(lang),
        "event": board.event,
        "dealer": f"{words['dealer']} {board.dealer.abbr(lang)}",
        "vulnerable": board.vulnerable_text(lang),
        "diagram": board.diagram(lang),
        "hands_label": words["hands"],
        "from_label": words["from"],
        "picker": card_choices(board, {}, lang),
        "form_url": board.form_url,
        "form_label": words["form"],
    }
