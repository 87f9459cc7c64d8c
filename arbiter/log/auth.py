"""Directors and viewers: accounts, passwords, sign-in sessions, slowing guessers.

Passwords are stored as Argon2id hashes (argon2-cffi). A sign-in gives a random session
token; the database keeps only its SHA-256, with the CSRF token that every form of that
session must carry. A failed sign-in never says whether the user name or the password was
wrong, and costs the same time either way (an unknown user is checked against a dummy
hash).

A password check takes 64 MiB and some 50 ms of CPU, on purpose: at most
:data:`CHECKS_AT_ONCE` run at the same time in a process, the others wait their turn, so a
crowd of sign-ins cannot take the server's memory.

Guessers are slowed down by the failures counted in the database (so that the count holds
across processes and restarts), per client address, per user name and per browser:

* An attempt is counted *before* its password is checked, in one transaction that first
  reads the count (``reserve``), as *pending*; a wrong password makes it a failure, a
  right one takes it back. Forty attempts at once are forty attempts, not forty free
  checks: while as many checks are pending as failures are still free (at least one),
  a further attempt on the same key waits its turn (up to :data:`QUEUE_WAIT_S`) instead
  of being checked, and is then refused if those checks failed. A pending check is no
  failure: five right passwords sent at once from one address all get in (before,
  their reservations counted as failures and most were refused).
* From the third failure in 15 minutes on, each further attempt must wait 1, 2, 4 ... up
  to 300 seconds after the previous failure (``ThrottledError``, HTTP 429), whatever the
  password: per address always; per user name only for an address that has failed itself
  in those 15 minutes. So guessers elsewhere cannot lock a director out: the right
  password from an address without failures gets in.
* A browser that has signed in as this user before carries a signed cookie
  (:meth:`Accounts.device_token`); its attempts are counted for that browser alone, so
  not even guessers on the same address (a club's shared Wi-Fi) slow its director down.

Every attempt is logged (logger ``arbiter.log.signin``): a sign-in at INFO, a failure or
a refused attempt at WARNING, with the name and the address.

Roles: ``director`` reads and writes the events of her clubs, ``viewer`` reads them,
``federation`` reads every club's events (:mod:`arbiter.log.clubs`).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import secrets
import threading
import time
import unicodedata
from dataclasses import dataclass
from functools import cache, partial
from typing import Any, NamedTuple

from sqlalchemy import delete, func, or_, select, text, update

from arbiter.i18n import InputError
from arbiter.log import clubs as club_rules
from arbiter.log import keys
from arbiter.log import validate as v
from arbiter.log.clubs import Scope
from arbiter.log.models import NAME_MAX, Club, LoginFailure, LoginSession, User, utcnow
from arbiter.log.store import Store

ROLES = ("director", "viewer", "federation")
PASSWORD_MIN = 10
PASSWORD_MAX = 200
SESSION_DAYS = 14
FREE_FAILURES = 2  # failures allowed before any wait
MAX_WAIT_S = 300
WINDOW = dt.timedelta(minutes=15)
DEVICE_DAYS = 365  # a browser is remembered this long after its last sign-in
CHECKS_AT_ONCE = 2  # Argon2 checks at the same time in one process (64 MiB each)
QUEUE_WAIT_S = 60.0  # an attempt waits this long at most for the pending checks before it
POLL_S = 0.02  # ... looking this often whether they are done (in the database: any process)
STALE = dt.timedelta(seconds=60)  # a check pending this long died with its process
_checking = threading.BoundedSemaphore(CHECKS_AT_ONCE)
_LOGIN_LOCK = 727_1998  # PostgreSQL advisory lock: one reservation at a time
log = logging.getLogger("arbiter.log.signin")


class AuthError(InputError):
    """Sign-in refused: the same words whichever part was wrong."""

    def __init__(self) -> None:
        super().__init__(
            "Gebruikersnaam of wachtwoord onjuist.", "User name or password incorrect."
        )


class ThrottledError(InputError):
    def __init__(self, wait: int) -> None:
        super().__init__(
            f"Te veel mislukte pogingen. Probeer het over {wait} seconden opnieuw.",
            f"Too many failed attempts. Try again in {wait} seconds.",
        )
        self.wait = wait


class BusyError(ThrottledError):
    """Checks of the same address or name kept pending for :data:`QUEUE_WAIT_S`."""

    def __init__(self, wait: int = 5) -> None:
        InputError.__init__(
            self,
            f"Er worden nu veel aanmeldingen tegelijk gecontroleerd. Probeer het over {wait} "
            "seconden opnieuw.",
            f"Many sign-ins are being checked at once. Try again in {wait} seconds.",
        )
        self.wait = wait


@dataclass(frozen=True)
class Principal:
    """Who is signed in, as the web layer sees it."""

    user_id: int
    username: str
    role: str
    csrf: str
    session_id: str
    clubs: frozenset[int] = frozenset()

    @property
    def can_write(self) -> bool:
        return self.role == "director"

    @property
    def scope(self) -> Scope:
        """The events this user may read and change."""
        return Scope.of(self.role, self.clubs)


class SignIn(NamedTuple):
    """A successful sign-in: the session's secret token (the cookie or the bearer token),
    who it is, and the device token for the browser's cookie (None without a key)."""

    token: str
    who: Principal
    device: str | None


