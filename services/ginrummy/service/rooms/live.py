"""A room's live stream (``GET /rooms/{id}/stream``): its events after a version (the SSE id:
``Last-Event-ID`` resumes), re-read from the store, then each new one as the log's follower
hands it to the fan-out (:class:`RoomFanout`, one of ``LiveFanout.routes``; across replicas
through ``LISTEN``/``NOTIFY`` like every stream). A member never gets the lines of an author
it blocks, on the stream or in the backlog."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from typing import Any
from uuid import UUID

import anyio.to_thread
from eventsourcing.utils import get_topic

from ginrummy.service.live import Item, LiveEvent, LiveStream, LiveStreams, Reconnect
from ginrummy.service.live_fanout import RECONNECT, Inbox, Message, Pushed, Subscriptions
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.rooms.aggregate import Room
from ginrummy.service.rooms.commands import RoomCommands

_Room: Any = Room
# the room's event class name -> its record's type
_TYPES = {
    "Joined": "room_joined",
    "Left": "room_left",
    "Said": "room_chat_line",
    "MatchOpened": "room_match_opened",
}
_TOPICS = {get_topic(getattr(_Room, name)): kind for name, kind in _TYPES.items()}
_PAGE = 500


def room_key(key: UUID | str) -> str:
    return f"room:{key}"


def room_record(ev: Any, rooms: RoomCommands) -> dict[str, Any] | None:
    """A room's event as its stream shows it (``None``: its creation, which has none)."""
    kind = _TOPICS.get(get_topic(type(ev)))
    if kind is None:
        return None
    record: dict[str, Any] = {
        "type": kind,
        "room_id": str(ev.originator_id),
        "version": int(ev.originator_version),
        "player_id": ev.by,
        "player_name": rooms.players.name(ev.by),
        "at": ev.timestamp.isoformat(),
    }
    if kind == "room_chat_line":
        record["line"] = rooms.line_record(
            {"id": int(ev.originator_version), "author": ev.by, "text": ev.text, "at": ev.at}
        )
    elif kind == "room_match_opened":
        record["match_id"] = ev.match_id
    return record


class RoomFanout:
    """Routes each new room event to the room's streams (a line: not to a member blocking
    its author)."""

    def __init__(self, rooms: RoomCommands, decode: Callable[[Any], Any]) -> None:
        self.rooms = rooms
        self.decode = decode

    def __call__(self, notification: Any, subs: Subscriptions) -> list[tuple[Inbox, Message]]:
        if notification.topic not in _TOPICS:
            return []
        watchers = subs.of(room_key(notification.originator_id))
        if not watchers:
            return []
        ev = self.decode(notification)
        record = room_record(ev, self.rooms)
        if record is None:
            return []
        pushed = Pushed(int(ev.originator_version), record)
        return [
            (inbox, pushed)
            for inbox in watchers
            if record["type"] != "room_chat_line" or not self.rooms.hides(inbox.viewer, ev.by)
        ]


class RoomStreams:
    """The rooms' streams of one process."""

    def __init__(self, live: LiveStreams, rooms: RoomCommands, store: EventStore) -> None:
        self.live = live
        self.rooms = rooms
        self.store = store

    def stream(self, key: UUID, viewer: UUID, after: int) -> LiveStream:
        return self.live.subscribed(
            room_key(key), str(viewer), lambda inbox: self._events(inbox, key, str(viewer), after)
        )

    def backlog(self, key: UUID, viewer: str, after: int) -> tuple[list[dict[str, Any]], int]:
        """The room's records after version ``after`` the viewer gets, and the last version
        read."""
        events = self.store.events(key, after=after, limit=_PAGE)
        records = []
        for ev in events:
            record = room_record(ev, self.rooms)
            if record is None:
                continue
            if record["type"] == "room_chat_line" and self.rooms.hides(viewer, ev.by):
                continue
            records.append(record)
        last = int(events[-1].originator_version) if events else after
        return records, last

    async def _events(
        self, inbox: Inbox, key: UUID, viewer: str, after: int
    ) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.live.stream_seconds
        try:
            last = after
            while True:  # the backlog, page by page
                records, read = await anyio.to_thread.run_sync(self.backlog, key, viewer, last)
                for record in records:
                    yield LiveEvent(record, int(record["version"]))
                if read == last:
                    break
                last = read
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


def wire_rooms(rooms: RoomCommands, read_model: Any, live: LiveStreams) -> RoomStreams:
    """The rooms' list follows the log with the read model; their events reach the rooms'
    streams through ``live``'s fan-out."""
    rooms.projection.catch_up = read_model.catch_up
    read_model.observers.update(rooms.projection.observers())
    live.fanout.routes.append(RoomFanout(rooms, rooms.store.to_domain_event))
    return RoomStreams(live, rooms, rooms.store)
