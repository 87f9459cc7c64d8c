"""Hand-made cases beyond the worked examples of the sources: (profile, dealer, auction,
call, answers, rule, questions asked). Together with the examples they reach every rule."""

from __future__ import annotations

CASES = [
    # NBB: the four-level rule decides without a question after the first round ...
    ("NBB", "N", "1♥ pas 3♥ pas", "4♣", {}, "level4", 0),
    (
        "NBB",
        "N",
        "1♥ 4♠",
        "X",
        {"meaning": "natural"},
        "level4",
        1,
    ),  # first round: asks whether artificial
    ("NBB", "N", "1♥ 4♠ X", "pas", {"meaning": "natural"}, "level4", 1),
    ("NBB", "N", "4♥ pas pas", "X", {"meaning": "natural"}, "level4", 1),
    ("NBB", "N", "4♥ pas pas X pas", "pas", {}, "level4", 0),  # second round
    ("NBB", "N", "1♥ pas", "4♦", {"meaning": "natural"}, "level4", 1),
    ("NBB", "N", "pas pas 1SA pas", "4♥", {"meaning": "artificial"}, "level4-first-round", 1),
    ("NBB", "N", "1♥", "X", {"double_meaning": "usual"}, "double", 1),
    ("NBB", "N", "1SA 2♦", "X", {"double_meaning": "special"}, "double-special", 1),
    ("NBB", "N", "1♥ X", "XX", {"redouble_strength": "ja"}, "redouble-strength", 1),
    ("NBB", "N", "1♥ X", "XX", {"redouble_strength": "nee"}, "redouble-not-strength", 1),
    ("NBB", "N", "", "1♦", {"short_minor": "yes"}, "short-minor", 1),
    ("NBB", "N", "pas", "1♣", {"short_minor": "no", "meaning": "natural"}, "natural", 2),
    ("NBB", "N", "1♥ pas", "1SA", {"meaning": "natural"}, "natural", 1),  # not an opening
    ("NBB", "N", "", "1SA", {"nt_range": "yes"}, "nt-range", 1),
    ("NBB", "N", "", "1SA", {"nt_range": "no", "meaning": "unexpected"}, "main-rule", 2),
    ("NBB", "N", "1♥", "2♥", {"meaning": "artificial"}, "artificial", 1),  # Michaels
    ("NBB", "N", "1♣ 1♠", "pas", {"meaning": "natural"}, "natural", 1),
    ("NBB", "N", "", "pas", {"meaning": "natural"}, "natural", 1),
    # EBU
    ("EBU", "N", "", "1NT", {"meaning": "natural"}, "nt-opening", 1),
    ("EBU", "N", "", "1NT", {"meaning": "artificial"}, "artificial", 1),
    ("EBU", "N", "2NT pass", "3C", {"nt_response": "stayman"}, "stayman", 1),
    ("EBU", "N", "2NT pass", "3H", {"nt_response": "transfer"}, "transfer", 1),
    ("EBU", "N", "1NT X", "2D", {"meaning": "artificial"}, "artificial", 1),  # intervention
    ("EBU", "N", "1NT pass", "2S", {"meaning": "artificial"}, "artificial", 1),
    ("EBU", "N", "", "2D", {"two_opening": "weak"}, "two-weak", 1),
    ("EBU", "N", "", "2C", {"meaning": "artificial"}, "artificial", 1),
    ("EBU", "N", "", "1D", {"short_minor": "no", "meaning": "natural"}, "natural", 2),
    ("EBU", "N", "1H pass", "2H", {"meaning": "unexpected"}, "unexpected", 1),
    ("EBU", "N", "1NT", "X", {"double_type": "penalty"}, "double-nt-penalty", 1),
    ("EBU", "N", "1NT", "X", {"double_type": "other"}, "double-nt-other", 1),
    ("EBU", "N", "1H 2C", "X", {"doubled_shows_suit": "yes", "double_type": "penalty"},
     "double-suit-other", 2),
    ("EBU", "N", "1H", "X", {"doubled_shows_suit": "yes", "double_type": "takeout"},
     "double-suit-takeout", 2),
    # Blue Book 4B2(d): a double of an artificial bid is alerted unless it shows that suit.
    ("EBU", "N", "2D pass 2H", "X", {"doubled_shows_suit": "no", "double_type": "shows_suit"},
     "double-artificial-shows-suit", 2),
    ("EBU", "N", "1NT pass 2D", "X", {"doubled_shows_suit": "no", "double_type": "penalty"},
     "double-artificial-other", 2),
    # The reply to Stayman and the completion of a transfer: no alert (Blue Book 4E, 4G);
    # another reply, or after intervention, the general rules decide.
    ("EBU", "N", "2NT pass 3C pass", "3D", {"stayman_reply": "yes"}, "stayman-reply", 1),
    ("EBU", "N", "1NT pass 2C pass", "2D", {"stayman_reply": "no", "meaning": "artificial"},
     "artificial", 2),
    ("EBU", "N", "1NT pass 2C X", "2D", {"meaning": "artificial"}, "artificial", 1),
    ("EBU", "N", "2NT pass 3H pass", "3S", {"transfer_completed": "yes"},
     "transfer-completion", 1),
    ("EBU", "N", "1S pass 2S pass", "4H", {}, "above-3nt", 0),
    ("EBU", "N", "1NT pass", "4H", {"meaning": "artificial", "ace_asking": "no"},
     "above-3nt-first-round", 2),
    ("EBU", "N", "1NT pass", "4C", {"meaning": "artificial", "ace_asking": "yes"}, "above-3nt", 2),
    ("EBU", "N", "4S", "X", {"meaning": "natural"}, "above-3nt", 1),
]
