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

One module per step, named for what it holds: :mod:`.card` (the penalty card, shared
checks), :mod:`.classify` (minor or major), :mod:`.plays` (what the holder may play),
:mod:`.options` (declarer's choice), :mod:`.information` (50E) and :mod:`.advice` (the
whole picture); this package gives them under one name.
"""

from __future__ import annotations

from arbiter.calc.penalty.advice import PenaltyAdvice, advise
from arbiter.calc.penalty.card import OWNERS, TURNS, Kind, Owner, PenaltyCard, Phase, Turn
from arbiter.calc.penalty.classify import Classification, classify
from arbiter.calc.penalty.information import INFO_SOURCES, Info, InfoSource, Status, information
from arbiter.calc.penalty.options import Option
from arbiter.calc.penalty.plays import Allowed, allowed_plays

__all__ = [
    "INFO_SOURCES",
    "OWNERS",
    "TURNS",
    "Allowed",
    "Classification",
    "Info",
    "InfoSource",
    "Kind",
    "Option",
    "Owner",
    "PenaltyAdvice",
    "PenaltyCard",
    "Phase",
    "Status",
    "Turn",
    "advise",
    "allowed_plays",
    "classify",
    "information",
]
