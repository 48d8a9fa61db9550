"""Rummy's per-side statistics (:class:`RummyStatistics`), from each hand's end (``HandScored``)
and each match's end (``Finished``), apart from Gin's (``statistics``): the games count
different things."""

from __future__ import annotations

from typing import Any

import msgspec

from ginrummy.service.projections.handlers import Handlers
from ginrummy.service.projections.match_table import sides
from ginrummy.service.projections.rummy_table import RummyTable
from ginrummy.service.rummy import RummyMatch
from ginrummy.service.rummy import events as rummy_events


class RummyStats(msgspec.Struct, kw_only=True):
    """A side's Rummy statistics, counted per seat held (a bot level holding two seats of a
    table counts both). A stalemate (``RULES-RUMMY.md`` rule 6 and precise points 1 and 7: no
    winner) counts as a hand lost for every seat."""

    matches: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    hands: int = 0
    hands_won: int = 0
    hands_lost: int = 0
    rummies: int = 0
    stalemates: int = 0


class RummyStatistics:
    """The Rummy statistics of every side (a player, a bot level's ``bot:<level>``), read off
    the Rummy table's rows (folded first)."""

    def __init__(self, table: RummyTable) -> None:
        self.table = table
        self.stats: dict[str, RummyStats] = {}

    def handlers(self) -> Handlers:
        return {RummyMatch.HandScored: self._hand_scored, RummyMatch.Finished: self._finished}

    def of(self, key: str) -> RummyStats:
        """The statistics of ``key`` (zero if it has none)."""
        return self.stats.get(key, RummyStats())

    def _stats(self, key: str) -> RummyStats:
        stats = self.stats.get(key)
        if stats is None:
            stats = self.stats[key] = RummyStats()
        return stats

    def _seated(self, ev: Any) -> list[tuple[int, str]]:
        """Each seat of the event's match with its side (a free seat has none)."""
        row = self.table.matches.get(ev.originator_id)
        if row is None:
            return []
        return [(seat, side) for seat, side in enumerate(sides(row)) if side is not None]

    def _hand_scored(self, ev: rummy_events.HandScored, touched: set[str]) -> None:
        end: dict[str, Any] = ev.end
        winner = end.get("winner")
        for seat, side in self._seated(ev):
            stats = self._stats(side)
            stats.hands += 1
            if winner is None:
                stats.stalemates += 1
                stats.hands_lost += 1
            elif winner == seat:
                stats.hands_won += 1
                if end.get("rummy"):
                    stats.rummies += 1
            else:
                stats.hands_lost += 1

    def _finished(self, ev: rummy_events.Finished, touched: set[str]) -> None:
        winners = {int(w) for w in ev.standings.get("winners", [])}
        for seat, side in self._seated(ev):
            stats = self._stats(side)
            stats.matches += 1
            if seat in winners:
                stats.matches_won += 1
            else:
                stats.matches_lost += 1
