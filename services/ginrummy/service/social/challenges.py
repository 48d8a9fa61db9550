"""Challenges: one player invites another to a match of a game with chosen rules. The
challenged player accepts (the match is created with both seated, in the same transaction as
the acceptance), declines with a reason, or lets it expire (``ttl`` seconds); the challenger
may cancel it while it is pending. Blocks and the challenged player's ``who_may_challenge``
apply."""

from __future__ import annotations

import secrets
import time
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from eventsourcing.persistence import IntegrityError

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import (
    ConflictError,
    ForbiddenError,
    InvalidRequestError,
    NotFoundError,
)
from ginrummy.service.games import ElsewhereError, UnknownGameError
from ginrummy.service.games import match_game as hosted_game
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.match import Match
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply
from ginrummy.service.social.aggregates import Challenge
from ginrummy.service.social.friends import FriendCommands, save
from ginrummy.service.social.graph import SocialGraph


def challenge_view(challenge: Challenge, now: float) -> dict[str, Any]:
    return {
        "id": str(challenge.id),
        "from": challenge.challenger,
        "to": challenge.challenged,
        "game": challenge.game,
        "rules": dict(challenge.rules),
        "status": challenge.status(now),
        "expires_at": datetime.fromtimestamp(challenge.expires_at, UTC).isoformat(),
        "match_id": challenge.match_id,
        "reason": challenge.reason,
    }


class ChallengeCommands:
    """The challenges' commands and queries."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        friends: FriendCommands,
        graph: SocialGraph,
        ttl: float,
    ) -> None:
        self.store = store
        self.commands = commands
        self.friends = friends
        self.graph = graph
        self.ttl = ttl

    def issue(
        self,
        me: UUID,
        to: UUID,
        game: str,
        rules: dict[str, Any],
        expires_in: float | None = None,
    ) -> Reply:
        """A new challenge, pending for ``expires_in`` seconds (omitted: ``ttl``)."""
        challenger, challenged = str(me), self.friends.other_player(me, to)
        try:
            definition = hosted_game(game)
        except (UnknownGameError, ElsewhereError) as exc:
            raise InvalidRequestError(str(exc), reason="invalid-request") from None
        if not definition.seats_allowed(2):
            raise InvalidRequestError(f"{definition.title} is not for two", reason="bad-seat")
        try:
            normalized: dict[str, Any] = core.Rules(**dict(rules)).to_dict()
        except (core.GinRummyError, TypeError, ValueError, OverflowError) as exc:
            raise InvalidRequestError(f"invalid rules: {exc}", reason="invalid-rules") from None
        refused = self.graph.may_challenge(challenger, challenged)
        if refused == "blocked":
            raise ForbiddenError("this player does not take your challenges", reason="blocked")
        if refused is not None:
            raise ForbiddenError(
                "this player's settings do not let you challenge them",
                reason="not-allowed-by-settings",
            )
        now = time.time()
        challenge = Challenge(
            by=challenger,
            to=challenged,
            game=definition.name,
            rules=normalized,
            expires_at=now + (self.ttl if expires_in is None else expires_in),
        )
        reply = save(self.commands, challenge_view(challenge, now), [challenge])
        reply.created = True
        return reply

    def challenge(self, me: UUID, key: UUID) -> Challenge:
        """The challenge, when the player is one of its two (404 otherwise)."""
        found = self.store.get(key)
        if not isinstance(found, Challenge) or str(me) not in (
            found.challenger,
            found.challenged,
        ):
            raise NotFoundError("no such challenge of yours", reason="challenge-not-found")
        return found

    def view(self, me: UUID, key: UUID) -> dict[str, Any]:
        return challenge_view(self.challenge(me, key), time.time())

    def _pending(self, challenge: Challenge, now: float) -> None:
        status = challenge.status(now)
        if status == "expired":
            raise ConflictError("the challenge expired", reason="challenge-expired")
        if status != "pending":
            raise ConflictError(f"the challenge is {status}", reason="challenge-not-pending")

    def accept(self, me: UUID, key: UUID) -> Reply:
        """The challenged player accepts: the match starts with both seated (seats drawn)."""
        now = time.time()
        challenge = self.challenge(me, key)
        if challenge.challenged != str(me):
            raise ForbiddenError("only the challenged player accepts", reason="forbidden")
        self._pending(challenge, now)
        if self.graph.blocked_either_way(challenge.challenger, challenge.challenged):
            raise ForbiddenError("one of you blocks the other", reason="blocked")
        players: list[str | None] = [challenge.challenger, challenge.challenged]
        secrets.SystemRandom().shuffle(players)  # seats drawn
        match = Match(
            rules=dict(challenge.rules),
            players=players,
            bots=[None] * len(players),
            created_by=challenge.challenger,
            hints=False,
            rated=True,
            game=challenge.game,
        )
        match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
        challenge.accept(by=str(me), to=challenge.challenger, match_id=str(match.id))
        return save(self.commands, challenge_view(challenge, now), [challenge, match])

    def decline(self, me: UUID, key: UUID, reason: str) -> Reply:
        now = time.time()
        challenge = self.challenge(me, key)
        if challenge.challenged != str(me):
            raise ForbiddenError("only the challenged player declines", reason="forbidden")
        self._pending(challenge, now)
        challenge.decline(by=str(me), to=challenge.challenger, reason=reason.strip()[:200])
        return save(self.commands, challenge_view(challenge, now), [challenge])

    def cancel(self, me: UUID, key: UUID) -> Reply:
        now = time.time()
        challenge = self.challenge(me, key)
        if challenge.challenger != str(me):
            raise ForbiddenError("only the challenger cancels", reason="forbidden")
        self._pending(challenge, now)
        challenge.cancel(by=str(me), to=challenge.challenged)
        return save(self.commands, challenge_view(challenge, now), [challenge])

    def expire_due(self, now: float | None = None, catch_up: bool = True) -> int:
        """Records ``Expired`` on every pending challenge past its expiry (the sweeper,
        ``expiry``, calls it without ``catch_up``); how many it recorded. A challenge
        answered meanwhile, or expired by another replica first, is left as it is."""
        at = time.time() if now is None else now
        recorded = 0
        for key in self.graph.challenges_due(at, catch_up):
            found = self.store.get(UUID(key))
            if not isinstance(found, Challenge) or found.status(at) != "expired":
                continue
            if found.state != "pending":
                continue
            found.expire(by=found.challenged, to=found.challenger)
            try:
                self.store.save(found)
            except IntegrityError:
                continue
            recorded += 1
        return recorded

    def list(self, me: UUID) -> dict[str, Any]:
        now = time.time()
        rows = []
        for key in reversed(self.graph.challenges_of(str(me))):
            found = self.store.get(UUID(key))
            if isinstance(found, Challenge):
                rows.append(challenge_view(found, now))
        return {"challenges": rows[:100]}
