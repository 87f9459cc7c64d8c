"""Penalty cards (strafkaarten): minor or major, what the holder must play, declarer's
options when the holder's partner is to lead, and what the information is worth.

The rules are few but directors get them wrong at the table (seed 002: "Verschillende
(leerling) arbiters doen dit fout"), so each step is spelled out with its law:

* Only a defender's card becomes a penalty card; declarer's and dummy's never (48A; a
  card exposed during the auction goes back to the hand of a future declarer or dummy,
  24). One card below honour rank, exposed by accident, is *minor*; an honour, or any
  card exposed by deliberate play, is *major*; with two or more penalty cards all are
  major (50B).
* The holder of a minor penalty card may not play another card below honour rank of its
  suit before it (50C). A major penalty card must be played at the first legal
  opportunity; following suit or a lead restriction comes first (50D1); with two or more
  that can be played, declarer designates (50D1(a), 51A).
* When the holder's partner is to lead and the holder has a *major* penalty card,
  declarer chooses (50D2, 51B): require the suit (its penalty cards are picked up),
  prohibit it for as long as partner keeps the lead (picked up too), or neither (the
  cards stay). With penalty cards in more than one suit, 51B2: require one of the suits
  (only that suit's cards are picked up) or prohibit one or more (those suits' cards are
  picked up).
* Information (50E): from a card on the table, authorized for everyone; from a card
  picked up under 50D2(a), unauthorized for the holder's partner and authorized for
  declarer; after the card is played, the circumstances of its exposure are unauthorized
  for the partner. What a legal play shows is authorized (16A1(a)).

Text is in our own words; the 2017 law text is not copied.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from arbiter.bridge import Card, Suit
from arbiter.i18n import InputError, Text

__all__ = [
    "Allowed",
    "Classification",
    "Info",
    "Option",
    "PenaltyAdvice",
    "PenaltyCard",
    "advise",
    "allowed_plays",
    "classify",
    "information",
]

Owner = Literal["defender", "declarer", "dummy"]
Kind = Literal["none", "minor", "major"]
Phase = Literal["play", "auction"]
Turn = Literal["holder_plays", "holder_leads", "partner_leads"]
InfoSource = Literal["on_table", "requirement", "picked_up", "after_played", "legal_play"]
Status = Literal["authorized", "unauthorized"]

OWNERS: tuple[Owner, ...] = ("defender", "declarer", "dummy")
TURNS: tuple[Turn, ...] = ("holder_plays", "holder_leads", "partner_leads")


def _cards_text(cards: Iterable[Card], lang: Literal["nl", "en"]) -> str:
    return " ".join(card.format(lang) for card in cards)


def _suits_text(suits: Iterable[Suit]) -> str:
    return "".join(suit.symbol for suit in suits)


@dataclass(frozen=True, slots=True)
class PenaltyCard:
    """A defender's card face up on the table as a penalty card."""

    card: Card
    major: bool

    @property
    def kind(self) -> Kind:
        return "major" if self.major else "minor"


# -- minor or major (48A, 24, 50B) --------------------------------------------------------


@dataclass(frozen=True)
class Classification:
    """What exposed cards become, with the reason for each and the laws."""

    kind: Kind  # "none" when no penalty card results
    penalty_cards: tuple[PenaltyCard, ...]  # all the holder's penalty cards, existing too
    reasons: tuple[Text, ...]
    laws: tuple[str, ...]
    partner_must_pass: bool = False  # during the auction: 24B/24C


def _unique(cards: Sequence[Card], what: Text) -> None:
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise InputError(
                f"{card.format('nl')} staat twee keer bij {what['nl']}.",
                f"{card.format('en')} is listed twice in {what['en']}.",
            )
        seen.add(card)


