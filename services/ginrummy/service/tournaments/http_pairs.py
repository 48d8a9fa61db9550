"""The pairs of a tournament that involve an HTTP bot: two ordinary matches, one after the other.

Pair ``k`` of pairing ``i`` is dealt from one seed (``pair_seed``: one-way from the tournament's
secret) twice, A in seat 0 and then in seat 1, each game a match of the tournament's game (a
Gin match, or a Rummy match of two seats: ``pair_games``) created by the runner and saved with
the tournament's ``GameScheduled`` in one transaction. A built-in entrant sits in its seat as a
server-side bot. In a deal pair (``pair: deals``) each game is a match of one deal (Gin's
``deal_limit``, Rummy's ``hand_limit``), the same cards in both.
``MatchPairs`` is the runner's pair source of these pairs (``runner.PairSource``): a pair is
played when the runner reaches it, in playing order.

No peek at the pair's deck: both games share every card, so both are created with their
reveals held (``reveals_held``: the seed, every deal's order and salt stay out of the events,
the reveal and the export, ``queries``/``views``, ``rummy.views``) until both have ended; then
the runner releases them (``release_reveals``), before it records the pair. A resumed runner
releases them too. When the tournament ends otherwise (cancelled, failed), the pairs it will
not finish are released once their games have ended: a game still being played goes on (it
is an ordinary match, on its clock) and is released with its pair's other game when it ends
(``release_abandoned``).

The runner waits for a game to end on wake-ups (``Wakeups``): this process's saves (the
store's listener) and other processes' (the log follower's touched ``match:<id>`` keys, the
PostgreSQL ``LISTEN`` of ``persistence.listener``), with a slow poll as the fallback.
"""

from __future__ import annotations

import functools
import hashlib
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import cast
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy.service.match import FINISHED
from ginrummy.service.optimistic import optimistic
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.pair_games import PairGame, PairGames
from ginrummy.service.tournaments.runner import Job, PairSource, Pending
from ginrummy.service.tournaments.stats import PairRecord


