"""Read models built from the events: the lobby, per-player statistics, Glicko-2 ratings.

Every process follows the application's notification log (the store's total order of events)
from the start and folds each event into in-memory tables. Queries first catch up with the log
(one indexed read), so a client reads its own writes even when another replica wrote them. The
keys of the matches and players each new event concerns (``match:<id>``, ``player:<id>``) go to
``on_touched``: the live streams (``service.live``) wake on them.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast
from uuid import UUID

import msgspec

from ginrummy.service import glicko2
from ginrummy.service.availability import is_outage
from ginrummy.service.errors import NotFoundError
from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.identity import Player
from ginrummy.service.match import Match, MatchStatus
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.stored_topics import topics_of
from ginrummy.service.tournaments.aggregate import Tournament, stored_topics

log = logging.getLogger("ginrummy.projections")

# The events whose bodies the projections read (``ReadModel._fold`` dispatches on their class);
# the others (every move) only advance a match's version and wake its streams, which the
# stored event's header tells without decoding it.
# The aggregates' event classes (made by eventsourcing's ``@event``, which mypy cannot see).
_Match: Any = Match
_Tournament: Any = Tournament
_Player: Any = Player
_TOURNAMENT_FOLDED: frozenset[type[Any]] = frozenset(
    {
        _Tournament.Created,
        _Tournament.EntrantAdded,
        _Tournament.PlayerEntered,
        _Tournament.Started,
        _Tournament.Finished,
        _Tournament.Cancelled,
        _Tournament.Failed,
    }
)
_FOLDED: tuple[type[Any], ...] = (
    _Player.Registered,
    *_TOURNAMENT_FOLDED,
    _Match.Created,
    _Match.Joined,
    _Match.Started,
    _Match.DealScored,
    _Match.Resigned,
    _Match.Finished,
    _Match.Cancelled,
)
# (a tournament's events also under the topics they were stored with before they moved)
# (and a match's or a player's under those of before the match moved out of ``domain``)
_FOLDED_TOPICS = topics_of(*_FOLDED) | stored_topics(*(cls.__name__ for cls in _TOURNAMENT_FOLDED))
# What each tournament event makes of the tournament's status.
_TOURNAMENT_STATUS: dict[type[Any], str] = {
    _Tournament.Started: "running",
    _Tournament.Finished: "finished",
    _Tournament.Failed: "failed",
    _Tournament.Cancelled: "cancelled",
}


# The stream key woken when the lobby's open matches may have changed (created, joined,
# started, cancelled).
LOBBY_KEY = "lobby"


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

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = [0] * len(self.players)


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


class ReadModel:
    """The projections of one process, fed from the notification log."""

    def __init__(
        self,
        store: EventStore,
        poll_interval: float = 0.25,
        on_touched: Callable[[set[str]], None] | None = None,
    ) -> None:
        self.store = store
        self.poll_interval = poll_interval
        self.on_touched = on_touched
        # Each batch of the log once folded, in log order (under the lock): the live streams'
        # index and fan-out (``service.live``) follow the log through it.
        self.on_batch: Callable[[list[Any]], None] | None = None
        # While a LISTEN connection wakes the follower (``kick``) on every commit, it polls
        # only every ``listen_poll_interval`` (a fallback); ``listening`` says whether it does.
        self.listen_poll_interval = poll_interval
        self.listening: Callable[[], bool] = lambda: False
        # After reading the log on a wake-up, the follower reads again no sooner than this:
        # under load the saves and notifications of an interval are read in one query (idle,
        # a wake-up is read at once).
        self.wake_interval = 0.0
        self._woken_at = 0.0
        self.position = 0
        self.lag = 0
        self.matches: dict[UUID, MatchRow] = {}
        self.player_matches: dict[str, list[UUID]] = {}
        self.names: dict[str, str] = {}
        self.created: dict[str, str] = {}
        self.stats: dict[str, PlayerStats] = {}
        # Glicko-2 ratings by game, then by player (a game's ratings are its own)
        self.ratings: dict[str, dict[str, glicko2.Rating]] = {}
        self.tournaments: dict[UUID, dict[str, Any]] = {}
        # Other modules' events read as the log is followed: topic -> callback(domain event)
        # (the revocations of credentials: ``accounts.credentials``)
        self.observers: dict[str, Callable[[Any], None]] = {}
        self._lock = threading.Lock()
        self._kick = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    # -- following the log ----------------------------------------------------------------

    def start(self) -> None:
        """Catches up, then follows the log in a thread (again after :meth:`stop`)."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self.catch_up()
        self.start_following()

    def start_following(self) -> None:
        """Follows the log in a thread, without catching up first (the store may be down:
        the follower catches up when it answers)."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._follow, name="ginrummy-follower", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._kick.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def kick(self) -> None:
        """Something was committed (a local save, a LISTEN notification): follow the log now
        (or, right after a read on a wake-up, once :attr:`wake_interval` has passed)."""
        self._kick.set()

    def _follow(self) -> None:
        """A wake-up (:meth:`kick`) reads what is new at once; a poll first reads the log's
        latest position (which also tells the store's gate whether the store answers: the
        service recovers by itself when it returns), then folds what is new."""
        while not self._stop.is_set():
            listening = self.listening()
            kicked = self._kick.wait(self.listen_poll_interval if listening else self.poll_interval)
            if kicked:
                pause = self._woken_at + self.wake_interval - time.monotonic()
                if pause > 0 and self._stop.wait(pause):
                    return
                self._woken_at = time.monotonic()
            self._kick.clear()
            try:
                if kicked and not self.store.gate.is_down:
                    # a commit was made or announced: read what is new, without asking the
                    # position
                    self.catch_up()
                    self.lag = 0
                    continue
                latest = self.store.position()
                self.lag = max(0, latest - self.position)
                if self.lag:
                    self.catch_up()
            except Exception as exc:  # the store may be briefly unavailable; keep following
                if self.store.gate.trips and is_outage(exc):
                    log.debug("projection catch-up failed: the store is unavailable")
                else:
                    log.exception("projection catch-up failed")
                self._stop.wait(min(self.poll_interval, 0.5))

    def keys_of(self, aggregate_ids: list[UUID]) -> set[str]:
        """The stream keys of these matches and of their players (for a local save's wake-up,
        before the follower has folded its events)."""
        keys: set[str] = set()
        for aggregate_id in aggregate_ids:
            if aggregate_id in self.tournaments:
                keys.add(f"tournament:{aggregate_id}")
            row = self.matches.get(aggregate_id)
            if row is None:
                continue
            keys.add(f"match:{aggregate_id}")
            keys.update(f"player:{p}" for p in row.players if p is not None)
            if row.status == "open":
                keys.add(LOBBY_KEY)  # joined or cancelled: it leaves the lobby
        return keys

    def catch_up(self) -> None:
        """Folds every event recorded since the last call."""
        touched: set[str] = set()
        with self._lock:
            while True:
                batch = self.store.notifications(self.position, limit=500)
                if not batch:
                    break
                for notification in batch:
                    self.position = notification.id
                    if notification.topic in _FOLDED_TOPICS:
                        event = self.store.to_domain_event(notification)
                        self._fold(event, touched)
                    elif notification.topic in self.observers:
                        event = self.store.to_domain_event(notification)
                        self.observers[notification.topic](event)
                    else:
                        self._advance(
                            notification.originator_id, notification.originator_version, touched
                        )
                if self.on_batch is not None:
                    self.on_batch(batch)
                if len(batch) < 500:
                    break
        if touched and self.on_touched is not None:
            self.on_touched(touched)

    # -- folding --------------------------------------------------------------------------

    def _fold(self, ev: Any, touched: set[str]) -> None:
        kind = type(ev)
        if kind is _Player.Registered:
            self.names[str(ev.originator_id)] = ev.name
            self.created[str(ev.originator_id)] = ev.timestamp.isoformat()
        elif kind in _TOURNAMENT_FOLDED:
            self._fold_tournament(ev)
        else:
            self._fold_match(ev, touched)

    def _fold_match(self, ev: Any, touched: set[str]) -> None:
        kind = type(ev)
        oid: UUID = ev.originator_id
        if kind is _Match.Created:
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
            for player in created.players:
                if player is not None:
                    self.player_matches.setdefault(player, []).append(oid)
        row = self._advance(oid, ev.originator_version, touched)
        if row is None:
            return
        if kind in (_Match.Created, _Match.Joined, _Match.Started, _Match.Cancelled):
            touched.add(LOBBY_KEY)  # the open matches may have changed
        if kind is _Match.Joined:
            row.players[ev.seat] = ev.player_id
            self.player_matches.setdefault(ev.player_id, []).append(oid)
            touched.add(f"player:{ev.player_id}")
        elif kind is _Match.Started:
            row.status = MatchStatus.ACTIVE
        elif kind is _Match.DealScored:
            row.scores = list(ev.scores)
            self._fold_deal(row, ev.record)
        elif kind is _Match.Resigned:
            holder = row.players[ev.seat]
            if holder is not None:
                self._stats(holder).resignations += 1
        elif kind is _Match.Cancelled:
            row.status = MatchStatus.CANCELLED
        elif kind is _Match.Finished:
            row.status = MatchStatus.FINISHED
            row.winner = ev.winner
            self._fold_finish(row)

    def _fold_tournament(self, ev: Any) -> None:
        oid: UUID = ev.originator_id
        if type(ev) is _Tournament.Created:
            self.tournaments[oid] = {
                "id": str(oid),
                "format": ev.format,
                "status": "created",
                "entrants": [],
                "created_at": ev.timestamp.isoformat(),
            }
            return
        row = self.tournaments.get(oid)
        if row is None:
            return
        if type(ev) in (_Tournament.EntrantAdded, _Tournament.PlayerEntered):
            row["entrants"].append(ev.name)
        else:
            row["status"] = _TOURNAMENT_STATUS.get(type(ev), "cancelled")

    def tournament_list(self, status: str | None, limit: int) -> list[dict[str, Any]]:
        """Tournaments (with ``status``), newest first."""
        with self._lock:
            rows = [r for r in self.tournaments.values() if status in (None, r["status"])]
            return [dict(r, entrants=list(r["entrants"])) for r in reversed(rows)][:limit]

    def _advance(self, oid: Any, version: int, touched: set[str]) -> MatchRow | None:
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

    def _side(self, row: MatchRow, seat: int) -> str | None:
        player = row.players[seat]
        if player is not None:
            return player
        bot = row.bots[seat]
        return f"bot:{bot}" if bot is not None else None

    def _stats(self, key: str) -> PlayerStats:
        stats = self.stats.get(key)
        if stats is None:
            stats = self.stats[key] = PlayerStats()
        return stats

    def _fold_deal(self, row: MatchRow, record: dict[str, Any]) -> None:
        outcome = record.get("outcome", record)
        kind = outcome.get("kind")
        if kind == "void":
            return
        sides = [self._side(row, seat) for seat in range(len(row.players))]
        for side in sides:
            if side is not None:
                self._stats(side).deals += 1
        knocker = outcome.get("knocker")
        winner = outcome.get("winner")
        points = int(outcome.get("points") or 0)
        if kind == "draw":
            for side in sides:
                if side is not None:
                    self._stats(side).draws += 1
            return
        if knocker is not None and sides[knocker] is not None:
            k = self._stats(sides[knocker])
            if kind == "knock" or kind == "undercut":
                k.knocks += 1
            if kind == "gin":
                k.gins += 1
            if kind == "big_gin":
                k.big_gins += 1
            if kind == "undercut":
                k.undercut_against += 1
        if winner is not None and sides[winner] is not None:
            w = self._stats(sides[winner])
            w.deals_won += 1
            w.points += points
            if kind == "undercut":
                w.undercuts += 1

    def _fold_finish(self, row: MatchRow) -> None:
        sides = [self._side(row, seat) for seat in range(len(row.players))]
        if any(side is None for side in sides):
            return
        seated = cast(list[str], sides)
        for seat, side in enumerate(seated):
            stats = self._stats(side)
            stats.matches += 1
            if row.winner == seat:
                stats.matches_won += 1
            elif row.winner is not None:
                stats.matches_lost += 1
        if not row.rated:  # a match with hints counts in the statistics, not the ratings
            return
        # Glicko-2 rates a game between two: each seat's result against each other seat
        ratings = self.ratings.setdefault(row.game, {})
        before = [ratings.get(side, glicko2.Rating()) for side in seated]
        for seat, side in enumerate(seated):
            results = [
                (before[other], _score(row.winner, seat))
                for other in range(len(seated))
                if other != seat
            ]
            ratings[side] = glicko2.update(before[seat], results)

    # -- queries --------------------------------------------------------------------------

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
            }

    def lobby(self, status: str | None, player: str | None, limit: int) -> list[MatchRow]:
        self.catch_up()
        with self._lock:
            if player is not None:
                rows = [self.matches[m] for m in self.player_matches.get(player, [])]
            else:
                rows = list(self.matches.values())
            if status is not None:
                rows = [r for r in rows if r.status == status]
            rows.sort(key=lambda r: r.created_at, reverse=True)
            # copies: the follower goes on updating the model's own rows
            return [
                dataclasses.replace(r, players=list(r.players), scores=list(r.scores))
                for r in rows[:limit]
            ]

    def matches_of(self, player: str) -> list[UUID]:
        with self._lock:
            return list(self.player_matches.get(player, []))

    def profile(self, player_id: UUID) -> dict[str, Any]:
        self.catch_up()
        key = str(player_id)
        with self._lock:
            if key not in self.names:
                raise NotFoundError(f"no player {player_id}", reason="player-not-found")
            stats = self.stats.get(key, PlayerStats())
            rating = self.ratings.get(DEFAULT_GAME, {}).get(key, glicko2.Rating())
            return {
                "id": key,
                "name": self.names[key],
                "created_at": self.created[key],
                "stats": msgspec.structs.asdict(stats),
                "rating": vars(rating).copy(),
            }

    def leaderboard(self, limit: int) -> list[dict[str, Any]]:
        self.catch_up()
        with self._lock:
            entries: list[dict[str, Any]] = []
            for key, rating in self.ratings.get(DEFAULT_GAME, {}).items():
                name = self.names.get(key, key)
                entries.append(
                    {
                        "player_id": key,
                        "name": name,
                        "rating": rating.rating,
                        "deviation": rating.deviation,
                        "volatility": rating.volatility,
                        "matches": self.stats.get(key, PlayerStats()).matches,
                    }
                )
        entries.sort(key=lambda e: (-(float(e["rating"]) - 2 * float(e["deviation"])), e["name"]))
        for rank, entry in enumerate(entries[:limit], start=1):
            entry["rank"] = rank
        return entries[:limit]


def _score(winner: int | None, seat: int) -> float:
    """A seat's Glicko-2 score in a finished match: 1 won, 0 lost, 0.5 no winner."""
    return 0.5 if winner is None else (1.0 if winner == seat else 0.0)
