"""A seat's commands: play an action, resign (:class:`SeatCommands`), through one submit path.

The client names the version it saw; the aggregate checks the seat and the version, decides,
and the built-in bots answer in the same transaction. Concurrency is optimistic: another
version, or a concurrent writer caught by the store's unique (match, version) constraint, is a
conflict and nothing is written."""

from __future__ import annotations

import asyncio
from typing import Protocol
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import ServiceError, lost_race
from ginrummy.service.idempotency import IdempotencyKey
from ginrummy.service.match import Match
from ginrummy.service.matches.bot_turns import play_bots
from ginrummy.service.matches.context import MatchContext
from ginrummy.service.replies import Reply
from ginrummy.service.seat_holders import refusal_on


class SeatCommand(Protocol):
    """What a seat does to the match (its events stay pending)."""

    def __call__(self, match: Match, seat: int, /) -> None: ...


class Play:
    """A seat plays an action (a salt is drawn if a deal ends)."""

    def __init__(self, action: core.ActionLike) -> None:
        self.action = action

    def __call__(self, match: Match, seat: int, /) -> None:
        match.play(seat, self.action, next_deal_salt=fairness.new_salt)


def resign(match: Match, seat: int, /) -> None:
    """A seat resigns: the opponent wins."""
    match.resign(seat)


class SeatCommands:
    """A player's seat plays or resigns; each goes through :meth:`submit` (or
    :meth:`submit_async`)."""

    def __init__(self, context: MatchContext) -> None:
        self.context = context

    def act(
        self,
        player_id: UUID,
        match_id: UUID,
        action: core.ActionLike,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """Plays ``action`` for the player's seat; bots answer in the same transaction."""
        return self.submit(player_id, match_id, Play(action), expected_version, idem)

    def resign(
        self,
        player_id: UUID,
        match_id: UUID,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """The player's seat resigns the match: the opponent wins."""
        return self.submit(player_id, match_id, resign, expected_version, idem)

    async def act_async(
        self,
        player_id: UUID,
        match_id: UUID,
        action: core.ActionLike,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """:meth:`act` from a coroutine (see :meth:`submit_async`)."""
        return await self.submit_async(player_id, match_id, Play(action), expected_version, idem)

    async def resign_async(
        self,
        player_id: UUID,
        match_id: UUID,
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """:meth:`resign` from a coroutine."""
        return await self.submit_async(player_id, match_id, resign, expected_version, idem)

    def submit(
        self,
        player_id: UUID,
        match_id: UUID,
        decide: SeatCommand,
        expected_version: int | None,
        idem: IdempotencyKey | None,
    ) -> Reply:
        """Decides the seat's command on a private copy and saves it (once per key)."""
        cache = self.context.cache

        def run() -> tuple[Reply, list[Aggregate]]:
            match = cache.checkout(match_id, expected_version)
            try:
                return self._decide(match, player_id, decide, expected_version), [match]
            except ServiceError as refusal:
                with cache.read(match_id) as fresh:
                    raise refusal_on(fresh, refusal, player_id, expected_version) from None

        return self.context.commands.execute(idem, run, lost_race)

    async def submit_async(
        self,
        player_id: UUID,
        match_id: UUID,
        decide: SeatCommand,
        expected_version: int | None,
        idem: IdempotencyKey | None,
    ) -> Reply:
        """The common case (no idempotency key, no bot seat) runs on the event loop: the
        cached match is fast-forwarded by the group reader if needed, the aggregate decides,
        and the loop awaits the group commit; anything else runs in a thread."""
        cache = self.context.cache
        if idem is not None:
            return await asyncio.to_thread(
                self.submit, player_id, match_id, decide, expected_version, idem
            )
        latest = await cache.latest(match_id, trust_from=expected_version)
        if any(latest.bots):  # a bot may think for a while: keep it off the event loop
            return await asyncio.to_thread(
                self.submit, player_id, match_id, decide, expected_version, idem
            )
        await self.context.players.learn(latest.players)
        match = latest.__deepcopy__({})
        try:
            reply = self._decide(match, player_id, decide, expected_version)
        except ServiceError as refusal:
            fresh = await cache.latest(match_id)
            raise refusal_on(fresh, refusal, player_id, expected_version) from None
        try:
            await self.context.store.save_async(match)
        except IntegrityError:
            raise lost_race() from None
        cache.checkin(match)
        return reply

    def _decide(
        self,
        match: Match,
        player_id: UUID,
        decide: SeatCommand,
        expected_version: int | None,
    ) -> Reply:
        """Decides a seat's command on ``match`` (a private copy): its events are pending."""
        seat = match.seat_for(str(player_id), expected_version)
        decide(match, seat)
        play_bots(match)
        return self.context.reply(match, seat)
