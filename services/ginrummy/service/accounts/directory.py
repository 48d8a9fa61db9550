"""Accounts: claiming a guest, signing up, signing in, and the authentication of a request.

Sign-in refusals leak nothing: an unknown name, an account without a password and a wrong
password give the same 401 body, after the same work (two store reads, one argon2id
verification, against a decoy hash when there is no real one), answered no sooner than the
same floor (``throttle.AnswerFloor``: what is left of the reads' difference), and count the same
towards the throttle (``throttle``)."""

from __future__ import annotations

import time
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.accounts.aggregates import Account, account_id
from ginrummy.service.accounts.credentials import SESSION, CredentialCache, Principal
from ginrummy.service.accounts.passkeys import Passkeys
from ginrummy.service.accounts.passwords import PasswordHashes, check_new_password
from ginrummy.service.accounts.sessions import Sessions, csrf_token
from ginrummy.service.accounts.throttle import AnswerFloor, SignInThrottle
from ginrummy.service.accounts.tokens import PersonalTokens
from ginrummy.service.errors import ConflictError, NotFoundError, UnauthorizedError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.identity import Player
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import NO_TOKEN, PlayerDirectory, check_name
from ginrummy.service.replies import Reply

SIGN_IN_FAILED = "the name or the password is wrong"


