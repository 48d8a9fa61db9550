"""Live streams: what a match's, a player's, the lobby's or a tournament's stream sends.

A stream costs what its viewer's own events cost. When it opens it reads only what it was
asked for (``live_feeds``): a match's events after a version; for a player stream, the turns
pending now and, with ``Last-Event-ID`` or ``after``, the events of its matches since (found
through ``match_positions``, read by version, page by page). A new player stream without either
starts *now*. Then it waits on its own inbox, which the process's one reader of the log fills
(``live_fanout``); across replicas that reader is woken by ``LISTEN``/``NOTIFY`` (or polls). A
keep-alive is a comment sent after ``keepalive_seconds`` without a message, without touching
the store or waking the stream (``live_keepalive``: one timer per loop). A stream ends after
``stream_seconds`` (clients reconnect with ``Last-Event-ID``), or at once with
:class:`Reconnect` when the process drains.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import anyio.to_thread

from ginrummy.service import metrics
from ginrummy.service.live_fanout import (
    LOBBY_KEY,
    RECONNECT,
    WAKE,
    Inbox,
    LiveFanout,
    Message,
    Pushed,
)
from ginrummy.service.live_feeds import HISTORY_PAGE, StreamFeeds
from ginrummy.service.live_keepalive import KeepAlives
from ginrummy.service.match_positions import MatchPositions
from ginrummy.service.projections import ReadModel

_ENDINGS = frozenset(("match_finished", "match_cancelled"))


@dataclass(frozen=True)
class Reconnect:
    """The last message of a stream cut short (this process is shutting down, or the client
    does not keep up): reconnect after ``retry_ms``, with ``Last-Event-ID``."""

    retry_ms: int = 1000


@dataclass(frozen=True, slots=True)
class LiveEvent:
    """One message of a stream: a record (an event as the viewer sees it, or ``your_turn``)
    and its id (a match version, or a position in the global log)."""

    record: dict[str, Any]
    id: int


Item = LiveEvent | Reconnect


class LiveStream:
    """An open stream: subscribed as soon as it is made (before the response starts, so that
    "now" is when the request was answered), its messages when iterated; :meth:`close` (also
    at the end of the iteration) unsubscribes it. Its response sends the keep-alives, on
    ``keepalives``' clock."""

    __slots__ = ("_close", "_items", "keepalives")

    def __init__(
        self, items: AsyncIterator[Item], close: Callable[[], None], keepalives: KeepAlives
    ) -> None:
        self._items = items
        self._close = close
        self.keepalives = keepalives

    def __aiter__(self) -> AsyncIterator[Item]:
        return self._items

    def close(self) -> None:
        self._close()


TournamentRead = Callable[[UUID, int, list[int]], tuple[list[tuple[int, dict[str, Any]]], bool]]


