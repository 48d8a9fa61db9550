"""The built-in bots."""

from __future__ import annotations

from msgspec import Struct

from ginrummy.api.schemas.common import BotLevel


class BotLevels(Struct, kw_only=True):
    levels: list[BotLevel]
