"""The list of rooms, folded from the log by every process (``ReadModel.observers``): each
room's name, creator and member count. A room's own page reads the aggregate itself."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from eventsourcing.utils import get_topic

from ginrummy.service.rooms.aggregate import Room

_Room: Any = Room  # its event classes are made by ``@event`` (mypy cannot see them)


@dataclass
class RoomRow:
    id: str
    name: str
    created_by: str
    members: int = 0
    matches: int = 0


class RoomProjection:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.rooms: dict[str, RoomRow] = {}
        self.catch_up: Callable[[], None] = lambda: None

    def observers(self) -> dict[str, Callable[[Any], None]]:
        folds: dict[Any, Callable[[Any], None]] = {
            _Room.Created: self._created,
            _Room.Joined: lambda ev: self._count(ev, members=1),
            _Room.Left: lambda ev: self._count(ev, members=-1),
            _Room.MatchOpened: lambda ev: self._count(ev, matches=1),
        }
        return {get_topic(cls): self._locked(fold) for cls, fold in folds.items()}

    def _locked(self, fold: Callable[[Any], None]) -> Callable[[Any], None]:
        def folded(ev: Any) -> None:
            with self.lock:
                fold(ev)

        return folded

    def _created(self, ev: Any) -> None:
        key = str(ev.originator_id)
        self.rooms[key] = RoomRow(key, ev.name, ev.by)

    def _count(self, ev: Any, members: int = 0, matches: int = 0) -> None:
        row = self.rooms.get(str(ev.originator_id))
        if row is not None:
            row.members += members
            row.matches += matches

    def listed(self) -> list[RoomRow]:
        """Every room, by name (copies), once caught up with the log."""
        self.catch_up()
        with self.lock:
            rows = [
                RoomRow(r.id, r.name, r.created_by, r.members, r.matches)
                for r in self.rooms.values()
            ]
        rows.sort(key=lambda r: r.name.casefold())
        return rows