class LiveStreams:
    """The live streams of one process."""

    def __init__(
        self,
        feeds: StreamFeeds,
        fanout: LiveFanout,
        read_model: ReadModel,
        stream_seconds: float = 300.0,
        keepalive_seconds: float = 15.0,
    ) -> None:
        self.feeds = feeds
        self.fanout = fanout
        self.positions: MatchPositions = feeds.positions
        self.read_model = read_model
        self.stream_seconds = stream_seconds
        self.keepalives = KeepAlives(keepalive_seconds)
        self.draining = False
        self.open = 0
        metrics.watch(metrics.LIVE_STREAMS, lambda: self.open)

    @property
    def keepalive_seconds(self) -> float:
        return self.keepalives.seconds

    @keepalive_seconds.setter
    def keepalive_seconds(self, seconds: float) -> None:
        self.keepalives.seconds = seconds

    def follow(self, batch: list[Any]) -> None:
        """The read model's follower folded ``batch``: index it (every game's index), then fan
        it out."""
        self.positions.observe(batch)
        for game in self.feeds.games:
            game.positions.observe(batch)
        self.fanout.offer(batch)

    def saved(self, aggregate_ids: list[UUID]) -> None:
        """A local save: the follower reads it now (and the fan-out hands it to the streams)."""
        self.read_model.kick()

    def drain(self) -> None:
        """Shutting down: every stream ends now with a :class:`Reconnect` hint (new ones too)."""
        self.draining = True
        self.fanout.deliver([(inbox, [RECONNECT]) for inbox in self.fanout.subscriptions.all()])

    def close(self) -> None:
        self.fanout.stop()

    # -- the loop every stream shares -----------------------------------------------------

    def _subscribe(self, key: str, viewer: str | None) -> Inbox:
        inbox = Inbox(asyncio.get_running_loop(), key, viewer)
        self.fanout.subscriptions.add(inbox)
        self.open += 1
        return inbox

    def release(self, inbox: Inbox) -> None:
        """The inbox leaves the fan-out (its stream ended)."""
        if self.fanout.subscriptions.remove(inbox):
            self.open -= 1

    def subscribed(
        self, key: str, viewer: str | None, items: Callable[[Inbox], AsyncIterator[Item]]
    ) -> LiveStream:
        """A stream another module renders (``chat.live``): its inbox subscribed to ``key``
        now; ``items(inbox)`` reads it through :meth:`messages` and ends with :meth:`release`."""
        inbox = self._subscribe(key, viewer)
        return self._opened(inbox, items(inbox))

    def _opened(self, inbox: Inbox, items: AsyncIterator[Item]) -> LiveStream:
        return LiveStream(items, lambda: self.release(inbox), self.keepalives)

    async def messages(self, inbox: Inbox, ends: float) -> AsyncIterator[list[Message]]:
        """The inbox's messages as they come, until ``ends`` (a monotonic time); ``[RECONNECT]``
        when the process drains. Idle, the stream sleeps until a message or its end (its
        response sends the keep-alives)."""
        while True:
            if self.draining:
                yield [RECONNECT]
                return
            left = ends - time.monotonic()
            if left <= 0:
                return
            items = await inbox.take(left)
            if items is not None:
                yield items

    # -- streams --------------------------------------------------------------------------

    def match_stream(self, match_id: UUID, viewer: UUID | None, after: int) -> LiveStream:
        """The match's events after version ``after`` as ``viewer`` sees them, then each new
        one; ``your_turn`` when the viewer's seat is to act. Ends after ``match_finished`` (or
        ``match_cancelled``)."""
        inbox = self._subscribe(f"match:{match_id}", str(viewer) if viewer else None)
        return self._opened(inbox, self._match(inbox, match_id, viewer, after))

    async def _match(
        self, inbox: Inbox, match_id: UUID, viewer: UUID | None, after: int
    ) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.stream_seconds
        try:
            last = after
            announced = -1
            while True:  # the backlog, page by page
                page = await anyio.to_thread.run_sync(
                    self.feeds.match_backlog, match_id, viewer, last
                )
                for record in page.records:
                    last = int(record["version"])
                    yield LiveEvent(record, last)
                if page.status in ("finished", "cancelled") and last >= page.version:
                    return
                if not page.records or last >= page.version:
                    break
            if page.turn is not None and last >= int(page.turn["version"]):
                announced = int(page.turn["version"])
                yield LiveEvent(page.turn, announced)
            async for items in self.messages(inbox, ends):
                for item in items:
                    if not isinstance(item, Pushed):
                        if item is RECONNECT:
                            yield Reconnect()
                            return
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
            self.release(inbox)

    async def player_stream(self, player: UUID, after: int | None) -> LiveStream:
        """Every event of the player's matches after global position ``after`` (as its seat
        sees it, with ``match_id``), and ``your_turn`` whenever it is to act in one. The turns
        pending now come first; without ``after`` the stream starts now (no history)."""
        # "Now" is everything committed before the stream opened: the follower (which reads at
        # most once per wake interval) first folds what it has not read yet. Then the stream
        # subscribes and takes the index's position at once, as its boundary: everything up to
        # it is history, everything after reaches the inbox (a batch the index holds is handed
        # to the streams subscribed when the fan-out dispatches it, after it was indexed).
        # Taken later (when the body starts), the events between would be in neither.
        await anyio.to_thread.run_sync(self.read_model.catch_up)
        inbox = self._subscribe(f"player:{player}", str(player))
        until = self.positions.position
        return self._opened(inbox, self._player(inbox, player, after, until))

    async def _player(
        self, inbox: Inbox, player: UUID, after: int | None, until: int
    ) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.stream_seconds
        try:
            last = until if after is None else after
            announced: dict[UUID, int] = {}
            # A (re)connection announces the turns pending now first: a bot that reconnects
            # acts at once, whatever it missed meanwhile (its deadline keeps running).
            for turn in await anyio.to_thread.run_sync(self.feeds.pending_turns, player):
                announced[UUID(str(turn["match_id"]))] = int(turn["version"])
                yield LiveEvent(turn, last)
            while last < until:  # the history asked for, page by page
                page = await anyio.to_thread.run_sync(
                    self.feeds.player_history, player, last, until, HISTORY_PAGE
                )
                for position, record in page:
                    last = position
                    yield LiveEvent(record, position)
                if len(page) < HISTORY_PAGE:
                    last = until
            async for items in self.messages(inbox, ends):
                for item in items:
                    if not isinstance(item, Pushed):
                        if item is RECONNECT:
                            yield Reconnect()
                            return
                        continue
                    if item.turn is not None:
                        version = int(item.record["version"])
                        if announced.get(item.turn) != version:
                            announced[item.turn] = version
                            yield LiveEvent(item.record, last)
                    elif item.id > last:
                        last = item.id
                        yield LiveEvent(item.record, last)
        finally:
            self.release(inbox)

    def tournament_stream(
        self, tournament_id: UUID, after: int, read: TournamentRead
    ) -> LiveStream:
        """A tournament's records after version ``after`` (``read``: the tournament's
        ``stream_records``), then each new one, read when the fan-out sees the tournament's
        events. Ends after ``tournament_finished``."""
        inbox = self._subscribe(f"tournament:{tournament_id}", None)
        return self._opened(inbox, self._tournament(inbox, tournament_id, after, read))

    async def _tournament(
        self, inbox: Inbox, tournament_id: UUID, after: int, read: TournamentRead
    ) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.stream_seconds
        seen: list[int] = []
        try:
            records, over = await anyio.to_thread.run_sync(read, tournament_id, after, seen)
            for record_id, record in records:
                yield LiveEvent(record, record_id)
            if over:
                return
            async for items in self.messages(inbox, ends):
                if RECONNECT in items:
                    yield Reconnect()
                    return
                if WAKE not in items:
                    continue
                records, over = await anyio.to_thread.run_sync(read, tournament_id, after, seen)
                for record_id, record in records:
                    yield LiveEvent(record, record_id)
                if over:
                    return
        finally:
            self.release(inbox)

    def lobby_stream(self) -> LiveStream:
        """``lobby_changed`` whenever the open matches change (one joined, created, cancelled
        or started), first when the stream opens; the client then reads ``GET /matches``."""
        inbox = self._subscribe(LOBBY_KEY, None)
        return self._opened(inbox, self._lobby(inbox))

    async def _lobby(self, inbox: Inbox) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.stream_seconds
        try:
            sent = 1
            yield LiveEvent(self.fanout.lobby_record(), sent)
            async for items in self.messages(inbox, ends):
                if RECONNECT in items:
                    yield Reconnect()
                    return
                changes = [item for item in items if isinstance(item, Pushed)]
                if changes:  # one message for every change of this batch
                    sent += 1
                    yield LiveEvent(changes[-1].record, sent)
        finally:
            self.release(inbox)


def live_streams(
    service: Any, read_model: ReadModel, stream_seconds: float, keepalive_seconds: float
) -> LiveStreams:
    """The live streams of a service (``GinRummyService``), following ``read_model``'s log."""
    decode = service.store.to_domain_event
    positions = MatchPositions(decode)
    fanout = LiveFanout(service.cache, positions, decode, lambda oid: oid in read_model.tournaments)
    feeds = StreamFeeds(service.store, service.cache, service.queries, positions)
    live = LiveStreams(feeds, fanout, read_model, stream_seconds, keepalive_seconds)
    read_model.on_batch = live.follow
    service.store.add_listener(live.saved)
    return live
