"""A match, event-sourced (the ``eventsourcing`` library).

- ``aggregate``: :class:`Match`, which decides (``join``, ``start``, ``play``, ``resign``, the
  deal lifecycle, a bot's turn) and triggers the events; :data:`ACTION_EVENTS`;
- ``events``: the events, their upcasts, the state each assigns; the action events replay
  themselves from their stored payload;
- ``state``: the state the events build and what only reads it (:class:`MatchState`);
- ``seating``: who holds which seat (:class:`Seating`);
- ``ending``: the result of a match that ended;
- ``refusals``: the core's refusal of an action as the service's error;
- ``status``: :class:`MatchStatus` and :class:`CorruptLogError`.
"""

from ginrummy.service.match.aggregate import ACTION_EVENTS, GIN, Match
from ginrummy.service.match.status import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    OPEN,
    CorruptLogError,
    MatchStatus,
)

__all__ = [
    "ACTION_EVENTS",
    "ACTIVE",
    "CANCELLED",
    "FINISHED",
    "GIN",
    "OPEN",
    "CorruptLogError",
    "Match",
    "MatchStatus",
]
