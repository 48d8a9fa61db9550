"""The player directory: registration, tokens and names.

A player's name follows :data:`NAME_PATTERN` (the API's schema uses the same constant); the
API token is shown once and stored only as its SHA-256 (an :class:`Index` from the hash to the
player makes a lookup one read). Tokens and names seen are remembered per process."""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
from collections.abc import Iterable
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.domain import Index, Player, index_id
from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.idempotency import IdempotencyKey, IdempotentCommands
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply

NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$"
NAME_RULE = "3 to 32 characters: letters, digits, '_', '.', '-', starting with a letter or digit"
TOKEN_PREFIX = "gr_"
RECENT_TOKENS = 100_000
_NAME = re.compile(NAME_PATTERN)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class PlayerDirectory:
    """Registers players, authenticates tokens and names seats."""

    def __init__(self, store: EventStore, commands: IdempotentCommands) -> None:
        self.store = store
        self.commands = commands
        self._tokens: dict[str, UUID] = {}
        self._recent_tokens: dict[str, UUID] = {}
        self._names: dict[UUID, str] = {}
        self._names_by_text: dict[str, str] = {}

    def register(self, name: str, idem: IdempotencyKey | None = None) -> Reply:
        """Registers a player; the reply holds the API token (shown once, stored hashed)."""
        if not _NAME.match(name):
            raise InvalidRequestError(f"a name is {NAME_RULE}", reason="invalid-name")

        def run() -> tuple[Reply, list[Aggregate]]:
            token = TOKEN_PREFIX + secrets.token_urlsafe(32)
            token_hash = hash_token(token)
            player = Player(name=name, token_hash=token_hash)
            by_name = Index(key=f"name:{name.lower()}", ref=player.id)
            by_token = Index(key=f"token:{token_hash}", ref=player.id)
            body = {
                "id": str(player.id),
                "name": name,
                "created_at": player.created_on.isoformat(),
                "token": token,
            }
            return Reply(body, created=True), [player, by_name, by_token]

        reply = self.commands.execute(
            idem,
            run,
            lambda: ConflictError(f"the name {name!r} is taken", reason="name-taken"),
            secret_fields=("token",),
        )
        if reply.replayed:
            # The token is a secret shown once, to the request that created it: an anonymous
            # Idempotency-Key may be sent by anyone, so a replay never carries it.
            raise ConflictError(
                f"this Idempotency-Key already registered {reply.body['name']!r} "
                f"(player {reply.body['id']}); its token was shown once, to that request, and "
                "is never replayed: if it was lost, register another name",
                reason="registration-replayed",
                player_id=reply.body["id"],
            )
        body = reply.body
        self._tokens[hash_token(body["token"])] = UUID(body["id"])
        self._names[UUID(body["id"])] = body["name"]
        return reply

    def known_token(self, token: str) -> UUID | None:
        """The player holding ``token`` if this process knows it already (no I/O). Tokens seen
        lately are remembered as they came (in this process's memory only), to skip the hash."""
        player = self._recent_tokens.get(token)
        if player is None:
            player = self._tokens.get(hash_token(token))
            if player is not None:
                if len(self._recent_tokens) >= RECENT_TOKENS:
                    self._recent_tokens.clear()
                self._recent_tokens[token] = player
        return player

    def authenticate(self, token: str) -> UUID | None:
        """The player holding ``token``, or ``None``."""
        token_hash = hash_token(token)
        known = self._tokens.get(token_hash)
        if known is not None:
            return known
        index = self.store.get(index_id(f"token:{token_hash}"))
        if not isinstance(index, Index):
            return None
        self._tokens[token_hash] = index.ref
        return index.ref

    def player(self, player_id: UUID) -> Player:
        player = self.store.get(player_id)
        if not isinstance(player, Player):
            raise NotFoundError(f"no player {player_id}", reason="player-not-found")
        return player

    def name(self, player_id: str | UUID | None) -> str | None:
        if player_id is None:
            return None
        if type(player_id) is str:  # seats hold ids as strings: skip the UUID parse
            known = self._names_by_text.get(player_id)
            if known is not None:
                return known
        pid = UUID(str(player_id))
        name = self._names.get(pid)
        if name is None:
            name = self.player(pid).name
            self._names[pid] = name
        if type(player_id) is str:
            self._names_by_text[player_id] = name
        return name

    def names(self, players: Iterable[str | None]) -> list[str | None]:
        return [self.name(p) for p in players]

    async def learn(self, players: Iterable[str | None]) -> None:
        """Loads the names this process does not know yet (a store read) in a thread, so that
        building a view on the event loop never waits for the store."""
        players = list(players)
        if any(p is not None and p not in self._names_by_text for p in players):
            await asyncio.to_thread(self.names, players)
