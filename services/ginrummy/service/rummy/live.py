"""Rummy's live streams over the shared fan-out: ``GET /rummy/matches/{id}/events/stream``, and
Rummy's matches in the player's stream (``GET /players/me/events/stream``) and in the lobby's.

:class:`RummyFanout` is one of the fan-out's routes (``LiveFanout.routes``, as the chat's): it
sees every event that is neither a Gin match's nor a tournament's, and renders a Rummy match's
events for the streams subscribed to it (the match's, and its seated players'), each as its
viewer may see it (``views``), with ``your_turn`` when the viewer's seat is to act after the
batch's last event of the match; a change of the Rummy lobby's open matches wakes the lobby's
streams (``lobby_changed``, with ``open_by_game``). In a player's stream a Rummy event is a
``RummyEvent`` with its ``match_id`` and ``game: "rummy"`` (a Gin event has no ``game``).
:class:`RummyFeed` is the player streams' index of Rummy matches (``MatchPositions`` over
Rummy's topics) and their opening reads. :class:`RummyStreams` serves the match's stream: the
events after a version, then each new one; it ends after ``match_finished`` or
``match_cancelled``."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Any
from uuid import UUID

import anyio.to_thread

from ginrummy.service.errors import NotFoundError
from ginrummy.service.live import Item, LiveEvent, LiveStream, LiveStreams, Reconnect
from ginrummy.service.live_fanout import (
    LOBBY_KEY,
    RECONNECT,
    Inbox,
    LiveFanout,
    Message,
    Pushed,
    Subscriptions,
)
from ginrummy.service.match.status import ACTIVE
from ginrummy.service.match_positions import MatchPositions, MatchTopics
from ginrummy.service.persistence.cache import GameCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.rummy import views
from ginrummy.service.rummy.aggregate import RUMMY, RummyMatch
from ginrummy.service.rummy.commands import RummyMatches
from ginrummy.service.stored_topics import topics_of

_TOPIC = f"{RummyMatch.__module__}:{RummyMatch.__qualname__}."
_ENDINGS = frozenset(("match_finished", "match_cancelled"))
#: The Rummy match events the player streams' index follows.
RUMMY_TOPICS = MatchTopics(
    created=topics_of(RummyMatch.Created),
    joined=topics_of(RummyMatch.Joined),
    started=topics_of(RummyMatch.Started),
    ended=topics_of(RummyMatch.Finished, RummyMatch.Cancelled),
)
_CREATED = RUMMY_TOPICS.created
_STARTED = RUMMY_TOPICS.started
# The events after which the Rummy lobby's open matches may differ.
_LOBBY = RUMMY_TOPICS.created | topics_of(
    RummyMatch.Joined, RummyMatch.Started, RummyMatch.Cancelled
)


def stream_key(match_id: UUID | str) -> str:
    return f"rummy:{match_id}"


def your_turn(match: RummyMatch, seat: int | None) -> dict[str, Any] | None:
    """The ``your_turn`` record when ``seat`` is to act now (under a time control with its
    ``deadline_ms`` and ``deadline_at``, as Gin's)."""
    game = match.game
    if seat is None or match.status != ACTIVE or game is None or game.to_act != seat:
        return None
    return {
        "type": "your_turn",
        "version": match.version,
        "match_id": str(match.id),
        **match.deadline_fields(),
    }


def player_record(record: dict[str, Any], match_id: UUID | str) -> dict[str, Any]:
    """A Rummy event as a player's stream carries it: with its match and its game."""
    return {**record, "match_id": str(match_id), "game": "rummy"}


class RummyFeed:
    """Rummy's matches in the player streams: their index and opening reads (``GameFeed``)."""

    game = RUMMY.name
    playing_events: tuple[Any, ...] = (RummyMatch.Started, RummyMatch.Finished)

    def __init__(self, store: EventStore, cache: GameCache[RummyMatch], decode: Any) -> None:
        self.store = store
        self.cache = cache
        self.positions = MatchPositions(decode, RUMMY_TOPICS)

    def pending_turns(self, player: UUID) -> list[dict[str, Any]]:
        """The ``your_turn`` of every Rummy match where the player is to act now."""
        turns: list[dict[str, Any]] = []
        for match_id in self.positions.active_matches(str(player)):
            with self.cache.read(match_id) as match:
                turn = your_turn(match, match.seat_of(str(player)))
            if turn is not None:
                turns.append(turn)
        return turns

    def player_history(
        self, player: UUID, after: int, until: int, limit: int
    ) -> list[tuple[int, dict[str, Any]]]:
        """The first ``limit`` events of the player's Rummy matches with a global position in
        ``(after, until]``, in log order, as its seat sees them."""
        located = self.positions.player_events(str(player), after, until, limit)
        ranges: dict[UUID, list[int]] = {}
        for found in located:
            ranges.setdefault(found.match_id, []).append(found.version)
        rendered: dict[tuple[UUID, int], dict[str, Any]] = {}
        for match_id, versions in ranges.items():
            first, last = versions[0], versions[-1]  # consecutive within a page
            with self.cache.read(match_id) as match:
                seat = match.seat_of(str(player))
            for ev in self.store.events(match_id, after=first - 1, limit=last - first + 1):
                record = player_record(views.event_record(match, ev, seat), match_id)
                rendered[(match_id, int(ev.originator_version))] = record
        return [
            (found.position, rendered[(found.match_id, found.version)])
            for found in located
            if (found.match_id, found.version) in rendered
        ]


class RummyFanout:
    """Routes each Rummy event to the streams of its match and of its seated players,
    rendered for each viewer, and wakes the lobby's streams when its open matches change."""

    def __init__(self, store: EventStore, feed: RummyFeed, lobby: Any) -> None:
        self.store = store
        self.cache = feed.cache
        self.positions = feed.positions
        self.lobby = lobby  # the lobby's message (``LiveFanout.lobby_record``)

    def __call__(self, notification: Any, subs: Subscriptions) -> list[tuple[Inbox, Message]]:
        if not notification.topic.startswith(_TOPIC):
            return []
        oid: UUID = notification.originator_id
        version = int(notification.originator_version)
        out: list[tuple[Inbox, Message]] = []
        if notification.topic in _LOBBY and self._lobby_changed(notification, oid, version):
            record = self.lobby()
            out.extend((inbox, Pushed(0, record)) for inbox in subs.of(LOBBY_KEY))
        watchers = [(inbox, False) for inbox in subs.of(stream_key(oid))]
        for player in self.positions.recipients(oid, version):
            watchers.extend((inbox, True) for inbox in subs.of(f"player:{player}"))
        if not watchers:
            return out
        try:
            match = self._match(oid, version)
        except NotFoundError:
            return []
        ev = self.store.to_domain_event(notification)
        rendered: dict[int | None, dict[str, Any]] = {}
        for inbox, is_player in watchers:
            seat = match.seat_of(inbox.viewer) if inbox.viewer is not None else None
            record = rendered.get(seat)
            if record is None:
                record = rendered[seat] = views.event_record(match, ev, seat)
            if is_player:
                out.append((inbox, Pushed(int(notification.id), player_record(record, oid))))
            else:
                out.append((inbox, Pushed(version, record)))
            if version == match.version:
                turn = your_turn(match, seat)
                if turn is not None:
                    out.append((inbox, Pushed(0 if is_player else version, turn, turn=oid)))
        return out

    def _match(self, match_id: UUID, version: int) -> RummyMatch:
        """The cached match, at ``version`` at least (read now when the cache is older)."""
        with self.cache.read(match_id, trust_from=version) as match:
            return match

    def _lobby_changed(self, notification: Any, oid: UUID, version: int) -> bool:
        """Whether the open matches may differ after this event: not for a match created full
        (created, then started at once, never open to anyone)."""
        if notification.topic in _CREATED:
            return self.positions.is_open(oid)
        return not (notification.topic in _STARTED and version == 2)


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
    fan-out, its matches in the player streams (an index beside Gin's) and the lobby's."""
    feed = RummyFeed(service.store, service.rummy.cache, service.store.to_domain_event)
    live.feeds.games.append(feed)
    fanout: LiveFanout = live.fanout
    fanout.open_counts["rummy"] = lambda: feed.positions.open_matches
    fanout.routes.append(RummyFanout(service.store, feed, fanout.lobby_record))
    return RummyStreams(live, service.rummy)
