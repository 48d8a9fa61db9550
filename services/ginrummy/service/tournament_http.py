"""The pairs of a tournament that involve an HTTP bot: two ordinary matches, one after the other.

Pair ``k`` of pairing ``i`` is dealt from one seed (``pair_seed``: one-way from the tournament's
secret) twice, A in seat 0 and then in seat 1, each game a match created by the runner
(``MatchCommands.tournament_game``) and saved with the tournament's ``GameScheduled`` in one
transaction. A built-in entrant sits in its seat as a server-side bot. In a deal pair
(``pair: deals``) each game is a match of one deal (``deal_limit``), the same cards in both.

No peek at the pair's deck: both games share every card, so both are created with their
reveals held (``reveals_held``: the seed, every deal's order and salt stay out of the events,
the reveal and the export, ``queries``/``views``) until both have ended; then the runner
releases them (``Match.release_reveals``), before it records the pair. A resumed runner
releases them too. A cancelled tournament releases the games whose pair can no longer be
played on (``release_abandoned``).
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable
from uuid import UUID

from eventsourcing.persistence import IntegrityError

from ginrummy.service.deadlines import DeadlineTimers
from ginrummy.service.domain import FINISHED, Match, Tournament
from ginrummy.service.errors import ConflictError
from ginrummy.service.matches import MatchCommands
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.tournament_pairs import record_of_games
from ginrummy.service.tournament_play import BotSpec
from ginrummy.service.tournament_stats import PairRecord


def pair_seed(secret: str, pairing: int, k: int) -> int:
    """The match seed of both games of an HTTP pair: one-way from the tournament's secret
    (drawn at the start, never shown), so no entrant can compute a deck before it is dealt."""
    digest = hashlib.sha256(f"ginrummy-tournament-game:{secret}:{pairing}:{k}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class HttpPairs:
    """Plays a tournament's HTTP pairs as matches and keeps their reveals until they end."""

    def __init__(
        self,
        store: EventStore,
        matches: MatchCommands | None,
        cache: MatchCache | None,
        timers: DeadlineTimers | None,
        poll_seconds: float,
        halted: Callable[[threading.Event], bool],
    ) -> None:
        self.store = store
        self.matches = matches
        self.cache = cache
        self.timers = timers
        self.poll_seconds = poll_seconds
        self.halted = halted

    def get(self, tid: UUID) -> Tournament:
        found = self.store.get(tid)
        assert isinstance(found, Tournament)
        return found

    def play(
        self, tid: UUID, i: int, k: int, a: str, b: str, stopped: threading.Event
    ) -> tuple[PairRecord, list[Match]] | None:
        """Pair ``k`` of pairing ``i``: its record and its two finished matches (their
        reveals released), or ``None`` if stopped first."""
        assert self.matches is not None
        t = self.get(tid)
        seed = pair_seed(t.secret or str(t.seed), i, k)
        games: list[Match] = []
        for game in (0, 1):
            scheduled = t.scheduled.get(f"{i}:{k}:{game}")
            if scheduled is None:
                seats = (a, b) if game == 0 else (b, a)
                specs = [None if s in t.players else BotSpec.parse(s) for s in seats]
                match = self.matches.tournament_game(
                    tid,
                    t.creator,
                    t.rules,
                    players=[t.players.get(s) for s in seats],
                    levels=[spec.level if spec is not None else None for spec in specs],
                    playouts=[spec.playouts if spec is not None else None for spec in specs],
                    seed=seed,
                    move_deadline_ms=t.move_deadline_ms,
                    rated=t.rated,
                    deal_limit=1 if t.pair == "deals" else None,
                    reveals_held=True,
                )
                t = self._schedule(tid, i, k, game, match)
                scheduled = str(match.id)
            finished = self._finished(UUID(scheduled), stopped)
            if finished is None:
                return None
            games.append(finished)
        for game_match in games:
            self.release(game_match.id)
        first, second = games  # A sits in seat 0, then in seat 1
        return record_of_games(a, b, first, second), games

    def release(self, match_id: UUID) -> None:
        """Releases a finished game's reveals (nothing when they are not held)."""
        assert self.cache is not None
        for _ in range(10):
            match = self.cache.checkout(match_id)
            if not match.release_reveals():
                return
            try:
                self.store.save(match)
            except IntegrityError:  # pragma: no cover - a concurrent save: look again
                continue
            self.cache.checkin(match)
            return
        raise ConflictError("the game is busy", reason="conflict")  # pragma: no cover

    def release_abandoned(self, t: Tournament) -> None:
        """After a cancellation or a failure: the held games whose pair will not go on. A
        pair's games are released once each of them is finished, or when its first game is
        finished and its second was never scheduled (it never will be now)."""
        assert self.cache is not None
        pairs: dict[str, dict[int, str]] = {}
        for key, match_id in t.scheduled.items():
            pairing, k, game = key.split(":")
            pairs.setdefault(f"{pairing}:{k}", {})[int(game)] = match_id
        for games in pairs.values():
            ids = [UUID(games[g]) for g in sorted(games)]
            statuses = []
            for game_id in ids:
                with self.cache.read(game_id) as current:
                    statuses.append(current.status)
            if all(status == FINISHED for status in statuses):
                for game_id in ids:
                    self.release(game_id)

    def _finished(self, match_id: UUID, stopped: threading.Event) -> Match | None:
        """Waits for a game to finish, keeping its clock (a move saved by another process
        re-arms it here); ``None`` if the runner stopped first."""
        assert self.cache is not None
        if self.timers is not None:
            self.timers.watch(match_id)
        while not self.halted(stopped):
            with self.cache.read(match_id) as current:
                if current.status == FINISHED:
                    return current
            if self.timers is not None:
                self.timers.arm(match_id)
            time.sleep(self.poll_seconds)
        return None

    def _schedule(self, tid: UUID, i: int, k: int, game: int, match: Match) -> Tournament:
        """Saves the new match with the tournament's ``GameScheduled``, in one transaction."""
        assert self.cache is not None
        for _ in range(10):
            t = self.get(tid)
            t.schedule_game(i, k, game, str(match.id))
            try:
                self.store.save(match, t)
            except IntegrityError:  # a concurrent save of the tournament: decide again
                for event in match.collect_events():  # pragma: no cover - kept for the retry
                    match.pending_events.append(event)
                continue
            self.cache.checkin(match)
            return t
        raise ConflictError("the tournament is busy", reason="conflict")
