"""Rummy's commands and its live view (:class:`RummyMatches`): create, join, cancel, a seat's
action, the view; the records (past versions, the log, the export) are
:class:`~ginrummy.service.rummy.records.RummyRecords`'.

Matches are read through the match cache (``persistence.cache``, Gin's: Rummy's aggregates in
the same slots, fast-forwarded before every read with what other processes appended). Each
command checks out a private copy, asks the aggregate to decide (``RummyMatch``) and saves its
events in one transaction through the shared unit of work (``IdempotentCommands``: an
``Idempotency-Key`` replays the first reply; the service checks the saved match in); the
built-in bots play their turns inside the command that made them due. Concurrency is
optimistic: the store's unique (match, version) constraint refuses a second writer of a
version (409), and nothing is written."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy import core
from ginrummy._core import rummy
from ginrummy.service import fairness
from ginrummy.service.deadlines import CachedMatches, DeadlineTimers
from ginrummy.service.errors import (
    ConflictError,
    InvalidRequestError,
    ServiceError,
    lost_race,
)
from ginrummy.service.games import rummy_options
from ginrummy.service.idempotency import IdempotencyKey, IdempotentCommands
from ginrummy.service.match.status import ACTIVE
from ginrummy.service.move_clock import MOVE_DEADLINE_MS
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply
from ginrummy.service.rummy import views
from ginrummy.service.rummy.aggregate import RUMMY, RummyMatch
from ginrummy.service.rummy.records import RummyRecords, rummy_match
from ginrummy.service.seat_holders import refusal_on


def normalized_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of a table of ``seats``, the given ones validated by the core and the others
    at their defaults (the table's ``target_score``)."""
    given = {k: v for k, v in options.items() if v is not None}
    try:
        rummy.Match(seats, 0, given)
    except (core.GinRummyError, TypeError, ValueError, OverflowError) as exc:
        raise InvalidRequestError(f"invalid options: {exc}", reason="invalid-rules") from None
    return {o.name: given.get(o.name, o.default) for o in rummy_options(seats)}


