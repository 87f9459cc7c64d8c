"""Cards in a director's sentence: "♠K", "K♠", "♥10", "schoppen heer", "de ruiten vrouw",
"hartenaas", "the queen of diamonds", "spade king".

A suit and a rank next to each other make a card, in either order; a suit word and a rank
word may also be one word (Dutch writes "ruitenvrouw"). A rank alone ("de heer") or a suit
alone ("een ruiten") is not a card: the reader does not guess the other half. A digit
before a suit symbol is a call ("2♥"), not a card, except ten ("10♥"), which is no level.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.bridge import Card, Rank, Suit
from arbiter.guide.find.text import Token

_SUITS: dict[str, Suit] = {
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
    "klaveren": Suit.CLUBS, "klaver": Suit.CLUBS, "clubs": Suit.CLUBS, "club": Suit.CLUBS,
    "ruiten": Suit.DIAMONDS, "ruit": Suit.DIAMONDS, "diamonds": Suit.DIAMONDS,
    "diamond": Suit.DIAMONDS, "harten": Suit.HEARTS, "hart": Suit.HEARTS,
    "hearts": Suit.HEARTS, "heart": Suit.HEARTS, "schoppen": Suit.SPADES,
    "schop": Suit.SPADES, "spades": Suit.SPADES, "spade": Suit.SPADES,
}  # fmt: skip
_RANK_WORDS: dict[str, Rank] = {
    "aas": Rank.ACE, "ace": Rank.ACE, "heer": Rank.KING, "king": Rank.KING,
    "vrouw": Rank.QUEEN, "queen": Rank.QUEEN, "boer": Rank.JACK, "jack": Rank.JACK,
    "tien": Rank.TEN, "ten": Rank.TEN, "negen": Rank.NINE, "nine": Rank.NINE,
    "acht": Rank.EIGHT, "eight": Rank.EIGHT, "zeven": Rank.SEVEN, "seven": Rank.SEVEN,
    "zes": Rank.SIX, "six": Rank.SIX, "vijf": Rank.FIVE, "five": Rank.FIVE,
    "vier": Rank.FOUR, "four": Rank.FOUR, "drie": Rank.THREE, "three": Rank.THREE,
    "twee": Rank.TWO, "two": Rank.TWO, "boertje": Rank.JACK, "heertje": Rank.KING,
}  # fmt: skip
#: One-letter ranks, read only right beside a suit symbol ("♠H", "V♠"): alone they are
#: seats, calls' strains or words.
_RANK_LETTERS: dict[str, Rank] = {
    "a": Rank.ACE, "h": Rank.KING, "k": Rank.KING, "v": Rank.QUEEN, "q": Rank.QUEEN,
    "b": Rank.JACK, "j": Rank.JACK, "t": Rank.TEN,
}  # fmt: skip
_SYMBOLS = frozenset("♠♥♦♣")
_LEVELS = frozenset("1234567")


@dataclass(frozen=True, slots=True)
class CardRead:
    """A card and the tokens it was read from (``first`` to ``last``, inclusive)."""

    card: Card
    first: int
    last: int


def _rank(token: Token, beside_symbol: bool) -> Rank | None:
    word = token.word
    if word.isdigit():
        number = int(word)
        return Rank(number) if 2 <= number <= 10 else None
    if word in _RANK_WORDS:
        return _RANK_WORDS[word]
    return _RANK_LETTERS.get(word) if beside_symbol else None


def _touching(a: Token, b: Token) -> bool:
    return a.end == b.start


def _compound(word: str) -> Card | None:
    """ "schoppenheer", "ruitenvrouw", "hartentwee": a suit word and a rank word as one."""
    for suit_word, suit in _SUITS.items():
        if len(suit_word) > 1 and word.startswith(suit_word):
            rest = word[len(suit_word) :]
            if rest in _RANK_WORDS:
                return Card(suit, _RANK_WORDS[rest])
    return None


def read_cards(toks: list[Token], taken: set[int]) -> list[CardRead]:
    """The cards in the tokens, in order; the tokens read are added to ``taken``."""
    found: list[CardRead] = []
    i = 0
    while i < len(toks):
        if i in taken:
            i += 1
            continue
        read = _card_at(toks, i, taken)
        if read is None:
            i += 1
            continue
        found.append(read)
        taken.update(range(read.first, read.last + 1))
        i = read.last + 1
    return found


def _card_at(toks: list[Token], i: int, taken: set[int]) -> CardRead | None:
    tok = toks[i]
    nxt = toks[i + 1] if i + 1 < len(toks) and i + 1 not in taken else None
    after = toks[i + 2] if i + 2 < len(toks) and i + 2 not in taken else None
    if tok.word in _SYMBOLS and nxt is not None:  # ♠K, ♠ 10, ♥aas
        rank = _rank(nxt, beside_symbol=True)
        if rank is not None and not (nxt.word.isdigit() and after and after.word in _SYMBOLS):
            return CardRead(Card(_SUITS[tok.word], rank), i, i + 1)
    if nxt is not None and nxt.word in _SYMBOLS and _touching(tok, nxt):  # K♠, 10♥
        rank = _rank(tok, beside_symbol=True)
        if rank is not None and not (tok.word.isdigit() and rank < Rank.TEN):
            return CardRead(Card(_SUITS[nxt.word], rank), i, i + 1)
    before = toks[i - 1] if i else None
    if tok.word in _SUITS and tok.word not in _SYMBOLS and nxt is not None:  # schoppen heer
        rank = _rank(nxt, beside_symbol=False)
        strain_of_call = before is not None and before.word in _LEVELS  # "1 harten 2 ..."
        call_follows = nxt.word.isdigit() and after is not None and after.word in _SUITS
        if rank is not None and not strain_of_call and not call_follows:
            return CardRead(Card(_SUITS[tok.word], rank), i, i + 1)
    if nxt is not None and nxt.word == "of" and after is not None and after.word in _SUITS:
        rank = _rank(tok, beside_symbol=False)  # the king of spades, the 5 of clubs
        if rank is not None:
            return CardRead(Card(_SUITS[after.word], rank), i, i + 2)
    card = _compound(tok.word)
    return CardRead(card, i, i) if card is not None else None
