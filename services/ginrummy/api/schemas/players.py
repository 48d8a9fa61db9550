"""Players: registration and the public profile with its rating."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import Request
from ginrummy.service.players import NAME_PATTERN, NAME_RULE
from ginrummy.service.projections import PlayerStats


class PlayerCreate(Request, kw_only=True):
    name: Annotated[str, Meta(pattern=NAME_PATTERN, description=NAME_RULE, examples=["alice"])]


class PlayerRegistered(Struct, kw_only=True):
    """The new player; ``token`` is the bearer token, shown this once (stored hashed)."""

    id: str
    name: str
    created_at: str
    token: str


class Rating(Struct, kw_only=True):
    rating: float
    deviation: float
    volatility: float


class Player(Struct, kw_only=True):
    id: str
    name: str
    created_at: str
    stats: PlayerStats
    rating: Rating
