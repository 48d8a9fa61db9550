"""What anyone may read of a Rummy match beside its live view (:class:`RummyRecords`): the
match now, as it stood at a version, its event log, the export of a finished match; each as the
caller may see it."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from ginrummy.service.errors import ConflictError, NotFoundError
from ginrummy.service.match.status import FINISHED
from ginrummy.service.persistence.cache import GameCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply
from ginrummy.service.rummy import views
from ginrummy.service.rummy.aggregate import RummyMatch

#: The format of a Rummy match's export (``GET /rummy/matches/{id}/export``).
EXPORT_FORMAT = "ginrummy-rummy-export/1"


def rummy_match(store: EventStore, match_id: UUID, version: int | None = None) -> RummyMatch:
    """The Rummy match ``match_id``; 404 when there is none (a Gin match's id says so)."""
    found = store.get(match_id, version)
    if isinstance(found, RummyMatch):
        return found
    if found is not None and type(found).__name__ == "Match":
        raise NotFoundError(
            f"{match_id} is a Gin match, not a Rummy match: see /matches/{match_id}",
            reason="match-not-found",
        )
    raise NotFoundError(f"no Rummy match {match_id}", reason="match-not-found")


class RummyRecords:
    """The reads of Rummy matches through the match cache (the store for past versions and
    the log)."""

    store: EventStore
    cache: GameCache[RummyMatch]
    players: PlayerDirectory

    def match(self, match_id: UUID) -> RummyMatch:
        """The Rummy match now (404 when there is none), read-only: the cache's."""
        with self.cache.read(match_id) as match:
            return match

    def at_version(self, match_id: UUID, version: int, viewer: UUID | None) -> dict[str, Any]:
        """The match as it stood at ``version``, as ``viewer`` may see it now (404
        ``version-not-found`` outside 1..the match's version)."""
        current = self.match(match_id)
        if version < 1 or version > current.version:
            raise NotFoundError(
                f"version {version} does not exist; the match is at version {current.version}",
                reason="version-not-found",
            )
        past = current if version == current.version else rummy_match(self.store, match_id, version)
        seat = current.seat_of(str(viewer)) if viewer is not None else None
        return views.match_at_version(current, past, seat, self.players.names(past.players))

    def export(self, match_id: UUID) -> dict[str, Any]:
        """The complete record of a finished match, for ``ginrummy audit``: every event with
        everything revealed (the seed, every hand's and every stock rebuild's order and
        salt), each commitment as it was recorded."""
        match = self.match(match_id)
        if match.status != FINISHED:
            raise ConflictError(
                "a match is exported once it is finished", reason="match-not-finished"
            )
        if match.reveals_held:
            raise ConflictError(
                "this tournament game deals the same cards as the other game of its pair: its "
                "reveals (seed, deck orders, salts) are withheld until both games have ended",
                reason="reveals-held",
            )
        names = self.players.names(match.players)
        return {
            "format": EXPORT_FORMAT,
            "match_id": str(match.id),
            "seats": [
                {"seat": s, "player_id": match.players[s], "name": names[s], "bot": match.bots[s]}
                for s in match.seats
            ],
            "options": match.options,
            "version": match.version,
            "events": [views.event_record(match, ev, None) for ev in self.store.events(match_id)],
        }

    def events(self, match_id: UUID, viewer: UUID | None, after: int, limit: int) -> Reply:
        """The log after version ``after`` as ``viewer`` may see it."""
        match = self.match(match_id)
        seat = match.seat_of(str(viewer)) if viewer is not None else None
        records = [
            views.event_record(match, ev, seat)
            for ev in self.store.events(match_id, after=after, limit=limit)
        ]
        return Reply({"events": records, "version": match.version}, match.version)
