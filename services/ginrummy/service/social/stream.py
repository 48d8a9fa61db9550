"""The notifications stream of a player (``GET /players/me/notifications/stream``).

Like the player stream (``service.live``): subscribed before it answers; on opening it lets the
follower fold what is committed, sends the turns pending now, then the player's resumable
notifications after ``Last-Event-ID`` (without one: after the position when it subscribed),
re-read from the store (``NotificationFanout.history``), then the live ones from its inbox.
The SSE id is the global position. While it is open the player is online (``presence``).
Idle, it costs its inbox and a keep-alive comment every ``keepalive_seconds``."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from uuid import UUID

import anyio.to_thread

from ginrummy.service.live import Item, LiveEvent, LiveStream, LiveStreams, Reconnect
from ginrummy.service.live_fanout import RECONNECT, Inbox, Pushed
from ginrummy.service.projections import ReadModel
from ginrummy.service.social.notifications import NotificationFanout, notify_key
from ginrummy.service.social.presence import PresenceBoard


class NotificationStreams:
    """The notifications streams of one process."""

    def __init__(
        self,
        live: LiveStreams,
        fanout: NotificationFanout,
        presence: PresenceBoard,
        read_model: ReadModel,
    ) -> None:
        self.live = live
        self.fanout = fanout
        self.presence = presence
        self.read_model = read_model

    def stream(self, player: UUID, after: int | None) -> LiveStream:
        inbox = Inbox(asyncio.get_running_loop(), notify_key(str(player)), str(player))
        self.live.fanout.subscriptions.add(inbox)
        self.live.open += 1
        # "now" is when it subscribed: what the follower folds after that and before the
        # stream's first read comes from the index (the inbox skips it, but presence). The
        # positions are the fan-out's (what it has indexed and pushed), not the read model's:
        # the follower advances those event by event before it hands the batch on, and an
        # event between the two would be neither in the index read nor taken from the inbox.
        start = self.fanout.position if after is None else after
        return LiveStream(
            self._items(inbox, str(player), start),
            lambda: self._leave(inbox),
            self.live.keepalives,
        )

    def _leave(self, inbox: Inbox) -> None:
        if self.live.fanout.subscriptions.remove(inbox):
            self.live.open -= 1

    async def _items(self, inbox: Inbox, player: str, start: int) -> AsyncIterator[Item]:
        ends = time.monotonic() + self.live.stream_seconds
        stream_id = uuid.uuid4().hex
        loop = asyncio.get_running_loop()
        await anyio.to_thread.run_sync(self.presence.opened, player, stream_id)
        try:
            await anyio.to_thread.run_sync(self.read_model.catch_up)
            until = self.fanout.position
            last = start
            announced: dict[str, int] = {}
            turns = await anyio.to_thread.run_sync(self.live.feeds.pending_turns, UUID(player))
            for turn in turns:
                announced[str(turn["match_id"])] = int(turn["version"])
                yield LiveEvent(turn, last)
            if last < until:
                page = await anyio.to_thread.run_sync(self.fanout.history, player, last, until)
                for position, record in page:
                    yield LiveEvent(record, position)
                last = until
            while True:
                if self.live.draining:
                    yield Reconnect()
                    return
                left = ends - time.monotonic()
                if left <= 0:
                    return
                items = await inbox.take(left)  # the response sends the keep-alives
                if items is None:
                    continue
                for item in items:
                    if item is RECONNECT:
                        yield Reconnect()
                        return
                    if not isinstance(item, Pushed):
                        continue
                    if item.turn is not None:
                        version = int(item.record["version"])
                        if announced.get(str(item.turn)) != version:
                            announced[str(item.turn)] = version
                            yield LiveEvent(item.record, last)
                    elif item.live_only:  # in no history: the position stays
                        yield LiveEvent(item.record, last)
                    elif item.id > last:
                        last = item.id
                        yield LiveEvent(item.record, last)
        finally:
            self._leave(inbox)
            # not awaited: the stream may be ending by cancellation
            loop.run_in_executor(None, self.presence.closed, player, stream_id)
