"""Rummy's live stream, ``GET /rummy/matches/{id}/events/stream``, over the shared fan-out.

:class:`RummyFanout` is one of the fan-out's routes (``LiveFanout.routes``, as the chat's): it
sees every event that is neither a Gin match's nor a tournament's, and renders a Rummy match's
events for the streams subscribed to it, each as its viewer may see it (``views``), with
``your_turn`` when the viewer's seat is to act after the batch's last event of the match.
:class:`RummyStreams` serves the stream: the events after a version, then each new one; it
ends after ``match_finished`` or ``match_cancelled``."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any
from uuid import UUID

import anyio.to_thread

from ginrummy.service.live import Item, LiveEvent, LiveStream, LiveStreams, Reconnect
from ginrummy.service.live_fanout import RECONNECT, Inbox, Message, Pushed, Subscriptions
from ginrummy.service.match.status import ACTIVE
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.rummy import views
from ginrummy.service.rummy.aggregate import RummyMatch
from ginrummy.service.rummy.commands import RummyMatches

_TOPIC = f"{RummyMatch.__module__}:{RummyMatch.__qualname__}."
_ENDINGS = frozenset(("match_finished", "match_cancelled"))


def stream_key(match_id: UUID | str) -> str:
    return f"rummy:{match_id}"


def your_turn(match: RummyMatch, seat: int | None) -> dict[str, Any] | None:
    """The ``your_turn`` record when ``seat`` is to act now."""
    game = match.game
    if seat is None or match.status != ACTIVE or game is None or game.to_act != seat:
        return None
    return {"type": "your_turn", "version": match.version, "match_id": str(match.id)}


class RummyFanout:
    """Routes each Rummy event to the streams of its match, rendered for each viewer."""

    def __init__(self, store: EventStore) -> None:
        self.store = store
        # the match as read for the batch being dispatched (one read per match and batch)
        self._read: dict[UUID, RummyMatch] = {}

    def __call__(self, notification: Any, subs: Subscriptions) -> list[tuple[Inbox, Message]]:
        if not notification.topic.startswith(_TOPIC):
            return []
        oid: UUID = notification.originator_id
        watchers = subs.of(stream_key(oid))
        if not watchers:
            return []
        version = int(notification.originator_version)
        match = self._read.get(oid)
        if match is None or match.version < version:
            found = self.store.get(oid)
            if not isinstance(found, RummyMatch):
                return []
            match = self._read[oid] = found
            while len(self._read) > 64:  # a bounded memo: the batch's matches
                self._read.pop(next(iter(self._read)))
        ev = self.store.to_domain_event(notification)
        out: list[tuple[Inbox, Message]] = []
        rendered: dict[int | None, dict[str, Any]] = {}
        for inbox in watchers:
            seat = match.seat_of(inbox.viewer) if inbox.viewer is not None else None
            record = rendered.get(seat)
            if record is None:
                record = rendered[seat] = views.event_record(match, ev, seat)
            out.append((inbox, Pushed(version, record)))
            if version == match.version:
                turn = your_turn(match, seat)
                if turn is not None:
                    out.append((inbox, Pushed(version, turn, turn=oid)))
        return out


class RummyStreams:
    """``GET /rummy/matches/{id}/events/stream``."""

    def __init__(self, live: LiveStreams, matches: RummyMatches) -> None:
        self.live = live
        self.matches = matches

    def stream(self, match_id: UUID, viewer: UUID | None, after: int) -> LiveStream:
        return self.live.subscribed(
            stream_key(match_id),
            str(viewer) if viewer is not None else None,
            lambda inbox: self._events(inbox, match_id, viewer, after),
        )

    def _backlog(
        self, match_id: UUID, viewer: UUID | None, after: int
    ) -> tuple[list[dict[str, Any]], str, dict[str, Any] | None]:
        match = self.matches.match(match_id)
        seat = match.seat_of(str(viewer)) if viewer is not None else None
        records = [
            views.event_record(match, ev, seat)
            for ev in self.matches.store.events(match_id, after=after)
        ]
        return records, str(match.status), your_turn(match, seat)

    async def _events(
        self, inbox: Inbox, match_id: UUID, viewer: UUID | None, after: int
    ) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.live.stream_seconds
        try:
            records, status, turn = await anyio.to_thread.run_sync(
                self._backlog, match_id, viewer, after
            )
            last = after
            for record in records:
                last = int(record["version"])
                yield LiveEvent(record, last)
            if status in ("finished", "cancelled"):
                return
            announced = -1
            if turn is not None:
                announced = int(turn["version"])
                yield LiveEvent(turn, announced)
            async for items in self.live.messages(inbox, ends):
                for item in items:
                    if item is RECONNECT:
                        yield Reconnect()
                        return
                    if not isinstance(item, Pushed):
                        continue
                    if item.turn is not None:
                        if item.id != announced and item.id <= last:
                            announced = item.id
                            yield LiveEvent(item.record, item.id)
                    elif item.id > last:
                        last = item.id
                        yield LiveEvent(item.record, last)
                        if item.record["type"] in _ENDINGS:
                            return
        finally:
            self.live.release(inbox)


def rummy_streams(service: Any, live: LiveStreams) -> RummyStreams:
    """Rummy's streams of a service (``GinRummyService``), its events routed by ``live``'s
    fan-out."""
    live.fanout.routes.append(RummyFanout(service.store))
    return RummyStreams(live, service.rummy)
