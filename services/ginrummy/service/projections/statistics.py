"""Per-player statistics (:class:`Statistics`), from each deal's outcome and each match's end."""

from __future__ import annotations

from typing import Any, cast

import msgspec

from ginrummy.service.match import Match, events
from ginrummy.service.projections.handlers import Handlers
from ginrummy.service.projections.match_table import MatchRow, MatchTable, sides


class PlayerStats(msgspec.Struct, kw_only=True):
    """A player's statistics (a built-in bot level's under ``bot:<level>``), from its deals and
    matches."""

    matches: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    resignations: int = 0
    deals: int = 0
    deals_won: int = 0
    knocks: int = 0
    gins: int = 0
    big_gins: int = 0
    undercuts: int = 0
    undercut_against: int = 0
    draws: int = 0
    points: int = 0


class Statistics:
    """The statistics of every side (a player, a bot level), read off the match table's rows
    (folded first: the table's handlers run before these)."""

    def __init__(self, table: MatchTable) -> None:
        self.table = table
        self.stats: dict[str, PlayerStats] = {}

    def handlers(self) -> Handlers:
        return {
            Match.DealScored: self._deal_scored,
            Match.Resigned: self._resigned,
            Match.Finished: self._finished,
        }

    def of(self, key: str) -> PlayerStats:
        """The statistics of ``key`` (zero if it has none)."""
        return self.stats.get(key, PlayerStats())

    def _stats(self, key: str) -> PlayerStats:
        stats = self.stats.get(key)
        if stats is None:
            stats = self.stats[key] = PlayerStats()
        return stats

    def _resigned(self, ev: events.Resigned, touched: set[str]) -> None:
        row = self.table.matches.get(ev.originator_id)
        if row is not None:
            holder = row.players[ev.seat]
            if holder is not None:
                self._stats(holder).resignations += 1

    def _deal_scored(self, ev: events.DealScored, touched: set[str]) -> None:
        row = self.table.matches.get(ev.originator_id)
        if row is not None:
            self._deal(row, ev.record)

    def _deal(self, row: MatchRow, record: dict[str, Any]) -> None:
        outcome = record.get("outcome", record)
        kind = outcome.get("kind")
        if kind == "void":
            return
        seats = sides(row)
        for side in seats:
            if side is not None:
                self._stats(side).deals += 1
        knocker = outcome.get("knocker")
        winner = outcome.get("winner")
        points = int(outcome.get("points") or 0)
        if kind == "draw":
            for side in seats:
                if side is not None:
                    self._stats(side).draws += 1
            return
        if knocker is not None and seats[knocker] is not None:
            k = self._stats(cast(str, seats[knocker]))
            if kind == "knock" or kind == "undercut":
                k.knocks += 1
            if kind == "gin":
                k.gins += 1
            if kind == "big_gin":
                k.big_gins += 1
            if kind == "undercut":
                k.undercut_against += 1
        if winner is not None and seats[winner] is not None:
            w = self._stats(cast(str, seats[winner]))
            w.deals_won += 1
            w.points += points
            if kind == "undercut":
                w.undercuts += 1

    def _finished(self, ev: events.Finished, touched: set[str]) -> None:
        row = self.table.matches.get(ev.originator_id)
        seats = sides(row) if row is not None else [None]
        if row is None or any(side is None for side in seats):
            return
        for seat, side in enumerate(cast(list[str], seats)):
            stats = self._stats(side)
            stats.matches += 1
            if row.winner == seat:
                stats.matches_won += 1
            elif row.winner is not None:
                stats.matches_lost += 1
