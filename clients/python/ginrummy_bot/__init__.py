"""The ginrummy bot runner (written by hand, on the generated ``ginrummy_client``)."""

from ginrummy_bot.runner import Act, Action, BotError, Options, Runner, Stats

__all__ = ["Act", "Action", "BotError", "Options", "Runner", "Stats"]
