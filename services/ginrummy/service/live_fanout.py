"""One reader per process hands each new event to the live streams it concerns.

The read model's follower is the only reader of the global log: after each batch it folds, it
offers the batch here (:meth:`LiveFanout.offer`, in log order). A dispatcher thread renders each
event once per seat that watches it (from the cached match, read once per match and batch),
and pushes the messages into the :class:`Inbox` of every stream concerned: the match's streams,
its seated players' streams, the lobby's (a match opened, joined, started or cancelled) and a
tournament's. A stream waits on its own inbox; nothing else wakes it. An event no stream
watches costs a dictionary lookup.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from ginrummy.service import metrics, views
from ginrummy.service.match import Match
from ginrummy.service.match_positions import LOBBY_TOPICS, MatchPositions
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.queries import your_turn_record

log = logging.getLogger("ginrummy.live")

LOBBY_KEY = "lobby"
# An inbox holding more than this many messages (a stream that does not read) ends its stream
# with a reconnect hint: the client resumes with Last-Event-ID, nothing is lost.
INBOX_LIMIT = 10_000


@dataclass(frozen=True, slots=True)
class Pushed:
    """A message for one stream: its SSE id (a global position for player streams, a match
    version for match streams; 0 when the stream numbers it), its record and, for a
    ``your_turn``, the match it is about; ``live_only``: a notification in no stream's history
    (presence), which does not move the stream's position."""

    id: int
    record: dict[str, Any]
    turn: UUID | None = None
    live_only: bool = False