def classify(
    cards: Sequence[Card],
    *,
    deliberate: bool = False,
    owner: Owner = "defender",
    phase: Phase = "play",
    existing: Sequence[Card] = (),
) -> Classification:
    """Classify exposed ``cards`` of one player (50B), given his ``existing`` penalty cards.

    ``owner`` is the player's role in the play (for a card exposed during the auction:
    the role he ends up with). ``deliberate`` means exposed by deliberate play, such as
    a lead out of turn or a corrected revoke (or, during the auction, a card led
    prematurely).
    """
    if owner not in OWNERS:
        raise InputError(
            f"Onbekende eigenaar '{owner}'.", f"Unknown owner '{owner}'.", accepted=OWNERS
        )
    if phase not in ("play", "auction"):
        raise InputError(
            f"Onbekende fase '{phase}'.", f"Unknown phase '{phase}'.", accepted=("play", "auction")
        )
    cards = tuple(cards)
    existing = tuple(existing)
    if not cards:
        raise InputError("Geen getoonde kaart opgegeven.", "No exposed card given.")
    _unique((*existing, *cards), Text.of("de kaarten", "the cards"))
    reasons: list[Text] = []
    laws: list[str] = []
    partner_must_pass = False
    if phase == "auction":
        laws.append("24")
        partner_must_pass = len(cards) >= 2 or deliberate or any(c.is_honour for c in cards)
        if partner_must_pass:
            laws.append("24C" if len(cards) >= 2 else "24B")
            reasons.append(
                Text.of(
                    "Tijdens het bieden: de partner van de overtreder moet de eerstvolgende "
                    "keer passen (een honneur, een voortijdig voorgespeelde kaart of twee of "
                    "meer kaarten, 24B/24C). De kaarten blijven open liggen tot het einde van "
                    "het bieden.",
                    "During the auction: the offender's partner must pass at his next turn "
                    "(an honour, a card led prematurely, or two or more cards, 24B/24C). The "
                    "cards stay face up until the auction ends.",
                )
            )
        else:
            reasons.append(
                Text.of(
                    "Tijdens het bieden: één lage kaart, niet voorgespeeld; verder geen "
                    "rechtzetting tijdens het bieden (24A). De kaart blijft open liggen tot "
                    "het einde van het bieden.",
                    "During the auction: a single low card, not led; no further rectification "
                    "during the auction (24A). The card stays face up until the auction ends.",
                )
            )
    if owner != "defender":
        who_nl = "de leider" if owner == "declarer" else "de blinde"
        who_en = owner
        if phase == "auction":
            reasons.append(
                Text.of(
                    f"De eigenaar wordt {who_nl}: de kaarten gaan terug in de hand, geen "
                    "strafkaart (24).",
                    f"The owner becomes {who_en}: the cards go back to the hand, no penalty "
                    "card (24).",
                )
            )
        else:
            laws.append("48A")
            reasons.append(
                Text.of(
                    f"Een kaart van {who_nl} wordt nooit een strafkaart; geen rechtzetting (48A).",
                    f"A card of {who_en} never becomes a penalty card; no rectification (48A).",
                )
            )
        return Classification("none", (), tuple(reasons), tuple(laws), partner_must_pass)

    laws.append("50B")
    if phase == "auction":
        reasons.append(
            Text.of(
                "De eigenaar wordt tegenspeler: elke getoonde kaart wordt een strafkaart (24).",
                "The owner becomes a defender: every exposed card becomes a penalty card (24).",
            )
        )
    total = len(existing) + len(cards)
    if total >= 2:
        kind: Kind = "major"
        reasons.append(
            Text.of(
                f"Deze speler heeft {total} strafkaarten: dan zijn ze allemaal groot (50B).",
                f"This player has {total} penalty cards: then all of them are major (50B).",
            )
        )
    else:
        card = cards[0]
        if card.is_honour:
            kind = "major"
            reasons.append(
                Text.of(
                    f"{card.format('nl')} is een honneur: grote strafkaart (50B).",
                    f"{card.format('en')} is an honour: major penalty card (50B).",
                )
            )
        elif deliberate:
            kind = "major"
            reasons.append(
                Text.of(
                    "Getoond door doelbewust te spelen (zoals voorspelen voor de beurt of een "
                    "herstelde verzaking): grote strafkaart (50B).",
                    "Exposed through deliberate play (such as a lead out of turn or a corrected "
                    "revoke): major penalty card (50B).",
                )
            )
        else:
            kind = "minor"
            reasons.append(
                Text.of(
                    f"{card.format('nl')} is één kaart lager dan een honneur, per ongeluk "
                    "getoond: kleine strafkaart (50B).",
                    f"{card.format('en')} is a single card below honour rank, exposed by "
                    "accident: minor penalty card (50B).",
                )
            )
    major = kind == "major"
    penalty = tuple(PenaltyCard(c, major) for c in (*existing, *cards))
    return Classification(kind, penalty, tuple(reasons), tuple(laws), partner_must_pass)


