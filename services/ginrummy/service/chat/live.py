"""The chat's live messages: a line goes to the chat streams that may read its room and, for
the seats' room, to the seated players' own streams (``chatLine``, as lichess's bot API has it).

:class:`ChatFanout` is one of the fan-out's routes (``LiveFanout.routes``): it sees every event
that is neither a match's nor a tournament's and picks the chat's lines. :class:`ChatStreams`
serves ``GET /matches/{id}/chat/stream``: the lines after a line id, then each new one."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from typing import Any
from uuid import UUID

import anyio.to_thread

from ginrummy.service.chat.aggregate import SEATS, TableChat
from ginrummy.service.chat.commands import TableChats, line_record
from ginrummy.service.chat.visibility import readable_rooms
from ginrummy.service.live import Item, LiveEvent, LiveStream, LiveStreams, Reconnect
from ginrummy.service.live_fanout import RECONNECT, Inbox, Message, Pushed, Subscriptions
from ginrummy.service.persistence.cache import MatchCache

CHAT_LINE = "chatLine"
_SAID_TOPIC = TableChat.Said.__qualname__


def chat_key(match_id: UUID | str) -> str:
    return f"chat:{match_id}"


class ChatFanout:
    """Routes each new line to the inboxes allowed to read it."""

    def __init__(
        self,
        cache: MatchCache,
        decode: Callable[[Any], Any],
        names: Callable[[str], str | None],
        is_blocked: Callable[[str, str], bool],
    ) -> None:
        self.cache = cache
        self.decode = decode
        self.names = names
        self.is_blocked = is_blocked

    def __call__(self, notification: Any, subs: Subscriptions) -> list[tuple[Inbox, Message]]:
        if not notification.topic.endswith(_SAID_TOPIC):
            return []
        said = self.decode(notification)
        if not isinstance(said, TableChat.Said):
            return []
        line_id = int(said.originator_version)
        line = {
            "id": line_id,
            "room": said.room,
            "author": said.author,
            "text": said.text,
            "at": said.at,
        }
        watchers = subs.of(chat_key(said.match_id))
        seated = said.room == SEATS
        if not watchers and not seated:
            return []
        with self.cache.read(UUID(said.match_id)) as match:
            players = [p for p in match.players if p is not None]
            record = {"type": CHAT_LINE, "match_id": said.match_id}
            record.update(line_record(line, self.names))
            out: list[tuple[Inbox, Message]] = [
                (inbox, Pushed(line_id, record))
                for inbox in watchers
                if said.room in readable_rooms(match, inbox.viewer)
                and not self._blocks(inbox.viewer, said.author)
            ]
        if seated:
            for player in players:
                if self._blocks(player, said.author):
                    continue
                for inbox in subs.of(f"player:{player}"):
                    out.append((inbox, Pushed(notification.id, record)))
        return out

    def _blocks(self, viewer: str | None, author: str) -> bool:
        return viewer is not None and viewer != author and self.is_blocked(viewer, author)


class ChatStreams:
    """``GET /matches/{id}/chat/stream``: the lines the viewer may read after ``after``, then
    each new one as it is said; ends after ``stream_seconds`` (reconnect with Last-Event-ID)."""

    def __init__(self, live: LiveStreams, chats: TableChats) -> None:
        self.live = live
        self.chats = chats

    def stream(self, match_id: UUID, viewer: UUID | None, after: int) -> LiveStream:
        return self.live.subscribed(
            chat_key(match_id),
            str(viewer) if viewer is not None else None,
            lambda inbox: self._lines(inbox, match_id, viewer, after),
        )

    async def _lines(
        self, inbox: Inbox, match_id: UUID, viewer: UUID | None, after: int
    ) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.live.stream_seconds
        try:
            backlog = await anyio.to_thread.run_sync(self.chats.lines, match_id, viewer, after)
            last = after
            for line in backlog["lines"]:
                last = int(line["id"])
                yield LiveEvent({"type": CHAT_LINE, **line}, last)
            async for items in self.live.messages(inbox, ends):
                for item in items:
                    if item is RECONNECT:
                        yield Reconnect()
                        return
                    if isinstance(item, Pushed) and item.id > last:
                        last = item.id
                        yield LiveEvent(item.record, last)
        finally:
            self.live.release(inbox)


def chat_streams(service: Any, live: LiveStreams) -> ChatStreams:
    """The chat's streams of a service (``GinRummyService``), its lines routed by ``live``'s
    fan-out."""
    live.fanout.routes.append(
        ChatFanout(
            service.cache,
            service.store.to_domain_event,
            service.players.name,
            service.chats.is_blocked,
        )
    )
    return ChatStreams(live, service.chats)
