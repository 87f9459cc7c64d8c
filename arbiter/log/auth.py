"""Directors and viewers: accounts, passwords, sign-in sessions, slowing guessers.

Passwords are stored as Argon2id hashes (argon2-cffi). A sign-in gives a random session
token; the database keeps only its SHA-256, with the CSRF token that every form of that
session must carry. A failed sign-in never says whether the user name or the password was
wrong, and costs the same time either way (an unknown user is checked against a dummy
hash). Failures are counted per user name and per client address: from the third failure
in 15 minutes on, each further attempt must wait 1, 2, 4 ... up to 300 seconds after the
previous failure, whatever the password (``ThrottledError``, HTTP 429). The count lives in
the database, so it holds across processes and restarts.

Roles: ``director`` reads and writes the log, ``viewer`` only reads.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import delete, func, select

from arbiter.i18n import InputError
from arbiter.log import validate as v
from arbiter.log.models import NAME_MAX, LoginFailure, LoginSession, User, utcnow
from arbiter.log.store import Store

ROLES = ("director", "viewer")
PASSWORD_MIN = 10
PASSWORD_MAX = 200
SESSION_DAYS = 14
FREE_FAILURES = 2  # failures allowed before any wait
MAX_WAIT_S = 300
WINDOW = dt.timedelta(minutes=15)


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


@dataclass(frozen=True)
class Principal:
    """Who is signed in, as the web layer sees it."""

    user_id: int
    username: str
    role: str
    csrf: str
    session_id: str

    @property
    def can_write(self) -> bool:
        return self.role == "director"


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
    name = v.clean_text("username", value, NAME_MAX, required=True)
    assert name is not None
    name = name.lower()
    if not all(ch.isalnum() or ch in "._-@" for ch in name):
        raise v.FieldError(
            "username", "alleen letters, cijfers en . _ - @.", "only letters, digits and . _ - @."
        )
    return name


class Accounts:
    def __init__(self, store: Store) -> None:
        self.store = store

    def add_user(
        self, username: Any, password: Any, role: Any = "director", display_name: Any = None
    ) -> dict[str, Any]:
        c = v.Collector()
        name = c.run("username", lambda: clean_username(username))
        chosen = c.run("role", lambda: v.choice("role", role, ROLES, "director"))
        c.run("password", lambda: _check_password(password))
        shown = c.run("name", lambda: v.clean_text("name", display_name, NAME_MAX))
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
            s.add(user)
            s.flush()
            return {"id": user.id, "username": name, "role": chosen}

    def set_password(self, username: Any, password: Any) -> None:
        c = v.Collector()
        c.run("password", lambda: _check_password(password))
        c.check()
        with self.store.write() as s:
            user = s.scalar(select(User).where(User.username == clean_username(username)))
            if user is None:
                raise v.ValidationError([v.FieldError("username", "onbekend.", "unknown.")])
            user.password_hash = _hasher().hash(password)
            s.execute(delete(LoginSession).where(LoginSession.user_id == user.id))

    def users(self) -> list[dict[str, Any]]:
        with self.store.read() as s:
            return [
                {"id": u.id, "username": u.username, "role": u.role, "active": u.active}
                for u in s.scalars(select(User).order_by(User.username))
            ]

    def has_users(self) -> bool:
        with self.store.read() as s:
            return bool(s.scalar(select(func.count()).select_from(User)))

    # -- signing in --------------------------------------------------------------------

    def login(
        self, username: Any, password: Any, client: str = "", now: dt.datetime | None = None
    ) -> tuple[str, Principal]:
        """Check the password; return (secret token for the cookie, principal)."""
        now = now or utcnow()
        name = str(username or "").strip().lower()[:NAME_MAX]
        keys = [f"user:{name}", f"ip:{client[:150]}"] if client else [f"user:{name}"]
        wait = self._wait(keys, now)
        if wait > 0:
            raise ThrottledError(wait)
        with self.store.read() as s:
            user = s.scalar(select(User).where(User.username == name))
            stored = user.password_hash if user and user.active else None
        ok = _verify(stored, str(password or "")[:PASSWORD_MAX])
        if not ok or user is None:
            with self.store.write() as s:
                s.add_all(LoginFailure(key=k, at=now) for k in keys)
                s.execute(delete(LoginFailure).where(LoginFailure.at < now - dt.timedelta(days=1)))
            raise AuthError()
        token = secrets.token_urlsafe(32)
        with self.store.write() as s:
            s.execute(delete(LoginFailure).where(LoginFailure.key.in_(keys)))
            s.execute(delete(LoginSession).where(LoginSession.expires_at < now))
            session = LoginSession(
                id=_token_id(token),
                user_id=user.id,
                csrf=secrets.token_urlsafe(32),
                created_at=now,
                expires_at=now + dt.timedelta(days=SESSION_DAYS),
            )
            s.add(session)
        return token, Principal(user.id, user.username, user.role, session.csrf, session.id)

    def _wait(self, keys: list[str], now: dt.datetime) -> int:
        """Seconds until the next attempt is allowed for the most-failed key."""
        worst = 0
        with self.store.read() as s:
            for key in keys:
                count, last = s.execute(
                    select(func.count(), func.max(LoginFailure.at)).where(
                        LoginFailure.key == key, LoginFailure.at > now - WINDOW
                    )
                ).one()
                if count > FREE_FAILURES and last is not None:
                    delay = min(2 ** (count - FREE_FAILURES - 1), MAX_WAIT_S)
                    remaining = (last + dt.timedelta(seconds=delay) - now).total_seconds()
                    worst = max(worst, int(remaining + 0.999))
        return worst

    def principal(self, token: str | None, now: dt.datetime | None = None) -> Principal | None:
        if not token or len(token) > 200:
            return None
        now = now or utcnow()
        with self.store.read() as s:
            session = s.get(LoginSession, _token_id(token))
            if session is None or session.expires_at < now or not session.user.active:
                return None
            u = session.user
            return Principal(u.id, u.username, u.role, session.csrf, session.id)

    def logout(self, token: str | None) -> None:
        if not token:
            return
        with self.store.write() as s:
            s.execute(delete(LoginSession).where(LoginSession.id == _token_id(token)))


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
