"""Sessions of the page: opened by a sign-in (password or passkey) or a sign-up, carried by an
``HttpOnly`` cookie holding the session's secret (stored as its SHA-256: the session's id
derives from it), closed by signing out, by revoking it from another session, or by signing out
everywhere. A session lasts :data:`SESSION_SECONDS` from its opening; its last use is recorded
at most once per :data:`USE_RESOLUTION_SECONDS` (one write a minute for a busy page).

Every state-changing request made with the cookie carries the session's CSRF token (the
``X-CSRF-Token`` header): a SHA-256 of the secret under its own label (:func:`csrf_token`),
which only a page answered by a sign-in or by ``GET /account`` knows (cross-site pages read
neither)."""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import secrets
import threading
import time
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.accounts.aggregates import Account, Session, session_id
from ginrummy.service.accounts.credential_book import CredentialBook, changed_meanwhile, iso_time
from ginrummy.service.accounts.credentials import (
    ALL_SCOPES,
    SESSION,
    CredentialCache,
    Principal,
    secret_hash,
)
from ginrummy.service.errors import ConflictError, NotFoundError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply

SESSION_PREFIX = "grs_"
SESSION_SECONDS = 30 * 86400
USE_RESOLUTION_SECONDS = 60.0
MAX_DEVICE = 200


def csrf_token(secret: str) -> str:
    return hashlib.sha256(b"ginrummy-csrf\x00" + secret.encode("utf-8")).hexdigest()


def csrf_matches(secret: str, sent: str | None) -> bool:
    return sent is not None and hmac.compare_digest(csrf_token(secret), sent)


class Sessions(CredentialBook):
    """Opens, authenticates, lists and closes sessions."""

    def __init__(
        self, store: EventStore, commands: IdempotentCommands, cache: CredentialCache
    ) -> None:
        super().__init__(store, commands, cache)
        self._recorded_use: dict[UUID, float] = {}
        self._lock = threading.Lock()

    def open(self, account: Account, device: str, method: str) -> tuple[str, list[Aggregate]]:
        """A new session of ``account`` (not saved yet): its secret, and what to save."""
        secret = SESSION_PREFIX + secrets.token_urlsafe(32)
        session = Session(
            secret_hash=secret_hash(secret),
            player_id=account.player_id,
            device=device[:MAX_DEVICE],
            method=method,
            expires_at=time.time() + SESSION_SECONDS,
        )
        account.list_session(str(session.id))
        return secret, [session, account]

    def principal_of(self, hashed: str) -> Principal | None:
        """The principal of a session cookie's secret (one read)."""
        found = self.store.get(session_id(hashed))
        if not isinstance(found, Session) or found.closed:
            return None
        return Principal(
            UUID(found.player_id), SESSION, found.id, frozenset(ALL_SCOPES), found.expires_at
        )

    def due_use(self, principal: Principal) -> bool:
        """Whether this request's use of the session should be recorded (once a minute)."""
        now = time.monotonic()
        with self._lock:
            last = self._recorded_use.get(principal.credential_id)
            if last is not None and now - last < USE_RESOLUTION_SECONDS:
                return False
            if len(self._recorded_use) > 100_000:
                self._recorded_use.clear()
            self._recorded_use[principal.credential_id] = now
            return True

    def record_use(self, principal: Principal) -> None:
        """Records the session's use now; a use recorded at the same moment by another request
        (on another replica) is as good, so that conflict is no error."""
        found = self.store.get(principal.credential_id)
        if isinstance(found, Session) and not found.closed:
            found.use(time.time())
            with contextlib.suppress(ConflictError):
                self.commands.execute(None, lambda: (Reply({}), [found]), changed_meanwhile)

    def sessions(self, account: Account) -> list[Session]:
        found = [self.store.get(UUID(sid)) for sid in account.sessions]
        now = time.time()
        return [s for s in found if isinstance(s, Session) and s.expires_at > now]

    @staticmethod
    def listing(session: Session, current: UUID | None) -> dict[str, Any]:
        return {
            "id": str(session.id),
            "device": session.device,
            "method": session.method,
            "created_at": session.created_on.isoformat(),
            "last_used_at": iso_time(session.last_used_at or session.created_on.timestamp()),
            "expires_at": iso_time(session.expires_at),
            "current": session.id == current,
        }

    def close(self, account: Account, session: UUID, reason: str) -> None:
        """Closes one session of the account (404 for one it does not have)."""
        if str(session) not in account.sessions:
            raise NotFoundError(
                f"no open session {session} on this account", reason="session-not-found"
            )
        self._close(account, [session], reason)

    def close_all(self, account: Account) -> int:
        sessions = [UUID(s) for s in account.sessions]
        self._close(account, sessions, "signed out everywhere")
        return len(sessions)

    def _close(self, account: Account, sessions: list[UUID], reason: str) -> None:
        changed: list[Aggregate] = [account]
        for sid in sessions:
            account.unlist_session(str(sid))
            found = self.store.get(sid)
            if isinstance(found, Session) and not found.closed:
                found.close(reason)
                changed.append(found)
        self.commands.execute(None, lambda: (Reply({}), changed), changed_meanwhile)
        for sid in sessions:
            self.cache.revoked(sid)
