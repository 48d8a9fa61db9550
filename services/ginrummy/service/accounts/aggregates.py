"""The aggregates of accounts: :class:`Account`, :class:`PersonalToken`, :class:`Session`.

Every id is derived (UUIDv5), so a lookup is one read and a second claim of the same id fails on
the store's unique constraint:

- an :class:`Account` by its player's id (a player is the public identity: matches, ratings and
  names stay where they are; the account adds credentials to it);
- a :class:`PersonalToken` by the SHA-256 of its secret (a bearer token is looked up by hashing
  it: the secret itself is never stored);
- a :class:`Session` by the SHA-256 of its cookie's secret.

A guest registered by ``POST /players`` holds one token whose hash is on its ``Player``: that
token is the account's first personal token (``default``, every scope). It needs no aggregate
until it is managed: revoking or rotating it first records its :class:`PersonalToken`
(``Issued``, at the id its hash gives), which every later lookup finds first.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate, event

from ginrummy.service.identity import NAMESPACE


def account_id(player_id: UUID | str) -> UUID:
    return uuid5(NAMESPACE, f"account:{player_id}")


def token_id(token_hash: str) -> UUID:
    return uuid5(NAMESPACE, f"personal-token:{token_hash}")


def session_id(secret_hash: str) -> UUID:
    return uuid5(NAMESPACE, f"session:{secret_hash}")


class Account(Aggregate):
    """A player's credentials: its password's hash (argon2id, ``passwords``), its passkeys, its
    personal tokens and its open sessions (their ids)."""

    @staticmethod
    def create_id(player_id: str) -> UUID:
        return account_id(player_id)

    @event("Opened")
    def __init__(self, player_id: str, name: str) -> None:
        self.player_id = player_id
        self.name = name
        self.password_hash: str | None = None
        self.passkeys: dict[str, dict[str, Any]] = {}
        self.tokens: list[str] = []
        self.sessions: list[str] = []

    @property
    def claimed(self) -> bool:
        """Whether the account can be signed in to (a password or a passkey)."""
        return self.password_hash is not None or bool(self.passkeys)

    @event("PasswordSet")
    def set_password(self, password_hash: str) -> None:
        self.password_hash = password_hash

    @event("PasskeyAdded")
    def add_passkey(self, credential_id: str, public_key: str, sign_count: int) -> None:
        self.passkeys[credential_id] = {"public_key": public_key, "sign_count": sign_count}

    @event("PasskeyUsed")
    def use_passkey(self, credential_id: str, sign_count: int) -> None:
        self.passkeys[credential_id]["sign_count"] = sign_count

    @event("TokenListed")
    def list_token(self, token: str) -> None:
        self.tokens.append(token)

    @event("SessionListed")
    def list_session(self, session: str) -> None:
        self.sessions.append(session)

    @event("SessionUnlisted")
    def unlist_session(self, session: str) -> None:
        self.sessions.remove(session)


class PersonalToken(Aggregate):
    """A bearer token: its name, scopes, expiry (a Unix time, or none) and revocation."""

    @staticmethod
    def create_id(token_hash: str) -> UUID:
        return token_id(token_hash)

    @event("Issued")
    def __init__(
        self,
        token_hash: str,
        player_id: str,
        name: str,
        scopes: list[str],
        expires_at: float | None,
    ) -> None:
        self.token_hash = token_hash
        self.player_id = player_id
        self.name = name
        self.scopes = list(scopes)
        self.expires_at = expires_at
        self.revoked = False

    class Revoked(Aggregate.Event):
        """The token is refused from now on, on every replica (``credentials``)."""

    @event(Revoked)
    def revoke(self) -> None:
        self.revoked = True


class Session(Aggregate):
    """A signed-in page: the device it was opened from, its last use, its expiry (Unix times)."""

    @staticmethod
    def create_id(secret_hash: str) -> UUID:
        return session_id(secret_hash)

    @event("Opened")
    def __init__(
        self, secret_hash: str, player_id: str, device: str, method: str, expires_at: float
    ) -> None:
        self.secret_hash = secret_hash
        self.player_id = player_id
        self.device = device
        self.method = method
        self.expires_at = expires_at
        self.last_used_at: float | None = None
        self.closed = False

    @event("Used")
    def use(self, at: float) -> None:
        self.last_used_at = at

    class Closed(Aggregate.Event):
        """The session is refused from now on, on every replica (``credentials``)."""

        reason: str

    @event(Closed)
    def close(self, reason: str) -> None:
        self.closed = True


class PasskeyChallenge(Aggregate):
    """A WebAuthn challenge, answered once and before it expires: registering a passkey on
    an account (``player_id``), or signing in with one (no player yet)."""

    @staticmethod
    def create_id(challenge: str) -> UUID:
        return uuid5(NAMESPACE, f"passkey-challenge:{challenge}")

    @event("Issued")
    def __init__(
        self, challenge: str, purpose: str, player_id: str | None, expires_at: float
    ) -> None:
        self.challenge = challenge
        self.purpose = purpose
        self.player_id = player_id
        self.expires_at = expires_at
        self.used = False

    @event("Answered")
    def answer(self) -> None:
        self.used = True
