"""The rooms' commands and reads. A refused call (a bad or taken name, not a member, a chat
line the flood rule refuses) is a 4xx problem and stores nothing: the room decides before
anything is saved. Commands on one room at once conflict on its version: the losers are
decided again on the room as it is then (up to ``_ATTEMPTS`` times; each attempt is one read
and one write, and one writer of each round wins: that many writers at once all get
through)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any
from uuid import UUID

from ginrummy.service.chat.commands import checked_text
from ginrummy.service.errors import ConflictError, NotFoundError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.match import OPEN, Match
from ginrummy.service.optimistic import optimistic
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply
from ginrummy.service.rooms.aggregate import Room, checked_name, room_id
from ginrummy.service.rooms.projection import RoomProjection

if TYPE_CHECKING:
    from ginrummy.service.rooms.live import RoomStreams

_ATTEMPTS = 16
# a room's page lists its open matches among the latest matches opened in it
_LATEST_MATCHES = 200


class RoomCommands:
    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        cache: MatchCache,
        players: PlayerDirectory,
        is_blocked: Callable[[str, str], bool],
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.commands = commands
        self.cache = cache
        self.players = players
        # is_blocked(blocker, blocked): a blocked author's lines are hidden from the blocker
        self.is_blocked = is_blocked
        self.clock = clock
        self.projection = RoomProjection()
        self.streams: RoomStreams | None = None  # once wired (``live.wire_rooms``)

    # -- commands ---------------------------------------------------------------------

    def create(self, me: UUID, name: str) -> Reply:
        """A new room, its creator its first member: 422 ``invalid-room-name``, 409
        ``room-name-taken`` (whatever the case)."""
        kept = checked_name(name)

        def taken() -> ConflictError:
            return ConflictError(f"there is a room named {kept!r}", reason="room-name-taken")

        if self.store.get(room_id(kept)) is not None:
            raise taken()
        room = Room(name=kept, by=str(me))
        room.join(str(me))
        reply = self.commands.execute(None, lambda: (Reply(self._view(room)), [room]), taken)
        reply.created = True
        return reply

    def join(self, me: UUID, key: UUID) -> dict[str, Any]:
        return self._change(key, lambda room: room.join(str(me)))

    def leave(self, me: UUID, key: UUID) -> dict[str, Any]:
        return self._change(key, lambda room: room.leave(str(me)))

    def say(self, me: UUID, key: UUID, text: str) -> dict[str, Any]:
        """A member's line (the table chat's text and flood rules): the line as recorded."""
        kept = checked_text(text)
        room = self._change_room(key, lambda room: room.say(str(me), kept, self.clock()))
        return self.line_record(room.lines[-1])

    def open_match(self, key: UUID, match: Match) -> Room:
        """``MatchSetup.open_in_room``: the room records the match its member opens (saved
        with the match, in one transaction)."""
        room = self.room(key)
        room.open_match(str(match.created_by), str(match.id))
        return room

    def _change(self, key: UUID, change: Callable[[Room], None]) -> dict[str, Any]:
        return self._view(self._change_room(key, change))

    def _change_room(self, key: UUID, change: Callable[[Room], None]) -> Room:
        def attempt() -> Room:
            room = self.room(key)
            change(room)
            self.store.save(room)
            return room

        return optimistic(attempt, "the room changed at the same time; retry", attempts=_ATTEMPTS)

    # -- reads ------------------------------------------------------------------------

    def room(self, key: UUID) -> Room:
        found = self.store.get(key)
        if not isinstance(found, Room):
            raise NotFoundError("no such room", reason="room-not-found")
        return found

    def view(self, key: UUID) -> dict[str, Any]:
        return self._view(self.room(key))

    def listed(self) -> dict[str, Any]:
        return {
            "rooms": [
                {
                    "id": row.id,
                    "name": row.name,
                    "created_by": row.created_by,
                    "members": row.members,
                    "matches_opened": row.matches,
                }
                for row in self.projection.listed()
            ]
        }

    def lines(self, me: UUID, key: UUID, after: int = 0) -> dict[str, Any]:
        """A member's read of the chat: the lines after line id ``after``, none of an author
        the member blocks."""
        room = self.room(key)
        room.member(str(me))
        shown = [
            self.line_record(line)
            for line in room.lines
            if line["id"] > after and not self.hides(str(me), line["author"])
        ]
        return {"room_id": str(room.id), "lines": shown}

    def hides(self, viewer: str | None, author: str) -> bool:
        """Whether ``viewer`` does not see ``author``'s lines (it blocks the author)."""
        return viewer is not None and viewer != author and self.is_blocked(viewer, author)

    def line_record(self, line: dict[str, Any]) -> dict[str, Any]:
        return {**line, "author_name": self.players.name(line["author"])}

    def _view(self, room: Room) -> dict[str, Any]:
        return {
            "id": str(room.id),
            "name": room.name,
            "created_by": room.created_by,
            "version": room.version,
            "members": [
                {"player_id": player, "name": self.players.name(player)} for player in room.members
            ],
            "open_matches": self._open_matches(room),
        }

    def _open_matches(self, room: Room) -> list[dict[str, Any]]:
        found = []
        for key in reversed(room.matches[-_LATEST_MATCHES:]):
            with self.cache.read(UUID(key)) as match:
                if match.status != OPEN:
                    continue
                found.append(
                    {
                        "id": key,
                        "game": match.game_name,
                        "created_by": match.created_by,
                        "created_by_name": self.players.name(match.created_by),
                        "rules": dict(match.rules),
                        "seats": len(match.players),
                        "free_seats": sum(1 for p in match.players if p is None),
                    }
                )
        return found