@dataclass(frozen=True)
class Attempt:
    """One sign-in attempt, as the throttle sees it: the name tried (None if it cannot
    be a user name), the client's address, the browser's id if it signed in before."""

    name: str | None
    address: str
    device: str | None

    @property
    def address_key(self) -> str | None:
        return f"ip:{self.address}" if self.address else None

    @property
    def name_key(self) -> str | None:
        return f"user:{self.name}" if self.name else None

    @property
    def device_key(self) -> str | None:
        return f"device:{self.device}" if self.device else None

    @property
    def keys(self) -> list[str]:
        """Where a failure is counted: every key the attempt has."""
        return [k for k in (self.address_key, self.name_key, self.device_key) if k]

    def __str__(self) -> str:
        known = " (known browser)" if self.device else ""
        return f"name {self.name or '(not a user name)'!r} from {self.address or '-'}{known}"


def _failures(s: Any, key: str, now: dt.datetime) -> tuple[int, dt.datetime | None]:
    """(failures, the last one's time) for ``key`` in the window before ``now``; a check
    still pending is none, unless it has been pending so long that its process died."""
    count, last = s.execute(
        select(func.count(), func.max(LoginFailure.at)).where(
            LoginFailure.key == key,
            LoginFailure.at > now - WINDOW,
            or_(LoginFailure.pending.is_(False), LoginFailure.at < now - STALE),
        )
    ).one()
    return count, last


def _pending(s: Any, key: str, now: dt.datetime) -> int:
    """Checks of ``key`` under way now (in any process)."""
    return s.scalar(
        select(func.count()).where(
            LoginFailure.key == key, LoginFailure.pending.is_(True), LoginFailure.at >= now - STALE
        )
    )


def _wait(count: int, last: dt.datetime | None, now: dt.datetime) -> int:
    """Seconds still to wait after ``count`` failures, the last at ``last``."""
    if count <= FREE_FAILURES or last is None:
        return 0
    delay = min(2 ** (count - FREE_FAILURES - 1), MAX_WAIT_S)
    return max(0, int((last + dt.timedelta(seconds=delay) - now).total_seconds() + 0.999))


def _login_name(value: Any) -> str | None:
    """The name as stored (lower case), or None when it cannot be an account's name (a
    control character, a NUL, too long): such a name is never looked up, and its
    attempt counts only for its address."""
    if not isinstance(value, str) or any(unicodedata.category(ch) == "Cc" for ch in value):
        return None
    try:
        return clean_username(value)
    except InputError:
        return None


@cache
def _hasher() -> Any:
    from argon2 import PasswordHasher

    return PasswordHasher()


@cache
def _dummy_hash() -> str:
    return _hasher().hash(secrets.token_hex(16))


