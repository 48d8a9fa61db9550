"""The match commands: create, join, play (bots answer in the same command).

Each command gets the match (a private copy from the cache), asks the aggregate to decide
(``domain.Match``), and saves its events in one transaction; randomness (seeds, salts, a bot's
seed) is drawn here, before the aggregate decides. Concurrency is optimistic: the client names
the version it saw; another version, or a concurrent writer caught by the store's unique
(match, version) constraint, is a conflict and nothing is written."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable, Mapping
from typing import Any, Protocol
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from ginrummy import core
from ginrummy.service import bots, fairness, views
from ginrummy.service.domain import Match
from ginrummy.service.errors import (
    ConflictError,
    InvalidRequestError,
    ServiceError,
    StaleVersionError,
    lost_race,
)
from ginrummy.service.games import DEFAULT_GAME, UnknownGameError
from ginrummy.service.games import game as hosted_game
from ginrummy.service.idempotency import IdempotencyKey, IdempotentCommands
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply

MAX_BOT_STEPS = 10_000


class MatchCommands:
    """Creates, joins and plays matches."""

    def __init__(
        self,
        store: EventStore,
        cache: MatchCache,
        players: PlayerDirectory,
        commands: IdempotentCommands,
    ) -> None:
        self.store = store
        self.cache = cache
        self.players = players
        self.commands = commands
        # refuses a player a seat (raises): the creator blocks it (set by ``social``)
        self.refuse_join: Callable[[Match, str], None] = lambda match, player: None

    def _reply(self, match: Match, seat: int | None, *, created: bool = False) -> Reply:
        body = views.match_view(match, seat, self.players.names(match.players))
        return Reply(body, match.version, created=created)

    def create_match(
        self,
        creator: UUID,
        rules: Mapping[str, Any],
        opponent: Mapping[str, Any],
        seat: int | None,
        idem: IdempotencyKey | None = None,
        *,
        hints: bool = False,
        rated: bool | None = None,
        game: str = DEFAULT_GAME,
        seats: int | None = None,
    ) -> Reply:
        """Creates a match of ``game`` (its registry entry; ``seats`` omitted: the game's
        least seat count); against a bot it starts at once (the bot may act first). A match
        with ``hints`` is unrated (``rated`` omitted follows it; a rated match with hints is
        refused)."""
        try:
            normalized: dict[str, Any] = core.Rules(**dict(rules)).to_dict()
        except (core.GinRummyError, TypeError, ValueError, OverflowError) as exc:
            raise InvalidRequestError(f"invalid rules: {exc}", reason="invalid-rules") from None
        try:
            definition = hosted_game(game)
        except UnknownGameError as exc:
            raise InvalidRequestError(str(exc), reason="invalid-request") from None
        seats = definition.min_seats if seats is None else seats
        if not definition.seats_allowed(seats):
            raise InvalidRequestError(
                f"{definition.title} seats {definition.min_seats} to {definition.max_seats}",
                reason="bad-seat",
            )
        kind = opponent.get("kind")
        level = opponent.get("level")
        if kind == "bot":
            levels = definition.bot_levels
            if level not in levels:
                raise InvalidRequestError(
                    f"unknown bot level {level!r}; available: {', '.join(levels)}",
                    reason="unknown-bot-level",
                )
        elif kind != "open":
            raise InvalidRequestError(
                "opponent kind must be 'bot' or 'open'", reason="bad-opponent"
            )
        if seat is not None and seat not in range(seats):
            raise InvalidRequestError(
                f"seat must be 0 (deals first) to {seats - 1}", reason="bad-seat"
            )
        if rated is None:
            rated = not hints
        if hints and rated:
            raise InvalidRequestError(
                "a rated match cannot allow hints: send rated: false (or omit it) with hints",
                reason="hints-in-rated-match",
            )
        my_seat = secrets.randbelow(seats) if seat is None else seat

        def run() -> tuple[Reply, list[Aggregate]]:
            players: list[str | None] = [None] * seats
            players[my_seat] = str(creator)
            # against a bot, the bot holds every other seat
            seat_bots: list[str | None] = [
                str(level) if kind == "bot" and other != my_seat else None for other in range(seats)
            ]
            match = Match(
                rules=normalized,
                players=players,
                bots=seat_bots,
                created_by=str(creator),
                hints=hints,
                rated=rated,
                game=definition.name,
            )
            if kind == "bot":
                self._start(match)
            return self._reply(match, my_seat, created=True), [match]

        return self.commands.execute(
            idem, run, lambda: ConflictError("the match could not be created; retry")
        )

    def tournament_game(
        self,
        tournament_id: UUID,
        creator: str,
        rules: Mapping[str, Any],
        players: list[str | None],
        levels: list[str | None],
        playouts: list[int | None],
        seed: int,
        move_deadline_ms: int,
        rated: bool = True,
        deal_limit: int | None = None,
        reveals_held: bool = False,
    ) -> Match:
        """A tournament's game as an ordinary match, started with the pair's ``seed`` (its
        commitment and the deals' as in any match); a bot seat plays its first turns now. The
        caller saves it (with the tournament's ``GameScheduled``). ``rated``: it counts for the
        ratings; ``deal_limit``: it ends after that many deals (a deal pair's game);
        ``reveals_held``: its reveals wait for ``Match.release_reveals``."""
        match = Match(
            rules=core.Rules(**dict(rules)).to_dict(),
            players=players,
            bots=levels,
            created_by=creator,
            rated=rated,
            tournament_id=str(tournament_id),
            move_deadline_ms=move_deadline_ms,
            bot_playouts=playouts,
            deal_limit=deal_limit,
            reveals_held=reveals_held,
        )
        match.start(seed, fairness.new_salt(), fairness.new_salt())
        self._run_bots(match)
        return match

    def join_match(
        self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None
    ) -> Reply:
        """Takes the free seat of an open match; the match starts."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id)
            self.refuse_join(match, str(player_id))
            seat = match.join(str(player_id))
            self._start(match)
            return self._reply(match, seat), [match]

        return self.commands.execute(
            idem, run, lambda: ConflictError("someone else joined first", reason="not-open")
        )

    def cancel_match(
        self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None
    ) -> Reply:
        """The creator withdraws an open match."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id)
            match.cancel(str(player_id))
            return self._reply(match, match.seat_of(str(player_id))), [match]

        return self.commands.execute(
            idem, run, lambda: ConflictError("someone joined first", reason="not-open")
        )

    def act(
        self,
        player_id: UUID,
        match_id: UUID,
        action: core.ActionLike,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """Plays ``action`` for the player's seat; bots answer in the same transaction."""
        return self._command(player_id, match_id, _Play(action), expected_version, idem)

    def resign(
        self,
        player_id: UUID,
        match_id: UUID,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """The player's seat resigns the match: the opponent wins."""
        return self._command(player_id, match_id, _resign, expected_version, idem)

    async def act_async(
        self,
        player_id: UUID,
        match_id: UUID,
        action: core.ActionLike,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """:meth:`act` from a coroutine (see :meth:`_command_async`)."""
        return await self._command_async(player_id, match_id, _Play(action), expected_version, idem)

    async def resign_async(
        self,
        player_id: UUID,
        match_id: UUID,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """:meth:`resign` from a coroutine."""
        return await self._command_async(player_id, match_id, _resign, expected_version, idem)

    def _command(
        self,
        player_id: UUID,
        match_id: UUID,
        decide: _SeatCommand,
        expected_version: int | None,
        idem: IdempotencyKey | None,
    ) -> Reply:
        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id, expected_version)
            try:
                return self._decide(match, player_id, decide, expected_version), [match]
            except ServiceError as refusal:
                with self.cache.read(match_id) as fresh:
                    raise _refusal_on(fresh, refusal, player_id, expected_version) from None

        return self.commands.execute(idem, run, lost_race)

    async def _command_async(
        self,
        player_id: UUID,
        match_id: UUID,
        decide: _SeatCommand,
        expected_version: int | None,
        idem: IdempotencyKey | None,
    ) -> Reply:
        """The common case (no idempotency key, no bot seat) runs on the event loop: the
        cached match is fast-forwarded by the group reader if needed, the aggregate decides,
        and the loop awaits the group commit; anything else runs in a thread."""
        if idem is not None:
            return await asyncio.to_thread(
                self._command, player_id, match_id, decide, expected_version, idem
            )
        latest = await self.cache.latest(match_id, trust_from=expected_version)
        if any(latest.bots):  # a bot may think for a while: keep it off the event loop
            return await asyncio.to_thread(
                self._command, player_id, match_id, decide, expected_version, idem
            )
        await self.players.learn(latest.players)
        match = latest.__deepcopy__({})
        try:
            reply = self._decide(match, player_id, decide, expected_version)
        except ServiceError as refusal:
            fresh = await self.cache.latest(match_id)
            raise _refusal_on(fresh, refusal, player_id, expected_version) from None
        try:
            await self.store.save_async(match)
        except IntegrityError:
            raise lost_race() from None
        self.cache.checkin(match)
        return reply

    def _decide(
        self,
        match: Match,
        player_id: UUID,
        decide: _SeatCommand,
        expected_version: int | None,
    ) -> Reply:
        """Decides a seat's command on ``match`` (a private copy): its events are pending."""
        seat = match.seat_for(str(player_id), expected_version)
        decide(match, seat)
        self._run_bots(match)
        return self._reply(match, seat)

    def _start(self, match: Match) -> None:
        match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
        self._run_bots(match)

    def _run_bots(self, match: Match) -> None:
        """Each built-in bot to act chooses from its own observation (with a seed drawn
        here), and the match plays its choice."""
        for _ in range(MAX_BOT_STEPS):
            turn = match.bot_to_act()
            if turn is None:
                return
            seat, level = turn
            game = match.game
            assert game is not None
            playouts = match.bot_playouts[seat] if match.bot_playouts is not None else None
            action = bots.choose(level, game.observation(seat), fairness.new_seed(), playouts)
            match.play(seat, action, next_deal_salt=fairness.new_salt)
        raise RuntimeError("bot loop did not terminate")  # pragma: no cover - a bug


class _SeatCommand(Protocol):
    def __call__(self, match: Match, seat: int, /) -> None: ...


class _Play:
    """A seat plays an action (a salt is drawn if a deal ends)."""

    def __init__(self, action: core.ActionLike) -> None:
        self.action = action

    def __call__(self, match: Match, seat: int, /) -> None:
        match.play(seat, self.action, next_deal_salt=fairness.new_salt)


def _resign(match: Match, seat: int, /) -> None:
    match.resign(seat)


def _refusal_on(
    fresh: Match, refusal: ServiceError, player_id: UUID, expected_version: int | None
) -> ServiceError:
    """A command decided on the cached match (trusted: it held the version the client named)
    may be refused because that cache was stale, another process having appended since. Then
    the answer is what the match just read from the store (``fresh``) says: the seat's checks
    on it (403, 428, or 409 for the old version), not a refusal of an old state."""
    if fresh.version == expected_version or isinstance(refusal, StaleVersionError):
        return refusal
    try:
        fresh.seat_for(str(player_id), expected_version)
    except ServiceError as current:
        return current
    return refusal  # pragma: no cover - a version that differs fails the checks above
