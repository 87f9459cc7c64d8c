"""``@record`` behaves like a frozen dataclass where the code relies on it."""

from __future__ import annotations

import pickle

import pytest

from arbiter.record import Factory, FrozenInstanceError, record


@record
class Point:
    x: int
    y: int = 0
    tags: dict = Factory(dict)

    def moved(self, dx: int) -> Point:
        return Point(self.x + dx, self.y)


@record
class Pair:
    a: int
    b: int


def test_positional_keyword_and_defaults():
    assert Point(1).y == 0
    assert Point(1, 2) == Point(x=1, y=2)
    assert Point(1).tags == {} and Point(1).tags is not Point(1).tags
    assert Point(1).moved(2) == Point(3)


def test_frozen_hash_repr_pickle():
    p = Point(1, 2)
    with pytest.raises(FrozenInstanceError):
        p.x = 5
    assert {Pair(1, 2), Pair(1, 2), Pair(2, 1)} == {Pair(1, 2), Pair(2, 1)}
    assert repr(p) == "Point(x=1, y=2, tags={})"
    assert pickle.loads(pickle.dumps(p)) == p
    assert p != (1, 2, {})


@pytest.mark.parametrize(("args", "kwargs"), [((), {}), ((1, 2, {}, 4), {}), ((1,), {"x": 2}),
                                              ((1,), {"z": 2})])
def test_bad_arguments(args, kwargs):
    with pytest.raises(TypeError):
        Point(*args, **kwargs)
