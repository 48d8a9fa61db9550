"""The ratings leaderboard of each game: Gin's by Glicko-2, Rummy's by openskill."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta, Struct

from ginrummy.service.games import GAMES

if TYPE_CHECKING:
    RatedGame = str
else:
    RatedGame = Literal[tuple(GAMES)]


class LeaderboardEntry(Struct, kw_only=True):
    rank: int
    player_id: str
    name: str
    rating: float
    deviation: float
    volatility: float
    matches: int


class SkillLeaderboardEntry(Struct, kw_only=True):
    """A side ranked by its openskill rating (the ordinal mu - 3 sigma, best first)."""

    rank: int
    player_id: str
    name: str
    mu: float
    sigma: float
    ordinal: float
    matches: int


class Leaderboard(Struct, kw_only=True):
    game: Annotated[str, Meta(description="the game ranked (query parameter game)")]
    rating_system: Annotated[
        Literal["glicko2", "openskill"],
        Meta(description="how the game is rated: Gin by Glicko-2, Rummy by openskill"),
    ]
    entries: Annotated[
        list[LeaderboardEntry],
        Meta(description="the Glicko-2 ranking (Gin; empty for a game rated by openskill)"),
    ]
    skill_entries: Annotated[
        list[SkillLeaderboardEntry],
        Meta(description="the openskill ranking (Rummy; empty for a game rated by Glicko-2)"),
    ]
