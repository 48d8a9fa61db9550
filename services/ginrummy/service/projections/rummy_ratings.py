"""Rummy's ratings (:class:`RummyRatings`): openskill's Plackett-Luce model over each finished
match's final ranking, one rating per side (a player, a bot level's ``bot:<level>``).

Gin keeps Glicko-2 (``ratings``): a game of two. A Rummy table seats 2 to 4, and Plackett-Luce
rates a ranking of any length at once (Weng and Lin, "A Bayesian Approximation Method for Online
Ranking", JMLR 12, 2011, Algorithm 4), which is what openskill implements. The ranking is the
core's: its returns at the match's end (zero-sum, higher is better under either scoring); a
seat's rank is one more than the number of seats with more, so seats equal in points share a
rank. Every seat is its own team; a side holding several seats of one table (a bot level
against itself) ranks the others from each seat and keeps its own rating. An unrated match (a
tournament's game whose host left ``rated`` false) moves no rating.

The model is openskill's default ``PlackettLuce()``: mu 25, sigma 25/3, beta 25/6, tau 25/300
(added to each sigma before every match), kappa 0.0001. Pure floating point in a fixed order:
a replay of the log gives every rating bit for bit.
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

from ginrummy.service.projections.handlers import Handlers
from ginrummy.service.projections.match_table import sides
from ginrummy.service.projections.rummy_table import RummyTable
from ginrummy.service.rummy import RummyMatch
from ginrummy.service.rummy import events as rummy_events

#: The model every Rummy rating is updated by (openskill's defaults, above).
MODEL = PlackettLuce()


@dataclass(frozen=True)
class SkillRating:
    """An openskill rating: the skill's mean and its standard deviation."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def ordinal(self) -> float:
        """openskill's conservative estimate, ``mu - 3 sigma`` (what the leaderboard ranks by)."""
        return float(MODEL.rating(mu=self.mu, sigma=self.sigma).ordinal())

    def to_dict(self) -> dict[str, float]:
        return {"mu": self.mu, "sigma": self.sigma, "ordinal": self.ordinal}


def ranks_of(returns: list[float]) -> list[int]:
    """Each seat's rank from the core's returns (1 is first): one more than the number of
    seats with more; equal returns (equal points) share a rank."""
    return [1 + sum(1 for other in returns if other > mine) for mine in returns]


def update(before: list[SkillRating], ranks: list[int]) -> list[SkillRating]:
    """Each seat's rating after one match of this final ranking (each seat its own team)."""
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    rated = MODEL.rate(teams, ranks=list(ranks))
    return [SkillRating(mu=team[0].mu, sigma=team[0].sigma) for team in rated]


class RummyRatings:
    """The openskill rating of every side that finished a Rummy match (read off the Rummy
    table's rows, folded first)."""

    def __init__(self, table: RummyTable) -> None:
        self.table = table
        self.ratings: dict[str, SkillRating] = {}

    def handlers(self) -> Handlers:
        return {RummyMatch.Finished: self._finished}

    def of(self, key: str) -> SkillRating:
        """The rating of ``key`` (the initial one if it has none)."""
        return self.ratings.get(key, SkillRating())

    def _finished(self, ev: rummy_events.Finished, touched: set[str]) -> None:
        row = self.table.matches.get(ev.originator_id)
        if row is None or not row.rated:  # an unrated tournament's game counts nowhere here
            return
        seated = sides(row)
        if any(side is None for side in seated):
            return
        keys = [side for side in seated if side is not None]
        after = update([self.of(key) for key in keys], ranks_of(list(ev.returns)))
        for key, rating in zip(keys, after, strict=True):
            # A side in several seats (a bot level playing itself) keeps its rating: each of
            # its seats still ranks the others, but its games against itself say nothing of it
            if keys.count(key) == 1:
                self.ratings[key] = rating
