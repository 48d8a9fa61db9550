"""The tournaments' list rows (:class:`TournamentRows`): format, status, entrants."""

from __future__ import annotations

from typing import Any
from uuid import UUID

from ginrummy.service.projections.handlers import Handlers
from ginrummy.service.tournaments.aggregate import Tournament, stored_topics

# The aggregate's event classes (made by eventsourcing's ``@event``, which mypy cannot see).
_Tournament: Any = Tournament


class TournamentRows:
    """A row per tournament, newest last."""

    def __init__(self) -> None:
        self.tournaments: dict[UUID, dict[str, Any]] = {}

    def handlers(self) -> Handlers:
        return {
            _Tournament.Created: self._created,
            _Tournament.EntrantAdded: self._entered,
            _Tournament.PlayerEntered: self._entered,
            _Tournament.Started: self._status("running"),
            _Tournament.Finished: self._status("finished"),
            _Tournament.Failed: self._status("failed"),
            _Tournament.Cancelled: self._status("cancelled"),
        }

    def stored_topics(self) -> frozenset[str]:
        """The topics of the events folded here (also those of before the tournaments moved)."""
        return stored_topics(*(cls.__name__ for cls in self.handlers()))

    def _created(self, ev: Any, touched: set[str]) -> None:
        oid: UUID = ev.originator_id
        self.tournaments[oid] = {
            "id": str(oid),
            "format": ev.format,
            "status": "created",
            "entrants": [],
            "created_at": ev.timestamp.isoformat(),
        }

    def _entered(self, ev: Any, touched: set[str]) -> None:
        row = self.tournaments.get(ev.originator_id)
        if row is not None:
            row["entrants"].append(ev.name)

    def _status(self, status: str) -> Any:
        def fold(ev: Any, touched: set[str]) -> None:
            row = self.tournaments.get(ev.originator_id)
            if row is not None:
                row["status"] = status

        return fold

    def rows(self, status: str | None, limit: int) -> list[dict[str, Any]]:
        """Copies of the rows (with ``status``), newest first."""
        rows = [r for r in self.tournaments.values() if status in (None, r["status"])]
        return [dict(r, entrants=list(r["entrants"])) for r in reversed(rows)][:limit]
