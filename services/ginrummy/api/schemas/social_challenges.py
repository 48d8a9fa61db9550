"""Challenges (``/challenges``)."""

from __future__ import annotations

from typing import Annotated, Literal
from uuid import UUID

import msgspec
from msgspec import Meta, Struct, field

from ginrummy.api.schemas.common import Request, Rules

ChallengeStatus = Literal["pending", "accepted", "declined", "cancelled", "expired"]


class ChallengeCreate(Request, kw_only=True):
    to: UUID
    game: Annotated[str, Meta(max_length=32, description="one of GET /games (two seats)")] = "gin"
    rules: Rules = msgspec.field(default_factory=Rules)
    expires_in: (
        Annotated[
            int,
            Meta(
                ge=1,
                le=7 * 24 * 3600,
                description="seconds the challenge stays pending (omitted: 10 minutes); then "
                "it is expired (listed so, `challenge_expired` on both players' notifications "
                "streams) and accepting it is 409 challenge-expired",
            ),
        ]
        | None
    ) = None


class ChallengeDecline(Request, kw_only=True):
    reason: Annotated[str, Meta(max_length=200)] = ""


class ChallengeOut(Struct, kw_only=True):
    """A challenge; once accepted, ``match_id`` is the match it started."""

    id: str
    from_: str = field(name="from")
    to: str
    game: str
    rules: dict[str, object]
    status: ChallengeStatus
    expires_at: str
    match_id: str | None
    reason: str | None


class ChallengeList(Struct, kw_only=True):
    challenges: list[ChallengeOut]
