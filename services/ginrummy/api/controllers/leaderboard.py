"""/leaderboard: each game's ratings built from the events (Gin: Glicko-2; Rummy: openskill)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import QueryParameter

from ginrummy.api.problems import responses
from ginrummy.api.schemas import Leaderboard
from ginrummy.api.schemas.leaderboard import RatedGame
from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.projections import ReadModel


class LeaderboardController(Controller):
    path = "/leaderboard"
    tags = ("stats",)

    @get(
        operation_id="getLeaderboard",
        summary="Players and bots ranked by rating in one game: Gin by Glicko-2 (rating minus "
        "twice the deviation), Rummy by openskill (mu minus three sigma)",
        sync_to_thread=True,
        responses=responses(400, 429),
    )
    def leaderboard(
        self,
        read_model: NamedDependency[ReadModel],
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=1000)] = 100,
        game: Annotated[
            RatedGame,
            QueryParameter(name="game", description="the game ranked (the default: gin)"),
        ] = DEFAULT_GAME,
    ) -> Leaderboard:
        return msgspec.convert(read_model.game_leaderboard(game, limit), Leaderboard)