class RummyMatches(RummyRecords):
    """Rummy matches over the shared store, match cache, players and unit of work; the
    matches under a time control are on ``timers``' clocks (the ones Gin's tournament games are
    on)."""

    def __init__(
        self,
        store: EventStore,
        cache: MatchCache,
        players: PlayerDirectory,
        commands: IdempotentCommands,
        timers: DeadlineTimers | None = None,
    ) -> None:
        self.store = store
        self.cache = cache.of(RummyMatch, functools.partial(rummy_match, store))
        self.players = players
        self.commands = commands
        self.timers = timers
        self.clocks = CachedMatches(self.cache)

    def keep_clock(self, match: RummyMatch) -> None:
        """Puts a match under a time control on the timers (once; every later local save of
        it re-arms them): after each command, and when it is read (a process that restarted,
        or another replica's match, takes it on again)."""
        timers = self.timers
        if (
            timers is not None
            and match.move_deadline_ms is not None
            and match.status == ACTIVE
            and not timers.watching(match.id)
        ):
            timers.watch(match.id, self.clocks)

    def _execute(
        self, idem: IdempotencyKey | None, run: Callable[[], tuple[Reply, list[Aggregate]]],
        lost: Callable[[], ServiceError],
    ) -> Reply:  # fmt: skip
        """The command through the unit of work; its match's clock kept after it is saved."""
        done: list[RummyMatch] = []

        def recorded() -> tuple[Reply, list[Aggregate]]:
            reply, saved = run()
            done.extend(a for a in saved if isinstance(a, RummyMatch))
            return reply, saved

        reply = self.commands.execute(idem, recorded, lost)
        for match in done:
            self.keep_clock(match)
        return reply

    def reply(self, match: RummyMatch, seat: int | None, *, created: bool = False) -> Reply:
        body = views.match_view(match, seat, self.players.names(match.players))
        return Reply(body, match.version, created=created)

    def create(
        self,
        creator: UUID,
        seats: Sequence[Mapping[str, Any]],
        options: Mapping[str, Any],
        idem: IdempotencyKey | None = None,
        move_deadline_ms: int | None = None,
    ) -> Reply:
        """A match whose ``seats`` are each ``{"kind": "me"}`` (the caller's, exactly one),
        ``{"kind": "bot", "level": ...}`` or ``{"kind": "open"}``; it starts at once when no
        seat is open (the bots may act first). ``move_deadline_ms``: a time control."""
        low, high = MOVE_DEADLINE_MS
        if move_deadline_ms is not None and not low <= move_deadline_ms <= high:
            raise InvalidRequestError(
                f"move_deadline_ms must be {low}..{high}", reason="invalid-request"
            )
        if not RUMMY.seats_allowed(len(seats)):
            raise InvalidRequestError(
                f"Rummy is played by {RUMMY.min_seats} to {RUMMY.max_seats} seats, "
                f"not {len(seats)}",
                reason="bad-seat",
            )
        kinds = [s.get("kind") for s in seats]
        if kinds.count("me") != 1:
            raise InvalidRequestError(
                "exactly one seat is yours: {'kind': 'me'}", reason="bad-seat"
            )
        for seat in seats:
            if seat.get("kind") == "bot" and seat.get("level") not in RUMMY.bot_levels:
                raise InvalidRequestError(
                    f"unknown bot level {seat.get('level')!r}; available: "
                    f"{', '.join(RUMMY.bot_levels)}",
                    reason="unknown-bot-level",
                )
        normalized = normalized_options(len(seats), options)
        mine = kinds.index("me")

        def run() -> tuple[Reply, list[Aggregate]]:
            match = RummyMatch(
                options=normalized,
                players=[str(creator) if k == "me" else None for k in kinds],
                bots=[str(s["level"]) if s.get("kind") == "bot" else None for s in seats],
                created_by=str(creator),
                move_deadline_ms=move_deadline_ms,
            )
            if match.full:
                _start(match)
            return self.reply(match, mine, created=True), [match]

        return self._execute(
            idem, run, lambda: ConflictError("the match could not be created; retry")
        )

    def tournament_game(
        self,
        tournament_id: UUID,
        creator: str,
        options: Mapping[str, Any],
        players: list[str | None],
        levels: list[str | None],
        seed: int,
        move_deadline_ms: int,
        rated: bool = True,
        hand_limit: int | None = None,
        reveals_held: bool = False,
    ) -> RummyMatch:
        """A tournament's game as an ordinary Rummy match, every seat held (a player's or a
        built-in level's), started with the pair's ``seed`` (its commitment and the hands' as in
        any match); the bots play their first turns now. The caller saves it (with the
        tournament's ``GameScheduled``), then keeps its clock (``keep_clock``). ``hand_limit``:
        it ends after that many hands (a deal pair's game); ``reveals_held``: its reveals wait
        for ``RummyMatch.release_reveals``."""
        match = RummyMatch(
            options=normalized_options(len(players), options),
            players=players,
            bots=levels,
            created_by=creator,
            move_deadline_ms=move_deadline_ms,
            tournament_id=str(tournament_id),
            rated=rated,
            hand_limit=hand_limit,
            reveals_held=reveals_held,
        )
        match.start(seed, fairness.new_salt(), fairness.new_salt())
        match.play_bots(fairness.new_seed, fairness.new_salt)
        return match

    def join(self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None) -> Reply:
        """Takes a free seat of an open match; when it was the last, the match starts."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id)
            seat = match.join(str(player_id))
            if match.full:
                _start(match)
            return self.reply(match, seat), [match]

        return self._execute(
            idem, run, lambda: ConflictError("someone else joined first; retry", reason="not-open")
        )

    def cancel(self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None) -> Reply:
        """The creator withdraws a match still waiting for players."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id)
            match.cancel(str(player_id))
            return self.reply(match, match.seat_of(str(player_id))), [match]

        return self.commands.execute(
            idem, run, lambda: ConflictError("someone joined first", reason="not-open")
        )

    def act(
        self,
        player_id: UUID,
        match_id: UUID,
        action: Mapping[str, Any],
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """Plays ``action`` (its JSON form) for the player's seat at the version it names; the
        bots answer in the same transaction. The cached match is trusted when it holds the
        version named (a stale one fails on the store's constraint: 409); a refusal decided on
        it is checked against the match read now (``refusal_on``)."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id, expected_version)
            try:
                seat = match.seat_for(str(player_id), expected_version)
                match.play(seat, action, next_hand_salt=fairness.new_salt)
            except ServiceError as refusal:
                with self.cache.read(match_id) as fresh:
                    raise refusal_on(fresh, refusal, player_id, expected_version) from None
            match.play_bots(fairness.new_seed, fairness.new_salt)
            return self.reply(match, seat), [match]

        return self._execute(idem, run, lost_race)

    # -- queries ------------------------------------------------------------------------------

    def view(self, match_id: UUID, viewer: UUID | None) -> Reply:
        match = self.match(match_id)
        self.keep_clock(match)
        seat = match.seat_of(str(viewer)) if viewer is not None else None
        return self.reply(match, seat)


def _start(match: RummyMatch) -> None:
    """Starts a full match with a fresh seed and hand salt; its bots play their first turns."""
    match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    match.play_bots(fairness.new_seed, fairness.new_salt)


__all__ = ["RummyMatches", "normalized_options", "rummy_match"]