# -- what the holder may play (50C, 50D1, 51A) ----------------------------------------------


@dataclass(frozen=True)
class Allowed:
    """The cards the holder may play now, and whether declarer picks among them."""

    cards: frozenset[Card]
    declarer_designates: bool
    reason: Text
    laws: tuple[str, ...]

    def allows(self, card: Card) -> bool:
        return card in self.cards


def _check_penalty(cards: Sequence[PenaltyCard]) -> tuple[PenaltyCard, ...]:
    cards = tuple(cards)
    _unique([p.card for p in cards], Text.of("de strafkaarten", "the penalty cards"))
    if len(cards) >= 2 and not all(p.major for p in cards):
        # 50B: two or more penalty cards are all major
        cards = tuple(PenaltyCard(p.card, True) for p in cards)
    return cards


def allowed_plays(
    penalty: Sequence[PenaltyCard], hand: Iterable[Card], suit_led: Suit | None = None
) -> Allowed:
    """Which of ``hand`` the holder may play (lead when ``suit_led`` is ``None``).

    ``hand`` is his cards; the penalty cards belong to it and are added if missing.
    """
    penalty = _check_penalty(penalty)
    cards = frozenset(hand) | {p.card for p in penalty}
    legal = cards
    if suit_led is not None:
        follow = frozenset(c for c in cards if c.suit is suit_led)
        legal = follow or cards
    if not penalty:
        return Allowed(
            legal,
            False,
            Text.of(
                "Geen strafkaart: elke reglementaire kaart.", "No penalty card: any legal card."
            ),
            ("44",),
        )
    if not penalty[0].major:
        minor = penalty[0].card
        barred = frozenset(
            c for c in legal if c.suit is minor.suit and not c.is_honour and c != minor
        )
        return Allowed(
            legal - barred,
            False,
            Text.of(
                f"Kleine strafkaart {minor.format('nl')}: geen andere lage "
                f"{minor.suit.name('nl')} vóór de strafkaart; een honneur of een andere kleur "
                "mag wel (50C).",
                f"Minor penalty card {minor.format('en')}: no other low "
                f"{minor.suit.name('en')} before the penalty card; an honour or another suit "
                "is allowed (50C).",
            ),
            ("50C",),
        )
    majors = frozenset(p.card for p in penalty)
    playable = majors & legal
    if not playable:
        return Allowed(
            legal,
            False,
            Text.of(
                "Kleur bekennen gaat voor: de grote strafkaart blijft open liggen en wordt bij "
                "de eerstvolgende reglementaire gelegenheid gespeeld (50D1(b)).",
                "Following suit comes first: the major penalty card stays face up and is played "
                "at the next legal opportunity (50D1(b)).",
            ),
            ("50D1(b)",),
        )
    several = len(playable) >= 2
    laws = ("50D1(a)", "51A") if several else ("50D1(a)",)
    return Allowed(
        playable,
        several,
        Text.of(
            "Een grote strafkaart moet bij de eerste reglementaire gelegenheid gespeeld worden "
            "(voorspelen, bekennen, afgooien of troeven, 50D1(a))"
            + ("; de leider wijst aan welke (51A)." if several else "."),
            "A major penalty card must be played at the first legal opportunity (leading, "
            "following suit, discarding or ruffing, 50D1(a))"
            + ("; declarer designates which (51A)." if several else "."),
        ),
        laws,
    )


# -- declarer's options when the holder's partner is to lead (50D2, 51B) -----------------------


@dataclass(frozen=True)
class Option:
    """One choice for declarer when the holder's partner is to lead."""

    id: str  # "require:♣", "prohibit:♣♦", "none"
    action: Literal["require", "prohibit", "no_restriction"]
    suits: tuple[Suit, ...]
    picked_up: tuple[Card, ...]  # no longer penalty cards: back into the hand
    remaining: tuple[PenaltyCard, ...]  # still penalty cards on the table
    lasts: Literal["this_lead", "while_partner_retains_lead", "while_cards_remain"]
    text: Text
    consequences: Text
    laws: tuple[str, ...]

    def applies_to_next_lead(self, partner_retained_lead: bool) -> bool:
        """Whether the restriction still binds partner's next lead (prohibition: while he
        keeps the lead, 50D2(a); a requirement is for this lead only)."""
        return self.action == "prohibit" and partner_retained_lead


