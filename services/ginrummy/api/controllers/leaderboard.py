"""/leaderboard: Glicko-2 ratings built from the events."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import QueryParameter

from ginrummy.api.problems import responses
from ginrummy.api.schemas import Leaderboard
from ginrummy.service.projections import ReadModel


class LeaderboardController(Controller):
    path = "/leaderboard"
    tags = ("stats",)

    @get(
        operation_id="getLeaderboard",
        summary="Players and bots ranked by Glicko-2 rating (rating minus twice the deviation)",
        sync_to_thread=True,
        responses=responses(400, 429),
    )
    def leaderboard(
        self,
        read_model: NamedDependency[ReadModel],
        limit: Annotated[int, QueryParameter(name="limit", ge=1, le=1000)] = 100,
    ) -> Leaderboard:
        return msgspec.convert({"entries": read_model.leaderboard(limit)}, Leaderboard)
