"""``@record``: frozen data classes that cost almost nothing to define.

The guide commands must start in a few tens of milliseconds. ``dataclasses`` imports
``inspect`` and generates code with ``exec`` for every class, which together cost more
than the rest of ``arbiter decide``. A record is declared like a frozen dataclass (field
annotations, class-level defaults, ``Factory(dict)`` for a fresh default), and gets a
keyword/positional ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` and pickling
from generic methods instead of generated ones.
"""

from __future__ import annotations

from collections.abc import Callable


class FrozenInstanceError(AttributeError):
    """Assigning to a field of a record."""


class Factory:
    """A default made fresh for each instance, like ``field(default_factory=...)``."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[], object]) -> None:
        self.make = make


_MISSING = object()


def _init(self, *args, **kwargs) -> None:
    names = type(self)._fields
    if len(args) > len(names):
        raise TypeError(f"{type(self).__name__}() takes {len(names)} arguments")
    values = dict(zip(names, args, strict=False))
    for key, value in kwargs.items():
        if key not in names or key in values:
            raise TypeError(f"{type(self).__name__}() got an unexpected or repeated '{key}'")
        values[key] = value
    defaults = type(self)._defaults
    for name in names:
        if name not in values:
            default = defaults.get(name, _MISSING)
            if default is _MISSING:
                raise TypeError(f"{type(self).__name__}() missing argument '{name}'")
            values[name] = default.make() if isinstance(default, Factory) else default
    object.__setattr__(self, "__dict__", values)


def _setattr(self, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field '{name}'")


def _values(self) -> tuple:
    return tuple(self.__dict__[n] for n in type(self)._fields)


def _eq(self, other: object) -> bool:
    if type(other) is not type(self):
        return NotImplemented
    return _values(self) == _values(other)


def _hash(self) -> int:
    return hash((type(self).__name__, _values(self)))


def _repr(self) -> str:
    inner = ", ".join(f"{n}={self.__dict__[n]!r}" for n in type(self)._fields)
    return f"{type(self).__name__}({inner})"


def _reduce(self):
    return (type(self), _values(self))


def record(cls: type) -> type:
    """Make ``cls`` a frozen record from its annotations (inherited ones first)."""
    fields: list[str] = []
    defaults: dict[str, object] = {}
    for klass in reversed(cls.__mro__):
        # not inspect.get_annotations: importing inspect is what this module avoids
        for name in klass.__dict__.get("__annotations__", {}):  # noqa: RUF063
            if name.startswith("_"):
                continue
            if name not in fields:
                fields.append(name)
            if name in klass.__dict__:
                defaults[name] = klass.__dict__[name]
    for name in defaults:
        if name in cls.__dict__:
            delattr(cls, name)  # the default lives in _defaults, not as a class attribute
    cls._fields = tuple(fields)
    cls._defaults = defaults
    cls.__init__ = _init
    cls.__setattr__ = _setattr
    cls.__eq__ = _eq
    cls.__hash__ = _hash
    cls.__repr__ = _repr
    cls.__reduce__ = _reduce
    return cls
