"""The table of matches (:class:`MatchTable`): the lobby's rows, and each player's matches."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Protocol
from uuid import UUID

from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.match import Match, MatchStatus, events
from ginrummy.service.projections.handlers import LOBBY_KEY, Handlers
from ginrummy.service.projections.side_index import SideIndex


@dataclass
class MatchRow:
    id: UUID
    status: str
    rules: dict[str, Any]
    players: list[str | None]
    bots: list[str | None]
    created_at: str
    version: int = 1
    scores: list[int] = field(default_factory=list)
    winner: int | None = None
    rated: bool = True
    game: str = DEFAULT_GAME
    # once the match reached its target: the result's totals (hand points and every bonus)
    totals: list[int] | None = None

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = [0] * len(self.players)


class MatchTable:
    """A row per match (status, seats, scores, version) and the matches of each player and of
    each bot level (``bot:<level>``: the :class:`SideIndex`)."""

    def __init__(self) -> None:
        self.matches: dict[UUID, MatchRow] = {}
        self.index = SideIndex()
        self.player_matches = self.index.player_matches
        self.bot_matches = self.index.bot_matches

    def handlers(self) -> Handlers:
        return {
            Match.Created: self._created,
            Match.Joined: self._joined,
            Match.Started: self._started,
            Match.DealScored: self._deal_scored,
            Match.Resigned: self.advance_event,
            Match.Cancelled: self._cancelled,
            Match.Finished: self._finished,
        }

    def advance(self, oid: Any, version: int, touched: set[str]) -> MatchRow | None:
        """A match's event: its row's version, and its streams (and its players') to wake."""
        row = self.matches.get(oid)
        if row is None:
            return None
        row.version = version
        touched.add(f"match:{oid}")
        for player in row.players:
            if player is not None:
                touched.add(f"player:{player}")
        return row

    def advance_event(self, ev: Any, touched: set[str]) -> None:
        self.advance(ev.originator_id, ev.originator_version, touched)

    def _lobby_event(self, ev: Any, touched: set[str]) -> MatchRow | None:
        row = self.advance(ev.originator_id, ev.originator_version, touched)
        if row is not None:
            touched.add(LOBBY_KEY)  # the open matches may have changed
        return row

    def _created(self, ev: events.Created, touched: set[str]) -> None:
        oid: UUID = ev.originator_id
        created = MatchRow(
            id=oid,
            status=MatchStatus.OPEN,
            rules=dict(ev.rules),
            players=list(ev.players),
            bots=list(ev.bots),
            created_at=ev.timestamp.isoformat(),
            rated=bool(getattr(ev, "rated", True)),
            game=ev.game,
        )
        self.matches[oid] = created
        self.index.created(oid, created.players, created.bots)
        self._lobby_event(ev, touched)

    def _joined(self, ev: events.Joined, touched: set[str]) -> None:
        row = self._lobby_event(ev, touched)
        if row is not None:
            row.players[ev.seat] = ev.player_id
            self.index.joined(ev.originator_id, ev.player_id)
            touched.add(f"player:{ev.player_id}")

    def _started(self, ev: events.Started, touched: set[str]) -> None:
        row = self._lobby_event(ev, touched)
        if row is not None:
            row.status = MatchStatus.ACTIVE

    def _deal_scored(self, ev: events.DealScored, touched: set[str]) -> None:
        row = self.advance(ev.originator_id, ev.originator_version, touched)
        if row is not None:
            row.scores = list(ev.scores)

    def _cancelled(self, ev: events.Cancelled, touched: set[str]) -> None:
        row = self._lobby_event(ev, touched)
        if row is not None:
            row.status = MatchStatus.CANCELLED

    def _finished(self, ev: events.Finished, touched: set[str]) -> None:
        row = self.advance(ev.originator_id, ev.originator_version, touched)
        if row is not None:
            row.status = MatchStatus.FINISHED
            row.winner = ev.winner
            totals = ev.result.get("totals")
            row.totals = None if totals is None else [int(t) for t in totals]

    def keys_of(self, aggregate_id: UUID) -> set[str]:
        """The stream keys of this match and of its players (none if it is no match)."""
        row = self.matches.get(aggregate_id)
        if row is None:
            return set()
        keys = {f"match:{aggregate_id}"}
        keys.update(f"player:{p}" for p in row.players if p is not None)
        if row.status == "open":
            keys.add(LOBBY_KEY)  # joined or cancelled: it leaves the lobby
        return keys

    def rows(self, status: str | None, player: str | None, limit: int) -> list[MatchRow]:
        """Copies of the rows (of ``player``'s matches: a player's id, or a bot level's
        ``bot:<level>``; with ``status``), newest first."""
        if player is not None:
            rows = [self.matches[m] for m in self.index.of(player)]
        else:
            rows = list(self.matches.values())
        if status is not None:
            rows = [r for r in rows if r.status == status]
        rows.sort(key=lambda r: r.created_at, reverse=True)
        # copies: the follower goes on updating the table's own rows
        return [
            dataclasses.replace(
                r,
                players=list(r.players),
                scores=list(r.scores),
                totals=None if r.totals is None else list(r.totals),
            )
            for r in rows[:limit]
        ]


class Seated(Protocol):
    """A row of a table of matches of any game: who holds each seat."""

    players: list[str | None]
    bots: list[str | None]


def sides(row: Seated) -> list[str | None]:
    """Who plays each seat: a player's id, ``bot:<level>``, or ``None`` (a free seat)."""
    return [
        row.players[seat]
        if row.players[seat] is not None
        else (f"bot:{row.bots[seat]}" if row.bots[seat] is not None else None)
        for seat in range(len(row.players))
    ]
