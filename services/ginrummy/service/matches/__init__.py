"""The match commands, over a shared :class:`MatchContext` (store, cache, names, unit of work):

- ``setup``: :class:`MatchSetup`, create, join, cancel, a tournament's game;
- ``seats``: :class:`SeatCommands`, a seat's play and resignation through one submit path;
- ``bot_turns``: the built-in bots' turns, played in the command that made them due.
"""

from ginrummy.service.matches.context import MatchContext
from ginrummy.service.matches.seats import SeatCommands
from ginrummy.service.matches.setup import MatchSetup

__all__ = ["MatchContext", "MatchSetup", "SeatCommands"]
