"""The ginrummy bot runner (written by hand, on the generated ``ginrummy_client``)."""

from ginrummy_bot.runner import (
    Act,
    Action,
    ActionBody,
    BotError,
    Options,
    RummyAct,
    Runner,
    Stats,
    action_body,
)

__all__ = [
    "Act",
    "Action",
    "ActionBody",
    "BotError",
    "Options",
    "RummyAct",
    "Runner",
    "Stats",
    "action_body",
]
