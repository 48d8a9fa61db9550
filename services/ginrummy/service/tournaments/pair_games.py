"""The games of an HTTP pair, per game: how a tournament makes, reads, clocks and releases them.

An HTTP pair (``http_pairs``) is two ordinary matches of one seed, the seats swapped; what a
match is depends on the tournament's ``game``:

- ``GinGames``: Gin matches (``match.Match``), made by ``MatchSetup.tournament_game``, read
  through the match cache, their clocks Gin's (``DeadlineTimers``' default source);
- ``RummyGames``: Rummy matches of two seats (``rummy.RummyMatch``), made by
  ``RummyMatches.tournament_game``, read through Rummy's match cache, their clocks Rummy's
  (``RummyMatches.clocks``).

Both record a finished pair in the one shape (``stats.PairRecord``) the built-in pairs of their
game have: Gin's ``pairs.record_of_games``, Rummy's ``record_of_rummy_games`` (as
``rummy_games.play_pair``: a game with one winner scores 1, else 1/2 each; points the final
scores).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, cast
from uuid import UUID

from ginrummy.service.deadlines import DeadlineTimers
from ginrummy.service.matches import MatchSetup
from ginrummy.service.optimistic import optimistic
from ginrummy.service.persistence.cache import GameCache, MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.rummy.aggregate import RummyMatch
from ginrummy.service.rummy.commands import RummyMatches
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.pairs import record_of_games
from ginrummy.service.tournaments.play import BotSpec
from ginrummy.service.tournaments.stats import PairRecord


class PairGame(Protocol):
    """A game of a pair as the runner sees it (a Gin or a Rummy match)."""

    @property
    def id(self) -> UUID: ...

    @property
    def reveals_held(self) -> bool: ...

    @property
    def status(self) -> Any: ...


class PairGames(Protocol):
    """How one game's HTTP pairs are made, read, clocked, released and recorded."""

    def create(self, t: Tournament, seats: tuple[str, str], seed: int) -> PairGame:
        """The game with ``seats`` (entrants in seat order), dealt from ``seed``, unsaved."""
        ...

    def saved(self, game: PairGame) -> None:
        """The game was saved (with the tournament's ``GameScheduled``)."""
        ...

    def read(self, match_id: UUID) -> PairGame:
        """The game as it stands (a copy: not to be changed)."""
        ...

    def clock(self, match_id: UUID) -> None:
        """Keeps the game's move clock (a move saved by another process re-arms it)."""
        ...

    def release(self, match_id: UUID) -> None:
        """Releases a finished game's reveals (nothing when they are not held)."""
        ...

    def record(self, a: str, b: str, k: int, first: Any, second: Any) -> PairRecord:
        """Pair ``k``: A in seat 0 of ``first`` and in seat 1 of ``second``."""
        ...


def read_game(cache: GameCache[Any], match_id: UUID) -> PairGame:
    """The game as its game's match cache holds it now (published: not to be changed)."""
    with cache.read(match_id) as game:
        return cast(PairGame, game)


def release_reveals(store: EventStore, cache: GameCache[Any], match_id: UUID) -> None:
    """Releases a finished game's held reveals through its game's match cache (a private
    copy saved, then checked in; again on a conflict)."""

    def attempt() -> None:
        game = cache.checkout(match_id)
        if game.release_reveals():
            store.save(game)
            cache.checkin(game)

    optimistic(attempt, "the game is busy")


