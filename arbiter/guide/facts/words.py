"""Fact values as the director reads them.

A derived fact's values are answer ids (``out_of_turn``, ``lowest_same``); no id may show
in Dutch or English text (issue 10, family 9), so each has its words here: per fact
first, then shared.
"""

from __future__ import annotations

from arbiter.guide.facts.comparable import comparable_options_text
from arbiter.i18n import Lang, Text

#: Fact values in words (they are answer ids: ``out_of_turn``, ``lowest_same``), so that
#: no id shows in Dutch or English text (issue 10, family 9). Per fact first, then shared.
_VALUE_WORDS: dict[str, Text] = {
    "yes": Text.of("ja", "yes"),
    "no": Text.of("nee", "no"),
    "rho": Text.of("RT", "RHO"),
    "lho": Text.of("LT", "LHO"),
    "partner": Text.of("partner", "partner"),
    "pass": Text.of("pas", "pass"),
    "bid": Text.of("bod", "bid"),
    "double": Text.of("doublet", "double"),
    "redouble": Text.of("redoublet", "redouble"),
    "legal": Text.of("reglementair", "legal"),
    "out_of_turn": Text.of("voor de beurt", "out of turn"),
    "insufficient": Text.of("onvoldoende", "insufficient"),
    "inadmissible": Text.of("ontoelaatbaar", "inadmissible"),
    "contract": Text.of("contract", "contract"),
    "passed_out": Text.of("voorbijgepast", "passed out"),
    "open": Text.of("nog open", "still open"),
    "declarer": Text.of("leider", "declarer"),
    "dummy": Text.of("blinde", "dummy"),
    "defender": Text.of("tegenspeler", "defender"),
    "accidental": Text.of("per ongeluk", "accidentally"),
    "deliberate": Text.of("bewust", "deliberately"),
    "offender": Text.of("de overtreder", "the offender"),
    "offender_partner": Text.of("zijn partner", "his partner"),
    "non_offending_side": Text.of("de tegenpartij", "the other side"),
    "comparable": Text.of("vergelijkbaar", "comparable"),
    "several": Text.of("twee of meer", "two or more"),
    "honour": Text.of("één honneur", "one honour"),
    "low": Text.of("één lage kaart", "one low card"),
    "later": Text.of("later", "later"),
    "other": Text.of("niet vergelijkbaar", "not comparable"),
}
_FACT_VALUE_WORDS: dict[str, dict[str, Text]] = {
    # short enough for one row of taps on a phone (the revoke's tap_facts)
    "revoke_trick_won_by": {
        "offender": Text.of("verzaker", "revoker"),
        "offender_partner": Text.of("partner", "partner"),
        "non_offending_side": Text.of("tegenpartij", "opponents"),
    },
    "insufficient_replacement": {
        "lowest_same": Text.of("laagste voldoende bod in dezelfde speelsoort",
                               "lowest sufficient bid in the same denomination"),
        "comparable": Text.of("vergelijkbare bieding", "comparable call"),
        "other": Text.of("ander bod of pas", "another bid or a pass"),
        "double": Text.of("doublet of redoublet, niet vergelijkbaar",
                          "double or redouble, not comparable"),
        "insufficient": Text.of("weer onvoldoende", "insufficient again"),
    },
}


def value_text(name: str, value: str, lang: Lang) -> str:
    """A fact's value in the director's words: a call in the language asked (2NT, not
    2SA), an answer id in words. Unknown values are shown as they are."""
    if name == "lowest_sufficient" and value != "-":
        from arbiter.bridge import Call

        return str(Call.parse(value).format(lang))
    if name == "comparable_options":
        return comparable_options_text(value, lang) if " => " in value else value
    words = _FACT_VALUE_WORDS.get(name, {}).get(value) or _VALUE_WORDS.get(value)
    return value if words is None else words.get_lang(lang)