class _Signal:
    """A message without content: wake up (``WAKE``) or reconnect (``RECONNECT``)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


WAKE = _Signal("WAKE")
RECONNECT = _Signal("RECONNECT")
Message = Pushed | _Signal


class Inbox:
    """A stream's queue of messages, on its event loop: the dispatcher pushes (thread-safe,
    through the loop), the stream takes everything pushed since its last take."""

    __slots__ = ("_waiter", "items", "key", "loop", "overflowed", "viewer")

    def __init__(self, loop: asyncio.AbstractEventLoop, key: str, viewer: str | None) -> None:
        self.loop = loop
        self.key = key
        self.viewer = viewer
        self.items: list[Message] = []
        self.overflowed = False
        self._waiter: asyncio.Future[None] | None = None

    def push(self, items: list[Message]) -> None:
        """Adds messages (on the inbox's loop) and wakes the stream."""
        self.items.extend(items)
        if len(self.items) > INBOX_LIMIT:
            self.overflowed = True
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def take(self, timeout: float) -> list[Message] | None:
        """Everything pushed since the last take; ``None`` after ``timeout`` seconds without."""
        if not self.items:
            waiter = self.loop.create_future()
            self._waiter = waiter
            timer = self.loop.call_later(timeout, _expire, waiter)
            try:
                await waiter
            finally:
                timer.cancel()
                self._waiter = None
        if self.overflowed:
            self.items.clear()
            return [RECONNECT]
        if not self.items:
            return None
        items, self.items = self.items, []
        return items


def _expire(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


def _deliver(batch: list[tuple[Inbox, list[Message]]]) -> None:
    for inbox, items in batch:
        inbox.push(items)


class Subscriptions:
    """The open inboxes by key (``match:<id>``, ``player:<id>``, ``tournament:<id>``,
    ``lobby``); read by the dispatcher thread, changed on the loop."""

    def __init__(self) -> None:
        self._by_key: dict[str, set[Inbox]] = {}
        self._lock = threading.Lock()

    def add(self, inbox: Inbox) -> None:
        with self._lock:
            self._by_key.setdefault(inbox.key, set()).add(inbox)

    def remove(self, inbox: Inbox) -> bool:
        """Removes the inbox; ``False`` when it was not there (removed already)."""
        with self._lock:
            inboxes = self._by_key.get(inbox.key)
            if inboxes is None or inbox not in inboxes:
                return False
            inboxes.discard(inbox)
            if not inboxes:
                del self._by_key[inbox.key]
            return True

    def of(self, key: str) -> list[Inbox]:
        with self._lock:
            inboxes = self._by_key.get(key)
            return list(inboxes) if inboxes else []

    def all(self) -> list[Inbox]:
        with self._lock:
            return [inbox for inboxes in self._by_key.values() for inbox in inboxes]

    def __bool__(self) -> bool:
        return bool(self._by_key)


class _MatchWatch:
    """The streams watching one match during one batch, and the match's renderings."""

    def __init__(self, match: Match, watchers: list[tuple[Inbox, str | None, bool]]) -> None:
        self.match = match
        # (inbox, viewer, is a player stream)
        self.watchers = watchers
        self._seats: dict[str | None, int | None] = {}

    def seat(self, viewer: str | None) -> int | None:
        if viewer not in self._seats:
            self._seats[viewer] = self.match.seat_of(viewer) if viewer is not None else None
        return self._seats[viewer]


class LiveFanout:
    """The dispatcher: from the follower's batches to the streams' inboxes."""

    def __init__(
        self,
        cache: MatchCache,
        positions: MatchPositions,
        decode: Callable[[Any], Any],
        is_tournament: Callable[[UUID], bool],
    ) -> None:
        self.cache = cache
        self.positions = positions
        self.decode = decode
        self.is_tournament = is_tournament
        self.subscriptions = Subscriptions()
        # Other modules' events (neither a match's nor a tournament's): ``chat.live``.
        self.routes: list[Callable[[Any, Subscriptions], list[tuple[Inbox, Message]]]] = []
        # The open matches of the other games' lobbies, by game (Rummy's: ``rummy.live``).
        self.open_counts: dict[str, Callable[[], int]] = {}
        self._batches: queue.SimpleQueue[list[Any] | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()

    # -- the follower's side --------------------------------------------------------------

    def offer(self, batch: list[Any]) -> None:
        """A batch of the log the follower folded (called in log order)."""
        if self.subscriptions:
            self._ensure_thread()
            self._batches.put(list(batch))

    def _ensure_thread(self) -> None:
        if self._thread is not None:
            return
        with self._start_lock:
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="ginrummy-live-fanout", daemon=True
                )
                self._thread.start()

    def stop(self) -> None:
        """Stops the dispatcher thread (after the batches already offered)."""
        with self._start_lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            self._batches.put(None)
            thread.join(timeout=5)

    def _run(self) -> None:
        while True:
            batch = self._batches.get()
            if batch is None:
                return
            try:
                self.deliver(self.dispatch(batch))
            except Exception:
                # Something could not be rendered (the store failed): the streams concerned
                # would miss it; they all reconnect and resume from their Last-Event-ID.
                log.exception("live fan-out failed; streams reconnect")
                self.deliver([(inbox, [RECONNECT]) for inbox in self.subscriptions.all()])

    # -- the dispatcher's side ------------------------------------------------------------

    def dispatch(self, batch: list[Any]) -> list[tuple[Inbox, list[Message]]]:
        """The messages of each inbox concerned by ``batch``, in log order."""
        subs = self.subscriptions
        out: dict[Inbox, list[Message]] = {}
        last_of: dict[UUID, int] = {}
        for i, notification in enumerate(batch):
            if self.positions.is_match(notification.originator_id):
                last_of[notification.originator_id] = i
        watches: dict[UUID, _MatchWatch | None] = {}
        lobby: dict[UUID, bool] = {}  # the matches of the lobby's events: created in the batch?
        for i, notification in enumerate(batch):
            oid: UUID = notification.originator_id
            if oid not in last_of:
                if self.is_tournament(oid):
                    for inbox in subs.of(f"tournament:{oid}"):
                        out.setdefault(inbox, []).append(WAKE)
                for route in self.routes:
                    for inbox, message in route(notification, subs):
                        out.setdefault(inbox, []).append(message)
                continue
            if notification.topic in LOBBY_TOPICS:
                lobby.setdefault(oid, notification.originator_version == 1)
            if oid not in watches:
                watches[oid] = self._watch(oid, batch[last_of[oid]].originator_version)
            watch = watches[oid]
            if watch is None:
                continue
            version = int(notification.originator_version)
            ev = self.decode(notification)
            seated = set(self.positions.recipients(oid, version))
            rendered: dict[int | None, dict[str, Any]] = {}
            for inbox, viewer, is_player in watch.watchers:
                if is_player and viewer not in seated:
                    continue
                seat = watch.seat(viewer)
                record = rendered.get(seat)
                if record is None:
                    record = rendered[seat] = views.event_record(watch.match, ev, seat)
                if is_player:
                    pushed = Pushed(notification.id, {**record, "match_id": str(oid)})
                else:
                    pushed = Pushed(version, record)
                out.setdefault(inbox, []).append(pushed)
            if i == last_of[oid] and watch.match.version == version:
                self._turns(oid, watch, out, seated)
        if self._lobby_changed(lobby):
            changed = Pushed(0, self.lobby_record())
            for inbox in subs.of(LOBBY_KEY):
                out.setdefault(inbox, []).append(changed)
        return list(out.items())

    def lobby_record(self) -> dict[str, Any]:
        """The ``lobby_changed`` message: Gin's open matches (``open``, as always) and, with
        other games, every game's (``open_by_game``)."""
        record: dict[str, Any] = {"type": "lobby_changed", "open": self.positions.open_matches}
        if self.open_counts:
            by_game = {"gin": self.positions.open_matches}
            by_game.update((game, count()) for game, count in self.open_counts.items())
            record["open_by_game"] = by_game
        return record

    def _lobby_changed(self, touched: dict[UUID, bool]) -> bool:
        """Whether the open matches differ after the batch: one of them was open before it (not
        created in it) or is open now. A match created and started at once (against a bot, a
        tournament's) never shows in the lobby."""
        return any(
            not created or self.positions.is_open(match_id) for match_id, created in touched.items()
        )

    def _watch(self, match_id: UUID, version: int) -> _MatchWatch | None:
        """The streams watching the match (``None`` when none does), with the match at
        ``version`` at least (the cache's, or read now)."""
        subs = self.subscriptions
        watchers: list[tuple[Inbox, str | None, bool]] = [
            (inbox, inbox.viewer, False) for inbox in subs.of(f"match:{match_id}")
        ]
        for player in self.positions.recipients(match_id, version):
            watchers.extend((inbox, player, True) for inbox in subs.of(f"player:{player}"))
        if not watchers:
            return None
        with self.cache.read(match_id, trust_from=version) as match:
            return _MatchWatch(match, watchers)

    def _turns(
        self,
        match_id: UUID,
        watch: _MatchWatch,
        out: dict[Inbox, list[Message]],
        seated: set[str],
    ) -> None:
        """``your_turn`` for the watchers whose seat is to act now (the match as of the last
        event this batch delivered)."""
        for inbox, viewer, is_player in watch.watchers:
            if is_player and viewer not in seated:
                continue
            seat = watch.seat(viewer)
            if seat is None:
                continue
            record = your_turn_record(watch.match, seat)
            if record is not None:
                pushed = Pushed(0 if is_player else watch.match.version, record, turn=match_id)
                out.setdefault(inbox, []).append(pushed)

    def deliver(self, messages: list[tuple[Inbox, list[Message]]]) -> None:
        """Hands the messages to their inboxes' loops (one call per loop)."""
        by_loop: dict[asyncio.AbstractEventLoop, list[tuple[Inbox, list[Message]]]] = {}
        for inbox, items in messages:
            by_loop.setdefault(inbox.loop, []).append((inbox, items))
        for loop, batch in by_loop.items():
            metrics.LIVE_WAKEUPS.inc(len(batch))
            try:
                loop.call_soon_threadsafe(_deliver, batch)
            except RuntimeError:  # that loop is closed: its streams are gone
                continue
