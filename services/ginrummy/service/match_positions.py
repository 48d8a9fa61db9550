"""Where each match's events stand in the global log, and who is seated in which match.

The live streams' index, kept by the read model's follower (:meth:`MatchPositions.observe`,
after each batch of the log it folds): for every match, the global position of each of its
versions; for every player, its matches and the version it was seated from. A player stream
reads only its player's matches through it: the events of those matches after a position are
found by a binary search per match, then read by version (``live_feeds``), never by paging the
global log. Memory: about 8 bytes per event and 100 bytes per match.
"""

from __future__ import annotations

import heapq
import threading
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from uuid import UUID

from ginrummy.service.match import Match
from ginrummy.service.stored_topics import topics_of

# Each under the topics it is stored under (since the match moved, and before).
_CREATED = topics_of(Match.Created)
_JOINED = topics_of(Match.Joined)
_STARTED = topics_of(Match.Started)
_ENDED = topics_of(Match.Finished, Match.Cancelled)
# The events after which the lobby's open matches may differ.
LOBBY_TOPICS = _CREATED | _JOINED | _STARTED | topics_of(Match.Cancelled)

OPEN, ACTIVE, ENDED = "open", "active", "ended"


@dataclass(slots=True)
class MatchEntry:
    """One match in the index: the global position of each version (``positions[v - 1]``),
    its seated players with the version each was seated from, and its status."""

    positions: array[int] = field(default_factory=lambda: array("q"))
    seated: dict[str, int] = field(default_factory=dict)
    status: str = OPEN


@dataclass(frozen=True, slots=True)
class Located:
    """An event of a match found in the index: its global position and its version."""

    position: int
    match_id: UUID
    version: int


@dataclass(frozen=True, slots=True)
class MatchTopics:
    """The stored topics of a game's match events that the index follows."""

    created: frozenset[str]
    joined: frozenset[str]
    started: frozenset[str]
    ended: frozenset[str]


GIN_TOPICS = MatchTopics(_CREATED, _JOINED, _STARTED, _ENDED)


class MatchPositions:
    """The index of the live streams (see the module's docstring): Gin's matches by default,
    another game's with its ``topics`` (Rummy's: ``rummy.live``)."""

    def __init__(self, decode: Callable[[Any], Any], topics: MatchTopics = GIN_TOPICS) -> None:
        self._decode = decode
        self._topics = topics
        self.matches: dict[UUID, MatchEntry] = {}
        self.player_matches: dict[str, list[UUID]] = {}
        self.active: dict[str, set[UUID]] = {}
        self.open_matches = 0
        self.position = 0
        self._lock = threading.Lock()

    # -- following the log (the read model's follower, one thread) ------------------------

    def observe(self, batch: Iterable[Any]) -> None:
        """Indexes a batch of the log (stored notifications, in position order)."""
        with self._lock:
            for notification in batch:
                self._observe(notification)
                self.position = notification.id

    def _observe(self, notification: Any) -> None:
        topic: str = notification.topic
        oid: UUID = notification.originator_id
        topics = self._topics
        entry = self.matches.get(oid)
        if entry is None:
            if topic not in topics.created:
                return  # not a match
            entry = self.matches[oid] = MatchEntry()
            self.open_matches += 1
            for player in self._decode(notification).players:
                if player is not None:
                    self._seat(oid, entry, str(player), 1)
        entry.positions.append(notification.id)
        if topic in topics.joined:
            player = self._decode(notification).player_id
            self._seat(oid, entry, str(player), int(notification.originator_version))
        elif topic in topics.started:
            self._status(entry, ACTIVE)
        elif topic in topics.ended:
            self._status(entry, ENDED)
            for player in entry.seated:
                self.active.get(player, set()).discard(oid)

    def _seat(self, oid: UUID, entry: MatchEntry, player: str, since: int) -> None:
        if player in entry.seated:
            return
        entry.seated[player] = since
        self.player_matches.setdefault(player, []).append(oid)
        self.active.setdefault(player, set()).add(oid)

    def _status(self, entry: MatchEntry, status: str) -> None:
        if entry.status == OPEN:
            self.open_matches -= 1
        entry.status = status

    # -- reading (any thread) -------------------------------------------------------------

    def recipients(self, match_id: UUID, version: int) -> list[str]:
        """The players whose streams carry this version of the match (seated by then)."""
        entry = self.matches.get(match_id)
        if entry is None:
            return []
        return [p for p, since in list(entry.seated.items()) if since <= version]

    def is_match(self, aggregate_id: UUID) -> bool:
        return aggregate_id in self.matches

    def is_open(self, match_id: UUID) -> bool:
        entry = self.matches.get(match_id)
        return entry is not None and entry.status == OPEN

    def active_matches(self, player: str) -> list[UUID]:
        """The player's matches not finished nor cancelled."""
        with self._lock:
            return list(self.active.get(player, ()))

    def playing(self, player: str) -> list[str]:
        """The player's matches in play (started, not ended), the newest first."""
        return [match_id for _, match_id in self.playing_since(player)]

    def playing_since(self, player: str) -> list[tuple[int, str]]:
        """The player's matches in play, the newest first, each with the global position it
        was created at (to merge the matches of several games' indexes)."""
        with self._lock:
            started = [
                (self.matches[m].positions[0], str(m))
                for m in self.active.get(player, ())
                if self.matches[m].status == ACTIVE
            ]
        started.sort(reverse=True)
        return started

    def player_events(self, player: str, after: int, until: int, limit: int) -> list[Located]:
        """The first ``limit`` events of the player's matches with a position in
        ``(after, until]``, in log order (from the version it was seated from in each)."""
        with self._lock:
            mine = [(m, self.matches[m]) for m in self.player_matches.get(player, ())]
        heads: list[tuple[int, int, UUID, array[int]]] = []
        for match_id, entry in mine:
            positions = entry.positions
            index = max(bisect_right(positions, after), entry.seated.get(player, 1) - 1)
            if index < len(positions) and positions[index] <= until:
                heads.append((positions[index], index, match_id, positions))
        heapq.heapify(heads)
        found: list[Located] = []
        while heads and len(found) < limit:
            position, index, match_id, positions = heads[0]
            found.append(Located(position, match_id, index + 1))
            index += 1
            if index < len(positions) and positions[index] <= until:
                heapq.heapreplace(heads, (positions[index], index, match_id, positions))
            else:
                heapq.heappop(heads)
        return found