class Accounts:
    """The accounts of players, their tokens and sessions."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        players: PlayerDirectory,
        *,
        hashes: PasswordHashes | None = None,
        throttle: SignInThrottle | None = None,
    ) -> None:
        self.store = store
        self.commands = commands
        self.players = players
        self.hashes = hashes if hashes is not None else PasswordHashes()
        self.throttle = throttle if throttle is not None else SignInThrottle()
        self.floor = AnswerFloor()
        self.cache = CredentialCache()
        self.tokens = PersonalTokens(store, commands, self.cache)
        self.sessions = Sessions(store, commands, self.cache)
        self.passkeys = Passkeys(store, commands)

    # -- reading --------------------------------------------------------------------------

    def account(self, player_id: UUID) -> tuple[Account, Player]:
        """The player's account (a new one, not saved yet, for a guest that has none)."""
        player = self.players.player(player_id)
        found = self.store.get(account_id(player_id))
        if isinstance(found, Account):
            return found, player
        return Account(player_id=str(player_id), name=player.name), player

    def summary(self, principal: Principal, secret: str | None = None) -> dict[str, Any]:
        account, _ = self.account(principal.player_id)
        body: dict[str, Any] = {
            "player_id": account.player_id,
            "name": account.name,
            "claimed": account.claimed,
            "password": account.password_hash is not None,
            "passkeys": len(account.passkeys),
            "authenticated_by": principal.kind,
            "scopes": sorted(principal.scopes),
        }
        if principal.kind == SESSION and secret is not None:
            body["csrf_token"] = csrf_token(secret)
        return body

    # -- claiming, signing up, signing in -------------------------------------------------

    def claim(self, principal: Principal, password: str) -> Reply:
        """Sets the password of a guest's account (409 when it has one already)."""
        account, _ = self.account(principal.player_id)
        if account.password_hash is not None:
            raise ConflictError("this account has a password already", reason="already-claimed")
        check_new_password(password, account.name)
        account.set_password(self.hashes.hash(password))
        self._save([account])
        return Reply(self.summary(principal))

    def sign_up(self, name: str, password: str, device: str) -> tuple[Reply, str]:
        """A new player with a password, signed in: the reply and the session's secret."""
        check_name(name)
        check_new_password(password, name)
        password_hash = self.hashes.hash(password)
        player, by_name = self.players.new_player(name, scheme=NO_TOKEN)
        account = Account(player_id=str(player.id), name=name)
        account.set_password(password_hash)
        secret, opened = self.sessions.open(account, device, "password")
        self.commands.execute(
            None,
            lambda: (Reply({}), [player, by_name, *opened]),
            lambda: ConflictError(f"the name {name!r} is taken", reason="name-taken"),
        )
        return self._signed_in(account, opened[0].id, secret, created=True), secret

    def sign_in(self, name: str, password: str, address: str, device: str) -> tuple[Reply, str]:
        """A new session for the right name and password; the same 401 for anything else."""
        delay = self.throttle.check(name, address)
        if delay:
            time.sleep(delay)
        started = time.monotonic()
        player_id = self.players.find(name) if len(name) <= 64 else None
        found = self.store.get(account_id(player_id or UUID(int=0)))
        account = found if isinstance(found, Account) else None
        if account is not None and account.password_hash is not None:
            ok = self.hashes.verify(account.password_hash, password)
        else:
            ok = self.hashes.verify_nothing(password)
        if not ok or account is None:
            self.throttle.failed(name, address)
            self.floor.wait(started)
            raise UnauthorizedError(SIGN_IN_FAILED, reason="sign-in-failed")
        self.throttle.succeeded(name, address)
        if account.password_hash is not None and self.hashes.needs_rehash(account.password_hash):
            account.set_password(self.hashes.hash(password))
        secret, opened = self.sessions.open(account, device, "password")
        self._save(opened)
        return self._signed_in(account, opened[0].id, secret), secret

    # -- passkeys ------------------------------------------------------------------------

    def passkey_registration_options(self, principal: Principal, rp_id: str) -> Reply:
        account, _ = self.account(principal.player_id)
        return Reply(self.passkeys.registration_options(account, rp_id))

    def register_passkey(
        self, principal: Principal, credential: dict[str, Any], rp_id: str, origin: str
    ) -> Reply:
        account, _ = self.account(principal.player_id)
        self._save(self.passkeys.register(account, credential, rp_id, origin))
        return Reply(self.summary(principal), created=True)

    def passkey_sign_in(
        self, credential: dict[str, Any], rp_id: str, origin: str, device: str
    ) -> tuple[Reply, str]:
        account, challenge = self.passkeys.authenticate(credential, rp_id, origin)
        secret, opened = self.sessions.open(account, device, "passkey")
        self._save([challenge, *opened])
        return self._signed_in(account, opened[0].id, secret), secret

    def _signed_in(
        self, account: Account, session: UUID, secret: str, created: bool = False
    ) -> Reply:
        body = {
            "player_id": account.player_id,
            "name": account.name,
            "session_id": str(session),
            "csrf_token": csrf_token(secret),
        }
        return Reply(body, created=created)

    # -- sessions -------------------------------------------------------------------------

    def list_sessions(self, principal: Principal) -> Reply:
        account, _ = self.account(principal.player_id)
        current = principal.credential_id if principal.kind == SESSION else None
        rows = [self.sessions.listing(s, current) for s in self.sessions.sessions(account)]
        return Reply({"sessions": rows})

    def revoke_session(self, principal: Principal, session: UUID) -> None:
        account, _ = self.account(principal.player_id)
        self.sessions.close(account, session, "revoked")

    def sign_out(self, principal: Principal) -> None:
        if principal.kind != SESSION:
            raise NotFoundError("only a session signs out", reason="session-not-found")
        account, _ = self.account(principal.player_id)
        self.sessions.close(account, principal.credential_id, "signed out")

    def sign_out_everywhere(self, principal: Principal) -> Reply:
        account, _ = self.account(principal.player_id)
        return Reply({"closed": self.sessions.close_all(account)})

    # -- tokens ---------------------------------------------------------------------------

    def list_tokens(self, principal: Principal) -> Reply:
        account, player = self.account(principal.player_id)
        listed = [self.tokens.listing(t) for t in self.tokens.tokens(account, player)]
        return Reply({"tokens": listed})

    def create_token(
        self, principal: Principal, name: str, scopes: list[str], expires_in_days: int | None
    ) -> Reply:
        account, _ = self.account(principal.player_id)
        return self.tokens.create(account, name, scopes, expires_in_days)

    def revoke_token(self, principal: Principal, token: UUID) -> Reply:
        account, player = self.account(principal.player_id)
        return self.tokens.revoke(account, player, token)

    def rotate_token(self, principal: Principal, token: UUID) -> Reply:
        account, player = self.account(principal.player_id)
        return self.tokens.rotate(account, player, token)

    def _save(self, aggregates: list[Aggregate]) -> None:
        self.commands.execute(
            None,
            lambda: (Reply({}), aggregates),
            lambda: ConflictError("the account changed meanwhile: retry", reason="conflict"),
        )