def _token_id(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def clean_username(value: Any) -> str:
    """The login name as stored. A control character is refused, not dropped: the
    sign-in never finds a name that holds one (:func:`_login_name`), and a name the
    director did not type would lock her out.

    Look-alikes are one name: compatibility forms become their plain letters (NFKC:
    fullwidth ``ｄｉｒｋ`` is ``dirk``), then lower case; and a name's letters come from
    one alphabet, so that ``dіrk`` with a Cyrillic і cannot pass for ``dirk``."""
    name = v.clean_text("username", value, NAME_MAX, required=True) or ""
    name = unicodedata.normalize("NFKC", name).lower()
    controls = isinstance(value, str) and any(unicodedata.category(c) == "Cc" for c in value)
    if controls or not name or not all(ch.isalnum() or ch in "._-@" for ch in name):
        raise v.FieldError(
            "username", "alleen letters, cijfers en . _ - @.", "only letters, digits and . _ - @."
        )
    scripts = {_script(ch) for ch in name if ch.isalpha()}
    if len(scripts) > 1:
        raise v.FieldError(
            "username",
            "letters uit één alfabet (niet Latijn en Cyrillisch door elkaar).",
            "letters from one alphabet (not Latin and Cyrillic mixed).",
        )
    return name


def _script(letter: str) -> str:
    """The alphabet a letter belongs to, by its Unicode name (LATIN, CYRILLIC, GREEK ...;
    Japanese writes kana and kanji together: one)."""
    word = unicodedata.name(letter, "?").split(" ")[0]
    return "CJK" if word in ("HIRAGANA", "KATAKANA") else word


class Accounts:
    """Accounts and sign-ins over ``store``. ``key`` (the server's, :mod:`.keys`) signs
    the device tokens; without it browsers are not remembered (the command line)."""

    def __init__(self, store: Store, key: bytes | None = None) -> None:
        self.store = store
        self.key = key

    def add_user(
        self,
        username: Any,
        password: Any,
        role: Any = "director",
        display_name: Any = None,
        clubs: list[Any] | None = None,
    ) -> dict[str, Any]:
        """A new account in ``clubs`` (by name; a new name makes the club). Without
        clubs, a director or viewer joins the log's only club (the first account of a
        new log makes it, :data:`~arbiter.log.clubs.DEFAULT_CLUB`); a federation account
        needs none."""
        c = v.Collector()
        name = c.run("username", lambda: clean_username(username))
        chosen = c.run("role", lambda: v.choice("role", role, ROLES, "director"))
        c.run("password", lambda: _check_password(password))
        shown = c.run("name", lambda: v.clean_text("name", display_name, NAME_MAX))
        named = [c.run("club", partial(club_rules.clean_club_name, x)) for x in clubs or []]
        c.check()
        hashed = _hasher().hash(password)
        with self.store.write() as s:
            if s.scalar(select(User).where(User.username == name)):
                raise v.ValidationError(
                    [v.FieldError("username", f"'{name}' bestaat al.", f"'{name}' exists already.")]
                )
            user = User(
                username=name, role=chosen, password_hash=hashed, display_name=shown, active=True
            )
            user.clubs = [club_rules.find_or_make(s, n) for n in dict.fromkeys(named)]
            if not user.clubs and chosen != "federation":
                user.clubs = [_only_club(s)]
            s.add(user)
            s.flush()
            return _account(user)

    def change_clubs(
        self, username: Any, add: list[Any] | None = None, remove: list[Any] | None = None
    ) -> dict[str, Any]:
        """Put an account in more clubs (``add``; a new name makes the club) or take it
        out of some (``remove``); its sessions end, so that it signs in with its new
        clubs."""
        with self.store.write() as s:
            user = self._user(s, username)
            for name in add or []:
                club = club_rules.find_or_make(s, name)
                if club not in user.clubs:
                    user.clubs.append(club)
            for name in remove or []:
                found = club_rules.find(s, club_rules.clean_club_name(name))
                if found is None or found not in user.clubs:
                    mine = tuple(c.name for c in user.clubs)
                    raise v.ValidationError(
                        [v.FieldError("club", f"'{name}': geen club van {user.username}.",
                                      f"'{name}': not a club of {user.username}.", mine)]
                    )  # fmt: skip
                user.clubs.remove(found)
            s.execute(delete(LoginSession).where(LoginSession.user_id == user.id))
            s.flush()
            return _account(user)

    def clubs(self) -> list[dict[str, Any]]:
        """Every club with its number of events and its accounts."""
        from arbiter.log.models import Event

        with self.store.read() as s:
            out = []
            for club in club_rules.all_clubs(s):
                events = s.scalar(select(func.count()).where(Event.club_id == club.id))
                members = s.scalars(
                    select(User.username).where(User.clubs.contains(club)).order_by(User.username)
                ).all()
                out.append({"id": club.id, "name": club.name, "events": events,
                            "accounts": list(members)})  # fmt: skip
            return out

    @staticmethod
    def _user(s: Any, username: Any) -> User:
        user = s.scalar(select(User).where(User.username == clean_username(username)))
        if user is None:
            raise v.ValidationError([v.FieldError("username", "onbekend.", "unknown.")])
        return user

    def set_password(self, username: Any, password: Any) -> None:
        c = v.Collector()
        c.run("password", lambda: _check_password(password))
        c.check()
        with self.store.write() as s:
            user = self._user(s, username)
            user.password_hash = _hasher().hash(password)
            s.execute(delete(LoginSession).where(LoginSession.user_id == user.id))

    def users(self) -> list[dict[str, Any]]:
        with self.store.read() as s:
            return [_account(u) for u in s.scalars(select(User).order_by(User.username))]

    def has_users(self) -> bool:
        with self.store.read() as s:
            return bool(s.scalar(select(func.count()).select_from(User)))

    # -- signing in --------------------------------------------------------------------

    def login(
        self,
        username: Any,
        password: Any,
        client: str = "",
        device: str | None = None,
        now: dt.datetime | None = None,
    ) -> SignIn:
        """Check the password; the session token, the user and (with a key) the
        browser's new device token. Raises ``ThrottledError`` before any check when the
        attempt must wait, ``AuthError`` when the name or password is wrong."""
        # a time given (the tests) stands still; otherwise the clock is read at each step
        given = now

        def clock() -> dt.datetime:
            return utcnow() if given is None else given

        now = clock()
        name = _login_name(username)
        address = str(client or "")[:100]
        known = self._known_device(device, name, now)
        attempt = Attempt(name, address, known)
        reserved = self._reserve(attempt, clock)
        try:
            with self.store.read() as s:
                user = s.scalar(select(User).where(User.username == name)) if name else None
                stored = user.password_hash if user and user.active else None
            with _checking:  # Argon2: 64 MiB each, a few at a time
                ok = _verify(stored, str(password or "")[:PASSWORD_MAX])
        except BaseException:
            self._settle(reserved, clock())  # counted as failed: the check did not end well
            raise
        if not ok or user is None:
            self._settle(reserved, clock())
            log.warning("sign-in failed: %s", attempt)
            raise AuthError()
        token = secrets.token_urlsafe(32)
        now = clock()
        with self.store.write() as s:
            s.execute(delete(LoginFailure).where(LoginFailure.id.in_(reserved)))
            s.execute(delete(LoginSession).where(LoginSession.expires_at < now))
            session = LoginSession(
                id=_token_id(token),
                user_id=user.id,
                csrf=secrets.token_urlsafe(32),
                created_at=now,
                expires_at=now + dt.timedelta(days=SESSION_DAYS),
            )
            s.add(session)
        log.info("signed in: %s", attempt)
        who = _principal(user, session)
        return SignIn(token, who, self.device_token(user.username, now))

    def _reserve(self, attempt: Attempt, clock: Any) -> list[int]:
        """The attempt's pending rows, once it may be checked: refused at once when it
        must wait (``ThrottledError``), after its turn when the checks before it failed,
        with ``BusyError`` when its turn does not come within :data:`QUEUE_WAIT_S`."""
        give_up = time.monotonic() + QUEUE_WAIT_S
        try:
            while True:
                now = clock()
                # the common refusal and the common wait, without a lock
                if self._throttle(attempt, now, reserve=False) is not None:
                    reserved = self._throttle(attempt, now, reserve=True)
                    if reserved is not None:
                        return reserved
                if time.monotonic() > give_up:
                    raise BusyError()
                time.sleep(POLL_S * (0.5 + secrets.randbelow(1000) / 1000))
        except ThrottledError as err:
            log.warning("sign-in refused, wait %d s: %s", err.wait, attempt)
            raise

    def _settle(self, reserved: list[int], now: dt.datetime) -> None:
        """A check that failed: its pending rows become failures, counted from now. Under
        the reservations' lock: a reservation reads the failures and the pending checks
        in two statements, which must not see this change in between."""
        with self.store.write() as s:
            if self.store.dialect == "postgresql":
                s.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _LOGIN_LOCK})
            s.execute(
                update(LoginFailure)
                .where(LoginFailure.id.in_(reserved))
                .values(pending=False, at=now)
            )

    def _throttle(self, attempt: Attempt, now: dt.datetime, reserve: bool) -> list[int] | None:
        """Raise ``ThrottledError`` if the attempt must wait; None when it must wait its
        turn behind checks pending on its keys. With ``reserve``, count it as pending in
        the same transaction (serialised: ``BEGIN IMMEDIATE`` on SQLite, an advisory lock
        on PostgreSQL) and return the rows to settle."""
        with self.store.write() if reserve else self.store.read() as s:
            if reserve and self.store.dialect == "postgresql":
                s.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _LOGIN_LOCK})
            device, address = attempt.device_key, attempt.address_key
            if device:
                checked = [device]
            elif address and not _failures(s, address, now)[0]:
                checked = [address]  # an address without failures
            else:
                checked = [k for k in (address, attempt.name_key) if k]
            failures = {key: _failures(s, key, now) for key in checked}
            wait = max((_wait(*failures[key], now) for key in checked), default=0)
            if wait > 0:
                raise ThrottledError(wait)
            for key in checked:  # as many checks at once as failures are still free
                free = max(1, FREE_FAILURES + 1 - failures[key][0])
                if _pending(s, key, now) >= free:
                    return None
            if not reserve:
                return []
            rows = [LoginFailure(key=key, at=now, pending=True) for key in attempt.keys]
            s.add_all(rows)
            s.execute(delete(LoginFailure).where(LoginFailure.at < now - dt.timedelta(days=1)))
            s.flush()
            return [row.id for row in rows]

    def device_token(self, username: str, now: dt.datetime | None = None) -> str | None:
        """The cookie by which this browser is known to have signed in as ``username``
        (None without a key): the day it was made, a random id, the MAC."""
        if self.key is None:
            return None
        day = (now or utcnow()).date().isoformat()
        nonce = secrets.token_hex(8)
        return keys.sign(self.key, "device", day, nonce, bound=(username,))

    def _known_device(self, token: str | None, name: str | None, now: dt.datetime) -> str | None:
        """The browser's id if ``token`` is this server's, for this name and not too old."""
        if self.key is None or not token or not name:
            return None
        parts = keys.verify(self.key, "device", token, 2, bound=(name,))
        if parts is None:
            return None
        day, nonce = parts
        try:
            made = dt.date.fromisoformat(day)
        except ValueError:
            return None
        return nonce if made >= (now.date() - dt.timedelta(days=DEVICE_DAYS)) else None

    def principal(self, token: str | None, now: dt.datetime | None = None) -> Principal | None:
        if not token or len(token) > 200:
            return None
        now = now or utcnow()
        with self.store.read() as s:
            session = s.get(LoginSession, _token_id(token))
            if session is None or session.expires_at < now or not session.user.active:
                return None
            return _principal(session.user, session)

    def logout(self, token: str | None) -> None:
        if not token:
            return
        with self.store.write() as s:
            s.execute(delete(LoginSession).where(LoginSession.id == _token_id(token)))


