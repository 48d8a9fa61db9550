"""Glicko-2 ratings by game (:class:`Ratings`), from each rated match's end."""

from __future__ import annotations

from typing import cast

from ginrummy.service import glicko2
from ginrummy.service.match import Match, events
from ginrummy.service.projections.handlers import Handlers
from ginrummy.service.projections.match_table import MatchTable, sides


class Ratings:
    """The ratings of every side, by game (a game's ratings are its own); a match with hints
    (unrated) counts in the statistics, not here."""

    def __init__(self, table: MatchTable) -> None:
        self.table = table
        self.ratings: dict[str, dict[str, glicko2.Rating]] = {}

    def handlers(self) -> Handlers:
        return {Match.Finished: self._finished}

    def of(self, game: str, key: str) -> glicko2.Rating:
        """The rating of ``key`` in ``game`` (the initial one if it has none)."""
        return self.ratings.get(game, {}).get(key, glicko2.Rating())

    def _finished(self, ev: events.Finished, touched: set[str]) -> None:
        row = self.table.matches.get(ev.originator_id)
        if row is None or not row.rated:
            return
        seats = sides(row)
        if any(side is None for side in seats):
            return
        seated = cast(list[str], seats)
        # Glicko-2 rates a game between two: each seat's result against each other seat
        ratings = self.ratings.setdefault(row.game, {})
        before = [ratings.get(side, glicko2.Rating()) for side in seated]
        for seat, side in enumerate(seated):
            results = [
                (before[other], score(row.winner, seat))
                for other in range(len(seated))
                if other != seat
            ]
            ratings[side] = glicko2.update(before[seat], results)


def score(winner: int | None, seat: int) -> float:
    """A seat's Glicko-2 score in a finished match: 1 won, 0 lost, 0.5 no winner."""
    return 0.5 if winner is None else (1.0 if winner == seat else 0.0)
