"""The notifications stream's publishing side: which stored events notify whom.

A part of the service publishes a notification by storing an event and registering a route for
its class (:meth:`NotificationRoutes.register`): the route turns the event alone into
``(recipient player id, record)`` pairs (a record is a JSON object with a ``type``). Nothing
else is needed: the follower of the log (every replica's, woken across replicas by
``LISTEN``/``NOTIFY``) hands each batch to :class:`NotificationFanout`, which routes the events,
indexes them by recipient (global position, aggregate, version: never a record, so no text is
held in memory) and pushes the records to the recipients' open streams. A stream resuming with
``Last-Event-ID`` re-reads the indexed events from the store and routes them again: what it
gets is what the store holds now (a deleted message's text is gone). A route registered with
``resumable=False`` (presence) is live only.

The fan-out also tells each recipient when it is to act in one of its matches (``your_turn``,
with the match's id), like the player stream.
"""

from __future__ import annotations

import bisect
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from eventsourcing.utils import get_topic

from ginrummy.service.live_fanout import Inbox, Message, Pushed, Subscriptions
from ginrummy.service.match_positions import MatchPositions
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.queries import your_turn_record

log = logging.getLogger("ginrummy.social")

Note = tuple[str, dict[str, Any]]
Route = Callable[[Any], list[Note]]


def notify_key(player: str) -> str:
    """The subscription key of a player's notifications stream."""
    return f"notify:{player}"


@dataclass(frozen=True, slots=True)
class Indexed:
    """Where a resumable notification's event is: its global position, aggregate, version."""

    position: int
    originator_id: UUID
    version: int


class NotificationRoutes:
    """Event class -> route; the publishing interface of the notifications stream."""

    def __init__(self) -> None:
        self._routes: dict[str, tuple[Route, bool]] = {}

    def register(self, event_class: Any, route: Route, *, resumable: bool = True) -> None:
        """Every stored event of ``event_class`` notifies what ``route`` says (after it is
        committed, on every replica); ``resumable``: a resuming stream gets it again."""
        self._routes[get_topic(event_class)] = (route, resumable)

    def __contains__(self, topic: str) -> bool:
        return topic in self._routes

    def route(self, topic: str, ev: Any) -> tuple[list[Note], bool]:
        route, resumable = self._routes[topic]
        return route(ev), resumable


class NotificationFanout:
    """Routes the follower's batches (:meth:`offer`, in log order) to the notification
    streams' inboxes and keeps the per-recipient index of resumable notifications."""

    def __init__(
        self,
        routes: NotificationRoutes,
        store: EventStore,
        cache: MatchCache,
        positions: MatchPositions,
        subscriptions: Subscriptions,
        deliver: Callable[[list[tuple[Inbox, list[Message]]]], None],
    ) -> None:
        self.routes = routes
        self.store = store
        self.cache = cache
        self.positions = positions
        self.subscriptions = subscriptions
        self.deliver = deliver
        self._index: dict[str, list[Indexed]] = {}
        self._lock = threading.Lock()
        self.position = 0

    def offer(self, batch: list[Any]) -> None:
        try:
            self.deliver(self._dispatch(batch))
        except Exception:
            log.exception("notifications fan-out failed")

    def _dispatch(self, batch: list[Any]) -> list[tuple[Inbox, list[Message]]]:
        out: dict[Inbox, list[Message]] = {}
        last_of_match: dict[UUID, int] = {}
        for notification in batch:
            topic = notification.topic
            if topic in self.routes:
                ev = self.store.to_domain_event(notification)
                notes, resumable = self.routes.route(topic, ev)
                for recipient, record in notes:
                    if resumable:
                        self._remember(recipient, notification)
                    pushed = Pushed(notification.id, record, live_only=not resumable)
                    for inbox in self.subscriptions.of(notify_key(recipient)):
                        out.setdefault(inbox, []).append(pushed)
            if self.positions.is_match(notification.originator_id):
                last_of_match[notification.originator_id] = int(notification.originator_version)
            self.position = int(notification.id)
        for match_id, version in last_of_match.items():
            self._turns(match_id, version, out)
        return list(out.items())

    def _remember(self, recipient: str, notification: Any) -> None:
        entry = Indexed(
            int(notification.id), notification.originator_id, int(notification.originator_version)
        )
        with self._lock:
            self._index.setdefault(recipient, []).append(entry)

    def _turns(self, match_id: UUID, version: int, out: dict[Inbox, list[Message]]) -> None:
        watching = [
            (player, inboxes)
            for player in self.positions.recipients(match_id, version)
            if (inboxes := self.subscriptions.of(notify_key(player)))
        ]
        if not watching:
            return
        with self.cache.read(match_id, trust_from=version) as match:
            for player, inboxes in watching:
                seat = match.seat_of(player)
                record = your_turn_record(match, seat) if seat is not None else None
                if record is None:
                    continue
                pushed = Pushed(0, {**record, "match_id": str(match_id)}, turn=match_id)
                for inbox in inboxes:
                    out.setdefault(inbox, []).append(pushed)

    def history(self, player: str, after: int, until: int) -> list[tuple[int, dict[str, Any]]]:
        """The player's resumable notifications with a position in ``(after, until]``, as the
        store holds their events now."""
        with self._lock:
            entries = self._index.get(player, [])
            start = bisect.bisect_right([e.position for e in entries], after)
            wanted = [e for e in entries[start:] if e.position <= until]
        found: list[tuple[int, dict[str, Any]]] = []
        for entry in wanted:
            events = self.store.events(entry.originator_id, after=entry.version - 1, limit=1)
            if not events:
                continue
            ev = events[0]
            topic = get_topic(type(ev))
            if topic not in self.routes:
                continue
            notes, _ = self.routes.route(topic, ev)
            found.extend((entry.position, record) for who, record in notes if who == player)
        return found
