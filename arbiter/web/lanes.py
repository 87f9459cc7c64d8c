"""The web's double-dummy and claim work: bounded lanes, and each answer kept for reuse.

A double-dummy table takes DDS tens of milliseconds; a claim check may search for seconds
(:data:`arbiter.calc.claim.check.LIMIT_NODES`). With one queue for both, eight claim
checks sent at once (no sign-in needed) held a plain double-dummy table back for over a
minute (issue 24). So:

* **two lanes**: ``dd`` (calculators marked ``serial``: double-dummy tables, weighted
  scores) and ``search`` (those marked ``search``: the claim check). Each runs its jobs
  one at a time in a worker thread of its own; a job in one lane never waits for the
  other lane. (DDS itself is one lock, held per solver call, a few milliseconds; the
  claim search is Python and leaves the double-dummy thread its turns.)
* **bounded**: a lane takes at most ``waiting`` jobs besides the one running, and one
  client (address) at most ``per_client`` jobs in it, running or waiting. More is
  refused at once with :class:`Busy` (HTTP 503, ``Retry-After`` from what is ahead), not
  queued without end.
* **answers kept**: the same calculator with the same input gets the answer already
  found (an outcome or a refusal, such as a claim too large to check) from a bounded
  store (:data:`KEEP` answers, least recently used out); a job asked again while it
  runs is not run twice, the second asker waits for the first answer. An answer depends
  only on the input: DDS and the claim search (bounded by positions, not seconds) give
  the same one each time.

Calculators that use neither run in ordinary worker threads, outside the lanes.
The lanes belong to one process: with several server processes each has its own, and
the bounds hold per process (docs/deploy.md).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import math
import threading
import weakref
from collections import Counter, OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

from arbiter.calc.service.declare import Calculator, Outcome, Raw
from arbiter.i18n import InputError

KEEP = 256  # answers kept for reuse
#: The address of the request being answered (set for every request by
#: :class:`arbiter.web.middleware.Clients`): whose share of a lane a job takes.
CLIENT: contextvars.ContextVar[str] = contextvars.ContextVar("arbiter_client", default="")


@dataclass(frozen=True)
class LaneSize:
    """How much one lane takes: jobs waiting besides the one running, jobs of one client
    (running or waiting), and the seconds a job may take (for ``Retry-After``)."""

    waiting: int
    per_client: int
    seconds: float


SIZES = {
    "dd": LaneSize(waiting=16, per_client=4, seconds=1.0),
    "search": LaneSize(waiting=4, per_client=1, seconds=8.0),
}


class Busy(Exception):
    """The lane is full, for everyone or for this client: HTTP 503 with ``Retry-After``."""

    def __init__(self, lane: str, retry_after: int, mine: bool) -> None:
        super().__init__(lane)
        self.lane = lane
        self.retry_after = retry_after
        self.mine = mine  # this client's own jobs fill its share

    def message(self, lang: str) -> str:
        what = {"dd": ("dubbeldummyberekeningen", "double-dummy analyses"),
                "search": ("claimcontroles", "claim checks")}[self.lane]  # fmt: skip
        if lang == "nl":
            who = ("U hebt er al genoeg lopen" if self.mine
                   else "De server heeft er al genoeg in de wachtrij")  # fmt: skip
            return (f"{who} ({what[0]}). Probeer het over {self.retry_after} seconden "
                    "opnieuw.")  # fmt: skip
        who = ("You have enough running already" if self.mine
               else "The server has enough waiting already")  # fmt: skip
        return f"{who} ({what[1]}). Try again in {self.retry_after} seconds."


class _Kept:
    """The answers found, least recently used out first (shared by every event loop)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[tuple, tuple[bool, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: tuple) -> tuple[bool, Any] | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return found

    def put(self, key: tuple, ok: bool, value: Any) -> None:
        with self._lock:
            self._items[key] = (ok, value)
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


KEPT = _Kept(KEEP)


@dataclass
class _Lane:
    name: str
    size: LaneSize
    slot: anyio.CapacityLimiter = field(default_factory=lambda: anyio.CapacityLimiter(1))
    jobs: int = 0  # running and waiting
    clients: Counter[str] = field(default_factory=Counter)
    running: dict[tuple, asyncio.Future] = field(default_factory=dict)

    def admit(self, client: str) -> None:
        if self.clients[client] >= self.size.per_client:
            raise Busy(self.name, self._retry(self.clients[client]), mine=True)
        if self.jobs >= 1 + self.size.waiting:
            raise Busy(self.name, self._retry(self.jobs), mine=False)

    def _retry(self, ahead: int) -> int:
        return max(1, math.ceil(ahead * self.size.seconds))


_LANES: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, dict[str, _Lane]] = (
    weakref.WeakKeyDictionary()
)