def pair_seed(secret: str, pairing: int, k: int) -> int:
    """The match seed of both games of an HTTP pair: one-way from the tournament's secret
    (drawn at the start, never shown), so no entrant can compute a deck before it is dealt."""
    digest = hashlib.sha256(f"ginrummy-tournament-game:{secret}:{pairing}:{k}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Wakeups:
    """Threads waiting for a match to change, woken when it is saved: by this process
    (``saved``, the store's listener) or by another one (``touched``, the log follower)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: dict[UUID, set[threading.Event]] = {}

    def watch(self, match_id: UUID) -> threading.Event:
        woken = threading.Event()
        with self._lock:
            self._waiting.setdefault(match_id, set()).add(woken)
        return woken

    def unwatch(self, match_id: UUID, woken: threading.Event) -> None:
        with self._lock:
            waiting = self._waiting.get(match_id, set())
            waiting.discard(woken)
            if not waiting:
                self._waiting.pop(match_id, None)

    def saved(self, aggregate_ids: list[UUID]) -> None:
        with self._lock:
            targets = [w for oid in aggregate_ids for w in self._waiting.get(oid, ())]
        for woken in targets:
            woken.set()

    def touched(self, keys: set[str]) -> None:
        ids = []
        for key in keys:
            kind, _, value = key.partition(":")
            if kind == "match":
                try:
                    ids.append(UUID(value))
                except ValueError:  # pragma: no cover - the follower's keys are ids
                    continue
        self.saved(ids)


class HttpPairs:
    """Plays a tournament's HTTP pairs as matches and keeps their reveals until they end."""

    def __init__(
        self,
        store: EventStore,
        games: Mapping[str, PairGames],
        fallback_seconds: float,
        closing: threading.Event,
    ) -> None:
        self.store = store
        self.games = games
        self.fallback_seconds = fallback_seconds
        self.closing = closing
        self.wakeups = Wakeups()
        store.add_listener(self.wakeups.saved)
        self._releasers: list[threading.Thread] = []

    def get(self, tid: UUID) -> Tournament:
        found = self.store.get(tid)
        assert isinstance(found, Tournament)
        return found

    def play(
        self, tid: UUID, i: int, k: int, a: str, b: str, halted: Callable[[], bool]
    ) -> PairRecord | None:
        """Pair ``k`` of pairing ``i`` from its two finished matches (their reveals released),
        or ``None`` if halted first."""
        t = self.get(tid)
        kind = self.of(t)
        seed = pair_seed(t.secret or str(t.seed), i, k)
        games: list[PairGame] = []
        for game in (0, 1):
            scheduled = t.scheduled.get(f"{i}:{k}:{game}")
            if scheduled is None:
                match = kind.create(t, (a, b) if game == 0 else (b, a), seed)
                t = self._schedule(kind, tid, i, k, game, match)
                scheduled = str(match.id)
            finished = self._finished(kind, UUID(scheduled), halted)
            if finished is None:
                return None
            games.append(finished)
        for game_match in games:
            kind.release(game_match.id)
        first, second = games  # A sits in seat 0, then in seat 1
        return kind.record(a, b, k, first, second)

    def of(self, t: Tournament) -> PairGames:
        """The pair games of the tournament's game."""
        kind = self.games.get(t.game)
        if kind is None:  # pragma: no cover - the service hosts every game's pairs
            raise RuntimeError(f"this process plays no HTTP pairs of {t.game}")
        return kind

    def release_abandoned(self, t: Tournament) -> None:
        """After a cancellation or a failure: every pair whose games are held is released
        once its games have ended, at once when they have, else by a thread that waits for
        the games still being played (their pair's other game is never scheduled now)."""
        kind = self.of(t)
        pairs: dict[str, dict[int, str]] = {}
        for key, match_id in t.scheduled.items():
            pairing, k, game = key.split(":")
            pairs.setdefault(f"{pairing}:{k}", {})[int(game)] = match_id
        for key, games in pairs.items():
            ids = [UUID(games[g]) for g in sorted(games)]
            if not any(kind.read(game_id).reveals_held for game_id in ids):
                continue
            if all(kind.read(game_id).status == FINISHED for game_id in ids):
                for game_id in ids:
                    kind.release(game_id)
                continue
            releaser = threading.Thread(
                target=self._release_when_ended,
                args=(kind, ids),
                name=f"release-{t.id}-{key}",
                daemon=True,
            )
            self._releasers.append(releaser)
            releaser.start()

    def close(self, timeout: float = 5.0) -> None:
        """Waits for the releasers (they stop at ``closing``; a resumed process releases)."""
        for releaser in self._releasers:
            releaser.join(timeout)
        self._releasers = [r for r in self._releasers if r.is_alive()]

    def _release_when_ended(self, kind: PairGames, ids: Sequence[UUID]) -> None:
        for game_id in ids:
            if self._finished(kind, game_id, self.closing.is_set) is None:
                return
        for game_id in ids:
            kind.release(game_id)

    def _finished(
        self, kind: PairGames, match_id: UUID, halted: Callable[[], bool]
    ) -> PairGame | None:
        """Waits for a game to finish, keeping its clock (a move saved by another process
        re-arms it here); ``None`` if halted first. Woken by the game's saves."""
        woken = self.wakeups.watch(match_id)
        try:
            while not halted() and not self.closing.is_set():
                woken.clear()
                current = kind.read(match_id)
                if current.status == FINISHED:
                    return current
                kind.clock(match_id)
                woken.wait(self.fallback_seconds)
            return None
        finally:
            self.wakeups.unwatch(match_id, woken)

    def _schedule(
        self, kind: PairGames, tid: UUID, i: int, k: int, game: int, match: PairGame
    ) -> Tournament:
        """Saves the new match with the tournament's ``GameScheduled``, in one transaction."""

        def attempt() -> Tournament:
            t = self.get(tid)
            t.schedule_game(i, k, game, str(match.id))
            try:
                self.store.save(cast(Aggregate, match), t)
            except Exception:  # a concurrent save of the tournament: decide again
                for event in match.collect_events():  # type: ignore[attr-defined]
                    match.pending_events.append(event)  # type: ignore[attr-defined]
                raise
            kind.saved(match)
            return t

        return optimistic(attempt)


@dataclass(frozen=True, slots=True)
class _Deferred:
    """A pair played when its result is asked: an HTTP pair, in playing order."""

    play: Callable[[], PairRecord | None]

    def result(self) -> list[PairRecord]:
        rec = self.play()
        return [] if rec is None else [rec]

    def cancel(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class MatchPairs:
    """The pair source of a tournament's HTTP pairs (``runner.PairSource``): one job a pair."""

    http: HttpPairs
    tid: UUID
    halted: Callable[[], bool]

    def jobs(self, pairing: int, seed: int, a: str, b: str, ks: Sequence[int]) -> list[Job]:
        return [functools.partial(self._start, pairing, k, a, b) for k in ks]

    def _start(self, pairing: int, k: int, a: str, b: str) -> Pending:
        return _Deferred(functools.partial(self.http.play, self.tid, pairing, k, a, b, self.halted))


@dataclass(frozen=True, slots=True)
class EntrantPairs:
    """Each pairing's pairs from the source of its entrants: ``http`` when an HTTP entrant
    (one of ``players``) plays in it, else ``builtin``."""

    builtin: PairSource
    http: PairSource
    players: frozenset[str]

    def jobs(self, pairing: int, seed: int, a: str, b: str, ks: Sequence[int]) -> list[Job]:
        source = self.http if a in self.players or b in self.players else self.builtin
        return source.jobs(pairing, seed, a, b, ks)