def _principal(user: User, session: LoginSession) -> Principal:
    clubs = frozenset(c.id for c in user.clubs)
    return Principal(user.id, user.username, user.role, session.csrf, session.id, clubs)


def _account(user: User) -> dict[str, Any]:
    """An account as ``arbiter user list --json`` shows it."""
    return {
        "id": user.id,
        "username": user.username,
        "role": user.role,
        "active": user.active,
        "clubs": [c.name for c in user.clubs],
    }


def _only_club(s: Any) -> Club:
    """The club an account joins when none is named: the log's only one (made for the
    first account of a new log); on a server with several, say which to name."""
    existing = club_rules.all_clubs(s)
    if not existing:
        return club_rules.find_or_make(s, club_rules.DEFAULT_CLUB)
    if len(existing) == 1:
        return existing[0]
    names = tuple(c.name for c in existing)
    raise v.ValidationError(
        [v.FieldError("club", "deze server heeft meer clubs: noem er een (--club).",
                      "this server has several clubs: name one (--club).", names)]
    )  # fmt: skip


def _check_password(password: Any) -> None:
    if not isinstance(password, str) or len(password) < PASSWORD_MIN:
        raise v.FieldError(
            "password", f"minstens {PASSWORD_MIN} tekens.", f"at least {PASSWORD_MIN} characters."
        )
    if len(password) > PASSWORD_MAX:
        raise v.FieldError(
            "password", f"ten hoogste {PASSWORD_MAX} tekens.", f"at most {PASSWORD_MAX} characters."
        )


def _verify(stored: str | None, password: str) -> bool:
    from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

    try:
        return bool(_hasher().verify(stored or _dummy_hash(), password)) and stored is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def same(a: str | None, b: str | None) -> bool:
    """Constant-time comparison of two tokens."""
    return bool(a) and bool(b) and secrets.compare_digest(str(a), str(b))