def _lanes() -> dict[str, _Lane]:
    """The lanes of the running event loop (a limiter belongs to one loop; tests start
    several)."""
    loop = asyncio.get_running_loop()
    if loop not in _LANES:
        _LANES[loop] = {name: _Lane(name, size) for name, size in SIZES.items()}
    return _LANES[loop]


def lane_of(calc: Calculator) -> str | None:
    return "search" if calc.search else "dd" if calc.serial else None


def _key(calc: Calculator, raw: Mapping[str, Raw], offered: tuple[str, ...] | None) -> tuple:
    return (calc.name, json.dumps(raw, sort_keys=True, default=str), offered)


_IMPORTING = threading.Lock()


def _solve(calc: Calculator, values: dict[str, Raw], offered: tuple[str, ...] | None) -> Outcome:
    """``calc.run`` in a lane's thread. endplay is imported under a lock first: the two
    lanes' first jobs importing it at once got a half-made ``endplay.dds`` (its package
    imports itself in a circle), and a 500."""
    with _IMPORTING:
        import endplay.dds  # noqa: F401 - loaded once; later a dictionary look-up
    return calc.run(values, offered)


def _answer(found: tuple[bool, Any]) -> Outcome:
    ok, value = found
    if ok:
        return value
    raise value.with_traceback(None)  # a kept refusal: without the tracebacks of before


async def run(calc: Calculator, raw: Mapping[str, Raw], offered: tuple[str, ...] | None = None,
              client: str | None = None) -> Outcome:  # fmt: skip
    """Run ``calc`` on ``raw``: in its lane if it has one (an answer kept or being found
    for the same input is reused), else in a worker thread. :class:`InputError` for bad
    input, :class:`Busy` when the lane is full. ``client``: whose job (default: the
    address of the request being answered)."""
    client = CLIENT.get() if client is None else client
    values = dict(raw)
    name = lane_of(calc)
    if name is None:
        return await anyio.to_thread.run_sync(calc.run, values, offered)
    key = _key(calc, values, offered)
    while True:
        found = KEPT.get(key)
        if found is not None:
            return _answer(found)
        lane = _lanes()[name]
        shared = lane.running.get(key)
        if shared is None:
            break
        try:
            return await asyncio.shield(shared)
        except asyncio.CancelledError:
            if not shared.cancelled():  # this request was cancelled, not the job
                raise
            # the first asker went away before its answer: ask again
    lane.admit(client)
    future: asyncio.Future = asyncio.get_running_loop().create_future()
    lane.running[key] = future
    lane.jobs += 1
    lane.clients[client] += 1
    try:
        async with lane.slot:
            try:
                outcome = await anyio.to_thread.run_sync(_solve, calc, values, offered)
            except InputError as error:
                KEPT.put(key, False, error)
                future.set_exception(error)
                future.exception()  # read: no "never retrieved" warning when none waits
                raise
        KEPT.put(key, True, outcome)
        future.set_result(outcome)
        return outcome
    finally:
        if not future.done():
            future.cancel()
        lane.running.pop(key, None)
        lane.jobs -= 1
        lane.clients[client] -= 1
        if not lane.clients[client]:
            del lane.clients[client]


def state() -> dict[str, Any]:
    """The lanes of this event loop and the store, for tests and the soak's report."""
    try:
        lanes = _lanes()
    except RuntimeError:
        lanes = {}
    shown = {n: {"jobs": lane.jobs, "clients": dict(lane.clients)} for n, lane in lanes.items()}
    return {"kept": len(KEPT), "hits": KEPT.hits, "misses": KEPT.misses, "lanes": shown}
