"""Setting a match up: create, join, cancel, and a tournament's game (:class:`MatchSetup`).

Each command gets the match (a private copy from the cache), asks the aggregate to decide
(``match.Match``), and saves its events in one transaction (``context``); randomness (seeds,
salts, a bot's seed) is drawn before the aggregate decides. A match against a bot starts at
once, and the bot may act first (``bot_turns``)."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import ConflictError, InvalidRequestError
from ginrummy.service.games import DEFAULT_GAME, ElsewhereError, UnknownGameError
from ginrummy.service.games import match_game as hosted_game
from ginrummy.service.idempotency import IdempotencyKey
from ginrummy.service.match import Match
from ginrummy.service.matches.bot_turns import play_bots, start_with_bots
from ginrummy.service.matches.context import MatchContext
from ginrummy.service.replies import Reply


class MatchSetup:
    """Creates, joins and cancels matches, and makes a tournament's games."""

    def __init__(self, context: MatchContext) -> None:
        self.context = context
        # refuses a player a seat (raises): the creator blocks it (set by ``social``)
        self.refuse_join: Callable[[Match, str], None] = lambda match, player: None
        # the room that records a match opened in it, saved with it (set by ``rooms``)
        self.open_in_room: Callable[[UUID, Match], Aggregate] | None = None

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
        room: UUID | None = None,
    ) -> Reply:
        """Creates a match of ``game`` (its registry entry; ``seats`` omitted: the game's
        least seat count); against a bot it starts at once (the bot may act first). A match
        with ``hints`` is unrated (``rated`` omitted follows it; a rated match with hints is
        refused). An open match may be opened in a ``room`` its creator is in: that room's
        lobby lists it."""
        try:
            normalized: dict[str, Any] = core.Rules(**dict(rules)).to_dict()
        except (core.GinRummyError, TypeError, ValueError, OverflowError) as exc:
            raise InvalidRequestError(f"invalid rules: {exc}", reason="invalid-rules") from None
        try:
            definition = hosted_game(game)
        except (UnknownGameError, ElsewhereError) as exc:
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
        if room is not None and kind != "open":
            raise InvalidRequestError(
                "a room's lobby holds open matches only", reason="bad-opponent"
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
                start_with_bots(match)
            saved: list[Aggregate] = [match]
            if room is not None and self.open_in_room is not None:
                saved.append(self.open_in_room(room, match))
            return self.context.reply(match, my_seat, created=True), saved

        return self.context.commands.execute(
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
        play_bots(match)
        return match

    def join_match(
        self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None
    ) -> Reply:
        """Takes the free seat of an open match; the match starts."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.context.cache.checkout(match_id)
            self.refuse_join(match, str(player_id))
            seat = match.join(str(player_id))
            start_with_bots(match)
            return self.context.reply(match, seat), [match]

        return self.context.commands.execute(
            idem, run, lambda: ConflictError("someone else joined first", reason="not-open")
        )

    def cancel_match(
        self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None
    ) -> Reply:
        """The creator withdraws an open match."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.context.cache.checkout(match_id)
            match.cancel(str(player_id))
            return self.context.reply(match, match.seat_of(str(player_id))), [match]

        return self.context.commands.execute(
            idem, run, lambda: ConflictError("someone joined first", reason="not-open")
        )
