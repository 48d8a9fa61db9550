"""Presence: a player is online while it holds an open notifications stream (on any
replica). Each stream is a lease in the player's :class:`Presence` (opened, closed; a lease
ends by itself ``lease`` seconds after it opened, so a replica that dies leaves no one online
for long), and its events tell the player's friends, live (``routes``)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from ginrummy.service.errors import ConflictError, ServiceError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.social.aggregates import Presence, presence_id
from ginrummy.service.social.friends import save
from ginrummy.service.social.graph import SocialGraph
from ginrummy.service.social.routes import Playing, playing_fields

log = logging.getLogger("ginrummy.social")

_ATTEMPTS = 5


class PresenceBoard:
    """Who is online, since when last seen, playing which matches."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        graph: SocialGraph,
        lease: float,
    ) -> None:
        self.store = store
        self.commands = commands
        self.graph = graph
        self.lease = lease
        # the player's matches in play in every game, (match id, game) the newest first (the
        # read model's, set by ``wiring``)
        self.playing: Playing = lambda player: []

    def _presence(self, player: str) -> Presence:
        found = self.store.get(presence_id(player))
        return found if isinstance(found, Presence) else Presence(player=player)

    def opened(self, player: str, stream: str) -> None:
        self._record(
            player,
            lambda p, now: p.stream_opened(
                by=player, stream=stream, at=now, until=now + self.lease, online=True
            ),
        )

    def closed(self, player: str, stream: str) -> None:
        def close(p: Presence, now: float) -> None:
            left = any(s != stream and until > now for s, until in p.streams.items())
            p.stream_closed(by=player, stream=stream, at=now, online=left)

        self._record(player, close)

    def _record(self, player: str, change: Callable[[Presence, float], None]) -> None:
        """Records the change (again on a conflict with another stream's); presence is not
        worth failing a stream for: a store outage is logged."""
        for _ in range(_ATTEMPTS):
            presence = self._presence(player)
            change(presence, time.time())
            try:
                save(self.commands, {}, [presence])
                return
            except ConflictError:
                continue
            except (ServiceError, OSError) as exc:
                log.warning("presence of %s not recorded: %s", player, exc)
                return

    def of(self, player: str) -> dict[str, Any]:
        presence = self._presence(player)
        now = time.time()
        seen = presence.last_seen
        return {
            "online": presence.online(now),
            "last_seen": datetime.fromtimestamp(seen, UTC).isoformat() if seen else None,
            **playing_fields(self.playing(player)),
        }
