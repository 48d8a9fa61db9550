"""Friend requests, unfriending, blocks and the social settings: the commands.

Each refusal raises before anything is saved; each command saves its aggregates in one
transaction (``IdempotentCommands``), a concurrent change of the same pair being a 409."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.errors import ConflictError, InvalidRequestError, NotFoundError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply
from ginrummy.service.social.aggregates import (
    AUDIENCES,
    Block,
    Friendship,
    SocialSettings,
    block_id,
    friendship_id,
    settings_id,
)
from ginrummy.service.social.graph import SocialGraph


def save(commands: IdempotentCommands, body: Any, aggregates: list[Aggregate]) -> Reply:
    """Saves the aggregates in one transaction (409 ``conflict`` when another command changed
    one of them meanwhile) and answers ``body``."""
    return commands.execute(
        None,
        lambda: (Reply(body), aggregates),
        lambda: ConflictError("it changed meanwhile: retry", reason="conflict"),
    )


class FriendCommands:
    """The contact list's commands."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        players: PlayerDirectory,
        graph: SocialGraph,
    ) -> None:
        self.store = store
        self.commands = commands
        self.players = players
        self.graph = graph

    def other_player(self, me: UUID, other: UUID) -> str:
        """The other player's id (404 ``player-not-found``; 422 ``self-social`` for oneself)."""
        if me == other:
            raise InvalidRequestError("that is you", reason="self-social")
        self.players.name(other)  # a player's name is cached once read: 404 if there is none
        return str(other)

    def _friendship(self, a: str, b: str) -> Friendship:
        found = self.store.get(friendship_id(a, b))
        return found if isinstance(found, Friendship) else Friendship(players=[a, b])

    def _block(self, blocker: str, blocked: str) -> Block:
        found = self.store.get(block_id(blocker, blocked))
        return found if isinstance(found, Block) else Block(blocker=blocker, blocked=blocked)

    def status(self, me: str, other: str) -> dict[str, Any]:
        friendship = self._friendship(me, other)
        status = friendship.status
        if status == "requested":
            status = "request_sent" if friendship.requester == me else "request_received"
        return {
            "player_id": other,
            "friendship": status,
            "blocked": self.graph.is_blocked(me, other),
        }

    # -- requests -------------------------------------------------------------------------

    def request(self, me: UUID, other: UUID) -> Reply:
        """Sends a friend request (accepts theirs when they sent one first)."""
        a, b = str(me), self.other_player(me, other)
        if self.graph.blocked_either_way(a, b):
            raise ConflictError("one of you blocks the other", reason="blocked")
        friendship = self._friendship(a, b)
        if friendship.status == "friends":
            raise ConflictError("you are friends already", reason="already-friends")
        if friendship.status == "requested":
            if friendship.requester == a:
                raise ConflictError("you asked already", reason="already-requested")
            friendship.accept(by=a, to=b)
        else:
            friendship.request(by=a, to=b)
        return save(
            self.commands, self.status(a, b) | {"friendship": _mine(friendship, a)}, [friendship]
        )

    def answer(self, me: UUID, other: UUID, accept: bool) -> Reply:
        """Accepts or declines the other player's request (404 when there is none)."""
        a, b = str(me), self.other_player(me, other)
        friendship = self._friendship(a, b)
        if friendship.status != "requested" or friendship.requester != b:
            raise NotFoundError(
                "no friend request from that player", reason="friend-request-not-found"
            )
        if accept:
            friendship.accept(by=a, to=b)
        else:
            friendship.decline(by=a, to=b)
        return save(
            self.commands,
            {"player_id": b, "friendship": _mine(friendship, a), "blocked": False},
            [friendship],
        )

    def cancel(self, me: UUID, other: UUID) -> Reply:
        a, b = str(me), self.other_player(me, other)
        friendship = self._friendship(a, b)
        if friendship.status != "requested" or friendship.requester != a:
            raise NotFoundError(
                "you sent that player no request", reason="friend-request-not-found"
            )
        friendship.cancel(by=a, to=b)
        return save(
            self.commands, {"player_id": b, "friendship": "none", "blocked": False}, [friendship]
        )

    def unfriend(self, me: UUID, other: UUID) -> Reply:
        a, b = str(me), self.other_player(me, other)
        friendship = self._friendship(a, b)
        if friendship.status != "friends":
            raise NotFoundError("you are not friends", reason="not-friends")
        friendship.unfriend(by=a, to=b)
        return save(self.commands, self.status(a, b) | {"friendship": "none"}, [friendship])

    # -- blocks ---------------------------------------------------------------------------

    def block(self, me: UUID, other: UUID) -> Reply:
        """Blocks the player; a friendship or a pending request between you ends."""
        a, b = str(me), self.other_player(me, other)
        block = self._block(a, b)
        if block.active:
            raise ConflictError("you block that player already", reason="already-blocked")
        block.block(by=a, whom=b)
        changed: list[Aggregate] = [block]
        friendship = self._friendship(a, b)
        if friendship.status == "friends":
            friendship.unfriend(by=a, to=b)
            changed.append(friendship)
        elif friendship.status == "requested":
            if friendship.requester == a:
                friendship.cancel(by=a, to=b)
            else:
                friendship.decline(by=a, to=b)
            changed.append(friendship)
        return save(self.commands, {"player_id": b, "friendship": "none", "blocked": True}, changed)

    def unblock(self, me: UUID, other: UUID) -> Reply:
        a, b = str(me), self.other_player(me, other)
        block = self._block(a, b)
        if not block.active:
            raise NotFoundError("you do not block that player", reason="not-blocked")
        block.unblock(by=a, whom=b)
        return save(self.commands, self.status(a, b) | {"blocked": False}, [block])

    # -- settings -------------------------------------------------------------------------

    def settings(self, me: UUID) -> dict[str, Any]:
        found = self.graph.settings(str(me))
        return {
            "who_may_write": found.who_may_write,
            "who_may_challenge": found.who_may_challenge,
        }

    def change_settings(
        self, me: UUID, who_may_write: str | None, who_may_challenge: str | None
    ) -> Reply:
        for value in (who_may_write, who_may_challenge):
            if value is not None and value not in AUDIENCES:
                raise InvalidRequestError(
                    f"{value!r}: one of {', '.join(AUDIENCES)}", reason="invalid-request"
                )
        player = str(me)
        found = self.store.get(settings_id(player))
        settings = found if isinstance(found, SocialSettings) else SocialSettings(player=player)
        settings.change(
            by=player,
            who_may_write=who_may_write or settings.who_may_write,
            who_may_challenge=who_may_challenge or settings.who_may_challenge,
        )
        body = {
            "who_may_write": settings.who_may_write,
            "who_may_challenge": settings.who_may_challenge,
        }
        return save(self.commands, body, [settings])

    # -- the contact list -----------------------------------------------------------------

    def contacts(self, me: UUID) -> dict[str, Any]:
        player = str(me)
        incoming, outgoing = self.graph.requests(player)
        return {
            "friends": self.graph.friends_of(player),
            "requests_received": incoming,
            "requests_sent": outgoing,
            "blocked": sorted(self.graph.blocked_by(player)),
        }


def _mine(friendship: Friendship, me: str) -> str:
    if friendship.status == "requested":
        return "request_sent" if friendship.requester == me else "request_received"
    return friendship.status
