"""What a stream reads from the store when it opens: the backlog it was asked for and the turns
pending now. Each read is a stream's own: a match's events by version, a player's matches by
version (located through ``match_positions``), never the global log. They run in a worker
thread; everything after the opening comes from the fan-out (``live_fanout``)."""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass, field
from typing import Any, Protocol
from uuid import UUID

from ginrummy.service import views
from ginrummy.service.match_positions import MatchPositions
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.queries import MatchQueries

# The backlog is read and sent page by page: a stream holds at most one page in memory.
HISTORY_PAGE = 500


@dataclass(frozen=True, slots=True)
class MatchBacklog:
    """A page of a match's events after a version, as a viewer sees them, with the match's
    version and status and its ``your_turn`` record when the viewer is to act."""

    records: list[dict[str, Any]]
    version: int
    status: str
    turn: dict[str, Any] | None


class GameFeed(Protocol):
    """Another game's matches in the player streams (Rummy's: ``rummy.live``): its own index,
    kept beside Gin's, and the opening reads of its matches; its name, and the events after
    which a seated player's matches in play differ (a friend's ``playing``)."""

    @property
    def game(self) -> str: ...

    @property
    def playing_events(self) -> tuple[Any, ...]: ...

    @property
    def positions(self) -> MatchPositions: ...

    def pending_turns(self, player: UUID) -> list[dict[str, Any]]: ...

    def player_history(
        self, player: UUID, after: int, until: int, limit: int
    ) -> list[tuple[int, dict[str, Any]]]: ...


@dataclass
class StreamFeeds:
    """The opening reads of the live streams; ``games``: the other games' matches, which a
    player's stream carries beside Gin's."""

    store: EventStore
    cache: MatchCache
    queries: MatchQueries
    positions: MatchPositions
    games: list[GameFeed] = field(default_factory=list)

    def match_backlog(
        self, match_id: UUID, viewer: UUID | None, after: int, limit: int = 1000
    ) -> MatchBacklog:
        records, version, status = self.queries.match_events(match_id, viewer, after, limit)
        turn = self.queries.your_turn(match_id, viewer)
        return MatchBacklog(records, version, status, turn)

    def pending_turns(self, player: UUID) -> list[dict[str, Any]]:
        """The ``your_turn`` of every match where the player is to act now."""
        turns: list[dict[str, Any]] = []
        for match_id in self.positions.active_matches(str(player)):
            turn = self.queries.your_turn(match_id, player)
            if turn is not None:
                turns.append(turn)
        for game in self.games:
            turns.extend(game.pending_turns(player))
        return turns

    def player_history(
        self, player: UUID, after: int, until: int, limit: int = HISTORY_PAGE
    ) -> list[tuple[int, dict[str, Any]]]:
        """The first ``limit`` events of the player's matches (every game's) with a global
        position in ``(after, until]``, in log order, as its seat sees them (with
        ``match_id``)."""
        pages = [self._gin_history(player, after, until, limit)]
        pages += [game.player_history(player, after, until, limit) for game in self.games]
        if len(pages) == 1:
            return pages[0]
        merged = heapq.merge(*pages, key=lambda found: found[0])
        return list(itertools.islice(merged, limit))

    def _gin_history(
        self, player: UUID, after: int, until: int, limit: int
    ) -> list[tuple[int, dict[str, Any]]]:
        located = self.positions.player_events(str(player), after, until, limit)
        ranges: dict[UUID, list[int]] = {}
        for found in located:
            ranges.setdefault(found.match_id, []).append(found.version)
        rendered: dict[tuple[UUID, int], dict[str, Any]] = {}
        me = str(player)
        for match_id, versions in ranges.items():
            # versions of one match in a page are consecutive: one read by version
            first, last = versions[0], versions[-1]
            events = self.store.events(match_id, after=first - 1, limit=last - first + 1)
            with self.cache.read(match_id) as match:
                seat = match.seat_of(me)
                for ev in events:
                    record = views.event_record(match, ev, seat)
                    record["match_id"] = str(match_id)
                    rendered[(match_id, int(ev.originator_version))] = record
        return [
            (found.position, rendered[(found.match_id, found.version)])
            for found in located
            if (found.match_id, found.version) in rendered
        ]
