"""The time control of a match, whatever its game (:class:`MoveClock`, which Gin's ``Match``
and Rummy's ``RummyMatch`` share): under ``move_deadline_ms`` a player's seat to act must act
within that many milliseconds of the event that made it its turn, or it forfeits (the timers:
``service.deadlines``)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Protocol

from ginrummy.service.errors import ConflictError

#: The bounds of a per-move deadline a match's creator (a tournament's host) may choose, ms.
MOVE_DEADLINE_MS = (100, 600_000)


class _ToAct(Protocol):
    @property
    def to_act(self) -> int | None: ...


class _Clocked(Protocol):
    """What the clock reads of a match aggregate."""

    move_deadline_ms: int | None
    status: Any
    bots: list[str | None]

    @property
    def game(self) -> _ToAct | None: ...

    @property
    def version(self) -> int: ...

    @property
    def modified_on(self) -> datetime: ...

    def deadline(self) -> tuple[int, int, float] | None: ...


class MoveClock:
    """The time control of a match aggregate (with ``move_deadline_ms``, ``status``, ``bots``
    and the core's ``game``): a player's seat to act must act within ``move_deadline_ms`` of
    the event that made it its turn."""

    def deadline(self: _Clocked) -> tuple[int, int, float] | None:
        """(version, seat, due as a POSIX time) when a player's seat under a time control is to
        act now: its deadline runs from the event that made it its turn."""
        game = self.game
        if self.move_deadline_ms is None or self.status != "active" or game is None:
            return None
        seat = game.to_act
        if seat is None or self.bots[seat] is not None:
            return None
        due = self.modified_on.timestamp() + self.move_deadline_ms / 1000
        return self.version, seat, due

    def check_on_clock(self: _Clocked, seat: int, version: int) -> int:
        """The deadline in milliseconds of ``seat``, on the clock at ``version``; refused when
        the seat moved meanwhile (or is not on the clock)."""
        turn = self.deadline()
        if turn is None or turn[:2] != (version, seat):
            raise ConflictError("the seat is not on the clock at that version", reason="conflict")
        assert self.move_deadline_ms is not None
        return self.move_deadline_ms

    def deadline_fields(self: _Clocked) -> dict[str, Any]:
        """``deadline_ms`` and ``deadline_at`` (when the seat to act runs out of time) of a
        ``your_turn`` record under a time control; nothing without one."""
        clock = self.deadline()
        if clock is None:
            return {}
        return {"deadline_ms": self.move_deadline_ms, "deadline_at": iso(clock[2])}


def iso(posix: float) -> str:
    return datetime.fromtimestamp(posix, UTC).isoformat()


__all__ = ["MOVE_DEADLINE_MS", "MoveClock", "iso"]
