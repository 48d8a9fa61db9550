"""What every match command works over (:class:`MatchContext`), and the reply it gives."""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy.service import views
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.match import Match
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply


@dataclass(frozen=True)
class MatchContext:
    """The store, the cache of live matches, the players' names and the unit of work."""

    store: EventStore
    cache: MatchCache
    players: PlayerDirectory
    commands: IdempotentCommands

    def reply(self, match: Match, seat: int | None, *, created: bool = False) -> Reply:
        """The match as ``seat`` sees it, at its version."""
        body = views.match_view(match, seat, self.players.names(match.players))
        return Reply(body, match.version, created=created)
