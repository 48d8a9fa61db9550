"""Read models built from the events: the lobbies, per-player statistics and ratings per game
(Gin: Glicko-2; Rummy: openskill).

Every process follows the application's notification log (the store's total order of events)
from the start and folds each event into in-memory tables. Queries first catch up with the log
(one indexed read), so a client reads its own writes even when another replica wrote them. The
keys of the matches and players each new event concerns (``match:<id>``, ``player:<id>``) go to
``on_touched``: the live streams (``service.live``) wake on them.

- ``follower``: :class:`LogFollower`, the thread that follows the log;
- ``read_model``: :class:`ReadModel`, which dispatches each event by its class to the
  projections and answers the queries;
- one module per projection: ``match_table`` (rows, players' matches), ``statistics``,
  ``ratings``, ``roster`` (names), ``tournament_rows``, and Rummy's ``rummy_table``,
  ``rummy_statistics``, ``rummy_ratings``.
"""

from ginrummy.service.projections.follower import LogFollower
from ginrummy.service.projections.handlers import LOBBY_KEY
from ginrummy.service.projections.match_table import MatchRow
from ginrummy.service.projections.read_model import ReadModel
from ginrummy.service.projections.rummy_ratings import SkillRating
from ginrummy.service.projections.rummy_statistics import RummyStats
from ginrummy.service.projections.statistics import PlayerStats

__all__ = [
    "LOBBY_KEY",
    "LogFollower",
    "MatchRow",
    "PlayerStats",
    "ReadModel",
    "RummyStats",
    "SkillRating",
]