def _options(penalty: tuple[PenaltyCard, ...]) -> tuple[Option, ...]:
    suits = tuple(sorted({p.card.suit for p in penalty}, reverse=True))
    several_suits = len(suits) > 1
    several_cards = len(penalty) > 1
    options: list[Option] = []
    for suit in suits:
        picked = tuple(p.card for p in penalty if p.card.suit is suit)
        left = tuple(p for p in penalty if p.card.suit is not suit)
        laws = (
            ("51B2(a)", "51B1(a)")
            if several_suits
            else (("51B1(a)",) if several_cards else ("50D2(a)",))
        )
        options.append(
            Option(
                f"require:{suit.symbol}",
                "require",
                (suit,),
                picked,
                left,
                "this_lead",
                Text.of(
                    f"Eisen dat de partner {suit.name('nl')} voorspeelt.",
                    f"Require partner to lead {suit.name('en')}.",
                ),
                _picked_up_text(picked, left, lasts=None),
                laws,
            )
        )
    prohibit_sets = (
        [combo for size in range(1, len(suits) + 1) for combo in combinations(suits, size)]
        if several_suits
        else [(s,) for s in suits]
    )
    for combo in prohibit_sets:
        picked = tuple(p.card for p in penalty if p.card.suit in combo)
        left = tuple(p for p in penalty if p.card.suit not in combo)
        laws = ("51B2(b)",) if several_suits else (("51B1(b)",) if several_cards else ("50D2(a)",))
        names_nl = " en ".join(s.name("nl") for s in combo)
        names_en = " and ".join(s.name("en") for s in combo)
        options.append(
            Option(
                f"prohibit:{_suits_text(combo)}",
                "prohibit",
                combo,
                picked,
                left,
                "while_partner_retains_lead",
                Text.of(
                    f"Verbieden dat de partner {names_nl} voorspeelt, zolang hij aan slag blijft.",
                    f"Prohibit partner from leading {names_en} for as long as he keeps the lead.",
                ),
                _picked_up_text(picked, left, lasts=True),
                laws,
            )
        )
    options.append(
        Option(
            "none",
            "no_restriction",
            (),
            (),
            penalty,
            "while_cards_remain",
            Text.of(
                "Niets eisen of verbieden: de partner speelt voor wat hij wil.",
                "Neither require nor prohibit: partner leads any card.",
            ),
            Text.of(
                f"De strafkaart(en) {_cards_text((p.card for p in penalty), 'nl')} blijven "
                "liggen, met alle plichten; komt de partner opnieuw aan slag terwijl ze er "
                "nog liggen, dan kiest de leider opnieuw (50D2(b)).",
                f"The penalty card(s) {_cards_text((p.card for p in penalty), 'en')} stay on "
                "the table with all duties; if partner gets the lead again while they are "
                "there, declarer chooses again (50D2(b)).",
            ),
            ("51B2(c)",) if several_suits else ("50D2(b)",),
        )
    )
    return tuple(options)


def _picked_up_text(
    picked: tuple[Card, ...], left: tuple[PenaltyCard, ...], lasts: bool | None
) -> Text:
    nl = [
        f"{_cards_text(picked, 'nl')} "
        + (
            "is geen strafkaart meer en gaat"
            if len(picked) == 1
            else "zijn geen strafkaarten meer en gaan"
        )
        + " terug in de hand; de houder mag in die slag elke reglementaire kaart spelen.",
    ]
    en = [
        f"{_cards_text(picked, 'en')} "
        + (
            "is no longer a penalty card and goes"
            if len(picked) == 1
            else "are no longer penalty cards and go"
        )
        + " back into the hand; the holder may play any legal card to that trick.",
    ]
    if lasts:
        nl.append("Het verbod geldt zolang de partner aan slag blijft.")
        en.append("The prohibition lasts for as long as partner keeps the lead.")
    if left:
        nl.append(f"Blijft strafkaart: {_cards_text((p.card for p in left), 'nl')}.")
        en.append(f"Still a penalty card: {_cards_text((p.card for p in left), 'en')}.")
    nl.append(
        "Wat de partner van de opgenomen kaart weet, is voor hem ongeoorloofde informatie; "
        "voor de leider geoorloofd (50E2)."
    )
    en.append(
        "What partner knows from the card picked up is unauthorized information for him; "
        "for declarer it is authorized (50E2)."
    )
    return Text.of(" ".join(nl), " ".join(en))


