"""/bots: the built-in bot levels."""

from __future__ import annotations

from litestar import Controller, get

from ginrummy.api.problems import responses
from ginrummy.api.schemas import BotLevels
from ginrummy.service import bots


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
