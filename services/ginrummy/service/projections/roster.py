"""The registered players' names and registration times (:class:`Roster`)."""

from __future__ import annotations

from ginrummy.service.identity import Player
from ginrummy.service.projections.handlers import Handlers


class Roster:
    """Every registered player's name and when it registered, by player id."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.created: dict[str, str] = {}

    def handlers(self) -> Handlers:
        return {Player.Registered: self._registered}

    def _registered(self, ev: Player.Registered, touched: set[str]) -> None:
        self.names[str(ev.originator_id)] = ev.name
        self.created[str(ev.originator_id)] = ev.timestamp.isoformat()
