"""The ratings leaderboard."""

from __future__ import annotations

from msgspec import Struct


class LeaderboardEntry(Struct, kw_only=True):
    rank: int
    player_id: str
    name: str
    rating: float
    deviation: float
    volatility: float
    matches: int


class Leaderboard(Struct, kw_only=True):
    entries: list[LeaderboardEntry]