# -- information (50E) ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Info:
    """Whether information is authorized, for the holder's partner and for declarer."""

    source: InfoSource
    partner: Status
    declarer: Status
    text: Text
    laws: tuple[str, ...]


_INFO: dict[InfoSource, Info] = {
    "on_table": Info(
        "on_table",
        "authorized",
        "authorized",
        Text.of(
            "Een strafkaart die op tafel ligt: geoorloofde informatie voor alle spelers (50E1).",
            "A penalty card on the table: authorized information for all players (50E1).",
        ),
        ("50E1",),
    ),
    "requirement": Info(
        "requirement",
        "authorized",
        "authorized",
        Text.of(
            "Dat de strafkaart gespeeld moet worden, en andere plichten die erbij horen: "
            "geoorloofd voor alle spelers (50E1).",
            "That the penalty card must be played, and the other duties that come with it: "
            "authorized for all players (50E1).",
        ),
        ("50E1",),
    ),
    "picked_up": Info(
        "picked_up",
        "unauthorized",
        "authorized",
        Text.of(
            "Een strafkaart die weer is opgenomen (50D2(a)): ongeoorloofd voor de partner van "
            "de houder, geoorloofd voor de leider (50E2, 16C).",
            "A penalty card picked up again (50D2(a)): unauthorized for the holder's partner, "
            "authorized for declarer (50E2, 16C).",
        ),
        ("50E2", "16C"),
    ),
    "after_played": Info(
        "after_played",
        "unauthorized",
        "authorized",
        Text.of(
            "Na het spelen van de strafkaart: hoe de strafkaart ontstond is ongeoorloofd voor "
            "de partner van de houder (50E3).",
            "Once the penalty card is played: how it came about is unauthorized for the "
            "holder's partner (50E3).",
        ),
        ("50E3",),
    ),
    "legal_play": Info(
        "legal_play",
        "authorized",
        "authorized",
        Text.of(
            "Wat een reglementair gespeelde kaart laat zien, ook als een speler een "
            "voorspeelopdracht niet kon uitvoeren (59): geoorloofd (16A1(a)).",
            "What a legally played card shows, also when a player could not follow a lead "
            "instruction (59): authorized (16A1(a)).",
        ),
        ("16A1(a)", "59"),
    ),
}
INFO_SOURCES: tuple[InfoSource, ...] = tuple(_INFO)


def information(source: InfoSource) -> Info:
    """Whether information from ``source`` is authorized, and for whom (50E, 16)."""
    try:
        return _INFO[source]
    except KeyError:
        raise InputError(
            f"Onbekende informatiebron '{source}'.",
            f"Unknown information source '{source}'.",
            accepted=INFO_SOURCES,
        ) from None


# -- the whole picture for a state -----------------------------------------------------------


@dataclass(frozen=True)
class PenaltyAdvice:
    """What happens now: the holder's duties, declarer's options, and when to leave."""

    turn: Turn
    penalty_cards: tuple[PenaltyCard, ...]
    duties: tuple[Text, ...]
    options: tuple[Option, ...]  # declarer's choice (50D2, 51B); empty: no choice
    allowed: Allowed | None  # when the holder's hand was given
    partner_options: tuple[Option, ...]  # holder leads, his partner has major penalty cards
    laws: tuple[str, ...]
    leave: Text


