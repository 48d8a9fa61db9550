"""What sessions and personal tokens share: the store they are recorded in, the idempotent
commands that record their changes, and the cache of who a secret is (:class:`CredentialBook`);
how a listing writes a time; the refusal when the account changed under a command."""

from __future__ import annotations

import time
from abc import ABC, abstractmethod

from ginrummy.service.accounts.credentials import CredentialCache, Principal, secret_hash
from ginrummy.service.errors import ConflictError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.persistence.store import EventStore


def iso_time(ts: float | None) -> str | None:
    """A Unix time as a listing shows it (UTC, to the second); ``None`` stays ``None``."""
    if ts is None:
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


def changed_meanwhile() -> ConflictError:
    """The refusal when another request changed the account first."""
    return ConflictError("the account changed meanwhile: retry", reason="conflict")


class CredentialBook(ABC):
    """One kind of credential (sessions, personal tokens): who a secret is, from the cache,
    else read from the store by the secret's SHA-256 (:meth:`principal_of`)."""

    def __init__(
        self, store: EventStore, commands: IdempotentCommands, cache: CredentialCache
    ) -> None:
        self.store = store
        self.commands = commands
        self.cache = cache

    def authenticate(self, secret: str) -> Principal | None:
        """The principal of ``secret`` (from the cache, else read), None if it is no valid
        credential of this kind."""
        known = self.cache.get(secret)
        if known is not None:
            return known
        principal = self.principal_of(secret_hash(secret))
        if principal is not None:
            self.cache.put(secret, principal)
        return principal

    @abstractmethod
    def principal_of(self, hashed: str) -> Principal | None:
        """The principal of the credential whose secret has this SHA-256, read from the store;
        None if there is none (or it is closed or revoked)."""
