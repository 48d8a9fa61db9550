"""/bots: the built-in bot levels, and each level's public profile."""

from __future__ import annotations

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import FromPath

from ginrummy.api.problems import responses
from ginrummy.api.schemas import BotLevels, BotProfile
from ginrummy.service import bots
from ginrummy.service.errors import NotFoundError
from ginrummy.service.projections import ReadModel


class BotController(Controller):
    path = "/bots"
    tags = ("matches",)

    @get(
        operation_id="listBotLevels",
        summary="The built-in bot levels an opponent can be",
        responses=responses(429),
    )
    async def levels(self) -> BotLevels:
        return BotLevels(levels=bots.available_levels())

    @get(
        "/{level:str}",
        operation_id="getBotProfile",
        summary="A built-in bot level's public profile, statistics and rating (the "
        "leaderboard's 'bot:<level>')",
        sync_to_thread=True,
        responses=responses(404, 429, described={404: "no such bot level (unknown-bot-level)"}),
    )
    def profile(self, level: FromPath[str], read_model: NamedDependency[ReadModel]) -> BotProfile:
        if level not in bots.available_levels():
            raise NotFoundError(
                f"no bot level {level!r}: one of {', '.join(bots.available_levels())}",
                reason="unknown-bot-level",
            )
        return msgspec.convert(read_model.bot_profile(level), BotProfile)
