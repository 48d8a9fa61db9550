"""The built-in bot opponents: a hook onto ``ginrummy.core.Bot``.

A bot seat answers within the request that made it its turn: the service asks the bot for an
action on the bot's own observation (never more), with a seed drawn *before* the action's event,
validates the action through the core like any other, and records it as an ordinary event. Replay
never calls a bot: the log holds the bot's choices.

The levels on offer are the core's: ``beginner``, ``easy``, ``medium``, ``expert`` (each one
checked by constructing it, so a level the core drops disappears here too).
"""

from __future__ import annotations

from typing import Literal, get_args

from ginrummy import core

Level = Literal["beginner", "easy", "medium", "expert"]
LEVELS: tuple[Level, ...] = get_args(Level)
_available: list[Level] | None = None


def available_levels() -> list[Level]:
    """The bot levels this build can play, weakest first."""
    global _available
    if _available is None:
        found: list[Level] = []
        for level in LEVELS:
            try:
                core.Bot(level, seed=0)
            except (ValueError, core.GinRummyError):
                continue
            found.append(level)
        _available = found
    return list(_available)


def choose(
    level: str, observation: core.Observation, seed: int, playouts: int | None = None
) -> core.Action:
    """The action the bot of ``level`` takes on ``observation`` (the expert with a playout
    cap when ``playouts`` is given: a tournament's entrant)."""
    if playouts is not None:
        return core.Bot(level, seed=seed % 2**64, playouts=playouts).act(observation)
    return core.Bot(level, seed=seed % 2**64).act(observation)
