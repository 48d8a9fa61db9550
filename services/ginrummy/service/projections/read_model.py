"""The read model of one process (:class:`ReadModel`): it follows the log (``follower``) and
hands each event to the projections that fold its class, then answers the queries over them."""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Callable
from typing import Any
from uuid import UUID

import msgspec

from ginrummy.service.errors import NotFoundError
from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.projections.follower import LogFollower
from ginrummy.service.projections.handlers import Handler, Handlers
from ginrummy.service.projections.match_table import MatchRow, MatchTable
from ginrummy.service.projections.ratings import Ratings
from ginrummy.service.projections.roster import Roster
from ginrummy.service.projections.rummy_ratings import RummyRatings
from ginrummy.service.projections.rummy_statistics import RummyStatistics
from ginrummy.service.projections.rummy_table import RummyRow, RummyTable
from ginrummy.service.projections.statistics import Statistics
from ginrummy.service.projections.tournament_rows import TournamentRows
from ginrummy.service.rummy import RUMMY
from ginrummy.service.stored_topics import topics_of


class ReadModel(LogFollower):
    """The projections of one process, fed from the notification log: the match table, the
    statistics, the ratings, the roster of names, the tournaments' rows, and Rummy's table,
    statistics and (openskill) ratings. An event whose class
    no projection folds (every move) only advances its match's version and wakes its streams,
    which the stored event's header tells without decoding it."""

    def __init__(
        self,
        store: EventStore,
        poll_interval: float = 0.25,
        on_touched: Callable[[set[str]], None] | None = None,
    ) -> None:
        super().__init__(store, self._take, poll_interval, on_touched)
        self.table = MatchTable()
        self.statistics = Statistics(self.table)
        self.rating_tables = Ratings(self.table)
        self.roster = Roster()
        self.tournament_rows = TournamentRows()
        self.rummy_table = RummyTable()
        self.rummy_statistics = RummyStatistics(self.rummy_table)
        self.rummy_ratings = RummyRatings(self.rummy_table)
        # In this order: a match's row is folded before the statistics and ratings read it.
        projections: list[Handlers] = [
            self.table.handlers(),
            self.statistics.handlers(),
            self.rating_tables.handlers(),
            self.roster.handlers(),
            self.rummy_table.handlers(),
            self.rummy_statistics.handlers(),
            self.rummy_ratings.handlers(),
        ]
        self._handlers: dict[type[Any], list[Handler]] = defaultdict(list)
        for handlers in (*projections, self.tournament_rows.handlers()):
            for cls, handler in handlers.items():
                self._handlers[cls].append(handler)
        # Each under its topics, also those of before the aggregates moved
        self._folded_topics = (
            topics_of(*(cls for handlers in projections for cls in handlers))
            | self.tournament_rows.stored_topics()
        )
        # Other modules' events read as the log is followed: topic -> callback(domain event)
        # (the revocations of credentials: ``accounts.credentials``)
        self.observers: dict[str, Callable[[Any], None]] = {}
        # The projections' tables, by their names of before the split
        self.matches = self.table.matches
        self.player_matches = self.table.player_matches
        self.stats = self.statistics.stats
        self.ratings = self.rating_tables.ratings
        self.names = self.roster.names
        self.created = self.roster.created
        self.tournaments = self.tournament_rows.tournaments

    def _take(self, notification: Any, touched: set[str]) -> None:
        topic = notification.topic
        if topic in self._folded_topics:
            event = self.store.to_domain_event(notification)
            for handler in self._handlers[type(event)]:
                handler(event, touched)
        elif topic in self.observers:
            self.observers[topic](self.store.to_domain_event(notification))
        else:
            self.table.advance(notification.originator_id, notification.originator_version, touched)

    def keys_of(self, aggregate_ids: list[UUID]) -> set[str]:
        """The stream keys of these matches and of their players (for a local save's wake-up,
        before the follower has folded its events)."""
        keys: set[str] = set()
        for aggregate_id in aggregate_ids:
            if aggregate_id in self.tournaments:
                keys.add(f"tournament:{aggregate_id}")
            keys |= self.table.keys_of(aggregate_id)
        return keys

    # -- queries --------------------------------------------------------------------------

    def tournament_list(self, status: str | None, limit: int) -> list[dict[str, Any]]:
        """Tournaments (with ``status``), newest first."""
        with self._lock:
            return self.tournament_rows.rows(status, limit)

    def export(self) -> dict[str, Any]:
        """Every table of the read models as plain data (``ginrummy rebuild-projections``
        compares their digest)."""
        with self._lock:
            return {
                "position": self.position,
                "matches": {
                    str(k): msgspec.to_builtins(dataclasses.asdict(v))
                    for k, v in self.matches.items()
                },
                "player_matches": {k: [str(m) for m in v] for k, v in self.player_matches.items()},
                "names": dict(self.names),
                "created": dict(self.created),
                "stats": {k: msgspec.structs.asdict(v) for k, v in self.stats.items()},
                "ratings": {
                    game: {k: vars(v).copy() for k, v in table.items()}
                    for game, table in self.ratings.items()
                },
                "rummy_stats": {
                    k: msgspec.structs.asdict(v) for k, v in self.rummy_statistics.stats.items()
                },
                "rummy_ratings": {
                    k: {"mu": v.mu, "sigma": v.sigma} for k, v in self.rummy_ratings.ratings.items()
                },
            }

    def lobby(self, status: str | None, player: str | None, limit: int) -> list[MatchRow]:
        self.catch_up()
        with self._lock:
            return self.table.rows(status, player, limit)

    def rummy_lobby(self, status: str | None, side: str | None, limit: int) -> list[RummyRow]:
        """The Rummy matches (of ``side``: a player's id or ``bot:<level>``; with ``status``),
        newest first."""
        self.catch_up()
        with self._lock:
            return self.rummy_table.rows(status, side, limit)

    def matches_of(self, player: str) -> list[UUID]:
        with self._lock:
            return list(self.player_matches.get(player, []))

    def profile(self, player_id: UUID) -> dict[str, Any]:
        self.catch_up()
        key = str(player_id)
        with self._lock:
            if key not in self.names:
                raise NotFoundError(f"no player {player_id}", reason="player-not-found")
            return {
                "id": key,
                "name": self.names[key],
                "created_at": self.created[key],
                **self._record(key),
            }

    def bot_profile(self, level: str) -> dict[str, Any]:
        """A built-in bot level's public profile: its statistics and rating, under the
        leaderboard's ``bot:<level>`` (zero while it has played no rated match)."""
        self.catch_up()
        key = f"bot:{level}"
        with self._lock:
            name = self.names.get(key, key)
            return {"id": key, "level": level, "name": name, **self._record(key)}

    def _record(self, key: str) -> dict[str, Any]:
        """A side's public statistics and rating (Gin's, as before), and each game's under
        ``games`` (call it holding the lock)."""
        gin = {
            "stats": msgspec.structs.asdict(self.statistics.of(key)),
            "rating": vars(self.rating_tables.of(DEFAULT_GAME, key)).copy(),
        }
        rummy = {
            "stats": msgspec.structs.asdict(self.rummy_statistics.of(key)),
            "rating": self.rummy_ratings.of(key).to_dict(),
        }
        return {**gin, "games": {DEFAULT_GAME: gin, RUMMY.name: rummy}}

    def is_player(self, key: str) -> bool:
        """Whether ``key`` is a registered player's id."""
        self.catch_up()
        with self._lock:
            return key in self.names

    def game_leaderboard(self, game: str, limit: int) -> dict[str, Any]:
        """The ranking of ``game`` (a name of the game registry) by its rating system: Gin's
        Glicko-2 ``entries``, Rummy's openskill ``skill_entries``."""
        if game == RUMMY.name:
            skill = self.rummy_leaderboard(limit)
            return {
                "game": game,
                "rating_system": "openskill",
                "entries": [],
                "skill_entries": skill,
            }
        if game == DEFAULT_GAME:
            entries = self.leaderboard(limit)
            return {
                "game": game,
                "rating_system": "glicko2",
                "entries": entries,
                "skill_entries": [],
            }
        raise NotFoundError(f"game {game!r} has no leaderboard", reason="not-found")

    def leaderboard(self, limit: int) -> list[dict[str, Any]]:
        """Gin's ranking by Glicko-2: rating minus twice the deviation, best first."""
        self.catch_up()
        with self._lock:
            entries: list[dict[str, Any]] = [
                {
                    "player_id": key,
                    "name": self.names.get(key, key),
                    "rating": rating.rating,
                    "deviation": rating.deviation,
                    "volatility": rating.volatility,
                    "matches": self.statistics.of(key).matches,
                }
                for key, rating in self.ratings.get(DEFAULT_GAME, {}).items()
            ]
        entries.sort(key=lambda e: (-(float(e["rating"]) - 2 * float(e["deviation"])), e["name"]))
        return ranked(entries, limit)

    def rummy_leaderboard(self, limit: int) -> list[dict[str, Any]]:
        """Rummy's ranking by openskill: the ordinal ``mu - 3 sigma``, best first."""
        self.catch_up()
        with self._lock:
            entries: list[dict[str, Any]] = [
                {
                    "player_id": key,
                    "name": self.names.get(key, key),
                    **rating.to_dict(),
                    "matches": self.rummy_statistics.of(key).matches,
                }
                for key, rating in self.rummy_ratings.ratings.items()
            ]
        entries.sort(key=lambda e: (-float(e["ordinal"]), e["name"]))
        return ranked(entries, limit)


def ranked(entries: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    """The first ``limit`` entries (sorted best first), each with its rank from 1."""
    for rank, entry in enumerate(entries[:limit], start=1):
        entry["rank"] = rank
    return entries[:limit]
