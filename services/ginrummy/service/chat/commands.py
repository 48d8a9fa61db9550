"""Saying a line at a table, and reading the lines a viewer may read.

A refused line (too long, empty, flood, repeat, a match that has not started) is a 4xx
problem and stores nothing: the checks run before anything is saved."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from uuid import UUID

from ginrummy.service.chat.aggregate import MAX_LINE_CHARS, TableChat
from ginrummy.service.chat.visibility import readable_rooms, speaking_room
from ginrummy.service.errors import ConflictError, InvalidRequestError
from ginrummy.service.match import ACTIVE, FINISHED, Match
from ginrummy.service.optimistic import optimistic
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory

_SPOKEN = frozenset((ACTIVE, FINISHED))
# A first line may race another's creation of the chat: retried this many times.
_ATTEMPTS = 3


def line_record(line: dict[str, Any], names: Callable[[str], str | None]) -> dict[str, Any]:
    """A line as the API shows it (its author's name beside the id)."""
    return {
        "id": line["id"],
        "room": line["room"],
        "author": line["author"],
        "author_name": names(line["author"]),
        "text": line["text"],
        "at": line["at"],
    }


class TableChats:
    """The chat of every match: say a line, read the lines."""

    def __init__(
        self,
        store: EventStore,
        cache: MatchCache,
        players: PlayerDirectory,
        is_blocked: Callable[[str, str], bool],
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.cache = cache
        self.players = players
        # is_blocked(blocker, blocked): a blocked author's lines are hidden from the blocker
        self.is_blocked = is_blocked
        self.clock = clock

    def chat(self, match_id: UUID) -> TableChat | None:
        found = self.store.get(TableChat.create_id(str(match_id)))
        return found if isinstance(found, TableChat) else None

    def say(self, match_id: UUID, player: UUID, text: str) -> dict[str, Any]:
        """Adds ``player``'s line in its room (seats' or spectators'); the line as recorded."""
        checked = checked_text(text)
        with self.cache.read(match_id) as match:
            room = self._room(match, str(player))

        def attempt() -> TableChat:
            chat = self.chat(match_id) or TableChat(match_id=str(match_id))
            chat.say(room, str(player), checked, self.clock())
            self.store.save(chat)
            return chat

        chat = optimistic(
            attempt, "other lines were said at the same time; say it again", attempts=_ATTEMPTS
        )
        return line_record(chat.lines[-1], self._name)

    def lines(self, match_id: UUID, viewer: UUID | None, after: int = 0) -> dict[str, Any]:
        """The lines after line id ``after`` the viewer may read (none of an author the viewer
        blocks), and the rooms it reads."""
        reader = str(viewer) if viewer is not None else None
        with self.cache.read(match_id) as match:
            rooms = readable_rooms(match, reader)
        chat = self.chat(match_id)
        found = chat.lines if chat is not None else []
        if reader is not None:
            hidden = {a for a in {x["author"] for x in found} if self.is_blocked(reader, a)}
            found = [line for line in found if line["author"] not in hidden]
        return {
            "match_id": str(match_id),
            "rooms": list(rooms),
            "lines": [
                line_record(line, self._name)
                for line in found
                if line["id"] > after and line["room"] in rooms
            ],
        }

    def _room(self, match: Match, player: str) -> str:
        if match.status not in _SPOKEN:
            raise ConflictError(
                f"the match is {match.status}; its table opens when it starts",
                reason="chat-closed",
            )
        return speaking_room(match, player)

    def _name(self, player: str) -> str | None:
        return self.players.name(player)


def checked_text(text: str) -> str:
    """A chat line as kept (trimmed): 422 ``chat-empty`` or ``chat-too-long`` (the table's
    and the rooms' chat)."""
    stripped = text.strip()
    if not stripped:
        raise InvalidRequestError("a chat line needs some text", reason="chat-empty")
    if len(stripped) > MAX_LINE_CHARS:
        raise InvalidRequestError(
            f"a chat line has at most {MAX_LINE_CHARS} characters; this one has {len(stripped)}",
            reason="chat-too-long",
        )
    return stripped
