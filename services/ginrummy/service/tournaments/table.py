"""The report of a ``rummy-table`` tournament: a fold of its recorded deal sets.

A deal set (``rummy_games.play_set``) is the independent unit: the same cards played once per
rotation of the seats. For each entrant:

- ``points_per_hand``: the mean over the deal sets of the entrant's points in the set divided
  by the hands it played there (with deals as the unit: its points per hand), and its 95%
  interval ``mean -+ 1.96 s / sqrt(K)`` (``s`` the sample standard deviation of the K sets'
  values; no interval below 2 sets);
- ``wins``: games it ranked first in alone;
- its openskill rating: Plackett-Luce (``projections.rummy_ratings.update``, openskill's
  defaults) over each game's ranking, game by game in playing order, every entrant starting
  from the default rating. The ``ordering`` ranks the entrants by ordinal (``mu - 3 sigma``),
  ties by entry order.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ginrummy.service.projections.rummy_ratings import SkillRating, update
from ginrummy.service.tournaments.stats import Z95


def mean_interval(values: Sequence[float]) -> tuple[float | None, float | None, float | None]:
    """The mean and its 95% normal interval (``None`` where undefined)."""
    n = len(values)
    if n == 0:
        return None, None, None
    mean = sum(values) / n
    if n < 2:
        return mean, None, None
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def table_report(entrants: Sequence[str], sets: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The standings of a table from its recorded deal sets, in playing order."""
    ratings = {e: SkillRating() for e in entrants}
    per_set: dict[str, list[float]] = {e: [] for e in entrants}
    points = dict.fromkeys(entrants, 0)
    hands = dict.fromkeys(entrants, 0)
    wins = dict.fromkeys(entrants, 0)
    games = 0
    for deal_set in sets:
        set_points = dict.fromkeys(entrants, 0)
        set_hands = dict.fromkeys(entrants, 0)
        for game in deal_set["games"]:
            games += 1
            seats: list[str] = list(game["seats"])
            ranks: list[int] = list(game["ranks"])
            for seat, name in enumerate(seats):
                set_points[name] += int(game["points"][seat])
                set_hands[name] += int(game["hands"])
                if ranks[seat] == 1 and ranks.count(1) == 1:
                    wins[name] += 1
            after = update([ratings[name] for name in seats], ranks)
            for name, rating in zip(seats, after, strict=True):
                ratings[name] = rating
        for name in entrants:
            points[name] += set_points[name]
            hands[name] += set_hands[name]
            if set_hands[name]:
                per_set[name].append(set_points[name] / set_hands[name])
    position = {e: i for i, e in enumerate(entrants)}
    ordering = sorted(entrants, key=lambda e: (-ratings[e].ordinal, position[e]))
    rows = []
    for rank, name in enumerate(ordering, start=1):
        mean, low, high = mean_interval(per_set[name])
        rows.append(
            {
                "rank": rank,
                "entrant": name,
                "deal_sets": len(per_set[name]),
                "games": games,
                "hands": hands[name],
                "points": points[name],
                "wins": wins[name],
                "points_per_hand": mean,
                "points_per_hand_low": low,
                "points_per_hand_high": high,
                "rating": ratings[name].to_dict(),
            }
        )
    return {"deal_sets": len(sets), "games": games, "ordering": ordering, "standings": rows}


TABLE_CSV_COLUMNS = (
    "rank",
    "entrant",
    "deal_sets",
    "games",
    "hands",
    "points",
    "wins",
    "points_per_hand",
    "points_per_hand_low",
    "points_per_hand_high",
    "mu",
    "sigma",
    "ordinal",
)


def table_csv(report: Mapping[str, Any]) -> list[list[Any]]:
    """A table report's standings as CSV rows (a header first), in the openskill ordering."""
    rows: list[list[Any]] = [list(TABLE_CSV_COLUMNS)]
    for row in report["standings"]:
        flat = {**row, **row["rating"]}
        rows.append(["" if flat[c] is None else flat[c] for c in TABLE_CSV_COLUMNS])
    return rows