def advise(
    penalty: Sequence[PenaltyCard],
    turn: Turn,
    *,
    hand: Iterable[Card] | None = None,
    suit_led: Suit | None = None,
    partner_penalty: Sequence[PenaltyCard] = (),
) -> PenaltyAdvice:
    """The holder's duties and declarer's options for ``turn``.

    ``turn``: the holder is to play to a trick (``holder_plays``), to lead
    (``holder_leads``), or his partner is to lead (``partner_leads``). With ``hand`` the
    cards he may play are worked out too. ``partner_penalty``: the partner's own penalty
    cards, when both defenders have some (seed 002: the lead restriction for the
    partner's card comes first).
    """
    if turn not in TURNS:
        raise InputError(f"Onbekende beurt '{turn}'.", f"Unknown turn '{turn}'.", accepted=TURNS)
    penalty = _check_penalty(penalty)
    partner_penalty = _check_penalty(partner_penalty)
    if not penalty:
        raise InputError("Geen strafkaart opgegeven.", "No penalty card given.")
    major = penalty[0].major
    duties: list[Text] = []
    laws: list[str] = []
    options: tuple[Option, ...] = ()
    partner_options: tuple[Option, ...] = ()
    allowed = None
    if turn == "partner_leads":
        if major:
            options = _options(penalty)
            laws += ["50D2", *(["51B"] if len(penalty) > 1 else [])]
            duties.append(
                Text.of(
                    "De partner mag pas voorspelen als de leider zijn keuze heeft gemaakt; "
                    "speelt hij eerder voor, dan is artikel 49 van toepassing (50D2).",
                    "Partner may not lead until declarer has made his choice; if he leads "
                    "early, Law 49 applies (50D2).",
                )
            )
            duties.append(
                Text.of(
                    "Kan de partner niet voorspelen zoals geëist, dan speelt hij wat hij wil (59).",
                    "If partner cannot lead as required, he may play any card (59).",
                )
            )
        else:
            laws.append("50C")
            duties.append(
                Text.of(
                    "Kleine strafkaart: de partner heeft geen voorspeelbeperking en de leider "
                    "geen keuze (50C); wel geldt 50E voor de informatie.",
                    "Minor penalty card: partner has no lead restriction and declarer no choice "
                    "(50C); 50E still governs the information.",
                )
            )
    else:
        if partner_penalty and turn == "holder_leads" and partner_penalty[0].major:
            partner_options = _options(partner_penalty)
            laws += ["50D2", "50D1(b)"]
            duties.append(
                Text.of(
                    "Ook de partner heeft een grote strafkaart: eerst kiest de leider zijn "
                    "voorspeelbeperking voor die kaart (50D2); die gaat vóór het spelen van de "
                    "eigen strafkaart (50D1(b)).",
                    "Partner also has a major penalty card: declarer first chooses his lead "
                    "restriction for that card (50D2); it comes before playing one's own "
                    "penalty card (50D1(b)).",
                )
            )
        if major:
            laws += ["50D1(a)", "50D1(b)", *(["51A"] if len(penalty) > 1 else [])]
            duties.append(
                Text.of(
                    "De grote strafkaart moet bij de eerste reglementaire gelegenheid gespeeld "
                    "worden: voorspelen, bekennen, afgooien of troeven (50D1(a)).",
                    "The major penalty card must be played at the first legal opportunity: "
                    "leading, following suit, discarding or ruffing (50D1(a)).",
                )
            )
            duties.append(
                Text.of(
                    "Kleur bekennen en een voorspeelbeperking gaan voor; de strafkaart blijft "
                    "dan liggen voor de volgende gelegenheid (50D1(b)).",
                    "Following suit and a lead restriction come first; the penalty card then "
                    "stays for the next opportunity (50D1(b)).",
                )
            )
            if len(penalty) > 1:
                duties.append(
                    Text.of(
                        "Kunnen twee of meer strafkaarten reglementair gespeeld worden, dan "
                        "wijst de leider aan welke (51A).",
                        "If two or more penalty cards can legally be played, declarer "
                        "designates which (51A).",
                    )
                )
        else:
            laws.append("50C")
            card = penalty[0].card
            duties.append(
                Text.of(
                    f"Kleine strafkaart {card.format('nl')}: eerst de strafkaart, vóór een "
                    f"andere lage {card.suit.name('nl')}; een honneur of een andere kleur mag "
                    "wel (50C).",
                    f"Minor penalty card {card.format('en')}: the penalty card first, before "
                    f"another low {card.suit.name('en')}; an honour or another suit is allowed "
                    "(50C).",
                )
            )
        if hand is not None:
            allowed = allowed_plays(penalty, hand, suit_led if turn == "holder_plays" else None)
    leave = Text.of(
        "Blijf aan tafel tot de strafkaart gespeeld of opgenomen is en een verbod voorbij is "
        "(de partner is niet meer aan slag).",
        "Stay at the table until the penalty card has been played or picked up and any "
        "prohibition has ended (partner no longer on lead).",
    )
    return PenaltyAdvice(
        turn,
        penalty,
        tuple(duties),
        options,
        allowed,
        partner_options,
        tuple(dict.fromkeys(laws)),
        leave,
    )