class GinGames:
    """A Gin tournament's HTTP games."""

    def __init__(
        self,
        store: EventStore,
        matches: MatchSetup,
        cache: MatchCache,
        timers: DeadlineTimers | None,
    ) -> None:
        self.store = store
        self.matches = matches
        self.cache = cache
        self.timers = timers

    def create(self, t: Tournament, seats: tuple[str, str], seed: int) -> PairGame:
        specs = [None if s in t.players else BotSpec.parse(s) for s in seats]
        return self.matches.tournament_game(
            t.id,
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

    def saved(self, game: PairGame) -> None:
        self.cache.checkin(game)  # type: ignore[arg-type]

    def read(self, match_id: UUID) -> PairGame:
        return read_game(self.cache, match_id)

    def clock(self, match_id: UUID) -> None:
        if self.timers is not None:
            self.timers.watch(match_id)

    def release(self, match_id: UUID) -> None:
        release_reveals(self.store, self.cache, match_id)

    def record(self, a: str, b: str, k: int, first: Any, second: Any) -> PairRecord:
        return record_of_games(a, b, k, first, second)


class RummyGames:
    """A Rummy tournament's HTTP games: Rummy matches of two seats, the tournament's options."""

    def __init__(self, store: EventStore, rummy: RummyMatches) -> None:
        self.store = store
        self.rummy = rummy

    def create(self, t: Tournament, seats: tuple[str, str], seed: int) -> PairGame:
        return self.rummy.tournament_game(
            t.id,
            t.creator,
            dict(t.options or {}),
            players=[t.players.get(s) for s in seats],
            levels=[None if s in t.players else s for s in seats],
            seed=seed,
            move_deadline_ms=t.move_deadline_ms,
            rated=t.rated,
            hand_limit=1 if t.pair == "deals" else None,
            reveals_held=True,
        )

    def saved(self, game: PairGame) -> None:
        assert isinstance(game, RummyMatch)
        self.rummy.keep_clock(game)

    def read(self, match_id: UUID) -> PairGame:
        return read_game(self.rummy.cache, match_id)

    def clock(self, match_id: UUID) -> None:
        timers = self.rummy.timers
        if timers is not None:  # watched again: (re-)armed, through Rummy's clocks
            timers.watch(match_id, self.rummy.clocks)

    def release(self, match_id: UUID) -> None:
        release_reveals(self.store, self.rummy.cache, match_id)

    def record(self, a: str, b: str, k: int, first: Any, second: Any) -> PairRecord:
        return record_of_rummy_games(a, b, k, first, second)


def rummy_winner(match: RummyMatch) -> int | None:
    """The seat that won a finished two-seat Rummy match, or ``None`` (no one winner)."""
    winners = list((match.standings or {}).get("winners") or [])
    return int(winners[0]) if len(winners) == 1 else None


def record_of_rummy_games(
    a: str, b: str, k: int, first: RummyMatch, second: RummyMatch
) -> PairRecord:
    """Pair ``k`` of two finished Rummy matches of one seed (A in seat 0 of ``first``, in seat
    1 of ``second``), measured as a built-in pair (``rummy_games.play_pair``): a game won
    scores 1 (a forfeit is lost), a game without one winner 1/2 each; the points are the final
    scores (the hands' points: a Rummy match has no bonus), the deals the hands played."""
    w1, w2 = rummy_winner(first), rummy_winner(second)
    a_wins = int(w1 == 0) + int(w2 == 1)
    b_wins = int(w1 == 1) + int(w2 == 0)
    a_points = first.scores[0] + second.scores[1]
    b_points = first.scores[1] + second.scores[0]
    return PairRecord(
        a,
        b,
        a_wins,
        b_wins,
        2 - a_wins - b_wins,
        a_points,
        b_points,
        len(first.ended_hands) + len(second.ended_hands),
        a_points,
        b_points,
        k=k,
        matches=(str(first.id), str(second.id)),
        forfeits=sum(1 for game in (first, second) if game.forfeited_by is not None),
    )


def pair_games(
    store: EventStore,
    matches: MatchSetup | None,
    cache: MatchCache | None,
    timers: DeadlineTimers | None,
    rummy: RummyMatches | None,
) -> Mapping[str, PairGames]:
    """The pair games of each game this process can host (by the game's name)."""
    games: dict[str, PairGames] = {}
    if matches is not None and cache is not None:
        games["gin"] = GinGames(store, matches, cache, timers)
    if rummy is not None:
        games["rummy"] = RummyGames(store, rummy)
    return games


__all__ = ["GinGames", "PairGame", "PairGames", "RummyGames", "pair_games"]
