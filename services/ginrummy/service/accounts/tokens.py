"""Personal API tokens (lichess's model): several per account, each with a name, scopes and an
optional expiry; the secret is shown once (stored as its SHA-256: the token's id derives from
it); listed without it, revoked, rotated (a new secret for the same name, scopes and expiry,
the old one revoked in the same transaction).

The token a guest got from ``POST /players`` is the account's first token, ``default`` with
every scope: it is found through the player's token index until it is first revoked or
rotated, when its :class:`PersonalToken` is recorded (at the id its hash gives)."""

from __future__ import annotations

import secrets
import time
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.accounts.aggregates import Account, PersonalToken, token_id
from ginrummy.service.accounts.credential_book import CredentialBook, changed_meanwhile, iso_time
from ginrummy.service.accounts.credentials import (
    ALL_SCOPES,
    SCOPES,
    TOKEN,
    Principal,
    secret_hash,
)
from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.identity import Index, Player, index_id
from ginrummy.service.players import TOKEN_PREFIX
from ginrummy.service.replies import Reply

DEFAULT_TOKEN_NAME = "default"
MAX_TOKENS = 50
MAX_EXPIRY_DAYS = 3650


class PersonalTokens(CredentialBook):
    """Issues, lists, revokes and rotates personal tokens; authenticates bearer tokens."""

    # -- authentication -------------------------------------------------------------------

    def principal_of(self, hashed: str) -> Principal | None:
        """The principal of a bearer token's secret (one or two reads): its recorded token,
        else a guest's first token, found through the player's token index."""
        found = self.store.get(token_id(hashed))
        if isinstance(found, PersonalToken):
            if found.revoked:
                return None
            return Principal(
                UUID(found.player_id), TOKEN, found.id, frozenset(found.scopes), found.expires_at
            )
        index = self.store.get(index_id(f"token:{hashed}"))
        if not isinstance(index, Index):
            return None
        return Principal(index.ref, TOKEN, token_id(hashed), frozenset(ALL_SCOPES), None)

    # -- management -----------------------------------------------------------------------

    def issue(
        self, account: Account, name: str, scopes: list[str], expires_at: float | None
    ) -> tuple[dict[str, Any], list[Aggregate]]:
        """A new token of ``account`` (not saved yet): its listing with the secret."""
        if len(account.tokens) >= MAX_TOKENS:
            raise ConflictError(
                f"an account holds at most {MAX_TOKENS} tokens: revoke some first",
                reason="conflict",
            )
        secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
        token = PersonalToken(
            token_hash=secret_hash(secret),
            player_id=account.player_id,
            name=name,
            scopes=sorted(set(scopes), key=ALL_SCOPES.index),
            expires_at=expires_at,
        )
        account.list_token(str(token.id))
        return {**self.listing(token), "token": secret}, [token, account]

    def create(
        self, account: Account, name: str, scopes: list[str], expires_in_days: int | None
    ) -> Reply:
        _check_token(name, scopes, expires_in_days)
        expires_at = None if expires_in_days is None else time.time() + expires_in_days * 86400
        body, aggregates = self.issue(account, name, scopes, expires_at)
        return self.commands.execute(
            None, lambda: (Reply(body, created=True), aggregates), changed_meanwhile
        )

    def tokens(self, account: Account, player: Player) -> list[PersonalToken | Player]:
        """The account's live tokens, the guest's first token first while it is not recorded."""
        found: list[PersonalToken | Player] = []
        legacy = self._legacy_id(player)
        if legacy is not None and str(legacy) not in account.tokens:
            found.append(player)
        for tid in account.tokens:
            token = self.store.get(UUID(tid))
            if isinstance(token, PersonalToken) and not token.revoked:
                found.append(token)
        return found

    def listing(self, token: PersonalToken | Player) -> dict[str, Any]:
        if isinstance(token, Player):
            return {
                "id": str(token_id(token.token_hash)),
                "name": DEFAULT_TOKEN_NAME,
                "scopes": list(ALL_SCOPES),
                "created_at": token.created_on.isoformat(),
                "expires_at": None,
            }
        return {
            "id": str(token.id),
            "name": token.name,
            "scopes": list(token.scopes),
            "created_at": token.created_on.isoformat(),
            "expires_at": iso_time(token.expires_at),
        }

    def revoke(self, account: Account, player: Player, token: UUID) -> Reply:
        found, aggregates = self._managed(account, player, token)
        listing = self.listing(found)
        found.revoke()
        self.commands.execute(None, lambda: (Reply(listing), aggregates), changed_meanwhile)
        self.cache.revoked(found.id)
        return Reply(listing)

    def rotate(self, account: Account, player: Player, token: UUID) -> Reply:
        found, aggregates = self._managed(account, player, token)
        found.revoke()
        body, issued = self.issue(account, found.name, found.scopes, found.expires_at)
        saved = [*aggregates, *(a for a in issued if a not in aggregates)]
        reply = self.commands.execute(
            None, lambda: (Reply(body, created=True), saved), changed_meanwhile
        )
        self.cache.revoked(found.id)
        return reply

    def _managed(
        self, account: Account, player: Player, token: UUID
    ) -> tuple[PersonalToken, list[Aggregate]]:
        """The live token ``token`` of the account, recorded (the guest's first token is
        recorded here), and what to save with it."""
        if self._legacy_id(player) == token and str(token) not in account.tokens:
            adopted = PersonalToken(
                token_hash=player.token_hash,
                player_id=account.player_id,
                name=DEFAULT_TOKEN_NAME,
                scopes=list(ALL_SCOPES),
                expires_at=None,
            )
            account.list_token(str(adopted.id))
            return adopted, [adopted, account]
        if str(token) in account.tokens:
            found = self.store.get(token)
            if isinstance(found, PersonalToken) and not found.revoked:
                return found, [found, account]
        raise NotFoundError(f"no live token {token} on this account", reason="token-not-found")

    @staticmethod
    def _legacy_id(player: Player) -> UUID | None:
        if player.token_scheme == "sha256" and player.token_hash:
            return token_id(player.token_hash)
        return None


def _check_token(name: str, scopes: list[str], expires_in_days: int | None) -> None:
    if not name.strip() or len(name) > 64:
        raise InvalidRequestError("a token's name has 1 to 64 characters", reason="invalid-request")
    unknown = sorted(set(scopes) - set(SCOPES))
    if unknown or not scopes:
        raise InvalidRequestError(
            f"scopes are one or more of {', '.join(SCOPES)}"
            + (f" (not {', '.join(unknown)})" if unknown else ""),
            reason="invalid-request",
        )
    if expires_in_days is not None and not 1 <= expires_in_days <= MAX_EXPIRY_DAYS:
        raise InvalidRequestError(
            f"a token expires in 1 to {MAX_EXPIRY_DAYS} days", reason="invalid-request"
        )
