"""The built-in bot opponents: a hook onto ``ginrummy.core.Bot``.

A bot seat answers within the request that made it its turn: the service asks the bot for an
action on the bot's own observation (never more), with a seed drawn *before* the action's event,
validates the action through the core like any other, and records it as an ordinary event. Replay
never calls a bot: the log holds the bot's choices.

The levels on offer are the core's (``ginrummy.core.Bot.levels()`` when the core has bots).
"""

from __future__ import annotations

from typing import Any

from ginrummy import core


def available_levels() -> list[str]:
    """The bot levels this build can play (empty when the core ships no bots)."""
    bot_cls: Any = getattr(core, "Bot", None)
    if bot_cls is None:
        return []
    levels = getattr(bot_cls, "levels", None)
    if callable(levels):
        return [str(level) for level in levels()]
    declared = getattr(core, "BOT_LEVELS", None)
    if declared is not None:
        return [str(level) for level in declared]
    return []


def choose(level: str, observation: core.Observation, seed: int) -> dict[str, Any]:
    """The action the bot of ``level`` takes on ``observation`` (as the core's action dict)."""
    bot_cls: Any = getattr(core, "Bot", None)
    if bot_cls is None:
        raise LookupError("this build has no bots")
    bot = bot_cls(level, seed=seed)
    action = bot.act(observation)
    if isinstance(action, dict):
        return action
    if isinstance(action, str):
        parsed: dict[str, Any] = core.Action.parse(action).to_dict()
        return parsed
    as_dict: dict[str, Any] = action.to_dict()
    return as_dict
