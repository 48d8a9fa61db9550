"""The table of Rummy matches (:class:`RummyTable`): the Rummy lobby's rows, apart from Gin's
(``match_table``), so neither lobby lists the other game's matches."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from ginrummy.service.match.status import MatchStatus
from ginrummy.service.projections.handlers import LOBBY_KEY, Handlers
from ginrummy.service.projections.side_index import SideIndex
from ginrummy.service.rummy import RummyMatch


@dataclass
class RummyRow:
    id: UUID
    status: str
    options: dict[str, Any]
    players: list[str | None]
    bots: list[str | None]
    created_at: str
    version: int = 1
    scores: list[int] = dataclasses.field(default_factory=list)
    winners: list[int] = dataclasses.field(default_factory=list)
    rated: bool = True  # an unrated tournament's game: no rating moves


class RummyTable:
    """A row per Rummy match (status, seats, scores, version), and the matches of each player
    and of each bot level (the :class:`SideIndex` Gin's table has too)."""

    def __init__(self) -> None:
        self.matches: dict[UUID, RummyRow] = {}
        self.index = SideIndex()

    def handlers(self) -> Handlers:
        return {
            RummyMatch.Created: self._created,
            RummyMatch.Joined: self._joined,
            RummyMatch.Started: self._status(MatchStatus.ACTIVE),
            RummyMatch.Cancelled: self._status(MatchStatus.CANCELLED),
            RummyMatch.HandScored: self._scored,
            RummyMatch.Finished: self._finished,
        }

    def _row(self, ev: Any, touched: set[str]) -> RummyRow | None:
        row = self.matches.get(ev.originator_id)
        if row is not None:
            row.version = ev.originator_version
            touched.add(f"match:{ev.originator_id}")
        return row

    def _created(self, ev: Any, touched: set[str]) -> None:
        row = self.matches[ev.originator_id] = RummyRow(
            id=ev.originator_id,
            status=MatchStatus.OPEN,
            options=dict(ev.options),
            players=list(ev.players),
            bots=list(ev.bots),
            created_at=ev.timestamp.isoformat(),
            scores=[0] * len(ev.players),
            rated=bool(getattr(ev, "rated", True)),
        )
        self.index.created(row.id, row.players, row.bots)
        touched.add(LOBBY_KEY)

    def _joined(self, ev: Any, touched: set[str]) -> None:
        row = self._row(ev, touched)
        if row is not None:
            row.players[ev.seat] = ev.player_id
            self.index.joined(row.id, ev.player_id)
            touched.add(LOBBY_KEY)

    def _status(self, status: MatchStatus) -> Any:
        def handle(ev: Any, touched: set[str]) -> None:
            row = self._row(ev, touched)
            if row is not None:
                row.status = status
                touched.add(LOBBY_KEY)

        return handle

    def _scored(self, ev: Any, touched: set[str]) -> None:
        row = self._row(ev, touched)
        if row is not None:
            row.scores = list(ev.scores)

    def _finished(self, ev: Any, touched: set[str]) -> None:
        row = self._row(ev, touched)
        if row is not None:
            row.status = MatchStatus.FINISHED
            row.winners = [int(w) for w in ev.standings.get("winners", [])]

    def rows(self, status: str | None, side: str | None, limit: int) -> list[RummyRow]:
        """Copies of the rows (of ``side``'s matches: a player's id, or a bot level's
        ``bot:<level>``, read through the index; with ``status``), newest first."""
        found = (
            self.matches.values()
            if side is None
            else [self.matches[m] for m in self.index.of(side)]
        )
        rows = [r for r in found if status is None or r.status == status]
        rows.sort(key=lambda r: r.created_at, reverse=True)
        return [
            dataclasses.replace(r, players=list(r.players), scores=list(r.scores))
            for r in rows[:limit]
        ]
