"""The built-in bots."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import BotLevel
from ginrummy.api.schemas.players import GameRecords, Rating
from ginrummy.service.projections import PlayerStats


class BotLevels(Struct, kw_only=True):
    levels: list[BotLevel]


class BotProfile(Struct, kw_only=True):
    """A built-in bot level's public profile, the leaderboard's ``bot:<level>``: its
    statistics and rating (a bot has no registration)."""

    id: Annotated[str, Meta(description="the leaderboard's player_id: 'bot:<level>'")]
    level: BotLevel
    name: str
    stats: Annotated[PlayerStats, Meta(description="Gin's statistics (also games.gin.stats)")]
    rating: Annotated[Rating, Meta(description="Gin's Glicko-2 rating (also games.gin.rating)")]
    games: GameRecords
