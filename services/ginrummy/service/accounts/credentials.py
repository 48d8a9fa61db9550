"""Who a request is: a :class:`Principal` found from a bearer token or a session cookie, and the
per-process :class:`CredentialCache` of those lookups.

A credential's secret is looked up by its SHA-256 (one read of the aggregate whose id the hash
gives); the answer is remembered by this process, keyed by the secret as it came (memory only),
so a known credential costs no I/O and no hash. A revocation must not outlive the cache: the
replica that records it evicts the entry at once, and every other replica evicts it when its
read model's follower reads the event (woken by PostgreSQL's LISTEN/NOTIFY on every commit,
``persistence.listener``): :meth:`CredentialCache.observe` is registered for those events. A
revoked credential's id is remembered too, so a lookup that read the aggregate just before the
revocation cannot put it back. Expiry is checked on every request, against the cached expiry.
"""

from __future__ import annotations

import hashlib
import threading
import time
from dataclasses import dataclass
from typing import Any, Literal, get_args
from uuid import UUID

# The scopes of a personal token; a session (the page) has all of them.
Scope = Literal["read", "play", "tournaments", "account"]
ALL_SCOPES: tuple[Scope, ...] = get_args(Scope)
SCOPES: dict[Scope, str] = {
    "read": "read matches, events, profiles and streams as the player",
    "play": "create, join, cancel and play matches",
    "tournaments": "create, enter, start and cancel tournaments",
    "account": "manage the account: password, passkeys, personal tokens, sessions",
}
TOKEN = "token"
SESSION = "session"
CACHED_CREDENTIALS = 100_000


def clock() -> float:
    """The time expiries are checked against (a Unix time)."""
    return time.time()


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Principal:
    """An authenticated player, through which credential (a token or a session) and so with
    which scopes; ``expires_at`` a Unix time, or ``None``."""

    player_id: UUID
    kind: str
    credential_id: UUID
    scopes: frozenset[str]
    expires_at: float | None

    def expired(self) -> bool:
        return self.expires_at is not None and clock() >= self.expires_at


class CredentialCache:
    """Secret -> principal, per process; evicted on revocation, here and on other replicas."""

    def __init__(self, maxsize: int = CACHED_CREDENTIALS) -> None:
        self.maxsize = maxsize
        self._by_secret: dict[str, Principal] = {}
        self._secrets_of: dict[UUID, set[str]] = {}
        self._revoked: set[UUID] = set()
        self._lock = threading.Lock()

    def get(self, secret: str) -> Principal | None:
        return self._by_secret.get(secret)

    def put(self, secret: str, principal: Principal) -> None:
        """Remembers a lookup, unless its credential was revoked meanwhile."""
        with self._lock:
            if principal.credential_id in self._revoked:
                return
            if len(self._by_secret) >= self.maxsize:
                self._by_secret.clear()
                self._secrets_of.clear()
            self._by_secret[secret] = principal
            self._secrets_of.setdefault(principal.credential_id, set()).add(secret)

    def revoked(self, credential_id: UUID) -> None:
        """The credential was revoked (here or on another replica): forget it, for good."""
        with self._lock:
            self._revoked.add(credential_id)
            for secret in self._secrets_of.pop(credential_id, set()):
                self._by_secret.pop(secret, None)

    def is_revoked(self, credential_id: UUID) -> bool:
        return credential_id in self._revoked

    def observe(self, event: Any) -> None:
        """A revocation read from the log (the read model's follower calls this)."""
        self.revoked(event.originator_id)
