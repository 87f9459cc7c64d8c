"""How a calculator is declared, once: its inputs and the function that computes it.

Every shell is generated from a :class:`Calculator`: the command line's arguments and
``--help`` (:mod:`arbiter.cli.calc`), the web form and the JSON API with its OpenAPI schema
(:mod:`arbiter.web.calculators`), and the argument tables of ``docs/calc.md``
(``scripts/calc_doc.py``). So the shells hold no calculator logic and cannot disagree.

An :class:`Input` says *what* a value is (a seat, a card, a whole number between two
bounds, one of a few choices), not how a shell asks for it: the phone form renders each
kind as its own tap control, the command line as a flag. Every value arrives as text (or a
list of texts, or a bool), whichever shell it came from; :meth:`Calculator.read` checks it
and turns it into the typed value the calculator's function takes, with one message per
mistake in Dutch and English, the same in every shell.

Light on purpose: the command line imports this for ``arbiter calc score``, so nothing
heavy (endplay, pydantic, fastapi) loads here or in a declaration module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from arbiter.i18n import InputError, Lang, Text
from arbiter.kinds import KINDS, Choice, Kind  # noqa: F401 (declared here before)

#: Characters per value: a pasted PBN file of a whole session fits.
MAX_VALUE = 200_000

_TRUE = {"1", "true", "on", "yes", "ja", "y", "j"}
_FALSE = {"", "0", "false", "off", "no", "nee", "n"}

Raw = str | int | float | bool | Sequence[str | int | float] | None


@dataclass(frozen=True)
class Input:
    """One input of a calculator.

    ``parse`` turns the text into the value the calculator's function takes, raising
    :class:`InputError` that says what was wrong; without it the kind decides (a choice
    becomes its value, an int a checked int, anything else stays text). ``default`` is
    text too and is read like a given value. ``many`` inputs are lists (one per line on
    a form, several words on the command line); their ``parse`` gets the whole list.
    """

    name: str
    kind: Kind
    label: Text
    hint: Text
    required: bool = False
    default: str | None = None
    choices: tuple[Choice, ...] | Callable[[], tuple[Choice, ...]] = ()
    minimum: int | None = None
    maximum: int | None = None
    many: bool = False
    positional: bool = False  # the command line takes it as an argument, not a --flag
    words: bool = False  # the value may be written as several words, joined by spaces
    parse: Callable[[Any], Any] | None = None
    noun: Text | None = None  # "Onbekende <noun> 'x'" for a choice
    example: str = ""
    form: bool = True  # False: not on a page (JSON, or a second spelling of another input)
    more: bool = False  # rarely needed: a form folds it away under "more"
    step: int = 1  # a whole number's step on a form's stepper (10 for a score)

    @property
    def flag(self) -> str | None:
        """``--neuberg-of`` for ``neuberg_of``; None for a positional argument."""
        return None if self.positional else "--" + self.name.replace("_", "-")

    def options(self) -> tuple[Choice, ...]:
        """The choices (read now, for a list that comes from data, e.g. the profiles)."""
        return self.choices() if callable(self.choices) else self.choices

    def describe(self, lang: Lang) -> dict[str, Any]:
        """The input as JSON, words in ``lang``: what a form needs to ask for it."""
        return {
            "name": self.name,
            "flag": self.flag,
            "kind": self.kind,
            "required": self.required,
            "multiple": self.many,
            "label": self.label.get_lang(lang),
            "help": self.hint.get_lang(lang),
            "choices": [
                {"value": c.spellings[0], "label": c.label.get_lang(lang)} for c in self.options()
            ],
            "min": self.minimum,
            "max": self.maximum,
            "default": self.default,
            "example": self.example,
        }

    def read(self, raw: Raw) -> Any:
        """The typed value of ``raw`` (text, list of texts, bool or number); None if absent."""
        if self.kind == "bool":
            return _bool(raw, self)
        if self.many:
            items = [item for item in map(_text, _items(raw)) if item.strip()]
            return self._parse(items) if items else self._default()
        if isinstance(raw, list | tuple):
            raw = " ".join(_text(item) for item in raw) if self.words else _last(raw)
        text = "" if raw is None else _text(raw)
        return self._parse(text) if text.strip() else self._default()

    def _default(self) -> Any:
        return None if self.default is None else self._parse(self.default)

    def _parse(self, value: Any) -> Any:
        if self.parse is not None:
            parsed = self.parse(value)
        elif self.kind == "choice":
            parsed = self.choose(value)
        elif self.kind == "int":
            parsed = _int(value, self)
        else:
            parsed = value
        if self.kind == "int":
            self._check_range(parsed)
        return parsed

    def choose(self, text: str) -> str:
        """The value of the choice spelled ``text`` (any case)."""
        key = text.strip().lower()
        for choice in self.options():
            if key in (word.lower() for word in (choice.value, *choice.spellings)):
                return choice.value
        noun = self.noun or Text.of(self.label["nl"].lower(), self.label["en"].lower())
        raise InputError(
            f"Onbekende {noun['nl']} '{text}'.",
            f"Unknown {noun['en']} '{text}'.",
            accepted=tuple(word for choice in self.options() for word in choice.spellings),
        )

    def _check_range(self, value: int) -> None:
        low, high = self.minimum, self.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            raise InputError(
                f"{self.label['nl']}: {value} valt buiten {_range(low, high)}.",
                f"{self.label['en']}: {value} is outside {_range(low, high)}.",
                accepted=(_range(low, high),),
            )


def _range(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"{low}..{high}"
    if low is not None:
        return f"≥ {low}"
    return f"≤ {high}"


def _text(value: Any) -> str:
    text = value if isinstance(value, str) else str(value)
    if len(text) > MAX_VALUE:
        raise InputError(
            "Een waarde is te lang.", "A value is too long.", accepted=(f"≤ {MAX_VALUE}",)
        )
    return text


def _items(raw: Raw) -> list[Any]:
    """A list as given, or one text split into lines (a form's text area)."""
    if raw is None:
        return []
    if isinstance(raw, list | tuple):
        return list(raw)
    return _text(raw).splitlines() if isinstance(raw, str) else [raw]


def _last(values: Sequence[Any]) -> Any:
    return values[-1] if values else None


def _bool(raw: Raw, inp: Input) -> bool:
    if isinstance(raw, list | tuple):
        raw = _last(raw)
    if raw is None or isinstance(raw, bool):
        return bool(raw)
    key = _text(raw).strip().lower()
    if key in _TRUE or key in _FALSE:
        return key in _TRUE
    raise InputError(
        f"{inp.label['nl']}: '{key[:40]}' is geen ja of nee.",
        f"{inp.label['en']}: '{key[:40]}' is not yes or no.",
        accepted=("ja", "nee", "yes", "no", "1", "0"),
    )


def _int(text: str, inp: Input) -> int:
    value = text.strip().replace("−", "-")
    if not value.lstrip("+-").isdigit() or len(value) > 12:
        raise InputError(
            f"{inp.label['nl']}: '{text[:40]}' is geen geheel getal.",
            f"{inp.label['en']}: '{text[:40]}' is not a whole number.",
            accepted=(_range(inp.minimum, inp.maximum),),
        )
    return int(value)


class Outcome(Protocol):
    """What a calculator's function returns: JSON (``--json``) and the text it explains."""

    def as_json(self, lang: Lang) -> dict[str, Any]: ...

    def text(self, lang: Lang) -> str: ...


@dataclass(frozen=True)
class Way:
    """One way into a calculator that has several (an artificial or an assigned score;
    the facts at the table or a PBN file): a form shows one way at a time and sends only
    its inputs. Inputs that no way names belong to every way."""

    name: str
    label: Text
    inputs: tuple[str, ...]


@dataclass(frozen=True)
class Calculator:
    """A calculator: its name (``arbiter calc NAME``, ``/nl/calc/NAME``), its words, its
    inputs and ``compute``, which takes the inputs by name, typed, and returns an
    :class:`Outcome` or raises :class:`InputError`.

    ``one_of`` lists groups of inputs of which exactly one must be given (two sources of
    the same thing: facts or a PBN file). ``serial`` marks a calculator that uses the
    double-dummy solver: the web runs those one at a time, apart from the others.
    ``search`` marks one whose search may take seconds (the claim check): the web gives
    those a lane of their own, so that a double-dummy table never waits behind one.
    ``ways`` (optional) groups the inputs by way in, for a form; the first is the usual one.

    ``page`` names a web template of the calculator's own (it extends ``calc.html``: the
    same form, with tap controls or a result of its own on top); ``page_data`` gives that
    page what it needs beyond the form, from the values as posted and the language.
    """

    name: str
    title: Text
    description: Text
    inputs: tuple[Input, ...]
    compute: Callable[..., Outcome]
    one_of: tuple[tuple[str, ...], ...] = ()
    serial: bool = False
    search: bool = False
    ways: tuple[Way, ...] = ()
    page: str | None = None
    page_data: Callable[[Mapping[str, Raw], Lang], dict[str, Any]] | None = None
    _by_name: dict[str, Input] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_name", {i.name: i for i in self.inputs})

    def input(self, name: str) -> Input:
        return self._by_name[name]

    def describe(self, lang: Lang) -> dict[str, Any]:
        """The calculator and its inputs as JSON, words in ``lang``."""
        return {
            "name": self.name,
            "title": self.title.get_lang(lang),
            "help": self.description.get_lang(lang),
            "params": [inp.describe(lang) for inp in self.inputs],
        }

    def way_of(self, name: str) -> tuple[str, ...]:
        """The ways an input belongs to (empty: every way)."""
        return tuple(way.name for way in self.ways if name in way.inputs)

    def read(self, raw: Mapping[str, Raw], offered: Sequence[str] | None = None) -> dict[str, Any]:
        """The typed inputs for ``compute`` from values as any shell gives them.

        ``offered`` names the inputs the shell shows (a form: one way's inputs); a message
        about a missing choice of inputs then names only those.
        """
        unknown = sorted(set(raw) - set(self._by_name))
        if unknown:
            raise InputError(
                f"Rekenhulp '{self.name}' kent '{unknown[0][:40]}' niet.",
                f"Calculator '{self.name}' has no '{unknown[0][:40]}'.",
                accepted=tuple(sorted(self._by_name)),
            )
        given = {name for name, value in raw.items() if _given(value)}
        for group in self.one_of:
            shown = [n for n in group if offered is None or n in offered or n in given]
            self._check_one_of(tuple(shown) or group, given)
        values: dict[str, Any] = {}
        for inp in self.inputs:
            if inp.required and inp.name not in given:
                raise InputError(
                    f"Vul '{inp.label['nl']}' in ({inp.flag or inp.name}).",
                    f"Fill in '{inp.label['en']}' ({inp.flag or inp.name}).",
                    accepted=(inp.example,) if inp.example else (),
                )
            values[inp.name] = inp.read(raw.get(inp.name))
        return values

    def _check_one_of(self, group: tuple[str, ...], given: set[str]) -> None:
        chosen = [name for name in group if name in given]
        if len(chosen) == 1:
            return
        if len(group) == 1:
            inp = self.input(group[0])
            raise InputError(
                f"Vul '{inp.label['nl']}' in.",
                f"Fill in '{inp.label['en']}'.",
                (inp.example,) if inp.example else (),
            )
        quoted = {lang: " of " if lang == "nl" else " or " for lang in ("nl", "en")}
        nl, en = (quoted[lang].join(f"'{self.input(n).label[lang]}'" for n in group)
                  for lang in ("nl", "en"))  # fmt: skip
        flags = tuple(self.input(n).flag or n for n in group)
        if chosen:
            raise InputError(f"Vul {nl} in, niet allebei.", f"Fill in {en}, not both.", flags)
        raise InputError(f"Vul {nl} in.", f"Fill in {en}.", flags)

    def run(self, raw: Mapping[str, Raw], offered: Sequence[str] | None = None) -> Outcome:
        """Read the values and compute; :class:`InputError` for anything wrong."""
        return self.compute(**self.read(raw, offered))

    def argv(self, raw: Mapping[str, Raw]) -> list[str]:
        """The command line these values stand for (a PBN text is read from stdin: ``-``)."""
        out: list[str] = []
        positional: list[str] = []
        for inp in self.inputs:
            value = raw.get(inp.name)
            if not _given(value):
                continue
            if inp.kind == "bool":
                if _bool(value, inp):
                    out.append(inp.flag or inp.name)
                continue
            items = [t for t in map(_text, _items(value) if inp.many else [value]) if t.strip()]
            if inp.kind == "pbn":
                items = ["-"]
            elif isinstance(value, list | tuple) and not inp.many:
                items = [" ".join(_text(v) for v in value)]
            if inp.flag is None:
                positional += items
            else:
                out += [inp.flag, *items]
        # "--" keeps a positional value that starts with "-" (a score such as -620) a value
        return [*out, "--", *positional] if positional else out


def _given(value: Raw) -> bool:
    if value is None or value is False:
        return False
    if isinstance(value, list | tuple):
        return any(_given(v) for v in value)
    return not (isinstance(value, str) and not value.strip())
