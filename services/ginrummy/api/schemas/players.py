"""Players: registration and the public profile with its rating."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import Request
from ginrummy.service.players import NAME_PATTERN, NAME_RULE
from ginrummy.service.projections import PlayerStats, RummyStats


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


class SkillRating(Struct, kw_only=True):
    """An openskill rating (Plackett-Luce, openskill's default model): the skill's mean and
    standard deviation, from 25 and 25/3 before any match."""

    mu: float
    sigma: float
    ordinal: Annotated[
        float, Meta(description="openskill's conservative estimate mu - 3 sigma (ranked by)")
    ]


class GinRecord(Struct, kw_only=True):
    """A side's Gin statistics and Glicko-2 rating (the profile's ``stats`` and ``rating``)."""

    stats: PlayerStats
    rating: Rating


class RummyRecord(Struct, kw_only=True):
    """A side's Rummy statistics and openskill rating (``GET /leaderboard?game=rummy``)."""

    stats: RummyStats
    rating: SkillRating


class GameRecords(Struct, kw_only=True):
    """A side's statistics and rating in each game."""

    gin: GinRecord
    rummy: RummyRecord


class Player(Struct, kw_only=True):
    id: str
    name: str
    created_at: str
    stats: Annotated[PlayerStats, Meta(description="Gin's statistics (also games.gin.stats)")]
    rating: Annotated[Rating, Meta(description="Gin's Glicko-2 rating (also games.gin.rating)")]
    games: GameRecords
