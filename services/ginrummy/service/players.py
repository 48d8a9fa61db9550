"""The player directory: registration and names.

A player's name follows :data:`NAME_PATTERN` (the API's schema uses the same constant). A guest
registered here gets an API token, shown once and stored only as its SHA-256 (an
:class:`Index` from the hash to the player): that token is the first personal token of the
player's account (``service.accounts``, which authenticates every credential). A player who
signs up with a password instead has no such token (``token_scheme`` ``none``). Names seen are
remembered per process."""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
from collections.abc import Iterable
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.idempotency import IdempotencyKey, IdempotentCommands
from ginrummy.service.identity import Index, Player, index_id
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply

NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$"
NAME_RULE = "3 to 32 characters: letters, digits, '_', '.', '-', starting with a letter or digit"
TOKEN_PREFIX = "gr_"
# ``Player.token_scheme`` of a player registered without a token (signed up with a password)
NO_TOKEN = "none"
_NAME = re.compile(NAME_PATTERN)


def check_name(name: str) -> None:
    if not _NAME.match(name):
        raise InvalidRequestError(f"a name is {NAME_RULE}", reason="invalid-name")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class PlayerDirectory:
    """Registers players, authenticates tokens and names seats."""

    def __init__(self, store: EventStore, commands: IdempotentCommands) -> None:
        self.store = store
        self.commands = commands
        self._names: dict[UUID, str] = {}
        self._names_by_text: dict[str, str] = {}

    def register(self, name: str, idem: IdempotencyKey | None = None) -> Reply:
        """Registers a player; the reply holds the API token (shown once, stored hashed)."""
        check_name(name)

        def run() -> tuple[Reply, list[Aggregate]]:
            token = TOKEN_PREFIX + secrets.token_urlsafe(32)
            token_hash = hash_token(token)
            player, by_name = self.new_player(name, token_hash)
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
        self._names[UUID(reply.body["id"])] = reply.body["name"]
        return reply

    @staticmethod
    def new_player(name: str, token_hash: str = "", scheme: str = "sha256") -> tuple[Player, Index]:
        """A new player and the index of its name (to save together; the name's index fails
        on the store's unique constraint when the name is taken)."""
        player = Player(name=name, token_hash=token_hash, token_scheme=scheme)
        return player, Index(key=f"name:{name.lower()}", ref=player.id)

    def find(self, name: str) -> UUID | None:
        """The player named ``name`` (case-insensitively), or ``None``."""
        index = self.store.get(index_id(f"name:{name.lower()}"))
        return index.ref if isinstance(index, Index) else None

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
