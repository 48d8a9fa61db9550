"""Classic Rummy (2 to 4 seats), event-sourced beside Gin's match: its own aggregate and events
(``aggregate``, ``events``, ``state``), commands (``commands``) and what a viewer sees
(``views``). It shares with Gin the players, the store, idempotency, and who holds which seat
(``service.seat_holders``); every rule is the core's (``ginrummy._core.rummy``)."""

from ginrummy.service.rummy.aggregate import ACTION_EVENTS, RUMMY, RummyMatch

__all__ = ["ACTION_EVENTS", "RUMMY", "RummyMatch"]
