"""Languages and bilingual text.

Dutch is the first language of the product and English the second. Every text a user
sees exists in both; the content validator checks that. Errors caused by bad input carry
their message in both languages so each shell can answer in the user's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

Lang = Literal["nl", "en"]
LANGS: tuple[Lang, ...] = ("nl", "en")
DEFAULT_LANG: Lang = "nl"


def parse_lang(value: str) -> Lang:
    """Return a language code, accepting ``nl``/``en`` in any case."""
    code = value.strip().lower()
    if code in LANGS:
        return code
    raise InputError(f"Onbekende taal '{value}'.", f"Unknown language '{value}'.", accepted=LANGS)


class Text(dict[str, str]):
    """A text in Dutch and English: ``{"nl": ..., "en": ...}``.

    A dict subclass so that it serialises to JSON as it is; ``get_lang`` falls back to
    Dutch, the language every text is written in first.
    """

    def get_lang(self, lang: Lang) -> str:
        return self.get(lang) or self.get(DEFAULT_LANG, "")

    @classmethod
    def of(cls, nl: str, en: str) -> Text:
        return cls(nl=nl, en=en)


class InputError(ValueError):
    """Bad input from a user: carries the message in both languages.

    Shells catch this, print ``message(lang)`` and exit with code 2. ``accepted`` lists
    the forms that would have been accepted, so the message can say what to type.
    """

    def __init__(self, nl: str, en: str, accepted: Iterable[str] = ()) -> None:
        super().__init__(en)
        self.text = Text.of(nl, en)
        self.accepted = tuple(accepted)

    def message(self, lang: Lang = DEFAULT_LANG) -> str:
        msg = self.text.get_lang(lang)
        if self.accepted:
            label = "Mogelijk" if lang == "nl" else "Accepted"
            msg = f"{msg}\n{label}: {', '.join(self.accepted)}"
        return msg

    def to_json(self, lang: Lang = DEFAULT_LANG) -> Mapping[str, object]:
        return {
            "error": type(self).__name__,
            "message": self.text.get_lang(lang),
            "accepted": list(self.accepted),
        }
